//! A chapter checked before it is stored: its record read, bounded (moves,
//! comment length, size), its comments normalised as chat lines are
//! ([`crate::text::normalise`]), every move of every line replayed under
//! its variant within the answer's budget, and written back in canonical
//! form. And the move tree the pages show, with the position after every
//! move.

use super::limits::{MAX_CHAPTER_BYTES, MAX_COMMENT, MAX_MOVES, MAX_NAME};
use crate::ServerError;
use serde_json::{Value, json};
use std::sync::Arc;
use suffragetto_core::budget::Budget;
use suffragetto_core::engine::{Game, Position, Rules};
use suffragetto_core::lang::{Args, Lang, catalogue};
use suffragetto_core::notation::{resolve, write_position};
use suffragetto_core::record::{Comment, Drawing, Node, Record};

/// A chapter that passed every check.
pub struct Checked {
    /// The record, canonical, comments normalised.
    pub record: Record,
    /// Its text as stored.
    pub sgn: String,
}

/// Moves in `nodes`, variations included.
fn count(nodes: &[Node]) -> usize {
    nodes
        .iter()
        .map(|n| 1 + n.variations.iter().map(|v| count(v)).sum::<usize>())
        .sum()
}

/// Normalises every comment of `nodes` (and their variations), refusing one
/// longer than [`MAX_COMMENT`].
fn clean_line(nodes: &mut [Node]) -> Result<(), Words> {
    for n in nodes {
        clean_comments(&mut n.comments)?;
        for v in &mut n.variations {
            clean_line(v)?;
        }
    }
    Ok(())
}

fn clean_comments(comments: &mut [Comment]) -> Result<(), Words> {
    for c in comments {
        c.text = crate::text::normalise(&c.text);
        let n = c.text.chars().count();
        if n > MAX_COMMENT {
            return Err(words("error-study-comment-length", move |a| {
                a.number("length", n).number("max", MAX_COMMENT)
            }));
        }
    }
    Ok(())
}

/// A chapter's name: 1 to [`MAX_NAME`] characters after normalising.
pub fn name(raw: &str, fallback: &str) -> Result<String, ServerError> {
    let t = crate::text::normalise(raw);
    let t = if t.is_empty() {
        fallback.to_string()
    } else {
        t
    };
    if t.chars().count() > MAX_NAME {
        return Err(ServerError::bad_request("error-study-name-length", |a| {
            a.number("max", MAX_NAME)
        }));
    }
    Ok(t)
}

/// A reason in each language.
type Words = Box<dyn Fn(Lang) -> String>;

/// Catalogue message `key` with `args`, in each language.
fn words(key: &'static str, args: impl Fn(Args) -> Args + 'static) -> Words {
    Box::new(move |l| catalogue().text(key, &args(Args::new(l))))
}

/// The same words (a reader's, in English) in every language.
/// A record's error in the words of each language: why it does not read,
/// or (with the rules it was replayed under) why it does not replay.
fn record_words(e: suffragetto_core::record::RecordError, rules: Option<Rules>) -> Words {
    Box::new(move |lang| match &rules {
        Some(r) => e.to_string_in(r, lang),
        None => e.describe(lang),
    })
}

/// Reads and checks chapter `n`'s record `sgn` under `rules`.
pub fn check(n: usize, sgn: &str, rules: &Rules, budget: &Budget) -> Result<Checked, ServerError> {
    let bad = |why: Words| {
        ServerError::bad_request("error-study-chapter", |a| {
            let why = why(a.lang());
            a.number("n", n + 1).text("why", why)
        })
    };
    if sgn.len() > MAX_CHAPTER_BYTES {
        let bytes = sgn.len();
        return Err(bad(words("error-study-record-bytes", move |a| {
            a.number("bytes", bytes).number("max", MAX_CHAPTER_BYTES)
        })));
    }
    let mut record = Record::parse(sgn).map_err(|e| bad(record_words(e, None)))?;
    let moves = count(&record.moves);
    if moves > MAX_MOVES {
        return Err(bad(words("error-study-record-moves", move |a| {
            a.number("moves", moves).number("max", MAX_MOVES)
        })));
    }
    clean_comments(&mut record.intro).map_err(bad)?;
    clean_line(&mut record.moves).map_err(bad)?;
    if let Some(v) = record.tag("Variant")
        && v != rules.id()
    {
        let (tag, id) = (
            v.chars().take(40).collect::<String>(),
            rules.id().to_string(),
        );
        return Err(bad(words("error-study-record-variant", move |a| {
            a.text("tag", &tag).text("variant", &id)
        })));
    }
    record.set_tag("Variant", rules.id());
    record
        .replay_within(rules, "chapter", budget)
        .map_err(|e| bad(record_words(e, Some(rules.clone()))))?;
    record
        .canonicalize(rules, "chapter")
        .map_err(|e| bad(record_words(e, Some(rules.clone()))))?;
    let sgn = record.to_string();
    Ok(Checked { record, sgn })
}

/// The record of a new chapter from a position string (none: the
/// variant's start).
pub fn from_position(position: Option<&str>, rules: &Rules) -> Result<String, ServerError> {
    let mut r = Record::default();
    r.set_tag("Variant", rules.id());
    if let Some(p) = position {
        let pos = suffragetto_core::notation::parse_position(p, rules)
            .map_err(|e| crate::rejection::position(&e))?;
        r.set_tag("SetUp", write_position(&pos));
    }
    Ok(r.to_string())
}

fn drawing(d: &Drawing) -> Value {
    match d {
        Drawing::Arrow { from, to, colour } => {
            json!({"kind": "arrow", "from": from.to_string(), "to": to.to_string(), "colour": colour})
        }
        Drawing::Mark { square, colour } => {
            json!({"kind": "mark", "square": square.to_string(), "colour": colour})
        }
        Drawing::Zone { zone, colour } => {
            json!({"kind": "zone", "zone": zone.id(), "colour": colour})
        }
    }
}

/// A comment's words and drawings as the page reads them.
fn comments(cs: &[Comment]) -> (String, Vec<Value>) {
    let text = cs
        .iter()
        .map(|c| c.text.as_str())
        .filter(|t| !t.is_empty())
        .collect::<Vec<_>>()
        .join(" ");
    let drawings = cs
        .iter()
        .flat_map(|c| c.drawings.iter().map(drawing))
        .collect();
    (text, drawings)
}

/// The line `nodes` played from `game`: every move with its glyphs,
/// comment, drawings, the position after it and its variations.
fn line(nodes: &[Node], game: &mut Game) -> Result<Vec<Value>, ServerError> {
    let mut out = Vec::with_capacity(nodes.len());
    for node in nodes {
        let before = game.position().clone();
        let mut variations = Vec::new();
        for v in &node.variations {
            let mut alt = Game::new(game.rules_arc().clone(), before.clone());
            variations.push(Value::Array(line(v, &mut alt)?));
        }
        let mv = resolve(&before, game.rules(), &node.text).map_err(|e| {
            ServerError::Corrupt(format!("a stored chapter no longer replays: {e}"))
        })?;
        game.play_unchecked(mv);
        let (comment, drawings) = comments(&node.comments);
        out.push(json!({
            "move": node.text.to_string(),
            "glyphs": node.glyphs.iter().map(|g| g.as_str()).collect::<Vec<_>>(),
            "comment": comment,
            "drawings": drawings,
            "position": write_position(game.position()),
            "variations": variations,
        }));
    }
    Ok(out)
}

/// The chapter's tree for the pages: its tags, start position, the
/// comment before the first move and the main line.
pub fn tree(record: &Record, rules: &Arc<Rules>) -> Result<Value, ServerError> {
    let start: Position = record
        .start_position(rules, "chapter")
        .map_err(|e| ServerError::Corrupt(e.to_string()))?;
    let mut game = Game::new(rules.clone(), start.clone());
    let (intro, drawings) = comments(&record.intro);
    Ok(json!({
        "tags": record.tags.iter().map(|(k, v)| json!([k, v])).collect::<Vec<_>>(),
        "start": write_position(&start),
        "intro": intro,
        "intro_drawings": drawings,
        "moves": line(&record.moves, &mut game)?,
    }))
}
