//! The command line, as a user runs it.

use std::process::{Command, Output};

fn run(args: &[&str]) -> Output {
    crate::common::run(args)
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
            "exchange.ranks",
            "exchange.consent",
            "end.no_move"
        ]
    );
    assert_eq!(json["value_differences"], 6);
    // Rows where only the status differs are listed too, and say so.
    assert!(ids("status").contains(&"hop.over".to_string()));
    let text = ok(&["diff", "english", "german"]);
    assert!(
        text.starts_with("english and german: 5 rule points with different values, 5 with the same value known differently.\n"),
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

/// The JSON a successful command prints.
fn json(args: &[&str]) -> serde_json::Value {
    let text = ok(args);
    serde_json::from_str(&text).unwrap_or_else(|e| panic!("{args:?}: {e}: {text}"))
}

#[test]
fn ablate_finds_exactly_no_effect_where_a_change_cannot_matter() {
    let games = 6;
    let rep = json(&[
        "ablate", "--games", "6", "-q", "-v", "english", "--format", "json",
    ]);
    assert_eq!(rep["base"]["games"], games);
    let ablations = rep["ablations"].as_array().unwrap();
    assert!(ablations.len() >= 8, "{}", ablations.len());
    for a in ablations {
        assert_eq!(a["changed"]["games"], games, "{}", a["point"]);
        let changed = a["games_changed"].as_u64().unwrap();
        assert!(changed <= games, "{}", a["point"]);
        for e in a["effects"].as_array().unwrap() {
            let d = &e["difference"];
            let (low, value, high) = (
                d["low"].as_f64().unwrap(),
                d["value"].as_f64().unwrap(),
                d["high"].as_f64().unwrap(),
            );
            assert!(low <= value && value <= high, "{} {e}", a["point"]);
            assert_eq!(e["distinguishable"], low > 0.0 || high < 0.0, "{e}");
            // Games the change did not alter differ in nothing.
            if changed == 0 {
                assert_eq!(value, 0.0, "{} {e}", a["point"]);
            }
        }
    }
    // When captured pieces leave the board cannot change a game (a chain
    // never lands where it jumped): every effect is exactly zero.
    let removal = ablations
        .iter()
        .find(|a| a["point"] == "capture.removal")
        .expect("capture.removal is disputed");
    assert_eq!(removal["changed_value"], "immediate");
    assert_eq!(removal["games_changed"], 0);
    let effects = removal["effects"].as_array().unwrap();
    assert!(effects.len() >= 4);
    for e in effects {
        assert_eq!(e["difference"]["value"].as_f64(), Some(0.0), "{e}");
        assert_eq!(e["distinguishable"], false, "{e}");
    }
    // A point known to matter changes games: exchanges from six captured
    // pieces each rather than twelve.
    let trigger = ablations
        .iter()
        .find(|a| a["point"] == "exchange.trigger")
        .expect("exchange.trigger is disputed");
    assert!(trigger["games_changed"].as_u64().unwrap() > 0, "{trigger}");
}

#[test]
fn a_seeded_tournament_adds_up_and_search_beats_random() {
    let args = [
        "tournament",
        "--agents",
        "random,search",
        "--games",
        "2",
        "-q",
        "--max-plies",
        "200",
        "--seed",
        "3",
        "--format",
        "json",
    ];
    let rep = json(&args);
    assert_eq!(rep, json(&args), "same seed, same cross-table");
    assert_eq!(rep["games_per_pairing"], 2);
    let p = rep["pairings"].as_array().unwrap();
    assert_eq!(p.len(), 2);
    let (random, search) = (&p[0], &p[1]);
    assert_eq!(
        (random["agent"].as_str(), search["agent"].as_str()),
        (Some("random"), Some("search"))
    );
    let n = |v: &serde_json::Value, k: &str| v[k].as_u64().unwrap();
    for row in p {
        assert_eq!(n(row, "games"), 2);
        assert!(n(row, "wins") + n(row, "losses") <= 2, "{row}");
        let score = row["score"]["value"].as_f64().unwrap();
        assert!((score - n(row, "wins") as f64 / 2.0).abs() < 1e-12, "{row}");
    }
    // Each side's wins are the other's losses.
    assert_eq!(n(random, "wins"), n(search, "losses"));
    assert_eq!(n(random, "losses"), n(search, "wins"));
    assert!(
        n(search, "wins") > n(random, "wins"),
        "search should beat random: {rep}"
    );
}

#[test]
fn bench_measures_with_a_tiny_budget() {
    let rep = json(&[
        "bench",
        "--seconds",
        "0.01",
        "--cap",
        "40",
        "--format",
        "json",
    ]);
    let keys: Vec<&str> = rep
        .as_object()
        .unwrap()
        .keys()
        .map(String::as_str)
        .collect();
    let mut expected = vec![
        "variant",
        "start_position_moves_ns",
        "start_position_moves",
        "midgame_positions",
        "moves_generated_per_second",
        "perft3_nodes",
        "perft3_seconds",
        "random_playouts_per_second",
        "random_playout_cap",
        "random_playout_mean_plies",
        "greedy_games_per_second",
        "strong_move_ms",
        "strong_positions_per_second",
        "aims",
        "build",
        "start_position_moves_plain_ns",
        "chain_position_moves",
        "chain_position_moves_ms",
        "chain_position_texts_ms",
    ];
    expected.sort();
    let mut keys = keys;
    keys.sort();
    assert_eq!(keys, expected);
    assert_eq!(rep["variant"], "english");
    assert_eq!(rep["start_position_moves"], 119);
    // tests/data/perft.txt.
    assert_eq!(rep["perft3_nodes"], 1_780_240);
    assert_eq!(rep["midgame_positions"], 100);
    // The review's position full of chains (src/ai/bench.rs).
    assert_eq!(rep["chain_position_moves"], 18_193);
    assert_eq!(rep["random_playout_cap"], 40);
    let mean = rep["random_playout_mean_plies"].as_f64().unwrap();
    assert!(mean > 0.0 && mean <= 40.0, "{mean}");
    for rate in [
        "start_position_moves_ns",
        "moves_generated_per_second",
        "perft3_seconds",
        "chain_position_moves_ms",
        "chain_position_texts_ms",
        "random_playouts_per_second",
        "greedy_games_per_second",
    ] {
        let v = rep[rate].as_f64().unwrap();
        assert!(v.is_finite() && v > 0.0, "{rate}: {v}");
    }
    let build = if cfg!(debug_assertions) {
        "debug"
    } else {
        "release"
    };
    assert_eq!(rep["build"], build);
    let strong = rep["strong_move_ms"].as_array().unwrap();
    assert_eq!(strong.len(), 3, "levels 1, 2 and 3");
    for ms in strong {
        let ms = ms.as_f64().unwrap();
        assert!(ms.is_finite() && ms > 0.0, "{ms}");
    }
    let pps = rep["strong_positions_per_second"].as_f64().unwrap();
    assert!(pps.is_finite() && pps > 0.0, "{pps}");
    // The aims, each checked against its measurement; the playouts' aim
    // is stated for the default cap only.
    let aims = rep["aims"].as_array().unwrap();
    assert_eq!(aims.len(), 2, "{aims:?}");
    let start = &aims[0];
    assert!(start["aim"].as_str().unwrap().contains("700 ns"), "{start}");
    assert_eq!(start["measured"], rep["start_position_moves_ns"]);
    assert_eq!(
        start["met"].as_bool().unwrap(),
        start["measured"].as_f64().unwrap() <= 700.0
    );
    assert_eq!(aims[1]["measured"], rep["strong_positions_per_second"]);
    let text = ok(&["bench", "--seconds", "0.01", "--cap", "40"]);
    assert!(
        text.contains("strong agent, ms a move at levels 1, 2, 3"),
        "{text}"
    );
    assert!(
        text.contains("speed aims, this build on this machine:"),
        "{text}"
    );
    assert!(!text.contains("issue"), "{text}");
    assert!(
        text.contains("positions a second at least doubled (2 x 648000)"),
        "{text}"
    );
    assert!(
        text.contains("start position listed in at most 700 ns: "),
        "{text}"
    );
    assert!(text.contains("1780240"), "{text}");
    assert!(
        text.contains("all 18193 legal moves") && text.contains("their texts listed"),
        "{text}"
    );
}

#[test]
fn book_builds_a_site_as_a_command() {
    let dir = std::env::temp_dir().join(format!("suffragetto-book-cmd-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let site = dir.join("site");
    let src = concat!(env!("CARGO_MANIFEST_DIR"), "/book");
    let out = ok(&[
        "book",
        "--src",
        src,
        "-o",
        site.to_str().unwrap(),
        "--games",
        "2",
        "--search",
        "50",
        "--strong-games",
        "2",
        "--strong-nodes",
        "100",
        "-q",
    ]);
    assert!(out.starts_with(&format!("{}: ", site.display())), "{out}");
    assert!(
        out.contains(" pages, ") && out.contains("print kit in"),
        "{out}"
    );
    let index = std::fs::read_to_string(site.join("index.html")).unwrap();
    assert!(
        index.contains("<html"),
        "{}",
        &index[..200.min(index.len())]
    );
    for lang in ["en", "de", "fr"] {
        assert!(site.join(lang).join("print-kit").is_dir(), "{lang}");
    }
    // No self-play, no book.
    let err = fails(&[
        "book",
        "--src",
        src,
        "-o",
        site.to_str().unwrap(),
        "--games",
        "0",
        "-q",
    ]);
    assert!(err.contains("--games must be at least 1"), "{err}");
    // The strong agent needs a budget it can search with.
    let code = run(&["book", "--src", src, "--strong-nodes", "50", "-q"])
        .status
        .code();
    assert_eq!(code, Some(2), "--strong-nodes below 100 is a usage error");
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn exit_codes_are_1_for_errors_2_for_usage_and_0_for_a_closed_pipe() {
    let code = |args: &[&str]| run(args).status.code();
    assert_eq!(code(&["moves", "--variant", "klingon"]), Some(1));
    assert_eq!(code(&["replay", "/nonexistent.sgn"]), Some(1));
    assert_eq!(code(&["moves", "--no-such-flag"]), Some(2));
    assert_eq!(code(&[]), Some(2));
    assert_eq!(code(&["perft", "--depth", "deep"]), Some(2));
    let usage = run(&["moves", "--no-such-flag"]);
    assert!(String::from_utf8_lossy(&usage.stderr).contains("Usage:"));
    assert_eq!(code(&["--version"]), Some(0));
    // A reader that has gone before anything is written: every write fails
    // with a broken pipe, which is no error.
    for args in [
        &["variants", "show", "english"][..],
        &["variants", "show", "english", "--format", "json"][..],
        &["moves"][..],
    ] {
        let (reader, writer) = std::io::pipe().unwrap();
        drop(reader);
        let out = crate::common::command()
            .args(args)
            .stdout(writer)
            .output()
            .unwrap();
        assert_eq!(out.status.code(), Some(0), "{args:?}");
        assert!(
            out.stderr.is_empty(),
            "{args:?}: {}",
            String::from_utf8_lossy(&out.stderr)
        );
    }
    // As a shell runs it.
    let out = Command::new("bash")
        .args([
            "-c",
            &format!(
                "'{}' variants show english | head -1; echo \"status ${{PIPESTATUS[0]}}\"",
                env!("CARGO_BIN_EXE_suffragetto")
            ),
        ])
        .output()
        .unwrap();
    let text = String::from_utf8(out.stdout).unwrap();
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 2, "{text}");
    assert_eq!(lines[1], "status 0", "{text}");
    assert!(
        out.stderr.is_empty(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
}

#[test]
fn compare_follows_the_main_line_and_leaves_variations_aside() {
    let game = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/book/games/02-into-the-house.sgn"
    );
    let text = std::fs::read_to_string(game).unwrap();
    // A variation at ply 5 that is illegal everywhere, and a legal one.
    let with = text.replacen(
        "3. g5-i3 {",
        "3. g5-i3 (3. a1-a2 {no piece there}) (3. g11-h12 {quiet}) {",
        1,
    );
    assert_ne!(with, text);
    let dir = std::env::temp_dir().join(format!("suffragetto-cmp-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let (plain, varied) = (dir.join("plain.sgn"), dir.join("varied.sgn"));
    std::fs::write(&plain, &text).unwrap();
    std::fs::write(&varied, &with).unwrap();
    let compare = |f: &std::path::Path| {
        let mut v = json(&["compare", f.to_str().unwrap(), "--format", "json"]);
        v.as_object_mut().unwrap().remove("record");
        v
    };
    let (a, b) = (compare(&plain), compare(&varied));
    assert_eq!(a, b, "variations change nothing in the comparison");
    let verdicts = b["variants"].as_array().unwrap();
    let german = verdicts.iter().find(|v| v["variant"] == "german").unwrap();
    assert_eq!(
        (german["legal"].as_bool(), german["legal_plies"].as_u64()),
        (Some(false), Some(4))
    );
    assert_eq!(german["first_illegal"]["ply"], 5);
    let english = verdicts.iter().find(|v| v["variant"] == "english").unwrap();
    assert_eq!(
        (english["legal"].as_bool(), english["legal_plies"].as_u64()),
        (Some(true), Some(9))
    );
    assert_eq!(english["winner"], "S");
    // Replay checks the variations too, and says which.
    let err = fails(&["replay", varied.to_str().unwrap()]);
    assert!(
        err.contains("a1-a2") && err.contains("varied.sgn:"),
        "{err}"
    );
    std::fs::remove_dir_all(&dir).unwrap();
}
