//! The chapters, each generated from the project's data and tools.

mod board;
mod differences;
mod effects;
mod game_viewer;
mod games;
mod history;
mod matrix;
mod own_variant;
mod parallel;
mod published;
mod rules;
mod sources;
mod statistics;
mod witnesses;

use super::assemble::{Site, Sources};
use super::templates::Templates;
use super::text::slug;
use super::{BookOptions, Progress, SiteError};
use serde::Serialize;
use suffragetto_core::engine::Rules;
use suffragetto_core::variant::{Citation, Variant};

/// What every chapter reads.
pub struct Ctx<'a> {
    /// The book's sources.
    pub sources: &'a Sources,
    /// Budget and seed.
    pub opts: &'a BookOptions,
    /// Where long stages report.
    pub progress: &'a dyn Progress,
    /// The page templates.
    pub templates: Templates,
    /// The built-in variants, in listing order.
    pub rules: Vec<Rules>,
    /// The witnesses, passages and artefacts (`sources/*.yaml`).
    pub apparatus: suffragetto_apparatus::Apparatus,
}

impl Ctx<'_> {
    /// The built-in variants.
    pub fn variants(&self) -> impl Iterator<Item = &Variant> {
        self.rules.iter().map(Rules::variant)
    }

    /// The rules of built-in variant `id`.
    pub fn rules_of(&self, id: &str) -> &Rules {
        self.rules
            .iter()
            .find(|r| r.id() == id)
            .expect("built-in variant")
    }

    /// The reader's name of built-in variant `id` (`English online rules`),
    /// or `id` itself for a variant that is not built in.
    pub fn name_of(&self, id: &str) -> String {
        self.variants()
            .find(|v| v.meta.id == id)
            .map_or_else(|| id.to_string(), |v| v.meta.name.clone())
    }

    /// Plain `text` (an engine's message, a variant's note) as HTML for
    /// readers: escaped, "the german variant" as the variant's name, and
    /// rule point ids set as code.
    pub fn reader_html(&self, text: &str) -> String {
        let mut s = text.to_string();
        for v in self.variants() {
            s = s.replace(
                &format!("the {} variant", v.meta.id),
                &format!("the {}", v.meta.name),
            );
        }
        crate::text::code_ids(&crate::text::esc(&s))
    }

    /// The page (relative to the book root) and anchor of a citation's
    /// section, if the cited source is one of the built-in variants' sources.
    pub fn citation_target(&self, c: &Citation) -> Option<String> {
        let v = self.variants().find(|v| v.meta.source == c.source)?;
        Some(format!(
            "sources/{}.html#{}",
            v.meta.id,
            section_anchor(&c.section)
        ))
    }

    /// Renders template `name` with `data` into page `path`.
    pub fn page(
        &self,
        site: &mut Site,
        path: &str,
        template: &str,
        data: &impl Serialize,
    ) -> Result<(), SiteError> {
        let text = self.templates.render(template, data)?;
        site.add(path, text);
        Ok(())
    }
}

/// The anchor of a source's section on its page.
pub fn section_anchor(section: &str) -> String {
    format!("sec-{}", slug(section))
}

/// An entry of the table of contents.
#[derive(Serialize)]
struct TocEntry {
    title: String,
    path: String,
}

/// Generates every page of the book.
pub fn generate(
    sources: &Sources,
    opts: &BookOptions,
    progress: &dyn Progress,
) -> Result<Site, SiteError> {
    let rules = suffragetto_core::variant::builtin_ids()
        .map(Rules::load)
        .collect::<Result<Vec<_>, _>>()?;
    let ctx = Ctx {
        sources,
        opts,
        progress,
        templates: Templates::load()?,
        rules,
        apparatus: suffragetto_apparatus::load()?,
    };
    let mut site = Site::default();
    history::pages(&ctx, &mut site)?;
    let source_pages = sources::pages(&ctx, &mut site)?;
    board::pages(&ctx, &mut site)?;
    let area_pages = rules::pages(&ctx, &mut site)?;
    matrix::page(&ctx, &mut site)?;
    let parallel_pages = parallel::pages(&ctx, &mut site)?;
    let measured = effects::measure(&ctx)?;
    differences::page(&ctx, &mut site, &measured)?;
    let game_pages = games::pages(&ctx, &mut site)?;
    statistics::page(&ctx, &mut site, &measured)?;
    own_variant::page(&ctx, &mut site)?;
    #[derive(Serialize)]
    struct Summary {
        sources: Vec<TocEntry>,
        areas: Vec<TocEntry>,
        parallel: Vec<TocEntry>,
        games: Vec<TocEntry>,
    }
    ctx.page(
        &mut site,
        "SUMMARY.md",
        "SUMMARY.md",
        &Summary {
            sources: source_pages,
            areas: area_pages,
            parallel: parallel_pages,
            games: game_pages,
        },
    )?;
    Ok(site)
}
