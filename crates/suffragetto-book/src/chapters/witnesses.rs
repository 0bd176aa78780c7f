//! The witness data (`sources/witnesses.yaml`) as page text, shared by the
//! history page and the source pages.

use crate::text::language_name;
use serde::Serialize;
use suffragetto_apparatus::{Apparatus, BibEntry, DateStatus, Witness};

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
    /// A remark on that date.
    pub game_note: String,
    /// Its own date.
    pub witness_date: String,
    /// How its own date is known.
    pub witness_date_basis: String,
    /// The addresses it gives.
    pub addresses: String,
    /// The works it cites or links, as references.
    pub references: Vec<String>,
    /// How it relates to the other witnesses.
    pub relations: Vec<String>,
    /// What is still to be recorded.
    pub todo: Vec<String>,
}

/// A bibliography entry as a reference: authors, title, container,
/// publisher, place, date, pages, ISBN.
pub fn reference(b: &BibEntry) -> String {
    let mut s = String::new();
    if !b.author.is_empty() {
        s.push_str(&b.author.join(", "));
        if b.role.as_deref() == Some("editor") {
            s.push_str(" (ed.)");
        }
        s.push_str(": ");
    }
    s.push_str(&b.title);
    let rest: Vec<String> = [
        b.container.clone(),
        b.publisher.clone(),
        b.place.clone(),
        b.issued.clone(),
        b.pages.as_ref().map(|p| format!("pp. {p}")),
        b.isbn.as_ref().map(|i| format!("ISBN {i}")),
        b.accessed.as_ref().map(|a| format!("accessed {a}")),
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

impl WitnessText {
    /// Witness `w` of `app`, named `name` (the variant's short name), each
    /// field passed through `escape`.
    pub fn new(
        app: &Apparatus,
        w: &Witness,
        name: &str,
        escape: fn(&str) -> String,
    ) -> WitnessText {
        let made_by = [w.author.as_deref(), w.editor.as_deref()]
            .into_iter()
            .flatten()
            .collect::<Vec<_>>()
            .join(" ");
        let (game_date, game_note) = match &w.game_date {
            Some(g) => (g.value.clone(), g.note.clone().unwrap_or_default()),
            None => ("none recorded".to_string(), String::new()),
        };
        let basis = match w.witness_date.status {
            DateStatus::Stated => "stated",
            DateStatus::Inferred => "the project's inference",
            DateStatus::Unknown => "unknown",
        };
        let argument = w.witness_date.argument.as_deref().unwrap_or_default();
        WitnessText {
            id: w.id.clone(),
            name: escape(name),
            siglum: escape(&w.siglum),
            title: escape(&w.title),
            kind: match w.kind {
                suffragetto_apparatus::WitnessKind::Text => "rule text".into(),
                suffragetto_apparatus::WitnessKind::Program => "program".into(),
            },
            language: escape(language_name(&w.language)),
            what: escape(&w.what),
            made_by: escape(&made_by),
            game_date: escape(&game_date),
            game_note: escape(&game_note),
            witness_date: escape(&w.witness_date.value),
            witness_date_basis: escape(format!("{basis}. {argument}").trim_end()),
            addresses: escape(&w.addresses.join(", ")),
            references: w
                .references
                .iter()
                .filter_map(|k| app.entry(k))
                .map(|b| escape(&reference(b)))
                .collect(),
            relations: app
                .relations
                .iter()
                .filter(|r| r.witnesses.contains(&w.id))
                .map(|r| escape(&format!("{}: {}", r.kind, r.argument)))
                .collect(),
            todo: w.todo.iter().map(|t| escape(t)).collect(),
        }
    }
}
