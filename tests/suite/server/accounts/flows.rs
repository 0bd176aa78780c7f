//! An account's life through the API: created and signed in, who am I,
//! signed out and in again, a second device, its sessions seen and ended,
//! the password changed, the account deleted; guests untouched by any of it.

use super::super::harness::{TestDb, create_table, relaxed};
use super::{Browser, PASSWORD};
use serde_json::json;

fn sign_up_sign_out_and_sign_in_again(db: &TestDb) {
    let server = db.server(relaxed());
    let mut b = Browser::new(&server.base);

    // A guest is nobody, and says how to become somebody.
    let r = b.me();
    assert_eq!(r.status, 401, "{r:?}");
    assert_eq!(
        r.body["error"],
        "you are not signed in (or your session has ended): sign in, or create an account"
    );

    let r = b.sign_up("Emmeline", PASSWORD);
    assert_eq!(r.status, 201, "{r:?}");
    assert_eq!(r.body["username"], "Emmeline");
    assert_eq!(r.cache_control.as_deref(), Some("no-store"));
    let me = b.me();
    assert_eq!(me.status, 200, "{me:?}");
    assert_eq!(me.body["username"], "Emmeline");
    assert_eq!(me.body["csrf"], r.body["csrf"]);

    let out = b.send("DELETE", "/api/session", None);
    assert_eq!(out.status, 200, "{out:?}");
    assert!(b.cookie.is_none(), "the cookie is cleared: {out:?}");
    assert_eq!(b.me().status, 401);

    // Any case and width of the name finds the account.
    let r = b.sign_in("ＥＭＭＥＬＩＮＥ", PASSWORD);
    assert_eq!(r.status, 200, "{r:?}");
    assert_eq!(r.body["username"], "Emmeline");
    assert_eq!(b.me().body["username"], "Emmeline");

    // The name is taken, in any case, and so is a look-alike of it.
    let mut other = Browser::new(&server.base);
    for taken in ["emmeline", "EmmeIine"] {
        let r = other.sign_up(taken, PASSWORD);
        assert_eq!(r.status, 409, "{taken}: {r:?}");
        assert!(
            r.body["error"]
                .as_str()
                .unwrap()
                .ends_with("choose another"),
            "{r:?}"
        );
    }
    // A weak password is refused with what to do.
    let r = other.sign_up("Christabel", "password1");
    assert_eq!(r.status, 400, "{r:?}");
    assert_eq!(
        r.body["error"],
        "this password is one of the most common ones, which are tried first: choose another password"
    );
    // The same refusals in the visitor's language (asked here with ?lang=):
    // the words of the catalogue, with what to do.
    let r = other.send(
        "POST",
        "/api/account?lang=de",
        Some(&json!({"username": "Christabel", "password": "kurz"})),
    );
    assert_eq!(r.status, 400, "{r:?}");
    assert_eq!(
        r.body["error"],
        "ein Passwort hat mindestens 8 Zeichen (dieses hat 4): Wähle ein anderes Passwort"
    );
    let r = other.send(
        "POST",
        "/api/account?lang=fr",
        Some(&json!({"username": "-Christabel", "password": PASSWORD})),
    );
    assert_eq!(r.status, 400, "{r:?}");
    assert_eq!(
        r.body["error"],
        "un nom d’utilisateur commence et finit par une lettre ou un chiffre\u{a0}: choisissez un autre nom d’utilisateur"
    );
    assert!(other.cookie.is_none());
}

fn sessions_on_two_devices_seen_and_ended(db: &TestDb) {
    let server = db.server(relaxed());
    let mut laptop = Browser::new(&server.base);
    assert_eq!(laptop.sign_up("Sylvia", PASSWORD).status, 201);
    let mut phone = Browser::new(&server.base);
    phone.agent = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Safari/604.1".into();
    assert_eq!(phone.sign_in("sylvia", PASSWORD).status, 200);

    let list = laptop.send("GET", "/api/me/sessions", None);
    assert_eq!(list.status, 200, "{list:?}");
    let sessions = list.body["sessions"].as_array().unwrap();
    assert_eq!(sessions.len(), 2, "{list:?}");
    let mine: Vec<bool> = sessions
        .iter()
        .map(|s| s["current"].as_bool().unwrap())
        .collect();
    assert_eq!(mine.iter().filter(|m| **m).count(), 1);
    let devices: Vec<&str> = sessions
        .iter()
        .map(|s| s["device"].as_str().unwrap())
        .collect();
    assert!(devices.contains(&"Firefox on Linux"), "{devices:?}");
    assert!(devices.contains(&"Safari on iPhone"), "{devices:?}");
    // The list names sessions by a handle, never by their id.
    assert!(!list.text.contains(&phone.session_id()));
    assert!(!list.text.contains(&laptop.session_id()));

    // The laptop ends the phone's session: the phone is signed out.
    let handle = sessions
        .iter()
        .find(|s| s["device"] == "Safari on iPhone")
        .unwrap()["id"]
        .as_str()
        .unwrap()
        .to_string();
    let r = laptop.send("DELETE", &format!("/api/me/sessions/{handle}"), None);
    assert_eq!(r.status, 200, "{r:?}");
    assert_eq!(phone.me().status, 401);
    assert_eq!(laptop.me().status, 200);
    // Once ended, it is not there to end again.
    let r = laptop.send("DELETE", &format!("/api/me/sessions/{handle}"), None);
    assert_eq!(r.status, 404, "{r:?}");
}

fn a_new_password_ends_every_other_session(db: &TestDb) {
    let server = db.server(relaxed());
    let mut a = Browser::new(&server.base);
    assert_eq!(a.sign_up("Annie Kenney", PASSWORD).status, 201);
    let mut b = Browser::new(&server.base);
    assert_eq!(b.sign_in("annie kenney", PASSWORD).status, 200);
    let before = a.session_id();

    // The current password must be right.
    let wrong = json!({"current": "not my password", "password": "votes for women 1906"});
    let r = a.send("PUT", "/api/me/password", Some(&wrong));
    assert_eq!(r.status, 403, "{r:?}");
    assert_eq!(
        r.body["error"],
        "that is not your current password: type it again"
    );
    let change = json!({"current": PASSWORD, "password": "votes for women 1906"});
    let r = a.send("PUT", "/api/me/password", Some(&change));
    assert_eq!(r.status, 200, "{r:?}");
    // This device goes on under a new session id; the other is signed out.
    assert_ne!(a.session_id(), before);
    assert_eq!(a.me().status, 200);
    assert_eq!(b.me().status, 401);
    let mut c = Browser::new(&server.base);
    assert_eq!(c.sign_in("Annie Kenney", PASSWORD).status, 401);
    assert_eq!(
        c.sign_in("Annie Kenney", "votes for women 1906").status,
        200
    );
}

fn a_deleted_account_cannot_sign_in_and_its_sessions_end_at_once(db: &TestDb) {
    let server = db.server(relaxed());
    let mut a = Browser::new(&server.base);
    assert_eq!(a.sign_up("Flora", PASSWORD).status, 201);
    let mut b = Browser::new(&server.base);
    assert_eq!(b.sign_in("Flora", PASSWORD).status, 200);

    let r = a.send(
        "DELETE",
        "/api/account",
        Some(&json!({"password": "wrong one"})),
    );
    assert_eq!(r.status, 403, "{r:?}");
    assert_eq!(a.me().status, 200, "a wrong password deletes nothing");
    let r = a.send(
        "DELETE",
        "/api/account",
        Some(&json!({"password": PASSWORD})),
    );
    assert_eq!(r.status, 200, "{r:?}");
    assert!(a.cookie.is_none());
    assert_eq!(b.me().status, 401, "the other device is signed out too");
    let mut c = Browser::new(&server.base);
    let r = c.sign_in("Flora", PASSWORD);
    assert_eq!(r.status, 401, "{r:?}");
    assert_eq!(
        r.body["error"],
        suffragetto_server::accounts::wrong_words(suffragetto_core::lang::Lang::En)
    );

    // Nothing of the credentials is left in the database.
    assert_eq!(db.number("SELECT COUNT(*) FROM account"), 1);
    assert_eq!(
        db.number("SELECT COUNT(*) FROM account WHERE name IS NULL AND name_key IS NULL AND look IS NULL AND password IS NULL"),
        1
    );
    assert_eq!(db.number("SELECT COUNT(*) FROM account_session"), 0);
    // The name is free again.
    assert_eq!(c.sign_up("Flora", "another good password").status, 201);
}

fn guests_play_as_before_beside_accounts(db: &TestDb) {
    let server = db.server(relaxed());
    let mut a = Browser::new(&server.base);
    assert_eq!(a.sign_up("Teresa", PASSWORD).status, 201);
    // A guest creates and joins a table by nickname, with no cookie at all.
    let t = create_table(
        &server.base,
        &json!({"variant": "english", "side": "S", "nickname": "Guest one"}),
    );
    let id = t["id"].as_str().unwrap();
    let (status, joined) = super::super::harness::post(
        &server.base,
        &format!("/api/tables/{id}/join"),
        &json!({"nickname": "Guest two"}),
    );
    assert_eq!(status, 200, "{joined}");
    // The signed-in browser creates a table the same way.
    let r = a.send(
        "POST",
        "/api/tables",
        Some(&json!({"variant": "english", "side": "P", "nickname": "Teresa"})),
    );
    assert_eq!(r.status, 200, "{r:?}");
}

crate::on_both_databases!(
    sign_up_sign_out_and_sign_in_again,
    sessions_on_two_devices_seen_and_ended,
    a_new_password_ends_every_other_session,
    a_deleted_account_cannot_sign_in_and_its_sessions_end_at_once,
    guests_play_as_before_beside_accounts,
);
