//! The server's shared state: the store, the live tables, their listings,
//! views and event channels, the gate of heavy work, the limits and the
//! rate limiters. A table's lock is held only to read or change the table
//! itself: the engine's work on it (listing its moves, reading a move)
//! runs on a copy of its position, and what it finds is applied only if
//! the table has not moved on meanwhile.

use super::ServerError;
use super::events::{Caps, Hub, Subscription, seat_key};
use super::limits::Limits;
use super::listing::{Listing, Listings};
use super::rate::{Action, Client, RateLimits};
use super::storage::{TableStore, wait};
use super::table::{Holder, Table, read_move};
use super::views::{View, Views};
use super::work::Gate;
use std::collections::{HashMap, HashSet};
use std::net::IpAddr;
use std::path::Path;
use std::sync::{Arc, Mutex, MutexGuard};
use std::time::Instant;
use suffragetto_core::budget::Budget;
use suffragetto_core::engine::{Move, Position, Rules};
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
    /// The tables' storage.
    store: Arc<dyn TableStore>,
    pub(super) tables: Mutex<HashMap<String, Loaded>>,
    rules: Mutex<HashMap<String, Arc<Rules>>>,
    pub(super) hub: Arc<Hub>,
    pub(super) listings: Listings,
    pub(super) views: Views,
    pub(super) gate: Gate,
    pub(super) limits: Limits,
    pub(super) rates: RateLimits,
    /// Tables where the computer is thinking or waiting to retry a write.
    pub(super) thinking: Mutex<HashSet<String>>,
    /// The built book served under `/book/`, if any.
    book: std::sync::OnceLock<std::path::PathBuf>,
    /// The accounts and their sessions.
    accounts: Arc<super::accounts::Accounts>,
    /// The analyses of finished games, kept.
    pub(super) analyses: super::analysis::Analyses,
    /// The teachers' studies.
    studies: Arc<dyn super::storage::StudyStore>,
    /// The presented studies' followers.
    studio_live: super::studio::Live,
    studio_analysing: super::studio::Analysing,
    /// This instance's name among those on one database (random), under
    /// which its computer claims a move.
    pub(super) instance: String,
}

pub(super) fn lock<T>(m: &Mutex<T>) -> MutexGuard<'_, T> {
    m.lock().unwrap_or_else(|e| e.into_inner())
}

/// Chat lines kept per table.
pub const MAX_CHAT_LINES: usize = 200;

/// How often a view is begun again when the table moved on while its moves
/// were listed, before the server says it is busy.
const VIEW_TRIES: usize = 8;

/// What the engine needs of a table's position, copied out of its lock.
pub(super) struct Frozen {
    /// Plies played.
    pub(super) ply: usize,
    /// The position after them.
    pub(super) pos: Position,
    /// The rules.
    pub(super) rules: Arc<Rules>,
    /// Whether the game is over.
    pub(super) over: bool,
    /// Plies taken back before (a takeback makes a ply count come back
    /// with another position).
    pub(super) undone: usize,
}

impl Frozen {
    pub(super) fn of(table: &Table) -> Frozen {
        Frozen {
            ply: table.plies(),
            pos: table.position().clone(),
            rules: table.game.rules_arc().clone(),
            over: table.over(),
            undone: table.row.play.undone,
        }
    }

    /// Whether `table` is still where this was taken.
    pub(super) fn still(&self, table: &Table) -> bool {
        table.plies() == self.ply && table.row.play.undone == self.undone
    }

    /// The key the listings know this position by: it grows with every
    /// ply played and every takeback.
    pub(super) fn key(&self) -> usize {
        (self.undone << 32) | self.ply
    }
}

impl AppState {
    /// Opens the database with the default [`Limits`].
    pub fn open(db: &Path) -> Result<AppState, ServerError> {
        AppState::open_with(db, Limits::default())
    }

    /// Opens the database (refusing one that is not ours) and starts with
    /// no table in memory: the tables, accounts and studies in one SQLite
    /// file.
    pub fn open_with(db: &Path, limits: Limits) -> Result<AppState, ServerError> {
        let storage = Arc::new(super::storage::sqlite::SqliteStorage::open(db)?);
        AppState::open_with_storage(storage.clone(), storage.clone(), storage, limits)
    }

    /// Opens the tables' SQLite file `db` with the accounts in `storage`
    /// (another database: PostgreSQL's) and the studies in `studies`.
    pub fn open_with_accounts(
        db: &Path,
        storage: Arc<dyn super::storage::AccountStore>,
        studies: Arc<dyn super::storage::StudyStore>,
        limits: Limits,
    ) -> Result<AppState, ServerError> {
        let tables = Arc::new(super::storage::sqlite::SqliteStorage::open(db)?);
        AppState::open_with_storage(tables, storage, studies, limits)
    }

    /// A state with the tables in `store`, the accounts in `storage` and
    /// the studies in `studies`, with no table in memory yet.
    pub fn open_with_storage(
        store: Arc<dyn TableStore>,
        storage: Arc<dyn super::storage::AccountStore>,
        studies: Arc<dyn super::storage::StudyStore>,
        limits: Limits,
    ) -> Result<AppState, ServerError> {
        let accounts = Arc::new(super::accounts::Accounts::new(
            storage,
            limits.accounts.clone(),
            limits.behind_proxy,
        ));
        Ok(AppState {
            inner: Arc::new(Inner {
                store,
                tables: Mutex::new(HashMap::new()),
                rules: Mutex::new(HashMap::new()),
                hub: Hub::new(Caps {
                    per_table: limits.max_streams_per_table,
                    per_address: limits.max_streams_per_address,
                    per_seat: limits.max_streams_per_seat,
                }),
                listings: Listings::default(),
                views: Views::default(),
                gate: Gate::new(&limits),
                rates: RateLimits::new(&limits),
                limits,
                thinking: Mutex::new(HashSet::new()),
                book: std::sync::OnceLock::new(),
                accounts,
                analyses: Default::default(),
                studies,
                studio_live: Default::default(),
                studio_analysing: Default::default(),
                instance: super::secret(8),
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

    /// The teachers' studies.
    pub fn studies(&self) -> &Arc<dyn super::storage::StudyStore> {
        &self.inner.studies
    }

    /// The followers of presented studies.
    pub fn studio_live(&self) -> &super::studio::Live {
        &self.inner.studio_live
    }

    /// The studies whose chapter the engine analyses now.
    pub fn studio_analysing(&self) -> &super::studio::Analysing {
        &self.inner.studio_analysing
    }

    /// The limits this server keeps.
    pub fn limits(&self) -> &Limits {
        &self.inner.limits
    }

    /// Counts one `action` of `client` against its rate limit.
    pub fn rate(&self, action: Action, client: &Client) -> Result<(), ServerError> {
        self.inner.rates.check(action, client)
    }

    /// The tables' storage (its calls are futures: a blocking task waits
    /// for them with [`wait`]).
    pub fn store(&self) -> &dyn TableStore {
        &*self.inner.store
    }

    /// The rules of a built-in variant (never a file path from the network).
    pub fn rules(&self, id: &str) -> Result<Arc<Rules>, ServerError> {
        if !suffragetto_core::variant::builtin_ids().any(|b| b == id) {
            let shown = id.chars().take(40).collect::<String>();
            let ids = suffragetto_core::variant::builtin_ids()
                .collect::<Vec<_>>()
                .join(", ");
            return Err(ServerError::bad_request(
                "error-table-unknown-variant",
                |a| a.text("id", &shown).text("ids", &ids),
            ));
        }
        let mut cache = lock(&self.inner.rules);
        if let Some(r) = cache.get(id) {
            return Ok(r.clone());
        }
        let r = Arc::new(Rules::load(id).map_err(|e| ServerError::BadRequest(e.to_string()))?);
        cache.insert(id.to_string(), r.clone());
        Ok(r)
    }

    /// A table in memory, if it is.
    pub(super) fn in_memory(&self, id: &str) -> Option<Arc<Mutex<Table>>> {
        lock(&self.inner.tables).get_mut(id).map(|t| {
            t.used = Instant::now();
            t.table.clone()
        })
    }

    /// A table, loaded from the store the first time it is asked for (its
    /// moves replayed within the limits' budget of work). Blocking.
    pub fn table(&self, id: &str) -> Result<Arc<Mutex<Table>>, ServerError> {
        let not_found = || {
            let shown = id.chars().take(40).collect::<String>();
            ServerError::not_found("error-table-none", |a| a.text("id", &shown))
        };
        if id.len() > 64 || !id.bytes().all(|b| b.is_ascii_hexdigit()) {
            return Err(not_found());
        }
        if let Some(t) = self.in_memory(id) {
            return Ok(t);
        }
        let row = wait(self.store().load(id.to_string()))?.ok_or_else(not_found)?;
        let rules = self.rules(&row.variant)?;
        let budget = super::work::budget(self.limits());
        let table = Arc::new(Mutex::new(Table::from_row(row, rules, &budget)?));
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
            // A flag that fell while the table was not in memory (or the
            // server stopped) falls now; a running clock is watched.
            let due = {
                let t = lock(&table);
                let late = t
                    .row
                    .play
                    .deadline(t.to_move())
                    .is_some_and(|d| d <= super::play::now_ms());
                if !late {
                    self.arm_clock(&t);
                }
                late && !t.over()
            };
            if due {
                self.flag_if_due(id, &budget)?;
            }
            // A computer to move when the server stopped moves now.
            self.agent_turn(id);
        }
        Ok(table)
    }

    /// Whether work on table `id` is heavy: its last listing was, or it
    /// starts from a position of its own and has not been listed yet (a
    /// table not in memory, or whose lock a move holds now, is asked of
    /// the store, without its moves: an async worker never waits for a
    /// table's lock). It then passes the gate.
    pub async fn heavy(&self, id: &str) -> bool {
        let memory = self.in_memory(id).and_then(|t| {
            let table = t.try_lock().ok()?;
            Some(table.row.setup.is_some())
        });
        let composed = match memory {
            Some(composed) => composed,
            None => self
                .store()
                .composed(id.to_string())
                .await
                .ok()
                .flatten()
                .unwrap_or(false),
        };
        self.inner.listings.heavy(id, composed)
    }

    /// The state of table `id` kept for its current version, if there is
    /// one (cheap: no listing, no loading).
    pub fn kept_view(&self, id: &str) -> Option<Arc<View>> {
        let t = self.in_memory(id)?;
        // Called on the async workers: never wait there for the table's
        // lock, whose holder may itself wait on the database (whose
        // connections the same workers drive). A busy table is answered
        // off the workers instead, as one not kept.
        let version = match t.try_lock() {
            Ok(table) => table.version(),
            Err(std::sync::TryLockError::Poisoned(e)) => e.into_inner().version(),
            Err(std::sync::TryLockError::WouldBlock) => return None,
        };
        self.inner.views.at(id, version)
    }

    /// The listing of a table's frozen position (none once the game is
    /// over), kept or made within `budget`. Blocking.
    pub(super) fn listing(&self, id: &str, at: &Frozen, budget: &Budget) -> Arc<Listing> {
        if at.over {
            return Arc::new(Listing::none(at.ply));
        }
        self.inner
            .listings
            .get(id, at.key(), &at.pos, &at.rules, budget)
    }

    /// The state of table `id` as sent now: kept, or made (its moves listed
    /// within `budget`, outside the table's lock) and sent to its watchers.
    /// Blocking.
    pub fn view(&self, id: &str, budget: &Budget) -> Result<Arc<View>, ServerError> {
        let t = self.table(id)?;
        for _ in 0..VIEW_TRIES {
            let at = {
                let table = lock(&t);
                if let Some(v) = self.inner.views.at(id, table.version()) {
                    return Ok(v);
                }
                Frozen::of(&table)
            };
            let listing = self.listing(id, &at, budget);
            let (version, snapshot, live) = {
                let table = lock(&t);
                if !at.still(&table) || table.over() != at.over {
                    continue;
                }
                (
                    table.version(),
                    super::snapshot::of(&table),
                    super::live::Basis::of(&table),
                )
            };
            let json = super::snapshot::json(&snapshot, &listing);
            return Ok(self.offer(
                id,
                Arc::new(View {
                    version,
                    json: Arc::from(json),
                    live,
                }),
            ));
        }
        Err(ServerError::busy(1, "error-busy-table-state", |a| a))
    }

    /// Keeps `view` and sends it to the table's watchers, unless a newer
    /// one is kept; the one kept.
    fn offer(&self, id: &str, view: Arc<View>) -> Arc<View> {
        let kept = self.inner.views.offer(id, view);
        self.inner.hub.publish(id, kept.clone());
        kept
    }

    /// Who has table `id` open.
    pub fn presence(&self, id: &str) -> super::events::Presence {
        self.inner.hub.presence(id)
    }

    /// Opens an event stream on table `id` from `address` for the page that
    /// holds the seat whose key is `seat` (or a spectator). Blocking.
    pub fn subscribe(
        &self,
        id: &str,
        seat: Option<&str>,
        address: IpAddr,
        budget: &Budget,
    ) -> Result<Subscription, ServerError> {
        let t = self.table(id)?;
        let side = {
            let table = lock(&t);
            seat.and_then(|key| {
                Side::BOTH.into_iter().find(|&s| {
                    table
                        .seat(s)
                        .token
                        .as_deref()
                        .is_some_and(|tok| super::same_secret(&seat_key(tok), key))
                })
            })
        };
        let view = self.view(id, budget)?;
        let version = view.version;
        let subscription = self.inner.hub.subscribe(id, side, address, || {
            self.inner.views.latest(id).unwrap_or(view)
        })?;
        // A change heard from another instance after the view above and
        // before the watcher was counted found nobody to send it to (the
        // table was only forgotten): the new state is made and sent now.
        let moved_on = self
            .in_memory(id)
            .is_none_or(|t| lock(&t).version() != version);
        if moved_on && let Err(e) = self.view(id, budget) {
            eprintln!("table {id}: the state a new watcher missed was not sent: {e}");
        }
        Ok(subscription)
    }

    /// Plays a move for `who`; persists it before returning
    /// the table's new state. The move is read outside the table's lock,
    /// within `budget`. Blocking.
    ///
    /// On a database that several instances share, a move this instance
    /// refuses (not this seat's turn, not legal, the game moved on) may
    /// have been refused on a table another instance has just changed,
    /// before its notice arrived: the table is then read again from the
    /// database and the move tried once more, so that a refusal is always
    /// the database's truth.
    pub fn play(
        &self,
        id: &str,
        who: &Holder,
        text: &str,
        budget: &Budget,
    ) -> Result<Arc<View>, ServerError> {
        match self.play_once(id, who, text, budget) {
            Err(e) if self.store().shared() && e.status().is_client_error() => {
                self.forget(id);
                self.play_once(id, who, text, budget)
            }
            done => done,
        }
    }

    /// [`AppState::play`] on the table as this instance has it.
    fn play_once(
        &self,
        id: &str,
        who: &Holder,
        text: &str,
        budget: &Budget,
    ) -> Result<Arc<View>, ServerError> {
        let t = self.table(id)?;
        let (side, at) = {
            let table = lock(&t);
            let side = table.player(who, "error-table-not-seated")?;
            table.may_move(side)?;
            (side, Frozen::of(&table))
        };
        let listed = self.inner.listings.known(id, at.key());
        budget
            .check()
            .map_err(|e| super::work::exhausted("error-work-reading-move", e))?;
        let (mv, canonical) = read_move(&at.pos, &at.rules, text, |m| {
            listed.as_ref().and_then(|l| l.text_of(m))
        })?;
        {
            let mut table = lock(&t);
            self.commit(&mut table, side, &at, mv, canonical)?;
        }
        self.agent_turn(id);
        self.view(id, budget)
    }

    /// Stores and applies `mv` (legal at `at`, with its canonical text) for
    /// `side`, if the table is still where `at` was taken.
    pub(super) fn commit(
        &self,
        table: &mut Table,
        side: Side,
        at: &Frozen,
        mv: Move,
        canonical: String,
    ) -> Result<(), ServerError> {
        table.may_move(side)?;
        if !at.still(table) {
            return Err(ServerError::conflict("error-table-moved-on", |a| a));
        }
        let ply = at.ply;
        let mut next = at.pos.clone();
        next.play_unchecked(&at.rules, &mv);
        let winner = next.outcome(&at.rules).winner();
        // The move's time is the server's: now, when it is stored.
        let now = super::play::now_ms();
        let mut play = table.row.play.clone();
        if play.on_move(side, ply + 1, now).is_err() {
            self.flag(table, now)?;
            let winner = side.opponent();
            return Err(ServerError::forbidden(
                "error-table-time-ran-out",
                move |a| a.side("side", winner),
            ));
        }
        play.takeback = None;
        if winner.is_some() {
            play.stop(next.to_move(), now);
        }
        let after = table.version_after(1, &play);
        let stored = wait(self.store().push_move(
            table.row.id.clone(),
            ply,
            canonical.clone(),
            winner,
            play.clone(),
            after,
        ))?;
        if !stored {
            // Another instance's move came first (PostgreSQL): this one is
            // refused, and the table is read again when next asked for.
            self.forget(&table.row.id);
            return Err(ServerError::conflict("error-table-moved-on", |a| a));
        }
        table.row.play = play;
        table.apply(mv, canonical);
        debug_assert_eq!(
            table.version(),
            after,
            "the move's notice told another version"
        );
        self.arm_clock(table);
        Ok(())
    }

    /// Resigns for `who`; the table's new state. Blocking.
    pub fn resign(
        &self,
        id: &str,
        who: &Holder,
        budget: &Budget,
    ) -> Result<Arc<View>, ServerError> {
        let t = self.table(id)?;
        {
            let mut table = lock(&t);
            let side = table.player(who, "error-table-not-seated")?;
            if table.over() {
                return Err(ServerError::forbidden("error-game-over", |a| a));
            }
            let mut play = table.row.play.clone();
            play.stop(table.to_move(), super::play::now_ms());
            play.takeback = None;
            wait(self.store().resign(id.to_string(), side, play.clone()))?;
            table.row.play = play;
            table.resign(side)?;
        }
        self.view(id, budget)
    }

    /// Adds a chat line from `who`; the table's new state. Blocking.
    pub fn chat(
        &self,
        id: &str,
        who: &Holder,
        text: &str,
        budget: &Budget,
    ) -> Result<Arc<View>, ServerError> {
        let text = super::text::chat_line(text)?;
        let t = self.table(id)?;
        {
            let mut table = lock(&t);
            let side = table.player(who, "error-table-chat-players-only")?;
            if table.row.chat.len() >= MAX_CHAT_LINES {
                return Err(ServerError::forbidden("error-table-chat-full", |a| a));
            }
            let nick = table.seat(side).nickname.clone().unwrap_or_default();
            let line = super::store::ChatLine {
                side: side.letter().to_string(),
                nick,
                text,
                at: Some(super::store::now()),
            };
            let seq = table.row.chat.len();
            wait(self.store().push_chat(id.to_string(), seq, line.clone()))?;
            table.row.chat.push(line);
        }
        self.view(id, budget)
    }

    /// Runs `f` on a table, locked (keep it cheap). Blocking.
    pub fn with_table<R>(&self, id: &str, f: impl FnOnce(&Table) -> R) -> Result<R, ServerError> {
        let t = self.table(id)?;
        let table = lock(&t);
        Ok(f(&table))
    }
}
