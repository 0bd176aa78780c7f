//! The fast move generator: the same moves in the same order as the plain
//! generator of [`movegen`](super::movegen), which asks the predicates of
//! [`legality`](super::legality) one step or hop at a time, but with what
//! does not change during a game compiled into tables.
//!
//! - [`tables`]: per variant, side, size and square, which steps and hops
//!   the rules allow in each of the eight directions (and which capture),
//!   asked of [`Walk::hop_rule`], [`Walk::step`], [`Walk::start`] and
//!   [`Walk::landings`] once when the rules are built.
//! - [`grid`]: per position, the board as rank words of own pieces,
//!   opponent pieces and free squares, so that the eight neighbours and
//!   eight landings of a square are a few shifts and masks.
//!
//! At each square of a chain the candidate hops are then one mask
//! (occupied middle, free landing, allowed by the table); only what the
//! chain itself has used (squares landed on and jumped, captures so far)
//! is asked of the shared predicates [`Walk::rejumps`], [`Walk::relands`]
//! and [`Walk::second_capture`], hop by hop. The search is the plain
//! generator's depth-first search in ascending index order, so the first
//! path to each move is its canonical one (`docs/conventions.md`,
//! convention 5) and the moves come out in the same order; chains that may
//! revisit squares without limit (`hop.revisit: unlimited`) are searched
//! over (square, captured set) states as there. Every rule value is
//! covered; there is no fallback to the plain generator.

mod grid;
pub(crate) mod tables;

use super::legality::{Quiet, Walk};
use super::movelist::PieceMoves;
use super::moves::Move;
use super::position::Position;
use super::rules::Tables;
use crate::geometry::{NUM_SQUARES, Square};
use crate::piece::Piece;
use grid::Grid;
use tables::SquareRules;

/// Index offset of one step in each direction, in direction order.
const STEP: [i16; 8] = [-18, -17, -16, -1, 1, 16, 17, 18];

/// The square `times` steps from `sq` in direction `d`, known to be on the
/// board.
#[inline(always)]
fn towards(sq: Square, d: u32, times: i16) -> Square {
    let i = sq.index() as i16 + STEP[d as usize] * times;
    Square::from_index(i as usize).expect("a square on the board")
}

/// Appends the steps and hop chains of every piece of the side to move.
pub(super) fn piece_moves(pos: &Position, t: &Tables, out: &mut Vec<Move>) {
    let side = pos.to_move();
    let mut search = Search {
        walk: Walk::new(pos, t, side),
        grid: Grid::new(pos.board(), side),
        rules: &[],
        moves: PieceMoves::new(out),
    };
    for from in pos.board().pieces(side).iter() {
        let piece = pos.piece_at(from).expect("piece set matches cells");
        search.rules = t.fast.of(piece);
        search.piece(from, piece);
    }
}

/// The search over one side's pieces.
struct Search<'a, 'o> {
    /// The chain so far, and the predicates on it.
    walk: Walk<'a>,
    /// The board, the moving piece's start square free.
    grid: Grid,
    /// The moving piece's table: start squares, then later landings.
    rules: &'a [SquareRules],
    moves: PieceMoves<'o>,
}

impl Search<'_, '_> {
    /// Steps and hop chains of the piece on `from`.
    fn piece(&mut self, from: Square, piece: Piece) {
        let r = self.rules[from.index()];
        if !r.go {
            return;
        }
        let started = self.walk.start::<Quiet>(from, piece);
        debug_assert!(started.is_ok(), "the table and start() agree");
        self.grid.toggle_own(from);
        let window = self.grid.window(from);
        let mut steps = window.free_near() & r.step;
        while steps != 0 {
            let d = steps.trailing_zeros();
            steps &= steps - 1;
            self.moves.out.push(Move::Step {
                from,
                to: towards(from, d, 1),
            });
        }
        if window.own() | window.opp() != 0 {
            self.moves.begin(from, self.walk.t.unlimited);
            self.hops(from);
        }
        self.grid.toggle_own(from);
    }

    /// Records every chain continuing from `cur`.
    fn hops(&mut self, cur: Square) {
        let later = (cur != self.walk.from) as usize;
        let r = self.rules[later * NUM_SQUARES + cur.index()];
        let window = self.grid.window(cur);
        let opp = window.opp();
        let mut hops = ((window.own() & r.over_own) | (opp & r.over_opp)) & window.free_far();
        let captures = opp & r.capture;
        while hops != 0 {
            let d = hops.trailing_zeros();
            hops &= hops - 1;
            let (mid, land) = (towards(cur, d, 1), towards(cur, d, 2));
            let capture = captures & (1 << d) != 0;
            if self.walk.rejumps(mid)
                || self.walk.relands(land)
                || self.walk.second_capture(capture)
            {
                continue;
            }
            let marked = self.walk.mark(mid, land, capture);
            let t = self.walk.t;
            let removed = capture && t.immediate_removal;
            if capture {
                self.moves.capture(mid);
            }
            if removed {
                // Taken off at once: the square is free to land on, and
                // there is nothing left to jump.
                self.grid.toggle_opp(mid);
            }
            self.moves.record(land, &self.walk.captured);
            if t.chain && self.moves.go_on(land, self.walk.captured, t.unlimited) {
                self.hops(land);
            }
            if removed {
                self.grid.toggle_opp(mid);
            }
            if capture {
                self.moves.uncapture();
            }
            self.walk.unmark(mid, land, marked);
        }
    }
}
