//! The start and the turn: the start position, who moves first, what a turn is.

use super::*;
use crate::common::*;
use suffragetto_core::engine::{Counts, Move, Opening, Position, Setup};
use suffragetto_core::notation::{parse_pieces, write_position};
use suffragetto_core::piece::Side::{Police, Suffragettes};
use suffragetto_core::variant::PointId;
use suffragetto_core::variant::values::Revisit;

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

pub(super) fn setup_pieces(value: &str) -> bool {
    // One Leader and two Suffragettes against one Inspector and two constables.
    let english = rules("english");
    let few = "Le6 Sf6 Sg6 Ik12 Pj12 Pl12";
    let board = write_position(&position(&english, few, Suffragettes));
    let board = board.split(' ').next().unwrap();
    match value {
        "{large: 5, small: 16}" => {
            let r = english_with("setup.pieces", value);
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

pub(super) fn setup_placement(value: &str) -> bool {
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
        "moved" => english_with("setup.placement", &board),
        _ => return false,
    };
    let start = r.start();
    assert_eq!(start.ply(), 0);
    assert_eq!(start.board() == moved.board(), value == "moved");
    // e6 stands empty only on the moved board: its Suffragette steps from e7.
    assert_eq!(is_legal(&r, &start, "e7-e8"), value == "moved");
    true
}

pub(super) fn first_player(value: &str) -> bool {
    let r = english_with("setup.first_player", value);
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

pub(super) fn turn_action(value: &str) -> bool {
    if value != "move_or_hop" {
        return false;
    }
    // A turn is one step or one hop chain: then the other side moves.
    let r = english_with("turn.action", value);
    let pos = position(&r, "Se8 Se9 Sf9 Sf10 Ik15", Suffragettes);
    for mv in ["e8-e7", "e8-e10-g10"] {
        let after = play(&r, &pos, mv);
        assert_eq!((after.to_move(), after.ply()), (Police, 1));
        assert_eq!(after.board().occupied().len(), pos.board().occupied().len());
    }
    assert!(illegal(&r, &play(&r, &pos, "e8-e7"), "e7-e6").contains("Police"));
    true
}
