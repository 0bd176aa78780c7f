//! The tera templates of the generated pages, embedded from `templates/`.

use super::SiteError;
use serde::Serialize;

/// Every template: its name (the page it renders) and its text.
const TEMPLATES: &[(&str, &str)] = &[
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
    /// Parses every template.
    pub fn load() -> Result<Templates, SiteError> {
        let mut tera = tera::Tera::new();
        // Markdown pages: values are escaped where they are built.
        tera.autoescape_on(Vec::<&str>::new());
        for (name, text) in TEMPLATES {
            tera.add_raw_template(name, text)
                .map_err(|e| SiteError::Template {
                    name: name.to_string(),
                    message: format!("{e:#}"),
                })?;
        }
        Ok(Templates { tera })
    }

    /// Renders template `name` with the fields of `data`.
    pub fn render(&self, name: &str, data: &impl Serialize) -> Result<String, SiteError> {
        let err = |e: tera::Error| SiteError::Template {
            name: name.to_string(),
            message: error_chain(&e),
        };
        let ctx = tera::Context::from_serialize(data).map_err(err)?;
        self.tera.render(name, &ctx).map_err(err)
    }
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
