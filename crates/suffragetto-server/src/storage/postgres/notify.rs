//! Events across instances through PostgreSQL's `LISTEN/NOTIFY`: an
//! instance that changes a table sends a short notice on the channel
//! [`CHANNEL`] (which table, its new version, which instance), and every
//! instance has a [`Listener`], a task on a connection of its own outside
//! the pool, that hears the notices of the others and hands them on
//! (`crate::fanout` turns them into the event broadcasts of the tables
//! watched there).
//!
//! A notice sent inside a transaction is delivered only if it commits, and
//! notices from one transaction arrive in order. When the listener's
//! connection breaks it connects again (waiting longer each time, up to
//! [`MAX_BACKOFF`]) and hands on [`Heard::Resync`]: notices sent meanwhile
//! are lost, so whatever is watched is sent again from the database.

use super::StorageError;
use serde::{Deserialize, Serialize};
use std::time::Duration;
use tokio::sync::watch;
use tokio_postgres::{AsyncMessage, NoTls};

/// The channel the instances' notices go on.
pub const CHANNEL: &str = "suffragetto_events";

/// The longest wait between two attempts to connect again.
pub const MAX_BACKOFF: Duration = Duration::from_secs(5);

/// The longest notice read (PostgreSQL's own limit is 8000 bytes).
const MAX_NOTICE: usize = 1024;

/// A table changed on one instance.
#[derive(Serialize, Deserialize, Clone, Debug, PartialEq, Eq)]
pub struct TableChanged {
    /// The table's id.
    pub table: String,
    /// Its plies after the change.
    pub ply: u64,
    /// Its changes after the change (`crate::table::Version`).
    pub change: u64,
    /// The instance that changed it.
    pub origin: String,
}

impl TableChanged {
    /// The notice read from `payload`, if it is one (bounded in size, the
    /// table id hex of at most 64 digits).
    pub fn read(payload: &str) -> Option<TableChanged> {
        if payload.len() > MAX_NOTICE {
            return None;
        }
        let t: TableChanged = serde_json::from_str(payload).ok()?;
        let id_ok = !t.table.is_empty()
            && t.table.len() <= 64
            && t.table.bytes().all(|b| b.is_ascii_hexdigit());
        (id_ok && t.origin.len() <= 64).then_some(t)
    }
}

/// What a listener hands on.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Heard {
    /// Another instance changed a table.
    Changed(TableChanged),
    /// The listener has (again) begun listening: notices may have been
    /// missed before, so what is watched should be sent again.
    Resync,
}

/// Sends `change` to the other instances, as part of `client`'s
/// transaction if it is in one (then only if it commits).
pub async fn send(
    client: &impl tokio_postgres::GenericClient,
    change: &TableChanged,
) -> Result<(), StorageError> {
    let payload = serde_json::to_string(change).map_err(|e| StorageError::Failed(e.to_string()))?;
    client
        .execute("SELECT pg_notify($1, $2)", &[&CHANNEL, &payload])
        .await?;
    Ok(())
}

/// A listening task; it stops when this is dropped.
pub struct Listener {
    task: tokio::task::JoinHandle<()>,
    listening: watch::Receiver<bool>,
}

impl Drop for Listener {
    fn drop(&mut self) {
        self.task.abort();
    }
}

impl Listener {
    /// Listens on `config`'s database for the notices of instances other
    /// than `origin`, handing each to `on` (which should be quick: it runs
    /// on the listener's task).
    pub fn start(
        config: tokio_postgres::Config,
        origin: String,
        on: impl Fn(Heard) + Send + Sync + 'static,
    ) -> Listener {
        let (tell, listening) = watch::channel(false);
        let task = tokio::spawn(async move {
            let mut backoff = Duration::from_millis(100);
            loop {
                let lost = listen_once(&config, &origin, &on, &tell).await;
                if tell.send_replace(false) {
                    // It listened: the next attempt comes soon again.
                    backoff = Duration::from_millis(100);
                }
                if let Err(e) = lost {
                    eprintln!(
                        "events across instances: the listener lost the database ({e}); connecting again in {backoff:?}"
                    );
                }
                tokio::time::sleep(backoff).await;
                backoff = (backoff * 2).min(MAX_BACKOFF);
            }
        });
        Listener { task, listening }
    }

    /// Whether it is listening now.
    pub fn listening(&self) -> bool {
        *self.listening.borrow()
    }

    /// Waits until it is listening.
    pub async fn ready(&self) {
        let mut l = self.listening.clone();
        let _ = l.wait_for(|&on| on).await;
    }
}

/// One connection's life: `LISTEN`, then every notice until it breaks.
async fn listen_once(
    config: &tokio_postgres::Config,
    origin: &str,
    on: &(impl Fn(Heard) + Send + Sync),
    tell: &watch::Sender<bool>,
) -> Result<(), StorageError> {
    let (client, mut connection) = config.connect(NoTls).await?;
    let (notices, mut heard) = tokio::sync::mpsc::unbounded_channel();
    // The connection's messages are read here; the notices go on to the
    // loop below, and the task ends when the connection does.
    let driver = tokio::spawn(async move {
        loop {
            match std::future::poll_fn(|cx| connection.poll_message(cx)).await {
                Some(Ok(AsyncMessage::Notification(n))) => {
                    if notices.send(n.payload().to_string()).is_err() {
                        return Ok(());
                    }
                }
                Some(Ok(_)) => {}
                Some(Err(e)) => return Err(StorageError::from(e)),
                None => return Ok(()),
            }
        }
    });
    client.batch_execute(&format!("LISTEN {CHANNEL}")).await?;
    let _ = tell.send(true);
    on(Heard::Resync);
    while let Some(payload) = heard.recv().await {
        match TableChanged::read(&payload) {
            Some(change) if change.origin != origin => on(Heard::Changed(change)),
            Some(_) => {}
            None => {
                eprintln!("events across instances: a notice that is not one of ours was ignored")
            }
        }
    }
    drop(client);
    match driver.await {
        Ok(Ok(())) => Err(StorageError::Unavailable("the connection closed".into())),
        Ok(Err(e)) => Err(e),
        Err(e) => Err(StorageError::Failed(e.to_string())),
    }
}
