//! Mends the faults of WCAG 2.1 A and AA that axe-core finds in what
//! mdBook's own theme writes (tests/e2e/a11y_book.mjs,
//! docs/accessibility.md), page by page after mdBook has written it:
//!
//! - the sidebar's toggle is a `<label>` with `aria-label` and (set by
//!   mdBook's script) `aria-expanded`, which a label may not carry: it is
//!   given the role it plays, a button;
//! - the table of contents' frame for readers without scripts
//!   (`toc.html`) has no `<title>`: it is given one.

/// The sidebar toggle as mdBook writes it.
const TOGGLE: &str = "<label id=\"mdbook-sidebar-toggle\" class=\"icon-button\"";
/// The title of the contents' frame.
const CONTENTS_TITLE: &str = "<title>Contents: Suffragetto: the rule variants compared</title>";

/// `html` with the theme's faults mended (unchanged when it has none).
pub fn theme(html: &str) -> String {
    let mut out = html.replace(
        TOGGLE,
        "<label id=\"mdbook-sidebar-toggle\" role=\"button\" class=\"icon-button\"",
    );
    let head = out.find("<head>");
    let titled = out.contains("<title>") || out.contains("<title ");
    if let (Some(at), false) = (head, titled) {
        out.insert_str(at + "<head>".len(), &format!("\n        {CONTENTS_TITLE}"));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_toggle_is_a_button_and_every_page_has_a_title() {
        let page = format!(
            "<html><head><title>A</title></head><body>{TOGGLE} for=\"x\"></label></body></html>"
        );
        let done = theme(&page);
        assert!(
            done.contains("id=\"mdbook-sidebar-toggle\" role=\"button\""),
            "{done}"
        );
        assert_eq!(done.matches("<title>").count(), 1);
        let toc = theme("<html><head><meta charset=\"UTF-8\"></head><body></body></html>");
        assert!(toc.contains(CONTENTS_TITLE), "{toc}");
        assert_eq!(theme(&done), done, "mending twice changes nothing");
    }
}
