//! The fast move generator (what `legal_moves` uses) against the plain one
//! (`legal_moves_plain`, which asks the rule predicates hop by hop): on
//! random positions under every built-in variant and under variants with
//! the rule values no built-in adopts, the two give the same moves in the
//! same order, and every move's canonical path captures what the move says.

use crate::common::*;
use proptest::prelude::*;
use proptest::test_runner::{Config, TestRunner};
use rand::SeedableRng;
use rand::rngs::ChaCha8Rng;
use std::cell::Cell;
use suffragetto_core::engine::{Move, Position, Rules};
use suffragetto_core::notation::write_position;

/// The built-ins, and built-ins changed to every value of the rule points
/// that shape steps and chains that no built-in (or only one) adopts.
pub fn variants() -> Vec<Rules> {
    let changed: &[(&str, &[(&str, &str)])] = &[
        ("english", &[("hop.revisit", "land_again")]),
        ("english", &[("hop.revisit", "jump_again")]),
        ("english", &[("hop.revisit", "unlimited")]),
        (
            "german",
            &[
                ("hop.revisit", "land_again"),
                ("capture.removal", "immediate"),
            ],
        ),
        (
            "dagaz",
            &[
                ("capture.removal", "immediate"),
                ("hop.chain_in_building", "ends"),
            ],
        ),
        ("english", &[("hop.chain_in_building", "ends")]),
        (
            "ludii",
            &[
                ("hop.chain_in_building", "continues"),
                ("building.inside_move", "forbidden"),
            ],
        ),
        (
            "english",
            &[
                ("hop.straight_over_opponent", "forbidden"),
                ("capture.in_buildings", "included"),
            ],
        ),
        ("english", &[("exchange.cost", "move")]),
        ("english", &[("exchange.cost", "free")]),
        (
            "german",
            &[("exchange.cost", "free"), ("capture.compulsory", "true")],
        ),
        (
            "english",
            &[
                ("hop.over", "own"),
                ("capture.small", "none"),
                ("capture.large", "none"),
            ],
        ),
        (
            "english",
            &[("hop.over", "opponent"), ("capture.multiple", "false")],
        ),
        (
            "english",
            &[("hop.chain", "single"), ("capture.multiple", "false")],
        ),
        ("english", &[("building.confined", "false")]),
        ("english", &[("building.inside_move", "forbidden")]),
        ("english", &[("hop.over_forbidden", "forbidden")]),
        (
            "english",
            &[
                ("hop.directions", "orthogonal"),
                ("step.directions", "diagonal"),
                ("capture.small", "orthogonal"),
                ("capture.large", "orthogonal"),
            ],
        ),
        (
            "english",
            &[
                ("capture.zone", "arena_and_free"),
                ("capture.small", "all"),
                ("capture.large", "diagonal"),
            ],
        ),
        (
            "english",
            &[
                ("hop.directions", "diagonal"),
                ("capture.large", "diagonal"),
            ],
        ),
        (
            "english",
            &[
                ("end.no_move", "lose"),
                ("zones.forbidden_own_building", "false"),
            ],
        ),
    ];
    let mut out = all_rules();
    for (base, points) in changed {
        let entries: String = points.iter().map(|(p, v)| entry(p, v)).collect();
        out.push(variant(base, &entries));
    }
    out
}

/// Checks one position; adds to the counts of positions and moves compared.
fn compare(rules: &Rules, pos: &Position, positions: &Cell<usize>, moves: &Cell<usize>) {
    let fast = pos.legal_moves(rules);
    let plain = pos.legal_moves_plain(rules);
    assert_eq!(
        fast,
        plain,
        "{} under {}: the fast and the plain generator differ",
        write_position(pos),
        rules.id()
    );
    for mv in &fast {
        if let Move::Hop { to, captured, .. } = mv {
            let path = pos
                .canonical_path(rules, mv)
                .unwrap_or_else(|| panic!("no path for {mv:?} in {}", write_position(pos)));
            assert_eq!(path.last().map(|p| p.0), Some(*to));
            assert_eq!(
                path.iter().filter(|p| p.1).count(),
                captured.len(),
                "{mv:?} in {}",
                write_position(pos)
            );
        }
    }
    // The captures and the moves that win at once, as a search of
    // captures asks for them: the same moves in the same order as the
    // full list filtered, and whether there is any move at all.
    let mut keen = Vec::new();
    let any = pos.keen_moves_into(rules, &mut keen);
    let want: Vec<Move> = fast
        .iter()
        .filter(|m| m.capture_count() > 0 || pos.completes_target(rules, m))
        .cloned()
        .collect();
    assert_eq!(
        keen,
        want,
        "{} under {}: the keen moves differ from the full list's",
        write_position(pos),
        rules.id()
    );
    assert_eq!(any, !fast.is_empty(), "{}", write_position(pos));
    // Whether one move is legal, which searches only its piece where it
    // can: every legal move is, and the steps to every neighbour and the
    // chains with a changed captured set are exactly when they are listed.
    let mut candidates = fast.clone();
    for from in pos.board().pieces(pos.to_move()).iter() {
        for &(to, _) in from.neighbour_list() {
            candidates.push(Move::Step { from, to });
        }
    }
    for mv in &fast {
        if let Move::Hop { from, to, captured } = *mv {
            let fewer = captured.iter().skip(1).collect();
            candidates.push(Move::Hop {
                from,
                to,
                captured: fewer,
            });
        }
    }
    for mv in &candidates {
        assert_eq!(
            pos.is_legal(rules, mv),
            fast.contains(mv),
            "{mv:?} in {} under {}",
            write_position(pos),
            rules.id()
        );
    }
    KEEN.fetch_add(keen.len(), std::sync::atomic::Ordering::Relaxed);
    positions.set(positions.get() + 1);
    moves.set(moves.get() + fast.len());
}

/// Keen moves (captures, moves that win at once) compared by [`compare`].
static KEEN: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);

#[test]
fn the_fast_generator_equals_the_plain_one() {
    let all = variants();
    let (positions, moves) = (Cell::new(0), Cell::new(0));
    let mut runner = TestRunner::new(Config {
        cases: 96,
        ..Config::default()
    });
    runner
        .run(&(any::<u64>(), 0..all.len()), |(seed, v)| {
            let r = &all[v];
            let mut rng = ChaCha8Rng::seed_from_u64(seed);
            for _ in 0..6 {
                if let Some(pos) = random_position(r, &mut rng) {
                    compare(r, &pos, &positions, &moves);
                }
            }
            for pos in playout_positions(r, &mut rng, 60).iter().step_by(5) {
                compare(r, pos, &positions, &moves);
            }
            Ok(())
        })
        .unwrap();
    // Every variant, deterministically, from its start and a seeded game.
    for r in &all {
        let mut rng = ChaCha8Rng::seed_from_u64(7);
        compare(r, &r.start(), &positions, &moves);
        for pos in playout_positions(r, &mut rng, 200).iter().step_by(10) {
            compare(r, pos, &positions, &moves);
        }
    }
    let (p, m) = (positions.get(), moves.get());
    eprintln!(
        "compared {p} positions and {m} moves under {} variants",
        all.len()
    );
    let keen = KEEN.load(std::sync::atomic::Ordering::Relaxed);
    assert!(keen >= 2_000, "only {keen} keen moves compared");
    assert!(p >= 1500, "only {p} positions compared");
    assert!(m >= 60_000, "only {m} moves compared");
}

/// Random playouts keep each piece's move count between plies and count
/// again only the pieces near what a move changed (or whose chains reach
/// it); a count left stale changes the number drawn from, so the games
/// part.
#[test]
fn random_playouts_pick_what_the_full_move_list_would() {
    use rand::RngExt;
    use suffragetto_core::engine::random_playout;
    let mut plies_compared = 0;
    for r in variants() {
        for seed in 0..4 {
            let mut a = ChaCha8Rng::seed_from_u64(seed);
            let mut b = ChaCha8Rng::seed_from_u64(seed);
            let (end, result) = random_playout(&r.start(), &r, &mut a, 400, &mut Vec::new());
            let mut pos = r.start();
            let mut plies = 0;
            while plies < 400 {
                let m = pos.legal_moves_plain(&r);
                if m.is_empty() {
                    break;
                }
                pos.play_unchecked(&r, &m[b.random_range(0..m.len())]);
                plies += 1;
            }
            assert_eq!(end, pos, "{} seed {seed}", r.id());
            assert_eq!(result.plies, plies);
            // Both drew the same numbers.
            assert_eq!(a.random::<u64>(), b.random::<u64>());
            plies_compared += plies;
        }
    }
    assert!(plies_compared >= 30_000, "only {plies_compared} plies");
}

/// Move lists kept between plies (`MoveLists`, which perft uses) give at
/// every node of a random walk through the tree, made and taken back move
/// by move, what a fresh listing gives: the same moves in the same order,
/// the same keen moves, the same count. The walk sometimes makes several
/// moves before asking (so that one update covers them) and takes back
/// several at once, from the start and from positions of seeded games.
#[test]
fn kept_move_lists_equal_a_fresh_listing_along_made_and_taken_back_moves() {
    use rand::RngExt;
    use suffragetto_core::engine::MoveLists;
    let mut nodes = 0;
    let mut popped = 0;
    for r in variants() {
        let mut rng = ChaCha8Rng::seed_from_u64(11);
        let mut roots = vec![r.start()];
        roots.extend(playout_positions(&r, &mut rng, 120).into_iter().step_by(40));
        for root in roots {
            let mut lists = MoveLists::new(&root, &r);
            let mut line = vec![root];
            let (mut got, mut keen, mut scratch) = (Vec::new(), Vec::new(), Vec::new());
            for _ in 0..60 {
                let pos = line.last().expect("the root at least").clone();
                match rng.random_range(0..10) {
                    0..=5 => {
                        lists.legal_moves_into(&pos, &r, &mut got);
                        let want = pos.legal_moves(&r);
                        let at = || format!("{} under {}", write_position(&pos), r.id());
                        assert_eq!(got, want, "{}: the kept lists differ", at());
                        assert_eq!(lists.count(&pos, &r, &mut scratch), want.len(), "{}", at());
                        let any = lists.keen_moves_into(&pos, &r, &mut keen);
                        let mut want_keen = Vec::new();
                        let want_any = pos.keen_moves_into(&r, &mut want_keen);
                        assert_eq!((keen.clone(), any), (want_keen, want_any), "{}", at());
                        nodes += 1;
                        if let Some(mv) =
                            (!want.is_empty()).then(|| want[rng.random_range(0..want.len())])
                        {
                            let mut next = pos.clone();
                            next.play_unchecked(&r, &mv);
                            lists.push(&pos, &mv, &next);
                            line.push(next);
                        }
                    }
                    6 | 7 => {
                        // A move made without asking for the lists first.
                        let moves = pos.legal_moves(&r);
                        if let Some(mv) =
                            (!moves.is_empty()).then(|| moves[rng.random_range(0..moves.len())])
                        {
                            let mut next = pos.clone();
                            next.play_unchecked(&r, &mv);
                            lists.push(&pos, &mv, &next);
                            line.push(next);
                        }
                    }
                    _ => {
                        for _ in 0..rng.random_range(1..4usize).min(line.len() - 1) {
                            lists.pop();
                            line.pop();
                            popped += 1;
                        }
                    }
                }
                assert_eq!(lists.depth(), line.len() - 1);
            }
        }
    }
    assert!(nodes >= 3_000, "only {nodes} nodes compared");
    assert!(popped >= 1_000, "only {popped} moves taken back");
}
