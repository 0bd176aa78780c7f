//! Sharded self-play: the shards' per-game lines merged give, byte for
//! byte, the report one run gives; bad, missing, doubled or foreign lines
//! are refused with the file and line.

use std::path::{Path, PathBuf};
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
    assert!(out.stdout.is_empty(), "{args:?} printed to stdout");
    String::from_utf8(out.stderr).unwrap()
}

fn dir(name: &str) -> PathBuf {
    let d = Path::new(env!("CARGO_TARGET_TMPDIR")).join(format!("shards-{name}"));
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d).unwrap();
    d
}

/// Runs `args` whole and in `n` shards, merges the shards and compares,
/// in every format; returns the shards' files.
fn merged_equals_one_run(name: &str, args: &[&str], n: u32) -> Vec<PathBuf> {
    let d = dir(name);
    let parts: Vec<PathBuf> = (1..=n)
        .map(|k| {
            let part = d.join(format!("part-{k}.jsonl"));
            let shard = format!("{k}/{n}");
            let mut a = args.to_vec();
            a.extend(["-q", "--shard", &shard, "-o", part.to_str().unwrap()]);
            let said = ok(&a);
            assert!(said.ends_with(" games\n"), "{said}");
            part
        })
        .collect();
    for format in ["text", "json", "csv"] {
        let mut one = args.to_vec();
        one.extend(["-q", "--format", format]);
        let whole = ok(&one);
        let mut m = vec!["merge", "--format", format];
        // A tournament's ratings are asked of the merge as of the run.
        if args.contains(&"--ratings") {
            m.push("--ratings");
        }
        // The order of the parts does not matter.
        m.extend(parts.iter().rev().map(|p| p.to_str().unwrap()));
        assert_eq!(ok(&m), whole, "{args:?} --format {format}");
    }
    parts
}

#[test]
fn merged_shards_equal_one_run_for_simulate_ablate_and_tournament() {
    let sim = merged_equals_one_run(
        "simulate",
        &[
            "simulate",
            "--games",
            "7",
            "--variant",
            "english",
            "--variant",
            "german",
        ],
        2,
    );
    // Every game once: 7 games of two variants, split 4 + 3 per variant.
    let lines = |p: &Path| std::fs::read_to_string(p).unwrap().lines().count();
    assert_eq!((lines(&sim[0]), lines(&sim[1])), (8, 6));
    merged_equals_one_run(
        "ablate",
        &["ablate", "--games", "5", "--agents", "greedy"],
        3,
    );
    merged_equals_one_run(
        "tournament",
        &[
            "tournament",
            "--agents",
            "random,greedy,strong:100",
            "--games",
            "4",
            "--ratings",
        ],
        2,
    );
}

#[test]
fn a_game_line_carries_its_run_rules_hash_seed_and_result() {
    let d = dir("line");
    let part = d.join("all.jsonl");
    ok(&["ablate", "--games", "2", "-q", "-o", part.to_str().unwrap()]);
    let text = std::fs::read_to_string(&part).unwrap();
    let lines: Vec<serde_json::Value> = text
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    let base = &lines[0];
    assert_eq!(base["run"]["command"], "ablate");
    assert_eq!(base["config"]["variant"], "english");
    assert_eq!(base["agents"], serde_json::json!(["greedy", "greedy"]));
    assert_eq!(base["rules_hash"].as_str().unwrap().len(), 16);
    assert!(base["seed"].is_u64() && base["outcome"]["plies"].as_u64().unwrap() > 0);
    // A change has its own rules and hash, but the base's seeds (paired).
    let changed = lines
        .iter()
        .find(|l| l["config"]["change"]["point"] == "capture.in_buildings")
        .expect("the buildings' capture changed");
    assert_ne!(changed["rules_hash"], base["rules_hash"]);
    assert_eq!(changed["seed"], base["seed"]);
}

#[test]
fn merge_refuses_missing_doubled_foreign_and_bad_lines() {
    let d = dir("refuse");
    let part = |k: u32| d.join(format!("p{k}.jsonl"));
    for k in 1..=2 {
        let shard = format!("{k}/2");
        ok(&[
            "simulate",
            "--games",
            "4",
            "--variant",
            "french",
            "-q",
            "--shard",
            &shard,
            "-o",
            part(k).to_str().unwrap(),
        ]);
    }
    let (p1, p2) = (part(1), part(2));
    let (p1, p2) = (p1.to_str().unwrap(), p2.to_str().unwrap());
    let err = fails(&["merge", p1]);
    assert!(err.contains("2 of 4 games missing (games 1, 3)"), "{err}");
    let err = fails(&["merge", p1, p2, p1]);
    assert!(err.contains("there twice"), "{err}");
    // Under other rules: the content hash differs.
    let text = std::fs::read_to_string(p2).unwrap();
    let hash = serde_json::from_str::<serde_json::Value>(text.lines().next().unwrap()).unwrap()
        ["rules_hash"]
        .as_str()
        .unwrap()
        .to_string();
    let other = d.join("other.jsonl");
    std::fs::write(&other, text.replacen(&hash, "0123456789abcdef", 1)).unwrap();
    let err = fails(&["merge", p1, other.to_str().unwrap()]);
    assert!(
        err.contains(
            "other.jsonl:1: the game was played under rules whose content hash is 0123456789abcdef"
        ),
        "{err}"
    );
    // Another run's games.
    let foreign = d.join("foreign.jsonl");
    std::fs::write(&foreign, text.replace("\"seed\":1,", "\"seed\":2,")).unwrap();
    let err = fails(&["merge", p1, foreign.to_str().unwrap()]);
    assert!(
        err.contains("foreign.jsonl:1: the game belongs to another run"),
        "{err}"
    );
    // Not a game line: file, line and column.
    let bad = d.join("bad.jsonl");
    std::fs::write(
        &bad,
        format!("{}\n{{\"run\": 3}}\n", text.lines().next().unwrap()),
    )
    .unwrap();
    let err = fails(&["merge", bad.to_str().unwrap()]);
    assert!(err.contains("bad.jsonl:2:"), "{err}");
    assert!(err.contains("not a game line"), "{err}");
    // A shard without a file to write to, and a shard out of range.
    let err = fails(&["simulate", "--games", "2", "--shard", "1/2"]);
    assert!(err.contains("--shard K/N needs -o PART"), "{err}");
    let out = run(&["simulate", "--shard", "3/2", "-o", "x.jsonl"]);
    assert_eq!(out.status.code(), Some(2), "a usage error");
    assert!(!Path::new("x.jsonl").exists());
}

#[test]
fn a_partial_set_of_whole_shards_reports_the_games_there() {
    let d = dir("partial");
    let part = |k: u32| d.join(format!("p{k}.jsonl"));
    // Shard 1 of 3 of a 6-game ablation owns games 0 and 3 of every
    // configuration; shards 1 and 2, games 0, 1, 3 and 4.
    for k in 1..=2 {
        let shard = format!("{k}/3");
        ok(&[
            "ablate",
            "--games",
            "6",
            "--agents",
            "greedy",
            "-q",
            "--shard",
            &shard,
            "-o",
            part(k).to_str().unwrap(),
        ]);
    }
    let (p1, p2) = (part(1), part(2));
    let (p1, p2) = (p1.to_str().unwrap(), p2.to_str().unwrap());
    // Without --partial a missing shard is refused.
    let err = fails(&["merge", p1, p2]);
    assert!(err.contains("2 of 6 games missing (games 2, 5)"), "{err}");
    let json = ok(&["merge", "--partial", "--format", "json", p1, p2]);
    let report: serde_json::Value = serde_json::from_str(&json).unwrap();
    assert_eq!(report["base"]["games"], 4, "{json}");
    for a in report["ablations"].as_array().unwrap() {
        assert_eq!(a["changed"]["games"], 4, "{a}");
    }
    // The report is that of the games there: the base's wins are counted
    // from its lines in the two files.
    let base_lines: Vec<serde_json::Value> = [p1, p2]
        .iter()
        .flat_map(|p| {
            std::fs::read_to_string(p)
                .unwrap()
                .lines()
                .map(|l| serde_json::from_str::<serde_json::Value>(l).unwrap())
                .collect::<Vec<_>>()
        })
        .filter(|l| l["config"].get("change").is_none())
        .collect();
    assert_eq!(base_lines.len(), 4);
    let won = |side: &str| {
        base_lines
            .iter()
            .filter(|l| l["outcome"]["winner"] == side)
            .count()
    };
    assert_eq!(report["base"]["suffragette_wins"], won("S"), "{json}");
    assert_eq!(report["base"]["police_wins"], won("P"), "{json}");
    let one_shard = ok(&["merge", "--partial", "--format", "json", p1]);
    let one: serde_json::Value = serde_json::from_str(&one_shard).unwrap();
    assert_eq!(one["base"]["games"], 2);
    // A set whose configurations have different games is not whole shards.
    let text = std::fs::read_to_string(p2).unwrap();
    let cut = d.join("cut.jsonl");
    let kept: Vec<&str> = text.lines().skip(1).collect();
    std::fs::write(&cut, kept.join("\n") + "\n").unwrap();
    let err = fails(&["merge", "--partial", p1, cut.to_str().unwrap()]);
    assert!(err.contains("not the same games as english"), "{err}");
}
