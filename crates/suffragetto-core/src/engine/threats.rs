//! Questions a player asks of a position, answered by the engine's own
//! predicates (`legality.rs`) so that no agent decides a rule again: does
//! this move win, and could a piece be captured at once.

use super::legality::{Quiet, Walk};
use super::moves::Move;
use super::position::Position;
use super::rules::Rules;
use crate::geometry::{NUM_SQUARES, Square};
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
        threatened(cells, |s| cells[s.index()], rules, sq, by)
    }

    /// Whether, after `mv` (legal here), the piece standing on `sq` could
    /// be captured at once by one hop of an opponent of the mover
    /// ([`capturable_by`](Position::capturable_by) on the position the move
    /// leads to, without playing it).
    pub fn capturable_after(&self, rules: &Rules, mv: &Move, sq: Square) -> bool {
        let cells = self.board().cells();
        let by = self.to_move().opponent();
        match *mv {
            Move::Step { from, to } | Move::Hop { from, to, .. } => {
                let captured = mv.captured();
                let moved = cells[from.index()];
                let after = |s: Square| {
                    if s == to {
                        moved
                    } else if s == from || captured.contains(s) {
                        0
                    } else {
                        cells[s.index()]
                    }
                };
                threatened(cells, after, rules, sq, by)
            }
            _ => threatened(cells, |s| cells[s.index()], rules, sq, by),
        }
    }
}

/// Whether the piece on `sq` of the board whose square codes `cell` gives
/// could be captured by the first hop of a piece of `by`: the engine's own
/// predicates ([`Walk::start`], [`Walk::hop_rule`]) decide the hop; `cells`
/// is any board they may read (they read only the rules' tables here).
fn threatened(
    cells: &[u8; NUM_SQUARES],
    cell: impl Fn(Square) -> u8,
    rules: &Rules,
    sq: Square,
    by: Side,
) -> bool {
    if !rules.t.capturable.contains(sq) {
        return false;
    }
    let occupant = cell(sq);
    match Piece::from_code(occupant) {
        Some(p) if p.side != by => {}
        _ => return false,
    }
    let mut walk = None;
    for &(att, towards) in sq.neighbour_list() {
        // An attacker beside `sq`, hopping over it away from itself onto a
        // free square.
        let Some(attacker) = Piece::from_code(cell(att)) else {
            continue;
        };
        let dir = towards.opposite();
        if attacker.side != by {
            continue;
        }
        let Some(land) = sq.step(dir) else { continue };
        if cell(land) != 0 {
            continue;
        }
        let walk = walk.get_or_insert_with(|| Walk::on(cells, &rules.t, by));
        let Ok(first) = walk.start::<Quiet>(att, attacker) else {
            continue;
        };
        let first = *first;
        if walk.hop_rule::<Quiet>(&first, att, sq, land, dir, occupant) == Ok(true) {
            return true;
        }
    }
    false
}
