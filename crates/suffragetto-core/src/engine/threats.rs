//! Questions a player asks of a position, answered by the engine's own
//! predicates (`legality.rs`) so that no agent decides a rule again: does
//! this move win, and could a piece be captured at once.

use super::legality::{Quiet, Walk};
use super::moves::Move;
use super::position::Position;
use super::rules::Rules;
use crate::geometry::{Direction, NUM_SQUARES, Square};
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
        threatened(self.board().cells(), rules, sq, by)
    }

    /// Whether, after `mv` (legal here), the piece standing on `sq` could
    /// be captured at once by one hop of an opponent of the mover
    /// ([`capturable_by`](Position::capturable_by) on the position the move
    /// leads to, without playing it).
    pub fn capturable_after(&self, rules: &Rules, mv: &Move, sq: Square) -> bool {
        let mut cells = *self.board().cells();
        match *mv {
            Move::Step { from, to } | Move::Hop { from, to, .. } => {
                cells[to.index()] = cells[from.index()];
                if from != to {
                    cells[from.index()] = 0;
                }
                for c in mv.captured().iter() {
                    cells[c.index()] = 0;
                }
            }
            _ => {}
        }
        threatened(&cells, rules, sq, self.to_move().opponent())
    }
}

/// Whether the piece on `sq` of the board `cells` could be captured by the
/// first hop of a piece of `by`.
fn threatened(cells: &[u8; NUM_SQUARES], rules: &Rules, sq: Square, by: Side) -> bool {
    match Piece::from_code(cells[sq.index()]) {
        Some(p) if p.side != by => {}
        _ => return false,
    }
    if !rules.t.capturable.contains(sq) {
        return false;
    }
    let mut walk = Walk::on(cells, &rules.t, by);
    for dir in Direction::ALL {
        // An attacker beside `sq`, hopping over it away from itself.
        let (Some(att), Some(land)) = (sq.step(opposite(dir)), sq.step(dir)) else {
            continue;
        };
        let Some(attacker) = Piece::from_code(cells[att.index()]) else {
            continue;
        };
        if attacker.side != by {
            continue;
        }
        let Ok(first) = walk.start::<Quiet>(att, attacker) else {
            continue;
        };
        let first = *first;
        if walk.hop::<Quiet>(&first, att, sq, land, dir) == Ok(true) {
            return true;
        }
    }
    false
}

fn opposite(d: Direction) -> Direction {
    let (df, dr) = d.delta();
    Direction::from_delta(-df, -dr).expect("eight directions")
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
