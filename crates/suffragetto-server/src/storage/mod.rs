//! The server's storage behind traits, apart from its domain: the handlers
//! and the accounts ask for what they need in the domain's own types (no
//! SQLite type crosses this line), and every call is a future, so an
//! implementation may run it on a thread of its own (SQLite, [`sqlite`]) or
//! over an async driver (PostgreSQL). Each call that changes something is
//! one transaction: it is all done, or none of it.
//!
//! [`Database`] says which: a path is an SQLite file, a `postgres://` URL a
//! PostgreSQL database ([`postgres`]) that several instances may share.

pub mod postgres;
pub mod sqlite;
mod studies;
mod tables;

pub use studies::{ChapterRow, NewStudy, StudyRow, StudyStore, StudySummary};
pub use tables::TableStore;

use crate::accounts::session::SecretHash;
use crate::accounts::username::UserName;
use std::future::Future;
use std::pin::Pin;

/// What every storage call gives: a future that can be sent between
/// threads.
pub type StoreFuture<'a, T> = Pin<Box<dyn Future<Output = Result<T, StorageError>> + Send + 'a>>;

/// Waits for a storage call on a thread that may block (a blocking task
/// of the runtime, a test, the computer's own thread): the call itself runs
/// where the storage runs it (SQLite's thread, PostgreSQL's connections),
/// never on the async runtime's worker threads, which are not blocked by
/// it as long as no handler calls this outside a blocking task.
///
/// In a debug build it panics when called on a worker thread of a tokio
/// runtime, outside [`may_block`]: a handler that waits there would hold
/// up every other request of that worker.
pub fn wait<T>(call: StoreFuture<'_, T>) -> Result<T, StorageError> {
    use std::task::{Context, Poll, Wake, Waker};
    debug_assert!(
        !on_a_runtime_worker(),
        "storage::wait on a worker thread of the async runtime: run this in a blocking task (crate::work::spawn_blocking)"
    );
    struct Unpark(std::thread::Thread);
    impl Wake for Unpark {
        fn wake(self: std::sync::Arc<Self>) {
            self.0.unpark();
        }
    }
    // In the runtime's context, if there is one: PostgreSQL's pool keeps
    // its time there.
    let runtime = tokio::runtime::Handle::try_current().ok();
    let _entered = runtime.as_ref().map(|r| r.enter());
    let waker = Waker::from(std::sync::Arc::new(Unpark(std::thread::current())));
    let mut cx = Context::from_waker(&waker);
    let mut call = call;
    loop {
        match call.as_mut().poll(&mut cx) {
            Poll::Ready(done) => return done,
            Poll::Pending => std::thread::park(),
        }
    }
}

thread_local! {
    /// Whether this thread runs work that may block (set by [`may_block`]).
    static MAY_BLOCK: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
}

/// Runs `f` as work that may block on the storage: the body of a blocking
/// task of the runtime ([`crate::work::spawn_blocking`] wraps its work in
/// this), which [`wait`] then allows although the thread is in the
/// runtime's context.
pub fn may_block<T>(f: impl FnOnce() -> T) -> T {
    /// Puts the thread's mark back as it was, even when `f` panics.
    struct Reset(bool);
    impl Drop for Reset {
        fn drop(&mut self) {
            MAY_BLOCK.set(self.0);
        }
    }
    let _reset = Reset(MAY_BLOCK.replace(true));
    f()
}

/// Whether this thread is one of the async runtime's workers: in a
/// runtime's context and not inside [`may_block`]. A thread of its own (a
/// test, the computer outside a runtime) is not.
fn on_a_runtime_worker() -> bool {
    tokio::runtime::Handle::try_current().is_ok() && !MAY_BLOCK.get()
}

/// What can go wrong in the storage.
#[derive(Debug, thiserror::Error)]
pub enum StorageError {
    /// The database failed (the details are the database's own words,
    /// which name no secret: values are bound, never written into SQL).
    #[error("database: {0}")]
    Failed(String),
    /// The storage's thread or connection is gone.
    #[error("the database connection has stopped")]
    Stopped,
    /// The database server cannot be reached now (down, restarting, or
    /// every connection busy past the wait): the request may be tried
    /// again, and the server recovers by itself when the database returns.
    #[error("the database cannot be reached: {0}")]
    Unavailable(String),
}

/// Where the server keeps what it stores, as `--db` names it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Database {
    /// An SQLite file (the embedded default).
    Sqlite(std::path::PathBuf),
    /// A PostgreSQL database, by its URL
    /// (`postgres://USER@HOST:PORT/DB`, or `postgresql://`).
    Postgres(String),
}

impl Database {
    /// A URL with the scheme `postgres` or `postgresql` is PostgreSQL;
    /// anything else is the path of an SQLite file.
    pub fn parse(db: &str) -> Database {
        let scheme = db.split_once("://").map(|(s, _)| s.to_ascii_lowercase());
        match scheme.as_deref() {
            Some("postgres" | "postgresql") => Database::Postgres(db.to_string()),
            _ => Database::Sqlite(db.into()),
        }
    }
}

/// An account's number (never shown to players).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct AccountId(pub i64);

/// An account as stored.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Account {
    /// Its number.
    pub id: AccountId,
    /// The user name as shown.
    pub name: String,
    /// The password's Argon2id hash (a PHC string).
    pub password: String,
    /// Seconds since 1970 when it was made.
    pub created: i64,
}

/// A new account: its checked name and its password's hash.
#[derive(Clone, Debug)]
pub struct NewAccount {
    /// The name, its key and its look.
    pub name: UserName,
    /// The password's hash.
    pub password: String,
    /// Seconds since 1970.
    pub created: i64,
}

/// A session to start.
#[derive(Clone, Debug)]
pub struct NewSession {
    /// The hash of its id (the id itself is never stored).
    pub secret: SecretHash,
    /// The handle the account page names it by (random, not the id).
    pub handle: String,
    /// Seconds since 1970.
    pub created: i64,
    /// "Firefox on Linux".
    pub device: String,
}

/// A session as stored.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SessionRecord {
    /// The handle the account page names it by.
    pub handle: String,
    /// Whose it is.
    pub account: AccountId,
    /// Seconds since 1970 when it began.
    pub created: i64,
    /// Seconds since 1970 when it was last used (to the minute).
    pub last_seen: i64,
    /// The device it was made on, in a few words.
    pub device: String,
}

/// The accounts and their sessions.
pub trait AccountStore: Send + Sync {
    /// Stores a new account with its first session; `None` when its name's
    /// key or look is taken already.
    fn create_account(
        &self,
        new: NewAccount,
        first: NewSession,
    ) -> StoreFuture<'_, Option<AccountId>>;

    /// The account whose name has key `key`, if there is one.
    fn account_by_key(&self, key: String) -> StoreFuture<'_, Option<Account>>;

    /// The session whose id has hash `secret`, with its account.
    fn session(&self, secret: SecretHash) -> StoreFuture<'_, Option<(SessionRecord, Account)>>;

    /// Starts a session of `account`, ending the one whose id has hash
    /// `replacing` (the browser's session before it signed in) if any.
    fn start_session(
        &self,
        account: AccountId,
        session: NewSession,
        replacing: Option<SecretHash>,
    ) -> StoreFuture<'_, ()>;

    /// Notes that the session was used at `now`.
    fn touch_session(&self, secret: SecretHash, now: i64) -> StoreFuture<'_, ()>;

    /// The sessions of `account`, the latest used first.
    fn sessions(&self, account: AccountId) -> StoreFuture<'_, Vec<SessionRecord>>;

    /// Ends the session of `account` named `handle`; whether there was one.
    fn end_session(&self, account: AccountId, handle: String) -> StoreFuture<'_, bool>;

    /// Ends the session whose id has hash `secret`.
    fn end_session_by_secret(&self, secret: SecretHash) -> StoreFuture<'_, ()>;

    /// Sets a new password hash, ends every session of the account and
    /// starts `session` instead (the device that changed it stays signed
    /// in, under a new id).
    fn change_password(
        &self,
        account: AccountId,
        password: String,
        session: NewSession,
    ) -> StoreFuture<'_, ()>;

    /// Replaces the password hash by one of the same password made at the
    /// server's present costs.
    fn rehash_password(&self, account: AccountId, password: String) -> StoreFuture<'_, ()>;

    /// Deletes the account's name, password and sessions at once (`at`:
    /// seconds since 1970); its games stay, their seat shown as a deleted
    /// player's.
    fn delete_account(&self, account: AccountId, at: i64) -> StoreFuture<'_, ()>;

    /// Ends the sessions last used before `idle_before` or begun before
    /// `created_before`; how many.
    fn sweep_sessions(&self, idle_before: i64, created_before: i64) -> StoreFuture<'_, usize>;
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ready(n: u32) -> StoreFuture<'static, u32> {
        Box::pin(async move { Ok(n) })
    }

    #[test]
    fn a_blocking_task_and_a_thread_of_its_own_may_wait() {
        assert_eq!(wait(ready(1)).unwrap(), 1);
        let rt = tokio::runtime::Builder::new_multi_thread()
            .worker_threads(1)
            .build()
            .unwrap();
        let got = rt.block_on(async { crate::work::spawn_blocking(|| wait(ready(2))).await });
        assert_eq!(got.unwrap().unwrap(), 2);
    }

    #[cfg(debug_assertions)]
    #[test]
    fn waiting_on_a_worker_of_the_runtime_is_caught_in_a_debug_build() {
        let rt = tokio::runtime::Builder::new_multi_thread()
            .worker_threads(1)
            .build()
            .unwrap();
        let on_worker =
            rt.block_on(rt.spawn(async { std::panic::catch_unwind(|| wait(ready(3))).is_err() }));
        assert!(on_worker.unwrap(), "wait on a worker thread went through");
        // A plain blocking task, without the mark, is caught too: every
        // blocking task that may wait starts through work::spawn_blocking.
        let unmarked =
            rt.block_on(rt.spawn_blocking(|| std::panic::catch_unwind(|| wait(ready(4))).is_err()));
        assert!(unmarked.unwrap());
    }
}
