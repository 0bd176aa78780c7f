//! `replay` and `compare`: game records checked under one or every variant.

use super::TextOrJson;
use anyhow::{Result, anyhow};
use clap::Args;
use std::io::Write;
use std::path::PathBuf;
use suffragetto_core::engine::Rules;
use suffragetto_core::lang::Lang;
use suffragetto_core::record::{self, CompareReport, Record, ReplayReport};
use suffragetto_core::variant;

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
    /// The language of a refused move's reason: en, de or fr (the other
    /// errors of a record stay English).
    #[arg(long, default_value = "en", value_name = "LANG")]
    lang: Lang,
    #[command(flatten)]
    format: TextOrJson,
}

#[derive(Args, Debug)]
pub struct CompareArgs {
    /// The game record (.sgn).
    game: PathBuf,
    /// Also replay under these variant files (repeatable).
    #[arg(long = "variant", short = 'v', value_name = "FILE")]
    extra: Vec<String>,
    #[command(flatten)]
    format: TextOrJson,
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
    let replay = rec.replay(&rules, &file).map_err(|e| match args.lang {
        Lang::En => anyhow::Error::new(e),
        lang => anyhow!(e.to_string_in(&rules, lang)),
    })?;
    if args.canonical {
        rec.canonicalize(&rules, &file)?;
        write!(out, "{rec}")?;
        return Ok(());
    }
    Ok(ReplayReport::new(&replay, &rules).write(out, args.format.format)?)
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
    let report = CompareReport::new(&file, rec.moves.len(), verdicts);
    Ok(report.write(out, args.format.format)?)
}
