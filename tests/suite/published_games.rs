//! The published strong-play games of `book/data/strong/` come out again:
//! replaying some of them (the shortest of each configuration in the first
//! shard of each command) from the seed their line gives yields the same
//! winner, length, captures and sum of legal moves over the game. Any change
//! to the engine's moves, their order, or the strong agent's search that
//! would make `scripts/strong-data` give other data shows here first.

use crate::common::*;
use serde_json::Value;
use suffragetto_ai::{AgentKind, GameSetup, play_game};
use suffragetto_core::piece::Side;
use suffragetto_core::variant::PointId;

/// The published shards replayed from.
const SHARDS: [&str; 2] = ["simulate-01-of-25.jsonl", "ablate-01-of-25.jsonl"];

/// The configurations of the ablation replayed, besides the base and every
/// other variant: those that change the chain search.
const CHANGES: [&str; 4] = [
    "hop.revisit",
    "capture.removal",
    "hop.chain_in_building",
    "exchange.consent",
];

/// A JSON line's configuration key: the variant, and the change if any.
fn config_key(line: &Value) -> String {
    let c = &line["config"];
    match c.get("change") {
        Some(ch) => format!("{} {} {}", c["variant"], ch["point"], ch["value"]),
        None => c["variant"].to_string(),
    }
}

/// The lines to replay: per configuration in the shards, the shortest game.
fn chosen_lines() -> Vec<Value> {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("book/data/strong");
    let mut chosen: Vec<(String, Value)> = Vec::new();
    for shard in SHARDS {
        let text = std::fs::read_to_string(dir.join(shard)).unwrap_or_else(|e| panic!("{e}"));
        for line in text.lines() {
            let v: Value = serde_json::from_str(line).expect("a JSON line");
            let key = config_key(&v);
            if let Some(ch) = v["config"].get("change")
                && !CHANGES.contains(&ch["point"].as_str().unwrap_or(""))
            {
                continue;
            }
            let plies = |v: &Value| v["outcome"]["plies"].as_u64().unwrap_or(u64::MAX);
            match chosen.iter_mut().find(|(k, _)| *k == key) {
                Some((_, best)) if plies(&v) < plies(best) => *best = v,
                Some(_) => {}
                None => chosen.push((key, v)),
            }
        }
    }
    chosen.into_iter().map(|(_, v)| v).collect()
}

#[test]
fn published_strong_games_replay_identically() {
    let lines = chosen_lines();
    assert!(
        lines.len() >= 10,
        "only {} configurations found",
        lines.len()
    );
    for line in &lines {
        let key = config_key(line);
        let base = rules(line["config"]["variant"].as_str().expect("a variant"));
        let r = match line["config"].get("change") {
            Some(ch) => {
                let point = PointId::parse(ch["point"].as_str().unwrap()).expect("a rule point");
                base.with_value(point, &ch["value"]).unwrap()
            }
            None => base,
        };
        assert_eq!(
            Value::from(r.content_hash()),
            line["rules_hash"],
            "{key}: the rules changed since the data was made"
        );
        let agents = line["agents"]
            .as_array()
            .unwrap()
            .iter()
            .map(|a| a.as_str().unwrap().parse::<AgentKind>().unwrap())
            .collect::<Vec<_>>();
        let letter = |v: &Value| v.as_str().and_then(|s| s.chars().next());
        let first = Side::from_letter(letter(&line["outcome"]["first"]).unwrap()).unwrap();
        let stats = play_game(&GameSetup {
            rules: &r,
            agents: [agents[0], agents[1]],
            first,
            seed: line["seed"].as_u64().unwrap(),
            max_plies: line["run"]["max_plies"].as_u64().unwrap() as u32,
            probes: &[],
            probe_every: 0,
        });
        let winner = line["outcome"]["winner"]
            .as_str()
            .and_then(|s| s.chars().next());
        assert_eq!(stats.winner.map(|s| s.letter()), winner, "{key}: winner");
        assert_eq!(
            u64::from(stats.plies),
            line["outcome"]["plies"].as_u64().unwrap(),
            "{key}: plies"
        );
        let m = &line["metrics"];
        assert_eq!(
            stats.legal_moves,
            m["legal_moves"].as_u64().unwrap(),
            "{key}: legal moves summed over the game"
        );
        assert_eq!(
            serde_json::to_value(stats.captures).unwrap(),
            m["captures"],
            "{key}: captures"
        );
        assert_eq!(
            u64::from(stats.captures_in_chains),
            m["captures_in_chains"].as_u64().unwrap(),
            "{key}: captures in chains"
        );
        assert_eq!(
            u64::from(stats.exchanges_made),
            m["exchanges_made"].as_u64().unwrap(),
            "{key}: exchanges"
        );
    }
}
