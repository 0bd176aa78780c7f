//! Exchanges: when they are on offer, consent, what they cost in turns,
//! where the exchanged pieces come back, and their refusals.

use super::*;
use crate::common::*;
use suffragetto_core::engine::{Counts, Move, Offer, Position, Rules};
use suffragetto_core::notation::{parse_position, write_move, write_position};
use suffragetto_core::piece::Side::{Police, Suffragettes};

#[test]
fn exchange_is_available_when_both_hold_enough_and_the_yards_are_empty() {
    for r in all_rules() {
        let pos = sparse(&r);
        let x: Vec<String> = moves(&r, &pos)
            .into_iter()
            .filter(|m| m.starts_with('X'))
            .collect();
        // k <= 4 large (Hospital has 4), 1 <= k + m <= 6: 6 + 6 + 5 + 4 + 3
        // options. Ludii's proposer also chooses its squares: C(6, k+m)
        // choices of squares times C(k+m, k) for the large ones, 715 in all.
        // Dagaz's ranks need not match: a+b Suffragettes (a <= 5) for as many
        // Police (at most 4 large), 114 pairs (counted by a script).
        let n = match r.id() {
            "ludii" => 715,
            "dagaz" => 114,
            _ => 24,
        };
        assert_eq!(x.len(), n, "{}", r.id());
        let first = if r.id() == "ludii" { "X0+1:b1" } else { "X0+1" };
        assert_eq!(x.first().map(String::as_str), Some(first));
        assert!(x.iter().any(|m| m.starts_with("X4+2")) && !x.contains(&"X5+0".to_string()));
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
        // Dagaz: a <= 5 large and b <= 1 small Suffragettes for as many
        // Police (at most 5 large and 4 small), ranks unmatched: 42 pairs
        // (counted by a script).
        assert_eq!(x, if id == "dagaz" { 42 } else { 0 }, "{id}");
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
            let offer = after.pending().unwrap();
            assert_eq!(
                offer.counts_only(),
                Offer::matched(Counts { large: 1, small: 3 }),
                "{id}"
            );
            let answers = moves(&r, &after);
            if id == "ludii" {
                // The Suffragettes named the fixed order's squares by
                // leaving them out; the Police choose theirs on accepting:
                // 4 of 6 free squares, one of them the Inspector's.
                assert_eq!(
                    write_move(&pos, &r, &Move::Exchange(offer)),
                    "X1+3:b6,b5,b4,b3"
                );
                assert_eq!(answers.len(), 15 * 4 + 1, "{id}");
                assert_eq!(answers.last().map(String::as_str), Some("decline"));
                assert!(answers.contains(&"accept:p12,p13,p14,p15".to_string()));
            } else {
                assert_eq!(answers, ["accept", "decline"], "{id}");
            }
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
    assert!(
        e.contains("not an exchange the Police could propose here"),
        "{e}"
    );
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

#[test]
fn exchanges_are_refused_by_the_rule_point_that_forbids_them() {
    for r in all_rules() {
        refused_by(&r, &r.start(), "X0+1", "exchange.trigger");
        // Prison 5+15, Hospital 4+16.
        let sparse = position(&r, "Se9 In15", Suffragettes);
        refused_by(&r, &sparse, "X5+1", "exchange.ranks");
        refused_by(
            &r,
            &position(&r, "Se9 Sb3 In15", Suffragettes),
            "X1+1",
            "exchange.blocked",
        );
        // Squares for the released pieces: named where the releasing side
        // chooses them (Ludii), refused where the order is fixed; as many
        // pieces a side, of the same ranks unless the variant says not
        // (Dagaz).
        let owner = r.values().exchange_placement
            == suffragetto_core::variant::values::Placement::OwnerChooses;
        if owner {
            assert!(is_legal(&r, &sparse, "X1+2:b4,b2,b1"));
            refused_by(&r, &sparse, "X1+2:b4,b2", "exchange.placement");
            refused_by(&r, &sparse, "X1+2:b4,b2,p12", "exchange.placement");
        } else {
            refused_by(&r, &sparse, "X1+2:b4,b2,b1", "exchange.placement");
        }
        refused_by(&r, &sparse, "X1+2/0+2", "exchange.ranks");
        if r.id() == "dagaz" {
            assert!(is_legal(&r, &sparse, "X1+2/0+3"));
        } else {
            refused_by(&r, &sparse, "X1+2/0+3", "exchange.ranks");
        }
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
            s.pending = Some(suffragetto_core::engine::Offer::matched(Counts {
                large: 1,
                small: 0,
            }));
            assert!(Position::from_setup(s, &r).is_err(), "{}", r.id());
        }
    }
}

#[test]
fn an_exchange_costs_the_turns_the_variant_says() {
    // Prison 5+15, Hospital 4+16: exchanges are available.
    let pieces = "Se9 In15";
    let exchange = |cost: &str| -> (Rules, Vec<suffragetto_core::engine::Position>) {
        let r = changed_from("english", "exchange.cost", serde_json::json!(cost));
        let start = position(&r, pieces, Suffragettes);
        let proposed = play(&r, &start, "X1+1");
        let accepted = play(&r, &proposed, "accept");
        (r, vec![start, proposed, accepted])
    };
    // Move and answer: the Police answer, then the Suffragettes move.
    let (_, p) = exchange("move_and_answer");
    assert_eq!((p[1].to_move(), p[2].to_move()), (Police, Suffragettes));
    // Move: the Police answer at once and then move themselves.
    let (_, p) = exchange("move");
    assert_eq!((p[1].to_move(), p[2].to_move()), (Police, Police));
    // Free: the Suffragettes move after the answer and may not propose again.
    let (r, p) = exchange("free");
    assert_eq!((p[1].to_move(), p[2].to_move()), (Police, Suffragettes));
    assert!(p[2].exchanged_this_turn());
    let text = write_position(&p[2]);
    assert_eq!(text.split(' ').nth(4), Some("*"));
    assert_eq!(parse_position(&text, &r).unwrap(), p[2]);
    let m = moves(&r, &p[2]);
    assert!(!m.iter().any(|x| x.starts_with('X')), "{m:?}");
    assert!(illegal(&r, &p[2], "X1+1").contains("exchange.cost"));
    // Once a piece has moved the mark is gone.
    let moved = play(&r, &p[2], "e9-e10");
    assert!(!moved.exchanged_this_turn());
    // The mark is refused where an exchange costs a turn.
    let english = rules("english");
    assert!(parse_position(&text, &english).is_err());
    // Demand and free: the demand releases at once and the demander moves on.
    let demand = variant(
        "english",
        &(entry("exchange.cost", "free") + &entry("exchange.consent", "demand")),
    );
    let start = position(&demand, pieces, Suffragettes);
    let after = play(&demand, &start, "X0+2");
    assert_eq!(after.to_move(), Suffragettes);
    assert_eq!(
        after.prison(),
        Counts {
            large: 5,
            small: 13
        }
    );
    assert!(after.exchanged_this_turn());
}

pub(super) fn trigger(value: &str) -> bool {
    let Ok(n) = value.parse::<usize>() else {
        return false;
    };
    let r = english_with("exchange.trigger", value);
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

pub(super) fn exchange_size(value: &str) -> bool {
    let Ok(n) = value.parse::<u8>() else {
        return false;
    };
    let r = english_with("exchange.size", value);
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

pub(super) fn consent(value: &str) -> bool {
    if !matches!(value, "required" | "demand") {
        return false;
    }
    let r = english_with("exchange.consent", value);
    let after = play(&r, &sparse(&r), "X1+3");
    assert_eq!(after.to_move(), Police);
    if value == "required" {
        assert_eq!(
            after.pending(),
            Some(suffragetto_core::engine::Offer::matched(Counts {
                large: 1,
                small: 3
            }))
        );
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

pub(super) fn cost(value: &str) -> bool {
    // Who moves after the proposal, and after its acceptance.
    let expected = match value {
        "move_and_answer" => (Police, Suffragettes, false),
        "move" => (Police, Police, false),
        "free" => (Police, Suffragettes, true),
        _ => return false,
    };
    let r = english_with("exchange.cost", value);
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

pub(super) fn exchange_return(value: &str) -> bool {
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

pub(super) fn blocked(value: &str) -> bool {
    if !matches!(value, "true" | "false") {
        return false;
    }
    let r = english_with("exchange.blocked", value);
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

pub(super) fn ranks(value: &str) -> bool {
    if !matches!(value, "matched" | "unmatched") {
        return false;
    }
    let r = english_with("exchange.ranks", value);
    // Prison 5+15, Hospital 4+16: a Leader and two Suffragettes for three
    // constables.
    let pos = sparse(&r);
    if value == "matched" {
        assert_eq!(refusing_point(&r, &pos, "X1+2/0+3"), "exchange.ranks");
        assert_eq!(exchanges(&r, &pos).len(), 24);
        return true;
    }
    // 114 pairs of counts (counted by a script), each as many a side.
    assert_eq!(exchanges(&r, &pos).len(), 114);
    assert_eq!(refusing_point(&r, &pos, "X1+2/0+2"), "exchange.ranks");
    let after = play(&r, &play(&r, &pos, "X1+2/0+3"), "accept");
    assert_eq!(
        after.prison(),
        Counts {
            large: 4,
            small: 13
        }
    );
    assert_eq!(
        after.hospital(),
        Counts {
            large: 4,
            small: 13
        }
    );
    let at = |s: &str| after.piece_at(sq(s)).map(|p| p.letter());
    assert_eq!(
        ["b6", "b5", "b4", "p12", "p13", "p14", "p15"].map(at),
        [
            Some('L'),
            Some('S'),
            Some('S'),
            Some('P'),
            Some('P'),
            Some('P'),
            None
        ]
    );
    true
}

pub(super) fn proposer(value: &str) -> bool {
    if !matches!(value, "to_move" | "either") {
        return false;
    }
    let r = english_with("exchange.proposer", value);
    // An exchange is available to both sides throughout.
    let pos = sparse(&r);
    let moved = play(&r, &pos, "e9-e10");
    if value == "to_move" {
        assert_eq!(moved.to_move(), Police);
        assert!(!moved.in_window());
        assert!(is_legal(&r, &moved, "X1+1"));
        return true;
    }
    // The Suffragettes, having moved, may propose at the start of the
    // Police's turn, or pass; nothing else.
    assert_eq!((moved.to_move(), moved.in_window()), (Suffragettes, true));
    assert_eq!(moved.ply(), 1);
    let m = moves(&r, &moved);
    assert_eq!(m.len(), 24 + 1);
    assert_eq!(m.last().map(String::as_str), Some("pass"));
    assert_eq!(refusing_point(&r, &moved, "e10-e11"), "exchange.proposer");
    let text = write_position(&moved);
    assert!(text.ends_with(" ! 1"), "{text}");
    assert_eq!(parse_position(&text, &r).unwrap(), moved);
    // Passing takes no ply; the Police move as usual.
    let passed = play(&r, &moved, "pass");
    assert_eq!(
        (passed.to_move(), passed.ply(), passed.in_window()),
        (Police, 1, false)
    );
    // A proposal at the start of the Police's turn: they answer, then move.
    let proposed = play(&r, &moved, "X1+1");
    assert_eq!(
        (proposed.to_move(), proposed.pending_early()),
        (Police, true)
    );
    assert!(write_position(&proposed).ends_with(" 1+1! 2"));
    let answered = play(&r, &proposed, "decline");
    assert_eq!((answered.to_move(), answered.pending()), (Police, None));
    let accepted = play(&r, &proposed, "accept");
    assert_eq!(accepted.to_move(), Police);
    assert_eq!(
        accepted.prison(),
        Counts {
            large: 4,
            small: 14
        }
    );
    // On demand the exchange is made at once, and the Police move.
    let demand = with_all(&[("exchange.proposer", value), ("exchange.consent", "demand")]).unwrap();
    let moved = play(&demand, &sparse(&demand), "e9-e10");
    let made = play(&demand, &moved, "X1+1");
    assert_eq!((made.to_move(), made.pending()), (Police, None));
    assert_eq!(
        made.prison(),
        Counts {
            large: 4,
            small: 14
        }
    );
    // Under the English rules no window opens.
    assert!(!play(&rules("english"), &sparse(&rules("english")), "e9-e10").in_window());
    true
}

pub(super) fn placement(value: &str) -> bool {
    if !matches!(value, "fixed_order" | "owner_chooses") {
        return false;
    }
    let r = english_with("exchange.placement", value);
    let pos = sparse(&r);
    if value == "fixed_order" {
        assert_eq!(
            refusing_point(&r, &pos, "X1+2:b4,b2,b1"),
            "exchange.placement"
        );
        let after = play(&r, &play(&r, &pos, "X1+2"), "accept");
        let at = |s: &str| after.piece_at(sq(s)).map(|p| p.letter());
        assert_eq!(
            ["b6", "b5", "b4", "b1"].map(at),
            [Some('L'), Some('S'), Some('S'), None]
        );
        return true;
    }
    // The proposer names its squares, the answerer its own on accepting.
    let proposed = play(&r, &pos, "X1+2:b4,b2,b1");
    assert_eq!(refusing_point(&r, &pos, "X1+2:b4,b2"), "exchange.placement");
    assert_eq!(
        refusing_point(&r, &pos, "X1+2:b4,b2,p12"),
        "exchange.placement"
    );
    assert_eq!(
        refusing_point(&r, &proposed, "accept:b6,b5,b3"),
        "exchange.placement"
    );
    // 20 choices of 3 squares of 6, times 3 for the Inspector's, and decline.
    assert_eq!(moves(&r, &proposed).len(), 20 * 3 + 1);
    let after = play(&r, &proposed, "accept:p17,p15,p13");
    let at = |s: &str| after.piece_at(sq(s)).map(|p| p.letter());
    assert_eq!(
        ["b4", "b2", "b1", "b6", "p17", "p15", "p13", "p12"].map(at),
        [
            Some('L'),
            Some('S'),
            Some('S'),
            None,
            Some('I'),
            Some('P'),
            Some('P'),
            None
        ]
    );
    // Written without squares, the fixed order's are taken.
    let plain = play(&r, &pos, "X1+2");
    assert!(write_position(&plain).contains(" 1+2:b6,b5,b4 "));
    // A demand has no answer, so the other side could not choose: refused.
    let e = with_all(&[
        ("exchange.placement", value),
        ("exchange.consent", "demand"),
    ])
    .unwrap_err();
    assert!(
        e.contains("exchange.placement")
            && e.contains("owner_chooses needs exchange.consent: required"),
        "{e}"
    );
    true
}
