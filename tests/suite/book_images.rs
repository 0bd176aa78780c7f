//! Every image of the book has a text alternative that says what it shows
//! (WCAG 2.1, 1.1.1; docs/accessibility.md): a diagram's says who is to
//! move, what stands on the board and what the Prison and Hospital hold,
//! in words; a chart's says what it plots; only an image beside its own
//! words in a link has an empty one. An inline SVG in a chapter is named
//! or hidden.

use super::book::site;
use std::path::{Path, PathBuf};

/// Every HTML page under `dir`.
fn pages(dir: &Path) -> Vec<PathBuf> {
    let mut out = Vec::new();
    for e in std::fs::read_dir(dir).unwrap() {
        let p = e.unwrap().path();
        if p.is_dir() {
            out.extend(pages(&p));
        } else if p.extension().is_some_and(|x| x == "html") {
            out.push(p);
        }
    }
    out
}

/// The value of attribute `name` in the tag `tag` (`<img ...>`), unescaped
/// enough to read.
fn attr<'a>(tag: &'a str, name: &str) -> Option<&'a str> {
    let at = tag.find(&format!(" {name}=\""))? + name.len() + 3;
    let end = tag[at..].find('"')?;
    Some(&tag[at..at + end])
}

/// The opening tags `<NAME ...>` in `html`, with what precedes each.
fn tags<'a>(html: &'a str, name: &str) -> Vec<(&'a str, &'a str)> {
    let open = format!("<{name} ");
    let mut out = Vec::new();
    let mut from = 0;
    while let Some(i) = html[from..].find(&open) {
        let start = from + i;
        let end = start + html[start..].find('>').unwrap_or(0) + 1;
        out.push((&html[start..end], &html[start.saturating_sub(300)..start]));
        from = end;
    }
    out
}

/// What is wrong with the text alternative of the image `tag` (preceded
/// by `before`), if anything.
fn fault(tag: &str, before: &str) -> Option<String> {
    let src = attr(tag, "src").unwrap_or("");
    let Some(alt) = attr(tag, "alt") else {
        return Some("no alt".into());
    };
    if alt.trim().is_empty() {
        // A thumbnail inside a link whose own words name it.
        let in_link = before
            .rfind("<a ")
            .is_some_and(|a| !before[a..].contains("</a>"));
        return (!in_link).then(|| "an empty alt outside a link with words".into());
    }
    if alt.contains(".svg") || alt.contains(".png") || alt.split_whitespace().count() < 3 {
        return Some(format!("alt {alt:?} does not say what it shows"));
    }
    if alt.contains('<') {
        return Some(format!("alt {alt:?} holds markup"));
    }
    let diagram = ["img/games/", "img/rules/", "img/differences/"]
        .iter()
        .any(|d| src.contains(d))
        && !src.ends_with("-eval.svg");
    if diagram {
        let says_turn = alt.contains("to move") || alt.contains("have won");
        for (what, ok) in [
            ("who is to move", says_turn),
            (
                "the pieces on the board",
                alt.contains("On the board: Suffragettes: "),
            ),
            (
                "the Prison and Hospital",
                alt.contains("Prison: ") && alt.contains("Hospital: "),
            ),
        ] {
            if !ok {
                return Some(format!("the diagram's alt {alt:?} does not say {what}"));
            }
        }
    }
    None
}

#[test]
fn every_image_of_the_book_says_what_it_shows() {
    let root = site();
    let mut faults = Vec::new();
    let (mut images, mut diagrams) = (0, 0);
    for page in pages(root) {
        let page_html = std::fs::read_to_string(&page).unwrap();
        // The chapter's own content; the theme's icons sit in named
        // controls, which axe-core checks (tests/e2e/a11y_book.mjs).
        let start = page_html.find("<main>").unwrap_or(0);
        let end = page_html.find("</main>").unwrap_or(page_html.len());
        let html = &page_html[start..end];
        let rel = page.strip_prefix(root).unwrap().display().to_string();
        for (tag, before) in tags(html, "img") {
            images += 1;
            if attr(tag, "src")
                .is_some_and(|s| s.contains("img/games/") || s.contains("img/rules/"))
            {
                diagrams += 1;
            }
            if let Some(f) = fault(tag, before) {
                faults.push(format!("{rel}: {tag}: {f}"));
            }
        }
        for (tag, _) in tags(html, "svg") {
            let named = attr(tag, "aria-label").is_some() || attr(tag, "aria-labelledby").is_some();
            if attr(tag, "aria-hidden") != Some("true")
                && !(named && attr(tag, "role") == Some("img"))
            {
                faults.push(format!(
                    "{rel}: {tag}: an inline SVG neither named nor hidden"
                ));
            }
        }
    }
    assert!(
        images > 100 && diagrams > 50,
        "{images} images, {diagrams} diagrams"
    );
    assert!(
        faults.is_empty(),
        "{} image(s) without a text alternative that says what they show:\n{}",
        faults.len(),
        faults[..faults.len().min(30)].join("\n")
    );
}

#[test]
fn the_check_finds_an_alternative_that_says_nothing() {
    let d = r#"<img class="diagram" src="../img/games/x-001.svg" alt="#;
    assert!(fault(&format!("{d}\"Position after ply 1\">"), "").is_some());
    assert!(fault(r#"<img src="a.svg">"#, "").is_some());
    assert!(fault(r#"<img src="a.svg" alt="">"#, "<p>").is_some());
    assert!(
        fault(
            r#"<img src="a.svg" alt="">"#,
            r#"<a class="kit-item" href="x.pdf">"#
        )
        .is_none()
    );
    assert!(fault(r#"<img src="a.svg" alt="a.svg">"#, "").is_some());
    let good = format!(
        "{d}\"Position after ply 1. Police to move. On the board: Suffragettes: 2 Leaders; \
         Police: 3 constables. Prison: no pieces; Hospital: no pieces.\">"
    );
    assert_eq!(fault(&good, ""), None);
}
