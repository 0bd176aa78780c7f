//! Every rule point on hand-built positions, under every variant. Where the
//! variants differ the expected outcome is written per variant.

use crate::common::*;
use suffragetto_core::engine::{Counts, Move};
use suffragetto_core::notation::{parse_move, parse_position, write_move, write_position};
use suffragetto_core::piece::Side::{Police, Suffragettes};
use suffragetto_core::variant::values::{ChainInBuilding, NoMove, Removal, Revisit, StraightHop};

const VARIANTS: [&str; 5] = ["english", "german", "french", "ludii", "dagaz"];

#[test]
fn start_position_has_119_moves_and_ludii_16_returns_more() {
    let english = rules("english");
    let base = english.start().legal_moves(&english);
    assert_eq!(base.len(), 119);
    for r in all_rules() {
        let start = r.start();
        let all = start.legal_moves(&r);
        // Every variant allows the same 119 moves; Ludii, whose chains may
        // revisit squares, adds the chains that come back to their start
        // square capturing nothing (a hop over a neighbour and back).
        assert!(base.iter().all(|m| all.contains(m)), "{}", r.id());
        let extra: Vec<_> = all.iter().filter(|m| !base.contains(m)).collect();
        let returns = extra.iter().all(
            |m| matches!(m, Move::Hop { from, to, captured } if from == to && captured.is_empty()),
        );
        assert!(returns, "{}: {extra:?}", r.id());
        let expected = if r.values().hop_revisit == Revisit::Unlimited {
            16
        } else {
            0
        };
        assert_eq!(extra.len(), expected, "{}", r.id());
    }
}

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
                why.contains("jumps h4") && why.contains("Albert Hall") && why.contains("german"),
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

/// Suffragette e9 and Inspector n15 alone: Prison 5+15, Hospital 4+16.
fn sparse(r: &suffragetto_core::engine::Rules) -> suffragetto_core::engine::Position {
    position(r, "Se9 In15", Suffragettes)
}

#[test]
fn exchange_is_available_when_both_hold_enough_and_the_yards_are_empty() {
    for r in all_rules() {
        let pos = sparse(&r);
        let x: Vec<String> = moves(&r, &pos)
            .into_iter()
            .filter(|m| m.starts_with('X'))
            .collect();
        // k <= 4 large (Hospital has 4), 1 <= k + m <= 6: 6 + 6 + 5 + 4 + 3 options.
        assert_eq!(x.len(), 24, "{}", r.id());
        assert_eq!(x.first().map(String::as_str), Some("X0+1"));
        assert!(x.contains(&"X4+2".to_string()) && !x.contains(&"X5+0".to_string()));
        assert!(illegal(&r, &pos, "X5+1").contains("only 4 large"));
        // A piece on the Prison Yard blocks every exchange.
        let blocked = position(&r, "Se9 Sb3 In15", Suffragettes);
        assert!(!moves(&r, &blocked).iter().any(|m| m.starts_with('X')));
        assert!(illegal(&r, &blocked, "X1+1").contains("exchange.blocked"));
    }
}

#[test]
fn exchange_trigger_is_twelve_each_except_dagaz_six() {
    // 15 small Suffragettes and 12 small constables on the board:
    // Prison 5+1 = 6, Hospital 5+4 = 9.
    let s: Vec<String> = [
        "e1", "f1", "g1", "h1", "i1", "j1", "k1", "l1", "m1", "e2", "f2", "g2", "h2", "i2", "j2",
    ]
    .iter()
    .map(|q| format!("S{q}"))
    .collect();
    let p: Vec<String> = [
        "e17", "f17", "g17", "h17", "i17", "j17", "k17", "l17", "m17", "e16", "f16", "g16",
    ]
    .iter()
    .map(|q| format!("P{q}"))
    .collect();
    let pieces = format!("{} {}", s.join(" "), p.join(" "));
    for id in VARIANTS {
        let r = rules(id);
        let pos = position(&r, &pieces, Suffragettes);
        assert_eq!(pos.prison(), Counts { large: 5, small: 1 });
        let x = moves(&r, &pos)
            .into_iter()
            .filter(|m| m.starts_with('X'))
            .count();
        // Dagaz: k <= 5, m <= 1, k + m <= 6: 1 + 5 * 2 = 11 options.
        assert_eq!(x, if id == "dagaz" { 11 } else { 0 }, "{id}");
        if id != "dagaz" {
            assert!(illegal(&r, &pos, "X1+0").contains("12 or more"));
        }
    }
}

#[test]
fn exchange_needs_consent_or_happens_on_demand() {
    for id in VARIANTS {
        let r = rules(id);
        let pos = sparse(&r);
        let after = play(&r, &pos, "X1+3");
        assert_eq!(after.to_move(), Police);
        let consent = matches!(id, "english" | "french" | "ludii");
        if consent {
            assert_eq!(after.pending(), Some(Counts { large: 1, small: 3 }), "{id}");
            assert_eq!(moves(&r, &after), ["accept", "decline"], "{id}");
            assert!(illegal(&r, &after, "n15-n14").contains("accept or decline"));
            let declined = play(&r, &after, "decline");
            assert_eq!(declined.pending(), None);
            assert_eq!(declined.prison(), pos.prison());
            assert_eq!(declined.to_move(), Suffragettes);
            // A new proposal may follow at once.
            assert!(is_legal(&r, &declined, "X1+3"));
            let accepted = play(&r, &after, "accept");
            assert_eq!(accepted.to_move(), Suffragettes);
            assert_released(&accepted);
        } else {
            assert_eq!(after.pending(), None, "{id}");
            assert_released(&after);
            assert!(illegal(&r, &pos, "accept").contains("no exchange proposal"));
        }
    }
}

/// After X1+3 from [`sparse`]: large first on b6 / p12, then small.
fn assert_released(pos: &suffragetto_core::engine::Position) {
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

#[test]
fn pending_proposals_in_position_strings_are_checked() {
    let english = rules("english");
    let german = rules("german");
    let text = write_position(&sparse(&english)).replace(" - 0", " 1+3 0");
    // The answering side is to move; the proposal must be available.
    let p = parse_position(&text.replace(" S ", " P "), &english).unwrap();
    assert_eq!(moves(&english, &p), ["accept", "decline"]);
    let e = parse_position(&text, &german).unwrap_err().to_string();
    assert!(e.contains("exchange.consent"), "{e}");
    let e = parse_position(&text.replace("1+3", "5+1"), &english)
        .unwrap_err()
        .to_string();
    assert!(e.contains("not an exchange available"), "{e}");
}

#[test]
fn six_pieces_in_the_opponents_building_win_at_once() {
    for r in all_rules() {
        let pos = position(&r, "Si13 Sj13 Sh14 Si14 Sj14 Sg12 Ik15", Suffragettes);
        assert_eq!(pos.winner(&r), None);
        let won = play(&r, &pos, "g12-h13");
        assert_eq!(won.winner(&r), Some(Suffragettes), "{}", r.id());
        assert!(won.legal_moves(&r).is_empty());
        assert!(illegal(&r, &won, "k15-k14").contains("game is over"));
        let police = position(&r, "Sc2 Ih4 Pi4 Pj4 Ph5 Pi5 Pg6", Police);
        assert!(play(&r, &police, "g6-h6").winner(&r).is_none());
        let won = play(
            &r,
            &position(&r, "Sc2 Ih4 Pi4 Pj4 Ph5 Pi5 Pk6", Police),
            "k6-j5",
        );
        assert_eq!(won.winner(&r), Some(Police), "{}", r.id());
    }
}

/// A lone Suffragette boxed in on b7; `extra` adds pieces (and so changes
/// what is captured).
fn boxed(extra: &str) -> String {
    format!("Sb7 Pb8 Pc6 Pc7 Pc8 Pb9 Pd9 Pd7 Pd5 {extra}")
}

#[test]
fn a_side_with_no_legal_move_passes_or_loses() {
    // 21 Police on the board: the Hospital is empty, so no exchange.
    let rest = "Ie17 If17 Ig17 Ih17 Ii17 Pj17 Pk17 Pl17 Pm17 Pe16 Pf16 Pg16 Ph16";
    for r in all_rules() {
        let pos = position(&r, &boxed(rest), Suffragettes);
        if r.values().end_no_move == NoMove::Lose {
            // The side that cannot move has lost (Dagaz).
            assert!(moves(&r, &pos).is_empty(), "{}", r.id());
            assert_eq!(pos.outcome(&r).winner(), Some(Police));
            continue;
        }
        assert_eq!(moves(&r, &pos), ["pass"], "{}", r.id());
        assert_eq!(pos.outcome(&r).winner(), None);
        let after = play(&r, &pos, "pass");
        assert_eq!(after.to_move(), Police);
        assert_eq!(after.ply(), 1);
        // pass is illegal while anything else is legal.
        assert!(illegal(&r, &r.start(), "pass").contains("only when nothing else"));
    }
}

#[test]
fn an_available_exchange_is_a_move_so_no_pass() {
    for r in all_rules() {
        // Only the eight guards are on the board: Hospital 5+8 = 13, Prison 5+15.
        let pos = position(&r, &boxed(""), Suffragettes);
        let m = moves(&r, &pos);
        assert!(
            !m.is_empty() && m.iter().all(|x| x.starts_with('X')),
            "{}: {m:?}",
            r.id()
        );
    }
}
