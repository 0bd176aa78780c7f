//! The event streams of the tables: per table one channel that holds only
//! the latest state (a slow reader skips to it, never piles states up), the
//! watchers' presence (which seats are there, how many spectators), and a
//! cap on streams per table.

use super::ServerError;
use serde::Serialize;
use sha2::{Digest, Sha256};
use std::collections::HashMap;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex, MutexGuard};
use suffragetto_core::piece::Side;
use tokio::sync::watch;

/// Who watches a table.
#[derive(Serialize, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Presence {
    /// Whether the Suffragettes' player has the table open.
    pub suffragettes: bool,
    /// Whether the Police player has the table open.
    pub police: bool,
    /// Pages open on the table that hold no seat.
    pub spectators: usize,
}

struct Channel {
    state: watch::Sender<Arc<str>>,
    presence: watch::Sender<Presence>,
    watchers: HashMap<u64, Option<Side>>,
}

impl Channel {
    fn presence(&self) -> Presence {
        let mut p = Presence::default();
        for seat in self.watchers.values() {
            match seat {
                Some(Side::Suffragettes) => p.suffragettes = true,
                Some(Side::Police) => p.police = true,
                None => p.spectators += 1,
            }
        }
        p
    }

    fn update_presence(&self) {
        let now = self.presence();
        self.presence.send_if_modified(|p| {
            let changed = *p != now;
            *p = now;
            changed
        });
    }
}

/// Every table's channel.
pub struct Hub {
    channels: Mutex<HashMap<String, Channel>>,
    next: AtomicU64,
    max_per_table: usize,
}

/// One open stream: the latest state and presence, and its place in the
/// channel (given back when dropped).
pub struct Subscription {
    /// The table's state as JSON, latest only.
    pub state: watch::Receiver<Arc<str>>,
    /// Who watches.
    pub presence: watch::Receiver<Presence>,
    /// Leaves the channel when dropped.
    pub guard: Watcher,
}

/// A watcher's place in a channel.
pub struct Watcher {
    hub: Arc<Hub>,
    table: String,
    id: u64,
}

impl Drop for Watcher {
    fn drop(&mut self) {
        let mut channels = self.hub.lock();
        if let Some(ch) = channels.get_mut(&self.table) {
            ch.watchers.remove(&self.id);
            ch.update_presence();
        }
    }
}

/// The key a page gives to say which seat it holds, without the seat's
/// token: a hash of the token.
pub fn seat_key(token: &str) -> String {
    let digest = Sha256::digest(format!("suffragetto seat key {token}").as_bytes());
    digest[..16].iter().map(|b| format!("{b:02x}")).collect()
}

impl Hub {
    /// No channel yet; at most `max_per_table` streams per table.
    pub fn new(max_per_table: usize) -> Arc<Hub> {
        Arc::new(Hub {
            channels: Mutex::new(HashMap::new()),
            next: AtomicU64::new(0),
            max_per_table,
        })
    }

    fn lock(&self) -> MutexGuard<'_, HashMap<String, Channel>> {
        self.channels.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// Sends a table's new state to its watchers, if it has any.
    pub fn publish(&self, table: &str, json: String) {
        if let Some(ch) = self.lock().get(table) {
            ch.state.send_replace(Arc::from(json));
        }
    }

    /// Opens a stream on `table` for the holder of `seat` (or a spectator);
    /// `current` is the table's state now, used when the channel is new.
    /// The caller holds the table's lock, so no state is published between
    /// `current` and the subscription.
    pub fn subscribe(
        self: &Arc<Hub>,
        table: &str,
        seat: Option<Side>,
        current: impl FnOnce() -> String,
    ) -> Result<Subscription, ServerError> {
        let mut channels = self.lock();
        let ch = channels
            .entry(table.to_string())
            .or_insert_with(|| Channel {
                state: watch::channel(Arc::from(current())).0,
                presence: watch::channel(Presence::default()).0,
                watchers: HashMap::new(),
            });
        if ch.watchers.len() >= self.max_per_table {
            return Err(ServerError::TooMany {
                retry_after: 30,
                message: format!(
                    "this table already has {} pages watching it: try again later",
                    self.max_per_table
                ),
            });
        }
        let id = self.next.fetch_add(1, Ordering::Relaxed);
        ch.watchers.insert(id, seat);
        ch.update_presence();
        Ok(Subscription {
            state: ch.state.subscribe(),
            presence: ch.presence.subscribe(),
            guard: Watcher {
                hub: self.clone(),
                table: table.to_string(),
                id,
            },
        })
    }

    /// Who watches `table` now.
    pub fn presence(&self, table: &str) -> Presence {
        self.lock()
            .get(table)
            .map(Channel::presence)
            .unwrap_or_default()
    }

    /// Drops the channels nobody watches; returns how many are left.
    pub fn sweep(&self) -> usize {
        let mut channels = self.lock();
        channels.retain(|_, ch| !ch.watchers.is_empty());
        channels.shrink_to_fit();
        channels.len()
    }

    /// Channels in memory.
    pub fn channels(&self) -> usize {
        self.lock().len()
    }
}
