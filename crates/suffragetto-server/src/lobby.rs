//! The lobby's lists (`GET /api/tables`): tables waiting for a player (the
//! open seeks among them), games being played, and games finished,
//! aborted or abandoned, apart. A game nobody has moved in for longer than
//! its clock allows (or, without a clock, than the server's idle limit) is
//! abandoned: it no longer shows as being played, and stays reachable by
//! its link.

use super::ServerError;
use super::play::Clock;
use super::state::AppState;
use super::store::LobbyRow;
use serde::Serialize;
use serde_json::{Value, json};

/// Lines of each list, at most.
const PER_LIST: usize = 100;

/// Where a lobby line stands.
#[derive(Serialize, Clone, Copy, Debug, PartialEq, Eq)]
#[serde(rename_all = "snake_case")]
pub enum Standing {
    /// A seat is free.
    Waiting,
    /// Both seats are taken and the game goes on.
    Playing,
    /// Won.
    Finished,
    /// Called off without a result.
    Aborted,
    /// Nobody has moved for longer than the game allows.
    Abandoned,
}

/// A lobby line with its standing and clock.
#[derive(Serialize, Debug)]
pub struct LobbyLine {
    /// The stored line.
    #[serde(flatten)]
    pub row: LobbyRow,
    /// Where it stands.
    pub state: Standing,
    /// The time control, if any.
    pub clock: Option<Clock>,
    /// Whether it is an open seek.
    pub seek: bool,
}

/// Where `row` stands at `now` (seconds since 1970) when a game without a
/// clock counts as abandoned after `idle` seconds without a move.
pub fn standing(row: &LobbyRow, now: i64, idle: i64) -> Standing {
    use super::play::End;
    match row.play.end {
        Some(End::Aborted { .. }) => return Standing::Aborted,
        Some(_) => return Standing::Finished,
        None if row.result.is_some() => return Standing::Finished,
        None => {}
    }
    let allowed = match row.play.clock {
        Some(Clock::Correspondence { days_per_move }) => i64::from(days_per_move) * 86_400,
        _ => idle,
    };
    if now - row.updated > allowed {
        Standing::Abandoned
    } else if row.suffragettes.is_none() || row.police.is_none() {
        Standing::Waiting
    } else {
        Standing::Playing
    }
}

impl AppState {
    /// The lobby: every listed line (`tables`, as before, each with its
    /// `state`) and the three lists apart: `waiting` (the open seeks
    /// among them also in `seeks`), `playing`, `finished` (won, aborted or
    /// abandoned). Blocking.
    pub fn lobby(&self) -> Result<Value, ServerError> {
        let rows = super::storage::wait(self.store().lobby(3 * PER_LIST))?;
        let now = super::store::now();
        let idle = self.limits().idle_game.as_secs() as i64;
        let lines: Vec<LobbyLine> = rows
            .into_iter()
            .map(|row| LobbyLine {
                state: standing(&row, now, idle),
                clock: row.play.clock,
                seek: row.play.seek,
                row,
            })
            .collect();
        let of = |want: &[Standing]| -> Vec<&LobbyLine> {
            lines
                .iter()
                .filter(|l| want.contains(&l.state))
                .take(PER_LIST)
                .collect()
        };
        Ok(json!({
            "tables": lines.iter().take(PER_LIST).collect::<Vec<_>>(),
            "waiting": of(&[Standing::Waiting]),
            "seeks": self.seeks(None)?,
            "playing": of(&[Standing::Playing]),
            "finished": of(&[Standing::Finished, Standing::Aborted, Standing::Abandoned]),
        }))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::play::{End, PlayState};
    use suffragetto_core::piece::Side;

    fn row(updated: i64, police: Option<&str>, play: PlayState) -> LobbyRow {
        LobbyRow {
            id: "t".into(),
            variant: "english".into(),
            suffragettes: Some("Ada".into()),
            police: police.map(String::from),
            plies: 3,
            result: None,
            updated,
            play,
            signed_in: [false; 2],
            deleted: Vec::new(),
        }
    }

    #[test]
    fn a_game_nobody_moves_in_is_abandoned_and_an_aborted_one_is_apart() {
        let p = PlayState::default();
        assert_eq!(
            standing(&row(100, Some("Computer, strong"), p.clone()), 150, 60),
            Standing::Playing
        );
        assert_eq!(
            standing(&row(100, Some("Computer, strong"), p.clone()), 161, 60),
            Standing::Abandoned
        );
        assert_eq!(
            standing(&row(100, None, p.clone()), 120, 60),
            Standing::Waiting
        );
        let post = PlayState::new(Some(Clock::Correspondence { days_per_move: 1 }));
        assert_eq!(
            standing(&row(100, Some("Bea"), post), 100 + 86_000, 60),
            Standing::Playing,
            "a correspondence game has its days"
        );
        let mut aborted = p;
        aborted.end = Some(End::Aborted { by: Side::Police });
        assert_eq!(
            standing(&row(100, Some("Bea"), aborted), 100, 60),
            Standing::Aborted
        );
    }
}
