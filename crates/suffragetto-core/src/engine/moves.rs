//! Moves: a piece move is identified by its start, its landing and the set of
//! squares it captures (`docs/conventions.md`, convention 5); its path is recovered
//! on demand as the canonical one.

use crate::geometry::{Square, SquareSet};
use serde::Serialize;

/// The path of a step or hop chain: the squares from the start through
/// each landing, each with whether the hop onto it captures (the start
/// square's flag is always false).
pub type Path = Vec<(Square, bool)>;

/// Large and small pieces, as counted in Prison, Hospital and exchanges.
#[derive(Clone, Copy, Default, PartialEq, Eq, Hash, Debug, Serialize, PartialOrd, Ord)]
pub struct Counts {
    /// Leaders or Inspectors.
    pub large: u8,
    /// Rank-and-file pieces.
    pub small: u8,
}

impl Counts {
    /// Large plus small.
    pub const fn total(self) -> u8 {
        self.large + self.small
    }
}

impl std::fmt::Display for Counts {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}+{}", self.large, self.small)
    }
}

/// One legal action of the side to move. Ordered by kind (steps, hops,
/// exchanges, answers, pass), then by squares and counts.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub enum Move {
    /// A one-square step of the piece on `from`.
    Step {
        /// Where the piece starts.
        from: Square,
        /// The adjacent square it moves to.
        to: Square,
    },
    /// A hop or chain of hops of the piece on `from`.
    Hop {
        /// Where the piece starts.
        from: Square,
        /// Where the last hop lands.
        to: Square,
        /// The opponent pieces it captures.
        captured: SquareSet,
    },
    /// Propose (or, where no consent is needed, make) an exchange of this
    /// many large and small pieces a side.
    Exchange(Counts),
    /// Accept the pending proposal.
    Accept,
    /// Decline the pending proposal.
    Decline,
    /// Nothing else is legal.
    Pass,
}

impl Move {
    /// Start and end square of a step or hop.
    pub fn squares(&self) -> Option<(Square, Square)> {
        match *self {
            Move::Step { from, to } | Move::Hop { from, to, .. } => Some((from, to)),
            _ => None,
        }
    }

    /// The squares whose pieces the move captures (empty for all but hops).
    pub fn captured(&self) -> SquareSet {
        match self {
            Move::Hop { captured, .. } => *captured,
            _ => SquareSet::EMPTY,
        }
    }

    /// How many pieces the move captures.
    pub fn capture_count(&self) -> usize {
        match self {
            Move::Hop { captured, .. } => captured.len(),
            _ => 0,
        }
    }
}
