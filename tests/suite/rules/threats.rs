//! The engine's threat queries (`Position::completes_target`,
//! `capturable_by`, `capturable_after`), which the evaluations use, checked
//! against the legal moves and against playing the move, under every
//! variant.

use crate::common::position;
use suffragetto_core::engine::{Move, Rules};
use suffragetto_core::notation::parse_move;
use suffragetto_core::piece::Side;
use suffragetto_core::variant::{PointId, builtin_ids};

/// Each answer agrees with what the move generator allows: the piece
/// is capturable exactly when some legal first hop of the other side
/// captures it.
#[test]
fn capturable_by_agrees_with_the_legal_moves_under_every_variant() {
    let pieces = "Sf9 Lg9 Ph9 Ih10 Pf10 Ig8 Se8 Pk12 Lj12 Sj11";
    let mut checked = 0;
    for id in builtin_ids() {
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
    for id in builtin_ids() {
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
