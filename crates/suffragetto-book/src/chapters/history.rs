//! The introduction and chapter 1, the game and its history: what each
//! witness is, the date it gives the game and its own date, from the
//! witness data (`sources/witnesses.yaml`).

use super::witnesses::{WitnessText, reference};
use super::{Ctx, SiteError};
use crate::assemble::Site;
use crate::text::cell;
use serde::Serialize;

#[derive(Serialize)]
struct Data {
    text: String,
    witnesses: Vec<WitnessText>,
    works: Vec<String>,
    rule_points: usize,
    variants: usize,
}

/// Writes `index.md` and `history.md`.
pub fn pages(ctx: &Ctx<'_>, site: &mut Site) -> Result<(), SiteError> {
    let app = &ctx.apparatus;
    let n = ctx.variants().count();
    let mut cited = std::collections::BTreeSet::new();
    let mut data = Data {
        text: ctx.prose("index.md")?,
        witnesses: app
            .witnesses
            .iter()
            .map(|w| WitnessText::new(ctx, w, cell))
            .collect(),
        // Each work once, where the first witness that cites it stands.
        works: app
            .witnesses
            .iter()
            .flat_map(|w| &w.references)
            .filter(|k| cited.insert(k.as_str()))
            .filter_map(|k| app.entry(k))
            .map(|b| cell(&reference(ctx.lang, b)))
            .collect(),
        rule_points: suffragetto_core::variant::RULE_POINTS.len(),
        variants: n,
    };
    ctx.page(site, "index.md", "index.md", &data)?;
    data.text = ctx.prose("history.md")?;
    ctx.page(site, "history.md", "history.md", &data)
}
