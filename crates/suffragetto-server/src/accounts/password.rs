//! Passwords: what a new one must be (8 to 256 characters, not one of the
//! common passwords in `data/common-passwords.txt`, not the user name),
//! and their Argon2id hashes, worked out off the async workers, a few at a
//! time. A sign-in with an unknown name is checked against a hash of a
//! random password made at start, so it costs what a wrong password costs.

use super::super::ServerError;
use argon2::password_hash::phc::PasswordHash;
use argon2::password_hash::{PasswordHasher, PasswordVerifier};
use argon2::{Algorithm, Argon2, Params, Version};
use axum::http::StatusCode;
use std::collections::HashSet;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, OnceLock};
use std::time::Duration;
use suffragetto_core::lang::{Args, catalogue};
use unicode_normalization::UnicodeNormalization;

/// Shortest password, in characters.
pub const MIN_LEN: usize = 8;
/// Longest password, in characters (a passphrase fits; a megabyte does not).
pub const MAX_LEN: usize = 256;

/// Argon2id's costs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PasswordCost {
    /// Memory, in KiB.
    pub memory_kib: u32,
    /// Passes over the memory.
    pub time: u32,
    /// Lanes.
    pub parallelism: u32,
}

impl PasswordCost {
    /// OWASP's Password Storage Cheat Sheet's first choice for Argon2id:
    /// 19 MiB, 2 passes, 1 lane.
    pub const OWASP: PasswordCost = PasswordCost {
        memory_kib: 19 * 1024,
        time: 2,
        parallelism: 1,
    };

    fn params(self) -> Params {
        Params::new(self.memory_kib, self.time, self.parallelism, None).unwrap_or(Params::DEFAULT)
    }
}

/// The common passwords, lower case (built into the binary).
fn common() -> &'static HashSet<&'static str> {
    static LIST: OnceLock<HashSet<&'static str>> = OnceLock::new();
    LIST.get_or_init(|| {
        include_str!("../../data/common-passwords.txt")
            .lines()
            .filter(|l| !l.is_empty())
            .collect()
    })
}

/// A password as it is hashed: NFKC, so that the same characters typed on
/// two keyboards (an é composed or as e and an accent) are one password.
fn prepared(password: &str) -> String {
    password.nfkc().collect()
}

/// Checks a new password for the account whose name has key `name_key`.
pub fn check_new(password: &str, name_key: &str) -> Result<(), ServerError> {
    let p = prepared(password);
    let len = p.chars().count();
    // A password refused for what message `key` (`errors.ftl`) says, in
    // every language, with what to do. The password itself is never in it.
    let refuse = |key: &'static str, args: fn(Args, usize) -> Args| {
        ServerError::said(StatusCode::BAD_REQUEST, "error-password-choose", move |a| {
            let what = catalogue().text(key, &args(Args::new(a.lang()), len));
            a.text("what", what)
        })
    };
    if len < MIN_LEN {
        return Err(refuse("error-password-short", |a, len| {
            a.number("min", MIN_LEN).number("len", len)
        }));
    }
    if len > MAX_LEN {
        return Err(refuse("error-password-long", |a, _| {
            a.number("max", MAX_LEN)
        }));
    }
    let lower = p.to_lowercase();
    if common().contains(lower.as_str()) {
        return Err(refuse("error-password-common", |a, _| a));
    }
    if super::username::key(&p) == name_key {
        return Err(refuse("error-password-is-name", |a, _| a));
    }
    Ok(())
}

/// Hashes and checks passwords with Argon2id at [`PasswordCost`], on the
/// blocking threads, at most `parallel` at once.
pub struct Hasher {
    argon: Argon2<'static>,
    cost: PasswordCost,
    /// The hash of a random password nobody knows, checked when the name is
    /// unknown.
    dummy: String,
    gate: Arc<tokio::sync::Semaphore>,
    /// Hashes worked out or checked since start.
    worked: AtomicU64,
}

/// How long a request waits for a place to check its password.
const WAIT: Duration = Duration::from_secs(5);

fn busy() -> ServerError {
    ServerError::too_many(WAIT.as_secs(), "error-busy-passwords", |a| {
        a.number("n", WAIT.as_secs() as usize)
    })
}

fn failed(e: impl std::fmt::Display) -> ServerError {
    // The error names the hash's parameters at most, never the password.
    ServerError::Corrupt(format!("password hash: {e}"))
}

impl Hasher {
    /// A hasher at `cost`, `parallel` hashes at a time.
    pub fn new(cost: PasswordCost, parallel: usize) -> Hasher {
        let argon = Argon2::new(Algorithm::Argon2id, Version::V0x13, cost.params());
        let mut nobody = [0u8; 32];
        let _ = getrandom::fill(&mut nobody);
        let dummy = argon
            .hash_password(&nobody)
            .map(|h| h.to_string())
            .unwrap_or_default();
        Hasher {
            argon,
            cost,
            dummy,
            gate: Arc::new(tokio::sync::Semaphore::new(parallel.max(1))),
            worked: AtomicU64::new(0),
        }
    }

    /// The costs new hashes are made with.
    pub fn cost(&self) -> PasswordCost {
        self.cost
    }

    /// Hashes or checks worked out since start (a sign-in with an unknown
    /// name counts one, as a wrong password does).
    pub fn worked(&self) -> u64 {
        self.worked.load(Ordering::Relaxed)
    }

    async fn off_the_workers<T: Send + 'static>(
        &self,
        work: impl FnOnce(&Argon2<'static>) -> T + Send + 'static,
    ) -> Result<T, ServerError> {
        let permit = tokio::time::timeout(WAIT, self.gate.clone().acquire_owned())
            .await
            .map_err(|_| busy())?
            .map_err(|_| busy())?;
        self.worked.fetch_add(1, Ordering::Relaxed);
        let argon = self.argon.clone();
        tokio::task::spawn_blocking(move || {
            let _permit = permit;
            work(&argon)
        })
        .await
        .map_err(failed)
    }

    /// The PHC string (`$argon2id$v=19$m=...`) of `password`, with a fresh
    /// random salt.
    pub async fn hash(&self, password: &str) -> Result<String, ServerError> {
        let p = prepared(password);
        self.off_the_workers(move |argon| argon.hash_password(p.as_bytes()).map(|h| h.to_string()))
            .await?
            .map_err(failed)
    }

    /// Whether `password` matches `stored` (a PHC string); with no stored
    /// hash (an unknown name) the dummy is checked and the answer is no.
    /// Also says whether the stored hash was made at other costs than now
    /// (so it is to be made again).
    pub async fn verify(
        &self,
        password: &str,
        stored: Option<&str>,
    ) -> Result<Verdict, ServerError> {
        let p = prepared(password);
        let known = stored.is_some();
        let phc = stored.unwrap_or(&self.dummy).to_string();
        let cost = self.cost;
        self.off_the_workers(move |argon| {
            let Ok(parsed) = PasswordHash::new(&phc) else {
                return Verdict::default();
            };
            let matches = argon.verify_password(p.as_bytes(), &parsed).is_ok() && known;
            let outdated = Params::try_from(&parsed).map_or(true, |have| {
                (have.m_cost(), have.t_cost(), have.p_cost())
                    != (cost.memory_kib, cost.time, cost.parallelism)
            });
            Verdict { matches, outdated }
        })
        .await
    }
}

/// What checking a password found.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Verdict {
    /// The password is the account's.
    pub matches: bool,
    /// The stored hash was made at other costs than the server's now.
    pub outdated: bool,
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Cheap costs for the unit tests (the server uses [`PasswordCost::OWASP`]).
    const CHEAP: PasswordCost = PasswordCost {
        memory_kib: 64,
        time: 1,
        parallelism: 1,
    };

    #[test]
    fn new_passwords_are_long_uncommon_and_not_the_name() {
        let key = super::super::username::key("Emmeline");
        assert!(check_new("deeds not words", &key).is_ok());
        let e = check_new("short", &key).unwrap_err().to_string();
        assert_eq!(
            e,
            "a password has at least 8 characters (this one has 5): choose another password"
        );
        for common in ["password", "PASSWORD1", "iloveyou", "12345678", "Sunshine1"] {
            let e = check_new(common, &key).unwrap_err().to_string();
            assert!(e.contains("most common"), "{common}: {e}");
        }
        assert!(
            check_new("EMMELINE", &key)
                .unwrap_err()
                .to_string()
                .contains("user name")
        );
        assert!(check_new(&"x".repeat(257), &key).is_err());
        assert!(check_new(&"x".repeat(256), &key).is_ok());
        // Eight characters, not eight bytes.
        assert!(check_new("éééééééé", &key).is_ok());
        assert!(check_new("ééééééé", &key).is_err());
        assert!(common().len() > 8000);
    }

    #[tokio::test]
    async fn hashes_are_argon2id_salted_and_checked() {
        let h = Hasher::new(CHEAP, 1);
        let a = h.hash("deeds not words").await.unwrap();
        let b = h.hash("deeds not words").await.unwrap();
        assert!(a.starts_with("$argon2id$v=19$m=64,t=1,p=1$"), "{a}");
        assert_ne!(a, b, "each hash has its own salt");
        assert!(!a.contains("deeds"));
        let yes = h.verify("deeds not words", Some(&a)).await.unwrap();
        assert_eq!(
            yes,
            Verdict {
                matches: true,
                outdated: false
            }
        );
        assert!(!h.verify("deeds not word", Some(&a)).await.unwrap().matches);
        // Composed and decomposed accents are one password.
        let c = h.hash("caf\u{e9} au lait").await.unwrap();
        assert!(
            h.verify("cafe\u{301} au lait", Some(&c))
                .await
                .unwrap()
                .matches
        );
        // An unknown name costs a check too, and never matches.
        let before = h.worked();
        assert!(!h.verify("anything at all", None).await.unwrap().matches);
        assert_eq!(h.worked(), before + 1);
        // A hash made at other costs is to be made again.
        let other = Hasher::new(PasswordCost { time: 2, ..CHEAP }, 1);
        let v = other.verify("deeds not words", Some(&a)).await.unwrap();
        assert_eq!(
            v,
            Verdict {
                matches: true,
                outdated: true
            }
        );
        // Garbage in the database is a plain no.
        assert!(!h.verify("x", Some("not a hash")).await.unwrap().matches);
    }
}
