//! `moves`, `perft`, `play`.

use super::{GameArgs, TextOrJson};
use anyhow::Result;
use clap::Args;
use std::io::Write;
use suffragetto_core::report::{MovesReport, PerftReport, PlayReport, explain as explain_move};

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
    #[command(flatten)]
    format: TextOrJson,
}

pub fn explain(args: ExplainArgs, out: &mut impl Write) -> Result<()> {
    let (rules, pos) = args.game.load()?;
    Ok(explain_move(&pos, &rules, &args.text).write(out, args.format.format)?)
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
    let report = PlayReport::new(pos, &rules, &args.moves)?;
    Ok(report.write(out, args.format.format)?)
}
