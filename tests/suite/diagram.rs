//! Teaching diagrams: every ply of the teaching games draws and parses, the
//! last move's arrow runs through every landing, captures are crossed out,
//! legal landings match the engine, crops, flips, byte-identical output,
//! PNG and PDF, and clear errors from the command line.

use crate::common::files_in;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};
use suffragetto::engine::{Position, Rules};
use suffragetto::geometry::{SIZE, Square};
use suffragetto::record::{Record, Replay};
use suffragetto::render::diagram::{
    DiagramError, DiagramOptions, Region, Scene, diagram_document, encode_diagram,
};
use suffragetto::render::model::{Colour, Rect, Shape, Transform};
use suffragetto::render::{Document, Format, GRID_TAG, encode, png_out};

const GAMES: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/book/games");
const GAME1: &str = concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/book/games/01-opening-skirmish.sgn"
);
const GAME2: &str = concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/book/games/02-into-the-house.sgn"
);
/// The colour of capture crosses and of legal-landing dots (colour theme).
const CROSS: Colour = Colour::rgb(0xd5, 0x00, 0x00);
const DOT: Colour = Colour::rgb(0x26, 0x32, 0x38);

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

/// The board group of a diagram: its transform, clip and shapes.
fn board_group(doc: &Document) -> (Transform, Rect, &[Shape]) {
    doc.pages[0]
        .shapes
        .iter()
        .find_map(|s| match s {
            Shape::Group {
                transform,
                clip,
                shapes,
            } => Some((*transform, clip.unwrap(), shapes.as_slice())),
            _ => None,
        })
        .expect("a board group")
}

/// Edge of a square, from the tagged grid outline (17 squares).
fn square_edge(shapes: &[Shape]) -> f64 {
    shapes
        .iter()
        .find_map(|s| match s {
            Shape::Tagged { tag, shapes } if tag == GRID_TAG => match &shapes[0] {
                Shape::Rect(r, _) => Some(r.w / SIZE as f64),
                _ => None,
            },
            _ => None,
        })
        .expect("the grid outline")
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

/// The straight segments of an arrow in `colour`.
fn segments(shapes: &[Shape], colour: Colour) -> Vec<((f64, f64), (f64, f64))> {
    shapes
        .iter()
        .filter_map(|s| match s {
            Shape::Line(a, b, st) if st.colour == colour => Some((*a, *b)),
            _ => None,
        })
        .collect()
}

/// Centre of a square in the board group's coordinates.
fn centre(sq: Square, q: f64, flip: bool) -> (f64, f64) {
    let (col, row) = if flip {
        (SIZE - 1 - sq.file(), sq.rank())
    } else {
        (sq.file(), SIZE - 1 - sq.rank())
    };
    ((col as f64 + 0.5) * q, (row as f64 + 0.5) * q)
}

fn near(a: (f64, f64), b: (f64, f64)) -> bool {
    (a.0 - b.0).abs() < 1e-6 && (a.1 - b.1).abs() < 1e-6
}

/// Distance of `p` from the segment `a`-`b`.
fn off_segment(p: (f64, f64), a: (f64, f64), b: (f64, f64)) -> f64 {
    let (dx, dy) = (b.0 - a.0, b.1 - a.1);
    let t = (((p.0 - a.0) * dx + (p.1 - a.1) * dy) / (dx * dx + dy * dy)).clamp(0.0, 1.0);
    (p.0 - a.0 - t * dx).hypot(p.1 - a.1 - t * dy)
}

fn svg(doc: &Document) -> String {
    String::from_utf8(encode(doc, Format::Svg).unwrap()).unwrap()
}

fn options(rules: &Rules) -> DiagramOptions {
    DiagramOptions::new(rules).unwrap()
}

#[test]
fn every_ply_of_the_teaching_games_draws_and_parses() {
    for path in games() {
        let path = path.to_str().unwrap();
        let (record, rules, replay) = game(path);
        let mut opts = options(&rules);
        opts.caption = true;
        opts.coordinates = true;
        for ply in 0..=replay.steps.len() {
            let scene = Scene::of_record(&record, &replay, &rules, ply).unwrap();
            assert_eq!(
                scene.position.ply() as usize,
                replay.position(ply).unwrap().ply() as usize
            );
            let moved = ply > 0 && replay.steps[ply - 1].mv.squares().is_some();
            assert_eq!(scene.last_move.is_some(), moved, "{path} ply {ply}");
            let doc = diagram_document(&scene, &opts).unwrap();
            let text = svg(&doc);
            png_out::parse_svg(&text).unwrap_or_else(|e| panic!("{path} ply {ply}: {e}"));
            if ply > 0 {
                let heading = scene.caption.heading.as_deref().unwrap();
                assert!(heading.contains(&replay.steps[ply - 1].text), "{heading}");
                assert!(text.contains(heading), "{path} ply {ply}: no caption");
            }
        }
    }
}

#[test]
fn the_arrow_runs_through_every_landing_and_captures_are_crossed_out() {
    // Ply 7 of game 1 is e9xg11xi13, capturing f10 and h12.
    let (scene, rules) = scene_at(GAME1, 7);
    let m = scene.last_move.as_ref().unwrap();
    assert_eq!(m.path, [sq("e9"), sq("g11"), sq("i13")]);
    let mut caught: Vec<Square> = m.captured.iter().map(|(s, _)| *s).collect();
    caught.sort();
    assert_eq!(caught, [sq("f10"), sq("h12")]);
    assert_eq!(scene.caption.heading.as_deref(), Some("4. e9xg11xi13 !!"));
    for (s, _) in &m.captured {
        assert!(scene.position.piece_at(*s).is_none(), "{s} is still there");
    }

    let doc = diagram_document(&scene, &options(&rules)).unwrap();
    let (_, _, shapes) = board_group(&doc);
    let q = square_edge(shapes);
    let c = |name: &str| centre(sq(name), q, false);
    // The shaft (and its halo) runs from e9 through g11 towards i13, in the
    // green of the record's own arrows, over a white halo.
    let (arrow_at, arrow) = tagged(shapes, "lastmove");
    for colour in [Colour::rgb(0, 0x80, 0), Colour::WHITE] {
        let segs = segments(arrow, colour);
        assert_eq!(segs.len(), 2, "{colour:?}");
        assert!(near(segs[0].0, c("e9")) && near(segs[0].1, c("g11")));
        assert!(near(segs[1].0, c("g11")));
        assert!(off_segment(segs[1].1, c("g11"), c("i13")) < 1e-6);
    }
    // The head points into i13.
    let tips: Vec<(f64, f64)> = arrow
        .iter()
        .filter_map(|s| match s {
            Shape::Path {
                points,
                closed: true,
                ..
            } if points.len() == 3 => Some(points[0]),
            _ => None,
        })
        .collect();
    assert_eq!(tips.len(), 2);
    for tip in tips {
        let (dx, dy) = (tip.0 - c("i13").0, tip.1 - c("i13").1);
        assert!(dx.hypot(dy) < 0.5 * q, "tip {tip:?} outside i13");
    }
    // Two crosses of two strokes each, over f10 and h12, drawn after every
    // piece and under the arrow.
    let (crosses_at, crosses) = tagged(shapes, "captures");
    let mids: Vec<(f64, f64)> = segments(crosses, CROSS)
        .iter()
        .map(|(a, b)| ((a.0 + b.0) / 2.0, (a.1 + b.1) / 2.0))
        .collect();
    assert_eq!(mids.len(), 4);
    for mid in &mids {
        assert!(near(*mid, c("f10")) || near(*mid, c("h12")), "{mid:?}");
    }
    let last_piece = shapes
        .iter()
        .rposition(|s| matches!(s, Shape::Circle(x, y, ..) if near((*x, *y), c("i13"))))
        .unwrap();
    assert!(last_piece < crosses_at && crosses_at < arrow_at);
    let svg = svg(&doc);
    assert_eq!(svg.matches("stroke=\"#d50000\"").count(), 4);
    assert!(svg.contains("Last move through e9, g11, i13; captured on f10, h12"));
}

#[test]
fn a_chain_into_the_house_of_commons_is_drawn_to_its_end() {
    // Ply 3 of game 2: f11xh13-j13, one capture on g12.
    let (scene, rules) = scene_at(GAME2, 3);
    let m = scene.last_move.as_ref().unwrap();
    assert_eq!(m.path, [sq("f11"), sq("h13"), sq("j13")]);
    assert_eq!(m.captured.len(), 1);
    assert_eq!(m.captured[0].0, sq("g12"));
    let doc = diagram_document(&scene, &options(&rules)).unwrap();
    let (_, _, shapes) = board_group(&doc);
    let q = square_edge(shapes);
    let c = |name: &str| centre(sq(name), q, false);
    // The record's green arrows follow the move, so the move is drawn green, once.
    let segs = segments(tagged(shapes, "lastmove").1, Colour::rgb(0, 0x80, 0));
    assert_eq!(segs.len(), 2);
    assert!(near(segs[0].0, c("f11")) && near(segs[0].1, c("h13")));
    assert!(off_segment(segs[1].1, c("h13"), c("j13")) < 1e-6);
    let svg = svg(&doc);
    assert!(!svg.contains("id=\"arrow1\""));
    assert_eq!(svg.matches("stroke=\"#d50000\"").count(), 2);
}

fn legal_landings(pos: &Position, rules: &Rules, from: Square) -> Vec<Square> {
    let mut v: Vec<Square> = pos
        .legal_moves(rules)
        .iter()
        .filter_map(|m| m.squares())
        .filter(|(f, _)| *f == from)
        .map(|(_, t)| t)
        .collect();
    v.sort();
    v.dedup();
    v
}

#[test]
fn legal_marks_exactly_the_engines_landings() {
    let rules = Rules::load("english").unwrap();
    let (record, _, replay) = game(GAME1);
    let cases = [
        (rules.start(), "g4"),
        (rules.start(), "i6"),
        (replay.position(6).unwrap().clone(), "e9"),
        (replay.position(7).unwrap().clone(), "k11"),
    ];
    let mut seen_capture = false;
    for (pos, from) in cases {
        let mut scene = Scene::of_position(pos.clone());
        scene.show_legal(&rules, sq(from)).unwrap();
        let want = legal_landings(&pos, &rules, sq(from));
        assert!(!want.is_empty(), "{from}");
        let got: Vec<Square> = scene.legal.iter().map(|l| l.square).collect();
        assert_eq!(got, want, "{from}");
        seen_capture |= scene.legal.iter().any(|l| l.captures);
        let doc = diagram_document(&scene, &options(&rules)).unwrap();
        let (_, _, shapes) = board_group(&doc);
        let q = square_edge(shapes);
        let mut dots: Vec<(f64, f64)> = tagged(shapes, "legal")
            .1
            .iter()
            .filter_map(|s| match s {
                Shape::Circle(x, y, _, st) if st.fill == Some(DOT) => Some((*x, *y)),
                _ => None,
            })
            .collect();
        assert_eq!(dots.len(), want.len(), "{from}");
        for w in &want {
            let c = centre(*w, q, false);
            let i = dots.iter().position(|d| near(*d, c)).expect("a dot");
            dots.remove(i);
        }
    }
    assert!(seen_capture, "e9 at ply 6 can capture");
    drop(record);
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
fn a_region_crops_the_picture() {
    let rules = Rules::load("english").unwrap();
    let scene = Scene::of_position(rules.start());
    let mut opts = options(&rules);
    let full = diagram_document(&scene, &opts).unwrap();
    let p = &full.pages[0];
    assert!((p.width - 120.0).abs() < 1e-9 && (p.height - 120.0).abs() < 1e-9);
    opts.region = "o9:c3".parse().unwrap();
    let crop = diagram_document(&scene, &opts).unwrap();
    let p = &crop.pages[0];
    // The longer side (13 files) keeps the width; 7 ranks make it flatter.
    assert!((p.width - 120.0).abs() < 1e-9);
    assert!(p.height > 120.0 * 7.0 / 13.0 && p.height < 120.0 * 8.0 / 13.0);
    let (_, clip, shapes) = board_group(&crop);
    let q = square_edge(shapes);
    assert!((clip.w - 13.0 * q).abs() < 1e-9 && (clip.h - 7.0 * q).abs() < 1e-9);
    assert!(q > 120.0 / 17.0 * 1.25, "a close-up has larger squares");
    let svg = svg(&crop);
    let h = format!("{:.3}", p.height);
    let h = h.trim_end_matches('0').trim_end_matches('.');
    assert!(svg.contains(&format!("viewBox=\"0 0 120 {h}\"")), "{h}");
    // A tall, narrow region keeps the height instead.
    opts.region = Region::new(sq("e1"), sq("f17"));
    let tall = diagram_document(&scene, &opts).unwrap();
    let p = &tall.pages[0];
    assert!((p.height - 120.0).abs() < 1e-9 && p.width < 20.0);
}

#[test]
fn flipping_turns_the_board_but_not_the_words() {
    let (scene, rules) = scene_at(GAME1, 7);
    let mut opts = options(&rules);
    opts.coordinates = true;
    let plain = diagram_document(&scene, &opts).unwrap();
    opts.flip = true;
    let flipped = diagram_document(&scene, &opts).unwrap();
    let (_, _, shapes) = board_group(&flipped);
    let q = square_edge(shapes);
    let (a, b) = segments(tagged(shapes, "lastmove").1, Colour::rgb(0, 0x80, 0))[0];
    assert!(near(a, centre(sq("e9"), q, true)));
    assert!(near(b, centre(sq("g11"), q, true)));
    // From the Police side the chain runs down and to the left.
    assert!(b.0 < a.0 && b.1 > a.1);
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
    opts.coordinates = true;
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
    if Command::new("pdftoppm").arg("-v").output().is_ok() {
        let out = Command::new("pdftoppm")
            .args(["-r", "30", "-png"])
            .arg(&path)
            .arg(dir.join("d"))
            .output()
            .unwrap();
        assert!(out.status.success() && out.stderr.is_empty());
    }
    if Command::new("qpdf").arg("--version").output().is_ok() {
        let out = Command::new("qpdf")
            .arg("--check")
            .arg(&path)
            .output()
            .unwrap();
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stdout)
        );
    }
    std::fs::remove_dir_all(&dir).unwrap();
}

// ---- The command line -----------------------------------------------------

fn run(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_suffragetto"))
        .args(args)
        .output()
        .expect("binary runs")
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
fn a_five_hop_chain_is_drawn_hop_by_hop() {
    // Ply 10 of game 3: e12xg10-g12-i12-i10xk8xk6, captures on f11, j9, k7.
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/book/games/03-exchange.sgn");
    let (scene, rules) = scene_at(path, 10);
    let m = scene.last_move.as_ref().unwrap();
    let landings = ["e12", "g10", "g12", "i12", "i10", "k8", "k6"].map(sq);
    assert_eq!(m.path, landings);
    let doc = diagram_document(&scene, &options(&rules)).unwrap();
    let (_, _, shapes) = board_group(&doc);
    let q = square_edge(shapes);
    let segs = segments(tagged(shapes, "lastmove").1, Colour::rgb(0, 0, 0xff));
    assert_eq!(segs.len(), 6);
    for (i, (a, b)) in segs.iter().enumerate() {
        assert!(near(*a, centre(landings[i], q, false)), "hop {i}");
        let (from, to) = (
            centre(landings[i], q, false),
            centre(landings[i + 1], q, false),
        );
        assert!(
            off_segment(*b, from, to) < 1e-6 && b.0.is_finite(),
            "hop {i}"
        );
        if i < 5 {
            assert!(near(*b, to), "hop {i} ends on its landing");
        }
    }
    let crosses = segments(tagged(shapes, "captures").1, CROSS);
    assert_eq!(crosses.len(), 6, "three crosses");
}

#[test]
fn all_plies_go_into_a_directory_not_a_file_name() {
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_suffragetto"))
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
