//! A lesson, live: the place the presenting teacher shows (the chapter and
//! the path of moves to the position on the board), sent to every student
//! following the study's read link on its event stream. One watch channel
//! per study with followers; a study nobody follows has none.

use std::collections::HashMap;
use std::sync::{Arc, Mutex};
use tokio::sync::watch;

/// A study's channel: the sender of its place, and the token every
/// follower holds a clone of (so their number is its count, less one).
type Channel = (watch::Sender<Option<String>>, Arc<()>);

/// The channels of the studies being followed.
#[derive(Default)]
pub struct Live {
    channels: Mutex<HashMap<String, Channel>>,
}

/// A follower's place on a study's channel; dropping it counts them out.
pub struct Follower {
    /// The teacher's place, each time it changes (`None`: not presenting).
    pub place: watch::Receiver<Option<String>>,
    /// Held while the stream lives.
    pub guard: Arc<()>,
}

impl Live {
    fn lock(&self) -> std::sync::MutexGuard<'_, HashMap<String, Channel>> {
        self.channels.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// Sends study `id`'s new place to its followers.
    pub fn publish(&self, id: &str, place: Option<String>) {
        let mut map = self.lock();
        if let Some((tx, _)) = map.get(id) {
            tx.send_replace(place);
        }
        // Channels whose followers have all gone are dropped.
        map.retain(|_, (_, g)| Arc::strong_count(g) > 1);
    }

    /// Follows study `id` (whose stored place is `now`), unless it has
    /// `max` followers already.
    pub fn follow(&self, id: &str, now: Option<String>, max: usize) -> Option<Follower> {
        let mut map = self.lock();
        let (tx, guard) = map
            .entry(id.to_string())
            .or_insert_with(|| (watch::channel(now).0, Arc::new(())));
        if Arc::strong_count(guard) > max {
            return None;
        }
        Some(Follower {
            place: tx.subscribe(),
            guard: guard.clone(),
        })
    }
}
