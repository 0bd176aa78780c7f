//! The introduction and chapter 1, the game and its history: the dates and
//! makers each source claims, from the variants' metadata.

use super::{Ctx, SiteError};
use crate::site::assemble::Site;
use crate::site::text::{MetaText, cell};
use serde::Serialize;

#[derive(Serialize)]
struct Claim {
    #[serde(flatten)]
    meta: MetaText,
}

#[derive(Serialize)]
struct Data {
    text: String,
    claims: Vec<Claim>,
    rule_points: usize,
    variants: usize,
}

/// Writes `index.md` and `history.md`.
pub fn pages(ctx: &Ctx<'_>, site: &mut Site) -> Result<(), SiteError> {
    let claims: Vec<Claim> = ctx
        .variants()
        .map(|v| Claim {
            meta: MetaText::new(&v.meta, cell),
        })
        .collect();
    let n = claims.len();
    let mut data = Data {
        text: ctx.sources.prose("index.md"),
        claims,
        rule_points: crate::variant::RULE_POINTS.len(),
        variants: n,
    };
    ctx.page(site, "index.md", "index.md", &data)?;
    data.text = ctx.sources.prose("history.md");
    ctx.page(site, "history.md", "history.md", &data)
}
