//! What the books in every language share, computed once: the self-play,
//! the searches for differences and the print kit are the same whatever
//! language their pages are written in.

use super::SiteError;
use std::any::Any;
use std::collections::HashMap;
use std::sync::{Arc, Mutex};

/// Results by the name of what was computed.
#[derive(Default)]
pub struct Memo {
    slots: Mutex<HashMap<String, Arc<dyn Any + Send + Sync>>>,
}

impl Memo {
    /// The result named `key`, computed by `make` the first time it is
    /// asked for. A key names one kind of result: asking for it as another
    /// type is a programming error.
    pub fn get<T: Any + Send + Sync>(
        &self,
        key: &str,
        make: impl FnOnce() -> Result<T, SiteError>,
    ) -> Result<Arc<T>, SiteError> {
        let known = self.lock().get(key).cloned();
        let slot = match known {
            Some(slot) => slot,
            None => {
                let made: Arc<dyn Any + Send + Sync> = Arc::new(make()?);
                self.lock().insert(key.to_string(), made.clone());
                made
            }
        };
        Ok(slot
            .downcast::<T>()
            .unwrap_or_else(|_| panic!("memo {key} asked for as another type")))
    }

    /// As [`get`](Self::get), for what cannot fail.
    pub fn once<T: Any + Send + Sync>(&self, key: &str, make: impl FnOnce() -> T) -> Arc<T> {
        match self.get(key, || Ok(make())) {
            Ok(v) => v,
            Err(_) => unreachable!("an infallible computation failed"),
        }
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, HashMap<String, Arc<dyn Any + Send + Sync>>> {
        self.slots.lock().unwrap_or_else(|e| e.into_inner())
    }
}
