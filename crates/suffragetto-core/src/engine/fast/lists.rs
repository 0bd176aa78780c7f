//! Each piece's moves kept between plies, for searches that make and take
//! back moves ([`perft()`](crate::engine::perft()), and any tree search built
//! on [`MoveLists`](crate::engine::MoveLists)).
//!
//! A piece's steps and chains depend on the board alone, and of the board
//! only on the squares its search read: the same who-read-what rule the
//! random playouts keep for counts (`playout.rs`). So the lists of both
//! sides' pieces are kept per square, and after a move only the pieces
//! that read a square it changed are searched again, both sides' at once.
//!
//! [`Lists::push`] only notes the squares a move changed; the lists are
//! brought up to date when a position's moves are next asked for, for all
//! the moves noted since, at once (a search often leaves a position
//! without listing its moves). What that update replaced is kept in a
//! journal, so that [`Lists::pop`] puts it back without searching again.
//!
//! A side's moves are its pieces' lists in ascending square order: the
//! order of `piece_moves`, so a list made here is the generator's list,
//! move for move.

use super::grid::{Grid, Reach};
use super::{Search, Tables, push_steps, towards};
use crate::board::Board;
use crate::engine::movelist::PieceMoves;
use crate::engine::moves::Move;
use crate::geometry::{NUM_SQUARES, Square, SquareSet};
use crate::piece::Side;

/// What a square's piece may do, compactly: a step is one bit of a
/// byte, and only hop moves are kept as [`Move`]s (most pieces have none).
#[derive(Clone, Default)]
struct Entry {
    /// The directions of its steps (bit `d` for direction `d`), which
    /// come first in the generator's order, by direction.
    steps: u8,
    /// Its hop moves, in the generator's order.
    hops: Vec<Move>,
}

impl Entry {
    /// How many moves the piece has.
    fn len(&self) -> usize {
        self.steps.count_ones() as usize + self.hops.len()
    }

    /// Appends the piece's moves to `out`, in the generator's order.
    fn write(&self, from: Square, out: &mut Vec<Move>) {
        push_steps(from, self.steps, out);
        out.extend_from_slice(&self.hops);
    }
}

/// One move noted by [`Lists::push`].
#[derive(Clone, Copy)]
struct Frame {
    /// The squares it changed.
    changed: SquareSet,
    /// Whether the lists include it.
    applied: bool,
}

/// One update of the lists, for the noted moves from `first` on.
struct Update {
    /// The first of the frames it applied (the last is the top).
    first: usize,
    /// Where its part of the journal starts.
    journal: usize,
    /// The grids before it.
    grids: [Grid; 2],
    /// The pieces whose chains landed somewhere, before it.
    far: SquareSet,
}

/// What an update replaced of one square.
struct Replaced {
    sq: Square,
    entry: Entry,
    reach: Reach,
}

/// Every piece's moves for the position at the top of a stack of moves
/// made (see the module's description).
pub(crate) struct Lists {
    /// The board seen by each side, as of the last update.
    grids: [Grid; 2],
    /// Per square, the moves of the piece there.
    entries: Vec<Entry>,
    /// Per square, what the search of the piece there read, where its
    /// chains landed somewhere (`far`).
    reach: Vec<Reach>,
    /// Pieces whose chains landed somewhere.
    far: SquareSet,
    frames: Vec<Frame>,
    updates: Vec<Update>,
    journal: Vec<Replaced>,
    /// Empty vectors to fill.
    pool: Vec<Vec<Move>>,
    /// Scratch space for the squares an update changed.
    changed: Vec<Square>,
}

impl Lists {
    /// The lists of every piece on `board`.
    pub(crate) fn new(board: &Board, t: &Tables) -> Lists {
        let mut lists = Lists {
            grids: Side::BOTH.map(|side| Grid::new(board, side)),
            entries: vec![Entry::default(); NUM_SQUARES],
            reach: vec![Reach::default(); NUM_SQUARES],
            far: SquareSet::EMPTY,
            frames: Vec::new(),
            updates: Vec::new(),
            journal: Vec::new(),
            pool: Vec::new(),
            changed: Vec::new(),
        };
        lists.reset(board, t);
        lists
    }

    /// Forgets every move made and lists every piece on `board` afresh.
    pub(crate) fn reset(&mut self, board: &Board, t: &Tables) {
        self.frames.clear();
        self.updates.clear();
        self.forget_journal();
        self.grids = Side::BOTH.map(|side| Grid::new(board, side));
        for e in &mut self.entries {
            e.steps = 0;
            e.hops.clear();
        }
        self.far = SquareSet::EMPTY;
        board
            .occupied()
            .iter()
            .for_each(|sq| self.refresh(board, t, sq));
        // What the searches replaced is no update's to restore.
        self.forget_journal();
    }

    /// Empties the journal, its vectors back to the pool.
    fn forget_journal(&mut self) {
        while let Some(r) = self.journal.pop() {
            self.recycle(r.entry.hops);
        }
    }

    /// How many moves have been made.
    pub(crate) fn depth(&self) -> usize {
        self.frames.len()
    }

    /// Notes that `mv` was played in `before`, giving `after`.
    pub(crate) fn push(&mut self, before: &Board, mv: &Move, after: &Board) {
        let changed = match *mv {
            Move::Step { from, to } => [from, to].into_iter().collect(),
            Move::Hop { from, to, captured } => {
                let mut c = captured;
                c.insert(from);
                c.insert(to);
                c
            }
            _ => differences(before, after),
        };
        // A chain may end where it began: what it names may have stayed.
        debug_assert!(
            differences(before, after).difference(&changed).is_empty(),
            "{mv:?} changed squares it does not name"
        );
        self.frames.push(Frame {
            changed,
            applied: false,
        });
    }

    /// Takes back the last move [`push`](Lists::push)ed.
    pub(crate) fn pop(&mut self) {
        let frame = self.frames.pop().expect("a move made to take back");
        if !frame.applied {
            return;
        }
        let update = self.updates.pop().expect("the update that applied it");
        while self.journal.len() > update.journal {
            let r = self.journal.pop().expect("a journal entry");
            let now = std::mem::replace(&mut self.entries[r.sq.index()], r.entry);
            self.recycle(now.hops);
            self.reach[r.sq.index()] = r.reach;
        }
        self.grids = update.grids;
        self.far = update.far;
        for f in &mut self.frames[update.first..] {
            f.applied = false;
        }
    }

    /// Appends the moves of `side`'s pieces on `board` (the board after
    /// the moves made) to `out`, in the generator's order.
    pub(crate) fn side_moves(
        &mut self,
        board: &Board,
        t: &Tables,
        side: Side,
        out: &mut Vec<Move>,
    ) {
        self.update(board, t);
        board.pieces(side).iter().for_each(|sq| {
            self.entries[sq.index()].write(sq, out);
        });
    }

    /// How many moves `side`'s pieces on `board` (the board after the
    /// moves made) have.
    pub(crate) fn side_count(&mut self, board: &Board, t: &Tables, side: Side) -> usize {
        self.update(board, t);
        board
            .pieces(side)
            .iter()
            .map(|sq| self.entries[sq.index()].len())
            .sum()
    }

    /// Appends the moves of `side`'s pieces that capture to `out`, in the
    /// generator's order, and returns how many others they have.
    pub(crate) fn side_captures(
        &mut self,
        board: &Board,
        t: &Tables,
        side: Side,
        out: &mut Vec<Move>,
    ) -> usize {
        self.update(board, t);
        let mut quiet = 0;
        board.pieces(side).iter().for_each(|sq| {
            let entry = &self.entries[sq.index()];
            quiet += entry.steps.count_ones() as usize;
            for m in &entry.hops {
                if m.capture_count() > 0 {
                    out.push(*m);
                } else {
                    quiet += 1;
                }
            }
        });
        quiet
    }

    /// Brings the lists up to date with every move made: the pieces that
    /// read a square one of them changed are searched again on `board`.
    fn update(&mut self, board: &Board, t: &Tables) {
        let first = self
            .frames
            .iter()
            .rposition(|f| f.applied)
            .map_or(0, |i| i + 1);
        if first == self.frames.len() {
            return;
        }
        let mut changed = SquareSet::EMPTY;
        for f in &mut self.frames[first..] {
            changed = changed.union(&f.changed);
            f.applied = true;
        }
        self.updates.push(Update {
            first,
            journal: self.journal.len(),
            grids: self.grids.clone(),
            far: self.far,
        });
        let cells = board.cells();
        let mut squares = std::mem::take(&mut self.changed);
        squares.clear();
        changed.iter().for_each(|sq| squares.push(sq));
        for &sq in &squares {
            for side in Side::BOTH {
                self.grids[side as usize].set(sq, cells[sq.index()], side);
            }
        }
        // The pieces that read a changed square: on it or next to it, two
        // away behind a piece, or whose chains landed near it.
        let mut todo = changed;
        for &sq in &squares {
            let (_, mut near, mut far) = self.grids[0].readers(sq);
            while near != 0 {
                todo.insert(towards(sq, near.trailing_zeros(), 1));
                near &= near - 1;
            }
            while far != 0 {
                todo.insert(towards(sq, far.trailing_zeros(), 2));
                far &= far - 1;
            }
        }
        self.far.iter().for_each(|sq| {
            let reach = &self.reach[sq.index()];
            if squares.iter().any(|&c| reach.contains(c)) {
                todo.insert(sq);
            }
        });
        self.changed = squares;
        todo.iter().for_each(|sq| self.refresh(board, t, sq));
    }

    /// Searches the piece on `sq` (if any) again.
    fn refresh(&mut self, board: &Board, t: &Tables, sq: Square) {
        let code = board.cells()[sq.index()];
        let mut hops = self.pool.pop().unwrap_or_default();
        let mut reach = Reach::default();
        let mut steps = 0;
        if code != 0 {
            let side = (code > 2) as usize;
            let list = PieceMoves::new(&mut hops);
            let mut search = Search::new(t, &mut self.grids[side], list, Some(&mut reach));
            steps = search.piece(sq, code, false);
        }
        self.replace(sq, Entry { steps, hops }, reach);
    }

    /// Puts `entry` on `sq`, whose search read `reach`, keeping what it
    /// replaces in the journal.
    fn replace(&mut self, sq: Square, entry: Entry, reach: Reach) {
        let old = std::mem::replace(&mut self.entries[sq.index()], entry);
        self.journal.push(Replaced {
            sq,
            entry: old,
            reach: self.reach[sq.index()],
        });
        self.keep_reach(sq, reach);
    }

    /// Keeps what the search of the piece on `sq` read.
    fn keep_reach(&mut self, sq: Square, reach: Reach) {
        if reach.far {
            self.far.insert(sq);
        } else {
            self.far.remove(sq);
        }
        self.reach[sq.index()] = reach;
    }

    /// Returns an emptied vector to the pool.
    fn recycle(&mut self, mut v: Vec<Move>) {
        v.clear();
        self.pool.push(v);
    }
}

/// The squares whose contents differ between `a` and `b`.
fn differences(a: &Board, b: &Board) -> SquareSet {
    let (a, b) = (a.cells(), b.cells());
    (0..NUM_SQUARES)
        .filter(|&i| a[i] != b[i])
        .filter_map(Square::from_index)
        .collect()
}
