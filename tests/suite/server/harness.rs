//! The servers and clients of the server tests: an in-process server on a
//! loopback port with its own temporary database, JSON requests through
//! ureq, and raw HTTP/1.1 over a socket bound to a chosen loopback address
//! (so one test can be many clients).

use serde_json::Value;
use std::io::{BufRead, Read, Write};
use std::net::{Ipv4Addr, SocketAddr, TcpStream};
use std::path::{Path, PathBuf};
use std::sync::mpsc;
use std::time::Duration;
use suffragetto_server::storage::Database;
use suffragetto_server::storage::postgres::throwaway;
use suffragetto_server::{AppState, Limits, Rate, serve};

/// Held by the tests that load the machine most (the browser tests, the
/// abuse scenarios with their one-second bound), so that they do not run
/// at the same time on a small CI machine.
pub fn heavy() -> std::sync::MutexGuard<'static, ()> {
    static HEAVY: std::sync::Mutex<()> = std::sync::Mutex::new(());
    HEAVY.lock().unwrap_or_else(|e| e.into_inner())
}

/// A server on 127.0.0.1, port 0, stopped when dropped.
pub struct TestServer {
    /// Its part in the fan-out of events, on PostgreSQL.
    pub fanout: Option<suffragetto_server::fanout::Fanout>,
    rt: Option<tokio::runtime::Runtime>,
    /// `http://127.0.0.1:PORT`.
    pub base: String,
    /// Its address.
    pub addr: SocketAddr,
    /// Its state, to look inside.
    pub state: AppState,
}

/// The default limits with rates that a test playing whole games at full
/// speed from one address never reaches (nor one making many accounts and
/// signing in and out of them).
pub fn relaxed() -> Limits {
    let many = Rate::new(100_000, Duration::from_micros(10));
    let mut limits = Limits {
        create: many,
        join: many,
        moves: many,
        chat: many,
        explore: many,
        seeks: many,
        takebacks: many,
        claims: many,
        study_writes: many,
        ..Limits::default()
    };
    limits.accounts.sign_up_per_address = many;
    limits.accounts.sign_in_per_address = many;
    limits.accounts.sign_in_per_account = many;
    limits
}

impl TestServer {
    /// A server with [`relaxed`] limits.
    pub fn start(db: &Path) -> TestServer {
        TestServer::start_with(db, relaxed())
    }

    /// A server with `limits`.
    pub fn start_with(db: &Path, limits: Limits) -> TestServer {
        TestServer::start_on(&Database::Sqlite(db.to_path_buf()), db, limits)
    }

    /// A server on `db` (the tables in `tables` when `db` is PostgreSQL)
    /// with `limits`.
    pub fn start_on(db: &Database, tables: &Path, limits: Limits) -> TestServer {
        let rt = tokio::runtime::Builder::new_multi_thread()
            .worker_threads(2)
            .enable_all()
            .build()
            .unwrap();
        let pool = suffragetto_server::storage::postgres::PoolSettings::default();
        let opened = rt
            .block_on(suffragetto_server::open::open(db, tables, limits, pool))
            .unwrap();
        if let Some(f) = &opened.fanout {
            rt.block_on(f.ready());
        }
        let state = opened.state;
        let listener = rt
            .block_on(suffragetto_server::bind("127.0.0.1:0".parse().unwrap()))
            .unwrap();
        let addr = listener.local_addr().unwrap();
        rt.spawn(serve(listener, state.clone()));
        TestServer {
            fanout: opened.fanout,
            rt: Some(rt),
            base: format!("http://{addr}"),
            addr,
            state,
        }
    }
}

impl Drop for TestServer {
    fn drop(&mut self) {
        if let Some(rt) = self.rt.take() {
            rt.shutdown_background();
        }
    }
}

/// A database path in a directory of its own; the directory is removed
/// when this is dropped (after the servers declared later).
pub struct TempDb(PathBuf);

impl std::ops::Deref for TempDb {
    type Target = Path;
    fn deref(&self) -> &Path {
        &self.0
    }
}

impl AsRef<Path> for TempDb {
    fn as_ref(&self) -> &Path {
        &self.0
    }
}

impl Drop for TempDb {
    fn drop(&mut self) {
        if let Some(dir) = self.0.parent() {
            let _ = std::fs::remove_dir_all(dir);
        }
    }
}

/// A fresh database path in a directory of its own.
pub fn temp_db(name: &str) -> TempDb {
    let nanos = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap()
        .as_nanos();
    let dir = std::env::temp_dir().join(format!(
        "suffragetto-server-{name}-{}-{nanos}",
        std::process::id()
    ));
    std::fs::create_dir_all(&dir).unwrap();
    TempDb(dir.join("tables.sqlite"))
}

/// Where a test keeps its accounts: an SQLite file (with its tables), or a
/// database of its own in the throwaway PostgreSQL cluster (the tables in
/// an SQLite file beside, until they move there too).
pub struct TestDb {
    /// The SQLite file (the tables, and on SQLite the accounts).
    pub tables: TempDb,
    /// On PostgreSQL: the cluster and the database's name.
    pub postgres: Option<(&'static throwaway::Cluster, String)>,
}

impl TestDb {
    /// Everything in a fresh SQLite file.
    pub fn sqlite(name: &str) -> TestDb {
        TestDb {
            tables: temp_db(name),
            postgres: None,
        }
    }

    /// The accounts in a fresh PostgreSQL database of the shared
    /// throwaway cluster; `None` (said plainly, or a failure under
    /// `SUFFRAGETTO_POSTGRES=require`) without PostgreSQL.
    pub fn postgres(name: &str) -> Option<TestDb> {
        let cluster = throwaway::shared()?;
        let db = cluster.database(name).unwrap();
        Some(TestDb {
            tables: temp_db(name),
            postgres: Some((cluster, db)),
        })
    }

    /// What `--db` would say.
    pub fn database(&self) -> Database {
        match &self.postgres {
            Some((cluster, db)) => Database::Postgres(cluster.url(db)),
            None => Database::Sqlite(self.tables.to_path_buf()),
        }
    }

    /// A server on this database with `limits`.
    pub fn server(&self, limits: Limits) -> TestServer {
        TestServer::start_on(&self.database(), &self.tables, limits)
    }

    /// Runs `sql` (no parameters) on the accounts' database.
    pub fn execute(&self, sql: &str) {
        match &self.postgres {
            Some((cluster, db)) => {
                cluster.psql(db, sql).unwrap();
            }
            None => {
                rusqlite::Connection::open(&*self.tables)
                    .unwrap()
                    .execute_batch(sql)
                    .unwrap();
            }
        }
    }

    /// The one integer that `sql` selects from the accounts' database.
    pub fn number(&self, sql: &str) -> i64 {
        match &self.postgres {
            Some((cluster, db)) => cluster.psql(db, sql).unwrap().trim().parse().unwrap(),
            None => rusqlite::Connection::open(&*self.tables)
                .unwrap()
                .query_row(sql, [], |r| r.get(0))
                .unwrap(),
        }
    }

    /// Every byte of the accounts' database: the SQLite file with its
    /// write-ahead log, or PostgreSQL's `pg_dump`.
    pub fn dump(&self) -> Vec<u8> {
        match &self.postgres {
            Some((cluster, db)) => cluster.dump(db).unwrap().into_bytes(),
            None => std::fs::read(&*self.tables)
                .unwrap()
                .into_iter()
                .chain(std::fs::read(self.tables.with_extension("sqlite-wal")).unwrap_or_default())
                .collect(),
        }
    }

    /// The one text that `sql` selects from the accounts' database.
    pub fn text(&self, sql: &str) -> String {
        match &self.postgres {
            Some((cluster, db)) => cluster.psql(db, sql).unwrap(),
            None => rusqlite::Connection::open(&*self.tables)
                .unwrap()
                .query_row(sql, [], |r| r.get(0))
                .unwrap(),
        }
    }
}

/// Runs the test function `$name(&TestDb)` twice, as `$name::sqlite` and
/// `$name::postgres` (the latter says it did not run without PostgreSQL).
#[macro_export]
macro_rules! on_both_databases {
    ($($name:ident),* $(,)?) => {$(
        mod $name {
            #[test]
            fn sqlite() {
                super::$name(&$crate::server::harness::TestDb::sqlite(stringify!($name)));
            }
            #[test]
            fn postgres() {
                if let Some(db) = $crate::server::harness::TestDb::postgres(stringify!($name)) {
                    super::$name(&db);
                }
            }
        }
    )*};
}

/// A client that returns 4xx and 5xx answers instead of failing.
pub fn agent() -> ureq::Agent {
    ureq::Agent::config_builder()
        .http_status_as_error(false)
        .timeout_global(Some(Duration::from_secs(20)))
        .build()
        .into()
}

/// POSTs JSON; the status and the JSON answer.
pub fn post(base: &str, path: &str, body: &Value) -> (u16, Value) {
    let mut r = agent()
        .post(format!("{base}{path}"))
        .send_json(body)
        .unwrap();
    let status = r.status().as_u16();
    let text = r.body_mut().read_to_string().unwrap();
    (
        status,
        serde_json::from_str(&text).unwrap_or(Value::String(text)),
    )
}

/// Creates a table with `body`, which must succeed; the answer.
pub fn create_table(base: &str, body: &Value) -> Value {
    let (status, created) = post(base, "/api/tables", body);
    assert_eq!(status, 200, "{created}");
    created
}

/// GETs; the status and the text.
pub fn get(base: &str, path: &str) -> (u16, String) {
    let mut r = agent().get(format!("{base}{path}")).call().unwrap();
    let status = r.status().as_u16();
    (status, r.body_mut().read_to_string().unwrap())
}

/// GETs JSON, which must come with 200.
pub fn get_json(base: &str, path: &str) -> Value {
    let (status, text) = get(base, path);
    assert_eq!(status, 200, "{path}: {text}");
    serde_json::from_str(&text).unwrap()
}

/// Reads the `event: state` payloads of a table's stream on a thread.
pub fn subscribe(base: &str, id: &str) -> mpsc::Receiver<Value> {
    subscribe_to(format!("{base}/api/tables/{id}/events"), "state")
}

/// Reads the payloads of events named `kind` from the stream at `url`.
pub fn subscribe_to(url: String, kind: &'static str) -> mpsc::Receiver<Value> {
    let (tx, rx) = mpsc::channel();
    std::thread::spawn(move || {
        let r = agent().get(&url).call().unwrap();
        let reader = std::io::BufReader::new(r.into_body().into_reader());
        let mut event = String::new();
        for line in reader.lines() {
            let Ok(line) = line else { return };
            if let Some(name) = line.strip_prefix("event:") {
                event = name.trim().to_string();
            } else if let Some(data) = line.strip_prefix("data:")
                && event == kind
                && tx.send(serde_json::from_str(data.trim()).unwrap()).is_err()
            {
                return;
            }
        }
    });
    rx
}

/// A TCP connection to `to` from the loopback address `from` (any of
/// 127.0.0.0/8 works on Linux). It is reset when closed, so it leaves no
/// TIME_WAIT behind at the server: a later connection that happens to get
/// the same port would otherwise wait a second for its SYN to be sent again.
pub fn connect_from(from: Ipv4Addr, to: SocketAddr) -> std::io::Result<TcpStream> {
    let s = socket2::Socket::new(socket2::Domain::IPV4, socket2::Type::STREAM, None)?;
    s.set_linger(Some(Duration::ZERO))?;
    s.bind(&SocketAddr::new(from.into(), 0).into())?;
    s.connect_timeout(&to.into(), Duration::from_secs(5))?;
    Ok(s.into())
}

/// An answer read off a raw connection.
#[derive(Debug)]
pub struct Answer {
    /// The status code.
    pub status: u16,
    /// The head, lines after the status line, as sent.
    pub head: String,
    /// The body.
    pub body: String,
}

impl Answer {
    /// The value of header `name` (any case).
    pub fn header(&self, name: &str) -> Option<&str> {
        self.head.lines().find_map(|l| {
            let (k, v) = l.split_once(':')?;
            k.eq_ignore_ascii_case(name).then(|| v.trim())
        })
    }
}

/// Reads an answer until the server closes, waiting at most `within`.
pub fn read_answer(s: &mut TcpStream, within: Duration) -> std::io::Result<Answer> {
    s.set_read_timeout(Some(within))?;
    let mut bytes = Vec::new();
    s.read_to_end(&mut bytes)?;
    let text = String::from_utf8_lossy(&bytes).to_string();
    let (head, body) = text.split_once("\r\n\r\n").unwrap_or((&text, ""));
    let status = head
        .split_whitespace()
        .nth(1)
        .and_then(|c| c.parse().ok())
        .ok_or_else(|| std::io::Error::other(format!("no status line in {text:?}")))?;
    Ok(Answer {
        status,
        head: head.to_string(),
        body: body.to_string(),
    })
}

/// One request with `Connection: close` from `from`; its answer within
/// `within`.
pub fn request_from(
    from: Ipv4Addr,
    to: SocketAddr,
    method: &str,
    path: &str,
    body: Option<&str>,
    within: Duration,
) -> std::io::Result<Answer> {
    let mut s = connect_from(from, to)?;
    let body = body.unwrap_or("");
    write!(
        s,
        "{method} {path} HTTP/1.1\r\nHost: {to}\r\nConnection: close\r\nContent-Type: application/json\r\nContent-Length: {}\r\n\r\n{body}",
        body.len()
    )?;
    read_answer(&mut s, within)
}

/// A table as the tests store it straight into a database: English rules,
/// the Suffragettes first, no moves yet, seats `s` and `p`.
pub fn table_row(
    id: &str,
    s: suffragetto_server::store::SeatRow,
    p: suffragetto_server::store::SeatRow,
) -> suffragetto_server::store::TableRow {
    suffragetto_server::store::TableRow {
        id: id.into(),
        variant: "english".into(),
        first: "S".into(),
        created: suffragetto_server::store::now(),
        s,
        p,
        resigned: None,
        setup: None,
        moves: Vec::new(),
        chat: Vec::new(),
        private: false,
        rematch: None,
        play: Default::default(),
    }
}
