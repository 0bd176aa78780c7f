//! Chapter 8, statistics: self-play of every variant, tables with 95%
//! intervals and SVG charts of outcomes and game lengths, under greedy and
//! under strong play, and the effect of each disputed rule point under both
//! side by side.

use super::effects::{Measured, Play};
use super::{Ctx, SiteError};
use crate::assemble::Site;
use crate::charts;
use serde::Serialize;
use suffragetto_ai::ablate::Effect;
use suffragetto_ai::simulate::disputed_alternatives;
use suffragetto_ai::stats::Estimate;
use suffragetto_ai::{VariantReport, play_games, report};

#[derive(Serialize)]
struct Row {
    variant: String,
    games: u64,
    suffragettes: String,
    police: String,
    unfinished: String,
    first_player: String,
    length: String,
    median: String,
    quartiles: String,
    branching: String,
    captures: String,
    exchanges: String,
}

#[derive(Serialize)]
struct Data {
    text: String,
    agents: String,
    games: u32,
    seed: u64,
    max_plies: u32,
    rows: Vec<Row>,
    /// Whether any game of any variant was unfinished.
    unfinished: bool,
    strong: Option<Strong>,
}

/// The strong games: their budget, the variants' rows and the effects of
/// the disputed rule points beside the greedy ones.
#[derive(Serialize)]
struct Strong {
    games: u32,
    nodes: u32,
    ablation_games: u32,
    rows: Vec<Row>,
    effects: Vec<Paired>,
}

/// One change to the English online rules, its effect under both plays.
#[derive(Serialize)]
struct Paired {
    change: String,
    greedy_share: Cell,
    strong_share: Cell,
    greedy_length: Cell,
    strong_length: Cell,
}

#[derive(Serialize)]
struct Cell {
    text: String,
    distinguishable: bool,
}

impl Cell {
    fn of(e: Option<&Effect>) -> Cell {
        match e {
            Some(e) => Cell {
                text: e.difference.fmt(3),
                distinguishable: e.distinguishable,
            },
            None => Cell {
                text: "not measured".into(),
                distinguishable: false,
            },
        }
    }
}

fn row(name: &str, r: &VariantReport) -> Row {
    let captures: f64 = r.captures_per_game.iter().map(|e| e.value).sum();
    Row {
        variant: crate::text::cell(name),
        games: r.games,
        suffragettes: r.suffragette_win_rate.fmt(3),
        police: r.police_win_rate.fmt(3),
        unfinished: r.unfinished_rate.fmt(3),
        first_player: r.first_player_win_rate.fmt(3),
        length: r.length.mean.fmt(1),
        median: format!("{:.0}", r.length.median),
        quartiles: format!("{:.0}-{:.0}", r.length.p25, r.length.p75),
        branching: r.branching.fmt(1),
        captures: format!("{captures:.1}"),
        exchanges: r.exchanges_proposed_per_game.fmt(2),
    }
}

/// Every variant played by `agents`: a table row each, and the outcomes and
/// lengths for the charts.
struct Played {
    rows: Vec<Row>,
    outcomes: Vec<(String, [Estimate; 3])>,
    lengths: Vec<(String, Vec<u32>)>,
}

/// `known` is the ablation of the same agents and configuration, whose base
/// variant's games are not played again.
fn play_all(ctx: &Ctx<'_>, stage: &str, known: &Play) -> Played {
    let (agents, cfg) = (known.agents, &known.cfg);
    let base = ctx.rules_of("english").id();
    ctx.progress
        .start(stage, (ctx.rules.len() as u64 - 1) * cfg.games as u64);
    let tick = || ctx.progress.tick();
    let mut played = Played {
        rows: Vec::new(),
        outcomes: Vec::new(),
        lengths: Vec::new(),
    };
    for rules in &ctx.rules {
        let played_now;
        let games = if rules.id() == base {
            &known.report.base_games
        } else {
            played_now = play_games(rules, agents, cfg, &[], &tick);
            &played_now
        };
        let r = report(rules, agents, cfg, games, &[]);
        let name = rules.variant().meta.name.clone();
        played.rows.push(row(&name, &r));
        played.outcomes.push((
            name.clone(),
            [r.suffragette_win_rate, r.police_win_rate, r.unfinished_rate],
        ));
        played
            .lengths
            .push((name, games.iter().map(|g| g.plies).collect()));
    }
    ctx.progress.finish();
    played
}

/// The effects of every disputed change under both plays, and the chart
/// of the Suffragettes' share.
fn paired(
    ctx: &Ctx<'_>,
    greedy: &Play,
    strong: &Play,
) -> Result<(Vec<Paired>, Vec<charts::PairedEffect>), SiteError> {
    let base = ctx.rules_of("english");
    let mut rows = Vec::new();
    let mut chart = Vec::new();
    for (point, value) in disputed_alternatives(base)? {
        let text = suffragetto_core::variant::points::value_text(&value);
        let (Some(g), s) = (greedy.ablation(point, &text), strong.ablation(point, &text)) else {
            continue;
        };
        let title = base.variant().point(point).title;
        let change = format!(
            "{title}: {}",
            suffragetto_core::variant::points::value_words(point, &value)
        );
        let metric = |a: Option<&suffragetto_ai::ablate::Ablation>, m: &str| {
            a.and_then(|a| a.effects.iter().find(|e| e.metric == m))
                .cloned()
        };
        let share = "suffragette_win_rate";
        let length = "length_plies";
        chart.push(charts::PairedEffect {
            label: change.clone(),
            first: metric(Some(g), share).map(|e| e.difference),
            second: metric(s, share).map(|e| e.difference),
        });
        rows.push(Paired {
            change: crate::text::cell(&change),
            greedy_share: Cell::of(metric(Some(g), share).as_ref()),
            strong_share: Cell::of(metric(s, share).as_ref()),
            greedy_length: Cell::of(metric(Some(g), length).as_ref()),
            strong_length: Cell::of(metric(s, length).as_ref()),
        });
    }
    Ok((rows, chart))
}

/// Writes `statistics.md` and its charts.
pub fn page(ctx: &Ctx<'_>, site: &mut Site, measured: &Measured) -> Result<(), SiteError> {
    let cfg = ctx.opts.sim_config();
    let greedy = play_all(ctx, "statistics (greedy self-play)", &measured.greedy);
    let unfinished = greedy.outcomes.iter().any(|(_, e)| e[2].value > 0.0);
    site.add(
        "img/stats/outcomes.svg",
        charts::win_rates(&greedy.outcomes),
    );
    site.add(
        "img/stats/lengths.svg",
        charts::lengths(&greedy.lengths, cfg.max_plies),
    );
    let strong = match &measured.strong {
        None => None,
        Some(play) => {
            let played = play_all(ctx, "statistics (strong self-play)", play);
            site.add(
                "img/stats/outcomes-strong.svg",
                charts::win_rates(&played.outcomes),
            );
            let (effects, chart) = paired(ctx, &measured.greedy, play)?;
            site.add(
                "img/stats/effects.svg",
                charts::paired_effects(&chart, ["greedy play", "strong play"]),
            );
            Some(Strong {
                games: play.cfg.games,
                nodes: ctx.opts.strong_nodes,
                ablation_games: play.cfg.games,
                rows: played.rows,
                effects,
            })
        }
    };
    let data = Data {
        text: ctx.sources.prose("statistics.md"),
        agents: ctx.opts.agents().map(|a| a.to_string()).join(" vs "),
        games: cfg.games,
        seed: cfg.seed,
        max_plies: cfg.max_plies,
        rows: greedy.rows,
        unfinished,
        strong,
    };
    ctx.page(site, "statistics.md", "statistics.md", &data)
}
