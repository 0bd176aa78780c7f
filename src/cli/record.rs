//! `replay` and `compare`: game records checked under one or every variant.

use super::{Format, write_json};
use anyhow::{Result, anyhow};
use clap::Args;
use serde_json::json;
use std::io::Write;
use std::path::PathBuf;
use suffragetto::engine::Rules;
use suffragetto::notation::write_position;
use suffragetto::record::{self, Record};
use suffragetto::variant;

#[derive(Args, Debug)]
pub struct ReplayArgs {
    /// The game record (.sgn).
    game: PathBuf,
    /// Replay under this variant (id or file) instead of the record's Variant tag.
    #[arg(long, short = 'v', value_name = "ID|FILE")]
    variant: Option<String>,
    /// Print the record rewritten in canonical form (canonical move paths).
    #[arg(long)]
    canonical: bool,
    /// Output format.
    #[arg(long, value_enum, default_value_t)]
    format: Format,
}

#[derive(Args, Debug)]
pub struct CompareArgs {
    /// The game record (.sgn).
    game: PathBuf,
    /// Also replay under these variant files (repeatable).
    #[arg(long = "variant", short = 'v', value_name = "FILE")]
    extra: Vec<String>,
    /// Output format.
    #[arg(long, value_enum, default_value_t)]
    format: Format,
}

fn read(path: &std::path::Path) -> Result<(Record, String)> {
    let file = path.display().to_string();
    Ok((Record::read(path)?, file))
}

/// The rules a record's `Variant` tag names: a built-in id only. A variant
/// file comes from `--variant FILE`, never from inside a record (whose
/// author could name any file on the reader's machine).
pub(super) fn tagged_rules(rec: &Record, file: &str) -> Result<Option<Rules>> {
    let Some(tag) = rec.tag("Variant") else {
        return Ok(None);
    };
    if variant::builtin_ids().any(|id| id == tag) {
        return Ok(Some(Rules::load(tag)?));
    }
    let shown: String = tag.chars().take(40).collect();
    Err(anyhow!(
        "{file}: tag Variant {shown:?} is not a built-in variant ({}); a variant file is named with --variant FILE, never by the record",
        variant::builtin_ids().collect::<Vec<_>>().join(", ")
    ))
}

pub fn replay(args: ReplayArgs, out: &mut impl Write) -> Result<()> {
    let (mut rec, file) = read(&args.game)?;
    let rules = match &args.variant {
        Some(v) => Rules::load(v).map_err(|e| anyhow!("--variant: {e}"))?,
        None => tagged_rules(&rec, &file)?
            .ok_or_else(|| anyhow!("{file}: the record has no Variant tag; give --variant ID"))?,
    };
    let replay = rec.replay(&rules, &file)?;
    if args.canonical {
        rec.canonicalize(&rules, &file)?;
        write!(out, "{rec}")?;
        return Ok(());
    }
    match args.format {
        Format::Json => write_json(
            out,
            &json!({
                "variant": rules.id(),
                "plies": replay.steps.len(),
                "moves": replay.steps.iter().map(|s| &s.text).collect::<Vec<_>>(),
                "position": write_position(&replay.end),
                "result": replay.result(),
            }),
        ),
        Format::Text => {
            writeln!(out, "{}", write_position(&replay.end))?;
            writeln!(
                out,
                "{} plies, all legal under the {} variant; result: {}",
                replay.steps.len(),
                rules.id(),
                describe(replay.result())
            )?;
            Ok(())
        }
    }
}

fn describe(result: &str) -> &'static str {
    match result {
        "S" => "the Suffragettes win",
        "P" => "the Police win",
        _ => "unfinished",
    }
}

pub fn compare(args: CompareArgs, out: &mut impl Write) -> Result<()> {
    let (rec, file) = read(&args.game)?;
    let mut all = Vec::new();
    for id in variant::builtin_ids() {
        all.push(Rules::load(id)?);
    }
    for f in &args.extra {
        let rules = Rules::load(f)?;
        // A built-in named again is compared once.
        if !all.iter().any(|r: &Rules| {
            r.id() == rules.id() && r.variant().meta.file == rules.variant().meta.file
        }) {
            all.push(rules);
        }
    }
    let verdicts = record::compare(&rec, &all, &file);
    let outcomes: std::collections::BTreeSet<String> = verdicts
        .iter()
        .map(|v| format!("{}/{}", v.legal, v.winner.map_or('-', |w| w.letter())))
        .collect();
    match args.format {
        Format::Json => write_json(
            out,
            &json!({
                "record": file,
                "plies": rec.moves.len(),
                "variants": verdicts,
                "outcomes_differ": outcomes.len() > 1,
            }),
        ),
        Format::Text => {
            writeln!(out, "{file}: {} plies", rec.moves.len())?;
            for v in &verdicts {
                match &v.first_illegal {
                    None => writeln!(
                        out,
                        "  {:<8} legal; result: {}",
                        v.variant,
                        describe(match v.winner {
                            Some(w) =>
                                if w.letter() == 'S' {
                                    "S"
                                } else {
                                    "P"
                                },
                            None => "unfinished",
                        })
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
            if outcomes.len() > 1 {
                writeln!(out, "The outcome differs between variants.")?;
            } else {
                writeln!(out, "Every variant gives the same verdict.")?;
            }
            Ok(())
        }
    }
}
