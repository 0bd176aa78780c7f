//! Steps, and where no piece may go: the eight directions, the forbidden
//! zones, a side's own building.

use super::*;
use crate::common::*;
use suffragetto_core::piece::Side::{Police, Suffragettes};

#[test]
fn steps_go_to_all_eight_adjoining_squares() {
    for r in all_rules() {
        let pos = position(&r, "Se9 Ik15 Ib7", Suffragettes);
        let steps = moves_from(&r, &pos, "e9");
        assert_eq!(
            steps,
            [
                "e9-d10", "e9-d8", "e9-d9", "e9-e10", "e9-e8", "e9-f10", "e9-f8", "e9-f9"
            ],
            "{}",
            r.id()
        );
    }
}

#[test]
fn prison_yard_and_hospital_grounds_are_forbidden_to_every_piece() {
    for r in all_rules() {
        let pos = position(&r, "Sc2 Sd4 Sc4 Po14 Pb10 Ik15", Suffragettes);
        // b1, b2, b3 are Prison Yard.
        assert_eq!(
            moves_from(&r, &pos, "c2"),
            ["c2-c1", "c2-c3", "c2-d1", "c2-d2", "c2-d3"]
        );
        // A hop may not land there either: d4 over c4 would land on b4.
        assert!(!moves_from(&r, &pos, "d4").iter().any(|m| m.ends_with("b4")));
        let why = illegal(&r, &pos, "d4-b4");
        assert!(
            why.contains("Prison Yard") && why.contains("zones.forbidden_all"),
            "{why}"
        );
        let police = position(&r, "Sc2 Po14 Pb10 Ik15", Police);
        // p13, p14, p15 are Hospital Grounds; a9-a11 the Prison.
        assert_eq!(
            moves_from(&r, &police, "o14"),
            ["o14-n13", "o14-n14", "o14-n15", "o14-o13", "o14-o15"]
        );
        assert_eq!(
            moves_from(&r, &police, "b10"),
            ["b10-b11", "b10-b9", "b10-c10", "b10-c11", "b10-c9"]
        );
        let why = illegal(&r, &police, "b10-a10");
        assert!(why.contains("the Prison"), "{why}");
    }
}

#[test]
fn a_side_may_not_enter_its_own_building() {
    for r in all_rules() {
        let s = position(&r, "Sg5 Ik15", Suffragettes);
        assert!(
            !moves_from(&r, &s, "g5")
                .iter()
                .any(|m| m == "g5-h4" || m == "g5-h5")
        );
        let why = illegal(&r, &s, "g5-h5");
        assert!(
            why.contains("Albert Hall") && why.contains("forbidden_own_building"),
            "{why}"
        );
        let p = position(&r, "Sc2 Pg5 Pg14 Ik15", Police);
        // The Police may enter Albert Hall (their goal) but not the House of Commons.
        assert!(is_legal(&r, &p, "g5-h5") && is_legal(&r, &p, "g5-h4"));
        assert!(!is_legal(&r, &p, "g14-h14"));
    }
}

#[test]
fn landings_in_forbidden_zones_and_out_of_the_building() {
    for r in all_rules() {
        refused_by(
            &r,
            &position(&r, "Sc3", Suffragettes),
            "c3-b3",
            "zones.forbidden_all",
        );
        refused_by(
            &r,
            &position(&r, "Sg6", Suffragettes),
            "g6-h5",
            "zones.forbidden_own_building",
        );
        refused_by(
            &r,
            &position(&r, "Sh13", Suffragettes),
            "h13-h12",
            "building.confined",
        );
    }
}

pub(super) fn step_directions(value: &str) -> bool {
    let expected: &[&str] = match value {
        "all" => &["d10", "d8", "d9", "e10", "e8", "f10", "f8", "f9"],
        "orthogonal" => &["d9", "e10", "e8", "f9"],
        "diagonal" => &["d10", "d8", "f10", "f8"],
        "none" => &[],
        _ => return false,
    };
    let r = english_with("step.directions", value);
    let pos = position(&r, "Se9 Ik15", Suffragettes);
    assert_eq!(landings(&r, &pos, "e9"), expected, "{value}");
    if value != "all" {
        let why = illegal(
            &r,
            &pos,
            if value == "diagonal" {
                "e9-e10"
            } else {
                "e9-f10"
            },
        );
        assert!(why.contains("step.directions"), "{why}");
    }
    true
}

pub(super) fn forbidden_zone(zone: &str) -> bool {
    let all = ["prison", "prison_yard", "hospital", "hospital_grounds"];
    if !all.contains(&zone) {
        return false;
    }
    let without: Vec<&str> = all.iter().copied().filter(|z| *z != zone).collect();
    let list = format!("[{}]", without.join(", "));
    // A step into the zone: c2-b2 (Yard), b10-a10 (Prison), o14-p14
    // (Grounds), o4-p4 (Hospital).
    let (pieces, side, step, words) = match zone {
        "prison_yard" => ("Sc2 Ik15", Suffragettes, "c2-b2", "Prison Yard"),
        "prison" => ("Sb10 Ik15", Suffragettes, "b10-a10", "the Prison"),
        "hospital_grounds" => ("Sc2 Po14", Police, "o14-p14", "Hospital Grounds"),
        _ => ("Sc2 Po4", Police, "o4-p4", "the Hospital"),
    };
    let english = rules("english");
    let why = illegal(&english, &position(&english, pieces, side), step);
    assert!(
        why.contains(words) && why.contains("zones.forbidden_all"),
        "{why}"
    );
    match with_all(&[("zones.forbidden_all", &list)]) {
        // The Yard and the Grounds may be opened to the pieces.
        Ok(r) => {
            assert!(matches!(zone, "prison_yard" | "hospital_grounds"), "{zone}");
            assert!(is_legal(&r, &position(&r, pieces, side), step), "{zone}");
        }
        // The Prison and the Hospital hold the captured pieces, counted.
        Err(e) => {
            assert!(matches!(zone, "prison" | "hospital"), "{zone}: {e}");
            assert!(e.contains(&format!("`{zone}` must be forbidden")), "{e}");
        }
    }
    true
}

pub(super) fn own_building(value: &str) -> bool {
    let forbidden = match value {
        "true" => true,
        "false" => false,
        _ => return false,
    };
    let r = english_with("zones.forbidden_own_building", value);
    let pos = position(&r, "Sg5 Ik15", Suffragettes);
    assert_eq!(is_legal(&r, &pos, "g5-h5"), !forbidden);
    assert_eq!(is_legal(&r, &pos, "g5-h4"), !forbidden);
    true
}
