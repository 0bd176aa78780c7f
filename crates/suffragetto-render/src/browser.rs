//! A board as the browser pages draw over it: where each square and zone
//! lies in the picture, which piece stands where and how the variant
//! colours it, the side to move, Prison and Hospital, the move that led
//! there (its path and captures) and the counters a page adds where the
//! picture leaves the captives out. One type for the book's embedded JSON
//! and the server's APIs; the one script that reads it is
//! `assets/board.js` ([`BOARD_JS`]), which the book copies into its theme
//! and the server sends with its pages. Nothing in the browser parses a
//! position string or reads the picture's SVG.

use crate::diagram::{
    DiagramError, DiagramOptions, LastMove, Scene, diagram_layout, drawn_captives,
};
use crate::model::Document;
use crate::options::Look;
use crate::pieces::{fill, ink};
use crate::view::View;
use serde::Serialize;
use std::collections::BTreeMap;
use suffragetto_core::engine::{Counts, Position};
use suffragetto_core::geometry::{Square, Zone};
use suffragetto_core::lang::Lang;
use suffragetto_core::piece::{Piece, Side, Size};

/// The browser's board module: geometry, marks, last move and counters
/// drawn from a [`BrowserBoard`] (a classic script that defines `SfBoard`,
/// or a CommonJS module for node's tests).
pub const BOARD_JS: &str = include_str!("../assets/board.js");

/// Everything a page needs to draw over a board's picture.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct BrowserBoard {
    /// Where the squares and zones lie in the picture.
    pub geometry: Geometry,
    /// The piece on each occupied square, by its letter (`S`, `L`, `P`, `I`).
    pub pieces: BTreeMap<String, char>,
    /// What each letter is: its name, side and colours under the variant.
    pub kinds: BTreeMap<char, PieceKind>,
    /// The side to move (`S` or `P`).
    pub to_move: Side,
    /// The side to move in words ("Suffragettes").
    pub side_to_move: &'static str,
    /// Suffragettes in Prison.
    pub prison: Counts,
    /// Police in Hospital.
    pub hospital: Counts,
    /// The move that led to the position, if it moved a piece.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub last_move: Option<MovePath>,
    /// Counters with a number for the captives the picture does not draw
    /// (none where it draws them on their squares).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub tallies: Vec<Tally>,
}

/// Where the squares lie in the picture, in its own units (its `viewBox`).
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Geometry {
    /// The picture's width.
    pub width: f64,
    /// The picture's height.
    pub height: f64,
    /// The left edge of the squares shown.
    pub x: f64,
    /// The top edge of the squares shown.
    pub y: f64,
    /// The edge of a square.
    pub edge: f64,
    /// The files shown, left to right as drawn (`a` first unless turned).
    pub columns: Vec<String>,
    /// The ranks shown, top to bottom as drawn (`17` first unless turned);
    /// a square's name is its column's then its row's.
    pub rows: Vec<String>,
    /// The zones shown, each as rectangles in the picture's units.
    pub zones: Vec<ZoneArea>,
}

/// A zone as drawn: its name and the rectangles it covers.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct ZoneArea {
    /// Its identifier (`house_of_commons`), for the page's own use.
    pub zone: &'static str,
    /// Its name in words ("the House of Commons").
    pub name: &'static str,
    /// `[x, y, width, height]` each.
    pub rects: Vec<[f64; 4]>,
}

/// A kind of piece as the variant draws it.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct PieceKind {
    /// "Suffragette", "Leader", "constable", "Inspector".
    pub name: &'static str,
    /// Its side (`S` or `P`).
    pub side: Side,
    /// Its side in words ("Suffragettes").
    pub side_name: &'static str,
    /// The counter's colour, `#rrggbb`.
    pub fill: String,
    /// The colour of its letter, `#rrggbb`.
    pub ink: String,
}

/// The squares a move went through and those whose pieces it captured.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct MovePath {
    /// The start square, then every landing.
    pub path: Vec<String>,
    /// The squares of the pieces it captured.
    pub captures: Vec<String>,
}

/// A counter standing for `count` captured pieces of one kind.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Tally {
    /// The square it is drawn on.
    pub square: String,
    /// The kind of piece.
    pub piece: char,
    /// How many.
    pub count: u8,
    /// Where they are, in words ("Prison").
    pub place: String,
}

/// Coordinates to a thousandth of the picture's unit: short, and the same
/// on every machine.
fn round(v: f64) -> f64 {
    (v * 1000.0).round() / 1000.0
}

impl Geometry {
    /// The geometry of a picture `width` by `height` whose squares `view`
    /// places, its zones named in words of `lang`.
    pub fn of(width: f64, height: f64, view: &View, lang: Lang) -> Geometry {
        let (files, ranks) = (view.region.file_range(), view.region.rank_range());
        let mut columns: Vec<u8> = files.collect();
        let mut rows: Vec<u8> = ranks.rev().collect();
        if view.flip {
            columns.reverse();
            rows.reverse();
        }
        let zones = Zone::ALL
            .into_iter()
            .filter_map(|zone| {
                let rects = zone_rects(view, zone);
                (!rects.is_empty()).then_some(ZoneArea {
                    zone: zone.id(),
                    name: zone.name_in(lang),
                    rects,
                })
            })
            .collect();
        Geometry {
            width: round(width),
            height: round(height),
            x: round(view.origin.0),
            y: round(view.origin.1),
            edge: round(view.q),
            columns: columns
                .into_iter()
                .map(|f| char::from(b'a' + f).to_string())
                .collect(),
            rows: rows.into_iter().map(|r| (r + 1).to_string()).collect(),
            zones,
        }
    }
}

/// The squares of `zone` that `view` shows, as rectangles: runs of a row
/// as drawn, merged with the same run of the rows below.
fn zone_rects(view: &View, zone: Zone) -> Vec<[f64; 4]> {
    let mut runs: Vec<(f64, f64, f64, f64)> = Vec::new();
    let mut shown: Vec<Square> = view.squares().filter(|s| s.zone() == zone).collect();
    let key = |s: &Square| {
        let r = view.rect(*s);
        ((r.y * 1000.0).round() as i64, (r.x * 1000.0).round() as i64)
    };
    shown.sort_by_key(key);
    for s in shown {
        let r = view.rect(s);
        match runs.last_mut() {
            Some(last) if (last.1 - r.y).abs() < 1e-9 && (last.0 + last.2 - r.x).abs() < 1e-9 => {
                last.2 += r.w;
            }
            _ => runs.push((r.x, r.y, r.w, r.h)),
        }
    }
    let mut rects: Vec<(f64, f64, f64, f64)> = Vec::new();
    for run in runs {
        let below = rects.iter_mut().find(|m| {
            (m.0 - run.0).abs() < 1e-9
                && (m.2 - run.2).abs() < 1e-9
                && (m.1 + m.3 - run.1).abs() < 1e-9
        });
        match below {
            Some(m) => m.3 += run.3,
            None => rects.push(run),
        }
    }
    rects
        .into_iter()
        .map(|(x, y, w, h)| [round(x), round(y), round(w), round(h)])
        .collect()
}

/// Where a page draws the counter of `side`'s large and small captives when
/// the picture leaves them out: two squares of its captivity.
fn tally_squares(side: Side) -> [(Size, &'static str); 2] {
    match side {
        Side::Suffragettes => [(Size::Large, "a16"), (Size::Small, "a14")],
        Side::Police => [(Size::Large, "q16"), (Size::Small, "q14")],
    }
}

impl BrowserBoard {
    /// The board of the diagram of `scene` drawn with `opts`, after `last`
    /// (drawn in the picture or not).
    pub fn of_scene(
        scene: &Scene,
        opts: &DiagramOptions,
        last: Option<&LastMove>,
    ) -> Result<BrowserBoard, DiagramError> {
        let (doc, view) = diagram_layout(scene, opts)?;
        Ok(BrowserBoard::new(
            &doc,
            &view,
            &scene.position,
            &opts.look(),
            last,
            opts.lang,
        ))
    }

    /// The board of `pos` in a picture of `doc` whose squares `view`
    /// places, its counters drawn as `look` says, after `last` (drawn in
    /// the picture or not); what it names (pieces, sides, zones, the
    /// Prison and Hospital) in words of `lang`.
    pub fn new(
        doc: &Document,
        view: &View,
        pos: &Position,
        look: &Look,
        last: Option<&LastMove>,
        lang: Lang,
    ) -> BrowserBoard {
        let page = &doc.pages[0];
        let kinds = [
            (Side::Suffragettes, Size::Small),
            (Side::Suffragettes, Size::Large),
            (Side::Police, Size::Small),
            (Side::Police, Size::Large),
        ]
        .into_iter()
        .map(|(side, size)| {
            let piece = Piece { side, size };
            (
                piece.letter(),
                PieceKind {
                    name: piece.name_in(lang),
                    side,
                    side_name: side.name_in(lang),
                    fill: fill(piece, look).hex(),
                    ink: ink(piece, look).hex(),
                },
            )
        })
        .collect();
        let mut tallies = Vec::new();
        for side in Side::BOTH {
            if drawn_captives(view, pos, side).is_some() {
                continue;
            }
            let c = pos.captive(side);
            for (size, square) in tally_squares(side) {
                let shown = square.parse::<Square>().is_ok_and(|s| view.shows(s));
                let count = match size {
                    Size::Large => c.large,
                    Size::Small => c.small,
                };
                if count > 0 && shown {
                    tallies.push(Tally {
                        square: square.to_string(),
                        piece: Piece { side, size }.letter(),
                        count,
                        place: crate::diagram::words::captivity(side, lang),
                    });
                }
            }
        }
        BrowserBoard {
            geometry: Geometry::of(page.width, page.height, view, lang),
            pieces: pos
                .board()
                .iter()
                .map(|(sq, p)| (sq.to_string(), p.letter()))
                .collect(),
            kinds,
            to_move: pos.to_move(),
            side_to_move: pos.to_move().name_in(lang),
            prison: pos.prison(),
            hospital: pos.hospital(),
            last_move: last.map(|m| MovePath {
                path: m.path.iter().map(Square::to_string).collect(),
                captures: m.captured.iter().map(|(s, _)| s.to_string()).collect(),
            }),
            tallies,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::diagram::Region;
    use suffragetto_core::engine::Rules;
    use suffragetto_core::notation::{parse_move, parse_position};

    fn board(position: &str, flip: bool, region: Region, mv: Option<&str>) -> BrowserBoard {
        let rules = Rules::load("english").unwrap();
        let mut pos = parse_position(position, &rules).unwrap();
        let last = mv.and_then(|m| {
            let mv = parse_move(&pos, &rules, m).unwrap();
            let last = LastMove::of(&pos, &rules, &mv);
            pos.play_unchecked(&rules, &mv);
            last
        });
        let mut opts = DiagramOptions::new(&rules).unwrap();
        (opts.flip, opts.region) = (flip, region);
        BrowserBoard::of_scene(&Scene::of_position(pos), &opts, last.as_ref()).unwrap()
    }

    const CHAIN: &str = "17/17/17/17/17/10P6/17/17/17/17/8P8/7S9/17/17/17/17/17 S 0+0 0+0 - 0";

    #[test]
    fn columns_and_rows_follow_the_view() {
        let b = board(CHAIN, false, Region::FULL, None);
        assert_eq!(b.geometry.columns.first().map(String::as_str), Some("a"));
        assert_eq!(b.geometry.rows.first().map(String::as_str), Some("17"));
        let f = board(CHAIN, true, "c3:o9".parse().unwrap(), None);
        assert_eq!(
            f.geometry.columns,
            [
                "o", "n", "m", "l", "k", "j", "i", "h", "g", "f", "e", "d", "c"
            ]
        );
        assert_eq!(f.geometry.rows, ["3", "4", "5", "6", "7", "8", "9"]);
    }

    #[test]
    fn a_chain_names_its_path_and_its_captures() {
        let b = board(CHAIN, false, Region::FULL, Some("h6xj8"));
        let m = b.last_move.unwrap();
        assert_eq!(m.path, ["h6", "j8"]);
        assert_eq!(m.captures, ["i7"]);
        assert_eq!(b.pieces.get("j8"), Some(&'S'));
        assert_eq!(b.to_move, Side::Police);
        assert_eq!(b.prison, Counts::default());
        assert_eq!(b.hospital.small, 1);
    }

    #[test]
    fn zones_cover_their_squares_and_nothing_else() {
        let b = board(CHAIN, false, Region::FULL, None);
        let g = &b.geometry;
        let commons = g
            .zones
            .iter()
            .find(|z| z.zone == "house_of_commons")
            .unwrap();
        // h13-j14: one rectangle of 3 by 2 squares.
        assert_eq!(commons.rects.len(), 1);
        let [_, _, w, h] = commons.rects[0];
        assert!(
            (w - 3.0 * g.edge).abs() < 0.01 && (h - 2.0 * g.edge).abs() < 0.01,
            "{w} {h}"
        );
        let area: f64 = g
            .zones
            .iter()
            .flat_map(|z| &z.rects)
            .map(|r| r[2] * r[3])
            .sum();
        assert!(
            (area - 289.0 * g.edge * g.edge).abs() < 1.0,
            "the zones tile the board: {area}"
        );
    }

    #[test]
    fn the_variants_colours_and_tallies_arrive_as_data() {
        let german = Rules::load("german").unwrap();
        let english = board(CHAIN, false, Region::FULL, None);
        let mut opts = DiagramOptions::new(&german).unwrap();
        opts.region = "c3:o9".parse().unwrap();
        let pos = parse_position(
            "17/17/17/17/17/10P6/17/17/17/17/8P8/7S9/17/17/17/17/17 S 1+2 0+3 - 0",
            &german,
        )
        .unwrap();
        let scene = Scene::of_position(pos);
        let b = BrowserBoard::of_scene(&scene, &opts, None).unwrap();
        assert_eq!(english.kinds[&'S'].fill, "#2e7d32");
        assert_eq!(b.kinds[&'L'].fill, opts.colours.leader.hex());
        assert_ne!(
            b.kinds[&'I'].fill, english.kinds[&'I'].fill,
            "German Inspectors are coloured as the German article says"
        );
        // The view shows none of the Prison or Hospital: nowhere to count them.
        assert!(b.tallies.is_empty());
        assert!(
            english.tallies.is_empty(),
            "the whole board draws its captives"
        );
        // A view with the Prison's tally squares but not all of the Prison.
        opts.region = "a10:g17".parse().unwrap();
        let b = BrowserBoard::of_scene(&scene, &opts, None).unwrap();
        let t: Vec<_> = b
            .tallies
            .iter()
            .map(|t| format!("{}{}{}", t.square, t.piece, t.count))
            .collect();
        assert_eq!(t, ["a16L1", "a14S2"]);
        assert_eq!(b.tallies[0].place, "Prison");
        // In German the board names its pieces, sides, zones and tallies
        // as the German article does.
        opts.lang = Lang::De;
        let de = BrowserBoard::of_scene(&scene, &opts, None).unwrap();
        assert_eq!(de.kinds[&'P'].name, "Polizist");
        assert_eq!(de.kinds[&'I'].name, "Inspektor");
        assert_eq!(de.kinds[&'S'].side_name, "Suffragetten");
        assert_eq!(de.side_to_move, "Suffragetten");
        assert_eq!(de.tallies[0].place, "Gefängnis");
        assert!(
            de.geometry.zones.iter().any(|z| z.name == "das Gefängnis"),
            "{:?}",
            de.geometry.zones.iter().map(|z| z.name).collect::<Vec<_>>()
        );
        opts.lang = Lang::Fr;
        let fr = BrowserBoard::of_scene(&scene, &opts, None).unwrap();
        assert_eq!(fr.kinds[&'P'].name, "policier");
    }
}
