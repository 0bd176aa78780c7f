//! Questions a player asks of a position, answered by the engine's own
//! predicates (`legality.rs`, as compiled into the rules' tables for the
//! move generator) so that no agent decides a rule again: does this move
//! win, and could a piece be captured at once.

use super::moves::Move;
use super::position::Position;
use super::rules::Rules;
use crate::geometry::Square;
use crate::piece::{Piece, Side};

impl Position {
    /// Whether `mv` (legal here) wins at once by bringing the mover's
    /// `win.condition`-th piece into its target building.
    pub fn completes_target(&self, rules: &Rules, mv: &Move) -> bool {
        let side = self.to_move();
        let target = &rules.t.target[side as usize];
        match *mv {
            Move::Step { from, to } | Move::Hop { from, to, .. } => {
                target.contains(to)
                    && !target.contains(from)
                    && self.in_target(rules, side) + 1 >= rules.values().win_condition as usize
            }
            _ => false,
        }
    }

    /// Whether the piece on `sq` could be captured at once by one hop of a
    /// piece of `by` (the first hop of a chain), as every rule of the
    /// variant allows that hop: who may be hopped and in which directions,
    /// where a hop may land, the squares that may not be jumped,
    /// confinement in a building, where and in which directions pieces
    /// capture. False for an empty square or a piece of `by`'s own.
    pub fn capturable_by(&self, rules: &Rules, sq: Square, by: Side) -> bool {
        let cells = self.board().cells();
        threatened(|s| cells[s.index()], rules, sq, by)
    }

    /// Whether, after `mv` (legal here), the piece standing on `sq` could
    /// be captured at once by one hop of an opponent of the mover
    /// ([`capturable_by`](Position::capturable_by) on the position the move
    /// leads to, without playing it).
    pub fn capturable_after(&self, rules: &Rules, mv: &Move, sq: Square) -> bool {
        let cells = self.board().cells();
        let by = self.to_move().opponent();
        // A move takes pieces of `by` away, never adds one: without one
        // next to `sq` now there is none after it.
        if !sq.neighbourhood().meets(&self.board().pieces(by)) {
            return false;
        }
        match *mv {
            Move::Step { from, to } | Move::Hop { from, to, .. } => {
                let captured = mv.captured();
                let moved = cells[from.index()];
                let after = |s: Square| {
                    let code = cells[s.index()];
                    if s == to {
                        moved
                    } else if code == 0 || s == from || captured.contains(s) {
                        0
                    } else {
                        code
                    }
                };
                threatened(after, rules, sq, by)
            }
            _ => threatened(|s| cells[s.index()], rules, sq, by),
        }
    }
}

/// Whether the piece on `sq` of the board whose square codes `cell` gives
/// could be captured by the first hop of a piece of `by`: the rules'
/// tables, compiled from the engine's own predicates ([`Walk::start`],
/// [`Walk::landings`], [`Walk::hop_rule`]) when the rules were built, decide
/// the hop, as they do for the move generator.
///
/// [`Walk::start`]: super::legality::Walk::start
/// [`Walk::landings`]: super::legality::Walk::landings
/// [`Walk::hop_rule`]: super::legality::Walk::hop_rule
#[inline]
fn threatened(cell: impl Fn(Square) -> u8, rules: &Rules, sq: Square, by: Side) -> bool {
    if !rules.t.capturable.contains(sq) {
        return false;
    }
    match Piece::from_code(cell(sq)) {
        Some(p) if p.side != by => {}
        _ => return false,
    }
    let fast = &rules.t.fast;
    sq.neighbour_list().iter().any(|&(att, towards)| {
        // An attacker beside `sq`, hopping over it away from itself onto a
        // free square.
        let code = cell(att);
        let dir = towards.opposite();
        Piece::from_code(code).is_some_and(|a| a.side == by)
            && sq.step(dir).is_some_and(|land| cell(land) == 0)
            && fast.first_hop_captures(code, att, dir)
    })
}
