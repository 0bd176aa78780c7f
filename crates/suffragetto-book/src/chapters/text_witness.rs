//! The page of a rule text that has no variant of its own (the Ludii file's
//! rules text): what it is and where it stands, how it relates to the
//! others, and its sentences rule point by rule point, each with its line.

use super::parallel::{Shown, area_page};
use super::witnesses::WitnessText;
use super::{Ctx, SiteError, TocEntry};
use crate::assemble::Site;
use crate::text::{esc, esc_typo};
use serde::Serialize;

#[derive(Serialize)]
struct Point {
    id: String,
    title: String,
    parallel: String,
    sentences: Vec<Shown>,
    omits: String,
}

#[derive(Serialize)]
struct Page {
    name: String,
    witness: WitnessText,
    text: String,
    points: Vec<Point>,
    claims: Vec<Shown>,
    silent: usize,
}

/// Writes `sources/ID.md` for every text witness without a variant; the
/// table-of-contents entries, titles unescaped.
pub fn pages(ctx: &Ctx<'_>, site: &mut Site) -> Result<Vec<TocEntry>, SiteError> {
    let app = &ctx.apparatus;
    let mut toc = Vec::new();
    for w in app.texts().filter(|w| !w.variant) {
        let name = w.name_or(&w.title).to_string();
        let shown = |p| super::parallel::shown(ctx, w, p, "book-passage-at");
        let mut points = Vec::new();
        let mut silent = 0;
        for (id, area, title, passages) in app.point_order() {
            match passages.readings.get(&w.id) {
                Some(r) => points.push(Point {
                    id: id.to_string(),
                    title: esc(&crate::chapters::point_title(ctx, id, title)),
                    parallel: format!("../{}", area_page(area).replace(".md", ".html")),
                    sentences: r.passages.iter().map(shown).collect(),
                    omits: r.omits.as_deref().map(esc).unwrap_or_default(),
                }),
                None => silent += 1,
            }
        }
        let path = format!("sources/{}.md", w.id);
        let page = Page {
            name: esc(&name),
            witness: WitnessText::new(ctx, w, esc_typo),
            text: ctx.prose(&path)?,
            points,
            claims: app
                .claims
                .get(&w.id)
                .into_iter()
                .flatten()
                .map(shown)
                .collect(),
            silent,
        };
        ctx.page(site, &path, "witness.md", &page)?;
        toc.push(TocEntry { title: name, path });
    }
    Ok(toc)
}
