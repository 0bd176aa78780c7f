//! The abuse suite: the server and the command line under attack. Idle and
//! slow connections, a trickled body, a client that never reads its event
//! stream, bursts of new tables and seats; records nested without end and
//! records whose Variant tag names a local file. Each scenario asserts the
//! limit that holds it and, for the server, that a normal request from
//! another address is answered within a second throughout.
//!
//! The normal run is sized for CI; `abuse_at_scale` (ignored) is ten times
//! larger and `never_reading_clients_memory` (ignored) measures the
//! resident memory of a `serve` process under never-reading clients:
//! `cargo test --release --test suite abuse -- --ignored --nocapture`
//! (`SUFFRAGETTO_ABUSE_BIN` names another build to measure).

mod availability;
mod cli;
mod memory;

use crate::server::harness::{
    Answer, TestServer, connect_from, read_answer, request_from, temp_db,
};
use serde_json::{Value, json};
use std::io::Write;
use std::net::{Ipv4Addr, SocketAddr, TcpStream};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, mpsc};
use std::time::{Duration, Instant};
use suffragetto_server::Limits;

const SECOND: Duration = Duration::from_secs(1);

/// The limits of the abuse runs: the defaults with timeouts of a second,
/// so that the suite is quick.
fn limits() -> Limits {
    Limits {
        header_timeout: SECOND,
        request_timeout: SECOND,
        write_timeout: SECOND,
        max_connections: 1024,
        max_connections_per_address: 16,
        ..Limits::default()
    }
}

/// Loopback address number `n` of group `g` (127.0.g.n).
fn ip(g: u8, n: u8) -> Ipv4Addr {
    Ipv4Addr::new(127, 0, g, n)
}

/// A client that asks for the lobby from 127.0.0.250 every 50 ms.
struct Probe {
    stop: Arc<AtomicBool>,
    done: std::thread::JoinHandle<(Vec<Duration>, Vec<String>)>,
}

impl Probe {
    fn start(addr: SocketAddr) -> Probe {
        let stop = Arc::new(AtomicBool::new(false));
        let flag = stop.clone();
        let done = std::thread::spawn(move || {
            let (mut times, mut failures) = (Vec::new(), Vec::new());
            while !flag.load(Ordering::Relaxed) {
                let t = Instant::now();
                match request_from(ip(0, 250), addr, "GET", "/api/tables", None, 5 * SECOND) {
                    Ok(a) if a.status == 200 => times.push(t.elapsed()),
                    Ok(a) => failures.push(format!("{} {}", a.status, a.body)),
                    Err(e) => failures.push(e.to_string()),
                }
                std::thread::sleep(Duration::from_millis(50));
            }
            (times, failures)
        });
        Probe { stop, done }
    }

    /// Stops; asserts every request was answered, each within a second.
    fn check(self, scenario: &str) -> Duration {
        self.stop.store(true, Ordering::Relaxed);
        let (times, failures) = self.done.join().unwrap();
        assert!(
            failures.is_empty(),
            "{scenario}: the probe failed: {failures:?}"
        );
        assert!(!times.is_empty(), "{scenario}: the probe never ran");
        let worst = times.iter().max().copied().unwrap_or_default();
        assert!(
            worst < SECOND,
            "{scenario}: a normal request took {worst:?}"
        );
        worst
    }
}

/// Runs `scenario` with the probe going; prints and returns its time.
fn run(name: &str, server: &TestServer, scenario: impl FnOnce()) {
    let probe = Probe::start(server.addr);
    let t = Instant::now();
    scenario();
    let took = t.elapsed();
    let worst = probe.check(name);
    println!("abuse: {name}: {took:.2?}, slowest normal request {worst:.1?}");
}

/// Whether the server has closed `s` (reads EOF or a reset) within `within`.
fn closed_within(s: &mut TcpStream, within: Duration) -> bool {
    s.set_read_timeout(Some(within)).unwrap();
    let mut buf = [0u8; 4096];
    loop {
        match std::io::Read::read(s, &mut buf) {
            Ok(0) => return true,
            Ok(_) => continue,
            Err(e) if e.kind() == std::io::ErrorKind::WouldBlock => return false,
            Err(e) if e.kind() == std::io::ErrorKind::TimedOut => return false,
            Err(_) => return true,
        }
    }
}

/// Idle connections: past the cap per address they are refused at once
/// (503); those let in are closed when the header timeout ends.
fn idle_connections(server: &TestServer, per_group: usize, groups: u8) {
    let limits = server.state.limits();
    let cap = limits.max_connections_per_address * groups as usize;
    let started = Instant::now();
    let mut all = Vec::new();
    for g in 0..groups {
        for _ in 0..per_group {
            all.push(connect_from(ip(1, g + 1), server.addr).unwrap());
        }
    }
    std::thread::sleep(Duration::from_millis(300));
    let (mut held, mut refused, mut timed_out) = (Vec::new(), 0, 0);
    for mut s in all {
        s.set_nonblocking(true).unwrap();
        let mut first = [0u8; 12];
        match std::io::Read::read(&mut s, &mut first) {
            Ok(12) => {
                assert_eq!(&first, b"HTTP/1.1 503");
                refused += 1;
            }
            Err(e) if e.kind() == std::io::ErrorKind::WouldBlock => held.push(s),
            Ok(0) => timed_out += 1,
            other => panic!("an idle connection: {other:?}"),
        }
    }
    // Each header timeout that passed while connecting freed the places.
    let rounds = 1 + (started.elapsed().as_millis() / limits.header_timeout.as_millis()) as usize;
    let total = per_group * groups as usize;
    assert_eq!(refused + held.len() + timed_out, total);
    assert!(held.len() <= cap, "{} held at once", held.len());
    assert!(
        refused >= total.saturating_sub(cap * rounds),
        "{refused} of {total} refused"
    );
    for mut s in held {
        s.set_nonblocking(false).unwrap();
        assert!(
            closed_within(&mut s, 3 * SECOND),
            "an idle connection stays open"
        );
    }
}

/// Slow headers, one byte every 100 ms: closed at the header timeout.
fn slow_headers(server: &TestServer, n: usize) {
    let (tx, rx) = mpsc::channel();
    for i in 0..n {
        let (addr, tx) = (server.addr, tx.clone());
        std::thread::spawn(move || {
            let mut s = connect_from(ip(2, (i % 200) as u8 + 1), addr).unwrap();
            let started = Instant::now();
            for b in b"GET /api/tables HTTP/1.1\r\nHost: slow\r\nX-Slow: aaaaaaaaaaaaaaaaaaaaaaaaaaaaaa\r\n\r\n" {
                if s.write_all(&[*b]).is_err() {
                    break;
                }
                std::thread::sleep(Duration::from_millis(100));
                if started.elapsed() > 4 * SECOND {
                    break;
                }
            }
            let _ = tx.send((started.elapsed(), closed_within(&mut s, 3 * SECOND)));
        });
    }
    drop(tx);
    for (took, closed) in rx {
        assert!(closed, "a slow header was kept open");
        assert!(took < 3 * SECOND, "a slow header was kept {took:?}");
    }
}

/// A body trickled a byte at a time: 408 when the request timeout ends;
/// a body declared too large: 413 at once.
fn trickled_bodies(server: &TestServer, n: usize) {
    let (tx, rx) = mpsc::channel();
    for i in 0..n {
        let (addr, tx) = (server.addr, tx.clone());
        std::thread::spawn(move || {
            let mut s = connect_from(ip(3, (i % 200) as u8 + 1), addr).unwrap();
            let started = Instant::now();
            s.write_all(b"POST /api/tables HTTP/1.1\r\nHost: t\r\nContent-Type: application/json\r\nContent-Length: 10000\r\n\r\n{").unwrap();
            let mut answer = None;
            s.set_read_timeout(Some(Duration::from_millis(100)))
                .unwrap();
            while started.elapsed() < 4 * SECOND {
                let _ = s.write_all(b" ");
                let mut buf = [0u8; 12];
                if let Ok(12) = std::io::Read::read(&mut s, &mut buf) {
                    answer = Some(String::from_utf8_lossy(&buf).to_string());
                    break;
                }
            }
            let _ = tx.send((started.elapsed(), answer));
        });
    }
    drop(tx);
    for (took, answer) in rx {
        assert_eq!(answer.as_deref(), Some("HTTP/1.1 408"), "after {took:?}");
        assert!(took < 3 * SECOND, "{took:?}");
    }
    let mut s = connect_from(ip(3, 250), server.addr).unwrap();
    let t = Instant::now();
    s.write_all(b"POST /api/tables HTTP/1.1\r\nHost: t\r\nContent-Type: application/json\r\nContent-Length: 10000000000\r\n\r\n").unwrap();
    let a: Answer = read_answer(&mut s, 3 * SECOND).unwrap();
    assert_eq!(a.status, 413);
    assert!(t.elapsed() < SECOND);
}

/// POSTs JSON from `from`; the status and the JSON answer.
fn post_from(server: &TestServer, from: Ipv4Addr, path: &str, body: &Value) -> (u16, Value) {
    let a = request_from(
        from,
        server.addr,
        "POST",
        path,
        Some(&body.to_string()),
        5 * SECOND,
    )
    .unwrap();
    (
        a.status,
        serde_json::from_str(&a.body).unwrap_or(Value::Null),
    )
}

/// A table with both seats taken, made from addresses of group `g`.
fn table(server: &TestServer, g: u8, n: u8) -> (String, Value) {
    let (s, c) = post_from(
        server,
        ip(g, n),
        "/api/tables",
        &json!({"nickname": "Ada", "side": "S"}),
    );
    assert_eq!(s, 200, "{c}");
    let id = c["id"].as_str().unwrap().to_string();
    let (s, j) = post_from(
        server,
        ip(g, n),
        &format!("/api/tables/{id}/join"),
        &json!({"nickname": "Bea"}),
    );
    assert_eq!(s, 200, "{j}");
    (id, c["token"].clone())
}

/// A client that never reads its event stream is dropped once its socket
/// is full for the write timeout; a new reader gets the latest state.
fn never_reading_reader(server: &TestServer, lines: usize) {
    let (id, token) = table(server, 4, 1);
    let sock = socket2::Socket::new(socket2::Domain::IPV4, socket2::Type::STREAM, None).unwrap();
    sock.set_recv_buffer_size(4096).unwrap();
    sock.bind(&SocketAddr::new(ip(4, 2).into(), 0).into())
        .unwrap();
    sock.connect(&server.addr.into()).unwrap();
    let mut s: TcpStream = sock.into();
    write!(s, "GET /api/tables/{id}/events HTTP/1.1\r\nHost: x\r\n\r\n").unwrap();
    let deadline = Instant::now() + 10 * SECOND;
    while server.state.presence(&id).spectators == 0 {
        assert!(Instant::now() < deadline, "the stream never opened");
        std::thread::sleep(Duration::from_millis(20));
    }
    // Chat lines of 300 characters from many addresses (each within its
    // rate): the state sent grows to about 60 kB.
    let text = "x".repeat(300);
    for i in 0..lines {
        let from = ip(5 + (i / 250) as u8, (i % 250) as u8 + 1);
        let (st, a) = post_from(
            server,
            from,
            &format!("/api/tables/{id}/chat"),
            &json!({"token": token, "text": text}),
        );
        assert_eq!(st, 200, "{a}");
    }
    let deadline = Instant::now() + 10 * SECOND;
    while server.state.presence(&id).spectators > 0 {
        assert!(
            Instant::now() < deadline,
            "the never-reading client was kept"
        );
        std::thread::sleep(Duration::from_millis(50));
    }
    let fresh = crate::server::harness::subscribe(&server.base, &id);
    let first = fresh.recv_timeout(10 * SECOND).unwrap();
    assert_eq!(first["chat"].as_array().unwrap().len(), lines);
}

/// Bursts: one address creating tables or taking seats as fast as it can
/// gets its burst, then 429 with Retry-After.
fn bursts(server: &TestServer, n: usize) {
    let burst = server.state.limits().create.burst as usize;
    let answers: Vec<(u16, Value)> = (0..n)
        .map(|_| {
            let body = r#"{"nickname": "Spam", "side": "S"}"#;
            let a = request_from(
                ip(20, 1),
                server.addr,
                "POST",
                "/api/tables",
                Some(body),
                5 * SECOND,
            )
            .unwrap();
            (a.status, json!(a.header("retry-after")))
        })
        .collect();
    assert_eq!(answers.iter().filter(|a| a.0 == 200).count(), burst);
    assert_eq!(
        answers.iter().filter(|a| a.0 == 429 && a.1 == "12").count(),
        n - burst
    );
    // Open seats made from many addresses; one address takes only its burst.
    let open: Vec<String> = (0..n)
        .map(|i| {
            let (s, c) = post_from(
                server,
                ip(21, (i / 5) as u8 + 1),
                "/api/tables",
                &json!({"nickname": "Host", "side": "P"}),
            );
            assert_eq!(s, 200, "{c}");
            c["id"].as_str().unwrap().to_string()
        })
        .collect();
    let joins: Vec<u16> = open
        .iter()
        .map(|id| {
            post_from(
                server,
                ip(22, 1),
                &format!("/api/tables/{id}/join"),
                &json!({"nickname": "Grab"}),
            )
            .0
        })
        .collect();
    let join_burst = server.state.limits().join.burst as usize;
    assert_eq!(joins.iter().filter(|&&s| s == 200).count(), join_burst);
    assert_eq!(joins.iter().filter(|&&s| s == 429).count(), n - join_burst);
}

/// Bursts of online play's requests from one address: seeks, takeback
/// offers and claims each get their burst (answered as the game allows),
/// then 429 with Retry-After.
fn play_bursts(server: &TestServer, n: usize) {
    let limits = server.state.limits().clone();
    let seeks: Vec<u16> = (0..n)
        .map(|i| {
            post_from(
                server,
                ip(23, 1),
                "/api/seeks",
                &json!({"nickname": format!("Seeker {i}"), "clock": {"initial_s": 60 + i, "increment_s": 0}}),
            )
            .0
        })
        .collect();
    let burst = limits.seeks.burst as usize;
    assert_eq!(
        seeks.iter().filter(|&&s| s == 200).count(),
        burst,
        "{seeks:?}"
    );
    assert_eq!(seeks.iter().filter(|&&s| s == 429).count(), n - burst);
    let (id, token) = table(server, 24, 1);
    let repeat = |path: &str, from: Ipv4Addr| -> Vec<Answer> {
        (0..n)
            .map(|_| {
                request_from(
                    from,
                    server.addr,
                    "POST",
                    &format!("/api/tables/{id}/{path}"),
                    Some(&json!({"token": token}).to_string()),
                    5 * SECOND,
                )
                .unwrap()
            })
            .collect()
    };
    // Nothing to take back and nobody gone: each is refused (409) until
    // the rate limit answers instead.
    for (path, rate, from) in [
        ("takeback", limits.takebacks, ip(24, 2)),
        ("claim", limits.claims, ip(24, 3)),
    ] {
        let answers = repeat(path, from);
        let limited: Vec<&Answer> = answers.iter().filter(|a| a.status == 429).collect();
        assert_eq!(
            limited.len(),
            n - rate.burst as usize,
            "{path}: {answers:?}"
        );
        assert!(limited.iter().all(|a| a.header("retry-after").is_some()));
        assert!(
            answers
                .iter()
                .take(rate.burst as usize)
                .all(|a| a.status == 409),
            "{path}: {answers:?}"
        );
    }
}

/// Every server scenario at `scale` (1 in CI).
fn server_scenarios(scale: usize) {
    let _heavy = crate::server::harness::heavy();
    let db = temp_db("abuse");
    let server = TestServer::start_with(&db, limits());
    run("idle connections", &server, || {
        idle_connections(&server, 50 * scale, 4)
    });
    run("slow headers", &server, || {
        slow_headers(&server, 16 * scale)
    });
    run("trickled bodies", &server, || {
        trickled_bodies(&server, 16 * scale)
    });
    run("a never-reading event client", &server, || {
        never_reading_reader(&server, 200)
    });
    run("bursts of creates and joins", &server, || {
        bursts(&server, 20 * scale)
    });
    run(
        "bursts of seeks, takeback offers and claims",
        &server,
        || play_bursts(&server, 20 * scale),
    );
}

#[test]
fn the_server_holds_under_abuse() {
    server_scenarios(1);
}

#[test]
#[ignore = "ten times the CI size; run explicitly"]
fn abuse_at_scale() {
    server_scenarios(10);
}
