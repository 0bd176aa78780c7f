//! The conventions of online play that the 1908 rules say nothing of
//! (docs/online-play.md): a table's clock, how its game ended when not by
//! the rules (a flag fell, a player left and was claimed against, the game
//! was aborted), a takeback offered, and when each seat last acted. Stored
//! with the table as one JSON field whose every part has a default, so a
//! row written by an older server reads as "no clock, nothing pending",
//! and parts a later server adds are ignored by this one.

use serde::{Deserialize, Serialize};
use suffragetto_core::lang::{Args, Lang, catalogue};
use suffragetto_core::piece::Side;

/// Milliseconds in a day.
const DAY_MS: i64 = 86_400_000;

/// A table's time control, as `POST /api/tables` takes it.
#[derive(Serialize, Deserialize, Clone, Copy, Debug, PartialEq, Eq)]
#[serde(untagged)]
pub enum Clock {
    /// A live clock: `initial_s` seconds each, `increment_s` more after
    /// every move.
    Live {
        /// Seconds each side starts with.
        initial_s: u32,
        /// Seconds added after each of the side's moves.
        increment_s: u32,
    },
    /// Correspondence: `days_per_move` days for each move.
    Correspondence {
        /// Days a side has for each move.
        days_per_move: u32,
    },
}

impl Clock {
    /// The clock if its values are within the server's range: a live clock
    /// of 1 second to 3 hours with at most 3 minutes' increment, or 1 to 14
    /// days a move.
    pub fn checked(self) -> Result<Clock, crate::ServerError> {
        match self {
            Clock::Live {
                initial_s,
                increment_s,
            } if (1..=10_800).contains(&initial_s) && increment_s <= 180 => Ok(self),
            Clock::Live { .. } => Err(crate::ServerError::bad_request("error-clock-live", |a| {
                a.text("initial", "initial_s")
                    .text("increment", "increment_s")
            })),
            Clock::Correspondence { days_per_move } if (1..=14).contains(&days_per_move) => {
                Ok(self)
            }
            Clock::Correspondence { .. } => {
                Err(crate::ServerError::bad_request("error-clock-days", |a| {
                    a.text("days", "days_per_move")
                }))
            }
        }
    }

    /// The time each side has at the start, in milliseconds.
    pub fn initial_ms(self) -> i64 {
        match self {
            Clock::Live { initial_s, .. } => i64::from(initial_s) * 1000,
            Clock::Correspondence { days_per_move } => i64::from(days_per_move) * DAY_MS,
        }
    }

    /// "10+5" or "3 days a move", as a record's `TimeControl` tag says it.
    pub fn tag(self) -> String {
        match self {
            Clock::Live {
                initial_s,
                increment_s,
            } => format!("{initial_s}+{increment_s}"),
            Clock::Correspondence { days_per_move } => format!("{days_per_move} days a move"),
        }
    }
}

/// How a game ended other than by the rules or a resignation.
#[derive(Serialize, Deserialize, Clone, Copy, Debug, PartialEq, Eq)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum End {
    /// `loser`'s time ran out.
    Time {
        /// The side whose flag fell.
        loser: Side,
    },
    /// `loser` left the game and the other side claimed it.
    Abandoned {
        /// The side that left.
        loser: Side,
    },
    /// The game was called off without a result.
    Aborted {
        /// The side that aborted it.
        by: Side,
    },
}

impl End {
    /// The winner, if the end has one.
    pub fn winner(self) -> Option<Side> {
        match self {
            End::Time { loser } | End::Abandoned { loser } => Some(loser.opponent()),
            End::Aborted { .. } => None,
        }
    }

    /// In English words, as the table's `ending` says it.
    pub fn words(self) -> String {
        self.words_in(Lang::En)
    }

    /// In words of `lang`: "the Police ran out of time".
    pub fn words_in(self, lang: Lang) -> String {
        let args = Args::new(lang);
        let (key, args) = match self {
            End::Time { loser } => ("ending-time", args.side("loser", loser)),
            End::Abandoned { loser } => ("ending-abandoned", args.side("loser", loser)),
            End::Aborted { by } => ("ending-aborted", args.side("side", by)),
        };
        catalogue().text(key, &args)
    }
}

/// A takeback offered and not yet answered.
#[derive(Serialize, Deserialize, Clone, Copy, Debug, PartialEq, Eq)]
pub struct Takeback {
    /// The side that offers it.
    pub by: Side,
    /// The plies played when it was offered (it lapses with the next move).
    pub at: usize,
    /// The plies the game goes back to if it is accepted.
    pub to: usize,
}

/// A table's state of online play, stored with it.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq, Eq)]
#[serde(default)]
pub struct PlayState {
    /// The time control, if the table has one.
    pub clock: Option<Clock>,
    /// Each side's time left, Suffragettes first, in milliseconds, as it
    /// stood when the running clock last started.
    pub left_ms: [i64; 2],
    /// Milliseconds since 1970 when the side to move's clock started, while
    /// it runs (from the second ply on, until the game ends).
    pub since_ms: Option<i64>,
    /// How the game ended, if not by the rules or a resignation.
    pub end: Option<End>,
    /// A takeback waiting for an answer.
    pub takeback: Option<Takeback>,
    /// When each seat last acted (took the seat, moved, offered or
    /// answered), Suffragettes first, in milliseconds since 1970.
    pub active_ms: [Option<i64>; 2],
    /// Changes counted in the table's version (offers, answers, ends).
    pub events: usize,
    /// Plies taken back so far.
    pub undone: usize,
    /// An open seek: anyone who asks for a game like it is paired here.
    pub seek: bool,
}

/// The index of `side` in the per-side arrays.
pub fn at(side: Side) -> usize {
    match side {
        Side::Suffragettes => 0,
        Side::Police => 1,
    }
}

/// A move that came after its side's time was out.
#[derive(Debug, PartialEq, Eq)]
pub struct Flagged;

impl PlayState {
    /// A new table's state with `clock`.
    pub fn new(clock: Option<Clock>) -> PlayState {
        let left = clock.map_or(0, Clock::initial_ms);
        PlayState {
            clock,
            left_ms: [left; 2],
            ..PlayState::default()
        }
    }

    /// The side whose clock runs with `to_move` to move, if one does.
    pub fn running(&self, to_move: Side) -> Option<Side> {
        (self.clock.is_some() && self.since_ms.is_some() && self.end.is_none()).then_some(to_move)
    }

    /// `side`'s time left at `now` (milliseconds since 1970), at least 0.
    pub fn left_at(&self, side: Side, to_move: Side, now: i64) -> i64 {
        let left = self.left_ms[at(side)];
        match (self.running(to_move), self.since_ms) {
            (Some(r), Some(since)) if r == side => (left - (now - since).max(0)).max(0),
            _ => left,
        }
    }

    /// When the running clock's flag falls, in milliseconds since 1970.
    pub fn deadline(&self, to_move: Side) -> Option<i64> {
        let r = self.running(to_move)?;
        Some(self.since_ms? + self.left_ms[at(r)])
    }

    /// Charges `mover`'s move made at `now` to its clock (with the
    /// increment), or says its flag fell first; then starts the clock of
    /// the other side if `plies_after` (the plies played with this move)
    /// is at least 2.
    pub fn on_move(&mut self, mover: Side, plies_after: usize, now: i64) -> Result<(), Flagged> {
        self.active_ms[at(mover)] = Some(now);
        let Some(clock) = self.clock else {
            return Ok(());
        };
        if let Some(since) = self.since_ms {
            let used = (now - since).max(0);
            let left = &mut self.left_ms[at(mover)];
            if used > *left {
                return Err(Flagged);
            }
            *left = match clock {
                Clock::Live { increment_s, .. } => *left - used + i64::from(increment_s) * 1000,
                Clock::Correspondence { .. } => clock.initial_ms(),
            };
        }
        self.since_ms = (plies_after >= 2).then_some(now);
        Ok(())
    }

    /// Stops the clocks at `now` with `to_move` to move (its time used so
    /// far is charged, without increment).
    pub fn stop(&mut self, to_move: Side, now: i64) {
        if self.running(to_move).is_some() {
            self.left_ms[at(to_move)] = self.left_at(to_move, to_move, now);
        }
        self.since_ms = None;
    }

    /// Ends the game with `end` at `now`, the clocks stopped and any offer
    /// withdrawn.
    pub fn finish(&mut self, end: End, to_move: Side, now: i64) {
        self.stop(to_move, now);
        self.end = Some(end);
        self.takeback = None;
        self.events += 1;
    }
}

/// Milliseconds since 1970.
pub fn now_ms() -> i64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_millis() as i64)
        .unwrap_or(0)
}

#[cfg(test)]
mod tests {
    use super::*;
    use Side::{Police as P, Suffragettes as S};

    const LIVE: Clock = Clock::Live {
        initial_s: 60,
        increment_s: 2,
    };

    #[test]
    fn a_live_clock_starts_at_the_second_ply_and_adds_the_increment() {
        let mut p = PlayState::new(Some(LIVE));
        assert_eq!(p.left_ms, [60_000, 60_000]);
        p.on_move(S, 1, 1_000).unwrap();
        assert_eq!(p.since_ms, None, "no time runs before both sides moved");
        p.on_move(P, 2, 50_000).unwrap();
        assert_eq!(p.left_ms, [60_000, 60_000]);
        assert_eq!(p.since_ms, Some(50_000));
        assert_eq!(p.left_at(S, S, 60_000), 50_000);
        assert_eq!(p.left_at(P, S, 60_000), 60_000);
        assert_eq!(p.deadline(S), Some(110_000));
        p.on_move(S, 3, 60_000).unwrap();
        assert_eq!(p.left_ms[0], 52_000, "10 s used, 2 s added");
        assert_eq!(p.running(P), Some(P));
        // A move after the flag fell is refused.
        assert_eq!(p.on_move(P, 4, 60_000 + 60_001), Err(Flagged));
        p.finish(End::Time { loser: P }, P, 130_000);
        assert_eq!(p.left_ms[1], 0);
        assert_eq!(p.running(P), None);
        assert_eq!(p.end.unwrap().winner(), Some(S));
    }

    #[test]
    fn a_correspondence_clock_gives_each_move_its_days() {
        let c = Clock::Correspondence { days_per_move: 2 };
        let mut p = PlayState::new(Some(c));
        p.on_move(S, 1, 0).unwrap();
        p.on_move(P, 2, 0).unwrap();
        p.on_move(S, 3, DAY_MS).unwrap();
        assert_eq!(p.left_ms[0], 2 * DAY_MS, "a move refills the day count");
        assert_eq!(p.left_at(P, P, 2 * DAY_MS), DAY_MS);
        assert_eq!(p.on_move(P, 4, 3 * DAY_MS + 1), Err(Flagged));
    }

    #[test]
    fn stored_state_reads_whatever_version_wrote_it() {
        let old: PlayState = serde_json::from_str("{}").unwrap();
        assert_eq!(old, PlayState::default());
        let later: PlayState =
            serde_json::from_str(r#"{"clock":{"days_per_move":3},"premoves":true}"#).unwrap();
        assert_eq!(
            later.clock,
            Some(Clock::Correspondence { days_per_move: 3 })
        );
        let p = PlayState::new(Some(LIVE));
        let back: PlayState = serde_json::from_str(&serde_json::to_string(&p).unwrap()).unwrap();
        assert_eq!(back, p);
        assert!(serde_json::from_str::<Clock>(r#"{"initial_s":1}"#).is_err());
        assert!(
            Clock::Live {
                initial_s: 0,
                increment_s: 0
            }
            .checked()
            .is_err()
        );
    }
}
