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
use super::rules::{Rules, Tables};
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
    search(pos, t, out, None);
}

/// Runs the search over the pieces of the side to move; with a `tally`,
/// steps are counted there instead of written to `out`.
fn search(pos: &Position, t: &Tables, out: &mut Vec<Move>, tally: Option<&mut Tally>) {
    let side = pos.to_move();
    let mut search = Search {
        walk: Walk::new(pos, t, side),
        grid: Grid::new(pos.board(), side),
        rules: &[],
        moves: PieceMoves::new(out),
        tally,
    };
    for from in pos.board().pieces(side).iter() {
        let piece = pos.piece_at(from).expect("piece set matches cells");
        search.rules = t.fast.of(piece);
        search.piece(from, piece);
    }
}

/// Most pieces a side may have for [`random_move`] to count its steps
/// instead of writing them; with more it lists every move.
const TALLY: usize = 64;

/// Per piece of the side to move: its square, the directions of its steps,
/// and where its hop moves end in the move list.
struct Tally {
    pieces: [(Square, u8, u32); TALLY],
    len: usize,
}

impl Tally {
    #[inline(always)]
    fn push(&mut self, from: Square, steps: u8) {
        self.pieces[self.len] = (from, steps, 0);
        self.len += 1;
    }

    #[inline(always)]
    fn hops_end(&mut self, end: usize) {
        self.pieces[self.len - 1].2 = end as u32;
    }
}

/// A uniformly random legal move, the same one that picking
/// `rng.random_range(0..n)` from [`Position::legal_moves`]'s `n` moves
/// gives, with the same draw; `None` when there is none. Faster, since only
/// hop moves are written out: steps are counted, and only the chosen one is
/// made. Where captures are compulsory, or a side has more than 64 pieces,
/// it lists every move and picks from the list. `buf` is scratch space.
pub(crate) fn random_move<R: rand::Rng + ?Sized>(
    pos: &Position,
    rules: &Rules,
    rng: &mut R,
    buf: &mut Vec<Move>,
) -> Option<Move> {
    use rand::RngExt;
    let pieces = pos.board().pieces(pos.to_move()).len();
    let tallied = !rules.t.compulsory
        && pieces <= TALLY
        && !pos.target_filled(rules)
        && pos.pending().is_none();
    if !tallied {
        pos.legal_moves_into(rules, buf);
        return (!buf.is_empty()).then(|| buf[rng.random_range(0..buf.len())]);
    }
    let a1 = Square::new(0, 0).expect("a1");
    let mut tally = Tally {
        pieces: [(a1, 0, 0); TALLY],
        len: 0,
    };
    buf.clear();
    search(pos, &rules.t, buf, Some(&mut tally));
    let tally = &tally.pieces[..tally.len];
    let steps: usize = tally.iter().map(|p| p.1.count_ones() as usize).sum();
    let total = steps + buf.len() + pos.exchange_options(rules).count();
    if total == 0 {
        let pass = rules.values().end_no_move == crate::variant::values::NoMove::Pass;
        return pass.then(|| {
            rng.random_range(0..1);
            Move::Pass
        });
    }
    let mut k = rng.random_range(0..total);
    let mut hops_start = 0;
    for &(from, mut steps, hops_end) in tally {
        let n = steps.count_ones() as usize;
        if k < n {
            for _ in 0..k {
                steps &= steps - 1;
            }
            let to = towards(from, steps.trailing_zeros(), 1);
            return Some(Move::Step { from, to });
        }
        k -= n;
        let hops = hops_end as usize - hops_start;
        if k < hops {
            return Some(buf[hops_start + k]);
        }
        k -= hops;
        hops_start = hops_end as usize;
    }
    pos.exchange_options(rules).map(Move::Exchange).nth(k)
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
    /// Where steps are counted instead of written.
    tally: Option<&'o mut Tally>,
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
        let ring = self.grid.window(from).ring();
        let mut steps = ring.free() & r.step;
        if let Some(tally) = &mut self.tally {
            tally.push(from, steps);
        } else {
            while steps != 0 {
                let d = steps.trailing_zeros();
                steps &= steps - 1;
                self.moves.out.push(Move::Step {
                    from,
                    to: towards(from, d, 1),
                });
            }
        }
        if ring.own() | ring.opp() != 0 {
            self.moves.begin(from, self.walk.t.unlimited);
            self.hops(from);
        }
        if let Some(tally) = &mut self.tally {
            tally.hops_end(self.moves.out.len());
        }
        self.grid.toggle_own(from);
    }

    /// Records every chain continuing from `cur`.
    fn hops(&mut self, cur: Square) {
        let later = (cur != self.walk.from) as usize;
        let r = self.rules[later * NUM_SQUARES + cur.index()];
        let window = self.grid.window(cur);
        let ring = window.ring();
        let opp = ring.opp();
        let mut hops = ((ring.own() & r.over_own) | (opp & r.over_opp)) & window.free_far();
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
