//! Legal move generation: steps, hop chains, exchanges, answers to proposals
//! and pass.
//!
//! Hop chains are searched depth first, trying landings in ascending index
//! order; the search treats the start square as empty. The rules of a single
//! step or hop are the predicates of [`legality`](super::legality), asked
//! without reasons; they serve both the generator, which deduplicates moves
//! by (landing, captured set) and records no paths, and the canonical-path
//! search, which stops at the first path of a move: in this order that path
//! is the lexicographically smallest (`docs/conventions.md`, convention 5).

use super::legality::{Quiet, Walk};
use super::moves::Move;
use super::position::Position;
use super::rules::Rules;
use crate::geometry::{Square, SquareSet};
use crate::piece::Piece;
use crate::variant::values::NoMove;

/// Longest possible chain: every hop jumps a distinct occupied square.
const MAX_HOPS: usize = 64;

impl Position {
    /// Every legal move, in generation order (not sorted).
    pub fn legal_moves(&self, rules: &Rules) -> Vec<Move> {
        let mut out = Vec::with_capacity(160);
        self.legal_moves_into(rules, &mut out);
        out
    }

    /// Clears `out` and fills it with every legal move. Reusing one vector
    /// keeps generation free of allocation.
    pub fn legal_moves_into(&self, rules: &Rules, out: &mut Vec<Move>) {
        out.clear();
        if self.target_filled(rules) {
            return;
        }
        if self.pending().is_some() {
            out.extend([Move::Accept, Move::Decline]);
            return;
        }
        let t = &rules.t;
        let mut generator = Generator {
            walk: Walk::new(self, t, self.to_move()),
            out,
            first: 0,
            caps: [Square::new(0, 0).expect("a1"); MAX_HOPS],
            ncaps: 0,
            template: Move::Hop {
                from: Square::new(0, 0).expect("a1"),
                to: Square::new(0, 0).expect("a1"),
                captured: SquareSet::EMPTY,
            },
            plain: SquareSet::EMPTY,
            seen: Vec::new(),
        };
        for from in self.board().pieces(self.to_move()).iter() {
            let piece = self.piece_at(from).expect("piece set matches cells");
            generator.piece(from, piece);
        }
        out.extend(self.exchange_options(rules).map(Move::Exchange));
        if self.must_capture(rules, out) {
            out.retain(|m| m.capture_count() > 0);
        }
        if out.is_empty() && rules.values().end_no_move == NoMove::Pass {
            out.push(Move::Pass);
        }
    }

    /// Whether the side to move must capture: the variant makes capturing
    /// compulsory and one of `moves` (this position's moves) captures.
    pub(crate) fn must_capture(&self, rules: &Rules, moves: &[Move]) -> bool {
        rules.t.compulsory && moves.iter().any(|m| m.capture_count() > 0)
    }

    /// The canonical path of a step or hop chain of this position: the
    /// squares from the start through each landing, each with whether the hop
    /// onto it captures. `None` if `mv` is not a legal step or chain here.
    pub fn canonical_path(&self, rules: &Rules, mv: &Move) -> Option<Vec<(Square, bool)>> {
        let (from, to, captured) = match *mv {
            Move::Step { from, to } => return Some(vec![(from, false), (to, false)]),
            Move::Hop { from, to, captured } => (from, to, captured),
            _ => return None,
        };
        let piece = self.piece_at(from)?;
        let mut walk = Walk::new(self, &rules.t, piece.side);
        walk.start::<Quiet>(from, piece).ok()?;
        let mut path = vec![(from, false)];
        let mut states = vec![(from, SquareSet::EMPTY)];
        find(&mut walk, from, to, &captured, &mut path, &mut states).then_some(path)
    }
}

/// Depth-first search for the first path from `cur` that ends on `to`
/// having captured exactly `target`; `path` holds the squares so far. Where
/// chains may revisit squares without limit, `states` holds the (square,
/// captured set) states of the path, which it never repeats: the canonical
/// path is then the smallest that visits no state twice.
fn find(
    walk: &mut Walk<'_>,
    cur: Square,
    to: Square,
    target: &SquareSet,
    path: &mut Vec<(Square, bool)>,
    states: &mut Vec<(Square, SquareSet)>,
) -> bool {
    let Ok(allowed) = walk.landings::<Quiet>(cur) else {
        return false;
    };
    for &(mid, land, dir) in cur.hop_list() {
        let Ok(capture) = walk.hop::<Quiet>(allowed, cur, mid, land, dir) else {
            continue;
        };
        let marked = walk.mark(mid, land, capture);
        path.push((land, capture));
        if land == to && walk.captured == *target {
            return true;
        }
        let state = (land, walk.captured);
        let fresh_state = !walk.t.unlimited || !states.contains(&state);
        if fresh_state && walk.t.chain && path.len() <= MAX_HOPS {
            states.push(state);
            if find(walk, land, to, target, path, states) {
                return true;
            }
            states.pop();
        }
        path.pop();
        walk.unmark(mid, land, marked);
    }
    false
}

/// Writes the moves of each piece of the side to move into `out`.
struct Generator<'a, 'o> {
    walk: Walk<'a>,
    out: &'o mut Vec<Move>,
    /// Index in `out` of the current piece's first hop move.
    first: usize,
    /// The squares captured along the current chain, in order.
    caps: [Square; MAX_HOPS],
    ncaps: usize,
    /// A hop of the current piece with no landing or captures yet.
    template: Move,
    /// Landings of the current piece's chains that capture nothing.
    plain: SquareSet,
    /// Where chains may revisit squares without limit: the (square,
    /// captured set) states of the current piece already searched.
    seen: Vec<(Square, SquareSet)>,
}

impl Generator<'_, '_> {
    /// Steps and hop chains of the piece on `from`.
    fn piece(&mut self, from: Square, piece: Piece) {
        let Ok(allowed) = self.walk.start::<Quiet>(from, piece) else {
            return;
        };
        let cells = self.walk.cells;
        let mut crowded = false;
        for &(to, dir) in from.neighbour_list() {
            crowded |= cells[to.index()] != 0;
            if self.walk.step::<Quiet>(allowed, to, dir).is_ok() {
                self.out.push(Move::Step { from, to });
            }
        }
        if !crowded {
            // Nothing adjacent to jump.
            return;
        }
        self.first = self.out.len();
        self.plain = SquareSet::EMPTY;
        if let Move::Hop { from: f, .. } = &mut self.template {
            *f = from;
        }
        if self.walk.t.unlimited {
            self.seen.clear();
            self.seen.push((from, SquareSet::EMPTY));
        }
        self.hops(from);
    }

    /// Records every chain continuing from `cur`.
    fn hops(&mut self, cur: Square) {
        let Ok(allowed) = self.walk.landings::<Quiet>(cur) else {
            return;
        };
        for &(mid, land, dir) in cur.hop_list() {
            let Ok(capture) = self.walk.hop::<Quiet>(allowed, cur, mid, land, dir) else {
                continue;
            };
            let marked = self.walk.mark(mid, land, capture);
            if capture {
                self.caps[self.ncaps] = mid;
                self.ncaps += 1;
            }
            self.record(land);
            if self.walk.t.chain && self.ncaps < MAX_HOPS && self.new_state(land) {
                self.hops(land);
            }
            if capture {
                self.ncaps -= 1;
            }
            self.walk.unmark(mid, land, marked);
        }
    }

    /// Whether the chain standing on `land` with its captures is in a state
    /// not searched yet (always, unless chains may revisit without limit).
    #[inline(always)]
    fn new_state(&mut self, land: Square) -> bool {
        if !self.walk.t.unlimited {
            return true;
        }
        let state = (land, self.walk.captured);
        if self.seen.contains(&state) {
            return false;
        }
        self.seen.push(state);
        true
    }

    /// Adds the move ending on `land` with the current captures, unless the
    /// piece already has that move.
    fn record(&mut self, land: Square) {
        let captured = &self.walk.captured;
        let count = self.ncaps;
        if count == 0 {
            // Most chains capture nothing: their identity is the landing alone.
            if self.plain.contains(land) {
                return;
            }
            self.plain.insert(land);
        }
        let dup = count > 0
            && self.out[self.first..].iter().any(|m| match m {
                Move::Hop {
                    to, captured: c, ..
                } => *to == land && c.len() == count && c == captured,
                _ => false,
            });
        if dup {
            return;
        }
        // Copy a move made before the search and fill in its landing and
        // captures in place: building a 48-byte move on the stack and copying
        // it stalls on store forwarding.
        self.out
            .extend_from_slice(std::slice::from_ref(&self.template));
        if let Some(Move::Hop { to, captured, .. }) = self.out.last_mut() {
            *to = land;
            for &sq in &self.caps[..count] {
                captured.insert(sq);
            }
        }
    }
}
