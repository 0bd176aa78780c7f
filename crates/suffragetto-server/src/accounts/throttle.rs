//! Sign-in attempts limited per address and per account (the account named
//! in the attempt, whether it exists or not, so the limit says nothing
//! about which names are taken), and new accounts per address. Over a
//! limit the answer is 429 with `Retry-After`, before any password is
//! checked.

use super::AccountLimits;
use crate::ServerError;
use crate::rate::{count, limiter};
use governor::DefaultKeyedRateLimiter;
use std::net::IpAddr;

/// The limiters of the accounts.
pub struct Throttle {
    per_address: DefaultKeyedRateLimiter<IpAddr>,
    per_account: DefaultKeyedRateLimiter<String>,
    sign_ups: DefaultKeyedRateLimiter<IpAddr>,
}

impl Throttle {
    /// The limiters of `limits`.
    pub fn new(limits: &AccountLimits) -> Throttle {
        Throttle {
            per_address: limiter(limits.sign_in_per_address),
            per_account: limiter(limits.sign_in_per_account),
            sign_ups: limiter(limits.sign_up_per_address),
        }
    }

    /// Counts a password check from `address` for the account whose name
    /// has key `key` (a sign-in, a password change, a deletion).
    pub fn attempt(&self, address: IpAddr, key: &str) -> Result<(), ServerError> {
        count(&self.per_address, &address, "error-busy-rate-sign-in")?;
        count(
            &self.per_account,
            &key.to_string(),
            "error-busy-rate-sign-in-name",
        )
    }

    /// Counts a new account from `address`.
    pub fn sign_up(&self, address: IpAddr) -> Result<(), ServerError> {
        count(&self.sign_ups, &address, "error-busy-rate-sign-up")
    }

    /// Forgets the keys whose limits are back to full.
    pub fn sweep(&self) {
        self.per_address.retain_recent();
        self.per_account.retain_recent();
        self.sign_ups.retain_recent();
        self.per_address.shrink_to_fit();
        self.per_account.shrink_to_fit();
        self.sign_ups.shrink_to_fit();
    }
}
