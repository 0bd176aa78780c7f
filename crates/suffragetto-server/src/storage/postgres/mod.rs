//! The storage in a PostgreSQL database, which several server instances
//! may share: a pool of connections over the async driver (`tokio-postgres`
//! with `deadpool-postgres`, docs/deploy.md says why), the schema checked
//! and migrated when it connects ([`schema`]), every change one transaction
//! committed before its future completes, and the events of one instance
//! sent to the others through `LISTEN/NOTIFY` ([`notify`]). It keeps the
//! accounts and the studies.
//!
//! When the database cannot be reached, a call fails at once or within
//! [`PoolSettings::wait`] with [`StorageError::Unavailable`] (the server
//! answers 503); the pool drops the broken connections and opens new ones
//! when the database is back, so the server recovers by itself.

mod accounts;
pub mod notify;
mod schema;
mod studies;
mod tables;
#[cfg(any(test, feature = "throwaway-postgres"))]
pub mod throwaway;

pub use schema::VERSION;

/// A connection from the pool (back to the pool when dropped).
pub use deadpool_postgres::Object as Connection;

use super::StorageError;
use deadpool_postgres::{Manager, ManagerConfig, Pool, PoolError, RecyclingMethod, Runtime};
use std::time::Duration;
use tokio_postgres::NoTls;

/// How many connections an instance holds and how long a request waits.
#[derive(Clone, Copy, Debug)]
pub struct PoolSettings {
    /// Connections this instance opens at most (every instance counts
    /// against the database's `max_connections`).
    pub size: usize,
    /// How long a request waits for a free connection, or for a new one
    /// to open, before it is answered 503.
    pub wait: Duration,
}

impl Default for PoolSettings {
    fn default() -> PoolSettings {
        PoolSettings {
            size: 10,
            wait: Duration::from_secs(3),
        }
    }
}

/// The PostgreSQL storage: a pool of connections.
#[derive(Clone)]
pub struct PostgresStorage {
    pool: Pool,
    config: tokio_postgres::Config,
    /// The instance's name in its notices, once its fan-out has begun
    /// (`crate::fanout`): from then on a move's notice is sent inside the
    /// move's own transaction. Shared by the clones.
    origin: std::sync::Arc<std::sync::OnceLock<String>>,
}

/// `url` without its password, to name the database in messages.
pub fn describe(config: &tokio_postgres::Config) -> String {
    let host = config
        .get_hosts()
        .first()
        .map(|h| match h {
            tokio_postgres::config::Host::Tcp(h) => h.clone(),
            #[cfg(unix)]
            tokio_postgres::config::Host::Unix(p) => p.display().to_string(),
        })
        .unwrap_or_else(|| "localhost".into());
    let port = config.get_ports().first().copied().unwrap_or(5432);
    format!(
        "postgres://{}@{host}:{port}/{}",
        config.get_user().unwrap_or(""),
        config.get_dbname().unwrap_or("")
    )
}

/// The driver's configuration of `url`, or what is wrong with it (without
/// repeating it: it may hold a password).
pub fn config_of(url: &str, wait: Duration) -> Result<tokio_postgres::Config, crate::ServerError> {
    let mut config: tokio_postgres::Config = url.parse().map_err(|e| {
        crate::ServerError::BadRequest(format!(
            "--db: not a PostgreSQL URL ({e}); expected postgres://USER@HOST:PORT/DB"
        ))
    })?;
    if config.get_connect_timeout().is_none() {
        config.connect_timeout(wait);
    }
    config.application_name("suffragetto");
    Ok(config)
}

impl PostgresStorage {
    /// Connects to the database at `url` (refusing one that holds another
    /// program's tables, or a later schema, before anything is changed) and
    /// migrates it.
    pub async fn connect(
        url: &str,
        settings: PoolSettings,
    ) -> Result<PostgresStorage, crate::ServerError> {
        let config = config_of(url, settings.wait)?;
        let manager = Manager::from_config(
            config.clone(),
            NoTls,
            ManagerConfig {
                // A connection the database closed is dropped, not handed
                // out; one that broke unnoticed fails its call with 503.
                recycling_method: RecyclingMethod::Fast,
            },
        );
        let pool = Pool::builder(manager)
            .max_size(settings.size.max(1))
            .wait_timeout(Some(settings.wait))
            .create_timeout(Some(settings.wait))
            .recycle_timeout(Some(settings.wait))
            .runtime(Runtime::Tokio1)
            .build()
            .map_err(|e| crate::ServerError::Storage(StorageError::Failed(e.to_string())))?;
        let storage = PostgresStorage {
            pool,
            config,
            origin: Default::default(),
        };
        let mut client = storage.client().await?;
        schema::migrate(&mut client, &describe(&storage.config)).await?;
        Ok(storage)
    }

    /// Sends, from now on, the notice of every move inside the move's
    /// transaction, as instance `origin`; the first name given stays.
    pub fn tell_moves_as(&self, origin: &str) {
        let _ = self.origin.set(origin.to_string());
    }

    /// The instance's name in its notices, if moves are told.
    pub fn origin(&self) -> Option<&str> {
        self.origin.get().map(String::as_str)
    }

    /// The database's URL without its password.
    pub fn describe(&self) -> String {
        describe(&self.config)
    }

    /// The driver's configuration (for the listener's own connection).
    pub fn config(&self) -> &tokio_postgres::Config {
        &self.config
    }

    /// A connection from the pool.
    pub async fn client(&self) -> Result<Connection, StorageError> {
        self.pool.get().await.map_err(from_pool)
    }
}

/// Whether the driver's error means the database cannot be reached (its
/// connection is closed or broke, it timed out, or the server is shutting
/// down or starting up), rather than that the statement failed.
pub(crate) fn unreachable(e: &tokio_postgres::Error) -> bool {
    if e.is_closed() || e.to_string() == "timeout waiting for server" {
        return true;
    }
    if let Some(code) = e.code() {
        let code = code.code();
        return code.starts_with("08") || matches!(code, "57P01" | "57P02" | "57P03");
    }
    let mut source = std::error::Error::source(e);
    while let Some(s) = source {
        if s.is::<std::io::Error>() {
            return true;
        }
        source = s.source();
    }
    false
}

impl From<tokio_postgres::Error> for StorageError {
    fn from(e: tokio_postgres::Error) -> StorageError {
        let words = match e.as_db_error() {
            Some(db) => format!("{}: {}", db.code().code(), db.message()),
            None => e.to_string(),
        };
        if unreachable(&e) {
            StorageError::Unavailable(words)
        } else {
            StorageError::Failed(words)
        }
    }
}

fn from_pool(e: PoolError) -> StorageError {
    match e {
        PoolError::Timeout(t) => {
            StorageError::Unavailable(format!("no connection within the wait ({t:?})"))
        }
        PoolError::Backend(e) => e.into(),
        PoolError::Closed => StorageError::Stopped,
        other => StorageError::Failed(other.to_string()),
    }
}
