//! The accept loop: connections capped in all and per address, each served
//! by hyper with a header (and idle) timeout and a write timeout, the
//! client's address handed to the routes.

use super::limits::Limits;
use axum::extract::ConnectInfo;
use hyper::body::Incoming;
use hyper_util::rt::{TokioIo, TokioTimer};
use std::collections::HashMap;
use std::net::{IpAddr, SocketAddr};
use std::sync::{Arc, Mutex};
use std::time::Duration;
use tokio::net::{TcpListener, TcpStream};
use tokio_io_timeout::TimeoutStream;
use tower::Service;

/// The address a limit counts against: an IPv4 address, or the /64 of an
/// IPv6 one (what one home or host is usually given).
pub fn address_key(ip: IpAddr) -> IpAddr {
    match ip {
        IpAddr::V4(_) => ip,
        IpAddr::V6(v6) => match v6.to_ipv4_mapped() {
            Some(v4) => IpAddr::V4(v4),
            None => {
                let s = v6.segments();
                IpAddr::V6(std::net::Ipv6Addr::new(s[0], s[1], s[2], s[3], 0, 0, 0, 0))
            }
        },
    }
}

/// Open connections, in all and per address.
struct Connections {
    total: usize,
    per_address: HashMap<IpAddr, usize>,
    max_total: usize,
    /// 0: no cap per address.
    max_per_address: usize,
}

/// A connection's place; given back when dropped.
struct Slot {
    conns: Arc<Mutex<Connections>>,
    key: IpAddr,
}

fn admit(conns: &Arc<Mutex<Connections>>, ip: IpAddr) -> Option<Slot> {
    let key = address_key(ip);
    let mut c = conns.lock().unwrap_or_else(|e| e.into_inner());
    let mine = c.per_address.get(&key).copied().unwrap_or(0);
    if c.total >= c.max_total || (c.max_per_address > 0 && mine >= c.max_per_address) {
        return None;
    }
    c.total += 1;
    c.per_address.insert(key, mine + 1);
    Some(Slot {
        conns: conns.clone(),
        key,
    })
}

impl Drop for Slot {
    fn drop(&mut self) {
        let mut c = self.conns.lock().unwrap_or_else(|e| e.into_inner());
        c.total -= 1;
        if let Some(n) = c.per_address.get_mut(&self.key) {
            *n -= 1;
            if *n == 0 {
                c.per_address.remove(&self.key);
            }
        }
    }
}

/// How many connections may wait to be accepted (the standard library's
/// 128 overflows in a burst of connections, and a dropped SYN costs a
/// client a second before it is sent again).
const BACKLOG: u32 = 1024;

/// A listener on `addr` with room for a burst of connections.
pub async fn bind(addr: SocketAddr) -> std::io::Result<TcpListener> {
    let socket = if addr.is_ipv4() {
        tokio::net::TcpSocket::new_v4()?
    } else {
        tokio::net::TcpSocket::new_v6()?
    };
    socket.set_reuseaddr(true)?;
    socket.bind(addr)?;
    socket.listen(BACKLOG)
}

/// The answer to a connection over the caps, written if the socket takes it
/// at once (never waited for).
fn busy_answer() -> Vec<u8> {
    let body = "{\"error\": \"too many connections: try again in 5 seconds\"}\n";
    format!(
        "HTTP/1.1 503 Service Unavailable\r\nRetry-After: 5\r\nContent-Type: application/json\r\nContent-Length: {}\r\nConnection: close\r\n\r\n{body}",
        body.len()
    )
    .into_bytes()
}

/// Serves `app` on `listener` until the process ends.
pub async fn run(listener: TcpListener, app: axum::Router, limits: &Limits) -> std::io::Result<()> {
    let conns = Arc::new(Mutex::new(Connections {
        total: 0,
        per_address: HashMap::new(),
        max_total: limits.max_connections,
        max_per_address: if limits.behind_proxy {
            0
        } else {
            limits.max_connections_per_address
        },
    }));
    let mut http = hyper::server::conn::http1::Builder::new();
    http.timer(TokioTimer::new())
        .header_read_timeout(limits.header_timeout)
        .max_buf_size(64 * 1024);
    let write_timeout = limits.write_timeout;
    let busy = busy_answer();
    loop {
        let (stream, peer) = match listener.accept().await {
            Ok(x) => x,
            Err(e) => {
                // Out of file descriptors and the like: wait, then go on.
                eprintln!("accept: {e}");
                tokio::time::sleep(Duration::from_millis(50)).await;
                continue;
            }
        };
        let Some(slot) = admit(&conns, peer.ip()) else {
            let _ = stream.try_write(&busy);
            continue;
        };
        let _ = stream.set_nodelay(true);
        let app = app.clone();
        let http = http.clone();
        tokio::spawn(async move {
            let _slot = slot;
            serve_one(stream, peer, app, &http, write_timeout).await;
        });
    }
}

async fn serve_one(
    stream: TcpStream,
    peer: SocketAddr,
    app: axum::Router,
    http: &hyper::server::conn::http1::Builder,
    write_timeout: Duration,
) {
    let mut io = TimeoutStream::new(stream);
    io.set_write_timeout(Some(write_timeout));
    let io = TokioIo::new(Box::pin(io));
    let svc = hyper::service::service_fn(move |mut req: hyper::Request<Incoming>| {
        req.extensions_mut().insert(ConnectInfo(peer));
        app.clone().call(req)
    });
    // A connection that breaks or times out simply ends.
    let _ = http.serve_connection(io, svc).await;
}
