//! What a table's state gains as it is sent, not when it is made: each
//! side's time left at that moment (`clocks`), how long each absent player
//! has been away (`away`), and after how long away a player may be claimed
//! against (`absence_limit_ms`). A state is made once per version and may
//! be sent much later; these parts are worked out at each sending from
//! the basis kept with it.

use super::events::Presence;
use super::play::{PlayState, at};
use super::table::Table;
use super::{AppState, views::View};
use serde_json::{Value, json};
use suffragetto_core::piece::Side;

/// What the parts added at sending are worked out from.
#[derive(Clone, Debug, Default)]
pub struct Basis {
    /// The table's play state (clocks, when each seat last acted).
    pub play: PlayState,
    /// The side to move.
    pub to_move: Option<Side>,
    /// Which seats a person holds (not the computer, not free).
    pub people: [bool; 2],
    /// When the table was loaded, in milliseconds since 1970.
    pub loaded_ms: i64,
}

impl Basis {
    /// The basis of `table` now.
    pub fn of(table: &Table) -> Basis {
        let person = |s: Side| {
            let seat = table.seat(s);
            seat.nickname.is_some() && seat.agent.is_none()
        };
        Basis {
            play: table.row.play.clone(),
            to_move: Some(table.to_move()),
            people: [person(Side::Suffragettes), person(Side::Police)],
            loaded_ms: table.loaded_ms,
        }
    }

    /// Each side's time left at `now`, if the table has a clock.
    pub fn clocks(&self, now: i64) -> Value {
        let (Some(_), Some(to_move)) = (self.play.clock, self.to_move) else {
            return Value::Null;
        };
        let left = |s: Side| self.play.left_at(s, to_move, now);
        json!({ "S": left(Side::Suffragettes), "P": left(Side::Police) })
    }

    /// Since when `side`'s player has been away, in milliseconds since 1970
    /// (their last act, their page's leaving, or the table's loading,
    /// whichever came last), or `None` if it is not a person's seat or
    /// their page is open.
    pub fn away_since(&self, side: Side, present: bool, departed: Option<i64>) -> Option<i64> {
        if present || !self.people[at(side)] {
            return None;
        }
        [
            self.play.active_ms[at(side)],
            departed,
            Some(self.loaded_ms),
        ]
        .into_iter()
        .flatten()
        .max()
    }
}

fn present(p: &Presence, side: Side) -> bool {
    match side {
        Side::Suffragettes => p.suffragettes,
        Side::Police => p.police,
    }
}

impl AppState {
    /// How long `side`'s player at table `id` has been away at `now`, in
    /// milliseconds, from `basis`; `None` if they are there.
    pub(super) fn away(&self, id: &str, basis: &Basis, side: Side, now: i64) -> Option<i64> {
        let presence = self.presence(id);
        let departed = self.inner.hub.departed(id, side);
        basis
            .away_since(side, present(&presence, side), departed)
            .map(|since| (now - since).max(0))
    }

    /// The state `view` of table `id` as sent now: its JSON with the
    /// clocks, who is away and, for a read, who watches.
    pub fn sent(&self, id: &str, view: &View, with_presence: bool) -> String {
        let now = super::play::now_ms();
        let basis = &view.live;
        let away = |s: Side| json!(self.away(id, basis, s, now));
        let mut extra = vec![
            ("clocks", basis.clocks(now)),
            (
                "away",
                json!({ "S": away(Side::Suffragettes), "P": away(Side::Police) }),
            ),
            (
                "absence_limit_ms",
                json!(self.limits().absence_limit.as_millis() as u64),
            ),
        ];
        if with_presence {
            extra.push(("presence", json!(self.presence(id))));
        }
        super::snapshot::with_fields(&view.json, &extra)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::play::Clock;

    #[test]
    fn the_clock_of_the_side_to_move_runs_down_as_it_is_sent() {
        let mut play = PlayState::new(Some(Clock::Live {
            initial_s: 10,
            increment_s: 0,
        }));
        play.since_ms = Some(1_000);
        let basis = Basis {
            play,
            to_move: Some(Side::Police),
            people: [true, false],
            loaded_ms: 500,
        };
        assert_eq!(basis.clocks(4_000), json!({"S": 10_000, "P": 7_000}));
        assert_eq!(basis.clocks(20_000), json!({"S": 10_000, "P": 0}));
        assert_eq!(
            basis.away_since(Side::Suffragettes, false, Some(700)),
            Some(700)
        );
        assert_eq!(basis.away_since(Side::Suffragettes, true, Some(700)), None);
        assert_eq!(
            basis.away_since(Side::Police, false, None),
            None,
            "no person"
        );
        assert_eq!(Basis::default().clocks(1), Value::Null);
    }
}
