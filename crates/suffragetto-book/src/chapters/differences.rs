//! Chapter 6, the differences that matter: for each rule point the variants
//! dispute, a position the engine found where the point changes the legal
//! moves, and the measured effect of the change on self-play.

use super::effects::{Measured, Play, share_words};
use super::{Ctx, SiteError};
use crate::assemble::Site;
use crate::figures::{diagram_svg_at, region_around};
use crate::finder::find_difference;
use crate::interactive::{self, Shown};
use crate::text::{count, esc, slug};
use serde::Serialize;
use suffragetto_ai::ablate::Ablation;
use suffragetto_ai::simulate::disputed_alternatives;
use suffragetto_core::engine::{Position, Rules};
use suffragetto_core::notation::write_position;
use suffragetto_core::variant::PointId;
use suffragetto_render::diagram::Scene;

/// Moves listed per side of a difference, at most.
const LIST: usize = 12;

#[derive(Serialize)]
struct Panel {
    variant: String,
    image: String,
    caption: String,
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
    distinguishable: bool,
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
    panels: Vec<Panel>,
    effects: Vec<EffectRow>,
    games_changed: u64,
    strong_changed: Option<u64>,
    /// What the reading does to the Suffragettes' share, in words.
    in_words: String,
}

#[derive(Serialize)]
struct Data {
    text: String,
    base: String,
    games: u32,
    seed: u64,
    agents: String,
    budget: u32,
    items: Vec<Item>,
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

/// The base variant's outcome in words.
fn base_report(play: &Play) -> String {
    let r = &play.report.base;
    format!(
        "Suffragettes win {}, Police win {}, unfinished {}, mean length {} plies",
        r.suffragette_win_rate.fmt(3),
        r.police_win_rate.fmt(3),
        r.unfinished_rate.fmt(3),
        r.length.mean.fmt(1)
    )
}

fn hash(s: &str) -> u64 {
    s.bytes().fold(0xcbf2_9ce4_8422_2325, |h, b| {
        (h ^ b as u64).wrapping_mul(0x100_0000_01b3)
    })
}

/// Writes `differences.md` and its diagrams.
pub fn page(ctx: &Ctx<'_>, site: &mut Site, measured: &Measured) -> Result<(), SiteError> {
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
        let value_words = suffragetto_core::variant::points::value_words(*point, value);
        let holder_ids: Vec<String> = ctx
            .variants()
            .filter(|v| v.point(*point).value == *value)
            .map(|v| v.meta.id.clone())
            .collect();
        let holders = and_list(
            &holder_ids
                .iter()
                .map(|id| format!("the {}", ctx.name_of(id)))
                .collect::<Vec<_>>(),
        );
        let info = base.variant().point(*point);
        let anchor = format!("{}-{}", slug(point.as_str()), slug(&value_text));
        let mut item = Item {
            anchor: anchor.clone(),
            point: *point,
            title: esc(info.title),
            base_value: esc(&info.value_words()),
            value: esc(&value_words),
            value_id: value_text.clone(),
            holders: esc(&holders),
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
            panels: Vec::new(),
            effects: Vec::new(),
            games_changed: 0,
            strong_changed: None,
            in_words: String::new(),
        };
        if item.searched {
            match find_difference(base, &other, ctx.opts.seed ^ hash(point.as_str()), budget) {
                Ok(d) => {
                    item.found = true;
                    item.examined = d.examined;
                    item.origin = esc(&d.origin);
                    item.position = esc(&write_position(&d.position));
                    item.only_base_more = d.only_a.len().saturating_sub(LIST);
                    item.only_other_more = d.only_b.len().saturating_sub(LIST);
                    item.only_base = d.only_a.iter().take(LIST).map(|m| esc(m)).collect();
                    item.only_other = d.only_b.iter().take(LIST).map(|m| esc(m)).collect();
                    let label = if holders.is_empty() {
                        format!("the change to {value_words}")
                    } else {
                        format!("the change to {value_words} (as in {holders})")
                    };
                    let base_name = format!("the {}", base.variant().meta.name);
                    let names = [(base, base_name.as_str()), (&other, label.as_str())];
                    let shown = [
                        Shown {
                            rules: base,
                            name: base.variant().meta.name.clone(),
                            cites: base,
                        },
                        Shown {
                            rules: &other,
                            name: if holders.is_empty() {
                                format!("with {value_words}")
                            } else {
                                format!("as in {holders}")
                            },
                            cites: holder_ids.first().map_or(&other, |h| ctx.rules_of(h)),
                        },
                    ];
                    let mut ex = vec![base.id().to_string()];
                    ex.extend(holder_ids.iter().cloned());
                    let click = Clickable {
                        shown: &shown,
                        ex: &ex,
                        cite: &|c| ctx.citation_target(c),
                    };
                    item.panels = match &d.consequence {
                        Some((m, ra, rb)) => {
                            item.consequence = esc(m);
                            item.after_base = esc(&write_position(ra));
                            item.after_other = esc(&write_position(rb));
                            after_panels(site, &anchor, m, [ra, rb], names, &click)?
                        }
                        None => {
                            let first = d.only_a.first().or(d.only_b.first()).cloned();
                            panels(site, &anchor, &d.position, first.as_deref(), names, &click)?
                        }
                    };
                }
                Err(n) => item.examined = n,
            }
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
            item.effects = effect_rows(g, strong);
            item.games_changed = g.games_changed;
            item.strong_changed = strong.map(|a| a.games_changed);
            let share = |a: &Ablation| {
                a.effects
                    .iter()
                    .find(|e| e.metric == "suffragette_win_rate")
                    .map(|e| e.difference)
            };
            item.in_words = match strong {
                Some(s) => format!(
                    "{}; it {}",
                    share_words(share(s).as_ref(), "strong play"),
                    share_words(share(g).as_ref(), "greedy play")
                ),
                None => share_words(share(g).as_ref(), "greedy play"),
            };
        }
    }
    let greedy = &measured.greedy;
    let data = Data {
        text: ctx.sources.prose("differences.md"),
        base: esc(&base.variant().meta.name),
        games: greedy.cfg.games,
        seed: greedy.cfg.seed,
        agents: greedy.agents_words(),
        budget,
        items,
        base_report: base_report(greedy),
        strong: measured.strong.as_ref().map(|p| StrongPlay {
            games: p.cfg.games,
            nodes: p.nodes(),
            source: p.source_words(),
            base_report: base_report(p),
        }),
    };
    ctx.page(site, "differences.md", "differences.md", &data)
}

/// A metric of [`suffragetto_ai::ablate::effects`] as readers read it.
fn metric_words(metric: &str) -> String {
    match metric {
        "suffragette_win_rate" => "Suffragettes' share of wins",
        "police_win_rate" => "Police's share of wins",
        "unfinished_rate" => "share of games unfinished",
        "first_player_win_rate" => "first player's share of decided games",
        "length_plies" => "game length (plies)",
        "captures_per_game" => "captures per game",
        "exchanges_made_per_game" => "exchanges made per game",
        other => return other.replace('_', " "),
    }
    .to_string()
}

fn effect_rows(greedy: &Ablation, strong: Option<&Ablation>) -> Vec<EffectRow> {
    let cell = |e: &suffragetto_ai::ablate::Effect| EffectCell {
        difference: e.difference.fmt(3),
        distinguishable: e.distinguishable,
    };
    greedy
        .effects
        .iter()
        .map(|e| EffectRow {
            metric: metric_words(e.metric),
            greedy: cell(e),
            strong: strong
                .and_then(|s| s.effects.iter().find(|f| f.metric == e.metric))
                .map(cell),
        })
        .collect()
}

/// What makes a panel clickable: the two variants compared, the built-ins
/// to open it with in the explorer, and where the book cites from.
struct Clickable<'a> {
    shown: &'a [Shown<'a>; 2],
    ex: &'a [String],
    cite: &'a dyn Fn(&suffragetto_core::variant::Citation) -> Option<String>,
}

impl Clickable<'_> {
    /// The `<script>` of panel `k` (which shows variant `k`) of `pos`.
    fn script(&self, pos: &Position, k: usize, geometry: Vec<f64>) -> String {
        let mut board = interactive::board(pos, self.shown, geometry, "", self.cite);
        board.first = k;
        board.ex = self.ex.to_vec();
        interactive::script(&board)
    }
}

/// One diagram per variant of the position the same move leads to.
fn after_panels(
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
        let (svg, geometry) =
            diagram_svg_at(&scene, rules, suffragetto_render::diagram::Region::FULL)?;
        site.add(image.clone(), svg);
        out.push(Panel {
            data: click.script(pos, k, geometry),
            variant: esc(name),
            image,
            caption: format!(
                "Under {}, after <code>{}</code>: Prison {}, Hospital {}, {} to move.",
                esc(name),
                esc(mv),
                pos.prison(),
                pos.hospital(),
                pos.to_move()
            ),
        });
    }
    Ok(out)
}

/// One diagram per variant: the legal landings, under that variant, of the
/// piece that makes the first differing move (or the bare position when the
/// move moves no piece).
fn panels(
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
        let (svg, geometry) = diagram_svg_at(&scene, rules, region)?;
        site.add(image.clone(), svg);
        let data = click.script(&scene.position, k, geometry);
        let caption = match from {
            Some(f) => format!(
                "Under {}: {} for the piece on {f}.{}",
                esc(name),
                count(scene.legal.len(), "legal landing", "legal landings"),
                match (&scene.last_move, first_move) {
                    (Some(_), Some(m)) =>
                        format!(" The arrow shows <code>{}</code>, legal here.", esc(m)),
                    _ => String::new(),
                }
            ),
            None => format!(
                "Under {}: Prison {}, Hospital {}, {} to move.",
                esc(name),
                pos.prison(),
                pos.hospital(),
                pos.to_move()
            ),
        };
        out.push(Panel {
            variant: esc(name),
            image,
            caption,
            data,
        });
    }
    Ok(out)
}

/// `a`, `a and b`, `a, b and c`.
fn and_list(items: &[String]) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [rest @ .., last] => format!("{} and {last}", rest.join(", ")),
    }
}
