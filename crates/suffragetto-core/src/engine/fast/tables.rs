//! What the rules allow of each step and hop from each square, compiled
//! once per variant by asking the predicates of
//! [`legality`](crate::engine::legality) on an empty board.

use super::super::legality::{Quiet, Walk};
use super::super::rules::Tables;
use super::Forget;
use crate::geometry::{Direction, NUM_SQUARES, Square};
use crate::piece::{Piece, Side, Size};

/// What the rules allow a piece standing on one square, by direction (bit
/// `d` for direction `d`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct SquareRules {
    /// The piece may move (from its start square) or its chain may go on
    /// (from a later landing) at all.
    pub(super) go: bool,
    /// Steps onto a free neighbour that are legal (start square only).
    pub(super) step: u8,
    /// Hops over one's own piece onto a free square that are legal.
    pub(super) over_own: u8,
    /// Hops over an opponent's piece onto a free square that are legal.
    pub(super) over_opp: u8,
    /// Of those, the hops that capture.
    pub(super) capture: u8,
}

/// What a chain may not use again of the squares it has used, asked of
/// [`Walk::relands`], [`Walk::rejumps`] and [`Walk::second_capture`] once
/// per variant: the search then takes such squares out of the board it
/// reads (a landing is no longer free, a jumped piece no longer there to
/// jump) for as long as the chain stands on them, instead of asking at
/// every hop.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct Memory {
    /// The start square may not be landed on again.
    pub(super) start: bool,
    /// A square landed on may not be landed on again.
    pub(super) landed: bool,
    /// A piece jumped without capture may not be jumped again.
    pub(super) jumped: bool,
    /// A captured piece may not be jumped again.
    pub(super) captured: bool,
    /// After a capture, no hop may capture.
    pub(super) one_capture: bool,
}

impl Memory {
    /// Asks the predicates about a chain that has hopped twice, the second
    /// time capturing.
    fn compile(t: &Tables) -> Memory {
        static EMPTY: [u8; NUM_SQUARES] = [0; NUM_SQUARES];
        let mut walk = Walk::on(&EMPTY, t, Side::Suffragettes);
        let square = |i| Square::from_index(i).expect("a square");
        let piece = Piece {
            side: Side::Suffragettes,
            size: Size::Small,
        };
        let from = square(0);
        assert!(
            walk.start::<Quiet>(from, piece).is_ok(),
            "a1 is outside the buildings"
        );
        let start = walk.relands(from);
        walk.mark(square(1), square(2), false);
        let (landed, jumped) = (walk.relands(square(2)), walk.rejumps(square(1)));
        walk.mark(square(3), square(4), true);
        Memory {
            start,
            landed,
            jumped,
            captured: walk.rejumps(square(3)),
            one_capture: walk.second_capture(true),
        }
    }
}

/// [`SquareRules`] for every side, size, square, and whether the square is
/// the piece's start square or a later landing of its chain; and the
/// chain's [`Memory`] as [`Forget`].
#[derive(Clone, Debug, Default)]
pub(crate) struct FastTables {
    entries: Vec<SquareRules>,
    /// The chain's memory as the fields of the board it reads.
    pub(super) forget: Forget,
}

/// Codes of a small piece of each side (the size of the jumped piece never
/// matters to a hop).
fn occupant(side: Side) -> u8 {
    Piece {
        side,
        size: Size::Small,
    }
    .code()
}

impl FastTables {
    /// The entries of the piece whose board code is `code` (not 0): start
    /// squares, then later landings.
    #[inline(always)]
    pub(super) fn of_code(&self, code: u8) -> &[SquareRules] {
        let base = (code as usize - 1) * 2 * NUM_SQUARES;
        &self.entries[base..base + 2 * NUM_SQUARES]
    }

    /// Whether the piece whose board code is `code`, standing on `from` at
    /// the start of its move, may hop over an opponent next to it in `dir`
    /// onto a free square and capture it.
    #[inline(always)]
    pub(crate) fn first_hop_captures(&self, code: u8, from: Square, dir: Direction) -> bool {
        let r = self.of_code(code)[from.index()];
        r.go && r.over_opp & r.capture & dir.bit() != 0
    }

    /// Asks the predicates, for every side, size and square, what a step or
    /// hop in each direction may do on an otherwise empty board.
    pub(crate) fn compile(t: &Tables) -> FastTables {
        static EMPTY: [u8; NUM_SQUARES] = [0; NUM_SQUARES];
        let mut entries = Vec::with_capacity(8 * NUM_SQUARES);
        for side in Side::BOTH {
            for size in [Size::Small, Size::Large] {
                let piece = Piece { side, size };
                for later in [false, true] {
                    for cur in Square::all() {
                        let mut walk = Walk::on(&EMPTY, t, side);
                        entries.push(square_rules(&mut walk, piece, cur, later));
                    }
                }
            }
        }
        FastTables {
            entries,
            forget: Forget::new(Memory::compile(t), t.immediate_removal),
        }
    }
}

/// What `piece` may do from `cur`: its start square, or (`later`) a square
/// its chain has landed on, the chain having started far away.
fn square_rules(walk: &mut Walk<'_>, piece: Piece, cur: Square, later: bool) -> SquareRules {
    let mut r = SquareRules::default();
    if later {
        // A start square in a corner of the Prison or the Hospital, more
        // than a hop away from `cur` and outside both buildings.
        let corner = if cur.index() < NUM_SQUARES / 2 {
            NUM_SQUARES - 1
        } else {
            0
        };
        let far = Square::from_index(corner).expect("a corner");
        assert!(
            walk.start::<Quiet>(far, piece).is_ok(),
            "a piece outside the buildings may always move"
        );
    } else {
        let Ok(allowed) = walk.start::<Quiet>(cur, piece) else {
            return r;
        };
        for &(to, dir) in cur.neighbour_list() {
            if walk.step::<Quiet>(allowed, to, dir).is_ok() {
                r.step |= dir.bit();
            }
        }
        r.go = true;
    }
    let Ok(allowed) = walk.landings::<Quiet>(cur) else {
        return r;
    };
    r.go = true;
    let own = occupant(piece.side);
    let opp = occupant(piece.side.opponent());
    for &(mid, land, dir) in cur.hop_list() {
        if walk
            .hop_rule::<Quiet>(allowed, cur, mid, land, dir, own)
            .is_ok()
        {
            r.over_own |= dir.bit();
        }
        if let Ok(capture) = walk.hop_rule::<Quiet>(allowed, cur, mid, land, dir, opp) {
            r.over_opp |= dir.bit();
            if capture {
                r.capture |= dir.bit();
            }
        }
    }
    r
}
