//! The chapters, each generated from the project's data and tools.

mod appendix;
mod board;
mod changes;
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
mod stemma;
mod summary;
mod text_witness;
mod witnesses;

use super::assemble::{Site, Sources};
use super::data_prose;
use super::i18n::Prose;
use super::memo::Memo;
use super::templates::Templates;
use super::text::slug;
use super::{BookOptions, Progress, SiteError};
use serde::Serialize;
use suffragetto_core::engine::Rules;
use suffragetto_core::lang::{Args, Lang, catalogue};
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
    /// The reader's language.
    pub lang: Lang,
    /// The prose's translations into it.
    pub translations: &'a Prose,
    /// What every language's book shares: the self-play, the searches,
    /// the print kit, computed once.
    pub memo: &'a Memo,
}

impl Ctx<'_> {
    /// The hand-written prose of page `path` (`history.md`) in the
    /// reader's language; an empty string when there is none.
    pub fn prose(&self, path: &str) -> Result<String, SiteError> {
        let text = self.sources.prose(path);
        self.translations
            .page(path, &text)
            .map(|t| t.trim_end().to_string())
    }

    /// Message `key` of the book's words (`locales/*/book.ftl`) in the
    /// reader's language.
    pub fn word(&self, key: &str) -> String {
        catalogue().plain(self.lang, key).to_string()
    }

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
        // A built-in variant's name is the catalogue's (`variant-name-ID`);
        // a variant that is not built in is named by its own file.
        if let Some(name) = suffragetto_core::lang::variant_name(self.lang, id) {
            return name.to_string();
        }
        self.variants()
            .find(|v| v.meta.id == id)
            .map_or_else(|| id.to_string(), |v| v.meta.name.clone())
    }

    /// Built-in variant `id` named in running text ("the English online
    /// rules", „die Variante Englische Online-Regeln").
    pub fn the_variant(&self, id: &str) -> String {
        self.say(
            "book-the-variant",
            Args::new(self.lang).text("name", self.name_of(id)),
        )
    }

    /// Built-in variant `id` named after a preposition ("under the
    /// English online rules", „in der Variante „Englische Online-Regeln““).
    pub fn under_the_variant(&self, id: &str) -> String {
        self.say(
            "book-the-variant.under",
            Args::new(self.lang).text("name", self.name_of(id)),
        )
    }

    /// Message `key` of the book's words with `args`.
    pub fn say(&self, key: &str, args: Args) -> String {
        catalogue().text(key, &args)
    }

    /// `items` as a list in the reader's language ("a, b and c").
    pub fn and_list(&self, items: &[String]) -> String {
        match items {
            [] => String::new(),
            [one] => one.clone(),
            [rest @ .., last] => self.say(
                "book-and",
                Args::new(self.lang)
                    .text("rest", rest.join(", "))
                    .text("last", last),
            ),
        }
    }

    /// The reader's name of witness or exemplar `id`: its own short name,
    /// else the name of the variant that reads it.
    pub fn witness_name(&self, id: &str) -> String {
        let app = &self.apparatus;
        match (app.witness(id), app.exemplar(id)) {
            (Some(w), _) => w.name.clone().unwrap_or_else(|| self.name_of(id)),
            (None, Some(e)) => e.name.clone(),
            (None, None) => id.to_string(),
        }
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

    /// A citation as a reader reads it: the source by its name (never its
    /// file), the section, a program's version and line, the quotation.
    pub fn citation_words(&self, c: &Citation) -> String {
        // The variant whose source it is; or whose points cite it, a file
        // of a program (named after the program: "Dagaz program,
        // suff-restrictions.js").
        let own = self.variants().find(|v| v.meta.source == c.source);
        let citing = || {
            self.variants().find(|v| {
                v.points
                    .iter()
                    .any(|p| p.citation.as_ref().is_some_and(|pc| pc.source == c.source))
            })
        };
        let source = match (own, citing()) {
            (Some(v), _) => self.name_of(&v.meta.id),
            (None, Some(v)) => {
                let file = c.source.split(" (").next().unwrap_or(&c.source);
                format!("{}, {file}", self.name_of(&v.meta.id))
            }
            (None, None) => "the cited source".to_string(),
        };
        let mut s = format!("{source}, {}", c.section);
        if let Some(v) = &c.version {
            s.push_str(&format!(", version {v}"));
        }
        if let Some(l) = &c.line {
            s.push_str(&format!(", line {l}"));
        }
        if let Some(q) = &c.quote {
            s.push_str(&format!(": \u{201c}{q}\u{201d}"));
        }
        s
    }

    /// Where the book shows a citation and how it words it, for the
    /// clickable diagrams' refusals.
    pub fn cite(&self, c: &Citation) -> (Option<String>, String) {
        (self.citation_target(c), self.citation_words(c))
    }

    /// Renders template `name` with `data` into page `path`.
    pub fn page(
        &self,
        site: &mut Site,
        path: &str,
        template: &str,
        data: &impl Serialize,
    ) -> Result<(), SiteError> {
        let text = self.templates.render(template, data, self.lang)?;
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

/// The title of rule point `id` in the reader's language: the
/// catalogue's for a point the engine has, `title` (the apparatus's, in
/// the reader's language where it is translated) for a planned one.
pub fn point_title(ctx: &Ctx<'_>, id: &str, title: &str) -> String {
    match id.parse::<suffragetto_core::variant::PointId>() {
        Ok(p) => p.title_in(ctx.lang).to_string(),
        Err(_) => title.to_string(),
    }
}

/// Generates every page of the book in language `lang`, with the prose's
/// `translations` into it; what the languages share is computed once, in
/// `memo`.
pub fn generate(
    sources: &Sources,
    opts: &BookOptions,
    progress: &dyn Progress,
    lang: Lang,
    translations: &Prose,
    memo: &Memo,
) -> Result<Site, SiteError> {
    // The data's prose (the variants' notes, the apparatus's) in the
    // reader's language, before any chapter reads it.
    let rules = suffragetto_core::variant::builtin_ids()
        .map(|id| {
            let mut v = Rules::load(id)?.variant().clone();
            data_prose::translate(translations, |f| data_prose::variant_fields(&mut v, f));
            Rules::new(v)
        })
        .collect::<Result<Vec<_>, _>>()?;
    let mut apparatus = suffragetto_apparatus::load()?;
    data_prose::translate(translations, |f| {
        data_prose::apparatus_fields(&mut apparatus, f)
    });
    let ctx = Ctx {
        sources,
        opts,
        progress,
        templates: Templates::load(translations)?,
        rules,
        apparatus,
        lang,
        translations,
        memo,
    };
    let mut site = Site::default();
    history::pages(&ctx, &mut site)?;
    let source_pages = sources::pages(&ctx, &mut site)?;
    board::pages(&ctx, &mut site)?;
    let area_pages = rules::pages(&ctx, &mut site)?;
    matrix::page(&ctx, &mut site)?;
    let parallel_pages = parallel::pages(&ctx, &mut site)?;
    let measured = memo.get("measured", || effects::measure(&ctx))?;
    let summary = differences::page(&ctx, &mut site, &measured)?;
    let game_pages = games::pages(&ctx, &mut site)?;
    statistics::page(&ctx, &mut site, &measured, &summary)?;
    own_variant::page(&ctx, &mut site)?;
    let appendices = appendix::pages(&ctx, &mut site)?;
    #[derive(Serialize)]
    struct Summary {
        sources: Vec<TocEntry>,
        areas: Vec<TocEntry>,
        parallel: Vec<TocEntry>,
        games: Vec<TocEntry>,
        appendices: Vec<TocEntry>,
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
            appendices,
        },
    )?;
    Ok(site)
}
