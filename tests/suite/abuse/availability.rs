//! The availability suite: each defect of the attack review that let a
//! stranger freeze or spoil the server (docs/deploy.md, "What a stranger
//! can cost the server"), reproduced as it was found, and a run of mixed
//! heavy requests from several addresses during which a player's moves are
//! answered in time. The bounds are generous (a loaded two-core CI
//! machine, the test build): what they tell apart is seconds from minutes,
//! and an idle process from one that burns a core.
//!
//! - D1: a table started from a composed position with 18,193 legal moves:
//!   a read of it answers in seconds and the lobby stays fast.
//! - D2: that position in the explorer: the server's CPU is idle within a
//!   second of the answer (the work stopped, not only the answer).
//! - D3: a 64 KiB variant file of nested brackets is refused in
//!   milliseconds.
//! - D4: a book path that loops or is too long answers the book's 404 page,
//!   and the log says why.
//! - D5: 32 watchers from one address (and a table full of watchers) leave
//!   the seats' own pages their place; streams that are idle are closed.
//! - D6: nicknames and chat in which nothing shows, and a nickname passing
//!   for the computer, are refused.
//! - D7: a link swapped between inside and outside the book while it is
//!   read never serves the outside file.

use super::{Probe, SECOND, ip, post_from, table};
use crate::server::harness::{
    TestServer, connect_from, get_json, heavy, relaxed, request_from, subscribe_to, temp_db,
};
use serde_json::{Value, json};
use std::io::{BufRead, BufReader, Read, Write};
use std::net::{Ipv4Addr, SocketAddr};
use std::process::{Child, Command, Stdio};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};
use suffragetto_server::Limits;

/// The review's composed English position: 33 pieces, 18,193 legal moves
/// (hops over opponents in the Arena capture, so chains have very many
/// distinct capture sets).
const HEAVY: &str = "17/17/17/17/17/5S1S9/4SPSPLP1P5/5S1S1L7/4SPSPLP1P5/5S1S1L7/4SPSPSP1P5/4SS1S1L7/17/17/17/17/17 S 0+0 0+0 - 0";

fn encoded(text: &str) -> String {
    text.bytes()
        .map(|b| match b {
            b'a'..=b'z' | b'A'..=b'Z' | b'0'..=b'9' | b'-' | b'.' | b'_' => (b as char).to_string(),
            _ => format!("%{b:02X}"),
        })
        .collect()
}

/// A GET from `from`; its status, body and time.
fn timed_get(
    server: SocketAddr,
    from: Ipv4Addr,
    path: &str,
    within: Duration,
) -> (u16, String, Duration) {
    let t = Instant::now();
    match request_from(from, server, "GET", path, None, within) {
        Ok(a) => (a.status, a.body, t.elapsed()),
        Err(e) => (0, e.to_string(), t.elapsed()),
    }
}

/// POSTs JSON from `from`, waiting at most `within`; the status and answer.
fn post_within(
    server: SocketAddr,
    from: Ipv4Addr,
    path: &str,
    body: &Value,
    within: Duration,
) -> (u16, Value) {
    match request_from(from, server, "POST", path, Some(&body.to_string()), within) {
        Ok(a) => (
            a.status,
            serde_json::from_str(&a.body).unwrap_or(Value::String(a.body)),
        ),
        Err(e) => (
            0,
            Value::String(format!("no answer within {within:?}: {e}")),
        ),
    }
}

/// `suffragetto serve` as a process (default limits), its standard error
/// collected; killed when dropped.
struct Served {
    child: Child,
    base: SocketAddr,
    stderr: Arc<Mutex<String>>,
}

impl Served {
    fn start(db: &std::path::Path, book: Option<&std::path::Path>) -> Served {
        let mut cmd = Command::new(env!("CARGO_BIN_EXE_suffragetto"));
        cmd.args(["serve", "--addr", "127.0.0.1:0", "--db"]).arg(db);
        if let Some(dir) = book {
            cmd.arg("--book").arg(dir);
        }
        let mut child = cmd
            .stdin(Stdio::null())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        let mut lines = BufReader::new(child.stdout.take().unwrap()).lines();
        let first = lines.next().expect("a line").unwrap();
        let port = first
            .strip_prefix("serving on http://127.0.0.1:")
            .and_then(|r| r.split('/').next())
            .unwrap_or_else(|| panic!("{first}"));
        let stderr = Arc::new(Mutex::new(String::new()));
        let (sink, mut pipe) = (stderr.clone(), child.stderr.take().unwrap());
        std::thread::spawn(move || {
            let mut buf = [0u8; 4096];
            while let Ok(n) = pipe.read(&mut buf) {
                if n == 0 {
                    break;
                }
                sink.lock()
                    .unwrap()
                    .push_str(&String::from_utf8_lossy(&buf[..n]));
            }
        });
        std::thread::spawn(move || for _ in lines {});
        Served {
            child,
            base: format!("127.0.0.1:{port}").parse().unwrap(),
            stderr,
        }
    }

    /// CPU time the process has used (user and system).
    fn cpu(&self) -> Duration {
        let stat = std::fs::read_to_string(format!("/proc/{}/stat", self.child.id())).unwrap();
        // The fields after the command name, which is in parentheses.
        let fields: Vec<&str> = stat[stat.rfind(')').unwrap() + 2..].split(' ').collect();
        let ticks: u64 = fields[11].parse::<u64>().unwrap() + fields[12].parse::<u64>().unwrap();
        // SAFETY: sysconf has no preconditions.
        let per_second = unsafe { libc::sysconf(libc::_SC_CLK_TCK) }.max(1) as u64;
        Duration::from_millis(ticks * 1000 / per_second)
    }
}

impl Drop for Served {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

#[test]
fn d1_a_read_of_a_table_with_a_heavy_position_answers_in_seconds_and_the_lobby_stays_fast() {
    let _heavy = heavy();
    let db = temp_db("d1");
    // The listing of the position when the table is made may take the
    // test build a few seconds on a loaded machine.
    let server = TestServer::start_with(
        &db,
        Limits {
            work_time: 30 * SECOND,
            request_timeout: 40 * SECOND,
            ..relaxed()
        },
    );
    let probe = Probe::start(server.addr);
    let t = Instant::now();
    let (status, created) = post_within(
        server.addr,
        ip(30, 1),
        "/api/tables",
        &json!({"nickname": "x", "side": "S", "position": HEAVY}),
        60 * SECOND,
    );
    assert_eq!(status, 200, "{created}");
    let made = t.elapsed();
    let id = created["id"].as_str().unwrap().to_string();
    let (status, body, took) = timed_get(
        server.addr,
        ip(30, 2),
        &format!("/api/tables/{id}"),
        30 * SECOND,
    );
    assert_eq!(status, 200, "{body:.300}");
    let state: Value = serde_json::from_str(&body).unwrap();
    assert_eq!(state["legal_moves"].as_array().unwrap().len(), 18_193);
    assert!(took < 5 * SECOND, "one read took {took:?}");
    // A second read is the same state, kept.
    let (_, again, took) = timed_get(
        server.addr,
        ip(30, 3),
        &format!("/api/tables/{id}"),
        30 * SECOND,
    );
    assert!(took < 5 * SECOND, "a second read took {took:?}");
    assert_eq!(
        serde_json::from_str::<Value>(&again).unwrap()["version"],
        state["version"]
    );
    let worst = probe.check("D1");
    println!(
        "availability: D1: the table made (its moves listed) in {made:.2?}, a read in {took:.2?}; slowest lobby {worst:.2?}"
    );
}

#[test]
fn d2_explorer_work_stops_with_its_answer() {
    let _heavy = heavy();
    let db = temp_db("d2");
    let served = Served::start(&db, None);
    // Four variants of the position full of chains: more than the server
    // works on for one answer. (Three were once more than its time; since
    // the chains are listed in linear time they are answered at once.) The
    // work is refused within its budget of moves listed and explained, or
    // of time, whichever runs out first, and stops with the answer.
    let path = format!(
        "/api/explore?position={}&variants=english,german,french,dagaz",
        encoded(HEAVY)
    );
    let before = served.cpu();
    let (status, body, took) = timed_get(served.base, ip(31, 1), &path, 60 * SECOND);
    let answered = served.cpu();
    assert!(
        (status == 422 && body.contains("more than the server works on for one answer"))
            || (status == 503 && body.contains("could not be worked out in the time")),
        "{status} {body:.300}"
    );
    std::thread::sleep(SECOND);
    let settled = served.cpu();
    std::thread::sleep(SECOND);
    let after = served.cpu() - settled;
    println!(
        "availability: D2: answered {status} in {took:.2?} with {:?} of CPU; {after:?} of CPU in the second after the next",
        answered - before
    );
    assert!(
        after < Duration::from_millis(150),
        "the server still works after its answer: {after:?} of CPU in a second"
    );
}

/// The review's file: 64 KiB, nested brackets after `name: `.
fn deep_file() -> Value {
    let head = "id: mine\ntitle: Mine\nextends: english\nname: ";
    let n = (65536 - head.len() - 1) / 2;
    json!({"name": "d.yaml", "text": format!("{head}{}{}\n", "[".repeat(n), "]".repeat(n))})
}

#[test]
fn d3_a_deeply_nested_variant_file_is_refused_at_once() {
    let _heavy = heavy();
    let db = temp_db("d3");
    let server = TestServer::start(&db);
    let body = deep_file().to_string();
    for n in 0..10 {
        let t = Instant::now();
        let a = request_from(
            ip(32, 1),
            server.addr,
            "POST",
            "/api/explore/variant",
            Some(&body),
            30 * SECOND,
        )
        .unwrap();
        let took = t.elapsed();
        assert_eq!(a.status, 400, "{}", a.body);
        assert!(
            a.body.contains("d.yaml") && a.body.contains("nested more than 32"),
            "{}",
            a.body
        );
        assert!(took < Duration::from_millis(500), "refused in {took:?}");
        if n == 0 {
            println!("availability: D3: refused in {took:.2?}: {}", a.body);
        }
    }
}

#[test]
fn d4_book_paths_that_loop_or_are_too_long_answer_the_books_404_and_are_logged() {
    let _heavy = heavy();
    let dir = temp_db("d4-book");
    let site = dir.parent().unwrap().join("site");
    std::fs::create_dir_all(&site).unwrap();
    std::fs::write(site.join("index.html"), "<title>The book</title>").unwrap();
    std::fs::write(
        site.join("404.html"),
        "<!DOCTYPE html><html><head><base href=\"/\"><title>Page not found</title></head><body>Document not found (404)</body></html>",
    )
    .unwrap();
    std::os::unix::fs::symlink("loop", site.join("loop")).unwrap();
    let served = Served::start(&dir, Some(&site));
    for path in [
        format!("/book/{}.html", "b".repeat(300)),
        format!("/book/{}", "c".repeat(8 * 1024)),
        format!("/book/{}", vec!["a"; 5000].join("/")),
        "/book/loop".to_string(),
    ] {
        let (status, body, _) = timed_get(served.base, ip(33, 1), &path, 10 * SECOND);
        assert_eq!(status, 404, "{:.80}: {body:.200}", path);
        assert!(
            body.contains("Document not found (404)") && body.contains("<base href=\"/book/\">"),
            "{:.80}: the book's own 404 page, its links under /book/: {body:.300}",
            path
        );
    }
    std::thread::sleep(Duration::from_millis(300));
    let log = served.stderr.lock().unwrap().clone();
    assert!(
        log.contains("\"loop\" not served: a symbolic link loops"),
        "{log}"
    );
    assert!(log.contains("not served: File name too long"), "{log}");
}

/// Opens `n` event streams on table `id` from `from` that never read; the
/// statuses of the first line of each answer (200 or 429).
fn watchers(
    server: &TestServer,
    from: Ipv4Addr,
    id: &str,
    n: usize,
) -> (Vec<std::net::TcpStream>, usize) {
    let mut open = Vec::new();
    let mut refused = 0;
    for _ in 0..n {
        let mut s = connect_from(from, server.addr).unwrap();
        write!(s, "GET /api/tables/{id}/events HTTP/1.1\r\nHost: w\r\n\r\n").unwrap();
        s.set_read_timeout(Some(5 * SECOND)).unwrap();
        let mut head = [0u8; 12];
        s.read_exact(&mut head).unwrap();
        match &head {
            b"HTTP/1.1 200" => open.push(s),
            b"HTTP/1.1 429" => refused += 1,
            other => panic!("a watcher got {}", String::from_utf8_lossy(other)),
        }
    }
    (open, refused)
}

#[test]
fn d5_watchers_from_one_address_or_many_leave_the_seats_their_place() {
    let _heavy = heavy();
    let db = temp_db("d5");
    let server = TestServer::start(&db);
    let (id, s_token) = table(&server, 34, 1);
    // 32 watchers from one address: four are let in.
    let per_address = server.state.limits().max_streams_per_address;
    let (mut held, refused) = watchers(&server, ip(35, 1), &id, 32);
    assert_eq!((held.len(), refused), (per_address, 32 - per_address));
    // The table filled up from other addresses.
    let cap = server.state.limits().max_streams_per_table;
    for n in 0..(cap - per_address) {
        let (open, _) = watchers(&server, ip(36, n as u8 + 1), &id, 1);
        held.extend(open);
    }
    assert_eq!(server.state.presence(&id).spectators, cap);
    let (_, refused) = watchers(&server, ip(37, 1), &id, 1);
    assert_eq!(refused, 1, "the table is full of watchers");
    // The seats' own pages are let in and see the moves.
    let state = get_json(&server.base, &format!("/api/tables/{id}"));
    let seat_key = |token: &Value| suffragetto_server::events::seat_key(token.as_str().unwrap());
    let s_events = subscribe_to(
        format!(
            "{}/api/tables/{id}/events?seat={}",
            server.base,
            seat_key(&s_token)
        ),
        "state",
    );
    assert_eq!(
        s_events.recv_timeout(10 * SECOND).unwrap()["version"],
        state["version"]
    );
    assert!(server.state.presence(&id).suffragettes);
    let mover = state["to_move"].as_str().unwrap();
    if mover == "S" {
        let mv = state["legal_moves"][0].clone();
        let (status, next) = post_from(
            &server,
            ip(34, 1),
            &format!("/api/tables/{id}/moves"),
            &json!({"token": s_token, "move": mv}),
        );
        assert_eq!(status, 200, "{next}");
        let seen = s_events.recv_timeout(10 * SECOND).unwrap();
        assert_eq!(seen["moves"].as_array().unwrap().len(), 1);
    }
    drop(held);
}

#[test]
fn d5_streams_that_send_nothing_for_the_idle_time_are_closed() {
    let _heavy = heavy();
    let db = temp_db("d5-idle");
    let server = TestServer::start_with(
        &db,
        Limits {
            stream_idle: SECOND,
            ..relaxed()
        },
    );
    let (id, _) = table(&server, 38, 1);
    let (held, _) = watchers(&server, ip(38, 2), &id, 3);
    assert_eq!(server.state.presence(&id).spectators, 3);
    let deadline = Instant::now() + 10 * SECOND;
    while server.state.presence(&id).spectators > 0 {
        assert!(Instant::now() < deadline, "idle streams were kept");
        std::thread::sleep(Duration::from_millis(50));
    }
    drop(held);
}

#[test]
fn d6_text_in_which_nothing_shows_and_names_passing_for_the_computer_are_refused() {
    let _heavy = heavy();
    let db = temp_db("d6");
    let server = TestServer::start(&db);
    for nick in [
        "\u{3164}\u{3164}\u{3164}",
        "\u{115f}",
        "\u{1160}",
        "\u{ffa0}",
        "\u{2800}",
        "\u{1d159}",
        "\u{34f}",
        "\u{17b4}",
        "Computer, strong",
    ] {
        let (status, e) = post_from(
            &server,
            ip(39, 1),
            "/api/tables",
            &json!({"nickname": nick, "side": "S"}),
        );
        assert_eq!(status, 400, "{nick:?}: {e}");
    }
    let (id, token) = table(&server, 39, 2);
    for text in ["\u{3164}", "\u{2800}\u{2800}", "\u{34f}"] {
        let (status, e) = post_from(
            &server,
            ip(39, 3),
            &format!("/api/tables/{id}/chat"),
            &json!({"token": token, "text": text}),
        );
        assert_eq!(status, 400, "{text:?}: {e}");
    }
}

#[test]
fn d7_a_link_swapped_while_the_book_is_read_never_serves_the_outside_file() {
    let _heavy = heavy();
    let db = temp_db("d7");
    let root = db.parent().unwrap().to_path_buf();
    let site = root.join("site");
    std::fs::create_dir_all(&site).unwrap();
    std::fs::write(site.join("index.html"), "<title>The book</title>").unwrap();
    std::fs::write(site.join("in.txt"), "INSIDE").unwrap();
    std::fs::write(root.join("secret.txt"), "SECRET").unwrap();
    let server = TestServer::start(&db);
    server.state.serve_book(site.clone());
    let stop = Arc::new(AtomicBool::new(false));
    let swapper = {
        let (stop, site) = (stop.clone(), site.clone());
        std::thread::spawn(move || {
            let mut i = 0u64;
            while !stop.load(Ordering::Relaxed) {
                let target = if i.is_multiple_of(2) {
                    "in.txt"
                } else {
                    "../secret.txt"
                };
                let tmp = site.join(format!("tmp{i}"));
                std::os::unix::fs::symlink(target, &tmp).unwrap();
                std::fs::rename(&tmp, site.join("race.txt")).unwrap();
                i += 1;
            }
            i
        })
    };
    let (mut inside, mut outside, mut refused) = (0, 0, 0);
    for _ in 0..3000 {
        let a = request_from(
            ip(40, 1),
            server.addr,
            "GET",
            "/book/race.txt",
            None,
            5 * SECOND,
        )
        .unwrap();
        match a.status {
            200 if a.body == "INSIDE" => inside += 1,
            404 => refused += 1,
            _ if a.body.contains("SECRET") => outside += 1,
            other => panic!("{other}: {}", a.body),
        }
    }
    stop.store(true, Ordering::Relaxed);
    let swaps = swapper.join().unwrap();
    println!(
        "availability: D7: {swaps} swaps; {inside} inside, {refused} refused, {outside} outside"
    );
    assert_eq!(
        outside, 0,
        "the outside file was served {outside} times in 3000"
    );
    assert!(
        inside > 0 && refused > 0,
        "the race ran: {inside} inside, {refused} refused"
    );
}

/// How long each of a player's moves took while strangers sent heavy work.
const MOVE_BOUND: Duration = Duration::from_secs(2);

#[test]
fn mixed_heavy_requests_from_several_addresses_leave_a_players_moves_fast() {
    let _heavy = heavy();
    let db = temp_db("mixed");
    let server = TestServer::start_with(
        &db,
        Limits {
            work_time: 8 * SECOND,
            request_timeout: 20 * SECOND,
            ..relaxed()
        },
    );
    // A table at the heavy position, made before the strangers start.
    let (status, created) = post_within(
        server.addr,
        ip(41, 1),
        "/api/tables",
        &json!({"nickname": "x", "side": "S", "position": HEAVY}),
        60 * SECOND,
    );
    assert_eq!(status, 200, "{created}");
    let heavy_id = created["id"].as_str().unwrap().to_string();
    let server = Arc::new(server);
    let stop = Arc::new(AtomicBool::new(false));
    let answers = Arc::new(Mutex::new(
        std::collections::BTreeMap::<String, usize>::new(),
    ));
    let explore = format!(
        "/api/explore?position={}&variants=english,german",
        encoded(HEAVY)
    );
    let explain = format!(
        "/api/explain?variant=english&position={}&move=e11-e12",
        encoded(HEAVY)
    );
    let diagram = format!(
        "/api/explore/diagram?position={}&format=png",
        encoded(HEAVY)
    );
    let deep = deep_file().to_string();
    // Eight strangers, two at each kind of heavy request, each request
    // from the next of their ten addresses.
    let strangers: Vec<_> = (0..8u8)
        .map(|n| {
            let (server, stop, answers) = (server.clone(), stop.clone(), answers.clone());
            let (explore, explain, diagram, deep) = (
                explore.clone(),
                explain.clone(),
                diagram.clone(),
                deep.clone(),
            );
            let table = format!("/api/tables/{heavy_id}");
            std::thread::spawn(move || {
                let mut i = 0usize;
                while !stop.load(Ordering::Relaxed) {
                    let from = ip(42, n * 10 + (i % 10) as u8 + 1);
                    let get = |path: &str| {
                        request_from(from, server.addr, "GET", path, None, 30 * SECOND)
                    };
                    let (what, answer) = match (n % 4, i % 2) {
                        (0, _) => ("explore", get(&explore)),
                        (1, 0) => ("explain", get(&explain)),
                        (1, _) => ("diagram", get(&diagram)),
                        (2, _) => (
                            "deep file",
                            request_from(
                                from,
                                server.addr,
                                "POST",
                                "/api/explore/variant",
                                Some(&deep),
                                30 * SECOND,
                            ),
                        ),
                        _ => ("heavy table", get(&table)),
                    };
                    let status = answer.map_or(0, |a| a.status);
                    *answers
                        .lock()
                        .unwrap()
                        .entry(format!("{what} {status}"))
                        .or_default() += 1;
                    i += 1;
                }
            })
        })
        .collect();
    std::thread::sleep(SECOND);
    // Meanwhile two players play a normal game.
    let (id, token) = crate::server::two_player_table(&server.base, "Ada", "Bea");
    let mut state = get_json(&server.base, &format!("/api/tables/{id}"));
    let mut times = Vec::new();
    for _ in 0..30 {
        let side = state["to_move"].as_str().unwrap().to_string();
        let mv = state["legal_moves"][0].clone();
        let t = Instant::now();
        let (status, next) = post_within(
            server.addr,
            ip(43, 1),
            &format!("/api/tables/{id}/moves"),
            &json!({"token": token(&side), "move": mv}),
            60 * SECOND,
        );
        times.push(t.elapsed());
        assert_eq!(status, 200, "{next}");
        state = next;
        std::thread::sleep(Duration::from_millis(200));
    }
    stop.store(true, Ordering::Relaxed);
    for s in strangers {
        s.join().unwrap();
    }
    times.sort();
    let answers = answers.lock().unwrap().clone();
    println!(
        "availability: mixed: 30 moves, median {:.1?}, slowest {:.1?}; strangers' answers {answers:?}",
        times[15], times[29]
    );
    assert!(
        times[29] < MOVE_BOUND,
        "a move took {:?} while strangers sent heavy work",
        times[29]
    );
    assert!(
        answers.len() >= 4,
        "the strangers' requests ran: {answers:?}"
    );
}
