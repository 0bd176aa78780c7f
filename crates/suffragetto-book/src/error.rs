//! Why the book could not be built.

use std::path::PathBuf;

/// A book build that failed; the previous site, if any, is left in place.
#[derive(Debug, thiserror::Error)]
pub enum SiteError {
    /// A source file or directory could not be read.
    #[error("cannot read {}: {source}", path.display())]
    Read {
        /// The file or directory.
        path: PathBuf,
        /// Why.
        #[source]
        source: std::io::Error,
    },
    /// A file or directory could not be written.
    #[error("cannot write {}: {source}", path.display())]
    Write {
        /// The file or directory.
        path: PathBuf,
        /// Why.
        #[source]
        source: std::io::Error,
    },
    /// The output directory exists and is not a site this command built.
    #[error(
        "{} exists and is not a book this command built (no {marker} in it); choose another --out or remove it",
        path.display()
    )]
    NotASite {
        /// The directory.
        path: PathBuf,
        /// The marker file the build leaves in every site.
        marker: &'static str,
    },
    /// A template did not render.
    #[error("template {name}: {message}")]
    Template {
        /// The template.
        name: String,
        /// Tera's message.
        message: String,
    },
    /// A translation catalogue (`book/po/LANG.po`) did not read, or a
    /// page's markdown did not go through it.
    #[error("translation {}: {message}", path.display())]
    Translation {
        /// The catalogue or the page.
        path: PathBuf,
        /// What went wrong.
        message: String,
    },
    /// A variant did not load.
    #[error(transparent)]
    Variant(#[from] suffragetto_core::variant::VariantError),
    /// The apparatus (`sources/*.yaml`) did not load.
    #[error(transparent)]
    Apparatus(#[from] suffragetto_apparatus::ApparatusError),
    /// A game record did not read or replay.
    #[error(transparent)]
    Record(#[from] suffragetto_core::record::RecordError),
    /// A diagram could not be drawn.
    #[error(transparent)]
    Diagram(#[from] suffragetto_render::diagram::DiagramError),
    /// The board or print kit could not be drawn.
    #[error(transparent)]
    Render(#[from] suffragetto_render::RenderError),
    /// A position or move the book shows is not what the engine says.
    #[error("{what}: {message}")]
    Example {
        /// Which example.
        what: String,
        /// What is wrong.
        message: String,
    },
    /// mdBook failed.
    #[error("mdBook: {0}")]
    MdBook(String),
    /// The published strong-play results could not be used.
    #[error(
        "{message}\nRemake the published strong games with scripts/strong-data (see {}/README.md), or build with --strong-games N to play N games a run afresh (or 0 for none).",
        dir.display()
    )]
    StrongData {
        /// The data directory.
        dir: PathBuf,
        /// What is wrong.
        message: String,
    },
}

impl SiteError {
    /// A read error at `path`.
    pub(crate) fn read(path: &std::path::Path, source: std::io::Error) -> SiteError {
        SiteError::Read {
            path: path.to_path_buf(),
            source,
        }
    }

    /// A write error at `path`.
    pub(crate) fn write(path: &std::path::Path, source: std::io::Error) -> SiteError {
        SiteError::Write {
            path: path.to_path_buf(),
            source,
        }
    }

    /// An example that does not check out.
    pub(crate) fn example(what: impl Into<String>, message: impl ToString) -> SiteError {
        SiteError::Example {
            what: what.into(),
            message: message.to_string(),
        }
    }
}
