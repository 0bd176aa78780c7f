//! A PostgreSQL cluster of the tests' own: `initdb` and `pg_ctl` from
//! Debian's `/usr/lib/postgresql/*/bin` into a temporary directory, a free
//! port on 127.0.0.1, trust authentication on loopback only, never a
//! system service. It is stopped and its directory removed when it is
//! dropped (also while a failing test unwinds), the one shared by a test
//! process when that process exits, and one left behind by a process that
//! was killed the next time a cluster starts.
//!
//! Without PostgreSQL the tests that need it say plainly that they did not
//! run; under `scripts/test` (`SUFFRAGETTO_POSTGRES=require`) they fail.
//! Root may not run a cluster: as root, the commands run as the `postgres`
//! user that Debian's package makes.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};
use std::sync::OnceLock;
use std::sync::atomic::{AtomicBool, Ordering};

/// The user the tests connect as (the cluster's superuser).
pub const USER: &str = "suffragetto";

/// The prefix of the clusters' directories under the temporary directory.
const PREFIX: &str = "suffragetto-pg-";

/// A running throwaway cluster.
pub struct Cluster {
    root: PathBuf,
    bin: PathBuf,
    port: u16,
    run_as: Option<String>,
    stopped: AtomicBool,
    removed: AtomicBool,
}

/// Whether the tests must fail, rather than skip, without PostgreSQL.
pub fn required() -> bool {
    std::env::var("SUFFRAGETTO_POSTGRES").is_ok_and(|v| v == "require")
}

/// The newest `/usr/lib/postgresql/VERSION/bin` that has `initdb`.
pub fn bin_dir() -> Option<PathBuf> {
    let mut found: Vec<(u32, PathBuf)> = std::fs::read_dir("/usr/lib/postgresql")
        .ok()?
        .flatten()
        .filter_map(|e| {
            let version = e.file_name().to_str()?.parse().ok()?;
            let bin = e.path().join("bin");
            bin.join("initdb").is_file().then_some((version, bin))
        })
        .collect();
    found.sort();
    found.pop().map(|(_, bin)| bin)
}

fn output(mut cmd: Command) -> Result<Output, String> {
    let shown = format!("{cmd:?}");
    let out = cmd.output().map_err(|e| format!("{shown}: {e}"))?;
    if out.status.success() {
        Ok(out)
    } else {
        Err(format!(
            "{shown} failed ({}): {}{}",
            out.status,
            String::from_utf8_lossy(&out.stdout),
            String::from_utf8_lossy(&out.stderr)
        ))
    }
}

fn free_port() -> Result<u16, String> {
    let l = std::net::TcpListener::bind("127.0.0.1:0").map_err(|e| e.to_string())?;
    Ok(l.local_addr().map_err(|e| e.to_string())?.port())
}

fn pid_alive(pid: i32) -> bool {
    // SAFETY: signal 0 only asks whether the process exists.
    pid > 0 && unsafe { libc::kill(pid, 0) } == 0
}

impl Cluster {
    /// Starts a new cluster, or says why it cannot.
    pub fn start() -> Result<Cluster, String> {
        let bin = bin_dir().ok_or_else(|| {
            "PostgreSQL is not installed (no /usr/lib/postgresql/*/bin/initdb): apt-get install postgresql".to_string()
        })?;
        // SAFETY: geteuid has no preconditions.
        let run_as = (unsafe { libc::geteuid() } == 0).then(|| "postgres".to_string());
        Self::sweep_stale(&bin, run_as.as_deref());
        let nanos = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| d.as_nanos());
        let root = std::env::temp_dir().join(format!("{PREFIX}{}-{nanos}", std::process::id()));
        std::fs::create_dir_all(&root).map_err(|e| format!("{}: {e}", root.display()))?;
        let mut cluster = Cluster {
            root,
            bin,
            port: 0,
            run_as,
            stopped: AtomicBool::new(true),
            removed: AtomicBool::new(false),
        };
        if let Some(user) = &cluster.run_as {
            let mut chown = Command::new("chown");
            chown.arg(format!("{user}:")).arg(&cluster.root);
            output(chown)?;
        }
        let mut initdb = cluster.command("initdb");
        initdb
            .arg("-D")
            .arg(cluster.data())
            .args(["-U", USER, "--auth=trust", "--no-sync", "-E", "UTF8"])
            .arg("--no-locale");
        output(initdb)?;
        let mut last = String::new();
        for _ in 0..5 {
            cluster.port = free_port()?;
            match cluster.start_again() {
                Ok(()) => return Ok(cluster),
                Err(e) => last = e,
            }
        }
        Err(last)
    }

    fn data(&self) -> PathBuf {
        self.root.join("data")
    }

    fn command(&self, program: &str) -> Command {
        let path = self.bin.join(program);
        match &self.run_as {
            Some(user) => {
                let mut c = Command::new("runuser");
                c.args(["-u", user, "--"]).arg(path);
                c
            }
            None => Command::new(path),
        }
    }

    /// Starts the cluster again on its port (after [`Cluster::stop`]).
    pub fn start_again(&self) -> Result<(), String> {
        let options = format!(
            "-c listen_addresses=127.0.0.1 -p {} -k {} -c fsync=off -c max_connections=200",
            self.port,
            self.data().display()
        );
        let mut start = self.command("pg_ctl");
        start
            .arg("-D")
            .arg(self.data())
            .arg("-l")
            .arg(self.root.join("log"))
            .args(["-w", "-t", "60", "-o", &options, "start"]);
        output(start).map_err(|e| {
            let log = std::fs::read_to_string(self.root.join("log")).unwrap_or_default();
            format!("{e}\n{log}")
        })?;
        self.stopped.store(false, Ordering::SeqCst);
        Ok(())
    }

    /// Stops the cluster (fast: open connections are closed), keeping its
    /// data for [`Cluster::start_again`].
    pub fn stop(&self) -> Result<(), String> {
        let mut stop = self.command("pg_ctl");
        stop.arg("-D")
            .arg(self.data())
            .args(["-m", "fast", "-w", "-t", "60", "stop"]);
        output(stop)?;
        self.stopped.store(true, Ordering::SeqCst);
        Ok(())
    }

    /// The port it listens on, on 127.0.0.1.
    pub fn port(&self) -> u16 {
        self.port
    }

    /// The URL of database `db` in it.
    pub fn url(&self, db: &str) -> String {
        format!("postgres://{USER}@127.0.0.1:{}/{db}", self.port)
    }

    /// Runs `sql` with `psql` on database `db`; its rows, unaligned, one a
    /// line, fields split by `|`.
    pub fn psql(&self, db: &str, sql: &str) -> Result<String, String> {
        let mut psql = Command::new(self.bin.join("psql"));
        psql.args([
            "-X",
            "-q",
            "-A",
            "-t",
            "-v",
            "ON_ERROR_STOP=1",
            "-h",
            "127.0.0.1",
        ])
        .args([
            "-p",
            &self.port.to_string(),
            "-U",
            USER,
            "-d",
            db,
            "-c",
            sql,
        ]);
        let out = output(psql)?;
        Ok(String::from_utf8_lossy(&out.stdout).trim_end().to_string())
    }

    /// Everything database `db` holds, as `pg_dump` writes it.
    pub fn dump(&self, db: &str) -> Result<String, String> {
        let mut dump = Command::new(self.bin.join("pg_dump"));
        dump.args([
            "-h",
            "127.0.0.1",
            "-p",
            &self.port.to_string(),
            "-U",
            USER,
            "-d",
            db,
        ]);
        let out = output(dump)?;
        Ok(String::from_utf8_lossy(&out.stdout).to_string())
    }

    /// A new empty database named after `name` (made unique); its URL.
    pub fn database(&self, name: &str) -> Result<String, String> {
        static NEXT: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(0);
        let clean: String = name
            .chars()
            .map(|c| {
                if c.is_ascii_alphanumeric() {
                    c.to_ascii_lowercase()
                } else {
                    '_'
                }
            })
            .take(40)
            .collect();
        let db = format!("t{}_{clean}", NEXT.fetch_add(1, Ordering::Relaxed));
        self.psql("postgres", &format!("CREATE DATABASE {db}"))?;
        Ok(db)
    }

    /// Stops the cluster at once and removes its directory (again: nothing).
    pub fn remove(&self) {
        if !self.stopped.swap(true, Ordering::SeqCst) {
            let mut stop = self.command("pg_ctl");
            stop.arg("-D")
                .arg(self.data())
                .args(["-m", "immediate", "-w", "stop"]);
            let _ = output(stop);
        }
        if !self.removed.swap(true, Ordering::SeqCst) {
            let _ = std::fs::remove_dir_all(&self.root);
        }
    }

    /// Stops and removes the clusters that processes no longer running
    /// left behind (killed before they could).
    fn sweep_stale(bin: &Path, run_as: Option<&str>) {
        let Ok(entries) = std::fs::read_dir(std::env::temp_dir()) else {
            return;
        };
        for e in entries.flatten() {
            let name = e.file_name().to_string_lossy().to_string();
            let Some(pid) = name
                .strip_prefix(PREFIX)
                .and_then(|rest| rest.split('-').next())
                .and_then(|p| p.parse::<i32>().ok())
            else {
                continue;
            };
            if pid_alive(pid) {
                continue;
            }
            let stale = Cluster {
                root: e.path(),
                bin: bin.to_path_buf(),
                port: 0,
                run_as: run_as.map(str::to_string),
                stopped: AtomicBool::new(!e.path().join("data/postmaster.pid").exists()),
                removed: AtomicBool::new(false),
            };
            stale.remove();
        }
    }
}

impl Drop for Cluster {
    fn drop(&mut self) {
        self.remove();
    }
}

static SHARED: OnceLock<Result<Cluster, String>> = OnceLock::new();

extern "C" fn remove_shared() {
    if let Some(Ok(c)) = SHARED.get() {
        c.remove();
    }
}

/// Says that a PostgreSQL test did not run and why (on the process's
/// standard error itself, which the test harness does not capture), or
/// fails when it must run.
pub fn not_run(why: &str) {
    if required() {
        panic!("SUFFRAGETTO_POSTGRES=require, but PostgreSQL cannot be used: {why}");
    }
    use std::io::Write;
    let _ = writeln!(
        std::io::stderr(),
        "NOT RUN against PostgreSQL: {why} (scripts/test installs it and requires these tests)"
    );
}

/// The cluster this process's tests share (each in a database of its
/// own), started the first time; removed when the process exits. `None`
/// when PostgreSQL cannot be used (said, or a failure under
/// `SUFFRAGETTO_POSTGRES=require`).
pub fn shared() -> Option<&'static Cluster> {
    let c = SHARED.get_or_init(|| {
        let c = Cluster::start()?;
        // SAFETY: registers a plain function to run at exit.
        unsafe { libc::atexit(remove_shared) };
        Ok(c)
    });
    match c {
        Ok(c) => Some(c),
        Err(e) => {
            not_run(e);
            None
        }
    }
}
