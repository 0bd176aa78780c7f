//! Chapter 8, statistics: self-play of every variant, tables with 95%
//! intervals and SVG charts of outcomes and game lengths.

use super::{Ctx, SiteError};
use crate::ai::{play_games, report};
use crate::site::assemble::Site;
use crate::site::charts;
use serde::Serialize;

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
}

/// Writes `statistics.md` and its charts.
pub fn page(ctx: &Ctx<'_>, site: &mut Site) -> Result<(), SiteError> {
    let cfg = ctx.opts.sim_config();
    ctx.progress.start(
        "statistics (self-play)",
        ctx.rules.len() as u64 * cfg.games as u64,
    );
    let tick = || ctx.progress.tick();
    let mut rows = Vec::new();
    let mut outcomes = Vec::new();
    let mut lengths = Vec::new();
    for rules in &ctx.rules {
        let games = play_games(rules, ctx.opts.agents(), &cfg, &[], &tick);
        let r = report(rules, ctx.opts.agents(), &cfg, &games, &[]);
        let captures: f64 = r.captures_per_game.iter().map(|e| e.value).sum();
        let name = rules.variant().meta.name.clone();
        rows.push(Row {
            variant: crate::site::text::cell(&name),
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
        });
        outcomes.push((
            name.clone(),
            [r.suffragette_win_rate, r.police_win_rate, r.unfinished_rate],
        ));
        lengths.push((name, games.iter().map(|g| g.plies).collect()));
    }
    ctx.progress.finish();
    let unfinished = outcomes.iter().any(|(_, e)| e[2].value > 0.0);
    site.add("img/stats/outcomes.svg", charts::win_rates(&outcomes));
    site.add(
        "img/stats/lengths.svg",
        charts::lengths(&lengths, cfg.max_plies),
    );
    let data = Data {
        text: ctx.sources.prose("statistics.md"),
        agents: ctx.opts.agents().map(|a| a.to_string()).join(" vs "),
        games: cfg.games,
        seed: cfg.seed,
        max_plies: cfg.max_plies,
        rows,
        unfinished,
    };
    ctx.page(site, "statistics.md", "statistics.md", &data)
}
