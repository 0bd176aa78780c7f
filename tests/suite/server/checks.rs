//! Exact answers of the API: the status of an oversized body, the engine's
//! reason word for word, one move of two sent at once, the errors of chat
//! and resign, the variant list, and the diagram's `ply`, `flip` and
//! `arrow`.

use super::harness::{TestServer, create_table, get, get_json, post, request_from, temp_db};
use super::{side_to_move, two_player_table};
use serde_json::{Value, json};
use std::io::Write;
use std::net::Ipv4Addr;
use std::sync::{Arc, Barrier};
use std::time::Duration;
use suffragetto_core::engine::Rules;
use suffragetto_core::record::Record;

const FIVE: Duration = Duration::from_secs(5);

#[test]
fn an_oversized_body_is_answered_exactly_413() {
    let db = temp_db("413");
    let server = TestServer::start(&db);
    // Declared too large: refused on the header, before any byte of it.
    let mut s = super::harness::connect_from(Ipv4Addr::LOCALHOST, server.addr).unwrap();
    write!(
        s,
        "POST /api/tables HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 10000000000\r\n\r\n"
    )
    .unwrap();
    let a = super::harness::read_answer(&mut s, FIVE).unwrap();
    assert_eq!(a.status, 413, "{a:?}");
    // Sent without a length (chunked), it is cut off at the limit.
    let mut s = super::harness::connect_from(Ipv4Addr::LOCALHOST, server.addr).unwrap();
    let chunk = format!("{{\"nickname\": \"{}\"}}", "a".repeat(20_000));
    write!(
        s,
        "POST /api/tables HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n{:x}\r\n{chunk}\r\n0\r\n\r\n",
        chunk.len()
    )
    .unwrap();
    let a = super::harness::read_answer(&mut s, FIVE).unwrap();
    assert_eq!(a.status, 413, "{a:?}");
    // Exactly the limit still goes through to the handler (400: no nickname).
    let at_limit = format!("{{\"x\": \"{}\"}}", "a".repeat(16 * 1024 - 9));
    assert_eq!(at_limit.len(), 16 * 1024);
    let a = request_from(
        Ipv4Addr::LOCALHOST,
        server.addr,
        "POST",
        "/api/tables",
        Some(&at_limit),
        FIVE,
    )
    .unwrap();
    // A guest's nickname is missing (a signed-in player needs none).
    assert_eq!(a.status, 400, "{a:?}");
    assert!(a.body.contains("a nickname has 1 to 24"), "{a:?}");
}

#[test]
fn the_engines_reason_comes_through_the_server_word_for_word() {
    let db = temp_db("reason");
    let server = TestServer::start(&db);
    let b = &server.base;
    // The Suffragettes to move, at the start.
    let rules = Rules::load("english").unwrap();
    let start = rules.start_with(suffragetto_core::piece::Side::Suffragettes);
    let c = create_table(
        b,
        &json!({"nickname": "Ada", "side": "S", "position": suffragetto_core::notation::write_position(&start)}),
    );
    let id = c["id"].as_str().unwrap();
    for (mv, literal, rule_point) in [
        ("a1-a2", "a1-a2: there is no piece on a1", json!(null)),
        (
            "e6-e5",
            "e6-e5: lands on e5, which is occupied by a Leader",
            json!(null),
        ),
        (
            "pass",
            "pass: pass is legal only when nothing else is, and 119 other moves are legal (rule: A side with no legal move)",
            json!("end.no_move"),
        ),
    ] {
        let refusal = suffragetto_core::notation::parse_move(&start, &rules, mv).unwrap_err();
        let (status, body) = post(
            b,
            &format!("/api/tables/{id}/moves"),
            &json!({"token": c["token"], "move": mv}),
        );
        assert_eq!(status, 422, "{body}");
        // A player reads the rule by its title; the command line's words
        // are the same with the rule point's id instead.
        assert_eq!(body["error"], literal);
        let cli = match refusal.rule_point() {
            Some(p) => literal.replace(
                &format!("(rule: {})", p.title_in(suffragetto_core::lang::Lang::En)),
                &format!("({})", p.as_str()),
            ),
            None => literal.to_string(),
        };
        assert_eq!(refusal.to_string(), cli);
        assert_eq!(body["rule_point"], json!(refusal.rule_point()));
        assert_eq!(body["rule_point"], rule_point);
    }
}

#[test]
fn a_refusal_answers_in_the_visitors_language_with_the_same_rule_point() {
    let db = temp_db("reason-lang");
    let server = TestServer::start(&db);
    let b = &server.base;
    let rules = Rules::load("english").unwrap();
    let start = rules.start_with(suffragetto_core::piece::Side::Suffragettes);
    let c = create_table(
        b,
        &json!({"nickname": "Ada", "side": "S", "position": suffragetto_core::notation::write_position(&start)}),
    );
    let id = c["id"].as_str().unwrap();
    let send = |query: &str, accept: Option<&str>| {
        let mut req = super::harness::agent().post(format!("{b}/api/tables/{id}/moves{query}"));
        if let Some(a) = accept {
            req = req.header("Accept-Language", a);
        }
        let mut r = req
            .send_json(json!({"token": c["token"], "move": "pass"}))
            .unwrap();
        let language = r
            .headers()
            .get("content-language")
            .map(|v| v.to_str().unwrap().to_string());
        let body: Value = serde_json::from_str(&r.body_mut().read_to_string().unwrap()).unwrap();
        (r.status().as_u16(), language, body)
    };
    let (status, language, de) = send("", Some("de-CH, en;q=0.5"));
    assert_eq!((status, language.as_deref()), (422, Some("de")), "{de}");
    assert_eq!(
        de["error"],
        "pass: Passen ist nur erlaubt, wenn nichts anderes erlaubt ist, und 119 andere Züge sind erlaubt (Regel: Eine Seite ohne erlaubten Zug)"
    );
    assert_eq!(de["rule_point"], "end.no_move");
    // ?lang= wins over the header.
    let (_, _, fr) = send("?lang=fr", Some("de"));
    assert_eq!(
        fr["error"],
        "pass\u{a0}: on ne peut passer que si rien d’autre n’est permis, et 119 autres coups sont permis (règle\u{a0}: Un camp sans coup permis)"
    );
    assert_eq!(fr["rule_point"], "end.no_move");
    // English without either, and for a language the project does not speak.
    let (_, _, en) = send("", Some("it"));
    assert_eq!(
        en["error"],
        "pass: pass is legal only when nothing else is, and 119 other moves are legal (rule: A side with no legal move)"
    );
    // The explorer's explanation too.
    let pos = suffragetto_core::notation::write_position(&start);
    let q = pos
        .replace(' ', "%20")
        .replace('/', "%2F")
        .replace('+', "%2B");
    let e = super::harness::get_json(
        b,
        &format!("/api/explain?variant=english&position={q}&move=pass&lang=de"),
    );
    assert_eq!(
        e["reason"],
        "Passen ist nur erlaubt, wenn nichts anderes erlaubt ist, und 119 andere Züge sind erlaubt"
    );
    assert_eq!(e["rule_title"], "Eine Seite ohne erlaubten Zug");
}

#[test]
fn of_two_moves_sent_at_once_exactly_one_is_played_and_the_game_replays() {
    let db = temp_db("race");
    let server = TestServer::start(&db);
    let b = server.base.clone();
    let (id, token) = two_player_table(&b, "Ada", "Bea");
    let mut state = get_json(&b, &format!("/api/tables/{id}"));
    let mut played = 0;
    for round in 0..20 {
        let side = side_to_move(&state);
        let legal: Vec<String> = state["legal_moves"]
            .as_array()
            .unwrap()
            .iter()
            .map(|m| m.as_str().unwrap().to_string())
            .collect();
        // Two different legal moves of the side to move, at the same moment.
        let pair = [
            legal[round % legal.len()].clone(),
            legal[(round + 1) % legal.len()].clone(),
        ];
        let barrier = Arc::new(Barrier::new(2));
        let answers: Vec<(u16, Value)> = pair
            .into_iter()
            .map(|mv| {
                let (b, id, t, barrier) = (b.clone(), id.clone(), token(&side), barrier.clone());
                std::thread::spawn(move || {
                    barrier.wait();
                    post(
                        &b,
                        &format!("/api/tables/{id}/moves"),
                        &json!({"token": t, "move": mv}),
                    )
                })
            })
            .collect::<Vec<_>>()
            .into_iter()
            .map(|h| h.join().unwrap())
            .collect();
        let ok: Vec<&Value> = answers
            .iter()
            .filter(|a| a.0 == 200)
            .map(|a| &a.1)
            .collect();
        assert_eq!(ok.len(), 1, "round {round}: {answers:?}");
        let refused = answers.iter().find(|a| a.0 != 200).unwrap();
        assert_eq!(refused.0, 403, "{refused:?}");
        assert!(
            refused.1["error"]
                .as_str()
                .unwrap()
                .starts_with("it is not your turn"),
            "{refused:?}"
        );
        played += 1;
        state = ok[0].clone();
        assert_eq!(state["moves"].as_array().unwrap().len(), played);
        if !state["result"].is_null() {
            break;
        }
    }
    // The stored game replays to the position the server shows, also
    // after a restart.
    let rules = Rules::load("english").unwrap();
    let (_, sgn) = get(&b, &format!("/api/tables/{id}/record.sgn"));
    let replay = Record::parse(&sgn)
        .unwrap()
        .replay(&rules, "race.sgn")
        .unwrap();
    assert_eq!(replay.steps.len(), played);
    drop(server);
    let server = TestServer::start(&db);
    let again = get_json(&server.base, &format!("/api/tables/{id}"));
    assert_eq!(again["moves"], state["moves"]);
    assert_eq!(
        suffragetto_core::notation::write_position(replay.end()),
        again["position"].as_str().unwrap()
    );
}

#[test]
fn chat_and_resign_refuse_what_they_must() {
    let db = temp_db("chat-resign");
    let server = TestServer::start(&db);
    let b = &server.base;
    let (id, token) = two_player_table(b, "Ada", "Bea");
    let chat = format!("/api/tables/{id}/chat");
    let resign = format!("/api/tables/{id}/resign");
    let cases = [
        (
            json!({"token": "0".repeat(32), "text": "hi"}),
            403,
            "wrong token: only the players chat",
        ),
        (
            json!({"token": token("S"), "text": "   "}),
            400,
            "a chat line has 1 to 300 characters (spaces and invisible characters do not count)",
        ),
        (
            json!({"token": token("S"), "text": "\u{1}\u{7}\u{1b}\u{200b}\u{feff}"}),
            400,
            "a chat line has 1 to 300 characters (spaces and invisible characters do not count)",
        ),
        (
            json!({"token": token("S"), "text": "x".repeat(301)}),
            400,
            "a chat line has 1 to 300 characters (spaces and invisible characters do not count)",
        ),
    ];
    for (body, status, error) in cases {
        let (s, a) = post(b, &chat, &body);
        assert_eq!((s, a["error"].as_str().unwrap()), (status, error), "{body}");
    }
    let (s, a) = post(
        b,
        &chat,
        &json!({"token": token("P"), "text": "x".repeat(300)}),
    );
    assert_eq!(s, 200, "{a}");
    for _ in 1..200 {
        assert_eq!(
            post(b, &chat, &json!({"token": token("S"), "text": "line"})).0,
            200
        );
    }
    let (s, a) = post(b, &chat, &json!({"token": token("S"), "text": "one more"}));
    assert_eq!(
        (s, a["error"].as_str().unwrap()),
        (403, "this table's chat is full")
    );
    let (s, a) = post(b, &resign, &json!({"token": "f".repeat(32)}));
    assert_eq!(
        (s, a["error"].as_str().unwrap()),
        (403, "wrong token: you do not sit at this table")
    );
    let (s, a) = post(
        b,
        "/api/tables/0123456789abcdef01234567/resign",
        &json!({"token": token("S")}),
    );
    assert_eq!(
        (s, a["error"].as_str().unwrap()),
        (404, "no table `0123456789abcdef01234567`")
    );
    let (s, a) = post(b, &resign, &json!({"token": token("S")}));
    assert_eq!(s, 200, "{a}");
    assert_eq!(
        (a["result"].as_str(), a["termination"].as_str()),
        (Some("P"), Some("resignation"))
    );
    for side in ["S", "P"] {
        let (s, a) = post(b, &resign, &json!({"token": token(side)}));
        assert_eq!((s, a["error"].as_str().unwrap()), (403, "the game is over"));
    }
}

#[test]
fn the_variant_list_names_every_built_in_variant() {
    let db = temp_db("variants");
    let server = TestServer::start(&db);
    let list = get_json(&server.base, "/api/variants");
    let expected: Vec<Value> = ["english", "german", "french", "ludii", "dagaz"]
        .into_iter()
        .map(|id| {
            let v = suffragetto_core::variant::load(id).unwrap();
            // Without a language asked for: the English names.
            json!({"id": id, "title": v.meta.title, "name": v.meta.name, "language": v.meta.language})
        })
        .collect();
    assert_eq!(list, json!({ "variants": expected }));
    assert_eq!(list["variants"][0]["title"], "Suffragetto Online Rules");
}

/// The `Position:` line of a diagram's description.
fn drawn_position(svg: &str) -> &str {
    svg.lines()
        .find_map(|l| l.strip_prefix("Position: "))
        .unwrap_or_else(|| panic!("no Position line in {}", &svg[..300.min(svg.len())]))
}

/// The x of the label `PRISON`: left unless the board is turned round.
fn prison_label_x(svg: &str) -> f64 {
    let at = svg.find("\nPRISON\n").expect("a PRISON label");
    let tag = &svg[svg[..at].rfind("<text").unwrap()..at];
    let x = tag.split(" x=\"").nth(1).unwrap();
    x[..x.find('"').unwrap()].parse().unwrap()
}

#[test]
fn the_diagram_draws_any_ply_either_way_up_with_or_without_the_arrow() {
    let db = temp_db("diagram");
    let server = TestServer::start(&db);
    let b = &server.base;
    let (id, token) = two_player_table(b, "Ada", "Bea");
    let mut positions = vec![get_json(b, &format!("/api/tables/{id}"))];
    for _ in 0..3 {
        let s = positions.last().unwrap().clone();
        let mv = s["legal_moves"][0].as_str().unwrap();
        let (status, next) = post(
            b,
            &format!("/api/tables/{id}/moves"),
            &json!({"token": token(&side_to_move(&s)), "move": mv}),
        );
        assert_eq!(status, 200, "{next}");
        positions.push(next);
    }
    let diagram = |query: &str| {
        let (status, svg) = get(b, &format!("/api/tables/{id}/diagram.svg{query}"));
        assert_eq!(status, 200, "{query}: {svg}");
        svg
    };
    for (ply, state) in positions.iter().enumerate() {
        let svg = diagram(&format!("?ply={ply}"));
        assert_eq!(
            drawn_position(&svg),
            state["position"].as_str().unwrap(),
            "ply {ply}"
        );
        assert_eq!(svg.contains("Last move through"), ply > 0, "ply {ply}");
    }
    assert_eq!(diagram(""), diagram("?ply=3"));
    let last = diagram("?ply=3&arrow=false");
    assert!(!last.contains("Last move through"));
    assert_eq!(
        drawn_position(&last),
        positions[3]["position"].as_str().unwrap()
    );
    let (plain, turned) = (diagram("?ply=1"), diagram("?ply=1&flip=true"));
    assert!(prison_label_x(&plain) < 20.0, "{}", prison_label_x(&plain));
    assert!(
        prison_label_x(&turned) > 90.0,
        "{}",
        prison_label_x(&turned)
    );
    assert_eq!(drawn_position(&turned), drawn_position(&plain));
    let (status, e) = get(b, &format!("/api/tables/{id}/diagram.svg?ply=4"));
    assert_eq!(
        (status, e.as_str()),
        (404, "{\"error\":\"ply 4 is not in this game\"}")
    );
    assert_eq!(
        get(b, &format!("/api/tables/{id}/diagram.svg?ply=x")).0,
        400
    );
}

/// The `viewBox` of an SVG: its width and height.
fn view_box(svg: &str) -> (f64, f64) {
    let at = svg.find("viewBox=\"").expect("a viewBox") + 9;
    let v: Vec<f64> = svg[at..at + svg[at..].find('"').unwrap()]
        .split(' ')
        .map(|n| n.parse().unwrap())
        .collect();
    (v[2], v[3])
}

#[test]
fn the_board_of_each_ply_comes_as_data_beside_its_diagram() {
    let db = temp_db("board-data");
    let server = TestServer::start(&db);
    let b = &server.base;
    let (id, token) = two_player_table(b, "Ada", "Bea");
    let start = get_json(b, &format!("/api/tables/{id}"));
    // The steps and chains the page may make, with their squares.
    let legal = start["legal"].as_array().unwrap();
    assert_eq!(legal.len(), start["legal_moves"].as_array().unwrap().len());
    let chain = legal
        .iter()
        .find(|m| m["path"].as_array().is_some_and(|p| p.len() > 1))
        .unwrap();
    let mv = chain["move"].as_str().unwrap().to_string();
    let (status, after) = post(
        b,
        &format!("/api/tables/{id}/moves"),
        &json!({"token": token(&side_to_move(&start)), "move": mv}),
    );
    assert_eq!(status, 200, "{after}");
    for flip in [false, true] {
        let board = get_json(b, &format!("/api/tables/{id}/board?ply=1&flip={flip}"));
        let svg = get(
            b,
            &format!("/api/tables/{id}/diagram.svg?ply=1&arrow=false&flip={flip}"),
        )
        .1;
        let g = &board["geometry"];
        assert_eq!(
            view_box(&svg),
            (g["width"].as_f64().unwrap(), g["height"].as_f64().unwrap())
        );
        let first = if flip { "q" } else { "a" };
        assert_eq!(g["columns"][0], first, "flip {flip}");
        assert_eq!(board["last_move"]["path"], chain["path"]);
        assert_eq!(board["to_move"], after["to_move"]);
        // Every piece of the position, on its square, in the variant's colours.
        let pieces = board["pieces"].as_object().unwrap();
        assert_eq!(pieces.len(), 42);
        assert_eq!(
            board["kinds"]["I"]["fill"], "#ffffff",
            "the English online rules' white Inspectors"
        );
    }
    let start_board = get_json(b, &format!("/api/tables/{id}/board?ply=0"));
    assert!(start_board.get("last_move").is_none());
    assert_eq!(
        error_text(get(b, &format!("/api/tables/{id}/board?ply=9"))),
        (404, "ply 9 is not in this game".to_string())
    );
    assert_eq!(get(b, &format!("/api/tables/{id}/board?ply=x")).0, 400);
}

fn error_text((status, text): (u16, String)) -> (u16, String) {
    let v: serde_json::Value = serde_json::from_str(&text).unwrap();
    (status, v["error"].as_str().unwrap_or_default().to_string())
}

/// The Rules button's text: the rules in brief for players, in the
/// visitor's language whatever the variant's, with conventions marked.
#[test]
fn players_get_the_rules_in_brief_in_their_own_language() {
    let db = temp_db("summary");
    let s = TestServer::start(&db);
    let in_lang = |accept: &str| -> Value {
        let mut r = super::harness::agent()
            .get(format!("{}/api/variants/german/summary", s.base))
            .header("Accept-Language", accept)
            .call()
            .unwrap();
        serde_json::from_str(&r.body_mut().read_to_string().unwrap()).unwrap()
    };
    // No language asked: English, though the variant is the German text's.
    assert_eq!(
        get_json(&s.base, "/api/variants/german/summary")["lang"],
        "en"
    );
    assert_eq!(in_lang("fr-FR, en;q=0.3")["lang"], "fr");
    let german = in_lang("de");
    assert_eq!(german["lang"], "de");
    let html = german["html"].as_str().unwrap();
    assert!(
        html.starts_with("<article class=\"rules-summary\" lang=\"de\">"),
        "{html}"
    );
    assert!(html.contains("die Regeln in Kürze"));
    assert!(!html.contains("coin_toss") && !html.contains("hop.over"));
    let english = get_json(&s.base, "/api/variants/german/summary?lang=en");
    assert_eq!(english["lang"], "en");
    assert!(english["html"].as_str().unwrap().contains("class=\"mark\""));
    let (status, _) = get(&s.base, "/api/variants/klingon/summary");
    assert_eq!(status, 404);
}

#[test]
fn the_moves_are_said_in_words_in_the_visitors_language() {
    let db = temp_db("said");
    let server = TestServer::start(&db);
    let b = &server.base;
    let (id, token) = two_player_table(b, "Ada", "Bea");
    let mut played = Vec::new();
    for _ in 0..3 {
        let s = get_json(b, &format!("/api/tables/{id}"));
        let mv = s["legal"]
            .as_array()
            .unwrap()
            .iter()
            .find(|m| m["kind"] == "step")
            .unwrap()
            .clone();
        let (status, _) = post(
            b,
            &format!("/api/tables/{id}/moves"),
            &json!({"token": token(&side_to_move(&s)), "move": mv["move"]}),
        );
        assert_eq!(status, 200);
        played.push(mv);
    }
    let said = get_json(b, &format!("/api/tables/{id}/said?from=0"));
    let words: Vec<&str> = said["said"]
        .as_array()
        .unwrap()
        .iter()
        .map(|w| w.as_str().unwrap())
        .collect();
    assert_eq!(words.len(), 3, "{said}");
    for (w, mv) in words.iter().zip(&played) {
        let (from, to) = (mv["from"].as_str().unwrap(), mv["to"].as_str().unwrap());
        assert!(w.ends_with(&format!(" {from} to {to}")), "{w} says {mv}");
    }
    // The sides take turns, each move said with its side.
    let first_s = words[0].starts_with("Suffragettes: ");
    assert!(first_s || words[0].starts_with("Police: "), "{words:?}");
    let second = if first_s {
        "Police: "
    } else {
        "Suffragettes: "
    };
    assert!(words[1].starts_with(second), "{words:?}");
    // From a later ply, and in German when the visitor asks for it.
    let later = get_json(b, &format!("/api/tables/{id}/said?from=2&lang=de"));
    let w = later["said"][0].as_str().unwrap();
    assert_eq!(later["said"].as_array().unwrap().len(), 1);
    let third = if first_s {
        "Suffragetten: "
    } else {
        "Polizei: "
    };
    assert!(w.starts_with(third) && w.contains(" nach "), "{w}");
    let past = get_json(b, &format!("/api/tables/{id}/said?from=9"));
    assert_eq!(past["said"], json!([]));
    let (status, _) = get(b, &format!("/api/tables/{id}/said?from=x"));
    assert_eq!(status, 400);
    let (status, _) = get(b, "/api/tables/nosuchtable/said");
    assert_eq!(status, 404);
}
