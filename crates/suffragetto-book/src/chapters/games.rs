//! Chapter 7, annotated games: each teaching game replayed move by move,
//! a diagram after every ply with the record's comments, and where the
//! other variants object to a move (`compare`); with JavaScript, one board
//! to step through ([`super::game_viewer`]).

use super::game_viewer::{GameCtx, viewer_script};
use super::{Ctx, SiteError, TocEntry};
use crate::assemble::Site;
use crate::text::{cell, esc};
use serde::Serialize;
use suffragetto_ai::analyse::eval_chance;
use suffragetto_core::engine::Rules;
use suffragetto_core::lang::{Args, Describe};
use suffragetto_core::record::{Eval, Glyph};
use suffragetto_core::record::{Record, compare};
use suffragetto_render::diagram::Scene;
use suffragetto_render::eval_graph::{EvalPoint, eval_graph_svg};

#[derive(Serialize)]
struct Ply {
    ply: usize,
    heading: String,
    text: String,
    image: String,
    alt: String,
    objections: Vec<String>,
}

#[derive(Serialize)]
struct Verdict {
    variant: String,
    legal: bool,
    plies: u32,
    reason: String,
    winner: String,
}

#[derive(Serialize)]
struct Game {
    title: String,
    file: String,
    variant: String,
    result: String,
    plies: Vec<Ply>,
    verdicts: Vec<Verdict>,
    /// The variants under which every move is legal, by name.
    legal_under: String,
    path: String,
    viewer: String,
    /// The evaluation graph, if the game has been analysed.
    eval_graph: String,
    /// Plies the analysis marked `?!`, `?` or `??`.
    flagged: usize,
}

#[derive(Serialize)]
struct Index {
    text: String,
    games: Vec<Game>,
}

/// Writes `games/index.md` and one page per teaching game.
pub fn pages(ctx: &Ctx<'_>, site: &mut Site) -> Result<Vec<TocEntry>, SiteError> {
    let mut games = Vec::new();
    let mut toc = Vec::new();
    ctx.progress
        .start("annotated games", ctx.sources.games.len() as u64);
    for (file, text) in &ctx.sources.games {
        let label = format!("book/games/{file}");
        let mut record =
            Record::parse(text).map_err(|e| suffragetto_core::record::RecordError {
                file: label.clone(),
                ..e
            })?;
        // Its title and comments in the reader's language.
        crate::data_prose::translate(ctx.translations, |f| {
            crate::data_prose::record_fields(file, &mut record, f)
        });
        let variant = record.tag("Variant").unwrap_or("english").to_string();
        let rules = Rules::load(&variant)?;
        let replay = record.replay(&rules, &label)?;
        let stem = file.trim_end_matches(".sgn");
        let verdicts = compare(&record, &ctx.rules, &label);
        let lang = Scene::of_record(&record, &replay, &rules, 0)?.caption.lang;
        let frames = GameCtx {
            ctx,
            rules: &rules,
            stem,
            lang,
        }
        .frames(site, &record, &replay, &verdicts)?;
        let plies = (0..=replay.steps.len())
            .map(|ply| {
                let f = &frames[ply];
                Ply {
                    ply,
                    heading: esc(&f.head),
                    text: esc(&f.text),
                    image: f.img.clone(),
                    alt: esc(&f.alt),
                    objections: f
                        .obj
                        .iter()
                        .map(|o| {
                            ctx.say(
                                "book-game-illegal-under",
                                Args::new(ctx.lang)
                                    .text("variant", esc(&o.variant))
                                    .text("reason", ctx.reader_html(&o.why.r)),
                            )
                        })
                        .collect(),
                }
            })
            .collect();
        let viewer = viewer_script(file, frames);
        site.add(format!("games/{file}"), text.clone());
        let title = record.tag("Event").unwrap_or(stem).to_string();
        let legal_under = verdicts
            .iter()
            .filter(|v| v.legal)
            .map(|v| cell(&ctx.name_of(&v.variant)))
            .collect::<Vec<_>>()
            .join(ctx.lang.semicolon());
        let path = format!("games/{stem}.md");
        let (eval_graph, flagged) = match ctx.sources.analysed.get(file) {
            Some(text) => {
                let label = format!("book/games/analysed/{file}");
                let analysed =
                    Record::parse(text).map_err(|e| suffragetto_core::record::RecordError {
                        file: label.clone(),
                        ..e
                    })?;
                analysed.replay(&rules, &label)?;
                // The annotated record, to download beside the page.
                site.add(format!("games/analysed/{file}"), text.clone());
                let points = eval_points(&analysed);
                let image = format!("img/games/{stem}-eval.svg");
                let svg = eval_graph_svg(
                    &points,
                    &format!("{title}: the Suffragettes' chance after each ply"),
                );
                site.add(image.clone(), svg);
                let flagged = points.iter().filter(|p| p.glyph.is_some()).count();
                (format!("../{image}"), flagged)
            }
            None => (String::new(), 0),
        };
        let game = Game {
            title: esc(&title),
            file: file.clone(),
            variant: esc(&ctx.name_of(&variant)),
            result: replay.outcome().describe(ctx.lang),
            plies,
            verdicts: verdicts
                .iter()
                .map(|v| Verdict {
                    variant: esc(&ctx.name_of(&v.variant)),
                    legal: v.legal,
                    plies: v.legal_plies,
                    reason: v
                        .first_illegal
                        .as_ref()
                        .map(|e| {
                            ctx.reader_html(
                                &ctx.say(
                                    "book-game-at-ply",
                                    Args::new(ctx.lang)
                                        .number("ply", e.ply.unwrap_or(0) as usize)
                                        .text(
                                            "message",
                                            match &e.refused {
                                                Some(i) => crate::text::labelled(
                                                    ctx.lang,
                                                    &i.text,
                                                    &i.reason_in(
                                                        ctx.rules_of(&v.variant),
                                                        ctx.lang,
                                                    ),
                                                ),
                                                None => e.message.clone(),
                                            },
                                        ),
                                ),
                            )
                            .replace('|', "\\|")
                            .replace('\n', " ")
                        })
                        .unwrap_or_default(),
                    winner: match (v.winner, v.legal) {
                        (Some(w), _) => w.describe(ctx.lang),
                        (None, true) => ctx.word("book-game-unfinished"),
                        (None, false) => ctx.word("book-game-not-reached"),
                    },
                })
                .collect(),
            legal_under,
            path: path.clone(),
            viewer,
            eval_graph,
            flagged,
        };
        ctx.page(site, &path, "game.md", &game)?;
        toc.push(TocEntry {
            title: title.clone(),
            path,
        });
        games.push(game);
        ctx.progress.tick();
    }
    ctx.progress.finish();
    for g in &mut games {
        g.title = cell(&g.title);
        g.path = g.path.trim_start_matches("games/").to_string();
    }
    ctx.page(
        site,
        "games/index.md",
        "games.md",
        &Index {
            text: ctx.prose("games/index.md")?,
            games,
        },
    )?;
    Ok(toc)
}

/// The graph's points from an analysed record: the start's evaluation (the
/// opening comments), then each main-line move's, with the analysis glyphs.
fn eval_points(r: &Record) -> Vec<EvalPoint> {
    let eval_of = |cs: &[suffragetto_core::record::Comment]| cs.iter().rev().find_map(|c| c.eval);
    let mut out = Vec::new();
    if let Some(e) = eval_of(&r.intro) {
        out.push(point(0, e, None, "start"));
    }
    for (i, n) in r.moves.iter().enumerate() {
        let Some(e) = eval_of(&n.comments) else {
            continue;
        };
        let glyph = n
            .glyphs
            .iter()
            .find(|g| matches!(g, Glyph::Dubious | Glyph::Mistake | Glyph::Blunder))
            .map(|g| g.as_str().to_string());
        out.push(point(i as u32 + 1, e, glyph, &n.text.to_string()));
    }
    out
}

fn point(ply: u32, e: Eval, glyph: Option<String>, mv: &str) -> EvalPoint {
    let label = format!(
        "ply {ply}, {mv}{}: {e}",
        glyph
            .as_deref()
            .map(|g| format!(" {g}"))
            .unwrap_or_default()
    );
    EvalPoint {
        ply,
        chance: eval_chance(e),
        glyph,
        label,
    }
}
