//! Hops and chains: over which pieces, in which directions, how often a
//! chain may land on or jump a square, the straight hop over an opponent,
//! jumping squares a piece may not enter.

use super::*;
use crate::common::*;
use suffragetto_core::engine::Move;
use suffragetto_core::notation::{parse_move, write_move};
use suffragetto_core::piece::Side::{Police, Suffragettes};
use suffragetto_core::variant::values::{Revisit, StraightHop};

#[test]
fn hops_go_over_own_and_opponent_pieces() {
    for r in all_rules() {
        let own = position(&r, "Se8 Se9 Ik15", Suffragettes);
        assert!(moves_from(&r, &own, "e8").contains(&"e8-e10".to_string()));
        let opp = position(&r, "Se8 Pe9 Ik15", Suffragettes);
        // A small piece hopping orthogonally over an opponent does not
        // capture: a harmless hop, or none at all where jumping an opponent
        // in the Arena must capture.
        match r.values().hop_straight_over_opponent {
            StraightHop::Harmless => {
                assert!(moves_from(&r, &opp, "e8").contains(&"e8-e10".to_string()));
                let why = illegal(&r, &opp, "e8xe10");
                assert!(
                    why.contains("captures nothing") && why.contains("capture.small"),
                    "{why}"
                );
            }
            StraightHop::Forbidden => {
                assert!(!moves_from(&r, &opp, "e8").contains(&"e8-e10".to_string()));
                let why = illegal(&r, &opp, "e8-e10");
                assert!(why.contains("hop.straight_over_opponent"), "{why}");
            }
        }
        // The hop needs an empty landing.
        let blocked = position(&r, "Se8 Se9 Pe10 Ik15", Suffragettes);
        assert!(illegal(&r, &blocked, "e8-e10").contains("occupied"));
        // And a piece to jump.
        let nothing = position(&r, "Se8 Ik15", Suffragettes);
        assert!(illegal(&r, &nothing, "e8-e10").contains("no piece to jump"));
    }
}

#[test]
fn chains_never_land_twice_nor_jump_a_square_twice() {
    for r in all_rules() {
        if r.values().hop_revisit != Revisit::Never {
            continue; // tests/suite/rule_points.rs covers the other values
        }
        let pos = position(&r, "Se8 Se9 Sf9 Sf10 Ik15", Suffragettes);
        let hops: Vec<String> = moves_from(&r, &pos, "e8")
            .into_iter()
            .filter(|m| m.len() > 5)
            .collect();
        // g10 is reached directly and via e10; e10 (index 157) sorts before g10
        // (159), so the canonical path is the detour.
        assert_eq!(hops, ["e8-e10", "e8-e10-g10", "e8-e10-g8"], "{}", r.id());
        // Another path to e10 is the same move, written canonically.
        let mv = parse_move(&pos, &r, "e8-g10-e10").unwrap();
        assert_eq!(write_move(&pos, &r, &mv), "e8-e10");
        assert!(illegal(&r, &pos, "e8-g10-e10-g8").contains("jumps f9 a second time"));
        assert!(illegal(&r, &pos, "e8-e10-e8").contains("a second time"));
    }
}

#[test]
fn landings_keep_the_parity_of_the_start_square() {
    // Parity: every landing has the start's file and rank parity, every jumped
    // square differs in one of them, so no chain lands where it jumped.
    let r = rules("english");
    let pos = position(&r, "Le8 Pf9 Ph11 Pf11 Pd9 Sd11 Ik15", Suffragettes);
    let (mut hops, mut chains, mut capturing_chains) = (0, 0, 0);
    for mv in pos.legal_moves(&r) {
        if !matches!(mv, Move::Step { .. } | Move::Hop { .. }) {
            continue; // exchanges
        }
        let path = pos.canonical_path(&r, &mv).expect("a step or hop's path");
        let (f0, r0) = (path[0].0.file() % 2, path[0].0.rank() % 2);
        if path.len() > 2 || path[0].0.distance(path[1].0) == 2 {
            hops += 1;
            assert!(
                path.iter()
                    .all(|(s, _)| s.file() % 2 == f0 && s.rank() % 2 == r0),
                "{path:?}"
            );
        }
        if path.len() >= 3 {
            chains += 1;
            capturing_chains += usize::from(path.iter().filter(|(_, x)| *x).count() >= 2);
        }
    }
    // The chains of two and more hops, several captures among them, were
    // examined, not only single hops.
    assert!(hops >= 6, "{hops} hops");
    assert!(
        chains >= 3 && capturing_chains >= 2,
        "{chains} chains, {capturing_chains} capturing"
    );
}

#[test]
fn german_forbids_jumping_a_corner_of_ones_own_building() {
    for id in VARIANTS {
        let r = rules(id);
        let pos = position(&r, "Sg5 Ph4 Ik15", Suffragettes);
        // h4 is in Albert Hall: not Arena, so nothing is captured.
        let expected = id != "german";
        assert_eq!(is_legal(&r, &pos, "g5-i3"), expected, "{id}");
        if !expected {
            let why = illegal(&r, &pos, "g5-i3");
            assert!(
                why.contains("jumps h4")
                    && why.contains("Albert Hall")
                    && why.contains("this variant forbids jumping")
                    && why.ends_with("(hop.over_forbidden)"),
                "{why}"
            );
        }
        // A constable may jump a constable inside Albert Hall, his goal, in every variant.
        let police = position(&r, "Sc2 Pg5 Ph4 Ik15", Police);
        assert!(is_legal(&r, &police, "g5-i3"), "{id}");
        // A released piece on the Yard jumping another to b7.
        let yard = position(&r, "Sb5 Sb6 Ik15", Suffragettes);
        assert_eq!(is_legal(&r, &yard, "b5-b7"), expected, "{id}");
    }
}

#[test]
fn chains_never_land_or_jump_twice_where_hop_revisit_forbids_it() {
    for r in all_rules() {
        let pos = position(&r, "Se5 Sf6 Sg6 Se6", Suffragettes);
        let revisit = r.values().hop_revisit;
        // Back to the start: a second landing on e5, and a second jump of e6.
        if revisit == Revisit::Unlimited {
            assert!(is_legal(&r, &pos, "e5-e7-e5"), "{}", r.id());
        } else {
            refused_by(&r, &pos, "e5-e7-e5", "hop.revisit");
        }
        // Over f6 twice, landing on three different squares.
        if revisit.jumps_again() {
            assert!(is_legal(&r, &pos, "e5-g7-g5-e7"), "{}", r.id());
        } else {
            refused_by(&r, &pos, "e5-g7-g5-e7", "hop.revisit");
            assert_eq!(refused(&r, &pos, "e5-g7-g5-e7").hop, 3);
        }
    }
}

#[test]
fn jumping_ones_own_building_is_forbidden_only_in_german() {
    for r in all_rules() {
        let pos = position(&r, "Sg5 Ph4", Suffragettes);
        if r.id() == "german" {
            refused_by(&r, &pos, "g5-i3", "hop.over_forbidden");
            assert_eq!(refused(&r, &pos, "g5-i3").hop, 1);
        } else {
            assert!(is_legal(&r, &pos, "g5-i3"), "{}", r.id());
        }
    }
}

#[test]
fn a_small_piece_hops_straight_over_an_opponent_only_where_it_is_harmless() {
    // A Suffragette on g7, a constable on g8 (Arena), g9 empty.
    for r in all_rules() {
        let pos = position(&r, "Sg7 Pg8", Suffragettes);
        let harmless = r.id() != "german";
        assert_eq!(is_legal(&r, &pos, "g7-g9"), harmless, "{}", r.id());
        // A diagonal hop captures under every reading.
        let diag = position(&r, "Sg7 Ph8", Suffragettes);
        assert!(is_legal(&r, &diag, "g7xi9"), "{}", r.id());
    }
    // Outside the Arena nobody is captured, so the straight hop stays a move.
    let german = rules("german");
    let free = position(&german, "Sc7 Pc8", Suffragettes);
    assert!(is_legal(&german, &free, "c7-c9"));
    // A Leader's straight hop captures: it is no "straight hop over an
    // opponent it cannot capture".
    let leader = position(&german, "Lg7 Pg8", Suffragettes);
    assert!(is_legal(&german, &leader, "g7xg9"));
}

#[test]
fn each_revisit_value_allows_what_it_says() {
    // Suffragettes on e5, f6 and g6: e5-g7-g5-e7 jumps f6 twice.
    // Suffragettes on e5 and e6: e5-e7-e5 lands on e5 again and jumps e6 twice.
    let cases = [
        ("never", false, false),
        ("land_again", false, false),
        ("jump_again", true, false),
        ("unlimited", true, true),
    ];
    for (value, jump_twice, come_back) in cases {
        let r = changed_from("english", "hop.revisit", serde_json::json!(value));
        let a = position(&r, "Se5 Sf6 Sg6", Suffragettes);
        assert_eq!(is_legal(&r, &a, "e5-g7-g5-e7"), jump_twice, "{value}");
        let b = position(&r, "Se5 Se6", Suffragettes);
        assert_eq!(is_legal(&r, &b, "e5-e7-e5"), come_back, "{value}");
    }
    // Landing again without jumping again: around a block of four, e5 to g5
    // to g7 to e7 and back to e5 jumps four different pieces.
    let ring = "Se5 Sf5 Sg6 Sf7 Se6";
    for (value, legal) in [
        ("never", false),
        ("land_again", true),
        ("jump_again", false),
    ] {
        let r = changed_from("english", "hop.revisit", serde_json::json!(value));
        let pos = position(&r, ring, Suffragettes);
        assert_eq!(is_legal(&r, &pos, "e5-g5-g7-e7-e5"), legal, "{value}");
    }
    // The Ludii variant's examples (docs/reconstructions.md, section 5): a
    // chain that lands on e7 twice, and one that ends where it began having
    // captured f8 (the captured piece is never jumped again).
    let ludii = rules("ludii");
    let pos = position(&ludii, "Se5 Se6 Sf7 Sg8 Pf8", Suffragettes);
    assert!(is_legal(&ludii, &pos, "e5-e7xg9-g7-e7"));
    let back = play(&ludii, &pos, "e5-e7xg9-g7-e7-e5");
    assert!(back.piece_at(sq("e5")).is_some() && back.piece_at(sq("f8")).is_none());
    assert_eq!(back.to_move(), Police);
    // A return with nothing captured is a move that changes only the turn.
    let quiet = position(&ludii, "Se5 Se6 Ik15", Suffragettes);
    let after = play(&ludii, &quiet, "e5-e7-e5");
    assert_eq!(after.board(), quiet.board());
    assert_eq!((after.to_move(), after.ply()), (Police, 1));
}

pub(super) fn hop_over(value: &str) -> bool {
    // f8 may hop its own f9 to f10, or the constable on e9 to d10.
    let r = match value {
        "any" | "opponent" => english_with("hop.over", value),
        "own" => with_all(&[
            ("hop.over", "own"),
            ("capture.small", "none"),
            ("capture.large", "none"),
        ])
        .unwrap(),
        _ => return false,
    };
    let pos = position(&r, "Sf8 Sf9 Pe9 Ik15", Suffragettes);
    let l = landings(&r, &pos, "f8");
    assert_eq!(
        l.contains(&"f10".to_string()),
        value != "opponent",
        "{value}: {l:?}"
    );
    assert_eq!(
        l.contains(&"d10".to_string()),
        value != "own",
        "{value}: {l:?}"
    );
    // Captures need hops over opponents.
    let e = with_all(&[("hop.over", "own")]).unwrap_err();
    assert!(e.contains("hop.over `own`"), "{e}");
    true
}

pub(super) fn straight_hop(value: &str) -> bool {
    if !matches!(value, "harmless" | "forbidden") {
        return false;
    }
    let r = english_with("hop.straight_over_opponent", value);
    let pos = position(&r, "Sg7 Pg8 Ik15", Suffragettes);
    assert_eq!(is_legal(&r, &pos, "g7-g9"), value == "harmless");
    // Outside the Arena nobody is captured: the hop stays a move.
    assert!(is_legal(
        &r,
        &position(&r, "Sc7 Pc8 Ik15", Suffragettes),
        "c7-c9"
    ));
    true
}

pub(super) fn hop_directions(value: &str) -> bool {
    let (captures, expected): ((&str, &str), &[&str]) = match value {
        "all" => (("diagonal", "all"), &["e10", "g10"]),
        "orthogonal" => (("none", "orthogonal"), &["e10"]),
        "diagonal" => (("diagonal", "diagonal"), &["g10"]),
        "none" => (("none", "none"), &[]),
        _ => return false,
    };
    let r = with_all(&[
        ("hop.directions", value),
        ("capture.small", captures.0),
        ("capture.large", captures.1),
        ("hop.chain", "single"),
        ("capture.multiple", "false"),
    ])
    .unwrap();
    // e8 next to its own e9 and f9: a hop north to e10, north-east to g10.
    let pos = position(&r, "Se8 Se9 Sf9 Ik15", Suffragettes);
    let hops: Vec<String> = landings(&r, &pos, "e8")
        .into_iter()
        .filter(|l| ["e10", "g10"].contains(&l.as_str()))
        .collect();
    assert_eq!(hops, expected, "{value}");
    // Captures in directions a piece cannot hop are refused.
    if value != "all" {
        let e = with_all(&[("hop.directions", value)]).unwrap_err();
        assert!(e.contains("contradict hop.directions"), "{e}");
    }
    true
}

pub(super) fn hop_chain(value: &str) -> bool {
    let r = match value {
        "chain" => english_with("hop.chain", value),
        "single" => with_all(&[("hop.chain", "single"), ("capture.multiple", "false")]).unwrap(),
        _ => return false,
    };
    let pos = position(&r, "Se8 Se9 Sf9 Sf10 Ik15", Suffragettes);
    assert!(is_legal(&r, &pos, "e8-e10"));
    assert_eq!(is_legal(&r, &pos, "e8-e10-g8"), value == "chain");
    if value == "single" {
        // Six steps and two single hops.
        assert_eq!(
            landings(&r, &pos, "e8"),
            ["d7", "d8", "d9", "e10", "e7", "f7", "f8", "g10"]
        );
        let e = with_all(&[("hop.chain", "single")]).unwrap_err();
        assert!(e.contains("contradicts hop.chain `single`"), "{e}");
    }
    true
}

pub(super) fn over_forbidden(value: &str) -> bool {
    if !matches!(value, "allowed" | "forbidden") {
        return false;
    }
    let r = english_with("hop.over_forbidden", value);
    // h4 is in Albert Hall, which the Suffragettes may not enter; b5 is
    // in the Yard, which no piece may enter.
    let hall = position(&r, "Sg5 Ph4 Ik15", Suffragettes);
    assert_eq!(is_legal(&r, &hall, "g5-i3"), value == "allowed");
    let yard = position(&r, "Sb5 Sb6 Ik15", Suffragettes);
    assert_eq!(is_legal(&r, &yard, "b5-b7"), value == "allowed");
    true
}

pub(super) fn revisit(value: &str) -> bool {
    // e5-g7-g5-e7 jumps f6 twice; e5-e7-e5 lands on e5 again; the ring
    // e5-g5-g7-e7-e5 lands on e5 again jumping four different pieces.
    let (jump_twice, come_back, ring) = match value {
        "never" => (false, false, false),
        "land_again" => (false, false, true),
        "jump_again" => (true, false, false),
        "unlimited" => (true, true, true),
        _ => return false,
    };
    let r = english_with("hop.revisit", value);
    let legal = |pieces: &str, mv: &str| is_legal(&r, &position(&r, pieces, Suffragettes), mv);
    assert_eq!(
        legal("Se5 Sf6 Sg6 Ik15", "e5-g7-g5-e7"),
        jump_twice,
        "{value}"
    );
    assert_eq!(legal("Se5 Se6 Ik15", "e5-e7-e5"), come_back, "{value}");
    assert_eq!(
        legal("Se5 Sf5 Sg6 Sf7 Se6 Ik15", "e5-g5-g7-e7-e5"),
        ring,
        "{value}"
    );
    true
}
