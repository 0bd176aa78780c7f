//! Memory of a `serve` process while clients never read their event
//! streams: 40 tables, each with a never-reading client, each filled with
//! 200 chat lines of 300 characters (every state sent is then about 60 kB).
//! Prints the resident memory (VmRSS) and its peak (VmHWM) of the server.

use serde_json::{Value, json};
use std::io::{BufRead, BufReader, Read, Write};
use std::net::{Ipv4Addr, SocketAddr, TcpStream};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

fn status_kb(pid: u32, key: &str) -> u64 {
    let text = std::fs::read_to_string(format!("/proc/{pid}/status")).unwrap();
    text.lines()
        .find_map(|l| l.strip_prefix(key))
        .and_then(|v| v.split_whitespace().next())
        .and_then(|v| v.parse().ok())
        .unwrap_or(0)
}

/// A POST from `from` (one address per request keeps every rate apart).
fn post(from: Ipv4Addr, to: SocketAddr, path: &str, body: &Value) -> Value {
    let mut s = crate::server::harness::connect_from(from, to).unwrap();
    let body = body.to_string();
    write!(
        s,
        "POST {path} HTTP/1.1\r\nHost: m\r\nConnection: close\r\nContent-Type: application/json\r\nContent-Length: {}\r\n\r\n{body}",
        body.len()
    )
    .unwrap();
    let mut text = String::new();
    s.read_to_string(&mut text).unwrap();
    let (head, json) = text.split_once("\r\n\r\n").unwrap();
    assert!(head.starts_with("HTTP/1.1 200"), "{path}: {text}");
    serde_json::from_str(json).unwrap()
}

/// Address number `n` in 127.1.0.0/16.
fn addr(n: usize) -> Ipv4Addr {
    Ipv4Addr::new(127, 1, (n / 250) as u8, (n % 250) as u8 + 1)
}

#[test]
#[ignore = "measures memory of a serve process; run explicitly"]
fn never_reading_clients_memory() {
    let bin = std::env::var("SUFFRAGETTO_ABUSE_BIN")
        .unwrap_or_else(|_| env!("CARGO_BIN_EXE_suffragetto").to_string());
    let db = crate::server::harness::temp_db("memory");
    let mut child = Command::new(&bin)
        .args(["serve", "--addr", "127.0.0.1:0", "--db"])
        .arg(db.as_os_str())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let line = BufReader::new(child.stdout.take().unwrap())
        .lines()
        .next()
        .unwrap()
        .unwrap();
    let port = line
        .strip_prefix("serving on http://127.0.0.1:")
        .and_then(|r| r.split('/').next())
        .unwrap();
    let to: SocketAddr = format!("127.0.0.1:{port}").parse().unwrap();
    let pid = child.id();
    let started = Instant::now();
    let rss0 = status_kb(pid, "VmRSS:");
    let mut n = 0;
    let mut next = || {
        n += 1;
        addr(n)
    };
    let mut readers = Vec::new();
    let text = "x".repeat(300);
    for _ in 0..40 {
        let c = post(
            next(),
            to,
            "/api/tables",
            &json!({"nickname": "Ada", "side": "S"}),
        );
        let id = c["id"].as_str().unwrap().to_string();
        post(
            next(),
            to,
            &format!("/api/tables/{id}/join"),
            &json!({"nickname": "Bea"}),
        );
        let sock =
            socket2::Socket::new(socket2::Domain::IPV4, socket2::Type::STREAM, None).unwrap();
        sock.set_recv_buffer_size(4096).unwrap();
        sock.bind(&SocketAddr::new(next().into(), 0).into())
            .unwrap();
        sock.connect(&to.into()).unwrap();
        let mut s: TcpStream = sock.into();
        write!(s, "GET /api/tables/{id}/events HTTP/1.1\r\nHost: m\r\n\r\n").unwrap();
        readers.push(s);
        for _ in 0..200 {
            post(
                next(),
                to,
                &format!("/api/tables/{id}/chat"),
                &json!({"token": c["token"], "text": text}),
            );
        }
    }
    let (rss, hwm) = (status_kb(pid, "VmRSS:"), status_kb(pid, "VmHWM:"));
    println!(
        "memory: {bin}: 40 tables x 200 chat lines with never-reading clients in {:.1?}: VmRSS {} MB (at start {} MB), peak VmHWM {} MB",
        started.elapsed(),
        rss / 1024,
        rss0 / 1024,
        hwm / 1024
    );
    std::thread::sleep(Duration::from_secs(25));
    println!(
        "memory: 25 s later: VmRSS {} MB, peak VmHWM {} MB",
        status_kb(pid, "VmRSS:") / 1024,
        status_kb(pid, "VmHWM:") / 1024
    );
    drop(readers);
    let _ = child.kill();
    let _ = child.wait();
}
