//! Open seeks (docs/online-play.md): "play anyone: English rules, 10+5".
//! A player who asks for a game is seated at the oldest open seek of the
//! same rules and clock whose player is still there; if there is none,
//! their own seek opens (a listed table that waits) and pairs the next
//! player who asks.

use super::ServerError;
use super::play::Clock;
use super::seating::NewTable;
use super::state::AppState;
use super::storage::AccountId;
use super::store::Waiting;
use serde::Serialize;
use suffragetto_core::budget::Budget;
use suffragetto_core::piece::Side;

/// A new seek's player counts as there for this long before their page
/// has opened the table.
const GRACE_S: i64 = 30;

/// Seeks looked at when pairing, at most.
const LOOKED_AT: usize = 50;

/// An open seek as `GET /api/seeks` lists it.
#[derive(Serialize, Debug)]
pub struct SeekView {
    /// The table id.
    pub id: String,
    /// Where it is.
    pub url: String,
    /// Variant id.
    pub variant: String,
    /// The time control, if any.
    pub clock: Option<Clock>,
    /// The nickname of the player waiting.
    pub nickname: String,
    /// The side a taker gets.
    pub free: Side,
}

/// What a player seeking a game asks for.
#[derive(Clone, Debug)]
pub struct Seek<'a> {
    /// The player's nickname.
    pub nickname: &'a str,
    /// Variant id.
    pub variant: &'a str,
    /// The time control, if any.
    pub clock: Option<Clock>,
    /// `S`, `P` or `toss`: the side the seeker takes if their seek opens.
    pub side: &'a str,
    /// Tables the seeker already sits at: never paired with (their own
    /// seek open in another tab). Only the first [`MINE`] are looked at.
    pub mine: &'a [String],
    /// The seeker's account, if they are signed in: the seat it gets is
    /// the account's (it follows them to My tables).
    pub account: Option<AccountId>,
}

/// A seeker's own tables looked at, at most (a browser sends the newest
/// of the seats it keeps).
pub const MINE: usize = 50;

/// Where a seek seated its player: the table, the side, the seat's token
/// and whether they were paired with a waiting player (else their own seek
/// opened).
pub type Seated = (String, Side, String, bool);

impl AppState {
    /// Whether the player of seek `w` is still there: their page is open,
    /// or the seek is younger than its grace time.
    fn seeker_here(&self, w: &Waiting) -> bool {
        let p = self.presence(&w.id);
        let here = match w.free {
            Side::Suffragettes => p.police,
            Side::Police => p.suffragettes,
        };
        here || super::store::now() - w.created < GRACE_S
    }

    /// The open seeks whose player is there (of `variant`, if given).
    pub fn seeks(&self, variant: Option<&str>) -> Result<Vec<SeekView>, ServerError> {
        let waiting = super::storage::wait(self.store().waiting(variant.map(str::to_string), 200))?;
        Ok(waiting
            .into_iter()
            .filter(|w| w.play.seek && w.play.end.is_none() && self.seeker_here(w))
            .map(|w| SeekView {
                url: format!("/t/{}", w.id),
                id: w.id,
                variant: w.variant,
                clock: w.play.clock,
                nickname: w.nickname,
                free: w.free,
            })
            .collect())
    }

    /// Seats the player of `seek` at the oldest matching open seek, or
    /// opens theirs. Blocking.
    pub fn seek(&self, seek: &Seek, budget: &Budget) -> Result<Seated, ServerError> {
        let rules = self.rules(seek.variant)?;
        let clock = seek.clock.map(Clock::checked).transpose()?;
        super::text::nickname(seek.nickname)?;
        let waiting = super::storage::wait(
            self.store()
                .waiting(Some(rules.id().to_string()), LOOKED_AT),
        )?;
        let mine = &seek.mine[..seek.mine.len().min(MINE)];
        for w in waiting {
            let own = mine.contains(&w.id);
            if own || !w.play.seek || w.play.clock != clock || !self.seeker_here(&w) {
                continue;
            }
            match self.join(&w.id, seek.nickname, seek.account, budget) {
                Ok((side, token)) => return Ok((w.id, side, token, true)),
                // Taken meanwhile by another player, or the account's own
                // seek opened on another device: the next one.
                Err(e) if e.status() == axum::http::StatusCode::CONFLICT => continue,
                Err(e) => return Err(e),
            }
        }
        let (id, side, token) = self.create(
            &NewTable {
                variant: rules.id(),
                side: seek.side,
                nickname: seek.nickname,
                clock,
                seek: true,
                account: seek.account,
                ..NewTable::default()
            },
            budget,
        )?;
        Ok((id, side, token, false))
    }
}
