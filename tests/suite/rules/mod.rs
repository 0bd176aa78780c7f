//! The rules on hand-built positions, by rule area: each rule point shown
//! deciding what is legal, what a move does or what it is refused for,
//! under every variant (where the variants differ, per variant) and under
//! the values no built-in variant uses (in variants made for the test).
//! The helpers below are shared by the areas.

mod buildings;
mod capture;
mod every_value;
mod exchanges;
mod hopping;
mod moving;
mod setup;
mod threats;
mod winning;

use crate::common::*;
use suffragetto_core::engine::{Counts, Position, Rules};
use suffragetto_core::notation::{IllegalMove, parse_move};
use suffragetto_core::piece::Side::{self, Suffragettes};
use suffragetto_core::variant::PointId;

pub(super) const VARIANTS: [&str; 5] = ["english", "german", "french", "ludii", "dagaz"];

/// Suffragette e9 and Inspector n15 alone: Prison 5+15, Hospital 4+16.
pub(super) fn sparse(r: &suffragetto_core::engine::Rules) -> suffragetto_core::engine::Position {
    position(r, "Se9 In15", Suffragettes)
}

/// After X1+3 from [`sparse`]: large first on b6 / p12, then small.
pub(super) fn assert_released(pos: &suffragetto_core::engine::Position) {
    assert_eq!(
        pos.prison(),
        Counts {
            large: 4,
            small: 12
        }
    );
    assert_eq!(
        pos.hospital(),
        Counts {
            large: 3,
            small: 13
        }
    );
    let at = |s: &str| pos.piece_at(sq(s)).map(|p| p.letter());
    assert_eq!(
        ["b6", "b5", "b4", "b3", "b2"].map(at),
        [Some('L'), Some('S'), Some('S'), Some('S'), None]
    );
    assert_eq!(
        ["p12", "p13", "p14", "p15", "p16"].map(at),
        [Some('I'), Some('P'), Some('P'), Some('P'), None]
    );
}

/// A lone Suffragette boxed in on b7; `extra` adds pieces (and so changes
/// what is captured).
pub(super) fn boxed(extra: &str) -> String {
    format!("Sb7 Pb8 Pc6 Pc7 Pc8 Pb9 Pd9 Pd7 Pd5 {extra}")
}

/// The refusal of `text`, which must be illegal.
pub(super) fn refused(r: &Rules, pos: &Position, text: &str) -> IllegalMove {
    match parse_move(pos, r, text) {
        Ok(m) => panic!("{text} is legal under {} ({m:?})", r.id()),
        Err(suffragetto_core::notation::MoveError::Illegal(e)) => e,
        Err(e) => panic!("{text}: not a syntax error expected: {e}"),
    }
}

/// Asserts that `point` refuses `text` under `r`, and says so in words.
pub(super) fn refused_by(r: &Rules, pos: &Position, text: &str, point: &str) {
    let e = refused(r, pos, text);
    assert_eq!(
        e.rule_point().map(PointId::as_str),
        Some(point),
        "{} {text}: {e}",
        r.id()
    );
    assert!(
        e.reason.contains(&format!("({point}")),
        "{} {text}: the reason does not name {point}: {e}",
        r.id()
    );
}

pub(super) fn with_pending(r: &Rules, pieces: &str, answering: Side, pending: Counts) -> Position {
    use suffragetto_core::engine::{Offer, Placement};
    let mut s = setup(pieces, answering);
    let mut offer = Offer::matched(pending);
    if r.values().exchange_placement == suffragetto_core::variant::values::Placement::OwnerChooses {
        // The proposer's pieces on the first free squares of its zone.
        offer.placement = Placement::fixed(pending, &[0, 1, 2, 3, 4, 5]).unwrap();
    }
    s.pending = Some(offer);
    Position::from_setup(s, r).unwrap_or_else(|e| panic!("{}: {e}", r.id()))
}

/// `base` with rule point `point` set to `value`.
pub(super) fn changed_from(base: &str, point: &str, value: serde_json::Value) -> Rules {
    crate::common::changed(&rules(base), point, &value)
}

/// `english` with each `(point, value)` set.
pub(super) fn with_all(entries: &[(&str, &str)]) -> Result<Rules, String> {
    let mut yaml = "id: test\ntitle: Test\nextends: english\nrules:\n".to_string();
    for (point, value) in entries {
        for line in entry(point, value).lines() {
            yaml.push_str(&format!("  {line}\n"));
        }
    }
    suffragetto_core::variant::load_str("test.yaml", &yaml, None)
        .map_err(|e| e.to_string())
        .and_then(|v| Rules::new(v).map_err(|e| e.to_string()))
}

/// `english` with `point` set to `value`.
pub(super) fn english_with(point: &str, value: &str) -> Rules {
    with_all(&[(point, value)]).unwrap_or_else(|e| panic!("{point}: {value}: {e}"))
}

/// The landing squares of the moves of the piece on `from`.
pub(super) fn landings(r: &Rules, pos: &Position, from: &str) -> Vec<String> {
    let mut v: Vec<String> = moves_from(r, pos, from)
        .iter()
        .map(|m| m[m.rfind(['-', 'x']).unwrap() + 1..].to_string())
        .collect();
    v.sort();
    v
}

/// How many pieces `mv` captures (Prison and Hospital gain them).
pub(super) fn taken(r: &Rules, pos: &Position, mv: &str) -> usize {
    let after = play(r, pos, mv);
    let total = |p: &Position| usize::from(p.prison().total() + p.hospital().total());
    total(&after) - total(pos)
}

pub(super) fn exchanges(r: &Rules, pos: &Position) -> Vec<String> {
    moves(r, pos)
        .into_iter()
        .filter(|m| m.starts_with('X'))
        .collect()
}

/// Pieces on ranks 1-2 (Suffragettes) and 17-16 (Police) that leave
/// exactly `prison` and `hospital` pieces captured: small pieces on the
/// board first, then large.
pub(super) fn captured_exactly(prison: usize, hospital: usize) -> String {
    let files = "cdefghijklmno";
    let squares = |ranks: [u8; 2]| -> Vec<String> {
        ranks
            .iter()
            .flat_map(|r| files.chars().map(move |f| format!("{f}{r}")))
            .collect()
    };
    let side = |captured: usize, small: char, large: char, ranks: [u8; 2]| {
        let on_board = 21 - captured;
        squares(ranks)
            .iter()
            .take(on_board)
            .enumerate()
            .map(|(i, sq)| format!("{}{sq}", if i < 16 { small } else { large }))
            .collect::<Vec<_>>()
    };
    let mut v = side(prison, 'S', 'L', [1, 2]);
    v.extend(side(hospital, 'P', 'I', [17, 16]));
    v.join(" ")
}
