//! Online play: the HTTP API of `suffragetto serve`, driven over loopback
//! against an in-process server with a temporary SQLite database.

mod accounts;
pub mod browser;
mod checks;
mod endings;
mod explore;
mod hardening;
pub mod harness;
mod online;
mod page_lang;
mod pages;
mod postgres;
mod process;
mod refusal_words;
mod studio;
mod tables;

use harness::{TestServer, create_table, get, get_json, post, subscribe, temp_db};
use serde_json::{Value, json};
use std::time::{Duration, Instant};
use suffragetto_core::engine::Rules;
use suffragetto_core::record::Record;

fn side_to_move(state: &Value) -> String {
    state["to_move"].as_str().unwrap().to_string()
}

#[test]
fn two_players_play_through_the_api_and_a_restart_keeps_the_game() {
    let db = temp_db("flow");
    let server = TestServer::start(&db);
    let b = server.base.clone();

    // The lobby page and script are served.
    let (status, page) = get(&b, "/");
    assert_eq!(status, 200);
    assert!(page.contains("/app.js"));
    assert_eq!(get(&b, "/app.js").0, 200);

    let created = create_table(
        &b,
        &json!({"variant": "english", "side": "S", "nickname": "Emmeline"}),
    );
    let id = created["id"].as_str().unwrap().to_string();
    assert!(
        id.len() >= 24,
        "ids are long enough not to be guessed: {id}"
    );
    assert_eq!(created["side"], "S");
    assert_eq!(created["url"], format!("/t/{id}"));
    let s_token = created["token"].as_str().unwrap().to_string();

    let (status, joined) = post(
        &b,
        &format!("/api/tables/{id}/join"),
        &json!({"nickname": "<b>Sylvia</b>"}),
    );
    assert_eq!(status, 200, "{joined}");
    assert_eq!(joined["side"], "P");
    let p_token = joined["token"].as_str().unwrap().to_string();
    assert_ne!(p_token, s_token);

    let (status, _) = post(
        &b,
        &format!("/api/tables/{id}/join"),
        &json!({"nickname": "Third"}),
    );
    assert_eq!(status, 409);

    let lobby = get_json(&b, "/api/tables");
    let row = lobby["tables"]
        .as_array()
        .unwrap()
        .iter()
        .find(|t| t["id"] == id.as_str())
        .expect("the lobby lists the table");
    assert_eq!(row["suffragettes"], "Emmeline");
    assert_eq!(row["police"], "<b>Sylvia</b>");

    let state = get_json(&b, &format!("/api/tables/{id}"));
    assert_eq!(state["variant"], "english");
    assert_eq!(state["moves"].as_array().unwrap().len(), 0);
    let legal = state["legal_moves"].as_array().unwrap();
    assert_eq!(legal.len(), 119, "the engine's legal moves of the start");
    let tokens = |side: &str| {
        if side == "S" {
            s_token.clone()
        } else {
            p_token.clone()
        }
    };
    let mover = side_to_move(&state);
    let waiter = if mover == "S" { "P" } else { "S" };

    // Wrong token, not your turn, illegal move.
    let moves = format!("/api/tables/{id}/moves");
    let (status, _) = post(
        &b,
        &moves,
        &json!({"token": "0".repeat(32), "move": "e6-e7"}),
    );
    assert_eq!(status, 403);
    let (status, body) = post(
        &b,
        &moves,
        &json!({"token": tokens(waiter), "move": "e6-e7"}),
    );
    assert_eq!(status, 403);
    assert!(
        body["error"].as_str().unwrap().contains("not your turn"),
        "{body}"
    );
    let (status, body) = post(
        &b,
        &moves,
        &json!({"token": tokens(&mover), "move": "a1-q17"}),
    );
    assert_eq!(status, 422);
    assert!(!body["error"].as_str().unwrap().is_empty(), "{body}");

    // The waiting player's stream sees the move at once.
    let events = subscribe(&b, &id);
    let first = events.recv_timeout(Duration::from_secs(10)).unwrap();
    assert_eq!(first["moves"].as_array().unwrap().len(), 0);

    // Play a few plies, each side's first legal move.
    let rules = Rules::load("english").unwrap();
    let mut played = Vec::new();
    let mut state = state;
    for _ in 0..6 {
        let side = side_to_move(&state);
        let mv = state["legal_moves"][0].as_str().unwrap().to_string();
        let (status, next) = post(&b, &moves, &json!({"token": tokens(&side), "move": mv}));
        assert_eq!(status, 200, "{next}");
        played.push(mv);
        assert_eq!(next["moves"].as_array().unwrap().len(), played.len());
        let seen = events.recv_timeout(Duration::from_secs(10)).unwrap();
        assert_eq!(seen["moves"].as_array().unwrap().len(), played.len());
        state = next;
    }

    // Chat and the diagram.
    let (status, chatted) = post(
        &b,
        &format!("/api/tables/{id}/chat"),
        &json!({"token": s_token, "text": "Votes for <women>!"}),
    );
    assert_eq!(status, 200, "{chatted}");
    assert_eq!(chatted["chat"][0]["text"], "Votes for <women>!");
    let (status, svg) = get(&b, &format!("/api/tables/{id}/diagram.svg"));
    assert_eq!(status, 200);
    assert!(svg.starts_with("<svg"), "{}", &svg[..80.min(svg.len())]);
    let rules_json = get_json(&b, "/api/variants/english/rules");
    assert!(rules_json["points"].as_array().unwrap().len() > 10);

    // The record replays under the engine to the same position.
    let (status, sgn) = get(&b, &format!("/api/tables/{id}/record.sgn"));
    assert_eq!(status, 200);
    let record = Record::parse(&sgn).unwrap();
    let replay = record.replay(&rules, "record.sgn").unwrap();
    assert_eq!(
        suffragetto_core::notation::write_position(replay.end()),
        state["position"].as_str().unwrap()
    );

    // A restart on the same database keeps the table and its moves.
    drop(events);
    drop(server);
    let server = TestServer::start(&db);
    let again = get_json(&server.base, &format!("/api/tables/{id}"));
    assert_eq!(again["moves"], json!(played));
    assert_eq!(again["position"], state["position"]);
    assert_eq!(again["chat"][0]["nickname"], "Emmeline");
    let side = side_to_move(&again);
    let mv = again["legal_moves"][0].as_str().unwrap().to_string();
    let (status, _) = post(
        &server.base,
        &format!("/api/tables/{id}/moves"),
        &json!({"token": tokens(&side), "move": mv}),
    );
    assert_eq!(status, 200, "the tokens still work after the restart");

    // Resigning ends the game.
    let (status, over) = post(
        &server.base,
        &format!("/api/tables/{id}/resign"),
        &json!({"token": p_token}),
    );
    assert_eq!(status, 200);
    assert_eq!(over["result"], "S");
    assert_eq!(over["legal_moves"].as_array().unwrap().len(), 0);
}

#[test]
fn the_computer_answers_a_move() {
    let db = temp_db("computer");
    let server = TestServer::start(&db);
    let b = &server.base;
    let created = create_table(
        b,
        &json!({"variant": "english", "side": "toss", "nickname": "Solo", "opponent": "computer"}),
    );
    let id = created["id"].as_str().unwrap();
    let token = created["token"].as_str().unwrap();
    let me = created["side"].as_str().unwrap();
    let wait_for_turn = |plies_at_least: usize| {
        let deadline = Instant::now() + Duration::from_secs(20);
        loop {
            let s = get_json(b, &format!("/api/tables/{id}"));
            if s["to_move"] == me && s["moves"].as_array().unwrap().len() >= plies_at_least {
                return s;
            }
            assert!(Instant::now() < deadline, "the computer did not move: {s}");
            std::thread::sleep(Duration::from_millis(50));
        }
    };
    let state = wait_for_turn(0);
    let before = state["moves"].as_array().unwrap().len();
    assert_eq!(
        state["players"]
            .as_array()
            .unwrap()
            .iter()
            .filter(|p| p["computer"] == true)
            .map(|p| p["nickname"].as_str().unwrap())
            .collect::<Vec<_>>(),
        ["strong"],
        "`computer` is the strong agent"
    );
    let mv = state["legal_moves"][0].as_str().unwrap();
    let (status, _) = post(
        b,
        &format!("/api/tables/{id}/moves"),
        &json!({"token": token, "move": mv}),
    );
    assert_eq!(status, 200);
    let after = wait_for_turn(before + 2);
    assert_eq!(after["moves"].as_array().unwrap().len(), before + 2);
    // Nobody can join a table the computer plays.
    let (status, _) = post(
        b,
        &format!("/api/tables/{id}/join"),
        &json!({"nickname": "X"}),
    );
    assert_eq!(status, 409);
}

#[test]
fn bad_requests_get_4xx() {
    let db = temp_db("bad");
    let server = TestServer::start(&db);
    let b = &server.base;
    let raw = |body: &str| {
        harness::request_from(
            std::net::Ipv4Addr::LOCALHOST,
            server.addr,
            "POST",
            "/api/tables",
            Some(body),
            Duration::from_secs(5),
        )
        .unwrap()
    };
    let not_json = raw("{not json");
    assert_eq!(not_json.status, 400, "{not_json:?}");
    assert!(not_json.body.contains("\"error\""), "{not_json:?}");
    assert_eq!(raw("{\"side\": 3}").status, 422);
    for body in [
        json!({"nickname": ""}),
        json!({"nickname": "x".repeat(25)}),
        json!({"nickname": "a\"b"}),
        json!({"nickname": "Ann", "variant": "../../etc/passwd"}),
        json!({"nickname": "Ann", "side": "X"}),
        json!({"nickname": "Ann", "opponent": "grandmaster"}),
    ] {
        let (status, answer) = post(b, "/api/tables", &body);
        assert_eq!(status, 400, "{body}: {answer}");
        assert!(answer["error"].is_string());
    }
    assert_eq!(get(b, "/api/tables/0123456789abcdef01234567").0, 404);
    assert_eq!(get(b, "/api/tables/..%2f..%2fetc").0, 404);
    assert_eq!(get(b, "/api/variants/nope/rules").0, 404);
    let (status, _) = post(
        b,
        "/api/tables/0123456789abcdef01234567/moves",
        &json!({"token": "x", "move": "e6-e7"}),
    );
    assert_eq!(status, 404);
    // The server still answers.
    assert_eq!(get(b, "/api/tables").0, 200);
}

/// Load on loopback: `SUFFRAGETTO_LOAD_TABLES` tables (default 40), each
/// with two players on their own thread, play up to 60 plies each (bounded
/// loops); prints moves per second and latency percentiles of the move
/// requests. `SUFFRAGETTO_LOAD_DB` says where the tables live: `sqlite`
/// (the default), `postgres` (one instance on a throwaway PostgreSQL
/// cluster) or `postgres2` (two instances on it, each table's players on
/// different instances, so that every move is read on the other one). Run
/// with `cargo test --release --test suite load -- --ignored --nocapture`;
/// docs/deploy.md has the figures.
#[test]
#[ignore = "load test; run explicitly"]
fn load_many_tables_on_loopback() {
    let tables: usize = std::env::var("SUFFRAGETTO_LOAD_TABLES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(40);
    let setup = std::env::var("SUFFRAGETTO_LOAD_DB").unwrap_or_else(|_| "sqlite".into());
    let (db, instances) = match setup.as_str() {
        "sqlite" => (harness::TestDb::sqlite("load"), 1),
        "postgres" | "postgres2" => (
            harness::TestDb::postgres("load").expect("the load test on PostgreSQL needs it"),
            if setup == "postgres" { 1 } else { 2 },
        ),
        other => panic!("SUFFRAGETTO_LOAD_DB={other}: expected sqlite, postgres or postgres2"),
    };
    let servers: Vec<TestServer> = (0..instances)
        .map(|_| db.server(harness::relaxed()))
        .collect();
    let bases: Vec<String> = servers.iter().map(|s| s.base.clone()).collect();
    let started = Instant::now();
    let workers: Vec<_> = (0..tables)
        .map(|i| {
            // The Suffragettes' player on one instance, the Police's on
            // the next (the same one when there is one).
            let on = |side: &str| {
                let k = usize::from(side != "S");
                bases[(i + k) % bases.len()].clone()
            };
            let (s_base, p_base) = (on("S"), on("P"));
            std::thread::spawn(move || {
                let agent = harness::agent();
                let send = |base: &str, path: &str, body: &Value| -> (u16, Value) {
                    let mut r = agent
                        .post(format!("{base}{path}"))
                        .header("Origin", base)
                        .send_json(body)
                        .unwrap();
                    let status = r.status().as_u16();
                    (status, r.body_mut().read_json().unwrap())
                };
                let (_, c) = send(
                    &s_base,
                    "/api/tables",
                    &json!({"nickname": format!("s{i}"), "side": "S"}),
                );
                let id = c["id"].as_str().unwrap().to_string();
                let (_, j) = send(
                    &p_base,
                    &format!("/api/tables/{id}/join"),
                    &json!({"nickname": format!("p{i}")}),
                );
                let seat = |side: &str| {
                    if side == "S" {
                        (c["token"].clone(), s_base.as_str())
                    } else {
                        (j["token"].clone(), p_base.as_str())
                    }
                };
                let read = |base: &str| -> Value {
                    agent
                        .get(format!("{base}/api/tables/{id}"))
                        .call()
                        .unwrap()
                        .body_mut()
                        .read_json()
                        .unwrap()
                };
                let mut state = read(&s_base);
                let (mut latencies, mut again) = (Vec::new(), 0);
                let mut ply = 0;
                while ply < 60 {
                    let legal = state["legal_moves"].as_array().unwrap();
                    if legal.is_empty() {
                        break;
                    }
                    let mv = legal[(ply * 7 + i) % legal.len()].clone();
                    let (token, base) = seat(state["to_move"].as_str().unwrap());
                    let t = Instant::now();
                    let (status, next) = send(
                        base,
                        &format!("/api/tables/{id}/moves"),
                        &json!({"token": token, "move": mv}),
                    );
                    latencies.push(t.elapsed());
                    if status == 409 && instances > 1 {
                        // The other instance's move had not reached this
                        // one yet: read the table again and move again.
                        again += 1;
                        assert!(again < 1000, "{next}");
                        state = read(base);
                        continue;
                    }
                    assert_eq!(status, 200, "{next}");
                    state = next;
                    ply += 1;
                }
                (latencies, again)
            })
        })
        .collect();
    let (mut all, mut again) = (Vec::new(), 0);
    for w in workers {
        let (latencies, a) = w.join().unwrap();
        all.extend(latencies);
        again += a;
    }
    let elapsed = started.elapsed();
    all.sort();
    let pct = |p: f64| all[((all.len() as f64 * p) as usize).min(all.len() - 1)];
    println!(
        "load ({setup}, {instances} instance(s)): {tables} tables, {} move requests ({again} answered 409 and made again) in {:.2}s: {:.0} moves/s; latency p50 {:?}, p95 {:?}, p99 {:?}, max {:?}",
        all.len(),
        elapsed.as_secs_f64(),
        all.len() as f64 / elapsed.as_secs_f64(),
        pct(0.50),
        pct(0.95),
        pct(0.99),
        all[all.len() - 1]
    );
}

/// Finds, by seeded random play from `start`, a line of moves after which
/// the side to move may propose an exchange.
fn line_to_an_exchange(rules: &Rules, start: &suffragetto_core::engine::Position) -> Vec<String> {
    use rand::{RngExt, SeedableRng};
    use suffragetto_core::engine::Move;
    for seed in 0..500u64 {
        let mut rng = rand::rngs::ChaCha8Rng::seed_from_u64(seed);
        let mut pos = start.clone();
        let mut line = Vec::new();
        for _ in 0..600 {
            let moves = pos.legal_moves(rules);
            if moves.is_empty() || pos.winner(rules).is_some() {
                break;
            }
            if moves.iter().any(|m| matches!(m, Move::Exchange(_))) {
                return line;
            }
            // Prefer captures, so the Prison and Hospital fill.
            let captures: Vec<&Move> = moves.iter().filter(|m| !m.captured().is_empty()).collect();
            let mv = if captures.is_empty() {
                moves[rng.random_range(0..moves.len())]
            } else {
                *captures[rng.random_range(0..captures.len())]
            };
            line.push(suffragetto_core::notation::write_move(&pos, rules, &mv));
            pos = pos.play(rules, &mv).unwrap();
        }
    }
    panic!("no random line reached an exchange");
}

/// An english table with the Suffragettes seated as `s` and the Police
/// joined as `p`: its id and the seat token of a side (`S` or `P`).
pub(crate) fn two_player_table(
    b: &str,
    s: &str,
    p: &str,
) -> (String, impl Fn(&str) -> Value + use<>) {
    let (_, c) = post(
        b,
        "/api/tables",
        &json!({"variant": "english", "side": "S", "nickname": s}),
    );
    let id = c["id"].as_str().unwrap().to_string();
    let (_, j) = post(
        b,
        &format!("/api/tables/{id}/join"),
        &json!({"nickname": p}),
    );
    let token = move |side: &str| {
        if side == "S" {
            c["token"].clone()
        } else {
            j["token"].clone()
        }
    };
    (id, token)
}

#[test]
fn an_exchange_waits_for_the_other_sides_consent() {
    let db = temp_db("exchange");
    let server = TestServer::start(&db);
    let b = &server.base;
    let (id, token) = two_player_table(b, "Annie", "Christabel");
    let rules = Rules::load("english").unwrap();
    let state = get_json(b, &format!("/api/tables/{id}"));
    let start =
        suffragetto_core::notation::parse_position(state["position"].as_str().unwrap(), &rules)
            .unwrap();
    let moves = format!("/api/tables/{id}/moves");
    let mut state = state;
    for mv in line_to_an_exchange(&rules, &start) {
        let side = side_to_move(&state);
        let (status, next) = post(b, &moves, &json!({"token": token(&side), "move": mv}));
        assert_eq!(status, 200, "{next}");
        state = next;
    }
    let proposer = side_to_move(&state);
    let proposal = state["legal_moves"]
        .as_array()
        .unwrap()
        .iter()
        .find(|m| m.as_str().unwrap().starts_with('X'))
        .unwrap()
        .clone();
    let (status, pending) = post(
        b,
        &moves,
        &json!({"token": token(&proposer), "move": proposal}),
    );
    assert_eq!(status, 200, "{pending}");
    assert_eq!(pending["pending"], proposal);
    assert_eq!(pending["legal_moves"], json!(["accept", "decline"]));
    let answerer = side_to_move(&pending);
    assert_ne!(answerer, proposer);
    let (status, _) = post(
        b,
        &moves,
        &json!({"token": token(&proposer), "move": "accept"}),
    );
    assert_eq!(status, 403, "the proposer cannot accept their own proposal");
    let (status, done) = post(
        b,
        &moves,
        &json!({"token": token(&answerer), "move": "accept"}),
    );
    assert_eq!(status, 200, "{done}");
    assert!(done["pending"].is_null());
    let (_, sgn) = get(b, &format!("/api/tables/{id}/record.sgn"));
    Record::parse(&sgn)
        .unwrap()
        .replay(&rules, "record.sgn")
        .unwrap();
}

#[test]
fn a_game_played_to_the_end_has_its_result_in_the_record() {
    let db = temp_db("win");
    let server = TestServer::start(&db);
    let b = &server.base;
    let (id, token) = two_player_table(b, "Emmeline", "Herbert");
    let rules = Rules::load("english").unwrap();
    let kind: suffragetto_ai::AgentKind = "greedy".parse().unwrap();
    let mut players = [kind.make(1), kind.make(2)];
    let mut state = get_json(b, &format!("/api/tables/{id}"));
    let moves = format!("/api/tables/{id}/moves");
    for _ in 0..2000 {
        if !state["result"].is_null() {
            break;
        }
        let pos =
            suffragetto_core::notation::parse_position(state["position"].as_str().unwrap(), &rules)
                .unwrap();
        let legal = pos.legal_moves(&rules);
        let side = side_to_move(&state);
        let who = usize::from(side == "P");
        let mv = legal[players[who].choose(&pos, &rules, &legal)];
        let (status, next) = post(
            b,
            &moves,
            &json!({"token": token(&side), "move": suffragetto_core::notation::write_move(&pos, &rules, &mv)}),
        );
        assert_eq!(status, 200, "{next}");
        state = next;
    }
    let winner = state["result"].as_str().expect("the game ends").to_string();
    assert_eq!(state["termination"], "target");
    let (status, body) = post(b, &moves, &json!({"token": token("S"), "move": "pass"}));
    assert_eq!(status, 403, "no move after the end: {body}");
    let lobby = get_json(b, "/api/tables");
    assert_eq!(lobby["tables"][0]["result"], winner.as_str());
    let (_, sgn) = get(b, &format!("/api/tables/{id}/record.sgn"));
    let replay = Record::parse(&sgn)
        .unwrap()
        .replay(&rules, "record.sgn")
        .unwrap();
    assert_eq!(replay.outcome().tag(), winner);
}

#[test]
fn a_table_can_start_from_a_position_and_keeps_it_across_a_restart() {
    let db = temp_db("setup");
    let ending = "17/17/10I6/7SSS7/8SS7/6S10/17/17/17/17/17/17/17/17/17/17/17 S 5+10 4+16 - 40";
    let id;
    let tokens;
    {
        let server = TestServer::start(&db);
        let b = &server.base;
        let c = create_table(
            b,
            &json!({"variant": "english", "side": "S", "nickname": "Ada", "position": ending}),
        );
        id = c["id"].as_str().unwrap().to_string();
        let (_, j) = post(
            b,
            &format!("/api/tables/{id}/join"),
            &json!({"nickname": "Bob"}),
        );
        tokens = (c["token"].clone(), j["token"].clone());
        assert_eq!(
            get_json(b, &format!("/api/tables/{id}"))["position"],
            ending
        );
        // A position that is not one of the variant is refused with the reason.
        let (status, e) = post(
            b,
            "/api/tables",
            &json!({"variant": "english", "side": "S", "nickname": "Ada", "position": "17/17 S"}),
        );
        assert!((400..500).contains(&status), "{status} {e}");
        assert!(e.to_string().contains("position"), "{e}");
    }
    // After a restart the table still starts from its position.
    let server = TestServer::start(&db);
    let b = &server.base;
    assert_eq!(
        get_json(b, &format!("/api/tables/{id}"))["position"],
        ending
    );
    let moves = format!("/api/tables/{id}/moves");
    let (status, _) = post(b, &moves, &json!({"token": tokens.1, "move": "k15-k14"}));
    assert_eq!(status, 403, "the Police are not to move");
    let (status, v) = post(b, &moves, &json!({"token": tokens.0, "move": "g12-h13"}));
    assert_eq!(status, 200, "{v}");
    let state = get_json(b, &format!("/api/tables/{id}"));
    assert_eq!(state["result"], "S", "{state}");
    let (_, sgn) = get(b, &format!("/api/tables/{id}/record.sgn"));
    let rules = Rules::load("english").unwrap();
    let replay = Record::parse(&sgn)
        .unwrap()
        .replay(&rules, "record.sgn")
        .unwrap();
    assert_eq!(
        replay.outcome().winner(),
        Some(suffragetto_core::piece::Side::Suffragettes)
    );
}
