//! Chapter 8, statistics: self-play of every variant, tables with 95%
//! intervals and SVG charts of outcomes and game lengths, under greedy and
//! under strong play, and the effect of each disputed rule point under both
//! side by side.

use super::effects::{Measured, Play, share_words};
use super::summary::{self, Summary};
use super::{Ctx, SiteError};
use crate::assemble::Site;
use crate::charts;
use crate::text::{estimate, slug};
use serde::Serialize;
use suffragetto_ai::ablate::Effect;
use suffragetto_ai::simulate::disputed_alternatives;
use suffragetto_ai::stats::Estimate;
use suffragetto_ai::{VariantReport, play_games, report};
use suffragetto_core::lang::{Args, Lang, catalogue};

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
    /// Where the games come from.
    source: String,
    /// In words: each change that shows an effect under either play.
    findings: Vec<String>,
    /// The changes that make no measurable difference under either play.
    no_difference: String,
    /// The first player's advantage, in words.
    first_player: Vec<String>,
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
    fn of(e: Option<&Effect>, changed: u64, mean: f64, ctx: &Ctx<'_>) -> Cell {
        match e {
            Some(e) => {
                let v = summary::verdict(e, changed, mean, ctx.lang);
                Cell {
                    text: estimate(&e.difference, 3, ctx.lang),
                    clear: matches!(v, summary::Verdict::Clear(_)),
                    weak: matches!(v, summary::Verdict::TooFew(_)),
                }
            }
            None => Cell {
                text: ctx.word("book-not-measured"),
                clear: false,
                weak: false,
            },
        }
    }
}

fn row(name: &str, r: &VariantReport, lang: Lang) -> Row {
    let e = |e: &Estimate, digits: usize| estimate(e, digits, lang);
    let captures: f64 = r.captures_per_game.iter().map(|e| e.value).sum();
    Row {
        variant: crate::text::cell(name),
        games: r.games,
        suffragettes: e(&r.suffragette_win_rate, 3),
        police: e(&r.police_win_rate, 3),
        unfinished: e(&r.unfinished_rate, 3),
        first_player: e(&r.first_player_win_rate, 3),
        length: e(&r.length.mean, 1),
        median: format!("{:.0}", r.length.median),
        quartiles: format!("{:.0}-{:.0}", r.length.p25, r.length.p75),
        branching: e(&r.branching, 1),
        captures: lang.decimal(captures, 1),
        exchanges: e(&r.exchanges_proposed_per_game, 2),
    }
}

/// Every variant played by `agents`: a table row each, and the outcomes and
/// lengths for the charts.
struct Played {
    rows: Vec<Row>,
    /// Each variant's id and the first player's share of decided games.
    first: Vec<(String, Estimate)>,
    outcomes: Vec<(String, [Estimate; 3])>,
    lengths: Vec<(String, Vec<u32>)>,
}

/// `known` is the ablation of the same agents and configuration, whose base
/// variant's games are not played again.
fn play_all(ctx: &Ctx<'_>, stage: &str, known: &Play) -> Played {
    let (agents, cfg) = (known.agents, &known.cfg);
    let base = ctx.rules_of("english").id();
    let to_play = if known.variants.is_empty() {
        ctx.rules.len() as u64 - 1
    } else {
        0
    };
    ctx.progress.start(stage, to_play * cfg.games as u64);
    let tick = || ctx.progress.tick();
    let mut played = Played {
        rows: Vec::new(),
        first: Vec::new(),
        outcomes: Vec::new(),
        lengths: Vec::new(),
    };
    for rules in &ctx.rules {
        let played_now;
        let published = known.variants.iter().find(|(id, _)| id == rules.id());
        let games = if rules.id() == base {
            &known.report.base_games
        } else if let Some((_, g)) = published {
            g
        } else {
            // The same games in every language's book.
            let key = format!("{stage}: {} {}", rules.id(), cfg.games);
            played_now = ctx
                .memo
                .once(&key, || play_games(rules, agents, cfg, &[], &tick));
            played_now.as_ref()
        };
        let r = report(rules, agents, cfg, games, &[]);
        let name = ctx.name_of(rules.id());
        played.rows.push(row(&name, &r, ctx.lang));
        played
            .first
            .push((rules.id().to_string(), r.first_player_win_rate));
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
        let title = point.title_in(ctx.lang);
        let change = crate::text::labelled(
            ctx.lang,
            title,
            &suffragetto_core::variant::points::value_words_in(point, &value, ctx.lang),
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
                Cell::of(metric(Some(g), share).as_ref(), gc, means.0, ctx),
                Cell::of(metric(s, share).as_ref(), sc, means.1, ctx),
                Cell::of(metric(Some(g), length).as_ref(), gc, means.0, ctx),
                Cell::of(metric(s, length).as_ref(), sc, means.1, ctx),
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

/// The changes that show an effect on the Suffragettes' share under
/// either play (an interval clear of zero from at least
/// [`summary::MIN_GAMES`] games, as the summary counts a finding), a
/// sentence each, and the list of those that show none; `games` are the
/// games a run under greedy and under strong play.
fn findings(chart: &[charts::PairedEffect], games: [u64; 2], lang: Lang) -> (Vec<String>, String) {
    let mut found = Vec::new();
    let mut none = Vec::new();
    for e in chart {
        let shows = |x: &Option<Estimate>, n: u64| {
            n >= summary::MIN_GAMES && x.is_some_and(|x| x.excludes_zero())
        };
        if shows(&e.first, games[0]) || shows(&e.second, games[1]) {
            found.push(crate::text::cell(
                &catalogue().text(
                    "book-finding",
                    &Args::new(lang)
                        .text("change", &e.label)
                        .text(
                            "strong",
                            share_words(e.second.as_ref(), "strong", games[1], lang),
                        )
                        .text(
                            "greedy",
                            share_words(e.first.as_ref(), "greedy", games[0], lang),
                        ),
                ),
            ));
        } else {
            none.push(crate::text::cell(&e.label));
        }
    }
    (found, none.join(lang.semicolon()))
}

/// The first player's share of decided games where who begins alternates
/// (the variants that leave it open, and the English online rules with a
/// coin toss), under both plays.
fn first_player(
    ctx: &Ctx<'_>,
    greedy_play: &Play,
    strong_play: &Play,
    greedy: &Played,
    strong: &Played,
) -> Vec<String> {
    let mut out = Vec::new();
    let both = |name: String, g: Option<&Estimate>, s: Option<&Estimate>| {
        let words = |e: Option<&Estimate>| {
            e.map_or(ctx.word("book-not-measured"), |e| estimate(e, 3, ctx.lang))
        };
        ctx.say(
            "book-first-player",
            Args::new(ctx.lang)
                .text("name", name)
                .text("strong", words(s))
                .text("greedy", words(g)),
        )
    };
    for rules in &ctx.rules {
        if rules.opening() != suffragetto_core::engine::Opening::Open {
            continue;
        }
        let find = |p: &Played| p.first.iter().find(|(id, _)| id == rules.id()).map(|x| x.1);
        out.push(both(
            crate::text::cell(&ctx.name_of(rules.id())),
            find(greedy).as_ref(),
            find(strong).as_ref(),
        ));
    }
    let toss = serde_json::json!("coin_toss");
    let text = suffragetto_core::variant::points::value_text(&toss);
    let id = suffragetto_core::variant::PointId::SetupFirstPlayer;
    let of = |p: &Play| {
        p.ablation(id, &text)
            .map(|a| a.changed.first_player_win_rate)
    };
    if of(greedy_play).is_some() || of(strong_play).is_some() {
        out.push(both(
            ctx.say(
                "book-first-player-toss",
                Args::new(ctx.lang).text("name", crate::text::cell(&ctx.name_of("english"))),
            ),
            of(greedy_play).as_ref(),
            of(strong_play).as_ref(),
        ));
    }
    out
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
        charts::win_rates(&greedy.outcomes, ctx.lang),
    );
    site.add(
        "img/stats/lengths.svg",
        charts::lengths(&greedy.lengths, cfg.max_plies, ctx.lang),
    );
    let strong = match &measured.strong {
        None => None,
        Some(play) => {
            let played = play_all(ctx, "statistics (strong self-play)", play);
            site.add(
                "img/stats/outcomes-strong.svg",
                charts::win_rates(&played.outcomes, ctx.lang),
            );
            let (effects, chart) = paired(ctx, &measured.greedy, play, &order)?;
            let games = [measured.greedy.cfg.games.into(), play.cfg.games.into()];
            let (findings, no_difference) = findings(&chart, games, ctx.lang);
            let first_player = first_player(ctx, &measured.greedy, play, &greedy, &played);
            site.add(
                "img/stats/effects.svg",
                charts::paired_effects(&chart, ctx.lang),
            );
            Some(Strong {
                // The fewest any variant has (a partial published set has
                // as many as its shards done; the table gives each).
                games: played
                    .rows
                    .iter()
                    .map(|r| r.games as u32)
                    .min()
                    .unwrap_or(play.cfg.games),
                nodes: play.nodes(),
                ablation_games: play.cfg.games,
                rows: played.rows,
                effects,
                source: play.source_words(ctx.lang, &ctx.name_of("english")),
                findings,
                no_difference,
                first_player,
            })
        }
    };
    let data = Data {
        text: ctx.prose("statistics.md")?,
        agents: super::effects::agents_words(ctx.lang, ctx.opts.agents()),
        games: cfg.games,
        seed: cfg.seed,
        max_plies: cfg.max_plies,
        rows: greedy.rows,
        unfinished,
        strong,
        summary: summary.clone(),
        summary_page: "differences.html",
        base: crate::text::esc(&ctx.name_of("english")),
    };
    ctx.page(site, "statistics.md", "statistics.md", &data)
}
