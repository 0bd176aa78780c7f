//! Why a record does not read or does not replay, as data: each reason is
//! put into words of any language from the catalogue (`core.ftl`,
//! `record-`), the English by [`std::fmt::Display`].

use crate::budget::Exhausted;
use crate::lang::{Args, Lang, catalogue};
use crate::notation::{MoveSyntaxReason, PositionStringError};
use std::fmt;

/// What is wrong at a place of a record.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RecordReason {
    /// A tag given twice.
    TagTwice {
        /// The tag's name.
        name: String,
    },
    /// A character where a move, a comment or the end was expected.
    Unexpected {
        /// The character.
        found: char,
    },
    /// No tag name after `[`.
    TagName,
    /// A tag without a quoted value.
    TagValue {
        /// The tag's name.
        name: String,
    },
    /// A `\` not followed by `"` or `\` in a tag value.
    TagEscape,
    /// A tag value whose closing `"` is missing.
    TagUnclosed {
        /// The tag's name.
        name: String,
    },
    /// No `]` after a tag's value.
    TagBracket {
        /// The tag's name.
        name: String,
    },
    /// A comment without its `}`.
    CommentUnclosed,
    /// Two `[%eval]` in one comment.
    SecondEval,
    /// `{` inside a comment.
    CommentNested,
    /// `[` not followed by `%`.
    DrawingExpected,
    /// A drawing command without its `]`.
    DrawingUnclosed,
    /// Not a square in a drawing command.
    Square {
        /// The text.
        text: String,
    },
    /// Not a colour in a drawing command.
    Colour {
        /// The text.
        text: String,
    },
    /// Not a score in `[%eval]`.
    Eval {
        /// The text.
        text: String,
    },
    /// Not a zone in `[%zone]`.
    Zone {
        /// The text.
        text: String,
        /// The zones' ids, joined by commas.
        ids: String,
    },
    /// An unknown `[%...]` command.
    Command {
        /// What it says inside the brackets.
        body: String,
    },
    /// A variation without its `)`.
    VariationUnclosed,
    /// `)` with no variation open.
    CloseWithoutVariation,
    /// A variation before any move.
    VariationFirst,
    /// Variations nested too deep.
    TooDeep {
        /// The deepest allowed.
        max: usize,
    },
    /// `()`.
    EmptyVariation,
    /// A drawing command before any move.
    DrawingFirst,
    /// `}` with no comment open.
    CloseWithoutComment,
    /// A glyph before any move.
    GlyphFirst {
        /// The glyph.
        glyph: String,
    },
    /// A move number that does not number this move.
    MoveNumber {
        /// The number written.
        written: String,
        /// The ply (1-based).
        ply: u32,
        /// The number that would.
        want: String,
    },
    /// Move text that does not read.
    MoveText {
        /// The text.
        text: String,
        /// What was expected.
        reason: MoveSyntaxReason,
    },
    /// Not a glyph after a move.
    Glyph {
        /// The text.
        text: String,
    },
    /// A comment inside a line before any move.
    CommentFirst,
    /// Not a move number.
    NotAMoveNumber {
        /// The text.
        text: String,
    },
    /// The `SetUp` tag is not a position of the variant.
    SetUp {
        /// The variant's id.
        variant: String,
        /// Why.
        error: PositionStringError,
    },
    /// The `FirstPlayer` tag is neither S nor P.
    FirstPlayerTag {
        /// The tag's value.
        value: String,
    },
    /// The variant refuses the `FirstPlayer` tag's side: the refusal in
    /// every language, in [`Lang::ALL`] order.
    FirstPlayer {
        /// The refusal's words.
        words: Vec<String>,
    },
    /// The `Result` tag disagrees with the replay.
    Result {
        /// What the tag says.
        claimed: String,
        /// The variant's id.
        variant: String,
        /// How the game ends.
        ends: String,
    },
    /// The replay ran out of its budget.
    Stopped {
        /// Why.
        why: Exhausted,
    },
}

impl RecordReason {
    /// The reason in words of `lang`.
    pub fn describe(&self, lang: Lang) -> String {
        use RecordReason as R;
        let a = Args::new(lang);
        let (key, a) = match self {
            R::TagTwice { name } => ("record-tag-twice", a.text("name", name)),
            R::Unexpected { found } => ("record-unexpected", a.text("found", found)),
            R::TagName => ("record-tag-name", a),
            R::TagValue { name } => ("record-tag-value", a.text("name", name)),
            R::TagEscape => ("record-tag-escape", a),
            R::TagUnclosed { name } => ("record-tag-unclosed", a.text("name", name)),
            R::TagBracket { name } => ("record-tag-bracket", a.text("name", name)),
            R::CommentUnclosed => ("record-comment-unclosed", a),
            R::SecondEval => ("record-second-eval", a),
            R::CommentNested => ("record-comment-nested", a),
            R::DrawingExpected => ("record-drawing-expected", a),
            R::DrawingUnclosed => ("record-drawing-unclosed", a),
            R::Square { text } => ("record-square", a.text("text", text)),
            R::Colour { text } => ("record-colour", a.text("text", text)),
            R::Eval { text } => ("record-eval", a.text("text", text)),
            R::Zone { text, ids } => ("record-zone", a.text("text", text).text("ids", ids)),
            R::Command { body } => ("record-command", a.text("body", body)),
            R::VariationUnclosed => ("record-variation-unclosed", a),
            R::CloseWithoutVariation => ("record-close-without-variation", a),
            R::VariationFirst => ("record-variation-first", a),
            R::TooDeep { max } => ("record-too-deep", a.number("max", *max)),
            R::EmptyVariation => ("record-empty-variation", a),
            R::DrawingFirst => ("record-drawing-first", a),
            R::CloseWithoutComment => ("record-close-without-comment", a),
            R::GlyphFirst { glyph } => ("record-glyph-first", a.text("glyph", glyph)),
            R::MoveNumber { written, ply, want } => (
                "record-move-number",
                a.text("written", written)
                    .number("ply", *ply as usize)
                    .text("want", want),
            ),
            R::MoveText { text, reason } => (
                "record-move-text",
                a.text("text", text).text("reason", reason.describe(lang)),
            ),
            R::Glyph { text } => ("record-glyph", a.text("text", text)),
            R::CommentFirst => ("record-comment-first", a),
            R::NotAMoveNumber { text } => ("record-not-a-move-number", a.text("text", text)),
            R::SetUp { variant, error } => (
                "record-setup",
                a.text("variant", variant).text("why", error.describe(lang)),
            ),
            R::FirstPlayerTag { value } => ("record-first-player-tag", a.text("value", value)),
            R::FirstPlayer { words } => (
                "record-first-player",
                a.text("why", words.get(lang.index()).map_or("", String::as_str)),
            ),
            R::Result {
                claimed,
                variant,
                ends,
            } => (
                "record-result",
                a.text("claimed", claimed)
                    .text("variant", variant)
                    .text("ends", ends),
            ),
            R::Stopped { why } => match why {
                Exhausted::Work { limit } => (
                    "record-stopped-work",
                    a.number("limit", usize::try_from(*limit).unwrap_or(usize::MAX)),
                ),
                Exhausted::Time { allowed } => (
                    "record-stopped-time",
                    a.text("seconds", lang.decimal(allowed.as_secs_f64(), 1)),
                ),
                Exhausted::Cancelled => ("record-stopped-cancelled", a),
            },
        };
        catalogue().text(key, &a)
    }
}

impl fmt::Display for RecordReason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.describe(Lang::En))
    }
}
