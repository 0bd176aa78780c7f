//! The moves one piece's chain search has found, shared by the plain and
//! the fast generator: each chain is recorded once per (landing, captured
//! set), the first time the search reaches it (`docs/conventions.md`,
//! convention 5), and where chains may revisit squares without limit the
//! (square, captured set) states already searched are remembered. Asked
//! to (`PATHS`), it also keeps the path by which the search first reached
//! each chain: the search goes in ascending index order, so that path is
//! the canonical one, and a list of moves with their paths costs one
//! generation.

use super::chainset::ChainIndex;
use super::moves::{Move, Path};
use crate::budget::{Budget, Exhausted};
use crate::geometry::{Square, SquareSet};

/// Where paths are kept and a budget given, it is asked once per this many
/// hops tried (well under a millisecond of search).
const CHECK_EVERY: u32 = 1024;

/// Longest possible chain: every hop jumps a distinct occupied square.
pub(super) const MAX_HOPS: usize = 64;

/// Writes one side's moves into `out`, a piece at a time; where `PATHS`,
/// also the path of each hop move it writes.
pub(super) struct PieceMoves<'o, const PATHS: bool = false> {
    pub(super) out: &'o mut Vec<Move>,
    /// Index in `out` of the current piece's first hop move.
    first: usize,
    /// How many pieces the current chain has captured.
    pub(super) ncaps: usize,
    /// Whether moves that capture nothing are only counted, not written.
    count_only: bool,
    /// How many moves were counted and not written.
    pub(super) counted: usize,
    /// A hop of the current piece with no landing or captures yet.
    template: Move,
    /// Landings of the current piece's chains that capture nothing.
    plain: SquareSet,
    /// Where chains may revisit squares without limit: the (square,
    /// captured set) states of the current piece already searched.
    seen: Vec<(Square, SquareSet)>,
    /// `seen`, hashed once it is long.
    seen_index: ChainIndex,
    /// The current piece's hop moves in `out`, hashed once they are many.
    written: ChainIndex,
    /// Where `PATHS`: the chain the search stands on, from the start square
    /// through each landing, each with whether the hop onto it captures.
    trail: Vec<(Square, bool)>,
    /// Where `PATHS`: the path of each hop move written, in the order of the
    /// hop moves in `out`.
    pub(super) paths: Vec<Path>,
    /// Where `PATHS`: the budget asked during the search, one unit a move
    /// written, and why it stopped the search, if it did.
    budget: Option<&'o Budget>,
    /// Hops tried since the budget was last asked.
    since_check: u32,
    /// How many of `out`'s moves were counted against the budget.
    counted_to: usize,
    /// Why the budget stopped the search, if it did.
    pub(super) stopped: Option<Exhausted>,
}

impl<'o> PieceMoves<'o> {
    /// Appends to `out`.
    pub(super) fn new(out: &'o mut Vec<Move>) -> PieceMoves<'o> {
        PieceMoves::make(out)
    }

    /// Appends to `out` only the moves that capture, and counts the others
    /// in [`counted`](PieceMoves::counted).
    pub(super) fn counting(out: &'o mut Vec<Move>) -> PieceMoves<'o> {
        PieceMoves {
            count_only: true,
            ..PieceMoves::new(out)
        }
    }
}

impl<'o> PieceMoves<'o, true> {
    /// Appends to `out`, and keeps the path of each hop move in
    /// [`paths`](PieceMoves::paths), asking `budget` during the search:
    /// when it runs out the search stops and
    /// [`stopped`](PieceMoves::stopped) says why.
    pub(super) fn with_paths_within(
        out: &'o mut Vec<Move>,
        budget: &'o Budget,
    ) -> PieceMoves<'o, true> {
        PieceMoves {
            budget: Some(budget),
            ..PieceMoves::make(out)
        }
    }
}

impl<'o, const PATHS: bool> PieceMoves<'o, PATHS> {
    /// Appends to `out`.
    fn make(out: &'o mut Vec<Move>) -> PieceMoves<'o, PATHS> {
        let a1 = Square::new(0, 0).expect("a1");
        PieceMoves {
            out,
            first: 0,
            ncaps: 0,
            count_only: false,
            counted: 0,
            template: Move::Hop {
                from: a1,
                to: a1,
                captured: SquareSet::EMPTY,
            },
            plain: SquareSet::EMPTY,
            seen: Vec::new(),
            seen_index: ChainIndex::default(),
            written: ChainIndex::default(),
            trail: Vec::new(),
            paths: Vec::new(),
            budget: None,
            since_check: 0,
            counted_to: 0,
            stopped: None,
        }
    }

    /// Whether the search is to stop: only where paths are kept under a
    /// budget that has run out (asked every [`CHECK_EVERY`] hops tried).
    #[inline(always)]
    pub(super) fn halted(&mut self) -> bool {
        if !PATHS || self.budget.is_none() {
            return false;
        }
        if self.stopped.is_some() {
            return true;
        }
        self.since_check += 1;
        self.since_check >= CHECK_EVERY && !self.ask()
    }

    /// Counts the moves written since the last count against the budget,
    /// if there is one (at the end of the search too); false once it has
    /// run out.
    pub(super) fn within_budget(&mut self) -> bool {
        if !PATHS || self.budget.is_none() {
            return true;
        }
        self.stopped.is_none() && self.ask()
    }

    fn ask(&mut self) -> bool {
        self.since_check = 0;
        let units = self.out.len().saturating_sub(self.counted_to) as u64;
        self.counted_to = self.out.len();
        match self.budget.map(|b| b.spend(units)) {
            Some(Err(e)) => {
                self.stopped = Some(e);
                false
            }
            _ => true,
        }
    }

    /// Starts the chains of the piece on `from`; `unlimited` says whether
    /// chains may revisit squares without limit.
    #[inline(always)]
    pub(super) fn begin(&mut self, from: Square, unlimited: bool) {
        self.first = self.out.len();
        self.plain = SquareSet::EMPTY;
        self.written.clear();
        if let Move::Hop { from: f, .. } = &mut self.template {
            *f = from;
        }
        if unlimited {
            self.seen.clear();
            self.seen_index.clear();
            self.seen.push((from, SquareSet::EMPTY));
        }
        if PATHS {
            self.trail.clear();
            self.trail.push((from, false));
        }
    }

    /// Notes a hop onto `land` (capturing if `capture`) at the end of the
    /// chain, before it is [`record`](PieceMoves::record)ed; undone by
    /// [`leave`](PieceMoves::leave). Does nothing unless `PATHS`.
    #[inline(always)]
    pub(super) fn enter(&mut self, land: Square, capture: bool) {
        if PATHS {
            self.trail.push((land, capture));
        }
    }

    /// Takes back the last [`enter`](PieceMoves::enter).
    #[inline(always)]
    pub(super) fn leave(&mut self) {
        if PATHS {
            self.trail.pop();
        }
    }

    /// Notes a capture along the chain (undone by [`uncapture`]).
    ///
    /// [`uncapture`]: PieceMoves::uncapture
    #[inline(always)]
    pub(super) fn capture(&mut self) {
        self.ncaps += 1;
    }

    /// Takes back the last [`capture`](PieceMoves::capture).
    #[inline(always)]
    pub(super) fn uncapture(&mut self) {
        self.ncaps -= 1;
    }

    /// Whether the chain may go on from `land` having captured `captured`:
    /// it is not too long, and, where chains may revisit squares without
    /// limit, it stands in a (square, captured set) state not searched yet.
    #[inline(always)]
    pub(super) fn go_on(&mut self, land: Square, captured: SquareSet, unlimited: bool) -> bool {
        if self.ncaps >= MAX_HOPS {
            return false;
        }
        if !unlimited {
            return true;
        }
        let state = (land, captured);
        if self.seen_index.contains(&self.seen, |s| Some(*s), &state) {
            return false;
        }
        self.seen.push(state);
        true
    }

    /// Adds the move ending on `land` with the current captures (the set
    /// `captured`), unless the piece already has that move; where only
    /// counting, a move that captures nothing is counted instead.
    #[inline(always)]
    pub(super) fn record(&mut self, land: Square, captured: &SquareSet) {
        let count = self.ncaps;
        if count == 0 {
            // Most chains capture nothing: their identity is the landing alone.
            if self.plain.contains(land) {
                return;
            }
            self.plain.insert(land);
            if self.count_only {
                self.counted += 1;
                return;
            }
        }
        // A piece's chains may reach the same move by several paths; the
        // first is kept. Linear in the piece's moves (`ChainIndex`).
        let dup = count > 0
            && self.written.contains(
                &self.out[self.first..],
                |m| match m {
                    Move::Hop {
                        to, captured: c, ..
                    } => Some((*to, *c)),
                    _ => None,
                },
                &(land, *captured),
            );
        if dup {
            return;
        }
        // Copy a move made before the search and fill in its landing and
        // captures in place: building a 48-byte move on the stack and copying
        // it stalls on store forwarding.
        self.out
            .extend_from_slice(std::slice::from_ref(&self.template));
        if let Some(Move::Hop {
            to, captured: c, ..
        }) = self.out.last_mut()
        {
            *to = land;
            if count > 0 {
                *c = *captured;
            }
        }
        if PATHS {
            // The first path to reach the move: its canonical one.
            self.paths.push(self.trail.clone());
        }
    }
}
