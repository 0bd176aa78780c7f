//! Legal move generation: steps, hop chains, exchanges, answers to proposals
//! and pass.
//!
//! Hop chains are searched depth first, trying landings in ascending index
//! order; the search treats the start square as empty. One rule for a single
//! hop ([`Chain::hop`]) serves both the generator, which deduplicates moves by
//! (landing, captured set) and records no paths, and the canonical-path
//! search, which stops at the first path of a move: in this order that path
//! is the lexicographically smallest (rule-points.md, convention 5).

use super::moves::Move;
use super::position::Position;
use super::rules::{Rules, Tables};
use crate::geometry::{Direction, DirectionSet, NUM_SQUARES, Square, SquareSet};
use crate::piece::{Piece, Side};
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
            chain: Chain::new(self, t, self.to_move()),
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
        };
        for from in self.board().pieces(self.to_move()).iter() {
            let piece = self.piece_at(from).expect("piece set matches cells");
            generator.piece(from, piece);
        }
        out.extend(self.exchange_options(rules).map(Move::Exchange));
        if t.compulsory && out.iter().any(|m| m.capture_count() > 0) {
            out.retain(|m| m.capture_count() > 0);
        }
        if out.is_empty() && rules.values().end_no_move == NoMove::Pass {
            out.push(Move::Pass);
        }
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
        let mut chain = Chain::new(self, &rules.t, piece.side);
        chain.start(from, piece);
        let mut path = vec![(from, false)];
        chain.find(from, to, &captured, &mut path).then_some(path)
    }
}

/// The rules of one hop and the squares a chain has used so far.
struct Chain<'a> {
    cells: &'a [u8; NUM_SQUARES],
    t: &'a Tables,
    side: Side,
    from: Square,
    capture_dirs: DirectionSet,
    landed: SquareSet,
    jumped: SquareSet,
    captured: SquareSet,
}

impl<'a> Chain<'a> {
    fn new(pos: &'a Position, t: &'a Tables, side: Side) -> Chain<'a> {
        let a1 = Square::new(0, 0).expect("a1");
        Chain {
            cells: pos.board().cells(),
            t,
            side,
            from: a1,
            capture_dirs: DirectionSet::NONE,
            landed: SquareSet::EMPTY,
            jumped: SquareSet::EMPTY,
            captured: SquareSet::EMPTY,
        }
    }

    /// Begins the chains of `piece` on `from` (sets left empty by the last search).
    fn start(&mut self, from: Square, piece: Piece) {
        self.from = from;
        self.capture_dirs = self.t.capture_dirs[piece.size as usize];
        self.landed = SquareSet::EMPTY.with(from);
    }

    /// The squares a hop from `cur` may land on, or `None` if the piece may
    /// not hop on from `cur` (it entered the opponents' building and this
    /// variant forbids moving there).
    #[inline(always)]
    fn landings(&self, cur: Square) -> Option<&'a SquareSet> {
        let t = self.t;
        let side = self.side as usize;
        if t.confined && t.target[side].contains(cur) {
            (t.inside_move || cur == self.from).then_some(&t.target[side])
        } else {
            Some(&t.land_ok[side])
        }
    }

    /// Whether the hop from the current square over `mid` to `land` in `dir`
    /// is legal; if so, whether it captures.
    #[inline(always)]
    fn hop(&self, allowed: &SquareSet, mid: Square, land: Square, dir: Direction) -> Option<bool> {
        let t = self.t;
        // The mover has left its start square, which is therefore empty.
        let occupant = self.cells[mid.index()];
        if occupant == 0 || mid == self.from || self.jumped.contains(mid) {
            // (Captured pieces were jumped, so removed ones are skipped too.)
            return None;
        }
        let land_free = self.cells[land.index()] == 0
            || land == self.from
            || (t.immediate_removal && self.captured.contains(land));
        let side = self.side as usize;
        if !land_free
            || !allowed.contains(land)
            || (!t.revisit_landings && self.landed.contains(land))
            || !t.hop_dirs.contains(dir)
            || t.jump_forbidden[side].contains(mid)
        {
            return None;
        }
        // Codes 1-2 are Suffragettes, 3-4 Police (`Piece::code`).
        let opponent = (occupant > 2) != (self.side == Side::Police);
        if (opponent && !t.hop_opponent) || (!opponent && !t.hop_own) {
            return None;
        }
        let capture = opponent && t.capturable.contains(mid) && self.capture_dirs.contains(dir);
        if capture && !t.multiple && !self.captured.is_empty() {
            return None;
        }
        Some(capture)
    }

    /// Marks the hop over `mid` onto `land` as made; returns whether `land`
    /// was new to the chain (for [`unmark`](Chain::unmark)).
    #[inline(always)]
    fn mark(&mut self, mid: Square, land: Square, capture: bool) -> bool {
        let fresh = !self.landed.contains(land);
        self.landed.insert(land);
        self.jumped.insert(mid);
        if capture {
            self.captured.insert(mid);
        }
        fresh
    }

    #[inline(always)]
    fn unmark(&mut self, mid: Square, land: Square, fresh: bool) {
        self.jumped.remove(mid);
        self.captured.remove(mid);
        if fresh {
            self.landed.remove(land);
        }
    }

    /// Depth-first search for the first path from `cur` that ends on `to`
    /// having captured exactly `target`; `path` holds the squares so far.
    fn find(
        &mut self,
        cur: Square,
        to: Square,
        target: &SquareSet,
        path: &mut Vec<(Square, bool)>,
    ) -> bool {
        let Some(allowed) = self.landings(cur) else {
            return false;
        };
        for &(mid, land, dir) in cur.hop_list() {
            let Some(capture) = self.hop(allowed, mid, land, dir) else {
                continue;
            };
            let fresh = self.mark(mid, land, capture);
            path.push((land, capture));
            if (land == to && self.captured == *target)
                || (self.t.chain && path.len() <= MAX_HOPS && self.find(land, to, target, path))
            {
                return true;
            }
            path.pop();
            self.unmark(mid, land, fresh);
        }
        false
    }
}

/// Writes the moves of each piece of the side to move into `out`.
struct Generator<'a, 'o> {
    chain: Chain<'a>,
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
}

impl Generator<'_, '_> {
    /// Steps and hop chains of the piece on `from`.
    fn piece(&mut self, from: Square, piece: Piece) {
        let t = self.chain.t;
        let side = piece.side as usize;
        let inside = t.confined && t.target[side].contains(from);
        if inside && !t.inside_move {
            return;
        }
        let allowed = if inside {
            &t.target[side]
        } else {
            &t.land_ok[side]
        };
        let cells = self.chain.cells;
        let mut crowded = false;
        for &(to, dir) in from.neighbour_list() {
            let code = cells[to.index()];
            crowded |= code != 0;
            if code == 0 && allowed.contains(to) && t.step_dirs.contains(dir) {
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
        self.chain.start(from, piece);
        self.hops(from);
    }

    /// Records every chain continuing from `cur`.
    fn hops(&mut self, cur: Square) {
        let Some(allowed) = self.chain.landings(cur) else {
            return;
        };
        for &(mid, land, dir) in cur.hop_list() {
            let Some(capture) = self.chain.hop(allowed, mid, land, dir) else {
                continue;
            };
            let fresh = self.chain.mark(mid, land, capture);
            if capture {
                self.caps[self.ncaps] = mid;
                self.ncaps += 1;
            }
            self.record(land);
            if self.chain.t.chain && self.ncaps < MAX_HOPS {
                self.hops(land);
            }
            if capture {
                self.ncaps -= 1;
            }
            self.chain.unmark(mid, land, fresh);
        }
    }

    /// Adds the move ending on `land` with the current captures, unless the
    /// piece already has that move.
    fn record(&mut self, land: Square) {
        let captured = &self.chain.captured;
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
