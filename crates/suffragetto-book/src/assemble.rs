//! The book's inputs read from disk, and the generated files collected in
//! memory before anything is written.

use super::SiteError;
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

/// Everything read from the book's source directory.
pub struct Sources {
    /// `book.toml`.
    pub book_toml: String,
    /// Files under `src/`, by relative path with `/` separators.
    pub src: BTreeMap<String, Vec<u8>>,
    /// Files under `theme/`, by relative path.
    pub theme: BTreeMap<String, Vec<u8>>,
    /// The teaching games `games/*.sgn`: file name and text, by name.
    pub games: Vec<(String, String)>,
    /// The same games annotated by `suffragetto analyse`,
    /// `games/analysed/*.sgn`: file name and text, by name.
    pub analysed: BTreeMap<String, String>,
    /// The repository the book is part of (the directory above it): the
    /// docs it carries as appendices, the files its pages name.
    pub repository: PathBuf,
    /// The docs carried as appendices, `docs/NAME.md`: name and text.
    pub docs: Vec<(String, String)>,
}

impl Sources {
    /// Reads `book.toml`, `src/`, `theme/` and `games/` of `dir`.
    pub fn read(dir: &Path) -> Result<Sources, SiteError> {
        let toml_path = dir.join("book.toml");
        let book_toml =
            std::fs::read_to_string(&toml_path).map_err(|e| SiteError::read(&toml_path, e))?;
        let src = read_tree(&dir.join("src"))?;
        let theme_dir = dir.join("theme");
        let theme = if theme_dir.is_dir() {
            read_tree(&theme_dir)?
        } else {
            BTreeMap::new()
        };
        let mut games = Vec::new();
        let mut analysed = BTreeMap::new();
        for (name, bytes) in read_tree(&dir.join("games"))? {
            let top = !name.contains('/');
            let annotated = name.strip_prefix("analysed/").filter(|n| !n.contains('/'));
            if name.ends_with(".sgn") && (top || annotated.is_some()) {
                let text = String::from_utf8(bytes).map_err(|e| {
                    SiteError::read(
                        &dir.join("games").join(&name),
                        std::io::Error::new(std::io::ErrorKind::InvalidData, e),
                    )
                })?;
                match annotated {
                    Some(n) => {
                        analysed.insert(n.to_string(), text);
                    }
                    None => games.push((name, text)),
                }
            }
        }
        let repository = dir.join("..");
        let mut docs = Vec::new();
        for name in super::repo_links::APPENDICES {
            let path = repository.join("docs").join(format!("{name}.md"));
            let text = std::fs::read_to_string(&path).map_err(|e| SiteError::read(&path, e))?;
            docs.push((name.to_string(), text));
        }
        Ok(Sources {
            book_toml,
            src,
            theme,
            games,
            analysed,
            repository,
            docs,
        })
    }

    /// The hand-written markdown of page `path` (e.g. `history.md`), or an
    /// empty string when there is none.
    pub fn prose(&self, path: &str) -> String {
        self.src
            .get(path)
            .map(|b| String::from_utf8_lossy(b).trim_end().to_string())
            .unwrap_or_default()
    }
}

/// The generated book source: markdown pages and the files they link to.
#[derive(Default)]
pub struct Site {
    /// Files by path relative to the book's `src/`.
    pub files: BTreeMap<String, Vec<u8>>,
}

impl Site {
    /// Adds a file, replacing one of the same path.
    pub fn add(&mut self, path: impl Into<String>, bytes: impl Into<Vec<u8>>) {
        self.files.insert(path.into(), bytes.into());
    }

    /// Markdown pages.
    pub fn pages(&self) -> usize {
        self.files.keys().filter(|k| k.ends_with(".md")).count()
    }
}

/// Every file under `dir`, by path relative to it (`/`-separated).
fn read_tree(dir: &Path) -> Result<BTreeMap<String, Vec<u8>>, SiteError> {
    let mut paths = Vec::new();
    walk(dir, dir, &mut paths)?;
    let mut out = BTreeMap::new();
    for rel in paths {
        let path = dir.join(&rel);
        let bytes = std::fs::read(&path).map_err(|e| SiteError::read(&path, e))?;
        out.insert(slashed(&rel), bytes);
    }
    Ok(out)
}

/// A relative path with `/` separators.
pub fn slashed(rel: &Path) -> String {
    rel.components()
        .map(|c| c.as_os_str().to_string_lossy().into_owned())
        .collect::<Vec<_>>()
        .join("/")
}

/// Collects the files under `dir` (relative to `root`) into `out`.
pub fn walk(root: &Path, dir: &Path, out: &mut Vec<PathBuf>) -> Result<(), SiteError> {
    let entries = std::fs::read_dir(dir).map_err(|e| SiteError::read(dir, e))?;
    let mut list: Vec<_> = entries
        .collect::<Result<Vec<_>, _>>()
        .map_err(|e| SiteError::read(dir, e))?;
    list.sort_by_key(|e| e.file_name());
    for entry in list {
        let path = entry.path();
        let kind = entry.file_type().map_err(|e| SiteError::read(&path, e))?;
        if kind.is_dir() {
            walk(root, &path, out)?;
        } else if kind.is_file() {
            out.push(path.strip_prefix(root).unwrap_or(&path).to_path_buf());
        }
    }
    Ok(())
}
