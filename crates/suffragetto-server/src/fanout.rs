//! Several instances on one PostgreSQL database act as one site: each
//! state of a table an instance publishes is told to the others
//! (`LISTEN/NOTIFY`, `storage::postgres::notify`), and each instance turns
//! what it hears into its own event broadcasts (`crate::events`): the
//! table is forgotten here (its next use loads it from the database) and,
//! if pages here watch it, its new state is made and sent to them.
//!
//! A state heard from elsewhere is not told again (so two instances do not
//! echo each other), nor is a version told twice. After the listener
//! connects again, every table watched here is sent again from the
//! database, since notices may have been missed meanwhile.
//!
//! A move's notice is sent inside the transaction that commits it
//! (`TableStore::push_move`), so the other instances hear of every
//! acknowledged move even if this one dies the moment after; the state's
//! publishing then tells the same version again, which the others ignore
//! (a version heard is not applied twice). The other changes (a seat, a
//! chat line, an end) are told when their state is published. A table
//! forgotten here is loaded again from PostgreSQL.

use crate::state::{AppState, lock};
use crate::storage::postgres::PostgresStorage;
use crate::storage::postgres::notify::{self, Heard, Listener, TableChanged};
use crate::table::Version;
use std::collections::HashMap;
use std::sync::{Arc, Mutex};
use tokio::sync::mpsc;

/// Notices waiting to be sent; past this a notice is dropped (and said).
const QUEUE: usize = 4096;
/// Tables whose last version sent or heard is remembered; past this the
/// memory starts again (a version told twice costs a reload, no more).
const REMEMBERED: usize = 100_000;

/// The last version of each table heard from elsewhere, and sent.
#[derive(Default)]
struct Seen {
    heard: Mutex<HashMap<String, Version>>,
    sent: Mutex<HashMap<String, Version>>,
}

/// Notes `v` for `table` in `map`; whether it is newer than the one noted.
fn note(map: &Mutex<HashMap<String, Version>>, table: &str, v: Version) -> bool {
    let mut map = lock(map);
    if map.get(table).is_some_and(|&had| had >= v) {
        return false;
    }
    if map.len() >= REMEMBERED {
        map.clear();
    }
    map.insert(table.to_string(), v);
    true
}

/// An instance's part in the fan-out: its name among the instances, the
/// listener, and the tasks that send and apply notices; all stop when
/// this is dropped.
pub struct Fanout {
    origin: String,
    listener: Listener,
    tasks: Vec<tokio::task::JoinHandle<()>>,
}

impl Drop for Fanout {
    fn drop(&mut self) {
        for t in &self.tasks {
            t.abort();
        }
    }
}

impl Fanout {
    /// This instance's name in its notices.
    pub fn origin(&self) -> &str {
        &self.origin
    }

    /// Waits until the listener listens.
    pub async fn ready(&self) {
        self.listener.ready().await
    }

    /// Whether the listener listens now.
    pub fn listening(&self) -> bool {
        self.listener.listening()
    }
}

/// Starts the fan-out of `state` over `storage`'s database: its published
/// states told to the other instances, theirs sent to the pages here.
pub fn start(state: &AppState, storage: &PostgresStorage) -> Fanout {
    let origin = crate::secret(8);
    storage.tell_moves_as(&origin);
    let seen = Arc::new(Seen::default());
    let (outgoing, mut to_send) = mpsc::channel::<TableChanged>(QUEUE);
    let outbox = {
        let (seen, origin) = (seen.clone(), origin.clone());
        move |table: &str, view: &crate::views::View| {
            let v = view.version;
            let from_elsewhere = lock(&seen.heard).get(table).is_some_and(|&h| h >= v);
            if from_elsewhere || !note(&seen.sent, table, v) {
                return;
            }
            let change = TableChanged {
                table: table.to_string(),
                ply: v.ply as u64,
                change: v.change as u64,
                origin: origin.clone(),
            };
            if outgoing.try_send(change).is_err() {
                eprintln!(
                    "events across instances: a notice of table {table} was dropped (the queue is full)"
                );
            }
        }
    };
    state.inner.hub.forward_to(Box::new(outbox));
    let sender = {
        let storage = storage.clone();
        tokio::spawn(async move {
            while let Some(change) = to_send.recv().await {
                let sent = match storage.client().await {
                    Ok(client) => notify::send(&**client, &change).await,
                    Err(e) => Err(e),
                };
                if let Err(e) = sent {
                    eprintln!(
                        "events across instances: the notice of table {} was not sent: {e}",
                        change.table
                    );
                }
            }
        })
    };
    // What is heard is applied in order, one at a time, off the runtime's
    // threads (a table may be loaded from the database).
    let (heard_tx, mut heard_rx) = mpsc::unbounded_channel::<Heard>();
    let applier = {
        let state = state.clone();
        tokio::spawn(async move {
            while let Some(heard) = heard_rx.recv().await {
                let (state, seen) = (state.clone(), seen.clone());
                let _ = crate::work::spawn_blocking(move || state.apply_heard(heard, &seen)).await;
            }
        })
    };
    let listener = Listener::start(storage.config().clone(), origin.clone(), move |h| {
        let _ = heard_tx.send(h);
    });
    Fanout {
        origin,
        listener,
        tasks: vec![sender, applier],
    }
}

impl AppState {
    /// Applies what the listener heard. Blocking.
    fn apply_heard(&self, heard: Heard, seen: &Seen) {
        match heard {
            Heard::Changed(c) => {
                let v = Version {
                    ply: usize::try_from(c.ply).unwrap_or(usize::MAX),
                    change: usize::try_from(c.change).unwrap_or(usize::MAX),
                };
                if !note(&seen.heard, &c.table, v) {
                    // Heard already: a move is told from its transaction
                    // and again when its state is published.
                    return;
                }
                let here = self.in_memory(&c.table).map(|t| lock(&t).version());
                if here.is_none_or(|h| h < v) {
                    self.changed_elsewhere(&c.table);
                }
            }
            Heard::Resync => {
                for id in self.inner.hub.watched_tables() {
                    self.changed_elsewhere(&id);
                }
            }
        }
    }

    /// Table `id` changed on another instance: it is forgotten here, and
    /// if pages here watch it, its state is made again and sent to them.
    /// Blocking.
    pub fn changed_elsewhere(&self, id: &str) {
        lock(&self.inner.tables).remove(id);
        if self.inner.hub.watched(id) {
            let budget = crate::work::budget(self.limits());
            if let Err(e) = self.view(id, &budget) {
                eprintln!("events across instances: table {id} could not be sent again: {e}");
            }
        }
    }
}
