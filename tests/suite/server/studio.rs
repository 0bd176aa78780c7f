//! The teacher's studio through its API: a study made from a record and a
//! position, its chapters replaced as records, the read link refused every
//! change, the bounds (chapters, moves, comment length), comments
//! normalised and markup kept as text, the exports (records, diagrams, the
//! handout PDF, the book's folder) and the presented place on the stream.

use super::harness::{TestServer, agent, get, get_json, post, subscribe_to, temp_db};
use serde_json::{Value, json};
use std::time::Duration;
use suffragetto_core::engine::Rules;
use suffragetto_core::record::Record;

const LESSON: &str = "[Variant \"english\"]\n[FirstPlayer \"S\"]\n\n1. e6-e7 {A quiet step. [%arrow e6 e7 green]} 1... k12-k11 ?! (1... k12-j11 {Better.}) 2. g4-e6-e8 !\n";

fn put(base: &str, path: &str, body: &Value) -> (u16, Value) {
    let mut r = agent()
        .put(format!("{base}{path}"))
        .send_json(body)
        .unwrap();
    let status = r.status().as_u16();
    let text = r.body_mut().read_to_string().unwrap();
    (
        status,
        serde_json::from_str(&text).unwrap_or(Value::String(text)),
    )
}

fn bytes(base: &str, path: &str) -> (u16, String, Vec<u8>) {
    let mut r = agent().get(format!("{base}{path}")).call().unwrap();
    let status = r.status().as_u16();
    let kind = r
        .headers()
        .get("content-type")
        .and_then(|v| v.to_str().ok())
        .unwrap_or("")
        .to_string();
    (status, kind, r.body_mut().read_to_vec().unwrap())
}

/// A two-chapter study (the record above, an empty-board position): its
/// id and edit key.
fn lesson(b: &str) -> (String, String) {
    let (status, made) = post(
        b,
        "/api/studies",
        &json!({"title": "Opening lesson", "chapters": [
            {"name": "The first moves", "variant": "english", "sgn": LESSON},
            {"name": "An empty board", "variant": "english",
             "position": "17/17/17/17/17/17/17/17/8S8/17/17/17/17/17/17/17/17 S 0+0 0+0 - 0"},
        ]}),
    );
    assert_eq!(status, 200, "{made}");
    (
        made["id"].as_str().unwrap().to_string(),
        made["edit_key"].as_str().unwrap().to_string(),
    )
}

#[test]
fn a_study_is_made_read_edited_with_its_key_only_and_kept_across_a_restart() {
    let db = temp_db("studio-api");
    let (id, key);
    {
        let server = TestServer::start(&db);
        let b = &server.base;
        (id, key) = lesson(b);
        assert!(id.len() >= 24, "{id}");
        let s = get_json(b, &format!("/api/studies/{id}"));
        assert_eq!(s["title"], "Opening lesson");
        assert_eq!(s["chapters"].as_array().unwrap().len(), 2);
        let tree = &s["chapters"][0]["tree"];
        assert_eq!(tree["moves"][0]["move"], "e6-e7");
        assert_eq!(tree["moves"][0]["comment"], "A quiet step.");
        assert_eq!(tree["moves"][0]["drawings"][0]["kind"], "arrow");
        assert_eq!(tree["moves"][1]["glyphs"], json!(["?!"]));
        assert_eq!(tree["moves"][1]["variations"][0][0]["move"], "k12-j11");
        assert_eq!(
            s["chapters"][1]["tree"]["start"],
            "17/17/17/17/17/17/17/17/8S8/17/17/17/17/17/17/17/17 S 0+0 0+0 - 0"
        );

        // The read link cannot change anything; a wrong key neither.
        let changed = format!("{LESSON}2... k11-k10\n");
        let path = format!("/api/studies/{id}/chapters/1");
        for bad in [
            json!({"sgn": changed}),
            json!({"sgn": changed, "edit_key": "0".repeat(32)}),
        ] {
            let (status, e) = put(b, &path, &bad);
            assert_eq!(status, 403, "{e}");
        }
        let (status, _) = post(
            b,
            &format!("/api/studies/{id}/key"),
            &json!({"edit_key": "ab"}),
        );
        assert_eq!(status, 403);
        let (status, _) = post(
            b,
            &format!("/api/studies/{id}/key"),
            &json!({"edit_key": key}),
        );
        assert_eq!(status, 200);

        // The edit key replaces the chapter; an illegal move is refused
        // with where and why, and nothing is stored.
        let (status, got) = put(b, &path, &json!({"edit_key": key, "sgn": changed}));
        assert_eq!(status, 200, "{got}");
        assert_eq!(got["tree"]["moves"][3]["move"], "k11-k10");
        let (status, e) = put(
            b,
            &path,
            &json!({"edit_key": key, "sgn": format!("{LESSON}2... a1-q17\n")}),
        );
        assert_eq!(status, 400, "{e}");
        let text = e["error"].as_str().unwrap();
        assert!(text.starts_with("chapter 1: chapter:"), "{text}");
        // A third chapter is added after the last; a fifth cannot be.
        let (status, _) = put(
            b,
            &format!("/api/studies/{id}/chapters/5"),
            &json!({"edit_key": key, "sgn": "[Variant \"english\"]\n"}),
        );
        assert_eq!(status, 400);
        let (status, third) = put(
            b,
            &format!("/api/studies/{id}/chapters/3"),
            &json!({"edit_key": key, "sgn": "[Variant \"english\"]\n", "name": "Third"}),
        );
        assert_eq!(status, 200, "{third}");
        // The database keeps the key's hash, never the key.
        let conn = rusqlite::Connection::open(&*db).unwrap();
        let stored: Vec<u8> = conn
            .query_row("SELECT edit_hash FROM study WHERE id = ?1", [&id], |r| {
                r.get(0)
            })
            .unwrap();
        assert_eq!(stored.len(), 32);
        assert!(!stored.windows(key.len()).any(|w| w == key.as_bytes()));
        let dump: String = conn
            .query_row(
                "SELECT group_concat(quote(edit_hash) || title) FROM study",
                [],
                |r| r.get(0),
            )
            .unwrap();
        assert!(!dump.contains(&key), "the key itself is not stored");
    }
    let server = TestServer::start(&db);
    let s = get_json(&server.base, &format!("/api/studies/{id}"));
    assert_eq!(s["chapters"].as_array().unwrap().len(), 3);
    assert_eq!(s["chapters"][0]["tree"]["moves"][3]["move"], "k11-k10");
    assert_eq!(
        get(&server.base, "/api/studies/0123456789abcdef01234567").0,
        404
    );
    assert_eq!(get(&server.base, "/study/0123456789abcdef01234567").0, 404);
    assert_eq!(get(&server.base, &format!("/study/{id}")).0, 200);
    assert_eq!(get(&server.base, "/study/new").0, 200);
}

#[test]
fn a_chapter_exports_as_a_record_that_replays_with_its_comments_glyphs_and_drawings() {
    let db = temp_db("studio-export");
    let server = TestServer::start(&db);
    let b = &server.base;
    let (id, _) = lesson(b);
    let (status, kind, body) = bytes(b, &format!("/api/studies/{id}/chapters/1.sgn"));
    assert_eq!(status, 200);
    assert_eq!(
        kind, "application/x-suffragetto-game; charset=utf-8",
        "a chapter is a game record, of the tables' records' media type"
    );
    let sgn = String::from_utf8(body).unwrap();
    let rules = Rules::load("english").unwrap();
    let record = Record::parse(&sgn).unwrap();
    record.replay(&rules, "chapter").unwrap();
    assert_eq!(record.tag("Event"), Some("Opening lesson: The first moves"));
    assert!(
        sgn.contains("{A quiet step. [%arrow e6 e7 green]}"),
        "{sgn}"
    );
    assert!(sgn.contains("?!"), "{sgn}");
    assert!(sgn.contains("(1... k12-j11 {Better.})"), "{sgn}");
    // The whole study: both chapters.
    let (_, whole) = get(b, &format!("/api/studies/{id}/study.sgn"));
    assert_eq!(whole.matches("[Variant \"english\"]").count(), 2, "{whole}");

    // Diagrams of any place, a variation's move too.
    let (status, kind, svg) = bytes(
        b,
        &format!("/api/studies/{id}/chapters/1/diagram.svg?at=1.0.0"),
    );
    assert_eq!(status, 200);
    assert_eq!(kind, "image/svg+xml");
    let svg = String::from_utf8(svg).unwrap();
    assert!(svg.starts_with("<svg"));
    let (status, kind, png) = bytes(
        b,
        &format!("/api/studies/{id}/chapters/1/diagram.png?ply=1"),
    );
    assert_eq!((status, kind.as_str()), (200, "image/png"));
    assert_eq!(&png[..4], b"\x89PNG");
    let (status, _, pdf) = bytes(
        b,
        &format!("/api/studies/{id}/chapters/1/diagram.pdf?ply=2"),
    );
    assert_eq!(status, 200);
    assert!(pdf.starts_with(b"%PDF"));
    assert_eq!(
        bytes(b, &format!("/api/studies/{id}/chapters/1/diagram.svg?at=9")).0,
        404
    );
    assert_eq!(
        bytes(b, &format!("/api/studies/{id}/chapters/1/diagram.svg?at=x")).0,
        400
    );
    // Deterministic.
    let again = bytes(
        b,
        &format!("/api/studies/{id}/chapters/1/diagram.svg?at=1.0.0"),
    )
    .2;
    assert_eq!(String::from_utf8(again).unwrap(), svg);

    // The handout: A4 and Letter, 2 to 6 a page.
    let (status, kind, a4) = bytes(
        b,
        &format!("/api/studies/{id}/handout.pdf?chapter=1&plies=1,2,3&paper=a4&per_page=2"),
    );
    assert_eq!((status, kind.as_str()), (200, "application/pdf"));
    let pages = |pdf: &[u8]| {
        let t = String::from_utf8_lossy(pdf);
        t.matches("/MediaBox").count()
    };
    assert_eq!(pages(&a4), 2, "three diagrams, two a page");
    assert!(
        String::from_utf8_lossy(&a4).contains("595.27"),
        "A4 width in points"
    );
    let (_, _, letter) = bytes(
        b,
        &format!("/api/studies/{id}/handout.pdf?chapter=1&plies=1,2,3&paper=letter&per_page=6"),
    );
    assert_eq!(pages(&letter), 1);
    assert!(
        String::from_utf8_lossy(&letter).contains("612"),
        "Letter width in points"
    );
    for bad in [
        "per_page=7",
        "per_page=1",
        "paper=a3",
        "plies=99",
        "plies=x",
    ] {
        let (status, _, _) = bytes(b, &format!("/api/studies/{id}/handout.pdf?chapter=1&{bad}"));
        assert_eq!(status, 400, "{bad}");
    }

    // The book's folder: games/NN-name.sgn, each a record that replays.
    let (status, kind, zip) = bytes(b, &format!("/api/studies/{id}/book.zip"));
    assert_eq!((status, kind.as_str()), (200, "application/zip"));
    let (_, _, again) = bytes(b, &format!("/api/studies/{id}/book.zip"));
    assert_eq!(
        again, zip,
        "the same study makes the same zip, byte for byte"
    );
    let names = zip_names(&zip);
    assert_eq!(
        names,
        [
            "games/README.txt",
            "games/01-the-first-moves.sgn",
            "games/02-an-empty-board.sgn"
        ]
    );
    // Every game in it replays under its variant, the comment and arrow kept.
    let games: Vec<(String, String)> = zip_files(&zip)
        .into_iter()
        .filter(|(n, _)| n.ends_with(".sgn"))
        .collect();
    assert_eq!(games.len(), 2);
    for (name, text) in &games {
        Record::parse(text)
            .unwrap_or_else(|e| panic!("{name}: {e}"))
            .replay(&rules, name)
            .unwrap_or_else(|e| panic!("{name}: {e}"));
    }
    assert!(games[0].1.contains("{A quiet step. [%arrow e6 e7 green]}"));
}

/// The files of a zip, read with the `zip` crate (which checks each
/// file's CRC-32 as it reads it).
fn zip_files(zip: &[u8]) -> Vec<(String, String)> {
    let mut archive = zip::ZipArchive::new(std::io::Cursor::new(zip)).expect("a zip archive");
    (0..archive.len())
        .map(|i| {
            let mut file = archive.by_index(i).unwrap();
            let mut text = String::new();
            std::io::Read::read_to_string(&mut file, &mut text).expect("a text file, CRC right");
            (file.name().unwrap().to_string(), text)
        })
        .collect()
}

/// The names in a zip, in order.
fn zip_names(zip: &[u8]) -> Vec<String> {
    zip_files(zip).into_iter().map(|(name, _)| name).collect()
}

#[test]
fn the_bounds_of_a_study_are_kept_and_comments_are_normalised_and_kept_as_text() {
    let db = temp_db("studio-bounds");
    let server = TestServer::start(&db);
    let b = &server.base;
    let chapter = json!({"variant": "english"});
    let (status, e) = post(
        b,
        "/api/studies",
        &json!({"title": "x", "chapters": vec![chapter.clone(); 33]}),
    );
    assert_eq!(status, 400, "{e}");
    assert!(e["error"].as_str().unwrap().contains("32"), "{e}");
    let (status, _) = post(b, "/api/studies", &json!({"title": "x", "chapters": []}));
    assert_eq!(status, 400);
    let (status, _) = post(
        b,
        "/api/studies",
        &json!({"title": "  ", "chapters": [chapter]}),
    );
    assert_eq!(status, 400);
    let long = format!(
        "[Variant \"english\"]\n\n1. e6-e7 {{{}}}\n",
        "a".repeat(2001)
    );
    let (status, e) = post(
        b,
        "/api/studies",
        &json!({"title": "x", "chapters": [{"sgn": long}]}),
    );
    assert_eq!(status, 400);
    assert!(e["error"].as_str().unwrap().contains("2000"), "{e}");
    // More moves than a chapter holds: a line of steps back and forth.
    let mut moves = String::new();
    for i in 0..301 {
        moves.push_str(if i % 2 == 0 {
            "e6-e7 k12-k11 e7-e6 k11-k12 "
        } else {
            ""
        });
    }
    let (status, e) = post(
        b,
        "/api/studies",
        &json!({"title": "x", "chapters": [{"sgn": format!("[Variant \"english\"]\n[FirstPlayer \"S\"]\n\n{moves}\n")}]}),
    );
    assert_eq!(status, 400, "{e}");
    assert!(e["error"].as_str().unwrap().contains("600"), "{e}");
    // A body past the study's size is refused before it is read.
    let mut conn = std::net::TcpStream::connect(server.addr).unwrap();
    std::io::Write::write_all(
        &mut conn,
        b"POST /api/studies HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 700000\r\n\r\n",
    )
    .unwrap();
    let answer = super::harness::read_answer(&mut conn, Duration::from_secs(10)).unwrap();
    assert_eq!(answer.status, 413, "{answer:?}");

    // Markup stays text; invisible and reordering characters go.
    let evil = "[Variant \"english\"]\n[FirstPlayer \"S\"]\n\n1. e6-e7 {<img src=x onerror=alert(1)> <script>alert(2)</script> \u{202e}rtl\u{200b}}\n";
    let (status, made) = post(
        b,
        "/api/studies",
        &json!({"title": "<b>T</b>", "chapters": [{"sgn": evil}]}),
    );
    assert_eq!(status, 200, "{made}");
    let id = made["id"].as_str().unwrap();
    let s = get_json(b, &format!("/api/studies/{id}"));
    assert_eq!(
        s["chapters"][0]["tree"]["moves"][0]["comment"],
        "<img src=x onerror=alert(1)> <script>alert(2)</script> rtl"
    );
    assert_eq!(s["title"], "<b>T</b>");
    // The page is the same template for every study: nothing of it is in
    // the HTML the server sends.
    let (_, page) = get(b, &format!("/study/{id}"));
    assert!(
        !page.contains("onerror"),
        "the comment is not in the page's HTML"
    );
    // The diagram's SVG writes the comment escaped.
    let (_, svg) = get(
        b,
        &format!("/api/studies/{id}/chapters/1/diagram.svg?ply=1"),
    );
    assert!(!svg.contains("<img") && !svg.contains("<script"), "{svg}");
}

#[test]
fn writes_to_studies_are_rate_limited() {
    let db = temp_db("studio-rate");
    let mut limits = super::harness::relaxed();
    limits.study_writes = suffragetto_server::Rate::new(2, Duration::from_secs(3600));
    let server = TestServer::start_with(&db, limits);
    let b = &server.base;
    let make = || {
        post(
            b,
            "/api/studies",
            &json!({"title": "x", "chapters": [{"variant": "english"}]}),
        )
        .0
    };
    assert_eq!(make(), 200);
    assert_eq!(make(), 200);
    assert_eq!(make(), 429);
}

#[test]
fn students_follow_the_presented_place_on_the_stream() {
    let db = temp_db("studio-live");
    let server = TestServer::start(&db);
    let b = &server.base;
    let (id, key) = lesson(b);
    let places = subscribe_to(format!("{b}/api/studies/{id}/events"), "place");
    assert_eq!(
        places.recv_timeout(Duration::from_secs(10)).unwrap(),
        Value::Null
    );
    let present = |place: Value, k: &str| {
        post(
            b,
            &format!("/api/studies/{id}/present"),
            &json!({"edit_key": k, "place": place}),
        )
        .0
    };
    assert_eq!(
        present(json!({"chapter": 1, "path": [2]}), "00"),
        403,
        "the read link cannot present"
    );
    assert_eq!(present(json!({"chapter": 9, "path": []}), &key), 400);
    assert_eq!(present(json!({"chapter": 1, "path": [2]}), &key), 200);
    let got = places.recv_timeout(Duration::from_secs(10)).unwrap();
    assert_eq!(got, json!({"chapter": 1, "path": [2]}));
    assert_eq!(present(json!({"chapter": 1, "path": [1, 0, 0]}), &key), 200);
    let got = places.recv_timeout(Duration::from_secs(10)).unwrap();
    assert_eq!(got["path"], json!([1, 0, 0]));
    // A student who opens the page later reads the place with the study.
    assert_eq!(
        get_json(b, &format!("/api/studies/{id}"))["present"]["path"],
        json!([1, 0, 0])
    );
    assert_eq!(present(Value::Null, &key), 200);
    assert_eq!(
        places.recv_timeout(Duration::from_secs(10)).unwrap(),
        Value::Null
    );
}

#[test]
fn the_engine_looks_at_a_position_of_a_chapter() {
    let db = temp_db("studio-engine");
    let server = TestServer::start(&db);
    let b = &server.base;
    let (id, _) = lesson(b);
    let s = get_json(b, &format!("/api/studies/{id}"));
    let pos = s["chapters"][0]["tree"]["start"].as_str().unwrap();
    let q = format!(
        "/api/studies/{id}/analyse?chapter=1&position={}",
        pos.replace(' ', "%20")
            .replace('+', "%2B")
            .replace('/', "%2F")
    );
    let got = get_json(b, &q);
    assert!(got["eval"].is_string(), "{got}");
    let line = got["line"].as_array().unwrap();
    assert!(!line.is_empty(), "{got}");
    let rules = Rules::load("english").unwrap();
    let start = suffragetto_core::notation::parse_position(pos, &rules).unwrap();
    suffragetto_core::notation::parse_move(&start, &rules, line[0].as_str().unwrap())
        .expect("the engine's first move is legal");
}

#[test]
fn the_engine_analyses_a_whole_chapter_and_its_record_can_be_written_into_it() {
    let db = temp_db("studio-analysis");
    let server = TestServer::start(&db);
    let b = &server.base;
    let (id, key) = lesson(b);
    let a = get_json(b, &format!("/api/studies/{id}/analysis?chapter=1"));
    assert_eq!(a["chapter"], 1, "{a}");
    // One remark per move of the main line (not the variation).
    let plies = a["plies"].as_array().unwrap();
    let played: Vec<&str> = plies
        .iter()
        .map(|p| p["played"].as_str().unwrap())
        .collect();
    assert_eq!(played, ["e6-e7", "k12-k11", "g4-e6-e8"], "{a}");
    for (i, p) in plies.iter().enumerate() {
        assert_eq!(p["ply"], i + 1, "{p}");
        let eval = p["eval"].as_str().unwrap();
        assert!(
            eval.starts_with('#') || eval.parse::<f64>().is_ok(),
            "{eval}"
        );
    }
    assert!(a["graph"].as_str().unwrap().starts_with("<svg"), "{a}");
    // The annotated record is `analyse`'s: it replays, keeps the author's
    // comment, glyph, variation and arrow, and carries the evaluations.
    let sgn = a["sgn"].as_str().unwrap();
    let rules = Rules::load("english").unwrap();
    let record = Record::parse(sgn).unwrap();
    record.replay(&rules, "analysed").unwrap();
    for kept in [
        "A quiet step.",
        "[%arrow e6 e7 green]",
        "?!",
        "k12-j11",
        "[%eval ",
    ] {
        assert!(sgn.contains(kept), "{kept} in {sgn}");
    }
    // The same chapter, the same answer (the analysis is deterministic).
    assert_eq!(
        get_json(b, &format!("/api/studies/{id}/analysis?chapter=1")),
        a
    );
    // Written into the chapter (with the edit key, as the editor's button
    // does), it is the chapter.
    let (status, got) = put(
        b,
        &format!("/api/studies/{id}/chapters/1"),
        &json!({"edit_key": key, "sgn": sgn}),
    );
    assert_eq!(status, 200, "{got}");
    let (_, stored) = get(b, &format!("/api/studies/{id}/chapters/1.sgn"));
    assert!(stored.contains("[%eval "), "{stored}");
    // A chapter that is not there, a missing number: errors that say so.
    let (status, e) = get(b, &format!("/api/studies/{id}/analysis?chapter=9"));
    assert_eq!(status, 404, "{e}");
    assert!(e.contains("no chapter 9"), "{e}");
    let (status, e) = get(b, &format!("/api/studies/{id}/analysis"));
    assert_eq!(status, 400, "{e}");
    assert!(e.contains("chapter"), "{e}");
}

#[test]
fn a_study_has_one_chapter_analysis_at_a_time_within_the_answers_time() {
    use suffragetto_server::Limits;
    let db = temp_db("studio-analysis-one");
    let server = TestServer::start_with(
        &db,
        Limits {
            analysis_nodes: 100_000_000,
            work_time: Duration::from_millis(3000),
            ..super::harness::relaxed()
        },
    );
    let b = server.base.clone();
    let (id, _) = lesson(&b);
    let path = format!("/api/studies/{id}/analysis?chapter=1");
    let first = {
        let (b, path) = (b.clone(), path.clone());
        std::thread::spawn(move || get(&b, &path))
    };
    std::thread::sleep(Duration::from_millis(700));
    let (status, e) = get(&b, &path);
    assert_eq!(status, 429, "{e}");
    assert!(e.contains("being analysed already"), "{e}");
    let (status, e) = first.join().unwrap();
    assert_eq!(status, 503, "{e}");
    assert!(e.contains("analysing this chapter"), "{e}");
    // Once it has stopped, the study may be analysed again.
    let (status, e) = get(&b, &path);
    assert_eq!(status, 503, "{e}");
}

#[test]
fn two_editors_of_a_chapter_the_last_write_is_kept_and_the_other_page_is_told() {
    let db = temp_db("studio-two-editors");
    let server = TestServer::start(&db);
    let b = &server.base;
    let (id, key) = lesson(b);
    let path = format!("/api/studies/{id}/chapters/1");
    let written = subscribe_to(format!("{b}/api/studies/{id}/events"), "chapter");
    // Until the stream is open, a write may go unheard: write until heard.
    let heard = (0..50)
        .find_map(|_| {
            let (status, e) = put(
                b,
                &path,
                &json!({"edit_key": key, "sgn": LESSON, "editor": "warm"}),
            );
            assert_eq!(status, 200, "{e}");
            written.recv_timeout(Duration::from_millis(200)).ok()
        })
        .expect("the stream tells of a chapter written");
    assert_eq!(heard, json!({"chapter": 1, "editor": "warm"}));
    while written.recv_timeout(Duration::from_millis(300)).is_ok() {}
    // Two editors write chapter 1, one after the other: the second's
    // record is kept, and each write is told with the page that made it
    // (a page's id kept to letters and digits).
    let first = format!("{LESSON}2... k11-k10\n");
    let second = format!("{LESSON}2... k11-k10 {{The second editor's.}}\n");
    for (sgn, editor) in [(&first, "pageA"), (&second, "page<B>")] {
        let (status, e) = put(
            b,
            &path,
            &json!({"edit_key": key, "sgn": sgn, "editor": editor}),
        );
        assert_eq!(status, 200, "{e}");
        let told = written.recv_timeout(Duration::from_secs(10)).unwrap();
        assert_eq!(told["chapter"], 1, "{told}");
        assert_eq!(told["editor"], editor.replace(['<', '>'], ""), "{told}");
    }
    let s = get_json(b, &format!("/api/studies/{id}"));
    assert_eq!(
        s["chapters"][0]["tree"]["moves"][3]["comment"], "The second editor's.",
        "{s}"
    );
    // A write refused tells nobody.
    let (status, _) = put(
        b,
        &path,
        &json!({"edit_key": "0".repeat(32), "sgn": first, "editor": "pageC"}),
    );
    assert_eq!(status, 403);
    assert!(written.recv_timeout(Duration::from_millis(500)).is_err());
}

fn send(base: &str, method: &str, path: &str, body: &Value) -> (u16, Value) {
    let req = ureq::http::Request::builder()
        .method(method)
        .uri(format!("{base}{path}"))
        .header("Content-Type", "application/json")
        .body(body.to_string())
        .unwrap();
    let mut r = agent().run(req).unwrap();
    let status = r.status().as_u16();
    let text = r.body_mut().read_to_string().unwrap();
    (
        status,
        serde_json::from_str(&text).unwrap_or(Value::String(text)),
    )
}

fn chapter_names(b: &str, id: &str) -> Vec<String> {
    get_json(b, &format!("/api/studies/{id}"))["chapters"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| c["name"].as_str().unwrap().to_string())
        .collect()
}

#[test]
fn a_study_is_renamed_and_deleted_and_its_chapters_renamed_reordered_and_deleted() {
    let db = temp_db("studio-manage");
    let server = TestServer::start(&db);
    let b = &server.base;
    let (id, key) = lesson(b);
    let study = format!("/api/studies/{id}");
    let chapters = format!("/api/studies/{id}/chapters");
    // The read link changes nothing.
    for (method, path, body) in [
        ("PATCH", &study, json!({"title": "Mine now"})),
        ("DELETE", &study, json!({})),
        ("PUT", &chapters, json!({"chapters": [{"from": 2}]})),
        (
            "PUT",
            &chapters,
            json!({"edit_key": "0".repeat(32), "chapters": [{"from": 2}]}),
        ),
    ] {
        let (status, e) = send(b, method, path, &body);
        assert_eq!(status, 403, "{method} {path}: {e}");
    }
    assert_eq!(get_json(b, &study)["title"], "Opening lesson");
    // Renamed (cleaned as names are).
    let (status, got) = send(
        b,
        "PATCH",
        &study,
        &json!({"edit_key": key, "title": "  The   first lesson "}),
    );
    assert_eq!(status, 200, "{got}");
    assert_eq!(get_json(b, &study)["title"], "The first lesson");
    let (status, e) = send(b, "PATCH", &study, &json!({"edit_key": key, "title": " "}));
    assert_eq!(status, 400, "{e}");
    // Reordered with a new name: the records go with their chapters.
    let before = get_json(b, &study);
    let (status, got) = send(
        b,
        "PUT",
        &chapters,
        &json!({"edit_key": key, "chapters": [{"from": 2, "name": "Alone"}, {"from": 1}]}),
    );
    assert_eq!(status, 200, "{got}");
    assert_eq!(got["chapters"], json!(["Alone", "The first moves"]));
    let after = get_json(b, &study);
    assert_eq!(after["chapters"][0]["sgn"], before["chapters"][1]["sgn"]);
    assert_eq!(after["chapters"][1]["sgn"], before["chapters"][0]["sgn"]);
    let (_, first) = get(b, &format!("/api/studies/{id}/chapters/2.sgn"));
    assert!(first.contains("A quiet step."), "{first}");
    // Bad arrangements are refused, naming what is wrong; nothing changes.
    for (bad, says) in [
        (json!([]), "at least one chapter"),
        (json!([{"from": 1}, {"from": 1}]), "named twice"),
        (json!([{"from": 3}]), "chapters 1 to 2"),
        (json!([{"from": 0}]), "chapters 1 to 2"),
    ] {
        let (status, e) = send(
            b,
            "PUT",
            &chapters,
            &json!({"edit_key": key, "chapters": bad}),
        );
        assert_eq!(status, 400, "{e}");
        assert!(e["error"].as_str().unwrap().contains(says), "{e}");
    }
    assert_eq!(chapter_names(b, &id), ["Alone", "The first moves"]);
    // A chapter left out is deleted.
    let (status, got) = send(
        b,
        "PUT",
        &chapters,
        &json!({"edit_key": key, "chapters": [{"from": 2}]}),
    );
    assert_eq!(status, 200, "{got}");
    assert_eq!(chapter_names(b, &id), ["The first moves"]);
    let (status, _) = get(b, &format!("/api/studies/{id}/chapters/2.sgn"));
    assert_eq!(status, 404);
    // Deleted: gone for every link.
    let (status, got) = send(b, "DELETE", &study, &json!({"edit_key": key}));
    assert_eq!(status, 200, "{got}");
    let (status, _) = get(b, &study);
    assert_eq!(status, 404);
    let (status, _) = get(b, &format!("/study/{id}"));
    assert_eq!(status, 404);
    let (status, _) = send(b, "DELETE", &study, &json!({"edit_key": key}));
    assert_eq!(status, 404);
}

/// Copies the directory `from` into `to`, recursively.
fn copy_tree(from: &std::path::Path, to: &std::path::Path) {
    std::fs::create_dir_all(to).unwrap();
    for e in std::fs::read_dir(from).unwrap() {
        let e = e.unwrap();
        let target = to.join(e.file_name());
        if e.file_type().unwrap().is_dir() {
            copy_tree(&e.path(), &target);
        } else {
            std::fs::copy(e.path(), &target).unwrap();
        }
    }
}

#[test]
fn the_book_built_from_the_exported_folder_shows_the_chapters_in_its_viewer() {
    let db = temp_db("studio-book");
    let server = TestServer::start(&db);
    let b = &server.base;
    let (id, _) = lesson(b);
    let (status, _, zip) = bytes(b, &format!("/api/studies/{id}/book.zip"));
    assert_eq!(status, 200);
    // The book's source as a teacher has it (the repository's book and the
    // docs it takes its appendices from), the study's folder unpacked into
    // its `games/`, as docs/studio.md says.
    let dir = std::env::temp_dir().join(format!("suffragetto-study-book-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    copy_tree(&root.join("book"), &dir.join("book"));
    copy_tree(&root.join("docs"), &dir.join("docs"));
    for (name, text) in zip_files(&zip) {
        std::fs::write(dir.join("book").join(&name), text).unwrap();
    }
    let site = dir.join("site");
    let out = crate::common::run(&[
        "book",
        "--src",
        dir.join("book").to_str().unwrap(),
        "-o",
        site.to_str().unwrap(),
        "--games",
        "2",
        "--search",
        "50",
        "--strong-games",
        "2",
        "--strong-nodes",
        "100",
        "-q",
    ]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    // Each chapter is a game page with the viewer: its data holds the
    // chapter's moves and comment, and the record offered for download.
    let page = std::fs::read_to_string(site.join("en/games/01-the-first-moves.html"))
        .expect("the first chapter's game page");
    let viewer = page
        .split("<script type=\"application/json\" class=\"sf-game\">")
        .nth(1)
        .and_then(|rest| rest.split("</script>").next())
        .expect("the page has the game viewer");
    for seen in [
        "e6-e7",
        "k12-k11",
        "k12-j11",
        "A quiet step.",
        "01-the-first-moves.sgn",
    ] {
        assert!(viewer.contains(seen), "{seen} in the viewer: {viewer}");
    }
    let second = std::fs::read_to_string(site.join("en/games/02-an-empty-board.html"))
        .expect("the second chapter's game page");
    assert!(second.contains("class=\"sf-game\""));
    let _ = std::fs::remove_dir_all(&dir);
}
