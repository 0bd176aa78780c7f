//! The book in English, German and French: each page says its language,
//! the switch leads to the same page in the others, the German and French
//! pages have no English sentence left outside quotations, code and names
//! (but the pages listed as not yet translated), and the prose catalogues
//! are in step with the book. Reads the site `book.rs` builds once.

use super::book::site_root;
use std::collections::BTreeMap;
use std::path::Path;
use suffragetto_book::site_files;
use suffragetto_core::lang::Lang;

/// The HTML pages of one language's book, by path (`/`-separated).
fn pages(lang: Lang) -> BTreeMap<String, String> {
    let dir = site_root().join(lang.code());
    let mut out = BTreeMap::new();
    for f in site_files(&dir).unwrap() {
        let rel = f.to_string_lossy().replace('\\', "/");
        // Copies of repository files keep the language they are written in.
        if rel.ends_with(".html") && !rel.starts_with("repository/") {
            out.insert(rel, std::fs::read_to_string(dir.join(&f)).unwrap());
        }
    }
    assert!(out.len() > 30, "{lang}: only {} pages", out.len());
    out
}

#[test]
fn every_page_says_its_language() {
    for lang in Lang::ALL {
        let want = format!("<html lang=\"{}\"", lang.code());
        for (rel, html) in pages(lang) {
            assert!(html.contains(&want), "{lang}/{rel} is not marked {want}");
        }
    }
}

/// The switch's links of a page: (language code, href).
fn switch(html: &str) -> Vec<(String, String)> {
    let Some(start) = html.find("<nav class=\"language-switch\"") else {
        return Vec::new();
    };
    let nav = &html[start..start + html[start..].find("</nav>").unwrap()];
    let mut out = Vec::new();
    let mut rest = nav;
    while let Some(i) = rest.find("<a href=\"") {
        rest = &rest[i + 9..];
        let href = &rest[..rest.find('"').unwrap()];
        let code = rest
            .split("hreflang=\"")
            .nth(1)
            .and_then(|r| r.split('"').next())
            .unwrap_or("");
        out.push((code.to_string(), href.to_string()));
    }
    out
}

/// How many of `tag` the chapter of `html` holds.
fn count_in_main(html: &str, tag: &str) -> usize {
    let a = html.find("<main>").unwrap_or(0);
    let b = html.find("</main>").unwrap_or(html.len());
    html[a..b].matches(tag).count()
}

#[test]
fn the_switch_leads_to_the_same_page_in_the_other_languages() {
    let root = site_root();
    for lang in Lang::ALL {
        for (rel, html) in pages(lang) {
            if !html.contains("<main>") {
                continue;
            }
            let links = switch(&html);
            let others: Vec<Lang> = Lang::ALL.into_iter().filter(|l| *l != lang).collect();
            assert_eq!(links.len(), others.len(), "{lang}/{rel}: {links:?}");
            for (other, (code, href)) in others.iter().zip(&links) {
                assert_eq!(code, other.code(), "{lang}/{rel}");
                let page = Path::new(lang.code()).join(&rel);
                let target = normalise(&page.parent().unwrap().join(href));
                assert_eq!(
                    target,
                    Path::new(other.code()).join(&rel),
                    "{lang}/{rel}: {href}"
                );
                let there = std::fs::read_to_string(root.join(&target))
                    .unwrap_or_else(|e| panic!("{lang}/{rel}: {href}: {e}"));
                // The same page: the same figures and tables.
                for tag in ["<figure", "<table", "<img"] {
                    assert_eq!(
                        count_in_main(&html, tag),
                        count_in_main(&there, tag),
                        "{lang}/{rel} and {} differ in {tag}",
                        target.display()
                    );
                }
            }
        }
    }
}

fn normalise(p: &Path) -> std::path::PathBuf {
    let mut out = std::path::PathBuf::new();
    for c in p.components() {
        match c {
            std::path::Component::ParentDir => {
                out.pop();
            }
            std::path::Component::CurDir => {}
            c => out.push(c),
        }
    }
    out
}

/// In headless Chromium, from the file system: a rules page and a game
/// page opened in English, the page's switch followed to German and to
/// French, and the same page found there with its chapter's, its clickable
/// diagram's and its game viewer's words in that language
/// (`tests/e2e/book_langs.mjs`).
#[test]
fn the_switch_opens_the_same_page_in_german_and_french_in_headless_chromium() {
    use super::server::browser::{TIME_LIMIT, passed, run_node};
    let root = site_root();
    let _heavy = super::server::harness::heavy();
    let url = format!("file://{}", root.display());
    passed(
        "book_langs.mjs",
        run_node("book_langs.mjs", &url, TIME_LIMIT),
    );
}

#[test]
fn the_root_page_links_every_language() {
    let html = std::fs::read_to_string(site_root().join("index.html")).unwrap();
    for lang in Lang::ALL {
        let link = format!("<a href=\"{0}/index.html\" hreflang=\"{0}\"", lang.code());
        assert!(html.contains(&link), "no {link}");
        assert!(site_root().join(lang.code()).join("index.html").is_file());
    }
    assert!(html.contains("navigator.languages"), "no redirect");
}

/// English words that German and French running text does not use.
const ENGLISH: &[&str] = &[
    "the", "and", "which", "is", "of", "with", "are", "this", "that", "from", "by", "has", "have",
    "not", "its", "their", "for", "or", "one", "each", "when", "only", "was", "were",
];

/// Elements whose text is not running text in the page's language:
/// quotations of the sources, code, scripts, drawings, and anything marked
/// with a language of its own.
const SKIPPED: &[(&str, &str)] = &[
    ("<blockquote", "</blockquote>"),
    ("<q", "</q>"),
    ("<pre", "</pre>"),
    ("<code", "</code>"),
    ("<script", "</script>"),
    ("<svg", "</svg>"),
    ("<cite", "</cite>"),
    ("lang=\"en\"", ""),
];

/// A chapter's `<main>`, without the skipped elements: what a reader reads
/// in the page's language.
fn main_read(html: &str) -> String {
    let a = html.find("<main>").unwrap_or(0);
    let b = html.find("</main>").unwrap_or(html.len());
    let mut s = html[a..b].to_string();
    for (open, close) in SKIPPED {
        s = cut(&s, open, close);
    }
    s
}

/// The running text of a chapter: a line a block (paragraph, list item,
/// cell, heading, caption), without the skipped elements.
pub fn running_text(html: &str) -> Vec<String> {
    let s = main_read(html);
    let mut out = String::new();
    let mut rest = s.as_str();
    while let Some(i) = rest.find('<') {
        out.push_str(&rest[..i]);
        let end = rest[i..].find('>').map_or(rest.len(), |e| i + e + 1);
        let tag = &rest[i..end];
        let name: String = tag
            .trim_start_matches(['<', '/'])
            .chars()
            .take_while(|c| c.is_ascii_alphanumeric())
            .collect();
        let inline = [
            "a", "em", "strong", "small", "span", "sup", "sub", "b", "i", "abbr",
        ];
        if !inline.contains(&name.as_str()) {
            out.push('\n');
        }
        rest = &rest[end..];
    }
    out.push_str(rest);
    out.lines()
        .map(unquoted)
        .map(|l| l.split_whitespace().collect::<Vec<_>>().join(" "))
        .filter(|l| !l.is_empty())
        .collect()
}

/// The attributes a reader meets as words (an image's description, a
/// tooltip, a label a screen reader reads out).
const WORDED_ATTRIBUTES: &[&str] = &["alt", "title", "aria-label", "placeholder"];

/// Words that mark a short English label, beside [`ENGLISH`]: the
/// attributes' texts are labels rather than sentences.
const ENGLISH_LABEL: &[&str] = &[
    "after", "to", "too", "few", "ply", "labelled", "winning", "chance", "games", "board",
];

/// The texts of a chapter's [`WORDED_ATTRIBUTES`], without the skipped
/// elements.
pub fn attribute_texts(html: &str) -> Vec<String> {
    let s = main_read(html);
    let mut out = Vec::new();
    for name in WORDED_ATTRIBUTES {
        let open = format!(" {name}=\"");
        let mut rest = s.as_str();
        while let Some(i) = rest.find(&open) {
            let value = &rest[i + open.len()..];
            let end = value.find('"').unwrap_or(value.len());
            let text = unquoted(&value[..end]);
            if !text.trim().is_empty() {
                out.push(text.split_whitespace().collect::<Vec<_>>().join(" "));
            }
            rest = &value[end..];
        }
    }
    out
}

/// Whether a label reads as English: two words of [`ENGLISH`] or
/// [`ENGLISH_LABEL`], in any case.
pub fn is_english_label(text: &str) -> bool {
    text.split(|c: char| !c.is_alphanumeric())
        .map(str::to_lowercase)
        .filter(|w| ENGLISH.contains(&w.as_str()) || ENGLISH_LABEL.contains(&w.as_str()))
        .count()
        >= 2
}

/// `line` without the source text it quotes in typographic quotes:
/// „...“, “...”, « ... ». A quotation never runs past its block, so a
/// quotation mark left open hides the rest of its line only.
fn unquoted(line: &str) -> String {
    let mut s = line.to_string();
    // German quotes first: their closing mark opens an English quotation.
    for (open, close) in [
        ('\u{201e}', '\u{201c}'),
        ('\u{201c}', '\u{201d}'),
        ('«', '»'),
    ] {
        s = cut_chars(&s, open, close);
    }
    s
}

/// `s` without the elements that open with `open` (to the matching
/// `close`; to the end of the element when `close` is empty, for an
/// attribute).
fn cut(s: &str, open: &str, close: &str) -> String {
    let mut out = String::new();
    let mut rest = s;
    while let Some(i) = rest.find(open) {
        // A tag name must end there (`<q` is not `<quote`).
        let after = rest[i + open.len()..].chars().next();
        if open.starts_with('<') && after.is_some_and(|c| c.is_ascii_alphanumeric()) {
            out.push_str(&rest[..i + open.len()]);
            rest = &rest[i + open.len()..];
            continue;
        }
        if close.is_empty() {
            // An element with this attribute: from its tag's `<` to its end.
            let start = rest[..i].rfind('<').unwrap_or(i);
            let name: String = rest[start + 1..]
                .chars()
                .take_while(|c| c.is_ascii_alphanumeric())
                .collect();
            out.push_str(&rest[..start]);
            let end_tag = format!("</{name}>");
            rest = match rest[i..].find(&end_tag) {
                Some(e) => &rest[i + e + end_tag.len()..],
                None => "",
            };
            continue;
        }
        out.push_str(&rest[..i]);
        rest = match rest[i..].find(close) {
            Some(e) => &rest[i + e + close.len()..],
            None => "",
        };
    }
    out.push_str(rest);
    out
}

fn cut_chars(s: &str, open: char, close: char) -> String {
    let mut out = String::new();
    let mut depth = 0;
    for c in s.chars() {
        if depth > 0 && c == close {
            depth -= 1;
        } else if c == open {
            depth += 1;
        } else if depth == 0 {
            out.push(c);
        }
    }
    out
}

/// The English function words of `line`.
pub fn english_words(line: &str) -> Vec<&'static str> {
    line.split(|c: char| !c.is_alphanumeric() && c != '\'')
        .filter_map(|w| ENGLISH.iter().find(|e| w == **e).copied())
        .collect()
}

/// Whether `line` reads as an English sentence: three English function
/// words or more (a proper name such as "House of Commons" has one).
pub fn is_english(line: &str) -> bool {
    english_words(line).len() >= 3
}

/// The pages of the German and French books that still hold English
/// running text, and why; docs/languages.md says the same. The test fails
/// when one of them has no English left, so the list only shrinks (it has
/// been empty since the programs' variants' notes were translated).
const NOT_YET_TRANSLATED: &[(&str, &str)] = &[];

#[test]
fn no_english_is_left_on_the_german_and_french_pages() {
    let mut found = Vec::new();
    let mut needed = std::collections::BTreeSet::new();
    for lang in [Lang::De, Lang::Fr] {
        for (rel, html) in pages(lang) {
            let english: Vec<String> = running_text(&html)
                .into_iter()
                .filter(|l| is_english(l))
                .chain(
                    attribute_texts(&html)
                        .into_iter()
                        .filter(|l| is_english_label(l)),
                )
                .collect();
            let Some(line) = english.first() else {
                continue;
            };
            match NOT_YET_TRANSLATED.iter().find(|(p, _)| glob(p, &rel)) {
                Some((pattern, _)) => {
                    needed.insert(*pattern);
                }
                None => {
                    let shown: String = line.chars().take(160).collect();
                    found.push(format!("{lang}/{rel} ({} lines): {shown}", english.len()));
                }
            }
        }
    }
    assert!(found.is_empty(), "English left:\n{}", found.join("\n"));
    let stale: Vec<&str> = NOT_YET_TRANSLATED
        .iter()
        .map(|(p, _)| *p)
        .filter(|p| !needed.contains(p))
        .collect();
    assert!(
        stale.is_empty(),
        "no English left on {stale:?}: take them off NOT_YET_TRANSLATED and docs/languages.md"
    );
}

#[test]
fn no_page_shows_markdown_it_did_not_render() {
    // A translated paragraph is markdown again before it is rendered: a
    // link whose target the template fills (`sources/{{ w.id }}.md`) must
    // be a link in the translation too, not brackets on the page.
    let mut found = Vec::new();
    for lang in Lang::ALL {
        for (rel, html) in pages(lang) {
            for line in running_text(&html) {
                if line.contains("](") || line.contains("\\[") || line.contains("{{") {
                    let shown: String = line.chars().take(120).collect();
                    found.push(format!("{lang}/{rel}: {shown}"));
                }
            }
        }
    }
    assert!(
        found.is_empty(),
        "markdown left as text:\n{}",
        found.join("\n")
    );
}

/// Whether `pattern` (a path, or a directory ending in `/*`) names `rel`.
fn glob(pattern: &str, rel: &str) -> bool {
    match pattern.strip_suffix("*") {
        Some(prefix) => rel.starts_with(prefix),
        None => rel == pattern,
    }
}

#[test]
fn the_english_detector_sees_english_sentences_only() {
    assert!(is_english(
        "The board is drawn by the project's own renderer"
    ));
    assert!(!is_english(
        "Das Brett zeichnet der eigene Renderer des Projekts"
    ));
    assert!(!is_english(
        "Le plateau est dessiné par le moteur du projet"
    ));
    assert!(!is_english("die Suffragetten ins House of Commons"));
    let html = "<main><p>Ein Satz. <blockquote>The text of the source is quoted as it is</blockquote></p><p lang=\"en\">the and of</p><td>Regel</td><td>“the and of which”</td></main>";
    assert!(
        running_text(html).iter().all(|l| !is_english(l)),
        "{:?}",
        running_text(html)
    );
    let html = "<main><p>This is <em>the</em> English sentence of the book.</p></main>";
    assert!(running_text(html).iter().any(|l| is_english(l)));
    // A quotation mark left open (a German quotation closed with a straight
    // quote) hides nothing beyond its own block.
    let html = "<main><p>Er sagt nur „An beiden Seiten des Spielfeldes\".</p><p>This is the English sentence that was left on the page.</p></main>";
    assert!(
        running_text(html).iter().any(|l| is_english(l)),
        "{:?}",
        running_text(html)
    );
    // An image's description and a tooltip are read too; a German or
    // French one, or one inside an element marked English, is not English.
    let html = "<main><img alt=\"Position after ply 3. Die Variante\"><span title=\"zu wenige Partien, um es zu sagen\">x</span><img alt=\"Le plateau, légendé en anglais\"><p lang=\"en\"><img alt=\"The board, labelled in English\"></p></main>";
    let labels = attribute_texts(html);
    assert_eq!(labels.len(), 3, "{labels:?}");
    assert_eq!(
        labels
            .iter()
            .filter(|l| is_english_label(l))
            .collect::<Vec<_>>(),
        ["Position after ply 3. Die Variante"]
    );
    assert!(is_english_label("too few games to tell"));
    assert!(is_english_label("The board, labelled in German"));
}

#[test]
fn the_catalogue_template_is_up_to_date() {
    let book = Path::new(env!("CARGO_MANIFEST_DIR")).join("book");
    let made = suffragetto_book::extract_messages(&book).unwrap();
    let path = suffragetto_book::pot_path(&book);
    let kept = std::fs::read_to_string(&path).unwrap_or_default();
    assert!(
        made == kept,
        "{} is not the book's prose: run `suffragetto book --extract-messages`",
        path.display()
    );
}

#[test]
fn the_docs_say_how_much_of_each_language_is_translated() {
    let book = Path::new(env!("CARGO_MANIFEST_DIR")).join("book");
    let docs =
        std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("docs/languages.md"))
            .unwrap();
    for lang in [Lang::De, Lang::Fr] {
        let (done, all) = suffragetto_book::translated(&book, lang).unwrap();
        assert!(done > 0, "{lang}: nothing translated");
        let said = format!("`{lang}.po`: {done} of {all} messages");
        assert!(
            docs.contains(&said),
            "docs/languages.md does not say {said}"
        );
    }
}

/// The data of every clickable diagram on a page (`<script class="sf-data">`).
fn diagram_data(html: &str) -> Vec<serde_json::Value> {
    let open = "<script type=\"application/json\" class=\"sf-data\">";
    html.match_indices(open)
        .map(|(i, _)| {
            let start = i + open.len();
            let end = start + html[start..].find("</script>").unwrap();
            let json = html[start..end].replace("\\u003c", "<");
            serde_json::from_str(&json).unwrap()
        })
        .collect()
}

#[test]
fn the_clickable_diagrams_say_why_not_in_the_readers_language() {
    for lang in [Lang::De, Lang::Fr] {
        let mut answers = 0;
        for (rel, html) in pages(lang) {
            for data in diagram_data(&html) {
                let Some(from) = data["why"].as_object() else {
                    continue;
                };
                for to in from.values().filter_map(|t| t.as_object()) {
                    for why in to.values().filter_map(|w| w.as_array()).flatten() {
                        for field in ["r", "t"] {
                            let text = why[field].as_str().unwrap_or_default();
                            assert!(
                                !is_english(text),
                                "{lang}/{rel}: {field} is English: {text}"
                            );
                            assert!(
                                !text.contains('_'),
                                "{lang}/{rel}: {field} shows an id: {text}"
                            );
                        }
                        answers += 1;
                    }
                }
            }
        }
        assert!(answers > 10, "{lang}: only {answers} answers found");
    }
}

/// The board page of each book shows the board in the reader's language
/// first, describes every board in that language, lists the print kit's
/// files in that language first (each marked with the language it is
/// printed in) and links the kit's list of files in that language.
#[test]
fn the_board_page_puts_the_readers_language_first() {
    for lang in Lang::ALL {
        let html = &pages(lang)["board.html"];
        let checked = html
            .split("<input ")
            .find(|i| i.contains(" checked"))
            .unwrap_or_else(|| panic!("{lang}: no board shown first"));
        assert!(
            checked.contains(&format!("id=\"board-lang-{lang}\"")),
            "{lang}: {checked}"
        );
        let langs: Vec<&str> = html
            .split("class=\"kit-title\" lang=\"")
            .skip(1)
            .map(|s| &s[..2])
            .collect();
        assert!(langs.len() > 20, "{lang}: {langs:?}");
        let ours = langs.iter().take_while(|l| **l == lang.code()).count();
        assert!(
            ours >= 6 && langs[ours..].iter().all(|l| *l != lang.code()),
            "{lang}: the kit's files in the reader's language come first: {langs:?}"
        );
        // Each file's language as its name says it (`-de.` or `-de-`).
        for item in html
            .split("<a class=\"kit-item\" href=\"print-kit/")
            .skip(1)
        {
            let name = &item[..item.find('"').unwrap()];
            let marked = &item[item.find("lang=\"").unwrap() + 6..][..2];
            let named = ["de", "fr"]
                .into_iter()
                .find(|l| name.contains(&format!("-{l}.")) || name.contains(&format!("-{l}-")))
                .unwrap_or("en");
            assert_eq!(marked, named, "{lang}: {name}");
        }
        let readme = match lang {
            Lang::En => "README.txt".to_string(),
            _ => format!("README-{lang}.txt"),
        };
        assert!(
            html.contains(&format!("href=\"print-kit/{readme}\"")),
            "{lang}"
        );
        let text = std::fs::read_to_string(
            site_root()
                .join(lang.code())
                .join("print-kit")
                .join(&readme),
        )
        .unwrap();
        let title = suffragetto_core::lang::catalogue().plain(lang, "kit-readme-title");
        assert!(text.starts_with(title), "{lang}: {text}");
    }
}

#[test]
fn a_passage_is_glossed_in_the_readers_language_unless_it_is_in_it() {
    let page = |lang: Lang| {
        std::fs::read_to_string(site_root().join(lang.code()).join("parallel/moving.html")).unwrap()
    };
    // The sentence of the paragraph after `text`'s, if it is a gloss.
    let gloss_after = |html: &str, text: &str| -> Option<String> {
        let at = html
            .find(text)
            .unwrap_or_else(|| panic!("{text:?} on the page"));
        let rest = &html[at..];
        let next = rest.split("</p>\n").nth(1)?;
        next.strip_prefix("<p class=\"gloss\" lang=\"")
            .map(|g| g.to_string())
    };
    let english = "A piece may move horizontally or diagonally one square per turn";
    let german = "Beim Ziehen wird die Spielfigur in eine beliebige Richtung";
    let french = "Une pièce peut se déplacer horizontalement ou en diagonale";
    let de = page(Lang::De);
    let under_english = gloss_after(&de, english).expect("the English glossed in German");
    assert!(
        under_english.starts_with("de\">Eine Figur darf"),
        "{under_english}"
    );
    assert!(gloss_after(&de, french).is_some_and(|g| g.starts_with("de\">")));
    assert_eq!(gloss_after(&de, german), None, "no German gloss of German");
    let fr = page(Lang::Fr);
    assert!(gloss_after(&fr, english).is_some_and(|g| g.starts_with("fr\">")));
    assert!(gloss_after(&fr, german).is_some_and(|g| g.starts_with("fr\">")));
    assert_eq!(gloss_after(&fr, french), None, "no French gloss of French");
    let en = page(Lang::En);
    assert_eq!(
        gloss_after(&en, english),
        None,
        "no English gloss of English"
    );
    assert!(gloss_after(&en, german).is_some_and(|g| g.starts_with("en\">")));
}
