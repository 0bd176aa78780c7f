//! The first page of a tiled board: the whole board shrunk with the sheet
//! grid over it, the steps of assembly and a 100 mm bar to check the scale
//! (on Letter a 4 inch bar beside it).

use super::layout::{centred, wrap};
use super::model::{Anchor, Page, Rect, Shape, Stroke, Style, Text, Transform, Weight};
use super::options::{BoardOptions, Paper};
use super::tile_pages::{ACCENT, MARKS};
use super::tiling::TilePlan;
use super::words::{number, sheets_summary, words};

/// The first page: the whole board shrunk with the sheet grid over it, the
/// steps of assembly and a 100 mm bar to check the print scale.
pub(super) fn assembly_page(
    opts: &BoardOptions,
    plan: &TilePlan,
    paper: Paper,
    board: &[Shape],
) -> Page {
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
    let inches = paper == Paper::Letter;
    for (i, step) in w.steps.iter().enumerate() {
        // On Letter the scale is checked in inches too.
        let step = if i == 1 && inches {
            w.scale_step_inches
        } else {
            step
        };
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
    if inches {
        // A 4 inch bar below, ticks every quarter inch.
        let y = y + 9.0;
        let inch = crate::length::MM_PER_IN;
        out.push(Shape::Line((x0, y), (x0 + 4.0 * inch, y), bar.clone()));
        for i in 0..=16 {
            let x = x0 + i as f64 * inch / 4.0;
            let h = if i % 4 == 0 { 4.0 } else { 2.0 };
            out.push(Shape::Line((x, y - h), (x, y), bar.clone()));
        }
        out.push(Shape::Text(
            Text::new(x0 + 4.0 * inch + 4.0, y, w.inches, 3.6).bold(),
        ));
    }
    Page::new(pw, ph, out)
}
