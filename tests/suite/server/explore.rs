//! The explorer's API over loopback (`/api/explore`, `/api/explain`, a
//! variant file, a record and a diagram sent or asked for), its bounds and
//! located errors, a table opened from a composed position, and the book
//! served under `/book/` without a way out of its directory.

use super::harness::{TestServer, get, get_json, post, request_from, temp_db};
use crate::common::rules;
use serde_json::{Value, json};
use std::net::Ipv4Addr;
use std::time::Duration;
use suffragetto_core::notation::write_position;

/// A composed position (docs/notation.md): a small piece on g7 and a
/// constable on g8, nobody captured, the Suffragettes to move. The English
/// reading lets g7 hop straight over g8, the German does not.
fn two_pieces() -> String {
    "17/17/17/17/17/17/17/17/17/6P10/6S10/17/17/17/17/17/17 S 0+0 0+0 - 0".to_string()
}

const EMPTY: &str = "17/17/17/17/17/17/17/17/17/17/17/17/17/17/17/17/17 S 0+0 0+0 - 0";

fn q(s: &str) -> String {
    url_escape(s)
}

/// Percent-encodes everything but unreserved characters.
fn url_escape(s: &str) -> String {
    s.bytes()
        .map(|b| match b {
            b'A'..=b'Z' | b'a'..=b'z' | b'0'..=b'9' | b'-' | b'_' | b'.' | b'~' => {
                (b as char).to_string()
            }
            _ => format!("%{b:02X}"),
        })
        .collect()
}

fn error_of(status_and_text: (u16, String)) -> (u16, String) {
    let (status, text) = status_and_text;
    let v: Value = serde_json::from_str(&text).unwrap_or_else(|_| panic!("not JSON: {text}"));
    (status, v["error"].as_str().unwrap_or_default().to_string())
}

#[test]
fn explore_sets_two_variants_side_by_side_with_their_differences() {
    let db = temp_db("explore");
    let server = TestServer::start(&db);
    let b = &server.base;
    let pos = two_pieces();
    let x = get_json(
        b,
        &format!("/api/explore?position={}&variants=english,german", q(&pos)),
    );
    assert_eq!(x["position"], pos.as_str());
    assert_eq!(x["to_move"], "S");
    let ids: Vec<&str> = x["variants"]
        .as_array()
        .unwrap()
        .iter()
        .map(|v| v["id"].as_str().unwrap())
        .collect();
    assert_eq!(ids, ["english", "german"]);
    let moves = |i: usize| -> Vec<String> {
        x["variants"][i]["moves"]
            .as_array()
            .unwrap()
            .iter()
            .map(|m| m["move"].as_str().unwrap().to_string())
            .collect()
    };
    assert!(moves(0).contains(&"g7-g9".to_string()), "{:?}", moves(0));
    assert!(!moves(1).contains(&"g7-g9".to_string()), "{:?}", moves(1));
    let hop = x["variants"][0]["moves"]
        .as_array()
        .unwrap()
        .iter()
        .find(|m| m["move"] == "g7-g9")
        .unwrap();
    assert_eq!(
        (&hop["kind"], &hop["from"], &hop["to"]),
        (&json!("hop"), &json!("g7"), &json!("g9"))
    );
    let d = x["differences"]
        .as_array()
        .unwrap()
        .iter()
        .find(|d| d["move"] == "g7-g9")
        .expect("g7-g9 is a difference");
    assert_eq!(d["allowed_by"], json!(["english"]));
    assert_eq!(d["refused_by"][0]["variant"], "german");
    assert_eq!(
        d["refused_by"][0]["rule_point"],
        "hop.straight_over_opponent"
    );
    // Every move only one of them allows is a difference, and no other.
    let only: usize = moves(0).iter().filter(|m| !moves(1).contains(m)).count()
        + moves(1).iter().filter(|m| !moves(0).contains(m)).count();
    assert_eq!(x["differences"].as_array().unwrap().len(), only);

    // No position: the start, with the English start's 119 moves.
    let start = get_json(b, "/api/explore?variants=english,german");
    assert_eq!(start["variants"][0]["moves"].as_array().unwrap().len(), 119);
}

#[test]
fn explain_answers_with_the_reason_the_rule_point_and_the_citation_as_the_cli_does() {
    let db = temp_db("explain");
    let server = TestServer::start(&db);
    let b = &server.base;
    let pos = two_pieces();
    let path = |v: &str, m: &str| format!("/api/explain?variant={v}&position={}&move={m}", q(&pos));
    let german = get_json(b, &path("german", "g7-g9"));
    assert_eq!(german["legal"], false);
    assert_eq!(german["rule_point"], "hop.straight_over_opponent");
    assert_eq!(german["value"], "forbidden");
    assert_eq!(
        german["reason"],
        "hop 1 jumps the opponent on g8 without capturing it, which this variant does not allow: jumping an opponent where pieces can be captured always captures"
    );
    assert_eq!(german["citation"]["source"], "rules-de-encyclopedia.txt");
    assert_eq!(german["citation"]["section"], "Spielregeln");
    // Byte for byte what `suffragetto explain --format json` says.
    let cli = crate::common::command()
        .args([
            "explain",
            "--variant",
            "german",
            "--position",
            &pos,
            "g7-g9",
            "--format",
            "json",
        ])
        .output()
        .unwrap();
    let cli: Value = serde_json::from_slice(&cli.stdout).unwrap();
    assert_eq!(german, cli);

    let english = get_json(b, &path("english", "g7-g9"));
    assert_eq!(english["legal"], true);
    assert_eq!(english["canonical"], "g7-g9");
    assert_eq!(english["reason"], Value::Null);
    assert_eq!(english["rule_point"], Value::Null);
    assert_eq!(
        english["after"],
        "17/17/17/17/17/17/17/17/6S10/6P10/17/17/17/17/17/17/17 P 0+0 0+0 - 1"
    );

    // Malformed move text is explained, not an error.
    let zz = get_json(b, &path("english", "zz"));
    assert_eq!(zz["legal"], false);
    assert!(
        zz["reason"].as_str().unwrap().contains("expected a square"),
        "{zz}"
    );
    // Too long a move is refused.
    let (status, e) = error_of(get(b, &path("english", &"a".repeat(201))));
    assert_eq!((status, e.as_str()), (400, "move: at most 200 characters"));
}

#[test]
fn composed_positions_down_to_an_empty_board_are_explored() {
    let db = temp_db("composed");
    let server = TestServer::start(&db);
    let b = &server.base;
    let x = get_json(
        b,
        &format!(
            "/api/explore?position={}&variants=english,german,french",
            q(EMPTY)
        ),
    );
    for v in x["variants"].as_array().unwrap() {
        assert_eq!(v["invalid"], Value::Null, "{v}");
        let moves: Vec<&str> = v["moves"]
            .as_array()
            .unwrap()
            .iter()
            .map(|m| m["move"].as_str().unwrap())
            .collect();
        assert!(moves.iter().all(|m| *m == "pass"), "{moves:?}");
    }
    // A table starts from the two-piece position ("play from here").
    let (status, created) = post(
        b,
        "/api/tables",
        &json!({"variant": "german", "side": "S", "nickname": "Teacher", "position": two_pieces()}),
    );
    assert_eq!(status, 200, "{created}");
    let id = created["id"].as_str().unwrap();
    let table = get_json(b, &format!("/api/tables/{id}"));
    assert_eq!(table["position"], two_pieces().as_str());
    assert!(
        !table["legal_moves"]
            .as_array()
            .unwrap()
            .contains(&json!("g7-g9"))
    );
}

#[test]
fn the_page_edits_a_position_by_asking_the_server() {
    let db = temp_db("explore-edit");
    let server = TestServer::start(&db);
    let b = &server.base;
    let explore = |body: Value| post(b, "/api/explore", &body);
    let (status, x) = explore(
        json!({"position": "empty", "variants": ["english", "german"],
        "edit": {"square": "g7", "piece": "S"}}),
    );
    assert_eq!(status, 200, "{x}");
    assert_eq!(
        x["position"],
        "17/17/17/17/17/17/17/17/17/17/6S10/17/17/17/17/17/17 S 0+0 0+0 - 0"
    );
    let (_, x) = explore(
        json!({"position": x["position"], "variants": ["english", "german"],
        "edit": {"square": "g8", "piece": "P"}}),
    );
    assert_eq!(x["position"], two_pieces().as_str());
    let (_, x) = explore(json!({"position": two_pieces(), "variants": ["english"],
        "edit": {"to_move": "P", "prison": {"large": 1, "small": 2}, "hospital": {"large": 0, "small": 3}}}));
    assert_eq!(
        x["position"],
        "17/17/17/17/17/17/17/17/17/6P10/6S10/17/17/17/17/17/17 P 1+2 0+3 - 0"
    );
    let (_, x) = explore(
        json!({"position": two_pieces(), "variants": ["english"], "edit": {"square": "g8"}}),
    );
    assert_eq!(
        x["position"],
        "17/17/17/17/17/17/17/17/17/17/6S10/17/17/17/17/17/17 S 0+0 0+0 - 0"
    );
    // A difference names its squares: the page reads no move text.
    let (_, x) = explore(json!({"position": two_pieces(), "variants": ["english", "german"]}));
    let d = x["differences"]
        .as_array()
        .unwrap()
        .iter()
        .find(|d| d["move"] == "g7-g9")
        .unwrap();
    assert_eq!(
        (d["from"].as_str(), d["to"].as_str()),
        (Some("g7"), Some("g9"))
    );
    // Its refusal is in the visitor's language, with the rule point's
    // title in that language beside it.
    let refused = &d["refused_by"][0];
    assert_eq!(refused["variant"], "german");
    assert!(
        refused["reason"]
            .as_str()
            .unwrap()
            .ends_with("jumping an opponent where pieces can be captured always captures"),
        "{refused}"
    );
    let (_, x) = post(
        b,
        "/api/explore?lang=de",
        &json!({"position": two_pieces(), "variants": ["english", "german"]}),
    );
    let d = x["differences"]
        .as_array()
        .unwrap()
        .iter()
        .find(|d| d["move"] == "g7-g9")
        .unwrap();
    let refused = &d["refused_by"][0];
    assert!(
        refused["reason"]
            .as_str()
            .unwrap()
            .starts_with("Sprung 1 überspringt den Gegner auf g8"),
        "{refused}"
    );
    assert_eq!(
        refused["rule_title"],
        "Ein Sprung über einen Gegner, den die Figur nicht schlagen kann (eine kleine Figur springt gerade)"
    );
    for (edit, said) in [
        (json!({"square": "z1", "piece": "S"}), "edit: square `z1`"),
        (
            json!({"square": "g7", "piece": "X"}),
            "edit: piece `X`: expected S, L, P or I",
        ),
        (
            json!({"hospital": {"large": 99, "small": 0}}),
            "edit: hospital: at most 16 of each",
        ),
        (
            json!({"colour": "red"}),
            "a field this request does not take: `colour`",
        ),
    ] {
        let (status, e) =
            explore(json!({"position": "empty", "variants": ["english"], "edit": edit}));
        assert_eq!(
            status,
            400 + if said.contains("does not take") {
                22
            } else {
                0
            },
            "{e}"
        );
        assert!(e["error"].as_str().unwrap().contains(said), "{e}");
    }
    // The board of the explorer's diagram, as data, turned round.
    let board = get_json(
        b,
        &format!(
            "/api/explore/board?position={}&variants=german&flip=true",
            q(&two_pieces())
        ),
    );
    assert_eq!(board["pieces"], json!({"g7": "S", "g8": "P"}));
    assert_eq!(board["geometry"]["rows"][0], "1");
    assert_eq!(
        board["kinds"]["I"]["fill"], "#1a237e",
        "the German article's Inspectors"
    );
    let svg = get(
        b,
        &format!(
            "/api/explore/diagram?position={}&variants=german&flip=true",
            q(&two_pieces())
        ),
    )
    .1;
    let at = svg.find("viewBox=\"0 0 ").unwrap() + 13;
    let width: f64 = svg[at..].split(' ').next().unwrap().parse().unwrap();
    assert_eq!(width, board["geometry"]["width"].as_f64().unwrap());
}

#[test]
fn bad_input_gets_400_with_a_located_message() {
    let db = temp_db("explore-bad");
    let server = TestServer::start(&db);
    let b = &server.base;
    let bad_rank = EMPTY.replacen("17/17/17/17", "17/17/17/6X10", 1);
    let cases = [
        (
            format!(
                "/api/explore?position={}&variants=english,german",
                q(&bad_rank)
            ),
            "position: field 1 (board), rank 14, column 11: `X` is not a piece",
        ),
        (
            format!("/api/explore?position={}&variants=english", q("17/17 S")),
            "position: field 3 (prison), column 8: 2 fields, expected 6",
        ),
        (
            "/api/explore?variants=english,german,french,ludii,dagaz,english".to_string(),
            "variants: at most 5 at once (6 asked)",
        ),
        (
            "/api/explore?variants=".to_string(),
            "variants: name at least one",
        ),
        (
            "/api/explore?variants=english,english".to_string(),
            "variants: `english` is named twice",
        ),
        (
            "/api/explore?variants=english,../../etc/passwd".to_string(),
            "unknown variant `../../etc/passwd`: expected one of",
        ),
        (
            format!(
                "/api/explain?variant=german&position={}&move=g7-g9",
                q(&bad_rank)
            ),
            "position: field 1 (board), rank 14, column 11: `X` is not a piece",
        ),
        (
            format!(
                "/api/explore?position={}&variants=english",
                q(&"1/".repeat(300))
            ),
            "position: at most 400 characters",
        ),
        (
            "/api/explain?variant=english".to_string(),
            "the address lacks the parameter `move`",
        ),
        (
            "/api/explore/diagram?flip=maybe".to_string(),
            "the address's parameter `flip` has a value of the wrong kind",
        ),
        (
            "/api/explore/diagram?format=gif".to_string(),
            "format: `gif` is not a format (expected svg, pdf or png)",
        ),
    ];
    for (path, expected) in cases {
        let (status, e) = error_of(get(b, &path));
        assert_eq!(status, 400, "{path}: {e}");
        assert!(
            e.starts_with(expected),
            "{path}: {e:?} does not start with {expected:?}"
        );
    }
    // A piece in the Prison's squares is no position of any variant asked.
    let in_prison = EMPTY.replacen("17/17/17/17/17/17/17/17", "17/17/17/17/17/17/17/S16", 1);
    let (status, e) = error_of(get(
        b,
        &format!(
            "/api/explore?position={}&variants=english,german",
            q(&in_prison)
        ),
    ));
    assert_eq!(status, 400, "{e}");
    assert!(
        e.starts_with("position: not a position of the variants asked (under english: "),
        "{e}"
    );
}

#[test]
fn a_variant_file_sent_is_checked_with_located_errors_and_compared() {
    let db = temp_db("explore-yaml");
    let server = TestServer::start(&db);
    let b = &server.base;
    // A typo in a value: the file, line and column, as the command line says.
    let typo = "id: mine\ntitle: Mine\nextends: german\nrules:\n  hop.straight_over_opponent:\n    value: forbiden\n    status: convention\n";
    let (status, e) = post(
        b,
        "/api/explore/variant",
        &json!({"name": "mine.yaml", "text": typo}),
    );
    assert_eq!(status, 400, "{e}");
    let e = e["error"].as_str().unwrap();
    assert!(e.starts_with("mine.yaml:6:"), "{e}");
    let cli = suffragetto_core::variant::load_untrusted("mine.yaml", typo).unwrap_err();
    assert_eq!(e, cli.to_string());
    // In the visitor's language, the file's keys and values as written.
    for (lang, said) in [
        (
            "de",
            "mine.yaml:6:12: rules.hop.straight_over_opponent.value: unbekannter Wert `forbiden`, erwartet `harmless` oder `forbidden`",
        ),
        (
            "fr",
            "mine.yaml:6:12: rules.hop.straight_over_opponent.value\u{a0}: valeur inconnue `forbiden`, attendu `harmless` ou `forbidden`",
        ),
    ] {
        let (status, e) = post(
            b,
            &format!("/api/explore/variant?lang={lang}"),
            &json!({"name": "mine.yaml", "text": typo}),
        );
        assert_eq!((status, e["error"].as_str().unwrap()), (400, said));
    }
    let cycle_free = "id: mine\ntitle: Mine\nextends: german\nrules:\n  win.condition:\n    value: 9\n    status: convention\n";
    let (_, e) = post(
        b,
        "/api/explore/variant?lang=de",
        &json!({"name": "mine.yaml", "text": cycle_free}),
    );
    assert_eq!(
        e["error"],
        "mine.yaml:5:3: win.condition: 9 Steine: erwartet 1 bis 6 (ein Gebäude hat sechs Felder)"
    );
    // No file of this machine may be extended.
    let (status, e) = post(
        b,
        "/api/explore/variant",
        &json!({"name": "../x.yaml", "text": "id: x\ntitle: X\nextends: /etc/passwd\n"}),
    );
    assert_eq!(status, 400, "{e}");
    assert!(e["error"].as_str().unwrap().starts_with("x.yaml:"), "{e}");
    // Too large.
    let big = format!(
        "id: big\ntitle: Big\nextends: english\n#{}\n",
        "x".repeat(70_000)
    );
    let (status, e) = post(
        b,
        "/api/explore/variant",
        &json!({"name": "big.yaml", "text": big}),
    );
    assert_eq!(status, 400, "{e}");
    assert!(
        e["error"]
            .as_str()
            .unwrap()
            .contains("may have at most 65536"),
        "{e}"
    );
    let (_, e) = post(
        b,
        "/api/explore/variant?lang=fr",
        &json!({"name": "big.yaml", "text": big}),
    );
    assert_eq!(
        e["error"],
        "big.yaml: 70038 octets\u{a0}: un fichier de variante envoyé ici en a au plus 65536"
    );

    // A good file: German, but straight hops over opponents allowed.
    let mine = typo.replace("forbiden", "harmless");
    let (status, v) = post(
        b,
        "/api/explore/variant",
        &json!({"name": "mine.yaml", "text": mine}),
    );
    assert_eq!(
        (status, &v["id"], &v["title"]),
        (200, &json!("mine"), &json!("Mine")),
        "{v}"
    );
    let upload = json!([{"name": "mine.yaml", "text": mine}]);
    let (status, x) = post(
        b,
        "/api/explore",
        &json!({"position": two_pieces(), "variants": ["german", "mine"], "uploads": upload}),
    );
    assert_eq!(status, 200, "{x}");
    let d = x["differences"]
        .as_array()
        .unwrap()
        .iter()
        .find(|d| d["move"] == "g7-g9")
        .expect("the file's change shows");
    assert_eq!(d["allowed_by"], json!(["mine"]));
    let (status, e) = post(
        b,
        "/api/explain",
        &json!({"variant": "mine", "position": two_pieces(), "move": "g7-g9", "uploads": upload}),
    );
    assert_eq!((status, &e["legal"]), (200, &json!(true)), "{e}");
    // Six files are too many.
    let six: Vec<Value> = (0..6)
        .map(|_| json!({"name": "m.yaml", "text": "id: m"}))
        .collect();
    let (status, e) = post(
        b,
        "/api/explore",
        &json!({"variants": ["english"], "uploads": six}),
    );
    assert_eq!(status, 400, "{e}");
}

#[test]
fn a_record_is_replayed_and_the_diagram_comes_in_three_formats() {
    let db = temp_db("explore-record");
    let server = TestServer::start(&db);
    let b = &server.base;
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("book/games");
    let text = std::fs::read_to_string(dir.join("01-opening-skirmish.sgn")).unwrap();
    let (status, r) = post(
        b,
        "/api/explore/record",
        &json!({"name": "01.sgn", "text": text}),
    );
    assert_eq!(status, 200, "{r}");
    let moves = r["moves"].as_array().unwrap().len();
    assert!(moves > 5);
    assert_eq!(r["positions"].as_array().unwrap().len(), moves + 1);
    let rec = suffragetto_core::record::Record::parse(&text).unwrap();
    let replay = rec
        .replay(&rules(rec.tag("Variant").unwrap()), "01.sgn")
        .unwrap();
    assert_eq!(r["positions"][moves], write_position(replay.end()).as_str());
    // An illegal move: line, column and ply.
    let broken = text.replacen("1. e6-e7", "1. e6-e9", 1);
    let (status, e) = post(
        b,
        "/api/explore/record",
        &json!({"name": "../01.sgn", "text": broken}),
    );
    assert_eq!(status, 400, "{e}");
    assert!(e["error"].as_str().unwrap().starts_with("01.sgn:"), "{e}");
    assert!(e["error"].as_str().unwrap().contains("ply 1"), "{e}");

    let pos = q(&two_pieces());
    for (format, ctype, magic) in [
        ("svg", "image/svg+xml", &b"<svg"[..]),
        ("png", "image/png", &b"\x89PNG"[..]),
        ("pdf", "application/pdf", &b"%PDF"[..]),
    ] {
        let mut r = super::harness::agent()
            .get(format!("{b}/api/explore/diagram?position={pos}&variants=german&format={format}&download=true"))
            .call()
            .unwrap();
        assert_eq!(r.status().as_u16(), 200, "{format}");
        assert_eq!(r.headers()["content-type"], ctype);
        assert!(
            r.headers()["content-disposition"]
                .to_str()
                .unwrap()
                .ends_with(&format!("suffragetto-position.{format}\"")),
        );
        let bytes = r.body_mut().read_to_vec().unwrap();
        assert!(bytes.starts_with(magic), "{format}");
    }
}

#[test]
fn explorer_requests_are_rate_limited_per_address() {
    let db = temp_db("explore-rate");
    let limits = suffragetto_server::Limits {
        explore: suffragetto_server::Rate::new(3, Duration::from_secs(60)),
        ..super::harness::relaxed()
    };
    let server = TestServer::start_with(&db, limits);
    let statuses: Vec<u16> = (0..5)
        .map(|_| get(&server.base, "/api/explore?variants=english,german").0)
        .collect();
    assert_eq!(statuses, [200, 200, 200, 429, 429]);
    // The tables are not counted against it.
    assert_eq!(get(&server.base, "/api/tables").0, 200);
}

#[test]
fn the_explorer_page_is_served_with_its_script() {
    let db = temp_db("explore-page");
    let server = TestServer::start(&db);
    let (status, page) = get(
        &server.base,
        "/explore?position=start&variants=english,german",
    );
    assert_eq!(status, 200);
    assert!(page.contains("<title>Suffragetto: rules explorer</title>"));
    assert!(page.contains("src=\"/explore.js\""));
    let (status, script) = get(&server.base, "/explore.js");
    assert_eq!(status, 200);
    assert!(script.contains("function askWhy(") && script.contains("root.SfBoard = api"));
    assert!(
        !script.contains("parsePosition") && !script.contains("querySelector(\"desc\")"),
        "the page reads no position string and no picture"
    );
}

/// A built book in a temporary directory: pages, a style sheet, a hidden
/// file, and a link to a secret beside the directory.
struct Book {
    root: std::path::PathBuf,
}

impl Book {
    fn new() -> Book {
        let nanos = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .unwrap()
            .as_nanos();
        let root =
            std::env::temp_dir().join(format!("suffragetto-book-{}-{nanos}", std::process::id()));
        let site = root.join("site");
        std::fs::create_dir_all(site.join("games")).unwrap();
        std::fs::write(
            site.join("index.html"),
            "<!doctype html><title>The book</title>",
        )
        .unwrap();
        std::fs::write(site.join("games/index.html"), "<title>Games</title>").unwrap();
        std::fs::create_dir_all(site.join("de")).unwrap();
        std::fs::write(
            site.join("de/404.html"),
            "<base href=\"/de/\"><title>Nicht im Buch</title>",
        )
        .unwrap();
        std::fs::write(site.join("site.css"), "body { color: black }").unwrap();
        std::fs::write(
            site.join("board.svg"),
            "<svg xmlns=\"http://www.w3.org/2000/svg\"/>",
        )
        .unwrap();
        std::fs::write(site.join(".hidden"), "hidden").unwrap();
        std::fs::write(root.join("secret.txt"), "SECRET").unwrap();
        std::os::unix::fs::symlink(root.join("secret.txt"), site.join("link.txt")).unwrap();
        Book { root }
    }
}

impl Drop for Book {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.root);
    }
}

#[test]
fn the_book_is_served_under_book_and_nothing_outside_it() {
    let db = temp_db("book");
    let server = TestServer::start(&db);
    let b = &server.base;
    // Without a book: 404, and the pages' header is told there is none
    // (it asks /api/site, which always answers, rather than probing
    // /book/ into a failed request in the console).
    assert_eq!(get(b, "/book/").0, 404);
    assert_eq!(get_json(b, "/api/site"), json!({"book": false}));
    let book = Book::new();
    server.state.serve_book(book.root.join("site"));
    assert_eq!(get_json(b, "/api/site"), json!({"book": true}));

    let raw = |path: &str| {
        request_from(
            Ipv4Addr::LOCALHOST,
            server.addr,
            "GET",
            path,
            None,
            Duration::from_secs(5),
        )
        .unwrap()
    };
    let index = raw("/book/");
    assert_eq!(index.status, 200, "{index:?}");
    assert!(index.body.contains("<title>The book</title>"));
    assert!(
        index
            .header("content-type")
            .unwrap()
            .starts_with("text/html")
    );
    assert!(
        index
            .header("content-security-policy")
            .unwrap()
            .starts_with("default-src 'self'")
    );
    assert_eq!(index.header("x-content-type-options"), Some("nosniff"));
    for (path, ctype) in [
        ("/book/site.css", "text/css"),
        ("/book/board.svg", "image/svg+xml"),
        ("/book/games/", "text/html"),
        ("/book/games/index.html", "text/html"),
    ] {
        let a = raw(path);
        assert_eq!(a.status, 200, "{path}: {a:?}");
        assert!(
            a.header("content-type").unwrap().starts_with(ctype),
            "{path}: {a:?}"
        );
    }
    let dir = raw("/book/games");
    assert!(matches!(dir.status, 301 | 307 | 308), "{dir:?}");
    assert_eq!(dir.header("location"), Some("/book/games/"));
    assert_eq!(raw("/book").header("location"), Some("/book/"));
    for path in [
        "/book/../secret.txt",
        "/book/%2e%2e/secret.txt",
        "/book/games/%2e%2e/%2e%2e/secret.txt",
        "/book/games/..%2f..%2fsecret.txt",
        "/book/%2e%2e%5csecret.txt",
        "/book/link.txt",
        "/book/.hidden",
        "/book/%2ehidden",
        "/book/missing.html",
        "/book/games/index.html%00.css",
        "/book//etc/passwd",
    ] {
        let a = raw(path);
        assert_eq!(a.status, 404, "{path}: {a:?}");
        assert!(
            !a.body.contains("SECRET") && !a.body.contains("hidden"),
            "{path}: {a:?}"
        );
    }
    // A page the book lacks: the book's own 404 page of the path's
    // language, else of the visitor's, else the server's in that language.
    for (path, accept, said) in [
        (
            "/book/de/nothing.html",
            "fr",
            "<base href=\"/book/de/\"><title>Nicht im Buch",
        ),
        (
            "/book/missing.html",
            "de-DE,de;q=0.9",
            "<title>Nicht im Buch",
        ),
        (
            "/book/fr/missing.html",
            "en",
            "<h1>Cette page n’est pas dans le livre</h1>",
        ),
        (
            "/book/missing.html",
            "fr-CH, fr;q=0.9",
            "<html lang=\"fr\">",
        ),
        (
            "/book/missing.html",
            "en-GB",
            "<h1>No such page in the book</h1>",
        ),
    ] {
        let mut r = super::harness::agent()
            .get(format!("{b}{path}"))
            .header("Accept-Language", accept)
            .call()
            .unwrap();
        assert_eq!(r.status().as_u16(), 404, "{path}");
        let body = r.body_mut().read_to_string().unwrap();
        assert!(body.contains(said), "{path} for {accept}: {body}");
        assert!(!body.contains("{{"), "{path}: every word written");
    }
}

#[test]
fn serve_refuses_a_book_directory_without_a_built_book() {
    let db = temp_db("book-flag");
    let empty = db.parent().unwrap().join("not-built");
    std::fs::create_dir_all(&empty).unwrap();
    let out = crate::common::command()
        .args(["serve", "--addr", "127.0.0.1:0", "--db"])
        .arg(&*db)
        .arg("--book")
        .arg(&empty)
        .stdin(std::process::Stdio::null())
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1));
    assert!(out.stdout.is_empty(), "nothing is served");
    assert_eq!(
        String::from_utf8_lossy(&out.stderr),
        format!(
            "error: --book {0}: no index.html there; build the book first (suffragetto book --out {0})\n",
            empty.display()
        )
    );
    assert!(!db.exists(), "the database is not even opened");
}
