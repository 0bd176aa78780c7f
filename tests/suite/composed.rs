//! Composed positions: a position string may hold fewer pieces than the full
//! set (at most 5 large and 16 small a side, board and captured together),
//! the rest out of play, as a chess problem does. Every tool accepts them.

use crate::common::*;
use suffragetto_core::engine::{Position, Setup};
use suffragetto_core::notation::{parse_pieces, parse_position, write_setup};
use suffragetto_core::piece::Side;
use suffragetto_core::record::Record;

/// Two pieces on an empty board, nobody captured: the teacher's example.
fn two_pieces() -> String {
    let pieces = parse_pieces("Le9 Pf10").unwrap();
    write_setup(&Setup::from_pieces(pieces, Side::Suffragettes))
}

fn cli(args: &[&str]) -> std::process::Output {
    crate::common::run(args)
}

#[test]
fn two_pieces_on_an_empty_board_have_their_moves_in_every_variant() {
    let text = two_pieces();
    assert!(text.ends_with(" S 0+0 0+0 - 0"), "{text}");
    for r in all_rules() {
        let pos = parse_position(&text, &r).unwrap_or_else(|e| panic!("{}: {e}", r.id()));
        let m = moves(&r, &pos);
        // Eight steps around e9 less the occupied f10, and the capture over it.
        assert_eq!(m.len(), 8, "{}: {m:?}", r.id());
        assert!(m.contains(&"e9xg11".to_string()), "{}: {m:?}", r.id());
        let after = play(&r, &pos, "e9xg11");
        assert_eq!(
            after.hospital(),
            suffragetto_core::engine::Counts { large: 0, small: 1 }
        );
        assert_eq!(after.board().iter().count(), 1);
    }
}

#[test]
fn more_pieces_than_a_side_has_are_still_refused() {
    let r = rules("english");
    let mut s = setup("Se9", Side::Suffragettes);
    // 15 small captured and one on the board make 16: fine; one more is not.
    assert!(Position::from_setup(s.clone(), &r).is_ok());
    s.prison.small += 1;
    let e = Position::from_setup(s, &r).unwrap_err().to_string();
    assert!(e.contains("make 17, but a side has only 16"), "{e}");
}

#[test]
fn the_command_line_takes_composed_positions() {
    let text = two_pieces();
    let out = cli(&["moves", "--position", &text]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let listed = String::from_utf8(out.stdout).unwrap();
    assert_eq!(listed.lines().count(), 8, "{listed}");
    let out = cli(&["play", "--position", &text, "e9xg11", "pass"]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(
        String::from_utf8(out.stdout)
            .unwrap()
            .contains(" 0+0 0+1 - 2")
    );
    let dir = std::env::temp_dir().join(format!("suffragetto-composed-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let svg = dir.join("two.svg");
    let out = cli(&[
        "diagram",
        "--position",
        &text,
        "--legal",
        "e9",
        "-o",
        svg.to_str().unwrap(),
    ]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let drawn = std::fs::read_to_string(&svg).unwrap();
    assert!(drawn.starts_with("<svg") || drawn.starts_with("<?xml"));
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_record_may_start_from_a_composed_position() {
    let text = format!(
        "[Variant \"english\"]\n[SetUp \"{}\"]\n[Result \"unfinished\"]\n\n1. e9xg11 pass\n",
        two_pieces()
    );
    let rec = Record::parse(&text).unwrap();
    let replay = rec.replay(&rules("english"), "composed.sgn").unwrap();
    assert_eq!(replay.steps.len(), 2);
    assert_eq!(replay.end().hospital().small, 1);
}

#[test]
fn a_server_table_may_start_from_a_composed_position() {
    use suffragetto_core::budget::Budget;
    let dir =
        std::env::temp_dir().join(format!("suffragetto-composed-table-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let state = suffragetto_server::AppState::open(&dir.join("t.sqlite")).unwrap();
    let position = two_pieces();
    let (id, side, token) = state
        .create(
            &suffragetto_server::NewTable {
                variant: "german",
                side: "S",
                nickname: "teacher",
                position: Some(&position),
                ..Default::default()
            },
            &Budget::unlimited(),
        )
        .unwrap();
    assert_eq!(side, Side::Suffragettes);
    state
        .play(
            &id,
            &suffragetto_server::table::Holder::Token(token),
            "e9xg11",
            &Budget::unlimited(),
        )
        .unwrap();
    let hospital = state.with_table(&id, |t| t.position().hospital()).unwrap();
    assert_eq!(hospital.small, 1);
    std::fs::remove_dir_all(&dir).unwrap();
}
