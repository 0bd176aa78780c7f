//! Chapter 5, the comparison matrix: every rule point against every
//! variant, with value, status (in words) and a cited phrase linked to the
//! source page; rows whose values differ come first, and the rows where
//! every variant gives the same value (those whose statuses differ first)
//! are folded away behind a "show all" switch (a checkbox and CSS, so it works without scripts); each row
//! links to the point's parallel texts.

use super::parallel::area_page;
use super::{Ctx, SiteError};
use crate::assemble::Site;
use crate::text::esc;
use serde::Serialize;

#[derive(Serialize)]
struct Cell {
    /// The variant's name, for the cards of a narrow screen.
    variant: String,
    value: String,
    status: String,
    status_words: String,
    quote: String,
    section: String,
    link: String,
    note: String,
    /// The rule point's parallel texts, for the variants of the three texts.
    texts: String,
    /// The value differs from the first variant's.
    other: bool,
    /// The value agrees with the first variant's, the status does not.
    other_status: bool,
}

#[derive(Serialize)]
struct Row {
    id: String,
    area: String,
    title: String,
    parallel: String,
    differs: bool,
    status_only: bool,
    cells: Vec<Cell>,
}

#[derive(Serialize)]
struct Status {
    id: &'static str,
    words: &'static str,
    meaning: &'static str,
}

/// A variant's column heading.
#[derive(Serialize)]
struct Column {
    id: String,
    name: String,
}

/// Rows of one kind: differing values, or the same value everywhere (those
/// whose statuses differ first).
#[derive(Serialize)]
struct Group {
    kind: &'static str,
    heading: String,
    rows: Vec<Row>,
}

#[derive(Serialize)]
struct Data {
    text: String,
    variants: Vec<Column>,
    /// Columns of the table: the rule point and one per variant.
    columns: usize,
    groups: Vec<Group>,
    total: usize,
    differing: usize,
    status_only: usize,
    agreed: usize,
    statuses: Vec<Status>,
}

/// Writes `matrix.md`.
pub fn page(ctx: &Ctx<'_>, site: &mut Site) -> Result<(), SiteError> {
    let variants: Vec<_> = ctx.variants().collect();
    let is_text = |id: &str| ctx.apparatus.texts().any(|w| w.id == id);
    let mut rows = Vec::new();
    for (i, info) in suffragetto_core::variant::RULE_POINTS.iter().enumerate() {
        let first = &variants[0].points[i];
        let parallel = area_page(info.area).replace(".md", ".html");
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
                    variant: esc(&ctx.name_of(&v.meta.id)),
                    value: esc(&p.value_words_in(ctx.lang)),
                    status: p.status.as_str().to_string(),
                    status_words: p.status.words_in(ctx.lang).to_string(),
                    quote,
                    section,
                    link,
                    note: p
                        .note
                        .as_deref()
                        .map(|n| ctx.reader_html(n))
                        .unwrap_or_default(),
                    texts: if is_text(v.id()) {
                        format!("{parallel}#{}", info.id)
                    } else {
                        String::new()
                    },
                    other: p.value != first.value,
                    other_status: p.value == first.value && p.status != first.status,
                }
            })
            .collect();
        let differs = cells.iter().any(|c| c.other);
        let statuses_differ = variants.iter().any(|v| v.points[i].status != first.status);
        rows.push(Row {
            id: info.id.to_string(),
            area: info.area.to_string(),
            title: esc(info.id.title_in(ctx.lang)),
            parallel,
            differs,
            status_only: !differs && statuses_differ,
            cells,
        });
    }
    let total = rows.len();
    let (differing, rest): (Vec<Row>, Vec<Row>) = rows.into_iter().partition(|r| r.differs);
    let (status_only, agreed): (Vec<Row>, Vec<Row>) = rest.into_iter().partition(|r| r.status_only);
    let data = Data {
        text: ctx.prose("matrix.md")?,
        variants: variants
            .iter()
            .map(|v| Column {
                id: v.meta.id.clone(),
                name: esc(&ctx.name_of(&v.meta.id)),
            })
            .collect(),
        columns: variants.len() + 1,
        total,
        differing: differing.len(),
        status_only: status_only.len(),
        agreed: total - differing.len(),
        statuses: suffragetto_core::variant::Status::ALL
            .iter()
            .map(|s| Status {
                id: s.as_str(),
                words: s.words_in(ctx.lang),
                meaning: s.meaning_in(ctx.lang),
            })
            .collect(),
        groups: [
            (
                "differs",
                esc(&ctx.word("book-matrix-group-differs")),
                differing,
            ),
            (
                "agreed",
                esc(&ctx.word("book-matrix-group-agreed")),
                status_only.into_iter().chain(agreed).collect(),
            ),
        ]
        .into_iter()
        .filter(|(_, _, rows): &(_, _, Vec<Row>)| !rows.is_empty())
        .map(|(kind, heading, rows)| Group {
            kind,
            heading,
            rows,
        })
        .collect(),
    };
    ctx.page(site, "matrix.md", "matrix.md", &data)
}
