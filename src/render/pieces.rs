//! The pieces sheet: 42 round counters (16 Suffragettes, 5 Leaders, 16
//! constables, 5 Inspectors) sized to the board's squares, to cut out or
//! glue on coins or discs.

use super::RenderError;
use super::layout::{centred, wrap};
use super::model::{Colour, Document, Page, Shape, Stroke, Style, Text, Weight};
use super::options::{BoardOptions, Paper, Theme};
use super::words::{piece_plural, words};
use crate::piece::{Piece, Side, Size};

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

const KINDS: [Piece; 4] = [
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

/// One counter, centred on `(cx, cy)`.
pub fn counter(piece: Piece, opts: &BoardOptions, cx: f64, cy: f64, out: &mut Vec<Shape>) {
    let r = diameter(piece, opts.square()) / 2.0;
    let fill = match opts.theme {
        Theme::Colour => opts.colours.of_piece(piece),
        Theme::Mono => match piece.side {
            Side::Suffragettes => Colour::WHITE,
            Side::Police => Colour::rgb(0x22, 0x22, 0x22),
        },
    };
    // A white piece (the English Inspectors) takes its side's colour for
    // letter and rings, so it still reads as that side's.
    let side = opts.colours.of_piece(Piece {
        side: piece.side,
        size: Size::Small,
    });
    let ink = if opts.theme == Theme::Colour && fill.luminance() > 0.8 && side.luminance() < 0.3 {
        side
    } else {
        fill.ink()
    };
    out.push(Shape::Circle(
        cx,
        cy,
        r,
        Style::fill_stroke(fill, Stroke::solid(Colour::BLACK, 0.3)),
    ));
    out.push(Shape::Circle(
        cx,
        cy,
        0.84 * r,
        Style::stroke(Stroke::solid(ink, 0.05 * r)),
    ));
    if piece.is_large() {
        out.push(Shape::Circle(
            cx,
            cy,
            0.70 * r,
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
        0.0,
    )));
}

/// The pieces sheet(s) on `paper` (`full`: one page just large enough).
pub fn pieces_document(opts: &BoardOptions, paper: Paper) -> Result<Document, RenderError> {
    opts.check()?;
    let q = opts.square();
    let cell = diameter(KINDS[1], q) + GAP;
    let (pw, ph) = match paper.portrait() {
        Some(size) => size,
        None => {
            let w = 2.0 * MARGIN + FULL_COLUMNS as f64 * cell;
            (w, f64::INFINITY)
        }
    };
    let cols = ((pw - 2.0 * MARGIN) / cell).floor() as usize;
    if cols == 0 || (ph.is_finite() && ph - 2.0 * MARGIN - 30.0 < cell) {
        return Err(RenderError::PiecesTooLarge {
            diameter: super::length::Length(cell - GAP),
            paper: paper.name(),
        });
    }
    let w = words(opts.lang);
    let heading_size = 5.5;
    let text_size = 3.4;
    let mut pages: Vec<Vec<Shape>> = Vec::new();
    let mut shapes: Vec<Shape> = Vec::new();
    let mut y = 0.0;
    let start_page = |shapes: &mut Vec<Shape>| -> f64 {
        let mut y = MARGIN + heading_size;
        shapes.push(Shape::Text(
            Text::new(
                MARGIN,
                y,
                format!("{} — {} ({})", w.title, w.pieces, opts.variant),
                heading_size,
            )
            .bold(),
        ));
        for line in wrap(
            w.pieces_howto,
            Weight::Regular,
            text_size,
            pw - 2.0 * MARGIN,
        ) {
            y += text_size * 1.5;
            shapes.push(Shape::Text(Text::new(MARGIN, y, line, text_size)));
        }
        y + 4.0
    };
    y = start_page(&mut shapes).max(y);
    for piece in KINDS {
        let n = count(piece);
        let rows = n.div_ceil(cols);
        let label_h = text_size * 2.2;
        // The heading stays with at least one row of counters.
        if ph.is_finite() && y + label_h + cell > ph - MARGIN {
            pages.push(std::mem::take(&mut shapes));
            y = start_page(&mut shapes);
        }
        y += label_h;
        shapes.push(Shape::Text(
            Text::new(
                MARGIN,
                y - 1.5,
                format!("{n} {}", piece_plural(piece, opts.lang)),
                text_size + 0.6,
            )
            .bold(),
        ));
        for row in 0..rows {
            if ph.is_finite() && y + cell > ph - MARGIN {
                pages.push(std::mem::take(&mut shapes));
                y = start_page(&mut shapes);
            }
            let in_row = (n - row * cols).min(cols);
            for i in 0..in_row {
                let cx = MARGIN + cell * (i as f64 + 0.5);
                let cy = y + cell / 2.0;
                counter(piece, opts, cx, cy, &mut shapes);
            }
            y += cell;
        }
    }
    pages.push(shapes);
    let height = if ph.is_finite() { ph } else { y + MARGIN };
    Ok(Document {
        title: format!("Suffragetto pieces ({})", opts.variant),
        description:
            "16 Suffragettes (S), 5 Leaders (L), 16 Police constables (P), 5 Inspectors (I)"
                .to_string(),
        pages: pages
            .into_iter()
            .map(|shapes| Page {
                width: pw,
                height,
                shapes,
            })
            .collect(),
    })
}
