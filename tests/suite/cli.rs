//! The command line, as a user runs it.

use std::process::{Command, Output};

fn run(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_suffragetto"))
        .args(args)
        .output()
        .expect("binary runs")
}

fn ok(args: &[&str]) -> String {
    let out = run(args);
    assert!(
        out.status.success(),
        "{args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).unwrap()
}

fn fails(args: &[&str]) -> String {
    let out = run(args);
    assert!(!out.status.success(), "{args:?} should fail");
    assert!(
        out.stdout.is_empty() || args.contains(&"play"),
        "{args:?} printed to stdout"
    );
    String::from_utf8(out.stderr).unwrap()
}

#[test]
fn moves_prints_sorted_canonical_moves() {
    let out = ok(&["moves", "--variant", "german"]);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 119);
    let mut sorted = lines.clone();
    sorted.sort();
    assert_eq!(lines, sorted);
    assert!(
        lines.contains(&"m5-m7-o5-o7"),
        "canonical path is the smallest sequence"
    );
    let json: serde_json::Value =
        serde_json::from_str(&ok(&["moves", "--format", "json"])).unwrap();
    assert_eq!(json["moves"].as_array().unwrap().len(), 119);
}

#[test]
fn perft_prints_the_count_last_and_divides() {
    assert_eq!(
        ok(&["perft", "--variant", "english", "--depth", "2"])
            .lines()
            .last(),
        Some("14161")
    );
    let out = ok(&["perft", "--depth", "2", "--divide"]);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 120);
    assert_eq!(lines[0], "c6-b7: 119");
    assert_eq!(lines[119], "14161");
}

#[test]
fn play_applies_moves_and_explains_illegal_ones() {
    let out = ok(&["play", "e6-e7", "k12-k11"]);
    assert!(
        out.starts_with("17/17/17/6P3P6/4IPP3PPI4/2IPPPPPIP1PPPI2/10P6/"),
        "{out}"
    );
    assert!(out.trim_end().ends_with(" S 0+0 0+0 - 2"), "{out}");
    let err = fails(&[
        "play",
        "--variant",
        "german",
        "--position",
        "17/17/10I6/17/17/17/17/17/17/17/17/17/6S10/7P9/17/17/17 S 5+15 4+15 - 0",
        "g5-i3",
    ]);
    assert!(
        err.contains("ply 1") && err.contains("german") && err.contains("Albert Hall"),
        "{err}"
    );
    let err = fails(&["play", "e6-e7", "e7-e8"]);
    assert!(
        err.contains("ply 2") && err.contains("Suffragette"),
        "{err}"
    );
}

#[test]
fn variants_list_show_and_diff() {
    let out = ok(&["variants"]);
    for id in ["english", "german", "french", "ludii", "dagaz"] {
        assert!(out.contains(id), "{out}");
    }
    let show = ok(&["variants", "show", "german"]);
    assert!(
        show.contains("hop.over_forbidden")
            && show.contains("dürfen weder betreten noch übersprungen werden"),
        "{show}"
    );
    let json: serde_json::Value =
        serde_json::from_str(&ok(&["variants", "show", "french", "--format", "json"])).unwrap();
    assert_eq!(json["meta"]["language"], "fr");
    let diff = ok(&["diff", "english", "german"]);
    assert!(
        diff.contains("exchange.consent") && diff.contains("verlangen"),
        "{diff}"
    );
    let json: serde_json::Value =
        serde_json::from_str(&ok(&["diff", "english", "dagaz", "--format", "json"])).unwrap();
    let ids = |kind: &str| -> Vec<String> {
        json["differences"]
            .as_array()
            .unwrap()
            .iter()
            .filter(|d| d["kind"] == kind)
            .map(|d| d["id"].as_str().unwrap().to_string())
            .collect()
    };
    assert_eq!(
        ids("value"),
        [
            "setup.first_player",
            "hop.revisit",
            "exchange.trigger",
            "exchange.consent",
            "end.no_move"
        ]
    );
    assert_eq!(json["value_differences"], 5);
    // Rows where only the status differs are listed too, and say so.
    assert!(ids("status").contains(&"hop.over".to_string()));
    let text = ok(&["diff", "english", "german"]);
    assert!(
        text.starts_with("english and german: 5 rule points with different values, 4 with the same value known differently.\n"),
        "{text}"
    );
    assert!(
        text.contains("\nexchange.consent (Whether the opponent must agree): value differs\n  english  required             contradictory"),
        "{text}"
    );
    assert!(
        text.contains("\nhop.over (Which pieces may be hopped): status differs\n"),
        "{text}"
    );
}

#[test]
fn bad_input_is_an_error_that_says_where() {
    let err = fails(&["moves", "--variant", "klingon"]);
    assert!(err.contains("no built-in variant `klingon`"), "{err}");
    let err = fails(&["moves", "--position", "17/17 S 0+0"]);
    assert!(err.contains("field"), "{err}");
    let err = fails(&["moves", "--variant", "/nonexistent/dir/v.yaml"]);
    assert!(err.contains("cannot read"), "{err}");
    let dir = std::env::temp_dir().join(format!("suffragetto-cli-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let f = dir.join("bad.yaml");
    std::fs::write(&f, "id: bad\ntitle: Bad\nextends: english\nrules:\n  hop.chain:\n    value: loop\n    status: convention\n").unwrap();
    let err = fails(&["moves", "--variant", f.to_str().unwrap()]);
    assert!(err.contains("bad.yaml:6:") && err.contains("loop"), "{err}");
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn replay_and_compare_a_teaching_game() {
    let game = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/book/games/02-into-the-house.sgn"
    );
    let out = ok(&["replay", game]);
    assert!(out.contains("the Suffragettes win"), "{out}");
    let err = fails(&["replay", "--variant", "german", game]);
    assert!(
        err.contains("02-into-the-house.sgn:")
            && err.contains("ply 5")
            && err.contains("forbids jumping"),
        "{err}"
    );
    let out = ok(&["compare", game]);
    assert!(
        out.contains("german   illegal from ply 5") && out.contains("outcome differs"),
        "{out}"
    );
    let json: serde_json::Value =
        serde_json::from_str(&ok(&["compare", game, "--format", "json"])).unwrap();
    assert_eq!(json["variants"].as_array().unwrap().len(), 5);
    assert_eq!(json["outcomes_differ"], true);
    let err = fails(&["replay", "/nonexistent.sgn"]);
    assert!(err.contains("cannot read"), "{err}");
}

#[test]
fn simulate_ablate_and_tournament_report_in_every_format() {
    let json: serde_json::Value = serde_json::from_str(&ok(&[
        "simulate", "--games", "6", "-q", "--format", "json", "-v", "english", "-v", "dagaz",
    ]))
    .unwrap();
    let vs = json["variants"].as_array().unwrap();
    assert_eq!(vs.len(), 2);
    for v in vs {
        for key in [
            "variant",
            "games",
            "suffragette_wins",
            "police_wins",
            "unfinished",
            "balance",
            "decisiveness",
            "length",
            "rule_points",
        ] {
            assert!(!v[key].is_null(), "{key} missing");
        }
        assert_eq!(v["games"], 6);
        let sum = v["suffragette_wins"].as_u64().unwrap()
            + v["police_wins"].as_u64().unwrap()
            + v["unfinished"].as_u64().unwrap();
        assert_eq!(sum, 6);
        assert!(
            v["suffragette_win_rate"]["low"].as_f64().unwrap()
                <= v["suffragette_win_rate"]["value"].as_f64().unwrap()
        );
    }
    let a = ok(&[
        "simulate", "--games", "6", "-q", "--format", "json", "-v", "english", "--seed", "5",
    ]);
    let b = ok(&[
        "simulate", "--games", "6", "-q", "--format", "json", "-v", "english", "--seed", "5",
    ]);
    assert_eq!(a, b, "same seed, same output");
    let csv = ok(&[
        "simulate", "--games", "4", "-q", "--format", "csv", "-v", "french",
    ]);
    assert!(csv.starts_with("variant,games,suffragette_wins,police_wins,unfinished,"));
    assert_eq!(csv.lines().count(), 2);
    let table = ok(&["ablate", "--games", "4", "-q", "-v", "english"]);
    assert!(
        table.contains("hop.over_forbidden: allowed -> forbidden"),
        "{table}"
    );
    assert!(
        table.contains("exchange.consent: required -> demand"),
        "{table}"
    );
    let t = ok(&[
        "tournament",
        "--agents",
        "random,greedy",
        "--games",
        "2",
        "-q",
        "--max-plies",
        "300",
    ]);
    assert!(t.contains("random") && t.contains("greedy"), "{t}");
    let err = fails(&["simulate", "--agents", "clever,greedy", "-q"]);
    assert!(err.contains("unknown agent `clever`"), "{err}");
}

#[test]
fn new_user_rough_edges_stay_smooth() {
    // diff JSON keeps both sides even when the ids are alike.
    let json: serde_json::Value =
        serde_json::from_str(&ok(&["diff", "english", "german", "--format", "json"])).unwrap();
    assert_eq!(json["a"]["variant"], "english");
    assert_eq!(json["b"]["variant"], "german");
    let d = &json["differences"]
        .as_array()
        .unwrap()
        .iter()
        .find(|d| d["kind"] == "value")
        .unwrap();
    assert!(
        d["a"]["value"].is_string() && d["b"]["value"].is_string(),
        "{d}"
    );
    // Lengths need a unit.
    let err = fails(&["board", "--size", "12", "-o", "/tmp/never-written.pdf"]);
    assert!(err.contains("a number and a unit"), "{err}");
    // Nonsense budgets are refused.
    assert!(fails(&["simulate", "--max-plies", "0", "-q"]).contains("--max-plies"));
    assert!(fails(&["tournament", "--agents", "greedy,greedy", "-q"]).contains("twice"));
    assert!(fails(&["moves", "--position", ""]).contains("expected 6"));
    // An IO error is said once.
    let err = fails(&["board", "-o", "/nonexistent/dir/b.pdf"]);
    assert_eq!(err.matches("os error 2").count(), 1, "{err}");
    // `variants show` lists the values each rule point accepts.
    assert!(ok(&["variants", "show", "english"]).contains("values: chain | single"));
}
