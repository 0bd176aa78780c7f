//! What a tile page carries besides its part of the board: registration
//! marks off the squares, the map of the sheets, and on its spare paper
//! which sheets it joins and a bar to check the scale.

use super::layout::wrap;
use super::model::{Colour, Rect, Shape, Stroke, Style, Text, Weight};
use super::options::BoardOptions;
use super::tile_pages::MARKS;
use super::tiling::TilePlan;
use super::words::{sheet_name, tile_label, words};

/// Where registration marks go along a seam whose window spans `(a, b)`
/// of the board: in the frame round the squares and just outside the
/// board, never on the squares; the same for both sheets of a seam.
/// `before` allows a mark before the board's start (not above it, where
/// the sheet's label is).
pub(super) fn mark_positions(opts: &BoardOptions, (a, b): (f64, f64), before: bool) -> Vec<f64> {
    let mut spots = vec![opts.size + 5.0];
    if before {
        spots.push(-5.0);
    }
    if opts.margin >= 4.0 {
        spots.extend([opts.margin / 2.0, opts.size - opts.margin / 2.0]);
    }
    spots.retain(|p| *p >= a - 6.0 && *p <= b + 6.0);
    spots.sort_by(f64::total_cmp);
    spots
}

/// A registration mark: a circle and a cross.
pub(super) fn registration(x: f64, y: f64, out: &mut Vec<Shape>) {
    // Black over white, so it shows on the dark frame as on paper.
    for s in [
        Stroke::solid(Colour::WHITE, 0.75),
        Stroke::solid(MARKS, 0.25),
    ] {
        out.push(Shape::Circle(x, y, 2.2, Style::stroke(s.clone())));
        out.push(Shape::Line((x - 4.0, y), (x + 4.0, y), s.clone()));
        out.push(Shape::Line((x, y - 4.0), (x, y + 4.0), s));
    }
}

/// A map of the sheets, `(r, c)` filled, cells of edge `cell` from `at`.
pub(super) fn sheet_map(
    at: (f64, f64),
    cell: f64,
    (rows, cols): (usize, usize),
    (r, c): (usize, usize),
    out: &mut Vec<Shape>,
) {
    for mr in 0..rows {
        for mc in 0..cols {
            let fill = if (mr, mc) == (r, c) {
                MARKS
            } else {
                Colour::WHITE
            };
            out.push(Shape::Rect(
                Rect::new(at.0 + mc as f64 * cell, at.1 + mr as f64 * cell, cell, cell),
                Style::fill_stroke(fill, Stroke::solid(MARKS, 0.25)),
            ));
        }
    }
}

/// What a sheet's spare paper says: the sheet map, where its cut edges go,
/// and a 50 mm bar.
pub(super) fn info_block(
    opts: &BoardOptions,
    plan: &TilePlan,
    (r, c): (usize, usize),
    free: Rect,
    out: &mut Vec<Shape>,
) {
    let w = words(opts.lang);
    let (rows, cols) = (plan.rows.windows.len(), plan.cols.windows.len());
    let cell = (free.h.min(free.w) * 0.5 / rows.max(cols) as f64).min(8.0);
    sheet_map((free.x, free.y), cell, (rows, cols), (r, c), out);
    let mut neighbours = Vec::new();
    if c > 0 {
        neighbours.push(sheet_name(opts.lang, r + 1, c));
    }
    if r > 0 {
        neighbours.push(sheet_name(opts.lang, r, c + 1));
    }
    let mut text = format!(
        "{}{}{}. {}",
        w.this_sheet,
        opts.lang.colon(),
        tile_label(opts.lang, r + 1, c + 1, rows, cols),
        w.map_key
    );
    if !neighbours.is_empty() {
        text.push_str(&format!(
            " {} {}.",
            w.glue_under,
            neighbours.join(opts.lang.semicolon())
        ));
    }
    let (map_w, map_h) = (cols as f64 * cell, rows as f64 * cell);
    let side_by_side = free.w - map_w > 60.0;
    let (tx, mut ty, tw) = if side_by_side {
        (
            free.x + map_w + 5.0,
            free.y,
            free.right() - free.x - map_w - 5.0,
        )
    } else {
        (free.x, free.y + map_h + 2.0, free.w)
    };
    let size = 3.0;
    for line in wrap(&text, Weight::Regular, size, tw) {
        ty += size * 1.4;
        if ty > free.bottom() {
            return;
        }
        out.push(Shape::Text(Text::new(tx, ty, line, size)));
    }
    let bar_y = ty + 6.0;
    if bar_y + 1.0 <= free.bottom() && tw >= 62.0 {
        let bar = Stroke::solid(MARKS, 0.3);
        out.push(Shape::Line((tx, bar_y), (tx + 50.0, bar_y), bar.clone()));
        for i in 0..=5 {
            let x = tx + i as f64 * 10.0;
            out.push(Shape::Line((x, bar_y - 2.0), (x, bar_y), bar.clone()));
        }
        out.push(Shape::Text(
            Text::new(tx + 53.0, bar_y, "50 mm", size).bold(),
        ));
    }
}
