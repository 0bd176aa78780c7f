//! A server's state on the database `--db` names ([`Database`]): an SQLite
//! file holds everything; with a PostgreSQL URL the accounts and sessions
//! and the studies live in PostgreSQL, whose events reach the other instances
//! ([`crate::fanout`]), while the tables stay in an SQLite file until
//! their storage trait moves them there too (docs/deploy.md).

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

/// Opens `db` with `limits`; `tables` is the SQLite file of the tables
/// when `db` is PostgreSQL (with an SQLite `db`, the tables are in it).
/// Must run on a Tokio runtime.
pub async fn open(
    db: &Database,
    tables: &Path,
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
            // The accounts and the studies are in PostgreSQL.
            let state = AppState::open_with_accounts(
                tables,
                Arc::new(storage.clone()),
                Arc::new(storage.clone()),
                limits,
            )?;
            let fanout = crate::fanout::start(&state, &storage);
            Ok(Opened {
                state,
                fanout: Some(fanout),
                postgres: Some(storage),
            })
        }
    }
}
