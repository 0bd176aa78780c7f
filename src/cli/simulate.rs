//! `simulate`, `ablate`, `tournament`: self-play statistics.

use super::write_json;
use anyhow::{Result, bail};
use clap::{Args, ValueEnum};
use indicatif::{ProgressBar, ProgressStyle};
use std::io::Write;
use suffragetto::ai::ablate::{AblationReport, ablate, runs};
use suffragetto::ai::stats::Estimate;
use suffragetto::ai::tournament::tournament;
use suffragetto::ai::{AgentKind, SimConfig, VariantReport, play_games, probes_for, report};
use suffragetto::engine::Rules;

/// Output format of the statistics commands.
#[derive(ValueEnum, Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum StatsFormat {
    /// A table for people.
    #[default]
    Table,
    /// JSON for programs.
    Json,
    /// CSV, one row per variant (or change).
    Csv,
}

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
    /// Output format.
    #[arg(long, value_enum, default_value_t)]
    format: StatsFormat,
    /// No progress bar.
    #[arg(long, short = 'q')]
    quiet: bool,
}

#[derive(Args, Debug)]
pub struct SimulateArgs {
    /// Variants (ids or files), repeatable; default: all five built-ins.
    #[arg(long = "variant", short = 'v', value_name = "ID|FILE")]
    variants: Vec<String>,
    /// The Suffragettes' agent and the Police's: random, greedy, search, search:NODES.
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
    /// Agents to pit against each other, comma-separated.
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

fn pair(spec: &str) -> Result<[AgentKind; 2]> {
    match agents(spec)?.as_slice() {
        [a, b] => Ok([*a, *b]),
        [a] => Ok([*a, *a]),
        _ => bail!("--agents takes one or two agents, `S,P` (e.g. greedy,greedy)"),
    }
}

fn progress(total: u64, quiet: bool, what: &str) -> ProgressBar {
    if quiet {
        return ProgressBar::hidden();
    }
    let pb = ProgressBar::new(total);
    pb.set_style(
        ProgressStyle::with_template("{prefix} [{bar:40}] {pos}/{len} games, {per_sec}, eta {eta}")
            .expect("valid template")
            .progress_chars("=> "),
    );
    pb.set_prefix(what.to_string());
    pb
}

fn config(sim: &SimArgs, agents: [AgentKind; 2], probe_every: u32) -> Result<SimConfig> {
    if sim.games == 0 {
        bail!("--games must be at least 1");
    }
    if sim.max_plies == 0 {
        bail!("--max-plies must be at least 1");
    }
    Ok(SimConfig {
        agents,
        games: sim.games,
        seed: sim.seed,
        max_plies: sim.max_plies,
        probe_every,
    })
}

pub fn simulate(args: SimulateArgs, out: &mut impl Write) -> Result<()> {
    let specs: Vec<String> = if args.variants.is_empty() {
        suffragetto::variant::builtin_ids()
            .map(str::to_string)
            .collect()
    } else {
        args.variants.clone()
    };
    let all: Vec<Rules> = specs
        .iter()
        .map(|s| Rules::load(s))
        .collect::<Result<_, _>>()?;
    let cfg = config(&args.sim, pair(&args.agents)?, args.probe_every)?;
    let pb = progress(
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
        let games = play_games(rules, &cfg, &probes, &|| pb.inc(1));
        reports.push(report(rules, &cfg, &games, &probes));
    }
    pb.finish_and_clear();
    if !args.sim.quiet {
        eprintln!(
            "{} games in {:.1} s",
            pb.position(),
            started.elapsed().as_secs_f64()
        );
    }
    match args.sim.format {
        StatsFormat::Json => write_json(out, &serde_json::json!({ "variants": reports })),
        StatsFormat::Csv => write_csv(out, &reports),
        StatsFormat::Table => write_table(out, &reports),
    }
}

fn est(e: &Estimate) -> String {
    if e.n == 0 {
        "n/a (no games decided)".to_string()
    } else {
        e.fmt(3)
    }
}

fn write_table(out: &mut impl Write, reports: &[VariantReport]) -> Result<()> {
    let r0 = &reports[0];
    writeln!(
        out,
        "{} games per variant, agents {} (Suffragettes) v {} (Police), seed {}, cap {} plies; 95% intervals in brackets",
        r0.games, r0.agents[0], r0.agents[1], r0.seed, r0.max_plies
    )?;
    for r in reports {
        writeln!(out, "\n== {} ==", r.variant)?;
        let rows: Vec<(&str, String)> = vec![
            (
                "Suffragettes win",
                format!("{} ({})", r.suffragette_wins, est(&r.suffragette_win_rate)),
            ),
            (
                "Police win",
                format!("{} ({})", r.police_wins, est(&r.police_win_rate)),
            ),
            (
                "unfinished at cap",
                format!("{} ({})", r.unfinished, est(&r.unfinished_rate)),
            ),
            ("first player wins (decided)", est(&r.first_player_win_rate)),
            ("balance", est(&r.balance)),
            ("decisiveness", est(&r.decisiveness)),
            ("length, plies: mean", r.length.mean.fmt(1)),
            (
                "  p10 / p25 / median / p75 / p90",
                format!(
                    "{:.0} / {:.0} / {:.0} / {:.0} / {:.0}",
                    r.length.p10, r.length.p25, r.length.median, r.length.p75, r.length.p90
                ),
            ),
            ("branching (legal moves per ply)", r.branching.fmt(1)),
            (
                "pieces taken by the Suffragettes, per game: small / large",
                format!(
                    "{} / {}",
                    r.captures_per_game[0].fmt(2),
                    r.captures_per_game[1].fmt(2)
                ),
            ),
            (
                "pieces taken by the Police, per game: small / large",
                format!(
                    "{} / {}",
                    r.captures_per_game[2].fmt(2),
                    r.captures_per_game[3].fmt(2)
                ),
            ),
            (
                "captured in chains of 2+ per game",
                r.captures_in_chains_per_game.fmt(2),
            ),
            (
                "exchange moves per game (proposals, or demands)",
                r.exchanges_proposed_per_game.fmt(2),
            ),
            (
                "  accepted / declined per game",
                format!(
                    "{} ; {}",
                    r.exchanges_accepted_per_game.fmt(2),
                    r.exchanges_declined_per_game.fmt(2)
                ),
            ),
        ];
        for (k, v) in rows {
            writeln!(out, "  {k:<48} {v}")?;
        }
        for u in &r.rule_points {
            writeln!(
                out,
                "  rule point {} vs {}: changes the moves (or what a move does) in {} of sampled positions, {} of games",
                u.point,
                u.other_value,
                est(&u.positions),
                est(&u.games)
            )?;
        }
    }
    writeln!(
        out,
        "\nbalance = 1 - |Suffragette share - Police share| among decided games (1: even); decisiveness = share of games with a winner before the cap."
    )?;
    Ok(())
}

fn write_csv(out: &mut impl Write, reports: &[VariantReport]) -> Result<()> {
    let cols = [
        "suffragette_win_rate",
        "police_win_rate",
        "unfinished_rate",
        "first_player_win_rate",
        "balance",
        "decisiveness",
        "length_mean",
        "branching",
    ];
    let mut header = vec![
        "variant".to_string(),
        "games".into(),
        "suffragette_wins".into(),
        "police_wins".into(),
        "unfinished".into(),
    ];
    for c in cols {
        header.extend([c.to_string(), format!("{c}_low"), format!("{c}_high")]);
    }
    writeln!(out, "{}", header.join(","))?;
    for r in reports {
        let mut row = vec![
            r.variant.clone(),
            r.games.to_string(),
            r.suffragette_wins.to_string(),
            r.police_wins.to_string(),
            r.unfinished.to_string(),
        ];
        for e in [
            &r.suffragette_win_rate,
            &r.police_win_rate,
            &r.unfinished_rate,
            &r.first_player_win_rate,
            &r.balance,
            &r.decisiveness,
            &r.length.mean,
            &r.branching,
        ] {
            row.extend([e.value, e.low, e.high].map(|x| format!("{x:.6}")));
        }
        writeln!(out, "{}", row.join(","))?;
    }
    Ok(())
}

pub fn ablate_cmd(args: AblateArgs, out: &mut impl Write) -> Result<()> {
    let rules = Rules::load(&args.variant)?;
    let cfg = config(&args.sim, pair(&args.agents)?, 0)?;
    let pb = progress(
        cfg.games as u64 * runs(&rules)? as u64,
        args.sim.quiet,
        "ablate",
    );
    let rep = ablate(&rules, &cfg, &|| pb.inc(1))?;
    pb.finish_and_clear();
    match args.sim.format {
        StatsFormat::Json => write_json(out, &rep),
        StatsFormat::Csv => ablation_csv(out, &rep),
        StatsFormat::Table => {
            writeln!(
                out,
                "base {}: {} games a run, agents {} v {}, seed {}; effect = changed - base, 95% interval; * = distinguishable from zero",
                rep.base.variant,
                rep.base.games,
                rep.base.agents[0],
                rep.base.agents[1],
                rep.base.seed
            )?;
            for a in &rep.ablations {
                writeln!(
                    out,
                    "\n{}: {} -> {}",
                    a.point, a.base_value, a.changed_value
                )?;
                for e in &a.effects {
                    writeln!(
                        out,
                        "  {:<26} {:>28} {}",
                        e.metric,
                        e.difference.fmt(3),
                        if e.distinguishable { "*" } else { "" }
                    )?;
                }
            }
            Ok(())
        }
    }
}

fn ablation_csv(out: &mut impl Write, rep: &AblationReport) -> Result<()> {
    writeln!(
        out,
        "point,base_value,changed_value,metric,difference,low,high,distinguishable"
    )?;
    for a in &rep.ablations {
        for e in &a.effects {
            writeln!(
                out,
                "{},{},{},{},{:.6},{:.6},{:.6},{}",
                a.point,
                csv_field(&a.base_value),
                csv_field(&a.changed_value),
                e.metric,
                e.difference.value,
                e.difference.low,
                e.difference.high,
                e.distinguishable
            )?;
        }
    }
    Ok(())
}

fn csv_field(s: &str) -> String {
    if s.contains([',', '"']) {
        format!("\"{}\"", s.replace('"', "\"\""))
    } else {
        s.to_string()
    }
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
    let pairs = kinds.len() * (kinds.len() - 1) / 2;
    let pb = progress(
        args.sim.games as u64 * pairs as u64,
        args.sim.quiet,
        "tournament",
    );
    let table = tournament(
        &rules,
        &kinds,
        args.sim.games,
        args.sim.seed,
        args.sim.max_plies,
        &|| pb.inc(1),
    );
    pb.finish_and_clear();
    match args.sim.format {
        StatsFormat::Json => write_json(
            out,
            &serde_json::json!({ "variant": rules.id(), "games_per_pairing": args.sim.games, "seed": args.sim.seed, "pairings": table }),
        ),
        StatsFormat::Csv => {
            writeln!(out, "agent,opponent,games,wins,losses,score,low,high")?;
            for p in &table {
                writeln!(
                    out,
                    "{},{},{},{},{},{:.6},{:.6},{:.6}",
                    p.agent,
                    p.opponent,
                    p.games,
                    p.wins,
                    p.losses,
                    p.score.value,
                    p.score.low,
                    p.score.high
                )?;
            }
            Ok(())
        }
        StatsFormat::Table => {
            let names: Vec<String> = kinds.iter().map(|k| k.to_string()).collect();
            writeln!(
                out,
                "{} games per pairing under {}, each side half the time, seed {}; cell = row's share of games won [95%]",
                args.sim.games,
                rules.id(),
                args.sim.seed
            )?;
            write!(out, "{:<14}", "")?;
            for n in &names {
                write!(out, "{n:>24}")?;
            }
            writeln!(out)?;
            for r in &names {
                write!(out, "{r:<14}")?;
                for c in &names {
                    let cell = table
                        .iter()
                        .find(|p| &p.agent == r && &p.opponent == c)
                        .map_or("-".to_string(), |p| p.score.fmt(2));
                    write!(out, "{cell:>24}")?;
                }
                writeln!(out)?;
            }
            Ok(())
        }
    }
}
