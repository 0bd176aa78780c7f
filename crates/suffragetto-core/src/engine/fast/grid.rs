//! The board as seen by one side, one 64-bit word per rank: which squares
//! hold its own pieces, the opponent's pieces, or nothing. Ranks and files
//! are padded by two squares of "off the board" (no piece, not free) on
//! each side, so that the 5 x 5 window around any square, the squares a
//! step or a hop from it reads, is five shifts away. Also what one piece's
//! search read ([`Reach`]), for the counted random playouts.

use crate::board::Board;
use crate::geometry::{NUM_SQUARES, Square};
use crate::piece::Side;

/// Bit offset of the own-piece field of a rank word.
const OWN: u32 = 0;
/// Bit offset of the opponent-piece field.
const OPP: u32 = 21;
/// Bit offset of the free-square field.
const FREE: u32 = 42;
/// The own-piece field of a square, for [`Grid::flip`].
pub(super) const MINE: u64 = 1 << OWN;
/// The opponent-piece field.
pub(super) const THEIRS: u64 = 1 << OPP;
/// The free-square field.
pub(super) const VACANT: u64 = 1 << FREE;

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

/// Padded row and file of each square: (rank + 2, file); the square's bit
/// in its row is `file + 2`.
const PLACES: [(u8, u8); NUM_SQUARES] = {
    let mut t = [(0, 0); NUM_SQUARES];
    let mut i = 0;
    while i < NUM_SQUARES {
        t[i] = ((i / 17 + 2) as u8, (i % 17) as u8);
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
                grid.flip(sq, (1 << field) | VACANT);
            }
        }
        grid
    }

    /// Flips the fields `fields` (of [`MINE`], [`THEIRS`], [`VACANT`]) of `sq`.
    #[inline(always)]
    pub(super) fn flip(&mut self, sq: Square, fields: u64) {
        let (row, file) = PLACES[sq.index()];
        self.rows[row as usize] ^= fields << (file + 2);
    }

    /// Sets the fields of `sq` to what `code` (a board code) holds, seen by
    /// `side`.
    #[inline(always)]
    pub(super) fn set(&mut self, sq: Square, code: u8, side: Side) {
        let (row, file) = PLACES[sq.index()];
        let fields = match code {
            0 => VACANT,
            // Codes 1 and 2 are the Suffragettes', 3 and 4 the Police's.
            c if (c > 2) == (side == Side::Police) => MINE,
            _ => THEIRS,
        };
        let w = &mut self.rows[row as usize];
        *w = (*w & !((MINE | THEIRS | VACANT) << (file + 2))) | (fields << (file + 2));
    }

    /// The pieces of either side whose search, counted on a board where
    /// `sq` held something else, read it, unless their chains landed
    /// somewhere (see [`Reach`]): a piece on `sq`, its neighbours (for
    /// which it is a step's target or a piece to jump), and the pieces two
    /// away in a line with a piece between (for which it is a landing).
    /// As directions from `sq`: whether it holds a piece, its occupied
    /// neighbours, and the occupied squares two away behind one.
    #[inline(always)]
    pub(super) fn readers(&self, sq: Square) -> (bool, u8, u8) {
        let (row, file) = PLACES[sq.index()];
        let r = row as usize;
        let rows: [u64; 5] = self.rows[r - 2..r + 3].try_into().expect("five rows");
        // Either side's pieces, as the own field.
        let [low, below, centre, above, high] = rows.map(|w| (w | (w >> OPP)) & FILES);
        let near = file as u32 + 1;
        let (b, m, a) = (below >> near, centre >> near, above >> near);
        let ring = (b & 7) | ((m & 1) << 3) | ((m & 4) << 2) | ((a & 7) << 5);
        let five = |w: u64| (w >> file) as usize & 31;
        let far = EVENS[five(low)] | (ENDS[five(centre)] << 3) | (EVENS[five(high)] << 5);
        (m & 2 != 0, ring as u8, far & ring as u8)
    }

    /// What a step or hop from `sq` reads: its eight neighbours in each
    /// field, and which of the squares two away are free.
    #[inline(always)]
    pub(super) fn around(&self, sq: Square) -> Around {
        let (row, file) = PLACES[sq.index()];
        let r = row as usize;
        let [low, below, centre, above, high]: [u64; 5] =
            self.rows[r - 2..r + 3].try_into().expect("five rows");
        // The three files around the square as bits 0..3 of each field.
        let near = file as u32 + 1;
        let (below, middle, above) = (below >> near, centre >> near, above >> near);
        let ring = (below & (7 * EACH))
            | ((middle & EACH) << 3)
            | ((middle & (4 * EACH)) << 2)
            | ((above & (7 * EACH)) << 5);
        // The five files from two left to two right as bits 0..5 of the free field.
        let wide = file as u32 + FREE;
        let five = |w: u64| (w >> wide) as usize & 31;
        let far = EVENS[five(low)] | (ENDS[five(centre)] << 3) | (EVENS[five(high)] << 5);
        Around {
            ring: Ring(ring),
            far,
        }
    }
}

impl Grid {
    /// The squares from which a chain of the mover's could reach a capture
    /// (see [`Sources`]).
    pub(super) fn capture_sources(&self) -> Sources {
        let field = |w: u64, at: u32| ((w >> at) as u32) & FIELD;
        let mut occupied = [0u32; ROWS];
        let mut open = [0u32; ROWS];
        let mut opp = [0u32; ROWS];
        for r in 0..ROWS {
            let w = self.rows[r];
            let (own, theirs, free) = (field(w, OWN), field(w, OPP), field(w, FREE));
            occupied[r] = own | theirs;
            // The mover's own squares may be landed on: one of them is the
            // moving piece's start, free during its search.
            open[r] = free | own;
            opp[r] = theirs;
        }
        // Where a hop over an opponent onto an open square starts.
        let mut rows = [0u32; ROWS];
        // By index, as the closure below: the iterator form compiled to
        // more instructions (`docs/performance.md`).
        #[allow(clippy::needless_range_loop)]
        for r in 2..ROWS - 2 {
            rows[r] = hop_starts(&opp, &open, r, |_| !0);
        }
        // Where a hop over any piece lands in such a square, until nothing
        // is added.
        loop {
            let mut grew = false;
            for r in 2..ROWS - 2 {
                let more = hop_starts(&occupied, &open, r, |rr| rows[rr]);
                if more & !rows[r] != 0 {
                    rows[r] |= more;
                    grew = true;
                }
            }
            if !grew {
                return Sources { rows };
            }
        }
    }
}

/// The 17 files and the two padding files on each side of a field.
const FIELD: u32 = (1 << 21) - 1;

/// The squares of padded row `r` from which a hop, in some direction, goes
/// over a square of `middle` onto a square of `land` that `target` (by row)
/// also holds.
#[inline(always)]
fn hop_starts(
    middle: &[u32; ROWS],
    land: &[u32; ROWS],
    r: usize,
    target: impl Fn(usize) -> u32,
) -> u32 {
    // A square's bit in its row is its file + 2; (rank, file) steps.
    let shifted = |x: u32, df: i32| if df >= 0 { x >> df } else { x << -df };
    let mut out = 0;
    for (dr, df) in [
        (-1, -1),
        (-1, 0),
        (-1, 1),
        (0, -1),
        (0, 1),
        (1, -1),
        (1, 0),
        (1, 1),
    ] {
        let m = (r as i32 + dr) as usize;
        let l = (r as i32 + 2 * dr) as usize;
        out |= shifted(middle[m], df) & shifted(land[l] & target(l), 2 * df);
    }
    out & (0x1ffff << 2)
}

/// The squares from which a chain of the side a [`Grid`] sees the board as
/// could reach a capture: a hop over an opponent onto a free square
/// starts there, or a hop over any piece lands on such a square, and so on.
/// The rules and what a chain may not use again are left out, so it holds
/// every square from which a capture is possible (and more): a piece whose
/// square it does not hold has no chain that captures.
pub(super) struct Sources {
    rows: [u32; ROWS],
}

impl Sources {
    /// Whether `sq` is one.
    #[inline(always)]
    pub(super) fn contains(&self, sq: Square) -> bool {
        let (row, file) = PLACES[sq.index()];
        self.rows[row as usize] & (1 << (file + 2)) != 0
    }
}

/// The squares one piece's search read and depends on, as padded rank
/// words like a [`Grid`]'s fields: around its start square and around
/// every square its chains landed on, the square, its neighbours, and the
/// squares two away behind a neighbour with a piece to jump (behind an
/// empty one, or a piece the chain may not jump, a hop is impossible
/// whatever stands there; should the neighbour change, it is read).
#[derive(Clone, Copy, Default)]
pub(super) struct Reach {
    rows: [u32; ROWS],
    /// Whether a chain landed anywhere (else the piece read only the
    /// squares around itself, which [`Grid::readers`] finds).
    pub(super) far: bool,
}

impl Reach {
    /// Adds what a search reads around `sq`, whose neighbours in the
    /// directions `occupied` hold a piece it may jump.
    #[inline(always)]
    pub(super) fn add(&mut self, sq: Square, occupied: u8) {
        let (row, file) = PLACES[sq.index()];
        let r = row as usize;
        let rows: &mut [u32; 5] = (&mut self.rows[r - 2..r + 3])
            .try_into()
            .expect("five rows");
        let o = occupied as usize;
        rows[0] |= SPREAD[o & 7] << file;
        rows[1] |= 7 << (file + 1);
        rows[2] |= (7 << (file + 1)) | ((((o >> 3) & 1) | ((o >> 4) & 1) << 4) as u32) << file;
        rows[3] |= 7 << (file + 1);
        rows[4] |= SPREAD[(o >> 5) & 7] << file;
    }

    /// Adds what a search reads around `sq`, a landing of a chain.
    #[inline(always)]
    pub(super) fn add_far(&mut self, sq: Square, occupied: u8) {
        self.far = true;
        self.add(sq, occupied);
    }

    /// Whether the search read `sq`.
    #[inline(always)]
    pub(super) fn contains(&self, sq: Square) -> bool {
        let (row, file) = PLACES[sq.index()];
        self.rows[row as usize] & (1 << (file + 2)) != 0
    }
}

/// Three bits as bits 0, 2 and 4.
const SPREAD: [u32; 8] = [0, 1, 4, 5, 16, 17, 20, 21];

/// What a step or hop from one square reads.
#[derive(Clone, Copy)]
pub(super) struct Around {
    /// The eight neighbours.
    pub(super) ring: Ring,
    /// Free squares two away in each direction (a hop's landings).
    pub(super) far: u8,
}

/// Of five bits, bits 0, 2 and 4 as bits 0, 1 and 2.
const EVENS: [u8; 32] = {
    let mut t = [0; 32];
    let mut x = 0;
    while x < 32 {
        t[x] = ((x & 1) | ((x >> 1) & 2) | ((x >> 2) & 4)) as u8;
        x += 1;
    }
    t
};

/// Of five bits, bits 0 and 4 as bits 0 and 1.
const ENDS: [u8; 32] = {
    let mut t = [0; 32];
    let mut x = 0;
    while x < 32 {
        t[x] = ((x & 1) | ((x >> 3) & 2)) as u8;
        x += 1;
    }
    t
};

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
