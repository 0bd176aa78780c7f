//! The engine agrees with an independent implementation of the same
//! specification (`tests/reference/suffragetto_ref.py`, written from the
//! research documents alone) on positions neither has seen: random
//! placements and positions from random games. For each position the legal
//! moves are compared (the reference's `batch`), and for a sample of its
//! moves the position after the move (the reference's `play --batch`):
//! every exchange, answer and pass, every chain capturing two or more, and
//! three other moves. Each variant is checked on a fixed seed (a regression
//! set that stays the same) and on a seed drawn afresh every run from the
//! clock, printed on failure; `SUFFRAGETTO_SEED=N` replays a run's draw.

use crate::common::*;
use rand::rngs::ChaCha8Rng;
use rand::{RngExt, SeedableRng};
use std::io::Write;
use std::process::{Command, Stdio};
use suffragetto_core::engine::{Move, Position, Rules};
use suffragetto_core::notation::{write_move, write_position};

const REFERENCE: &str = concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/tests/reference/suffragetto_ref.py"
);

/// Runs the reference with `args`, `lines` on its stdin; its output lines.
fn reference(args: &[&str], lines: &[String]) -> Vec<String> {
    let mut child = Command::new("python3")
        .arg(REFERENCE)
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("python3 is needed for the cross-check (README: set-up)");
    let mut stdin = child.stdin.take().unwrap();
    let input = lines.join("\n") + "\n";
    let writer = std::thread::spawn(move || stdin.write_all(input.as_bytes()));
    let out = child.wait_with_output().unwrap();
    writer.join().unwrap().unwrap();
    assert!(
        out.status.success(),
        "reference {args:?} failed: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout)
        .unwrap()
        .lines()
        .map(str::to_string)
        .collect()
}

/// The seed of this run's fresh draw: `SUFFRAGETTO_SEED`, or the clock.
fn run_seed() -> u64 {
    match std::env::var("SUFFRAGETTO_SEED") {
        Ok(v) => v
            .trim()
            .parse()
            .unwrap_or_else(|_| panic!("SUFFRAGETTO_SEED={v:?} is not a whole number")),
        Err(_) => std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .unwrap()
            .as_nanos() as u64,
    }
}

/// The moves whose results are compared: every answer and pass, and up to
/// two exchanges, two chains capturing two or more and three other moves,
/// drawn by `rng`.
fn sample(moves: &[Move], rng: &mut ChaCha8Rng) -> Vec<Move> {
    let kind = |m: &Move| match m {
        Move::Exchange(_) => 1,
        Move::Step { .. } | Move::Hop { .. } if m.capture_count() >= 2 => 2,
        Move::Step { .. } | Move::Hop { .. } => 3,
        _ => 0,
    };
    let mut out: Vec<Move> = moves.iter().filter(|m| kind(m) == 0).copied().collect();
    for (k, most) in [(1, 2), (2, 2), (3, 3)] {
        let of_kind: Vec<&Move> = moves.iter().filter(|m| kind(m) == k).collect();
        for _ in 0..most.min(of_kind.len()) {
            out.push(*of_kind[rng.random_range(0..of_kind.len())]);
        }
    }
    out
}

/// What the comparisons covered.
#[derive(Default, Debug)]
struct Covered {
    positions: usize,
    moves: usize,
    played: usize,
    exchanges: usize,
    releases: usize,
    multiple_captures: usize,
}

/// Positions of `variant` drawn from `seed` (`count` random placements and
/// every fourth position of a random game), their moves and the results of a sample
/// of them compared with the reference. `origin` says where the seed comes
/// from, for the failure messages.
fn cross_check(variant: &str, seed: u64, count: usize, origin: &str) -> Covered {
    let r = rules(variant);
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut positions = Vec::new();
    while positions.len() < count {
        positions.extend(random_position(&r, &mut rng));
    }
    positions.extend(playout_positions(&r, &mut rng, 400).into_iter().step_by(4));
    let texts: Vec<String> = positions.iter().map(write_position).collect();
    let theirs = reference(&["batch", "--variant", variant], &texts);
    assert_eq!(theirs.len(), texts.len(), "{origin}");
    let mut covered = Covered {
        positions: positions.len(),
        ..Covered::default()
    };
    let mut lines = Vec::new();
    let mut ours_after = Vec::new();
    for ((pos, text), their) in positions.iter().zip(&texts).zip(&theirs) {
        let ours = moves(&r, pos).join(" ");
        assert_eq!(&ours, their, "{variant}: moves differ in {text} ({origin})");
        let legal = pos.legal_moves(&r);
        covered.moves += legal.len();
        for mv in sample(&legal, &mut rng) {
            lines.push(format!("{text}\t{}", write_move(pos, &r, &mv)));
            ours_after.push(after(&r, pos, &mv, &mut covered));
        }
    }
    let theirs = reference(&["play", "--variant", variant, "--batch"], &lines);
    assert_eq!(theirs.len(), lines.len(), "{origin}");
    for ((line, ours), their) in lines.iter().zip(&ours_after).zip(&theirs) {
        assert_eq!(
            ours, their,
            "{variant}: the position after the move differs: {line} ({origin})"
        );
    }
    covered.played = lines.len();
    covered
}

/// The position after `mv` as text, counting what kind of move it was.
fn after(r: &Rules, pos: &Position, mv: &Move, covered: &mut Covered) -> String {
    let next = pos.play(r, mv).unwrap();
    match mv {
        Move::Exchange(_) => covered.exchanges += 1,
        Move::Accept(_) => covered.releases += 1,
        m if m.capture_count() >= 2 => covered.multiple_captures += 1,
        _ => {}
    }
    if matches!(mv, Move::Exchange(_)) && next.pending().is_none() {
        covered.releases += 1;
    }
    write_position(&next)
}

/// The fixed regression set and this run's fresh draw of `variant`.
fn both(variant: &str, fixed: u64) {
    let c = cross_check(variant, fixed, 400, &format!("fixed seed {fixed:#x}"));
    assert!(
        c.positions >= 500 && c.moves > 5000,
        "too few moves compared: {c:?}"
    );
    assert!(c.played > 1500, "too few moves played: {c:?}");
    assert!(
        c.exchanges >= 10 && c.releases >= 10 && c.multiple_captures >= 10,
        "exchanges, releases and chains capturing several must be compared: {c:?}"
    );
    let seed = run_seed();
    // Shown by cargo when the test fails.
    eprintln!("{variant}: this run's seed is {seed} (SUFFRAGETTO_SEED={seed} draws it again)");
    let origin = format!("this run's seed {seed}: SUFFRAGETTO_SEED={seed} draws it again");
    let c = cross_check(variant, seed, 200, &origin);
    assert!(c.moves > 1000, "too few moves compared ({origin}): {c:?}");
}

#[test]
fn english_agrees_with_the_reference() {
    both("english", 0x5eed_0001);
}

#[test]
fn german_agrees_with_the_reference() {
    both("german", 0x5eed_0002);
}

#[test]
fn french_agrees_with_the_reference() {
    both("french", 0x5eed_0003);
}

#[test]
fn ludii_agrees_with_the_reference() {
    both("ludii", 0x5eed_0004);
}

#[test]
fn dagaz_agrees_with_the_reference() {
    both("dagaz", 0x5eed_0005);
}
