//! The board as shapes, in the board's own coordinates: millimetres from its
//! top-left corner, margin included. Layers are drawn in a fixed order:
//! frame, squares, hatching, grid, zone outlines, words, coordinates, start
//! marks.

use super::layout::{centred, fit_box, fit_size};
use super::model::{Colour, Document, Page, Rect, Shape, Stroke, Style, Weight};
use super::options::{BoardOptions, Theme};
use super::palette::{palette, zone_paint};
use super::words::zone_label;
use crate::geometry::{SIZE, Square, Zone};
use crate::piece::{Piece, Size};

/// The name under which the 17 x 17 grid's outline is tagged in SVG and PDF
/// output, so tests and tools can find and measure it.
pub const GRID_TAG: &str = "grid";

/// Where the squares are: the margin and the edge of a square.
#[derive(Copy, Clone, Debug)]
struct Grid {
    margin: f64,
    q: f64,
}

impl Grid {
    fn of(opts: &BoardOptions) -> Grid {
        Grid {
            margin: opts.margin,
            q: opts.square(),
        }
    }

    /// The square `file`, `rank` (0-based) as a rectangle.
    fn cell(&self, file: u8, rank: u8) -> Rect {
        Rect::new(
            self.margin + file as f64 * self.q,
            self.margin + (SIZE - 1 - rank) as f64 * self.q,
            self.q,
            self.q,
        )
    }

    /// The block of squares from (`file`, `rank`) spanning `files` x `ranks`
    /// towards file q and rank 17.
    fn block(&self, file: u8, rank: u8, files: u8, ranks: u8) -> Rect {
        let low = self.cell(file, rank);
        Rect::new(
            low.x,
            low.bottom() - ranks as f64 * self.q,
            files as f64 * self.q,
            ranks as f64 * self.q,
        )
    }

    fn outline(&self) -> Rect {
        let edge = SIZE as f64 * self.q;
        Rect::new(self.margin, self.margin, edge, edge)
    }
}

/// The whole board as one page of exactly `opts.size` x `opts.size` mm.
pub fn board_page(opts: &BoardOptions) -> Page {
    Page {
        width: opts.size,
        height: opts.size,
        shapes: board_shapes(opts),
    }
}

/// The board as a one-page document.
pub fn board_document(opts: &BoardOptions) -> Document {
    Document {
        title: format!("Suffragetto board ({})", opts.variant),
        description: ascii_board(opts),
        pages: vec![board_page(opts)],
    }
}

/// Every shape of the board, in drawing order.
pub fn board_shapes(opts: &BoardOptions) -> Vec<Shape> {
    let g = Grid::of(opts);
    let pal = palette(opts.theme);
    let mut out = Vec::new();
    frame(opts, &g, &mut out);
    for sq in Square::all() {
        let paint = zone_paint(sq.zone(), opts.theme);
        out.push(Shape::Rect(
            g.cell(sq.file(), sq.rank()),
            Style::fill(paint.fill),
        ));
    }
    for sq in Square::all() {
        if let Some((angle, spacing)) = zone_paint(sq.zone(), opts.theme).hatch {
            out.push(Shape::Hatch {
                area: g.cell(sq.file(), sq.rank()),
                angle,
                spacing: spacing * g.q,
                stroke: Stroke::solid(pal.hatch, 0.012 * g.q),
            });
        }
    }
    grid_lines(&g, pal.grid, &mut out);
    zone_outlines(&g, pal.outline, &mut out);
    labels(opts, &g, &mut out);
    if opts.coordinates {
        coordinates(opts, &g, &mut out);
    }
    if opts.start_marks {
        start_marks(opts, &g, &mut out);
    }
    out.push(Shape::Tagged {
        tag: GRID_TAG.to_string(),
        shapes: vec![Shape::Rect(
            g.outline(),
            Style::stroke(Stroke::solid(pal.outline, 0.04 * g.q)),
        )],
    });
    out
}

/// The border: a plain frame and two thin stripes next to the squares.
fn frame(opts: &BoardOptions, g: &Grid, out: &mut Vec<Shape>) {
    let pal = palette(opts.theme);
    out.push(Shape::Rect(
        Rect::new(0.0, 0.0, opts.size, opts.size),
        Style::fill(pal.frame),
    ));
    let stripe = stripe_width(opts);
    if stripe > 0.0 {
        let o = g.outline();
        let grow = |r: Rect, d: f64| Rect::new(r.x - d, r.y - d, r.w + 2.0 * d, r.h + 2.0 * d);
        out.push(Shape::Rect(
            grow(o, 2.0 * stripe),
            Style::fill(pal.stripes[1]),
        ));
        out.push(Shape::Rect(grow(o, stripe), Style::fill(pal.stripes[0])));
    }
}

/// Width of each of the two stripes around the squares (0 without margin).
fn stripe_width(opts: &BoardOptions) -> f64 {
    (opts.margin * 0.12).min(1.2)
}

fn grid_lines(g: &Grid, colour: Colour, out: &mut Vec<Shape>) {
    let o = g.outline();
    let stroke = Stroke::solid(colour, 0.012 * g.q);
    for i in 1..SIZE {
        let d = i as f64 * g.q;
        out.push(Shape::Line(
            (o.x + d, o.y),
            (o.x + d, o.bottom()),
            stroke.clone(),
        ));
        out.push(Shape::Line(
            (o.x, o.y + d),
            (o.right(), o.y + d),
            stroke.clone(),
        ));
    }
}

/// Heavier lines where two zones meet, and a strong outline round the buildings.
fn zone_outlines(g: &Grid, colour: Colour, out: &mut Vec<Shape>) {
    let stroke = Stroke::solid(colour, 0.03 * g.q);
    for sq in Square::all() {
        let c = g.cell(sq.file(), sq.rank());
        let differs = |other: Option<Square>| {
            other.is_some_and(|o| {
                o.zone() != sq.zone() && !o.zone().is_building() && !sq.zone().is_building()
            })
        };
        if differs(Square::new(sq.file() + 1, sq.rank())) {
            out.push(Shape::Line(
                (c.right(), c.y),
                (c.right(), c.bottom()),
                stroke.clone(),
            ));
        }
        if differs(Square::new(sq.file(), sq.rank() + 1)) {
            out.push(Shape::Line((c.x, c.y), (c.right(), c.y), stroke.clone()));
        }
    }
    for zone in [Zone::HouseOfCommons, Zone::AlbertHall] {
        let r = zone_block(g, zone);
        out.push(Shape::Rect(
            r,
            Style::stroke(Stroke::solid(colour, 0.06 * g.q)),
        ));
    }
}

/// The rectangle of a building (each is 3 x 2 squares).
fn zone_block(g: &Grid, zone: Zone) -> Rect {
    let squares: Vec<Square> = zone.squares().iter().collect();
    let f0 = squares.iter().map(|s| s.file()).min().unwrap_or(0);
    let f1 = squares.iter().map(|s| s.file()).max().unwrap_or(0);
    let r0 = squares.iter().map(|s| s.rank()).min().unwrap_or(0);
    let r1 = squares.iter().map(|s| s.rank()).max().unwrap_or(0);
    g.block(f0, r0, f1 - f0 + 1, r1 - r0 + 1)
}

/// The words: zone names in their zones.
fn labels(opts: &BoardOptions, g: &Grid, out: &mut Vec<Shape>) {
    let q = g.q;
    let lang = opts.lang;
    // Long narrow zones: a column of squares, the word along it. The Prison
    // side reads upwards, the Hospital side downwards (half-turn symmetry).
    let columns = [
        (Zone::Prison, g.block(0, 0, 1, SIZE), -90.0, 9.0),
        (Zone::Hospital, g.block(16, 0, 1, SIZE), 90.0, 9.0),
        (Zone::PrisonYard, g.block(1, 0, 1, 6), -90.0, 5.4),
        (Zone::HospitalGrounds, g.block(15, 11, 1, 6), 90.0, 5.4),
    ];
    for (zone, area, rotate, length) in columns {
        let Some(word) = zone_label(zone, lang) else {
            continue;
        };
        let paint = zone_paint(zone, opts.theme);
        let spacing = 0.12;
        let size = fit_size(word, Weight::Bold, length * q, 0.40 * q, spacing);
        if opts.theme == Theme::Mono {
            // A white plate keeps the word readable over the hatching.
            let len = super::font::width(word, Weight::Bold, size, spacing * size) + 0.3 * q;
            let (cx, cy) = area.centre();
            out.push(Shape::Rect(
                Rect::new(cx - 0.36 * q, cy - len / 2.0, 0.72 * q, len),
                Style::fill_stroke(Colour::WHITE, Stroke::solid(Colour::BLACK, 0.012 * q)),
            ));
        }
        let text = centred(word, area.centre(), size, Weight::Bold, paint.label, rotate)
            .spaced(spacing * size);
        out.push(Shape::Text(text));
    }
    for zone in [Zone::HouseOfCommons, Zone::AlbertHall] {
        let Some(word) = zone_label(zone, lang) else {
            continue;
        };
        let r = zone_block(g, zone);
        let paint = zone_paint(zone, opts.theme);
        let gap = 0.55;
        let (lines, size) = fit_box(
            word,
            Weight::Bold,
            r.w - 0.5 * q,
            r.h - 0.6 * q,
            0.42 * q,
            gap,
        );
        let (cx, cy) = r.centre();
        let step = size * (super::font::CAP_HEIGHT + gap);
        let first = cy - step * (lines.len() as f64 - 1.0) / 2.0;
        for (i, line) in lines.iter().enumerate() {
            let y = first + step * i as f64;
            out.push(Shape::Text(centred(
                line,
                (cx, y),
                size,
                Weight::Bold,
                paint.label,
                0.0,
            )));
        }
    }
    if let Some(word) = zone_label(Zone::Arena, lang) {
        let paint = zone_paint(Zone::Arena, opts.theme);
        let spacing = 0.25;
        let size = fit_size(word, Weight::Bold, 6.5 * q, 0.62 * q, spacing);
        let centre = g.block(4, 8, 9, 1).centre();
        out.push(Shape::Text(
            centred(word, centre, size, Weight::Bold, paint.label, 0.0).spaced(spacing * size),
        ));
    }
}

/// Files a-q and ranks 1-17 on the frame (or in the edge squares when there
/// is no room on the frame); those facing the Police are turned round.
fn coordinates(opts: &BoardOptions, g: &Grid, out: &mut Vec<Shape>) {
    let pal = palette(opts.theme);
    let o = g.outline();
    let room = opts.margin - 2.0 * stripe_width(opts);
    if room >= 4.0 {
        let size = (room * 0.5).min(g.q * 0.3);
        let mid = |edge: f64, outer: f64| (edge + outer) / 2.0;
        let bottom = mid(o.bottom() + 2.0 * stripe_width(opts), opts.size);
        let top = mid(o.y - 2.0 * stripe_width(opts), 0.0);
        let left = mid(o.x - 2.0 * stripe_width(opts), 0.0);
        let right = mid(o.right() + 2.0 * stripe_width(opts), opts.size);
        for i in 0..SIZE {
            let file = ((b'a' + i) as char).to_string();
            let x = g.cell(i, 0).centre().0;
            out.push(Shape::Text(centred(
                &file,
                (x, bottom),
                size,
                Weight::Bold,
                pal.frame_ink,
                0.0,
            )));
            out.push(Shape::Text(centred(
                &file,
                (x, top),
                size,
                Weight::Bold,
                pal.frame_ink,
                180.0,
            )));
            let rank = (i + 1).to_string();
            let y = g.cell(0, i).centre().1;
            out.push(Shape::Text(centred(
                &rank,
                (left, y),
                size,
                Weight::Bold,
                pal.frame_ink,
                0.0,
            )));
            out.push(Shape::Text(centred(
                &rank,
                (right, y),
                size,
                Weight::Bold,
                pal.frame_ink,
                180.0,
            )));
        }
    } else {
        let size = 0.16 * g.q;
        let ink = Colour::rgb(0x33, 0x33, 0x33);
        for i in 0..SIZE {
            let c = g.cell(i, 0);
            let file = ((b'a' + i) as char).to_string();
            out.push(Shape::Text(centred(
                &file,
                (c.right() - 0.14 * g.q, c.bottom() - 0.14 * g.q),
                size,
                Weight::Bold,
                ink,
                0.0,
            )));
            let c = g.cell(0, i);
            out.push(Shape::Text(centred(
                &(i + 1).to_string(),
                (c.x + 0.16 * g.q, c.y + 0.16 * g.q),
                size,
                Weight::Bold,
                ink,
                0.0,
            )));
        }
    }
}

/// S and P on the start squares, in a ring; where a large piece starts the
/// ring is a band of the large piece's colour.
fn start_marks(opts: &BoardOptions, g: &Grid, out: &mut Vec<Shape>) {
    for &(sq, piece) in &opts.start {
        let c = g.cell(sq.file(), sq.rank()).centre();
        let side_colour = match opts.theme {
            Theme::Mono => Colour::BLACK,
            Theme::Colour => opts.colours.of_piece(Piece {
                side: piece.side,
                size: Size::Small,
            }),
        };
        let r = 0.36 * g.q;
        if piece.is_large() {
            // A band in the large piece's own colour between two thin rings
            // of the side's colour: readable even when that colour is white.
            let own = match opts.theme {
                Theme::Mono => Colour::WHITE,
                Theme::Colour => opts.colours.of_piece(piece),
            };
            let band = 0.075 * g.q;
            out.push(Shape::Circle(
                c.0,
                c.1,
                r,
                Style::stroke(Stroke::solid(own, band)),
            ));
            for rr in [r - band / 2.0, r + band / 2.0] {
                out.push(Shape::Circle(
                    c.0,
                    c.1,
                    rr,
                    Style::stroke(Stroke::solid(side_colour, 0.018 * g.q)),
                ));
            }
        } else {
            out.push(Shape::Circle(
                c.0,
                c.1,
                r,
                Style::stroke(Stroke::solid(side_colour, 0.02 * g.q)),
            ));
        }
        let letter = piece.side.letter().to_string();
        out.push(Shape::Text(centred(
            &letter,
            c,
            0.40 * g.q,
            Weight::Bold,
            side_colour,
            0.0,
        )));
    }
}

/// The board as text, one rank a line, rank 17 first (`docs/board.md`'s
/// legend), for an SVG `<desc>`.
pub fn ascii_board(opts: &BoardOptions) -> String {
    let mut s = String::from("Suffragetto board, rank 17 at the top.\n");
    for rank in (0..SIZE).rev() {
        s.push_str(&format!("{:>3} ", rank + 1));
        for file in 0..SIZE {
            let sq = Square::new(file, rank).expect("on the board");
            let piece = opts.start.iter().find(|(s, _)| *s == sq).map(|(_, p)| *p);
            let c = match piece {
                Some(p) if opts.start_marks => p.letter(),
                _ => match sq.zone() {
                    Zone::Arena => ':',
                    Zone::Free => '.',
                    Zone::HouseOfCommons => 'C',
                    Zone::AlbertHall => 'A',
                    Zone::Prison => '#',
                    Zone::PrisonYard => 'y',
                    Zone::Hospital => '+',
                    Zone::HospitalGrounds => 'g',
                },
            };
            s.push(' ');
            s.push(c);
        }
        s.push('\n');
    }
    s.push_str("     a b c d e f g h i j k l m n o p q\n");
    s
}
