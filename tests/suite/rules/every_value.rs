//! Every value a variant file may give every rule point, listed from the
//! rule-point macro (`RULE_POINTS` and the values each `accepts`), shown
//! changing what happens on a hand-built position by a check in the file of
//! its rule area; a value the engine does not support is shown refused with
//! its reason. A rule point added without a check does not compile (the
//! match in [`show`] names every point); a value added without one fails
//! [`every_value_of_every_rule_point_has_a_behavioural_check`].

use super::*;
use crate::common::*;
use suffragetto_core::engine::Rules;
use suffragetto_core::piece::Side::{Police, Suffragettes};
use suffragetto_core::variant::{PointId, RULE_POINTS};

#[test]
fn values_no_built_in_variant_uses_refuse_as_they_say() {
    let sparse = |r: &Rules, pieces: &str| position(r, pieces, Suffragettes);

    let r = variant("english", &entry("step.directions", "orthogonal"));
    let pos = sparse(&r, "Se9");
    refused_by(&r, &pos, "e9-f10", "step.directions");
    assert!(is_legal(&r, &pos, "e9-e10"));

    let r = variant(
        "english",
        &(entry("hop.directions", "diagonal") + &entry("capture.large", "diagonal")),
    );
    let pos = sparse(&r, "Se9 Se10 Sf10");
    refused_by(&r, &pos, "e9-e11", "hop.directions");
    assert!(is_legal(&r, &pos, "e9-g11"));

    let r = variant(
        "english",
        &(entry("hop.chain", "single") + &entry("capture.multiple", "false")),
    );
    let pos = sparse(&r, "Se9 Se10 Se12");
    refused_by(&r, &pos, "e9-e11-e13", "hop.chain");
    assert!(is_legal(&r, &pos, "e9-e11"));

    let r = variant(
        "english",
        &(entry("hop.over", "own")
            + &entry("capture.small", "none")
            + &entry("capture.large", "none")),
    );
    let pos = sparse(&r, "Se9 Pe10 Sf10");
    refused_by(&r, &pos, "e9-e11", "hop.over");
    assert!(is_legal(&r, &pos, "e9-g11"));

    let r = variant("english", &entry("hop.over", "opponent"));
    let pos = sparse(&r, "Se9 Se10 Pf10");
    refused_by(&r, &pos, "e9-e11", "hop.over");
    assert!(is_legal(&r, &pos, "e9xg11"));

    let r = variant("english", &entry("capture.multiple", "false"));
    let pos = sparse(&r, "Se5 Pf6 Pf8");
    refused_by(&r, &pos, "e5xg7xe9", "capture.multiple");
    assert!(is_legal(&r, &pos, "e5xg7"));

    let r = variant("english", &entry("capture.compulsory", "true"));
    let pos = sparse(&r, "Se5 Pf6");
    refused_by(&r, &pos, "e5-e4", "capture.compulsory");
    assert_eq!(moves(&r, &pos), ["e5xg7"]);

    let r = variant("english", &entry("capture.large", "diagonal"));
    let pos = sparse(&r, "Le9 Pe10");
    refused_by(&r, &pos, "e9xe11", "capture.large");
    assert!(is_legal(&r, &pos, "e9-e11"));

    let r = variant("english", &entry("building.inside_move", "forbidden"));
    refused_by(&r, &sparse(&r, "Sh13"), "h13-i13", "building.inside_move");
    let pos = sparse(&r, "Sf11 Pg12 Si13");
    refused_by(&r, &pos, "f11xh13-j13", "building.inside_move");
    assert!(is_legal(&r, &pos, "f11xh13"));
    assert!(is_legal(&rules("english"), &pos, "f11xh13-j13"));

    // Without the Yard rule, an exchange is refused only when the released
    // pieces find no room: one free Yard square, two pieces to come back.
    let r = variant("english", &entry("exchange.blocked", "false"));
    let pos = sparse(&r, "Se9 Sb6 Sb5 Sb4 Sb3 Sb2 In15");
    refused_by(&r, &pos, "X0+2", "exchange.return");
    assert!(is_legal(&r, &pos, "X0+1"));

    let r = variant("english", &entry("end.no_move", "lose"));
    let rest = "Ie17 If17 Ig17 Ih17 Ii17 Pj17 Pk17 Pl17 Pm17 Pe16 Pf16 Pg16 Ph16";
    let boxed = sparse(&r, &format!("Sb7 Pb8 Pc6 Pc7 Pc8 Pb9 Pd9 Pd7 Pd5 {rest}"));
    refused_by(&r, &boxed, "pass", "end.no_move");
    assert_eq!(boxed.outcome(&r).winner(), Some(Police));
}

/// The values a test gives a rule point: the listed ones (`a | b`), both
/// booleans, each zone of a zone list, and samples of numbers and of the
/// structured values.
fn values_of(id: &str, accepts: &str) -> Vec<String> {
    let list: Vec<String> = if let Some(zones) = accepts.strip_prefix("a list of ") {
        zones.split(", ").map(str::to_string).collect()
    } else if accepts.contains(" | ") {
        accepts.split(" | ").map(str::to_string).collect()
    } else if !accepts.contains(' ') {
        // The only value.
        vec![accepts.to_string()]
    } else {
        let samples: &[&str] = match id {
            "exchange.trigger" => &["1", "12", "20", "21"],
            "exchange.size" | "win.condition" => &["1", "2", "3", "4", "5", "6"],
            "setup.pieces" => &["{large: 5, small: 16}", "{large: 1, small: 2}"],
            "setup.placement" => &["start", "moved"],
            _ => &[],
        };
        samples.iter().map(|s| s.to_string()).collect()
    };
    assert!(!list.is_empty(), "{id}: no values read from `{accepts}`");
    list
}

#[test]
fn every_value_of_every_rule_point_has_a_behavioural_check() {
    let (mut missing, mut failed) = (Vec::new(), Vec::new());
    let mut checked = 0;
    for p in RULE_POINTS {
        for value in values_of(p.id.as_str(), p.accepts) {
            // Every value is tried, and every failure listed at the end.
            match std::panic::catch_unwind(|| show(p.id, &value)) {
                Ok(true) => checked += 1,
                Ok(false) => missing.push(format!("{}: {value}", p.id)),
                Err(_) => failed.push(format!("{}: {value}", p.id)),
            }
        }
    }
    assert!(missing.is_empty(), "no behavioural check for {missing:?}");
    assert!(
        failed.is_empty(),
        "the checks of {failed:?} failed (see above)"
    );
    assert!(checked >= 90, "only {checked} values checked");
}

/// Checks the effect of `value` of rule point `id` (the check lives in the
/// file of the point's rule area).
fn show(id: PointId, value: &str) -> bool {
    match id {
        PointId::SetupPieces => super::setup::setup_pieces(value),
        PointId::SetupPlacement => super::setup::setup_placement(value),
        PointId::SetupFirstPlayer => super::setup::first_player(value),
        PointId::TurnAction => super::setup::turn_action(value),
        PointId::StepDirections => super::moving::step_directions(value),
        PointId::ZonesForbiddenAll => super::moving::forbidden_zone(value),
        PointId::ZonesForbiddenOwnBuilding => super::moving::own_building(value),
        PointId::HopOver => super::hopping::hop_over(value),
        PointId::HopStraightOverOpponent => super::hopping::straight_hop(value),
        PointId::HopDirections => super::hopping::hop_directions(value),
        PointId::HopChain => super::hopping::hop_chain(value),
        PointId::HopChainInBuilding => super::buildings::chain_in_building(value),
        PointId::HopOverForbidden => super::hopping::over_forbidden(value),
        PointId::HopRevisit => super::hopping::revisit(value),
        PointId::CaptureZone => super::capture::capture_zone(value),
        PointId::CaptureInBuildings => super::capture::in_buildings(value),
        PointId::CaptureSmall => super::capture::capture_directions(value, 'S'),
        PointId::CaptureLarge => super::capture::capture_directions(value, 'L'),
        PointId::CaptureAutomatic => super::capture::automatic(value),
        PointId::CaptureCompulsory => super::capture::compulsory(value),
        PointId::CaptureMultiple => super::capture::multiple(value),
        PointId::CaptureRemoval => super::capture::removal(value),
        PointId::CaptureDestination => super::capture::destination(value),
        PointId::BuildingConfined => super::buildings::confined(value),
        PointId::BuildingInsideMove => super::buildings::inside_move(value),
        PointId::ExchangeTrigger => super::exchanges::trigger(value),
        PointId::ExchangeSize => super::exchanges::exchange_size(value),
        PointId::ExchangeRanks => super::exchanges::ranks(value),
        PointId::ExchangeConsent => super::exchanges::consent(value),
        PointId::ExchangeProposer => super::exchanges::proposer(value),
        PointId::ExchangeCost => super::exchanges::cost(value),
        PointId::ExchangeReturn => super::exchanges::exchange_return(value),
        PointId::ExchangePlacement => super::exchanges::placement(value),
        PointId::ExchangeBlocked => super::exchanges::blocked(value),
        PointId::WinCondition => super::winning::win_condition(value),
        PointId::EndNoMove => super::winning::no_move(value),
        PointId::EndDraw => super::winning::draw(value),
    }
}
