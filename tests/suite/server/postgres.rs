//! Several instances on one PostgreSQL database, against a real
//! PostgreSQL: the throwaway cluster the tests start themselves
//! (`storage::postgres::throwaway`). Without PostgreSQL each test says
//! plainly that it did not run; under `scripts/test` it fails instead.
//! The accounts' own tests run against both databases
//! (`crate::on_both_databases!` in `accounts`).

use super::accounts::{Browser, PASSWORD};
use super::harness::{TestDb, TestServer, create_table, post, relaxed, subscribe};
use serde_json::json;
use std::time::{Duration, Instant};
use suffragetto_server::storage::Database;
use suffragetto_server::storage::postgres::notify::{self, Heard, Listener, TableChanged};
use suffragetto_server::storage::postgres::{PoolSettings, PostgresStorage, throwaway};

fn runtime() -> tokio::runtime::Runtime {
    tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .unwrap()
}

fn connect(rt: &tokio::runtime::Runtime, url: &str) -> Result<PostgresStorage, String> {
    rt.block_on(PostgresStorage::connect(url, PoolSettings::default()))
        .map_err(|e| e.to_string())
}

#[test]
fn the_schema_is_migrated_once_in_order_and_a_later_or_foreign_database_is_refused() {
    let Some(cluster) = throwaway::shared() else {
        return;
    };
    let rt = runtime();
    let db = cluster.database("schema").unwrap();
    // Two instances starting at once on an empty database: both succeed,
    // one after the other, and the schema is made once.
    let url = cluster.url(&db);
    let (a, b) = rt.block_on(async {
        tokio::join!(
            PostgresStorage::connect(&url, PoolSettings::default()),
            PostgresStorage::connect(&url, PoolSettings::default())
        )
    });
    a.unwrap();
    b.unwrap();
    connect(&rt, &url).unwrap();
    assert_eq!(
        cluster
            .psql(&db, "SELECT version FROM suffragetto_schema")
            .unwrap(),
        suffragetto_server::storage::postgres::VERSION.to_string()
    );
    assert_eq!(
        cluster
            .psql(
                &db,
                "SELECT COUNT(*) FROM information_schema.tables WHERE table_schema = 'public'"
            )
            .unwrap(),
        "8",
        "the version, the accounts, their sessions, the tables, their moves and chat, the studies, their chapters"
    );

    // A later release's database is refused, unchanged.
    cluster
        .psql(&db, "UPDATE suffragetto_schema SET version = 99")
        .unwrap();
    let e = connect(&rt, &url).err().unwrap();
    assert!(
        e.contains("schema version 99, written by a later release"),
        "{e}"
    );
    assert_eq!(
        cluster
            .psql(&db, "SELECT version FROM suffragetto_schema")
            .unwrap(),
        "99"
    );

    // Another program's database is refused before anything is written.
    let other = cluster.database("foreign").unwrap();
    cluster
        .psql(&other, "CREATE TABLE invoices (id INTEGER)")
        .unwrap();
    let e = connect(&rt, &cluster.url(&other)).err().unwrap();
    assert!(
        e.contains("is not a Suffragetto database (it holds public.invoices)"),
        "{e}"
    );
    assert_eq!(
        cluster
            .psql(&other, "SELECT to_regclass('suffragetto_schema') IS NULL")
            .unwrap(),
        "t"
    );
}

/// What listener `name` heard, sent to the test's thread.
fn listen(
    rt: &tokio::runtime::Runtime,
    storage: &PostgresStorage,
    name: &str,
) -> (Listener, std::sync::mpsc::Receiver<Heard>) {
    let (tx, rx) = std::sync::mpsc::channel();
    let _guard = rt.enter();
    let l = Listener::start(storage.config().clone(), name.into(), move |h| {
        let _ = tx.send(h);
    });
    rt.block_on(l.ready());
    assert_eq!(rx.recv_timeout(Duration::from_secs(5)), Ok(Heard::Resync));
    (l, rx)
}

fn change(table: &str, ply: u64, origin: &str) -> TableChanged {
    TableChanged {
        table: table.into(),
        ply,
        change: ply,
        origin: origin.into(),
    }
}

#[test]
fn two_listeners_on_one_database_hear_each_others_committed_notices_only() {
    let Some(cluster) = throwaway::shared() else {
        return;
    };
    let rt = runtime();
    let url = cluster.url(&cluster.database("listeners").unwrap());
    let storage = connect(&rt, &url).unwrap();
    let (_a, heard_a) = listen(&rt, &storage, "a");
    let (_b, heard_b) = listen(&rt, &storage, "b");
    let send = |c: TableChanged, commit: bool| {
        rt.block_on(async {
            let mut client = tokio_postgres_client(&storage).await;
            let tx = client.transaction().await.unwrap();
            notify::send(&*tx, &c).await.unwrap();
            if commit {
                tx.commit().await.unwrap();
            } else {
                tx.rollback().await.unwrap();
            }
        })
    };
    // A notice of a transaction rolled back is heard by nobody.
    send(change("abcdef", 1, "a"), false);
    // A's committed notice: B hears it, A does not hear itself.
    send(change("abcdef", 2, "a"), true);
    let wait = Duration::from_secs(5);
    assert_eq!(
        heard_b.recv_timeout(wait),
        Ok(Heard::Changed(change("abcdef", 2, "a")))
    );
    // And the other way, in order.
    send(change("0123", 3, "b"), true);
    send(change("0123", 4, "b"), true);
    assert_eq!(
        heard_a.recv_timeout(wait),
        Ok(Heard::Changed(change("0123", 3, "b")))
    );
    assert_eq!(
        heard_a.recv_timeout(wait),
        Ok(Heard::Changed(change("0123", 4, "b")))
    );
    assert!(heard_a.recv_timeout(Duration::from_millis(300)).is_err());
    assert!(heard_b.recv_timeout(Duration::from_millis(300)).is_err());
    // A notice that is not ours (not a hex table id) is ignored.
    rt.block_on(async {
        let client = tokio_postgres_client(&storage).await;
        client
            .execute(
                "SELECT pg_notify($1, $2)",
                &[
                    &notify::CHANNEL,
                    &r#"{"table":"../x","ply":1,"change":1,"origin":"z"}"#,
                ],
            )
            .await
            .unwrap();
    });
    assert!(heard_a.recv_timeout(Duration::from_millis(500)).is_err());
}

#[test]
fn a_moves_notice_goes_inside_its_transaction_and_only_if_the_move_is_stored() {
    use super::harness::table_row;
    use suffragetto_server::storage::TableStore;
    use suffragetto_server::store::SeatRow;
    use suffragetto_server::table::Version;
    let Some(cluster) = throwaway::shared() else {
        return;
    };
    let rt = runtime();
    let url = cluster.url(&cluster.database("notice_in_move").unwrap());
    let storage = connect(&rt, &url).unwrap();
    let (_b, heard) = listen(&rt, &storage, "b");
    let id = "0a1b2c3d4e5f60718293a4b5".to_string();
    let seat = |nick: &str| SeatRow {
        nickname: Some(nick.into()),
        ..SeatRow::default()
    };
    rt.block_on(storage.insert_table(table_row(&id, seat("Ada"), seat("Bea"))))
        .unwrap();
    let push = |ply: usize, after: Version| {
        rt.block_on(storage.push_move(
            id.clone(),
            ply,
            "d9-d8".into(),
            None,
            Default::default(),
            after,
        ))
        .unwrap()
    };
    // Before its fan-out has a name, the storage tells nobody.
    assert!(push(0, Version { ply: 1, change: 3 }));
    assert!(heard.recv_timeout(Duration::from_millis(300)).is_err());
    // Then each stored move is told from its own transaction.
    storage.tell_moves_as("a");
    assert_eq!(storage.origin(), Some("a"));
    assert!(push(1, Version { ply: 2, change: 4 }));
    let told = TableChanged {
        table: id.clone(),
        ply: 2,
        change: 4,
        origin: "a".into(),
    };
    assert_eq!(
        heard.recv_timeout(Duration::from_secs(5)),
        Ok(Heard::Changed(told))
    );
    // A move for a ply already played is not stored, and nobody hears of
    // it.
    assert!(!push(1, Version { ply: 2, change: 4 }));
    assert!(heard.recv_timeout(Duration::from_millis(500)).is_err());
}

async fn tokio_postgres_client(
    storage: &PostgresStorage,
) -> suffragetto_server::storage::postgres::Connection {
    storage.client().await.unwrap()
}

#[test]
fn a_move_on_one_instance_reaches_the_event_stream_of_the_other() {
    let Some(db) = TestDb::postgres("fanout") else {
        return;
    };
    // Two instances on one database, the tables in it.
    let a = db.server(relaxed());
    let b = db.server(relaxed());
    assert_ne!(
        a.fanout.as_ref().unwrap().origin(),
        b.fanout.as_ref().unwrap().origin()
    );
    let created = create_table(
        &a.base,
        &json!({"variant": "english", "side": "S", "nickname": "Annie"}),
    );
    let id = created["id"].as_str().unwrap().to_string();
    let (status, joined) = post(
        &b.base,
        &format!("/api/tables/{id}/join"),
        &json!({"nickname": "Jessie"}),
    );
    assert_eq!(status, 200, "{joined}");
    let on_a = subscribe(&a.base, &id);
    let on_b = subscribe(&b.base, &id);
    let wait = Duration::from_secs(10);
    // A's stream may begin with the table as A had it, and then has B's
    // join as soon as A hears of it.
    let joined_at_a = loop {
        let s = on_a.recv_timeout(wait).expect("A hears of B's join");
        if s["players"][1]["nickname"] == "Jessie" {
            break s;
        }
    };
    assert_eq!(joined_at_a["version"]["change"], 2, "{joined_at_a}");
    on_b.recv_timeout(wait).unwrap();
    let token = |side: &str| {
        if side == "S" {
            created["token"].clone()
        } else {
            joined["token"].clone()
        }
    };
    let mut plies = 0;
    for (mover, other) in [(&a, &on_b), (&b, &on_a), (&a, &on_b)] {
        let state = super::harness::get_json(&mover.base, &format!("/api/tables/{id}"));
        let side = state["to_move"].as_str().unwrap();
        let mv = state["legal_moves"][0].clone();
        let started = Instant::now();
        let (status, next) = post(
            &mover.base,
            &format!("/api/tables/{id}/moves"),
            &json!({"token": token(side), "move": mv}),
        );
        assert_eq!(status, 200, "{next}");
        plies += 1;
        // The other instance's stream has the move within a second.
        let seen = loop {
            let s = other.recv_timeout(Duration::from_secs(1)).unwrap();
            if s["moves"].as_array().unwrap().len() == plies {
                break s;
            }
        };
        assert!(
            started.elapsed() < Duration::from_secs(1),
            "{:?}",
            started.elapsed()
        );
        assert_eq!(seen["moves"][plies - 1], mv);
    }
}

#[test]
fn an_instance_behind_the_database_reads_the_table_again_rather_than_refuse_a_move() {
    use suffragetto_server::storage::TableStore;
    let Some(db) = TestDb::postgres("behind") else {
        return;
    };
    let (cluster, name) = db.postgres.as_ref().unwrap();
    let a = db.server(relaxed());
    let created = create_table(
        &a.base,
        &json!({"variant": "english", "side": "S", "nickname": "Annie"}),
    );
    let id = created["id"].as_str().unwrap().to_string();
    let (status, joined) = post(
        &a.base,
        &format!("/api/tables/{id}/join"),
        &json!({"nickname": "Jessie"}),
    );
    assert_eq!(status, 200, "{joined}");
    // B has the table in memory at its start.
    let b = db.server(relaxed());
    let state = super::harness::get_json(&b.base, &format!("/api/tables/{id}"));
    assert_eq!(state["moves"], json!([]));
    // The first move is committed by an instance whose notice never
    // reaches B (it died the moment after, or the notice is late).
    let rt = runtime();
    let other = connect(&rt, &cluster.url(name)).unwrap();
    let first = state["legal_moves"][0].as_str().unwrap().to_string();
    let version = suffragetto_server::table::Version { ply: 1, change: 3 };
    let stored = rt
        .block_on(other.push_move(
            id.clone(),
            0,
            first.clone(),
            None,
            Default::default(),
            version,
        ))
        .unwrap();
    assert!(stored);
    // The other side's move on B (the engine says which is legal, so
    // that no other instance tells B anything): B reads the table again
    // and takes it.
    let rules = suffragetto_core::engine::Rules::load("english").unwrap();
    let mut pos =
        suffragetto_core::notation::parse_position(state["position"].as_str().unwrap(), &rules)
            .unwrap();
    let mv = suffragetto_core::notation::parse_move(&pos, &rules, &first).unwrap();
    pos.play_unchecked(&rules, &mv);
    let reply = suffragetto_core::notation::write_move(&pos, &rules, &pos.legal_moves(&rules)[0]);
    let token = if state["to_move"] == "S" {
        &joined["token"]
    } else {
        &created["token"]
    };
    let (status, next) = post(
        &b.base,
        &format!("/api/tables/{id}/moves"),
        &json!({"token": token, "move": reply}),
    );
    assert_eq!(status, 200, "{next}");
    assert_eq!(next["moves"], json!([first, reply]));
}

#[test]
fn the_accounts_answer_503_while_the_database_is_down_and_recover_when_it_returns() {
    let cluster = match throwaway::Cluster::start() {
        Ok(c) => c,
        Err(e) => return throwaway::not_run(&e),
    };
    let name = cluster.database("down").unwrap();
    let tables = super::harness::temp_db("down");
    let server = TestServer::start_on(&Database::Postgres(cluster.url(&name)), &tables, relaxed());
    let mut b = Browser::new(&server.base);
    assert_eq!(b.sign_up("Mary Leigh", PASSWORD).status, 201);
    assert_eq!(b.me().status, 200);
    let before = create_table(
        &server.base,
        &json!({"variant": "english", "side": "S", "nickname": "Early"}),
    );

    cluster.stop().unwrap();
    for reply in [
        b.me(),
        Browser::new(&server.base).sign_in("Mary Leigh", PASSWORD),
    ] {
        assert_eq!(reply.status, 503, "{reply:?}");
        assert_eq!(
            reply.body["error"],
            "the server cannot reach its database just now: nothing was changed; try again in 5 seconds"
        );
        assert_eq!(reply.retry_after.as_deref(), Some("5"));
    }
    // The tables are in the database too: a new table is answered 503
    // meanwhile, the same way.
    let (status, body) = post(
        &server.base,
        "/api/tables",
        &json!({"variant": "english", "side": "S", "nickname": "Guest"}),
    );
    assert_eq!(status, 503, "{body}");
    assert_eq!(
        body["error"],
        "the server cannot reach its database just now: nothing was changed; try again in 5 seconds"
    );

    cluster.start_again().unwrap();
    let deadline = Instant::now() + Duration::from_secs(20);
    loop {
        let r = b.me();
        if r.status == 200 {
            assert_eq!(r.body["username"], "Mary Leigh");
            break;
        }
        assert_eq!(r.status, 503, "{r:?}");
        assert!(Instant::now() < deadline, "the server did not recover");
        std::thread::sleep(Duration::from_millis(200));
    }
    assert_eq!(
        Browser::new(&server.base)
            .sign_in("Mary Leigh", PASSWORD)
            .status,
        200
    );
    // Tables work again, and the table made before is still there.
    create_table(
        &server.base,
        &json!({"variant": "english", "side": "S", "nickname": "Guest"}),
    );
    let id = before["id"].as_str().unwrap();
    let (status, body) = super::harness::get(&server.base, &format!("/api/tables/{id}"));
    assert_eq!(status, 200, "{body}");
    // The listener of events is back too.
    let deadline = Instant::now() + Duration::from_secs(20);
    while !server.fanout.as_ref().unwrap().listening() {
        assert!(Instant::now() < deadline, "the listener did not come back");
        std::thread::sleep(Duration::from_millis(100));
    }
}

#[test]
fn two_moves_racing_on_two_instances_for_one_ply_are_one_accepted_and_one_refused() {
    let Some(db) = TestDb::postgres("race") else {
        return;
    };
    let a = db.server(relaxed());
    let b = db.server(relaxed());
    let (cluster, name) = db.postgres.as_ref().unwrap();
    for round in 0..4 {
        let created = create_table(
            &a.base,
            &json!({"variant": "english", "side": "S", "nickname": "Annie"}),
        );
        let id = created["id"].as_str().unwrap().to_string();
        let (status, joined) = post(
            &b.base,
            &format!("/api/tables/{id}/join"),
            &json!({"nickname": "Jessie"}),
        );
        assert_eq!(status, 200, "{joined}");
        let state = super::harness::get_json(&b.base, &format!("/api/tables/{id}"));
        let token = if state["to_move"] == "S" {
            created["token"].clone()
        } else {
            joined["token"].clone()
        };
        let moves = state["legal_moves"].as_array().unwrap().clone();
        // Both instances have the table in memory at ply 0.
        super::harness::get_json(&a.base, &format!("/api/tables/{id}"));
        let go = std::sync::Arc::new(std::sync::Barrier::new(2));
        let racers: Vec<_> = [(&a.base, &moves[0]), (&b.base, &moves[moves.len() - 1])]
            .into_iter()
            .map(|(base, mv)| {
                let (base, mv, token, id, go) = (
                    base.clone(),
                    mv.clone(),
                    token.clone(),
                    id.clone(),
                    go.clone(),
                );
                std::thread::spawn(move || {
                    go.wait();
                    post(
                        &base,
                        &format!("/api/tables/{id}/moves"),
                        &json!({"token": token, "move": mv}),
                    )
                })
            })
            .collect();
        let answers: Vec<(u16, serde_json::Value)> =
            racers.into_iter().map(|r| r.join().unwrap()).collect();
        let accepted = answers.iter().filter(|(s, _)| *s == 200).count();
        assert_eq!(accepted, 1, "round {round}: {answers:?}");
        let refused = answers.iter().find(|(s, _)| *s != 200).unwrap();
        assert!(
            refused.0 == 409 || refused.0 == 403,
            "round {round}: {answers:?}"
        );
        let stored = |sql: &str| cluster.psql(name, &sql.replace("ID", &id)).unwrap();
        assert_eq!(
            stored("SELECT COUNT(*) FROM game_move WHERE table_id = 'ID'"),
            "1"
        );
        assert_eq!(stored("SELECT plies FROM game_table WHERE id = 'ID'"), "1");
        // Both instances agree on the move stored.
        let winner = &answers.iter().find(|(s, _)| *s == 200).unwrap().1;
        let deadline = Instant::now() + Duration::from_secs(5);
        for base in [&a.base, &b.base] {
            loop {
                let s = super::harness::get_json(base, &format!("/api/tables/{id}"));
                if s["moves"] == winner["moves"] {
                    break;
                }
                assert!(Instant::now() < deadline, "{s} {winner}");
                std::thread::sleep(Duration::from_millis(100));
            }
        }
    }
}

#[test]
fn the_computer_moves_once_a_turn_with_two_instances_and_an_instance_stopped_loses_no_move() {
    let Some(db) = TestDb::postgres("computer") else {
        return;
    };
    let (cluster, name) = db.postgres.as_ref().unwrap();
    let a = db.server(relaxed());
    let b = db.server(relaxed());
    let created = create_table(
        &a.base,
        &json!({"variant": "english", "side": "S", "nickname": "Annie", "opponent": "greedy"}),
    );
    let id = created["id"].as_str().unwrap().to_string();
    // Both instances watch it: both hear of every change.
    let _on_a = subscribe(&a.base, &id);
    let _on_b = subscribe(&b.base, &id);
    let stored = |sql: &str| cluster.psql(name, &sql.replace("ID", &id)).unwrap();
    let plies = || {
        stored("SELECT COUNT(*) FROM game_move WHERE table_id = 'ID'")
            .parse::<usize>()
            .unwrap()
    };
    let mut acknowledged = Vec::new();
    for n in 0..6 {
        let on = if n % 2 == 0 { &a.base } else { &b.base };
        // Annie's turn (the computer answered, or it began): her move on
        // one instance, then the computer's answer once.
        let deadline = Instant::now() + Duration::from_secs(10);
        let state = loop {
            let s = super::harness::get_json(on, &format!("/api/tables/{id}"));
            if s["to_move"] == "S" && s["moves"].as_array().unwrap().len() == plies() {
                break s;
            }
            assert!(Instant::now() < deadline, "{s}");
            std::thread::sleep(Duration::from_millis(100));
        };
        let mv = state["legal_moves"][0].clone();
        let (status, body) = post(
            on,
            &format!("/api/tables/{id}/moves"),
            &json!({"token": created["token"], "move": mv}),
        );
        assert_eq!(status, 200, "{body}");
        acknowledged = body["moves"].as_array().unwrap().clone();
    }
    // The computer's last answer, once, and no second answer after it.
    let deadline = Instant::now() + Duration::from_secs(10);
    while plies() != acknowledged.len() + 1 {
        assert!(
            Instant::now() < deadline,
            "{} {}",
            plies(),
            acknowledged.len()
        );
        std::thread::sleep(Duration::from_millis(100));
    }
    std::thread::sleep(Duration::from_millis(500));
    assert_eq!(
        plies(),
        acknowledged.len() + 1,
        "the computer moved once a turn"
    );
    // Every ply stored once, in order.
    assert_eq!(
        stored(
            "SELECT COUNT(DISTINCT ply) = COUNT(*) AND MAX(ply) + 1 = COUNT(*) FROM game_move WHERE table_id = 'ID'"
        ),
        "t"
    );
    // Stopping an instance loses no acknowledged move: a third instance
    // reads them all.
    drop(a);
    let c = db.server(relaxed());
    let s = super::harness::get_json(&c.base, &format!("/api/tables/{id}"));
    let kept = s["moves"].as_array().unwrap();
    assert_eq!(&kept[..acknowledged.len()], &acknowledged[..]);
}

#[test]
fn studies_are_kept_in_postgresql_and_shared_by_the_instances() {
    let Some(db) = TestDb::postgres("studies") else {
        return;
    };
    let (cluster, name) = db.postgres.as_ref().unwrap();
    let a = db.server(relaxed());
    let b = db.server(relaxed());
    let sgn = "[Variant \"english\"]\n[FirstPlayer \"S\"]\n\n1. e6-e7 {A quiet step. [%arrow e6 e7 green]} 1... k12-k11\n";
    let (status, made) = post(
        &a.base,
        "/api/studies",
        &json!({"title": "A lesson in PostgreSQL", "chapters": [
            {"name": "First", "variant": "english", "sgn": sgn},
        ]}),
    );
    assert_eq!(status, 200, "{made}");
    let id = made["id"].as_str().unwrap().to_string();
    let key = made["edit_key"].as_str().unwrap().to_string();
    // The rows are PostgreSQL's (the key only as its hash).
    assert_eq!(
        cluster
            .psql(
                name,
                &format!("SELECT title || ' ' || length(edit_hash) FROM study WHERE id = '{id}'")
            )
            .unwrap(),
        "A lesson in PostgreSQL 32"
    );
    // The other instance reads it, and takes its edit key.
    let s = super::harness::get_json(&b.base, &format!("/api/studies/{id}"));
    assert_eq!(
        s["chapters"][0]["tree"]["moves"][0]["comment"],
        "A quiet step."
    );
    let (status, _) = post(
        &b.base,
        &format!("/api/studies/{id}/key"),
        &json!({"edit_key": key}),
    );
    assert_eq!(status, 200);
    // A chapter added on B is there on A; one past the end is refused.
    let second = "[Variant \"english\"]\n[FirstPlayer \"S\"]\n\n1. e6-e7\n";
    let put = |base: &str, n: usize| {
        let mut r = super::harness::agent()
            .put(format!("{base}/api/studies/{id}/chapters/{n}"))
            .send_json(json!({"edit_key": key, "sgn": second, "name": "Second"}))
            .unwrap();
        (r.status().as_u16(), r.body_mut().read_to_string().unwrap())
    };
    let (status, e) = put(&b.base, 2);
    assert_eq!(status, 200, "{e}");
    let (status, e) = put(&b.base, 4);
    assert_eq!(status, 400, "{e}");
    let s = super::harness::get_json(&a.base, &format!("/api/studies/{id}"));
    let names: Vec<&str> = s["chapters"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| c["name"].as_str().unwrap())
        .collect();
    assert_eq!(names, ["First", "Second"]);
    assert_eq!(
        cluster
            .psql(
                name,
                &format!("SELECT COUNT(*) FROM study_chapter WHERE study_id = '{id}'")
            )
            .unwrap(),
        "2"
    );
    // Presenting is stored there too.
    let (status, e) = post(
        &a.base,
        &format!("/api/studies/{id}/present"),
        &json!({"edit_key": key, "place": {"chapter": 2, "path": [0]}}),
    );
    assert_eq!(status, 200, "{e}");
    let s = super::harness::get_json(&b.base, &format!("/api/studies/{id}"));
    assert_eq!(s["present"]["chapter"], 2, "{s}");
}

/// `suffragetto serve` as a process of its own on the database at `url`:
/// the process (killed when dropped) and its base URL, once it says where
/// it serves.
fn serve_process(url: &str) -> (Process, String) {
    let (child, base) = super::process::serving(url);
    (Process(child), base)
}

/// A server process, killed when dropped (a failed test leaves none).
struct Process(std::process::Child);

impl Process {
    /// Sends it `SIG<name>` (`STOP` freezes it at once, `CONT` lets it go on).
    fn signal(&self, name: &str) {
        let sent = std::process::Command::new("kill")
            .arg(format!("-{name}"))
            .arg(self.0.id().to_string())
            .status()
            .unwrap();
        assert!(sent.success(), "kill -{name}");
    }

    /// Kills it at once (SIGKILL: no handler runs, nothing is flushed).
    fn kill(&mut self) {
        self.0.kill().unwrap();
        self.0.wait().unwrap();
    }
}

impl Drop for Process {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

#[test]
fn an_instance_killed_during_play_loses_no_acknowledged_move_and_the_other_plays_on() {
    let Some(cluster) = throwaway::shared() else {
        return;
    };
    let name = cluster.database("sigkill").unwrap();
    let url = cluster.url(&name);
    let (mut a, on_a) = serve_process(&url);
    let (_b, on_b) = serve_process(&url);
    let created = create_table(
        &on_a,
        &json!({"variant": "english", "side": "S", "nickname": "Annie"}),
    );
    let id = created["id"].as_str().unwrap().to_string();
    let (status, joined) = post(
        &on_a,
        &format!("/api/tables/{id}/join"),
        &json!({"nickname": "Jessie"}),
    );
    assert_eq!(status, 200, "{joined}");
    let token = |side: &serde_json::Value| {
        if side == "S" {
            created["token"].clone()
        } else {
            joined["token"].clone()
        }
    };
    let watched = subscribe(&on_b, &id);
    // Moves on A, one after the other, while another thread kills A by
    // SIGKILL at a moment of its own: between two moves or during one.
    let pid = a.0.id();
    let killer = std::thread::spawn(move || {
        std::thread::sleep(Duration::from_millis(700));
        std::process::Command::new("kill")
            .args(["-KILL", &pid.to_string()])
            .status()
            .unwrap();
    });
    let mut state = super::harness::get_json(&on_a, &format!("/api/tables/{id}"));
    let mut acknowledged = Vec::new();
    let ended_by_the_kill = loop {
        let mv = state["legal_moves"][0].clone();
        if mv.is_null() {
            break false;
        }
        let answer = super::harness::agent()
            .post(format!("{on_a}/api/tables/{id}/moves"))
            .header("Origin", &on_a)
            .send_json(json!({"token": token(&state["to_move"]), "move": mv}));
        match answer {
            Ok(mut r) if r.status() == 200 => {
                state = r.body_mut().read_json().unwrap();
                acknowledged = state["moves"].as_array().unwrap().clone();
                // At a player's pace, within the moves' rate limit (a
                // burst of 30, docs/deploy.md).
                std::thread::sleep(Duration::from_millis(40));
            }
            Ok(r) => panic!("the move was answered {}", r.status()),
            Err(_) => break true,
        }
    };
    killer.join().unwrap();
    a.kill();
    assert!(ended_by_the_kill, "the game ended before the kill");
    assert!(acknowledged.len() >= 2, "{} moves", acknowledged.len());
    // Every acknowledged move is in the database; the one in flight may
    // have committed or not.
    let stored = |sql: &str| cluster.psql(&name, &sql.replace("ID", &id)).unwrap();
    let plies: usize = stored("SELECT plies FROM game_table WHERE id = 'ID'")
        .parse()
        .unwrap();
    assert!(
        plies == acknowledged.len() || plies == acknowledged.len() + 1,
        "{plies} stored, {} acknowledged",
        acknowledged.len()
    );
    // B's stream had every acknowledged move, and B has them all.
    let deadline = Instant::now() + Duration::from_secs(5);
    loop {
        let s = watched
            .recv_timeout(deadline.saturating_duration_since(Instant::now()))
            .expect("B's stream has the moves acknowledged on A");
        if s["moves"].as_array().unwrap().len() >= acknowledged.len() {
            assert_eq!(
                s["moves"].as_array().unwrap()[..acknowledged.len()],
                acknowledged[..]
            );
            break;
        }
    }
    let on = super::harness::get_json(&on_b, &format!("/api/tables/{id}"));
    assert_eq!(on["moves"].as_array().unwrap().len(), plies);
    assert_eq!(
        on["moves"].as_array().unwrap()[..acknowledged.len()],
        acknowledged[..]
    );
    // And the game goes on at B.
    let (status, next) = post(
        &on_b,
        &format!("/api/tables/{id}/moves"),
        &json!({"token": token(&on["to_move"]), "move": on["legal_moves"][0]}),
    );
    assert_eq!(status, 200, "{next}");
    assert_eq!(next["moves"].as_array().unwrap().len(), plies + 1);
}

#[test]
fn the_computer_moves_on_another_instance_once_its_thinking_instance_is_killed() {
    let Some(cluster) = throwaway::shared() else {
        return;
    };
    let name = cluster.database("takeover").unwrap();
    let url = cluster.url(&name);
    let (mut a, on_a) = serve_process(&url);
    let (_b, on_b) = serve_process(&url);
    let stored = |sql: &str| cluster.psql(&name, sql).unwrap();
    // A computer that thinks for a while (the largest search a table may
    // have), so that it is still thinking on A when A is killed.
    let created = create_table(
        &on_a,
        &json!({"variant": "english", "side": "S", "nickname": "Annie", "opponent": "strong:20000"}),
    );
    let id = created["id"].as_str().unwrap().to_string();
    let plies = || -> usize {
        stored(&format!("SELECT plies FROM game_table WHERE id = '{id}'"))
            .parse()
            .unwrap()
    };
    // A claims the computer's turn in the database and is frozen (SIGSTOP)
    // while the computer thinks, then killed. Where the computer answered
    // before A was frozen, A goes on and the next turn is tried.
    let mut attempt = 0;
    let (acknowledged, until) = loop {
        attempt += 1;
        assert!(
            attempt <= 5,
            "the computer always answered before A was frozen"
        );
        // Annie's turn (the computer may have begun).
        let deadline = Instant::now() + Duration::from_secs(60);
        let state = loop {
            let s = super::harness::get_json(&on_a, &format!("/api/tables/{id}"));
            if s["to_move"] == "S" {
                break s;
            }
            assert!(Instant::now() < deadline, "{s}");
            std::thread::sleep(Duration::from_millis(200));
        };
        let (status, moved) = post(
            &on_a,
            &format!("/api/tables/{id}/moves"),
            &json!({"token": created["token"], "move": state["legal_moves"][0]}),
        );
        assert_eq!(status, 200, "{moved}");
        let acknowledged = moved["moves"].as_array().unwrap().len();
        let claim = format!(
            "SELECT computer_until FROM game_table WHERE id = '{id}' AND computer_at = {acknowledged}"
        );
        let deadline = Instant::now() + Duration::from_secs(10);
        let until: i64 = loop {
            if let Ok(until) = stored(&claim).parse() {
                break until;
            }
            assert!(
                Instant::now() < deadline,
                "A did not claim the computer's turn"
            );
            std::thread::sleep(Duration::from_millis(10));
        };
        a.signal("STOP");
        if plies() == acknowledged {
            break (acknowledged, until);
        }
        a.signal("CONT");
    };
    a.kill();
    assert_eq!(
        plies(),
        acknowledged,
        "the computer answered on A after A was frozen"
    );
    // B, asked for the table, takes the computer's turn over once A's
    // claim on it has run out (the search's time and a margin), and the
    // computer answers once.
    let deadline = Instant::now() + Duration::from_secs(60);
    let answered = loop {
        let s = super::harness::get_json(&on_b, &format!("/api/tables/{id}"));
        if s["moves"].as_array().unwrap().len() > acknowledged {
            break s;
        }
        assert!(
            Instant::now() < deadline,
            "the computer did not answer on B: {s}"
        );
        std::thread::sleep(Duration::from_millis(500));
    };
    assert_eq!(
        answered["moves"].as_array().unwrap().len(),
        acknowledged + 1
    );
    assert_eq!(answered["to_move"], "S");
    // Not before A's claim ran out: B waited for it.
    let now_ms = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap()
        .as_millis() as i64;
    assert!(
        now_ms >= until,
        "B answered {} ms before A's claim ran out",
        until - now_ms
    );
    std::thread::sleep(Duration::from_secs(1));
    assert_eq!(plies(), acknowledged + 1, "the computer moved once");
}
