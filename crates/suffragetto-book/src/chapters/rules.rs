//! Chapter 4, the rules: one page per rule area, each rule shown by a
//! diagram of a position built here and checked with the engine (the move
//! must be legal and do what the caption says; legal landings are the
//! engine's).

use super::{Ctx, SiteError, TocEntry};
use crate::assemble::Site;
use crate::figures::{add_diagram, alt_words, position, region_around, sq};
use crate::interactive::{self, Shown};
use crate::text::esc;
use serde::Serialize;
use suffragetto_core::engine::{Position, Rules};
use suffragetto_core::geometry::{Square, Zone};
use suffragetto_core::lang::{Args, Lang, catalogue};
use suffragetto_core::notation::{
    legal_move_texts, parse_move, parse_position, write_move, write_position,
};
use suffragetto_core::piece::Side;
use suffragetto_render::browser::BrowserBoard;
use suffragetto_render::diagram::{LastMove, Scene};

/// What an example shows. Every diagram shows the position a reader may
/// click on, with the side to move that the lesson is about.
enum Show {
    /// The position before this move, the move drawn as an arrow and the
    /// pieces it captures crossed out; it must capture this many.
    Play(&'static str, usize),
    /// The legal landings of the piece on this square.
    Legal(&'static str),
    /// The position before an exchange, listing the exchange offers.
    Exchange,
    /// The position after these moves.
    After(&'static [&'static str]),
}

/// The position of the exchange examples: twelve and thirteen in Prison
/// and Hospital (`book/games/03-exchange.sgn` starts from it too).
const EXCHANGE: &str = "17/17/17/17/17/4I2P2I2P3/6I1P2P5/5P11/9S2L4/5L1S9/6S3L2S3/3S13/4S12/17/17/17/17 S 2+10 2+11 - 0";

/// One diagram of a rule page.
struct Example {
    /// Its words in the catalogue: `book-ex-KEY`, the title, and its
    /// `.caption` (`locales/*/book.ftl`).
    key: &'static str,
    /// Pieces (`"Sg5 Ph4"`), or a whole position string if it has a space
    /// and a `/`.
    pieces: &'static str,
    to_move: Side,
    show: Show,
}

/// The rule areas: page name, title, rule-point area, examples.
fn areas() -> Vec<(
    &'static str,
    &'static str,
    &'static [&'static str],
    Vec<Example>,
)> {
    use Show::*;
    use Side::{Police, Suffragettes};
    vec![
        (
            "moving",
            "Moving",
            &["setup", "moving"],
            vec![
                Example {
                    key: "step",
                    pieces: "Sf8",
                    to_move: Suffragettes,
                    show: Legal("f8"),
                },
                Example {
                    key: "own-building",
                    pieces: "Sh6 Ph9",
                    to_move: Suffragettes,
                    show: Legal("h6"),
                },
                Example {
                    key: "closed",
                    pieces: "Sg8 Pc5",
                    to_move: Police,
                    show: Legal("c5"),
                },
            ],
        ),
        (
            "hopping",
            "Hopping",
            &["hopping"],
            vec![
                Example {
                    key: "chain",
                    pieces: "Sg4 Sf5 Se7 Pk12",
                    to_move: Suffragettes,
                    show: Play("g4-e6-e8", 0),
                },
                Example {
                    key: "blocked",
                    pieces: "Sg8 Sg9 Sg10 Sh9 Sf7",
                    to_move: Suffragettes,
                    show: Legal("g8"),
                },
            ],
        ),
        (
            "capture",
            "Arrest and disablement",
            &["capture"],
            vec![
                Example {
                    key: "two-disabled",
                    pieces: "Se8 Pf9 Ph11 Pk14",
                    to_move: Suffragettes,
                    show: Play("e8xg10xi12", 2),
                },
                Example {
                    key: "diagonal",
                    pieces: "Sg8 Pg9 Ph9 Pk14",
                    to_move: Suffragettes,
                    show: Legal("g8"),
                },
                Example {
                    key: "any-direction",
                    pieces: "Lg8 Pg9 Pk14",
                    to_move: Suffragettes,
                    show: Play("g8xg10", 1),
                },
                Example {
                    key: "police-arrest",
                    pieces: "Si8 Pj9 Se5",
                    to_move: Police,
                    show: Play("j9xh7", 1),
                },
                Example {
                    key: "outside-arena",
                    pieces: "Sc8 Pd9 Pk14",
                    to_move: Suffragettes,
                    show: Play("c8-e10", 0),
                },
            ],
        ),
        (
            "buildings",
            "Buildings",
            &["buildings"],
            vec![
                Example {
                    key: "mid-chain",
                    pieces: "Sf11 Pg12 Si13 Pk5",
                    to_move: Suffragettes,
                    show: Play("f11xh13-j13", 1),
                },
                Example {
                    key: "once-inside",
                    pieces: "Si13 Sh14 Pk5",
                    to_move: Suffragettes,
                    show: Legal("i13"),
                },
            ],
        ),
        (
            "exchanges",
            "Exchanges",
            &["exchanges"],
            vec![
                Example {
                    key: "exchange",
                    pieces: EXCHANGE,
                    to_move: Suffragettes,
                    show: Exchange,
                },
                Example {
                    key: "come-back",
                    pieces: EXCHANGE,
                    to_move: Suffragettes,
                    show: After(&["X0+2", "accept"]),
                },
            ],
        ),
        (
            "winning",
            "Winning",
            &["winning"],
            vec![Example {
                key: "sixth",
                pieces: "Sh14 Si14 Sj14 Si13 Sj13 Sh12 Pi11 Pk5",
                to_move: Suffragettes,
                show: Play("h12-h13", 0),
            }],
        ),
    ]
}

#[derive(Serialize)]
struct Figure {
    title: String,
    image: String,
    alt: String,
    text: String,
    facts: String,
    position: String,
    data: String,
}

#[derive(Serialize)]
struct PointRow {
    id: String,
    title: String,
    values: Vec<String>,
    differs: bool,
}

#[derive(Serialize)]
struct AreaPage {
    name: String,
    title: String,
    text: String,
    figures: Vec<Figure>,
    variants: Vec<String>,
    points: Vec<PointRow>,
    building_squares: usize,
}

#[derive(Serialize)]
struct Index {
    text: String,
    areas: Vec<TocEntry>,
}

/// Writes `rules/index.md` and one page per rule area.
pub fn pages(ctx: &Ctx<'_>, site: &mut Site) -> Result<Vec<TocEntry>, SiteError> {
    let rules = ctx.rules_of("english");
    let mut toc = Vec::new();
    for (name, title, point_areas, examples) in areas() {
        let mut figures = Vec::new();
        for (i, ex) in examples.iter().enumerate() {
            let what = format!("rules/{name} example {}", i + 1);
            let (scene, facts, squares) = example_scene(rules, ex, &what, ctx.lang)?;
            let title = ctx.word(&format!("book-ex-{}", ex.key));
            let image = format!("img/rules/{name}-{}.svg", i + 1);
            let region = region_around(&squares, 2, 7);
            let (board, plain) = add_diagram(site, &image, &scene, rules, region, ctx.lang)?;
            let data = clickable(ctx, &scene.position, rules, board, plain);
            figures.push(Figure {
                title: esc(&title),
                image: format!("../{image}"),
                alt: esc(&format!("{title}. {}", alt_words(&scene, rules, ctx.lang)?)),
                text: esc(&ctx.word(&format!("book-ex-{}.caption", ex.key))),
                facts,
                position: esc(&write_position(&scene.position)),
                data,
            });
        }
        let points = ctx.rules[0]
            .variant()
            .points
            .iter()
            .enumerate()
            .filter(|(_, p)| point_areas.contains(&p.area))
            .map(|(i, p)| {
                let values: Vec<String> = ctx
                    .variants()
                    .map(|v| esc(&v.points[i].value_words_in(ctx.lang)))
                    .collect();
                PointRow {
                    id: p.id.to_string(),
                    title: esc(p.id.title_in(ctx.lang)),
                    differs: values.iter().any(|v| *v != values[0]),
                    values,
                }
            })
            .collect();
        let path = format!("rules/{name}.md");
        let page = AreaPage {
            name: name.to_string(),
            title: area_title(ctx, name, title),
            text: ctx.prose(&path)?,
            figures,
            variants: ctx
                .variants()
                .map(|v| esc(&ctx.name_of(&v.meta.id)))
                .collect(),
            points,
            building_squares: Zone::HouseOfCommons.squares().len(),
        };
        ctx.page(site, &path, "rule-area.md", &page)?;
        toc.push(TocEntry {
            title: area_title(ctx, name, title),
            path,
        });
    }
    ctx.page(
        site,
        "rules/index.md",
        "rules.md",
        &Index {
            text: ctx.prose("rules/index.md")?,
            areas: toc
                .iter()
                .map(|t| TocEntry {
                    title: t.title.clone(),
                    path: t.path.trim_start_matches("rules/").to_string(),
                })
                .collect(),
        },
    )?;
    Ok(toc)
}

/// The title of rule page `name` in the reader's language: the rule
/// area's name (`locales/*/points.ftl`), but "Arrest and disablement" for
/// the capture page, which says what capturing is called for each side.
fn area_title(ctx: &Ctx<'_>, name: &str, english: &str) -> String {
    match ctx.lang {
        Lang::En => english.to_string(),
        _ if name == "capture" => ctx.word("book-area-capture"),
        _ => ctx.word(&format!("area-{name}")),
    }
}

/// The `<script>` that makes a rules page's diagram of `pos` clickable
/// under the page's variant.
fn clickable(
    ctx: &Ctx<'_>,
    pos: &Position,
    rules: &Rules,
    drawn: BrowserBoard,
    plain: Option<String>,
) -> String {
    let shown = [Shown {
        rules,
        name: ctx.the_variant(rules.id()),
        under: ctx.under_the_variant(rules.id()),
        cites: rules,
    }];
    let mut board = interactive::board(pos, &shown, drawn, "../", &|c| ctx.cite(c), ctx.lang);
    board.ex = vec![rules.id().to_string()];
    board.plain = plain.map(|p| format!("../{p}")).unwrap_or_default();
    interactive::script(&board)
}

/// The scene of an example, the facts the engine gives about it (markdown),
/// and the squares the diagram must show.
fn example_scene(
    rules: &Rules,
    ex: &Example,
    what: &str,
    lang: Lang,
) -> Result<(Scene, String, Vec<Square>), SiteError> {
    let say = |key: &str, args: Args| catalogue().text(key, &args);
    let args = || Args::new(lang);
    let pos: Position = if ex.pieces.contains('/') {
        parse_position(ex.pieces, rules).map_err(|e| SiteError::example(what, e))?
    } else {
        position(rules, ex.pieces, ex.to_move, what)?
    };
    let mut squares: Vec<Square> = pos.board().iter().map(|(s, _)| s).collect();
    match &ex.show {
        Show::Play(text, captures) => {
            let mv = parse_move(&pos, rules, text).map_err(|e| SiteError::example(what, e))?;
            if mv.capture_count() != *captures {
                return Err(SiteError::example(
                    what,
                    format!("{text} captures {}, not {captures}", mv.capture_count()),
                ));
            }
            let mut after = pos.clone();
            after.play_unchecked(rules, &mv);
            let mut scene = Scene::of_position(pos.clone());
            scene.last_move = LastMove::of(&pos, rules, &mv);
            let mut facts = say(
                "book-fact-move",
                args()
                    .text("move", write_move(&pos, rules, &mv))
                    .number("count", pos.legal_moves(rules).len()),
            );
            if let Some(w) = after.winner(rules) {
                facts.push(' ');
                facts.push_str(&say("book-fact-won", args().side("side", w)));
            }
            if let Some(m) = &scene.last_move {
                squares.extend(m.path.iter().copied());
            }
            Ok((scene, facts, squares))
        }
        Show::Legal(square) => {
            let mut scene = Scene::of_position(pos.clone());
            scene.show_legal(rules, sq(square))?;
            let landing = |capture: bool| {
                scene
                    .legal
                    .iter()
                    .filter(|l| l.captures() == capture)
                    .map(|l| l.square.to_string())
                    .collect::<Vec<_>>()
            };
            let quiet = landing(false);
            let taking = landing(true);
            let quiet = if quiet.is_empty() {
                say("book-fact-none", args())
            } else {
                quiet.join(", ")
            };
            let mut facts = say(
                "book-fact-landings",
                args().text("square", square).text("squares", quiet),
            );
            if !taking.is_empty() {
                facts.push_str(&say(
                    "book-fact-capturing",
                    args().text("squares", taking.join(", ")),
                ));
            }
            facts.push('.');
            squares.extend(scene.legal.iter().map(|l| l.square));
            Ok((scene, facts, squares))
        }
        Show::Exchange => {
            let offers: Vec<String> = legal_move_texts(&pos, rules)
                .into_iter()
                .filter(|m| m.starts_with('X'))
                .collect();
            let facts = say(
                "book-fact-exchange",
                args()
                    .text("prison", pos.prison())
                    .text("hospital", pos.hospital())
                    .side("side", pos.to_move())
                    .number("count", offers.len())
                    .text("first", offers.first().map(String::as_str).unwrap_or("-"))
                    .text("last", offers.last().map(String::as_str).unwrap_or("-")),
            );
            let squares = pos.board().iter().map(|(s, _)| s).collect();
            Ok((Scene::of_position(pos), facts, squares))
        }
        Show::After(moves) => {
            let mut p = pos.clone();
            for m in moves.iter() {
                let mv = parse_move(&p, rules, m).map_err(|e| SiteError::example(what, e))?;
                p.play_unchecked(rules, &mv);
            }
            let facts = say(
                "book-fact-after",
                args()
                    .text("prison", pos.prison())
                    .text("hospital", pos.hospital())
                    .text("moves", moves.join("`, `"))
                    .text("prison-after", p.prison())
                    .text("hospital-after", p.hospital())
                    .side("side", p.to_move()),
            );
            let squares = p.board().iter().map(|(s, _)| s).collect();
            Ok((Scene::of_position(p), facts, squares))
        }
    }
}
