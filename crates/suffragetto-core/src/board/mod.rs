//! Piece placement: a mailbox of 289 bytes plus one square set per side,
//! and its text form, the board field of a position string
//! ([`field`]). Below the rule variants, which give a start placement, and
//! the engine, which plays on it.

pub mod field;

use crate::geometry::{NUM_SQUARES, Square, SquareSet, Zone};
use crate::piece::{Piece, Side, Size};

/// Which piece stands on each square.
#[derive(Clone, PartialEq, Eq, Hash)]
pub struct Board {
    cells: [u8; NUM_SQUARES],
    by_side: [SquareSet; 2],
}

impl Default for Board {
    fn default() -> Board {
        Board::empty()
    }
}

impl Board {
    /// A board with no pieces.
    pub const fn empty() -> Board {
        Board {
            cells: [0; NUM_SQUARES],
            by_side: [SquareSet::EMPTY; 2],
        }
    }

    /// The piece on `sq`.
    #[inline]
    pub fn get(&self, sq: Square) -> Option<Piece> {
        Piece::from_code(self.cells[sq.index()])
    }

    /// The code of the piece on `sq` ([`Piece::code`]), 0 for none.
    #[inline]
    pub fn code(&self, sq: Square) -> u8 {
        self.cells[sq.index()]
    }

    /// The raw codes of all squares, indexed by square.
    #[inline]
    pub(crate) fn cells(&self) -> &[u8; NUM_SQUARES] {
        &self.cells
    }

    /// Puts `piece` on `sq` (or empties it).
    pub fn set(&mut self, sq: Square, piece: Option<Piece>) {
        if let Some(old) = self.get(sq) {
            self.by_side[old.side as usize].remove(sq);
        }
        self.cells[sq.index()] = piece.map_or(0, Piece::code);
        if let Some(p) = piece {
            self.by_side[p.side as usize].insert(sq);
        }
    }

    /// Moves whatever stands on `from` to the empty square `to` (nothing
    /// when they are the same square: a chain that came back).
    #[inline]
    pub(crate) fn relocate(&mut self, from: Square, to: Square) {
        if from == to {
            return;
        }
        let code = self.cells[from.index()];
        let side = (code > 2) as usize;
        self.cells[to.index()] = code;
        self.cells[from.index()] = 0;
        self.by_side[side].remove(from);
        self.by_side[side].insert(to);
    }

    /// Squares holding `side`'s pieces.
    #[inline]
    pub fn pieces(&self, side: Side) -> SquareSet {
        self.by_side[side as usize]
    }

    /// Squares holding any piece.
    pub fn occupied(&self) -> SquareSet {
        self.by_side[0].union(&self.by_side[1])
    }

    /// How many pieces of `side` and `size` stand on the board.
    pub fn count(&self, side: Side, size: Size) -> u8 {
        self.pieces(side)
            .iter()
            .filter(|&s| self.get(s).is_some_and(|p| p.size == size))
            .count() as u8
    }

    /// How many pieces of any side stand in `zone`.
    pub fn count_in(&self, zone: Zone) -> usize {
        self.occupied().iter().filter(|s| s.zone() == zone).count()
    }

    /// Every (square, piece), in square order.
    pub fn iter(&self) -> impl Iterator<Item = (Square, Piece)> + '_ {
        self.occupied()
            .iter()
            .filter_map(|s| self.get(s).map(|p| (s, p)))
    }
}

impl FromIterator<(Square, Piece)> for Board {
    /// A board with these pieces (a later piece on a square replaces an
    /// earlier one).
    fn from_iter<I: IntoIterator<Item = (Square, Piece)>>(pieces: I) -> Board {
        let mut board = Board::empty();
        for (sq, piece) in pieces {
            board.set(sq, Some(piece));
        }
        board
    }
}

impl std::fmt::Display for Board {
    /// The board field (ranks 17 to 1, see [`field`]).
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&field::write(self))
    }
}

impl std::str::FromStr for Board {
    type Err = field::BoardFieldError;

    fn from_str(s: &str) -> Result<Board, Self::Err> {
        field::parse(s)
    }
}

impl serde::Serialize for Board {
    /// As its board field.
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(&field::write(self))
    }
}

impl<'de> serde::Deserialize<'de> for Board {
    /// From a board field; a malformed one is an error naming rank and column.
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Board, D::Error> {
        let text = String::deserialize(d)?;
        field::parse(&text).map_err(serde::de::Error::custom)
    }
}

impl std::fmt::Debug for Board {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        for rank in (0..17).rev() {
            for file in 0..17 {
                let sq = Square::new(file, rank).expect("on board");
                let c = self.get(sq).map_or('.', Piece::letter);
                write!(f, "{c}")?;
            }
            writeln!(f)?;
        }
        Ok(())
    }
}
