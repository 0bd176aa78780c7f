//! A game: its start, every move and position since, and how it ended. One
//! type serves record replay, the server's tables, self-play and the command
//! line.

use super::moves::Move;
use super::position::Position;
use super::refusal::Refusal;
use super::rules::Rules;
use crate::lang::{Args, Describe, Lang, catalogue};
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

    /// In English words: "the Suffragettes win", "unfinished"; in any
    /// language through [`crate::lang::Describe`].
    pub fn words(self) -> String {
        self.describe(Lang::En)
    }
}

impl fmt::Display for Outcome {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.words())
    }
}

impl Ending {
    /// How `winner` won, in words, under `rules`: "6 Suffragettes are in
    /// the House of Commons", "the Police cannot move", "the Police
    /// resigned".
    pub fn words(self, winner: Side, rules: &Rules) -> String {
        self.words_in(winner, rules, Lang::En)
    }

    /// How `winner` won, in words of `lang` (see [`Ending::words`]).
    pub fn words_in(self, winner: Side, rules: &Rules, lang: Lang) -> String {
        ending(self, winner, rules, lang)
    }
}

impl Outcome {
    /// How the game ended, in words ([`Ending::words`]); `None` while it
    /// goes on.
    pub fn ending_words(self, rules: &Rules) -> Option<String> {
        match self {
            Outcome::Won { winner, ending } => Some(ending.words(winner, rules)),
            Outcome::Unfinished => None,
        }
    }

    /// How the game ended, if it has.
    pub fn ending(self) -> Option<Ending> {
        match self {
            Outcome::Won { ending, .. } => Some(ending),
            Outcome::Unfinished => None,
        }
    }
}

/// A game under one variant: the start position, the moves played, the
/// current position, and a resignation if there was one. Earlier positions
/// are replayed from the start when asked for, so playing a move costs no
/// more than on a bare [`Position`].
#[derive(Clone, Debug)]
pub struct Game {
    rules: Arc<Rules>,
    start: Position,
    current: Position,
    moves: Vec<Move>,
    resigned: Option<Side>,
}

impl Game {
    /// A game from `start`.
    pub fn new(rules: Arc<Rules>, start: Position) -> Game {
        Game {
            rules,
            current: start.clone(),
            start,
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
        &self.start
    }

    /// The current position.
    pub fn position(&self) -> &Position {
        &self.current
    }

    /// The position after `ply` plies (0 = the start), replayed.
    pub fn position_at(&self, ply: usize) -> Option<Position> {
        if ply > self.moves.len() {
            return None;
        }
        if ply == self.moves.len() {
            return Some(self.current.clone());
        }
        let mut pos = self.start.clone();
        for mv in &self.moves[..ply] {
            pos.play_unchecked(&self.rules, mv);
        }
        Some(pos)
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
            None => self.current.outcome(&self.rules),
        }
    }

    /// Plays `mv` if it is legal now.
    pub fn play(&mut self, mv: Move) -> Result<(), Refusal> {
        if let Outcome::Won { winner, ending } = self.outcome() {
            return Err(Refusal::GameOver { winner, ending });
        }
        self.current.check_move(&self.rules, &mv)?;
        self.play_unchecked(mv);
        Ok(())
    }

    /// Plays a move already known to be legal (from the generator, or
    /// checked by the resolver of move text).
    pub fn play_unchecked(&mut self, mv: Move) {
        self.current.play_unchecked(&self.rules, &mv);
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

impl Describe for Outcome {
    fn describe(&self, lang: Lang) -> String {
        match self.winner() {
            Some(winner) => {
                catalogue().text("outcome-won", &Args::new(lang).side("winner", winner))
            }
            None => catalogue().plain(lang, "outcome-unfinished").to_string(),
        }
    }
}

/// How `winner` won by `ending` under `rules`, in words of `lang`.
fn ending(ending: Ending, winner: Side, rules: &Rules, lang: Lang) -> String {
    let args = Args::new(lang)
        .side("winner", winner)
        .side("loser", winner.opponent());
    match ending {
        Ending::Target => catalogue().text(
            "ending-target",
            &args
                .number("count", rules.values().win_condition as usize)
                .zone("building", winner.target_building()),
        ),
        Ending::NoMove => catalogue().text("ending-no-move", &args),
        Ending::Resignation => catalogue().text("ending-resignation", &args),
    }
}
