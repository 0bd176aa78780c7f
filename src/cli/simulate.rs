//! `simulate`, `ablate`, `tournament`: self-play statistics.

use super::progress::games_bar;
use anyhow::{Result, bail};
use clap::Args;
use std::io::Write;
use std::path::PathBuf;
use suffragetto_ai::AgentKind;
use suffragetto_ai::ratings::{ratings, write_ratings};
use suffragetto_ai::report::{write_ablation, write_simulation, write_tournament};
use suffragetto_ai::runs::{self, Command, GameLine, Plan, Report, RunSpec, Shard};
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
    /// Play only shard K of N (the games whose number leaves K-1 when
    /// divided by N) and write their per-game lines to `-o`; `suffragetto
    /// merge` makes the report from all the shards' files.
    #[arg(long, value_name = "K/N")]
    shard: Option<Shard>,
    /// Write the per-game results (one JSON line a game: seeds, agents,
    /// configuration, the rules' content hash, outcome, metrics) to PART
    /// instead of the report.
    #[arg(long = "out", short = 'o', value_name = "PART")]
    out: Option<PathBuf>,
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
    /// Also turn the results into ratings on one scale (Elo points, maximum
    /// likelihood, with 95% intervals; `docs/strength.md`).
    #[arg(long)]
    ratings: bool,
    #[command(flatten)]
    sim: SimArgs,
}

#[derive(Args, Debug)]
pub struct MergeArgs {
    /// The per-game files of the shards of one run (`--shard K/N -o PART`).
    #[arg(required = true, value_name = "PART")]
    parts: Vec<PathBuf>,
    /// Output format: a table for people, json or csv for programs.
    #[arg(long, value_enum, default_value_t)]
    format: ReportFormat,
    /// For a tournament: also the ratings (as `tournament --ratings`).
    #[arg(long)]
    ratings: bool,
    /// Accept a partial set, whole shards of a run not finished yet: the
    /// report of the games there (every configuration must have the same
    /// games); without it every game of the run must be there.
    #[arg(long)]
    partial: bool,
}

fn agents(spec: &str) -> Result<Vec<AgentKind>> {
    spec.split(',')
        .map(|s| s.trim().parse::<AgentKind>().map_err(anyhow::Error::msg))
        .collect()
}

fn pair(spec: &str) -> Result<Vec<String>> {
    match agents(spec)?.as_slice() {
        [a, b] => Ok(vec![a.to_string(), b.to_string()]),
        [a] => Ok(vec![a.to_string(), a.to_string()]),
        _ => bail!("--agents takes one or two agents, `S,P` (e.g. greedy,greedy)"),
    }
}

impl SimArgs {
    fn spec(
        &self,
        command: Command,
        variants: Vec<String>,
        agents: Vec<String>,
        probe_every: u32,
    ) -> RunSpec {
        RunSpec {
            command,
            variants,
            agents,
            games: self.games,
            seed: self.seed,
            max_plies: self.max_plies,
            probe_every,
        }
    }

    /// Plays `spec` (all of it, or the shard asked for) and writes the
    /// report, or the game lines to `-o`.
    fn run(&self, spec: RunSpec, what: &str, ratings: bool, out: &mut impl Write) -> Result<()> {
        let plan = Plan::new(spec)?;
        let shard = match (self.shard, &self.out) {
            (Some(_), None) => {
                bail!("--shard K/N needs -o PART: the file its games are written to")
            }
            (s, _) => s.unwrap_or(Shard::ALL),
        };
        let pb = games_bar(plan.shard_games(shard), self.quiet, what);
        let started = std::time::Instant::now();
        let lines = plan.play(shard, &|| pb.inc(1));
        pb.finish_and_clear();
        if !self.quiet {
            eprintln!(
                "{} games in {:.1} s",
                pb.position(),
                started.elapsed().as_secs_f64()
            );
        }
        match &self.out {
            Some(path) => {
                let mut bytes = Vec::new();
                runs::write_lines(&mut bytes, &lines)?;
                suffragetto_core::output::write_atomic(path, &bytes)?;
                writeln!(out, "{}: {} games", path.display(), lines.len())?;
                Ok(())
            }
            None => {
                let report = plan.report(&lines, &|i| format!("game {}", i + 1))?;
                write_report(out, &report, self.format, ratings)
            }
        }
    }
}

/// Writes a run's report in `format`.
fn write_report(
    out: &mut impl Write,
    report: &Report,
    format: ReportFormat,
    with_ratings: bool,
) -> Result<()> {
    match report {
        Report::Simulation(rows) => {
            let reports: Vec<_> = rows.iter().map(|(r, _)| r.clone()).collect();
            write_simulation(out, &reports, format)?
        }
        Report::Ablation(rep) => write_ablation(out, rep, format)?,
        Report::Tournament(table) if with_ratings => {
            write_ratings(out, table, &ratings(table), format)?
        }
        Report::Tournament(table) => write_tournament(out, table, format)?,
    }
    Ok(())
}

pub fn simulate(args: SimulateArgs, out: &mut impl Write) -> Result<()> {
    let specs: Vec<String> = if args.variants.is_empty() {
        suffragetto_core::variant::builtin_ids()
            .map(str::to_string)
            .collect()
    } else {
        args.variants.clone()
    };
    let spec = args.sim.spec(
        Command::Simulate,
        specs,
        pair(&args.agents)?,
        args.probe_every,
    );
    args.sim.run(spec, "simulate", false, out)
}

pub fn ablate_cmd(args: AblateArgs, out: &mut impl Write) -> Result<()> {
    let spec = args.sim.spec(
        Command::Ablate,
        vec![args.variant.clone()],
        pair(&args.agents)?,
        0,
    );
    args.sim.run(spec, "ablate", false, out)
}

pub fn tournament_cmd(args: TournamentArgs, out: &mut impl Write) -> Result<()> {
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
    let names = kinds.iter().map(|k| k.to_string()).collect();
    let spec = args
        .sim
        .spec(Command::Tournament, vec![args.variant.clone()], names, 0);
    args.sim.run(spec, "tournament", args.ratings, out)
}

/// The largest per-game file `merge` reads (a million games of a few
/// hundred bytes each).
const MAX_PART: u64 = 1 << 30;

pub fn merge(args: MergeArgs, out: &mut impl Write) -> Result<()> {
    let mut lines: Vec<GameLine> = Vec::new();
    let mut origin: Vec<(usize, String)> = Vec::new();
    for path in &args.parts {
        let text = suffragetto_core::input::read_text(path, MAX_PART)?;
        let name = path.display().to_string();
        for (n, line) in runs::parse_lines(&name, &text)? {
            origin.push((n, name.clone()));
            lines.push(line);
        }
    }
    let what = |i: usize| format!("{}:{}", origin[i].1, origin[i].0);
    let completeness = if args.partial {
        runs::Completeness::WholeShards
    } else {
        runs::Completeness::Whole
    };
    let report = runs::merge_as(&lines, &what, completeness)?;
    write_report(out, &report, args.format, args.ratings)
}
