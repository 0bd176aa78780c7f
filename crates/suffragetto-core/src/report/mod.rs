//! What the commands report and how they write it: one [`ReportFormat`]
//! (text for people, JSON or CSV for programs), the helpers every writer
//! shares, and the reports of the position commands (`moves`, `perft`,
//! `play`, `explain`). Other reports live beside what they report (self-play in
//! `ai::report`, records in `record::report`).

mod explain;
mod explore;
mod position;

pub use explain::{Explanation, explain, explain_in, explain_within};
pub use explore::{
    After, Consequence, Divergence, Exploration, ExploredMove, VariantView, explore, explore_in,
    explore_within, explored_moves, explored_moves_within,
};
pub use position::{MovesReport, PerftReport, PlayReport};

use serde::Serialize;
use std::io::{self, Write};

/// How a command writes its report.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
#[cfg_attr(feature = "clap", derive(clap::ValueEnum))]
pub enum ReportFormat {
    /// Text (tables) for people.
    #[default]
    #[cfg_attr(feature = "clap", value(alias = "table"))]
    Text,
    /// JSON for programs.
    Json,
    /// CSV, one row per item, for spreadsheets.
    Csv,
}

impl ReportFormat {
    /// The file extension of the format.
    pub fn extension(self) -> &'static str {
        match self {
            ReportFormat::Text => "txt",
            ReportFormat::Json => "json",
            ReportFormat::Csv => "csv",
        }
    }

    /// The format a file name's extension asks for, if any.
    pub fn of_path(path: &std::path::Path) -> Option<ReportFormat> {
        let ext = path.extension()?.to_str()?.to_ascii_lowercase();
        [ReportFormat::Text, ReportFormat::Json, ReportFormat::Csv]
            .into_iter()
            .find(|f| f.extension() == ext)
    }
}

/// The error for a format a report cannot be written in.
pub fn unsupported(format: ReportFormat, what: &str) -> io::Error {
    io::Error::new(
        io::ErrorKind::InvalidInput,
        format!(
            "{what} is written as text or JSON, not {}",
            format.extension().to_uppercase()
        ),
    )
}

/// Writes `value` as pretty JSON and a newline.
pub fn write_json(out: &mut dyn Write, value: &impl Serialize) -> io::Result<()> {
    serde_json::to_writer_pretty(&mut *out, value).map_err(io::Error::from)?;
    writeln!(out)
}

/// One CSV field: quoted (with doubled quotes) when it holds a comma, a
/// quote or a line break.
pub fn csv_field(s: &str) -> String {
    if s.contains([',', '"', '\n', '\r']) {
        format!("\"{}\"", s.replace('"', "\"\""))
    } else {
        s.to_string()
    }
}

/// A CSV line of fields, escaped.
pub fn csv_line(out: &mut dyn Write, fields: &[String]) -> io::Result<()> {
    let line: Vec<String> = fields.iter().map(|f| csv_field(f)).collect();
    writeln!(out, "{}", line.join(","))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn csv_fields_are_quoted_only_when_needed() {
        assert_eq!(csv_field("plain"), "plain");
        assert_eq!(csv_field("a, b"), "\"a, b\"");
        assert_eq!(csv_field("say \"x\""), "\"say \"\"x\"\"\"");
    }

    #[test]
    fn formats_know_their_extensions() {
        for f in [ReportFormat::Text, ReportFormat::Json, ReportFormat::Csv] {
            let p = std::path::PathBuf::from(format!("out.{}", f.extension()));
            assert_eq!(ReportFormat::of_path(&p), Some(f));
        }
        assert_eq!(ReportFormat::of_path(std::path::Path::new("x.svg")), None);
    }
}
