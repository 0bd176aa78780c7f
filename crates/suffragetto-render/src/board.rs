//! The board as shapes, in the board's own coordinates: millimetres from its
//! top-left corner, margin included. Layers are drawn in a fixed order:
//! frame, squares, hatching, grid, zone outlines, words, coordinates, start
//! marks. The squares, their lines and their words are drawn through a
//! [`View`], the same function a diagram uses for a flipped or cropped board.

use super::labels::zone_labels;
use super::layout::centred;
use super::model::{Colour, Document, Page, Rect, Shape, Stroke, Style, Weight};
use super::options::{BoardOptions, Theme};
use super::palette::{palette, zone_paint};
use super::view::View;
use super::words::words;
use suffragetto_core::geometry::{SIZE, Square, Zone};
use suffragetto_core::piece::{Piece, Size};

/// The name under which the 17 x 17 grid's outline is tagged in SVG and PDF
/// output, so tests and tools can find and measure it.
pub const GRID_TAG: &str = "grid";

/// The whole board as one page of exactly `opts.size` x `opts.size` mm.
pub fn board_page(opts: &BoardOptions) -> Page {
    Page::new(opts.size, opts.size, board_shapes(opts))
}

/// The board's title: "Suffragetto board" in the board's language.
pub fn board_title(opts: &BoardOptions) -> String {
    let w = words(opts.lang);
    format!("{} — {}", w.title, w.board)
}

/// The board as text (an SVG `<desc>`): the start marks, if drawn.
pub fn board_description(opts: &BoardOptions) -> String {
    ascii_board(if opts.start_marks { &opts.start } else { &[] })
}

/// The board as a one-page document.
pub fn board_document(opts: &BoardOptions) -> Document {
    Document {
        title: board_title(opts),
        description: board_description(opts),
        pages: vec![board_page(opts)],
    }
}

/// The view of the board's squares inside its margin.
fn board_view(opts: &BoardOptions) -> View {
    View::board(opts.square(), (opts.margin, opts.margin))
}

/// Every shape of the board, in drawing order.
pub fn board_shapes(opts: &BoardOptions) -> Vec<Shape> {
    let view = board_view(opts);
    let pal = palette(opts.theme);
    let mut out = Vec::new();
    frame(opts, &view, &mut out);
    ground(&view, opts.theme, &mut out);
    zone_labels(&view, opts.lang, opts.theme, &|_| false, &mut out);
    if opts.coordinates {
        coordinates(opts, &view, &mut out);
    }
    if opts.start_marks {
        start_marks(opts, &view, &mut out);
        if !opts.coordinates {
            start_key(opts, &view, &mut out);
        }
    }
    out.push(Shape::Tagged {
        tag: GRID_TAG.to_string(),
        shapes: vec![Shape::Rect(
            view.area(),
            Style::stroke(Stroke::solid(pal.outline, 0.04 * view.q)),
        )],
    });
    out
}

/// The squares a view shows: fills, hatching, the lines between squares,
/// heavier lines where zones meet and a strong outline round the buildings.
pub fn ground(view: &View, theme: Theme, out: &mut Vec<Shape>) {
    let pal = palette(theme);
    let q = view.q;
    for sq in view.squares() {
        out.push(Shape::Rect(
            view.rect(sq),
            Style::fill(zone_paint(sq.zone(), theme).fill),
        ));
    }
    for sq in view.squares() {
        if let Some((angle, spacing)) = zone_paint(sq.zone(), theme).hatch {
            out.push(Shape::Hatch {
                area: view.rect(sq),
                angle,
                spacing: spacing * q,
                stroke: Stroke::solid(pal.hatch, 0.012 * q),
            });
        }
    }
    let area = view.area();
    let thin = Stroke::solid(pal.grid, 0.012 * q);
    for i in 1..view.region.files() {
        let x = area.x + i as f64 * q;
        out.push(Shape::Line((x, area.y), (x, area.bottom()), thin.clone()));
    }
    for i in 1..view.region.ranks() {
        let y = area.y + i as f64 * q;
        out.push(Shape::Line((area.x, y), (area.right(), y), thin.clone()));
    }
    let zones = Stroke::solid(pal.outline, 0.03 * q);
    let heavy = 0.06 * q;
    for sq in view.squares() {
        for (nb, (a, b)) in view.sides(sq) {
            let zone = sq.zone();
            if zone.is_building() {
                if nb.is_none_or(|n| n.zone() != zone) {
                    out.push(extended(
                        a,
                        b,
                        heavy / 2.0,
                        Stroke::solid(pal.outline, heavy),
                    ));
                }
            } else if let Some(n) = nb
                && n > sq
                && view.shows(n)
                && n.zone() != zone
                && !n.zone().is_building()
            {
                out.push(Shape::Line(a, b, zones.clone()));
            }
        }
    }
}

/// The line from `a` to `b` lengthened by `d` at both ends, so heavy lines
/// meet at square corners without a notch.
fn extended(a: (f64, f64), b: (f64, f64), d: f64, stroke: Stroke) -> Shape {
    let len = (b.0 - a.0).hypot(b.1 - a.1).max(1e-9);
    let (ux, uy) = ((b.0 - a.0) / len * d, (b.1 - a.1) / len * d);
    Shape::Line((a.0 - ux, a.1 - uy), (b.0 + ux, b.1 + uy), stroke)
}

/// The border: a plain frame and two thin stripes next to the squares.
fn frame(opts: &BoardOptions, view: &View, out: &mut Vec<Shape>) {
    let pal = palette(opts.theme);
    out.push(Shape::Rect(
        Rect::new(0.0, 0.0, opts.size, opts.size),
        Style::fill(pal.frame),
    ));
    let stripe = stripe_width(opts);
    if stripe > 0.0 {
        let o = view.area();
        out.push(Shape::Rect(
            o.grow(2.0 * stripe),
            Style::fill(pal.stripes[1]),
        ));
        out.push(Shape::Rect(o.grow(stripe), Style::fill(pal.stripes[0])));
    }
}

/// Width of each of the two stripes around the squares (0 without margin).
fn stripe_width(opts: &BoardOptions) -> f64 {
    (opts.margin * 0.12).min(1.2)
}

/// Files a-q and ranks 1-17 on the frame (or in the edge squares when there
/// is no room on the frame); those facing the Police are turned round.
fn coordinates(opts: &BoardOptions, view: &View, out: &mut Vec<Shape>) {
    let pal = palette(opts.theme);
    let o = view.area();
    let room = opts.margin - 2.0 * stripe_width(opts);
    if room >= 4.0 {
        // As large as the frame allows, up to nearly half a square (a
        // board with a wide frame, as the book shows it, reads its
        // coordinates at a glance).
        let size = (room * 0.5).min(view.q * 0.45);
        let mid = |edge: f64, outer: f64| (edge + outer) / 2.0;
        let bottom = mid(o.bottom() + 2.0 * stripe_width(opts), opts.size);
        let top = mid(o.y - 2.0 * stripe_width(opts), 0.0);
        let left = mid(o.x - 2.0 * stripe_width(opts), 0.0);
        let right = mid(o.right() + 2.0 * stripe_width(opts), opts.size);
        for i in 0..SIZE {
            let file = ((b'a' + i) as char).to_string();
            let x = view
                .rect(Square::new(i, 0).expect("on the board"))
                .centre()
                .0;
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
            let y = view
                .rect(Square::new(0, i).expect("on the board"))
                .centre()
                .1;
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
        let size = 0.16 * view.q;
        let ink = Colour::rgb(0x33, 0x33, 0x33);
        for i in 0..SIZE {
            let c = view.rect(Square::new(i, 0).expect("on the board"));
            let file = ((b'a' + i) as char).to_string();
            out.push(Shape::Text(centred(
                &file,
                (c.right() - 0.14 * view.q, c.bottom() - 0.14 * view.q),
                size,
                Weight::Bold,
                ink,
                0.0,
            )));
            let c = view.rect(Square::new(0, i).expect("on the board"));
            out.push(Shape::Text(centred(
                &(i + 1).to_string(),
                (c.x + 0.16 * view.q, c.y + 0.16 * view.q),
                size,
                Weight::Bold,
                ink,
                0.0,
            )));
        }
    }
}

/// A start square's mark: the letter of the counter that starts there (S,
/// L, P, I, as on the counters) in a ring; where a large piece starts the
/// ring is a band of the large piece's colour.
fn start_mark(opts: &BoardOptions, piece: Piece, c: (f64, f64), q: f64, out: &mut Vec<Shape>) {
    let side_colour = match opts.theme {
        Theme::Mono => Colour::BLACK,
        Theme::Colour => opts.colours.of_piece(Piece {
            side: piece.side,
            size: Size::Small,
        }),
    };
    let r = 0.36 * q;
    if piece.is_large() {
        // A band in the large piece's own colour between two thin rings
        // of the side's colour: readable even when that colour is white.
        let own = match opts.theme {
            Theme::Mono => Colour::WHITE,
            Theme::Colour => opts.colours.of_piece(piece),
        };
        let band = 0.075 * q;
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
                Style::stroke(Stroke::solid(side_colour, 0.018 * q)),
            ));
        }
    } else {
        out.push(Shape::Circle(
            c.0,
            c.1,
            r,
            Style::stroke(Stroke::solid(side_colour, 0.02 * q)),
        ));
    }
    out.push(Shape::Text(centred(
        &piece.letter().to_string(),
        c,
        0.40 * q,
        Weight::Bold,
        side_colour,
        0.0,
    )));
}

/// The marks of the start squares.
fn start_marks(opts: &BoardOptions, view: &View, out: &mut Vec<Shape>) {
    for &(sq, piece) in &opts.start {
        start_mark(opts, piece, view.centre(sq), view.q, out);
    }
}

/// The key to the start marks in the margin, below the squares for the
/// Suffragettes and above them, turned round, for the Police: each mark as
/// on the board, on a white disc, with the name of the counter that starts
/// there.
fn start_key(opts: &BoardOptions, view: &View, out: &mut Vec<Shape>) {
    let room = opts.margin - 2.0 * stripe_width(opts);
    if room < 4.0 {
        return;
    }
    let pal = palette(opts.theme);
    let w = words(opts.lang);
    let o = view.area();
    let mark = room * 0.8;
    let size = (room * 0.42).min(view.q * 0.3);
    let kinds = [
        Piece {
            side: suffragetto_core::piece::Side::Suffragettes,
            size: Size::Small,
        },
        Piece {
            side: suffragetto_core::piece::Side::Suffragettes,
            size: Size::Large,
        },
        Piece {
            side: suffragetto_core::piece::Side::Police,
            size: Size::Small,
        },
        Piece {
            side: suffragetto_core::piece::Side::Police,
            size: Size::Large,
        },
    ];
    let present: Vec<Piece> = kinds
        .into_iter()
        .filter(|k| opts.start.iter().any(|(_, p)| p == k))
        .collect();
    // The key's parts along a line, left to right: its heading, then each
    // mark and name; their widths.
    let gap = size * 1.2;
    let mut parts: Vec<(Option<Piece>, String, f64)> = vec![(
        None,
        w.start_squares.to_string(),
        super::font::width(w.start_squares, Weight::Bold, size, 0.0),
    )];
    for p in &present {
        let name = super::words::piece_name(*p, opts.lang).to_string();
        let width = mark + size * 0.4 + super::font::width(&name, Weight::Regular, size, 0.0);
        parts.push((Some(*p), name, width));
    }
    let total: f64 = parts.iter().map(|p| p.2).sum::<f64>() + gap * (parts.len() - 1) as f64;
    for (turned, edge) in [(false, o.bottom()), (true, o.y)] {
        // The line's middle, between the stripes and the board's edge.
        let mid = if turned {
            (edge - 2.0 * stripe_width(opts)) / 2.0
        } else {
            (edge + 2.0 * stripe_width(opts) + opts.size) / 2.0
        };
        let dir = if turned { -1.0 } else { 1.0 };
        let mut x = o.centre().0 - dir * total / 2.0;
        for (piece, text, width) in &parts {
            match piece {
                None => {
                    out.push(Shape::Text(centred(
                        text,
                        (x + dir * width / 2.0, mid),
                        size,
                        Weight::Bold,
                        pal.frame_ink,
                        if turned { 180.0 } else { 0.0 },
                    )));
                }
                Some(p) => {
                    let c = (x + dir * mark / 2.0, mid);
                    out.push(Shape::Circle(
                        c.0,
                        c.1,
                        mark / 2.0,
                        Style::fill(Colour::WHITE),
                    ));
                    start_mark(opts, *p, c, mark / 0.8, out);
                    let tw = width - mark - size * 0.4;
                    out.push(Shape::Text(centred(
                        text,
                        (x + dir * (mark + size * 0.4 + tw / 2.0), mid),
                        size,
                        Weight::Regular,
                        pal.frame_ink,
                        if turned { 180.0 } else { 0.0 },
                    )));
                }
            }
            x += dir * (width + gap);
        }
    }
}

/// The board as text, one rank a line, rank 17 first, with `pieces` on
/// their squares and elsewhere a letter for each zone (`docs/board.md`'s
/// legend), for an SVG `<desc>`.
pub fn ascii_board(pieces: &[(Square, Piece)]) -> String {
    let mut s = String::from("Suffragetto board, rank 17 at the top.\n");
    for rank in (0..SIZE).rev() {
        s.push_str(&format!("{:>3} ", rank + 1));
        for file in 0..SIZE {
            let sq = Square::new(file, rank).expect("on the board");
            let c = match pieces.iter().find(|(s, _)| *s == sq) {
                Some((_, p)) => p.letter(),
                None => match sq.zone() {
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
