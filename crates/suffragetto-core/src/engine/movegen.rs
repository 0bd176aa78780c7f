//! Legal move generation: steps, hop chains, exchanges, answers to proposals
//! and pass. The steps and chains come from the fast generator
//! ([`fast`](super::fast)); this file holds the plain generator it is
//! checked against, which asks the predicates hop by hop.
//!
//! Hop chains are searched depth first, trying landings in ascending index
//! order; the search treats the start square as empty. The rules of a single
//! step or hop are the predicates of [`legality`](super::legality), asked
//! without reasons; they serve both the generator, which deduplicates moves
//! by (landing, captured set) and records no paths (unless asked to, for
//! [`Position::legal_moves_with_paths`]), and the canonical-path search,
//! which stops at the first path of a move: in this order that path is the
//! lexicographically smallest (`docs/conventions.md`, convention 5).

use super::legality::{Quiet, Walk};
use super::movelist::{MAX_HOPS, PieceMoves};
use super::moves::{Move, Path};
use super::position::Position;
use super::rules::{Rules, Tables};
use crate::budget::{Budget, Exhausted};
use crate::geometry::{Square, SquareSet};
use crate::piece::Piece;
use crate::variant::values::NoMove;

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
        self.moves_with(rules, out, super::fast::piece_moves);
    }

    /// Clears `out` and fills it with the legal moves that capture or win
    /// at once ([`completes_target`](Position::completes_target)), in the
    /// order [`legal_moves_into`](Position::legal_moves_into) gives them;
    /// returns whether the position has any legal move at all. Where no
    /// move can win at once (the mover is two or more pieces short of
    /// filling its building), the other moves are only counted, not
    /// written: what a search of captures needs, for less than a list.
    pub fn keen_moves_into(&self, rules: &Rules, out: &mut Vec<Move>) -> bool {
        self.keen_with(rules, out, |pos, t, out, captures| {
            if captures {
                super::fast::capturing_piece_moves(pos, t, out)
            } else {
                super::fast::piece_moves(pos, t, out);
                false
            }
        })
    }

    /// [`keen_moves_into`](Position::keen_moves_into), with the pieces'
    /// steps and chains from `pieces`: all of them where its last argument
    /// is false, else only those that capture, returning whether there is
    /// any other.
    pub(super) fn keen_with(
        &self,
        rules: &Rules,
        out: &mut Vec<Move>,
        mut pieces: impl FnMut(&Position, &Tables, &mut Vec<Move>, bool) -> bool,
    ) -> bool {
        let short =
            self.in_target(rules, self.to_move()) + 1 < rules.values().win_condition as usize;
        if !(short && self.ordinary_turn(rules)) {
            self.moves_with(rules, out, |pos, t, out| {
                pieces(pos, t, out, false);
            });
            let any = !out.is_empty();
            out.retain(|m| m.capture_count() > 0 || self.completes_target(rules, m));
            return any;
        }
        out.clear();
        let quiet = pieces(self, &rules.t, out, true);
        // Where capturing is compulsory and a move captures, the others are
        // not legal; they are not written either way.
        !out.is_empty()
            || quiet
            || self.exchange_options(rules).next().is_some()
            || rules.values().end_no_move == NoMove::Pass
    }

    /// Every legal move, from the plain generator, which asks the
    /// predicates of each step and hop one at a time: the same moves in the
    /// same order as [`legal_moves`](Position::legal_moves), several times
    /// slower. The reference the fast generator is tested against.
    pub fn legal_moves_plain(&self, rules: &Rules) -> Vec<Move> {
        let mut out = Vec::with_capacity(160);
        self.moves_with(rules, &mut out, plain_piece_moves);
        out
    }

    /// Every legal move, in generation order, each step and hop chain with
    /// its canonical path (what [`canonical_path`](Position::canonical_path)
    /// gives for it), the other moves with none: the paths come from the
    /// one generation, each the first its search reached the move by, so
    /// the whole list costs about what [`legal_moves`](Position::legal_moves)
    /// does, where a path per move asked afterwards searches again each time.
    pub fn legal_moves_with_paths(&self, rules: &Rules) -> Vec<(Move, Option<Path>)> {
        self.legal_moves_with_paths_within(rules, &Budget::unlimited())
            .expect("an unlimited budget never runs out")
    }

    /// [`legal_moves_with_paths`](Position::legal_moves_with_paths) within
    /// `budget`: one unit a move, the budget asked inside the chain search,
    /// so that a position whose chains have very many outcomes stops where
    /// the budget runs out (its deadline passed, its work cancelled), not
    /// after the whole generation.
    pub fn legal_moves_with_paths_within(
        &self,
        rules: &Rules,
        budget: &Budget,
    ) -> Result<Vec<(Move, Option<Path>)>, Exhausted> {
        budget.check()?;
        let mut moves = Vec::with_capacity(160);
        let mut chains = Ok(Vec::new());
        self.moves_with(rules, &mut moves, |pos, t, out| {
            chains = super::fast::piece_moves_with_paths_within(pos, t, out, budget);
        });
        // The paths are those of the hop moves as generated; where capturing
        // is compulsory and some move captures, only the captures were kept.
        let only_captures = self.must_capture(rules, &moves);
        let mut chains = chains?
            .into_iter()
            .filter(|path| !only_captures || path.iter().any(|&(_, capture)| capture));
        let out = moves
            .into_iter()
            .map(|mv| {
                let path = match mv {
                    Move::Step { from, to } => Some(vec![(from, false), (to, false)]),
                    Move::Hop { .. } => Some(chains.next().expect("a path for each hop move")),
                    _ => None,
                };
                (mv, path)
            })
            .collect();
        debug_assert!(chains.next().is_none(), "a path for each hop move");
        Ok(out)
    }

    /// Fills `out` with every legal move, the steps and chains from `pieces`.
    pub(super) fn moves_with(
        &self,
        rules: &Rules,
        out: &mut Vec<Move>,
        pieces: impl FnOnce(&Position, &Tables, &mut Vec<Move>),
    ) {
        out.clear();
        if self.target_filled(rules) {
            return;
        }
        if self.pending().is_some() {
            out.extend(self.acceptances(rules).into_iter().map(Move::Accept));
            out.push(Move::Decline);
            return;
        }
        if self.in_window() {
            // Just moved: a proposal at the start of the opponent's turn,
            // or none.
            out.extend(self.exchange_options(rules).map(Move::Exchange));
            out.push(Move::Pass);
            return;
        }
        pieces(self, &rules.t, out);
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
    /// It searches the piece's chains again: for the paths of every move use
    /// [`legal_moves_with_paths`](Position::legal_moves_with_paths).
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
        // The generator's bound (`PieceMoves::go_on`): chains that may come
        // back to a square can be longer than `MAX_HOPS` hops.
        if fresh_state && walk.t.chain && walk.captured.len() < MAX_HOPS {
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

/// Appends the steps and hop chains of every piece of the side to move,
/// asking the predicates of each step and hop.
fn plain_piece_moves(pos: &Position, t: &Tables, out: &mut Vec<Move>) {
    let mut generator = Generator {
        walk: Walk::new(pos, t, pos.to_move()),
        moves: PieceMoves::new(out),
    };
    for from in pos.board().pieces(pos.to_move()).iter() {
        let piece = pos.piece_at(from).expect("piece set matches cells");
        generator.piece(from, piece);
    }
}

/// Writes the moves of each piece of the side to move.
struct Generator<'a, 'o> {
    walk: Walk<'a>,
    moves: PieceMoves<'o>,
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
                self.moves.out.push(Move::Step { from, to });
            }
        }
        if !crowded {
            // Nothing adjacent to jump.
            return;
        }
        self.moves.begin(from, self.walk.t.unlimited);
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
                self.moves.capture();
            }
            self.moves.record(land, &self.walk.captured);
            let t = self.walk.t;
            if t.chain && self.moves.go_on(land, self.walk.captured, t.unlimited) {
                self.hops(land);
            }
            if capture {
                self.moves.uncapture();
            }
            self.walk.unmark(mid, land, marked);
        }
    }
}
