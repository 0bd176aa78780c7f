//! Every repository file the book names becomes a link a web reader can
//! follow. After mdBook has written the pages, each path in a page's text
//! that names a file or directory of the repository (`docs/notation.md`,
//! `book/games/analysed/01-opening-skirmish.sgn`, `crates/suffragetto-ai/src/strong/`)
//! is made a link inside the site: the docs the book carries as appendices
//! go to their pages (`docs/conventions.md, 10` to convention 10), the game
//! records to their downloads, any other file to a copy of it under
//! `repository/`, a directory to a list of its files there. Paths inside
//! links, code blocks and scripts are left alone, and so is a path that is
//! not the repository's (a program's own files, quoted from elsewhere).

use super::SiteError;
use std::collections::BTreeSet;
use std::path::Path;

/// The docs the book carries as appendix pages: the file under `docs/` and
/// the page under `appendix/` (the same name).
pub const APPENDICES: [&str; 6] = [
    "conventions",
    "reconstructions",
    "notation",
    "board",
    "strength",
    "performance",
];

/// Where copies of other repository files go in the site.
pub const COPIES: &str = "repository";

/// The largest file copied into the site.
const MAX_COPY: u64 = 256 * 1024;

/// The characters a path may be made of.
fn path_char(c: char) -> bool {
    c.is_ascii_alphanumeric() || "_./-".contains(c)
}

/// mdBook's id of a heading: lower case, words joined by `-`, nothing but
/// letters, digits, `-` and `_`.
pub fn heading_id(text: &str) -> String {
    text.trim()
        .to_lowercase()
        .chars()
        .filter_map(|c| {
            if c.is_whitespace() {
                Some('-')
            } else if c.is_alphanumeric() || c == '-' || c == '_' {
                Some(c)
            } else {
                None
            }
        })
        .collect()
}

/// The repository the book is built from, and what the pages asked of it.
pub struct Repository<'a> {
    root: &'a Path,
    /// The built site, whose appendix pages give their headings' ids in
    /// the page's language; without it, the English notes' headings.
    site: Option<&'a Path>,
    /// Files to copy into the site, by repository path.
    copies: BTreeSet<String>,
    /// Directories to list, by repository path (no trailing `/`).
    listings: BTreeSet<String>,
}

impl<'a> Repository<'a> {
    /// The repository at `root`.
    pub fn new(root: &'a Path) -> Repository<'a> {
        Repository {
            root,
            site: None,
            copies: BTreeSet::new(),
            listings: BTreeSet::new(),
        }
    }

    /// The same, its links to a numbered section of an appendix going to
    /// the heading of that section as the page in `site` has it (in a
    /// translated book the heading, and so its id, is translated).
    pub fn in_site(self, site: &'a Path) -> Repository<'a> {
        Repository {
            site: Some(site),
            ..self
        }
    }

    /// Whether `path` names a file or directory of the repository (plain
    /// relative paths only; a directory at the top written with its `/`,
    /// as `variants/`).
    fn names(&self, path: &str) -> Option<bool> {
        let p = path.trim_end_matches('/');
        if p.is_empty()
            || !(p.contains('/') || path.ends_with('/'))
            || p.starts_with('/')
            || p.split('/').any(|c| c.is_empty() || c == "." || c == "..")
        {
            return None;
        }
        let full = self.root.join(p);
        if full.is_file() {
            Some(true)
        } else if full.is_dir() {
            Some(false)
        } else {
            None
        }
    }

    /// Where the link to `path` (a file if `file`) goes, relative to the
    /// site's root; `number` is the numbered section a reference names
    /// after it (`docs/conventions.md, 10`).
    fn target(&mut self, path: &str, file: bool, number: Option<&str>) -> String {
        let p = path.trim_end_matches('/');
        if let Some(doc) = p
            .strip_prefix("docs/")
            .and_then(|d| d.strip_suffix(".md"))
            .filter(|d| APPENDICES.contains(d))
        {
            let page = format!("appendix/{doc}.html");
            let anchor = number.and_then(|n| self.numbered_heading(p, n));
            return match anchor {
                Some(a) => format!("{page}#{a}"),
                None => page,
            };
        }
        if let Some(game) = p.strip_prefix("book/games/") {
            return if file {
                format!("games/{game}")
            } else {
                "games/index.html".to_string()
            };
        }
        if file {
            self.copies.insert(p.to_string());
            format!("{COPIES}/{p}")
        } else {
            self.listings.insert(p.to_string());
            format!("{COPIES}/{p}/index.html")
        }
    }

    /// The id of the heading `## N. ...` of the markdown file `path`: in
    /// the built site's page of that appendix when there is a site, else
    /// in the file itself.
    fn numbered_heading(&self, path: &str, n: &str) -> Option<String> {
        if let Some(site) = self.site {
            let doc = path.strip_prefix("docs/")?.strip_suffix(".md")?;
            let page = std::fs::read_to_string(site.join(format!("appendix/{doc}.html"))).ok()?;
            return numbered_heading_in_html(&page, n);
        }
        let text = std::fs::read_to_string(self.root.join(path)).ok()?;
        text.lines().find_map(|l| {
            let h = l.strip_prefix("## ")?;
            let (num, _) = h.split_once(". ")?;
            (num == n).then(|| heading_id(h))
        })
    }

    /// `html` (a page `depth` directories below the site's root) with every
    /// repository path in its text made a link.
    pub fn link(&mut self, html: &str, depth: usize) -> String {
        let up = "../".repeat(depth);
        let mut out = String::with_capacity(html.len() + 256);
        // Inside these, text is left as it is.
        let mut closed: Vec<&'static str> = Vec::new();
        let mut rest = html;
        while let Some(lt) = rest.find('<') {
            let (text, tag_on) = rest.split_at(lt);
            if closed.is_empty() {
                self.link_text(text, &up, &mut out);
            } else {
                out.push_str(text);
            }
            let end = tag_on.find('>').map_or(tag_on.len(), |i| i + 1);
            let tag = &tag_on[..end];
            let name: String = tag
                .trim_start_matches('<')
                .chars()
                .take_while(|c| c.is_ascii_alphanumeric() || *c == '/')
                .collect::<String>()
                .to_ascii_lowercase();
            for (open, shut) in [
                ("a", "/a"),
                ("pre", "/pre"),
                ("script", "/script"),
                ("style", "/style"),
                ("head", "/head"),
                ("textarea", "/textarea"),
            ] {
                if name == open {
                    closed.push(shut);
                } else if name == shut && closed.last() == Some(&shut) {
                    closed.pop();
                }
            }
            out.push_str(tag);
            rest = &tag_on[end..];
        }
        if closed.is_empty() {
            self.link_text(rest, &up, &mut out);
        } else {
            out.push_str(rest);
        }
        out
    }

    /// One text node: each path of the repository in it made a link.
    fn link_text(&mut self, text: &str, up: &str, out: &mut String) {
        let mut i = 0;
        while i < text.len() {
            let c = text[i..].chars().next().expect("inside the text");
            let starts = path_char(c)
                && (i == 0 || !path_char(text[..i].chars().next_back().expect("before")));
            if !starts {
                out.push(c);
                i += c.len_utf8();
                continue;
            }
            let len = text[i..]
                .find(|c: char| !path_char(c))
                .unwrap_or(text.len() - i);
            let mut token = &text[i..i + len];
            // A full stop after a path ends the sentence, not the path.
            while token.ends_with('.') {
                token = &token[..token.len() - 1];
            }
            match self.names(token) {
                Some(file) => {
                    let after = &text[i + token.len()..];
                    let number = after
                        .strip_prefix(", ")
                        .map(|a| a.split(|c: char| !c.is_ascii_digit()).next().unwrap_or(""))
                        .filter(|n| !n.is_empty());
                    let href = self.target(token, file, number);
                    out.push_str(&format!(
                        "<a class=\"repo-file\" href=\"{up}{href}\">{token}</a>"
                    ));
                    i += token.len();
                }
                None => {
                    out.push_str(&text[i..i + len]);
                    i += len;
                }
            }
        }
    }

    /// Writes the copies and directory lists the pages asked for into the
    /// site at `site`.
    pub fn write(&self, site: &Path) -> Result<(), SiteError> {
        for p in &self.copies {
            let from = self.root.join(p);
            let size = std::fs::metadata(&from)
                .map_err(|e| SiteError::read(&from, e))?
                .len();
            let to = site.join(COPIES).join(p);
            if size > MAX_COPY {
                return Err(SiteError::read(
                    &from,
                    std::io::Error::other(format!(
                        "the book names it, and at {size} bytes it is too large to copy into the site (at most {MAX_COPY})"
                    )),
                ));
            }
            let bytes = std::fs::read(&from).map_err(|e| SiteError::read(&from, e))?;
            write(&to, &bytes)?;
        }
        for dir in &self.listings {
            let from = self.root.join(dir);
            let mut names: Vec<(String, bool)> = std::fs::read_dir(&from)
                .map_err(|e| SiteError::read(&from, e))?
                .filter_map(Result::ok)
                .filter_map(|e| {
                    let name = e.file_name().to_string_lossy().into_owned();
                    let kind = e.file_type().ok()?;
                    (!name.starts_with('.') && (kind.is_file() || kind.is_dir()))
                        .then_some((name, kind.is_file()))
                })
                .collect();
            names.sort();
            let mut items = String::new();
            for (name, file) in names {
                let path = format!("{dir}/{name}");
                let small = std::fs::metadata(from.join(&name)).is_ok_and(|m| m.len() <= MAX_COPY);
                if file && small {
                    let bytes = std::fs::read(from.join(&name))
                        .map_err(|e| SiteError::read(&from.join(&name), e))?;
                    write(&site.join(COPIES).join(&path), &bytes)?;
                    items.push_str(&format!(
                        "<li><a href=\"{name}\"><code>{name}</code></a></li>\n"
                    ));
                } else {
                    items.push_str(&format!(
                        "<li><code>{name}{}</code></li>\n",
                        if file { "" } else { "/" }
                    ));
                }
            }
            let depth = dir.split('/').count() + 1;
            let page = format!(
                "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n<title>{dir}/ in the Suffragetto repository</title>\n</head>\n<body>\n<h1 id=\"files\"><code>{dir}/</code></h1>\n<p>The files of this directory of the project's repository that the book names, copied here to read. <a href=\"{}index.html\">Back to the book</a>.</p>\n<ul>\n{items}</ul>\n</body>\n</html>\n",
                "../".repeat(depth)
            );
            write(
                &site.join(COPIES).join(dir).join("index.html"),
                page.as_bytes(),
            )?;
        }
        Ok(())
    }
}

/// The id of the heading `<h2 id="..">N. ..</h2>` of a page mdBook wrote.
fn numbered_heading_in_html(html: &str, n: &str) -> Option<String> {
    let mut rest = html;
    while let Some(at) = rest.find("<h2 id=\"") {
        let tail = &rest[at + "<h2 id=\"".len()..];
        let (id, after) = tail.split_once('"')?;
        let (inner, next) = after.split_once("</h2>")?;
        let text = plain_text(inner.split_once('>').map_or("", |(_, t)| t));
        if text.split_once(". ").is_some_and(|(num, _)| num == n) {
            return Some(id.to_string());
        }
        rest = next;
    }
    None
}

/// `html` without its tags.
fn plain_text(html: &str) -> String {
    let mut out = String::new();
    let mut in_tag = false;
    for c in html.chars() {
        match c {
            '<' => in_tag = true,
            '>' => in_tag = false,
            _ if !in_tag => out.push(c),
            _ => {}
        }
    }
    out
}

fn write(path: &Path, bytes: &[u8]) -> Result<(), SiteError> {
    if let Some(dir) = path.parent() {
        std::fs::create_dir_all(dir).map_err(|e| SiteError::write(dir, e))?;
    }
    std::fs::write(path, bytes).map_err(|e| SiteError::write(path, e))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn root() -> &'static Path {
        Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/../.."))
    }

    #[test]
    fn paths_in_text_become_links_and_the_rest_stays() {
        let mut repo = Repository::new(root());
        let html = "<p>See docs/conventions.md, 10. And <code>docs/notation.md</code>; \
            <a href=\"x\">docs/board.md</a>; src/debug/games/checkers-like/ is Dagaz's; variants/ and variants; \
            book/games/analysed/01-opening-skirmish.sgn and crates/suffragetto-ai/src/strong/.</p>\
            <pre><code>docs/strength.md</code></pre><script>var a = \"docs/performance.md\";</script>";
        let out = repo.link(html, 1);
        assert!(
            out.contains("<a class=\"repo-file\" href=\"../appendix/conventions.html#10-first-player\">docs/conventions.md</a>, 10."),
            "{out}"
        );
        assert!(out.contains("<code><a class=\"repo-file\" href=\"../appendix/notation.html\">docs/notation.md</a></code>"));
        assert!(
            out.contains("<a href=\"x\">docs/board.md</a>"),
            "a link stays as it is"
        );
        assert!(
            out.contains(" src/debug/games/checkers-like/ is"),
            "not this repository's"
        );
        assert!(out.contains("href=\"../games/analysed/01-opening-skirmish.sgn\""));
        assert!(out.contains("href=\"../repository/crates/suffragetto-ai/src/strong/index.html\">crates/suffragetto-ai/src/strong/</a>."));
        assert!(out.contains("<pre><code>docs/strength.md</code></pre>"));
        assert!(out.contains("\"docs/performance.md\""));
        assert!(
            out.contains("<a class=\"repo-file\" href=\"../repository/variants/index.html\">variants/</a> and variants;"),
            "a directory at the top with its slash, not the word: {out}"
        );
        assert_eq!(
            repo.listings.iter().collect::<Vec<_>>(),
            ["crates/suffragetto-ai/src/strong", "variants"]
        );
    }

    #[test]
    fn a_numbered_section_is_found_by_its_number_in_the_built_page() {
        let html = "<h1 id=\"x\">Konventionen</h1>\n<h2 id=\"1-ketten\"><a class=\"header\" href=\"#1-ketten\">1. Ketten</a></h2>\n\
            <p>10. nicht hier</p><h2 id=\"10-wer-beginnt\"><a class=\"header\" href=\"#10-wer-beginnt\">10. Wer beginnt</a></h2>";
        assert_eq!(
            numbered_heading_in_html(html, "10").as_deref(),
            Some("10-wer-beginnt")
        );
        assert_eq!(
            numbered_heading_in_html(html, "1").as_deref(),
            Some("1-ketten")
        );
        assert_eq!(numbered_heading_in_html(html, "2"), None);
    }

    #[test]
    fn headings_get_mdbooks_ids() {
        assert_eq!(heading_id("10. First player"), "10-first-player");
        assert_eq!(
            heading_id("A hop over an opponent, that cannot"),
            "a-hop-over-an-opponent-that-cannot"
        );
    }
}
