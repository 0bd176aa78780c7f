//! Each table's latest state as pages are sent it (its JSON), made once
//! per [`Version`] and kept until a newer one replaces it: a read, a new
//! event stream and the answer to a move all send the same text, and an
//! older state never replaces a newer one.

use super::table::Version;
use std::collections::HashMap;
use std::sync::{Arc, Mutex};

/// One state of a table, as sent.
#[derive(Debug)]
pub struct View {
    /// Which state it is.
    pub version: Version,
    /// The JSON sent.
    pub json: Arc<str>,
    /// What is added as it is sent: the clocks at that moment.
    pub live: super::live::Basis,
}

/// The latest view of every table in memory.
#[derive(Default)]
pub struct Views {
    latest: Mutex<HashMap<String, Arc<View>>>,
}

impl Views {
    fn lock(&self) -> std::sync::MutexGuard<'_, HashMap<String, Arc<View>>> {
        self.latest.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// The view of table `id` at `version`, if it is the one kept.
    pub fn at(&self, id: &str, version: Version) -> Option<Arc<View>> {
        self.lock()
            .get(id)
            .filter(|v| v.version == version)
            .cloned()
    }

    /// The latest view of table `id` kept.
    pub fn latest(&self, id: &str) -> Option<Arc<View>> {
        self.lock().get(id).cloned()
    }

    /// Keeps `view` unless a newer one is kept; the one kept after.
    pub fn offer(&self, id: &str, view: Arc<View>) -> Arc<View> {
        let mut latest = self.lock();
        match latest.get(id) {
            Some(kept) if kept.version >= view.version => kept.clone(),
            _ => {
                latest.insert(id.to_string(), view.clone());
                view
            }
        }
    }

    /// Forgets the tables `keep` says no.
    pub fn retain(&self, keep: impl Fn(&str) -> bool) {
        let mut latest = self.lock();
        latest.retain(|id, _| keep(id));
        latest.shrink_to_fit();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn view(ply: usize, change: usize) -> Arc<View> {
        Arc::new(View {
            version: Version { ply, change },
            json: Arc::from(format!("{ply}/{change}")),
            live: Default::default(),
        })
    }

    #[test]
    fn an_older_view_never_replaces_a_newer_one() {
        let views = Views::default();
        assert_eq!(&*views.offer("t", view(1, 3)).json, "1/3");
        assert_eq!(&*views.offer("t", view(1, 2)).json, "1/3");
        assert!(views.at("t", Version { ply: 1, change: 2 }).is_none());
        assert_eq!(&*views.offer("t", view(2, 4)).json, "2/4");
        assert_eq!(&*views.latest("t").unwrap().json, "2/4");
        views.retain(|_| false);
        assert!(views.latest("t").is_none());
    }
}
