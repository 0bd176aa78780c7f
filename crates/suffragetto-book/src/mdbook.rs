//! Running mdBook on the assembled sources and putting the site in place
//! whole: the build goes to a fresh directory beside the output, which then
//! replaces the output in one rename.

use super::assemble::{Site, Sources};
use super::{Progress, SiteError};
use std::path::{Path, PathBuf};
use suffragetto_core::lang::{Lang, catalogue};

/// The file every built site carries, so a rebuild only ever replaces a
/// directory this command made.
pub const MARKER: &str = ".suffragetto-book";

/// Where the build puts the browser's board module in the theme
/// (`crates/suffragetto-render/assets/board.js`, which `book.toml` loads
/// before `interactive.js`).
pub const BOARD_MODULE: &str = "board.js";

/// Project Fluent's formatter for the browser (`@fluent/bundle`, the copy
/// the server's pages load too), which `interactive.js` writes its words
/// with.
pub const FLUENT_MODULE: &str = "fluent-bundle.js";

/// The book's catalogue in the book's language, for `interactive.js`.
pub const WORDS_MODULE: &str = "words.js";

/// The browser's copy of Project Fluent's formatter and its licence.
const FLUENT_JS: &str = suffragetto_core::lang::FLUENT_BUNDLE_JS;

/// `theme/words.js` of the book in `lang`: its `book.ftl`, which the
/// diagrams' and the game viewer's words are messages of.
fn words_module(lang: Lang) -> String {
    let words = serde_json::json!({
        "lang": lang.code(),
        "ftl": suffragetto_core::lang::source(lang, "book.ftl").unwrap_or_default(),
    });
    format!(
        "// The book's words in {} (locales/{}/book.ftl), for interactive.js.\nwindow.SF_WORDS = {};\n",
        lang.code(),
        lang.code(),
        crate::interactive::escape_json(&words.to_string())
    )
}

/// Writes each language's `site` with `sources`' configuration and theme
/// into `out/LANG/`, runs mdBook on each, adds the root page that sends a
/// reader to a language, and replaces `out` with the result. Returns the
/// number of files in the site.
pub fn render(
    sources: &Sources,
    books: &[(Lang, Site)],
    out: &Path,
    progress: &dyn Progress,
) -> Result<usize, SiteError> {
    check_replaceable(out)?;
    let parent = match out.parent() {
        Some(p) if !p.as_os_str().is_empty() => p.to_path_buf(),
        _ => PathBuf::from("."),
    };
    let name = out
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_else(|| "book".to_string());
    std::fs::create_dir_all(&parent).map_err(|e| SiteError::write(&parent, e))?;
    let pid = std::process::id();
    let staging = parent.join(format!(".{name}.staging-{pid}"));
    let fresh = parent.join(format!(".{name}.new-{pid}"));
    let result = build_into(sources, books, &staging, &fresh, progress)
        .and_then(|()| replace(&fresh, out, &parent.join(format!(".{name}.old-{pid}"))));
    let _ = std::fs::remove_dir_all(&staging);
    if result.is_err() {
        let _ = std::fs::remove_dir_all(&fresh);
    }
    result?;
    Ok(super::site_files(out)?.len())
}

/// Fails unless `out` is missing, empty, or a site this command built.
pub fn check_replaceable(out: &Path) -> Result<(), SiteError> {
    if !out.exists() {
        return Ok(());
    }
    let mut entries = std::fs::read_dir(out).map_err(|e| SiteError::read(out, e))?;
    if entries.next().is_none() || out.join(MARKER).is_file() {
        return Ok(());
    }
    Err(SiteError::NotASite {
        path: out.to_path_buf(),
        marker: MARKER,
    })
}

fn write_file(path: &Path, bytes: &[u8]) -> Result<(), SiteError> {
    if let Some(dir) = path.parent() {
        std::fs::create_dir_all(dir).map_err(|e| SiteError::write(dir, e))?;
    }
    std::fs::write(path, bytes).map_err(|e| SiteError::write(path, e))
}

fn build_into(
    sources: &Sources,
    books: &[(Lang, Site)],
    staging: &Path,
    fresh: &Path,
    progress: &dyn Progress,
) -> Result<(), SiteError> {
    for dir in [staging, fresh] {
        if dir.exists() {
            std::fs::remove_dir_all(dir).map_err(|e| SiteError::write(dir, e))?;
        }
    }
    progress.start("mdBook", books.len() as u64);
    let langs: Vec<Lang> = books.iter().map(|(l, _)| *l).collect();
    for (lang, site) in books {
        let code = lang.code();
        build_one(sources, site, *lang, &staging.join(code), &fresh.join(code))?;
        finish_pages(&fresh.join(code), &sources.repository, *lang, &langs)?;
        progress.tick();
    }
    write_file(
        &fresh.join("index.html"),
        super::root::page(&langs).as_bytes(),
    )?;
    if let Some(first) = langs.first() {
        // The server shows the root's 404 page for a path outside every
        // language: the first language's.
        let page = fresh.join(first.code()).join("404.html");
        if let Ok(bytes) = std::fs::read(&page) {
            write_file(&fresh.join("404.html"), &bytes)?;
        }
    }
    write_file(
        &fresh.join(MARKER),
        b"Built by `suffragetto book`; the next build replaces this directory.\n",
    )?;
    progress.finish();
    Ok(())
}

/// One language's book: sources written into `staging`, mdBook's site into
/// `fresh`.
fn build_one(
    sources: &Sources,
    site: &Site,
    lang: Lang,
    staging: &Path,
    fresh: &Path,
) -> Result<(), SiteError> {
    write_file(&staging.join("book.toml"), sources.book_toml.as_bytes())?;
    for (rel, bytes) in &sources.theme {
        write_file(&staging.join("theme").join(rel), bytes)?;
    }
    // The board module the server's pages use too: one file, copied in.
    write_file(
        &staging.join("theme").join(BOARD_MODULE),
        suffragetto_render::browser::BOARD_JS.as_bytes(),
    )?;
    write_file(
        &staging.join("theme").join(FLUENT_MODULE),
        FLUENT_JS.as_bytes(),
    )?;
    write_file(
        &staging.join("theme").join("LICENSE-fluent-bundle"),
        suffragetto_core::lang::FLUENT_BUNDLE_LICENSE.as_bytes(),
    )?;
    write_file(
        &staging.join("theme").join(WORDS_MODULE),
        words_module(lang).as_bytes(),
    )?;
    for (rel, bytes) in sources.src.iter().chain(&site.files) {
        write_file(&staging.join("src").join(rel), bytes)?;
    }
    // The page for a path the book does not have, in the book's language.
    let missing = format!(
        "# {}\n\n{}\n",
        catalogue().plain(lang, "book-not-found-title"),
        catalogue().plain(lang, "book-not-found")
    );
    write_file(&staging.join("src").join("404.md"), missing.as_bytes())?;
    let mut book =
        mdbook_driver::MDBook::load(staging).map_err(|e| SiteError::MdBook(format!("{e:#}")))?;
    let fresh_abs = std::path::absolute(fresh).map_err(|e| SiteError::write(fresh, e))?;
    book.config.build.build_dir = fresh_abs;
    // The page's `<html lang>`, and the search index of this language's
    // pages only.
    book.config.book.language = Some(lang.code().to_string());
    book.config.book.title = Some(catalogue().plain(lang, "book-title").to_string());
    book.config
        .set("output.html.site-url", format!("/{}/", lang.code()))
        .map_err(|e| SiteError::MdBook(format!("{e:#}")))?;
    book.build()
        .map_err(|e| SiteError::MdBook(format!("{e:#}")))?;
    Ok(())
}

/// The last touches to the pages mdBook wrote into `site`: every
/// repository file a page names made a link inside the site (and what it
/// links to written), every table cell labelled by its column for phones,
/// the theme's own accessibility faults mended ([`super::accessible`]),
/// the switch to the same page in the other languages of `langs`.
fn finish_pages(
    site: &Path,
    repository: &Path,
    lang: Lang,
    langs: &[Lang],
) -> Result<(), SiteError> {
    use super::repo_links::{COPIES, Repository};
    let mut repo = Repository::new(repository).in_site(site);
    for rel in super::site_files(site)? {
        let rel = super::assemble::slashed(&rel);
        if !rel.ends_with(".html") || rel.starts_with(&format!("{COPIES}/")) {
            continue;
        }
        let path = site.join(&rel);
        let html = std::fs::read_to_string(&path).map_err(|e| SiteError::read(&path, e))?;
        let depth = rel.matches('/').count();
        let done = super::accessible::theme(&super::tables::label_cells(&repo.link(&html, depth)));
        let done = super::root::with_switch(&done, &rel, lang, langs);
        if done != html {
            std::fs::write(&path, done).map_err(|e| SiteError::write(&path, e))?;
        }
    }
    repo.write(site)
}

/// Puts `fresh` in place of `out`, moving an old `out` aside first and
/// removing it afterwards.
fn replace(fresh: &Path, out: &Path, old: &Path) -> Result<(), SiteError> {
    if old.exists() {
        std::fs::remove_dir_all(old).map_err(|e| SiteError::write(old, e))?;
    }
    let had_old = out.exists();
    if had_old {
        std::fs::rename(out, old).map_err(|e| SiteError::write(out, e))?;
    }
    if let Err(e) = std::fs::rename(fresh, out) {
        if had_old {
            let _ = std::fs::rename(old, out);
        }
        return Err(SiteError::write(out, e));
    }
    if had_old {
        std::fs::remove_dir_all(old).map_err(|e| SiteError::write(old, e))?;
    }
    Ok(())
}
