//! The event streams of the tables: per table one channel that holds only
//! the latest state (a slow reader skips to it, never piles states up, and
//! an older state never replaces a newer one), the watchers' presence
//! (which seats are there, how many spectators), and caps: spectators per
//! table and per address on a table, streams per seat (one more closes
//! that seat's oldest). A seat's own pages are always let in, however many
//! spectators there are.

use super::ServerError;
use super::views::View;
use serde::Serialize;
use sha2::{Digest, Sha256};
use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex, MutexGuard};
use suffragetto_core::piece::Side;
use tokio::sync::{oneshot, watch};

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

/// One open stream in a channel.
struct Entry {
    /// The seat whose page it is, or `None` for a spectator.
    seat: Option<Side>,
    /// The address it came from.
    address: IpAddr,
    /// Dropped to close the stream.
    _close: oneshot::Sender<()>,
}

struct Channel {
    state: watch::Sender<Arc<View>>,
    presence: watch::Sender<Presence>,
    watchers: HashMap<u64, Entry>,
}

impl Channel {
    fn presence(&self) -> Presence {
        let mut p = Presence::default();
        for seat in self.watchers.values().map(|e| &e.seat) {
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

/// How many streams a hub lets in.
#[derive(Clone, Copy, Debug)]
pub struct Caps {
    /// Spectators on one table.
    pub per_table: usize,
    /// Spectators from one address on one table.
    pub per_address: usize,
    /// Streams of one seat on one table.
    pub per_seat: usize,
}

/// Every table's channel.
pub struct Hub {
    channels: Mutex<HashMap<String, Channel>>,
    /// When each seat's last page closed its stream, in milliseconds since
    /// 1970, by table and side (a seat with a page open has none).
    departed: Mutex<HashMap<(String, Side), i64>>,
    next: AtomicU64,
    caps: Caps,
    /// Where each published state is told too (the other instances,
    /// `crate::fanout`), once set.
    outbox: std::sync::OnceLock<Outbox>,
}

/// Told the table and version of every state published.
pub type Outbox = Box<dyn Fn(&str, &View) + Send + Sync>;

/// One open stream: the latest state and presence, its place in the
/// channel (given back when dropped), and what ends it early.
pub struct Subscription {
    /// The table's state, latest only.
    pub state: watch::Receiver<Arc<View>>,
    /// Who watches.
    pub presence: watch::Receiver<Presence>,
    /// Leaves the channel when dropped.
    pub guard: Watcher,
    /// Completes when the hub closes this stream (a newer page of the same
    /// seat took its place).
    pub closed: oneshot::Receiver<()>,
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
            let seat = ch.watchers.remove(&self.id).and_then(|e| e.seat);
            if let Some(side) = seat
                && !ch.watchers.values().any(|e| e.seat == Some(side))
            {
                self.hub
                    .departures()
                    .insert((self.table.clone(), side), super::play::now_ms());
            }
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
    /// No channel yet; streams let in as `caps` say.
    pub fn new(caps: Caps) -> Arc<Hub> {
        Arc::new(Hub {
            channels: Mutex::new(HashMap::new()),
            departed: Mutex::new(HashMap::new()),
            next: AtomicU64::new(0),
            caps,
            outbox: std::sync::OnceLock::new(),
        })
    }

    /// Tells `outbox` of every state published from now on (the first
    /// outbox set stays; whether this one was).
    pub fn forward_to(&self, outbox: Outbox) -> bool {
        self.outbox.set(outbox).is_ok()
    }

    /// Whether a page watches `table` here.
    pub fn watched(&self, table: &str) -> bool {
        self.lock()
            .get(table)
            .is_some_and(|ch| !ch.watchers.is_empty())
    }

    /// The tables pages watch here.
    pub fn watched_tables(&self) -> Vec<String> {
        self.lock()
            .iter()
            .filter(|(_, ch)| !ch.watchers.is_empty())
            .map(|(id, _)| id.clone())
            .collect()
    }

    fn lock(&self) -> MutexGuard<'_, HashMap<String, Channel>> {
        self.channels.lock().unwrap_or_else(|e| e.into_inner())
    }

    fn departures(&self) -> MutexGuard<'_, HashMap<(String, Side), i64>> {
        self.departed.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// When the last page of `side`'s seat at `table` closed its stream (in
    /// milliseconds since 1970), if it has none open now and this server
    /// saw it go.
    pub fn departed(&self, table: &str, side: Side) -> Option<i64> {
        self.departures().get(&(table.to_string(), side)).copied()
    }

    /// Sends a table's new state to its watchers, if it has any and the
    /// state is newer than the one they have.
    pub fn publish(&self, table: &str, view: Arc<View>) {
        if let Some(outbox) = self.outbox.get() {
            outbox(table, &view);
        }
        if let Some(ch) = self.lock().get(table) {
            ch.state.send_if_modified(|now| {
                let newer = view.version > now.version;
                if newer {
                    *now = view;
                }
                newer
            });
        }
    }

    /// Opens a stream on `table` for the holder of `seat` (or a spectator)
    /// from `address`; `current` gives the table's latest state, asked
    /// under the hub's lock (so a state published meanwhile is not missed).
    pub fn subscribe(
        self: &Arc<Hub>,
        table: &str,
        seat: Option<Side>,
        address: IpAddr,
        current: impl FnOnce() -> Arc<View>,
    ) -> Result<Subscription, ServerError> {
        let mut channels = self.lock();
        let now = current();
        let ch = channels
            .entry(table.to_string())
            .or_insert_with(|| Channel {
                state: watch::channel(now.clone()).0,
                presence: watch::channel(Presence::default()).0,
                watchers: HashMap::new(),
            });
        ch.state.send_if_modified(|kept| {
            let newer = now.version > kept.version;
            if newer {
                *kept = now;
            }
            newer
        });
        match seat {
            Some(side) => {
                self.departures().remove(&(table.to_string(), side));
                self.make_room_for(ch, side)
            }
            None => self.admit_spectator(ch, address)?,
        }
        let id = self.next.fetch_add(1, Ordering::Relaxed);
        let (close, closed) = oneshot::channel();
        ch.watchers.insert(
            id,
            Entry {
                seat,
                address,
                _close: close,
            },
        );
        ch.update_presence();
        Ok(Subscription {
            state: ch.state.subscribe(),
            presence: ch.presence.subscribe(),
            guard: Watcher {
                hub: self.clone(),
                table: table.to_string(),
                id,
            },
            closed,
        })
    }

    /// A seat's page is always let in: past its cap, its oldest stream is
    /// closed.
    fn make_room_for(&self, ch: &mut Channel, side: Side) {
        let mut mine: Vec<u64> = ch
            .watchers
            .iter()
            .filter(|(_, e)| e.seat == Some(side))
            .map(|(&id, _)| id)
            .collect();
        mine.sort_unstable();
        let over = (mine.len() + 1).saturating_sub(self.caps.per_seat.max(1));
        for id in mine.into_iter().take(over) {
            ch.watchers.remove(&id);
        }
    }

    /// A spectator is let in while the table and the address have room.
    fn admit_spectator(&self, ch: &Channel, address: IpAddr) -> Result<(), ServerError> {
        let spectators = ch.watchers.values().filter(|e| e.seat.is_none());
        let (all, mine) = spectators.fold((0, 0), |(all, mine), e| {
            (all + 1, mine + usize::from(e.address == address))
        });
        if all >= self.caps.per_table {
            let n = self.caps.per_table;
            return Err(ServerError::too_many(
                30,
                "error-busy-table-watchers",
                |a| a.number("n", n),
            ));
        }
        if mine >= self.caps.per_address {
            let n = self.caps.per_address;
            return Err(ServerError::too_many(
                30,
                "error-busy-address-watchers",
                |a| a.number("n", n),
            ));
        }
        Ok(())
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
        // A departure older than two weeks (the longest correspondence
        // move) no longer decides anything.
        let old = super::play::now_ms() - 14 * 86_400_000;
        let mut departed = self.departures();
        departed.retain(|_, at| *at > old);
        departed.shrink_to_fit();
        channels.len()
    }

    /// Channels in memory.
    pub fn channels(&self) -> usize {
        self.lock().len()
    }
}
