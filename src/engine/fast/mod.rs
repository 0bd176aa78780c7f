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

use super::movelist::PieceMoves;
use super::moves::Move;
use super::position::Position;
use super::rules::{Rules, Tables};
use crate::geometry::{NUM_SQUARES, Square, SquareSet};
use grid::{Grid, MINE, THEIRS, VACANT};
use tables::{Memory, SquareRules};

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
    let board = pos.board();
    let mut search = Search::new(board, side, t, out, tally);
    for from in board.pieces(side).iter() {
        search.piece(from, board.cells()[from.index()]);
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

/// The fields of [`Grid`] a hop flips on the squares it uses that the
/// chain may not use again (from the [`Memory`] of the variant), so that
/// the search reads them as neither a piece to jump nor a free landing.
#[derive(Clone, Copy)]
struct Forget {
    /// The start square, once the piece has left it.
    start: u64,
    /// A square landed on.
    landed: u64,
    /// One's own piece jumped.
    own: u64,
    /// An opponent jumped without capture.
    opp: u64,
    /// A captured piece (taken off at once: its square is free).
    captured: u64,
    /// After a capture, the hops that may no longer capture (all or none).
    second: u8,
}

impl Forget {
    fn new(t: &Tables) -> Forget {
        let m: Memory = t.fast.memory;
        let when = |yes: bool, fields: u64| if yes { fields } else { 0 };
        Forget {
            start: MINE | when(!m.start, VACANT),
            landed: when(m.landed, VACANT),
            own: when(m.jumped, MINE),
            opp: when(m.jumped, THEIRS),
            captured: if t.immediate_removal {
                THEIRS | VACANT
            } else {
                when(m.captured, THEIRS)
            },
            second: if m.one_capture { 0xff } else { 0 },
        }
    }
}

/// The search over one side's pieces.
struct Search<'a, 'o> {
    t: &'a Tables,
    /// What a chain may not use again, taken out of `grid` while it stands.
    forget: Forget,
    /// The board; during a piece's search its start square is free (or,
    /// where it may not be landed on again, nothing at all), and so is
    /// what the chain may not use again.
    grid: Grid,
    /// The moving piece's table: start squares, then later landings.
    rules: &'a [SquareRules],
    /// The moving piece's start square.
    from: Square,
    /// The pieces the chain has captured so far.
    captured: SquareSet,
    moves: PieceMoves<'o>,
    /// Where steps are counted instead of written.
    tally: Option<&'o mut Tally>,
}

impl<'a, 'o> Search<'a, 'o> {
    /// A search of `side`'s pieces on `board`, writing into `out`.
    fn new(
        board: &crate::board::Board,
        side: crate::piece::Side,
        t: &'a Tables,
        out: &'o mut Vec<Move>,
        tally: Option<&'o mut Tally>,
    ) -> Search<'a, 'o> {
        Search {
            t,
            forget: Forget::new(t),
            grid: Grid::new(board, side),
            rules: &[],
            from: Square::new(0, 0).expect("a1"),
            captured: SquareSet::EMPTY,
            moves: PieceMoves::new(out),
            tally,
        }
    }

    /// Steps and hop chains of the piece on `from`, whose board code is `code`.
    fn piece(&mut self, from: Square, code: u8) {
        self.rules = self.t.fast.of_code(code);
        let r = self.rules[from.index()];
        if !r.go {
            return;
        }
        self.from = from;
        // The piece leaves its square, which the chain may or may not land
        // on again.
        let left = self.forget.start;
        self.grid.flip(from, left);
        let ring = self.grid.around(from).ring;
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
            self.moves.begin(from, self.t.unlimited);
            self.hops(from);
        }
        if let Some(tally) = &mut self.tally {
            tally.hops_end(self.moves.out.len());
        }
        self.grid.flip(from, left);
    }

    /// Records every chain continuing from `cur`.
    fn hops(&mut self, cur: Square) {
        let later = (cur != self.from) as usize;
        let r = self.rules[later * NUM_SQUARES + cur.index()];
        let around = self.grid.around(cur);
        let (own, opp) = (around.ring.own(), around.ring.opp());
        let mut hops = ((own & r.over_own) | (opp & r.over_opp)) & around.far;
        let captures = opp & r.capture;
        if self.moves.ncaps > 0 {
            hops &= !(captures & self.forget.second);
        }
        let t = self.t;
        let f = self.forget;
        while hops != 0 {
            let d = hops.trailing_zeros();
            hops &= hops - 1;
            let (mid, land) = (towards(cur, d, 1), towards(cur, d, 2));
            let capture = captures & (1 << d) != 0;
            let jumped = if capture {
                f.captured
            } else if own & (1 << d) != 0 {
                f.own
            } else {
                f.opp
            };
            let landed = f.landed;
            self.grid.flip(mid, jumped);
            self.grid.flip(land, landed);
            if capture {
                self.moves.capture(mid);
                self.captured.insert(mid);
            }
            self.moves.record(land, &self.captured);
            if t.chain && self.moves.go_on(land, self.captured, t.unlimited) {
                self.hops(land);
            }
            if capture {
                self.moves.uncapture();
                self.captured.remove(mid);
            }
            self.grid.flip(land, landed);
            self.grid.flip(mid, jumped);
        }
    }
}
