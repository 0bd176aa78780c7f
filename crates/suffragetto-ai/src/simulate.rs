//! Many games per variant on all cores, and the statistics over them.

use super::agents::AgentKind;
use super::selfplay::{GameSetup, GameStats, Probe, mix, play_game};
use super::stats::{Estimate, mean, proportion, quantile};
use rayon::prelude::*;
use serde::Serialize;
use suffragetto_core::engine::{Opening, Rules};
use suffragetto_core::piece::Side;
use suffragetto_core::variant::{self, PointId, VariantError};

/// How much self-play to do and how: the one configuration of `simulate`,
/// `ablate` and `tournament` (the agents are given beside it: a pair for the
/// first two, a list for the tournament).
#[derive(Clone, Debug)]
pub struct SimConfig {
    /// Games per variant (per change for `ablate`, per pairing for
    /// `tournament`).
    pub games: u32,
    /// Master seed.
    pub seed: u64,
    /// Move cap per game.
    pub max_plies: u32,
    /// Sample every this many plies for the rule-point probes (0: no probes).
    pub probe_every: u32,
}

impl SimConfig {
    /// A configuration, checked: at least one game of at least one ply.
    pub fn new(
        games: u32,
        seed: u64,
        max_plies: u32,
        probe_every: u32,
    ) -> Result<SimConfig, String> {
        if games == 0 {
            return Err("--games must be at least 1".into());
        }
        if max_plies == 0 {
            return Err("--max-plies must be at least 1".into());
        }
        Ok(SimConfig {
            games,
            seed,
            max_plies,
            probe_every,
        })
    }
}

/// The Suffragettes' agent and the Police's.
pub type Matchup = [AgentKind; 2];

/// A stable number for a variant id, so a variant's games do not depend on
/// which other variants run with it.
pub fn id_seed(id: &str) -> u64 {
    id.bytes().fold(0xcbf2_9ce4_8422_2325, |h, b| {
        (h ^ b as u64).wrapping_mul(0x100_0000_01b3)
    })
}

/// Who begins game `i`: the variant's fixed first player, or alternately
/// the Suffragettes and the Police where the variant leaves it open.
pub fn first_player(rules: &Rules, i: u32) -> Side {
    match rules.opening() {
        Opening::Fixed(side) => side,
        Opening::Open if i.is_multiple_of(2) => Side::Suffragettes,
        Opening::Open => Side::Police,
    }
}

/// Plays `cfg.games` games of `rules` in parallel; `tick` is called once per
/// finished game. The result is in game order, whatever the thread count.
/// The games' seeds come from `cfg.seed` and the variant's id.
pub fn play_games(
    rules: &Rules,
    agents: Matchup,
    cfg: &SimConfig,
    probes: &[Probe],
    tick: &(dyn Fn() + Sync),
) -> Vec<GameStats> {
    play_games_seeded(
        rules,
        agents,
        cfg,
        game_seeds(cfg, rules.id()),
        probes,
        tick,
    )
}

/// The seed from which the games of the variant `id` derive theirs.
pub fn game_seeds(cfg: &SimConfig, id: &str) -> u64 {
    mix(cfg.seed ^ id_seed(id))
}

/// [`play_games`] with the game seeds derived from `base` (game `i` gets
/// `mix(base ^ i)`), so that two variants can play the same games.
pub fn play_games_seeded(
    rules: &Rules,
    agents: Matchup,
    cfg: &SimConfig,
    base: u64,
    probes: &[Probe],
    tick: &(dyn Fn() + Sync),
) -> Vec<GameStats> {
    (0..cfg.games)
        .into_par_iter()
        .map(|i| {
            let g = GameSetup {
                rules,
                agents,
                first: first_player(rules, i),
                seed: mix(base ^ i as u64),
                max_plies: cfg.max_plies,
                probes,
                probe_every: cfg.probe_every,
            };
            let s = play_game(&g);
            tick();
            s
        })
        .collect()
}

/// One probe per rule point on which the built-in variants disagree and per
/// value other than this variant's (the first player is left out: it does
/// not change which moves are legal).
pub fn probes_for(rules: &Rules) -> Result<Vec<Probe>, VariantError> {
    let mut out = Vec::new();
    for (point, value) in disputed_alternatives(rules)? {
        if !point.changes_play() {
            continue;
        }
        let v = rules.with_value(point, &value)?;
        out.push(Probe {
            point,
            value: variant::points::value_text(&value),
            rules: v,
        });
    }
    Ok(out)
}

/// Readings the texts allow that no built-in variant adopts, compared like
/// the built-ins' own values: "If at any point" lets an exchange cost less
/// than a turn (`docs/conventions.md`, 6).
pub const READINGS: &[(PointId, &[&str])] = &[(PointId::ExchangeCost, &["move", "free"])];

/// For each rule point on which the built-ins disagree, every value they
/// give it other than `rules`' own, and the other readings of [`READINGS`].
pub fn disputed_alternatives(
    rules: &Rules,
) -> Result<Vec<(PointId, serde_json::Value)>, VariantError> {
    let builtins: Vec<variant::Variant> = variant::builtin_ids()
        .map(variant::load)
        .collect::<Result<_, _>>()?;
    let mut out = Vec::new();
    for (i, point) in rules.variant().points.iter().enumerate() {
        let mut seen: Vec<&serde_json::Value> = Vec::new();
        for b in &builtins {
            let v = &b.points[i].value;
            if *v != point.value && !seen.contains(&v) {
                seen.push(v);
                out.push((point.id, v.clone()));
            }
        }
        for &(id, values) in READINGS.iter().filter(|(id, _)| *id == point.id) {
            for v in values.iter().map(|v| serde_json::json!(v)) {
                if v != point.value && !out.iter().any(|(p, x)| *p == id && *x == v) {
                    out.push((id, v));
                }
            }
        }
    }
    Ok(out)
}

/// Game length in plies.
#[derive(Clone, Debug, Serialize)]
pub struct Lengths {
    /// Mean with its interval.
    pub mean: Estimate,
    /// Quantiles.
    pub p10: f64,
    /// Lower quartile.
    pub p25: f64,
    /// Median.
    pub median: f64,
    /// Upper quartile.
    pub p75: f64,
    /// 90th percentile.
    pub p90: f64,
}

/// How often a disputed rule point came into play.
#[derive(Clone, Debug, Serialize)]
pub struct RuleUsage {
    /// The rule point.
    pub point: String,
    /// The other value it was compared with.
    pub other_value: String,
    /// Share of sampled positions where the legal moves differ.
    pub positions: Estimate,
    /// Share of games with at least one such position.
    pub games: Estimate,
}

/// Everything measured for one variant.
#[derive(Clone, Debug, Serialize)]
pub struct VariantReport {
    /// The variant.
    pub variant: String,
    /// Games played.
    pub games: u64,
    /// Agents (Suffragettes, Police).
    pub agents: [String; 2],
    /// Master seed.
    pub seed: u64,
    /// Move cap.
    pub max_plies: u32,
    /// Games the Suffragettes won.
    pub suffragette_wins: u64,
    /// Games the Police won.
    pub police_wins: u64,
    /// Games that reached the cap.
    pub unfinished: u64,
    /// Share won by the Suffragettes.
    pub suffragette_win_rate: Estimate,
    /// Share won by the Police.
    pub police_win_rate: Estimate,
    /// Share unfinished at the cap.
    pub unfinished_rate: Estimate,
    /// Among decided games, the share won by the side that moved first.
    pub first_player_win_rate: Estimate,
    /// 1 - |S share - P share| among decided games (1 is perfectly balanced).
    pub balance: Estimate,
    /// Share of games that end with a winner (unfinished games count as draws).
    pub decisiveness: Estimate,
    /// Game length in plies.
    pub length: Lengths,
    /// Mean number of legal moves per ply.
    pub branching: Estimate,
    /// Captures per game: Suffragettes capturing small, large; Police capturing small, large.
    pub captures_per_game: [Estimate; 4],
    /// Pieces captured per game by moves that captured two or more.
    pub captures_in_chains_per_game: Estimate,
    /// Exchange moves per game (proposals, or demands where no consent is needed).
    pub exchanges_proposed_per_game: Estimate,
    /// Proposals accepted per game.
    pub exchanges_accepted_per_game: Estimate,
    /// Proposals declined per game.
    pub exchanges_declined_per_game: Estimate,
    /// How often each disputed rule point came into play.
    pub rule_points: Vec<RuleUsage>,
}

/// Summarises the games of one variant.
pub fn report(
    rules: &Rules,
    agents: Matchup,
    cfg: &SimConfig,
    games: &[GameStats],
    probes: &[Probe],
) -> VariantReport {
    let n = games.len() as u64;
    let count = |f: &dyn Fn(&GameStats) -> bool| games.iter().filter(|g| f(g)).count() as u64;
    let s = count(&|g| g.winner == Some(Side::Suffragettes));
    let p = count(&|g| g.winner == Some(Side::Police));
    let decided = s + p;
    let first_won = count(&|g| g.winner.is_some() && g.winner == g.first);
    let per_game = |f: &dyn Fn(&GameStats) -> f64| mean(&games.iter().map(f).collect::<Vec<_>>());
    let mut lengths: Vec<f64> = games.iter().map(|g| g.plies as f64).collect();
    lengths.sort_by(f64::total_cmp);
    let share_s = proportion(s, decided);
    let balance = |x: f64| 1.0 - (2.0 * x - 1.0).abs();
    let (lo, hi) = (share_s.low, share_s.high);
    let balance = Estimate {
        value: if decided == 0 {
            0.0
        } else {
            balance(share_s.value)
        },
        low: balance(lo).min(balance(hi)),
        high: if lo <= 0.5 && hi >= 0.5 {
            1.0
        } else {
            balance(lo).max(balance(hi))
        },
        n: decided,
    };
    let rule_points = probes
        .iter()
        .enumerate()
        .map(|(i, pr)| {
            let hits: u64 = games.iter().map(|g| g.probe_hits[i] as u64).sum();
            let samples: u64 = games.iter().map(|g| g.probe_samples as u64).sum();
            RuleUsage {
                point: pr.point.to_string(),
                other_value: pr.value.clone(),
                positions: proportion(hits, samples),
                games: proportion(count(&|g| g.probe_hits[i] > 0), n),
            }
        })
        .collect();
    VariantReport {
        variant: rules.id().to_string(),
        games: n,
        agents: agents.map(|a| a.to_string()),
        seed: cfg.seed,
        max_plies: cfg.max_plies,
        suffragette_wins: s,
        police_wins: p,
        unfinished: n - decided,
        suffragette_win_rate: proportion(s, n),
        police_win_rate: proportion(p, n),
        unfinished_rate: proportion(n - decided, n),
        first_player_win_rate: proportion(first_won, decided),
        balance,
        decisiveness: proportion(decided, n),
        length: Lengths {
            mean: mean(&lengths),
            p10: quantile(&lengths, 0.1),
            p25: quantile(&lengths, 0.25),
            median: quantile(&lengths, 0.5),
            p75: quantile(&lengths, 0.75),
            p90: quantile(&lengths, 0.9),
        },
        branching: per_game(&|g| {
            if g.plies == 0 {
                0.0
            } else {
                g.legal_moves as f64 / g.plies as f64
            }
        }),
        captures_per_game: [
            per_game(&|g| g.captures[0][0] as f64),
            per_game(&|g| g.captures[0][1] as f64),
            per_game(&|g| g.captures[1][0] as f64),
            per_game(&|g| g.captures[1][1] as f64),
        ],
        captures_in_chains_per_game: per_game(&|g| g.captures_in_chains as f64),
        exchanges_proposed_per_game: per_game(&|g| g.exchanges_proposed as f64),
        exchanges_accepted_per_game: per_game(&|g| g.exchanges_accepted as f64),
        exchanges_declined_per_game: per_game(&|g| g.exchanges_declined as f64),
        rule_points,
    }
}
