//! A cross-table of agents: each pair plays half its games with each side.

use super::agents::AgentKind;
use super::selfplay::{GameSetup, mix, play_game};
use super::simulate::{SimConfig, first_player};
use super::stats::{Estimate, proportion};
use rayon::prelude::*;
use serde::Serialize;
use suffragetto_core::engine::Rules;

/// One pairing's result, from the row agent's point of view.
#[derive(Clone, Debug, Serialize)]
pub struct Pairing {
    /// Row agent.
    pub agent: String,
    /// Column agent.
    pub opponent: String,
    /// Games played.
    pub games: u64,
    /// Games the row agent won.
    pub wins: u64,
    /// Games the column agent won.
    pub losses: u64,
    /// Row agent's share of the games (unfinished count as not won).
    pub score: Estimate,
}

/// A cross-table.
#[derive(Clone, Debug, Serialize)]
pub struct TournamentReport {
    /// The variant's id.
    pub variant: String,
    /// Games per pairing.
    pub games_per_pairing: u32,
    /// Master seed.
    pub seed: u64,
    /// The agents, in the order given.
    #[serde(skip)]
    pub agents: Vec<String>,
    /// Both directions of every pairing.
    pub pairings: Vec<Pairing>,
}

/// Every pair of different agents plays `cfg.games` games under `rules`,
/// the first of the two playing the Suffragettes in the even games and the
/// Police in the odd ones.
pub fn tournament(
    rules: &Rules,
    agents: &[AgentKind],
    cfg: &SimConfig,
    tick: &(dyn Fn() + Sync),
) -> TournamentReport {
    let (games, seed, max_plies) = (cfg.games, cfg.seed, cfg.max_plies);
    let mut out = Vec::new();
    for (a, &x) in agents.iter().enumerate() {
        for (b, &y) in agents.iter().enumerate() {
            if a >= b {
                continue;
            }
            let results: Vec<(bool, bool)> = (0..games)
                .into_par_iter()
                .map(|i| {
                    let x_is_s = i % 2 == 0;
                    let pair = if x_is_s { [x, y] } else { [y, x] };
                    let g = GameSetup {
                        rules,
                        agents: pair,
                        first: first_player(rules, i / 2),
                        seed: mix(seed ^ mix((a * 16 + b) as u64) ^ i as u64),
                        max_plies,
                        probes: &[],
                        probe_every: 0,
                    };
                    let s = play_game(&g);
                    tick();
                    let x_side = if x_is_s {
                        suffragetto_core::piece::Side::Suffragettes
                    } else {
                        suffragetto_core::piece::Side::Police
                    };
                    (
                        s.winner == Some(x_side),
                        s.winner == Some(x_side.opponent()),
                    )
                })
                .collect();
            let n = results.len() as u64;
            let wins = results.iter().filter(|r| r.0).count() as u64;
            let losses = results.iter().filter(|r| r.1).count() as u64;
            out.push(Pairing {
                agent: x.to_string(),
                opponent: y.to_string(),
                games: n,
                wins,
                losses,
                score: proportion(wins, n),
            });
            out.push(Pairing {
                agent: y.to_string(),
                opponent: x.to_string(),
                games: n,
                wins: losses,
                losses: wins,
                score: proportion(losses, n),
            });
        }
    }
    TournamentReport {
        variant: rules.id().to_string(),
        games_per_pairing: games,
        seed,
        agents: agents.iter().map(|a| a.to_string()).collect(),
        pairings: out,
    }
}
