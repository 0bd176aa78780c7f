//! `serve`: the web server for online play (tables, lobby, the page), the
//! explorer and the built book.

use anyhow::{Context, Result};
use clap::Args;
use std::io::Write;
use std::path::PathBuf;
use suffragetto_server::Limits;
use suffragetto_server::storage::Database;
use suffragetto_server::storage::postgres::PoolSettings;

/// Arguments of `serve`.
#[derive(Args, Debug)]
pub struct ServeArgs {
    /// Address to listen on.
    #[arg(long, default_value = "127.0.0.1:8080", value_name = "HOST:PORT")]
    addr: String,
    /// The database: the path of an SQLite file (created if missing; a file
    /// that another program made is refused and left as it is), or a
    /// PostgreSQL URL, postgres://USER@HOST:PORT/DB, which several
    /// instances may share (docs/deploy.md: it holds everything, the tables,
    /// the studies, the accounts and their sessions).
    #[arg(
        long,
        default_value = "suffragetto-tables.sqlite",
        value_name = "FILE|URL"
    )]
    db: String,
    /// Not used any more: the studies, once kept in this SQLite file beside a
    /// PostgreSQL --db, are in the database now. Accepted so that earlier
    /// command lines still start.
    #[arg(long, default_value = "suffragetto-tables.sqlite", value_name = "FILE")]
    tables: PathBuf,
    /// With a PostgreSQL --db: the connections this instance opens at most.
    #[arg(long, default_value_t = PoolSettings::default().size, value_name = "N")]
    db_pool: usize,
    /// The server runs behind a reverse proxy (docs/deploy.md): the
    /// client's address is the last one in X-Forwarded-For, and connections
    /// are not capped per address. Listen on 127.0.0.1 only then.
    #[arg(long)]
    behind_proxy: bool,
    /// Open connections in all.
    #[arg(long, default_value_t = Limits::default().max_connections, value_name = "N")]
    max_connections: usize,
    /// Open connections from one address (an IPv6 /64 counts as one).
    #[arg(long, default_value_t = Limits::default().max_connections_per_address, value_name = "N")]
    max_connections_per_address: usize,
    /// The built book (`suffragetto book`) to serve under /book/; by
    /// default book/build when it holds one.
    #[arg(long, value_name = "DIR")]
    book: Option<PathBuf>,
}

/// Opens the database, then listens; says "serving on" only once both are
/// done, and runs until the process is stopped.
pub fn serve(args: ServeArgs, out: &mut impl Write) -> Result<()> {
    let mut limits = Limits {
        behind_proxy: args.behind_proxy,
        max_connections: args.max_connections.max(1),
        max_connections_per_address: args.max_connections_per_address.max(1),
        ..Limits::default()
    };
    // Room to open every connection allowed, the database and the listener.
    let wanted = limits.max_connections as u64 + 64;
    let room = rlimit::increase_nofile_limit(wanted).unwrap_or(wanted);
    if room < wanted {
        limits.max_connections = (room.saturating_sub(64) as usize).max(16);
        eprintln!(
            "note: this process may open {room} files, so at most {} connections are served",
            limits.max_connections
        );
    }
    let book = match &args.book {
        Some(dir) if dir.join("index.html").is_file() => Some(dir.clone()),
        Some(dir) => anyhow::bail!(
            "--book {}: no index.html there; build the book first (suffragetto book --out {})",
            dir.display(),
            dir.display()
        ),
        None => suffragetto_server::book::default_dir(),
    };
    let db = Database::parse(&args.db);
    let rt = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .context("starting the async runtime")?;
    rt.block_on(async {
        let pool = PoolSettings {
            size: args.db_pool.max(1),
            ..PoolSettings::default()
        };
        let (opened, held) = match &db {
            Database::Sqlite(path) => {
                let shown = path.display().to_string();
                let opened = suffragetto_server::open::open(&db, path, limits, pool).await;
                (opened, format!("tables in {shown}"))
            }
            Database::Postgres(_) => {
                let opened = suffragetto_server::open::open(&db, &args.tables, limits, pool).await;
                let shown = opened
                    .as_ref()
                    .ok()
                    .and_then(|o| o.postgres.as_ref())
                    .map(|p| p.describe())
                    .unwrap_or_default();
                (
                    opened,
                    format!("accounts in {shown}, tables in {}", args.tables.display()),
                )
            }
        };
        let opened = opened.with_context(|| match &db {
            Database::Sqlite(path) => format!("opening the database {}", path.display()),
            Database::Postgres(url) => {
                let named = suffragetto_server::storage::postgres::config_of(url, pool.wait)
                    .map(|c| suffragetto_server::storage::postgres::describe(&c))
                    .unwrap_or_else(|_| "given by --db".into());
                format!("opening the PostgreSQL database {named}")
            }
        })?;
        let state = opened.state.clone();
        if let Some(dir) = &book {
            state.serve_book(dir.clone());
        }
        let addr = tokio::net::lookup_host(&args.addr)
            .await
            .ok()
            .and_then(|mut a| a.next())
            .with_context(|| format!("{} is not an address to listen on (HOST:PORT)", args.addr))?;
        let listener = suffragetto_server::bind(addr)
            .await
            .with_context(|| format!("listening on {}", args.addr))?;
        let addr = listener.local_addr()?;
        if let Some(dir) = &book {
            eprintln!("the book from {} is at http://{addr}/book/", dir.display());
        }
        writeln!(out, "serving on http://{addr}/ ({held})")?;
        out.flush()?;
        let served = suffragetto_server::serve(listener, state).await;
        drop(opened);
        served.context("serving")
    })
}
