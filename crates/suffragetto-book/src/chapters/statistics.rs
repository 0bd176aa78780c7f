//! Chapter 8, statistics: self-play of every variant, tables with 95%
//! intervals and SVG charts of outcomes and game lengths, under greedy and
//! under strong play, and the effect of each disputed rule point under both
//! side by side.

use super::effects::{Measured, Play};
use super::summary::{self, Summary};
use super::{Ctx, SiteError};
use crate::assemble::Site;
use crate::charts;
use crate::text::slug;
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
    /// What the disputed readings change, in plain words.
    summary: Summary,
    /// The page of the readings' sections.
    summary_page: &'static str,
    /// The base variant's name.
    base: String,
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
    /// Its section of the differences chapter.
    anchor: String,
    change: String,
    /// The share of wins under greedy and strong play, then the length.
    cells: [Cell; 4],
}

#[derive(Serialize)]
struct Cell {
    text: String,
    /// A finding: enough games and an interval clear of zero.
    clear: bool,
    /// Too few games to tell.
    weak: bool,
}

impl Cell {
    /// The cell of effect `e` of a change that altered `changed` games,
    /// against a mean length `mean` of the base variant.
    fn of(e: Option<&Effect>, changed: u64, mean: f64) -> Cell {
        match e {
            Some(e) => {
                let v = summary::verdict(e, changed, mean);
                Cell {
                    text: e.difference.fmt(3),
                    clear: matches!(v, summary::Verdict::Clear(_)),
                    weak: matches!(v, summary::Verdict::TooFew(_)),
                }
            }
            None => Cell {
                text: "not measured".into(),
                clear: false,
                weak: false,
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
    order: &[String],
) -> Result<(Vec<Paired>, Vec<charts::PairedEffect>), SiteError> {
    let base = ctx.rules_of("english");
    let means = (
        greedy.report.base.length.mean.value,
        strong.report.base.length.mean.value,
    );
    let mut rows = Vec::new();
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
        let (gc, sc) = (g.games_changed, s.map_or(0, |a| a.games_changed));
        let anchor = format!("{}-{}", slug(point.as_str()), slug(&text));
        let row = Paired {
            anchor,
            change: crate::text::cell(&change),
            cells: [
                Cell::of(metric(Some(g), share).as_ref(), gc, means.0),
                Cell::of(metric(s, share).as_ref(), sc, means.1),
                Cell::of(metric(Some(g), length).as_ref(), gc, means.0),
                Cell::of(metric(s, length).as_ref(), sc, means.1),
            ],
        };
        let effect = charts::PairedEffect {
            label: change,
            first: metric(Some(g), share).map(|e| e.difference),
            second: metric(s, share).map(|e| e.difference),
        };
        rows.push((row, effect));
    }
    // In the summary's order: what matters most first.
    rows.sort_by_key(|(r, _)| {
        order
            .iter()
            .position(|a| *a == r.anchor)
            .unwrap_or(usize::MAX)
    });
    Ok(rows.into_iter().unzip())
}

/// Writes `statistics.md` and its charts.
pub fn page(
    ctx: &Ctx<'_>,
    site: &mut Site,
    measured: &Measured,
    summary: &Summary,
) -> Result<(), SiteError> {
    let order: Vec<String> = summary
        .sections
        .iter()
        .flat_map(|s| s.lines.iter().map(|l| l.anchor.clone()))
        .collect();
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
            let (effects, chart) = paired(ctx, &measured.greedy, play, &order)?;
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
        summary: summary.clone(),
        summary_page: "differences.html",
        base: crate::text::esc(&ctx.rules_of("english").variant().meta.name),
    };
    ctx.page(site, "statistics.md", "statistics.md", &data)
}
