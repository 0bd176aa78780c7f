//! The tiled board as pages: a first page with the whole board shrunk, the
//! sheet grid over it and how to glue, then one page per sheet with its part
//! of the board, cut lines, glue strips, registration marks and a label.

use super::RenderError;
use super::assembly::assembly_page;
use super::board::{board_description, board_shapes, board_title};
use super::layout::centred;
use super::model::{
    Anchor, Colour, Document, Page, Rect, Shape, Stroke, Style, Text, Transform, Weight,
};
use super::options::{BoardOptions, Paper};
use super::tile_marks::{info_block, mark_positions, registration, sheet_map};
use super::tiling::{SHEET_MARGIN, SHEET_TOP, TilePlan};
use super::words::{sheets_summary, tile_label, words};
use suffragetto_core::geometry::SIZE;

pub(super) const MARKS: Colour = Colour::rgb(0x10, 0x10, 0x10);
const GLUE: Colour = Colour::rgb(0x8a, 0x8a, 0x8a);
pub(super) const ACCENT: Colour = Colour::rgb(0xc6, 0x28, 0x28);

/// The lines between squares, mm from the board's edge.
pub fn grid_lines(opts: &BoardOptions) -> Vec<f64> {
    (0..=SIZE)
        .map(|i| opts.margin + i as f64 * opts.square())
        .collect()
}

/// The plan for tiling this board.
pub fn plan(opts: &BoardOptions, paper: Paper, overlap: f64) -> Result<TilePlan, RenderError> {
    opts.check()?;
    TilePlan::new(opts.size, &grid_lines(opts), paper, overlap)
}

/// The tiled board: the assembly page, then the sheets row by row.
pub fn tiled_board_document(
    opts: &BoardOptions,
    paper: Paper,
    overlap: f64,
) -> Result<Document, RenderError> {
    let plan = plan(opts, paper, overlap)?;
    let board = board_shapes(opts);
    let mut pages = vec![assembly_page(opts, &plan, paper, &board)];
    let rows = plan.rows.windows.len();
    let cols = plan.cols.windows.len();
    for r in 0..rows {
        for c in 0..cols {
            pages.push(tile_page(opts, &plan, r, c, &board));
        }
    }
    Ok(Document {
        title: format!(
            "{}, {}",
            board_title(opts),
            sheets_summary(opts.lang, plan.count(), paper, rows, cols)
        ),
        description: board_description(opts),
        pages,
    })
}

fn tile_page(opts: &BoardOptions, plan: &TilePlan, r: usize, c: usize, board: &[Shape]) -> Page {
    let (sw, sh) = plan.sheet;
    let (bx, by, bw, bh) = plan.window(r, c);
    let (ox, oy) = (SHEET_MARGIN, SHEET_TOP);
    // Board coordinates -> sheet coordinates.
    let at = |x: f64, y: f64| (ox + x - bx, oy + y - by);
    let rows = plan.rows.windows.len();
    let cols = plan.cols.windows.len();
    let w = words(opts.lang);
    let mut out = vec![Shape::Group {
        transform: Transform {
            dx: ox - bx,
            dy: oy - by,
            scale: 1.0,
        },
        clip: Some(Rect::new(ox, oy, bw, bh)),
        shapes: board.to_vec(),
    }];
    let hatch = Stroke::dashed(GLUE, 0.5, 0.5, 1.5);
    // Glue strips: right and bottom, covered by the next sheet.
    if c + 1 < cols {
        let seam = plan.cols.seams[c];
        let (x, _) = at(seam, 0.0);
        let strip = Rect::new(x, oy, plan.overlap, bh);
        glue_strip(strip, true, w.glue, &hatch, &mut out);
        out.push(Shape::Line(
            (x, oy - 3.0),
            (x, oy + bh + 3.0),
            Stroke::dashed(MARKS, 0.35, 0.4, 1.2),
        ));
    }
    if r + 1 < rows {
        let seam = plan.rows.seams[r];
        let (_, y) = at(0.0, seam);
        let strip = Rect::new(ox, y, bw, plan.overlap);
        glue_strip(strip, false, w.glue, &hatch, &mut out);
        out.push(Shape::Line(
            (ox - 3.0, y),
            (ox + bw + 3.0, y),
            Stroke::dashed(MARKS, 0.35, 0.4, 1.2),
        ));
    }
    // Cut lines: left and top, along the seam shared with the previous sheet.
    let cut = Stroke::dashed(ACCENT, 0.4, 3.0, 1.5);
    if c > 0 {
        out.push(Shape::Line((ox, 3.0), (ox, sh - 3.0), cut.clone()));
        out.push(Shape::Text(
            Text::new(ox - 1.5, sh - 4.0, format!("✂ {}", w.cut), 3.0)
                .coloured(ACCENT)
                .rotated(-90.0),
        ));
    }
    if r > 0 {
        out.push(Shape::Line((3.0, oy), (sw - 3.0, oy), cut.clone()));
        out.push(Shape::Text(
            Text::new(sw - 4.0, oy - 1.5, format!("{} ✂", w.cut), 3.0)
                .coloured(ACCENT)
                .anchored(Anchor::End),
        ));
    }
    // Registration marks on every seam of this sheet.
    let ys = mark_positions(opts, plan.rows.windows[r], false);
    let xs = mark_positions(opts, plan.cols.windows[c], true);
    let mut seams_x = Vec::new();
    if c > 0 {
        seams_x.push(plan.cols.seams[c - 1]);
    }
    if c + 1 < cols {
        seams_x.push(plan.cols.seams[c]);
    }
    let mut seams_y = Vec::new();
    if r > 0 {
        seams_y.push(plan.rows.seams[r - 1]);
    }
    if r + 1 < rows {
        seams_y.push(plan.rows.seams[r]);
    }
    for &sx in &seams_x {
        for &y in &ys {
            let (px, py) = at(sx, y);
            registration(px, py, &mut out);
        }
    }
    for &sy in &seams_y {
        for &x in &xs {
            let (px, py) = at(x, sy);
            registration(px, py, &mut out);
        }
    }
    // Trim marks where a window edge is the board's outer edge.
    let trim = Stroke::solid(MARKS, 0.3);
    let (l, t, rr, b) = (ox, oy, ox + bw, oy + bh);
    let edge = |v: f64, end: f64| (v - end).abs() < 1e-9;
    let tick: f64 = 6.0;
    if edge(bx, 0.0) {
        out.push(Shape::Line(
            (l, t - 1.5),
            (l, t - 1.5 - tick.min(t - 3.0)),
            trim.clone(),
        ));
        out.push(Shape::Line((l, b + 1.5), (l, b + 1.5 + tick), trim.clone()));
    }
    if edge(bx + bw, opts.size) {
        out.push(Shape::Line(
            (rr, t - 1.5),
            (rr, t - 1.5 - tick.min(t - 3.0)),
            trim.clone(),
        ));
        out.push(Shape::Line(
            (rr, b + 1.5),
            (rr, b + 1.5 + tick),
            trim.clone(),
        ));
    }
    if edge(by, 0.0) {
        out.push(Shape::Line((l - 1.5, t), (l - 1.5 - tick, t), trim.clone()));
        out.push(Shape::Line(
            (rr + 1.5, t),
            (rr + 1.5 + tick, t),
            trim.clone(),
        ));
    }
    if edge(by + bh, opts.size) {
        out.push(Shape::Line((l - 1.5, b), (l - 1.5 - tick, b), trim.clone()));
        out.push(Shape::Line(
            (rr + 1.5, b),
            (rr + 1.5 + tick, b),
            trim.clone(),
        ));
    }
    // Label and a small map of the sheets with this one filled in.
    let label = crate::words::tile_heading(
        opts.lang,
        w.title,
        &tile_label(opts.lang, r + 1, c + 1, rows, cols),
    );
    out.push(Shape::Text(Text::new(ox, 10.0, label, 4.2).bold()));
    let cell = 3.2;
    sheet_map(
        (
            sw - SHEET_MARGIN - cols as f64 * cell,
            10.0 - rows as f64 * cell,
        ),
        cell,
        (rows, cols),
        (r, c),
        &mut out,
    );
    // The paper beside or below the board's part: a larger map, which
    // sheets this one joins, and a bar to check the print's scale.
    let below = Rect::new(ox, oy + bh + 9.0, sw - 2.0 * SHEET_MARGIN, 0.0);
    let below = Rect {
        h: sh - SHEET_MARGIN - below.y,
        ..below
    };
    let beside = Rect::new(ox + bw + 9.0, oy, 0.0, bh);
    let beside = Rect {
        w: sw - SHEET_MARGIN - beside.x,
        ..beside
    };
    let free = if below.h >= 20.0 || below.w * below.h >= beside.w * beside.h {
        below
    } else {
        beside
    };
    if free.w >= 30.0 && free.h >= 20.0 {
        info_block(opts, plan, (r, c), free, &mut out);
    }
    Page::new(sw, sh, out)
}

/// Light hatching over a glue strip, with the word "glue" on small plates.
fn glue_strip(strip: Rect, vertical: bool, word: &str, stroke: &Stroke, out: &mut Vec<Shape>) {
    // Rows of dots: no zone of the board is dotted, so the strip cannot
    // be taken for the Prison's or the Yard's hatching.
    out.push(Shape::Hatch {
        area: strip,
        angle: 0.0,
        spacing: 2.0,
        stroke: stroke.clone(),
    });
    let size = (strip.w.min(strip.h) * 0.35).clamp(1.5, 3.0);
    let len = super::font::width(word, Weight::Bold, size, 0.0) + 2.0;
    let thick = size * 1.5;
    for t in [0.25, 0.75] {
        let (cx, cy) = if vertical {
            (strip.x + strip.w / 2.0, strip.y + t * strip.h)
        } else {
            (strip.x + t * strip.w, strip.y + strip.h / 2.0)
        };
        let plate = if vertical {
            Rect::new(cx - thick / 2.0, cy - len / 2.0, thick, len)
        } else {
            Rect::new(cx - len / 2.0, cy - thick / 2.0, len, thick)
        };
        out.push(Shape::Rect(plate, Style::fill(Colour::WHITE)));
        out.push(Shape::Text(centred(
            word,
            (cx, cy),
            size,
            Weight::Bold,
            GLUE,
            if vertical { -90.0 } else { 0.0 },
        )));
    }
}
