//! The counters sheet: 42 round counters (16 Suffragettes, 5 Leaders, 16
//! constables, 5 Inspectors) sized to the board's squares, each kind with
//! its printed diameter, optionally with spares and with backs to fold over,
//! to cut out or glue on coins or discs.

use super::RenderError;
use super::layout::{centred, wrap};
use super::model::{Colour, Document, Page, Rect, Shape, Stroke, Style, Text, Weight};
use super::options::{BoardOptions, Look, Paper, Theme};
use super::words::{counters_heading, mm, piece_plural, quoted, words};
use suffragetto_core::piece::{Piece, Side, Size};

/// Diameter of a counter as a fraction of a square's edge.
pub fn diameter(piece: Piece, square: f64) -> f64 {
    square
        * match piece.size {
            Size::Small => 0.72,
            Size::Large => 0.90,
        }
}

/// How many counters of each kind a side has.
fn count(piece: Piece) -> usize {
    match piece.size {
        Size::Small => 16,
        Size::Large => 5,
    }
}

/// The four kinds, in the order the sheet prints them.
pub const KINDS: [Piece; 4] = [
    Piece {
        side: Side::Suffragettes,
        size: Size::Small,
    },
    Piece {
        side: Side::Suffragettes,
        size: Size::Large,
    },
    Piece {
        side: Side::Police,
        size: Size::Small,
    },
    Piece {
        side: Side::Police,
        size: Size::Large,
    },
];

const MARGIN: f64 = 12.0;
const GAP: f64 = 4.0;
const FULL_COLUMNS: usize = 8;

/// The fill of a counter.
pub fn fill(piece: Piece, look: &Look) -> Colour {
    match look.theme {
        Theme::Colour => look.colours.of_piece(piece),
        Theme::Mono => match piece.side {
            Side::Suffragettes => Colour::WHITE,
            Side::Police => Colour::rgb(0x22, 0x22, 0x22),
        },
    }
}

/// The ink of a counter's letter and rings: a white piece (the English
/// Inspectors) takes its side's colour, so it still reads as that side's.
pub fn ink(piece: Piece, look: &Look) -> Colour {
    let f = fill(piece, look);
    let side = look.colours.of_piece(Piece {
        side: piece.side,
        size: Size::Small,
    });
    if look.theme == Theme::Colour && f.luminance() > 0.8 && side.luminance() < 0.3 {
        side
    } else {
        f.ink()
    }
}

/// One counter of diameter `d`, centred on `(cx, cy)`, its letter turned by
/// `rotate` degrees.
pub fn counter(
    piece: Piece,
    look: &Look,
    (cx, cy): (f64, f64),
    d: f64,
    rotate: f64,
    out: &mut Vec<Shape>,
) {
    let r = d / 2.0;
    let (fill, ink) = (fill(piece, look), ink(piece, look));
    out.push(Shape::Circle(
        cx,
        cy,
        r,
        Style::fill_stroke(fill, Stroke::solid(Colour::BLACK, (0.016 * d).min(0.3))),
    ));
    let rings: &[f64] = if piece.is_large() {
        &[0.84, 0.70]
    } else {
        &[0.84]
    };
    for k in rings {
        out.push(Shape::Circle(
            cx,
            cy,
            k * r,
            Style::stroke(Stroke::solid(ink, 0.05 * r)),
        ));
    }
    let size = if piece.is_large() { 0.75 * r } else { 0.9 * r };
    out.push(Shape::Text(centred(
        &piece.letter().to_string(),
        (cx, cy),
        size,
        Weight::Bold,
        ink,
        rotate,
    )));
}

/// A counter as the counters sheet prints it: as [`counter`] draws it, but
/// in black and white the Police's counters are white too, told apart by a
/// broad black band round the edge, so that the sheet takes little ink.
fn sheet_counter(
    piece: Piece,
    look: &Look,
    (cx, cy): (f64, f64),
    d: f64,
    rotate: f64,
    out: &mut Vec<Shape>,
) {
    if look.theme != Theme::Mono || piece.side != Side::Police {
        counter(piece, look, (cx, cy), d, rotate, out);
        return;
    }
    let r = d / 2.0;
    out.push(Shape::Circle(
        cx,
        cy,
        r,
        Style::fill_stroke(
            Colour::WHITE,
            Stroke::solid(Colour::BLACK, (0.016 * d).min(0.3)),
        ),
    ));
    out.push(Shape::Circle(
        cx,
        cy,
        0.9 * r,
        Style::stroke(Stroke::solid(Colour::BLACK, 0.14 * r)),
    ));
    if piece.is_large() {
        out.push(Shape::Circle(
            cx,
            cy,
            0.7 * r,
            Style::stroke(Stroke::solid(Colour::BLACK, 0.05 * r)),
        ));
    }
    let size = if piece.is_large() { 0.75 * r } else { 0.9 * r };
    out.push(Shape::Text(centred(
        &piece.letter().to_string(),
        (cx, cy),
        size,
        Weight::Bold,
        Colour::BLACK,
        rotate,
    )));
}

/// A counter with its back below it, joined by a tab with a fold line: cut
/// round both, fold along the dots and glue. The back is turned half round
/// so it reads upright once folded.
fn folded_pair(piece: Piece, look: &Look, (cx, cy): (f64, f64), d: f64, out: &mut Vec<Shape>) {
    let tab = Rect::new(cx - 0.3 * d, cy, 0.6 * d, d);
    out.push(Shape::Rect(
        tab,
        Style::fill_stroke(Colour::WHITE, Stroke::solid(Colour::BLACK, 0.2)),
    ));
    sheet_counter(piece, look, (cx, cy), d, 0.0, out);
    sheet_counter(piece, look, (cx, cy + d), d, 180.0, out);
    let y = cy + d / 2.0;
    out.push(Shape::Line(
        (tab.x - 1.5, y),
        (tab.right() + 1.5, y),
        Stroke::dashed(Colour::rgb(0x55, 0x55, 0x55), 0.3, 0.6, 0.9),
    ));
}

/// The counters sheet(s) on `paper` (`full`: one page just large enough).
pub fn pieces_document(opts: &BoardOptions, paper: Paper) -> Result<Document, RenderError> {
    opts.check()?;
    let q = opts.square();
    let look = opts.look();
    let largest = diameter(KINDS[1], q) + GAP;
    let (pw, ph) = match paper.portrait() {
        Some(size) => size,
        None => (2.0 * MARGIN + FULL_COLUMNS as f64 * largest, f64::INFINITY),
    };
    let tall = if opts.counter_backs { 2.0 } else { 1.0 };
    if (pw - 2.0 * MARGIN) < largest
        || (ph.is_finite() && ph - 2.0 * MARGIN - 30.0 < largest * tall)
    {
        return Err(RenderError::PiecesTooLarge {
            diameter: super::length::Length(largest - GAP),
            paper: paper.name(),
        });
    }
    let w = words(opts.lang);
    let (heading_size, text_size) = (5.5, 3.4);
    let mut pages: Vec<Vec<Shape>> = Vec::new();
    let mut shapes: Vec<Shape> = Vec::new();
    let start_page = |shapes: &mut Vec<Shape>| -> f64 {
        let mut y = MARGIN + heading_size;
        shapes.push(Shape::Text(
            Text::new(
                MARGIN,
                y,
                format!("{} — {}", w.title, w.pieces),
                heading_size,
            )
            .bold(),
        ));
        let mut howto = format!("{} {}", w.after, quoted(opts.lang, &opts.variant_words()));
        howto.push_str(". ");
        howto.push_str(w.pieces_howto);
        if opts.counter_backs {
            howto.push(' ');
            howto.push_str(w.fold_howto);
        }
        for line in wrap(&howto, Weight::Regular, text_size, pw - 2.0 * MARGIN) {
            y += text_size * 1.5;
            shapes.push(Shape::Text(Text::new(MARGIN, y, line, text_size)));
        }
        y + 4.0
    };
    let mut y = start_page(&mut shapes);
    for piece in KINDS {
        let d = diameter(piece, q);
        let cell = d + GAP;
        let cols = (((pw - 2.0 * MARGIN + GAP) / cell).floor() as usize).max(1);
        let n = count(piece) + opts.spares as usize;
        let rows = n.div_ceil(cols);
        let row_h = cell + if opts.counter_backs { d } else { 0.0 };
        let label_h = text_size * 2.2;
        // The heading stays with at least one row of counters.
        if ph.is_finite() && y + label_h + row_h > ph - MARGIN {
            pages.push(std::mem::take(&mut shapes));
            y = start_page(&mut shapes);
        }
        y += label_h;
        let heading = counters_heading(
            opts.lang,
            count(piece),
            piece_plural(piece, opts.lang),
            opts.spares as usize,
            &mm(d, opts.lang),
        );
        shapes.push(Shape::Text(
            Text::new(MARGIN, y - 1.5, heading, text_size + 0.6).bold(),
        ));
        for row in 0..rows {
            if ph.is_finite() && y + row_h > ph - MARGIN {
                pages.push(std::mem::take(&mut shapes));
                y = start_page(&mut shapes);
            }
            for i in 0..(n - row * cols).min(cols) {
                let centre = (MARGIN + cell * (i as f64 + 0.5), y + cell / 2.0);
                if opts.counter_backs {
                    folded_pair(piece, &look, centre, d, &mut shapes);
                } else {
                    sheet_counter(piece, &look, centre, d, 0.0, &mut shapes);
                }
            }
            y += row_h;
        }
    }
    pages.push(shapes);
    let height = if ph.is_finite() { ph } else { y + MARGIN };
    Ok(Document {
        title: format!("{} — {}", w.title, w.pieces),
        description: KINDS
            .iter()
            .map(|&p| {
                format!(
                    "{} {} ({})",
                    count(p),
                    piece_plural(p, opts.lang),
                    p.letter()
                )
            })
            .collect::<Vec<_>>()
            .join(", "),
        pages: pages
            .into_iter()
            .map(|shapes| Page::new(pw, height, shapes))
            .collect(),
    })
}
