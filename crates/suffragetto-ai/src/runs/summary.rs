//! The report of a run from its games, one way whether they were played in
//! one process or merged from shards.

use super::{Command, Plan};
use crate::ablate::{AblationReport, ablation_of};
use crate::selfplay::GameStats;
use crate::simulate::{SimConfig, VariantReport, report};
use crate::tournament::{TournamentReport, pairings};

/// What a run reports.
// One report a run, moved rarely: not worth boxing the ablation's.
#[allow(clippy::large_enum_variant)]
pub enum Report {
    /// `simulate`: one report per variant, with the games behind each.
    Simulation(Vec<(VariantReport, Vec<GameStats>)>),
    /// `ablate`.
    Ablation(AblationReport),
    /// `tournament`.
    Tournament(TournamentReport),
}

/// The report of `plan` from `games`, one list per configuration in plan
/// order, each in game order.
pub(super) fn summarise(plan: &Plan, games: Vec<Vec<GameStats>>) -> Report {
    // As many games as there are (fewer than the run's where a partial set
    // of whole shards is summarised: every configuration has the same).
    let cfg = SimConfig {
        games: games.first().map_or(0, |g| g.len() as u32),
        ..plan.sim_config()
    };
    match plan.spec.command {
        Command::Simulate => Report::Simulation(
            plan.configs
                .iter()
                .zip(games)
                .map(|(p, g)| (report(&p.rules, plan.matchup(), &cfg, &g, &p.probes), g))
                .collect(),
        ),
        Command::Ablate => {
            let mut games = games.into_iter();
            let base_games = games.next().unwrap_or_default();
            let base = &plan.configs[0].rules;
            let ablations = plan.configs[1..]
                .iter()
                .zip(games)
                .map(|(p, g)| {
                    let change = p.config.change.as_ref().expect("a change");
                    ablation_of(
                        base,
                        &p.rules,
                        change.point,
                        &change.value,
                        plan.matchup(),
                        &cfg,
                        &base_games,
                        &g,
                    )
                })
                .collect();
            Report::Ablation(AblationReport {
                base: report(base, plan.matchup(), &cfg, &base_games, &[]),
                ablations,
                base_games,
            })
        }
        Command::Tournament => {
            let names: Vec<String> = plan.agents.iter().map(|a| a.to_string()).collect();
            let mut rows = Vec::new();
            for (p, g) in plan.configs.iter().zip(&games) {
                let [a, b] = p.config.pairing.expect("a pairing");
                rows.extend(pairings(&names[a], &names[b], g));
            }
            Report::Tournament(TournamentReport {
                variant: plan.configs[0].rules.id().to_string(),
                games_per_pairing: cfg.games,
                seed: cfg.seed,
                agents: names,
                pairings: rows,
            })
        }
    }
}
