//! `replay` and `compare`: game records checked under one or every variant.

use super::TextOrJson;
use anyhow::{Result, anyhow};
use clap::Args;
use std::io::Write;
use std::path::PathBuf;
use suffragetto::engine::Rules;
use suffragetto::record::{self, CompareReport, Record, ReplayReport};
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

pub fn replay(args: ReplayArgs, out: &mut impl Write) -> Result<()> {
    let (mut rec, file) = read(&args.game)?;
    let spec = match (&args.variant, rec.tag("Variant")) {
        (Some(v), _) => v.clone(),
        (None, Some(v)) => v.to_string(),
        (None, None) => {
            return Err(anyhow!(
                "{file}: the record has no Variant tag; give --variant ID"
            ));
        }
    };
    let rules = Rules::load(&spec).map_err(|e| match args.variant {
        Some(_) => anyhow!("--variant: {e}"),
        None => anyhow!("{file}: tag Variant: {e}"),
    })?;
    let replay = rec.replay(&rules, &file)?;
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
