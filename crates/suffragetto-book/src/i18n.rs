//! The book's hand-written prose in other languages: gettext PO catalogues
//! (`book/po/de.po`, `book/po/fr.po`) applied with `mdbook-i18n-helpers`,
//! the tools Google's Comprehensive Rust translates its mdBook with.
//!
//! Translation happens before anything is generated, at the level of the
//! prose: the pages of `book/src/` and the tera templates, whose messages
//! keep the template's placeholders (`{{ games }} games of {{ agents }}`)
//! and never a generated number or table, so a change of data does not
//! make a translation stale. A template is cut into segments at blank
//! lines and at lines that are nothing but a tera tag (`{% for .. %}`), and
//! each segment is translated as a markdown document of its own; a segment
//! that no message of the catalogue translates is kept as it is written.
//! The generated words (tables, captions, charts) come from the Fluent
//! catalogue instead (`locales/*/book.ftl`).

use super::SiteError;
use mdbook_i18n_helpers::{
    extract_events, extract_messages, reconstruct_markdown, translate_events,
};
use polib::catalog::Catalog;
use std::path::Path;
use suffragetto_core::lang::Lang;

/// Where the catalogues live, relative to the book's directory.
pub const PO_DIR: &str = "po";

/// The catalogue's template every translation is made from.
pub const POT: &str = "messages.pot";

/// The fields of a PO file's header that its parser needs.
const HEADER: &[&str] = &[
    "Project-Id-Version",
    "POT-Creation-Date",
    "PO-Revision-Date",
    "Language-Team",
    "MIME-Version",
    "Content-Type",
    "Content-Transfer-Encoding",
    "Language",
    "Plural-Forms",
];

/// The prose translations of one language (none for English, the
/// language the prose is written in).
pub struct Prose {
    catalog: Option<Catalog>,
}

impl Prose {
    /// The catalogue of `lang` from `book_dir/po/LANG.po`; English, or a
    /// language with no catalogue yet, reads as written.
    pub fn read(book_dir: &Path, lang: Lang) -> Result<Prose, SiteError> {
        if lang == Lang::En {
            return Ok(Prose { catalog: None });
        }
        let path = book_dir.join(PO_DIR).join(format!("{}.po", lang.code()));
        if !path.is_file() {
            return Ok(Prose { catalog: None });
        }
        let text = std::fs::read_to_string(&path).map_err(|e| SiteError::read(&path, e))?;
        let error = |message: String| SiteError::Translation {
            path: path.clone(),
            message,
        };
        // The parser needs every field of gettext's header (and panics
        // without one): a missing one is the file's mistake, said as such.
        if let Some(field) = HEADER.iter().find(|f| !text.contains(&format!("\"{f}: "))) {
            return Err(error(format!(
                "the header (msgid \"\") has no {field} field; gettext's tools write every one of {}",
                HEADER.join(", ")
            )));
        }
        let catalog = polib::po_file::parse(&path).map_err(|e| error(e.to_string()))?;
        Ok(Prose {
            catalog: Some(catalog),
        })
    }

    /// A catalogue from its entries (msgid, msgstr), for tests.
    #[cfg(test)]
    pub fn from_pairs(pairs: &[(&str, &str)]) -> Prose {
        use polib::message::Message;
        let mut catalog = Catalog::new(polib::metadata::CatalogMetadata::new());
        for (id, text) in pairs {
            catalog.append_or_update(
                Message::build_singular()
                    .with_msgid(id.to_string())
                    .with_msgstr(text.to_string())
                    .done(),
            );
        }
        Prose {
            catalog: Some(catalog),
        }
    }

    /// The translation of one message, if the catalogue has one (not
    /// fuzzy, not empty).
    pub fn message(&self, msgid: &str) -> Option<&str> {
        let msg = self.catalog.as_ref()?.find_message(None, msgid, None)?;
        if msg.flags().is_fuzzy() || !msg.is_translated() {
            return None;
        }
        msg.msgstr().ok().filter(|s| !s.is_empty())
    }

    /// The language `text` of the data's prose is shown in: the English
    /// it was written in when it is a message of the catalogue (so left
    /// untranslated, since a translated one was put in its place), or
    /// when there is no catalogue; else `lang`, the catalogue's.
    pub fn shown_in(&self, text: &str, lang: Lang) -> Lang {
        match &self.catalog {
            Some(c) if c.find_message(None, text, None).is_none() => lang,
            _ => Lang::En,
        }
    }

    /// A markdown page (`book/src/*.md`) in the catalogue's language;
    /// `name` says which page an error is about.
    pub fn page(&self, name: &str, markdown: &str) -> Result<String, SiteError> {
        let Some(catalog) = &self.catalog else {
            return Ok(markdown.to_string());
        };
        let messages = extract_messages(markdown).map_err(|e| markdown_error(name, e))?;
        // Kept as written unless a message changes: a message translated as
        // itself (a table row of nothing but placeholders, cut from its table
        // by a tera tag) would come back from the markdown writer with its
        // pipes and brackets escaped, which breaks the table.
        if !messages.iter().any(|(_, m)| {
            self.message(&m.message)
                .is_some_and(|text| text != m.message)
        }) {
            return Ok(markdown.to_string());
        }
        let events = extract_events(markdown, None);
        let translated = translate_events(&events, catalog).map_err(|e| markdown_error(name, e))?;
        let (text, _) =
            reconstruct_markdown(&translated, None).map_err(|e| markdown_error(name, e))?;
        Ok(text)
    }

    /// A tera template in the catalogue's language, segment by segment.
    pub fn template(&self, name: &str, template: &str) -> Result<String, SiteError> {
        if self.catalog.is_none() {
            return Ok(template.to_string());
        }
        let mut out = String::with_capacity(template.len() + template.len() / 4);
        for seg in segments(template) {
            if seg.prose {
                let text = self.page(name, &seg.text)?;
                out.push_str(text.trim_end_matches('\n'));
                // The segment's own line ends.
                out.push_str(&seg.text[seg.text.trim_end_matches('\n').len()..]);
            } else {
                out.push_str(&seg.text);
            }
        }
        Ok(out)
    }
}

fn markdown_error(name: &str, e: impl std::fmt::Display) -> SiteError {
    SiteError::Translation {
        path: name.into(),
        message: e.to_string(),
    }
}

/// A piece of a template: prose to translate, or what stays as written
/// (blank lines, tera tag lines, fenced code).
#[derive(Debug, PartialEq)]
pub struct Segment {
    /// The segment's first line, from 1.
    pub line: usize,
    /// Its text, line ends included.
    pub text: String,
    /// Whether it is translated.
    pub prose: bool,
}

/// Whether `line` is nothing but one or more tera tags or comments.
fn tag_line(line: &str) -> bool {
    let mut rest = line.trim();
    if rest.is_empty() {
        return false;
    }
    while !rest.is_empty() {
        let close = if rest.starts_with("{%") {
            "%}"
        } else if rest.starts_with("{#") {
            "#}"
        } else {
            return false;
        };
        match rest.find(close) {
            Some(end) => rest = rest[end + 2..].trim_start(),
            None => return false,
        }
    }
    true
}

/// `template` cut into segments; their texts put together are the
/// template.
pub fn segments(template: &str) -> Vec<Segment> {
    let mut out: Vec<Segment> = Vec::new();
    let mut fence = false;
    for (i, line) in template.split_inclusive('\n').enumerate() {
        let trimmed = line.trim();
        let fence_line = trimmed.starts_with("```");
        let prose = !fence && !fence_line && !trimmed.is_empty() && !tag_line(line);
        if fence_line {
            fence = !fence;
        }
        match out.last_mut() {
            Some(last) if last.prose == prose => last.text.push_str(line),
            _ => out.push(Segment {
                line: i + 1,
                text: line.to_string(),
                prose,
            }),
        }
    }
    out
}

/// Whether a message holds words a translator has to translate: letters
/// outside the template's placeholders and tags, or a number written with
/// a decimal or thousands separator (`0.985`, `18,193`: „0,985“, „18.193“),
/// which each language writes its own way.
pub fn has_words(msgid: &str) -> bool {
    let mut rest = msgid;
    let mut outside = String::new();
    while let Some(start) = rest.find(['{']) {
        outside.push_str(&rest[..start]);
        let tail = &rest[start..];
        let close = match tail.get(..2) {
            Some("{{") => "}}",
            Some("{%") => "%}",
            Some("{#") => "#}",
            _ => {
                outside.push('{');
                rest = &tail[1..];
                continue;
            }
        };
        match tail.find(close) {
            Some(end) => rest = &tail[end + 2..],
            None => {
                rest = "";
            }
        }
    }
    outside.push_str(rest);
    // Words outside code, tags and link targets.
    let words: String = strip_code(&outside);
    words.chars().filter(|c| c.is_alphabetic()).count() >= 2 || separated_number(&words)
}

/// Whether `text` holds a number another language writes otherwise: a
/// digit, a `.` or `,` and a digit in a row, or an interval's ends parted
/// by `, ` (`[47, 523]`, which German parts by `;`).
fn separated_number(text: &str) -> bool {
    let chars: Vec<char> = text.chars().collect();
    let decimal = chars
        .windows(3)
        .any(|w| w[0].is_ascii_digit() && matches!(w[1], '.' | ',') && w[2].is_ascii_digit());
    let interval = text.contains('[')
        && chars
            .windows(4)
            .any(|w| w[0].is_ascii_digit() && w[1] == ',' && w[2] == ' ' && w[3].is_ascii_digit());
    decimal || interval
}

fn strip_code(s: &str) -> String {
    let mut out = String::new();
    let mut in_code = false;
    let mut in_tag = false;
    for c in s.chars() {
        match c {
            '`' => in_code = !in_code,
            '<' if !in_code => in_tag = true,
            '>' if in_tag => in_tag = false,
            _ if !in_code && !in_tag => out.push(c),
            _ => {}
        }
    }
    out
}

/// The messages of a markdown page and the lines they start on.
pub fn page_messages(name: &str, markdown: &str) -> Result<Vec<(usize, String)>, SiteError> {
    Ok(extract_messages(markdown)
        .map_err(|e| markdown_error(name, e))?
        .into_iter()
        .map(|(line, m)| (line, m.message))
        .filter(|(_, m)| has_words(m))
        .collect())
}

/// The messages of a template and the lines they start on.
pub fn template_messages(name: &str, template: &str) -> Result<Vec<(usize, String)>, SiteError> {
    let mut out = Vec::new();
    for seg in segments(template).into_iter().filter(|s| s.prose) {
        for (line, m) in page_messages(name, &seg.text)? {
            out.push((seg.line + line - 1, m));
        }
    }
    Ok(out)
}

/// Every message of the book's prose, in order and each once, with the
/// places it comes from (`src/history.md:3`, `templates/board.md:5`,
/// `docs/notation.md:12`): the pages of `book/src/`, the templates and the
/// appendices' notes (`docs`: name and text), in that order, so that the
/// notes' messages come after the rest in the template; then the prose of
/// the data, `data`'s (place, message) pairs
/// (`sources/witnesses.yaml:english.what`, [`crate::data_prose`]).
pub fn messages(
    pages: &[(String, String)],
    templates: &[(&str, &str)],
    docs: &[(String, String)],
    data: Vec<(String, String)>,
) -> Result<Vec<(String, Vec<String>)>, SiteError> {
    let mut out: Vec<(String, Vec<String>)> = Vec::new();
    let mut add = |place: String, msgid: String| match out.iter_mut().find(|(m, _)| *m == msgid) {
        Some((_, places)) => places.push(place),
        None => out.push((msgid, vec![place])),
    };
    for (name, text) in pages {
        for (line, m) in page_messages(name, text)? {
            add(format!("src/{name}:{line}"), m);
        }
    }
    for (name, text) in templates {
        for (line, m) in template_messages(name, text)? {
            add(format!("templates/{name}:{line}"), m);
        }
    }
    for (name, text) in docs {
        let name = format!("docs/{name}.md");
        for (line, m) in page_messages(&name, text)? {
            add(format!("{name}:{line}"), m);
        }
    }
    for (place, m) in data {
        add(place, m);
    }
    Ok(out)
}

/// The catalogue template (POT) of `messages`, as gettext writes it.
pub fn pot(messages: &[(String, Vec<String>)]) -> String {
    let mut s = String::from(
        "# The Suffragetto book's prose: the messages to translate.\n\
         # Made by `suffragetto book --extract-messages`; see docs/languages.md.\n\
         msgid \"\"\n\
         msgstr \"\"\n\
         \"Project-Id-Version: suffragetto-book\\n\"\n\
         \"POT-Creation-Date: \\n\"\n\
         \"PO-Revision-Date: \\n\"\n\
         \"Last-Translator: \\n\"\n\
         \"Language-Team: \\n\"\n\
         \"MIME-Version: 1.0\\n\"\n\
         \"Content-Type: text/plain; charset=UTF-8\\n\"\n\
         \"Content-Transfer-Encoding: 8bit\\n\"\n\
         \"Language: \\n\"\n\
         \"Plural-Forms: nplurals=2; plural=(n != 1);\\n\"\n\n",
    );
    for (msgid, places) in messages {
        s.push_str(&format!("#: {}\n", places.join(" ")));
        s.push_str(&format!("msgid {}\nmsgstr \"\"\n\n", po_string(msgid)));
    }
    s
}

/// A string in PO syntax, one quoted line a line of the text.
fn po_string(text: &str) -> String {
    let esc = |l: &str| {
        l.replace('\\', "\\\\")
            .replace('"', "\\\"")
            .replace('\t', "\\t")
    };
    if !text.contains('\n') {
        return format!("\"{}\"", esc(text));
    }
    let mut s = String::from("\"\"");
    for line in text.split_inclusive('\n') {
        let (body, nl) = match line.strip_suffix('\n') {
            Some(b) => (b, "\\n"),
            None => (line, ""),
        };
        s.push_str(&format!("\n\"{}{nl}\"", esc(body)));
    }
    s
}

/// How much of `messages` the catalogue translates: (translated, all).
pub fn coverage(prose: &Prose, messages: &[(String, Vec<String>)]) -> (usize, usize) {
    let done = messages
        .iter()
        .filter(|(m, _)| prose.message(m).is_some())
        .count();
    (done, messages.len())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn segments_put_together_are_the_template() {
        let t = "# A {{ x }}\n\nSome words.\n{% for a in b %}\n| c | d |\n{% endfor %}\n```\ncode\n\n```\nEnd";
        let segs = segments(t);
        let joined: String = segs.iter().map(|s| s.text.as_str()).collect();
        assert_eq!(joined, t);
        let prose: Vec<_> = segs.iter().filter(|s| s.prose).map(|s| s.line).collect();
        assert_eq!(prose, [1, 3, 5, 11]);
    }

    #[test]
    fn placeholders_are_not_words() {
        assert!(!has_words("{{ w.name }} | {{ w.title }}"));
        assert!(!has_words("`suffragetto book`"));
        assert!(has_words("{{ n }} games"));
        assert!(
            has_words("757.1 M"),
            "a decimal number is written per language"
        );
        assert!(has_words("18,193"));
        assert!(
            has_words("285 [47, 523]"),
            "an interval German writes otherwise"
        );
        assert!(!has_words("119"));
        assert!(!has_words("`0.5`"), "code stays");
        assert!(!has_words("1, 2"));
    }

    #[test]
    fn data_prose_left_english_is_shown_as_english() {
        let prose =
            Prose::from_pairs(&[("Each side plays.", "Jede Seite spielt."), ("Not yet.", "")]);
        assert_eq!(prose.shown_in("Jede Seite spielt.", Lang::De), Lang::De);
        assert_eq!(prose.shown_in("Not yet.", Lang::De), Lang::En);
        let english = Prose { catalog: None };
        assert_eq!(english.shown_in("Each side plays.", Lang::En), Lang::En);
    }

    #[test]
    fn a_table_row_translated_as_itself_stays_a_row_of_its_table() {
        let t = "| name | title |\n| --- | --- |\n{% for w in ws -%}\n| [{{ w.name }}](sources/{{ w.id }}.md) | {{ w.title }} |\n{% endfor %}\n";
        let messages = template_messages("t.md", t).unwrap();
        assert!(
            messages.iter().any(|(_, m)| m.contains("w.name")),
            "{messages:?}"
        );
        let pairs: Vec<(&str, &str)> = messages
            .iter()
            .map(|(_, m)| (m.as_str(), m.as_str()))
            .collect();
        let prose = Prose::from_pairs(&pairs);
        assert_eq!(prose.template("t.md", t).unwrap(), t);
    }

    #[test]
    fn a_template_keeps_its_tags_and_translates_its_prose() {
        let prose = Prose::from_pairs(&[
            (
                "{{ n }} games of {{ agents }}.",
                "{{ n }} Partien von {{ agents }}.",
            ),
            ("The board", "Das Brett"),
        ]);
        let t = "# The board\n\n{{ n }} games of {{ agents }}.\n{% if x %}\nUntranslated.\n{% endif %}\n";
        let out = prose.template("t.md", t).unwrap();
        assert_eq!(
            out,
            "# Das Brett\n\n{{ n }} Partien von {{ agents }}.\n{% if x %}\nUntranslated.\n{% endif %}\n"
        );
    }
}
