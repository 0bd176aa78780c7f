//! Moves: a piece move is identified by its start, its landing and the set of
//! squares it captures (`docs/conventions.md`, convention 5); its path is recovered
//! on demand as the canonical one.

use crate::geometry::{Square, SquareSet};
use crate::piece::{Side, Size};
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

/// Which squares of one side's release zone (its Prison Yard or Hospital
/// Grounds, in [`Side::release_squares`] order) an exchange fills, and with
/// which rank, where the releasing side chooses them
/// (`exchange.placement: owner_chooses`); empty where the squares follow the
/// fixed order. Two bits a square: none, large, small.
#[derive(Clone, Copy, Default, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub struct Placement(u16);

impl Placement {
    /// No squares named: the fixed order decides.
    pub const NONE: Placement = Placement(0);

    /// The rank placed on release square `i` (0 to 5), if any.
    pub fn at(self, i: usize) -> Option<Size> {
        match (self.0 >> (2 * i)) & 3 {
            1 => Some(Size::Large),
            2 => Some(Size::Small),
            _ => None,
        }
    }

    /// This placement with a piece of rank `size` on release square `i`.
    pub fn with(self, i: usize, size: Size) -> Placement {
        let bits = match size {
            Size::Large => 1,
            Size::Small => 2,
        };
        Placement((self.0 & !(3 << (2 * i))) | (bits << (2 * i)))
    }

    /// The two bits a square, as a number (for hashing positions).
    pub fn bits(self) -> u16 {
        self.0
    }

    /// Whether no square is named.
    pub fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// How many large and small pieces it places.
    pub fn counts(self) -> Counts {
        let mut c = Counts::default();
        for i in 0..6 {
            match self.at(i) {
                Some(Size::Large) => c.large += 1,
                Some(Size::Small) => c.small += 1,
                None => {}
            }
        }
        c
    }

    /// The squares of `side`'s release zone it fills, large pieces first,
    /// each rank in release order.
    pub fn squares(self, side: Side) -> Vec<(Square, Size)> {
        let all = side.release_squares();
        let mut v: Vec<(Square, Size)> = (0..6)
            .filter_map(|i| self.at(i).map(|z| (all[i], z)))
            .collect();
        v.sort_by_key(|(_, z)| *z != Size::Large);
        v
    }

    /// The placement the fixed order gives `c` on the squares `free`
    /// (indices into a side's release squares, in release order): large
    /// pieces first. `None` if they do not fit.
    pub fn fixed(c: Counts, free: &[usize]) -> Option<Placement> {
        if free.len() < c.total() as usize {
            return None;
        }
        let sizes = std::iter::repeat_n(Size::Large, c.large as usize)
            .chain(std::iter::repeat_n(Size::Small, c.small as usize));
        Some(
            free.iter()
                .zip(sizes)
                .fold(Placement::NONE, |p, (&i, z)| p.with(i, z)),
        )
    }

    /// Every placement of `c` on the squares `free` (indices into `side`'s
    /// release squares), in ascending order.
    pub fn all(c: Counts, free: &[usize]) -> Vec<Placement> {
        fn go(c: Counts, free: &[usize], acc: Placement, out: &mut Vec<Placement>) {
            if c.total() == 0 {
                out.push(acc);
                return;
            }
            let Some((&i, rest)) = free.split_first() else {
                return;
            };
            if rest.len() >= c.total() as usize {
                go(c, rest, acc, out);
            }
            if c.large > 0 {
                let c = Counts {
                    large: c.large - 1,
                    ..c
                };
                go(c, rest, acc.with(i, Size::Large), out);
            }
            if c.small > 0 {
                let c = Counts {
                    small: c.small - 1,
                    ..c
                };
                go(c, rest, acc.with(i, Size::Small), out);
            }
        }
        let mut out = Vec::new();
        go(c, free, Placement::NONE, &mut out);
        out.sort();
        out
    }
}

/// An exchange: how many pieces of each side come back, and, where the
/// releasing side chooses the squares, where the proposer puts its own.
#[derive(Clone, Copy, Default, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub struct Offer {
    /// The Suffragettes' pieces released from the Prison.
    pub suffragettes: Counts,
    /// The Police's pieces released from the Hospital.
    pub police: Counts,
    /// The proposer's squares ([`Placement::NONE`] under the fixed order).
    pub placement: Placement,
}

impl Offer {
    /// `c` pieces of each side, ranks matched, in the fixed order.
    pub const fn matched(c: Counts) -> Offer {
        Offer {
            suffragettes: c,
            police: c,
            placement: Placement::NONE,
        }
    }

    /// `side`'s pieces released.
    pub fn of(&self, side: Side) -> Counts {
        match side {
            Side::Suffragettes => self.suffragettes,
            Side::Police => self.police,
        }
    }

    /// Whether both sides get back the same ranks.
    pub fn is_matched(&self) -> bool {
        self.suffragettes == self.police
    }

    /// The pieces a side gets back (the same number for both).
    pub fn total(&self) -> u8 {
        self.suffragettes.total()
    }

    /// The same counts with no squares named.
    pub fn counts_only(&self) -> Offer {
        Offer {
            placement: Placement::NONE,
            ..*self
        }
    }
}

impl std::fmt::Display for Offer {
    /// `1+2`, `1+2/0+3` (the Suffragettes' pieces, then the Police's, where
    /// their ranks differ); the squares are written with the move, which
    /// knows the proposer.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}", self.suffragettes)?;
        if !self.is_matched() {
            write!(f, "/{}", self.police)?;
        }
        Ok(())
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
    /// Propose (or, where no consent is needed, make) an exchange.
    Exchange(Offer),
    /// Accept the pending proposal, putting one's own released pieces on
    /// these squares where the releasing side chooses them.
    Accept(Placement),
    /// Decline the pending proposal.
    Decline,
    /// Nothing else is legal; or, at the start of the opponent's turn
    /// (`exchange.proposer: either`), no exchange is proposed.
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
