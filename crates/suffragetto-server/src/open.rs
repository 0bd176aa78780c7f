//! A server's state on the database `--db` names ([`Database`]): an SQLite
//! file holds everything; with a PostgreSQL URL the tables, accounts,
//! sessions and studies live in PostgreSQL, shared by every instance on it,
//! whose events reach the other instances ([`crate::fanout`]).

use crate::storage::Database;
use crate::storage::postgres::{PoolSettings, PostgresStorage};
use crate::{AppState, Limits, ServerError, fanout::Fanout};
use std::path::Path;
use std::sync::Arc;

/// An opened server: its state, and on PostgreSQL its part in the fan-out
/// (keep it while serving) and the database's storage.
pub struct Opened {
    /// The state to serve.
    pub state: AppState,
    /// The fan-out of events across instances, on PostgreSQL.
    pub fanout: Option<Fanout>,
    /// The PostgreSQL storage, if that is the database.
    pub postgres: Option<PostgresStorage>,
}

/// Opens `db` with `limits`: everything is in it, SQLite or PostgreSQL.
/// `studies`, the file the studies were once kept in beside PostgreSQL
/// (`serve --tables`), is no longer used.
/// Must run on a Tokio runtime.
pub async fn open(
    db: &Database,
    studies: &Path,
    limits: Limits,
    pool: PoolSettings,
) -> Result<Opened, ServerError> {
    match db {
        Database::Sqlite(path) => Ok(Opened {
            state: AppState::open_with(path, limits)?,
            fanout: None,
            postgres: None,
        }),
        Database::Postgres(url) => {
            let storage = PostgresStorage::connect(url, pool).await?;
            // Everything in PostgreSQL: the SQLite file `studies` (the
            // `--tables` option) is not used.
            let _ = studies;
            let shared = Arc::new(storage.clone());
            let state =
                AppState::open_with_storage(shared.clone(), shared.clone(), shared, limits)?;
            let fanout = crate::fanout::start(&state, &storage);
            Ok(Opened {
                state,
                fanout: Some(fanout),
                postgres: Some(storage),
            })
        }
    }
}
