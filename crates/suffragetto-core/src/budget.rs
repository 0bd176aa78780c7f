//! A bound on the work one answer may cost: a number of units of work
//! (moves listed, moves explained), a deadline, and a flag that another
//! thread raises to cancel it (the server's, when the client has gone).
//! The loops of [`report`](crate::report) ask the budget before each unit,
//! so work over the bound stops there instead of running on unseen.
//!
//! ```
//! use std::time::Duration;
//! use suffragetto_core::budget::{Budget, Exhausted};
//!
//! let budget = Budget::new(3, Duration::from_secs(60));
//! assert!(budget.spend(2).is_ok());
//! assert_eq!(budget.spend(2), Err(Exhausted::Work { limit: 3 }));
//! let budget = Budget::new(100, Duration::from_secs(60));
//! budget.canceller().cancel();
//! assert_eq!(budget.check(), Err(Exhausted::Cancelled));
//! ```

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::time::{Duration, Instant};

/// Why work stopped before its end.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum Exhausted {
    /// More units of work than the budget allows.
    #[error("it needs more than {limit} moves listed or explained")]
    Work {
        /// The units allowed.
        limit: u64,
    },
    /// The deadline passed.
    #[error("it needs more than {:.1} s of work", .allowed.as_secs_f64())]
    Time {
        /// The time allowed.
        allowed: Duration,
    },
    /// Whoever asked for it no longer waits for it.
    #[error("it was cancelled")]
    Cancelled,
}

/// Units of work, a deadline and a cancel flag, shared by the loops of one
/// piece of work (it may be asked from several threads).
#[derive(Debug)]
pub struct Budget {
    limit: u64,
    spent: AtomicU64,
    allowed: Duration,
    deadline: Option<Instant>,
    cancelled: Arc<AtomicBool>,
}

/// Cancels the work of a [`Budget`] from elsewhere (cheap to clone).
#[derive(Clone, Debug)]
pub struct Canceller(Arc<AtomicBool>);

impl Canceller {
    /// Stops the work at its next check.
    pub fn cancel(&self) {
        self.0.store(true, Ordering::Relaxed);
    }
}

impl Budget {
    /// No bound: the work always runs to its end (the command line's).
    pub fn unlimited() -> Budget {
        Budget {
            limit: u64::MAX,
            spent: AtomicU64::new(0),
            allowed: Duration::MAX,
            deadline: None,
            cancelled: Arc::new(AtomicBool::new(false)),
        }
    }

    /// At most `limit` units of work, and `time` from now.
    pub fn new(limit: u64, time: Duration) -> Budget {
        Budget {
            limit,
            spent: AtomicU64::new(0),
            allowed: time,
            deadline: Instant::now().checked_add(time),
            cancelled: Arc::new(AtomicBool::new(false)),
        }
    }

    /// What cancels this budget's work.
    pub fn canceller(&self) -> Canceller {
        Canceller(self.cancelled.clone())
    }

    /// Counts `units` of work about to be done: an error if they go over
    /// the limit, or if the deadline has passed or the work was cancelled.
    pub fn spend(&self, units: u64) -> Result<(), Exhausted> {
        let before = self.spent.fetch_add(units, Ordering::Relaxed);
        if before.saturating_add(units) > self.limit {
            return Err(Exhausted::Work { limit: self.limit });
        }
        self.check()
    }

    /// An error if the deadline has passed or the work was cancelled.
    pub fn check(&self) -> Result<(), Exhausted> {
        if self.cancelled.load(Ordering::Relaxed) {
            return Err(Exhausted::Cancelled);
        }
        match self.deadline {
            Some(d) if Instant::now() >= d => Err(Exhausted::Time {
                allowed: self.allowed,
            }),
            _ => Ok(()),
        }
    }

    /// The units counted so far.
    pub fn spent(&self) -> u64 {
        self.spent.load(Ordering::Relaxed)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_unlimited_budget_never_runs_out() {
        let b = Budget::unlimited();
        for _ in 0..1000 {
            b.spend(u64::MAX / 2000).unwrap();
        }
        assert!(b.check().is_ok());
    }

    #[test]
    fn a_deadline_passed_stops_the_work() {
        let b = Budget::new(10, Duration::ZERO);
        assert_eq!(
            b.check(),
            Err(Exhausted::Time {
                allowed: Duration::ZERO
            })
        );
        assert_eq!(
            Exhausted::Time {
                allowed: Duration::from_millis(2500)
            }
            .to_string(),
            "it needs more than 2.5 s of work"
        );
    }

    #[test]
    fn work_up_to_the_limit_is_allowed() {
        let b = Budget::new(5, Duration::from_secs(600));
        b.spend(5).unwrap();
        assert_eq!(b.spend(1), Err(Exhausted::Work { limit: 5 }));
        assert_eq!(b.spent(), 6);
    }
}
