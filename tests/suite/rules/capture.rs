//! Captures: where pieces can be captured, in which directions each size
//! captures, several in one chain, when captured pieces leave the board.

use super::*;
use crate::common::*;
use suffragetto_core::engine::Counts;
use suffragetto_core::notation::write_position;
use suffragetto_core::piece::Side::{Police, Suffragettes};
use suffragetto_core::variant::values::{Removal, StraightHop};

#[test]
fn captures_happen_only_in_the_arena() {
    for r in all_rules() {
        let free = position(&r, "Lc8 Pd8 Ik15", Suffragettes);
        assert!(moves_from(&r, &free, "c8").contains(&"c8-e8".to_string()));
        let why = illegal(&r, &free, "c8xe8");
        assert!(
            why.contains("free square") && why.contains("capture.zone"),
            "{why}"
        );
        let arena = position(&r, "Le8 Pf8 Ik15", Suffragettes);
        assert!(moves_from(&r, &arena, "e8").contains(&"e8xg8".to_string()));
        // Captures are never compulsory.
        assert!(moves_from(&r, &arena, "e8").contains(&"e8-e7".to_string()));
    }
}

#[test]
fn small_pieces_capture_only_diagonally_large_in_any_direction() {
    for r in all_rules() {
        let harmless = r.values().hop_straight_over_opponent == StraightHop::Harmless;
        let orth = position(&r, "Sf8 Pf9 Ik15", Suffragettes);
        assert_eq!(
            moves_from(&r, &orth, "f8").contains(&"f8-f10".to_string()),
            harmless,
            "{}",
            r.id()
        );
        let diag = position(&r, "Sf8 Pg9 Ik15", Suffragettes);
        assert!(moves_from(&r, &diag, "f8").contains(&"f8xh10".to_string()));
        let leader = position(&r, "Lf8 Pf9 Ik15", Suffragettes);
        assert!(moves_from(&r, &leader, "f8").contains(&"f8xf10".to_string()));
        let constable = position(&r, "Sc2 Sf9 Pf10 Se9", Police);
        let m = moves_from(&r, &constable, "f10");
        assert!(m.contains(&"f10xd8".to_string()), "{m:?}");
        assert_eq!(m.contains(&"f10-f8".to_string()), harmless, "{m:?}");
        let inspector = position(&r, "Sc2 Sf9 If10", Police);
        assert!(moves_from(&r, &inspector, "f10").contains(&"f10xf8".to_string()));
    }
}

#[test]
fn one_chain_captures_several_pieces() {
    for r in all_rules() {
        let pos = position(&r, "Le8 Pf9 Ph11 Ik15", Suffragettes);
        assert!(moves_from(&r, &pos, "e8").contains(&"e8xg10xi12".to_string()));
        let before = pos.hospital();
        let after = play(&r, &pos, "e8-g10-i12");
        assert_eq!(after.hospital().small, before.small + 2, "{}", r.id());
        assert!(after.piece_at(sq("f9")).is_none() && after.piece_at(sq("h11")).is_none());
        assert_eq!(write_position(&after).split(' ').nth(1), Some("P"));
    }
}

#[test]
fn removal_at_once_or_at_the_end_gives_the_same_moves() {
    // Each variant against itself with the other removal timing: on this
    // board a chain never lands where it jumped, whatever it may revisit.
    for r in all_rules() {
        let other = match r.values().capture_removal {
            Removal::EndOfMove => "immediate",
            Removal::Immediate => "end_of_move",
        };
        let changed = crate::common::changed(&r, "capture.removal", &serde_json::json!(other));
        for pieces in [
            "Le8 Pf9 Ph11 Pf11 Pd9 Ik15",
            "Le6 Pf7 Pf9 Ph9 Ph7 Pd7 Pd9 Ik15",
            "Lg6 Ph7 Pf7 Pg8 Pg10 Pe9 Pi9 Ik15",
        ] {
            let a = position(&r, pieces, Suffragettes);
            let b = position(&changed, pieces, Suffragettes);
            let (ma, mb) = (moves(&r, &a), moves(&changed, &b));
            assert!(
                ma.iter().any(|m| m.matches('x').count() >= 2),
                "{pieces}: {ma:?}"
            );
            assert_eq!(ma, mb, "{} {pieces}", r.id());
        }
    }
}

#[test]
fn captures_need_the_arena_and_the_right_direction() {
    for r in all_rules() {
        // d8 is a free (yellow) square: no capture there.
        refused_by(
            &r,
            &position(&r, "Sc7 Pd8", Suffragettes),
            "c7xe9",
            "capture.zone",
        );
        // A small piece captures diagonally only; straight it just travels,
        // or may not hop at all where jumping an opponent must capture.
        let straight = position(&r, "Se9 Pe10", Suffragettes);
        match r.values().hop_straight_over_opponent {
            StraightHop::Harmless => {
                refused_by(&r, &straight, "e9xe11", "capture.small");
                assert!(is_legal(&r, &straight, "e9-e11"), "{}", r.id());
            }
            StraightHop::Forbidden => {
                refused_by(&r, &straight, "e9-e11", "hop.straight_over_opponent");
                refused_by(&r, &straight, "e9xe11", "hop.straight_over_opponent");
            }
        }
    }
}

#[test]
fn pieces_inside_a_building_can_be_captured_only_where_the_buildings_are_arena() {
    // A Suffragette inside the House of Commons (h13) beside a constable on
    // i12, g14 empty: the constable jumps her diagonally.
    let pieces = "Sh13 Pi12 Ik15";
    let excluded = rules("english");
    let included = changed_from(
        "english",
        "capture.in_buildings",
        serde_json::json!("included"),
    );
    let a = position(&excluded, pieces, Police);
    let b = position(&included, pieces, Police);
    assert!(is_legal(&excluded, &a, "i12-g14"));
    assert!(!is_legal(&excluded, &a, "i12xg14"));
    assert!(is_legal(&included, &b, "i12xg14"));
    let after = play(&included, &b, "i12xg14");
    assert_eq!(
        after.prison(),
        Counts {
            large: 5,
            small: 16
        }
    );
    // The German variant includes the buildings but forbids a side to jump
    // a square of its own building, so the change cannot show there.
    let german = rules("german");
    let g = position(&german, pieces, Police);
    assert!(!is_legal(&german, &g, "i12xg14") && !is_legal(&german, &g, "i12-g14"));
}

pub(super) fn capture_zone(value: &str) -> bool {
    if !matches!(value, "arena" | "arena_and_free") {
        return false;
    }
    let r = english_with("capture.zone", value);
    // d8 is a free square, f8 in the Arena.
    let free = position(&r, "Lc8 Pd8 Ik15", Suffragettes);
    assert_eq!(is_legal(&r, &free, "c8xe8"), value == "arena_and_free");
    assert_eq!(
        taken(&r, &free, "c8-e8"),
        usize::from(value == "arena_and_free")
    );
    assert!(is_legal(
        &r,
        &position(&r, "Le8 Pf8 Ik15", Suffragettes),
        "e8xg8"
    ));
    true
}

pub(super) fn in_buildings(value: &str) -> bool {
    if !matches!(value, "excluded" | "included") {
        return false;
    }
    let r = english_with("capture.in_buildings", value);
    let pos = position(&r, "Sh13 Pi12 Ik15", Police);
    assert_eq!(is_legal(&r, &pos, "i12xg14"), value == "included");
    assert_eq!(taken(&r, &pos, "i12-g14"), usize::from(value == "included"));
    true
}

pub(super) fn capture_directions(value: &str, piece: char) -> bool {
    let (orth, diag) = match value {
        "all" => (true, true),
        "orthogonal" => (true, false),
        "diagonal" => (false, true),
        "none" => (false, false),
        _ => return false,
    };
    let point = if piece == 'S' {
        "capture.small"
    } else {
        "capture.large"
    };
    let r = english_with(point, value);
    let straight = position(&r, &format!("{piece}f8 Pf9 Ik15"), Suffragettes);
    let slant = position(&r, &format!("{piece}f8 Pg9 Ik15"), Suffragettes);
    assert_eq!(is_legal(&r, &straight, "f8xf10"), orth, "{point}: {value}");
    assert_eq!(
        taken(&r, &straight, "f8-f10"),
        usize::from(orth),
        "{point}: {value}"
    );
    assert_eq!(is_legal(&r, &slant, "f8xh10"), diag, "{point}: {value}");
    assert_eq!(
        taken(&r, &slant, "f8-h10"),
        usize::from(diag),
        "{point}: {value}"
    );
    true
}

pub(super) fn automatic(value: &str) -> bool {
    match value {
        "true" => {
            let r = english_with("capture.automatic", value);
            let pos = position(&r, "Sf8 Pg9 Ik15", Suffragettes);
            let after = play(&r, &pos, "f8-h10");
            assert_eq!(after.hospital().small, pos.hospital().small + 1);
            assert!(after.piece_at(sq("g9")).is_none());
        }
        "false" => {
            let e = with_all(&[("capture.automatic", "false")]).unwrap_err();
            assert!(e.contains("`false` is not supported"), "{e}");
        }
        _ => return false,
    }
    true
}

pub(super) fn compulsory(value: &str) -> bool {
    let must = match value {
        "true" => true,
        "false" => false,
        _ => return false,
    };
    let r = english_with("capture.compulsory", value);
    let pos = position(&r, "Le8 Pf8 Sc2 Ik15", Suffragettes);
    let m = moves(&r, &pos);
    assert_eq!(m.iter().all(|x| x.contains('x')), must, "{m:?}");
    assert!(m.contains(&"e8xg8".to_string()));
    assert_eq!(is_legal(&r, &pos, "c2-c3"), !must);
    if must {
        assert_eq!(m, ["e8xg8"]);
        assert!(illegal(&r, &pos, "e8-e7").contains("capture.compulsory"));
    }
    // With nothing to capture every move stays.
    let english = rules("english");
    let quiet = position(&r, "Le8 Sc2 Ik15", Suffragettes);
    let m = moves(&r, &quiet);
    assert_eq!(
        m,
        moves(&english, &position(&english, "Le8 Sc2 Ik15", Suffragettes))
    );
    assert!(m.len() > 13, "{m:?}");
    true
}

pub(super) fn multiple(value: &str) -> bool {
    if !matches!(value, "true" | "false") {
        return false;
    }
    let r = english_with("capture.multiple", value);
    let pos = position(&r, "Le8 Pf9 Ph11 Ik15", Suffragettes);
    assert!(is_legal(&r, &pos, "e8xg10"));
    assert_eq!(is_legal(&r, &pos, "e8xg10xi12"), value == "true");
    if value == "false" {
        assert!(illegal(&r, &pos, "e8xg10xi12").contains("capture.multiple"));
    }
    true
}

pub(super) fn removal(value: &str) -> bool {
    if !matches!(value, "end_of_move" | "immediate") {
        return false;
    }
    // A chain never lands where it jumped (landings keep the parity of the
    // start square), so when captured pieces leave cannot change a move:
    // both values give the same moves and the same result.
    let r = english_with("capture.removal", value);
    let english = rules("english");
    let pieces = "Le6 Pf7 Pf9 Ph9 Ph7 Pd7 Pd9 Ik15";
    let (a, b) = (
        position(&r, pieces, Suffragettes),
        position(&english, pieces, Suffragettes),
    );
    let m = moves(&r, &a);
    assert!(m.iter().any(|x| x.matches('x').count() >= 2), "{m:?}");
    assert_eq!(m, moves(&english, &b));
    let after = play(&r, &a, "e6xg8xe10");
    assert_eq!(after, play(&english, &b, "e6xg8xe10"));
    assert_eq!(after.hospital().small, a.hospital().small + 2);
    true
}

pub(super) fn destination(value: &str) -> bool {
    if value != "prison_and_hospital" {
        return false;
    }
    let r = english_with("capture.destination", value);
    let s = position(&r, "Sf8 Pg9 Ik15", Suffragettes);
    let after = play(&r, &s, "f8xh10");
    assert_eq!(
        (after.hospital().small, after.prison()),
        (s.hospital().small + 1, s.prison())
    );
    let p = position(&r, "Sf8 Ig9 Sc2", Police);
    let after = play(&r, &p, "g9xe7");
    assert_eq!(
        (after.prison().small, after.hospital()),
        (p.prison().small + 1, p.hospital())
    );
    true
}
