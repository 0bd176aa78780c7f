//! The pages around a table: the site's 404 page (and a JSON 404 under
//! `/api/`), the How to play page, the embeddable viewer `/embed/{id}` (the
//! only page another site may frame, and one that never holds a seat), the
//! diagram of any ply as PNG, and the time of each chat line.

use super::harness::{TestServer, agent, create_table, get, get_json, post, temp_db};
use serde_json::{Value, json};

/// Status, content type, policy and body of a GET.
fn fetch(base: &str, path: &str) -> (u16, String, String, Vec<u8>) {
    let mut r = agent().get(format!("{base}{path}")).call().unwrap();
    let header = |name: &str| {
        r.headers()
            .get(name)
            .map(|v| v.to_str().unwrap().to_string())
            .unwrap_or_default()
    };
    let (kind, policy) = (header("content-type"), header("content-security-policy"));
    (
        r.status().as_u16(),
        kind,
        policy,
        r.body_mut().read_to_vec().unwrap(),
    )
}

#[test]
fn an_unknown_path_is_the_sites_404_page_and_an_unknown_api_path_a_json_404() {
    let db = temp_db("pages-404");
    let s = TestServer::start(&db);
    for path in ["/foo", "/no/such/page", "/t/", "/tables"] {
        let (status, kind, policy, body) = fetch(&s.base, path);
        let html = String::from_utf8(body).unwrap();
        assert_eq!(status, 404, "{path}");
        assert!(kind.starts_with("text/html"), "{path}: {kind}");
        assert!(html.contains("id=\"not-found\""), "{path}: the page's 404");
        assert!(
            html.contains("class=\"site-nav\""),
            "{path}: the site's header"
        );
        assert!(html.contains("No such page"), "{path}: said in words");
        assert!(policy.contains("frame-ancestors 'none'"), "{policy}");
    }
    let (status, kind, _, body) = fetch(&s.base, "/api/nothing-here");
    assert_eq!(status, 404);
    assert!(kind.starts_with("application/json"), "{kind}");
    let v: Value = serde_json::from_slice(&body).unwrap();
    assert_eq!(v["error"], "no such API path: /api/nothing-here");
    // The pages that are there still answer 200.
    for path in ["/", "/how-to-play", "/explore", "/t/0123456789abcdef"] {
        assert_eq!(get(&s.base, path).0, 200, "{path}");
    }
}

#[test]
fn the_embedded_viewer_may_be_framed_and_holds_no_seat() {
    let db = temp_db("pages-embed");
    let s = TestServer::start(&db);
    let c = create_table(
        &s.base,
        &json!({"variant": "english", "side": "S", "nickname": "Teacher"}),
    );
    let id = c["id"].as_str().unwrap();
    let token = c["token"].as_str().unwrap();
    let key = c["seat_key"].as_str().unwrap();
    let (status, kind, policy, body) = fetch(&s.base, &format!("/embed/{id}"));
    let html = String::from_utf8(body).unwrap();
    assert_eq!(status, 200);
    assert!(kind.starts_with("text/html"));
    assert!(policy.contains("frame-ancestors *"), "{policy}");
    assert!(html.contains("/embed.js") && html.contains("id=\"viewer\""));
    assert!(
        !html.contains(token) && !html.contains(key),
        "no seat in the page"
    );
    assert!(!html.contains("{{"), "every word written");
    // Its words in each language (a name the catalogue lacks fails here).
    for (lang, first) in [("de", "der Anfang"), ("fr", "le début")] {
        let mut r = agent()
            .get(format!("{}/embed/{id}", s.base))
            .header("Accept-Language", lang)
            .call()
            .unwrap();
        assert_eq!(r.status().as_u16(), 200);
        let html = r.body_mut().read_to_string().unwrap();
        assert!(html.contains(&format!("<html lang=\"{lang}\">")), "{lang}");
        assert!(html.contains(first), "{lang}: its own words");
    }
    // Only the viewer may be framed.
    let (_, _, table_policy, _) = fetch(&s.base, &format!("/t/{id}"));
    assert!(
        table_policy.contains("frame-ancestors 'none'"),
        "{table_policy}"
    );
    // Its script reads no seat: no localStorage, no seat key, no token.
    let (status, kind, _, script) = fetch(&s.base, "/embed.js");
    let script = String::from_utf8(script).unwrap();
    assert_eq!(status, 200);
    assert!(kind.starts_with("text/javascript"));
    let viewer = &script[script.find("const viewer").expect("the viewer's own code")..];
    for word in ["seatOf", "localStorage", "token", "?seat="] {
        assert!(!viewer.contains(word), "the viewer's code uses {word}");
    }
    // A table that is not there is the site's 404 page.
    let (status, _, _, body) = fetch(&s.base, "/embed/0123456789abcdef01234567");
    assert_eq!(status, 404);
    assert!(
        String::from_utf8(body)
            .unwrap()
            .contains("id=\"not-found\"")
    );
}

#[test]
fn the_diagram_of_any_ply_comes_as_png() {
    let db = temp_db("pages-png");
    let s = TestServer::start(&db);
    let c = create_table(
        &s.base,
        &json!({"variant": "english", "side": "S", "nickname": "Ada", "opponent": "random"}),
    );
    let id = c["id"].as_str().unwrap();
    let (status, kind, _, png) = fetch(&s.base, &format!("/api/tables/{id}/diagram.png?ply=0"));
    assert_eq!(status, 200);
    assert_eq!(kind, "image/png");
    assert_eq!(&png[..8], b"\x89PNG\r\n\x1a\n", "a PNG file");
    // The same picture twice (deterministic), and one for the download.
    let (_, _, _, again) = fetch(&s.base, &format!("/api/tables/{id}/diagram.png?ply=0"));
    assert_eq!(png, again);
    let r = agent()
        .get(format!(
            "{}/api/tables/{id}/diagram.png?ply=0&download=true",
            s.base
        ))
        .call()
        .unwrap();
    let name = r.headers()["content-disposition"].to_str().unwrap();
    assert!(name.ends_with("-ply0.png\""), "{name}");
    // A ply the game has not reached, and a query that is not one.
    assert_eq!(
        get(&s.base, &format!("/api/tables/{id}/diagram.png?ply=99")).0,
        404
    );
    assert_eq!(
        get(&s.base, &format!("/api/tables/{id}/diagram.png?ply=x")).0,
        400
    );
    assert_eq!(
        get(&s.base, "/api/tables/0123456789abcdef01234567/diagram.png").0,
        404
    );
}

#[test]
fn chat_lines_carry_their_time_across_a_restart() {
    let db = temp_db("pages-chat-time");
    let id;
    {
        let s = TestServer::start(&db);
        let c = create_table(
            &s.base,
            &json!({"variant": "english", "side": "S", "nickname": "Ada"}),
        );
        id = c["id"].as_str().unwrap().to_string();
        let before = suffragetto_server::store::now();
        let (status, v) = post(
            &s.base,
            &format!("/api/tables/{id}/chat"),
            &json!({"token": c["token"], "text": "Deeds, not words"}),
        );
        assert_eq!(status, 200, "{v}");
        let at = v["chat"][0]["at"].as_i64().expect("a time");
        assert!(
            (before..=before + 5).contains(&at),
            "{at} is not about {before}"
        );
    }
    let s = TestServer::start(&db);
    let v = get_json(&s.base, &format!("/api/tables/{id}"));
    assert!(v["chat"][0]["at"].is_i64(), "{v}");
}
