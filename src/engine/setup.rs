//! An unchecked position, as read from a position string, before it is
//! validated against a variant's rules.

use super::board::Board;
use super::moves::Counts;
use crate::piece::Side;

/// A position as written, not yet checked: any placement, counts and turn.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Setup {
    /// Pieces on the board.
    pub board: Board,
    /// The side to move (`S` or `P`).
    pub to_move: Side,
    /// Suffragettes in Prison.
    pub prison: Counts,
    /// Police in Hospital.
    pub hospital: Counts,
    /// An exchange proposal awaiting an answer.
    pub pending: Option<Counts>,
    /// Plies played so far.
    pub ply: u32,
}

impl Default for Setup {
    /// An empty board, Suffragettes to move, nobody captured.
    fn default() -> Setup {
        Setup {
            board: Board::empty(),
            to_move: Side::Suffragettes,
            prison: Counts::default(),
            hospital: Counts::default(),
            pending: None,
            ply: 0,
        }
    }
}

impl Setup {
    /// The captured pieces of `side` (Prison for the Suffragettes, Hospital for the Police).
    pub fn captive(&self, side: Side) -> Counts {
        match side {
            Side::Suffragettes => self.prison,
            Side::Police => self.hospital,
        }
    }
}
