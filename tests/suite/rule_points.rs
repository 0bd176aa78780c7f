//! The rule points the texts read differently and the programs implement
//! differently: each value shown changing the legal moves, or what a move
//! does, on a hand-built position, under the variants that adopt it and
//! against the other values (in variants made for the test).

use crate::common::*;
use suffragetto_core::engine::{Counts, Rules};
use suffragetto_core::notation::{parse_position, write_position};
use suffragetto_core::piece::Side::{Police, Suffragettes};

/// `base` with rule point `point` set to `value`.
fn with(base: &str, point: &str, value: serde_json::Value) -> Rules {
    crate::common::changed(&rules(base), point, &value)
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
fn pieces_inside_a_building_can_be_captured_only_where_the_buildings_are_arena() {
    // A Suffragette inside the House of Commons (h13) beside a constable on
    // i12, g14 empty: the constable jumps her diagonally.
    let pieces = "Sh13 Pi12 Ik15";
    let excluded = rules("english");
    let included = with(
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
        let r = with("english", "hop.revisit", serde_json::json!(value));
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
        let r = with("english", "hop.revisit", serde_json::json!(value));
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

#[test]
fn an_exchange_costs_the_turns_the_variant_says() {
    // Prison 5+15, Hospital 4+16: exchanges are available.
    let pieces = "Se9 In15";
    let exchange = |cost: &str| -> (Rules, Vec<suffragetto_core::engine::Position>) {
        let r = with("english", "exchange.cost", serde_json::json!(cost));
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
