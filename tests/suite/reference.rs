//! `moves` agrees with an independent implementation of the same
//! specification (`tests/reference/suffragetto_ref.py`, written from the
//! research documents alone) on positions neither has seen: random
//! placements and positions from random games, drawn afresh from a seed.

use crate::common::*;
use rand::SeedableRng;
use rand::rngs::ChaCha8Rng;
use std::io::Write;
use std::process::{Command, Stdio};
use suffragetto::notation::write_position;

const REFERENCE: &str = concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/tests/reference/suffragetto_ref.py"
);

fn reference_moves(variant: &str, positions: &[String]) -> Vec<String> {
    let mut child = Command::new("python3")
        .args([REFERENCE, "batch", "--variant", variant])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("python3 is needed for the cross-check (README: set-up)");
    let mut stdin = child.stdin.take().unwrap();
    let input = positions.join("\n") + "\n";
    let writer = std::thread::spawn(move || stdin.write_all(input.as_bytes()));
    let out = child.wait_with_output().unwrap();
    writer.join().unwrap().unwrap();
    assert!(
        out.status.success(),
        "reference failed: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout)
        .unwrap()
        .lines()
        .map(str::to_string)
        .collect()
}

fn cross_check(variant: &str, seed: u64) {
    let r = rules(variant);
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut positions = Vec::new();
    while positions.len() < 400 {
        if let Some(p) = random_position(&r, &mut rng) {
            positions.push(p);
        }
    }
    positions.extend(playout_positions(&r, &mut rng, 400).into_iter().step_by(4));
    let texts: Vec<String> = positions.iter().map(write_position).collect();
    let theirs = reference_moves(variant, &texts);
    assert_eq!(theirs.len(), texts.len());
    let mut compared_moves = 0;
    for ((pos, text), their) in positions.iter().zip(&texts).zip(&theirs) {
        let ours = moves(&r, pos).join(" ");
        assert_eq!(&ours, their, "{variant}: moves differ in {text}");
        compared_moves += pos.legal_moves(&r).len();
    }
    assert!(
        compared_moves > 5000,
        "too few moves compared: {compared_moves}"
    );
}

#[test]
fn english_agrees_with_the_reference() {
    cross_check("english", 0x5eed_0001);
}

#[test]
fn german_agrees_with_the_reference() {
    cross_check("german", 0x5eed_0002);
}

#[test]
fn french_agrees_with_the_reference() {
    cross_check("french", 0x5eed_0003);
}

#[test]
fn ludii_and_dagaz_agree_with_the_reference() {
    cross_check("ludii", 0x5eed_0004);
    cross_check("dagaz", 0x5eed_0005);
}
