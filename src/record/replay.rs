//! Replaying a record under a variant: every move of the main line and of
//! every variation is checked; the first illegal one is an error naming its
//! line, column, ply and the reason under that variant.

use super::{Node, Record, RecordError, Span};
use crate::engine::{Move, Position, Rules};
use crate::notation::parse_position;
use crate::piece::Side;
use crate::variant::values::FirstPlayer;

/// One played move of the main line.
#[derive(Clone, Debug)]
pub struct ReplayStep {
    /// 1-based ply within the record.
    pub ply: u32,
    /// The position before the move.
    pub before: Position,
    /// The move.
    pub mv: Move,
    /// Its canonical text.
    pub text: String,
    /// Where it stands in the record.
    pub at: Span,
}

/// A record replayed under one variant.
#[derive(Clone, Debug)]
pub struct Replay {
    /// The start position.
    pub start: Position,
    /// Each move of the main line.
    pub steps: Vec<ReplayStep>,
    /// The final position.
    pub end: Position,
    /// The winner in the final position, if the game is over.
    pub winner: Option<Side>,
}

impl Replay {
    /// The position after `ply` plies (0 = start).
    pub fn position(&self, ply: usize) -> Option<&Position> {
        match ply {
            0 => Some(&self.start),
            p if p == self.steps.len() => Some(&self.end),
            p => self.steps.get(p).map(|s| &s.before),
        }
    }

    /// The result as a record writes it: `S`, `P` or `unfinished`.
    pub fn result(&self) -> &'static str {
        match self.winner {
            Some(Side::Suffragettes) => "S",
            Some(Side::Police) => "P",
            None => "unfinished",
        }
    }
}

fn err(file: &str, at: Span, ply: Option<u32>, message: String) -> RecordError {
    RecordError {
        file: file.to_string(),
        at,
        ply,
        message,
    }
}

impl Record {
    /// The start position: the `SetUp` tag, or the variant's start with the
    /// `FirstPlayer` tag's side to move.
    pub fn start_position(&self, rules: &Rules, file: &str) -> Result<Position, RecordError> {
        if let Some(setup) = self.tag("SetUp") {
            return parse_position(setup, rules).map_err(|e| {
                err(
                    file,
                    Span { line: 1, column: 1 },
                    None,
                    format!("tag SetUp under the {} variant: {e}", rules.id()),
                )
            });
        }
        let first = match self.tag("FirstPlayer") {
            None => rules.first_player(),
            Some("S") => Side::Suffragettes,
            Some("P") => Side::Police,
            Some(other) => {
                return Err(err(
                    file,
                    Span { line: 1, column: 1 },
                    None,
                    format!("tag FirstPlayer is `{other}`: expected S or P"),
                ));
            }
        };
        let fixed = match rules.values().setup_first_player {
            FirstPlayer::Suffragettes => Some(Side::Suffragettes),
            FirstPlayer::Police => Some(Side::Police),
            FirstPlayer::CoinToss | FirstPlayer::Unspecified => None,
        };
        if let Some(f) = fixed
            && f != first
        {
            return Err(err(
                file,
                Span { line: 1, column: 1 },
                Some(1),
                format!(
                    "the {} variant always lets the {f} begin (setup.first_player), but the record's FirstPlayer is {}",
                    rules.id(),
                    first.letter()
                ),
            ));
        }
        Ok(rules.start_with(first))
    }

    /// Replays the record under `rules`; `file` names it in errors.
    pub fn replay(&self, rules: &Rules, file: &str) -> Result<Replay, RecordError> {
        let start = self.start_position(rules, file)?;
        let (steps, end) = play_line(&mut self.moves.clone(), &start, rules, file, 0, false)?;
        let winner = end.winner(rules);
        let replay = Replay {
            start,
            steps,
            end,
            winner,
        };
        if let Some(claimed) = self.tag("Result")
            && claimed != replay.result()
        {
            let at = self
                .moves
                .last()
                .map_or(Span { line: 1, column: 1 }, |n| n.at);
            return Err(err(
                file,
                at,
                None,
                format!(
                    "tag Result says `{claimed}`, but under the {} variant the game ends `{}`",
                    rules.id(),
                    replay.result()
                ),
            ));
        }
        Ok(replay)
    }
}

/// Plays `nodes` from `pos` (whose record ply offset is `offset`), checking
/// every variation on the way; with `rewrite`, every move's text is
/// replaced by its canonical form.
fn play_line(
    nodes: &mut [Node],
    pos: &Position,
    rules: &Rules,
    file: &str,
    offset: u32,
    rewrite: bool,
) -> Result<(Vec<ReplayStep>, Position), RecordError> {
    let mut pos = pos.clone();
    let mut steps = Vec::with_capacity(nodes.len());
    for (i, node) in nodes.iter_mut().enumerate() {
        let ply = offset + i as u32 + 1;
        for variation in &mut node.variations {
            play_line(variation, &pos, rules, file, ply - 1, rewrite)?;
        }
        let mv = pos.resolve(rules, &node.text).map_err(|e| {
            err(
                file,
                node.at,
                Some(ply),
                format!("{e} (under the {} variant)", rules.id()),
            )
        })?;
        if rewrite {
            node.text = crate::notation::MoveText::from_move(&pos, rules, &mv);
        }
        let text = pos.move_text(rules, &mv);
        let before = pos.clone();
        pos.play_unchecked(rules, &mv);
        steps.push(ReplayStep {
            ply,
            before,
            mv,
            text,
            at: node.at,
        });
    }
    Ok((steps, pos))
}

impl Record {
    /// Rewrites every move (main line and variations) in canonical notation.
    pub fn canonicalize(&mut self, rules: &Rules, file: &str) -> Result<(), RecordError> {
        let start = self.start_position(rules, file)?;
        play_line(&mut self.moves, &start, rules, file, 0, true).map(|_| ())
    }
}
