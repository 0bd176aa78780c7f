//! Listing every legal move with its text in one generation
//! (`legal_moves_with_texts`, `legal_move_texts`, `legal_moves_with_paths`
//! and the explorer, which use it) gives byte for byte what writing each
//! move alone gives (`write_move`, `canonical_path`, which search the
//! piece's chains again for each move): on the start positions and seeded
//! random and played positions of every built-in variant and of the
//! variants with the rule values no built-in adopts, on the composed
//! positions of the tests, and (a sample of its moves) on a composed
//! position with 18,193 moves.

use crate::common::*;
use crate::fast_movegen::variants;
use rand::SeedableRng;
use rand::rngs::ChaCha8Rng;
use suffragetto_ai::bench::CHAIN_POSITION;
use suffragetto_core::engine::{Move, Position, Rules};
use suffragetto_core::lang::Lang;
use suffragetto_core::notation::{
    legal_move_texts, legal_moves_with_texts, parse_move, parse_position, write_move,
    write_position,
};
use suffragetto_core::report::explored_moves;

/// Compares the one-generation lists of `pos` with the moves written one
/// at a time: every move, its path and how the explorer shows it, or where
/// `stride` is more than 1 the text of every `stride`-th move and the last
/// (writing each alone searches again, which on the largest positions
/// takes minutes); no two texts the same. Returns the number of legal
/// moves and the texts compared.
fn compare(rules: &Rules, pos: &Position, stride: usize) -> (usize, Vec<String>) {
    let at = || format!("{} under {}", write_position(pos), rules.id());
    let listed = legal_moves_with_texts(pos, rules);
    let legal = pos.legal_moves(rules);
    let of_listed: Vec<Move> = listed.iter().map(|(m, _)| *m).collect();
    assert_eq!(of_listed, legal, "{}: not the legal moves", at());
    // The paths and the explorer are built on the same list: compared in
    // full on the smaller positions.
    let (paths, explored) = if stride == 1 {
        (
            pos.legal_moves_with_paths(rules),
            explored_moves(pos, rules),
        )
    } else {
        (Vec::new(), Vec::new())
    };
    let of_paths: Vec<Move> = paths.iter().map(|(m, _)| *m).collect();
    assert!(
        stride > 1 || of_paths == legal,
        "{}: not the legal moves",
        at()
    );
    let mut compared = Vec::new();
    for (i, (mv, text)) in listed.iter().enumerate() {
        if i % stride != 0 && i + 1 != listed.len() {
            continue;
        }
        let alone = write_move(pos, rules, mv);
        assert_eq!(text, &alone, "{}: {mv:?}", at());
        if stride == 1 {
            let path = pos.canonical_path(rules, mv);
            assert_eq!(paths[i].1, path, "{}: {mv:?}", at());
            let shown = explored
                .binary_search_by(|e| e.text.as_str().cmp(&alone))
                .map(|k| &explored[k])
                .unwrap_or_else(|_| panic!("{}: {alone} not explored", at()));
            let squares: Vec<String> = path.iter().flatten().map(|p| p.0.to_string()).collect();
            assert_eq!(shown.path, squares, "{}: {alone}", at());
        }
        compared.push(alone);
    }
    let mut texts: Vec<String> = listed.into_iter().map(|(_, t)| t).collect();
    texts.sort();
    if stride == 1 {
        assert_eq!(legal_move_texts(pos, rules), texts, "{}", at());
    }
    let mut distinct = texts.clone();
    distinct.dedup();
    assert_eq!(distinct.len(), texts.len(), "{}: a text twice", at());
    (texts.len(), compared)
}

/// The composed positions of the tests: the perft file's and the
/// command-line tests'.
fn composed() -> Vec<String> {
    let perft = include_str!("../data/perft.txt");
    let mut out: Vec<String> = perft
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .filter_map(|l| l.split(';').nth(3).map(|p| p.trim().to_string()))
        .filter(|p| p != "start")
        .collect();
    out.extend(
        [
            "17/17/10S6/7SS8/7SSS7/17/17/17/17/17/17/10P6/7PP8/7PPP7/17/17/17 S 0+0 0+0 - 0",
            "17/17/17/17/17/17/17/17/17/6P10/6S10/17/17/17/17/17/17 S 0+0 0+0 - 0",
            "17/17/17/17/17/17/17/17/6S10/6P10/17/17/17/17/17/17/17 P 0+0 0+0 - 1",
            "17/17/17/17/17/17/17/7P11/4L12/17/17/17/17/17/17/17/17 S 0+0 0+0 - 0",
        ]
        .map(String::from),
    );
    out.sort();
    out.dedup();
    out
}

#[test]
fn listed_moves_are_written_as_each_move_alone() {
    let all = variants();
    let (mut positions, mut moves) = (0, 0);
    let mut check = |r: &Rules, pos: &Position| {
        moves += compare(r, pos, 1).0;
        positions += 1;
    };
    for (k, r) in all.iter().enumerate() {
        check(r, &r.start());
        let mut rng = ChaCha8Rng::seed_from_u64(11 + k as u64);
        for _ in 0..40 {
            if let Some(pos) = random_position(r, &mut rng) {
                check(r, &pos);
            }
        }
        for pos in playout_positions(r, &mut rng, 120).iter().step_by(6) {
            check(r, pos);
        }
        for text in composed() {
            if let Ok(pos) = parse_position(&text, r) {
                check(r, &pos);
            }
        }
    }
    eprintln!(
        "compared {positions} positions and {moves} moves under {} variants",
        all.len()
    );
    assert!(positions >= 1000, "only {positions} positions compared");
    assert!(moves >= 40_000, "only {moves} moves compared");
}

/// The review's position: 18,193 moves under `english`. Writing them all
/// one at a time takes 30 s in a release build, so a sample of each
/// variant's moves is compared, all of them checked to be the legal moves
/// with distinct texts. Under `ludii`, whose chains may come back to a
/// square, writing one move alone searches every path and takes minutes
/// here: there each text sampled is checked to name its move.
#[test]
fn listed_moves_of_a_position_full_of_chains_are_written_as_each_alone() {
    let mut compared = 0;
    for r in all_rules() {
        let pos = parse_position(CHAIN_POSITION, &r).unwrap_or_else(|e| panic!("{e}"));
        if r.id() == "ludii" {
            let listed = legal_moves_with_texts(&pos, &r);
            assert_eq!(listed.len(), 24_433);
            for (mv, text) in listed.iter().step_by(9001) {
                let read = parse_move(&pos, &r, text).unwrap_or_else(|e| panic!("{e}"));
                assert_eq!(read, *mv, "{text}");
            }
            continue;
        }
        let (count, sample) = compare(&r, &pos, 601);
        if r.id() == "english" {
            assert_eq!(count, 18_193);
        }
        compared += sample.len();
    }
    assert!(compared >= 100, "only {compared} moves compared");
}

/// A budget stops the generation inside the chain search: on the position
/// full of chains, whose 18,193 moves nearly all come from one piece's
/// chains, a budget of 1,000 moves stops the search within that piece
/// (a check between pieces only would list all of them first), a
/// cancelled budget stops it at once, and an ample one gives the same list
/// as the generation without one.
#[test]
fn a_budget_stops_the_listing_inside_the_chain_search() {
    use std::time::Duration;
    use suffragetto_core::budget::{Budget, Exhausted};
    use suffragetto_core::notation::legal_moves_with_texts_within;
    let r = rules("english");
    let pos = parse_position(CHAIN_POSITION, &r).unwrap();
    let hour = Duration::from_secs(3600);
    let small = Budget::new(1_000, hour);
    let cut = pos.legal_moves_with_paths_within(&r, &small);
    assert_eq!(cut, Err(Exhausted::Work { limit: 1_000 }));
    assert!(
        small.spent() < 3_000,
        "the search went on to {} moves before it stopped",
        small.spent()
    );
    let cancelled = Budget::new(100_000, hour);
    cancelled.canceller().cancel();
    assert_eq!(
        legal_moves_with_texts_within(&pos, &r, &cancelled),
        Err(Exhausted::Cancelled)
    );
    let ample = Budget::new(100_000, hour);
    let whole = legal_moves_with_texts_within(&pos, &r, &ample).unwrap();
    assert_eq!(whole, legal_moves_with_texts(&pos, &r));
    assert!(
        ample.spent() >= 18_193,
        "{} units for 18,193 moves",
        ample.spent()
    );
}

/// Explaining a chain of that position within a budget asks the budget
/// inside the search for its canonical text: too small a budget stops it
/// (writing the move alone searched the piece's whole tree of chains
/// unbounded), an ample one gives the listed text.
#[test]
fn explaining_a_chain_within_a_budget_stops_where_it_runs_out() {
    use std::time::Duration;
    use suffragetto_core::budget::{Budget, Exhausted};
    use suffragetto_core::report::explain_within;
    let r = rules("english");
    let pos = parse_position(CHAIN_POSITION, &r).unwrap();
    let listed = legal_moves_with_texts(&pos, &r);
    // The longest chain, one of the piece's whose chains give nearly all
    // the moves.
    let (_, chain) = listed
        .iter()
        .filter(|(mv, _)| matches!(mv, Move::Hop { .. }))
        .max_by_key(|(_, text)| text.len())
        .unwrap();
    assert!(chain.starts_with("e6"), "{chain}");
    let hour = Duration::from_secs(3600);
    assert_eq!(
        explain_within(&pos, &r, chain, Lang::En, &Budget::new(1_000, hour)).map(|e| e.canonical),
        Err(Exhausted::Work { limit: 1_000 })
    );
    let ample = explain_within(&pos, &r, chain, Lang::En, &Budget::new(100_000, hour)).unwrap();
    assert!(ample.legal);
    assert_eq!(ample.canonical.as_deref(), Some(chain.as_str()));
}
