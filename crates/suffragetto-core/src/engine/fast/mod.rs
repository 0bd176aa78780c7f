//! The fast move generator: the same moves in the same order as the plain
//! generator of [`movegen`](super::movegen), which asks the predicates of
//! [`legality`](super::legality) one step or hop at a time, but with what
//! does not change during a game compiled into tables.
//!
//! - [`tables`]: per variant, side, size and square, which steps and hops
//!   the rules allow in each of the eight directions (and which capture),
//!   asked of [`Walk::hop_rule`], [`Walk::step`], [`Walk::start`] and
//!   [`Walk::landings`] once when the rules are built; and what a chain
//!   may not use again (a square landed on, a piece jumped or captured, a
//!   second capture), asked of [`Walk::relands`], [`Walk::rejumps`] and
//!   [`Walk::second_capture`] once.
//! - [`grid`]: per position, the board as rank words of own pieces,
//!   opponent pieces and free squares, so that the eight neighbours and
//!   eight landings of a square are a few shifts and masks.
//! - [`playout`]: random games that keep each piece's number of moves
//!   between plies.
//!
//! At each square of a chain the candidate hops are then one mask
//! (occupied middle, free landing, allowed by the table). What the chain
//! has used and may not use again is out of the rank words while the chain
//! stands on it (a landing no longer free, a jumped piece no longer there),
//! so no hop asks about the chain's past. The search is the plain
//! generator's depth-first search in ascending index order, so the first
//! path to each move is its canonical one (`docs/conventions.md`,
//! convention 5) and the moves come out in the same order; chains that may
//! revisit squares without limit (`hop.revisit: unlimited`) are searched
//! over (square, captured set) states as there. Every rule value is
//! covered; there is no fallback to the plain generator.
//!
//! [`Walk::hop_rule`]: super::legality::Walk::hop_rule
//! [`Walk::step`]: super::legality::Walk::step
//! [`Walk::start`]: super::legality::Walk::start
//! [`Walk::landings`]: super::legality::Walk::landings
//! [`Walk::relands`]: super::legality::Walk::relands
//! [`Walk::rejumps`]: super::legality::Walk::rejumps
//! [`Walk::second_capture`]: super::legality::Walk::second_capture

mod grid;
mod lists;
mod playout;
pub(crate) mod tables;

pub(crate) use lists::Lists;
pub(crate) use playout::Playout;

use super::movelist::PieceMoves;
use super::moves::{Move, Path};
use super::position::Position;
use super::rules::Tables;
use crate::budget::{Budget, Exhausted};
use crate::geometry::{NUM_SQUARES, Square, SquareSet};
use grid::{Around, Grid, MINE, Reach, THEIRS, VACANT};
use tables::{Memory, SquareRules};

/// Index offset of one step in each direction, in direction order.
const STEP: [i16; 8] = [-18, -17, -16, -1, 1, 16, 17, 18];

/// The square `times` steps from `sq` in direction `d`, known to be on the
/// board.
#[inline(always)]
fn towards(sq: Square, d: u32, times: i16) -> Square {
    sq.offset(STEP[d as usize] * times)
}

/// Appends the steps from `from` in the directions `steps` (bit `d` for
/// direction `d`), in direction order: the generator's order of a piece's
/// steps.
#[inline(always)]
fn push_steps(from: Square, steps: u8, out: &mut Vec<Move>) {
    let mut rest = steps;
    while rest != 0 {
        out.push(Move::Step {
            from,
            to: towards(from, rest.trailing_zeros(), 1),
        });
        rest &= rest - 1;
    }
}

/// Appends the steps and hop chains of every piece of the side to move.
pub(super) fn piece_moves(pos: &Position, t: &Tables, out: &mut Vec<Move>) {
    side_moves(pos, t, PieceMoves::new(out));
}

/// Appends the steps and hop chains of the side to move's piece on `from`
/// (which must hold one), in [`piece_moves`]' order.
pub(super) fn moves_of_piece(pos: &Position, t: &Tables, from: Square, out: &mut Vec<Move>) {
    let board = pos.board();
    let mut grid = Grid::new(board, pos.to_move());
    Search::new(t, &mut grid, PieceMoves::new(out), None).piece(
        from,
        board.cells()[from.index()],
        true,
    );
}

/// Appends the hop chains of the side to move's pieces that capture, in
/// [`piece_moves`]' order, and returns whether they have any other step or
/// chain. A piece from whose square no chain could reach a capture
/// ([`Grid::capture_sources`]) is only asked whether it has a move.
pub(super) fn capturing_piece_moves(pos: &Position, t: &Tables, out: &mut Vec<Move>) -> bool {
    let side = pos.to_move();
    let board = pos.board();
    let mut grid = Grid::new(board, side);
    let sources = grid.capture_sources();
    let mut search = Search::new(t, &mut grid, PieceMoves::counting(out), None);
    let mut quiet = false;
    for from in board.pieces(side).iter() {
        let code = board.cells()[from.index()];
        if sources.contains(from) {
            quiet |= search.piece(from, code, false) != 0;
        } else {
            quiet |= search.can_move(from, code);
        }
    }
    quiet || search.moves.counted > 0
}

/// [`piece_moves`], and returns the path of each hop move appended, in
/// their order: the first path the search reached it by, the canonical one;
/// within `budget`, asked inside the chain search (one unit a move
/// written): where it runs out, the search stops there and the error says
/// why.
pub(super) fn piece_moves_with_paths_within(
    pos: &Position,
    t: &Tables,
    out: &mut Vec<Move>,
    budget: &Budget,
) -> Result<Vec<Path>, Exhausted> {
    match side_moves(pos, t, PieceMoves::with_paths_within(out, budget)) {
        (paths, None) => Ok(paths),
        (_, Some(e)) => Err(e),
    }
}

/// Writes the steps and hop chains of every piece of the side to move into
/// `moves`; returns the paths it kept (none unless `PATHS`) and why its
/// budget stopped it, if it has one and it did.
fn side_moves<const PATHS: bool>(
    pos: &Position,
    t: &Tables,
    moves: PieceMoves<'_, PATHS>,
) -> (Vec<Path>, Option<Exhausted>) {
    let side = pos.to_move();
    let board = pos.board();
    let mut grid = Grid::new(board, side);
    let mut search = Search::new(t, &mut grid, moves, None);
    for from in board.pieces(side).iter() {
        if !search.moves.within_budget() {
            break;
        }
        search.piece(from, board.cells()[from.index()], true);
    }
    search.moves.within_budget();
    let stopped = search.moves.stopped;
    (std::mem::take(&mut search.moves.paths), stopped)
}

/// The fields of [`Grid`] a hop flips on the squares it uses that the
/// chain may not use again (from the [`Memory`] of the variant), so that
/// the search reads them as neither a piece to jump nor a free landing.
#[derive(Clone, Copy, Debug, Default)]
pub(crate) struct Forget {
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
    /// The fields for the chain memory `m`; `immediate_removal` says
    /// whether captured pieces are taken off at once.
    fn new(m: Memory, immediate_removal: bool) -> Forget {
        let when = |yes: bool, fields: u64| if yes { fields } else { 0 };
        Forget {
            start: MINE | when(!m.start, VACANT),
            landed: when(m.landed, VACANT),
            own: when(m.jumped, MINE),
            opp: when(m.jumped, THEIRS),
            captured: if immediate_removal {
                THEIRS | VACANT
            } else {
                when(m.captured, THEIRS)
            },
            second: if m.one_capture { 0xff } else { 0 },
        }
    }
}

/// The hops a chain may make from one square, as direction masks.
#[derive(Clone, Copy)]
struct Candidates {
    hops: u8,
    /// Those of the hops over an opponent that capture.
    captures: u8,
    /// The directions of the mover's own pieces next to the square.
    own: u8,
    /// The directions of all pieces next to it (that the chain may jump).
    occupied: u8,
}

/// The search over one side's pieces; where `PATHS`, keeping the path of
/// each hop move.
struct Search<'a, 'o, const PATHS: bool = false> {
    t: &'a Tables,
    /// What a chain may not use again, taken out of `grid` while it stands.
    forget: Forget,
    /// The board; during a piece's search its start square is free (or,
    /// where it may not be landed on again, nothing at all), and so is
    /// what the chain may not use again.
    grid: &'o mut Grid,
    /// The moving piece's table: start squares, then later landings.
    rules: &'a [SquareRules],
    /// The moving piece's start square.
    from: Square,
    /// The pieces the chain has captured so far.
    captured: SquareSet,
    moves: PieceMoves<'o, PATHS>,
    /// Where the squares the search reads are noted, if anywhere.
    reach: Option<&'o mut Reach>,
}

impl<'a, 'o, const PATHS: bool> Search<'a, 'o, PATHS> {
    /// A search of the pieces of the side `grid` sees the board as,
    /// writing into `moves` and noting what it reads in `reach`.
    fn new(
        t: &'a Tables,
        grid: &'o mut Grid,
        moves: PieceMoves<'o, PATHS>,
        reach: Option<&'o mut Reach>,
    ) -> Search<'a, 'o, PATHS> {
        Search {
            t,
            forget: t.fast.forget,
            grid,
            rules: &[],
            from: Square::new(0, 0).expect("a1"),
            captured: SquareSet::EMPTY,
            moves,
            reach,
        }
    }

    /// Steps and hop chains of the piece on `from`, whose board code is
    /// `code`: the steps are written only if `write_steps`, the hop moves
    /// always; returns the directions of the steps.
    fn piece(&mut self, from: Square, code: u8, write_steps: bool) -> u8 {
        self.rules = self.t.fast.of_code(code);
        let r = self.rules[from.index()];
        if !r.go {
            return 0;
        }
        self.from = from;
        // The piece leaves its square, which the chain may or may not land
        // on again.
        let left = self.forget.start;
        self.grid.flip(from, left);
        let around = self.grid.around(from);
        let ring = around.ring;
        let steps = ring.free() & r.step;
        if write_steps {
            push_steps(from, steps, self.moves.out);
        }
        if ring.own() | ring.opp() != 0 {
            let c = self.candidates_in(from, around);
            if c.hops != 0 {
                self.moves.begin(from, self.t.unlimited);
                if self.t.unlimited {
                    self.hops::<true>(from, c);
                } else {
                    self.hops::<false>(from, c);
                }
            }
        }
        self.grid.flip(from, left);
        // A piece whose chains landed nowhere read only the squares around
        // it, which [`Grid::readers`] finds without a reach.
        if let Some(reach) = &mut self.reach
            && reach.far
        {
            reach.add(from, ring.own() | ring.opp());
        }
        steps
    }

    /// Whether the piece on `from`, whose board code is `code`, has a step
    /// or a hop (and so a move).
    fn can_move(&mut self, from: Square, code: u8) -> bool {
        self.rules = self.t.fast.of_code(code);
        let r = self.rules[from.index()];
        if !r.go {
            return false;
        }
        self.from = from;
        let left = self.forget.start;
        self.grid.flip(from, left);
        let around = self.grid.around(from);
        let any = around.ring.free() & r.step != 0 || self.candidates_in(from, around).hops != 0;
        self.grid.flip(from, left);
        any
    }

    /// The hops the rules and the board allow from `cur` (the chain's
    /// memory aside, which is out of the board), the captures among them,
    /// and the directions of the own pieces next to it.
    #[inline(always)]
    fn candidates(&self, cur: Square) -> Candidates {
        self.candidates_in(cur, self.grid.around(cur))
    }

    /// [`candidates`](Search::candidates), from what the board holds
    /// `around` `cur`.
    #[inline(always)]
    fn candidates_in(&self, cur: Square, around: Around) -> Candidates {
        let later = (cur != self.from) as usize;
        let r = self.rules[later * NUM_SQUARES + cur.index()];
        let (own, opp) = (around.ring.own(), around.ring.opp());
        let mut hops = ((own & r.over_own) | (opp & r.over_opp)) & around.far;
        let captures = opp & r.capture;
        if self.moves.ncaps > 0 {
            hops &= !(captures & self.forget.second);
        }
        Candidates {
            hops,
            captures,
            own,
            occupied: own | opp,
        }
    }

    /// Records every chain continuing from `cur` by the hops `c`, some;
    /// `UNLIMITED` says whether chains may revisit squares without limit.
    fn hops<const UNLIMITED: bool>(&mut self, cur: Square, c: Candidates) {
        let Candidates {
            mut hops,
            captures,
            own,
            ..
        } = c;
        let t = self.t;
        let f = self.forget;
        while hops != 0 {
            // Only a search under a budget that ran out stops here.
            if self.moves.halted() {
                return;
            }
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
            if capture {
                self.moves.capture();
                self.captured.insert(mid);
            }
            self.moves.enter(land, capture);
            self.moves.record(land, &self.captured);
            // Where chains may revisit squares without limit, a state
            // searched already is not read again; elsewhere the board is
            // read first, as most landings end their chains.
            if t.chain && (!UNLIMITED || self.moves.go_on(land, self.captured, true)) {
                // The hops on from `land`, read before this hop's squares
                // leave the board: they differ only in the hop back over
                // `mid`, impossible once `mid` has left (`cur` has already
                // left where it may not be landed on again).
                let mut next = self.candidates(land);
                if jumped != 0 {
                    next.hops &= !(1 << (7 - d));
                }
                if let Some(reach) = &mut self.reach {
                    reach.add_far(land, next.occupied);
                }
                // Where nothing goes on there is no call.
                if next.hops != 0 && (UNLIMITED || self.moves.go_on(land, self.captured, false)) {
                    self.grid.flip(mid, jumped);
                    self.grid.flip(land, landed);
                    self.hops::<UNLIMITED>(land, next);
                    self.grid.flip(land, landed);
                    self.grid.flip(mid, jumped);
                }
            }
            self.moves.leave();
            if capture {
                self.moves.uncapture();
                self.captured.remove(mid);
            }
        }
    }
}
