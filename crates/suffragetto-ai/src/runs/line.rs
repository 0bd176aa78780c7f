//! One game as one JSON line: the run, the configuration, the rules'
//! content hash, the game's number and seed, the agents, the outcome and
//! the metrics.

use super::{Config, Plan, RunError, RunSpec};
use crate::selfplay::GameStats;
use crate::simulate::Matchup;
use serde::{Deserialize, Serialize};
use std::io::{self, Write};
use suffragetto_core::piece::Side;

/// A game's outcome.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Outcome {
    /// Who moved first.
    pub first: Side,
    /// The winner; none when the move cap was reached.
    pub winner: Option<Side>,
    /// Plies played.
    pub plies: u32,
}

/// What was counted in a game ([`GameStats`] without the outcome).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Metrics {
    /// Captures: `[capturing side][captured size]`, side S=0 P=1, size small=0 large=1.
    pub captures: [[u32; 2]; 2],
    /// Pieces captured by moves that captured two or more.
    pub captures_in_chains: u32,
    /// Exchange moves: proposals where consent is needed, else demands.
    pub exchanges_proposed: u32,
    /// Proposals accepted.
    pub exchanges_accepted: u32,
    /// Proposals declined.
    pub exchanges_declined: u32,
    /// Exchanges that took place.
    pub exchanges_made: u32,
    /// Sum over plies of the number of legal moves.
    pub legal_moves: u64,
    /// Per probe: sampled positions where it changed the legal moves.
    pub probe_hits: Vec<u32>,
    /// Positions sampled for the probes.
    pub probe_samples: u32,
}

/// One game of a run, as the per-game files hold it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct GameLine {
    /// The run the game belongs to.
    pub run: RunSpec,
    /// Its configuration within the run.
    pub config: Config,
    /// The content hash of the rules it was played under.
    pub rules_hash: String,
    /// Its number within the configuration, from 0.
    pub game: u32,
    /// Its seed.
    pub seed: u64,
    /// The Suffragettes' agent and the Police's.
    pub agents: [String; 2],
    /// How it ended.
    pub outcome: Outcome,
    /// What was counted.
    pub metrics: Metrics,
    /// The version of the program that played it.
    pub version: String,
}

impl GameLine {
    /// The line of game `i` of configuration `c` of `plan`.
    pub(super) fn new(
        plan: &Plan,
        c: usize,
        i: u32,
        seed: u64,
        agents: Matchup,
        s: &GameStats,
    ) -> GameLine {
        let p = &plan.configs[c];
        GameLine {
            run: plan.spec.clone(),
            config: p.config.clone(),
            rules_hash: p.hash.clone(),
            game: i,
            seed,
            agents: agents.map(|a| a.to_string()),
            outcome: Outcome {
                first: s.first.unwrap_or(Side::Suffragettes),
                winner: s.winner,
                plies: s.plies,
            },
            metrics: Metrics {
                captures: s.captures,
                captures_in_chains: s.captures_in_chains,
                exchanges_proposed: s.exchanges_proposed,
                exchanges_accepted: s.exchanges_accepted,
                exchanges_declined: s.exchanges_declined,
                exchanges_made: s.exchanges_made,
                legal_moves: s.legal_moves,
                probe_hits: s.probe_hits.clone(),
                probe_samples: s.probe_samples,
            },
            version: env!("CARGO_PKG_VERSION").to_string(),
        }
    }

    /// The game's statistics, as the reports read them.
    pub fn stats(&self) -> GameStats {
        let m = &self.metrics;
        GameStats {
            first: Some(self.outcome.first),
            winner: self.outcome.winner,
            plies: self.outcome.plies,
            captures: m.captures,
            captures_in_chains: m.captures_in_chains,
            exchanges_proposed: m.exchanges_proposed,
            exchanges_accepted: m.exchanges_accepted,
            exchanges_declined: m.exchanges_declined,
            exchanges_made: m.exchanges_made,
            legal_moves: m.legal_moves,
            probe_hits: m.probe_hits.clone(),
            probe_samples: m.probe_samples,
        }
    }
}

/// Writes `lines`, one JSON object a line.
pub fn write_lines(out: &mut dyn Write, lines: &[GameLine]) -> io::Result<()> {
    for l in lines {
        serde_json::to_writer(&mut *out, l)?;
        out.write_all(b"\n")?;
    }
    Ok(())
}

/// Reads the game lines of `text` with their line numbers (blank lines
/// skipped); an error names `name`, the line and the column, and what was
/// expected.
pub fn parse_lines(name: &str, text: &str) -> Result<Vec<(usize, GameLine)>, RunError> {
    let mut out = Vec::new();
    for (i, line) in text.lines().enumerate() {
        if line.trim().is_empty() {
            continue;
        }
        let l: GameLine = serde_json::from_str(line).map_err(|e| {
            let mut why = e.to_string();
            // serde_json ends with "at line 1 column N": said before instead.
            if let Some(cut) = why.rfind(" at line ") {
                why.truncate(cut);
            }
            RunError::Lines(format!(
                "{name}:{}:{}: not a game line: {why}",
                i + 1,
                e.column()
            ))
        })?;
        out.push((i + 1, l));
    }
    Ok(out)
}
