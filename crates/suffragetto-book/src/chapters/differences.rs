//! Chapter 6, the differences that matter: for each rule point the variants
//! dispute, a position the engine found where the point changes the legal
//! moves of the English online rules, whether it changes any under each
//! variant that holds the value (with the base's value in its place), and
//! the measured effect of the change on self-play of the English rules.

use super::effects::{Measured, Play};
use super::summary::{self, Moves, Outcome, Reading, Summary, summarise};
use super::{Ctx, SiteError};
use crate::assemble::Site;
use crate::figures::{add_diagram, alt_words, region_around};
use crate::finder::find_difference;
use crate::interactive::{self, Shown};
use crate::text::{capital, esc, estimate, slug};
use serde::Serialize;
use suffragetto_ai::ablate::Ablation;
use suffragetto_ai::simulate::disputed_alternatives;
use suffragetto_core::engine::{Position, Rules};
use suffragetto_core::lang::{Args, Lang, catalogue};
use suffragetto_core::notation::write_position;
use suffragetto_core::variant::PointId;
use suffragetto_render::browser::BrowserBoard;
use suffragetto_render::diagram::Scene;

/// Moves listed per side of a difference, at most.
const LIST: usize = 12;

#[derive(Serialize)]
struct Panel {
    variant: String,
    image: String,
    caption: String,
    /// What the picture shows, in words (its text alternative).
    alt: String,
    data: String,
}

#[derive(Serialize)]
struct EffectRow {
    metric: String,
    greedy: EffectCell,
    strong: Option<EffectCell>,
}

#[derive(Serialize)]
struct EffectCell {
    difference: String,
    /// What the number shows, in words ([`summary::Verdict::cell`]).
    verdict: &'static str,
    /// Its class: `clear`, `none`, `open` or `weak` (too few games).
    class: &'static str,
}

/// Whether the value changes a move under a variant that holds it: that
/// variant against itself with the base's value in its place.
#[derive(Serialize)]
struct HolderCheck {
    name: String,
    found: bool,
    examined: u32,
    /// The holder's text says two things on the point (status contradictory).
    contradictory: bool,
    /// A variant file of the book that plays the holder's other reading.
    other_reading: String,
}

#[derive(Serialize)]
struct Item {
    anchor: String,
    point: PointId,
    title: String,
    base_value: String,
    value: String,
    /// The value as the variant files write it, to match the ablation.
    #[serde(skip)]
    value_id: String,
    holders: String,
    holder_checks: Vec<HolderCheck>,
    found: bool,
    searched: bool,
    examined: u32,
    origin: String,
    position: String,
    only_base: Vec<String>,
    only_base_more: usize,
    only_other: Vec<String>,
    only_other_more: usize,
    consequence: String,
    after_base: String,
    after_other: String,
    /// "Under the English online rules:", over the position after the move.
    after_base_label: String,
    /// "Under the reading “free”:", over the other position.
    after_other_label: String,
    panels: Vec<Panel>,
    effects: Vec<EffectRow>,
    games_changed: u64,
    strong_changed: Option<u64>,
    /// What it changes, in the summary's words.
    verdict: String,
}

/// The sections of the chapter under one heading of the summary.
#[derive(Serialize)]
struct ItemGroup {
    id: &'static str,
    title: String,
    items: Vec<Item>,
}

#[derive(Serialize)]
struct Data {
    text: String,
    base: String,
    games: u32,
    seed: u64,
    agents: String,
    budget: u32,
    summary: Summary,
    /// The page of the readings' sections: this one.
    summary_page: &'static str,
    groups: Vec<ItemGroup>,
    base_report: String,
    strong: Option<StrongPlay>,
}

/// The strong games' budget and base, as the page states them.
#[derive(Serialize)]
struct StrongPlay {
    games: u32,
    nodes: u32,
    source: String,
    base_report: String,
}

/// Where the search found its position, in the reader's words.
/// `names` are the two rules compared, as running text names them.
fn origin_words(ctx: &Ctx<'_>, origin: &crate::finder::Origin, names: [&str; 2]) -> String {
    use crate::finder::Origin;
    let args = Args::new(ctx.lang);
    match origin {
        Origin::SelfPlay { game, first, ply } => ctx.say(
            "book-origin-self-play",
            args.number("game", *game as usize)
                .text("rules", names[usize::from(!*first)])
                .number("ply", *ply as usize),
        ),
        Origin::Random { placement, seed } => ctx.say(
            "book-origin-random",
            args.number("placement", *placement as usize)
                .text("seed", seed),
        ),
        Origin::None => String::new(),
    }
}

/// The base variant's outcome in words.
fn base_report(play: &Play, ctx: &Ctx<'_>) -> String {
    let r = &play.report.base;
    let e = |e: &suffragetto_ai::stats::Estimate, digits: usize| estimate(e, digits, ctx.lang);
    ctx.say(
        "book-base-report",
        Args::new(ctx.lang)
            .text("suffragettes", e(&r.suffragette_win_rate, 3))
            .text("police", e(&r.police_win_rate, 3))
            .text("unfinished", e(&r.unfinished_rate, 3))
            .text("length", e(&r.length.mean, 1)),
    )
}

fn hash(s: &str) -> u64 {
    s.bytes().fold(0xcbf2_9ce4_8422_2325, |h, b| {
        (h ^ b as u64).wrapping_mul(0x100_0000_01b3)
    })
}

/// Writes `differences.md` and its diagrams; returns the summary that
/// opens it (the statistics chapter opens with it too).
pub fn page(ctx: &Ctx<'_>, site: &mut Site, measured: &Measured) -> Result<Summary, SiteError> {
    let base = ctx.rules_of("english");
    let alternatives = disputed_alternatives(base)?;
    let budget = ctx.opts.search_positions;
    ctx.progress.start(
        "differences: searching positions",
        alternatives.len() as u64,
    );
    let mut items = Vec::new();
    for (point, value) in &alternatives {
        let other = base.with_value(*point, value)?;
        let value_text = suffragetto_core::variant::points::value_text(value);
        let value_words =
            suffragetto_core::variant::points::value_words_in(*point, value, ctx.lang);
        let holder_ids: Vec<String> = ctx
            .variants()
            .filter(|v| v.point(*point).value == *value)
            .map(|v| v.meta.id.clone())
            .collect();
        let holders = ctx.and_list(
            &holder_ids
                .iter()
                .map(|id| ctx.the_variant(id))
                .collect::<Vec<_>>(),
        );
        let info = base.variant().point(*point);
        let anchor = format!("{}-{}", slug(point.as_str()), slug(&value_text));
        let mut item = Item {
            anchor: anchor.clone(),
            point: *point,
            title: esc(point.title_in(ctx.lang)),
            base_value: esc(&info.value_words_in(ctx.lang)),
            value: esc(&value_words),
            value_id: value_text.clone(),
            holders: esc(&holders),
            holder_checks: Vec::new(),
            found: false,
            searched: point.changes_play(),
            examined: 0,
            origin: String::new(),
            position: String::new(),
            only_base: Vec::new(),
            only_base_more: 0,
            only_other: Vec::new(),
            only_other_more: 0,
            consequence: String::new(),
            after_base: String::new(),
            after_other: String::new(),
            after_base_label: String::new(),
            after_other_label: String::new(),
            panels: Vec::new(),
            effects: Vec::new(),
            games_changed: 0,
            strong_changed: None,
            verdict: String::new(),
        };
        if item.searched {
            let seed = ctx.opts.seed ^ hash(point.as_str());
            let key = format!("difference: {point} {value_text} {seed} {budget}");
            let search = ctx
                .memo
                .once(&key, || find_difference(base, &other, seed, budget));
            match (*search).clone() {
                Ok(d) => {
                    item.found = true;
                    item.examined = d.examined;
                    item.position = esc(&write_position(&d.position));
                    item.only_base_more = d.only_a.len().saturating_sub(LIST);
                    item.only_other_more = d.only_b.len().saturating_sub(LIST);
                    item.only_base = d.only_a.iter().take(LIST).map(|m| esc(m)).collect();
                    item.only_other = d.only_b.iter().take(LIST).map(|m| esc(m)).collect();
                    // The changed rules are named as a reading: of the
                    // variants that hold it, or by its value.
                    // Its name, and its name after a preposition.
                    let reading = |form: &str| {
                        if holders.is_empty() {
                            ctx.say(
                                &format!("book-reading-value{form}"),
                                Args::new(ctx.lang).text("value", &value_words),
                            )
                        } else {
                            ctx.say(
                                &format!("book-reading-of{form}"),
                                Args::new(ctx.lang)
                                    .text("names", &holders)
                                    .number("count", holder_ids.len()),
                            )
                        }
                    };
                    let label = reading("");
                    let base_name = ctx.the_variant(base.id());
                    item.origin = esc(&origin_words(ctx, &d.origin, [&base_name, &label]));
                    let names = [(base, base_name.as_str()), (&other, label.as_str())];
                    let shown = [
                        Shown {
                            rules: base,
                            name: base_name.clone(),
                            under: ctx.under_the_variant(base.id()),
                            cites: base,
                        },
                        Shown {
                            rules: &other,
                            name: label.clone(),
                            under: reading(".under"),
                            cites: holder_ids.first().map_or(&other, |h| ctx.rules_of(h)),
                        },
                    ];
                    let mut ex = vec![base.id().to_string()];
                    ex.extend(holder_ids.iter().cloned());
                    let click = Clickable {
                        shown: &shown,
                        ex: &ex,
                        cite: &|c| ctx.cite(c),
                        lang: ctx.lang,
                    };
                    item.panels = match &d.consequence {
                        Some((m, ra, rb)) => {
                            item.consequence = esc(m);
                            item.after_base = esc(&write_position(ra));
                            item.after_other = esc(&write_position(rb));
                            let label = |under: String| {
                                esc(&capital(&ctx.say(
                                    "book-after-under",
                                    Args::new(ctx.lang).text("under", under),
                                )))
                            };
                            item.after_base_label = label(ctx.under_the_variant(base.id()));
                            item.after_other_label = label(ctx.say(
                                "book-reading-value.under",
                                Args::new(ctx.lang).text("value", &value_words),
                            ));
                            after_panels(ctx.lang, site, &anchor, m, [ra, rb], names, &click)?
                        }
                        None => {
                            let first = d.only_a.first().or(d.only_b.first()).cloned();
                            panels(
                                ctx.lang,
                                site,
                                &anchor,
                                &d.position,
                                first.as_deref(),
                                names,
                                &click,
                            )?
                        }
                    };
                }
                Err(n) => item.examined = n,
            }
        }
        if item.searched {
            item.holder_checks = holder_ids
                .iter()
                .map(|h| holder_check(ctx, h, *point, &info.value, budget))
                .collect::<Result<_, _>>()?;
        }
        items.push(item);
        ctx.progress.tick();
    }
    ctx.progress.finish();

    for item in &mut items {
        let greedy = measured.greedy.ablation(item.point, &item.value_id);
        let strong = measured
            .strong
            .as_ref()
            .and_then(|p| p.ablation(item.point, &item.value_id));
        if let Some(g) = greedy {
            item.effects = effect_rows(ctx.lang, g, strong, base_means(measured));
            item.games_changed = g.games_changed;
            item.strong_changed = strong.map(|a| a.games_changed);
        }
    }
    let mut summary = summarise(
        &readings(&items, measured, ctx.lang),
        base_means(measured),
        ctx.lang,
    );
    summary.intro = ctx.say(
        "book-sum-intro",
        Args::new(ctx.lang).text("base", esc(&ctx.name_of(base.id()))),
    );
    let groups = grouped(items, &summary);
    let greedy = &measured.greedy;
    let data = Data {
        text: ctx.prose("differences.md")?,
        base: esc(&ctx.name_of(base.id())),
        games: greedy.cfg.games,
        seed: greedy.cfg.seed,
        agents: greedy.agents_words(ctx.lang),
        budget,
        summary: summary.clone(),
        summary_page: "",
        groups,
        base_report: base_report(greedy, ctx),
        strong: measured.strong.as_ref().map(|p| StrongPlay {
            games: p.cfg.games,
            nodes: p.nodes(),
            source: p.source_words(ctx.lang, &ctx.name_of(base.id())),
            base_report: base_report(p, ctx),
        }),
    };
    ctx.page(site, "differences.md", "differences.md", &data)?;
    Ok(summary)
}

/// The base variant's mean game length under greedy and strong play.
fn base_means(measured: &Measured) -> (f64, Option<f64>) {
    (
        measured.greedy.report.base.length.mean.value,
        measured
            .strong
            .as_ref()
            .map(|p| p.report.base.length.mean.value),
    )
}

/// The readings of `items` as the summary weighs them.
fn readings<'a>(items: &[Item], measured: &'a Measured, lang: Lang) -> Vec<Reading<'a>> {
    items
        .iter()
        .map(|i| Reading {
            anchor: i.anchor.clone(),
            name: crate::text::labelled(lang, &i.title, &i.value),
            holders: i.holders.clone(),
            moves: match (i.searched, i.found) {
                (false, _) => Moves::FirstPlayer,
                (true, false) => Moves::Same {
                    examined: i.examined,
                },
                (true, true) if !i.consequence.is_empty() => Moves::Lead,
                (true, true) => Moves::Differ,
            },
            greedy: measured
                .greedy
                .ablation(i.point, &i.value_id)
                .map(Outcome::from),
            strong: measured
                .strong
                .as_ref()
                .and_then(|p| p.ablation(i.point, &i.value_id))
                .map(Outcome::from),
        })
        .collect()
}

/// The items in the summary's order, under its headings, each with its
/// line of the summary.
fn grouped(items: Vec<Item>, summary: &Summary) -> Vec<ItemGroup> {
    let mut items: Vec<Option<Item>> = items.into_iter().map(Some).collect();
    summary
        .sections
        .iter()
        .map(|section| ItemGroup {
            id: section.id,
            title: section.title.clone(),
            items: section
                .lines
                .iter()
                .filter_map(|line| {
                    let slot = items
                        .iter_mut()
                        .find(|i| i.as_ref().is_some_and(|i| i.anchor == line.anchor))?;
                    let mut item = slot.take()?;
                    item.verdict = line.text.clone();
                    Some(item)
                })
                .collect(),
        })
        .collect()
}

/// Whether value-holding variant `holder` changes a move when `point` takes
/// `base_value` (the base's) instead of its own, and whether its text says
/// two things there.
fn holder_check(
    ctx: &Ctx<'_>,
    holder: &str,
    point: PointId,
    base_value: &serde_json::Value,
    budget: u32,
) -> Result<HolderCheck, SiteError> {
    let rules = ctx.rules_of(holder);
    let back = rules.with_value(point, base_value)?;
    let seed = ctx.opts.seed ^ hash(point.as_str()) ^ hash(holder).rotate_left(17);
    let key = format!("holder check: {holder} {point} {seed} {budget}");
    let search = ctx
        .memo
        .once(&key, || find_difference(rules, &back, seed, budget));
    let (found, examined) = match &*search {
        Ok(d) => (true, d.examined),
        Err(n) => (false, *n),
    };
    let contradictory =
        rules.variant().point(point).status == suffragetto_core::variant::Status::Contradictory;
    Ok(HolderCheck {
        name: esc(&ctx.name_of(holder)),
        found,
        examined,
        contradictory,
        other_reading: if contradictory {
            other_reading(ctx, holder, point)
        } else {
            String::new()
        },
    })
}

/// The book's variant file (`variants/*.yaml` of its sources) that extends
/// `holder` and changes only `point`: the holder's other reading.
fn other_reading(ctx: &Ctx<'_>, holder: &str, point: PointId) -> String {
    ctx.sources
        .src
        .keys()
        .filter(|k| k.starts_with("variants/") && k.ends_with(".yaml"))
        .find(|k| {
            let text = ctx.sources.prose(k);
            suffragetto_core::variant::load_str(k, &text, None).is_ok_and(|v| {
                v.meta.extends.as_deref() == Some(holder)
                    && suffragetto_core::variant::diff(ctx.rules_of(holder).variant(), &v)
                        .iter()
                        .map(|(a, _)| a.id)
                        .eq([point])
            })
        })
        .cloned()
        .unwrap_or_default()
}

/// A metric of [`suffragetto_ai::ablate::effects`] as readers read it.
fn metric_words(metric: &str, lang: Lang) -> String {
    let key = format!("book-metric-{}", metric.replace('_', "-"));
    match catalogue().plain_opt(lang, &key) {
        Some(words) => words.to_string(),
        None => metric.replace('_', " "),
    }
}

fn effect_rows(
    lang: Lang,
    greedy: &Ablation,
    strong: Option<&Ablation>,
    (greedy_mean, strong_mean): (f64, Option<f64>),
) -> Vec<EffectRow> {
    let cell = |e: &suffragetto_ai::ablate::Effect, changed: u64, mean: f64| {
        let v = summary::verdict(e, changed, mean, lang);
        EffectCell {
            difference: estimate(&e.difference, 3, lang),
            verdict: catalogue().plain(lang, v.cell_key()),
            class: v.class(),
        }
    };
    greedy
        .effects
        .iter()
        .map(|e| EffectRow {
            metric: metric_words(e.metric, lang),
            greedy: cell(e, greedy.games_changed, greedy_mean),
            strong: strong.and_then(|s| {
                let f = s.effects.iter().find(|f| f.metric == e.metric)?;
                Some(cell(f, s.games_changed, strong_mean.unwrap_or(greedy_mean)))
            }),
        })
        .collect()
}

/// What makes a panel clickable: the two variants compared, the built-ins
/// to open it with in the explorer, where the book cites from, and the
/// reader's language.
struct Clickable<'a> {
    shown: &'a [Shown<'a>; 2],
    ex: &'a [String],
    cite: interactive::CiteLink<'a>,
    lang: Lang,
}

impl Clickable<'_> {
    /// The `<script>` of panel `k` (which shows variant `k`) of `pos`.
    fn script(
        &self,
        pos: &Position,
        k: usize,
        drawn: BrowserBoard,
        plain: Option<String>,
    ) -> String {
        let mut board = interactive::board(pos, self.shown, drawn, "", self.cite, self.lang);
        board.first = k;
        board.plain = plain.unwrap_or_default();
        board.ex = self.ex.to_vec();
        interactive::script(&board)
    }
}

/// One diagram per variant of the position the same move leads to.
fn after_panels(
    lang: Lang,
    site: &mut Site,
    anchor: &str,
    mv: &str,
    after: [&Position; 2],
    variants: [(&Rules, &str); 2],
    click: &Clickable<'_>,
) -> Result<Vec<Panel>, SiteError> {
    let mut out = Vec::new();
    for (k, ((rules, name), pos)) in variants.iter().zip(after).enumerate() {
        let scene = Scene::of_position(pos.clone());
        let image = format!("img/differences/{anchor}-{}.svg", k + 1);
        let (board, plain) = add_diagram(
            site,
            &image,
            &scene,
            rules,
            suffragetto_render::diagram::Region::FULL,
            lang,
        )?;
        out.push(Panel {
            data: click.script(pos, k, board, plain),
            alt: panel_alt(name, &scene, rules, lang)?,
            variant: esc(name),
            image,
            // A sentence that begins with the variant's name, capitalised.
            caption: crate::text::capital(
                &catalogue().text(
                    "book-panel-after",
                    &Args::new(lang)
                        .text("name", esc(name))
                        .text("move", esc(mv))
                        .text("prison", pos.prison())
                        .text("hospital", pos.hospital())
                        .side("side", pos.to_move()),
                ),
            ),
        });
    }
    Ok(out)
}

/// A panel's text alternative: the variant named, then what the picture
/// shows ("Under the English online rules: ..."), escaped.
fn panel_alt(name: &str, scene: &Scene, rules: &Rules, lang: Lang) -> Result<String, SiteError> {
    let args = Args::new(lang)
        .text("name", name)
        .text("text", alt_words(scene, rules, lang)?);
    Ok(esc(&crate::text::capital(
        &catalogue().text("book-under", &args),
    )))
}

/// One diagram per variant: the legal landings, under that variant, of the
/// piece that makes the first differing move (or the bare position when the
/// move moves no piece).
fn panels(
    lang: Lang,
    site: &mut Site,
    anchor: &str,
    pos: &Position,
    first_move: Option<&str>,
    variants: [(&Rules, &str); 2],
    click: &Clickable<'_>,
) -> Result<Vec<Panel>, SiteError> {
    let from = first_move.and_then(|m| {
        variants.iter().find_map(|(r, _)| {
            let p = Position::from_setup(pos.to_setup(), r).ok()?;
            suffragetto_core::notation::parse_move(&p, r, m)
                .ok()?
                .squares()
                .map(|(f, _)| f)
        })
    });
    let mut out = Vec::new();
    for (k, (rules, name)) in variants.iter().enumerate() {
        let p = Position::from_setup(pos.to_setup(), rules)
            .map_err(|e| SiteError::example(format!("difference {anchor}"), e))?;
        let mut scene = Scene::of_position(p);
        let mut squares = Vec::new();
        if let Some(f) = from {
            scene.show_legal(rules, f)?;
            if let Some(mv) = first_move.and_then(|m| {
                suffragetto_core::notation::parse_move(&scene.position, rules, m).ok()
            }) {
                scene.last_move =
                    suffragetto_render::diagram::LastMove::of(&scene.position, rules, &mv);
            }
            squares.push(f);
            squares.extend(scene.legal.iter().map(|l| l.square));
        }
        let region = if squares.is_empty() {
            suffragetto_render::diagram::Region::FULL
        } else {
            region_around(&squares, 2, 9)
        };
        let image = format!("img/differences/{anchor}-{}.svg", k + 1);
        let (board, plain) = add_diagram(site, &image, &scene, rules, region, lang)?;
        let data = click.script(&scene.position, k, board, plain);
        let c = catalogue();
        let caption = match from {
            Some(f) => {
                let mut caption = crate::text::capital(
                    &c.text(
                        "book-panel-landings",
                        &Args::new(lang)
                            .text("name", esc(name))
                            .number("count", scene.legal.len())
                            .text("square", f),
                    ),
                );
                if let (Some(_), Some(m)) = (&scene.last_move, first_move) {
                    caption.push(' ');
                    caption.push_str(
                        &c.text("book-panel-arrow", &Args::new(lang).text("move", esc(m))),
                    );
                }
                caption
            }
            None => crate::text::capital(
                &c.text(
                    "book-panel-position",
                    &Args::new(lang)
                        .text("name", esc(name))
                        .text("prison", pos.prison())
                        .text("hospital", pos.hospital())
                        .side("side", pos.to_move()),
                ),
            ),
        };
        out.push(Panel {
            alt: panel_alt(name, &scene, rules, lang)?,
            variant: esc(name),
            image,
            caption,
            data,
        });
    }
    Ok(out)
}
