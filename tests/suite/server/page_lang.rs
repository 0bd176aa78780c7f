//! The online pages in the visitor's language: the words the server writes
//! into them, the `lang` of the page, the catalogue it sends to the scripts,
//! and the language a visitor chose kept for the pages that follow.

use super::harness::{TestServer, agent, temp_db};
use serde_json::Value;

struct Page {
    language: Option<String>,
    cookie: Option<String>,
    html: String,
}

fn page(base: &str, path: &str, headers: &[(&str, &str)]) -> Page {
    let mut req = agent().get(format!("{base}{path}"));
    for (k, v) in headers {
        req = req.header(*k, *v);
    }
    let mut r = req.call().unwrap();
    assert_eq!(r.status().as_u16(), 200, "{path}");
    let header = |name: &str| {
        r.headers()
            .get(name)
            .map(|v| v.to_str().unwrap().to_string())
    };
    Page {
        language: header("content-language"),
        cookie: header("set-cookie"),
        html: r.body_mut().read_to_string().unwrap(),
    }
}

/// The catalogue the page carries for its scripts.
fn words(html: &str) -> Value {
    let start = html.find("id=\"words\">").expect("the words script") + 11;
    let end = start + html[start..].find("</script>").unwrap();
    serde_json::from_str(&html[start..end]).unwrap()
}

#[test]
fn every_page_comes_in_each_language_with_its_words() {
    let db = temp_db("page-lang");
    let s = TestServer::start(&db);
    for path in [
        "/", "/t/abc", "/sign-in", "/sign-up", "/account", "/explore",
    ] {
        for (accept, code, police) in [
            ("de-DE,de;q=0.9", "de", "page-side-police = Polizei"),
            ("fr", "fr", "page-side-police = Police"),
            ("it, en;q=0.1", "en", "page-side-police = Police"),
        ] {
            let p = page(&s.base, path, &[("Accept-Language", accept)]);
            assert_eq!(p.language.as_deref(), Some(code), "{path} {accept}");
            assert!(
                p.html.contains(&format!("<html lang=\"{code}\">")),
                "{path} {accept}"
            );
            assert!(!p.html.contains("{{"), "{path} {accept}: a name left");
            let w = words(&p.html);
            assert_eq!(w["lang"], code);
            assert!(w["ftl"].as_str().unwrap().contains(police), "{path}");
            // The variants' names travel with the words, so a table's
            // page names its variant in the visitor's language.
            assert!(
                w["ftl"]
                    .as_str()
                    .unwrap()
                    .contains("variant-name-english = "),
                "{path}"
            );
            assert!(p.cookie.is_none(), "no cookie unless a language is chosen");
        }
    }
}

#[test]
fn a_language_chosen_with_the_query_is_kept_for_the_next_pages() {
    let db = temp_db("page-lang-cookie");
    let s = TestServer::start(&db);
    let chosen = page(&s.base, "/?lang=fr", &[("Accept-Language", "de")]);
    assert_eq!(chosen.language.as_deref(), Some("fr"));
    let cookie = chosen.cookie.expect("the choice is kept");
    assert!(cookie.starts_with("suffragetto-lang=fr;"), "{cookie}");
    assert!(cookie.contains("SameSite=Lax"), "{cookie}");
    let next = page(
        &s.base,
        "/explore",
        &[
            ("Accept-Language", "de"),
            ("Cookie", "other=1; suffragetto-lang=fr"),
        ],
    );
    assert_eq!(next.language.as_deref(), Some("fr"));
    assert!(next.html.contains("<html lang=\"fr\">"));
    // A cookie naming a language the project does not speak counts for
    // nothing.
    let odd = page(
        &s.base,
        "/",
        &[("Accept-Language", "de"), ("Cookie", "suffragetto-lang=xx")],
    );
    assert_eq!(odd.language.as_deref(), Some("de"));
}

#[test]
fn the_variants_are_listed_by_the_names_readers_of_the_language_know() {
    let db = temp_db("variant-names");
    let s = TestServer::start(&db);
    let names = |lang: &str| -> Vec<(String, String)> {
        let v = super::harness::get_json(&s.base, &format!("/api/variants?lang={lang}"));
        v["variants"]
            .as_array()
            .unwrap()
            .iter()
            .map(|x| {
                (
                    x["id"].as_str().unwrap().to_string(),
                    x["name"].as_str().unwrap().to_string(),
                )
            })
            .collect()
    };
    let de = names("de");
    assert!(
        de.contains(&("english".into(), "Englische Online-Regeln".into())),
        "{de:?}"
    );
    let fr = names("fr");
    assert!(
        fr.contains(&("german".into(), "Article de la Wikipédia allemande".into())),
        "{fr:?}"
    );
    let en = names("en");
    assert!(
        en.contains(&("english".into(), "English online rules".into())),
        "{en:?}"
    );
    // The file's own title stays beside the name, for programs.
    let v = super::harness::get_json(&s.base, "/api/variants?lang=de");
    assert_eq!(v["variants"][0]["title"], "Suffragetto Online Rules");
    let sum = super::harness::get_json(&s.base, "/api/variants/english/summary?lang=fr");
    assert_eq!(sum["name"], "Règles anglaises en ligne");
}

#[test]
fn a_refused_nickname_or_chat_line_is_answered_in_the_visitors_language() {
    let db = temp_db("said-lang");
    let s = TestServer::start(&db);
    let (status, body) = super::harness::post(
        &s.base,
        "/api/tables?lang=de",
        &serde_json::json!({"nickname": "[Ada]"}),
    );
    assert_eq!(status, 400, "{body}");
    assert_eq!(
        body["error"],
        "ein Spitzname darf keines dieser Zeichen enthalten: \" [ ] { } \\"
    );
    let (status, body) = super::harness::post(
        &s.base,
        "/api/tables?lang=fr",
        &serde_json::json!({"nickname": "   "}),
    );
    assert_eq!(status, 400, "{body}");
    assert!(
        body["error"]
            .as_str()
            .unwrap()
            .starts_with("un pseudo compte de 1 à 24 lettres"),
        "{body}"
    );
    // English without a language asked for.
    let (_, body) = super::harness::post(
        &s.base,
        "/api/tables",
        &serde_json::json!({"nickname": "[Ada]"}),
    );
    assert_eq!(
        body["error"],
        "a nickname may not contain any of \" [ ] { } \\"
    );
}

#[test]
fn a_move_out_of_turn_is_refused_in_the_visitors_language() {
    let db = temp_db("turn-lang");
    let s = TestServer::start(&db);
    let rules = suffragetto_core::engine::Rules::load("english").unwrap();
    let police_first = rules.start_with(suffragetto_core::piece::Side::Police);
    let c = super::harness::create_table(
        &s.base,
        &serde_json::json!({"nickname": "Ada", "side": "S",
            "position": suffragetto_core::notation::write_position(&police_first)}),
    );
    let id = c["id"].as_str().unwrap();
    let said = |lang: &str| {
        let (status, body) = super::harness::post(
            &s.base,
            &format!("/api/tables/{id}/moves?lang={lang}"),
            &serde_json::json!({"token": c["token"], "move": "pass"}),
        );
        assert_eq!(status, 403, "{body}");
        body["error"].as_str().unwrap().to_string()
    };
    assert_eq!(said("de"), "du bist nicht am Zug: die Polizei ist am Zug");
    assert_eq!(
        said("fr"),
        "ce n’est pas votre tour\u{a0}: c’est à la police de jouer"
    );
    assert_eq!(said("en"), "it is not your turn: the Police are to move");
}

#[test]
fn a_table_or_study_refusal_is_answered_in_the_visitors_language() {
    let db = temp_db("table-lang");
    let s = TestServer::start(&db);
    let (id, token) = super::two_player_table(&s.base, "Ada", "Bea");
    let said = |path: &str, body: serde_json::Value, lang: &str, status: u16| {
        let (got, answer) = super::harness::post(&s.base, &format!("{path}?lang={lang}"), &body);
        assert_eq!(got, status, "{path} {lang}: {answer}");
        answer["error"].as_str().unwrap().to_string()
    };
    // A third player: both seats are taken.
    let join = format!("/api/tables/{id}/join");
    let cy = || serde_json::json!({"nickname": "Cy"});
    assert_eq!(
        said(&join, cy(), "de", 409),
        "beide Plätze sind besetzt; du kannst zuschauen"
    );
    assert_eq!(
        said(&join, cy(), "fr", 409),
        "les deux places sont prises\u{a0}; vous pouvez regarder la partie"
    );
    assert_eq!(
        said(&join, cy(), "en", 409),
        "both seats are taken; you can watch"
    );
    // A takeback before any move.
    let takeback = format!("/api/tables/{id}/takeback");
    let ada = || serde_json::json!({"token": token("S")});
    assert_eq!(
        said(&takeback, ada(), "de", 409),
        "du hast noch nicht gezogen: Es gibt nichts zurückzunehmen"
    );
    assert_eq!(
        said(&takeback, ada(), "fr", 409),
        "vous n’avez pas encore joué\u{a0}: il n’y a rien à reprendre"
    );
    // A move longer than any move.
    let moves = format!("/api/tables/{id}/moves");
    let long = || serde_json::json!({"token": token("S"), "move": "e6-".repeat(70)});
    assert_eq!(
        said(&moves, long(), "de", 422),
        "ein Zug hat höchstens 200 Zeichen"
    );
    assert_eq!(
        said(&moves, long(), "en", 422),
        "a move is at most 200 characters"
    );
    // The draw the rules do not have; the path to the docs stays.
    let draw = format!("/api/tables/{id}/draw");
    let de = said(&draw, ada(), "de", 422);
    assert!(de.starts_with("Suffragetto kennt kein Remis"), "{de}");
    assert!(de.ends_with("(docs/online-play.md)"), "{de}");
    let fr = said(&draw, ada(), "fr", 422);
    assert!(
        fr.starts_with("Suffragetto ne connaît pas la partie nulle\u{a0}:"),
        "{fr}"
    );
    assert!(fr.ends_with("(docs/online-play.md)"), "{fr}");
    // A study that is not there, asked with Accept-Language.
    let study = |accept: &str| {
        let mut r = agent()
            .get(format!("{}/api/studies/00ff", s.base))
            .header("Accept-Language", accept)
            .call()
            .unwrap();
        assert_eq!(r.status().as_u16(), 404);
        let language = r
            .headers()
            .get("content-language")
            .map(|v| v.to_str().unwrap().to_string());
        let body: Value = serde_json::from_str(&r.body_mut().read_to_string().unwrap()).unwrap();
        (language, body["error"].as_str().unwrap().to_string())
    };
    assert_eq!(
        study("de-CH, fr;q=0.5"),
        (
            Some("de".into()),
            "diese Studie gibt es nicht (prüfe den Link)".into()
        )
    );
    assert_eq!(
        study("fr-BE"),
        (
            Some("fr".into()),
            "cette étude n’existe pas (vérifiez le lien)".into()
        )
    );
    assert_eq!(study("en").1, "no such study (check the link)");
}
