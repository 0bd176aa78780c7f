//! The changes of reading (`sources/changelog.yaml`): for each version of
//! the apparatus, newest first, which variant's value or status of which
//! rule point changed and why, so that a citation "as of version N" can be
//! traced.

use super::{Ctx, SiteError, TocEntry};
use crate::assemble::Site;
use crate::text::{cell, esc};
use serde::Serialize;
use suffragetto_core::lang::{Args, catalogue};
use suffragetto_core::variant::PointId;
use suffragetto_core::variant::points::value_words_in;

#[derive(Serialize)]
struct Change {
    variant: String,
    point: String,
    title: String,
    what: String,
    why: String,
}

#[derive(Serialize)]
struct Version {
    version: String,
    date: String,
    reading: String,
    /// "Version 3, 2026-12-01 (current)", in the reader's language.
    title: String,
    changes: Vec<Change>,
    apparatus: Vec<String>,
}

#[derive(Serialize)]
struct Page {
    versions: Vec<Version>,
}

/// Writes `sources/changes.md`; its table-of-contents entry.
pub fn page(ctx: &Ctx<'_>, site: &mut Site) -> Result<TocEntry, SiteError> {
    let log = &ctx.apparatus.changelog;
    let versions = log
        .versions
        .iter()
        .map(|v| Version {
            version: esc(&v.version),
            date: esc(&v.date),
            reading: esc(&capitalised(&v.reading)),
            title: ctx.say(
                "book-version-title",
                suffragetto_core::lang::Args::new(ctx.lang)
                    .text("version", esc(&v.version))
                    .text("date", esc(&crate::text::long_date(ctx.lang, &v.date)))
                    .text(
                        "current",
                        if v.version == log.current {
                            "yes"
                        } else {
                            "no"
                        },
                    ),
            ),
            changes: v
                .changes
                .iter()
                .map(|c| {
                    let lang = ctx.lang;
                    let from_to = |key: &str, from: &str, to: &str| {
                        let args = Args::new(lang).text("from", from).text("to", to);
                        catalogue().text(key, &args)
                    };
                    let mut what = Vec::new();
                    if c.added {
                        what.push(ctx.word("book-change-added"));
                    }
                    if let (Some([a, b]), Some(id)) = (&c.value, PointId::parse(&c.point)) {
                        what.push(from_to(
                            "book-change-value",
                            &value_words_in(id, a, lang),
                            &value_words_in(id, b, lang),
                        ));
                    }
                    if let Some([a, b]) = c.status {
                        what.push(from_to(
                            "book-change-status",
                            a.words_in(lang),
                            b.words_in(lang),
                        ));
                    }
                    if what.is_empty() {
                        what.push(ctx.word("book-change-citation"));
                    }
                    Change {
                        variant: cell(&ctx.name_of(&c.variant)),
                        point: c.point.clone(),
                        title: cell(
                            suffragetto_core::variant::RULE_POINTS
                                .iter()
                                .find(|p| p.id.as_str() == c.point)
                                .map_or(c.point.as_str(), |p| p.id.title_in(ctx.lang)),
                        ),
                        what: cell(&what.join(ctx.lang.semicolon())),
                        why: cell(&c.why),
                    }
                })
                .collect(),
            apparatus: v.apparatus.iter().map(|a| esc(a)).collect(),
        })
        .collect();
    let path = "sources/changes.md";
    ctx.page(site, path, "changes.md", &Page { versions })?;
    Ok(TocEntry {
        // The page's heading, as its translated prose gives it.
        title: ctx
            .translations
            .message("Changes of reading")
            .unwrap_or("Changes of reading")
            .to_string(),
        path: path.to_string(),
    })
}

/// `s` with its first letter a capital.
fn capitalised(s: &str) -> String {
    let mut c = s.chars();
    c.next()
        .map(|f| f.to_uppercase().chain(c).collect())
        .unwrap_or_default()
}
