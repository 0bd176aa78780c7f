//! A lesson, live: the place the presenting teacher shows (the chapter and
//! the path of moves to the position on the board), sent to every student
//! following the study's read link on its event stream; and each chapter
//! written, sent on the same stream, so that another editor's page knows
//! its chapter changed (the last write is kept). One pair of watch
//! channels per study with followers; a study nobody follows has none.

use std::collections::HashMap;
use std::sync::{Arc, Mutex};
use tokio::sync::watch;

/// A study's channels: its place, its last chapter written, and the token
/// every follower holds a clone of (so their number is its count, less
/// one).
struct Channel {
    place: watch::Sender<Option<String>>,
    written: watch::Sender<Option<String>>,
    guard: Arc<()>,
}

/// The channels of the studies being followed.
#[derive(Default)]
pub struct Live {
    channels: Mutex<HashMap<String, Channel>>,
}

/// A follower's place on a study's channel; dropping it counts them out.
pub struct Follower {
    /// The teacher's place, each time it changes (`None`: not presenting).
    pub place: watch::Receiver<Option<String>>,
    /// The last chapter written (its JSON), each time one is.
    pub written: watch::Receiver<Option<String>>,
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
        if let Some(c) = map.get(id) {
            c.place.send_replace(place);
        }
        // Channels whose followers have all gone are dropped.
        map.retain(|_, c| Arc::strong_count(&c.guard) > 1);
    }

    /// Tells study `id`'s followers that a chapter was written (`what`:
    /// the chapter's number and the page that wrote it, as JSON).
    pub fn written(&self, id: &str, what: String) {
        let mut map = self.lock();
        if let Some(c) = map.get(id) {
            c.written.send_replace(Some(what));
        }
        map.retain(|_, c| Arc::strong_count(&c.guard) > 1);
    }

    /// Follows study `id` (whose stored place is `now`), unless it has
    /// `max` followers already.
    pub fn follow(&self, id: &str, now: Option<String>, max: usize) -> Option<Follower> {
        let mut map = self.lock();
        let c = map.entry(id.to_string()).or_insert_with(|| Channel {
            place: watch::channel(now).0,
            written: watch::channel(None).0,
            guard: Arc::new(()),
        });
        if Arc::strong_count(&c.guard) > max {
            return None;
        }
        Some(Follower {
            place: c.place.subscribe(),
            written: c.written.subscribe(),
            guard: c.guard.clone(),
        })
    }
}
