//! `export`: the scholarly apparatus for other tools (TEI P5, CSV, JSON)
//! and its bibliography (BibTeX, CSL-JSON).

use anyhow::Result;
use clap::{Args, ValueEnum};
use std::io::Write;
use std::path::PathBuf;
use suffragetto_apparatus as apparatus;
use suffragetto_core::output::write_atomic;
use suffragetto_core::variant;

/// What to export.
#[derive(ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
pub enum ExportFormat {
    /// TEI P5: the witnesses, one `app` per rule point, one `rdg` per source.
    Tei,
    /// One row per rule point and source: value, status, citation, passages.
    Csv,
    /// Witnesses, relations, bibliography, readings, passages and artefacts.
    Json,
    /// The bibliography as biblatex entries.
    Bibtex,
    /// The bibliography as CSL-JSON.
    CslJson,
}

#[derive(Args, Debug)]
pub struct ExportArgs {
    /// Output format.
    #[arg(long, value_enum)]
    format: ExportFormat,
    /// Write to this file (whole or not at all) instead of standard output.
    #[arg(long, short = 'o', value_name = "FILE")]
    out: Option<PathBuf>,
}

pub fn export(args: ExportArgs, out: &mut impl Write) -> Result<()> {
    let app = apparatus::load()?;
    let variants = variant::builtin_ids()
        .map(variant::load)
        .collect::<Result<Vec<_>, _>>()?;
    let bytes = match args.format {
        ExportFormat::Tei => apparatus::tei(&app, &variants).into_bytes(),
        ExportFormat::Csv => apparatus::readings_csv(&apparatus::readings(&app, &variants))?,
        ExportFormat::Json => json(&apparatus::readings_json(&app, &variants))?,
        ExportFormat::Bibtex => apparatus::bibtex(&app).into_bytes(),
        ExportFormat::CslJson => json(&apparatus::csl_json(&app))?,
    };
    match &args.out {
        Some(path) => {
            write_atomic(path, &bytes)?;
            writeln!(out, "wrote {} ({} bytes)", path.display(), bytes.len())?;
        }
        None => out.write_all(&bytes)?,
    }
    Ok(())
}

fn json(v: &serde_json::Value) -> Result<Vec<u8>> {
    let mut b = serde_json::to_vec_pretty(v)?;
    b.push(b'\n');
    Ok(b)
}
