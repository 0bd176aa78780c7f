//! The buildings: a piece inside the opponents' building stays there, moves
//! about inside it as the variant says, and a chain ends there where the
//! variant says so.

use super::*;
use crate::common::*;
use suffragetto_core::piece::Side::{Police, Suffragettes};
use suffragetto_core::variant::values::ChainInBuilding;

#[test]
fn a_piece_in_the_opponents_building_stays_there() {
    for r in all_rules() {
        // Inside: steps only to squares of the building.
        let inside = position(&r, "Sh13 Ik15", Suffragettes);
        assert_eq!(
            moves_from(&r, &inside, "h13"),
            ["h13-h14", "h13-i13", "h13-i14"]
        );
        let why = illegal(&r, &inside, "h13-g13");
        assert!(why.contains("building.confined"), "{why}");
        // A chain may hop in, and then only on inside it.
        let entering = position(&r, "Sf11 Pg12 Si13 Ik15", Suffragettes);
        let goes_on = r.values().hop_chain_in_building == ChainInBuilding::Continues;
        assert_eq!(
            is_legal(&r, &entering, "f11xh13-j13"),
            goes_on,
            "{}",
            r.id()
        );
        assert!(is_legal(&r, &entering, "f11xh13"), "{}", r.id());
        let leaving = position(&r, "Si11 Si12 Si14 Ik15", Suffragettes);
        assert!(is_legal(&r, &leaving, "i11-i13"));
        let why = illegal(&r, &leaving, "i11-i13-i15");
        let point = if goes_on {
            "building.confined"
        } else {
            "hop.chain_in_building"
        };
        assert!(
            why.contains("House of Commons") && why.contains(point),
            "{why}"
        );
        // Moving inside is allowed (it spends the turn).
        let after = play(&r, &inside, "h13-i14");
        assert_eq!(after.to_move(), Police);
    }
}

#[test]
fn a_chain_ends_in_the_building_where_the_variant_says_so() {
    // f11 jumps g12 into h13, then could go on over i13 to j13.
    for r in all_rules() {
        let pos = position(&r, "Sf11 Pg12 Si13", Suffragettes);
        let ends = r.id() == "ludii";
        assert!(is_legal(&r, &pos, "f11xh13"), "{}", r.id());
        assert_eq!(is_legal(&r, &pos, "f11xh13-j13"), !ends, "{}", r.id());
        // A piece already inside still moves there: its first hop.
        let inside = position(&r, "Sh13 Si13", Suffragettes);
        assert!(is_legal(&r, &inside, "h13-j13"), "{}", r.id());
    }
}

pub(super) fn chain_in_building(value: &str) -> bool {
    if !matches!(value, "continues" | "ends") {
        return false;
    }
    let r = english_with("hop.chain_in_building", value);
    let pos = position(&r, "Sf11 Pg12 Si13 Ik15", Suffragettes);
    assert!(is_legal(&r, &pos, "f11xh13"));
    assert_eq!(is_legal(&r, &pos, "f11xh13-j13"), value == "continues");
    true
}

pub(super) fn confined(value: &str) -> bool {
    if !matches!(value, "true" | "false") {
        return false;
    }
    let r = english_with("building.confined", value);
    let pos = position(&r, "Sh13 Ik15", Suffragettes);
    assert_eq!(is_legal(&r, &pos, "h13-g13"), value == "false");
    assert_eq!(is_legal(&r, &pos, "h13-g12"), value == "false");
    assert!(is_legal(&r, &pos, "h13-i13"));
    true
}

pub(super) fn inside_move(value: &str) -> bool {
    if !matches!(value, "allowed" | "forbidden") {
        return false;
    }
    let r = english_with("building.inside_move", value);
    let pos = position(&r, "Sh13 Sc2 Ik15", Suffragettes);
    let inside = moves_from(&r, &pos, "h13");
    if value == "allowed" {
        assert_eq!(inside, ["h13-h14", "h13-i13", "h13-i14"]);
    } else {
        assert!(inside.is_empty(), "{inside:?}");
        assert!(illegal(&r, &pos, "h13-i13").contains("building.inside_move"));
    }
    true
}
