//! What `replay` and `compare` report about a record, and how they write it.

use super::compare::VariantVerdict;
use super::replay::Replay;
use crate::engine::{Outcome, Rules};
use crate::notation::write_position;
use crate::report::{ReportFormat, unsupported, write_json};
use serde::Serialize;
use std::io::{self, Write};

/// A record replayed under one variant.
#[derive(Clone, Debug, Serialize)]
pub struct ReplayReport {
    /// The variant's id.
    pub variant: String,
    /// Plies of the main line.
    pub plies: usize,
    /// Its moves, canonical text.
    pub moves: Vec<String>,
    /// The final position string.
    pub position: String,
    /// The result as a record writes it: `S`, `P` or `unfinished`.
    pub result: &'static str,
    /// How the game ends.
    #[serde(skip)]
    pub outcome: Outcome,
}

impl ReplayReport {
    /// The report of a replay under `rules`.
    pub fn new(replay: &Replay, rules: &Rules) -> ReplayReport {
        ReplayReport {
            variant: rules.id().to_string(),
            plies: replay.steps.len(),
            moves: replay.steps.iter().map(|s| s.text.clone()).collect(),
            position: write_position(replay.end()),
            result: replay.outcome().tag(),
            outcome: replay.outcome(),
        }
    }

    /// Text: the final position and a line saying the game is legal and how
    /// it ends.
    pub fn write(&self, out: &mut dyn Write, format: ReportFormat) -> io::Result<()> {
        match format {
            ReportFormat::Json => write_json(out, self),
            ReportFormat::Text => {
                writeln!(out, "{}", self.position)?;
                writeln!(
                    out,
                    "{} plies, all legal under the {} variant; result: {}",
                    self.plies,
                    self.variant,
                    self.outcome.words()
                )
            }
            ReportFormat::Csv => Err(unsupported(format, "a replay")),
        }
    }
}

/// A record replayed under several variants.
#[derive(Clone, Debug, Serialize)]
pub struct CompareReport {
    /// The record's file name.
    pub record: String,
    /// Plies of its main line.
    pub plies: usize,
    /// Each variant's verdict.
    pub variants: Vec<VariantVerdict>,
    /// Whether the variants disagree on legality or the winner.
    pub outcomes_differ: bool,
}

impl CompareReport {
    /// The report of `verdicts` on the record `file` of `plies` plies.
    pub fn new(file: &str, plies: usize, variants: Vec<VariantVerdict>) -> CompareReport {
        let outcomes: std::collections::BTreeSet<(bool, Option<char>)> = variants
            .iter()
            .map(|v| (v.legal, v.winner.map(|w| w.letter())))
            .collect();
        CompareReport {
            record: file.to_string(),
            plies,
            outcomes_differ: outcomes.len() > 1,
            variants,
        }
    }

    /// Text: a line per variant, legal with its result or where it stops.
    pub fn write(&self, out: &mut dyn Write, format: ReportFormat) -> io::Result<()> {
        if format != ReportFormat::Text {
            return match format {
                ReportFormat::Json => write_json(out, self),
                _ => Err(unsupported(format, "a comparison")),
            };
        }
        writeln!(out, "{}: {} plies", self.record, self.plies)?;
        for v in &self.variants {
            match &v.first_illegal {
                None => writeln!(
                    out,
                    "  {:<8} legal; result: {}",
                    v.variant,
                    match v.winner {
                        Some(w) => format!("the {w} win"),
                        None => "unfinished".into(),
                    }
                )?,
                Some(e) => writeln!(
                    out,
                    "  {:<8} illegal from ply {} (line {}, column {}): {}",
                    v.variant,
                    e.ply.unwrap_or(0),
                    e.at.line,
                    e.at.column,
                    e.message
                )?,
            }
        }
        writeln!(
            out,
            "{}",
            if self.outcomes_differ {
                "The outcome differs between variants."
            } else {
                "Every variant gives the same verdict."
            }
        )
    }
}
