//! Optional accounts: a user name and a password, sessions on as many
//! devices as one likes (each seen and ended from the account page), the
//! password changed, the account deleted. Guests play as before without
//! any of it.
//!
//! Done as OWASP's Authentication, Session Management, Password Storage and
//! CSRF Prevention cheat sheets ask: passwords hashed with Argon2id
//! ([`password`]), session ids of 256 random bits stored only as a hash and
//! a new one at every sign-in ([`session`]), idle and absolute expiry, a
//! CSRF token and a same-origin check on every change a cookie
//! authenticates ([`guard`]), sign-in limited per address and per account
//! ([`throttle`]), one answer in about one time for an unknown name and a
//! wrong password.

pub mod api;
pub mod guard;
pub mod password;
pub mod session;
mod throttle;
pub mod username;

use crate::limits::Rate;
use crate::storage::{Account, AccountId, AccountStore, NewAccount, NewSession, SessionRecord};
use crate::{ServerError, store};
use password::{Hasher, PasswordCost};
use session::SessionId;
use std::net::IpAddr;
use std::sync::Arc;
use std::time::Duration;

/// The limits of the accounts (part of [`crate::Limits`]).
#[derive(Clone, Debug)]
pub struct AccountLimits {
    /// Argon2id's costs for new password hashes.
    pub password_cost: PasswordCost,
    /// Passwords hashed or checked at once (each takes the cost's memory).
    pub hashing_parallel: usize,
    /// A session unused for this long ends.
    pub session_idle: Duration,
    /// A session ends this long after it began, however much it is used.
    pub session_lifetime: Duration,
    /// Sign-in attempts (and other password checks) per address.
    pub sign_in_per_address: Rate,
    /// Sign-in attempts per user name, from any address.
    pub sign_in_per_account: Rate,
    /// New accounts per address.
    pub sign_up_per_address: Rate,
}

const MINUTE: Duration = Duration::from_secs(60);
const DAY: Duration = Duration::from_secs(24 * 3600);

impl Default for AccountLimits {
    fn default() -> AccountLimits {
        AccountLimits {
            password_cost: PasswordCost::OWASP,
            hashing_parallel: std::thread::available_parallelism().map_or(2, |n| n.get()),
            session_idle: 7 * DAY,
            session_lifetime: 30 * DAY,
            sign_in_per_address: Rate::new(10, MINUTE / 10),
            sign_in_per_account: Rate::new(5, MINUTE),
            sign_up_per_address: Rate::new(3, 10 * MINUTE),
        }
    }
}

/// A request's signed-in account: who, which session, and the session's id
/// (kept in memory for the request only, to derive its CSRF token).
#[derive(Clone, Debug)]
pub struct SignedIn {
    /// The account.
    pub account: AccountId,
    /// Its user name as shown.
    pub name: String,
    /// The session as stored.
    pub session: SessionRecord,
    /// The session's id (never logged: its Debug shows nothing).
    pub id: SessionId,
}

impl SignedIn {
    /// What `GET /api/me` says.
    pub fn me(&self) -> serde_json::Value {
        serde_json::json!({
            "username": self.name,
            "csrf": self.id.csrf(),
            "session": self.session.handle,
        })
    }
}

/// A sign-in or sign-up as the request brings it.
pub struct Attempt<'a> {
    /// The client's address, as the rate limits count it.
    pub address: IpAddr,
    /// The user name typed.
    pub name: &'a str,
    /// The password typed.
    pub password: &'a str,
    /// The `User-Agent`, for the device's name.
    pub device: &'a str,
    /// The session the browser held before, which ends.
    pub replacing: Option<SessionId>,
}

/// The one answer to a failed sign-in, whether the name is unknown or the
/// password wrong, in `lang` (the catalogue's `error-sign-in-wrong`).
pub fn wrong_words(lang: suffragetto_core::lang::Lang) -> String {
    suffragetto_core::lang::catalogue()
        .plain(lang, "error-sign-in-wrong")
        .to_string()
}

/// The accounts: their storage, the hasher, the limits.
pub struct Accounts {
    store: Arc<dyn AccountStore>,
    hasher: Hasher,
    throttle: throttle::Throttle,
    limits: AccountLimits,
    /// Cookies are `Secure` (the server is behind an https proxy).
    secure: bool,
}

fn wrong() -> ServerError {
    ServerError::said(
        axum::http::StatusCode::UNAUTHORIZED,
        "error-sign-in-wrong",
        |a| a,
    )
}

impl Accounts {
    /// The accounts in `store` with `limits`; cookies `Secure` if `secure`.
    pub fn new(store: Arc<dyn AccountStore>, limits: AccountLimits, secure: bool) -> Accounts {
        Accounts {
            hasher: Hasher::new(limits.password_cost, limits.hashing_parallel),
            throttle: throttle::Throttle::new(&limits),
            store,
            limits,
            secure,
        }
    }

    /// The hasher (its costs and how many hashes it has worked out).
    pub fn hasher(&self) -> &Hasher {
        &self.hasher
    }

    /// Whether cookies are `Secure`.
    pub fn secure(&self) -> bool {
        self.secure
    }

    /// The `Set-Cookie` value for a new session.
    pub fn cookie(&self, id: &SessionId) -> String {
        session::set_cookie(id, self.limits.session_lifetime, self.secure)
    }

    fn new_session(id: &SessionId, device: &str) -> NewSession {
        NewSession {
            secret: id.hash(),
            handle: session::random_hex(8),
            created: store::now(),
            device: session::device(device),
        }
    }

    /// Creates an account and signs it in on this device (ending the
    /// device's earlier session, if it had one).
    pub async fn sign_up(&self, a: Attempt<'_>) -> Result<(SignedIn, SessionId), ServerError> {
        let name = username::check(a.name)?;
        password::check_new(a.password, &name.key)?;
        self.throttle.sign_up(a.address)?;
        let hash = self.hasher.hash(a.password).await?;
        let id = SessionId::new();
        let first = Self::new_session(&id, a.device);
        let shown = name.shown.clone();
        let account = self
            .store
            .create_account(
                NewAccount {
                    name,
                    password: hash,
                    created: first.created,
                },
                first.clone(),
            )
            .await?
            .ok_or_else(|| {
                let name = shown.to_string();
                ServerError::said(
                    axum::http::StatusCode::CONFLICT,
                    "error-user-name-taken",
                    move |a| a.text("name", &name),
                )
            })?;
        if let Some(old) = a.replacing {
            self.store.end_session_by_secret(old.hash()).await?;
        }
        Ok(self.signed_in(account, shown, first, id))
    }

    fn signed_in(
        &self,
        account: AccountId,
        name: String,
        s: NewSession,
        id: SessionId,
    ) -> (SignedIn, SessionId) {
        let session = SessionRecord {
            handle: s.handle,
            account,
            created: s.created,
            last_seen: s.created,
            device: s.device,
        };
        let signed = SignedIn {
            account,
            name,
            session,
            id: id.clone(),
        };
        (signed, id)
    }

    /// Checks `password` for the account named `name` (an unknown name
    /// costs the same check, against the dummy hash), within the limits;
    /// the account if it matches.
    async fn check_password(
        &self,
        address: IpAddr,
        name: &str,
        password: &str,
    ) -> Result<Account, ServerError> {
        let key = username::key(name);
        self.throttle.attempt(address, &key)?;
        if password.chars().count() > password::MAX_LEN {
            // Still one check's time, so a long password says nothing either.
            self.hasher.verify(password, None).await?;
            return Err(wrong());
        }
        let account = self.store.account_by_key(key).await?;
        let verdict = self
            .hasher
            .verify(password, account.as_ref().map(|a| a.password.as_str()))
            .await?;
        match account {
            Some(a) if verdict.matches => {
                if verdict.outdated {
                    let again = self.hasher.hash(password).await?;
                    self.store.rehash_password(a.id, again).await?;
                }
                Ok(a)
            }
            _ => Err(wrong()),
        }
    }

    /// Signs in: a new session (never the one the browser brought, which
    /// ends), or the one answer for a wrong name or password.
    pub async fn sign_in(&self, a: Attempt<'_>) -> Result<(SignedIn, SessionId), ServerError> {
        let account = self.check_password(a.address, a.name, a.password).await?;
        let id = SessionId::new();
        let s = Self::new_session(&id, a.device);
        self.store
            .start_session(account.id, s.clone(), a.replacing.map(|r| r.hash()))
            .await?;
        Ok(self.signed_in(account.id, account.name, s, id))
    }

    /// The account signed in with session `id`, if the session is alive
    /// (an expired one is ended); notes its use at most once a minute.
    pub async fn resolve(&self, id: SessionId) -> Result<Option<SignedIn>, ServerError> {
        let secret = id.hash();
        let Some((session, account)) = self.store.session(secret).await? else {
            return Ok(None);
        };
        let now = store::now();
        let (idle, life) = (self.limits.session_idle, self.limits.session_lifetime);
        if !session::alive(session.created, session.last_seen, now, idle, life) {
            self.store.end_session_by_secret(secret).await?;
            return Ok(None);
        }
        let every = i64::try_from((idle / 4).min(MINUTE).as_secs()).unwrap_or(60);
        if now - session.last_seen >= every.max(1) {
            self.store.touch_session(secret, now).await?;
        }
        Ok(Some(SignedIn {
            account: account.id,
            name: account.name,
            session,
            id,
        }))
    }

    /// Ends the session `me` signed in with.
    pub async fn sign_out(&self, me: &SignedIn) -> Result<(), ServerError> {
        Ok(self.store.end_session_by_secret(me.id.hash()).await?)
    }

    /// The sessions of `me`'s account.
    pub async fn sessions(&self, me: &SignedIn) -> Result<Vec<SessionRecord>, ServerError> {
        Ok(self.store.sessions(me.account).await?)
    }

    /// Ends the session of `me`'s account named `handle`.
    pub async fn end_session(&self, me: &SignedIn, handle: &str) -> Result<(), ServerError> {
        let handle: String = handle.chars().take(64).collect();
        if self.store.end_session(me.account, handle).await? {
            Ok(())
        } else {
            Err(ServerError::not_found("error-account-no-session", |a| a))
        }
    }

    /// Changes `me`'s password after checking the current one: every
    /// session of the account ends, and this device gets a new one.
    pub async fn change_password(
        &self,
        address: IpAddr,
        me: &SignedIn,
        current: &str,
        new: &str,
        device: &str,
    ) -> Result<(SignedIn, SessionId), ServerError> {
        self.check_current(address, me, current).await?;
        password::check_new(new, &username::key(&me.name))?;
        let hash = self.hasher.hash(new).await?;
        let id = SessionId::new();
        let s = Self::new_session(&id, device);
        self.store
            .change_password(me.account, hash, s.clone())
            .await?;
        Ok(self.signed_in(me.account, me.name.clone(), s, id))
    }

    /// Checks that `password` is `me`'s (to change it, or to delete the
    /// account): a wrong one is a 403 that says so.
    async fn check_current(
        &self,
        address: IpAddr,
        me: &SignedIn,
        password: &str,
    ) -> Result<(), ServerError> {
        match self.check_password(address, &me.name, password).await {
            Ok(a) if a.id == me.account => Ok(()),
            Err(e @ ServerError::TooMany { .. }) => Err(e),
            _ => Err(ServerError::forbidden(
                "error-account-wrong-password",
                |a| a,
            )),
        }
    }

    /// Deletes `me`'s account after checking its password: its name,
    /// password and every session go at once; its games stay.
    pub async fn delete(
        &self,
        address: IpAddr,
        me: &SignedIn,
        password: &str,
    ) -> Result<(), ServerError> {
        self.check_current(address, me, password).await?;
        Ok(self.store.delete_account(me.account, store::now()).await?)
    }

    /// Ends the sessions that have expired and forgets quiet rate limits.
    pub async fn sweep(&self) -> Result<usize, ServerError> {
        self.throttle.sweep();
        let now = store::now();
        let secs = |d: Duration| i64::try_from(d.as_secs()).unwrap_or(i64::MAX);
        Ok(self
            .store
            .sweep_sessions(
                now.saturating_sub(secs(self.limits.session_idle)),
                now.saturating_sub(secs(self.limits.session_lifetime)),
            )
            .await?)
    }
}

/// Sweeps expired sessions every `every` while the runtime runs.
pub fn spawn_sweeper(accounts: Arc<Accounts>, every: Duration) {
    tokio::spawn(async move {
        let mut tick = tokio::time::interval(every);
        tick.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
        loop {
            tick.tick().await;
            if let Err(e) = accounts.sweep().await {
                eprintln!("sessions: the sweep failed: {e}");
            }
        }
    });
}
