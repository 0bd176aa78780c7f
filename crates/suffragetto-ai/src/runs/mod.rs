//! Self-play runs that can be split into shards and put back together.
//!
//! A run (`simulate`, `ablate` or `tournament` with its variants, agents,
//! games, seed and move cap: a [`RunSpec`]) is planned into configurations
//! (a variant; a variant with one rule point changed; a pairing of agents)
//! and games, each game with its own seed. Shard `K/N` plays the games whose
//! number leaves `K - 1` divided by `N`, in every configuration, and writes
//! one JSON line per game ([`GameLine`]). [`merge`] reads the lines of all
//! shards, checks that every game is there once and was played under the
//! same rules (their content hash), and makes exactly the report one run
//! would have made: the unsharded commands go the same way, as one shard.

mod line;
mod summary;

pub use line::{GameLine, Metrics, Outcome, parse_lines, write_lines};
pub use summary::Report;

use super::agents::AgentKind;
use super::selfplay::{GameSetup, GameStats, Probe, mix, play_game};
use super::simulate::{
    Matchup, SimConfig, disputed_alternatives, first_player, game_seeds, probes_for,
};
use rayon::prelude::*;
use serde::{Deserialize, Serialize};
use suffragetto_core::engine::Rules;
use suffragetto_core::piece::Side;
use suffragetto_core::variant::{PointId, VariantError};

/// Which command a run belongs to.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Command {
    /// Every variant played by one pair of agents.
    Simulate,
    /// A base variant and each disputed rule point changed, on the same seeds.
    Ablate,
    /// Every pair of agents on one variant.
    Tournament,
}

/// A whole run, as the command line asked for it. Every game line carries
/// it, so that the lines of one run are told from those of another.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct RunSpec {
    /// The command.
    pub command: Command,
    /// The variants, as given (built-in ids or paths); `ablate` and
    /// `tournament` take one.
    pub variants: Vec<String>,
    /// The agents: the Suffragettes' and the Police's for `simulate` and
    /// `ablate`, the players of a `tournament`.
    pub agents: Vec<String>,
    /// Games per configuration.
    pub games: u32,
    /// Master seed.
    pub seed: u64,
    /// Move cap per game.
    pub max_plies: u32,
    /// Probe sampling interval of `simulate` (0: none).
    pub probe_every: u32,
}

/// What a game belongs to: its variant, and the changed rule point or the
/// pairing of agents where the run has those.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Config {
    /// The variant's id.
    pub variant: String,
    /// The rule point changed from the base variant (`ablate`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub change: Option<Change>,
    /// The two agents of a tournament pairing, by their place in the run's
    /// list (`tournament`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub pairing: Option<[usize; 2]>,
}

/// One rule point set to another value.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Change {
    /// The rule point.
    pub point: PointId,
    /// Its value, as a variant file gives it.
    pub value: serde_json::Value,
}

/// Which games a process plays: shard `k` of `n` (1-based) plays the games
/// whose number `i` has `i % n == k - 1`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Shard {
    /// This shard, 1 to `n`.
    pub k: u32,
    /// How many shards.
    pub n: u32,
}

impl Shard {
    /// All the games, in one shard.
    pub const ALL: Shard = Shard { k: 1, n: 1 };

    /// Whether game `i` is this shard's.
    pub fn owns(self, i: u32) -> bool {
        i % self.n == self.k - 1
    }
}

impl std::str::FromStr for Shard {
    type Err = String;

    fn from_str(s: &str) -> Result<Shard, String> {
        let bad = || format!("`{s}`: expected K/N, shard K of N, with 1 <= K <= N (e.g. 1/4)");
        let (k, n) = s.split_once('/').ok_or_else(bad)?;
        let (k, n): (u32, u32) = (
            k.trim().parse().map_err(|_| bad())?,
            n.trim().parse().map_err(|_| bad())?,
        );
        if k == 0 || k > n {
            return Err(bad());
        }
        Ok(Shard { k, n })
    }
}

/// Why a run could not be planned, or its lines not merged.
#[derive(Debug, thiserror::Error)]
pub enum RunError {
    /// A variant did not load.
    #[error(transparent)]
    Variant(#[from] VariantError),
    /// The run itself is not well formed.
    #[error("{0}")]
    Spec(String),
    /// A game line is wrong, or lines are missing.
    #[error("{0}")]
    Lines(String),
}

/// One planned configuration: what it is, its compiled rules and their hash.
pub struct Planned {
    /// What the games belong to.
    pub config: Config,
    /// The rules they are played under.
    pub rules: Rules,
    /// The rules' content hash.
    pub hash: String,
    probes: Vec<Probe>,
}

/// A run planned: its agents and configurations, ready to play a shard or
/// to summarise games.
pub struct Plan {
    /// The run.
    pub spec: RunSpec,
    /// Its agents, parsed.
    pub agents: Vec<AgentKind>,
    /// Its configurations, in report order.
    pub configs: Vec<Planned>,
}

fn spec_err(s: impl Into<String>) -> RunError {
    RunError::Spec(s.into())
}

impl Plan {
    /// Plans `spec`: loads its variants and enumerates its configurations.
    pub fn new(spec: RunSpec) -> Result<Plan, RunError> {
        SimConfig::new(spec.games, spec.seed, spec.max_plies, spec.probe_every)
            .map_err(spec_err)?;
        let agents: Vec<AgentKind> = spec
            .agents
            .iter()
            .map(|a| a.parse::<AgentKind>())
            .collect::<Result<_, _>>()
            .map_err(spec_err)?;
        let rules: Vec<Rules> = spec
            .variants
            .iter()
            .map(|v| Rules::load(v))
            .collect::<Result<_, _>>()?;
        let planned = |config: Config, rules: Rules, probes| Planned {
            hash: rules.content_hash(),
            config,
            rules,
            probes,
        };
        let plain = |r: &Rules| Config {
            variant: r.id().to_string(),
            change: None,
            pairing: None,
        };
        let mut configs = Vec::new();
        match spec.command {
            Command::Simulate => {
                if agents.len() != 2 || rules.is_empty() {
                    return Err(spec_err(
                        "simulate takes two agents and one or more variants",
                    ));
                }
                for r in rules {
                    let probes = if spec.probe_every > 0 {
                        probes_for(&r)?
                    } else {
                        Vec::new()
                    };
                    configs.push(planned(plain(&r), r, probes));
                }
            }
            Command::Ablate => {
                let [base] = <[Rules; 1]>::try_from(rules)
                    .map_err(|_| spec_err("ablate takes one base variant"))?;
                if agents.len() != 2 {
                    return Err(spec_err("ablate takes two agents"));
                }
                for (point, value) in disputed_alternatives(&base)? {
                    let other = base.with_value(point, &value)?;
                    let config = Config {
                        change: Some(Change { point, value }),
                        ..plain(&base)
                    };
                    configs.push(planned(config, other, Vec::new()));
                }
                configs.insert(0, planned(plain(&base), base, Vec::new()));
            }
            Command::Tournament => {
                let [r] = <[Rules; 1]>::try_from(rules)
                    .map_err(|_| spec_err("tournament takes one variant"))?;
                if agents.len() < 2 {
                    return Err(spec_err("tournament takes two or more agents"));
                }
                for a in 0..agents.len() {
                    for b in a + 1..agents.len() {
                        let config = Config {
                            pairing: Some([a, b]),
                            ..plain(&r)
                        };
                        configs.push(planned(config, r.clone(), Vec::new()));
                    }
                }
            }
        }
        Ok(Plan {
            spec,
            agents,
            configs,
        })
    }

    /// The self-play configuration of the run.
    pub fn sim_config(&self) -> SimConfig {
        SimConfig {
            games: self.spec.games,
            seed: self.spec.seed,
            max_plies: self.spec.max_plies,
            probe_every: self.spec.probe_every,
        }
    }

    /// The Suffragettes' and the Police's agents of `simulate` and `ablate`.
    pub fn matchup(&self) -> Matchup {
        [self.agents[0], self.agents[1]]
    }

    /// How game `i` of configuration `c` is played: its agents (the
    /// Suffragettes', the Police's), first player and seed, as `simulate`,
    /// `ablate` and `tournament` have always played it.
    pub fn game(&self, c: usize, i: u32) -> (Matchup, Side, u64) {
        let p = &self.configs[c];
        let cfg = self.sim_config();
        match (self.spec.command, p.config.pairing) {
            (Command::Tournament, Some([a, b])) => {
                let (x, y) = (self.agents[a], self.agents[b]);
                let pair = if i.is_multiple_of(2) { [x, y] } else { [y, x] };
                let seed = mix(self.spec.seed ^ mix((a * 16 + b) as u64) ^ i as u64);
                (pair, first_player(&p.rules, i / 2), seed)
            }
            _ => {
                // Every change of an ablation plays on the base's seeds.
                let id = match self.spec.command {
                    Command::Ablate => self.configs[0].rules.id(),
                    _ => p.rules.id(),
                };
                let seeds = game_seeds(&cfg, id);
                (
                    self.matchup(),
                    first_player(&p.rules, i),
                    mix(seeds ^ i as u64),
                )
            }
        }
    }

    /// Games in `shard` over all configurations.
    pub fn shard_games(&self, shard: Shard) -> u64 {
        let per = (0..self.spec.games).filter(|&i| shard.owns(i)).count() as u64;
        per * self.configs.len() as u64
    }

    /// Plays the games of `shard` on all cores; `tick` is called once per
    /// finished game. The lines are in configuration and game order.
    pub fn play(&self, shard: Shard, tick: &(dyn Fn() + Sync)) -> Vec<GameLine> {
        let jobs: Vec<(usize, u32)> = (0..self.configs.len())
            .flat_map(|c| {
                (0..self.spec.games)
                    .filter(move |&i| shard.owns(i))
                    .map(move |i| (c, i))
            })
            .collect();
        jobs.into_par_iter()
            .map(|(c, i)| {
                let (agents, first, seed) = self.game(c, i);
                let p = &self.configs[c];
                let stats = play_game(&GameSetup {
                    rules: &p.rules,
                    agents,
                    first,
                    seed,
                    max_plies: self.spec.max_plies,
                    probes: &p.probes,
                    probe_every: self.spec.probe_every,
                });
                tick();
                GameLine::new(self, c, i, seed, agents, &stats)
            })
            .collect()
    }

    /// Puts the games of `lines` in their places, checking each against the
    /// plan (run, configuration, rules' hash, seed, agents) and that every
    /// game is there once; `what(i)` names line `i` in errors (a file and
    /// line number).
    pub fn place(
        &self,
        lines: &[GameLine],
        what: &dyn Fn(usize) -> String,
    ) -> Result<Vec<Vec<GameStats>>, RunError> {
        self.place_as(lines, what, Completeness::Whole)
    }

    /// [`place`](Plan::place), where `completeness` says whether games may
    /// be missing: [`Completeness::WholeShards`] keeps the games there, in
    /// game order, so long as every configuration has the same games (as
    /// whole shards give: a shard plays the same game numbers in every
    /// configuration, so an ablation stays paired).
    pub fn place_as(
        &self,
        lines: &[GameLine],
        what: &dyn Fn(usize) -> String,
        completeness: Completeness,
    ) -> Result<Vec<Vec<GameStats>>, RunError> {
        let n = self.spec.games as usize;
        let mut slots: Vec<Vec<Option<GameStats>>> = vec![vec![None; n]; self.configs.len()];
        for (li, l) in lines.iter().enumerate() {
            let bad = |m: String| RunError::Lines(format!("{}: {m}", what(li)));
            if l.run != self.spec {
                return Err(bad(
                    "the game belongs to another run (command, variants, agents, games, seed or move cap differ)".into(),
                ));
            }
            let c = self
                .configs
                .iter()
                .position(|p| p.config == l.config)
                .ok_or_else(|| bad("the run has no such configuration".into()))?;
            let p = &self.configs[c];
            if l.rules_hash != p.hash {
                return Err(bad(format!(
                    "the game was played under rules whose content hash is {}, but {} now hashes to {}: the rules have changed since; play the games again",
                    l.rules_hash,
                    p.rules.variant().meta.title,
                    p.hash
                )));
            }
            let i = l.game as usize;
            if i >= n {
                return Err(bad(format!("game {i} is past the run's {n} games")));
            }
            let (agents, _, seed) = self.game(c, l.game);
            if l.seed != seed || l.agents != agents.map(|a| a.to_string()) {
                return Err(bad(format!(
                    "game {i} has another seed or other agents than the run gives it"
                )));
            }
            if slots[c][i].is_some() {
                return Err(bad(format!(
                    "game {i} of this configuration is there twice (a shard given twice?)"
                )));
            }
            slots[c][i] = Some(l.stats());
        }
        if completeness == Completeness::WholeShards {
            return self.present(slots);
        }
        slots
            .into_iter()
            .zip(&self.configs)
            .map(|(games, p)| {
                let missing: Vec<String> = games
                    .iter()
                    .enumerate()
                    .filter(|(_, g)| g.is_none())
                    .map(|(i, _)| i.to_string())
                    .collect();
                if !missing.is_empty() {
                    return Err(RunError::Lines(format!(
                        "{}: {} of {n} games missing (games {}{}): is a shard missing or unfinished?",
                        p.config,
                        missing.len(),
                        missing[..missing.len().min(5)].join(", "),
                        if missing.len() > 5 { ", ..." } else { "" }
                    )));
                }
                Ok(games.into_iter().map(|g| g.expect("checked")).collect())
            })
            .collect()
    }

    /// The games there of a partial set, which must be the same game
    /// numbers in every configuration, and some.
    fn present(&self, slots: Vec<Vec<Option<GameStats>>>) -> Result<Vec<Vec<GameStats>>, RunError> {
        let numbers = |games: &[Option<GameStats>]| -> Vec<usize> {
            (0..games.len()).filter(|&i| games[i].is_some()).collect()
        };
        let first = numbers(&slots[0]);
        if first.is_empty() {
            return Err(RunError::Lines(format!(
                "{}: no games of this configuration",
                self.configs[0].config
            )));
        }
        for (games, p) in slots.iter().zip(&self.configs).skip(1) {
            let these = numbers(games);
            if these != first {
                let odd = these
                    .iter()
                    .chain(&first)
                    .find(|i| these.contains(i) != first.contains(i))
                    .expect("the lists differ");
                return Err(RunError::Lines(format!(
                    "{}: not the same games as {} (game {odd} is in one and not the other): a partial set is whole shards, each with every configuration's games",
                    p.config, self.configs[0].config
                )));
            }
        }
        Ok(slots
            .into_iter()
            .map(|games| games.into_iter().flatten().collect())
            .collect())
    }

    /// Plays the whole run and reports it, as [`merge`] reports its shards.
    pub fn run(&self, tick: &(dyn Fn() + Sync)) -> Result<Report, RunError> {
        let lines = self.play(Shard::ALL, tick);
        self.report(&lines, &|i| format!("game line {}", i + 1))
    }

    /// The report of a complete set of game lines.
    pub fn report(
        &self,
        lines: &[GameLine],
        what: &dyn Fn(usize) -> String,
    ) -> Result<Report, RunError> {
        self.report_as(lines, what, Completeness::Whole)
    }

    /// [`report`](Plan::report) of a set that may be partial
    /// ([`place_as`](Plan::place_as)): the report of the games there, as
    /// many as they are.
    pub fn report_as(
        &self,
        lines: &[GameLine],
        what: &dyn Fn(usize) -> String,
        completeness: Completeness,
    ) -> Result<Report, RunError> {
        let games = self.place_as(lines, what, completeness)?;
        Ok(summary::summarise(self, games))
    }
}

/// Whether a set of game lines must hold every game of its run.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Completeness {
    /// Every game of every configuration, once.
    Whole,
    /// The games of some whole shards: every configuration the same games,
    /// some missing (a run not finished yet).
    WholeShards,
}

impl std::fmt::Display for Config {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.variant)?;
        if let Some(c) = &self.change {
            write!(f, " with {} = {}", c.point, c.value)?;
        }
        if let Some([a, b]) = self.pairing {
            write!(f, ", agents {} and {}", a + 1, b + 1)?;
        }
        Ok(())
    }
}

/// Merges the game lines of the shards of one run (given with where each
/// line came from, for errors) into the report one run would have made.
pub fn merge(lines: &[GameLine], what: &dyn Fn(usize) -> String) -> Result<Report, RunError> {
    merge_as(lines, what, Completeness::Whole)
}

/// [`merge`], where `completeness` says whether the set may be partial
/// (whole shards of a run not finished: the report of the games there).
pub fn merge_as(
    lines: &[GameLine],
    what: &dyn Fn(usize) -> String,
    completeness: Completeness,
) -> Result<Report, RunError> {
    let first = lines
        .first()
        .ok_or_else(|| RunError::Lines("no game lines to merge".into()))?;
    Plan::new(first.run.clone())?.report_as(lines, what, completeness)
}
