//! The thread that owns the SQLite connection: the async handlers send it
//! work and await the answer, so no database call (and no fsync of a
//! commit) ever runs on the async runtime's worker threads.

use super::super::{StorageError, StoreFuture};
use rusqlite::Connection;
use std::sync::mpsc;

type Job = Box<dyn FnOnce(&mut Connection) + Send>;

/// A handle on the connection's thread; the thread ends when the last
/// handle is dropped.
pub struct Worker {
    jobs: mpsc::Sender<Job>,
}

impl Worker {
    /// Moves `conn` to a thread of its own named `name`.
    pub fn start(mut conn: Connection, name: &str) -> std::io::Result<Worker> {
        let (jobs, queue) = mpsc::channel::<Job>();
        std::thread::Builder::new()
            .name(name.to_string())
            .spawn(move || {
                for job in queue {
                    // A job that panics fails alone (its caller hears that
                    // the storage stopped); the thread goes on with the next.
                    let run = std::panic::AssertUnwindSafe(|| job(&mut conn));
                    let _ = std::panic::catch_unwind(run);
                }
            })?;
        Ok(Worker { jobs })
    }

    /// Runs `work` on the connection's thread; the future gives its result.
    pub fn call<T: Send + 'static>(
        &self,
        work: impl FnOnce(&mut Connection) -> Result<T, rusqlite::Error> + Send + 'static,
    ) -> StoreFuture<'static, T> {
        let (tx, rx) = tokio::sync::oneshot::channel();
        let sent = self.jobs.send(Box::new(move |conn: &mut Connection| {
            let _ = tx.send(work(conn).map_err(StorageError::from));
        }));
        Box::pin(async move {
            sent.map_err(|_| StorageError::Stopped)?;
            rx.await.map_err(|_| StorageError::Stopped)?
        })
    }
}

impl From<rusqlite::Error> for StorageError {
    fn from(e: rusqlite::Error) -> StorageError {
        StorageError::Failed(e.to_string())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn a_job_that_panics_fails_alone() {
        let w = Worker::start(Connection::open_in_memory().unwrap(), "test-sqlite").unwrap();
        let bad: Result<(), StorageError> =
            w.call(|_| -> rusqlite::Result<()> { panic!("boom") }).await;
        assert!(matches!(bad, Err(StorageError::Stopped)), "{bad:?}");
        let two: i64 = w
            .call(|c| c.query_row("SELECT 1 + 1", [], |r| r.get(0)))
            .await
            .unwrap();
        assert_eq!(two, 2);
    }
}
