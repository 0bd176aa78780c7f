//! The effect of each disputed rule point: the base variant against the base
//! with only that point changed, metric by metric. Both play the same games
//! (the same seeds, game by game), so each effect is computed from the
//! paired differences: a paired t interval for means, Newcombe's paired
//! interval for shares, and a paired bootstrap for the first player's share
//! of decided games.

use super::GameStats;
use super::selfplay::mix;
use super::simulate::{
    Matchup, SimConfig, VariantReport, disputed_alternatives, game_seeds, play_games_seeded, report,
};
use super::stats::{Estimate, paired_mean_difference, paired_proportion_difference, quantile};
use rand::rngs::ChaCha8Rng;
use rand::{RngExt, SeedableRng};
use serde::Serialize;
use suffragetto_core::engine::Rules;
use suffragetto_core::piece::Side;
use suffragetto_core::variant::{PointId, VariantError};

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
    pub point: PointId,
    /// Its value in the base variant.
    pub base_value: String,
    /// The value tried instead.
    pub changed_value: String,
    /// Games (of the same seeds) whose course the change altered.
    pub games_changed: u64,
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
    /// The base variant's games, for a caller that reports them otherwise
    /// (not written out).
    #[serde(skip)]
    pub base_games: Vec<GameStats>,
}

/// How many runs `ablate` will make (base plus one per change).
pub fn runs(rules: &Rules) -> Result<usize, VariantError> {
    Ok(1 + disputed_alternatives(rules)?.len())
}

/// Plays the base and every single-point change, on the base's game seeds.
pub fn ablate(
    rules: &Rules,
    agents: Matchup,
    cfg: &SimConfig,
    tick: &(dyn Fn() + Sync),
) -> Result<AblationReport, VariantError> {
    let seeds = game_seeds(cfg, rules.id());
    let base_games = play_games_seeded(rules, agents, cfg, seeds, &[], tick);
    let base = report(rules, agents, cfg, &base_games, &[]);
    let mut ablations = Vec::new();
    for (point, value) in disputed_alternatives(rules)? {
        ablations.push(ablate_one(
            rules,
            point,
            &value,
            agents,
            cfg,
            &base_games,
            tick,
        )?);
    }
    Ok(AblationReport {
        base,
        ablations,
        base_games,
    })
}

/// `rules` with `point` set to `value`, played on the seeds of the base
/// games `base_games`, and its effects.
pub fn ablate_one(
    rules: &Rules,
    point: PointId,
    value: &serde_json::Value,
    agents: Matchup,
    cfg: &SimConfig,
    base_games: &[GameStats],
    tick: &(dyn Fn() + Sync),
) -> Result<Ablation, VariantError> {
    let other = rules.with_value(point, value)?;
    let seeds = game_seeds(cfg, rules.id());
    let games = play_games_seeded(&other, agents, cfg, seeds, &[], tick);
    Ok(ablation_of(
        rules, &other, point, value, agents, cfg, base_games, &games,
    ))
}

/// The ablation of `point` changed to `value` (`other`: `rules` so
/// changed) from games already played: `base_games` under `rules`, `games`
/// under `other`, on the same seeds.
#[allow(clippy::too_many_arguments)]
pub fn ablation_of(
    rules: &Rules,
    other: &Rules,
    point: PointId,
    value: &serde_json::Value,
    agents: Matchup,
    cfg: &SimConfig,
    base_games: &[GameStats],
    games: &[GameStats],
) -> Ablation {
    Ablation {
        point,
        base_value: rules.variant().point(point).value_text.clone(),
        changed_value: suffragetto_core::variant::points::value_text(value),
        games_changed: base_games.iter().zip(games).filter(|(b, c)| b != c).count() as u64,
        effects: effects(base_games, games, cfg.seed),
        changed: report(other, agents, cfg, games, &[]),
    }
}

/// Resamples for the bootstrap interval of the first player's share.
const BOOTSTRAP: usize = 2000;

/// The effects, changed minus base, of every metric, from paired games
/// (`base[i]` and `changed[i]` played on the same seed); `seed` seeds the
/// bootstrap.
pub fn effects(base: &[GameStats], changed: &[GameStats], seed: u64) -> Vec<Effect> {
    let effect = |metric, difference: Estimate| Effect {
        metric,
        difference,
        distinguishable: difference.excludes_zero(),
    };
    let share = |metric, f: &dyn Fn(&GameStats) -> bool| {
        let b: Vec<bool> = base.iter().map(f).collect();
        let c: Vec<bool> = changed.iter().map(f).collect();
        effect(metric, paired_proportion_difference(&b, &c))
    };
    let avg = |metric, f: &dyn Fn(&GameStats) -> f64| {
        let b: Vec<f64> = base.iter().map(f).collect();
        let c: Vec<f64> = changed.iter().map(f).collect();
        effect(metric, paired_mean_difference(&b, &c))
    };
    vec![
        share("suffragette_win_rate", &|g| {
            g.winner == Some(Side::Suffragettes)
        }),
        share("police_win_rate", &|g| g.winner == Some(Side::Police)),
        share("unfinished_rate", &|g| g.winner.is_none()),
        effect(
            "first_player_win_rate",
            first_player_share_difference(base, changed, seed),
        ),
        avg("length_plies", &|g| g.plies as f64),
        avg("captures_per_game", &|g| {
            g.captures.iter().flatten().sum::<u32>() as f64
        }),
        avg("exchanges_made_per_game", &|g| g.exchanges_made as f64),
    ]
}

/// Among decided games, the share the first player won: changed minus
/// base, with a 95% percentile bootstrap interval that resamples the pairs.
fn first_player_share_difference(base: &[GameStats], changed: &[GameStats], seed: u64) -> Estimate {
    let share = |games: &[&GameStats]| {
        let decided = games.iter().filter(|g| g.winner.is_some()).count();
        let first = games
            .iter()
            .filter(|g| g.winner.is_some() && g.winner == g.first)
            .count();
        if decided == 0 {
            0.0
        } else {
            first as f64 / decided as f64
        }
    };
    let diff = |idx: &mut dyn Iterator<Item = usize>| {
        let (b, c): (Vec<&GameStats>, Vec<&GameStats>) =
            idx.map(|i| (&base[i], &changed[i])).unzip();
        share(&c) - share(&b)
    };
    let n = base.len();
    let value = diff(&mut (0..n));
    if n == 0 || base == changed {
        return Estimate {
            value,
            low: value,
            high: value,
            n: n as u64,
        };
    }
    let mut rng = ChaCha8Rng::seed_from_u64(mix(seed ^ 0xb007));
    let mut resampled: Vec<f64> = (0..BOOTSTRAP)
        .map(|_| {
            let picks: Vec<usize> = (0..n).map(|_| rng.random_range(0..n)).collect();
            diff(&mut picks.into_iter())
        })
        .collect();
    resampled.sort_by(f64::total_cmp);
    Estimate {
        value,
        low: quantile(&resampled, 0.025),
        high: quantile(&resampled, 0.975),
        n: n as u64,
    }
}
