//! The server's shared state: the store, the live tables, their event
//! channels, the limits and the rate limiters.

use super::ServerError;
use super::events::{Hub, Subscription, seat_key};
use super::limits::Limits;
use super::rate::{Action, Client, RateLimits};
use super::store::Store;
use super::table::Table;
use std::collections::{HashMap, HashSet};
use std::path::Path;
use std::sync::{Arc, Mutex, MutexGuard};
use std::time::Instant;
use suffragetto_core::engine::Rules;
use suffragetto_core::piece::Side;

/// Shared by every request: cheap to clone.
#[derive(Clone)]
pub struct AppState {
    pub(super) inner: Arc<Inner>,
}

/// A table in memory and when it was last asked for.
pub(super) struct Loaded {
    pub(super) table: Arc<Mutex<Table>>,
    pub(super) used: Instant,
}

pub(super) struct Inner {
    store: Mutex<Store>,
    pub(super) tables: Mutex<HashMap<String, Loaded>>,
    rules: Mutex<HashMap<String, Arc<Rules>>>,
    pub(super) hub: Arc<Hub>,
    pub(super) limits: Limits,
    pub(super) rates: RateLimits,
    /// Tables where the computer is thinking or waiting to retry a write.
    pub(super) thinking: Mutex<HashSet<String>>,
    /// The built book served under `/book/`, if any.
    book: std::sync::OnceLock<std::path::PathBuf>,
    /// The accounts and their sessions.
    accounts: Arc<super::accounts::Accounts>,
}

pub(super) fn lock<T>(m: &Mutex<T>) -> MutexGuard<'_, T> {
    m.lock().unwrap_or_else(|e| e.into_inner())
}

/// Chat lines kept per table.
pub const MAX_CHAT_LINES: usize = 200;

impl AppState {
    /// Opens the database with the default [`Limits`].
    pub fn open(db: &Path) -> Result<AppState, ServerError> {
        AppState::open_with(db, Limits::default())
    }

    /// Opens the database (refusing one that is not ours) and starts with
    /// no table in memory.
    pub fn open_with(db: &Path, limits: Limits) -> Result<AppState, ServerError> {
        let store = Store::open(db)?;
        let storage = Arc::new(super::storage::sqlite::SqliteStorage::open(db)?);
        let accounts = Arc::new(super::accounts::Accounts::new(
            storage,
            limits.accounts.clone(),
            limits.behind_proxy,
        ));
        Ok(AppState {
            inner: Arc::new(Inner {
                store: Mutex::new(store),
                tables: Mutex::new(HashMap::new()),
                rules: Mutex::new(HashMap::new()),
                hub: Hub::new(limits.max_streams_per_table),
                rates: RateLimits::new(&limits),
                limits,
                thinking: Mutex::new(HashSet::new()),
                book: std::sync::OnceLock::new(),
                accounts,
            }),
        })
    }

    /// Serves the built book in `dir` under `/book/` (the first directory
    /// set stays).
    pub fn serve_book(&self, dir: std::path::PathBuf) {
        let _ = self.inner.book.set(dir);
    }

    /// The directory of the book served under `/book/`, if any.
    pub fn book(&self) -> Option<&Path> {
        self.inner.book.get().map(|d| d.as_path())
    }

    /// The accounts and their sessions.
    pub fn accounts(&self) -> &Arc<super::accounts::Accounts> {
        &self.inner.accounts
    }

    /// The limits this server keeps.
    pub fn limits(&self) -> &Limits {
        &self.inner.limits
    }

    /// Counts one `action` of `client` against its rate limit.
    pub fn rate(&self, action: Action, client: &Client) -> Result<(), ServerError> {
        self.inner.rates.check(action, client)
    }

    /// The store, locked.
    pub fn store(&self) -> MutexGuard<'_, Store> {
        lock(&self.inner.store)
    }

    /// The rules of a built-in variant (never a file path from the network).
    pub fn rules(&self, id: &str) -> Result<Arc<Rules>, ServerError> {
        if !suffragetto_core::variant::builtin_ids().any(|b| b == id) {
            return Err(ServerError::BadRequest(format!(
                "unknown variant `{}`: expected one of {}",
                id.chars().take(40).collect::<String>(),
                suffragetto_core::variant::builtin_ids()
                    .collect::<Vec<_>>()
                    .join(", ")
            )));
        }
        let mut cache = lock(&self.inner.rules);
        if let Some(r) = cache.get(id) {
            return Ok(r.clone());
        }
        let r = Arc::new(Rules::load(id).map_err(|e| ServerError::BadRequest(e.to_string()))?);
        cache.insert(id.to_string(), r.clone());
        Ok(r)
    }

    /// A table, loaded from the store the first time it is asked for.
    pub fn table(&self, id: &str) -> Result<Arc<Mutex<Table>>, ServerError> {
        let not_found = || {
            ServerError::NotFound(format!(
                "no table `{}`",
                id.chars().take(40).collect::<String>()
            ))
        };
        if id.len() > 64 || !id.bytes().all(|b| b.is_ascii_hexdigit()) {
            return Err(not_found());
        }
        if let Some(t) = lock(&self.inner.tables).get_mut(id) {
            t.used = Instant::now();
            return Ok(t.table.clone());
        }
        let row = self.store().load(id)?.ok_or_else(not_found)?;
        let rules = self.rules(&row.variant)?;
        let table = Arc::new(Mutex::new(Table::from_row(row, rules)?));
        let (table, fresh) = {
            let mut tables = lock(&self.inner.tables);
            let fresh = !tables.contains_key(id);
            let t = tables.entry(id.to_string()).or_insert(Loaded {
                table,
                used: Instant::now(),
            });
            (t.table.clone(), fresh)
        };
        if fresh {
            // A computer to move when the server stopped moves now.
            self.agent_turn(id);
        }
        Ok(table)
    }

    /// Sends the table's state to everyone watching it.
    pub fn publish(&self, table: &Table) {
        self.inner
            .hub
            .publish(&table.row.id, super::snapshot::json(table));
    }

    /// Who has table `id` open.
    pub fn presence(&self, id: &str) -> super::events::Presence {
        self.inner.hub.presence(id)
    }

    /// Opens an event stream on table `id` for the page that holds the seat
    /// whose key is `seat` (or a spectator).
    pub fn subscribe(&self, id: &str, seat: Option<&str>) -> Result<Subscription, ServerError> {
        let t = self.table(id)?;
        let table = lock(&t);
        let side = seat.and_then(|key| {
            Side::BOTH.into_iter().find(|&s| {
                table
                    .seat(s)
                    .token
                    .as_deref()
                    .is_some_and(|tok| super::same_secret(&seat_key(tok), key))
            })
        });
        self.inner
            .hub
            .subscribe(id, side, || super::snapshot::json(&table))
    }

    /// Plays a move for the holder of `token`; persists it before returning.
    pub fn play(&self, id: &str, token: &str, text: &str) -> Result<(), ServerError> {
        let t = self.table(id)?;
        {
            let mut table = lock(&t);
            let side = table.side_of_token(token).ok_or_else(|| {
                ServerError::Forbidden("wrong token: you do not sit at this table".into())
            })?;
            self.commit_move(&mut table, side, text)?;
        }
        self.agent_turn(id);
        Ok(())
    }

    pub(super) fn commit_move(
        &self,
        table: &mut Table,
        side: Side,
        text: &str,
    ) -> Result<(), ServerError> {
        let (mv, canonical) = table.check_move(side, text)?;
        let ply = table.row.moves.len();
        let mut next = table.position().clone();
        next.play_unchecked(table.rules(), &mv);
        let result = next
            .outcome(table.rules())
            .winner()
            .map(|s| s.letter().to_string());
        self.store()
            .push_move(&table.row.id, ply, &canonical, result.as_deref())?;
        table.apply(mv, canonical);
        self.publish(table);
        Ok(())
    }

    /// Resigns for the holder of `token`.
    pub fn resign(&self, id: &str, token: &str) -> Result<(), ServerError> {
        let t = self.table(id)?;
        let mut table = lock(&t);
        let side = table.side_of_token(token).ok_or_else(|| {
            ServerError::Forbidden("wrong token: you do not sit at this table".into())
        })?;
        if table.winner().is_some() {
            return Err(ServerError::Forbidden("the game is over".into()));
        }
        let s = side.letter().to_string();
        self.store()
            .resign(id, &s, &side.opponent().letter().to_string())?;
        table.resign(side)?;
        self.publish(&table);
        Ok(())
    }

    /// Adds a chat line from the holder of `token`.
    pub fn chat(&self, id: &str, token: &str, text: &str) -> Result<(), ServerError> {
        let text = super::text::chat_line(text)?;
        let t = self.table(id)?;
        let mut table = lock(&t);
        let side = table
            .side_of_token(token)
            .ok_or_else(|| ServerError::Forbidden("wrong token: only the players chat".into()))?;
        if table.row.chat.len() >= MAX_CHAT_LINES {
            return Err(ServerError::Forbidden("this table's chat is full".into()));
        }
        let nick = table.seat(side).nickname.clone().unwrap_or_default();
        let line = (side.letter().to_string(), nick, text);
        let seq = table.row.chat.len();
        self.store().push_chat(id, seq, &line)?;
        table.row.chat.push(line);
        self.publish(&table);
        Ok(())
    }

    /// Runs `f` on a table, locked.
    pub fn with_table<R>(&self, id: &str, f: impl FnOnce(&Table) -> R) -> Result<R, ServerError> {
        let t = self.table(id)?;
        let table = lock(&t);
        Ok(f(&table))
    }
}
