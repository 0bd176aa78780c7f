//! Helpers for building positions by hand.

use suffragetto_core::engine::{Counts, Move, Position, Rules, Setup};
use suffragetto_core::geometry::Square;
use suffragetto_core::notation::{
    MoveText, legal_move_texts, parse_move, parse_pieces, resolve, write_position,
};
use suffragetto_core::piece::{Piece, Side, Size};
use suffragetto_core::variant::values::PieceCounts;

/// The rules of a built-in variant.
pub fn rules(id: &str) -> Rules {
    Rules::load(id).unwrap_or_else(|e| panic!("{e}"))
}

/// Every built-in variant.
pub fn all_rules() -> Vec<Rules> {
    suffragetto_core::variant::builtin_ids()
        .map(rules)
        .collect()
}

pub fn sq(name: &str) -> Square {
    name.parse().unwrap_or_else(|e| panic!("{e}"))
}

/// A setup from `"Sg5 Ph4 Le6 Ii7"` (piece letter + square); every piece not
/// placed is counted as captured.
pub fn setup(pieces: &str, to_move: Side) -> Setup {
    let pieces = parse_pieces(pieces).unwrap_or_else(|e| panic!("{e}"));
    Setup::from_pieces(pieces, to_move).capture_the_rest(PieceCounts {
        large: 5,
        small: 16,
    })
}

/// A validated position from [`setup`].
pub fn position(rules: &Rules, pieces: &str, to_move: Side) -> Position {
    Position::from_setup(setup(pieces, to_move), rules).unwrap_or_else(|e| panic!("{e}"))
}

/// The legal moves as sorted canonical text.
pub fn moves(rules: &Rules, pos: &Position) -> Vec<String> {
    legal_move_texts(pos, rules)
}

/// The legal moves of the piece on `from`.
pub fn moves_from(rules: &Rules, pos: &Position, from: &str) -> Vec<String> {
    moves(rules, pos)
        .into_iter()
        .filter(|m| {
            m.starts_with(from) && !m[from.len()..].starts_with(|c: char| c.is_ascii_digit())
        })
        .collect()
}

/// Plays move text, panicking with the reason if it is illegal.
pub fn play(rules: &Rules, pos: &Position, text: &str) -> Position {
    let mv = parse_move(pos, rules, text).unwrap_or_else(|e| {
        panic!(
            "{text} under {}: {e} in {}",
            rules.id(),
            write_position(pos)
        )
    });
    pos.play(rules, &mv).unwrap()
}

/// The reason a move is illegal (panics if it is legal).
pub fn illegal(rules: &Rules, pos: &Position, text: &str) -> String {
    match parse_move(pos, rules, text) {
        Ok(m) => panic!("{text} is legal under {} ({m:?})", rules.id()),
        Err(e) => e.to_string(),
    }
}

/// Whether move text parses and is legal.
pub fn is_legal(rules: &Rules, pos: &Position, text: &str) -> bool {
    let t = MoveText::parse(text).expect("well-formed move text");
    resolve(pos, rules, &t).is_ok()
}

#[allow(dead_code)]
pub fn legal_moves(rules: &Rules, pos: &Position) -> Vec<Move> {
    pos.legal_moves(rules)
}

/// A random position of `rules`: up to 21 pieces a side scattered over a
/// window of the board (crowded, so chains and captures are common), the
/// rest captured, either side to move, and now and then a pending proposal.
/// `None` if the draw is not a valid position (e.g. both sides have won).
pub fn random_position(rules: &Rules, rng: &mut impl rand::Rng) -> Option<Position> {
    use rand::RngExt;
    let mut s = Setup::default();
    let (lo, hi) = {
        let a = rng.random_range(0..17u8);
        let b = rng.random_range(0..17u8);
        (a.min(b).saturating_sub(2), (a.max(b) + 2).min(16))
    };
    for side in Side::BOTH {
        let n = rng.random_range(0..=21u8);
        let mut large = 0;
        let mut small = 0;
        for _ in 0..n {
            let size = if large < 5 && rng.random_range(0..4) == 0 {
                Size::Large
            } else {
                Size::Small
            };
            if size == Size::Small && small >= 16 {
                continue;
            }
            for _attempt in 0..20 {
                let sq = Square::new(rng.random_range(1..16), rng.random_range(lo..=hi)).unwrap();
                let ok = rules.may_land(side, sq)
                    || (sq.zone() == side.release_zone() && rng.random_range(0..3) == 0);
                if ok && s.board.get(sq).is_none() {
                    s.board.set(sq, Some(Piece { side, size }));
                    match size {
                        Size::Large => large += 1,
                        Size::Small => small += 1,
                    }
                    break;
                }
            }
        }
        let captive = Counts {
            large: 5 - large,
            small: 16 - small,
        };
        match side {
            Side::Suffragettes => s.prison = captive,
            Side::Police => s.hospital = captive,
        }
    }
    s.to_move = if rng.random_range(0..2) == 0 {
        Side::Suffragettes
    } else {
        Side::Police
    };
    s.ply = rng.random_range(0..500);
    let pos = Position::from_setup(s.clone(), rules).ok()?;
    if rng.random_range(0..3) == 0 {
        let options: Vec<Counts> = pos.exchange_options(rules).collect();
        if !options.is_empty() {
            let mut p = s;
            p.pending = Some(options[rng.random_range(0..options.len())]);
            p.to_move = p.to_move.opponent();
            if let Ok(pending) = Position::from_setup(p, rules) {
                return Some(pending);
            }
        }
    }
    Some(pos)
}

/// Positions reached by seeded uniformly random play from the start.
pub fn playout_positions(rules: &Rules, rng: &mut impl rand::Rng, plies: u32) -> Vec<Position> {
    use rand::RngExt;
    let mut pos = rules.start();
    let mut out = Vec::new();
    for _ in 0..plies {
        let m = pos.legal_moves(rules);
        if m.is_empty() {
            break;
        }
        pos.play_unchecked(rules, &m[rng.random_range(0..m.len())]);
        out.push(pos.clone());
    }
    out
}

/// The names of the files in `dir`, sorted.
pub fn files_in(dir: &std::path::Path) -> Vec<String> {
    let mut v: Vec<String> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().to_string())
        .collect();
    v.sort();
    v
}

/// A variant that extends `base` with the rule-point entries in `rules`
/// (YAML, indented under `rules:`).
pub fn variant(base: &str, rules: &str) -> Rules {
    let mut yaml = format!("id: test\ntitle: Test\nextends: {base}\nrules:\n");
    for line in rules.lines() {
        yaml.push_str(&format!("  {line}\n"));
    }
    Rules::new(suffragetto_core::variant::load_str("test.yaml", &yaml, None).unwrap())
        .unwrap_or_else(|e| panic!("{e}\n{yaml}"))
}

/// One rule point's entry in a test variant: `point: value`, convention.
pub fn entry(point: &str, value: &str) -> String {
    format!("{point}:\n  value: {value}\n  status: convention\n")
}

/// `rules` with the rule point of id `point` set to `value`.
pub fn changed(rules: &Rules, point: &str, value: &serde_json::Value) -> Rules {
    let id = suffragetto_core::variant::PointId::parse(point)
        .unwrap_or_else(|| panic!("no rule point {point}"));
    rules
        .with_value(id, value)
        .unwrap_or_else(|e| panic!("{e}"))
}
