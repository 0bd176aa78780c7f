//! `serve`: the web server for online play (tables, lobby, the page).

use anyhow::{Context, Result};
use clap::Args;
use std::io::Write;
use std::path::PathBuf;

/// Arguments of `serve`.
#[derive(Args, Debug)]
pub struct ServeArgs {
    /// Address to listen on.
    #[arg(long, default_value = "127.0.0.1:8080", value_name = "HOST:PORT")]
    addr: String,
    /// SQLite database holding the tables (created if missing).
    #[arg(long, default_value = "suffragetto-tables.sqlite", value_name = "FILE")]
    db: PathBuf,
}

/// Runs the server until the process is stopped.
pub fn serve(args: ServeArgs, out: &mut impl Write) -> Result<()> {
    let rt = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .context("starting the async runtime")?;
    rt.block_on(async {
        let listener = tokio::net::TcpListener::bind(&args.addr)
            .await
            .with_context(|| format!("listening on {}", args.addr))?;
        let addr = listener.local_addr()?;
        writeln!(
            out,
            "serving on http://{addr}/ (tables in {})",
            args.db.display()
        )?;
        out.flush()?;
        suffragetto::server::serve(listener, &args.db)
            .await
            .with_context(|| format!("serving with database {}", args.db.display()))
    })
}
