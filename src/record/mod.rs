//! Game records (`.sgn`, `docs/notation.md`): tag pairs, moves with
//! numbers, comments, glyphs, variations and drawing commands; reading,
//! writing, replaying under a variant and comparing across variants.
//!
//! ```
//! use suffragetto::record::Record;
//! let text = "[Variant \"english\"]\n\n1. e6-e7 {A quiet step.} k12-k11\n";
//! let record = Record::parse(text).unwrap();
//! assert_eq!(record.tag("Variant"), Some("english"));
//! assert_eq!(record.moves.len(), 2);
//! assert_eq!(Record::parse(&record.to_string()).unwrap(), record);
//! ```

mod compare;
mod parse;
mod replay;
mod report;
mod write;

pub use compare::{VariantVerdict, compare};
pub use replay::{Replay, ReplayStep};
pub use report::{CompareReport, ReplayReport};

use crate::geometry::{Square, Zone};
use crate::notation::MoveText;
use std::fmt;

/// A game record.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct Record {
    /// Tag pairs in file order.
    pub tags: Vec<(String, String)>,
    /// Comments before the first move.
    pub intro: Vec<Comment>,
    /// The main line.
    pub moves: Vec<Node>,
}

/// One move of a line with what the record says about it. Two nodes are
/// equal when they say the same, wherever they stand in a file.
#[derive(Clone, Debug, Eq)]
pub struct Node {
    /// The move as written.
    pub text: MoveText,
    /// Where the move stands in the file (1-based line and column).
    pub at: Span,
    /// Annotation glyphs (`!`, `?`, `!!`, `??`, `!?`, `?!`).
    pub glyphs: Vec<Glyph>,
    /// Comments after the move.
    pub comments: Vec<Comment>,
    /// Alternatives to this move, each a line starting in the position
    /// before it.
    pub variations: Vec<Vec<Node>>,
}

impl PartialEq for Node {
    fn eq(&self, other: &Node) -> bool {
        self.text == other.text
            && self.glyphs == other.glyphs
            && self.comments == other.comments
            && self.variations == other.variations
    }
}

/// A comment: its words and its drawing commands.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct Comment {
    /// The text, drawing commands removed, white space folded.
    pub text: String,
    /// `[%arrow ...]`, `[%mark ...]`, `[%zone ...]`.
    pub drawings: Vec<Drawing>,
}

/// A drawing command for diagrams.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Drawing {
    /// `[%arrow FROM TO COLOUR]`.
    Arrow {
        /// Tail square.
        from: Square,
        /// Head square.
        to: Square,
        /// CSS colour name or `#rrggbb`.
        colour: String,
    },
    /// `[%mark SQUARE COLOUR]`.
    Mark {
        /// The square.
        square: Square,
        /// Colour.
        colour: String,
    },
    /// `[%zone NAME COLOUR]`, NAME a zone id such as `albert_hall`.
    Zone {
        /// The zone.
        zone: Zone,
        /// Colour.
        colour: String,
    },
}

/// An annotation glyph.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Glyph {
    /// `!` a good move.
    Good,
    /// `?` a mistake.
    Mistake,
    /// `!!` a brilliant move.
    Brilliant,
    /// `??` a blunder.
    Blunder,
    /// `!?` interesting.
    Interesting,
    /// `?!` dubious.
    Dubious,
}

impl Glyph {
    /// The glyph as written.
    pub fn as_str(self) -> &'static str {
        match self {
            Glyph::Good => "!",
            Glyph::Mistake => "?",
            Glyph::Brilliant => "!!",
            Glyph::Blunder => "??",
            Glyph::Interesting => "!?",
            Glyph::Dubious => "?!",
        }
    }

    /// The glyph for its text.
    pub fn parse(s: &str) -> Option<Glyph> {
        Some(match s {
            "!" => Glyph::Good,
            "?" => Glyph::Mistake,
            "!!" => Glyph::Brilliant,
            "??" => Glyph::Blunder,
            "!?" => Glyph::Interesting,
            "?!" => Glyph::Dubious,
            _ => return None,
        })
    }
}

/// A place in a record's text.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct Span {
    /// 1-based line.
    pub line: usize,
    /// 1-based column (characters).
    pub column: usize,
}

/// A record that cannot be read or does not replay.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub struct RecordError {
    /// The file (or `-` for standard input).
    pub file: String,
    /// Where.
    pub at: Span,
    /// The ply (1-based) of the move concerned, if any.
    pub ply: Option<u32>,
    /// What is wrong.
    pub message: String,
}

impl fmt::Display for RecordError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:{}:{}: ", self.file, self.at.line, self.at.column)?;
        if let Some(p) = self.ply {
            write!(f, "ply {p}, ")?;
        }
        f.write_str(&self.message)
    }
}

impl Record {
    /// Reads a record from text.
    pub fn parse(text: &str) -> Result<Record, RecordError> {
        parse::parse(text).map_err(|(at, message)| RecordError {
            file: "-".into(),
            at,
            ply: None,
            message,
        })
    }

    /// Reads a record file (a regular file of at most
    /// [`crate::input::MAX_RECORD`] bytes).
    pub fn read(path: &std::path::Path) -> Result<Record, RecordError> {
        let file = path.display().to_string();
        let text =
            crate::input::read_text(path, crate::input::MAX_RECORD).map_err(|e| RecordError {
                file: file.clone(),
                at: Span::default(),
                ply: None,
                message: format!("cannot read the record: {}", e.cause),
            })?;
        Record::parse(&text).map_err(|e| RecordError { file, ..e })
    }

    /// The value of tag `name`.
    pub fn tag(&self, name: &str) -> Option<&str> {
        self.tags
            .iter()
            .find(|(k, _)| k == name)
            .map(|(_, v)| v.as_str())
    }

    /// Sets tag `name`, keeping its place if it exists.
    pub fn set_tag(&mut self, name: &str, value: impl Into<String>) {
        let value = value.into();
        match self.tags.iter_mut().find(|(k, _)| k == name) {
            Some(t) => t.1 = value,
            None => self.tags.push((name.to_string(), value)),
        }
    }
}

impl fmt::Display for Record {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write::write(self, f)
    }
}
