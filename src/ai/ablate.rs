//! The effect of each disputed rule point: the base variant against the base
//! with only that point changed, metric by metric, with intervals.

use super::GameStats;
use super::simulate::{
    Matchup, SimConfig, VariantReport, changed, disputed_alternatives, play_games, report,
};
use super::stats::{Estimate, mean_difference, proportion_difference};
use crate::engine::Rules;
use crate::piece::Side;
use crate::variant::VariantError;
use serde::Serialize;

/// The effect of one change on one metric.
#[derive(Clone, Debug, Serialize)]
pub struct Effect {
    /// The metric.
    pub metric: &'static str,
    /// Changed minus base, with a 95% interval.
    pub difference: Estimate,
    /// Whether the interval excludes zero.
    pub distinguishable: bool,
}

/// One rule point changed.
#[derive(Clone, Debug, Serialize)]
pub struct Ablation {
    /// The rule point.
    pub point: String,
    /// Its value in the base variant.
    pub base_value: String,
    /// The value tried instead.
    pub changed_value: String,
    /// The changed variant's own report.
    pub changed: VariantReport,
    /// Effects on each metric.
    pub effects: Vec<Effect>,
}

/// The base report and one ablation per disputed rule point and value.
#[derive(Clone, Debug, Serialize)]
pub struct AblationReport {
    /// The base variant.
    pub base: VariantReport,
    /// The changes.
    pub ablations: Vec<Ablation>,
}

/// How many runs `ablate` will make (base plus one per change).
pub fn runs(rules: &Rules) -> Result<usize, VariantError> {
    Ok(1 + disputed_alternatives(rules)?.len())
}

/// Plays the base and every single-point change.
pub fn ablate(
    rules: &Rules,
    agents: Matchup,
    cfg: &SimConfig,
    tick: &(dyn Fn() + Sync),
) -> Result<AblationReport, VariantError> {
    let base_games = play_games(rules, agents, cfg, &[], tick);
    let base = report(rules, agents, cfg, &base_games, &[]);
    let mut ablations = Vec::new();
    for (point, value) in disputed_alternatives(rules)? {
        let other = changed(rules, point, &value)?;
        // Same seeds as the base, so both sides of a comparison see the
        // same sequence of game seeds.
        let mut same_seed = cfg.clone();
        same_seed.seed = cfg.seed;
        let games = play_games_as(&other, agents, rules.id(), &same_seed, tick);
        let changed_report = report(&other, agents, cfg, &games, &[]);
        ablations.push(Ablation {
            point: point.to_string(),
            base_value: rules
                .variant()
                .point(point)
                .map(|p| p.value_text.clone())
                .unwrap_or_default(),
            changed_value: crate::variant::points::value_text(&value),
            effects: effects(&base_games, &games),
            changed: changed_report,
        });
    }
    Ok(AblationReport { base, ablations })
}

/// Plays `rules` with the game seeds of the variant `seed_id`.
fn play_games_as(
    rules: &Rules,
    agents: Matchup,
    _seed_id: &str,
    cfg: &SimConfig,
    tick: &(dyn Fn() + Sync),
) -> Vec<GameStats> {
    play_games(rules, agents, cfg, &[], tick)
}

/// Differences, changed minus base, of every metric.
pub fn effects(base: &[GameStats], changed: &[GameStats]) -> Vec<Effect> {
    let n1 = base.len() as u64;
    let n2 = changed.len() as u64;
    let count =
        |g: &[GameStats], f: &dyn Fn(&GameStats) -> bool| g.iter().filter(|x| f(x)).count() as u64;
    let share = |metric, f: &dyn Fn(&GameStats) -> bool| {
        let d = proportion_difference(count(base, f), n1, count(changed, f), n2);
        Effect {
            metric,
            difference: d,
            distinguishable: d.excludes_zero(),
        }
    };
    let decided = |g: &GameStats| g.winner.is_some();
    let first = |g: &[GameStats]| {
        (
            count(g, &|x| decided(x) && x.winner == x.first),
            count(g, &decided),
        )
    };
    let (f1, d1) = first(base);
    let (f2, d2) = first(changed);
    let fd = proportion_difference(f1, d1, f2, d2);
    let avg = |metric, f: &dyn Fn(&GameStats) -> f64| {
        let a: Vec<f64> = base.iter().map(f).collect();
        let b: Vec<f64> = changed.iter().map(f).collect();
        let d = mean_difference(&a, &b);
        Effect {
            metric,
            difference: d,
            distinguishable: d.excludes_zero(),
        }
    };
    vec![
        share("suffragette_win_rate", &|g| {
            g.winner == Some(Side::Suffragettes)
        }),
        share("police_win_rate", &|g| g.winner == Some(Side::Police)),
        share("unfinished_rate", &|g| g.winner.is_none()),
        Effect {
            metric: "first_player_win_rate",
            difference: fd,
            distinguishable: fd.excludes_zero(),
        },
        avg("length_plies", &|g| g.plies as f64),
        avg("captures_per_game", &|g| {
            g.captures.iter().flatten().sum::<u32>() as f64
        }),
        avg("exchanges_made_per_game", &|g| g.exchanges_made as f64),
    ]
}
