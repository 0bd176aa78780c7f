//! The book's headings and references as a web reader meets them: every
//! heading has an id (search results name it, an anchor reaches it), and
//! every repository file a page names is a link into the site, never a
//! bare path the reader cannot open. Reads the site that `book.rs` builds
//! once; that every link resolves is `book.rs`'s check.

use super::book::site;
use std::path::Path;
use suffragetto_book::site_files;

/// The pages of the site with their `<main>` part (the chapter, without
/// mdBook's menus), the directory listings of copied files included.
fn pages() -> Vec<(String, String)> {
    let root = site();
    let mut out = Vec::new();
    for f in site_files(root).unwrap() {
        if f.extension().is_none_or(|e| e != "html") {
            continue;
        }
        let html = std::fs::read_to_string(root.join(&f)).unwrap();
        let main = match (html.find("<main>"), html.find("</main>")) {
            (Some(a), Some(b)) => html[a..b].to_string(),
            _ => html,
        };
        out.push((f.to_string_lossy().into_owned(), main));
    }
    assert!(out.len() > 30, "only {} pages", out.len());
    out
}

/// The opening tags of the headings `<h1>` ... `<h6>` in `html`.
fn headings(html: &str) -> Vec<&str> {
    let mut out = Vec::new();
    let mut rest = html;
    while let Some(i) = rest.find("<h") {
        let tag = &rest[i..];
        let level = tag.as_bytes().get(2).copied().unwrap_or(0);
        let after = tag.as_bytes().get(3).copied().unwrap_or(0);
        if (b'1'..=b'6').contains(&level) && (after == b'>' || after == b' ') {
            out.push(&tag[..tag.find('>').map_or(tag.len(), |e| e + 1)]);
        }
        rest = &rest[i + 2..];
    }
    out
}

#[test]
fn the_heading_scan_sees_headings_only() {
    let html = "<h2 id=\"a\">A</h2><h3>B</h3><header><hr><h7>x</h7><h1 class=\"t\">C</h1>";
    assert_eq!(
        headings(html),
        ["<h2 id=\"a\">", "<h3>", "<h1 class=\"t\">"]
    );
}

#[test]
fn every_heading_has_an_id() {
    let mut bare = Vec::new();
    let mut seen = 0;
    for (page, main) in pages() {
        for tag in headings(&main) {
            seen += 1;
            if !tag.contains(" id=\"") {
                bare.push(format!("{page}: {tag}"));
            }
        }
    }
    assert!(seen > 500, "only {seen} headings");
    assert!(
        bare.is_empty(),
        "{} headings without an id:\n{}",
        bare.len(),
        bare.join("\n")
    );
}

/// The text of `html` a reader sees as text, outside links, code blocks,
/// scripts and styles (where a path is not a reference to follow); inline
/// `<code>` counts, a path in it is a reference too.
fn unlinked_text(html: &str) -> String {
    let mut s = html.to_string();
    for tag in ["script", "style", "pre", "svg", "a"] {
        let (open, close) = (format!("<{tag}"), format!("</{tag}>"));
        let mut from = 0;
        while let Some(a) = s[from..].find(&open).map(|a| from + a) {
            // `<a` must be the tag, not `<abbr` or `<article`.
            let next = s.as_bytes().get(a + open.len()).copied().unwrap_or(b'>');
            if next != b'>' && next != b' ' {
                from = a + open.len();
                continue;
            }
            let b = s[a..].find(&close).map_or(s.len(), |b| a + b + close.len());
            s.replace_range(a..b, " ");
            from = a;
        }
    }
    let mut out = String::new();
    let mut rest = s.as_str();
    while let Some(lt) = rest.find('<') {
        out.push_str(&rest[..lt]);
        out.push(' ');
        let gt = rest[lt..].find('>').map_or(rest.len(), |g| lt + g + 1);
        rest = &rest[gt.min(rest.len())..];
    }
    out.push_str(rest);
    out
}

/// The paths in `text` that name a file or directory of the repository at
/// `root`.
fn repository_paths(text: &str, root: &Path) -> Vec<String> {
    text.split(|c: char| !(c.is_ascii_alphanumeric() || "_./-".contains(c)))
        .map(|w| w.trim_end_matches('.'))
        .filter(|w| {
            w.contains('/')
                && !w.starts_with('/')
                && !w.split('/').any(|c| c == "..")
                && root.join(w.trim_end_matches('/')).exists()
        })
        .map(str::to_string)
        .collect()
}

#[test]
fn the_path_scan_finds_bare_paths_and_leaves_links_and_code_blocks() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let html = "<p>See docs/conventions.md, and <code>variants/german.yaml</code>. \
        <a href=\"appendix/notation.html\">docs/notation.md</a> or <abbr>docs/board.md</abbr>; \
        docs/no-such-note.md; src/debug/games/ is not ours.</p><pre>docs/strength.md</pre>";
    assert_eq!(
        repository_paths(&unlinked_text(html), root),
        [
            "docs/conventions.md",
            "variants/german.yaml",
            "docs/board.md"
        ]
    );
}

#[test]
fn every_repository_file_a_page_names_is_a_link() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut bare = Vec::new();
    let mut linked = 0;
    for (page, main) in pages() {
        // A directory's list of copied files is named by the directory.
        if page.starts_with("repository/") {
            continue;
        }
        linked += main.matches("class=\"repo-file\"").count();
        for p in repository_paths(&unlinked_text(&main), root) {
            bare.push(format!("{page}: {p}"));
        }
    }
    bare.sort();
    bare.dedup();
    assert!(
        bare.is_empty(),
        "repository files named without a link:\n{}",
        bare.join("\n")
    );
    // The book names the project's files often (43 times before they
    // became links, the review counted): they are links now.
    assert!(linked > 40, "only {linked} links to repository files");
}
