//! Rate limits per address on the actions that write (creating a table,
//! taking a seat, moving and chatting, seeking, offering a takeback,
//! claiming a game or aborting it), on the explorer's work and on the
//! reads of a table that may need work. Over the limit a request gets 429
//! with `Retry-After`.

use super::limits::{Limits, Rate};
use super::listen::address_key;
use super::{AppState, ServerError};
use axum::extract::{ConnectInfo, FromRequestParts};
use axum::http::request::Parts;
use governor::clock::{Clock, DefaultClock};
use governor::{DefaultKeyedRateLimiter, Quota};
use std::net::{IpAddr, Ipv4Addr, SocketAddr};
use std::num::NonZeroU32;

/// What a client asks to do.
#[derive(Clone, Copy, Debug)]
pub enum Action {
    /// Create a table.
    Create,
    /// Take a seat.
    Join,
    /// Send a move.
    Move,
    /// Send a chat line.
    Chat,
    /// Ask the explorer (moves, an explanation, a diagram, a variant file
    /// or a record checked).
    Explore,
    /// Read a table's state, a diagram of it or its record.
    Read,
    /// Ask for an open seek.
    Seek,
    /// Offer or answer a takeback.
    Takeback,
    /// Claim a game against an absent player, or abort one.
    Claim,
    /// Write a study: make one, replace a chapter, present.
    Study,
}

impl Action {
    fn words(self) -> &'static str {
        match self {
            Action::Create => "error-busy-rate-create",
            Action::Join => "error-busy-rate-join",
            Action::Move => "error-busy-rate-move",
            Action::Chat => "error-busy-rate-chat",
            Action::Explore => "error-busy-rate-explore",
            Action::Read => "error-busy-rate-read",
            Action::Seek => "error-busy-rate-seek",
            Action::Takeback => "error-busy-rate-takeback",
            Action::Claim => "error-busy-rate-claim",
            Action::Study => "error-busy-rate-study",
        }
    }
}

/// One limiter per action, keyed by address.
pub struct RateLimits {
    create: DefaultKeyedRateLimiter<IpAddr>,
    join: DefaultKeyedRateLimiter<IpAddr>,
    moves: DefaultKeyedRateLimiter<IpAddr>,
    chat: DefaultKeyedRateLimiter<IpAddr>,
    explore: DefaultKeyedRateLimiter<IpAddr>,
    reads: DefaultKeyedRateLimiter<IpAddr>,
    seeks: DefaultKeyedRateLimiter<IpAddr>,
    takebacks: DefaultKeyedRateLimiter<IpAddr>,
    claims: DefaultKeyedRateLimiter<IpAddr>,
    studies: DefaultKeyedRateLimiter<IpAddr>,
}

/// A limiter of `rate` per key (an address, an account's name).
pub(crate) fn limiter<K: std::hash::Hash + Eq + Clone>(rate: Rate) -> DefaultKeyedRateLimiter<K> {
    let burst = NonZeroU32::new(rate.burst.max(1)).expect("at least 1");
    let quota = Quota::with_period(rate.every.max(std::time::Duration::from_nanos(1)))
        .expect("a period above zero")
        .allow_burst(burst);
    DefaultKeyedRateLimiter::keyed(quota)
}

impl RateLimits {
    /// The limiters of `limits`.
    pub fn new(limits: &Limits) -> RateLimits {
        RateLimits {
            create: limiter(limits.create),
            join: limiter(limits.join),
            moves: limiter(limits.moves),
            chat: limiter(limits.chat),
            explore: limiter(limits.explore),
            reads: limiter(limits.reads),
            seeks: limiter(limits.seeks),
            takebacks: limiter(limits.takebacks),
            claims: limiter(limits.claims),
            studies: limiter(limits.study_writes),
        }
    }

    /// Counts one `action` of `client`, or refuses it with 429.
    pub fn check(&self, action: Action, client: &Client) -> Result<(), ServerError> {
        let l = match action {
            Action::Create => &self.create,
            Action::Join => &self.join,
            Action::Move => &self.moves,
            Action::Chat => &self.chat,
            Action::Explore => &self.explore,
            Action::Read => &self.reads,
            Action::Seek => &self.seeks,
            Action::Takeback => &self.takebacks,
            Action::Claim => &self.claims,
            Action::Study => &self.studies,
        };
        count(l, &client.0, action.words())
    }

    /// Forgets addresses whose limits are back to full.
    pub fn sweep(&self) {
        for l in [
            &self.create,
            &self.join,
            &self.moves,
            &self.chat,
            &self.explore,
            &self.reads,
            &self.seeks,
            &self.takebacks,
            &self.claims,
            &self.studies,
        ] {
            l.retain_recent();
            l.shrink_to_fit();
        }
    }
}

/// Counts one action of `key` against `l`, or refuses it with 429, saying
/// `words` (a catalogue key, `error-busy-rate-move`) and how long to wait.
pub(crate) fn count<K: std::hash::Hash + Eq + Clone>(
    l: &DefaultKeyedRateLimiter<K>,
    key: &K,
    words: &str,
) -> Result<(), ServerError> {
    l.check_key(key).map_err(|not_until| {
        let wait = not_until.wait_time_from(DefaultClock::default().now());
        let seconds = wait.as_secs() + u64::from(wait.subsec_nanos() > 0);
        let n = seconds.max(1);
        ServerError::too_many(n, "error-busy-rate", |a| {
            let what = suffragetto_core::lang::catalogue().plain(a.lang(), words);
            a.text("what", what).number("n", n as usize)
        })
    })
}

/// The client's address as limits count it: the connection's peer, or
/// behind a reverse proxy the last address of `X-Forwarded-For` (the one
/// the proxy added).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Client(pub IpAddr);

impl FromRequestParts<AppState> for Client {
    type Rejection = ServerError;

    async fn from_request_parts(
        parts: &mut Parts,
        state: &AppState,
    ) -> Result<Client, ServerError> {
        let peer = parts
            .extensions
            .get::<ConnectInfo<SocketAddr>>()
            .map(|c| c.0.ip())
            .unwrap_or(IpAddr::V4(Ipv4Addr::UNSPECIFIED));
        let forwarded = || {
            parts
                .headers
                .get_all("x-forwarded-for")
                .iter()
                .next_back()
                .and_then(|v| v.to_str().ok())
                .and_then(|v| v.rsplit(',').next())
                .and_then(|v| v.trim().parse::<IpAddr>().ok())
        };
        let ip = if state.limits().behind_proxy {
            forwarded().unwrap_or(peer)
        } else {
            peer
        };
        Ok(Client(address_key(ip)))
    }
}
