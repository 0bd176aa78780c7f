//! Turning move text into a legal move, or saying exactly why it is not one,
//! as shakmaty's SAN module does for chess: the text is read here, each hop
//! is checked by the engine's predicates, and their refusals are put into
//! words.

use super::move_text::{MoveSyntaxError, MoveText};
use super::reasons::describe;
use crate::engine::{Move, Position, Refusal, Rules};

/// A move that is well-formed but not legal in the position, and why.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{text}: {reason}")]
pub struct IllegalMove {
    /// The move as written.
    pub text: String,
    /// The 1-based hop of a chain the refusal concerns (0: the move as a whole).
    pub hop: usize,
    /// The engine's reason.
    pub refusal: Refusal,
    /// The reason in words, naming squares, zones and the rule point.
    pub reason: String,
}

impl IllegalMove {
    /// The id of the rule point that refuses the move, if one does.
    pub fn rule_point(&self) -> Option<crate::variant::PointId> {
        self.refusal.rule_point()
    }
}

/// Move text that cannot be read, or names no legal move.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum MoveError {
    /// The text is malformed.
    #[error(transparent)]
    Syntax(#[from] MoveSyntaxError),
    /// Well-formed, but not legal here.
    #[error(transparent)]
    Illegal(#[from] IllegalMove),
}

impl MoveError {
    /// The rule point that refuses the move, if any.
    pub fn rule_point(&self) -> Option<crate::variant::PointId> {
        match self {
            MoveError::Syntax(_) => None,
            MoveError::Illegal(e) => e.rule_point(),
        }
    }
}

/// The legal move that `text` names, accepting any legal path of a chain and
/// `-` where a hop captures; otherwise the first reason it is illegal.
pub fn resolve(pos: &Position, rules: &Rules, text: &MoveText) -> Result<Move, IllegalMove> {
    let fail = |hop: usize, refusal: Refusal| {
        let phrase = describe(&refusal, rules);
        IllegalMove {
            text: text.to_string(),
            hop,
            refusal,
            reason: if hop == 0 {
                phrase
            } else {
                format!("hop {hop} {phrase}")
            },
        }
    };
    match text {
        MoveText::Accept => pos.check_answer(rules, true).map_err(|r| fail(0, r)),
        MoveText::Decline => pos.check_answer(rules, false).map_err(|r| fail(0, r)),
        MoveText::Pass => pos.check_pass(rules).map_err(|r| fail(0, r)),
        MoveText::Exchange(c) => pos.check_exchange(rules, *c).map_err(|r| fail(0, r)),
        MoveText::Path { squares, captures } => {
            let checked = pos
                .check_path(rules, squares)
                .map_err(|e| fail(e.hop, e.refusal))?;
            for (i, (hop, &written)) in checked.hops.iter().zip(captures).enumerate() {
                if let (true, Some(why)) = (written, hop.no_capture) {
                    return Err(fail(
                        i + 1,
                        Refusal::NoCapture {
                            square: hop.over,
                            why,
                        },
                    ));
                }
            }
            Ok(checked.mv)
        }
    }
}

/// Reads and resolves move text.
pub fn parse_move(pos: &Position, rules: &Rules, text: &str) -> Result<Move, MoveError> {
    let t = MoveText::parse(text)?;
    Ok(resolve(pos, rules, &t)?)
}
