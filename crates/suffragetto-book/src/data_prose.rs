//! The prose that lives in the project's data rather than in the book's
//! pages: what each witness is and its dates' arguments, the translation
//! artefacts' notes and the changes' reasons (`sources/*.yaml`), the
//! passages' notes and glosses (`sources/passages.yaml`), the variants'
//! titles and notes (`variants/*.yaml`) and the teaching games' titles and
//! comments (`book/games/*.sgn`).
//!
//! It is the project's own hand-written prose, so it is translated as the
//! book's other prose is: its sentences are messages of the same gettext
//! catalogues (`book/po/*.po`), each with a reference naming its file and
//! entry (`sources/witnesses.yaml:english.what`), and a build in another
//! language puts each translation in place of the English before the
//! chapters are written. A message is the English sentence itself, so when
//! the English changes, `msgmerge` marks its translation fuzzy and the page
//! shows the new English rather than a stale translation. Quotations of the
//! sources (passages, quotes, the French text's readings) are not messages:
//! they stay in their own language; a passage of an English text is the
//! message of its own gloss, which a book in another language shows under
//! it, as it shows the German and French passages' glosses.
//!
//! One walk over each kind of data names every field ([`apparatus_fields`],
//! [`variant_fields`], [`record_fields`]); extraction reads the fields it
//! visits, translation rewrites them, so the two cannot disagree.

use crate::i18n::Prose;
use suffragetto_apparatus::Apparatus;
use suffragetto_core::record::{Comment, Node, Record};
use suffragetto_core::variant::Variant;

/// What is done with each field: its place (`file:entry.field`) and text.
pub type Visit<'a> = dyn FnMut(String, &mut String) + 'a;

fn opt(place: String, text: &mut Option<String>, f: &mut Visit<'_>) {
    if let Some(t) = text {
        f(place, t);
    }
}

/// Visits every field of prose of the apparatus (`sources/*.yaml`).
pub fn apparatus_fields(app: &mut Apparatus, f: &mut Visit<'_>) {
    const W: &str = "sources/witnesses.yaml";
    for w in &mut app.witnesses {
        let id = w.id.clone();
        f(format!("{W}:{id}.title"), &mut w.title);
        opt(format!("{W}:{id}.name"), &mut w.name, f);
        f(format!("{W}:{id}.what"), &mut w.what);
        opt(format!("{W}:{id}.author"), &mut w.author, f);
        opt(format!("{W}:{id}.editor"), &mut w.editor, f);
        f(
            format!("{W}:{id}.witness_date.value"),
            &mut w.witness_date.value,
        );
        opt(
            format!("{W}:{id}.witness_date.argument"),
            &mut w.witness_date.argument,
            f,
        );
        if let Some(g) = &mut w.game_date {
            f(format!("{W}:{id}.game_date.value"), &mut g.value);
            opt(format!("{W}:{id}.game_date.note"), &mut g.note, f);
        }
        for (i, t) in w.todo.iter_mut().enumerate() {
            f(format!("{W}:{id}.todo.{i}"), t);
        }
    }
    for e in &mut app.exemplars {
        let id = e.id.clone();
        f(format!("{W}:{id}.name"), &mut e.name);
        f(format!("{W}:{id}.title"), &mut e.title);
        f(format!("{W}:{id}.what"), &mut e.what);
    }
    // A relation's kind (`descends from`) is a key the catalogue's
    // `book-relation` words in each language, not prose.
    for (i, r) in app.relations.iter_mut().enumerate() {
        f(format!("{W}:relations.{i}.argument"), &mut r.argument);
    }
    for b in &mut app.bibliography {
        opt(format!("{W}:{}.note", b.key), &mut b.note, f);
    }
    const P: &str = "sources/passages.yaml";
    // A sentence of an English text is its own English gloss, so that a
    // reader of another language reads it in theirs as they read the
    // German and French texts' glosses (a book in English shows none).
    let english: Vec<String> = app
        .witnesses
        .iter()
        .filter(|w| w.language == "en")
        .map(|w| w.id.clone())
        .collect();
    let gloss_of = |witness: &str, p: &mut suffragetto_apparatus::Passage| {
        if p.gloss.is_none() && english.iter().any(|id| id == witness) {
            p.gloss = Some(p.text.clone());
        }
    };
    for (point, pp) in &mut app.points {
        opt(format!("{P}:{point}.title"), &mut pp.title, f);
        for (witness, r) in &mut pp.readings {
            for (i, p) in r.passages.iter_mut().enumerate() {
                gloss_of(witness, p);
                opt(format!("{P}:{point}.{witness}.{i}.gloss"), &mut p.gloss, f);
            }
            opt(format!("{P}:{point}.{witness}.omits"), &mut r.omits, f);
        }
    }
    for (witness, ps) in &mut app.claims {
        for (i, p) in ps.iter_mut().enumerate() {
            gloss_of(witness, p);
            opt(format!("{P}:claims.{witness}.{i}.gloss"), &mut p.gloss, f);
        }
    }
    const A: &str = "sources/artefacts.yaml";
    for (kind, words) in &mut app.artefacts.kinds {
        f(format!("{A}:kinds.{kind}"), words);
    }
    for a in &mut app.artefacts.artefacts {
        f(format!("{A}:{}.note", a.sic), &mut a.note);
    }
    const C: &str = "sources/changelog.yaml";
    for v in &mut app.changelog.versions {
        let n = v.version.clone();
        f(format!("{C}:{n}.reading"), &mut v.reading);
        for c in &mut v.changes {
            f(format!("{C}:{n}.{}.{}.why", c.variant, c.point), &mut c.why);
        }
        for (i, a) in v.apparatus.iter_mut().enumerate() {
            f(format!("{C}:{n}.apparatus.{i}"), a);
        }
    }
}

/// Visits every field of prose of a variant (`variants/ID.yaml`): its
/// title, who edited it and where it comes from, its dates, and the notes
/// of its rule points.
pub fn variant_fields(v: &mut Variant, f: &mut Visit<'_>) {
    let file = format!("variants/{}.yaml", v.meta.id);
    let m = &mut v.meta;
    f(format!("{file}:title"), &mut m.title);
    f(format!("{file}:editor"), &mut m.editor);
    f(format!("{file}:provenance"), &mut m.provenance);
    f(format!("{file}:game_date"), &mut m.game_date);
    f(format!("{file}:witness_date"), &mut m.witness_date);
    for p in &mut v.points {
        // A point a variant inherits keeps the note of the file it is
        // defined in.
        if p.defined_in != v.meta.id {
            continue;
        }
        opt(format!("{file}:{}.note", p.id), &mut p.note, f);
    }
}

/// Visits the title and every comment of a teaching game
/// (`book/games/FILE`), variations included.
pub fn record_fields(file: &str, r: &mut Record, f: &mut Visit<'_>) {
    let place = format!("book/games/{file}");
    for (k, v) in &mut r.tags {
        if k == "Event" {
            f(format!("{place}:Event"), v);
        }
    }
    comments(&format!("{place}:intro"), &mut r.intro, f);
    line(&place, "", &mut r.moves, f);
}

fn line(place: &str, prefix: &str, nodes: &mut [Node], f: &mut Visit<'_>) {
    for (i, n) in nodes.iter_mut().enumerate() {
        let at = format!("{prefix}{}", i + 1);
        comments(&format!("{place}:ply-{at}"), &mut n.comments, f);
        for (j, var) in n.variations.iter_mut().enumerate() {
            line(place, &format!("{at}.{}.", j + 1), var, f);
        }
    }
}

fn comments(place: &str, cs: &mut [Comment], f: &mut Visit<'_>) {
    for c in cs {
        f(place.to_string(), &mut c.text);
    }
}

/// Whether a field holds words a translator has to translate (not a
/// blank, a number or a single word such as a name).
pub fn is_message(text: &str) -> bool {
    text.split_whitespace().count() >= 2 && crate::i18n::has_words(text)
}

/// The messages of `walk`'s fields: (place, text). A relation's kind is
/// one even when it is one word (`translates`).
pub fn messages(walk: impl FnOnce(&mut Visit<'_>)) -> Vec<(String, String)> {
    let mut out = Vec::new();
    walk(&mut |place, text: &mut String| {
        let t = text.trim();
        if is_message(t) || (place.ends_with(".kind") && crate::i18n::has_words(t)) {
            out.push((place, t.to_string()));
        }
    });
    out
}

/// Puts the translations of `prose` in place of the English of `walk`'s
/// fields; a field without a translation (none, fuzzy or empty) stays as
/// written.
pub fn translate(prose: &Prose, walk: impl FnOnce(&mut Visit<'_>)) {
    walk(&mut |_, text: &mut String| {
        if let Some(t) = prose.message(text.trim()) {
            *text = t.to_string();
        }
    });
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_record_s_title_and_comments_are_messages_and_its_moves_are_not() {
        let text = "[Event \"Teaching game\"]\n\n{Both sides start here.}\n1. e6-e7 {A step onto an empty square.} (1. e6-e5 {Back it goes.}) 1... k12-k11\n";
        let mut r = Record::parse(text).unwrap();
        let got = messages(|f| record_fields("g.sgn", &mut r, f));
        let places: Vec<&str> = got.iter().map(|(p, _)| p.as_str()).collect();
        assert_eq!(
            places,
            [
                "book/games/g.sgn:Event",
                "book/games/g.sgn:intro",
                "book/games/g.sgn:ply-1",
                "book/games/g.sgn:ply-1.1.1",
            ]
        );
        let prose = Prose::from_pairs(&[
            (
                "A step onto an empty square.",
                "Ein Schritt auf ein leeres Feld.",
            ),
            ("Teaching game", "Lehrpartie"),
        ]);
        translate(&prose, |f| record_fields("g.sgn", &mut r, f));
        assert_eq!(r.tag("Event"), Some("Lehrpartie"));
        assert_eq!(
            r.moves[0].comments[0].text,
            "Ein Schritt auf ein leeres Feld."
        );
        // Untranslated: as written.
        assert_eq!(r.intro[0].text, "Both sides start here.");
    }

    #[test]
    fn an_entry_whose_english_changed_shows_the_new_english_not_a_stale_translation() {
        // A catalogue as msgmerge leaves it after the English of a note
        // changed: the old translation marked fuzzy under the new msgid.
        let dir = std::env::temp_dir().join(format!("dataprose-{}", std::process::id()));
        std::fs::create_dir_all(dir.join("po")).unwrap();
        std::fs::write(
            dir.join("po/de.po"),
            "msgid \"\"\nmsgstr \"\"\n\"Project-Id-Version: t\\n\"\n\"POT-Creation-Date: \\n\"\n\"PO-Revision-Date: \\n\"\n\"Language-Team: de\\n\"\n\"MIME-Version: 1.0\\n\"\n\"Content-Type: text/plain; charset=UTF-8\\n\"\n\"Content-Transfer-Encoding: 8bit\\n\"\n\"Language: de\\n\"\n\"Plural-Forms: nplurals=2; plural=(n != 1);\\n\"\n\n\
             #: book/games/g.sgn:ply-1\n#, fuzzy\n#| msgid \"A step onto an empty square.\"\nmsgid \"A step onto a free square.\"\nmsgstr \"Ein Schritt auf ein leeres Feld.\"\n\n\
             #: book/games/g.sgn:intro\nmsgid \"Both sides start here.\"\nmsgstr \"Beide Seiten beginnen hier.\"\n",
        )
        .unwrap();
        let prose = Prose::read(&dir, suffragetto_core::lang::Lang::De).unwrap();
        let _ = std::fs::remove_dir_all(&dir);
        let text = "{Both sides start here.}\n1. e6-e7 {A step onto a free square.}\n";
        let mut r = Record::parse(text).unwrap();
        translate(&prose, |f| record_fields("g.sgn", &mut r, f));
        assert_eq!(r.intro[0].text, "Beide Seiten beginnen hier.");
        // Changed English, fuzzy translation: the new English stands.
        assert_eq!(r.moves[0].comments[0].text, "A step onto a free square.");
        // And the old English has no translation left to show either.
        assert_eq!(prose.message("A step onto an empty square."), None);
    }

    #[test]
    fn the_apparatus_gives_its_prose_and_keeps_its_quotations() {
        let mut app = suffragetto_apparatus::load().unwrap();
        let got = messages(|f| apparatus_fields(&mut app, f));
        let has = |place: &str| got.iter().any(|(p, _)| p == place);
        assert!(has("sources/witnesses.yaml:english.what"), "{got:?}");
        assert!(has("sources/witnesses.yaml:english.witness_date.argument"));
        assert!(has("sources/passages.yaml:setup.pieces.english.omits"));
        assert!(has("sources/passages.yaml:setup.pieces.german.0.gloss"));
        // A relation's kind is a key, worded by the catalogue, never a message.
        assert!(has("sources/witnesses.yaml:relations.0.argument"));
        assert!(!got.iter().any(|(p, _)| p.ends_with(".kind")), "{got:?}");
        // The passages themselves are quotations, never messages.
        assert!(
            !got.iter()
                .any(|(_, t)| t.starts_with("Jede Seite spielt mit 21 Spielsteinen"))
        );
    }
}
