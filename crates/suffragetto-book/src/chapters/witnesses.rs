//! The witness data (`sources/witnesses.yaml`) as page text, shared by the
//! history page and the source pages.

use super::Ctx;
use crate::text::{capital, language_in};
use serde::Serialize;
use suffragetto_apparatus::{Apparatus, BibEntry, Witness};
use suffragetto_core::lang::{Args, Lang, catalogue};
use suffragetto_render::words::quoted;

/// A word of the data (`wrong word`, `descends from`) as the key a
/// catalogue selector takes (`wrong-word`, `descends-from`).
pub fn selector(words: &str) -> String {
    words
        .split(|c: char| !c.is_alphanumeric())
        .filter(|w| !w.is_empty())
        .map(str::to_lowercase)
        .collect::<Vec<_>>()
        .join("-")
}

/// Message `key` of the book's words in `lang`, with `args` added.
fn say(lang: Lang, key: &str, args: impl FnOnce(Args) -> Args) -> String {
    catalogue().text(key, &args(Args::new(lang)))
}

/// A kind of translation artefact (`wrong word`) in words of `lang`.
pub fn artefact_kind(lang: Lang, kind: &str) -> String {
    say(lang, "book-artefact-kind", |a| {
        a.text("kind", selector(kind))
    })
}

/// How sure an artefact's correction is (`high`) in words of `lang`.
pub fn artefact_cert(lang: Lang, cert: &str) -> String {
    say(lang, "book-artefact-cert", |a| a.text("cert", cert))
}

/// A witness as the pages show it; every field escaped with the function
/// given to [`WitnessText::new`].
#[derive(Serialize)]
pub struct WitnessText {
    /// Variant id.
    pub id: String,
    /// The variant's short name for readers.
    pub name: String,
    /// Siglum.
    pub siglum: String,
    /// Title.
    pub title: String,
    /// Text or program, in words.
    pub kind: String,
    /// Language, in words.
    pub language: String,
    /// What it is.
    pub what: String,
    /// Author and editor, as far as known.
    pub made_by: String,
    /// The date it gives the game, or words saying it gives none.
    pub game_date: String,
    /// The full stop after that date in a sentence: none where the date
    /// ends in one (`ce. 1917 2nd ed.`).
    pub game_date_stop: &'static str,
    /// A remark on that date.
    pub game_note: String,
    /// How the witness gives that date, explained for readers: its words,
    /// an English gloss where it is not in English, and what the project
    /// says of them (empty when it gives none).
    pub game_date_said: String,
    /// Its own date.
    pub witness_date: String,
    /// How its own date is known.
    pub witness_date_basis: String,
    /// The addresses it gives.
    pub addresses: String,
    /// Where the project found it.
    pub found_at: String,
    /// Where in that place it stands (a file at a commit, lines).
    pub locus: String,
    /// The file the project's copy is, its SHA-256 and its lines, in words.
    pub copy: String,
    /// The works it cites or links, as references.
    pub references: Vec<String>,
    /// How it relates to the other witnesses.
    pub relations: Vec<String>,
    /// What is still to be recorded.
    pub todo: Vec<String>,
}

/// A bibliography entry as a reference in `lang`: authors, title,
/// container, publisher, place, date, pages, ISBN.
pub fn reference(lang: Lang, b: &BibEntry) -> String {
    let mut s = String::new();
    if !b.author.is_empty() {
        s.push_str(&b.author.join(", "));
        if b.role.as_deref() == Some("editor") {
            s.push(' ');
            s.push_str(&say(lang, "book-ref-editor", |a| a));
        }
        s = crate::text::labelled(lang, &s, &b.title);
    } else {
        s.push_str(&b.title);
    }
    let rest: Vec<String> = [
        b.container.clone(),
        b.publisher.clone(),
        b.place.clone(),
        b.issued.as_deref().map(|d| crate::text::long_date(lang, d)),
        b.cited_pages
            .as_ref()
            .map(|p| say(lang, "book-ref-pages", |a| a.text("pages", p))),
        b.isbn.as_ref().map(|i| format!("ISBN {i}")),
        b.accessed.as_ref().map(|d| {
            say(lang, "book-ref-accessed", |a| {
                a.text("date", crate::text::long_date(lang, d))
            })
        }),
    ]
    .into_iter()
    .flatten()
    .collect();
    if !rest.is_empty() {
        s.push_str(". ");
        s.push_str(&rest.join(", "));
    }
    s.push('.');
    if let Some(n) = &b.note {
        s.push(' ');
        s.push_str(n);
    }
    s
}

/// The sentence of `text` that holds `quote`, and the sentence of `gloss`
/// at the same place (when both have as many sentences).
fn glossed_sentence(text: &str, gloss: &str, quote: &str) -> Option<String> {
    let sentences = |t: &str| -> Vec<String> {
        t.split_inclusive(". ")
            .map(|s| s.trim().to_string())
            .filter(|s| !s.is_empty())
            .collect()
    };
    let (t, g) = (sentences(text), sentences(gloss));
    let i = t.iter().position(|s| s.contains(quote))?;
    (t.len() == g.len()).then(|| g[i].clone())
}

/// How witness `w` gives the game's date, in words of `lang`: "“Es
/// erschien im Mai 1908.” (German: “It appeared in May 1908.”)" and what
/// the project says of it. A witness in the reader's own language is not
/// glossed.
fn date_said(app: &Apparatus, w: &Witness, lang: Lang) -> String {
    let Some(g) = &w.game_date else {
        return String::new();
    };
    let quote = g.quote.as_deref().unwrap_or(&g.value);
    let mut s = quoted(lang, quote);
    if w.language != lang.code() {
        let gloss = app.claims.get(&w.id).into_iter().flatten().find_map(|p| {
            let gloss = p.gloss.as_deref()?;
            p.text
                .contains(quote)
                .then(|| glossed_sentence(&p.text, gloss, quote))
                .flatten()
        });
        match gloss {
            Some(gl) if gl != quote => {
                s.push(' ');
                s.push_str(&say(lang, "book-date-gloss", |a| {
                    a.text("language", language_in(lang, &w.language))
                        .text("gloss", quoted(lang, &gl))
                }));
            }
            _ => {}
        }
    }
    if let Some(section) = &g.section {
        s.push_str(&say(lang, "book-date-in-section", |a| {
            a.text("section", quoted(lang, section))
        }));
    }
    s.push('.');
    if app.artefacts.witness == w.id
        && let Some(a) = app.artefacts.artefacts.iter().find(|a| a.sic == g.value)
    {
        // Its first clause only where the date's own note says the rest.
        let note = a.note.trim();
        let note = match &g.note {
            Some(_) => note.split(';').next().unwrap_or(note).trim(),
            None => note,
        };
        let kind = capital(&artefact_kind(lang, &a.kind));
        s.push(' ');
        s.push_str(&crate::text::labelled(lang, &kind, note));
        if !s.ends_with('.') {
            s.push('.');
        }
    }
    if let Some(n) = &g.note {
        s.push(' ');
        s.push_str(n.trim());
    }
    s
}

impl WitnessText {
    /// Witness `w`, under its reader's name, each field passed through
    /// `escape`.
    pub fn new(ctx: &Ctx<'_>, w: &Witness, escape: fn(&str) -> String) -> WitnessText {
        let app = &ctx.apparatus;
        let name = ctx.witness_name(&w.id);
        let made_by = [w.author.as_deref(), w.editor.as_deref()]
            .into_iter()
            .flatten()
            .collect::<Vec<_>>()
            .join(" ");
        let (game_date, game_note) = match &w.game_date {
            Some(g) => (g.value.clone(), g.note.clone().unwrap_or_default()),
            None => (ctx.word("book-date-none"), String::new()),
        };
        let basis = known_words(ctx, w.witness_date.status);
        let argument = w.witness_date.argument.as_deref().unwrap_or_default();
        WitnessText {
            id: w.id.clone(),
            name: escape(&name),
            siglum: escape(&w.siglum),
            title: escape(&w.title),
            kind: say(ctx.lang, "book-witness-kind", |a| {
                a.text(
                    "kind",
                    match w.kind {
                        suffragetto_apparatus::WitnessKind::Text => "text",
                        suffragetto_apparatus::WitnessKind::Program => "program",
                    },
                )
            }),
            language: escape(&language_in(ctx.lang, &w.language)),
            what: escape(&w.what),
            made_by: escape(&made_by),
            game_date_stop: if game_date.ends_with('.') { "" } else { "." },
            game_date: escape(&game_date),
            game_note: escape(&game_note),
            game_date_said: escape(&date_said(app, w, ctx.lang)),
            witness_date: escape(&w.witness_date.value),
            witness_date_basis: escape(format!("{basis}. {argument}").trim_end()),
            addresses: escape(&w.addresses.join(", ")),
            found_at: escape(&w.found_at.join(", ")),
            locus: escape(w.locus.as_deref().unwrap_or_default()),
            copy: escape(&copy_words(w, ctx.lang)),
            references: w
                .references
                .iter()
                .filter_map(|k| app.entry(k))
                .map(|b| escape(&reference(ctx.lang, b)))
                .collect(),
            relations: app
                .relations
                .iter()
                .filter(|r| r.witnesses.contains(&w.id) || r.source.as_ref() == Some(&w.id))
                .map(|r| escape(&relation_words(ctx, r)))
                .collect(),
            todo: w.todo.iter().map(|t| escape(t)).collect(),
        }
    }
}

/// The project's copy of witness `w`'s file in words of `lang`: its name,
/// SHA-256 and line count, as far as recorded.
fn copy_words(w: &Witness, lang: Lang) -> String {
    let Some(file) = &w.file else {
        return String::new();
    };
    let mut s = file.clone();
    if let Some(n) = w.lines {
        s.push_str(", ");
        s.push_str(&say(lang, "book-copy-lines", |a| a.number("n", n)));
    }
    match &w.sha256 {
        Some(h) => s.push_str(&format!(", SHA-256 {h}")),
        None => {
            s.push_str(", ");
            s.push_str(&say(lang, "book-copy-no-hash", |a| a));
        }
    }
    s
}

/// A relation in words: who descends from whom (by sigla and names), how it
/// is known, and why.
pub fn relation_words(ctx: &Ctx<'_>, r: &suffragetto_apparatus::Relation) -> String {
    let name = |id: &str| {
        let siglum = ctx.apparatus.siglum_of(id).unwrap_or(id);
        format!("{siglum} ({})", ctx.witness_name(id))
    };
    let who = ctx.and_list(&r.witnesses.iter().map(|w| name(w)).collect::<Vec<_>>());
    let source = r.source.as_deref().map(name).unwrap_or_default();
    let head = say(ctx.lang, "book-relation", |a| {
        a.text("kind", selector(&r.kind))
            .text("who", &who)
            .text("source", &source)
    });
    format!("{head} ({}). {}", known_words(ctx, r.status), r.argument)
}

/// How a date or a relation is known, in the reader's language.
fn known_words(ctx: &Ctx<'_>, status: suffragetto_apparatus::DateStatus) -> String {
    use suffragetto_apparatus::DateStatus as S;
    ctx.word(match status {
        S::Stated => "book-known-stated",
        S::Inferred => "book-known-inferred",
        S::Recorded => "book-known-recorded",
        S::Unknown => "book-known-unknown",
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_kind_the_data_uses_has_words_of_its_own_in_each_language() {
        let app = suffragetto_apparatus::load().unwrap();
        let artefact_kinds: Vec<&String> = app.artefacts.kinds.keys().collect();
        assert!(artefact_kinds.len() >= 8, "{artefact_kinds:?}");
        for kind in artefact_kinds {
            assert_eq!(artefact_kind(Lang::En, kind), *kind);
            for lang in [Lang::De, Lang::Fr] {
                let said = artefact_kind(lang, kind);
                // Its own words, not the fallback that repeats the key; a
                // word the language shares with English ("calque") is
                // written out as the kind's own variant.
                let own = suffragetto_core::lang::source(lang, "book.ftl")
                    .is_some_and(|ftl| ftl.contains(&format!("[{}] {said}\n", selector(kind))));
                assert!(
                    own || (said != *kind && said != selector(kind)),
                    "{kind} in {lang:?}"
                );
            }
        }
        // Every relation is a sentence, never the data's own words.
        for r in &app.relations {
            for lang in Lang::ALL {
                let said = say(lang, "book-relation", |a| {
                    a.text("kind", selector(&r.kind))
                        .text("who", "A")
                        .text("source", "B")
                });
                // Not the fallback, which shows the data's own key.
                let fallback = format!(": {}", selector(&r.kind));
                assert!(!said.ends_with(&fallback), "{} in {lang:?}: {said}", r.kind);
                assert!(lang == Lang::En || !said.contains(&r.kind), "{said}");
            }
        }
        for cert in ["high", "medium", "low"] {
            assert_eq!(artefact_cert(Lang::En, cert), cert);
            assert_ne!(artefact_cert(Lang::De, cert), cert);
        }
        assert_eq!(artefact_cert(Lang::Fr, "medium"), "moyenne");
    }

    #[test]
    fn a_date_in_the_readers_own_language_is_not_glossed_and_its_section_is_quoted() {
        let app = suffragetto_apparatus::load().unwrap();
        let german = app.witnesses.iter().find(|w| w.id == "german").unwrap();
        let de = date_said(&app, german, Lang::De);
        assert!(
            de.starts_with("„Es erschien im Mai 1908.“, im Abschnitt „"),
            "{de}"
        );
        let en = date_said(&app, german, Lang::En);
        assert!(en.contains("(German: “"), "{en}");
    }
}
