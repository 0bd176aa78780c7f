//! The tiled board as pages: a first page with the whole board shrunk, the
//! sheet grid over it and how to glue, then one page per sheet with its part
//! of the board, cut lines, glue strips, registration marks and a label.

use super::RenderError;
use super::board::{board_description, board_shapes, board_title};
use super::layout::{centred, wrap};
use super::model::{
    Anchor, Colour, Document, Page, Rect, Shape, Stroke, Style, Text, Transform, Weight,
};
use super::options::{BoardOptions, Paper};
use super::tiling::{SHEET_MARGIN, SHEET_TOP, TilePlan};
use super::words::{number, sheet_name, sheets_summary, tile_label, words};
use crate::geometry::SIZE;

const MARKS: Colour = Colour::rgb(0x10, 0x10, 0x10);
const GLUE: Colour = Colour::rgb(0x8a, 0x8a, 0x8a);
const ACCENT: Colour = Colour::rgb(0xc6, 0x28, 0x28);

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

/// Where registration marks go along a seam whose window spans `(a, b)`
/// of the board: in the frame round the squares and just outside the
/// board, never on the squares; the same for both sheets of a seam.
/// `before` allows a mark before the board's start (not above it, where
/// the sheet's label is).
fn mark_positions(opts: &BoardOptions, (a, b): (f64, f64), before: bool) -> Vec<f64> {
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
fn registration(x: f64, y: f64, out: &mut Vec<Shape>) {
    let s = Stroke::solid(MARKS, 0.25);
    out.push(Shape::Circle(x, y, 2.2, Style::stroke(s.clone())));
    out.push(Shape::Line((x - 4.0, y), (x + 4.0, y), s.clone()));
    out.push(Shape::Line((x, y - 4.0), (x, y + 4.0), s));
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
    let label = format!(
        "{} {} — {}",
        w.title,
        w.board,
        tile_label(opts.lang, r + 1, c + 1, rows, cols)
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

/// A map of the sheets, `(r, c)` filled, cells of edge `cell` from `at`.
fn sheet_map(
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
fn info_block(
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
        "{}: {}. {}",
        w.this_sheet,
        tile_label(opts.lang, r + 1, c + 1, rows, cols),
        w.map_key
    );
    if !neighbours.is_empty() {
        text.push_str(&format!(" {} {}.", w.glue_under, neighbours.join("; ")));
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

/// The first page: the whole board shrunk with the sheet grid over it, the
/// steps of assembly and a 100 mm bar to check the print scale.
fn assembly_page(opts: &BoardOptions, plan: &TilePlan, paper: Paper, board: &[Shape]) -> Page {
    let (pw, ph) = paper.portrait().expect("tiled paper has a size");
    let w = words(opts.lang);
    let margin = 15.0;
    let mut out = Vec::new();
    let title = format!(
        "{} — {} {} × {} mm",
        w.title,
        w.board,
        number(opts.size, 1, opts.lang),
        number(opts.size, 1, opts.lang),
    );
    out.push(Shape::Text(Text::new(margin, 18.0, title, 5.5).bold()));
    let subtitle = sheets_summary(
        opts.lang,
        plan.count(),
        paper,
        plan.rows.windows.len(),
        plan.cols.windows.len(),
    );
    out.push(Shape::Text(Text::new(margin, 25.0, subtitle, 4.0)));
    let avail = (pw - 2.0 * margin).min(ph * 0.56);
    let scale = avail / opts.size;
    let (bx, by) = ((pw - avail) / 2.0, 37.0);
    let tr = Transform {
        dx: bx,
        dy: by,
        scale,
    };
    out.push(Shape::Group {
        transform: tr,
        clip: None,
        shapes: board.to_vec(),
    });
    // The sheets' own parts, seam to seam.
    let col_edges: Vec<f64> = std::iter::once(0.0)
        .chain(plan.cols.seams.iter().copied())
        .chain(std::iter::once(opts.size))
        .collect();
    let row_edges: Vec<f64> = std::iter::once(0.0)
        .chain(plan.rows.seams.iter().copied())
        .chain(std::iter::once(opts.size))
        .collect();
    for r in 0..row_edges.len() - 1 {
        for c in 0..col_edges.len() - 1 {
            let (x0, y0) = tr.apply(col_edges[c], row_edges[r]);
            let (x1, y1) = tr.apply(col_edges[c + 1], row_edges[r + 1]);
            out.push(Shape::Rect(
                Rect::new(x0, y0, x1 - x0, y1 - y0),
                Style::stroke(Stroke::solid(ACCENT, 0.6)),
            ));
        }
    }
    // Column numbers above the board, row numbers to its left, clear of
    // the board's own words.
    let size = 4.5;
    for c in 0..col_edges.len() - 1 {
        let (x0, _) = tr.apply(col_edges[c], 0.0);
        let (x1, _) = tr.apply(col_edges[c + 1], 0.0);
        out.push(Shape::Text(centred(
            &(c + 1).to_string(),
            ((x0 + x1) / 2.0, by - 3.5),
            size,
            Weight::Bold,
            ACCENT,
            0.0,
        )));
    }
    for r in 0..row_edges.len() - 1 {
        let (_, y0) = tr.apply(0.0, row_edges[r]);
        let (_, y1) = tr.apply(0.0, row_edges[r + 1]);
        out.push(Shape::Text(centred(
            &(r + 1).to_string(),
            (bx - 4.0, (y0 + y1) / 2.0),
            size,
            Weight::Bold,
            ACCENT,
            0.0,
        )));
    }
    // Steps.
    let mut y = by + avail + 12.0;
    out.push(Shape::Text(Text::new(margin, y, w.assembly, 4.8).bold()));
    y += 4.0;
    let size = 3.6;
    for (i, step) in w.steps.iter().enumerate() {
        let lines = wrap(step, Weight::Regular, size, pw - 2.0 * margin - 8.0);
        for (j, line) in lines.iter().enumerate() {
            y += size * 1.45;
            if j == 0 {
                out.push(Shape::Text(
                    Text::new(margin + 5.0, y, format!("{}.", i + 1), size).anchored(Anchor::End),
                ));
            }
            out.push(Shape::Text(Text::new(margin + 7.0, y, line.clone(), size)));
        }
    }
    // 100 mm scale bar.
    y += 10.0;
    let x0 = margin;
    let bar = Stroke::solid(MARKS, 0.4);
    out.push(Shape::Line((x0, y), (x0 + 100.0, y), bar.clone()));
    for i in 0..=10 {
        let x = x0 + i as f64 * 10.0;
        let h = if i % 5 == 0 { 4.0 } else { 2.0 };
        out.push(Shape::Line((x, y - h), (x, y), bar.clone()));
    }
    out.push(Shape::Text(
        Text::new(x0 + 104.0, y, w.scale_check, 3.6).bold(),
    ));
    Page::new(pw, ph, out)
}
