//! `simulate`, `ablate`, `tournament`: self-play statistics.

use super::progress::games_bar;
use anyhow::{Result, bail};
use clap::Args;
use std::io::Write;
use suffragetto_ai::ablate::{ablate, runs};
use suffragetto_ai::report::{write_ablation, write_simulation, write_tournament};
use suffragetto_ai::tournament::tournament;
use suffragetto_ai::{AgentKind, Matchup, SimConfig, play_games, probes_for, report};
use suffragetto_core::engine::Rules;
use suffragetto_core::report::ReportFormat;

/// Options every statistics command shares.
#[derive(Args, Debug, Clone)]
pub struct SimArgs {
    /// Games per variant (per pairing for `tournament`).
    #[arg(long, short = 'n', default_value_t = 200)]
    games: u32,
    /// Master seed: the same seed gives the same games.
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Stop a game after this many plies and count it as unfinished.
    #[arg(long, default_value_t = 1000)]
    max_plies: u32,
    /// Output format: a table for people, json or csv for programs.
    #[arg(long, value_enum, default_value_t)]
    format: ReportFormat,
    /// No progress bar.
    #[arg(long, short = 'q')]
    quiet: bool,
}

#[derive(Args, Debug)]
pub struct SimulateArgs {
    /// Variants (ids or files), repeatable; default: all five built-ins.
    #[arg(long = "variant", short = 'v', value_name = "ID|FILE")]
    variants: Vec<String>,
    /// The Suffragettes' agent and the Police's: random, greedy, search,
    /// search:NODES, strong or strong:LEVEL (levels 1 to 3: 2,000, 6,000 or
    /// 20,000 positions a move; strong alone is level 2).
    #[arg(long, default_value = "greedy,greedy", value_name = "S,P")]
    agents: String,
    /// Sample every N plies to see how often disputed rule points matter (0: off).
    #[arg(long, default_value_t = 4)]
    probe_every: u32,
    #[command(flatten)]
    sim: SimArgs,
}

#[derive(Args, Debug)]
pub struct AblateArgs {
    /// The base variant (id or file).
    #[arg(long, short = 'v', default_value = "english", value_name = "ID|FILE")]
    variant: String,
    /// The Suffragettes' agent and the Police's.
    #[arg(long, default_value = "greedy,greedy", value_name = "S,P")]
    agents: String,
    #[command(flatten)]
    sim: SimArgs,
}

#[derive(Args, Debug)]
pub struct TournamentArgs {
    /// Agents to pit against each other, comma-separated: random, greedy,
    /// search or search:NODES (alpha-beta, 3,000 positions a move by
    /// default), strong or strong:LEVEL (alpha-beta with a transposition
    /// table and captures searched to the end; levels 1 to 3 search 2,000,
    /// 6,000 or 20,000 positions a move; strong alone is level 2).
    #[arg(long, default_value = "random,greedy,search")]
    agents: String,
    /// The variant (id or file).
    #[arg(long, short = 'v', default_value = "english", value_name = "ID|FILE")]
    variant: String,
    #[command(flatten)]
    sim: SimArgs,
}

fn agents(spec: &str) -> Result<Vec<AgentKind>> {
    spec.split(',')
        .map(|s| s.trim().parse::<AgentKind>().map_err(anyhow::Error::msg))
        .collect()
}

fn pair(spec: &str) -> Result<Matchup> {
    match agents(spec)?.as_slice() {
        [a, b] => Ok([*a, *b]),
        [a] => Ok([*a, *a]),
        _ => bail!("--agents takes one or two agents, `S,P` (e.g. greedy,greedy)"),
    }
}

impl SimArgs {
    fn config(&self, probe_every: u32) -> Result<SimConfig> {
        SimConfig::new(self.games, self.seed, self.max_plies, probe_every)
            .map_err(anyhow::Error::msg)
    }
}

pub fn simulate(args: SimulateArgs, out: &mut impl Write) -> Result<()> {
    let specs: Vec<String> = if args.variants.is_empty() {
        suffragetto_core::variant::builtin_ids()
            .map(str::to_string)
            .collect()
    } else {
        args.variants.clone()
    };
    let all: Vec<Rules> = specs
        .iter()
        .map(|s| Rules::load(s))
        .collect::<Result<_, _>>()?;
    let matchup = pair(&args.agents)?;
    let cfg = args.sim.config(args.probe_every)?;
    let pb = games_bar(
        cfg.games as u64 * all.len() as u64,
        args.sim.quiet,
        "simulate",
    );
    let started = std::time::Instant::now();
    let mut reports = Vec::new();
    for rules in &all {
        let probes = if cfg.probe_every > 0 {
            probes_for(rules)?
        } else {
            Vec::new()
        };
        let games = play_games(rules, matchup, &cfg, &probes, &|| pb.inc(1));
        reports.push(report(rules, matchup, &cfg, &games, &probes));
    }
    pb.finish_and_clear();
    if !args.sim.quiet {
        eprintln!(
            "{} games in {:.1} s",
            pb.position(),
            started.elapsed().as_secs_f64()
        );
    }
    Ok(write_simulation(out, &reports, args.sim.format)?)
}

pub fn ablate_cmd(args: AblateArgs, out: &mut impl Write) -> Result<()> {
    let rules = Rules::load(&args.variant)?;
    let cfg = args.sim.config(0)?;
    let total = cfg.games as u64 * runs(&rules)? as u64;
    let pb = games_bar(total, args.sim.quiet, "ablate");
    let rep = ablate(&rules, pair(&args.agents)?, &cfg, &|| pb.inc(1))?;
    pb.finish_and_clear();
    Ok(write_ablation(out, &rep, args.sim.format)?)
}

pub fn tournament_cmd(args: TournamentArgs, out: &mut impl Write) -> Result<()> {
    let rules = Rules::load(&args.variant)?;
    let kinds = agents(&args.agents)?;
    if kinds.len() < 2 {
        bail!("--agents needs at least two agents, e.g. random,greedy,search");
    }
    for (i, k) in kinds.iter().enumerate() {
        if kinds[..i].contains(k) {
            bail!(
                "--agents names `{k}` twice: a tournament pits different agents against each other"
            );
        }
    }
    let cfg = args.sim.config(0)?;
    let pairs = kinds.len() * (kinds.len() - 1) / 2;
    let pb = games_bar(
        cfg.games as u64 * pairs as u64,
        args.sim.quiet,
        "tournament",
    );
    let table = tournament(&rules, &kinds, &cfg, &|| pb.inc(1));
    pb.finish_and_clear();
    Ok(write_tournament(out, &table, args.sim.format)?)
}
