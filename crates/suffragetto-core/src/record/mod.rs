//! Game records (`.sgn`, `docs/notation.md`): tag pairs, moves with
//! numbers, comments, glyphs, variations and drawing commands; reading,
//! writing, replaying under a variant and comparing across variants.
//!
//! ```
//! use suffragetto_core::record::Record;
//! let text = "[Variant \"english\"]\n\n1. e6-e7 {A quiet step.} k12-k11\n";
//! let record = Record::parse(text).unwrap();
//! assert_eq!(record.tag("Variant"), Some("english"));
//! assert_eq!(record.moves.len(), 2);
//! assert_eq!(Record::parse(&record.to_string()).unwrap(), record);
//! ```

mod compare;
mod parse;
mod reason;
mod replay;
mod report;
mod write;

pub use compare::{VariantVerdict, compare};
pub use reason::RecordReason;
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
    /// `[%eval ...]`: an engine's evaluation of the position after the move.
    pub eval: Option<Eval>,
}

/// An evaluation (`[%eval ...]`, `docs/notation.md`), from the
/// Suffragettes' point of view.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Eval {
    /// `[%eval 1.25]`: a score in hundredths of a small piece, positive
    /// when the Suffragettes stand better.
    Score(i32),
    /// `[%eval #5]`, `[%eval #-5]`: a won game for `winner` in `plies`
    /// plies (0: already won).
    Win {
        /// The side that wins.
        winner: crate::piece::Side,
        /// Plies until it has won.
        plies: u32,
    },
}

impl fmt::Display for Eval {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Eval::Score(h) => {
                let sign = if h < 0 { "-" } else { "" };
                let a = h.unsigned_abs();
                write!(f, "{sign}{}.{:02}", a / 100, a % 100)
            }
            Eval::Win { winner, plies } => {
                let sign = if winner == crate::piece::Side::Police {
                    "-"
                } else {
                    ""
                };
                write!(f, "#{sign}{plies}")
            }
        }
    }
}

impl std::str::FromStr for Eval {
    type Err = String;

    fn from_str(s: &str) -> Result<Eval, String> {
        let bad =
            || format!("`{s}`: expected a score such as 1.25 or -0.40, or #N / #-N for a won game");
        if let Some(rest) = s.strip_prefix('#') {
            let (winner, digits) = match rest.strip_prefix('-') {
                Some(d) => (crate::piece::Side::Police, d),
                None => (crate::piece::Side::Suffragettes, rest),
            };
            if digits.is_empty() || digits.len() > 5 || !digits.chars().all(|c| c.is_ascii_digit())
            {
                return Err(bad());
            }
            let plies = digits.parse().map_err(|_| bad())?;
            return Ok(Eval::Win { winner, plies });
        }
        let (neg, body) = match s.strip_prefix('-') {
            Some(b) => (true, b),
            None => (false, s),
        };
        let (int, frac) = body.split_once('.').unwrap_or((body, ""));
        let digits = |t: &str| !t.is_empty() && t.chars().all(|c| c.is_ascii_digit());
        if !digits(int) || int.len() > 6 || !(frac.is_empty() || (digits(frac) && frac.len() <= 2))
        {
            return Err(bad());
        }
        let whole: i32 = int.parse().map_err(|_| bad())?;
        let hundredths: i32 = format!("{frac:0<2}").parse().map_err(|_| bad())?;
        let h = whole * 100 + hundredths;
        Ok(Eval::Score(if neg { -h } else { h }))
    }
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
    /// What is wrong, in English.
    pub message: String,
    /// What is wrong, as data to put into words of any language, where the
    /// record's reader or its replay says it ([`RecordError::describe`]).
    pub reason: Option<Box<RecordReason>>,
    /// The refusal, when a move is not legal, so that it can be put into
    /// words of another language ([`RecordError::to_string_in`]).
    pub refused: Option<Box<crate::notation::IllegalMove>>,
}

impl RecordError {
    /// The error as [`Display`](fmt::Display) writes it, in words of
    /// `lang`: a refused move's reason, or why the record does not read or
    /// replay; `rules` are those the record was replayed under.
    pub fn to_string_in(&self, rules: &crate::engine::Rules, lang: crate::lang::Lang) -> String {
        self.words(Some(rules), lang)
    }

    /// The error in words of `lang`, for a record that does not read (no
    /// variant is needed to say why; a refused move, which only a replay
    /// finds, needs [`RecordError::to_string_in`]).
    pub fn describe(&self, lang: crate::lang::Lang) -> String {
        self.words(None, lang)
    }

    fn words(&self, rules: Option<&crate::engine::Rules>, lang: crate::lang::Lang) -> String {
        use crate::lang::{Args, catalogue};
        let message = match (&self.refused, rules, &self.reason) {
            (Some(i), Some(rules), _) => catalogue().text(
                "record-illegal",
                &Args::new(lang)
                    .text("move", &i.text)
                    .text("reason", i.cited_reason_in(rules, lang))
                    .text("variant", rules.id()),
            ),
            (_, _, Some(reason)) => reason.describe(lang),
            _ => self.message.clone(),
        };
        let ply = self.ply.map_or(String::new(), |p| {
            catalogue().text("record-ply", &Args::new(lang).number("ply", p as usize)) + ", "
        });
        format!(
            "{}:{}:{}: {ply}{message}",
            self.file, self.at.line, self.at.column
        )
    }
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
        parse::parse(text).map_err(|(at, reason)| RecordError {
            file: "-".into(),
            at,
            ply: None,
            message: reason.to_string(),
            reason: Some(Box::new(reason)),
            refused: None,
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
                reason: None,
                refused: None,
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
