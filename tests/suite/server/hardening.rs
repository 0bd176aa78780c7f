//! What keeps one client from spoiling the server for the others: rates
//! per address (429 with `Retry-After`), private tables, text made safe,
//! headers that forbid sniffing and framing, 500s that show nothing of the
//! database, and caps on event streams.

use super::harness::{
    TestServer, create_table, get, get_json, post, relaxed, subscribe_to, temp_db,
};
use super::two_player_table;
use serde_json::json;
use std::net::Ipv4Addr;
use std::time::Duration;
use suffragetto_server::{Limits, Rate};

fn from(
    ip: [u8; 4],
    server: &TestServer,
    method: &str,
    path: &str,
    body: Option<&str>,
) -> super::harness::Answer {
    super::harness::request_from(
        Ipv4Addr::from(ip),
        server.addr,
        method,
        path,
        body,
        Duration::from_secs(5),
    )
    .unwrap()
}

#[test]
fn rates_per_address_answer_429_with_retry_after() {
    let db = temp_db("rates");
    let server = TestServer::start_with(
        &db,
        Limits {
            moves: Rate::new(3, Duration::from_secs(60)),
            ..Limits::default()
        },
    );
    let create = r#"{"nickname": "Ada", "side": "S"}"#;
    let mut ids = Vec::new();
    for _ in 0..5 {
        let a = from([127, 0, 0, 2], &server, "POST", "/api/tables", Some(create));
        assert_eq!(a.status, 200, "{a:?}");
        let v: serde_json::Value = serde_json::from_str(&a.body).unwrap();
        ids.push(v["id"].as_str().unwrap().to_string());
    }
    let a = from([127, 0, 0, 2], &server, "POST", "/api/tables", Some(create));
    assert_eq!(a.status, 429, "{a:?}");
    assert_eq!(a.header("retry-after"), Some("12"));
    assert_eq!(
        a.body,
        r#"{"error":"too many new tables from your address: try again in 12 seconds"}"#
    );
    // Another address is not affected.
    assert_eq!(
        from([127, 0, 0, 3], &server, "POST", "/api/tables", Some(create)).status,
        200
    );
    // One address cannot take every free seat.
    let join = r#"{"nickname": "Grabber"}"#;
    for id in &ids {
        let a = from(
            [127, 0, 0, 4],
            &server,
            "POST",
            &format!("/api/tables/{id}/join"),
            Some(join),
        );
        assert_eq!(a.status, 200, "{a:?}");
    }
    let (id, _) = two_player_table(&server.base, "Cy", "Di");
    let a = from(
        [127, 0, 0, 4],
        &server,
        "POST",
        &format!("/api/tables/{id}/join"),
        Some(join),
    );
    assert_eq!(
        (a.status, a.header("retry-after")),
        (429, Some("6")),
        "{a:?}"
    );
    // Moves, legal or not, count.
    let mv = r#"{"token": "00000000000000000000000000000000", "move": "e6-e7"}"#;
    let path = format!("/api/tables/{}/moves", ids[0]);
    for _ in 0..3 {
        assert_eq!(
            from([127, 0, 0, 5], &server, "POST", &path, Some(mv)).status,
            403
        );
    }
    let a = from([127, 0, 0, 5], &server, "POST", &path, Some(mv));
    assert_eq!(
        (a.status, a.header("retry-after")),
        (429, Some("60")),
        "{a:?}"
    );
}

#[test]
fn chat_is_rate_limited_per_address() {
    let db = temp_db("chat-rate");
    let server = TestServer::start_with(&db, Limits::default());
    let (id, token) = two_player_table(&server.base, "Ada", "Bea");
    let path = format!("/api/tables/{id}/chat");
    let body = json!({"token": token("S"), "text": "hello"}).to_string();
    for _ in 0..5 {
        assert_eq!(
            from([127, 0, 0, 6], &server, "POST", &path, Some(&body)).status,
            200
        );
    }
    let a = from([127, 0, 0, 6], &server, "POST", &path, Some(&body));
    assert_eq!(
        (a.status, a.header("retry-after")),
        (429, Some("2")),
        "{a:?}"
    );
    assert_eq!(
        a.body,
        r#"{"error":"too many chat lines from your address: try again in 2 seconds"}"#
    );
}

#[test]
fn a_private_table_is_not_in_the_lobby_but_its_link_works() {
    let db = temp_db("private");
    let server = TestServer::start(&db);
    let b = &server.base;
    let c = create_table(b, &json!({"nickname": "Ada", "side": "S", "private": true}));
    let id = c["id"].as_str().unwrap();
    let (_, listed) = post(b, "/api/tables", &json!({"nickname": "Bea", "side": "S"}));
    let lobby = get_json(b, "/api/tables");
    let ids: Vec<&str> = lobby["tables"]
        .as_array()
        .unwrap()
        .iter()
        .map(|t| t["id"].as_str().unwrap())
        .collect();
    assert_eq!(ids, [listed["id"].as_str().unwrap()]);
    let state = get_json(b, &format!("/api/tables/{id}"));
    assert_eq!(state["private"], true);
    let (status, j) = post(
        b,
        &format!("/api/tables/{id}/join"),
        &json!({"nickname": "Friend"}),
    );
    assert_eq!((status, j["side"].as_str()), (200, Some("P")));
}

#[test]
fn nicknames_and_chat_lose_invisible_and_reordering_characters() {
    let db = temp_db("text");
    let server = TestServer::start(&db);
    let b = &server.base;
    let c = create_table(
        b,
        &json!({"nickname": "\u{202e}Ada\u{200b} \u{2066}Lovelace\u{202c}", "side": "S"}),
    );
    let id = c["id"].as_str().unwrap();
    let state = get_json(b, &format!("/api/tables/{id}"));
    assert_eq!(state["players"][0]["nickname"], "Ada Lovelace");
    for nick in ["\u{feff}", "\u{200b}\u{200d}\u{2060}", " \u{1} \u{202e} "] {
        let (status, e) = post(
            b,
            &format!("/api/tables/{id}/join"),
            &json!({"nickname": nick}),
        );
        assert_eq!(status, 400, "{nick:?}: {e}");
        assert_eq!(
            e["error"],
            "a nickname has 1 to 24 letters, digits or signs (spaces and invisible characters do not count)"
        );
    }
    let token = c["token"].as_str().unwrap();
    let (status, v) = post(
        b,
        &format!("/api/tables/{id}/chat"),
        &json!({"token": token, "text": "Deeds,\u{202e}\u{0007} not\u{200b} words\u{feff}"}),
    );
    assert_eq!(status, 200, "{v}");
    assert_eq!(v["chat"][0]["text"], "Deeds, not words");
}

#[test]
fn answers_forbid_sniffing_and_framing() {
    let db = temp_db("headers");
    let server = TestServer::start(&db);
    for path in [
        "/",
        "/t/0123456789abcdef01234567",
        "/app.js",
        "/api/tables",
        "/api/tables/nope",
    ] {
        let a = from([127, 0, 0, 1], &server, "GET", path, None);
        assert_eq!(
            a.header("x-content-type-options"),
            Some("nosniff"),
            "{path}"
        );
        assert_eq!(a.header("x-frame-options"), Some("DENY"), "{path}");
        let csp = a.header("content-security-policy").unwrap_or_default();
        assert!(csp.contains("frame-ancestors 'none'"), "{path}: {csp}");
    }
    let page = from([127, 0, 0, 1], &server, "GET", "/", None);
    assert_eq!(
        page.header("content-security-policy"),
        Some(
            "default-src 'self'; img-src 'self' data:; style-src 'self' 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'; form-action 'self'"
        )
    );
}

#[test]
fn a_failing_database_gets_a_500_that_shows_none_of_it() {
    let db = temp_db("500");
    let server = TestServer::start(&db);
    let b = &server.base;
    let (id, token) = two_player_table(b, "Ada", "Bea");
    let state = get_json(b, &format!("/api/tables/{id}"));
    let other = rusqlite::Connection::open(&db).unwrap();
    other
        .execute_batch(
            "CREATE TRIGGER no_moves BEFORE INSERT ON game_move BEGIN
                 SELECT RAISE(ABORT, 'injected failure in game_move: SELECT s_token FROM game_table');
             END;",
        )
        .unwrap();
    let side = super::side_to_move(&state);
    let mv = state["legal_moves"][0].as_str().unwrap();
    let (status, e) = post(
        b,
        &format!("/api/tables/{id}/moves"),
        &json!({"token": token(&side), "move": mv}),
    );
    assert_eq!(status, 500, "{e}");
    let text = e["error"].as_str().unwrap();
    let reference = text
        .strip_prefix("the server failed (reference ")
        .and_then(|r| r.strip_suffix("); please try again"))
        .unwrap_or_else(|| panic!("{text}"));
    assert_eq!(reference.len(), 8, "{text}");
    assert!(reference.bytes().all(|c| c.is_ascii_hexdigit()), "{text}");
    // Nothing was played; after the fault is gone the move goes through.
    assert_eq!(
        get_json(b, &format!("/api/tables/{id}"))["moves"],
        json!([])
    );
    other.execute_batch("DROP TRIGGER no_moves").unwrap();
    let (status, _) = post(
        b,
        &format!("/api/tables/{id}/moves"),
        &json!({"token": token(&side), "move": mv}),
    );
    assert_eq!(status, 200);
}

#[test]
fn a_table_takes_only_so_many_event_streams() {
    let db = temp_db("streams");
    let server = TestServer::start_with(
        &db,
        Limits {
            max_streams_per_table: 2,
            ..relaxed()
        },
    );
    let (id, _) = two_player_table(&server.base, "Ada", "Bea");
    let url = format!("{}/api/tables/{id}/events", server.base);
    let first = subscribe_to(url.clone(), "state");
    let second = subscribe_to(url.clone(), "state");
    for rx in [&first, &second] {
        rx.recv_timeout(Duration::from_secs(10)).unwrap();
    }
    let (status, e) = get(&server.base, &format!("/api/tables/{id}/events"));
    assert_eq!(status, 429, "{e}");
    assert_eq!(
        e,
        r#"{"error":"this table already has 2 pages watching it: try again later"}"#
    );
}
