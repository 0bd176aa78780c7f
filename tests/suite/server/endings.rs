//! How a table's game ended is the engine's to say: the table view carries
//! the engine's outcome, its ending and the sentence that says it, and the
//! winning squares only where the target was filled.

use super::harness::{TestServer, create_table, get_json, post, temp_db};
use serde_json::{Value, json};
use suffragetto_core::engine::{Rules, Setup};
use suffragetto_core::notation::{parse_pieces, write_position};
use suffragetto_core::piece::Side;
use suffragetto_core::variant::values::PieceCounts;

/// The start of `variant` with every Police piece taken off the board (in
/// the Hospital): after the Suffragettes' first move the Police cannot move.
fn no_police(variant: &str) -> String {
    let rules = Rules::load(variant).unwrap();
    let start = rules.start_with(Side::Suffragettes);
    let pieces: Vec<String> = start
        .board()
        .iter()
        .filter(|(_, p)| p.side == Side::Suffragettes)
        .map(|(sq, p)| format!("{}{sq}", p.letter()))
        .collect();
    let setup = Setup::from_pieces(parse_pieces(&pieces.join(" ")).unwrap(), Side::Suffragettes)
        .capture_the_rest(PieceCounts {
            large: 5,
            small: 16,
        });
    let pos = suffragetto_core::engine::Position::from_setup(setup, &rules).unwrap();
    write_position(&pos)
}

/// Plays the Suffragettes' first legal move at a new table of `variant`
/// from `position`; the state after it.
fn after_first_move(b: &str, variant: &str, position: &str) -> Value {
    let c = create_table(
        b,
        &json!({"variant": variant, "side": "S", "nickname": "Ada", "position": position}),
    );
    let id = c["id"].as_str().unwrap();
    let state = get_json(b, &format!("/api/tables/{id}"));
    let mv = state["legal_moves"][0].as_str().unwrap();
    let (status, v) = post(
        b,
        &format!("/api/tables/{id}/moves"),
        &json!({"token": c["token"], "move": mv}),
    );
    assert_eq!(status, 200, "{v}");
    get_json(b, &format!("/api/tables/{id}"))
}

#[test]
fn a_dagaz_game_won_because_the_police_cannot_move_says_so() {
    let db = temp_db("ending-no-move");
    let server = TestServer::start(&db);
    let s = after_first_move(&server.base, "dagaz", &no_police("dagaz"));
    assert_eq!(s["result"], "S", "{s}");
    assert_eq!(s["termination"], "no_move");
    assert_eq!(s["ending"], "the Police cannot move");
    assert_eq!(
        s["outcome"],
        json!({"won": {"winner": "S", "ending": "no_move"}})
    );
    assert_eq!(s["winning_squares"], json!([]));
    assert_eq!(s["legal_moves"], json!([]));
    // Under the English rules a side without a move passes: nothing ends.
    let s = after_first_move(&server.base, "english", &no_police("english"));
    assert_eq!(s["result"], Value::Null);
    assert_eq!(s["outcome"], "unfinished");
    assert_eq!(s["legal_moves"], json!(["pass"]));
}

#[test]
fn a_filled_building_and_a_resignation_are_told_apart() {
    let db = temp_db("ending-target");
    let server = TestServer::start(&db);
    let b = &server.base;
    // Five Suffragettes in the House of Commons (h13-j14), a sixth beside it.
    let rules = Rules::load("english").unwrap();
    let setup = Setup::from_pieces(
        parse_pieces("Sh13 Si13 Sj13 Sh14 Si14 Sk14 Pe5 Pf5").unwrap(),
        Side::Suffragettes,
    )
    .capture_the_rest(PieceCounts {
        large: 5,
        small: 16,
    });
    let pos =
        write_position(&suffragetto_core::engine::Position::from_setup(setup, &rules).unwrap());
    let c = create_table(
        b,
        &json!({"variant": "english", "side": "S", "nickname": "Ada", "position": pos}),
    );
    let id = c["id"].as_str().unwrap();
    let (status, v) = post(
        b,
        &format!("/api/tables/{id}/moves"),
        &json!({"token": c["token"], "move": "k14-j14"}),
    );
    assert_eq!(status, 200, "{v}");
    let s = get_json(b, &format!("/api/tables/{id}"));
    assert_eq!(s["termination"], "target");
    assert_eq!(s["ending"], "6 Suffragettes are in the House of Commons");
    // A page shows it in its visitor's language.
    assert_eq!(
        s["ending_words"],
        json!({
            "en": "6 Suffragettes are in the House of Commons",
            "de": "6 Suffragetten sind im House of Commons",
            "fr": "6 suffragettes sont dans la Chambre des communes",
        })
    );
    let mut won: Vec<&str> = s["winning_squares"]
        .as_array()
        .unwrap()
        .iter()
        .map(|v| v.as_str().unwrap())
        .collect();
    won.sort();
    assert_eq!(won, ["h13", "h14", "i13", "i14", "j13", "j14"]);
    // A resignation ends the game by resignation, with no winning six.
    let c = create_table(
        b,
        &json!({"variant": "english", "side": "S", "nickname": "Ada"}),
    );
    let id = c["id"].as_str().unwrap();
    let (status, v) = post(
        b,
        &format!("/api/tables/{id}/resign"),
        &json!({"token": c["token"]}),
    );
    assert_eq!(status, 200, "{v}");
    let s = get_json(b, &format!("/api/tables/{id}"));
    assert_eq!(
        (&s["result"], &s["termination"]),
        (&json!("P"), &json!("resignation"))
    );
    assert_eq!(s["ending"], "the Suffragettes resigned");
    assert_eq!(s["ending_words"]["de"], "die Suffragetten haben aufgegeben");
    assert_eq!(s["winning_squares"], json!([]));
}
