//! The words of the online pages, from the catalogue
//! (`crates/suffragetto-core/locales/<lang>/pages.ftl`).
//!
//! A page's template writes its static words as `{{ page-id }}` (or
//! `{{ page-id.attr }}`); [`render`] puts the visitor's language's words in
//! their place, HTML-escaped, once a language and template (the pages are
//! cached). `{{ lang }}` is the language's code (for `<html lang>`), and
//! `{{ words }}` the JSON that carries the language's `pages.ftl` (and
//! `variants.ftl`, the variants' names) to the
//! page's scripts, which format the words they write at run time with
//! Project Fluent's own JavaScript implementation (`t()` in `common.js`).

use suffragetto_core::lang::{Lang, catalogue, source};

/// The catalogue files the pages' scripts read: the pages' words and the
/// built-in variants' names.
const PAGES_FILES: [&str; 2] = ["pages.ftl", "variants.ftl"];

/// `template` with every `{{ name }}` replaced by its words in `lang`.
/// A name the catalogue lacks is a bug (debug builds panic on it; the tests
/// render every page in every language).
pub fn render(template: &str, lang: Lang) -> String {
    let mut out = String::with_capacity(template.len() * 2);
    let mut rest = template;
    while let Some(start) = rest.find("{{") {
        out.push_str(&rest[..start]);
        let after = &rest[start + 2..];
        let Some(end) = after.find("}}") else {
            out.push_str(&rest[start..]);
            return out;
        };
        out.push_str(&words_for(after[..end].trim(), lang));
        rest = &after[end + 2..];
    }
    out.push_str(rest);
    out
}

fn words_for(name: &str, lang: Lang) -> String {
    match name {
        "lang" => lang.code().to_string(),
        "words" => words_json(lang),
        key => escape(catalogue().plain(lang, key)),
    }
}

/// The body of the page's `<script type="application/json" id="words">`:
/// the language and its pages' catalogue, with every `<` escaped so that
/// nothing ends the script early.
pub fn words_json(lang: Lang) -> String {
    let ftl: String = PAGES_FILES
        .iter()
        .map(|f| source(lang, f).unwrap_or_default())
        .collect::<Vec<_>>()
        .join("\n");
    serde_json::json!({ "lang": lang.code(), "ftl": ftl })
        .to_string()
        .replace('<', "\\u003c")
}

fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            c => out.push(c),
        }
    }
    out
}

/// A template rendered once for each language, in [`Lang::ALL`] order.
pub struct Localized(Vec<String>);

impl Localized {
    /// `template` in every language.
    pub fn new(template: &str) -> Localized {
        Localized(Lang::ALL.iter().map(|&l| render(template, l)).collect())
    }

    /// The page in `lang`.
    pub fn get(&self, lang: Lang) -> &str {
        &self.0[lang.index()]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_become_the_languages_words_escaped() {
        let page = "<html lang=\"{{ lang }}\"><p>{{ page-side-police }}</p>";
        assert_eq!(render(page, Lang::De), "<html lang=\"de\"><p>Polizei</p>");
        assert_eq!(escape("a<b & \"c\""), "a&lt;b &amp; &quot;c&quot;");
    }

    #[test]
    fn the_words_travel_as_json_that_cannot_end_a_script() {
        let json = words_json(Lang::Fr);
        assert!(!json.contains('<'), "{json}");
        let v: serde_json::Value = serde_json::from_str(&json).unwrap();
        assert_eq!(v["lang"], "fr");
        assert!(
            v["ftl"]
                .as_str()
                .unwrap()
                .contains("page-side-police = Police")
        );
    }

    #[test]
    fn an_unclosed_name_is_left_as_written() {
        assert_eq!(render("a {{ b", Lang::En), "a {{ b");
    }
}
