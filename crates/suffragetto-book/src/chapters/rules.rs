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
use suffragetto_core::lang::Lang;
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
    title: &'static str,
    /// Pieces (`"Sg5 Ph4"`), or a whole position string if it has a space
    /// and a `/`.
    pieces: &'static str,
    to_move: Side,
    show: Show,
    text: &'static str,
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
                    title: "A step in any of eight directions",
                    pieces: "Sf8",
                    to_move: Suffragettes,
                    show: Legal("f8"),
                    text: "A piece moves one square to any adjoining empty square, forwards, sideways, backwards or diagonally.",
                },
                Example {
                    title: "Your own building is out of bounds",
                    pieces: "Sh6 Ph9",
                    to_move: Suffragettes,
                    show: Legal("h6"),
                    text: "Albert Hall (h4 to j5) is the Police's goal: a Suffragette may not step into it.",
                },
                Example {
                    title: "Prison Yard and Hospital Grounds are closed",
                    pieces: "Sg8 Pc5",
                    to_move: Police,
                    show: Legal("c5"),
                    text: "No piece may move onto the Prison, the Prison Yard, the Hospital or the Hospital Grounds; captured pieces are put there, not moved there.",
                },
            ],
        ),
        (
            "hopping",
            "Hopping",
            &["hopping"],
            vec![
                Example {
                    title: "A chain of hops over one's own pieces",
                    pieces: "Sg4 Sf5 Se7 Pk12",
                    to_move: Suffragettes,
                    show: Play("g4-e6-e8", 0),
                    text: "A hop jumps one adjoining piece to the empty square beyond it, in any of the eight directions (the English text's comparison with checkers notwithstanding, whose hops are diagonal); hops may be strung together, each landing on a permitted square.",
                },
                Example {
                    title: "Where a hop is blocked",
                    pieces: "Sg8 Sg9 Sg10 Sh9 Sf7",
                    to_move: Suffragettes,
                    show: Legal("g8"),
                    text: "The piece on g8 cannot hop over g9 because g10 behind it is occupied; over h9 it can, and on from there.",
                },
            ],
        ),
        (
            "capture",
            "Arrest and disablement",
            &["capture"],
            vec![
                Example {
                    title: "Two constables disabled in one chain",
                    pieces: "Se8 Pf9 Ph11 Pk14",
                    to_move: Suffragettes,
                    show: Play("e8xg10xi12", 2),
                    text: "A rank-and-file Suffragette disables a constable by hopping diagonally over him while he stands in the Arena; a chain may capture several.",
                },
                Example {
                    title: "Small pieces capture only diagonally",
                    pieces: "Sg8 Pg9 Ph9 Pk14",
                    to_move: Suffragettes,
                    show: Legal("g8"),
                    text: "Over h9 (diagonally) the hop captures; over g9 (straight) the small piece only travels, and the constable stays.",
                },
                Example {
                    title: "Leaders and Inspectors capture in any direction",
                    pieces: "Lg8 Pg9 Pk14",
                    to_move: Suffragettes,
                    show: Play("g8xg10", 1),
                    text: "A Leader captures straight along a file or rank too.",
                },
                Example {
                    title: "The Police arrest the same way",
                    pieces: "Si8 Pj9 Se5",
                    to_move: Police,
                    show: Play("j9xh7", 1),
                    text: "A constable arrests a Suffragette by a diagonal hop; she goes to Prison.",
                },
                Example {
                    title: "No captures outside the Arena",
                    pieces: "Sc8 Pd9 Pk14",
                    to_move: Suffragettes,
                    show: Play("c8-e10", 0),
                    text: "The constable on d9 stands on a yellow square outside the pink Arena: the diagonal hop over him captures nothing.",
                },
            ],
        ),
        (
            "buildings",
            "Buildings",
            &["buildings"],
            vec![
                Example {
                    title: "Into the House of Commons in mid-chain",
                    pieces: "Sf11 Pg12 Si13 Pk5",
                    to_move: Suffragettes,
                    show: Play("f11xh13-j13", 1),
                    text: "A chain may enter the opponents' building; from then on every landing must be inside it.",
                },
                Example {
                    title: "Once inside, never out",
                    pieces: "Si13 Sh14 Pk5",
                    to_move: Suffragettes,
                    show: Legal("i13"),
                    text: "A piece in the opponents' building may move about inside it (spending the turn) but may not step or hop out.",
                },
            ],
        ),
        (
            "exchanges",
            "Exchanges",
            &["exchanges"],
            vec![
                Example {
                    title: "An exchange of prisoners",
                    pieces: EXCHANGE,
                    to_move: Suffragettes,
                    show: Exchange,
                    text: "With twelve or more pieces each in Prison and Hospital, a side may offer an exchange instead of moving. Under the English text the other side must agree.",
                },
                Example {
                    title: "The prisoners come back",
                    pieces: EXCHANGE,
                    to_move: Suffragettes,
                    show: After(&["X0+2", "accept"]),
                    text: "After the offer X0+2 is accepted, the pieces exchanged come back on the Prison Yard and Hospital Grounds.",
                },
            ],
        ),
        (
            "winning",
            "Winning",
            &["winning"],
            vec![Example {
                title: "The sixth piece enters",
                pieces: "Sh14 Si14 Sj14 Si13 Sj13 Sh12 Pi11 Pk5",
                to_move: Suffragettes,
                show: Play("h12-h13", 0),
                text: "The side that first has six pieces in its opponents' building wins at once.",
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
            let (scene, facts, squares) = example_scene(rules, ex, &what)?;
            let image = format!("img/rules/{name}-{}.svg", i + 1);
            let region = region_around(&squares, 2, 7);
            let (board, plain) = add_diagram(site, &image, &scene, rules, region, ctx.lang)?;
            let data = clickable(ctx, &scene.position, rules, board, plain);
            figures.push(Figure {
                title: esc(ex.title),
                image: format!("../{image}"),
                alt: esc(&format!("{}. {}", ex.title, alt_words(&scene, rules)?)),
                text: esc(ex.text),
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
                    .map(|v| esc(&v.points[i].value_words()))
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
            variants: ctx.variants().map(|v| esc(&v.meta.name)).collect(),
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
        name: rules.variant().meta.title.clone(),
        cites: rules,
    }];
    let mut board = interactive::board(pos, &shown, drawn, "../", &|c| ctx.cite(c));
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
) -> Result<(Scene, String, Vec<Square>), SiteError> {
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
            let mut facts = format!(
                "Move: `{}`, one of {} legal moves here.",
                write_move(&pos, rules, &mv),
                pos.legal_moves(rules).len()
            );
            if let Some(w) = after.winner(rules) {
                facts.push_str(&format!(" After it the {w} have won."));
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
            let mut facts = format!(
                "The engine's legal landings for the piece on {square}: {}",
                if quiet.is_empty() {
                    "none".to_string()
                } else {
                    quiet.join(", ")
                }
            );
            if !taking.is_empty() {
                facts.push_str(&format!("; capturing on landing at: {}", taking.join(", ")));
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
            let facts = format!(
                "Prison {}, Hospital {}; the {} may offer {} different exchanges (`{}` ... `{}`).",
                pos.prison(),
                pos.hospital(),
                pos.to_move(),
                offers.len(),
                offers.first().map(String::as_str).unwrap_or("-"),
                offers.last().map(String::as_str).unwrap_or("-"),
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
            let facts = format!(
                "Before: Prison {}, Hospital {}. After `{}`: Prison {}, Hospital {}; the {} to move.",
                pos.prison(),
                pos.hospital(),
                moves.join("`, `"),
                p.prison(),
                p.hospital(),
                p.to_move()
            );
            let squares = p.board().iter().map(|(s, _)| s).collect();
            Ok((Scene::of_position(p), facts, squares))
        }
    }
}
