//! Reports about one position: its legal moves, its perft counts, and the
//! position after some moves.

use super::{ReportFormat, unsupported, write_json};
use crate::engine::{Game, Move, Position, Rules, divide, perft};
use crate::notation::{
    MoveError, legal_move_texts, legal_moves_with_texts, parse_move, write_move, write_position,
};
use crate::piece::Side;
use serde::Serialize;
use std::collections::HashMap;
use std::io::{self, Write};
use std::sync::Arc;

/// The legal moves of a position.
#[derive(Clone, Debug, Serialize)]
pub struct MovesReport {
    /// The variant's id.
    pub variant: String,
    /// The position string.
    pub position: String,
    /// Every legal move, canonical text, in byte order.
    pub moves: Vec<String>,
}

impl MovesReport {
    /// The legal moves of `pos`.
    pub fn new(pos: &Position, rules: &Rules) -> MovesReport {
        MovesReport {
            variant: rules.id().to_string(),
            position: write_position(pos),
            moves: legal_move_texts(pos, rules),
        }
    }

    /// Text: one move a line. JSON: the whole report.
    pub fn write(&self, out: &mut dyn Write, format: ReportFormat) -> io::Result<()> {
        match format {
            ReportFormat::Json => write_json(out, self),
            ReportFormat::Text => self.moves.iter().try_for_each(|m| writeln!(out, "{m}")),
            ReportFormat::Csv => Err(unsupported(format, "the move list")),
        }
    }
}

/// One legal move and the leaves below it.
#[derive(Clone, Debug, Serialize)]
pub struct Divided {
    /// The move, canonical text.
    #[serde(rename = "move")]
    pub text: String,
    /// Leaves at the depth below it.
    pub nodes: u64,
}

/// Perft: the move sequences of a given length.
#[derive(Clone, Debug, Serialize)]
pub struct PerftReport {
    /// The variant's id.
    pub variant: String,
    /// The position string.
    pub position: String,
    /// Plies counted.
    pub depth: u32,
    /// Leaves at that depth.
    pub nodes: u64,
    /// Per legal move, when asked for, in byte order of the moves.
    pub divide: Vec<Divided>,
}

impl PerftReport {
    /// Counts the leaves `depth` plies below `pos`, per move if `divided`.
    pub fn new(pos: &Position, rules: &Rules, depth: u32, divided: bool) -> PerftReport {
        let mut parts: Vec<Divided> = if divided {
            let mut texts: HashMap<Move, String> =
                legal_moves_with_texts(pos, rules).into_iter().collect();
            divide(pos, rules, depth)
                .into_iter()
                .map(|(mv, nodes)| Divided {
                    text: texts
                        .remove(&mv)
                        .expect("divide counts below the legal moves"),
                    nodes,
                })
                .collect()
        } else {
            Vec::new()
        };
        parts.sort_by(|a, b| a.text.cmp(&b.text));
        let nodes = if divided && depth > 0 {
            parts.iter().map(|d| d.nodes).sum()
        } else {
            perft(pos, rules, depth)
        };
        PerftReport {
            variant: rules.id().to_string(),
            position: write_position(pos),
            depth,
            nodes,
            divide: parts,
        }
    }

    /// Text: `move: count` lines, then the total alone on the last line.
    pub fn write(&self, out: &mut dyn Write, format: ReportFormat) -> io::Result<()> {
        match format {
            ReportFormat::Json => write_json(out, self),
            ReportFormat::Text => {
                for d in &self.divide {
                    writeln!(out, "{}: {}", d.text, d.nodes)?;
                }
                writeln!(out, "{}", self.nodes)
            }
            ReportFormat::Csv => Err(unsupported(format, "perft")),
        }
    }
}

/// Moves played from a position, and where they lead.
#[derive(Clone, Debug, Serialize)]
pub struct PlayReport {
    /// The variant's id.
    pub variant: String,
    /// The moves, canonical text.
    pub moves: Vec<String>,
    /// The position string after them.
    pub position: String,
    /// The winner, if the game is over.
    pub winner: Option<Side>,
}

/// A move of [`PlayReport::new`] that cannot be played, and which it is.
#[derive(Clone, Debug, thiserror::Error)]
#[error("move {number} (ply {ply}) under the {variant} variant: {error}")]
pub struct PlayError {
    /// 1-based number among the moves given.
    pub number: usize,
    /// The ply it would have been.
    pub ply: u32,
    /// The variant.
    pub variant: String,
    /// Why it cannot be played.
    pub error: Box<MoveError>,
}

impl PlayError {
    /// The error as [`Display`](std::fmt::Display) writes it, a refused
    /// move's reason, or why its text does not read, in words of `lang`.
    pub fn to_string_in(&self, rules: &Rules, lang: crate::lang::Lang) -> String {
        use crate::lang::{Args, catalogue};
        let error = match &*self.error {
            MoveError::Illegal(i) => catalogue().text(
                "move-refused",
                &Args::new(lang)
                    .text("move", &i.text)
                    .text("reason", i.cited_reason_in(rules, lang)),
            ),
            MoveError::Syntax(s) => s.describe(lang),
        };
        let a = Args::new(lang)
            .number("number", self.number)
            .number("ply", self.ply as usize)
            .text("variant", &self.variant)
            .text("error", error);
        catalogue().text("play-error", &a)
    }
}

impl PlayReport {
    /// Plays `texts` from `start` in order.
    pub fn new(start: Position, rules: &Rules, texts: &[String]) -> Result<PlayReport, PlayError> {
        let mut game = Game::new(Arc::new(rules.clone()), start);
        let mut moves = Vec::with_capacity(texts.len());
        for (i, text) in texts.iter().enumerate() {
            let pos = game.position();
            let mv = parse_move(pos, rules, text).map_err(|error| PlayError {
                number: i + 1,
                ply: pos.ply() + 1,
                variant: rules.id().to_string(),
                error: Box::new(error),
            })?;
            moves.push(write_move(pos, rules, &mv));
            game.play_unchecked(mv);
        }
        Ok(PlayReport {
            variant: rules.id().to_string(),
            moves,
            position: write_position(game.position()),
            winner: game.outcome().winner(),
        })
    }

    /// Text: the position string, and the winner if there is one.
    pub fn write(&self, out: &mut dyn Write, format: ReportFormat) -> io::Result<()> {
        match format {
            ReportFormat::Json => write_json(out, self),
            ReportFormat::Text => {
                writeln!(out, "{}", self.position)?;
                if let Some(w) = self.winner {
                    writeln!(out, "The {w} have won.")?;
                }
                Ok(())
            }
            ReportFormat::Csv => Err(unsupported(format, "the position")),
        }
    }
}
