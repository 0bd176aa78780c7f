//! Every rule point that can forbid a move, shown forbidding one: a
//! hand-built position under each variant where the point applies, and the
//! refusal names that rule point (in its typed form and in its words). Rule
//! values no built-in variant uses are tried in variants made for the test.

use crate::common::*;
use suffragetto_core::engine::{Counts, Position, Rules};
use suffragetto_core::notation::{IllegalMove, parse_move};
use suffragetto_core::piece::Side::{self, Police, Suffragettes};
use suffragetto_core::variant::PointId;
use suffragetto_core::variant::values::{Revisit, StraightHop};

/// The refusal of `text`, which must be illegal.
fn refused(r: &Rules, pos: &Position, text: &str) -> IllegalMove {
    match parse_move(pos, r, text) {
        Ok(m) => panic!("{text} is legal under {} ({m:?})", r.id()),
        Err(suffragetto_core::notation::MoveError::Illegal(e)) => e,
        Err(e) => panic!("{text}: not a syntax error expected: {e}"),
    }
}

/// Asserts that `point` refuses `text` under `r`, and says so in words.
fn refused_by(r: &Rules, pos: &Position, text: &str, point: &str) {
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

fn with_pending(r: &Rules, pieces: &str, answering: Side, pending: Counts) -> Position {
    let mut s = setup(pieces, answering);
    s.pending = Some(pending);
    Position::from_setup(s, r).unwrap_or_else(|e| panic!("{}: {e}", r.id()))
}

#[test]
fn the_turn_the_game_and_the_pieces() {
    for r in all_rules() {
        let start = r.start();
        refused_by(&r, &start, "k12-k11", "turn.action");
        refused_by(&r, &start, "pass", "end.no_move");
        refused_by(&r, &start, "accept", "exchange.consent");
        let won = position(&r, "Sh13 Si13 Sj13 Sh14 Si14 Sj14 Pe10", Police);
        refused_by(&r, &won, "e10-e9", "win.condition");
        // An empty start square or a jump over nothing has no rule point.
        assert_eq!(refused(&r, &start, "e9-e10").rule_point(), None);
        assert_eq!(refused(&r, &start, "e6-e8").rule_point(), None);
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
fn exchanges_are_refused_by_the_rule_point_that_forbids_them() {
    for r in all_rules() {
        refused_by(&r, &r.start(), "X0+1", "exchange.trigger");
        // Prison 5+15, Hospital 4+16.
        let sparse = position(&r, "Se9 In15", Suffragettes);
        refused_by(&r, &sparse, "X5+1", "exchange.size");
        refused_by(
            &r,
            &position(&r, "Se9 Sb3 In15", Suffragettes),
            "X1+1",
            "exchange.blocked",
        );
    }
}

#[test]
fn a_pending_proposal_leaves_only_an_answer_where_consent_is_needed() {
    for r in all_rules() {
        let consent =
            r.values().exchange_consent == suffragetto_core::variant::values::Consent::Required;
        if consent {
            let pos = with_pending(&r, "Se9 In15", Police, Counts { large: 1, small: 0 });
            refused_by(&r, &pos, "n15-n14", "exchange.consent");
            assert!(is_legal(&r, &pos, "accept"));
        } else {
            // Under demand nothing can be pending, so there is nothing to answer.
            let mut s = setup("Se9 In15", Police);
            s.pending = Some(Counts { large: 1, small: 0 });
            assert!(Position::from_setup(s, &r).is_err(), "{}", r.id());
        }
    }
}

#[test]
fn the_first_player_is_refused_where_the_variant_fixes_it() {
    for r in all_rules() {
        let fixed = r.values().setup_first_player;
        use suffragetto_core::variant::values::FirstPlayer;
        match fixed {
            FirstPlayer::Suffragettes => {
                let e = r.first_player(Some(Police)).unwrap_err();
                assert_eq!(
                    e.rule_point(),
                    Some(PointId::SetupFirstPlayer),
                    "{}",
                    r.id()
                );
            }
            _ => assert_eq!(r.first_player(Some(Police)), Ok(Police), "{}", r.id()),
        }
    }
}

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
