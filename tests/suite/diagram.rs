//! Teaching diagrams: every ply of the teaching games draws and parses; the
//! last move's arrow runs through every landing and never over a counter,
//! its head at the edge of the moved piece; captures are crossed-out
//! ghosts; the frame says whose move it is and what the Prison and Hospital
//! hold; captives stand on their squares; legal landings match the engine
//! by kind; names are left out where covered or cut; coordinates by
//! default; every word in the chosen language; crops, flips,
//! byte-identical output, PNG and PDF, and clear errors from the command
//! line.

use crate::common::files_in;
use crate::pdf_tools::{pdftoppm, qpdf_check};
use std::path::{Path, PathBuf};
use std::process::Output;
use suffragetto_core::engine::{Move, Position, Rules};
use suffragetto_core::geometry::Square;
use suffragetto_core::piece::Piece;
use suffragetto_core::record::{Record, Replay};
use suffragetto_render::diagram::{
    DiagramError, DiagramOptions, LandingKind, Region, Scene, diagram_document, encode_diagram,
};
use suffragetto_render::model::{Colour, Rect, Shape};
use suffragetto_render::pieces::diameter;
use suffragetto_render::{Document, Format, GRID_TAG, Lang, encode, png_out};

const GAMES: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/book/games");
const GAME1: &str = concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/book/games/01-opening-skirmish.sgn"
);
const GAME2: &str = concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/book/games/02-into-the-house.sgn"
);
const GAME3: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/book/games/03-exchange.sgn");
/// The red of capture crosses (colour theme).
const CROSS: Colour = Colour::rgb(0xd5, 0x00, 0x00);
/// The orange of move arrows against green and blue pieces.
const ORANGE: Colour = Colour::rgb(0xef, 0x6c, 0x00);

fn sq(name: &str) -> Square {
    name.parse().unwrap()
}

fn game(path: &str) -> (Record, Rules, Replay) {
    let record = Record::read(Path::new(path)).unwrap();
    let rules = Rules::load(record.tag("Variant").unwrap_or("english")).unwrap();
    let replay = record.replay(&rules, path).unwrap();
    (record, rules, replay)
}

fn games() -> Vec<PathBuf> {
    let mut v: Vec<PathBuf> = std::fs::read_dir(GAMES)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "sgn"))
        .collect();
    v.sort();
    assert!(v.len() >= 3, "{v:?}");
    v
}

fn scene_at(path: &str, ply: usize) -> (Scene, Rules) {
    let (record, rules, replay) = game(path);
    (
        Scene::of_record(&record, &replay, &rules, ply).unwrap(),
        rules,
    )
}

/// The clipped group that holds the squares and everything on them.
fn board_group(doc: &Document) -> (Rect, &[Shape]) {
    doc.pages[0]
        .shapes
        .iter()
        .find_map(|s| match s {
            Shape::Group { clip, shapes, .. } => Some((clip.unwrap(), shapes.as_slice())),
            _ => None,
        })
        .expect("a board group")
}

/// The outline of the squares shown.
fn grid(doc: &Document) -> Rect {
    doc.pages[0]
        .shapes
        .iter()
        .find_map(|s| match s {
            Shape::Tagged { tag, shapes } if tag == GRID_TAG => match &shapes[0] {
                Shape::Rect(r, _) => Some(*r),
                _ => None,
            },
            _ => None,
        })
        .expect("the grid outline")
}

/// Where the centre of `sq` must be, worked out from the grid outline, the
/// region and the flip alone.
struct Place {
    grid: Rect,
    region: Region,
    flip: bool,
}

impl Place {
    fn of(doc: &Document, opts: &DiagramOptions) -> Place {
        Place {
            grid: grid(doc),
            region: opts.region,
            flip: opts.flip,
        }
    }

    fn q(&self) -> f64 {
        self.grid.w / self.region.files() as f64
    }

    fn centre(&self, sq: Square) -> (f64, f64) {
        let (f0, f1) = (
            *self.region.file_range().start(),
            *self.region.file_range().end(),
        );
        let (r0, r1) = (
            *self.region.rank_range().start(),
            *self.region.rank_range().end(),
        );
        let (col, row) = if self.flip {
            (f1 - sq.file(), sq.rank() - r0)
        } else {
            (sq.file() - f0, r1 - sq.rank())
        };
        let q = self.q();
        (
            self.grid.x + (col as f64 + 0.5) * q,
            self.grid.y + (row as f64 + 0.5) * q,
        )
    }
}

/// The shapes tagged `tag` among `shapes`, and the tag's index.
fn tagged<'a>(shapes: &'a [Shape], tag: &str) -> (usize, &'a [Shape]) {
    shapes
        .iter()
        .enumerate()
        .find_map(|(i, s)| match s {
            Shape::Tagged { tag: t, shapes } if t == tag => Some((i, shapes.as_slice())),
            _ => None,
        })
        .unwrap_or_else(|| panic!("nothing tagged `{tag}`"))
}

/// The polylines (open paths) of an arrow in `colour`.
fn parts(shapes: &[Shape], colour: Colour) -> Vec<Vec<(f64, f64)>> {
    shapes
        .iter()
        .filter_map(|s| match s {
            Shape::Path {
                points,
                closed: false,
                style,
            } if style.stroke.as_ref().is_some_and(|st| st.colour == colour) => {
                Some(points.clone())
            }
            _ => None,
        })
        .collect()
}

/// The arrowheads (closed triangles) of an arrow in `colour`.
fn heads(shapes: &[Shape], colour: Colour) -> Vec<Vec<(f64, f64)>> {
    shapes
        .iter()
        .filter_map(|s| match s {
            Shape::Path {
                points,
                closed: true,
                style,
            } if style.fill == Some(colour) && points.len() == 3 => Some(points.clone()),
            _ => None,
        })
        .collect()
}

fn near(a: (f64, f64), b: (f64, f64)) -> bool {
    (a.0 - b.0).abs() < 1e-6 && (a.1 - b.1).abs() < 1e-6
}

fn dist(a: (f64, f64), b: (f64, f64)) -> f64 {
    (a.0 - b.0).hypot(a.1 - b.1)
}

/// Distance of `p` from the segment `a`-`b`.
fn off_segment(p: (f64, f64), a: (f64, f64), b: (f64, f64)) -> f64 {
    let (dx, dy) = (b.0 - a.0, b.1 - a.1);
    let l2 = (dx * dx + dy * dy).max(1e-12);
    let t = (((p.0 - a.0) * dx + (p.1 - a.1) * dy) / l2).clamp(0.0, 1.0);
    (p.0 - a.0 - t * dx).hypot(p.1 - a.1 - t * dy)
}

/// Every counter's centre and radius: the pieces and the last move's ghosts.
fn counters(scene: &Scene, place: &Place) -> Vec<((f64, f64), f64)> {
    let ghosts = scene
        .last_move
        .iter()
        .flat_map(|m| m.captured.iter().copied());
    scene
        .position
        .board()
        .iter()
        .chain(ghosts)
        .filter(|(s, _)| place.region.contains(*s))
        .map(|(s, p)| (place.centre(s), diameter(p, place.q()) / 2.0))
        .collect()
}

/// Asserts that no line of any arrow comes within a counter's radius of its
/// centre.
fn assert_clear(arrow: &[Shape], scene: &Scene, place: &Place, what: &str) {
    let mut lines: Vec<((f64, f64), (f64, f64))> = Vec::new();
    for s in arrow {
        if let Shape::Path { points, closed, .. } = s {
            for w in points.windows(2) {
                lines.push((w[0], w[1]));
            }
            if *closed {
                lines.push((points[points.len() - 1], points[0]));
            }
        }
    }
    assert!(!lines.is_empty(), "{what}: no arrow");
    for (c, r) in counters(scene, place) {
        for (a, b) in &lines {
            assert!(
                off_segment(c, *a, *b) >= r,
                "{what}: an arrow line {a:?}-{b:?} crosses the counter at {c:?} (radius {r})"
            );
        }
    }
}

fn svg(doc: &Document) -> String {
    String::from_utf8(encode(doc, Format::Svg).unwrap()).unwrap()
}

fn options(rules: &Rules) -> DiagramOptions {
    DiagramOptions::new(rules).unwrap()
}

/// Every text of a document, all pages.
pub fn texts(doc: &Document) -> Vec<String> {
    fn walk(shapes: &[Shape], out: &mut Vec<String>) {
        for s in shapes {
            match s {
                Shape::Text(t) => out.push(t.content.clone()),
                Shape::Group { shapes, .. } | Shape::Tagged { shapes, .. } => walk(shapes, out),
                _ => {}
            }
        }
    }
    let mut out = Vec::new();
    for page in &doc.pages {
        walk(&page.shapes, &mut out);
    }
    out
}

#[test]
fn every_ply_of_the_teaching_games_draws_and_parses_and_no_arrow_covers_a_counter() {
    for path in games() {
        let path = path.to_str().unwrap();
        let (record, rules, replay) = game(path);
        let mut opts = options(&rules);
        opts.caption = true;
        for ply in 0..=replay.steps.len() {
            let scene = Scene::of_record(&record, &replay, &rules, ply).unwrap();
            assert_eq!(
                scene.position.ply() as usize,
                replay.position(ply).unwrap().ply() as usize
            );
            let moved = ply > 0 && replay.steps[ply - 1].mv.squares().is_some();
            assert_eq!(scene.last_move.is_some(), moved, "{path} ply {ply}");
            for flip in [false, true] {
                opts.flip = flip;
                let doc = diagram_document(&scene, &opts).unwrap();
                let text = svg(&doc);
                png_out::parse_svg(&text).unwrap_or_else(|e| panic!("{path} ply {ply}: {e}"));
                if ply > 0 {
                    let heading = scene.caption.heading.as_deref().unwrap();
                    assert!(heading.contains(&replay.steps[ply - 1].text), "{heading}");
                    assert!(text.contains(heading), "{path} ply {ply}: no caption");
                }
                let (_, shapes) = board_group(&doc);
                let place = Place::of(&doc, &opts);
                for s in shapes {
                    if let Shape::Tagged { tag, shapes } = s
                        && (tag == "lastmove" || tag.starts_with("arrow"))
                    {
                        assert_clear(shapes, &scene, &place, &format!("{path} ply {ply} {tag}"));
                    }
                }
            }
        }
    }
}

#[test]
fn the_arrow_passes_every_landing_and_stops_at_the_moved_piece_and_captures_are_ghosts() {
    // Ply 7 of game 1 is e9xg11xi13, capturing f10 and h12.
    let (scene, rules) = scene_at(GAME1, 7);
    let m = scene.last_move.as_ref().unwrap();
    assert_eq!(m.path, [sq("e9"), sq("g11"), sq("i13")]);
    let mut caught: Vec<Square> = m.captured.iter().map(|(s, _)| *s).collect();
    caught.sort();
    assert_eq!(caught, [sq("f10"), sq("h12")]);
    assert_eq!(scene.caption.heading.as_deref(), Some("4. e9xg11xi13 !!"));

    let opts = options(&rules);
    let doc = diagram_document(&scene, &opts).unwrap();
    let (_, shapes) = board_group(&doc);
    let place = Place::of(&doc, &opts);
    let q = place.q();
    let c = |name: &str| place.centre(sq(name));
    let (arrow_at, arrow) = tagged(shapes, "lastmove");
    // In orange against the Suffragettes' green and purple, over a white
    // halo: the record's green arrow along the move is not drawn.
    let shafts = parts(arrow, ORANGE);
    assert!(!shafts.is_empty() && parts(arrow, Colour::rgb(0, 0x80, 0)).is_empty());
    assert_eq!(parts(arrow, Colour::WHITE).len(), shafts.len());
    assert!(
        near(shafts[0][0], c("e9")),
        "starts on e9: {:?}",
        shafts[0][0]
    );
    assert!(
        shafts.iter().flatten().any(|p| near(*p, c("g11"))),
        "passes g11"
    );
    let h = heads(arrow, ORANGE);
    assert_eq!(h.len(), 1);
    let r = diameter(Piece::from_letter('S').unwrap(), q) / 2.0;
    let tip = dist(h[0][0], c("i13"));
    assert!(
        tip >= r && tip < r + 0.25 * q,
        "head tip {tip} from i13 (radius {r})"
    );
    // Two ghosts crossed out in red on f10 and h12, drawn after every
    // piece and under the arrow.
    let (ghosts_at, ghosts) = tagged(shapes, "captures");
    let mut circles: Vec<(f64, f64)> = ghosts
        .iter()
        .filter_map(|s| match s {
            Shape::Circle(x, y, ..) => Some((*x, *y)),
            _ => None,
        })
        .collect();
    circles.sort_by(|a, b| a.partial_cmp(b).unwrap());
    assert_eq!(circles.len(), 2);
    assert!(
        near(circles[0], c("f10")) && near(circles[1], c("h12")),
        "{circles:?}"
    );
    let red = ghosts
        .iter()
        .filter(|s| matches!(s, Shape::Line(_, _, st) if st.colour == CROSS))
        .count();
    assert_eq!(red, 4, "two strokes a cross");
    let letters: Vec<&str> = ghosts
        .iter()
        .filter_map(|s| match s {
            Shape::Text(t) => Some(t.content.as_str()),
            _ => None,
        })
        .collect();
    assert_eq!(letters, ["P", "P"]);
    let last_piece = shapes
        .iter()
        .rposition(|s| matches!(s, Shape::Circle(x, y, ..) if near((*x, *y), c("i13"))))
        .unwrap();
    assert!(last_piece < ghosts_at && ghosts_at < arrow_at);
    assert!(svg(&doc).contains("Last move through e9, g11, i13; captured on f10, h12"));
}

#[test]
fn the_frame_says_who_moves_and_what_prison_and_hospital_hold_and_captives_stand_there() {
    let (scene, rules) = scene_at(GAME1, 7);
    let t = texts(&diagram_document(&scene, &options(&rules)).unwrap());
    assert!(t.contains(&"Police to move".to_string()), "{t:?}");
    assert!(
        t.contains(&"Prison: none · Hospital: 2\u{a0}P".to_string()),
        "{t:?}"
    );
    let mut opts = options(&rules);
    opts.lang = Lang::De;
    let t = texts(&diagram_document(&scene, &opts).unwrap());
    assert!(t.contains(&"Die Polizei ist am Zug".to_string()), "{t:?}");
    assert!(
        t.contains(&"Gefängnis: leer · Krankenhaus: 2\u{a0}P".to_string()),
        "{t:?}"
    );
    // Game 3 after ply 10: 4 Leaders and 9 Suffragettes in Prison.
    let (scene, rules) = scene_at(GAME3, 10);
    assert_eq!(
        (scene.position.prison().large, scene.position.prison().small),
        (4, 9)
    );
    let opts = options(&rules);
    let doc = diagram_document(&scene, &opts).unwrap();
    let place = Place::of(&doc, &opts);
    let (_, shapes) = board_group(&doc);
    let (_, captives) = tagged(shapes, "captives");
    let on = |s: &str| {
        captives.iter().any(
            |x| matches!(x, Shape::Circle(cx, cy, ..) if near((*cx, *cy), place.centre(sq(s)))),
        )
    };
    assert!(
        on("a17") && on("a14") && on("a5") && !on("a4"),
        "13 in Prison from a17 down"
    );
    let letters = |l: &str| {
        captives
            .iter()
            .filter(|x| matches!(x, Shape::Text(t) if t.content == l))
            .count()
    };
    assert_eq!((letters("L"), letters("S")), (4, 9));
    assert!(
        texts(&doc)
            .iter()
            .any(|x| x.starts_with("Prison: 4\u{a0}L + 9\u{a0}S"))
    );
    // A crop without the Prison shows the tally only.
    let mut crop = options(&rules);
    crop.region = "e4:m14".parse().unwrap();
    let doc = diagram_document(&scene, &crop).unwrap();
    let (_, shapes) = board_group(&doc);
    assert!(
        !shapes
            .iter()
            .any(|s| matches!(s, Shape::Tagged { tag, .. } if tag == "captives"))
    );
    assert!(
        texts(&doc)
            .iter()
            .any(|x| x.starts_with("Prison: 4\u{a0}L + 9\u{a0}S"))
    );
}

#[test]
fn coordinates_are_on_by_default() {
    let rules = Rules::load("english").unwrap();
    let scene = Scene::of_position(rules.start());
    let mut opts = options(&rules);
    assert!(opts.coordinates);
    let t = texts(&diagram_document(&scene, &opts).unwrap());
    for name in ["a", "q", "1", "17"] {
        assert!(t.iter().any(|x| x == name), "{name} missing from {t:?}");
    }
    opts.coordinates = false;
    let t = texts(&diagram_document(&scene, &opts).unwrap());
    assert!(!t.iter().any(|x| x == "q" || x == "17"), "{t:?}");
}

#[test]
fn names_are_left_out_where_covered_or_cut() {
    let rules = Rules::load("english").unwrap();
    let scene = Scene::of_position(rules.start());
    let mut opts = options(&rules);
    let t = texts(&diagram_document(&scene, &opts).unwrap());
    for name in ["House of", "Commons", "Albert Hall", "THE ARENA", "PRISON"] {
        assert!(t.iter().any(|x| x == name), "{name}");
    }
    // Rank 4 shows only half of Albert Hall: its name is not cut, it is left out.
    opts.region = "c1:o4".parse().unwrap();
    let t = texts(&diagram_document(&scene, &opts).unwrap());
    assert!(!t.iter().any(|x| x.contains("Albert")), "{t:?}");
    // A Suffragette inside the House of Commons hides its name.
    let (scene, rules) = scene_at(GAME1, 7);
    let t = texts(&diagram_document(&scene, &options(&rules)).unwrap());
    assert!(
        !t.iter().any(|x| x == "House of" || x == "Commons"),
        "{t:?}"
    );
}

#[test]
fn every_word_is_in_the_chosen_language_captions_included() {
    let (record, rules, replay) = game(GAME1);
    let english = [
        "to move",
        "Prison",
        "Hospital",
        "step",
        "hop",
        "arrest",
        "Start",
        "none",
        "Two arrests",
        "THE ARENA",
        "Opening",
    ];
    for lang in [Lang::De, Lang::Fr] {
        let mut opts = options(&rules);
        opts.lang = lang;
        opts.caption = true;
        for ply in [0, 6, 7] {
            let mut scene = Scene::of_record(&record, &replay, &rules, ply).unwrap();
            if ply == 6 {
                scene.show_legal(&rules, sq("e9")).unwrap();
            }
            let doc = diagram_document(&scene, &opts).unwrap();
            for t in texts(&doc) {
                // "Prison" is the French text's word as well.
                for w in english
                    .iter()
                    .filter(|w| lang != Lang::Fr || **w != "Prison")
                {
                    assert!(!t.contains(w), "{lang} ply {ply}: `{t}` has `{w}`");
                }
            }
            assert!(!doc.title.contains("diagram ("), "{}", doc.title);
        }
    }
    let mut opts = options(&rules);
    opts.lang = Lang::De;
    opts.caption = true;
    let start = Scene::of_record(&record, &replay, &rules, 0).unwrap();
    let t = texts(&diagram_document(&start, &opts).unwrap());
    assert!(t.contains(&"Grundaufstellung".to_string()), "{t:?}");
}

fn legal_landings(pos: &Position, rules: &Rules, from: Square) -> Vec<(Square, LandingKind)> {
    let mut v: Vec<(Square, LandingKind)> = Vec::new();
    for m in pos.legal_moves(rules) {
        let kind = match m {
            Move::Step { .. } => LandingKind::Step,
            Move::Hop { captured, .. } if captured.is_empty() => LandingKind::Hop,
            Move::Hop { .. } => LandingKind::Capture,
            _ => continue,
        };
        let (f, t) = m.squares().unwrap();
        if f != from {
            continue;
        }
        match v.iter_mut().find(|(s, _)| *s == t) {
            Some(e) if kind > e.1 => e.1 = kind,
            Some(_) => {}
            None => v.push((t, kind)),
        }
    }
    v.sort();
    v
}

#[test]
fn legal_marks_the_engines_landings_each_by_its_kind_with_a_key() {
    let rules = Rules::load("english").unwrap();
    let (_, _, replay) = game(GAME1);
    let cases = [
        (rules.start(), "g4"),
        (rules.start(), "i6"),
        (replay.position(6).unwrap().clone(), "e9"),
        (replay.position(7).unwrap().clone(), "k11"),
        (
            suffragetto_core::notation::parse_position(
                "17/17/17/17/17/17/17/17/7S9/7LP8/6P10/17/17/17/17/17/17 S 4+15 5+14 - 0",
                &rules,
            )
            .unwrap(),
            "h8",
        ),
    ];
    let mut kinds_seen = std::collections::BTreeSet::new();
    for (pos, from) in cases {
        let mut scene = Scene::of_position(pos.clone());
        scene.show_legal(&rules, sq(from)).unwrap();
        let want = legal_landings(&pos, &rules, sq(from));
        assert!(!want.is_empty(), "{from}");
        let got: Vec<(Square, LandingKind)> =
            scene.legal.iter().map(|l| (l.square, l.kind)).collect();
        assert_eq!(got, want, "{from}");
        let opts = options(&rules);
        let doc = diagram_document(&scene, &opts).unwrap();
        let place = Place::of(&doc, &opts);
        let (_, shapes) = board_group(&doc);
        let (_, marks) = tagged(shapes, "legal");
        for (square, kind) in &want {
            kinds_seen.insert(*kind);
            let c = place.centre(*square);
            let filled = marks.iter().any(|s| matches!(s, Shape::Circle(x, y, _, st) if near((*x, *y), c) && st.fill.is_some()));
            let rings = marks.iter().filter(|s| matches!(s, Shape::Circle(x, y, _, st) if near((*x, *y), c) && st.fill.is_none())).count();
            let crossed = marks.iter().any(|s| matches!(s, Shape::Line(a, b, _) if near(((a.0 + b.0) / 2.0, (a.1 + b.1) / 2.0), c)));
            let got = match (filled, rings, crossed) {
                (true, 0, false) => LandingKind::Step,
                (false, 2, false) => LandingKind::Hop,
                (false, 2, true) => LandingKind::Capture,
                other => panic!("{from} -> {square}: marks {other:?}"),
            };
            assert_eq!(got, *kind, "{from} -> {square}");
        }
        let t = texts(&doc);
        for (kind, word) in [
            (LandingKind::Step, "step"),
            (LandingKind::Hop, "hop"),
            (LandingKind::Capture, "hop that disables"),
        ] {
            let used = want.iter().any(|(_, k)| *k == kind);
            assert_eq!(t.iter().any(|x| x == word), used, "{from}: key `{word}`");
        }
    }
    assert_eq!(kinds_seen.len(), 3, "steps, hops and captures all drawn");
}

#[test]
fn legal_needs_a_piece_of_the_side_to_move() {
    let rules = Rules::load("english").unwrap();
    let mut scene = Scene::of_position(rules.start());
    let e = scene.show_legal(&rules, sq("i9")).unwrap_err();
    assert!(matches!(e, DiagramError::NoPieceToMove { .. }));
    assert!(e.to_string().contains("no piece on i9"), "{e}");
    let e = scene.show_legal(&rules, sq("k12")).unwrap_err().to_string();
    assert!(
        e.contains("k12") && e.contains("Suffragettes are to move"),
        "{e}"
    );
}

#[test]
fn a_region_crops_the_picture_through_the_same_squares() {
    let rules = Rules::load("english").unwrap();
    let scene = Scene::of_position(rules.start());
    let mut opts = options(&rules);
    let full = diagram_document(&scene, &opts).unwrap();
    assert!((full.pages[0].width - 120.0).abs() < 1e-9);
    let g = grid(&full);
    let q_full = g.w / 17.0;
    assert!((g.w - g.h).abs() < 1e-9 && (q_full - 120.0 / (17.0 + 0.7 + 0.16)).abs() < 1e-9);
    opts.region = "o9:c3".parse().unwrap();
    let crop = diagram_document(&scene, &opts).unwrap();
    let g = grid(&crop);
    let q = g.w / 13.0;
    assert!((g.h - 7.0 * q).abs() < 1e-9, "13 x 7 squares");
    assert!(q > q_full * 1.25, "a close-up has larger squares");
    let (clip, _) = board_group(&crop);
    assert_eq!(clip, g);
    // The pieces stand where the region puts their squares.
    let place = Place::of(&crop, &opts);
    let (_, shapes) = board_group(&crop);
    for s in ["c6", "i6", "o6", "g4"] {
        let c = place.centre(sq(s));
        assert!(
            shapes
                .iter()
                .any(|x| matches!(x, Shape::Circle(cx, cy, ..) if near((*cx, *cy), c))),
            "{s}"
        );
    }
    let p = &crop.pages[0];
    let h = format!("{:.3}", p.height);
    let h = h.trim_end_matches('0').trim_end_matches('.');
    assert!(
        svg(&crop).contains(&format!("viewBox=\"0 0 120 {h}\"")),
        "{h}"
    );
    // A tall, narrow region keeps the height of its squares instead.
    opts.region = Region::new(sq("e1"), sq("f17"));
    let tall = diagram_document(&scene, &opts).unwrap();
    let g = grid(&tall);
    assert!(g.h > 100.0 && g.w < 15.0, "{g:?}");
}

#[test]
fn flipping_turns_the_board_but_not_the_words() {
    let (scene, rules) = scene_at(GAME1, 7);
    let mut opts = options(&rules);
    let plain = diagram_document(&scene, &opts).unwrap();
    opts.flip = true;
    let flipped = diagram_document(&scene, &opts).unwrap();
    let place = Place::of(&flipped, &opts);
    let (_, shapes) = board_group(&flipped);
    let (_, arrow) = tagged(shapes, "lastmove");
    let start = parts(arrow, ORANGE)[0][0];
    assert!(near(start, place.centre(sq("e9"))), "{start:?}");
    let tip = heads(arrow, ORANGE)[0][0];
    // From the Police side the chain runs down and to the left.
    assert!(tip.0 < start.0 && tip.1 > start.1);
    // The ground turns with the pieces: a1 (Prison) is at the top right.
    let a1 = place.centre(sq("a1"));
    let g = grid(&flipped);
    assert!(a1.0 > g.right() - place.q() && a1.1 < g.y + place.q());
    // Every word keeps its reading direction.
    let rotations = |doc: &Document| {
        let mut v: Vec<String> = Vec::new();
        fn walk(shapes: &[Shape], v: &mut Vec<String>) {
            for s in shapes {
                match s {
                    Shape::Text(t) => v.push(format!("{} {}", t.content, t.rotate)),
                    Shape::Group { shapes, .. } | Shape::Tagged { shapes, .. } => walk(shapes, v),
                    _ => {}
                }
            }
        }
        walk(&doc.pages[0].shapes, &mut v);
        v.sort();
        v
    };
    assert_eq!(rotations(&plain), rotations(&flipped));
    assert!(rotations(&flipped).iter().all(|r| !r.ends_with(" 180")));
    png_out::parse_svg(&svg(&flipped)).unwrap();
}

#[test]
fn unknown_colours_and_plies_beyond_the_end_are_errors() {
    let rules = Rules::load("english").unwrap();
    let record =
        Record::parse("[Variant \"english\"]\n\n1. e6-e7 {Look. [%mark e7 mauve]} k12-k11\n")
            .unwrap();
    let replay = record.replay(&rules, "-").unwrap();
    let e = Scene::of_record(&record, &replay, &rules, 1)
        .unwrap_err()
        .to_string();
    assert!(e.contains("`mauve`") && e.contains("after ply 1"), "{e}");
    assert!(Scene::of_record(&record, &replay, &rules, 2).is_ok());
    let e = Scene::of_record(&record, &replay, &rules, 3).unwrap_err();
    assert!(matches!(
        e,
        DiagramError::PlyOutOfRange { ply: 3, plies: 2 }
    ));
    assert!(e.to_string().contains("it has 2 plies"), "{e}");
}

#[test]
fn diagrams_are_byte_identical_across_runs() {
    let (scene, rules) = scene_at(GAME1, 7);
    let mut opts = options(&rules);
    opts.caption = true;
    opts.region = "c3:o14".parse().unwrap();
    for format in [Format::Svg, Format::Pdf, Format::Png] {
        let a = encode_diagram(&diagram_document(&scene, &opts).unwrap(), format, 150.0).unwrap();
        let b = encode_diagram(&diagram_document(&scene, &opts).unwrap(), format, 150.0).unwrap();
        assert!(a == b, "{} differs between runs", format.name());
    }
}

#[test]
fn png_and_pdf_render() {
    let (scene, rules) = scene_at(GAME2, 3);
    let mut opts = options(&rules);
    opts.caption = true;
    let doc = diagram_document(&scene, &opts).unwrap();
    let png = encode_diagram(&doc, Format::Png, 200.0).unwrap();
    assert_eq!(&png[..8], b"\x89PNG\r\n\x1a\n");
    let width = u32::from_be_bytes(png[16..20].try_into().unwrap());
    assert_eq!(width, png_out::pixels(doc.pages[0].width, 200.0));
    let pdf = encode_diagram(&doc, Format::Pdf, 200.0).unwrap();
    let parsed = lopdf::Document::load_mem(&pdf).unwrap();
    assert_eq!(parsed.get_pages().len(), 1);
    assert!(encode_diagram(&doc, Format::Png, 5.0).is_err());
    let dir = temp_dir("pdf");
    let path = dir.join("d.pdf");
    std::fs::write(&path, &pdf).unwrap();
    let n = pdftoppm(&path, &dir.join("d"), 30, (1, 1), "diagram PDF renders");
    assert!(n <= 1);
    qpdf_check(&path, "diagram PDF passes qpdf");
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_five_hop_chain_passes_every_landing() {
    // Ply 10 of game 3: e12xg10-g12-i12-i10xk8xk6, captures on f11, j9, k7.
    let (scene, rules) = scene_at(GAME3, 10);
    let m = scene.last_move.as_ref().unwrap();
    let landings = ["e12", "g10", "g12", "i12", "i10", "k8", "k6"].map(sq);
    assert_eq!(m.path, landings);
    let opts = options(&rules);
    let doc = diagram_document(&scene, &opts).unwrap();
    let place = Place::of(&doc, &opts);
    let (_, shapes) = board_group(&doc);
    let (_, arrow) = tagged(shapes, "lastmove");
    let points: Vec<(f64, f64)> = parts(arrow, ORANGE).into_iter().flatten().collect();
    for l in &landings[..6] {
        assert!(
            points.iter().any(|p| near(*p, place.centre(*l))),
            "passes {l}"
        );
    }
    assert_clear(arrow, &scene, &place, "five hops");
    let crosses = tagged(shapes, "captures")
        .1
        .iter()
        .filter(|s| matches!(s, Shape::Line(_, _, st) if st.colour == CROSS))
        .count();
    assert_eq!(crosses, 6, "three crosses");
}

// ---- The command line -----------------------------------------------------

fn run(args: &[&str]) -> Output {
    crate::common::run(args)
}

fn temp_dir(name: &str) -> PathBuf {
    let dir =
        std::env::temp_dir().join(format!("suffragetto-diagram-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

#[test]
fn cli_draws_one_ply_or_all_of_them() {
    let dir = temp_dir("cli");
    let one = dir.join("p7.svg");
    let out = run(&[
        "diagram",
        "--game",
        GAME1,
        "--ply",
        "7",
        "--coordinates",
        "-o",
        one.to_str().unwrap(),
    ]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let text = std::fs::read_to_string(&one).unwrap();
    assert!(text.contains("4. e9xg11xi13 !!"), "caption on by default");
    let bare = dir.join("bare.png");
    let out = run(&[
        "diagram",
        "--position",
        "start",
        "--legal",
        "g4",
        "--flip",
        "--theme",
        "mono",
        "--lang",
        "de",
        "--region",
        "c1:o9",
        "-o",
        bare.to_str().unwrap(),
    ]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(std::fs::read(&bare).unwrap().starts_with(b"\x89PNG"));
    let all = dir.join("all");
    let args = [
        "diagram",
        "--game",
        GAME2,
        "--all",
        "--format",
        "pdf",
        "-o",
        all.to_str().unwrap(),
    ];
    assert!(run(&args).status.success());
    let first: Vec<Vec<u8>> = files_in(&all)
        .iter()
        .map(|n| std::fs::read(all.join(n)).unwrap())
        .collect();
    let (_, _, replay) = game(GAME2);
    let want: Vec<String> = (0..=replay.steps.len())
        .map(|p| format!("ply-{p:03}.pdf"))
        .collect();
    assert_eq!(files_in(&all), want);
    assert!(run(&args).status.success());
    let second: Vec<Vec<u8>> = files_in(&all)
        .iter()
        .map(|n| std::fs::read(all.join(n)).unwrap())
        .collect();
    assert!(first == second, "--all output differs between runs");
    // --ply last is the final position.
    let last = dir.join("last.svg");
    let end = dir.join("end.svg");
    let n = replay.steps.len().to_string();
    for (ply, path) in [("last", &last), (n.as_str(), &end)] {
        let args = [
            "diagram",
            "--game",
            GAME2,
            "--ply",
            ply,
            "-o",
            path.to_str().unwrap(),
        ];
        assert!(run(&args).status.success());
    }
    assert_eq!(std::fs::read(&last).unwrap(), std::fs::read(&end).unwrap());
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn cli_errors_are_clear_and_leave_no_file() {
    let dir = temp_dir("errors");
    let out = dir.join("x.svg");
    let out = out.to_str().unwrap();
    let bad = dir.join("bad.sgn");
    std::fs::write(&bad, "[Variant \"english\"]\n\n1. e6-e7 k12-k10\n").unwrap();
    let bad = bad.to_str().unwrap();
    let missing = dir.join("missing.sgn");
    let missing = missing.to_str().unwrap();
    let cases: Vec<(Vec<&str>, &str)> = vec![
        (vec!["--game", GAME1, "--ply", "99"], "21 plies"),
        (vec!["--game", GAME1, "--ply", "seven"], "not a ply"),
        (vec!["--legal", "z9"], "`z9` is not a square"),
        (vec!["--legal", "i9"], "no piece on i9"),
        (vec!["--legal", "k12"], "Suffragettes are to move"),
        (vec!["--region", "c3:o99"], "`o99` is not a square"),
        (vec!["--game", missing], "cannot read"),
        (vec!["--game", bad], ":3:10: ply 2"),
        (vec!["--position", "17/17 S"], "--position"),
        (vec!["--size", "0mm"], "positive"),
        (vec!["--format", "png"], "--format says PNG"),
        (vec!["--format", "gif"], "svg, pdf or png"),
        (vec!["--ply", "3"], "--game"),
    ];
    for (extra, needle) in &cases {
        let mut args = vec!["diagram", "-o", out];
        args.extend(extra);
        let o = run(&args);
        assert!(!o.status.success(), "{args:?} should fail");
        let err = String::from_utf8_lossy(&o.stderr);
        assert!(
            err.contains(needle),
            "{args:?}: `{err}` should mention `{needle}`"
        );
    }
    let o = run(&["diagram", "-o", dir.join("x.gif").to_str().unwrap()]);
    assert!(String::from_utf8_lossy(&o.stderr).contains(".svg, .pdf or .png"));
    assert_eq!(files_in(&dir), ["bad.sgn"], "left behind");
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn all_plies_go_into_a_directory_not_a_file_name() {
    let out = crate::common::command()
        .args([
            "diagram",
            "--game",
            concat!(
                env!("CARGO_MANIFEST_DIR"),
                "/book/games/02-into-the-house.sgn"
            ),
            "--all",
            "-o",
        ])
        .arg(std::env::temp_dir().join(format!("suffragetto-all-{}.png", std::process::id())))
        .output()
        .unwrap();
    assert!(!out.status.success());
    assert!(String::from_utf8_lossy(&out.stderr).contains("names a directory"));
    assert!(
        !std::env::temp_dir()
            .join(format!("suffragetto-all-{}.png", std::process::id()))
            .exists()
    );
}

#[test]
fn cli_says_when_a_language_leaves_the_comments_out() {
    let dir = temp_dir("lang");
    let path = dir.join("de.svg");
    let out = run(&[
        "diagram",
        "--game",
        GAME1,
        "--ply",
        "7",
        "--lang",
        "de",
        "--no-coordinates",
        "-o",
        path.to_str().unwrap(),
    ]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("are in `en`") && err.contains("in `de` leave them out"),
        "{err}"
    );
    let svg = std::fs::read_to_string(&path).unwrap();
    assert!(svg.contains("4. e9xg11xi13 !!") && !svg.contains("Two arrests"));
    assert!(!svg.contains(">q</text>"), "no coordinates");
    std::fs::remove_dir_all(&dir).unwrap();
}
