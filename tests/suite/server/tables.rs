//! Tables over time: the computer moves after a restart and after a failed
//! write, idle tables leave memory, pages see who is there, a finished game
//! offers a rematch, and the database is ours, synced on every commit.

use super::harness::{TestServer, create_table, get, get_json, post, subscribe_to, temp_db};
use super::{side_to_move, two_player_table};
use serde_json::{Value, json};
use std::time::{Duration, Instant};
use suffragetto_core::engine::Rules;
use suffragetto_core::piece::Side;
use suffragetto_server::storage::sqlite::SqliteStorage;
use suffragetto_server::storage::{TableStore, wait};
use suffragetto_server::store::SeatRow;
use suffragetto_server::{AppState, Limits};

/// Polls table `id` until `done` holds, for at most `within`.
pub(crate) fn wait_for(
    b: &str,
    id: &str,
    within: Duration,
    done: impl Fn(&Value) -> bool,
) -> Value {
    let deadline = Instant::now() + within;
    loop {
        let s = get_json(b, &format!("/api/tables/{id}"));
        if done(&s) {
            return s;
        }
        assert!(Instant::now() < deadline, "waited {within:?} in vain: {s}");
        // Within the reads' rate limit (10 a second after a burst).
        std::thread::sleep(Duration::from_millis(120));
    }
}

fn plies(s: &Value) -> usize {
    s["moves"].as_array().unwrap().len()
}

#[test]
fn the_computer_moves_when_its_table_is_loaded_after_a_restart() {
    let db = temp_db("resume");
    // A table stored while the computer (Suffragettes) was to move.
    {
        let storage = SqliteStorage::open(&db).unwrap();
        let row = super::harness::table_row(
            "00112233445566778899aabb",
            SeatRow {
                agent: Some("greedy".into()),
                ..SeatRow::default()
            },
            SeatRow {
                nickname: Some("Herbert".into()),
                token: Some("ab".repeat(16)),
                ..SeatRow::default()
            },
        );
        wait(storage.insert_table(row)).unwrap();
    }
    let server = TestServer::start(&db);
    let s = wait_for(
        &server.base,
        "00112233445566778899aabb",
        Duration::from_secs(10),
        |s| plies(s) == 1,
    );
    assert_eq!(s["to_move"], "P");
    assert_eq!(s["players"][0]["computer"], true);
}

#[test]
fn the_computer_tries_again_when_its_move_is_not_stored() {
    let db = temp_db("retry");
    let server = TestServer::start(&db);
    let b = &server.base;
    let rules = Rules::load("english").unwrap();
    let start = suffragetto_core::notation::write_position(&rules.start_with(Side::Suffragettes));
    let c = create_table(
        b,
        &json!({"nickname": "Ada", "side": "S", "opponent": "greedy", "position": start}),
    );
    let id = c["id"].as_str().unwrap();
    // For the next two seconds the database refuses the computer's move.
    let other = rusqlite::Connection::open(&db).unwrap();
    other
        .execute_batch(
            "CREATE TABLE fault (until REAL);
             INSERT INTO fault VALUES (julianday('now') + 2.0 / 86400);
             CREATE TRIGGER refuse BEFORE INSERT ON game_move
             WHEN NEW.ply = 1 AND (SELECT until FROM fault) > julianday('now')
             BEGIN SELECT RAISE(ABORT, 'injected write failure'); END;",
        )
        .unwrap();
    let state = get_json(b, &format!("/api/tables/{id}"));
    let mv = state["legal_moves"][0].as_str().unwrap();
    let started = Instant::now();
    let (status, v) = post(
        b,
        &format!("/api/tables/{id}/moves"),
        &json!({"token": c["token"], "move": mv}),
    );
    assert_eq!(status, 200, "{v}");
    std::thread::sleep(Duration::from_millis(1200));
    assert_eq!(
        plies(&get_json(b, &format!("/api/tables/{id}"))),
        1,
        "refused so far"
    );
    let s = wait_for(b, id, Duration::from_secs(15), |s| plies(s) == 2);
    assert!(
        started.elapsed() >= Duration::from_secs(2),
        "{:?}",
        started.elapsed()
    );
    assert_eq!(s["to_move"], "S");
    drop(server);
    // What was answered is what was stored.
    let server = TestServer::start(&db);
    assert_eq!(
        get_json(&server.base, &format!("/api/tables/{id}"))["moves"],
        s["moves"]
    );
}

#[test]
fn idle_tables_and_channels_leave_memory_and_come_back() {
    let db = temp_db("evict");
    let server = TestServer::start_with(
        &db,
        Limits {
            table_idle: Duration::from_millis(300),
            ..super::harness::relaxed()
        },
    );
    let b = &server.base;
    let (idle, _) = two_player_table(b, "Ada", "Bea");
    let (watched, _) = two_player_table(b, "Cy", "Di");
    let events = subscribe_to(format!("{b}/api/tables/{watched}/events"), "state");
    events.recv_timeout(Duration::from_secs(10)).unwrap();
    assert_eq!(server.state.resident().tables, 2);
    std::thread::sleep(Duration::from_millis(400));
    let after = server.state.sweep();
    assert_eq!(
        (after.tables, after.channels),
        (1, 1),
        "the watched table stays"
    );
    // A table dropped from memory loads again, unchanged.
    let again = get_json(b, &format!("/api/tables/{idle}"));
    assert_eq!(again["players"][0]["nickname"], "Ada");
    assert_eq!(server.state.resident().tables, 2);
}

#[test]
fn pages_see_who_is_there() {
    let db = temp_db("presence");
    let server = TestServer::start(&db);
    let b = &server.base;
    let c = create_table(b, &json!({"nickname": "Ada", "side": "S"}));
    let id = c["id"].as_str().unwrap();
    let key = c["seat_key"].as_str().unwrap();
    assert_eq!(key.len(), 32);
    assert!(!c["token"].as_str().unwrap().contains(key));
    let events = format!("{b}/api/tables/{id}/events");
    let ada = subscribe_to(format!("{events}?seat={key}"), "presence");
    let seen = ada.recv_timeout(Duration::from_secs(10)).unwrap();
    assert_eq!(
        seen,
        json!({"suffragettes": true, "police": false, "spectators": 0})
    );
    let _watcher = subscribe_to(format!("{events}?seat=not-a-key"), "presence");
    let seen = ada.recv_timeout(Duration::from_secs(10)).unwrap();
    assert_eq!(
        seen,
        json!({"suffragettes": true, "police": false, "spectators": 1})
    );
    let state = get_json(b, &format!("/api/tables/{id}"));
    assert_eq!(state["presence"], seen);
}

#[test]
fn a_finished_game_offers_a_rematch_with_the_sides_swapped() {
    let db = temp_db("rematch");
    let server = TestServer::start(&db);
    let b = &server.base;
    let (id, token) = two_player_table(b, "Ada", "Bea");
    let rematch = format!("/api/tables/{id}/rematch");
    let (status, e) = post(b, &rematch, &json!({"token": token("S")}));
    assert_eq!(
        (status, e["error"].as_str()),
        (409, Some("the game is not over: a rematch comes after it"))
    );
    assert_eq!(
        post(
            b,
            &format!("/api/tables/{id}/resign"),
            &json!({"token": token("P")})
        )
        .0,
        200
    );
    // The board's frame says who has won, not whose move it would be.
    let (_, svg) = get(b, &format!("/api/tables/{id}/diagram.svg"));
    assert!(
        svg.contains("The Suffragettes have won"),
        "{}",
        &svg[..svg.len().min(400)]
    );
    assert!(!svg.contains("Police to move"));
    let (status, e) = post(b, &rematch, &json!({"token": "0".repeat(32)}));
    assert_eq!(
        (status, e["error"].as_str()),
        (403, Some("wrong token: only the players ask for a rematch"))
    );
    let (status, ada) = post(b, &rematch, &json!({"token": token("S")}));
    assert_eq!(status, 200, "{ada}");
    assert_eq!(ada["side"], "P");
    let next = ada["id"].as_str().unwrap().to_string();
    assert_ne!(next, id);
    assert_eq!(
        get_json(b, &format!("/api/tables/{id}"))["rematch"],
        next.as_str()
    );
    let (status, bea) = post(b, &rematch, &json!({"token": token("P")}));
    assert_eq!(status, 200, "{bea}");
    assert_eq!(
        (bea["id"].as_str(), bea["side"].as_str()),
        (Some(next.as_str()), Some("S"))
    );
    let state = get_json(b, &format!("/api/tables/{next}"));
    assert_eq!(state["players"][0]["nickname"], "Bea");
    assert_eq!(state["players"][1]["nickname"], "Ada");
    // Asking again gives the same seat; both tokens play.
    let (_, twice) = post(b, &rematch, &json!({"token": token("S")}));
    assert_eq!(twice["token"], ada["token"]);
    let mover = side_to_move(&state);
    let t = if mover == "S" {
        &bea["token"]
    } else {
        &ada["token"]
    };
    let mv = state["legal_moves"][0].as_str().unwrap();
    let (status, v) = post(
        b,
        &format!("/api/tables/{next}/moves"),
        &json!({"token": t, "move": mv}),
    );
    assert_eq!(status, 200, "{v}");
}

#[test]
fn the_database_is_synced_on_every_commit() {
    let db = temp_db("sync");
    let storage = SqliteStorage::open(&db).unwrap();
    assert_eq!(wait(storage.synchronous()).unwrap(), 2, "FULL");
}

#[test]
fn another_programs_database_is_refused_and_left_as_it_was() {
    for (name, sql) in [
        (
            "notes",
            "CREATE TABLE notes (id INTEGER PRIMARY KEY, body TEXT); INSERT INTO notes (body) VALUES ('keep me');",
        ),
        (
            "lookalike",
            "CREATE TABLE game_table (id TEXT PRIMARY KEY, owner TEXT); INSERT INTO game_table VALUES ('x', 'y');",
        ),
        (
            "app-id",
            "PRAGMA application_id = 1234; CREATE TABLE t (x);",
        ),
    ] {
        let db = temp_db(name);
        rusqlite::Connection::open(&db)
            .unwrap()
            .execute_batch(sql)
            .unwrap();
        let before = std::fs::read(&db).unwrap();
        let e = AppState::open(&db)
            .err()
            .unwrap_or_else(|| panic!("{name} was opened"));
        let text = e.to_string();
        assert!(
            text.starts_with(&format!(
                "{} is not a Suffragetto tables database (",
                db.display()
            )),
            "{text}"
        );
        assert!(
            text.ends_with("); nothing was changed: give --db a new file or one the server made"),
            "{text}"
        );
        assert!(!text.to_lowercase().contains("select"), "{text}");
        assert_eq!(std::fs::read(&db).unwrap(), before, "{name} is unchanged");
    }
    // A file that is not SQLite at all.
    let db = temp_db("text");
    std::fs::write(&db, "hello, not a database\n".repeat(100)).unwrap();
    let e = AppState::open(&db).err().expect("refused").to_string();
    assert!(
        e.contains("is not a Suffragetto tables database (SQLite cannot read it: "),
        "{e}"
    );
    assert_eq!(
        std::fs::read_to_string(&db).unwrap(),
        "hello, not a database\n".repeat(100)
    );
}

#[test]
fn a_database_of_the_first_version_is_taken_over_with_its_games() {
    let db = temp_db("v1");
    rusqlite::Connection::open(&db)
        .unwrap()
        .execute_batch(
            "CREATE TABLE game_table (id TEXT PRIMARY KEY, variant TEXT NOT NULL, first TEXT NOT NULL,
                 created INTEGER NOT NULL, updated INTEGER NOT NULL, s_nick TEXT, s_token TEXT, s_agent TEXT,
                 p_nick TEXT, p_token TEXT, p_agent TEXT, resigned TEXT, plies INTEGER NOT NULL DEFAULT 0, result TEXT);
             CREATE TABLE game_move (table_id TEXT NOT NULL REFERENCES game_table(id), ply INTEGER NOT NULL,
                 text TEXT NOT NULL, PRIMARY KEY (table_id, ply));
             CREATE TABLE chat (table_id TEXT NOT NULL REFERENCES game_table(id), seq INTEGER NOT NULL,
                 side TEXT NOT NULL, nick TEXT NOT NULL, text TEXT NOT NULL, PRIMARY KEY (table_id, seq));
             INSERT INTO game_table (id, variant, first, created, updated, s_nick, p_nick, plies)
                 VALUES ('aaaabbbbccccddddeeeeffff', 'english', 'S', 0, 0, 'Old', 'Timer', 1);
             INSERT INTO game_move VALUES ('aaaabbbbccccddddeeeeffff', 0, 'e6-e7');",
        )
        .unwrap();
    let server = TestServer::start(&db);
    let s = get_json(&server.base, "/api/tables/aaaabbbbccccddddeeeeffff");
    assert_eq!(
        (s["moves"].clone(), s["private"].clone()),
        (json!(["e6-e7"]), json!(false))
    );
    drop(server);
    let app: i64 = rusqlite::Connection::open(&db)
        .unwrap()
        .query_row("PRAGMA application_id", [], |r| r.get(0))
        .unwrap();
    assert_eq!(app, 0x5355_4646);
}
