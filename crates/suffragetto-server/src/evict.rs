//! Memory kept bounded over time: tables nobody has used for a while (and
//! that no request, stream or computer holds) are dropped from memory with
//! their listings and views, as are event channels nobody watches and the
//! rate limits of addresses that have gone quiet. The database keeps
//! everything.

use super::state::{AppState, lock};
use std::sync::Arc;
use std::time::Instant;

/// What is in memory after a sweep.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Resident {
    /// Tables in memory.
    pub tables: usize,
    /// Event channels in memory.
    pub channels: usize,
}

impl AppState {
    /// Drops what has been idle longer than the limits allow; returns what
    /// is left.
    pub fn sweep(&self) -> Resident {
        let idle = self.inner.limits.table_idle;
        let now = Instant::now();
        let channels = self.inner.hub.sweep();
        let tables = {
            let mut tables = lock(&self.inner.tables);
            tables.retain(|id, t| {
                // Only the map holds it: no request, stream or computer.
                let held = Arc::strong_count(&t.table) > 1;
                let watched = self.inner.hub.presence(id) != Default::default();
                held || watched || now.duration_since(t.used) < idle
            });
            tables.shrink_to_fit();
            let resident = |id: &str| tables.contains_key(id);
            self.inner.listings.retain(resident);
            self.inner.views.retain(resident);
            tables.len()
        };
        self.inner.rates.sweep();
        Resident { tables, channels }
    }

    /// Drops table `id` from memory (its listings and views with it), so
    /// that it is read from the database again when next asked for: the
    /// database holds a newer state than memory (another instance changed
    /// it).
    pub(super) fn forget(&self, id: &str) {
        lock(&self.inner.tables).remove(id);
        let other = |t: &str| t != id;
        self.inner.listings.retain(other);
        self.inner.views.retain(other);
    }

    /// What is in memory now.
    pub fn resident(&self) -> Resident {
        Resident {
            tables: lock(&self.inner.tables).len(),
            channels: self.inner.hub.channels(),
        }
    }
}

/// Sweeps every `sweep_every` while the runtime runs.
pub fn spawn_sweeper(state: AppState) {
    let every = state.inner.limits.sweep_every;
    tokio::spawn(async move {
        let mut tick = tokio::time::interval(every);
        tick.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
        loop {
            tick.tick().await;
            state.sweep();
        }
    });
}
