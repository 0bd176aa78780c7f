//! Chapter 5, the comparison matrix: every rule point against every
//! variant, with value, status and a cited phrase linked to the source page.

use super::{Ctx, SiteError};
use crate::site::assemble::Site;
use crate::site::text::esc;
use serde::Serialize;

#[derive(Serialize)]
struct Cell {
    value: String,
    status: String,
    quote: String,
    section: String,
    link: String,
    note: String,
    /// The value differs from the first variant's.
    other: bool,
}

#[derive(Serialize)]
struct Row {
    id: String,
    area: String,
    title: String,
    differs: bool,
    cells: Vec<Cell>,
}

#[derive(Serialize)]
struct Data {
    text: String,
    variants: Vec<String>,
    rows: Vec<Row>,
    differing: usize,
}

/// Writes `matrix.md`.
pub fn page(ctx: &Ctx<'_>, site: &mut Site) -> Result<(), SiteError> {
    let variants: Vec<_> = ctx.variants().collect();
    let mut rows = Vec::new();
    for (i, info) in crate::variant::RULE_POINTS.iter().enumerate() {
        let first = &variants[0].points[i].value;
        let cells: Vec<Cell> = variants
            .iter()
            .map(|v| {
                let p = &v.points[i];
                let (quote, section, link) = match &p.citation {
                    Some(c) => (
                        c.quote.as_deref().map(esc).unwrap_or_default(),
                        esc(&c.section),
                        ctx.citation_target(c).unwrap_or_default(),
                    ),
                    None => Default::default(),
                };
                Cell {
                    value: esc(&p.value_text),
                    status: p.status.as_str().to_string(),
                    quote,
                    section,
                    link,
                    note: p.note.as_deref().map(esc).unwrap_or_default(),
                    other: p.value != *first,
                }
            })
            .collect();
        rows.push(Row {
            id: info.id.to_string(),
            area: info.area.to_string(),
            title: esc(info.title),
            differs: cells.iter().any(|c| c.other),
            cells,
        });
    }
    let data = Data {
        text: ctx.sources.prose("matrix.md"),
        variants: variants.iter().map(|v| v.meta.id.clone()).collect(),
        differing: rows.iter().filter(|r| r.differs).count(),
        rows,
    };
    ctx.page(site, "matrix.md", "matrix.md", &data)
}
