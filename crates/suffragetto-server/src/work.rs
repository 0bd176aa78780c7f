//! Heavy work (the engine's, for a request) off the async workers: each
//! piece within a [`Budget`] of moves listed and a deadline, few at a time
//! and one at a time per address (the others wait their turn), and
//! cancelled when its request is dropped
//! (the client went away, or the request's time ran out), so that no
//! stranger's request keeps a core busy after its answer.
//!
//! Work that may be heavy passes the gate ([`Gate::run`]): a position sent
//! by a visitor (the explorer, a table's start position), or a table whose
//! last listing was heavy. A normal table's work is cheap and runs at once
//! ([`at_once`]), within its budget, so a player never waits behind a
//! stranger.

use super::limits::Limits;
use super::rate::Client;
use super::{AppState, ServerError};
use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::{Arc, Mutex};
use std::time::Duration;
use suffragetto_core::budget::{Budget, Canceller, Exhausted};
use tokio::sync::Semaphore;

/// How many heavy answers are worked on at once by default: one core
/// fewer than the machine has (at least one), so that one core is always
/// left for everything else.
pub fn default_workers() -> usize {
    std::thread::available_parallelism()
        .map(|n| n.get().saturating_sub(1))
        .unwrap_or(1)
        .max(1)
}

/// The gate heavy work passes: a few places in all; one address's pieces
/// of work wait for each other (one at a time by default).
pub struct Gate {
    places: Arc<Semaphore>,
    queues: Mutex<HashMap<IpAddr, Queue>>,
    per_address: usize,
    units: u64,
    time: Duration,
}

/// One address's places and how many of its requests use them.
struct Queue {
    places: Arc<Semaphore>,
    users: usize,
}

/// Cancels a budget when dropped: held by the request's future, it cancels
/// the work when the future is dropped before the work is done.
struct CancelOnDrop(Canceller);

impl Drop for CancelOnDrop {
    fn drop(&mut self) {
        self.0.cancel();
    }
}

/// A request's use of its address's queue, given back when dropped.
struct InQueue<'g> {
    gate: &'g Gate,
    client: IpAddr,
    places: Arc<Semaphore>,
}

impl Drop for InQueue<'_> {
    fn drop(&mut self) {
        let mut queues = self.gate.queues.lock().unwrap_or_else(|e| e.into_inner());
        if let Some(q) = queues.get_mut(&self.client) {
            q.users -= 1;
            if q.users == 0 {
                queues.remove(&self.client);
            }
        }
    }
}

/// The budget of one piece of work under `limits`.
pub fn budget(limits: &Limits) -> Budget {
    Budget::new(limits.work_units, limits.work_time)
}

/// Runs `f` on a blocking thread at once, with a budget under `limits`;
/// the budget is cancelled if the caller stops waiting. For work that is
/// cheap unless a stranger made it heavy.
pub async fn at_once<T: Send + 'static>(
    limits: &Limits,
    f: impl FnOnce(&Budget) -> Result<T, ServerError> + Send + 'static,
) -> Result<T, ServerError> {
    let budget = budget(limits);
    let _cancel = CancelOnDrop(budget.canceller());
    join(spawn_blocking(move || f(&budget)).await)
}

/// Runs `f` on one of the runtime's blocking threads, marked as work that
/// may wait for the storage ([`crate::storage::may_block`]): every piece of
/// the server's work that reads or writes the database starts here.
pub fn spawn_blocking<T: Send + 'static>(
    f: impl FnOnce() -> T + Send + 'static,
) -> tokio::task::JoinHandle<T> {
    tokio::task::spawn_blocking(move || crate::storage::may_block(f))
}

fn join<T>(done: Result<Result<T, ServerError>, tokio::task::JoinError>) -> Result<T, ServerError> {
    done.map_err(|e| ServerError::Render(format!("the engine's work failed: {e}")))?
}

impl Gate {
    /// The gate of `limits`.
    pub fn new(limits: &Limits) -> Gate {
        Gate {
            places: Arc::new(Semaphore::new(limits.heavy_workers.max(1))),
            queues: Mutex::new(HashMap::new()),
            per_address: limits.heavy_per_address.max(1),
            units: limits.work_units,
            time: limits.work_time,
        }
    }

    fn enter(&self, client: IpAddr) -> InQueue<'_> {
        let mut queues = self.queues.lock().unwrap_or_else(|e| e.into_inner());
        let q = queues.entry(client).or_insert_with(|| Queue {
            places: Arc::new(Semaphore::new(self.per_address)),
            users: 0,
        });
        q.users += 1;
        InQueue {
            gate: self,
            client,
            places: q.places.clone(),
        }
    }

    /// Runs `f` for `client` on a blocking thread once its address's
    /// earlier work is done and a place is free, within a budget whose
    /// deadline counts the wait; cancelled if the caller stops waiting.
    /// 503 if it cannot start before the deadline.
    pub async fn run<T: Send + 'static>(
        &self,
        client: IpAddr,
        f: impl FnOnce(&Budget) -> Result<T, ServerError> + Send + 'static,
    ) -> Result<T, ServerError> {
        let queue = self.enter(client);
        let budget = Budget::new(self.units, self.time);
        let _cancel = CancelOnDrop(budget.canceller());
        let deadline = tokio::time::Instant::now() + self.time;
        let turn = tokio::time::timeout_at(deadline, queue.places.clone().acquire_owned());
        let turn = turn.await.map_err(|_| busy(self.time))?;
        let place = tokio::time::timeout_at(deadline, self.places.clone().acquire_owned());
        let place = place.await.map_err(|_| busy(self.time))?;
        let (Ok(turn), Ok(place)) = (turn, place) else {
            return Err(busy(self.time));
        };
        join(
            spawn_blocking(move || {
                let _held = (turn, place);
                f(&budget)
            })
            .await,
        )
    }
}

fn busy(time: Duration) -> ServerError {
    let seconds = format!("{:.0}", time.as_secs_f64());
    ServerError::busy(time.as_secs().max(1), "error-busy-heavy", |a| {
        a.text("seconds", &seconds)
    })
}

/// The error for work that ran out of its budget: 422 for more work than
/// any answer may take (it will not fit later either), 503 for time (it may
/// fit when the server is less busy). `what` is the catalogue key of the
/// work (`error-work-exploring`: "exploring this position").
pub fn exhausted(what: &str, e: Exhausted) -> ServerError {
    let what = |a: suffragetto_core::lang::Args| {
        let words = suffragetto_core::lang::catalogue().plain(a.lang(), what);
        a.text("what", words)
    };
    match e {
        Exhausted::Work { limit } => ServerError::said(
            axum::http::StatusCode::UNPROCESSABLE_ENTITY,
            "error-busy-work",
            |a| what(a).number("limit", limit as usize),
        ),
        Exhausted::Time { allowed } => {
            ServerError::busy(allowed.as_secs().max(1), "error-busy-time", |a| {
                let seconds = a.lang().decimal(allowed.as_secs_f64(), 1);
                what(a).text("seconds", seconds)
            })
        }
        Exhausted::Cancelled => ServerError::busy(1, "error-busy-cancelled", what),
    }
}

impl AppState {
    /// Runs `f` on this state off the async workers, through the gate.
    pub async fn heavy_work<T: Send + 'static>(
        &self,
        client: &Client,
        f: impl FnOnce(&AppState, &Budget) -> Result<T, ServerError> + Send + 'static,
    ) -> Result<T, ServerError> {
        let st = self.clone();
        self.inner.gate.run(client.0, move |b| f(&st, b)).await
    }

    /// Runs `f` on this state off the async workers, at once.
    pub async fn light_work<T: Send + 'static>(
        &self,
        f: impl FnOnce(&AppState, &Budget) -> Result<T, ServerError> + Send + 'static,
    ) -> Result<T, ServerError> {
        let st = self.clone();
        at_once(self.limits(), move |b| f(&st, b)).await
    }

    /// Runs `f`, work on table `id`, off the async workers: through the
    /// gate if the table is heavy ([`AppState::heavy`]), else at once.
    pub async fn table_work<T: Send + 'static>(
        &self,
        client: &Client,
        id: &str,
        f: impl FnOnce(&AppState, &Budget) -> Result<T, ServerError> + Send + 'static,
    ) -> Result<T, ServerError> {
        if self.heavy(id).await {
            self.heavy_work(client, f).await
        } else {
            self.light_work(f).await
        }
    }
}
