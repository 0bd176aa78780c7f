//! `moves`, `perft`, `play`.

use super::{GameArgs, TextOrJson};
use anyhow::Result;
use clap::Args;
use std::io::Write;
use suffragetto_core::lang::Lang;
use suffragetto_core::report::{MovesReport, PerftReport, PlayReport, explain_in};

#[derive(Args, Debug)]
pub struct MovesArgs {
    #[command(flatten)]
    game: GameArgs,
    #[command(flatten)]
    format: TextOrJson,
}

#[derive(Args, Debug)]
pub struct PerftArgs {
    #[command(flatten)]
    game: GameArgs,
    /// Plies to count.
    #[arg(long, short = 'd')]
    depth: u32,
    /// Also print the count below each legal move.
    #[arg(long)]
    divide: bool,
    #[command(flatten)]
    format: TextOrJson,
}

#[derive(Args, Debug)]
pub struct PlayArgs {
    #[command(flatten)]
    game: GameArgs,
    /// Moves to apply in order (e.g. e6-e7 k12-k11); chains may use any legal path.
    #[arg(value_name = "MOVE")]
    moves: Vec<String>,
    /// The language of a refused move's reason: en, de or fr.
    #[arg(long, default_value = "en", value_name = "LANG")]
    lang: Lang,
    #[command(flatten)]
    format: TextOrJson,
}

#[derive(Args, Debug)]
pub struct ExplainArgs {
    #[command(flatten)]
    game: GameArgs,
    /// The move to explain (e.g. g5-i3, g7xi9, X1+3, accept, pass).
    #[arg(value_name = "MOVE")]
    text: String,
    /// The language of the explanation: en, de or fr (the rule point's
    /// value and a syntax error stay English).
    #[arg(long, default_value = "en", value_name = "LANG")]
    lang: Lang,
    #[command(flatten)]
    format: TextOrJson,
}

pub fn explain(args: ExplainArgs, out: &mut impl Write) -> Result<()> {
    let (rules, pos) = args.game.load()?;
    Ok(explain_in(&pos, &rules, &args.text, args.lang).write(out, args.format.format)?)
}

pub fn moves(args: MovesArgs, out: &mut impl Write) -> Result<()> {
    let (rules, pos) = args.game.load()?;
    Ok(MovesReport::new(&pos, &rules).write(out, args.format.format)?)
}

pub fn perft(args: PerftArgs, out: &mut impl Write) -> Result<()> {
    let (rules, pos) = args.game.load()?;
    let report = PerftReport::new(&pos, &rules, args.depth, args.divide);
    Ok(report.write(out, args.format.format)?)
}

pub fn play(args: PlayArgs, out: &mut impl Write) -> Result<()> {
    let (rules, pos) = args.game.load()?;
    let report = PlayReport::new(pos, &rules, &args.moves).map_err(|e| match args.lang {
        Lang::En => anyhow::Error::new(e),
        lang => anyhow::anyhow!(e.to_string_in(&rules, lang)),
    })?;
    Ok(report.write(out, args.format.format)?)
}
