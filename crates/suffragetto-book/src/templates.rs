//! The tera templates of the generated pages, embedded from `templates/`.

use super::SiteError;
use super::i18n::Prose;
use serde::Serialize;
use suffragetto_core::lang::{Lang, catalogue};

/// Every template: its name (the page it renders) and its text.
pub const TEMPLATES: &[(&str, &str)] = &[
    // Included by the differences and statistics pages.
    (
        "summary-of-effects.md",
        include_str!("../templates/summary-of-effects.md"),
    ),
    ("SUMMARY.md", include_str!("../templates/SUMMARY.md")),
    ("index.md", include_str!("../templates/index.md")),
    ("history.md", include_str!("../templates/history.md")),
    ("sources.md", include_str!("../templates/sources.md")),
    ("source.md", include_str!("../templates/source.md")),
    ("witness.md", include_str!("../templates/witness.md")),
    ("changes.md", include_str!("../templates/changes.md")),
    ("board.md", include_str!("../templates/board.md")),
    ("rules.md", include_str!("../templates/rules.md")),
    ("rule-area.md", include_str!("../templates/rule-area.md")),
    ("matrix.md", include_str!("../templates/matrix.md")),
    ("parallel.md", include_str!("../templates/parallel.md")),
    (
        "parallel-area.md",
        include_str!("../templates/parallel-area.md"),
    ),
    (
        "differences.md",
        include_str!("../templates/differences.md"),
    ),
    ("games.md", include_str!("../templates/games.md")),
    ("game.md", include_str!("../templates/game.md")),
    ("statistics.md", include_str!("../templates/statistics.md")),
    (
        "own-variant.md",
        include_str!("../templates/own-variant.md"),
    ),
];

/// The templates, parsed once.
pub struct Templates {
    tera: tera::Tera,
}

impl Templates {
    /// Parses every template, its prose translated by `translations`.
    pub fn load(translations: &Prose) -> Result<Templates, SiteError> {
        let mut tera = tera::Tera::new();
        // Markdown pages: values are escaped where they are built.
        tera.autoescape_on(Vec::<&str>::new());
        for (name, text) in TEMPLATES {
            let text = translations.template(name, text)?;
            tera.add_raw_template(name, &text)
                .map_err(|e| SiteError::Template {
                    name: name.to_string(),
                    message: format!("{e:#}"),
                })?;
        }
        Ok(Templates { tera })
    }

    /// Renders template `name` with the fields of `data`, and the book's
    /// words of `lang` as `t` (`{{ t.rule_point }}` is message
    /// `book-rule-point` of `locales/LANG/book.ftl`).
    pub fn render(
        &self,
        name: &str,
        data: &impl Serialize,
        lang: Lang,
    ) -> Result<String, SiteError> {
        let err = |e: tera::Error| SiteError::Template {
            name: name.to_string(),
            message: error_chain(&e),
        };
        let mut ctx = tera::Context::from_serialize(data).map_err(err)?;
        ctx.insert("t", &words(lang));
        // The punctuation after a label and between a list's items, as the
        // reader's language sets it (French: a no-break space before).
        ctx.insert("colon", lang.colon());
        ctx.insert("semicolon", lang.semicolon());
        self.tera.render(name, &ctx).map_err(err)
    }
}

/// The book's words of `lang` that take no argument, by their id without
/// `book-` and with `_` for `-`.
fn words(lang: Lang) -> std::collections::BTreeMap<String, String> {
    let cat = catalogue();
    cat.ids(lang)
        .keys()
        .filter_map(|id| {
            let key = id.strip_prefix("book-")?;
            let text = cat.plain_opt(lang, id)?;
            Some((key.replace('-', "_"), text.to_string()))
        })
        .collect()
}

/// An error and its causes on one line.
fn error_chain(e: &dyn std::error::Error) -> String {
    let mut s = e.to_string();
    let mut cause = e.source();
    while let Some(c) = cause {
        s.push_str(": ");
        s.push_str(&c.to_string());
        cause = c.source();
    }
    s
}
