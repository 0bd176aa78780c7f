//! A game: its start, every move and position since, and how it ended. One
//! type serves record replay, the server's tables, self-play and the command
//! line.

use super::moves::Move;
use super::position::Position;
use super::refusal::Refusal;
use super::rules::Rules;
use crate::piece::Side;
use std::fmt;
use std::sync::Arc;

/// How a game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Ending {
    /// The winner filled its target building (`win.condition`).
    Target,
    /// The loser had no legal move, which loses under `end.no_move: lose`.
    NoMove,
    /// The loser resigned.
    Resignation,
}

/// The result of a game: won (by whom and how), or not finished.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Outcome {
    /// The game is over.
    Won {
        /// Who won.
        winner: Side,
        /// How.
        ending: Ending,
    },
    /// The game goes on (or stopped at a move cap).
    Unfinished,
}

impl Outcome {
    /// The winner, if the game is over.
    pub fn winner(self) -> Option<Side> {
        match self {
            Outcome::Won { winner, .. } => Some(winner),
            Outcome::Unfinished => None,
        }
    }

    /// As a game record's `Result` tag writes it: `S`, `P` or `unfinished`.
    pub fn tag(self) -> &'static str {
        match self.winner() {
            Some(Side::Suffragettes) => "S",
            Some(Side::Police) => "P",
            None => "unfinished",
        }
    }

    /// In words: "the Suffragettes win", "unfinished".
    pub fn words(self) -> &'static str {
        match self.winner() {
            Some(Side::Suffragettes) => "the Suffragettes win",
            Some(Side::Police) => "the Police win",
            None => "unfinished",
        }
    }
}

impl fmt::Display for Outcome {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.words())
    }
}

impl Position {
    /// The outcome the rules give this position: a side has filled its
    /// target building, or, where a side without a legal move loses, the
    /// side to move has none.
    pub fn outcome(&self, rules: &Rules) -> Outcome {
        match self.winner(rules) {
            None => Outcome::Unfinished,
            Some(winner) => Outcome::Won {
                winner,
                ending: if self.target_filled(rules) {
                    Ending::Target
                } else {
                    Ending::NoMove
                },
            },
        }
    }
}

/// A game under one variant: the start position, the moves played and the
/// position after each, and a resignation if there was one.
#[derive(Clone, Debug)]
pub struct Game {
    rules: Arc<Rules>,
    positions: Vec<Position>,
    moves: Vec<Move>,
    resigned: Option<Side>,
}

impl Game {
    /// A game from `start`.
    pub fn new(rules: Arc<Rules>, start: Position) -> Game {
        Game {
            rules,
            positions: vec![start],
            moves: Vec::new(),
            resigned: None,
        }
    }

    /// The rules it is played under.
    pub fn rules(&self) -> &Rules {
        &self.rules
    }

    /// The rules, shared.
    pub fn rules_arc(&self) -> &Arc<Rules> {
        &self.rules
    }

    /// The start position.
    pub fn start(&self) -> &Position {
        &self.positions[0]
    }

    /// The current position.
    pub fn position(&self) -> &Position {
        self.positions.last().expect("a game has a start position")
    }

    /// The position after `ply` plies (0 = the start).
    pub fn position_at(&self, ply: usize) -> Option<&Position> {
        self.positions.get(ply)
    }

    /// The start and the position after each move.
    pub fn positions(&self) -> &[Position] {
        &self.positions
    }

    /// The moves played.
    pub fn moves(&self) -> &[Move] {
        &self.moves
    }

    /// Plies played.
    pub fn plies(&self) -> usize {
        self.moves.len()
    }

    /// The side that resigned, if one did.
    pub fn resigned(&self) -> Option<Side> {
        self.resigned
    }

    /// How the game stands: a resignation, else what the rules say of the
    /// current position.
    pub fn outcome(&self) -> Outcome {
        match self.resigned {
            Some(side) => Outcome::Won {
                winner: side.opponent(),
                ending: Ending::Resignation,
            },
            None => self.position().outcome(&self.rules),
        }
    }

    /// Plays `mv` if it is legal now.
    pub fn play(&mut self, mv: Move) -> Result<(), Refusal> {
        if let Outcome::Won { winner, ending } = self.outcome() {
            return Err(Refusal::GameOver { winner, ending });
        }
        self.position().check_move(&self.rules, &mv)?;
        self.play_unchecked(mv);
        Ok(())
    }

    /// Plays a move already known to be legal (from the generator, or
    /// checked by the resolver of move text).
    pub fn play_unchecked(&mut self, mv: Move) {
        let mut next = self.position().clone();
        next.play_unchecked(&self.rules, &mv);
        self.positions.push(next);
        self.moves.push(mv);
    }

    /// `side` resigns.
    pub fn resign(&mut self, side: Side) -> Result<(), Refusal> {
        if let Outcome::Won { winner, ending } = self.outcome() {
            return Err(Refusal::GameOver { winner, ending });
        }
        self.resigned = Some(side);
        Ok(())
    }
}
