//! `suffragetto serve` as a process: it says "serving on" once the
//! database is open and the port bound, answers there (the page, the
//! variant list, a new table), keeps a clocked game's times when it is
//! stopped and started again, and refuses another program's database with
//! exit code 1 without touching it.

use super::harness::temp_db;
use std::io::{BufRead, BufReader, Read};
use std::process::{Child, Stdio};
use std::time::{Duration, Instant};

/// `suffragetto serve --addr 127.0.0.1:0 --db DB`, its output piped.
fn spawn_serve(db: impl AsRef<std::ffi::OsStr>) -> Child {
    crate::common::command()
        .args(["serve", "--addr", "127.0.0.1:0", "--db"])
        .arg(db)
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap()
}

/// Waits for the process to end, killing it after `limit`; its code.
fn wait(child: &mut Child, limit: Duration) -> Option<i32> {
    let deadline = Instant::now() + limit;
    loop {
        if let Some(status) = child.try_wait().unwrap() {
            return status.code();
        }
        if Instant::now() > deadline {
            let _ = child.kill();
            let _ = child.wait();
            return None;
        }
        std::thread::sleep(Duration::from_millis(50));
    }
}

#[test]
fn serve_says_where_it_serves_once_ready_and_answers_there() {
    let db = temp_db("process");
    let mut child = spawn_serve(db.as_os_str());
    let mut lines = BufReader::new(child.stdout.take().unwrap()).lines();
    let first = lines.next().expect("a line").unwrap();
    let rest = first
        .strip_prefix("serving on http://127.0.0.1:")
        .expect(&first);
    let (port, tail) = rest.split_once('/').unwrap();
    assert_eq!(tail, format!(" (tables in {})", db.display()));
    // The database exists and is ours by the time the line is printed.
    let app: i64 = rusqlite::Connection::open(&db)
        .unwrap()
        .query_row("PRAGMA application_id", [], |r| r.get(0))
        .unwrap();
    assert_eq!(app, 0x5355_4646);
    let base = format!("http://127.0.0.1:{port}");
    let (status, page) = super::harness::get(&base, "/");
    assert_eq!(status, 200);
    assert!(page.contains("<title>Suffragetto: online tables</title>"));
    // The variant list, the five built-in variants in their order.
    let list = super::harness::get_json(&base, "/api/variants");
    let ids: Vec<&str> = list["variants"]
        .as_array()
        .unwrap()
        .iter()
        .map(|v| v["id"].as_str().unwrap())
        .collect();
    assert_eq!(ids, ["english", "german", "french", "ludii", "dagaz"]);
    let (status, created) = super::harness::post(
        &base,
        "/api/tables",
        &serde_json::json!({"nickname": "Ada", "side": "S"}),
    );
    assert_eq!(status, 200, "{created}");
    child.kill().unwrap();
    child.wait().unwrap();
}

#[test]
fn serve_refuses_a_foreign_database_with_exit_code_1() {
    let db = temp_db("process-foreign");
    rusqlite::Connection::open(&db)
        .unwrap()
        .execute_batch("CREATE TABLE invoices (n INTEGER); INSERT INTO invoices VALUES (42);")
        .unwrap();
    let before = std::fs::read(&db).unwrap();
    let mut child = spawn_serve(db.as_os_str());
    let code = wait(&mut child, Duration::from_secs(30));
    let (mut out, mut err) = (String::new(), String::new());
    child
        .stdout
        .take()
        .unwrap()
        .read_to_string(&mut out)
        .unwrap();
    child
        .stderr
        .take()
        .unwrap()
        .read_to_string(&mut err)
        .unwrap();
    assert_eq!(code, Some(1), "{out}{err}");
    assert_eq!(out, "", "nothing is served, so nothing says so");
    assert_eq!(
        err,
        format!(
            "error: opening the database {0}: {0} is not a Suffragetto tables database (it holds table invoices); nothing was changed: give --db a new file or one the server made\n",
            db.display()
        )
    );
    assert_eq!(std::fs::read(&db).unwrap(), before);
}

/// `serve` on `db` (a file or a `postgres://` URL), once it says where it
/// serves: the process and its base URL. The rest of its output is read,
/// so that it never waits on a full pipe.
pub(crate) fn serving(db: impl AsRef<std::ffi::OsStr>) -> (Child, String) {
    let mut child = spawn_serve(db);
    let mut lines = BufReader::new(child.stdout.take().unwrap()).lines();
    let first = lines.next().expect("a line").unwrap();
    let port = first
        .strip_prefix("serving on http://127.0.0.1:")
        .and_then(|r| r.split_once('/'))
        .expect(&first)
        .0
        .to_string();
    std::thread::spawn(move || lines.for_each(drop));
    (child, format!("http://127.0.0.1:{port}"))
}

#[test]
fn a_clocked_game_keeps_its_times_when_the_process_is_stopped_and_started_again() {
    use super::harness::{get_json, post};
    use serde_json::json;
    let db = temp_db("process-clock");
    let (mut child, base) = serving(db.as_os_str());
    let (status, c) = post(
        &base,
        "/api/tables",
        &json!({"nickname": "Ada", "side": "S", "clock": {"initial_s": 600, "increment_s": 5}}),
    );
    assert_eq!(status, 200, "{c}");
    let id = c["id"].as_str().unwrap().to_string();
    let (_, j) = post(
        &base,
        &format!("/api/tables/{id}/join"),
        &json!({"nickname": "Bea"}),
    );
    let mut state = get_json(&base, &format!("/api/tables/{id}"));
    for _ in 0..3 {
        let token = if state["to_move"] == "S" {
            &c["token"]
        } else {
            &j["token"]
        };
        let (status, next) = post(
            &base,
            &format!("/api/tables/{id}/moves"),
            &json!({"token": token, "move": state["legal_moves"][0]}),
        );
        assert_eq!(status, 200, "{next}");
        state = next;
    }
    let runner = state["to_move"].as_str().unwrap().to_string();
    let waiter = if runner == "S" { "P" } else { "S" };
    child.kill().unwrap();
    child.wait().unwrap();
    let (mut child, base) = serving(db.as_os_str());
    let again = get_json(&base, &format!("/api/tables/{id}"));
    assert_eq!(again["moves"], state["moves"]);
    assert_eq!(again["clock_running"], runner.as_str());
    assert_eq!(again["clocks"][waiter], state["clocks"][waiter], "{again}");
    let (was, now) = (
        state["clocks"][runner.as_str()].as_i64().unwrap(),
        again["clocks"][runner.as_str()].as_i64().unwrap(),
    );
    assert!(now <= was && now > was - 30_000, "{was} ms then {now} ms");
    child.kill().unwrap();
    child.wait().unwrap();
}
