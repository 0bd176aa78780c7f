//! Tables that follow a signed-in player: the seat bound to the account,
//! resumed and played with the session on another device (never without
//! its CSRF token), My tables in its order, all the games in one `.sgn`,
//! the lobby's Active Game Tables, and a deleted player's games kept under
//! "(deleted player)".

use super::super::harness::{TestServer, get, get_json, post, relaxed, temp_db};
use super::{Browser, PASSWORD, Reply};
use serde_json::{Value, json};
use suffragetto_core::record::Record;

/// Signs up `name` in a new browser.
fn signed_up(server: &TestServer, name: &str) -> Browser {
    let mut b = Browser::new(&server.base);
    let r = b.sign_up(name, PASSWORD);
    assert_eq!(r.status, 201, "{r:?}");
    b
}

/// A table created from browser `b` (the Suffragettes' seat).
fn create(b: &mut Browser, extra: Value) -> Reply {
    let mut body = json!({"variant": "english", "side": "S"});
    for (k, v) in extra.as_object().unwrap() {
        body[k] = v.clone();
    }
    let r = b.send("POST", "/api/tables", Some(&body));
    assert_eq!(r.status, 200, "{r:?}");
    r
}

fn state(server: &TestServer, id: &str) -> Value {
    get_json(&server.base, &format!("/api/tables/{id}"))
}

/// The first legal move of table `id` now.
fn first_move(server: &TestServer, id: &str) -> (String, String) {
    let s = state(server, id);
    (
        s["to_move"].as_str().unwrap().to_string(),
        s["legal_moves"][0].as_str().unwrap().to_string(),
    )
}

#[test]
fn a_signed_in_seat_follows_the_account_and_moves_with_the_session_only_with_its_csrf_token() {
    let db = temp_db("acc-seat");
    let server = TestServer::start_with(&db, relaxed());
    let mut computer = signed_up(&server, "Emmeline");
    // The nickname sent is not used: a signed-in player sits as the account.
    let created = create(&mut computer, json!({"nickname": "Someone"}));
    let id = created.body["id"].as_str().unwrap().to_string();
    let (status, guest) = post(
        &server.base,
        &format!("/api/tables/{id}/join"),
        &json!({"nickname": "Sylvia"}),
    );
    assert_eq!(status, 200, "{guest}");
    let s = state(&server, &id);
    assert_eq!(s["players"][0]["nickname"], "Emmeline");
    assert_eq!(s["players"][0]["signed_in"], true);
    assert_eq!(s["players"][1]["nickname"], "Sylvia");
    assert_eq!(s["players"][1]["signed_in"], false, "a guest's seat");

    // Another device: signed in, no token.
    let mut phone = Browser::new(&server.base);
    assert_eq!(phone.sign_in("emmeline", PASSWORD).status, 200);
    let seat = phone.send("GET", &format!("/api/tables/{id}/seat"), None);
    assert_eq!(seat.status, 200, "{seat:?}");
    assert_eq!(seat.body["side"], "S");
    assert_eq!(seat.body["seat_key"], created.body["seat_key"]);
    assert!(
        seat.body.get("token").is_none(),
        "never the token: {seat:?}"
    );
    // Another account has no seat there (and is no error); a guest is
    // nobody.
    let mut stranger = signed_up(&server, "Christabel");
    let none = stranger.send("GET", &format!("/api/tables/{id}/seat"), None);
    assert_eq!(none.status, 200, "{none:?}");
    assert!(none.body["side"].is_null() && none.body["seat_key"].is_null());
    assert_eq!(get(&server.base, &format!("/api/tables/{id}/seat")).0, 401);

    // The Police move first if they begin, with the guest's token.
    let moves = format!("/api/tables/{id}/moves");
    let (side, mv) = first_move(&server, &id);
    if side == "P" {
        let (status, v) = post(
            &server.base,
            &moves,
            &json!({"token": guest["token"], "move": mv}),
        );
        assert_eq!(status, 200, "{v}");
    }
    let (side, mv) = first_move(&server, &id);
    assert_eq!(side, "S");

    // Without the CSRF token, or from another site, the session moves nothing.
    let mut no_csrf = phone.clone();
    no_csrf.csrf = None;
    let r = no_csrf.send("POST", &moves, Some(&json!({"move": mv})));
    assert_eq!(r.status, 403, "{r:?}");
    assert!(r.body["error"].as_str().unwrap().contains("CSRF"), "{r:?}");
    let mut elsewhere = phone.clone();
    elsewhere.origin = Some("http://evil.example".into());
    assert_eq!(
        elsewhere
            .send("POST", &moves, Some(&json!({"move": mv})))
            .status,
        403
    );
    // Another account's session is not this seat's.
    let r = stranger.send("POST", &moves, Some(&json!({"move": mv})));
    assert_eq!(r.status, 403, "{r:?}");
    // No session and no token.
    let (status, _) = post(&server.base, &moves, &json!({"move": mv}));
    assert_eq!(status, 403);
    let plies = state(&server, &id)["moves"].as_array().unwrap().len();

    // With the session and its token, the move is the seat's.
    let r = phone.send("POST", &moves, Some(&json!({"move": mv})));
    assert_eq!(r.status, 200, "{r:?}");
    assert_eq!(r.body["moves"].as_array().unwrap().len(), plies + 1);
    // Chat and resign with the session too.
    let r = phone.send(
        "POST",
        &format!("/api/tables/{id}/chat"),
        Some(&json!({"text": "From the phone"})),
    );
    assert_eq!(r.status, 200, "{r:?}");
    assert_eq!(r.body["chat"][0]["nickname"], "Emmeline");
    // The token the first device kept still works.
    let r = computer.send(
        "POST",
        &format!("/api/tables/{id}/chat"),
        Some(&json!({"token": created.body["token"], "text": "And the computer"})),
    );
    assert_eq!(r.status, 200, "{r:?}");

    // An account does not take the other seat of its own table.
    let mine = create(&mut computer, json!({}));
    let r = phone.send(
        "POST",
        &format!("/api/tables/{}/join", mine.body["id"].as_str().unwrap()),
        Some(&json!({})),
    );
    assert_eq!(r.status, 409, "{r:?}");

    // After a restart the seat is still the account's.
    drop(server);
    let server = TestServer::start_with(&db, relaxed());
    phone.base = server.base.clone();
    phone.origin = Some(server.base.clone());
    let r = phone.send(
        "POST",
        &format!("/api/tables/{id}/resign"),
        Some(&json!({})),
    );
    assert_eq!(r.status, 200, "{r:?}");
    assert_eq!(r.body["result"], "P");
}

#[test]
fn my_tables_lists_my_move_first_then_waiting_then_finished_and_exports_every_record() {
    let db = temp_db("acc-mine");
    let server = TestServer::start_with(&db, relaxed());
    let mut me = signed_up(&server, "Annie");
    let b = server.base.clone();

    // Four tables: one finished, one waiting for an opponent, one at the
    // other side's move, one at mine; in an order apart from the list's.
    let table = |me: &mut Browser| -> (String, Value) {
        let c = create(me, json!({}));
        let id = c.body["id"].as_str().unwrap().to_string();
        let (status, j) = post(
            &b,
            &format!("/api/tables/{id}/join"),
            &json!({"nickname": "Guest"}),
        );
        assert_eq!(status, 200, "{j}");
        (id, j["token"].clone())
    };
    let (finished, _) = table(&mut me);
    let r = me.send(
        "POST",
        &format!("/api/tables/{finished}/resign"),
        Some(&json!({})),
    );
    assert_eq!(r.status, 200, "{r:?}");
    let (mine, guest_mine) = table(&mut me);
    let (theirs, guest_theirs) = table(&mut me);
    let waiting = create(&mut me, json!({})).body["id"]
        .as_str()
        .unwrap()
        .to_string();
    // Bring `mine` to my move and `theirs` to the guest's.
    let play = |id: &str, me: &mut Browser, guest: &Value, want_mover: &str| {
        for _ in 0..2 {
            let (side, mv) = first_move(&server, id);
            if side == want_mover {
                return;
            }
            let r = if side == "S" {
                me.send(
                    "POST",
                    &format!("/api/tables/{id}/moves"),
                    Some(&json!({"move": mv})),
                )
            } else {
                let (status, body) = post(
                    &b,
                    &format!("/api/tables/{id}/moves"),
                    &json!({"token": guest, "move": mv}),
                );
                assert_eq!(status, 200, "{body}");
                continue;
            };
            assert_eq!(r.status, 200, "{r:?}");
        }
        assert_eq!(first_move(&server, id).0, want_mover);
    };
    play(&mine, &mut me, &guest_mine, "S");
    play(&theirs, &mut me, &guest_theirs, "P");
    // Someone else's table is not mine.
    create(&mut signed_up(&server, "Other"), json!({}));

    let r = me.send("GET", "/api/me/tables", None);
    assert_eq!(r.status, 200, "{r:?}");
    assert_eq!(r.cache_control.as_deref(), Some("no-store"));
    let lines = r.body["tables"].as_array().unwrap();
    let order: Vec<(&str, &str)> = lines
        .iter()
        .map(|l| (l["id"].as_str().unwrap(), l["standing"].as_str().unwrap()))
        .collect();
    assert_eq!(
        order,
        [
            (mine.as_str(), "your_move"),
            (theirs.as_str(), "their_move"),
            (waiting.as_str(), "waiting_for_opponent"),
            (finished.as_str(), "finished"),
        ],
        "{}",
        r.body
    );
    assert_eq!(lines[0]["record"], format!("/api/tables/{mine}/record.sgn"));
    assert_eq!(lines[0]["url"], format!("/t/{mine}"));
    assert_eq!(lines[0]["side"], "S");
    assert_eq!(lines[0]["opponent"]["nickname"], "Guest");
    assert!(lines[2]["opponent"]["nickname"].is_null());
    assert_eq!(lines[3]["outcome"]["won"]["winner"], "P");
    // A guest has no tables of an account.
    assert_eq!(get(&b, "/api/me/tables").0, 401);

    // Every game in one file: each record parses and replays, each is one
    // of mine, the finished one says who resigned.
    let r = me.send("GET", "/api/me/games.sgn", None);
    assert_eq!(r.status, 200, "{r:?}");
    let rules = suffragetto_core::engine::Rules::load("english").unwrap();
    let records: Vec<&str> = r.text.split("\n\n[").collect();
    assert_eq!(records.len(), 4, "{}", r.text);
    let mut events = Vec::new();
    for (i, text) in records.iter().enumerate() {
        let text = if i == 0 {
            text.to_string()
        } else {
            format!("[{text}")
        };
        let record = Record::parse(&text).unwrap_or_else(|e| panic!("{e}: {text}"));
        record.replay(&rules, "games.sgn").unwrap();
        events.push(
            text.lines()
                .find(|l| l.starts_with("[Event"))
                .unwrap()
                .to_string(),
        );
        assert!(text.contains("[Suffragettes \"Annie\"]"), "{text}");
    }
    for id in [&mine, &theirs, &waiting, &finished] {
        assert!(
            events.iter().any(|e| e.contains(id.as_str())),
            "{id} in {events:?}"
        );
    }
    assert!(r.text.contains("[Termination \"Suffragettes resigned\"]"));
    assert_eq!(get(&b, "/api/me/games.sgn").0, 401);
    // The same records in a zip, one file each, in the same order.
    let z = me.send("GET", "/api/me/games.zip", None);
    assert_eq!(z.status, 200, "{z:?}");
    assert_eq!(z.cache_control.as_deref(), Some("no-store"));
    let mut zip = zip::ZipArchive::new(std::io::Cursor::new(z.bytes)).expect("a zip");
    let mut files = Vec::new();
    for i in 0..zip.len() {
        let mut file = zip.by_index(i).unwrap();
        let mut text = String::new();
        std::io::Read::read_to_string(&mut file, &mut text).expect("CRC right");
        files.push((file.name().unwrap().to_string(), text));
    }
    assert_eq!(files.len(), 4);
    assert!(
        files[0].0.starts_with("suffragetto-my-games/001-"),
        "{}",
        files[0].0
    );
    let joined: Vec<String> = files.into_iter().map(|(_, text)| text).collect();
    assert_eq!(
        joined.join("\n"),
        r.text,
        "the zip holds the .sgn file's records"
    );
    assert_eq!(get(&b, "/api/me/games.zip").0, 401);
}

#[test]
fn active_game_tables_lists_signed_in_players_waiting_and_one_joins_from_there() {
    let db = temp_db("acc-active");
    let server = TestServer::start_with(&db, relaxed());
    let b = server.base.clone();
    let mut annie = signed_up(&server, "Annie");
    let open = create(&mut annie, json!({})).body["id"]
        .as_str()
        .unwrap()
        .to_string();
    let private = create(&mut annie, json!({"private": true})).body["id"]
        .as_str()
        .unwrap()
        .to_string();
    let (status, guest) = post(
        &b,
        "/api/tables",
        &json!({"variant": "english", "side": "S", "nickname": "Guest"}),
    );
    assert_eq!(status, 200);
    let computer = create(&mut annie, json!({"opponent": "random"})).body["id"]
        .as_str()
        .unwrap()
        .to_string();
    let ids = |v: &Value| -> Vec<String> {
        v["tables"]
            .as_array()
            .unwrap()
            .iter()
            .map(|t| t["id"].as_str().unwrap().to_string())
            .collect()
    };
    let active = get_json(&b, "/api/tables?active=1");
    assert_eq!(ids(&active), [open.as_str()], "{active}");
    assert_eq!(active["tables"][0]["suffragettes"], "Annie");
    assert!(active["tables"][0]["police"].is_null());
    // The whole lobby still lists the guest's table.
    let lobby = get_json(&b, "/api/tables");
    let all = ids(&lobby);
    assert!(all.contains(&guest["id"].as_str().unwrap().to_string()));
    assert!(!all.contains(&private) && all.contains(&computer));

    // Another signed-in player joins from there, with no nickname.
    let mut bea = signed_up(&server, "Bea");
    let r = bea.send(
        "POST",
        &format!("/api/tables/{open}/join"),
        Some(&json!({})),
    );
    assert_eq!(r.status, 200, "{r:?}");
    assert_eq!(r.body["side"], "P");
    assert!(ids(&get_json(&b, "/api/tables?active=1")).is_empty());
    let s = state(&server, &open);
    assert_eq!(s["players"][1]["nickname"], "Bea");
    assert_eq!(s["players"][1]["signed_in"], true);
    let mine = bea.send("GET", "/api/me/tables", None);
    assert_eq!(ids(&mine.body), [open.as_str()]);
}

#[test]
fn a_deleted_players_games_stay_under_deleted_player_in_the_table_lobby_and_record() {
    let db = temp_db("acc-deleted");
    let server = TestServer::start_with(&db, relaxed());
    let b = server.base.clone();
    let mut emmeline = signed_up(&server, "Emmeline");
    let created = create(&mut emmeline, json!({}));
    let id = created.body["id"].as_str().unwrap().to_string();
    let (_, guest) = post(
        &b,
        &format!("/api/tables/{id}/join"),
        &json!({"nickname": "Sylvia"}),
    );
    let chat = format!("/api/tables/{id}/chat");
    assert_eq!(
        emmeline
            .send("POST", &chat, Some(&json!({"text": "Deeds, not words"})))
            .status,
        200
    );
    let (status, _) = post(&b, &chat, &json!({"token": guest["token"], "text": "Hear"}));
    assert_eq!(status, 200);
    // The table is in memory and watched while the account goes.
    let events = super::super::harness::subscribe(&b, &id);
    let _ = events
        .recv_timeout(std::time::Duration::from_secs(10))
        .unwrap();

    let r = emmeline.send(
        "DELETE",
        "/api/account",
        Some(&json!({"password": PASSWORD})),
    );
    assert_eq!(r.status, 200, "{r:?}");

    let check = |b: &str| {
        let s = get_json(b, &format!("/api/tables/{id}"));
        assert_eq!(s["players"][0]["nickname"], "(deleted player)", "{s}");
        assert_eq!(s["players"][0]["deleted"], true);
        assert_eq!(s["players"][0]["signed_in"], false);
        assert_eq!(s["players"][1]["nickname"], "Sylvia");
        assert_eq!(s["chat"][0]["nickname"], "(deleted player)");
        assert_eq!(s["chat"][0]["text"], "Deeds, not words", "the words stay");
        assert_eq!(s["chat"][1]["nickname"], "Sylvia");
        let lobby = get_json(b, "/api/tables");
        let line = lobby["tables"]
            .as_array()
            .unwrap()
            .iter()
            .find(|t| t["id"] == id.as_str())
            .unwrap()
            .clone();
        assert_eq!(line["suffragettes"], "(deleted player)", "{line}");
        assert_eq!(line["deleted"], json!(["S"]));
        let (_, sgn) = get(b, &format!("/api/tables/{id}/record.sgn"));
        assert!(sgn.contains("[Suffragettes \"(deleted player)\"]"), "{sgn}");
        assert!(!sgn.contains("Emmeline") && !lobby.to_string().contains("Emmeline"));
        // The deleted seat's token works no more.
        let (status, _) = post(
            b,
            &format!("/api/tables/{id}/chat"),
            &json!({"token": created.body["token"], "text": "still here?"}),
        );
        assert_eq!(status, 403);
    };
    // The watcher sees the seat change at once.
    let seen = events
        .recv_timeout(std::time::Duration::from_secs(10))
        .unwrap();
    assert_eq!(seen["players"][0]["deleted"], true, "{seen}");
    check(&b);
    // Read again from the file: the name is gone from it too.
    drop(events);
    drop(server);
    let conn = rusqlite::Connection::open(&*db).unwrap();
    let names: Vec<String> = conn
        .prepare("SELECT s_nick FROM game_table UNION ALL SELECT nick FROM chat WHERE side = 'S'")
        .unwrap()
        .query_map([], |r| r.get(0))
        .unwrap()
        .collect::<Result<_, _>>()
        .unwrap();
    assert_eq!(
        names,
        ["", ""],
        "the name is erased from the seat and the chat"
    );
    drop(conn);
    let server = TestServer::start_with(&db, relaxed());
    check(&server.base);
}

/// A database written by the release before seats had accounts (schema 6,
/// `suffragetto serve` at a10a1a5): Emmeline (Suffragettes) and Sylvia
/// (Police), four plies and a chat line, and the account Christabel. Its
/// journal mode was set to DELETE afterwards so that it is one file.
const SCHEMA_6: &str = "tests/data/schema6-tables.sqlite";
const SCHEMA_6_TABLE: &str = "3f36d1d70cf3d181558b633d";
const SCHEMA_6_TOKENS: [&str; 2] = [
    "9106f3f9343884c097c4901f994a420e",
    "3d797cc1d36d66bfc8ba725deac2b529",
];

#[test]
fn a_database_of_schema_6_is_upgraded_in_place_with_its_tables_and_accounts() {
    let db = temp_db("acc-schema6");
    std::fs::copy(
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join(SCHEMA_6),
        &*db,
    )
    .unwrap();
    let version = |db: &std::path::Path| -> i64 {
        rusqlite::Connection::open(db)
            .unwrap()
            .query_row("PRAGMA user_version", [], |r| r.get(0))
            .unwrap()
    };
    assert_eq!(version(&db), 6, "the fixture is of schema 6");
    let server = TestServer::start_with(&db, relaxed());
    assert_eq!(version(&db), suffragetto_server::SCHEMA_VERSION);
    assert_eq!(suffragetto_server::SCHEMA_VERSION, 8);
    let id = SCHEMA_6_TABLE;
    let s = state(&server, id);
    assert_eq!(
        s["moves"],
        json!(["c12-b11", "c6-b7", "b11-b10", "b7-b8"]),
        "{s}"
    );
    assert_eq!(s["chat"][0]["text"], "Deeds, not words");
    assert_eq!(s["players"][0]["nickname"], "Emmeline");
    assert_eq!(
        s["players"][0]["signed_in"], false,
        "a guest's seat stays a guest's"
    );
    // The seats' tokens still play.
    let (side, mv) = first_move(&server, id);
    let token = SCHEMA_6_TOKENS[usize::from(side == "P")];
    let (status, v) = post(
        &server.base,
        &format!("/api/tables/{id}/moves"),
        &json!({"token": token, "move": mv}),
    );
    assert_eq!(status, 200, "{v}");
    // The account signs in, and its new tables are its own.
    let mut christabel = Browser::new(&server.base);
    assert_eq!(christabel.sign_in("Christabel", PASSWORD).status, 200);
    let t = create(&mut christabel, json!({}));
    let mine = christabel.send("GET", "/api/me/tables", None);
    assert_eq!(mine.body["tables"][0]["id"], t.body["id"], "{mine:?}");
    assert_eq!(mine.body["tables"].as_array().unwrap().len(), 1);
    // Opened again, it is not migrated twice.
    drop(server);
    let server = TestServer::start_with(&db, relaxed());
    assert_eq!(version(&db), suffragetto_server::SCHEMA_VERSION);
    assert_eq!(state(&server, id)["moves"].as_array().unwrap().len(), 5);
}

#[test]
fn a_signed_in_players_seek_seats_them_with_their_account_on_both_ends() {
    let db = temp_db("acc-seek");
    let server = TestServer::start(&db);
    let mut ada = signed_up(&server, "Ada");
    let mut bea = signed_up(&server, "Bea");
    let seek =
        json!({"nickname": "ignored", "clock": {"initial_s": 600, "increment_s": 5}, "side": "S"});
    // Ada's seek opens: the table is hers, under her account's name.
    let opened = ada.send("POST", "/api/seeks", Some(&seek));
    assert_eq!(opened.status, 200, "{opened:?}");
    assert_eq!(opened.body["paired"], false);
    let id = opened.body["id"].as_str().unwrap().to_string();
    let mine = ada.send("GET", "/api/me/tables", None);
    let lines = mine.body["tables"].as_array().unwrap();
    assert_eq!(lines.len(), 1, "{}", mine.body);
    assert_eq!(lines[0]["id"], id.as_str());
    assert_eq!(lines[0]["standing"], "waiting_for_opponent");
    assert_eq!(state(&server, &id)["players"][0]["nickname"], "Ada");
    assert_eq!(state(&server, &id)["players"][0]["signed_in"], true);
    // Ada seeking again from another device is not paired with herself.
    let mut ada_phone = Browser::new(&server.base);
    assert_eq!(ada_phone.sign_in("Ada", PASSWORD).status, 200);
    let again = ada_phone.send("POST", "/api/seeks", Some(&seek));
    assert_eq!(again.status, 200, "{again:?}");
    assert_eq!(again.body["paired"], false, "{}", again.body);
    assert_ne!(again.body["id"], id.as_str());
    // Bea is paired with Ada's first seek: her seat is her account's.
    let paired = bea.send("POST", "/api/seeks", Some(&seek));
    assert_eq!(paired.status, 200, "{paired:?}");
    assert_eq!(paired.body["paired"], true);
    assert_eq!(paired.body["id"], id.as_str());
    assert_eq!(paired.body["side"], "P");
    assert_eq!(state(&server, &id)["players"][1]["nickname"], "Bea");
    assert_eq!(state(&server, &id)["players"][1]["signed_in"], true);
    let theirs = bea.send("GET", "/api/me/tables", None);
    let lines = theirs.body["tables"].as_array().unwrap();
    assert_eq!(lines.len(), 1, "{}", theirs.body);
    assert_eq!(lines[0]["id"], id.as_str());
    assert_eq!(lines[0]["side"], "P");
    assert_eq!(lines[0]["opponent"]["nickname"], "Ada");
    // And Ada's My tables, on her phone, has both her tables.
    let both = ada_phone.send("GET", "/api/me/tables", None);
    let ids: Vec<&str> = both.body["tables"]
        .as_array()
        .unwrap()
        .iter()
        .map(|l| l["id"].as_str().unwrap())
        .collect();
    assert!(ids.contains(&id.as_str()), "{}", both.body);
    assert_eq!(ids.len(), 2, "{}", both.body);
}
