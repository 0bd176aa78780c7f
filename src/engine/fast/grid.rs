//! The board as seen by the side to move, one 64-bit word per rank: which
//! squares hold its own pieces, the opponent's pieces, or nothing. Ranks
//! and files are padded by two squares of "off the board" (no piece, not
//! free) on each side, so that the 5 x 5 window around any square, the
//! squares a step or a hop from it reads, is five shifts away.

use crate::board::Board;
use crate::geometry::{NUM_SQUARES, Square};
use crate::piece::Side;

/// Bit offset of the own-piece field of a rank word.
const OWN: u32 = 0;
/// Bit offset of the opponent-piece field.
const OPP: u32 = 21;
/// Bit offset of the free-square field.
const FREE: u32 = 42;
/// Padded ranks: two off the board below rank 1 and above rank 17.
const ROWS: usize = 21;

/// The 17 files of a rank, after the two padding files.
const FILES: u64 = 0x1ffff << 2;

/// The empty board: every square free.
const EMPTY: [u64; ROWS] = {
    let mut rows = [0; ROWS];
    let mut r = 2;
    while r < 19 {
        rows[r] = FILES << FREE;
        r += 1;
    }
    rows
};

/// Row and bit of each square: (rank + 2, 1 << (file + 2)).
const PLACES: [(u8, u32); NUM_SQUARES] = {
    let mut t = [(0, 0); NUM_SQUARES];
    let mut i = 0;
    while i < NUM_SQUARES {
        t[i] = ((i / 17 + 2) as u8, 1 << (i % 17 + 2));
        i += 1;
    }
    t
};

/// Which squares hold the mover's pieces, the opponent's, or nothing.
#[derive(Clone)]
pub(super) struct Grid {
    rows: [u64; ROWS],
}

impl Grid {
    /// `board` seen by `side`.
    #[inline]
    pub(super) fn new(board: &Board, side: Side) -> Grid {
        let mut grid = Grid { rows: EMPTY };
        for (who, field) in [(side, OWN), (side.opponent(), OPP)] {
            for sq in board.pieces(who).iter() {
                let (row, bit) = PLACES[sq.index()];
                grid.rows[row as usize] ^= ((1 << field) | (1 << FREE)) * bit as u64;
            }
        }
        grid
    }

    /// Turns the mover's piece on `sq` into a free square, or back.
    #[inline(always)]
    pub(super) fn toggle_own(&mut self, sq: Square) {
        let (row, bit) = PLACES[sq.index()];
        self.rows[row as usize] ^= ((1 << OWN) | (1 << FREE)) * bit as u64;
    }

    /// Turns the opponent's piece on `sq` into a free square, or back.
    #[inline(always)]
    pub(super) fn toggle_opp(&mut self, sq: Square) {
        let (row, bit) = PLACES[sq.index()];
        self.rows[row as usize] ^= ((1 << OPP) | (1 << FREE)) * bit as u64;
    }

    /// The 5 x 5 squares centred on `sq`.
    #[inline(always)]
    pub(super) fn window(&self, sq: Square) -> Window {
        let (row, _) = PLACES[sq.index()];
        let (r, f) = (row as usize - 2, sq.file() as u32);
        let rows: &[u64; 5] = self.rows[r..r + 5].try_into().expect("five rows");
        Window(rows.map(|w| w >> f))
    }
}

/// Five rank words shifted so that bits 0..5 of each field are the files
/// from two left of the centre to two right of it.
pub(super) struct Window([u64; 5]);

/// Bits 0, 2 and 4 of `x` as bits 0, 1 and 2.
#[inline(always)]
const fn evens(x: u64) -> u8 {
    ((x & 1) | ((x >> 1) & 2) | ((x >> 2) & 4)) as u8
}

/// A bit in each of the three fields.
const EACH: u64 = 1 | (1 << OPP) | (1 << FREE);

/// The eight neighbours of the centre in each field, bit `d` for direction `d`.
#[derive(Clone, Copy)]
pub(super) struct Ring(u64);

impl Ring {
    /// Neighbours holding the mover's pieces.
    #[inline(always)]
    pub(super) fn own(self) -> u8 {
        (self.0 >> OWN) as u8
    }

    /// Neighbours holding the opponent's pieces.
    #[inline(always)]
    pub(super) fn opp(self) -> u8 {
        (self.0 >> OPP) as u8
    }

    /// Free neighbours (a step's targets).
    #[inline(always)]
    pub(super) fn free(self) -> u8 {
        (self.0 >> FREE) as u8
    }
}

impl Window {
    /// The eight neighbours in all three fields at once (the directions
    /// ascend with the square index, as the window's bits do).
    #[inline(always)]
    pub(super) fn ring(&self) -> Ring {
        let [_, below, centre, above, _] = self.0.map(|w| w >> 1);
        Ring(
            (below & (7 * EACH))
                | ((centre & EACH) << 3)
                | ((centre & (4 * EACH)) << 2)
                | ((above & (7 * EACH)) << 5),
        )
    }

    /// Free squares two away in each direction (a hop's landings).
    #[inline(always)]
    pub(super) fn free_far(&self) -> u8 {
        let [low, _, centre, _, high] = self.0.map(|w| w >> FREE);
        evens(low)
            | ((centre & 1) << 3) as u8
            | (((centre >> 4) & 1) << 4) as u8
            | (evens(high) << 5)
    }
}
