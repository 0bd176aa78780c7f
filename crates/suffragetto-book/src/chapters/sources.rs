//! Chapter 2, the sources: one page per source with its metadata and
//! witness data (what it is, its dates, what it cites, how it relates to
//! the others), the hand-written notes on its peculiarities, the French
//! text's translation artefacts, and every passage the variant cites,
//! grouped by the section of the source.

use super::witnesses::WitnessText;
use super::{Ctx, SiteError, TocEntry, section_anchor};
use crate::assemble::Site;
use crate::text::{MetaText, cell, esc, esc_typo};
use serde::Serialize;

#[derive(Serialize)]
struct Cited {
    point: String,
    title: String,
    value: String,
    status: String,
    status_words: String,
    quote: String,
}

#[derive(Serialize)]
struct Count {
    status: &'static str,
    words: &'static str,
    meaning: &'static str,
    count: usize,
}

#[derive(Serialize)]
struct ArtefactText {
    sic: String,
    corr: String,
    english: String,
    cert: String,
    kind: String,
    section: String,
    note: String,
}

#[derive(Serialize)]
struct Section {
    name: String,
    anchor: String,
    points: Vec<Cited>,
}

#[derive(Serialize)]
struct Page {
    #[serde(flatten)]
    meta: MetaText,
    text: String,
    sections: Vec<Section>,
    silent: Vec<Cited>,
    counts: Vec<Count>,
    witness: Option<WitnessText>,
    artefacts: Vec<ArtefactText>,
}

#[derive(Serialize)]
struct Index {
    text: String,
    pages: Vec<Page>,
}

/// The translation artefacts of witness `id`, as page text.
fn artefacts(ctx: &Ctx<'_>, id: &str) -> Vec<ArtefactText> {
    let a = &ctx.apparatus.artefacts;
    if a.witness != id {
        return Vec::new();
    }
    a.artefacts
        .iter()
        .map(|x| ArtefactText {
            sic: esc(&x.sic),
            corr: x.corr.as_deref().map(esc).unwrap_or_default(),
            english: x.english.as_deref().map(esc).unwrap_or_default(),
            cert: esc(&x.cert),
            kind: esc(&x.kind),
            section: esc(&x.section),
            note: esc(&x.note),
        })
        .collect()
}

/// Writes `sources/index.md` and one page per built-in variant.
pub fn pages(ctx: &Ctx<'_>, site: &mut Site) -> Result<Vec<TocEntry>, SiteError> {
    let mut pages = Vec::new();
    let mut toc = Vec::new();
    for v in ctx.variants() {
        let mut sections: Vec<Section> = Vec::new();
        let mut silent = Vec::new();
        let count = |s: suffragetto_core::variant::Status| {
            v.points.iter().filter(|p| p.status == s).count()
        };
        for p in &v.points {
            let cited = Cited {
                point: p.id.to_string(),
                title: cell(p.title),
                value: cell(&p.value_words()),
                status: p.status.as_str().to_string(),
                status_words: p.status.words().to_string(),
                quote: p
                    .citation
                    .as_ref()
                    .and_then(|c| c.quote.as_deref())
                    .map(esc)
                    .unwrap_or_default(),
            };
            match &p.citation {
                Some(c) if c.source == v.meta.source => {
                    match sections.iter_mut().find(|s| s.name == esc(&c.section)) {
                        Some(s) => s.points.push(cited),
                        None => sections.push(Section {
                            name: esc(&c.section),
                            anchor: section_anchor(&c.section),
                            points: vec![cited],
                        }),
                    }
                }
                _ => silent.push(cited),
            }
        }
        let path = format!("sources/{}.md", v.meta.id);
        let page = Page {
            meta: MetaText::new(&v.meta, esc_typo),
            text: ctx.sources.prose(&path),
            sections,
            silent,
            counts: suffragetto_core::variant::Status::ALL
                .iter()
                .map(|&s| Count {
                    status: s.as_str(),
                    words: s.words(),
                    meaning: s.meaning(),
                    count: count(s),
                })
                .collect(),
            witness: ctx
                .apparatus
                .witness(&v.meta.id)
                .map(|w| WitnessText::new(&ctx.apparatus, w, &v.meta.name, esc_typo)),
            artefacts: artefacts(ctx, &v.meta.id),
        };
        ctx.page(site, &path, "source.md", &page)?;
        toc.push(TocEntry {
            title: v.meta.name.clone(),
            path,
        });
        pages.push(page);
    }
    for p in &mut pages {
        p.meta.title = cell(&p.meta.title);
        p.meta.name = cell(&p.meta.name);
        p.meta.game_date = cell(&p.meta.game_date);
    }
    ctx.page(
        site,
        "sources/index.md",
        "sources.md",
        &Index {
            text: ctx.sources.prose("sources/index.md"),
            pages,
        },
    )?;
    Ok(toc)
}
