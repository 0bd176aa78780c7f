//! Properties over random positions: every generated move plays, pieces are
//! conserved, position strings round-trip, no piece lands where it may not.

use crate::common::*;
use proptest::prelude::*;
use rand::SeedableRng;
use rand::rngs::ChaCha8Rng;
use suffragetto_core::engine::{Move, Position, Rules};
use suffragetto_core::notation::{
    MoveText, parse_move, parse_position, resolve, write_move, write_position,
};
use suffragetto_core::piece::{Side, Size};

/// Draws `n` random positions of `rules` (a draw that is no valid position
/// is drawn again, at most 50 times a position), so every case checks `n`.
fn draw_positions(rules: &Rules, rng: &mut ChaCha8Rng, n: usize) -> Vec<Position> {
    let mut out = Vec::new();
    for _ in 0..n * 50 {
        if out.len() == n {
            break;
        }
        out.extend(random_position(rules, rng));
    }
    assert_eq!(out.len(), n, "too few valid random positions drawn");
    out
}

/// Checks every invariant on one position and all its moves; returns how
/// many moves it compared.
fn check(rules: &Rules, pos: &Position) -> usize {
    let text = write_position(pos);
    assert_eq!(
        &parse_position(&text, rules).unwrap(),
        pos,
        "round trip of {text}"
    );
    for side in Side::BOTH {
        for size in [Size::Large, Size::Small] {
            let captive = pos.captive(side);
            let held = if size == Size::Large {
                captive.large
            } else {
                captive.small
            };
            assert_eq!(
                pos.board().count(side, size) + held,
                rules.pieces(size),
                "{text}"
            );
        }
    }
    let moves = pos.legal_moves(rules);
    let texts: Vec<String> = moves.iter().map(|m| write_move(pos, rules, m)).collect();
    let mut unique = texts.clone();
    unique.sort();
    unique.dedup();
    assert_eq!(unique.len(), texts.len(), "duplicate moves in {text}");
    for (mv, t) in moves.iter().zip(&texts) {
        // The text reads back to the same move, and the move plays.
        let back = resolve(pos, rules, &MoveText::parse(t).unwrap())
            .unwrap_or_else(|e| panic!("{e} in {text}"));
        assert_eq!(&back, mv, "{t} in {text}");
        let next = pos.play(rules, mv).unwrap();
        // Validation of the result checks every piece stands where it may.
        Position::from_setup(next.to_setup(), rules)
            .unwrap_or_else(|e| panic!("{t} in {text}: {e}"));
        if let Some((from, to)) = mv.squares() {
            let piece = pos.piece_at(from).unwrap();
            assert!(
                rules.may_land(piece.side, to),
                "{t} lands on a forbidden square in {text}"
            );
            for path in pos
                .canonical_path(rules, mv)
                .iter()
                .filter(|p| p.len() > 2 || matches!(mv, Move::Hop { .. }))
            {
                let (f, r) = (from.file() % 2, from.rank() % 2);
                assert!(
                    path.iter()
                        .all(|(s, _)| s.file() % 2 == f && s.rank() % 2 == r),
                    "parity of {t}"
                );
            }
            assert_eq!(next.ply(), pos.ply() + 1);
        }
    }
    moves.len()
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 48, ..ProptestConfig::default() })]

    #[test]
    fn random_positions_keep_every_invariant(seed in any::<u64>(), variant in 0usize..5) {
        let r = &all_rules()[variant];
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let compared: usize = draw_positions(r, &mut rng, 4).iter().map(|p| check(r, p)).sum();
        // Four positions and all their moves were checked: random crowds of
        // up to 21 pieces a side have dozens each (92 the fewest in four
        // positions over 48 cases when this bound was set).
        prop_assert!(compared >= 20, "only {} moves compared", compared);
    }

    #[test]
    fn random_games_keep_every_invariant(seed in any::<u64>(), variant in 0usize..5) {
        let r = &all_rules()[variant];
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let positions: Vec<Position> = playout_positions(r, &mut rng, 120).into_iter().step_by(7).collect();
        let compared: usize = positions.iter().map(|p| check(r, p)).sum();
        // A random game lasts 120 plies (18 positions checked) unless it
        // ends early; its positions have over a hundred moves each on
        // average (136 the fewest over 48 cases when this bound was set).
        prop_assert!(positions.len() >= 3, "only {} positions", positions.len());
        prop_assert!(compared >= 40 * positions.len(), "only {} moves compared", compared);
    }

    #[test]
    fn removal_timing_never_changes_the_moves(seed in any::<u64>()) {
        // english removes captured pieces at the end of the move, the same
        // rules with immediate removal mid-chain (as Ludii does).
        let english = rules("english");
        let ludii = crate::common::changed(
            &english,
            "capture.removal",
            &serde_json::json!("immediate"),
        );
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let mut compared = 0;
        for pos in draw_positions(&english, &mut rng, 8) {
            // The removal timing changes no position's validity either.
            let text = write_position(&pos);
            let l = parse_position(&text, &ludii).unwrap();
            let m = moves(&english, &pos);
            prop_assert_eq!(&m, &moves(&ludii, &l), "{}", text);
            compared += m.len();
        }
        // Eight positions' moves (222 the fewest over 48 cases when this
        // bound was set).
        prop_assert!(compared >= 40, "only {} moves compared", compared);
    }

    #[test]
    fn parsers_never_panic(text in ".{0,120}") {
        let r = rules("english");
        let _ = parse_position(&text, &r);
        let _ = MoveText::parse(&text);
        let _ = parse_move(&r.start(), &r, &text);
        let _ = suffragetto_core::variant::load_str("fuzz.yaml", &text, None);
    }

    #[test]
    fn mutated_position_strings_never_panic(pos in 0usize..200, byte in any::<u8>()) {
        let r = rules("english");
        let mut text = write_position(&r.start()).into_bytes();
        let i = pos % text.len();
        text[i] = byte;
        if let Ok(t) = String::from_utf8(text) {
            let _ = parse_position(&t, &r);
        }
    }
}
