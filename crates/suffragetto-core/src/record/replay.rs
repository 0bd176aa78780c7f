//! Replaying a record under a variant: every move of the main line and of
//! every variation is checked; the first illegal one is an error naming its
//! line, column, ply and the reason under that variant.

use super::{Node, Record, RecordError, RecordReason, Span};
use crate::budget::Budget;
use crate::engine::{Game, Move, Outcome, Position, Rules};
use crate::notation::{MoveText, describe_in, parse_position, resolve, write_move};
use crate::piece::Side;
use std::sync::Arc;

/// One played move of the main line.
#[derive(Clone, Debug)]
pub struct ReplayStep {
    /// 1-based ply within the record.
    pub ply: u32,
    /// The move.
    pub mv: Move,
    /// Its canonical text.
    pub text: String,
    /// Where it stands in the record.
    pub at: Span,
}

/// A record's main line replayed under one variant.
#[derive(Clone, Debug)]
pub struct Replay {
    /// The game: start, moves, positions, outcome.
    pub game: Game,
    /// Each move of the main line, as the record writes it.
    pub steps: Vec<ReplayStep>,
}

impl Replay {
    /// The position after `ply` plies (0 = start).
    pub fn position(&self, ply: usize) -> Option<Position> {
        self.game.position_at(ply)
    }

    /// The position in which `step` was played.
    pub fn before(&self, step: &ReplayStep) -> Position {
        self.game
            .position_at(step.ply as usize - 1)
            .expect("a position before every step")
    }

    /// The start position.
    pub fn start(&self) -> &Position {
        self.game.start()
    }

    /// The final position.
    pub fn end(&self) -> &Position {
        self.game.position()
    }

    /// How the game ends under the variant.
    pub fn outcome(&self) -> Outcome {
        self.game.outcome()
    }
}

fn err(file: &str, at: Span, ply: Option<u32>, reason: RecordReason) -> RecordError {
    RecordError {
        file: file.to_string(),
        at,
        ply,
        message: reason.to_string(),
        reason: Some(Box::new(reason)),
        refused: None,
    }
}

impl Record {
    /// The start position: the `SetUp` tag, or the variant's start with the
    /// side to move the `FirstPlayer` tag names (which must agree with a
    /// variant that fixes who begins).
    pub fn start_position(&self, rules: &Rules, file: &str) -> Result<Position, RecordError> {
        let top = Span { line: 1, column: 1 };
        if let Some(setup) = self.tag("SetUp") {
            return parse_position(setup, rules).map_err(|e| {
                err(
                    file,
                    top,
                    None,
                    RecordReason::SetUp {
                        variant: rules.id().to_string(),
                        error: e,
                    },
                )
            });
        }
        let asked = match self.tag("FirstPlayer") {
            None => None,
            Some("S") => Some(Side::Suffragettes),
            Some("P") => Some(Side::Police),
            Some(other) => {
                return Err(err(
                    file,
                    top,
                    None,
                    RecordReason::FirstPlayerTag {
                        value: other.to_string(),
                    },
                ));
            }
        };
        let first = rules.first_player(asked).map_err(|r| {
            err(
                file,
                top,
                Some(1),
                RecordReason::FirstPlayer {
                    words: crate::lang::Lang::ALL
                        .into_iter()
                        .map(|l| describe_in(&r, rules, l))
                        .collect(),
                },
            )
        })?;
        Ok(rules.start_with(first))
    }

    /// Replays the record under `rules`; `file` names it in errors.
    pub fn replay(&self, rules: &Rules, file: &str) -> Result<Replay, RecordError> {
        self.replay_within(rules, file, &Budget::unlimited())
    }

    /// [`replay`](Record::replay) within `budget`, one unit a move (each
    /// move read may search the position's moves): when it runs out, an
    /// error at the move where it stopped.
    pub fn replay_within(
        &self,
        rules: &Rules,
        file: &str,
        budget: &Budget,
    ) -> Result<Replay, RecordError> {
        let mut game = Game::new(Arc::new(rules.clone()), self.start_position(rules, file)?);
        let line = Line {
            file,
            rewrite: false,
            budget,
        };
        let steps = line.play(&mut self.moves.clone(), &mut game, 0)?;
        let replay = Replay { game, steps };
        if let Some(claimed) = self.tag("Result")
            && claimed != replay.outcome().tag()
        {
            let at = self
                .moves
                .last()
                .map_or(Span { line: 1, column: 1 }, |n| n.at);
            return Err(err(
                file,
                at,
                None,
                RecordReason::Result {
                    claimed: claimed.to_string(),
                    variant: rules.id().to_string(),
                    ends: replay.outcome().tag().to_string(),
                },
            ));
        }
        Ok(replay)
    }

    /// Rewrites every move (main line and variations) in canonical notation.
    pub fn canonicalize(&mut self, rules: &Rules, file: &str) -> Result<(), RecordError> {
        let mut game = Game::new(Arc::new(rules.clone()), self.start_position(rules, file)?);
        let line = Line {
            file,
            rewrite: true,
            budget: &Budget::unlimited(),
        };
        line.play(&mut self.moves, &mut game, 0).map(|_| ())
    }
}

/// How a line of moves is played: the file named in errors, whether every
/// move's text is rewritten in canonical form, and the budget.
struct Line<'a> {
    file: &'a str,
    rewrite: bool,
    budget: &'a Budget,
}

impl Line<'_> {
    /// Plays `nodes` on `game` (whose record ply offset is `offset`),
    /// checking every variation on the way.
    fn play(
        &self,
        nodes: &mut [Node],
        game: &mut Game,
        offset: u32,
    ) -> Result<Vec<ReplayStep>, RecordError> {
        let file = self.file;
        let mut steps = Vec::with_capacity(nodes.len());
        for (i, node) in nodes.iter_mut().enumerate() {
            let ply = offset + i as u32 + 1;
            for variation in &mut node.variations {
                let mut alternative = Game::new(game.rules_arc().clone(), game.position().clone());
                self.play(variation, &mut alternative, ply - 1)?;
            }
            self.budget
                .spend(1)
                .map_err(|e| err(file, node.at, Some(ply), RecordReason::Stopped { why: e }))?;
            let rules = game.rules();
            let pos = game.position();
            let mv = resolve(pos, rules, &node.text).map_err(|e| RecordError {
                file: file.to_string(),
                at: node.at,
                ply: Some(ply),
                message: format!("{e} (under the {} variant)", rules.id()),
                reason: None,
                refused: Some(Box::new(e.clone())),
            })?;
            if self.rewrite {
                node.text = MoveText::from_move(pos, rules, &mv);
            }
            let text = write_move(pos, rules, &mv);
            game.play_unchecked(mv);
            steps.push(ReplayStep {
                ply,
                mv,
                text,
                at: node.at,
            });
        }
        Ok(steps)
    }
}
