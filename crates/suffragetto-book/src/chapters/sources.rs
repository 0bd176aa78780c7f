//! Chapter 2, the sources: one page per source with its metadata and
//! witness data (what it is, its dates, what it cites, how it relates to
//! the others), the hand-written notes on its peculiarities, the French
//! text's translation artefacts, and every passage the variant cites,
//! grouped by the section of the source, with its line; a page for each
//! text without a variant of its own (its sentences by rule point); the
//! stemma on the chapter's first page; and the changes of reading.

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
    /// The line of the source's file the phrase stands on, where found.
    line: String,
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
    exemplar: String,
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
    /// The texts without a variant of their own.
    others: Vec<TocEntry>,
    stemma: String,
    exemplars: Vec<String>,
    relations: Vec<String>,
    version: String,
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
            exemplar: x.exemplar.as_deref().map(esc).unwrap_or_default(),
            english: x.english.as_deref().map(esc).unwrap_or_default(),
            cert: esc(&super::witnesses::artefact_cert(ctx.lang, &x.cert)),
            kind: esc(&super::witnesses::artefact_kind(ctx.lang, &x.kind)),
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
                title: cell(p.id.title_in(ctx.lang)),
                value: cell(&p.value_words_in(ctx.lang)),
                status: p.status.as_str().to_string(),
                status_words: p.status.words_in(ctx.lang).to_string(),
                quote: p
                    .citation
                    .as_ref()
                    .and_then(|c| c.quote.as_deref())
                    .map(esc)
                    .unwrap_or_default(),
                line: p
                    .citation
                    .as_ref()
                    .and_then(|c| phrase_line(ctx, &v.meta.id, c))
                    .map(|l| l.to_string())
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
        let mut meta = MetaText::new(&v.meta, ctx.lang, esc_typo);
        meta.name = esc_typo(&ctx.name_of(&v.meta.id));
        let page = Page {
            meta,
            text: ctx.prose(&path)?,
            sections,
            silent,
            counts: suffragetto_core::variant::Status::ALL
                .iter()
                .map(|&s| Count {
                    status: s.as_str(),
                    words: s.words_in(ctx.lang),
                    meaning: s.meaning_in(ctx.lang),
                    count: count(s),
                })
                .collect(),
            witness: ctx
                .apparatus
                .witness(&v.meta.id)
                .map(|w| WitnessText::new(ctx, w, esc_typo)),
            artefacts: artefacts(ctx, &v.meta.id),
        };
        ctx.page(site, &path, "source.md", &page)?;
        toc.push(TocEntry {
            title: ctx.name_of(&v.meta.id),
            path,
        });
        pages.push(page);
    }
    for p in &mut pages {
        p.meta.title = cell(&p.meta.title);
        p.meta.name = cell(&ctx.name_of(&p.meta.id));
        p.meta.game_date = cell(&p.meta.game_date);
    }
    let others = super::text_witness::pages(ctx, site)?;
    toc.extend(others.iter().map(|t| TocEntry {
        title: t.title.clone(),
        path: t.path.clone(),
    }));
    let app = &ctx.apparatus;
    site.add(
        "img/stemma.svg",
        super::stemma::svg(app, &|id| ctx.witness_name(id), ctx.lang),
    );
    ctx.page(
        site,
        "sources/index.md",
        "sources.md",
        &Index {
            text: ctx.prose("sources/index.md")?,
            pages,
            others: others
                .into_iter()
                .map(|t| TocEntry {
                    title: esc(&t.title),
                    path: t.path.trim_start_matches("sources/").to_string(),
                })
                .collect(),
            stemma: "../img/stemma.svg".to_string(),
            exemplars: app
                .exemplars
                .iter()
                .map(|e| {
                    esc(&format!(
                        "{} ({}){}{}. {}",
                        e.siglum,
                        e.name,
                        ctx.lang.colon(),
                        e.title,
                        e.what
                    ))
                })
                .collect(),
            relations: app
                .relations
                .iter()
                .map(|r| esc(&super::witnesses::relation_words(ctx, r)))
                .collect(),
            version: esc(&match app.changelog.latest() {
                Some(v) => ctx.say(
                    "book-version-of",
                    suffragetto_core::lang::Args::new(ctx.lang)
                        .text("version", &v.version)
                        .text("date", crate::text::long_date(ctx.lang, &v.date)),
                ),
                None => app.changelog.words(),
            }),
        },
    )?;
    toc.push(super::changes::page(ctx, site)?);
    Ok(toc)
}

/// The line of source file of variant `id` on which citation `c`'s phrase
/// stands: the stored passage of the cited section that holds it.
fn phrase_line(ctx: &Ctx<'_>, id: &str, c: &suffragetto_core::variant::Citation) -> Option<usize> {
    let q = c.quote.as_deref()?;
    ctx.apparatus
        .passages_of(id)
        .find(|(_, p)| p.section == c.section && suffragetto_apparatus::quotes::occurs(q, &p.text))
        .map(|(_, p)| p.line)
}
