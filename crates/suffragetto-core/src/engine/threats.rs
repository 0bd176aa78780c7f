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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Setup;
    use crate::notation::{parse_move, parse_pieces};
    use crate::variant::PointId;
    use crate::variant::values::PieceCounts;

    fn position(rules: &Rules, pieces: &str, side: Side) -> Position {
        let setup =
            Setup::from_pieces(parse_pieces(pieces).unwrap(), side).capture_the_rest(PieceCounts {
                large: 5,
                small: 16,
            });
        Position::from_setup(setup, rules).unwrap()
    }

    /// Each answer agrees with what the move generator allows: the piece
    /// is capturable exactly when some legal first hop of the other side
    /// captures it.
    #[test]
    fn capturable_by_agrees_with_the_legal_moves_under_every_variant() {
        let pieces = "Sf9 Lg9 Ph9 Ih10 Pf10 Ig8 Se8 Pk12 Lj12 Sj11";
        let mut checked = 0;
        for id in crate::variant::builtin_ids() {
            let rules = Rules::load(id).unwrap();
            let variants = [
                rules.clone(),
                rules
                    .with_value(
                        PointId::HopStraightOverOpponent,
                        &serde_json::json!("forbidden"),
                    )
                    .unwrap(),
                rules
                    .with_value(PointId::CaptureSmall, &serde_json::json!("diagonal"))
                    .unwrap(),
            ];
            for rules in &variants {
                for side in Side::BOTH {
                    let pos = position(rules, pieces, side.opponent());
                    let mover = {
                        // The same pieces, `side` to move: its hops.
                        position(rules, pieces, side)
                    };
                    let moves = mover.legal_moves(rules);
                    for (s, p) in pos.board().iter() {
                        if p.side == side {
                            continue;
                        }
                        // A single hop over `s` that captures it: the chain's
                        // first hop, made alone.
                        let by_moves = moves.iter().any(|m| match *m {
                            Move::Hop { from, to, captured } => {
                                captured.contains(s)
                                    && captured.len() == 1
                                    && from.distance(s) == 1
                                    && to.distance(s) == 1
                                    && from.distance(to) == 2
                            }
                            _ => false,
                        });
                        assert_eq!(
                            pos.capturable_by(rules, s, side),
                            by_moves,
                            "{} {s} by {side:?}",
                            rules.id()
                        );
                        checked += 1;
                    }
                }
            }
        }
        assert!(checked > 100);
    }

    /// Asked before a move, the answer is the answer after playing it.
    #[test]
    fn capturable_after_a_move_is_capturable_once_it_is_played() {
        let mut compared = 0;
        for id in crate::variant::builtin_ids() {
            let rules = Rules::load(id).unwrap();
            let mut pos = rules.start();
            let mut rng = 0x2545_f491_4f6c_dd1du64;
            for _ in 0..120 {
                let moves = pos.legal_moves(&rules);
                if moves.is_empty() || pos.winner(&rules).is_some() {
                    break;
                }
                for mv in &moves {
                    let Some((_, to)) = mv.squares() else {
                        continue;
                    };
                    let mut next = pos.clone();
                    next.play_unchecked(&rules, mv);
                    assert_eq!(
                        pos.capturable_after(&rules, mv, to),
                        next.capturable_by(&rules, to, pos.to_move().opponent()),
                        "{id}: {mv:?}"
                    );
                    compared += 1;
                }
                rng ^= rng << 13;
                rng ^= rng >> 7;
                rng ^= rng << 17;
                let mv = moves[(rng % moves.len() as u64) as usize];
                pos.play_unchecked(&rules, &mv);
            }
        }
        assert!(compared > 10_000, "{compared}");
    }

    #[test]
    fn a_move_completes_the_target_only_with_the_last_piece_needed() {
        let rules = Rules::load("english").unwrap();
        // The House of Commons is h13-j14; a Suffragette beside it on k14.
        let four = position(&rules, "Sh13 Si13 Sj13 Sh14 Sk14 Pe5", Side::Suffragettes);
        let fifth = parse_move(&four, &rules, "k14-j14").unwrap();
        assert!(!four.completes_target(&rules, &fifth));
        let five = position(
            &rules,
            "Sh13 Si13 Sj13 Sh14 Si14 Sk14 Pe5",
            Side::Suffragettes,
        );
        let sixth = parse_move(&five, &rules, "k14-j14").unwrap();
        assert!(five.completes_target(&rules, &sixth));
        assert_eq!(five.target_winner(&rules), None);
        let mut after = five.clone();
        after.play_unchecked(&rules, &sixth);
        assert_eq!(after.target_winner(&rules), Some(Side::Suffragettes));
        let aside = parse_move(&five, &rules, "k14-k13").unwrap();
        assert!(!five.completes_target(&rules, &aside));
    }
}
