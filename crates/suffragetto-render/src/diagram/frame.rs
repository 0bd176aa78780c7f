//! The diagram's page: a band with the side to move and what the Prison
//! and Hospital hold, the squares with every layer on them, coordinates,
//! the key to the legal landings and the caption.

use super::draw::Drawer;
use super::status::status;
use super::words::{self, described, landing_kinds};
use super::{DiagramOptions, LandingKind, Scene};
use crate::board::{GRID_TAG, ground};
use crate::font;
use crate::labels::zone_labels;
use crate::layout::{centred, wrap};
use crate::model::{Colour, Document, Page, Rect, Shape, Stroke, Style, Text, Transform, Weight};
use crate::palette::palette;
use crate::view::View;
use std::collections::BTreeSet;
use suffragetto_core::geometry::Square;
use suffragetto_core::notation::write_position;
use suffragetto_core::piece::{Piece, Side, Size};

/// Up to this many pieces, a diagram's words name their squares.
const FEW_PIECES: usize = 12;

/// Coordinates' gutter and the border outside the squares, in squares.
const GUTTER: f64 = 0.7;
const BORDER: f64 = 0.08;
/// Dark text.
pub(super) const INK: Colour = Colour::rgb(0x1c, 0x1c, 0x1c);

/// The frame's measures: page width, side margin and font size, mm.
#[derive(Copy, Clone)]
pub(super) struct Measures {
    pub width: f64,
    pub side: f64,
    pub fs: f64,
}

/// The whole diagram, and where its squares lie on the page.
pub(super) fn document(scene: &Scene, opts: &DiagramOptions) -> (Document, View) {
    let region = opts.region;
    let (nf, nr) = (region.files() as f64, region.ranks() as f64);
    let gutter = if opts.coordinates { GUTTER } else { 0.0 };
    let (kw, kh) = (nf + gutter + 2.0 * BORDER, nr + gutter + 2.0 * BORDER);
    let q = opts.size / kw.max(kh);
    let (board_w, board_h) = (kw * q, kh * q);
    let fs = (opts.size * 0.028).clamp(2.4, 5.5);
    let wide = opts.caption || !scene.legal.is_empty();
    let mut width = board_w.max(opts.size.min(60.0));
    if wide {
        width = width.max(opts.size * 0.75);
    }
    let side = (fs * 0.8).max(1.5);
    let mut shapes = vec![Shape::Rect(
        Rect::new(0.0, 0.0, width, 0.0),
        Style::fill(Colour::WHITE),
    )];
    let m = Measures { width, side, fs };
    let top = if opts.status {
        status(scene, opts, m, &mut shapes)
    } else {
        0.0
    };
    let x0 = (width - board_w) / 2.0;
    let view = View {
        q,
        flip: opts.flip,
        region,
        origin: (x0 + (BORDER + gutter) * q, top + BORDER * q),
    };
    shapes.push(Shape::Group {
        transform: Transform::IDENTITY,
        clip: Some(view.area()),
        shapes: layers(scene, opts, &view),
    });
    shapes.push(Shape::Tagged {
        tag: GRID_TAG.to_string(),
        shapes: vec![Shape::Rect(
            view.area(),
            Style::stroke(Stroke::solid(palette(opts.theme).outline, 0.05 * q)),
        )],
    });
    if opts.coordinates {
        coordinates(&view, gutter * q, opts, &mut shapes);
    }
    let mut height = top + board_h;
    if !scene.legal.is_empty() {
        height = key(scene, opts, m, height, &mut shapes);
    }
    if opts.caption {
        height = caption(scene, opts, m, height, &mut shapes);
    }
    if let Shape::Rect(r, _) = &mut shapes[0] {
        r.h = height;
    }
    let d = described(opts.lang);
    let doc = Document {
        title: words::labelled(d.title, &heading(scene, opts), opts.lang),
        description: description(scene, opts),
        pages: vec![Page::new(width, height, shapes)],
    };
    (doc, view)
}

/// The squares and everything on them, in page coordinates.
fn layers(scene: &Scene, opts: &DiagramOptions, view: &View) -> Vec<Shape> {
    let pos = &scene.position;
    let d = Drawer {
        view,
        look: opts.look(),
    };
    let mut out = Vec::new();
    ground(view, opts.theme, &mut out);
    let lit: Vec<Square> = scene
        .last_move
        .iter()
        .flat_map(|m| [m.path[0], m.path[m.path.len() - 1]])
        .collect();
    d.highlights(&lit, &mut out);
    // The chosen piece's tint, a layer of its own (as its landings are) so
    // that a page can show the picture without them.
    let mut chosen = Vec::new();
    d.highlights(&scene.selected.into_iter().collect::<Vec<_>>(), &mut chosen);
    if !chosen.is_empty() {
        out.push(Shape::Tagged {
            tag: super::SELECTED_TAG.to_string(),
            shapes: chosen,
        });
    }
    let mut pieces = Vec::new();
    let captives = d.captives(pos, &mut pieces);
    let ghosts: &[(Square, Piece)] = scene
        .last_move
        .as_ref()
        .map_or(&[], |m| m.captured.as_slice());
    // A name stays clear of everything drawn on its squares.
    let mut covered: BTreeSet<Square> = pos.board().iter().map(|(s, _)| s).collect();
    covered.extend(captives);
    covered.extend(ghosts.iter().map(|(s, _)| *s));
    covered.extend(scene.legal.iter().map(|l| l.square));
    if let Some(m) = &scene.last_move {
        for pair in m.path.windows(2) {
            covered.extend(between(pair[0], pair[1]));
        }
    }
    for o in &scene.overlays {
        match *o {
            super::Overlay::Mark { square, .. } => {
                covered.insert(square);
            }
            super::Overlay::Arrow { from, to, .. } => covered.extend(between(from, to)),
            super::Overlay::Zone { .. } => {}
        }
    }
    zone_labels(
        view,
        opts.lang,
        opts.theme,
        &|s| covered.contains(&s),
        &mut out,
    );
    d.overlays(&scene.overlays, &mut out);
    out.extend(pieces);
    for (sq, piece) in pos.board().iter().filter(|(s, _)| view.shows(*s)) {
        d.piece(sq, piece, &mut out);
    }
    d.captures(ghosts, &mut out);
    d.legal(&scene.legal, &mut out);
    // The side that made the move: its piece where the move ended, or,
    // for a move drawn on the position before it, where it starts.
    let mover = scene
        .last_move
        .as_ref()
        .and_then(|m| {
            pos.piece_at(m.path[m.path.len() - 1])
                .or_else(|| pos.piece_at(m.path[0]))
        })
        .map_or(pos.to_move().opponent(), |p| p.side);
    let discs = d.discs(pos, ghosts);
    d.arrows(
        scene.last_move.as_ref(),
        mover,
        &scene.overlays,
        &discs,
        &mut out,
    );
    out
}

/// The squares a straight line from `a` to `b` passes over, both included.
fn between(a: Square, b: Square) -> Vec<Square> {
    let (fa, ra) = (a.file() as f64, a.rank() as f64);
    let (fb, rb) = (b.file() as f64, b.rank() as f64);
    let n = (fb - fa).abs().max((rb - ra).abs()).max(1.0) as usize * 2;
    (0..=n)
        .filter_map(|i| {
            let t = i as f64 / n as f64;
            let f = (fa + (fb - fa) * t).round() as u8;
            let r = (ra + (rb - ra) * t).round() as u8;
            Square::new(f, r)
        })
        .collect()
}

/// Files under the squares and ranks to their left, upright, in the order
/// the view shows them.
fn coordinates(view: &View, gutter: f64, opts: &DiagramOptions, out: &mut Vec<Shape>) {
    let q = view.q;
    let ink = match opts.theme {
        crate::Theme::Colour => Colour::rgb(0x4a, 0x23, 0x5a),
        crate::Theme::Mono => Colour::BLACK,
    };
    let size = (0.36 * q).min(gutter * 0.62);
    let area = view.area();
    let (first_file, first_rank) = (
        *opts.region.file_range().start(),
        *opts.region.rank_range().start(),
    );
    for file in opts.region.file_range() {
        let x = view
            .centre(Square::new(file, first_rank).expect("on the board"))
            .0;
        let name = ((b'a' + file) as char).to_string();
        out.push(Shape::Text(centred(
            &name,
            (x, area.bottom() + gutter / 2.0),
            size,
            Weight::Bold,
            ink,
            0.0,
        )));
    }
    for rank in opts.region.rank_range() {
        let y = view
            .centre(Square::new(first_file, rank).expect("on the board"))
            .1;
        out.push(Shape::Text(centred(
            &(rank + 1).to_string(),
            (area.x - gutter / 2.0, y),
            size,
            Weight::Bold,
            ink,
            0.0,
        )));
    }
}

/// The key to the landing marks below `top`, the kinds the diagram uses;
/// returns the new bottom.
fn key(scene: &Scene, opts: &DiagramOptions, m: Measures, top: f64, out: &mut Vec<Shape>) -> f64 {
    let Measures { width, side, fs } = m;
    let d = Drawer {
        view: &View::board(1.0, (0.0, 0.0)),
        look: opts.look(),
    };
    let names = landing_kinds(scene.position.to_move(), opts.lang);
    let kinds = [LandingKind::Step, LandingKind::Hop, LandingKind::Capture];
    let cell = fs * 1.6;
    let (mut x, mut y) = (side, top + fs * 1.6);
    for (kind, name) in kinds.into_iter().zip(names) {
        if !scene.legal.iter().any(|l| l.kind == kind) {
            continue;
        }
        let w = cell + fs * 0.4 + font::width(&name, Weight::Regular, fs, 0.0) + fs * 1.4;
        if x > side && x + w > width - side {
            x = side;
            y += fs * 1.8;
        }
        let centre = (x + cell / 2.0, y - fs * font::CAP_HEIGHT / 2.0);
        out.extend(d.landing_mark(kind, centre, cell));
        out.push(Shape::Text(
            Text::new(x + cell + fs * 0.4, y, name, fs).coloured(INK),
        ));
        x += w;
    }
    y + fs * 0.8
}

/// The caption's first line: the move, the record's event, or whose turn.
fn heading(scene: &Scene, opts: &DiagramOptions) -> String {
    let c = &scene.caption;
    match &c.heading {
        Some(h) if !c.heading_is_words || c.lang == opts.lang => h.clone(),
        Some(_) => words::start(opts.lang).to_string(),
        None => match scene.winner {
            Some(w) => words::won(w, opts.lang).to_string(),
            None => words::to_move(scene.position.to_move(), opts.lang).to_string(),
        },
    }
}

/// Sets the caption below `top`; returns the page height.
fn caption(
    scene: &Scene,
    opts: &DiagramOptions,
    m: Measures,
    top: f64,
    out: &mut Vec<Shape>,
) -> f64 {
    let Measures { width, side, fs } = m;
    let wrap_width = width - 2.0 * side;
    let step = fs * 1.32;
    let mut y = top + fs * 0.5;
    for line in wrap(&heading(scene, opts), Weight::Bold, fs, wrap_width) {
        y += step;
        out.push(Shape::Text(
            Text::new(side, y, line, fs).bold().coloured(INK),
        ));
    }
    if !super::drops_comment(scene, opts) {
        for line in wrap(&scene.caption.text, Weight::Regular, fs, wrap_width) {
            y += step;
            out.push(Shape::Text(Text::new(side, y, line, fs).coloured(INK)));
        }
    }
    y + fs * 0.8
}

/// A side's captives in words.
fn captives(side: Side, c: suffragetto_core::engine::Counts, lang: crate::options::Lang) -> String {
    words::pieces_list(side, c.large.into(), c.small.into(), lang)
}

/// What a diagram shows, in sentences of its language: who is to move,
/// the pieces of each side (their squares when there are few, else how
/// many), the Prison and Hospital, the last move and the landings marked.
/// The SVG's `<desc>` and the book's text alternatives say it.
pub fn in_words(scene: &Scene, opts: &DiagramOptions) -> String {
    let (w, lang, pos) = (described(opts.lang), opts.lang, &scene.position);
    let turn = match scene.winner {
        Some(side) => words::won(side, lang),
        None => words::to_move(pos.to_move(), lang),
    };
    let mut s = format!("{turn}. ");
    let few = pos.board().iter().count() <= FEW_PIECES;
    let sides: Vec<String> = Side::BOTH
        .into_iter()
        .map(|side| {
            let on = |size| -> Vec<Square> {
                pos.board()
                    .iter()
                    .filter(|(_, p)| p.side == side && p.size == size)
                    .map(|(sq, _)| sq)
                    .collect()
            };
            let (large, small) = (on(Size::Large), on(Size::Small));
            if few {
                words::pieces_where(side, &large, &small, lang)
            } else {
                words::pieces_on_board(side, large.len(), small.len(), lang)
            }
        })
        .collect();
    s.push_str(&words::labelled(
        w.on_board,
        &sides.join(lang.semicolon()),
        lang,
    ));
    s.push_str(". ");
    s.push_str(&format!(
        "{}{}{}. ",
        words::labelled(
            &words::captivity(Side::Suffragettes, lang),
            &captives(Side::Suffragettes, pos.prison(), lang),
            lang
        ),
        lang.semicolon(),
        words::labelled(
            &words::captivity(Side::Police, lang),
            &captives(Side::Police, pos.hospital(), lang),
            lang
        ),
    ));
    if let Some(m) = &scene.last_move {
        let path: Vec<String> = m.path.iter().map(Square::to_string).collect();
        s.push_str(&format!("{} {}", w.through, path.join(", ")));
        if !m.captured.is_empty() {
            let caps: Vec<String> = m.captured.iter().map(|(sq, _)| sq.to_string()).collect();
            s.push_str(&format!("; {} {}", w.captured, caps.join(", ")));
        }
        s.push_str(". ");
    }
    if !scene.legal.is_empty() {
        let l: Vec<String> = scene.legal.iter().map(|l| l.square.to_string()).collect();
        s.push_str(&words::labelled(w.landings, &l.join(", "), opts.lang));
        s.push_str(". ");
    }
    s.trim_end().to_string()
}

/// The position in sentences for the SVG `<desc>`, in the diagram's
/// language ([`in_words`]), then the position string (notation, for
/// copying; no grid to be read out).
fn description(scene: &Scene, opts: &DiagramOptions) -> String {
    let w = described(opts.lang);
    let mut s = in_words(scene, opts);
    let position = write_position(&scene.position);
    s.push_str(&format!(
        "\n{}\n",
        words::labelled(w.position, &position, opts.lang)
    ));
    s
}
