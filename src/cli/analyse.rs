//! `analyse`: a game record annotated by the strong agent's search.

use super::record::tagged_rules;
use anyhow::{Result, anyhow};
use clap::Args;
use std::io::Write;
use std::path::PathBuf;
use suffragetto_ai::analyse::{AnalyseOptions, DEFAULT_NODES, analyse};
use suffragetto_core::engine::Rules;
use suffragetto_core::output::write_atomic;
use suffragetto_core::record::Record;

/// Annotates a game record as a chess site's computer analysis does.
///
/// After every move a comment `[%eval E]` gives the strong agent's
/// evaluation of the position from the Suffragettes' side: E in small
/// pieces (a Leader or Inspector counts 3), positive when the Suffragettes
/// stand better; `#N` means the Suffragettes win in N plies, `#-N` the
/// Police. The evaluation stands for a winning chance of
/// 1 / (1 + e^(-E/2)) (a won game is 100%). A move that gives away at least
/// 10 points of the mover's winning chance is marked `?!`, 20 points `?`,
/// 30 points `??` (unless the record already marks it), and the engine's
/// choice follows as a variation with a blue `[%arrow]`. The record's own
/// comments, glyphs and variations are kept; the engine's earlier
/// annotations are replaced. Same record, nodes and seed: the same bytes.
#[derive(Args, Debug)]
pub struct AnalyseArgs {
    /// The game record (.sgn).
    game: PathBuf,
    /// Positions the search looks at per ply (more: slower and deeper).
    #[arg(long, default_value_t = DEFAULT_NODES, value_parser = clap::value_parser!(u64).range(1..=10_000_000))]
    nodes: u64,
    /// Seed of the search (it only breaks ties between equal moves).
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Analyse under this variant (id or file) instead of the record's Variant tag.
    #[arg(long, short = 'v', value_name = "ID|FILE")]
    variant: Option<String>,
    /// Write the annotated record here (whole or not at all) instead of to standard output.
    #[arg(long, short = 'o', value_name = "OUT.sgn")]
    output: Option<PathBuf>,
}

pub fn analyse_cmd(args: AnalyseArgs, out: &mut impl Write) -> Result<()> {
    let file = args.game.display().to_string();
    let rec = Record::read(&args.game)?;
    let rules = match &args.variant {
        Some(v) => Rules::load(v).map_err(|e| anyhow!("--variant: {e}"))?,
        None => tagged_rules(&rec, &file)?
            .ok_or_else(|| anyhow!("{file}: the record has no Variant tag; give --variant ID"))?,
    };
    let opts = AnalyseOptions {
        nodes: args.nodes,
        seed: args.seed,
    };
    let analysis = analyse(&rec, &rules, &file, &opts)?;
    let text = analysis.record.to_string();
    match &args.output {
        Some(path) => write_atomic(path, text.as_bytes())?,
        None => out.write_all(text.as_bytes())?,
    }
    Ok(())
}
