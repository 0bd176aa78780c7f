//! The accounts' security points (docs/deploy.md, "Accounts"), one test
//! each: the cookie's flags, a new session id at every sign-in (no
//! fixation), CSRF refused without the token and from another origin, brute
//! force answered 429 per address and per account, one answer for an
//! unknown name and a wrong password, and no secret in an answer or in the
//! database.

use super::super::harness::{TestDb, TestServer, relaxed, temp_db};
use super::{Browser, PASSWORD};
use serde_json::json;
use std::time::Duration;
use suffragetto_server::Rate;

/// 64 lower-case hex digits.
fn is_id(s: &str) -> bool {
    s.len() == 64
        && s.bytes()
            .all(|b| b.is_ascii_digit() || (b'a'..=b'f').contains(&b))
}

fn the_cookie_is_httponly_samesite_lax_path_root_and_secure_behind_https(db: &TestDb) {
    let server = db.server(relaxed());
    let mut b = Browser::new(&server.base);
    let r = b.sign_up("Lady Constance", PASSWORD);
    assert_eq!(r.status, 201, "{r:?}");
    assert_eq!(r.set_cookie.len(), 1, "{r:?}");
    let id = b.session_id();
    assert!(is_id(&id), "256 bits as hex: {id}");
    assert_eq!(
        r.set_cookie[0],
        format!("suffragetto-session={id}; HttpOnly; SameSite=Lax; Path=/; Max-Age=2592000")
    );
    let out = b.send("DELETE", "/api/session", None);
    assert_eq!(
        out.set_cookie,
        ["suffragetto-session=; HttpOnly; SameSite=Lax; Path=/; Max-Age=0"]
    );

    // Behind an https proxy: Secure, and the __Host- name that the browser
    // takes only when it is Secure, for Path=/ and without a Domain.
    let mut limits = relaxed();
    limits.behind_proxy = true;
    drop(server);
    db.execute("DELETE FROM account_session; DELETE FROM account");
    let server = db.server(limits);
    let mut b = Browser::new(&server.base);
    b.origin = Some(server.base.replacen("http://", "https://", 1));
    let r = b.sign_up("Lady Constance", PASSWORD);
    assert_eq!(r.status, 201, "{r:?}");
    let id = b.session_id();
    assert_eq!(
        r.set_cookie[0],
        format!(
            "__Host-suffragetto-session={id}; HttpOnly; SameSite=Lax; Path=/; Max-Age=2592000; Secure"
        )
    );
    assert_eq!(b.me().status, 200);
    // The plain name is not read behind the proxy.
    b.cookie = Some(format!("suffragetto-session={id}"));
    assert_eq!(b.me().status, 401);
}

fn every_sign_in_gets_a_new_session_id_and_the_old_one_ends(db: &TestDb) {
    let server = db.server(relaxed());
    let mut b = Browser::new(&server.base);
    assert_eq!(b.sign_up("Mary Leigh", PASSWORD).status, 201);
    let first = b.clone();

    // Signing in again from the same browser: a new id; the one it had ends.
    assert_eq!(b.sign_in("Mary Leigh", PASSWORD).status, 200);
    assert_ne!(b.session_id(), first.session_id());
    assert_ne!(b.csrf, first.csrf, "the token follows the session");
    assert_eq!(first.clone().me().status, 401, "the earlier id is dead");
    assert_eq!(b.me().status, 200);

    // An id planted by someone else is never taken up: the server makes
    // its own, and the planted one stays worthless.
    let planted = "ab".repeat(32);
    let mut victim = Browser::new(&server.base);
    victim.cookie = Some(format!("suffragetto-session={planted}"));
    assert_eq!(victim.me().status, 401);
    assert_eq!(victim.sign_in("Mary Leigh", PASSWORD).status, 200);
    assert_ne!(victim.session_id(), planted);
    let mut attacker = Browser::new(&server.base);
    attacker.cookie = Some(format!("suffragetto-session={planted}"));
    assert_eq!(attacker.me().status, 401);

    // Signing up from a browser that was signed in ends its session too.
    let before = b.clone();
    assert_eq!(b.sign_up("Mary Gawthorpe", PASSWORD).status, 201);
    assert_eq!(b.me().body["username"], "Mary Gawthorpe");
    assert_eq!(before.clone().me().status, 401);
}

fn changes_without_the_csrf_token_or_from_another_origin_are_refused(db: &TestDb) {
    let server = db.server(relaxed());
    let mut b = Browser::new(&server.base);
    assert_eq!(b.sign_up("Edith New", PASSWORD).status, 201);
    let mut other = Browser::new(&server.base);
    assert_eq!(other.sign_up("Mary Clarke", PASSWORD).status, 201);
    let new_password = json!({"current": PASSWORD, "password": "a brand new password"});
    let confirm = json!({"password": PASSWORD});
    let changes: [(&str, &str, Option<&serde_json::Value>); 4] = [
        ("DELETE", "/api/session", None),
        ("PUT", "/api/me/password", Some(&new_password)),
        ("DELETE", "/api/account", Some(&confirm)),
        ("DELETE", "/api/me/sessions/0000000000000000", None),
    ];
    let no_token = "this change lacks the CSRF token of your session (X-CSRF-Token, from GET /api/me): reload the page and try again";
    let elsewhere = "this request did not come from this site's own pages (its Origin header is missing or another site's): use the pages of this site";
    for (method, path, body) in changes {
        let mut forged = b.clone();
        forged.csrf = None;
        let r = forged.send(method, path, body);
        assert_eq!(
            (r.status, r.body["error"].as_str()),
            (403, Some(no_token)),
            "{path}"
        );
        forged.csrf = Some("0".repeat(64));
        assert_eq!(
            forged.send(method, path, body).status,
            403,
            "{path}: a made-up token"
        );
        forged.csrf = other.csrf.clone();
        assert_eq!(
            forged.send(method, path, body).status,
            403,
            "{path}: another session's token"
        );
        let mut cross = b.clone();
        cross.origin = Some("http://evil.example".into());
        let r = cross.send(method, path, body);
        assert_eq!(
            (r.status, r.body["error"].as_str()),
            (403, Some(elsewhere)),
            "{path}"
        );
        cross.origin = None;
        assert_eq!(
            cross.send(method, path, body).status,
            403,
            "{path}: no Origin"
        );
    }
    // Nothing happened: still signed in, with the same password.
    assert_eq!(b.me().status, 200);
    assert_eq!(b.sign_in("Edith New", PASSWORD).status, 200);

    // No page elsewhere can sign a browser in or up either.
    let mut cross = Browser::new(&server.base);
    cross.origin = Some("http://evil.example".into());
    assert_eq!(cross.sign_in("Edith New", PASSWORD).status, 403);
    assert_eq!(cross.sign_up("Someone Else", PASSWORD).status, 403);
    assert!(cross.cookie.is_none());

    // With the token and from the site itself, the change goes through.
    assert_eq!(b.send("DELETE", "/api/session", None).status, 200);
}

/// A 429 saying `words` and to wait at most `period` seconds (a little
/// less once the attempts before it took their time), in `Retry-After` too.
fn held_off(r: &super::Reply, words: &str, period: u64) {
    assert_eq!(r.status, 429, "{r:?}");
    let wait: u64 = r.retry_after.as_deref().unwrap().parse().unwrap();
    assert!((period - 30..=period).contains(&wait), "{r:?}");
    assert_eq!(
        r.body["error"],
        format!("{words}: try again in {wait} seconds")
    );
}

fn brute_force_is_answered_429_per_address_and_per_account(db: &TestDb) {
    let mut limits = relaxed();
    limits.behind_proxy = true;
    limits.accounts.sign_in_per_account = Rate::new(5, Duration::from_secs(600));
    limits.accounts.sign_in_per_address = Rate::new(8, Duration::from_secs(300));
    limits.accounts.sign_up_per_address = Rate::new(100, Duration::from_millis(1));
    let server = db.server(limits);
    let https = server.base.replacen("http://", "https://", 1);
    let browser_at = |address: &str| {
        let mut b = Browser::new(&server.base);
        b.origin = Some(https.clone());
        b.forwarded_for = Some(address.to_string());
        b
    };
    assert_eq!(browser_at("10.0.0.1").sign_up("Ada", PASSWORD).status, 201);

    // Per account: five wrong passwords from five addresses, then the
    // account is held off whatever the address and whatever the password.
    for i in 0..5 {
        let r = browser_at(&format!("10.0.1.{i}")).sign_in("Ada", "guess number one");
        assert_eq!(r.status, 401, "attempt {i}: {r:?}");
    }
    let mut right = browser_at("10.0.2.1");
    let r = right.sign_in("ada", PASSWORD);
    held_off(&r, "too many sign-in attempts for this user name", 600);
    assert!(right.cookie.is_none());
    // Another account is not held off.
    assert_eq!(browser_at("10.0.1.0").sign_up("Bea", PASSWORD).status, 201);
    assert_eq!(browser_at("10.0.2.2").sign_in("Bea", PASSWORD).status, 200);

    // Per address: one address trying many names is held off after eight.
    let mut scanner = browser_at("10.0.3.1");
    for i in 0..8 {
        let r = scanner.sign_in(&format!("name{i}"), "guess number one");
        assert_eq!(r.status, 401, "attempt {i}: {r:?}");
    }
    let r = scanner.sign_in("Bea", PASSWORD);
    held_off(&r, "too many sign-in attempts from your address", 300);
}

fn an_unknown_name_and_a_wrong_password_get_the_same_answer_and_the_same_work(db: &TestDb) {
    let server = db.server(relaxed());
    let mut b = Browser::new(&server.base);
    assert_eq!(b.sign_up("Emily Davison", PASSWORD).status, 201);
    let hasher = server.state.accounts().hasher();

    let before = hasher.worked();
    let wrong = Browser::new(&server.base).sign_in("Emily Davison", "not her password");
    let after_wrong = hasher.worked();
    let unknown = Browser::new(&server.base).sign_in("Nobody At All", "not her password");
    let after_unknown = hasher.worked();
    let short_name = Browser::new(&server.base).sign_in("x", "y");

    assert_eq!(wrong.status, 401);
    assert_eq!(
        (unknown.status, &unknown.text, &unknown.set_cookie),
        (wrong.status, &wrong.text, &wrong.set_cookie)
    );
    assert_eq!(
        (short_name.status, &short_name.text),
        (wrong.status, &wrong.text)
    );
    assert_eq!(
        wrong.body["error"],
        suffragetto_server::accounts::wrong_words(suffragetto_core::lang::Lang::En)
    );
    // Each cost one Argon2id check: the unknown name was checked against a
    // hash nobody knows the password of, so it takes as long.
    assert_eq!(after_wrong - before, 1);
    assert_eq!(after_unknown - after_wrong, 1);
}

fn no_password_or_session_id_in_an_answer_or_in_the_database(db: &TestDb) {
    let server = db.server(relaxed());
    let mut b = Browser::new(&server.base);
    let r = b.sign_up("Kitty Marion", PASSWORD);
    let id = b.session_id();
    assert!(!r.text.contains(&id) && !r.text.contains(PASSWORD), "{r:?}");
    let me = b.me();
    assert!(!me.text.contains(&id), "{me:?}");
    let csrf = me.body["csrf"].as_str().unwrap();
    assert!(is_id(csrf) && csrf != id);

    // A body the server cannot read is refused without repeating it.
    for bad in [
        json!({"username": "Kitty Marion", "password": ["hunter22 secret"]}),
        json!({"username": "Kitty Marion", "password": 123456789012_i64}),
        json!({"username": "Kitty Marion"}),
    ] {
        let r = Browser::new(&server.base).send("POST", "/api/session", Some(&bad));
        assert_eq!(r.status, 422, "{r:?}");
        assert_eq!(
            r.body["error"],
            "the request's body is a JSON object with the text fields `username`, `password`"
        );
    }
    // Too long a password is the one answer too, not an echo of it.
    let long = "p".repeat(10_000);
    let r = Browser::new(&server.base).sign_in("Kitty Marion", &long);
    assert_eq!(
        r.body["error"],
        suffragetto_server::accounts::wrong_words(suffragetto_core::lang::Lang::En)
    );

    // The database holds an Argon2id hash at the stated costs, and of the
    // session only a hash of its id.
    let hash = db.text("SELECT password FROM account");
    assert!(
        hash.starts_with("$argon2id$v=19$m=19456,t=2,p=1$"),
        "{hash}"
    );
    let dump = db.dump();
    let text = String::from_utf8_lossy(&dump);
    assert!(!text.contains(&id), "the session id is in the database");
    assert!(!text.contains(PASSWORD), "the password is in the database");
    let raw: Vec<u8> = (0..32)
        .map(|i| u8::from_str_radix(&id[2 * i..2 * i + 2], 16).unwrap())
        .collect();
    assert!(
        !dump.windows(32).any(|w| w == raw.as_slice()),
        "the session id's bytes are in the database"
    );
}

#[test]
fn the_pages_never_put_a_password_in_a_url() {
    let db = temp_db("acc-forms");
    let server = TestServer::start_with(&db, relaxed());
    for path in ["/sign-in", "/sign-up", "/account"] {
        let (status, page) = super::super::harness::get(&server.base, path);
        assert_eq!(status, 200, "{path}");
        let forms: Vec<&str> = page.split("<form").skip(1).collect();
        let with_password: Vec<&&str> = forms
            .iter()
            .filter(|f| {
                f.split("</form>")
                    .next()
                    .unwrap()
                    .contains(r#"type="password""#)
            })
            .collect();
        assert_eq!(with_password.len(), 4, "{path}");
        for f in with_password {
            let tag = f.split('>').next().unwrap();
            assert!(tag.contains(r#"method="post""#), "{path}: <form{tag}>");
        }
    }
}

crate::on_both_databases!(
    the_cookie_is_httponly_samesite_lax_path_root_and_secure_behind_https,
    every_sign_in_gets_a_new_session_id_and_the_old_one_ends,
    changes_without_the_csrf_token_or_from_another_origin_are_refused,
    brute_force_is_answered_429_per_address_and_per_account,
    an_unknown_name_and_a_wrong_password_get_the_same_answer_and_the_same_work,
    no_password_or_session_id_in_an_answer_or_in_the_database,
);
