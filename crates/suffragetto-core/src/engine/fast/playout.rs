//! Random games kept up to date ply by ply. A random playout needs only how
//! many legal moves there are and the k-th of them, so it keeps, for every
//! piece of both sides, how many moves it has, and after each move counts
//! again only the pieces whose search read a square the move changed: the
//! pieces within two squares of it, and those whose chains landed near it.
//! The chosen move is then found by searching the one piece it belongs to.
//! The moves are the fast generator's, in its order, so the draw
//! `rng.random_range(0..n)` picks what it would pick from the full list.

use super::grid::{Grid, Reach};
use super::{Search, Tables, towards};
use crate::board::Board;
use crate::engine::movelist::PieceMoves;
use crate::engine::moves::Move;
use crate::engine::position::Position;
use crate::engine::rules::Rules;
use crate::geometry::{NUM_SQUARES, SIZE, Square, SquareSet};
use crate::piece::Side;
use crate::variant::values::NoMove;

/// Per side, per square, what is counted of the piece there.
#[derive(Clone, Copy, Default)]
struct Count {
    /// Its moves.
    moves: u16,
    /// The directions of its steps, which come first.
    steps: u8,
}

/// One random game's counts of moves per piece.
pub(crate) struct Playout {
    /// False where the counts cannot stand in for the list (captures are
    /// compulsory, so one piece's captures remove other pieces' moves).
    live: bool,
    /// The board seen by each side.
    grids: [Grid; 2],
    /// Per side, the piece on each square.
    counts: [[Count; NUM_SQUARES]; 2],
    /// Per side, the moves of its pieces on each rank.
    ranks: [[usize; SIZE as usize]; 2],
    /// Pieces whose chains landed somewhere, whose search read more than
    /// the squares around them.
    far: SquareSet,
    /// What each of those read, by square.
    reach: Vec<Reach>,
    /// Scratch space for the moves that capture, counted.
    scratch: Vec<Move>,
    /// Scratch space for the squares a move changed.
    changed: Vec<Square>,
}

impl Playout {
    /// The counts for `pos`.
    pub(crate) fn new(pos: &Position, rules: &Rules) -> Playout {
        let board = pos.board();
        let mut playout = Playout {
            live: !rules.t.compulsory,
            grids: Side::BOTH.map(|side| Grid::new(board, side)),
            counts: [[Count::default(); NUM_SQUARES]; 2],
            ranks: [[0; SIZE as usize]; 2],
            far: SquareSet::EMPTY,
            reach: vec![Reach::default(); NUM_SQUARES],
            scratch: Vec::with_capacity(64),
            changed: Vec::with_capacity(8),
        };
        playout.rebuild(board, &rules.t);
        playout
    }

    /// Counts every piece's moves afresh.
    fn rebuild(&mut self, board: &Board, t: &Tables) {
        if !self.live {
            return;
        }
        self.grids = Side::BOTH.map(|side| Grid::new(board, side));
        self.counts = [[Count::default(); NUM_SQUARES]; 2];
        self.ranks = [[0; SIZE as usize]; 2];
        self.far = SquareSet::EMPTY;
        for sq in board.occupied().iter() {
            self.recount(board, t, sq);
        }
    }

    /// Sets what is counted of `side`'s piece on `sq`.
    #[inline(always)]
    fn set(&mut self, side: usize, sq: Square, count: Count) {
        let old = std::mem::replace(&mut self.counts[side][sq.index()], count);
        let rank = &mut self.ranks[side][sq.rank() as usize];
        *rank = *rank + count.moves as usize - old.moves as usize;
    }

    /// Counts the moves of the piece on `sq` again.
    fn recount(&mut self, board: &Board, t: &Tables, sq: Square) {
        let code = board.cells()[sq.index()];
        let side = (code > 2) as usize;
        let mut reach = Reach::default();
        self.scratch.clear();
        let mut search = Search::new(
            t,
            &mut self.grids[side],
            PieceMoves::counting(&mut self.scratch),
            Some(&mut reach),
        );
        let steps = search.piece(sq, code, false);
        let moves = steps.count_ones() as usize + search.moves.counted + self.scratch.len();
        self.set(
            side,
            sq,
            Count {
                moves: moves as u16,
                steps,
            },
        );
        if reach.far {
            self.far.insert(sq);
            self.reach[sq.index()] = reach;
        } else {
            self.far.remove(sq);
        }
    }

    /// Forgets the piece that stood on `sq`, if any.
    fn clear(&mut self, sq: Square) {
        for side in 0..2 {
            self.set(side, sq, Count::default());
        }
        self.far.remove(sq);
    }

    /// A uniformly random legal move of `pos`, the same one that picking
    /// `rng.random_range(0..n)` from [`Position::legal_moves`]'s `n` moves
    /// gives, with the same draw; `None` when there is none. `buf` is
    /// scratch space. The counts must be those of `pos`.
    pub(crate) fn random_move<R: rand::Rng + ?Sized>(
        &mut self,
        pos: &Position,
        rules: &Rules,
        rng: &mut R,
        buf: &mut Vec<Move>,
    ) -> Option<Move> {
        use rand::RngExt;
        if !self.live || !pos.ordinary_turn(rules) {
            pos.legal_moves_into(rules, buf);
            return (!buf.is_empty()).then(|| buf[rng.random_range(0..buf.len())]);
        }
        let side = pos.to_move() as usize;
        let ranks = &self.ranks[side];
        let pieces: usize = ranks.iter().sum();
        let total = pieces + pos.exchange_options(rules).count();
        if total == 0 {
            let pass = rules.values().end_no_move == NoMove::Pass;
            return pass.then(|| {
                rng.random_range(0..1);
                Move::Pass
            });
        }
        let mut k = rng.random_range(0..total);
        if k >= pieces {
            return pos
                .exchange_options(rules)
                .map(Move::Exchange)
                .nth(k - pieces);
        }
        // The rank, then the square, whose piece has the k-th move.
        let mut rank = 0;
        while k >= ranks[rank] {
            k -= ranks[rank];
            rank += 1;
        }
        let first = Square::new(0, rank as u8).expect("a rank of the board");
        let counts = &self.counts[side][first.index()..first.index() + SIZE as usize];
        let mut file = 0;
        while k >= counts[file].moves as usize {
            k -= counts[file].moves as usize;
            file += 1;
        }
        let from = Square::new(file as u8, rank as u8).expect("a square of the board");
        let mut steps = counts[file].steps;
        let n = steps.count_ones() as usize;
        if k < n {
            for _ in 0..k {
                steps &= steps - 1;
            }
            let to = towards(from, steps.trailing_zeros(), 1);
            return Some(Move::Step { from, to });
        }
        buf.clear();
        let grid = &mut self.grids[side];
        let code = pos.board().cells()[from.index()];
        Search::new(&rules.t, grid, PieceMoves::new(buf), None).piece(from, code, false);
        debug_assert_eq!(
            n + buf.len(),
            counts[file].moves as usize,
            "the count of the piece on {from}"
        );
        Some(buf[k - n])
    }
    /// Brings the counts up to date after `mv` was played, giving `pos`.
    pub(crate) fn played(&mut self, pos: &Position, rules: &Rules, mv: &Move) {
        if !self.live {
            return;
        }
        let board = pos.board();
        let mut changed = std::mem::take(&mut self.changed);
        changed.clear();
        match *mv {
            Move::Step { from, to } => changed.extend([from, to]),
            Move::Hop { from, to, captured } => {
                changed.extend([from, to]);
                changed.extend(captured.iter());
            }
            Move::Pass => return,
            Move::Exchange(_) | Move::Accept(_) | Move::Decline => {
                return self.rebuild(board, &rules.t);
            }
        }
        let mut todo = SquareSet::EMPTY;
        for &sq in &changed {
            let code = board.cells()[sq.index()];
            for side in Side::BOTH {
                self.grids[side as usize].set(sq, code, side);
            }
            self.clear(sq);
        }
        for &sq in &changed {
            let (held, mut near, mut far) = self.grids[0].readers(sq);
            if held {
                todo.insert(sq);
            }
            while near != 0 {
                todo.insert(towards(sq, near.trailing_zeros(), 1));
                near &= near - 1;
            }
            while far != 0 {
                todo.insert(towards(sq, far.trailing_zeros(), 2));
                far &= far - 1;
            }
        }
        for sq in self.far.iter() {
            let reach = &self.reach[sq.index()];
            if changed.iter().any(|&c| reach.contains(c)) {
                todo.insert(sq);
            }
        }
        for sq in todo.iter() {
            self.recount(board, &rules.t, sq);
        }
        self.changed = changed;
    }
}
