//! The reasons inside the API's refusals in the visitor's language: a body
//! or query that does not read, a position string, a move's text, a
//! record, a clock, a format, an opponent. Each is asked in German (`?lang=de`) and French
//! (`Accept-Language: fr`), and the answer must hold no English words
//! that the lower layers (axum, serde, the readers of notation and
//! records) would have put there, with the same status and the same line
//! and column as the English answer.

use super::harness::{TestServer, agent, create_table, temp_db};
use serde_json::{Value, json};
use std::io::Write;
use std::net::Ipv4Addr;
use std::time::Duration;

/// Words of English a German or French refusal never holds (the ids, the
/// notation and the field names it quotes have none of them).
const ENGLISH: [&str; 16] = [
    " the ",
    " expected ",
    " at line ",
    " is ",
    " and ",
    " of ",
    " not ",
    " must ",
    " with ",
    " to ",
    " under ",
    "Failed",
    "deserialize",
    "length limit",
    " missing",
    " invalid",
];

const START: &str = "17/17/17/6P3P6/4IPP3PPI4/2IPPPPPIPPPPPI2/17/17/17/17/17/2LSSSSSLSSSSSL2/4LSS3SSL4/6S3S6/17/17/17 S 0+0 0+0 - 0";

/// The answer to `method path` with `body` of `kind` in `lang` (`en`,
/// `de` by the query, `fr` by the header): status, Content-Language and
/// the JSON.
fn ask(
    base: &str,
    method: &str,
    path: &str,
    kind: &str,
    body: Option<&str>,
    lang: &str,
) -> (u16, Option<String>, Value) {
    let sep = if path.contains('?') { '&' } else { '?' };
    let url = match lang {
        "de" => format!("{base}{path}{sep}lang=de"),
        _ => format!("{base}{path}"),
    };
    let accept = if lang == "fr" {
        "fr-FR, fr;q=0.9"
    } else {
        "en"
    };
    let mut r = match (method, body) {
        ("GET", _) => agent()
            .get(&url)
            .header("Accept-Language", accept)
            .call()
            .unwrap(),
        (_, b) => agent()
            .post(&url)
            .header("Accept-Language", accept)
            .header("Content-Type", kind)
            .send(b.unwrap_or(""))
            .unwrap(),
    };
    let language = r
        .headers()
        .get("content-language")
        .map(|v| v.to_str().unwrap().to_string());
    let status = r.status().as_u16();
    let text = r.body_mut().read_to_string().unwrap();
    let json = serde_json::from_str(&text).unwrap_or(Value::String(text));
    (status, language, json)
}

/// The numbers of `text`, in order (line and column among them).
fn numbers(text: &str) -> Vec<String> {
    text.split(|c: char| !c.is_ascii_digit())
        .filter(|s| !s.is_empty())
        .map(String::from)
        .collect()
}

/// Checks one request: refused alike in the three languages, in German and
/// French with no English word and the English answer's numbers; the text
/// checked is `field` of the answer.
fn check(base: &str, method: &str, path: &str, kind: &str, body: Option<&str>, field: &str) {
    let (status, _, en) = ask(base, method, path, kind, body, "en");
    let english = en[field].as_str().unwrap_or_else(|| panic!("{path}: {en}"));
    for lang in ["de", "fr"] {
        let (s, language, answer) = ask(base, method, path, kind, body, lang);
        assert_eq!(s, status, "{lang} {path} {body:?}: {answer}");
        let text = answer[field].as_str().unwrap_or_else(|| panic!("{answer}"));
        if field == "error" {
            assert_eq!(language.as_deref(), Some(lang), "{path}: {answer}");
        }
        for w in ENGLISH {
            assert!(
                !text.contains(w),
                "{lang} {method} {path} {body:?}: {w:?} in {text:?} (English: {english:?})"
            );
        }
        assert_eq!(
            numbers(text),
            numbers(english),
            "{lang} {path} {body:?}: the numbers (lines, columns, counts) differ:\n{text}\n{english}"
        );
        assert_ne!(text, english, "{lang} {path} {body:?}: left in English");
    }
}

fn with(field: &str, value: &str) -> String {
    START
        .split(' ')
        .enumerate()
        .fold(String::new(), |out, (i, f)| {
            let f = if i.to_string() == field { value } else { f };
            if out.is_empty() {
                f.to_string()
            } else {
                format!("{out} {f}")
            }
        })
}

#[test]
fn reasons_inside_refusals_come_in_the_visitors_language() {
    let db = temp_db("refusal-words");
    let server = TestServer::start(&db);
    let b = &server.base;
    const JSON: &str = "application/json";
    // Bodies that do not read.
    for body in [
        "{\"nickname\": ",
        "{\"nickname\": 5}",
        "[1, 2]",
        "{\"nickname\": \"Ada\", \"private\": \"yes\"}",
    ] {
        check(b, "POST", "/api/tables", JSON, Some(body), "error");
    }
    check(b, "POST", "/api/tables", "text/plain", Some("{}"), "error");
    check(
        b,
        "POST",
        "/api/tables/abc/moves",
        JSON,
        Some("{\"token\": \"x\"}"),
        "error",
    );
    check(
        b,
        "POST",
        "/api/session",
        JSON,
        Some("{\"name\": 5, \"password\": []}"),
        "error",
    );
    // Too large, declared (refused before a handler reads it) and read.
    let large = format!("{{\"nickname\": \"{}\"}}", "a".repeat(20_000));
    check(b, "POST", "/api/tables", JSON, Some(&large), "error");
    for lang in ["?lang=de", ""] {
        let mut s = super::harness::connect_from(Ipv4Addr::LOCALHOST, server.addr).unwrap();
        write!(
            s,
            "POST /api/tables{lang} HTTP/1.1\r\nHost: x\r\nAccept-Language: fr\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n{:x}\r\n{large}\r\n0\r\n\r\n",
            large.len()
        )
        .unwrap();
        let a = super::harness::read_answer(&mut s, Duration::from_secs(5)).unwrap();
        assert_eq!(a.status, 413, "{a:?}");
        for w in ENGLISH {
            assert!(!a.body.contains(w), "{lang}: {w:?} in {}", a.body);
        }
    }
    // Position strings that do not read, or are not a position.
    let s_on_prison = START.replacen("17/17/17 S", "17/17/S16 S", 1);
    for position in [
        "17/17 S 0+0 0+0 - 0".to_string(),
        "x S".to_string(),
        with("1", "Q"),
        with("2", "1-1"),
        with("4", "zz"),
        with("5", "-1"),
        START.replacen("17/17/17/6P3P6", "17/17/16/6P3P6", 1),
        START.replacen("17/17/17/6P3P6", "17/17/S17/6P3P6", 1),
        START.replacen("17/17/17/6P3P6", "17/17/17S/6P3P6", 1),
        START.replacen("17/17/17/6P3P6", "17/17/99/6P3P6", 1),
        START.replacen("17/17/17/6P3P6", "17/17/Z16/6P3P6", 1),
        with("2", "0+5"),
        s_on_prison,
    ] {
        let body = json!({"nickname": "Ada", "position": position}).to_string();
        check(b, "POST", "/api/tables", JSON, Some(&body), "error");
        let body = json!({"variants": ["english", "german"], "position": position}).to_string();
        check(b, "POST", "/api/explore", JSON, Some(&body), "error");
    }
    // Clocks, opponents, a square to edit, formats and queries.
    for body in [
        json!({"nickname": "Ada", "clock": {"days_per_move": 99}}),
        json!({"nickname": "Ada", "clock": {"initial_s": 0, "increment_s": 0}}),
        json!({"nickname": "Ada", "opponent": "wizard"}),
    ] {
        check(
            b,
            "POST",
            "/api/tables",
            JSON,
            Some(&body.to_string()),
            "error",
        );
    }
    let body = json!({"variants": ["english"], "edit": {"square": "z99"}}).to_string();
    check(b, "POST", "/api/explore", JSON, Some(&body), "error");
    check(
        b,
        "GET",
        "/api/explore/diagram?variants=english&format=gif",
        "",
        None,
        "error",
    );
    let c = create_table(b, &json!({"nickname": "Ada", "side": "S"}));
    let id = c["id"].as_str().unwrap();
    check(
        b,
        "GET",
        &format!("/api/tables/{id}/diagram.svg?ply=x"),
        "",
        None,
        "error",
    );
    check(
        b,
        "GET",
        "/api/explore/diagram?variants=english&flip=maybe",
        "",
        None,
        "error",
    );
    check(
        b,
        "GET",
        "/api/studies/abc/chapters/first/diagram.svg",
        "",
        None,
        "error",
    );
    // Move text that does not read: refused at a table and explained.
    for mv in ["zz", "e6", "e6-e7-", "X9+9", "e6xe7"] {
        let body = json!({"token": c["token"], "move": mv}).to_string();
        check(
            b,
            "POST",
            &format!("/api/tables/{id}/moves"),
            JSON,
            Some(&body),
            "error",
        );
        check(
            b,
            "GET",
            &format!(
                "/api/explain?variant=english&move={}",
                mv.replace('+', "%2B")
            ),
            "",
            None,
            "reason",
        );
    }
    // Records that do not read or do not replay.
    for text in [
        "1. e6-e7 {unclosed",
        "1. e6-e7 zz",
        "[Variant \"english\"\n1. e6-e7",
        "1. e6-e7 ) ",
        "2. e6-e7",
        "1. e6-e7 [%mark z99 red]",
        "[SetUp \"17/17 S 0+0 0+0 - 0\"]\n1. e6-e7",
        "[FirstPlayer \"Q\"]\n1. e6-e7",
        "[Result \"P\"]\n1. e6-e7",
        "1. e6-e9",
    ] {
        let body = json!({"name": "game.sgn", "text": text}).to_string();
        check(b, "POST", "/api/explore/record", JSON, Some(&body), "error");
    }
}
