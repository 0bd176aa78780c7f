//! A handout for a class: chosen moves of a chapter, two to six diagrams a
//! page of A4 or Letter, each with its move, its comment and its drawings,
//! in the render crate's drawing model (so its PDF is the diagrams' PDF).

use suffragetto_render::diagram::{DiagramOptions, Scene, diagram_document};
use suffragetto_render::layout::wrap;
use suffragetto_render::model::{Document, Page, Shape, Text, Transform, Weight};
use suffragetto_render::options::Paper;

/// One diagram of a handout: its scene and the words under it.
pub struct Item {
    /// The position with its arrows and marks.
    pub scene: Scene,
    /// The move with its number and glyphs (none: the start).
    pub heading: String,
    /// The comment.
    pub comment: String,
}

const MARGIN: f64 = 15.0;
const TITLE: f64 = 24.0;
const TEXT_SIZE: f64 = 3.4;
const LINE: f64 = 4.6;

/// The handout of `items` on `paper`, `per_page` (2 to 6) diagrams a page,
/// titled `title`; `opts` draw every diagram (their own caption off: the
/// words are set beside them).
pub fn handout_document(
    title: &str,
    items: &[Item],
    paper: Paper,
    per_page: usize,
    opts: &DiagramOptions,
) -> Result<Document, String> {
    let (pw, ph) = paper
        .portrait()
        .ok_or_else(|| "a handout is printed on A4 or Letter".to_string())?;
    let per_page = per_page.clamp(2, 6);
    let cols = if per_page <= 3 { 1 } else { 2 };
    let rows = per_page.div_ceil(cols);
    let (cell_w, cell_h) = (
        (pw - 2.0 * MARGIN) / cols as f64,
        (ph - MARGIN - TITLE) / rows as f64,
    );
    let mut opts = opts.clone();
    opts.caption = false;
    let mut pages = Vec::new();
    let total = items.len().div_ceil(per_page).max(1);
    for (p, chunk) in items.chunks(per_page).enumerate() {
        let mut shapes = vec![
            Shape::Text(Text::new(MARGIN, 14.0, title, 5.0).bold()),
            Shape::Text(Text::new(
                pw - MARGIN - 12.0,
                14.0,
                format!("{}/{}", p + 1, total),
                3.5,
            )),
        ];
        for (k, item) in chunk.iter().enumerate() {
            let (col, row) = (k % cols, k / cols);
            let (x, y) = (MARGIN + col as f64 * cell_w, TITLE + row as f64 * cell_h);
            shapes.extend(cell(item, (x, y), (cell_w, cell_h), cols == 1, &opts)?);
        }
        pages.push(Page::new(pw, ph, shapes));
    }
    Ok(Document {
        title: title.to_string(),
        description: format!("{} diagrams", items.len()),
        pages,
    })
}

/// One cell: the diagram, and its words beside it (one column) or under it.
fn cell(
    item: &Item,
    (x, y): (f64, f64),
    (w, h): (f64, f64),
    beside: bool,
    opts: &DiagramOptions,
) -> Result<Vec<Shape>, String> {
    let doc = diagram_document(&item.scene, opts).map_err(|e| e.to_string())?;
    let page = &doc.pages[0];
    let gap = 4.0;
    // The diagram's box and the words' box.
    let (dw, dh, tx, ty, tw) = if beside {
        let d = (h - gap).min(w * 0.6);
        (d, h - gap, x + d + gap, y + 5.0, w - d - gap)
    } else {
        let th = (h * 0.28).max(3.0 * LINE);
        (w - gap, h - th - gap, x, y + h - th + 2.0, w - gap)
    };
    let scale = (dw / page.width).min(dh / page.height);
    let mut out = vec![Shape::Group {
        transform: Transform {
            dx: x,
            dy: y,
            scale,
        },
        clip: None,
        shapes: page.shapes.clone(),
    }];
    let ty = if beside {
        ty
    } else {
        y + page.height * scale + 4.0
    };
    let room = if beside { h - 5.0 } else { y + h - ty };
    let mut lines = 0usize;
    let max_lines = ((room / LINE).floor() as usize).max(1);
    if !item.heading.is_empty() {
        out.push(Shape::Text(
            Text::new(tx, ty, item.heading.clone(), TEXT_SIZE + 0.4).bold(),
        ));
        lines += 1;
    }
    let wrapped = wrap(&item.comment, Weight::Regular, TEXT_SIZE, tw);
    let cut = wrapped.len() > max_lines.saturating_sub(lines);
    for (i, l) in wrapped
        .iter()
        .take(max_lines.saturating_sub(lines))
        .enumerate()
    {
        let last = cut && i + 1 == max_lines.saturating_sub(lines);
        let text = if last { format!("{l} …") } else { l.clone() };
        out.push(Shape::Text(Text::new(
            tx,
            ty + (lines + i) as f64 * LINE,
            text,
            TEXT_SIZE,
        )));
    }
    Ok(out)
}
