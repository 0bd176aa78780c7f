//! An unchecked position, as read from a position string, before it is
//! validated against a variant's rules.

use super::moves::{Counts, Offer};
use crate::board::Board;
use crate::geometry::Square;
use crate::piece::{Piece, Side, Size};
use crate::variant::values::PieceCounts;

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
    pub pending: Option<Offer>,
    /// The pending proposal was made at the start of the answerer's turn
    /// (`exchange.proposer: either`): after the answer the answerer moves
    /// (written `!` after the proposal).
    pub early: bool,
    /// Under `exchange.proposer: either`: the side to move has just moved
    /// and may now propose at the start of its opponent's turn, or pass
    /// (written `!` in the pending field).
    pub window: bool,
    /// Under `exchange.cost: free`: an exchange was made or refused this
    /// turn (written `*` in the pending field).
    pub exchanged: bool,
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
            early: false,
            window: false,
            exchanged: false,
            ply: 0,
        }
    }
}

impl Setup {
    /// A setup with these pieces on the board and `to_move` to move;
    /// nothing captured, so every other piece of a side is out of play.
    /// The one place a position is built from a list of pieces.
    pub fn from_pieces(pieces: impl IntoIterator<Item = (Square, Piece)>, to_move: Side) -> Setup {
        Setup {
            board: pieces.into_iter().collect(),
            to_move,
            ..Setup::default()
        }
    }

    /// Counts every piece of a full set (`full` a side) that is not on the
    /// board as captured.
    pub fn capture_the_rest(mut self, full: PieceCounts) -> Setup {
        for side in Side::BOTH {
            let captive = Counts {
                large: full
                    .large
                    .saturating_sub(self.board.count(side, Size::Large)),
                small: full
                    .small
                    .saturating_sub(self.board.count(side, Size::Small)),
            };
            match side {
                Side::Suffragettes => self.prison = captive,
                Side::Police => self.hospital = captive,
            }
        }
        self
    }

    /// The captured pieces of `side` (Prison for the Suffragettes, Hospital for the Police).
    pub fn captive(&self, side: Side) -> Counts {
        match side {
            Side::Suffragettes => self.prison,
            Side::Police => self.hospital,
        }
    }
}
