//! The storage in one SQLite file, the embedded default: one connection on
//! a thread of its own ([`worker`]), the schema checked and brought up to
//! date when it opens (`crate::schema`), every change committed and synced
//! to the disk (`synchronous = FULL`) before its future completes.

mod accounts;
mod studies;
pub(crate) mod tables;
mod worker;

use super::StorageError;
use rusqlite::Connection;
use std::path::Path;
use worker::Worker;

/// The SQLite storage.
pub struct SqliteStorage {
    worker: Worker,
}

impl SqliteStorage {
    /// Opens (or creates) the database file, refusing one that is not ours
    /// before anything in it is changed, and migrates it.
    pub fn open(path: &Path) -> Result<SqliteStorage, crate::ServerError> {
        let mut conn = Connection::open(path)?;
        conn.busy_timeout(std::time::Duration::from_secs(5))?;
        crate::schema::check(&conn, path)?;
        conn.execute_batch(
            "PRAGMA journal_mode = WAL; PRAGMA synchronous = FULL; PRAGMA foreign_keys = ON;",
        )?;
        crate::schema::migrate(&mut conn)?;
        let worker = Worker::start(conn, "suffragetto-sqlite")?;
        Ok(SqliteStorage { worker })
    }
}

impl From<StorageError> for crate::ServerError {
    fn from(e: StorageError) -> crate::ServerError {
        crate::ServerError::Storage(e)
    }
}
