//! Online play's conventions (docs/online-play.md): the server keeps the
//! time and a flag falls; clocks and claims across a restart; abort before
//! each side has moved; takeback by agreement; no draw; open seeks that
//! pair the next taker; the lobby's lists apart; the analysis after the
//! game.

use super::harness::{TestServer, create_table, get, get_json, post, relaxed, temp_db};
use super::tables::wait_for;
use super::two_player_table;
use serde_json::{Value, json};
use std::time::{Duration, Instant};
use suffragetto_core::engine::Rules;
use suffragetto_core::record::Record;
use suffragetto_server::Limits;

/// A table of two players with `clock`: its id and each side's token.
fn clocked_table(b: &str, clock: Value) -> (String, Value, Value) {
    let c = create_table(
        b,
        &json!({"variant": "english", "side": "S", "nickname": "Ada", "clock": clock}),
    );
    let id = c["id"].as_str().unwrap().to_string();
    let (status, j) = post(
        b,
        &format!("/api/tables/{id}/join"),
        &json!({"nickname": "Bea"}),
    );
    assert_eq!(status, 200, "{j}");
    (id, c["token"].clone(), j["token"].clone())
}

/// Plays `n` plies at table `id`, each side's first legal move; the state
/// after them.
fn play(b: &str, id: &str, s: &Value, p: &Value, n: usize) -> Value {
    let mut state = get_json(b, &format!("/api/tables/{id}"));
    for _ in 0..n {
        let token = if state["to_move"] == "S" { s } else { p };
        let mv = state["legal_moves"][0].clone();
        let (status, next) = post(
            b,
            &format!("/api/tables/{id}/moves"),
            &json!({"token": token, "move": mv}),
        );
        assert_eq!(status, 200, "{next}");
        state = next;
    }
    state
}

fn to_move(s: &Value) -> &str {
    s["to_move"].as_str().unwrap()
}

fn other(side: &str) -> &'static str {
    if side == "S" { "P" } else { "S" }
}

#[test]
fn the_server_keeps_the_time_and_the_side_out_of_time_loses() {
    let db = temp_db("clock-flag");
    let server = TestServer::start(&db);
    let b = &server.base;
    let (id, s, p) = clocked_table(b, json!({"initial_s": 2, "increment_s": 0}));
    let start = get_json(b, &format!("/api/tables/{id}"));
    assert_eq!(start["clock"], json!({"initial_s": 2, "increment_s": 0}));
    assert_eq!(start["clocks"], json!({"S": 2000, "P": 2000}));
    assert_eq!(start["clock_running"], Value::Null, "no time runs yet");
    // Two plies, untimed: then the clock of the side to move runs.
    let after = play(b, &id, &s, &p, 2);
    let runner = to_move(&after).to_string();
    assert_eq!(after["clock_running"], runner.as_str());
    std::thread::sleep(Duration::from_millis(400));
    let mid = get_json(b, &format!("/api/tables/{id}"));
    let left = mid["clocks"][runner.as_str()].as_i64().unwrap();
    assert!((1000..=1650).contains(&left), "{left} ms left: {mid}");
    assert_eq!(mid["clocks"][other(&runner)], 2000);
    // Nobody moves: the server ends the game when the time is out.
    let over = wait_for(b, &id, Duration::from_secs(5), |s| !s["result"].is_null());
    assert_eq!(over["result"], other(&runner), "{over}");
    assert_eq!(over["termination"], "time");
    assert_eq!(
        over["outcome"],
        json!({"won": {"winner": other(&runner), "ending": "time"}})
    );
    let side = if runner == "S" {
        "Suffragettes"
    } else {
        "Police"
    };
    assert_eq!(over["ending"], format!("the {side} ran out of time"));
    let (de, fr) = if runner == "S" {
        ("den Suffragetten ist", "le temps des suffragettes")
    } else {
        ("der Polizei ist", "le temps de la police")
    };
    assert_eq!(
        (&over["ending_words"]["de"], &over["ending_words"]["fr"]),
        (
            &json!(format!("{de} die Zeit abgelaufen")),
            &json!(format!("{fr} est écoulé"))
        )
    );
    assert_eq!(over["clocks"][runner.as_str()], 0);
    assert_eq!(over["clock_running"], Value::Null);
    assert_eq!(over["legal_moves"], json!([]));
    // A move now is refused; the record says how it ended.
    let token = if runner == "S" { &s } else { &p };
    let (status, _) = post(
        b,
        &format!("/api/tables/{id}/moves"),
        &json!({"token": token, "move": mid["legal_moves"][0]}),
    );
    assert_eq!(status, 403);
    let (_, sgn) = get(b, &format!("/api/tables/{id}/record.sgn"));
    let record = Record::parse(&sgn).unwrap();
    assert!(
        sgn.contains("[TimeControl \"2+0\"]") && sgn.contains(&format!("{side} lost on time")),
        "{sgn}"
    );
    record
        .replay(&Rules::load("english").unwrap(), "record.sgn")
        .unwrap();
    // A clock out of range is refused.
    let (status, e) = post(
        b,
        "/api/tables",
        &json!({"nickname": "Ada", "clock": {"initial_s": 0, "increment_s": 0}}),
    );
    assert_eq!(status, 400, "{e}");
    assert!(e["error"].as_str().unwrap().contains("initial_s"), "{e}");
}

#[test]
fn an_increment_is_added_after_each_timed_move() {
    let db = temp_db("clock-increment");
    let server = TestServer::start(&db);
    let b = &server.base;
    let (id, s, p) = clocked_table(b, json!({"initial_s": 60, "increment_s": 5}));
    let after = play(b, &id, &s, &p, 3);
    // The third ply was timed: its side has 60 s - its time + 5 s.
    let mover = other(to_move(&after));
    let left = after["clocks"][mover].as_i64().unwrap();
    assert!((64_000..=65_000).contains(&left), "{after}");
    let running = after["clocks"][to_move(&after)].as_i64().unwrap();
    assert!((59_000..=60_000).contains(&running), "{after}");
}

#[test]
fn clocks_and_claims_hold_across_a_restart() {
    let db = temp_db("clock-restart");
    let limits = || Limits {
        absence_limit: Duration::from_millis(600),
        ..relaxed()
    };
    let (id, s, p, before, quick) = {
        let server = TestServer::start_with(&db, limits());
        let b = &server.base;
        let (id, s, p) = clocked_table(b, json!({"initial_s": 600, "increment_s": 5}));
        play(b, &id, &s, &p, 3);
        std::thread::sleep(Duration::from_millis(300));
        let before = get_json(b, &format!("/api/tables/{id}"));
        // A second table whose flag falls while the server is stopped.
        let (quick, qs, qp) = clocked_table(b, json!({"initial_s": 1, "increment_s": 0}));
        play(b, &quick, &qs, &qp, 2);
        (id, s, p, before, quick)
    };
    std::thread::sleep(Duration::from_millis(1200));
    let server = TestServer::start_with(&db, limits());
    let b = &server.base;
    // The flag due while the server was stopped falls as it starts (the
    // lobby reads the database: nobody asked for the table).
    let deadline = Instant::now() + Duration::from_secs(5);
    while !get_json(b, "/api/tables")["finished"]
        .as_array()
        .unwrap()
        .iter()
        .any(|t| t["id"] == quick.as_str())
    {
        assert!(
            Instant::now() < deadline,
            "the flag did not fall at the start"
        );
        std::thread::sleep(Duration::from_millis(100));
    }
    let q = get_json(b, &format!("/api/tables/{quick}"));
    assert_eq!(q["termination"], "time", "{q}");
    let again = get_json(b, &format!("/api/tables/{id}"));
    let runner = to_move(&before);
    assert_eq!(to_move(&again), runner);
    assert_eq!(
        again["clocks"][other(runner)],
        before["clocks"][other(runner)],
        "the waiting side's time is kept exactly"
    );
    let (was, now) = (
        before["clocks"][runner].as_i64().unwrap(),
        again["clocks"][runner].as_i64().unwrap(),
    );
    assert!(now < was && now > was - 5_000, "{was} then {now}");
    // Nobody's page is open: once the absence limit has passed since the
    // restart, the waiting side may claim the game.
    let (claimer, absent) = if runner == "S" { (&p, &s) } else { (&s, &p) };
    let claim = format!("/api/tables/{id}/claim");
    let (status, e) = post(b, &claim, &json!({"token": claimer}));
    assert_eq!(status, 409, "too soon: {e}");
    assert!(e["error"].as_str().unwrap().contains("away"), "{e}");
    let (status, e) = post(b, &claim, &json!({"token": absent}));
    assert_eq!(status, 409, "not while it is your own move: {e}");
    std::thread::sleep(Duration::from_millis(700));
    let away = get_json(b, &format!("/api/tables/{id}"));
    assert!(away["away"][runner].as_i64().unwrap() >= 600, "{away}");
    assert_eq!(away["absence_limit_ms"], 600);
    let (status, won) = post(b, &claim, &json!({"token": claimer}));
    assert_eq!(status, 200, "{won}");
    assert_eq!(won["result"], other(runner));
    assert_eq!(won["termination"], "abandoned");
    // After another restart the ending stands.
    drop(server);
    let server = TestServer::start_with(&db, limits());
    let s = get_json(&server.base, &format!("/api/tables/{id}"));
    assert_eq!(
        (&s["result"], &s["termination"]),
        (&json!(other(runner)), &json!("abandoned"))
    );
}

#[test]
fn a_game_can_be_aborted_before_each_side_has_moved_and_not_after() {
    let db = temp_db("abort");
    let server = TestServer::start(&db);
    let b = &server.base;
    let (id, token) = two_player_table(b, "Ada", "Bea");
    let state = get_json(b, &format!("/api/tables/{id}"));
    assert_eq!(state["abortable"], true);
    let (status, _) = post(
        b,
        &format!("/api/tables/{id}/abort"),
        &json!({"token": "0".repeat(32)}),
    );
    assert_eq!(status, 403);
    let (status, v) = post(
        b,
        &format!("/api/tables/{id}/abort"),
        &json!({"token": token("P")}),
    );
    assert_eq!(status, 200, "{v}");
    assert_eq!(v["outcome"], "aborted");
    assert_eq!(v["result"], Value::Null);
    assert_eq!((&v["over"], &v["abortable"]), (&json!(true), &json!(false)));
    assert_eq!(v["ending"], "the Police aborted the game");
    assert_eq!(v["ending_words"]["fr"], "la police a annulé la partie");
    let (status, _) = post(
        b,
        &format!("/api/tables/{id}/moves"),
        &json!({"token": token(to_move(&v)), "move": state["legal_moves"][0]}),
    );
    assert_eq!(status, 403, "no move after an abort");
    // Once each side has moved, an abort is refused (the other is here).
    let (id, token) = two_player_table(b, "Cy", "Di");
    let after = play(b, &id, &token("S"), &token("P"), 2);
    assert_eq!(after["abortable"], false);
    let (status, e) = post(
        b,
        &format!("/api/tables/{id}/abort"),
        &json!({"token": token("S")}),
    );
    assert_eq!(status, 409, "{e}");
    assert!(
        e["error"]
            .as_str()
            .unwrap()
            .contains("both sides have moved")
    );
}

#[test]
fn a_takeback_is_offered_then_declined_or_accepted_and_the_record_keeps_the_game_after_it() {
    let db = temp_db("takeback");
    let server = TestServer::start(&db);
    let b = &server.base;
    let (id, token) = two_player_table(b, "Ada", "Bea");
    let url = format!("/api/tables/{id}/takeback");
    let first = get_json(b, &format!("/api/tables/{id}"));
    let starter = to_move(&first).to_string();
    let second = other(&starter);
    let (status, e) = post(b, &url, &json!({"token": token(second)}));
    assert_eq!(status, 409, "nothing to take back yet: {e}");
    let three = play(b, &id, &token("S"), &token("P"), 3);
    let moves = three["moves"].as_array().unwrap().clone();
    // The second player offers to take back their move (ply 2) and the
    // answer to it (ply 3).
    let (status, offered) = post(b, &url, &json!({"token": token(second)}));
    assert_eq!(status, 200, "{offered}");
    assert_eq!(offered["takeback"], json!({"by": second, "to_ply": 1}));
    assert!(offered["version"]["change"].as_u64() > three["version"]["change"].as_u64());
    let (status, _) = post(b, &url, &json!({"token": token(second)}));
    assert_eq!(status, 409, "offered already");
    let (status, _) = post(
        b,
        &url,
        &json!({"token": token(second), "answer": "accept"}),
    );
    assert_eq!(status, 403, "not one's own offer");
    let (status, declined) = post(
        b,
        &url,
        &json!({"token": token(&starter), "answer": "decline"}),
    );
    assert_eq!(status, 200, "{declined}");
    assert_eq!(declined["takeback"], Value::Null);
    assert_eq!(declined["moves"].as_array().unwrap().len(), 3);
    let (status, _) = post(
        b,
        &url,
        &json!({"token": token(&starter), "answer": "accept"}),
    );
    assert_eq!(status, 409, "nothing offered now");
    // Offered again and accepted: the game goes back to its first ply.
    assert_eq!(post(b, &url, &json!({"token": token(second)})).0, 200);
    let (status, back) = post(
        b,
        &url,
        &json!({"token": token(&starter), "answer": "accept"}),
    );
    assert_eq!(status, 200, "{back}");
    assert_eq!(back["moves"], json!([moves[0]]));
    assert_eq!(to_move(&back), second);
    assert_eq!(back["version"]["ply"], 1);
    assert!(back["version"]["change"].as_u64() > declined["version"]["change"].as_u64());
    assert_eq!(back["takeback"], Value::Null);
    let (_, sgn) = get(b, &format!("/api/tables/{id}/record.sgn"));
    let record = Record::parse(&sgn).unwrap();
    assert_eq!(record.moves.len(), 1, "{sgn}");
    // The game goes on from there, with another move than before.
    let legal = back["legal_moves"].as_array().unwrap();
    let next = legal.iter().find(|m| **m != moves[1]).unwrap();
    let (status, v) = post(
        b,
        &format!("/api/tables/{id}/moves"),
        &json!({"token": token(second), "move": next}),
    );
    assert_eq!(status, 200, "{v}");
    // An offer lapses with the next move.
    assert_eq!(post(b, &url, &json!({"token": token(second)})).0, 200);
    let v = play(b, &id, &token("S"), &token("P"), 1);
    assert_eq!(v["takeback"], Value::Null);
    // Against the computer, a takeback is accepted at once.
    let c = create_table(
        b,
        &json!({"variant": "english", "side": "S", "nickname": "Solo", "opponent": "random"}),
    );
    let cid = c["id"].as_str().unwrap();
    let mine = wait_for(b, cid, Duration::from_secs(10), |s| s["to_move"] == "S");
    let (status, v) = post(
        b,
        &format!("/api/tables/{cid}/moves"),
        &json!({"token": c["token"], "move": mine["legal_moves"][0]}),
    );
    assert_eq!(status, 200, "{v}");
    let plies = mine["moves"].as_array().unwrap().len();
    wait_for(b, cid, Duration::from_secs(10), |s| {
        s["moves"].as_array().unwrap().len() == plies + 2
    });
    let (status, back) = post(
        b,
        &format!("/api/tables/{cid}/takeback"),
        &json!({"token": c["token"]}),
    );
    assert_eq!(status, 200, "{back}");
    assert_eq!(back["moves"].as_array().unwrap().len(), plies);
    assert_eq!(back["to_move"], "S");
}

#[test]
fn there_is_no_draw_to_offer() {
    let db = temp_db("no-draw");
    let server = TestServer::start(&db);
    let (id, token) = two_player_table(&server.base, "Ada", "Bea");
    let (status, e) = post(
        &server.base,
        &format!("/api/tables/{id}/draw"),
        &json!({"token": token("S")}),
    );
    assert_eq!(status, 422);
    assert!(
        e["error"]
            .as_str()
            .unwrap()
            .starts_with("Suffragetto has no draw"),
        "{e}"
    );
}

#[test]
fn a_seek_pairs_the_next_taker_and_the_lobby_lists_its_tables_apart() {
    let db = temp_db("seeks");
    let server = TestServer::start_with(
        &db,
        Limits {
            idle_game: Duration::ZERO,
            ..relaxed()
        },
    );
    let b = &server.base;
    let ten = json!({"initial_s": 600, "increment_s": 5});
    let (status, first) = post(
        b,
        "/api/seeks",
        &json!({"nickname": "Ada", "clock": ten, "side": "S"}),
    );
    assert_eq!(status, 200, "{first}");
    assert_eq!(
        (&first["paired"], &first["side"]),
        (&json!(false), &json!("S"))
    );
    let id = first["id"].as_str().unwrap().to_string();
    let seeks = get_json(b, "/api/seeks");
    assert_eq!(seeks["seeks"][0]["id"], id.as_str());
    assert_eq!(seeks["seeks"][0]["clock"], ten);
    assert_eq!(seeks["seeks"][0]["free"], "P");
    // Another clock opens a seek of its own.
    let (_, five) = post(
        b,
        "/api/seeks",
        &json!({"nickname": "Cy", "clock": {"initial_s": 300, "increment_s": 0}}),
    );
    assert_eq!(five["paired"], false);
    // A second tab of the same browser (it sits at the seek already) is
    // never paired with its own seek: its seek opens beside it.
    let (status, own) = post(
        b,
        "/api/seeks",
        &json!({"nickname": "Cy", "clock": {"initial_s": 300, "increment_s": 0}, "mine": [five["id"]]}),
    );
    assert_eq!(status, 200, "{own}");
    assert_eq!(own["paired"], false);
    assert_ne!(own["id"], five["id"]);
    // The next taker of the same game is paired at once.
    let (status, taker) = post(b, "/api/seeks", &json!({"nickname": "Bea", "clock": ten}));
    assert_eq!(status, 200, "{taker}");
    assert_eq!(
        (&taker["paired"], &taker["id"], &taker["side"]),
        (&json!(true), &json!(id), &json!("P"))
    );
    let state = get_json(b, &format!("/api/tables/{id}"));
    assert_eq!(state["players"][1]["nickname"], "Bea");
    assert_eq!(state["clock"], ten);
    let listed: Vec<Value> = get_json(b, "/api/seeks")["seeks"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| s["id"].clone())
        .collect();
    assert_eq!(
        listed,
        [five["id"].clone(), own["id"].clone()],
        "the paired seek is gone"
    );
    let (status, _) = post(
        b,
        "/api/seeks",
        &json!({"nickname": "Dee", "variant": "nope"}),
    );
    assert_eq!(status, 400);
    // The lobby: waiting, playing and finished apart.
    let lobby = |list: &str| -> Vec<(String, String)> {
        get_json(b, "/api/tables")[list]
            .as_array()
            .unwrap()
            .iter()
            .map(|t| {
                (
                    t["id"].as_str().unwrap_or_default().to_string(),
                    t["state"].as_str().unwrap_or_default().to_string(),
                )
            })
            .collect()
    };
    let ids = |l: Vec<(String, String)>| l.into_iter().map(|t| t.0).collect::<Vec<_>>();
    assert!(ids(lobby("playing")).contains(&id));
    assert!(ids(lobby("waiting")).contains(&five["id"].as_str().unwrap().to_string()));
    let (aborted, token) = two_player_table(b, "Eve", "Fay");
    assert_eq!(
        post(
            b,
            &format!("/api/tables/{aborted}/abort"),
            &json!({"token": token("S")})
        )
        .0,
        200
    );
    // A computer game nobody moves in stops showing as playing.
    let c = create_table(
        b,
        &json!({"nickname": "Gil", "side": "S", "opponent": "random"}),
    );
    let computer = c["id"].as_str().unwrap().to_string();
    std::thread::sleep(Duration::from_millis(1100));
    let finished = lobby("finished");
    assert!(
        finished.contains(&(aborted.clone(), "aborted".into())),
        "{finished:?}"
    );
    assert!(
        finished.contains(&(computer.clone(), "abandoned".into())),
        "{finished:?}"
    );
    let playing = ids(lobby("playing"));
    assert!(!playing.contains(&computer) && !playing.contains(&aborted));
    // Still reachable by the link.
    assert_eq!(
        get_json(b, &format!("/api/tables/{computer}"))["id"],
        computer.as_str()
    );
}

/// A table set up one move before the Suffragettes win (g12-h13).
const ENDING: &str = "17/17/10I6/7SSS7/8SS7/6S10/17/17/17/17/17/17/17/17/17/17/17 S 5+10 4+16 - 40";

#[test]
fn a_finished_game_has_the_engines_analysis_kept_and_for_download() {
    let db = temp_db("analysis");
    let server = TestServer::start(&db);
    let b = &server.base;
    let c = create_table(
        b,
        &json!({"variant": "english", "side": "S", "nickname": "Ada", "position": ENDING}),
    );
    let id = c["id"].as_str().unwrap();
    let (status, e) = get(b, &format!("/api/tables/{id}/analysis"));
    assert_eq!(status, 409, "not while the game goes on: {e}");
    let (status, v) = post(
        b,
        &format!("/api/tables/{id}/moves"),
        &json!({"token": c["token"], "move": "g12-h13"}),
    );
    assert_eq!(status, 200, "{v}");
    let a = get_json(b, &format!("/api/tables/{id}/analysis"));
    assert_eq!(a["plies"].as_array().unwrap().len(), 1, "{a}");
    assert_eq!(a["plies"][0]["played"], "g12-h13");
    assert_eq!(a["plies"][0]["eval"], "#0", "{a}");
    assert_eq!(a["plies"][0]["chance"], 1.0);
    assert!(a["graph"].as_str().unwrap().starts_with("<svg"));
    assert_eq!(
        a["explorer"],
        format!("/explore?table={id}&variants=english")
    );
    let record = Record::parse(a["record"].as_str().unwrap()).unwrap();
    assert!(a["record"].as_str().unwrap().contains("[%eval #0]"), "{a}");
    record
        .replay(&Rules::load("english").unwrap(), "analysis")
        .unwrap();
    // Asked again: the same analysis, kept.
    assert_eq!(get_json(b, &format!("/api/tables/{id}/analysis")), a);
    let (status, sgn) = get(b, &format!("/api/tables/{id}/analysis.sgn"));
    assert_eq!(status, 200);
    assert_eq!(sgn, a["record"].as_str().unwrap());
}

#[test]
fn an_analysis_longer_than_an_answers_time_is_stopped_with_503() {
    let db = temp_db("analysis-budget");
    let server = TestServer::start_with(
        &db,
        Limits {
            analysis_nodes: 100_000_000,
            work_time: Duration::from_millis(1500),
            ..relaxed()
        },
    );
    let b = &server.base;
    let (id, token) = two_player_table(b, "Ada", "Bea");
    play(b, &id, &token("S"), &token("P"), 4);
    assert_eq!(
        post(
            b,
            &format!("/api/tables/{id}/resign"),
            &json!({"token": token("S")})
        )
        .0,
        200
    );
    let started = Instant::now();
    let (status, e) = get(b, &format!("/api/tables/{id}/analysis"));
    assert_eq!(status, 503, "{e}");
    assert!(e.contains("analysing this game"), "{e}");
    assert!(
        started.elapsed() < Duration::from_secs(20),
        "{:?}",
        started.elapsed()
    );
}
