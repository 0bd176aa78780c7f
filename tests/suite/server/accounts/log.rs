//! `suffragetto serve` as a process writes no password, session id or CSRF
//! token to its output, whatever the accounts go through.

use super::super::harness::temp_db;
use super::{Browser, PASSWORD};
use serde_json::json;
use std::io::{BufRead, BufReader, Read};
use std::process::Stdio;

#[test]
fn no_secret_reaches_the_servers_output() {
    let db = temp_db("acc-log");
    let mut child = crate::common::command()
        .args(["serve", "--addr", "127.0.0.1:0", "--db"])
        .arg(&*db)
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut stdout = BufReader::new(child.stdout.take().unwrap());
    let mut first = String::new();
    stdout.read_line(&mut first).unwrap();
    let port = first
        .strip_prefix("serving on http://127.0.0.1:")
        .and_then(|r| r.split_once('/'))
        .map(|(p, _)| p.to_string())
        .unwrap_or_else(|| panic!("{first}"));
    let base = format!("http://127.0.0.1:{port}");

    let new_password = "a second secret phrase";
    let mut b = Browser::new(&base);
    let mut secrets = vec![PASSWORD.to_string(), new_password.to_string()];
    assert_eq!(b.sign_up("Grace Roe", PASSWORD).status, 201);
    secrets.extend([b.session_id(), b.csrf.clone().unwrap()]);
    assert_eq!(b.sign_in("Grace Roe", "a wrong secret phrase").status, 401);
    secrets.push("a wrong secret phrase".into());
    let bad = json!({"username": "Grace Roe", "password": {"p": PASSWORD}});
    assert_eq!(b.send("POST", "/api/session", Some(&bad)).status, 422);
    let mut forged = b.clone();
    forged.csrf = Some("f".repeat(64));
    assert_eq!(forged.send("DELETE", "/api/session", None).status, 403);
    let change = json!({"current": PASSWORD, "password": new_password});
    assert_eq!(b.send("PUT", "/api/me/password", Some(&change)).status, 200);
    secrets.extend([b.session_id(), b.csrf.clone().unwrap()]);
    assert_eq!(b.send("DELETE", "/api/session", None).status, 200);

    child.kill().unwrap();
    child.wait().unwrap();
    let mut out = first;
    stdout.read_to_string(&mut out).unwrap();
    child
        .stderr
        .take()
        .unwrap()
        .read_to_string(&mut out)
        .unwrap();
    assert!(out.contains("serving on"), "{out}");
    for s in &secrets {
        assert!(!out.contains(s.as_str()), "{s} is in the output:\n{out}");
    }
}
