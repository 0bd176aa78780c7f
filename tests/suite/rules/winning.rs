//! The end of the game: six pieces in the opponents' building, a side
//! without a legal move.

use super::*;
use crate::common::*;
use suffragetto_core::notation::{parse_position, write_position};
use suffragetto_core::piece::Side::{Police, Suffragettes};
use suffragetto_core::variant::values::NoMove;

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

pub(super) fn win_condition(value: &str) -> bool {
    let Ok(n) = value.parse::<usize>() else {
        return false;
    };
    let r = english_with("win.condition", value);
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

pub(super) fn no_move(value: &str) -> bool {
    if !matches!(value, "pass" | "lose") {
        return false;
    }
    let r = english_with("end.no_move", value);
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

pub(super) fn draw(value: &str) -> bool {
    if value != "none" {
        return false;
    }
    // No draw however often a position repeats or however long the game.
    let r = english_with("end.draw", value);
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
