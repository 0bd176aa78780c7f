//! The book: a static web site that compares the rule variants, built from
//! the project's own data and tools and rendered by mdBook (used as a
//! library, so nothing but cargo is needed).
//!
//! Hand-written prose lives in `book/src/` (markdown) next to `book/book.toml`;
//! the pages that carry generated content are rendered from the tera
//! templates in `templates/` (embedded in the binary), each given the prose
//! of the page of the same name. The build assembles the markdown, diagrams,
//! charts and the print kit in a staging directory, runs mdBook, and moves
//! the finished site over the output directory in one step, so a failed
//! build leaves the previous site as it was.
//!
//! Every position diagram carries, as JSON beside its picture, where its
//! squares lie and what each piece may do under the page's variants
//! (`interactive`); each game page carries its frames for one board to
//! step through. `book/theme/interactive.js` reads them; without JavaScript
//! the pages show their pictures.
//!
//! Everything is deterministic: the same sources, games budget and seed give
//! the same site byte for byte.

#![warn(missing_docs)]

mod accessible;
mod assemble;
mod chapters;
mod charts;
mod data_prose;
mod error;
mod figures;
mod finder;
mod i18n;
mod interactive;
mod mdbook;
mod memo;
mod repo_links;
mod root;
mod tables;
mod templates;
mod text;

pub use error::SiteError;
pub use finder::{Difference, find_difference};

use std::path::{Path, PathBuf};
use suffragetto_ai::simulate::Matchup;
use suffragetto_ai::{AgentKind, SimConfig};
use suffragetto_core::lang::Lang;

/// What to build and from where.
#[derive(Clone, Debug)]
pub struct BookOptions {
    /// The book's source directory (with `book.toml`, `src/` and `games/`).
    pub book_dir: PathBuf,
    /// Where the finished site goes; replaced as a whole.
    pub out: PathBuf,
    /// Self-play games per variant (and per changed rule point).
    pub games: u32,
    /// Master seed of the self-play and of the search for differences.
    pub seed: u64,
    /// Move cap of a self-play game.
    pub max_plies: u32,
    /// Most positions the search for a difference looks at per rule point.
    pub search_positions: u32,
    /// Games per variant and per changed rule point under strong play,
    /// played when the book is built (0: the chapters report greedy play
    /// only); `None`: the published results in `strong_data` are read.
    pub strong_games: Option<u32>,
    /// The published strong-play results (per-game lines, made by
    /// `scripts/strong-data`).
    pub strong_data: PathBuf,
    /// Positions the strong agent searches per move in those games.
    pub strong_nodes: u32,
    /// When the published results cannot be read under today's rules (a
    /// rule point added or changed since they were made): `Some(n)` plays
    /// `n` strong games a run afresh instead and says so in the chapters
    /// and on standard error; `None` refuses to build.
    pub strong_fallback: Option<u32>,
    /// The languages built, each into `out/LANG/` ([`Lang::ALL`] unless
    /// told otherwise).
    pub langs: Vec<Lang>,
}

impl BookOptions {
    /// The defaults for a book read from `book_dir`: output in
    /// `book_dir/build`, [`DEFAULT_GAMES`] greedy games, seed 1, 1000 plies,
    /// 20 000 positions, and the strong games published in
    /// `book_dir/data/strong` ([`DEFAULT_STRONG_NODES`] positions a move for
    /// games played afresh).
    pub fn new(book_dir: impl Into<PathBuf>) -> BookOptions {
        let book_dir = book_dir.into();
        BookOptions {
            out: book_dir.join("build"),
            games: DEFAULT_GAMES,
            seed: 1,
            max_plies: 1000,
            search_positions: 20_000,
            strong_games: None,
            strong_data: book_dir.join("data").join("strong"),
            strong_nodes: DEFAULT_STRONG_NODES,
            strong_fallback: Some(FALLBACK_STRONG_GAMES),
            langs: Lang::ALL.to_vec(),
            book_dir,
        }
    }

    /// The agents of the book's strong play: the strong agent at
    /// `strong_nodes` positions a move on both sides.
    pub fn strong_agents(&self) -> Matchup {
        let a = AgentKind::Strong {
            nodes: self.strong_nodes,
        };
        [a, a]
    }

    /// The configuration of strong games played afresh: as
    /// [`sim_config`](Self::sim_config) with `strong_games` games.
    pub fn strong_config(&self) -> SimConfig {
        SimConfig {
            games: self.strong_games.unwrap_or(0),
            ..self.sim_config()
        }
    }

    /// The agents of the book's self-play: greedy against greedy.
    pub fn agents(&self) -> Matchup {
        [AgentKind::Greedy, AgentKind::Greedy]
    }

    /// The self-play configuration: no probes.
    pub fn sim_config(&self) -> SimConfig {
        SimConfig {
            games: self.games,
            seed: self.seed,
            max_plies: self.max_plies,
            probe_every: 0,
        }
    }
}

/// Self-play games per variant and per changed rule point that `book` plays
/// unless told otherwise.
pub const DEFAULT_GAMES: u32 = 2000;

/// Positions a move the strong agent searches in strong games the book
/// plays afresh (`--strong-games`) unless told otherwise.
pub const DEFAULT_STRONG_NODES: u32 = 1000;

/// Strong games a run played afresh when the published ones no longer
/// match the rules ([`BookOptions::strong_fallback`]).
pub const FALLBACK_STRONG_GAMES: u32 = 12;

/// Reports the progress of the long stages.
pub trait Progress: Sync {
    /// A stage of `total` steps begins.
    fn start(&self, stage: &str, total: u64);
    /// One step of the current stage is done.
    fn tick(&self);
    /// The current stage is over.
    fn finish(&self);
}

/// Progress that is not shown.
pub struct Silent;

impl Progress for Silent {
    fn start(&self, _: &str, _: u64) {}
    fn tick(&self) {}
    fn finish(&self) {}
}

/// What a build produced.
#[derive(Clone, Debug)]
pub struct BuildSummary {
    /// The site's directory.
    pub out: PathBuf,
    /// Markdown pages rendered.
    pub pages: usize,
    /// Files written into the site (HTML, images, print kit, ...).
    pub files: usize,
}

/// Builds the whole site into `opts.out`.
pub fn build(opts: &BookOptions, progress: &dyn Progress) -> Result<BuildSummary, SiteError> {
    mdbook::check_replaceable(&opts.out)?;
    let sources = assemble::Sources::read(&opts.book_dir)?;
    let memo = memo::Memo::default();
    let mut books = Vec::new();
    for &lang in &opts.langs {
        let prose = i18n::Prose::read(&opts.book_dir, lang)?;
        let site = chapters::generate(&sources, opts, progress, lang, &prose, &memo)?;
        books.push((lang, site));
    }
    let pages = books.iter().map(|(_, s)| s.pages()).sum();
    let files = mdbook::render(&sources, &books, &opts.out, progress)?;
    Ok(BuildSummary {
        out: opts.out.clone(),
        pages,
        files,
    })
}

/// The messages of the book's prose (the pages of `book_dir/src/`, the
/// templates, the notes of `docs/` the book carries as appendices, then the
/// prose of the data: the apparatus, the built-in variants, the teaching
/// games), each once with the places it comes from.
fn prose_messages(book_dir: &Path) -> Result<Vec<(String, Vec<String>)>, SiteError> {
    let sources = assemble::Sources::read(book_dir)?;
    let pages: Vec<(String, String)> = sources
        .src
        .keys()
        .filter(|k| k.ends_with(".md"))
        .map(|k| (k.clone(), sources.prose(k)))
        .collect();
    let mut data = Vec::new();
    let mut app = suffragetto_apparatus::load()?;
    data.extend(data_prose::messages(|f| {
        data_prose::apparatus_fields(&mut app, f)
    }));
    for id in suffragetto_core::variant::builtin_ids() {
        let mut v = suffragetto_core::engine::Rules::load(id)?.variant().clone();
        data.extend(data_prose::messages(|f| {
            data_prose::variant_fields(&mut v, f)
        }));
    }
    for (file, text) in &sources.games {
        let mut r = suffragetto_core::record::Record::parse(text).map_err(|e| {
            suffragetto_core::record::RecordError {
                file: format!("book/games/{file}"),
                ..e
            }
        })?;
        data.extend(data_prose::messages(|f| {
            data_prose::record_fields(file, &mut r, f)
        }));
    }
    i18n::messages(&pages, templates::TEMPLATES, &sources.docs, data)
}

/// The catalogue template of the book's prose (`book/po/messages.pot`):
/// every message a translation of the book has to translate.
pub fn extract_messages(book_dir: &Path) -> Result<String, SiteError> {
    Ok(i18n::pot(&prose_messages(book_dir)?))
}

/// Where `suffragetto book --extract-messages` writes the catalogue
/// template, relative to the book's directory.
pub fn pot_path(book_dir: &Path) -> PathBuf {
    book_dir.join(i18n::PO_DIR).join(i18n::POT)
}

/// How much of the book's prose `book_dir/po/LANG.po` translates:
/// (messages translated, messages in all).
pub fn translated(book_dir: &Path, lang: Lang) -> Result<(usize, usize), SiteError> {
    let prose = i18n::Prose::read(book_dir, lang)?;
    Ok(i18n::coverage(&prose, &prose_messages(book_dir)?))
}

/// The files of a built site, relative paths in byte order.
pub fn site_files(dir: &Path) -> Result<Vec<PathBuf>, SiteError> {
    let mut out = Vec::new();
    assemble::walk(dir, dir, &mut out)?;
    out.sort();
    Ok(out)
}
