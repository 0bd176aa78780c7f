//! `suffragetto explain`: legal, or why not, with the rule point that decides
//! and the passage the variant cites for it; the same keys as the
//! explorer's `/api/explain`.

use crate::common::*;
use suffragetto_core::notation::{parse_position, write_position};
use suffragetto_core::piece::Side::Suffragettes;
use suffragetto_core::report::explain;
use suffragetto_core::variant::PointId;

fn cli(args: &[&str]) -> (i32, String) {
    let out = crate::common::run(args);
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8(out.stdout).unwrap(),
    )
}

#[test]
fn a_refusal_names_its_rule_point_and_the_variants_citation() {
    let german = rules("german");
    let pos = position(&german, "Sg5 Ph4", Suffragettes);
    let e = explain(&pos, &german, "g5-i3");
    assert!(!e.legal);
    assert_eq!(e.rule_point, Some(PointId::HopOverForbidden));
    let cited = german.variant().point_by_id("hop.over_forbidden").unwrap();
    assert_eq!(e.citation.as_ref(), cited.citation.as_ref());
    assert_eq!(e.value.as_deref(), Some("forbidden"));
    // The same move is legal under the English reading.
    let english = rules("english");
    let e = explain(
        &position(&english, "Sg5 Ph4", Suffragettes),
        &english,
        "g5-i3",
    );
    assert!(e.legal && e.reason.is_none() && e.rule_point.is_none());
    assert_eq!(e.canonical.as_deref(), Some("g5-i3"));
    let after = parse_position(e.after.as_deref().unwrap(), &english).unwrap();
    assert!(after.piece_at(sq("i3")).is_some() && after.piece_at(sq("g5")).is_none());
}

#[test]
fn the_command_answers_in_words_or_json_with_the_apis_keys() {
    let german = rules("german");
    let text = write_position(&position(&german, "Sg5 Ph4", Suffragettes));
    let (code, out) = cli(&[
        "explain",
        "--variant",
        "german",
        "--position",
        &text,
        "g5-i3",
    ]);
    assert_eq!(code, 0);
    assert!(
        out.starts_with("g5-i3 is not legal under german: hop 1 jumps h4"),
        "{out}"
    );
    assert!(
        out.contains("dürfen weder betreten noch übersprungen werden"),
        "{out}"
    );
    let (_, json) = cli(&[
        "explain",
        "--variant",
        "german",
        "--position",
        &text,
        "g5-i3",
        "--format",
        "json",
    ]);
    let v: serde_json::Value = serde_json::from_str(&json).unwrap();
    for key in ["legal", "reason", "rule_point", "citation"] {
        assert!(v.get(key).is_some(), "{key} missing: {json}");
    }
    assert_eq!(v["legal"], false);
    assert_eq!(v["rule_point"], "hop.over_forbidden");
    assert_eq!(v["citation"]["section"], "Spielregeln");
    // A convention has no citation: the text says so.
    let (_, out) = cli(&["explain", "e5-e7-e5"]);
    assert!(
        out.contains("hop.revisit") && out.contains("convention"),
        "{out}"
    );
    // Malformed move text is explained too, without a rule point.
    let (code, json) = cli(&["explain", "zz", "--format", "json"]);
    let v: serde_json::Value = serde_json::from_str(&json).unwrap();
    assert_eq!(
        (code, &v["legal"], &v["rule_point"]),
        (0, &serde_json::json!(false), &serde_json::Value::Null)
    );
    assert!(v["reason"].as_str().unwrap().contains("expected a square"));
}

#[test]
fn the_explorer_sets_variants_side_by_side_and_explains_each_divergence() {
    use suffragetto_core::report::explore;
    let english = rules("english");
    let german = rules("german");
    let ludii = rules("ludii");
    let pos = position(&english, "Sg7 Pg8 Sd6 Se6", Suffragettes);
    let x = explore(&pos, &[&english, &german, &ludii]);
    assert_eq!(x.variants.len(), 3);
    assert!(x.variants.iter().all(|v| v.invalid.is_none()));
    let count = |id: &str| x.variants.iter().find(|v| v.id == id).unwrap().moves.len();
    let straight = x.differences.iter().find(|d| d.text == "g7-g9").unwrap();
    assert_eq!(straight.allowed_by, ["english", "ludii"]);
    assert_eq!(straight.refused_by.len(), 1);
    assert_eq!(straight.refused_by[0].variant, "german");
    assert_eq!(
        straight.refused_by[0].rule_point,
        Some(PointId::HopStraightOverOpponent)
    );
    // Ludii alone lets d6 hop over e6 and come back.
    let back = x
        .differences
        .iter()
        .find(|d| d.text.starts_with("d6-") && d.text.ends_with("-d6"))
        .unwrap();
    assert_eq!(back.allowed_by, ["ludii"]);
    assert!(
        back.refused_by
            .iter()
            .all(|e| e.rule_point == Some(PointId::HopRevisit))
    );
    // A difference lists a move under exactly the variants that allow it.
    let listed = |id: &str, text: &str| {
        x.variants
            .iter()
            .find(|v| v.id == id)
            .unwrap()
            .moves
            .iter()
            .any(|m| m.text == text)
    };
    for d in &x.differences {
        assert!(
            d.allowed_by.iter().all(|id| listed(id, &d.text)),
            "{}",
            d.text
        );
        assert!(
            d.refused_by.iter().all(|e| !listed(&e.variant, &d.text)),
            "{}",
            d.text
        );
    }
    // The lists differ exactly by the differences.
    let only = |a: &str, b: &str| {
        x.differences
            .iter()
            .filter(|d| {
                d.allowed_by.iter().any(|v| v == a) && d.refused_by.iter().any(|e| e.variant == b)
            })
            .count()
    };
    assert!(only("english", "german") >= 1);
    assert_eq!(
        count("english") - only("english", "german"),
        count("german") - only("german", "english")
    );
    let hop = x.variants[0]
        .moves
        .iter()
        .find(|m| m.text == "g7-g9")
        .unwrap();
    assert_eq!((hop.kind, hop.path.len()), ("hop", 2));
}

#[test]
fn explain_play_and_replay_speak_the_language_asked_for() {
    let args = ["explain", "-v", "german", "-p"];
    let pos = write_position(&position(&rules("german"), "Sg5 Ph4", Suffragettes));
    let (code, de) = cli(&[&args[..], &[pos.as_str(), "g5-i3", "--lang", "de"]].concat());
    assert_eq!(code, 0, "{de}");
    assert!(
        de.starts_with("g5-i3 ist in der Variante german nicht erlaubt: "),
        "{de}"
    );
    assert!(
        de.contains("  Regelpunkt hop.over_forbidden: Sprung über ein Feld, das die springende Figur nicht betreten darf: "),
        "{de}"
    );
    let status = [
        "ausdrücklich",
        "erschlossen",
        "Konvention",
        "widersprüchlich",
    ];
    assert!(
        status.iter().any(|w| de.contains(&format!("({w})\n"))),
        "{de}"
    );
    let (_, fr) = cli(&[&args[..], &[pos.as_str(), "g5-i3", "--lang", "fr"]].concat());
    assert!(
        fr.starts_with("g5-i3 n’est pas permis dans la variante german\u{a0}: "),
        "{fr}"
    );
    assert!(
        fr.contains("point de règle hop.over_forbidden\u{a0}: "),
        "{fr}"
    );
    // play: the refusal in French on standard error.
    let out = crate::common::run(&["play", "--lang", "fr", "e6-e7", "e7-e8"]);
    let err = String::from_utf8(out.stderr).unwrap();
    assert_eq!(out.status.code(), Some(1));
    assert!(
        err.contains("coup 2 (demi-coup 2) dans la variante english\u{a0}: e7-e8\u{a0}: e7 porte une suffragette, mais c’est à la police de jouer (turn.action)"),
        "{err}"
    );
    // An unknown language is refused by the argument parser.
    let out = crate::common::run(&["explain", "--lang", "it", "e6-e7"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(
        String::from_utf8(out.stderr)
            .unwrap()
            .contains("unknown language `it` (expected en, de or fr)")
    );
}
