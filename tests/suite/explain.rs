//! `suffragetto explain`: legal, or why not, with the rule point that decides
//! and the passage the variant cites for it; the same keys as the
//! explorer's `/api/explain`.

use crate::common::*;
use std::process::Command;
use suffragetto::notation::write_position;
use suffragetto::piece::Side::Suffragettes;
use suffragetto::report::explain;

fn cli(args: &[&str]) -> (i32, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_suffragetto"))
        .args(args)
        .output()
        .unwrap();
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
    assert_eq!(e.rule_point, Some("hop.over_forbidden"));
    let cited = german.variant().point("hop.over_forbidden").unwrap();
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
