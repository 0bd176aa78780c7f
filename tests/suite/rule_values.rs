//! Every value a variant file may give every rule point, listed from the
//! rule-point macro (`RULE_POINTS` and the values each `accepts`), shown
//! changing what happens on a hand-built position: a variant made for the
//! test extends `english` with the value, and the check asserts what that
//! value, and not the others, makes legal, illegal or different. Values no
//! built-in variant uses (`capture.compulsory: true`, `hop.chain: single`,
//! `end.no_move: lose` under english, `step.directions: orthogonal`, ...)
//! are here too; a value the engine does not support is shown refused with
//! its reason. A rule point or value added to `crates/suffragetto-core/src/variant/` without a
//! check here fails [`every_value_of_every_rule_point_has_a_behavioural_check`].

use crate::common::*;
use suffragetto_core::engine::{Counts, Opening, Position, Rules, Setup};
use suffragetto_core::notation::{parse_pieces, parse_position, write_position};
use suffragetto_core::piece::Side::{Police, Suffragettes};
use suffragetto_core::variant::RULE_POINTS;

/// `english` with each `(point, value)` set.
fn with_all(entries: &[(&str, &str)]) -> Result<Rules, String> {
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
fn with(point: &str, value: &str) -> Rules {
    with_all(&[(point, value)]).unwrap_or_else(|e| panic!("{point}: {value}: {e}"))
}

/// The landing squares of the moves of the piece on `from`.
fn landings(r: &Rules, pos: &Position, from: &str) -> Vec<String> {
    let mut v: Vec<String> = moves_from(r, pos, from)
        .iter()
        .map(|m| m[m.rfind(['-', 'x']).unwrap() + 1..].to_string())
        .collect();
    v.sort();
    v
}

/// How many pieces `mv` captures (Prison and Hospital gain them).
fn taken(r: &Rules, pos: &Position, mv: &str) -> usize {
    let after = play(r, pos, mv);
    let total = |p: &Position| usize::from(p.prison().total() + p.hospital().total());
    total(&after) - total(pos)
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

/// Checks the effect of `value` of rule point `id`; false if there is no
/// check for it.
fn show(id: &str, value: &str) -> bool {
    match id {
        "setup.pieces" => setup_pieces(value),
        "setup.placement" => setup_placement(value),
        "setup.first_player" => first_player(value),
        "turn.action" => turn_action(value),
        "step.directions" => step_directions(value),
        "zones.forbidden_all" => forbidden_zone(value),
        "zones.forbidden_own_building" => own_building(value),
        "hop.over" => hop_over(value),
        "hop.straight_over_opponent" => straight_hop(value),
        "hop.directions" => hop_directions(value),
        "hop.chain" => hop_chain(value),
        "hop.chain_in_building" => chain_in_building(value),
        "hop.over_forbidden" => over_forbidden(value),
        "hop.revisit" => revisit(value),
        "capture.zone" => capture_zone(value),
        "capture.in_buildings" => in_buildings(value),
        "capture.small" => capture_directions(value, 'S'),
        "capture.large" => capture_directions(value, 'L'),
        "capture.automatic" => automatic(value),
        "capture.compulsory" => compulsory(value),
        "capture.multiple" => multiple(value),
        "capture.removal" => removal(value),
        "capture.destination" => destination(value),
        "building.confined" => confined(value),
        "building.inside_move" => inside_move(value),
        "exchange.trigger" => trigger(value),
        "exchange.size" => exchange_size(value),
        "exchange.consent" => consent(value),
        "exchange.cost" => cost(value),
        "exchange.return" => exchange_return(value),
        "exchange.blocked" => blocked(value),
        "win.condition" => win_condition(value),
        "end.no_move" => no_move(value),
        "end.draw" => draw(value),
        _ => false,
    }
}

#[test]
fn every_value_of_every_rule_point_has_a_behavioural_check() {
    let (mut missing, mut failed) = (Vec::new(), Vec::new());
    let mut checked = 0;
    for p in RULE_POINTS {
        for value in values_of(p.id.as_str(), p.accepts) {
            // Every value is tried, and every failure listed at the end.
            match std::panic::catch_unwind(|| show(p.id.as_str(), &value)) {
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

fn setup_pieces(value: &str) -> bool {
    // One Leader and two Suffragettes against one Inspector and two constables.
    let english = rules("english");
    let few = "Le6 Sf6 Sg6 Ik12 Pj12 Pl12";
    let board = write_position(&position(&english, few, Suffragettes));
    let board = board.split(' ').next().unwrap();
    match value {
        "{large: 5, small: 16}" => {
            let r = with("setup.pieces", value);
            // The uncaptured pieces are counted in the Prison and Hospital.
            let pos = position(&r, few, Suffragettes);
            assert_eq!(
                pos.prison(),
                Counts {
                    large: 4,
                    small: 14
                }
            );
            assert_eq!(
                r.start()
                    .board()
                    .count(Suffragettes, suffragetto_core::piece::Size::Small),
                16
            );
        }
        "{large: 1, small: 2}" => {
            let r = with_all(&[
                ("setup.pieces", value),
                ("setup.placement", board),
                ("exchange.trigger", "3"),
            ])
            .unwrap();
            let start = r.start();
            assert_eq!(
                (start.prison(), start.hospital()),
                (Counts::default(), Counts::default())
            );
            // A second Leader is one too many.
            let two = Setup::from_pieces(
                parse_pieces("Le6 Lf6 Sg6 Ik12 Pj12 Pl12").unwrap(),
                Suffragettes,
            );
            assert!(Position::from_setup(two, &r).is_err());
            // Under english the same two Leaders are allowed.
            let two = Setup::from_pieces(
                parse_pieces("Le6 Lf6 Sg6 Ik12 Pj12 Pl12").unwrap(),
                Suffragettes,
            );
            assert!(Position::from_setup(two, &english).is_ok());
        }
        _ => return false,
    }
    true
}

fn setup_placement(value: &str) -> bool {
    let english = rules("english");
    let moved = play(
        &english,
        &play(&english, &english.start(), "e6-e7"),
        "k12-k11",
    );
    let board = write_position(&moved);
    let board = board.split(' ').next().unwrap().to_string();
    let r = match value {
        "start" => english.clone(),
        "moved" => with("setup.placement", &board),
        _ => return false,
    };
    let start = r.start();
    assert_eq!(start.ply(), 0);
    assert_eq!(start.board() == moved.board(), value == "moved");
    // e6 stands empty only on the moved board: its Suffragette steps from e7.
    assert_eq!(is_legal(&r, &start, "e7-e8"), value == "moved");
    true
}

fn first_player(value: &str) -> bool {
    let r = with("setup.first_player", value);
    let (opening, police_may_begin) = match value {
        "suffragettes" => (Opening::Fixed(Suffragettes), false),
        "police" => (Opening::Fixed(Police), true),
        "coin_toss" | "unspecified" => (Opening::Open, true),
        _ => return false,
    };
    assert_eq!(r.opening(), opening, "{value}");
    assert_eq!(r.first_player(Some(Police)).is_ok(), police_may_begin);
    assert_eq!(
        r.first_player(Some(Suffragettes)).is_ok(),
        value != "police"
    );
    let first = if value == "police" {
        Police
    } else {
        Suffragettes
    };
    assert_eq!(r.start().to_move(), first);
    true
}

fn turn_action(value: &str) -> bool {
    if value != "move_or_hop" {
        return false;
    }
    // A turn is one step or one hop chain: then the other side moves.
    let r = with("turn.action", value);
    let pos = position(&r, "Se8 Se9 Sf9 Sf10 Ik15", Suffragettes);
    for mv in ["e8-e7", "e8-e10-g10"] {
        let after = play(&r, &pos, mv);
        assert_eq!((after.to_move(), after.ply()), (Police, 1));
        assert_eq!(after.board().occupied().len(), pos.board().occupied().len());
    }
    assert!(illegal(&r, &play(&r, &pos, "e8-e7"), "e7-e6").contains("Police"));
    true
}

fn step_directions(value: &str) -> bool {
    let expected: &[&str] = match value {
        "all" => &["d10", "d8", "d9", "e10", "e8", "f10", "f8", "f9"],
        "orthogonal" => &["d9", "e10", "e8", "f9"],
        "diagonal" => &["d10", "d8", "f10", "f8"],
        "none" => &[],
        _ => return false,
    };
    let r = with("step.directions", value);
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

fn forbidden_zone(zone: &str) -> bool {
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

fn own_building(value: &str) -> bool {
    let forbidden = match value {
        "true" => true,
        "false" => false,
        _ => return false,
    };
    let r = with("zones.forbidden_own_building", value);
    let pos = position(&r, "Sg5 Ik15", Suffragettes);
    assert_eq!(is_legal(&r, &pos, "g5-h5"), !forbidden);
    assert_eq!(is_legal(&r, &pos, "g5-h4"), !forbidden);
    true
}

fn hop_over(value: &str) -> bool {
    // f8 may hop its own f9 to f10, or the constable on e9 to d10.
    let r = match value {
        "any" | "opponent" => with("hop.over", value),
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

fn straight_hop(value: &str) -> bool {
    if !matches!(value, "harmless" | "forbidden") {
        return false;
    }
    let r = with("hop.straight_over_opponent", value);
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

fn hop_directions(value: &str) -> bool {
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

fn hop_chain(value: &str) -> bool {
    let r = match value {
        "chain" => with("hop.chain", value),
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

fn chain_in_building(value: &str) -> bool {
    if !matches!(value, "continues" | "ends") {
        return false;
    }
    let r = with("hop.chain_in_building", value);
    let pos = position(&r, "Sf11 Pg12 Si13 Ik15", Suffragettes);
    assert!(is_legal(&r, &pos, "f11xh13"));
    assert_eq!(is_legal(&r, &pos, "f11xh13-j13"), value == "continues");
    true
}

fn over_forbidden(value: &str) -> bool {
    if !matches!(value, "allowed" | "forbidden") {
        return false;
    }
    let r = with("hop.over_forbidden", value);
    // h4 is in Albert Hall, which the Suffragettes may not enter; b5 is
    // in the Yard, which no piece may enter.
    let hall = position(&r, "Sg5 Ph4 Ik15", Suffragettes);
    assert_eq!(is_legal(&r, &hall, "g5-i3"), value == "allowed");
    let yard = position(&r, "Sb5 Sb6 Ik15", Suffragettes);
    assert_eq!(is_legal(&r, &yard, "b5-b7"), value == "allowed");
    true
}

fn revisit(value: &str) -> bool {
    // e5-g7-g5-e7 jumps f6 twice; e5-e7-e5 lands on e5 again; the ring
    // e5-g5-g7-e7-e5 lands on e5 again jumping four different pieces.
    let (jump_twice, come_back, ring) = match value {
        "never" => (false, false, false),
        "land_again" => (false, false, true),
        "jump_again" => (true, false, false),
        "unlimited" => (true, true, true),
        _ => return false,
    };
    let r = with("hop.revisit", value);
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

fn capture_zone(value: &str) -> bool {
    if !matches!(value, "arena" | "arena_and_free") {
        return false;
    }
    let r = with("capture.zone", value);
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

fn in_buildings(value: &str) -> bool {
    if !matches!(value, "excluded" | "included") {
        return false;
    }
    let r = with("capture.in_buildings", value);
    let pos = position(&r, "Sh13 Pi12 Ik15", Police);
    assert_eq!(is_legal(&r, &pos, "i12xg14"), value == "included");
    assert_eq!(taken(&r, &pos, "i12-g14"), usize::from(value == "included"));
    true
}

fn capture_directions(value: &str, piece: char) -> bool {
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
    let r = with(point, value);
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

fn automatic(value: &str) -> bool {
    match value {
        "true" => {
            let r = with("capture.automatic", value);
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

fn compulsory(value: &str) -> bool {
    let must = match value {
        "true" => true,
        "false" => false,
        _ => return false,
    };
    let r = with("capture.compulsory", value);
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

fn multiple(value: &str) -> bool {
    if !matches!(value, "true" | "false") {
        return false;
    }
    let r = with("capture.multiple", value);
    let pos = position(&r, "Le8 Pf9 Ph11 Ik15", Suffragettes);
    assert!(is_legal(&r, &pos, "e8xg10"));
    assert_eq!(is_legal(&r, &pos, "e8xg10xi12"), value == "true");
    if value == "false" {
        assert!(illegal(&r, &pos, "e8xg10xi12").contains("capture.multiple"));
    }
    true
}

fn removal(value: &str) -> bool {
    if !matches!(value, "end_of_move" | "immediate") {
        return false;
    }
    // A chain never lands where it jumped (landings keep the parity of the
    // start square), so when captured pieces leave cannot change a move:
    // both values give the same moves and the same result.
    let r = with("capture.removal", value);
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

fn destination(value: &str) -> bool {
    if value != "prison_and_hospital" {
        return false;
    }
    let r = with("capture.destination", value);
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

fn confined(value: &str) -> bool {
    if !matches!(value, "true" | "false") {
        return false;
    }
    let r = with("building.confined", value);
    let pos = position(&r, "Sh13 Ik15", Suffragettes);
    assert_eq!(is_legal(&r, &pos, "h13-g13"), value == "false");
    assert_eq!(is_legal(&r, &pos, "h13-g12"), value == "false");
    assert!(is_legal(&r, &pos, "h13-i13"));
    true
}

fn inside_move(value: &str) -> bool {
    if !matches!(value, "allowed" | "forbidden") {
        return false;
    }
    let r = with("building.inside_move", value);
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

/// Suffragette e9 and Inspector n15 alone: Prison 5+15, Hospital 4+16.
fn sparse(r: &Rules) -> Position {
    position(r, "Se9 In15", Suffragettes)
}

fn exchanges(r: &Rules, pos: &Position) -> Vec<String> {
    moves(r, pos)
        .into_iter()
        .filter(|m| m.starts_with('X'))
        .collect()
}

/// Pieces on ranks 1-2 (Suffragettes) and 17-16 (Police) that leave
/// exactly `prison` and `hospital` pieces captured: small pieces on the
/// board first, then large.
fn captured_exactly(prison: usize, hospital: usize) -> String {
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

fn trigger(value: &str) -> bool {
    let Ok(n) = value.parse::<usize>() else {
        return false;
    };
    let r = with("exchange.trigger", value);
    // With n captured each an exchange may be proposed; with one fewer in
    // the Prison it may not.
    let enough = position(&r, &captured_exactly(n, n), Suffragettes);
    assert_eq!(enough.prison().total() as usize, n);
    assert!(!exchanges(&r, &enough).is_empty(), "{n}");
    let short = position(&r, &captured_exactly(n - 1, n), Suffragettes);
    assert!(exchanges(&r, &short).is_empty(), "{n}");
    let why = illegal(&r, &short, if n > 5 { "X0+1" } else { "X1+0" });
    assert!(why.contains(&format!("{n} or more")), "{why}");
    true
}

fn exchange_size(value: &str) -> bool {
    let Ok(n) = value.parse::<u8>() else {
        return false;
    };
    let r = with("exchange.size", value);
    let x = exchanges(&r, &sparse(&r));
    let largest = x
        .iter()
        .map(|m| {
            let (k, s) = m[1..].split_once('+').unwrap();
            k.parse::<u8>().unwrap() + s.parse::<u8>().unwrap()
        })
        .max();
    assert_eq!(largest, Some(n), "{x:?}");
    true
}

fn consent(value: &str) -> bool {
    if !matches!(value, "required" | "demand") {
        return false;
    }
    let r = with("exchange.consent", value);
    let after = play(&r, &sparse(&r), "X1+3");
    assert_eq!(after.to_move(), Police);
    if value == "required" {
        assert_eq!(after.pending(), Some(Counts { large: 1, small: 3 }));
        assert_eq!(after.prison(), sparse(&r).prison());
        assert_eq!(moves(&r, &after), ["accept", "decline"]);
    } else {
        assert_eq!(after.pending(), None);
        assert_eq!(
            after.prison(),
            Counts {
                large: 4,
                small: 12
            }
        );
    }
    true
}

fn cost(value: &str) -> bool {
    // Who moves after the proposal, and after its acceptance.
    let expected = match value {
        "move_and_answer" => (Police, Suffragettes, false),
        "move" => (Police, Police, false),
        "free" => (Police, Suffragettes, true),
        _ => return false,
    };
    let r = with("exchange.cost", value);
    let proposed = play(&r, &sparse(&r), "X1+1");
    let accepted = play(&r, &proposed, "accept");
    assert_eq!(
        (
            proposed.to_move(),
            accepted.to_move(),
            accepted.exchanged_this_turn()
        ),
        expected,
        "{value}"
    );
    true
}

fn exchange_return(value: &str) -> bool {
    if value != "yard_and_grounds" {
        return false;
    }
    let r = with_all(&[("exchange.return", value), ("exchange.consent", "demand")]).unwrap();
    let after = play(&r, &sparse(&r), "X1+2");
    let at = |s: &str| after.piece_at(sq(s)).map(|p| p.letter());
    assert_eq!(
        ["b6", "b5", "b4", "b3"].map(at),
        [Some('L'), Some('S'), Some('S'), None]
    );
    assert_eq!(
        ["p12", "p13", "p14", "p15"].map(at),
        [Some('I'), Some('P'), Some('P'), None]
    );
    true
}

fn blocked(value: &str) -> bool {
    if !matches!(value, "true" | "false") {
        return false;
    }
    let r = with("exchange.blocked", value);
    // A piece on the Yard (b3).
    let pos = position(&r, "Se9 Sb3 In15", Suffragettes);
    assert_eq!(exchanges(&r, &pos).is_empty(), value == "true");
    if value == "false" {
        // Five pieces a side at most: b3 is taken.
        assert!(is_legal(&r, &pos, "X1+4") && !is_legal(&r, &pos, "X1+5"));
        // The five a side come back around the piece on the Yard.
        let after = play(&r, &play(&r, &pos, "X1+4"), "accept");
        assert_eq!(
            after.prison(),
            Counts {
                large: 4,
                small: 10
            }
        );
        let on_yard = ["b1", "b2", "b3", "b4", "b5", "b6"]
            .iter()
            .filter(|s| after.piece_at(sq(s)).is_some())
            .count();
        assert_eq!(on_yard, 6);
    }
    true
}

fn win_condition(value: &str) -> bool {
    let Ok(n) = value.parse::<usize>() else {
        return false;
    };
    let r = with("win.condition", value);
    // `k` Suffragettes in the House of Commons, and one on g12 to step in.
    let inside = ["i13", "j13", "h14", "i14", "j14"];
    let pieces = |k: usize| {
        let mut v: Vec<String> = inside[..k].iter().map(|s| format!("S{s}")).collect();
        v.extend(["Sg12".to_string(), "Ik15".to_string()]);
        v.join(" ")
    };
    // The n-th piece in wins; the one before it does not.
    let pos = position(&r, &pieces(n - 1), Suffragettes);
    assert_eq!(pos.winner(&r), None, "{n}");
    assert_eq!(
        play(&r, &pos, "g12-h13").winner(&r),
        Some(Suffragettes),
        "{n}"
    );
    if n >= 2 {
        let pos = position(&r, &pieces(n - 2), Suffragettes);
        assert_eq!(play(&r, &pos, "g12-h13").winner(&r), None, "{n}");
    }
    true
}

fn no_move(value: &str) -> bool {
    if !matches!(value, "pass" | "lose") {
        return false;
    }
    let r = with("end.no_move", value);
    // A lone Suffragette boxed in on b7; 21 Police, so no exchange.
    let pos = position(
        &r,
        "Sb7 Pb8 Pc6 Pc7 Pc8 Pb9 Pd9 Pd7 Pd5 Ie17 If17 Ig17 Ih17 Ii17 Pj17 Pk17 Pl17 Pm17 Pe16 Pf16 Pg16 Ph16",
        Suffragettes,
    );
    if value == "pass" {
        assert_eq!(moves(&r, &pos), ["pass"]);
        assert_eq!(pos.outcome(&r).winner(), None);
    } else {
        assert!(moves(&r, &pos).is_empty());
        assert_eq!(pos.outcome(&r).winner(), Some(Police));
    }
    true
}

fn draw(value: &str) -> bool {
    if value != "none" {
        return false;
    }
    // No draw however often a position repeats or however long the game.
    let r = with("end.draw", value);
    let mut pos = position(&r, "Se9 Ik15", Suffragettes);
    for mv in ["e9-e10", "k15-k14", "e10-e9", "k14-k15"].repeat(5) {
        pos = play(&r, &pos, mv);
    }
    assert_eq!(
        write_position(&pos),
        write_position(&position(&r, "Se9 Ik15", Suffragettes)).replace(" 0", " 20")
    );
    assert_eq!(pos.outcome(&r).winner(), None);
    let late = write_position(&pos).replace(" 20", " 100000");
    let late = parse_position(&late, &r).unwrap();
    assert!(!moves(&r, &late).is_empty());
    true
}
