//! Subcommands and their arguments.

mod analyse;
mod bench;
mod book;
mod diagram;
mod engine;
mod export;
mod moves;
mod print;
mod progress;
mod record;
mod serve;
mod simulate;
mod variants;

use anyhow::Result;
use clap::{Args, Parser, Subcommand, ValueEnum};
use std::io::Write;
use suffragetto_core::engine::{Position, Rules};
use suffragetto_core::notation::parse_position;
use suffragetto_core::report::ReportFormat;

/// Suffragetto (a board game of the WSPU): rule variants, legal moves, perft and more.
///
/// Variants are three modern rule texts (english, german, french) and two
/// digital reconstructions (ludii, dagaz); `--variant` also takes the path of
/// your own YAML file, which may `extends` a built-in one.
#[derive(Parser, Debug)]
#[command(name = "suffragetto", version, about, long_about)]
pub struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand, Debug)]
enum Command {
    /// List the rule variants, or show one rule point by rule point.
    Variants(variants::VariantsArgs),
    /// List the rule points on which two variants differ, with both citations.
    Diff(variants::DiffArgs),
    /// Export the scholarly apparatus (TEI, CSV, JSON) or its bibliography (BibTeX, CSL-JSON).
    Export(export::ExportArgs),
    /// Print every legal move of a position, one per line, in canonical notation.
    Moves(moves::MovesArgs),
    /// Count the move sequences of a given length (perft); the count is the last line.
    Perft(moves::PerftArgs),
    /// Apply moves to a position and print the resulting position string.
    Play(moves::PlayArgs),
    /// Say whether a move is legal, and if not why: the reason, the rule point
    /// that decides it, its value and the passage the variant cites.
    Explain(moves::ExplainArgs),
    /// Measure move generation, perft and random playouts (release build, one core).
    Bench(bench::BenchArgs),
    /// Write the printable board (.svg, .pdf or .png), full size or tiled over sheets.
    Board(print::BoardArgs),
    /// Write a sheet of the 42 counters to cut out (.svg, .pdf or .png).
    Pieces(print::PiecesArgs),
    /// Write boards (full size, tiled on A4 and Letter), pieces and rules summaries into a directory.
    PrintKit(print::KitArgs),
    /// Check a game record move by move; print the final position and the result.
    Replay(record::ReplayArgs),
    /// Replay a game record under every variant: where each stops being legal, and why.
    Compare(record::CompareArgs),
    /// Annotate a game record with the engine's evaluation per ply, `?!` `?` `??`
    /// on costly moves and the engine's choice as a variation.
    Analyse(analyse::AnalyseArgs),
    /// Draw a position or a game's plies as a teaching diagram (.svg, .pdf or .png).
    Diagram(diagram::DiagramArgs),
    /// Self-play many games per variant and report outcomes and metrics with 95% intervals.
    Simulate(simulate::SimulateArgs),
    /// For each rule point the variants dispute: the base against the base with only that point changed.
    Ablate(simulate::AblateArgs),
    /// A cross-table of agents (random, greedy, search, strong) playing each other.
    Tournament(simulate::TournamentArgs),
    /// Merge the per-game files of a sharded `simulate`, `ablate` or
    /// `tournament` (`--shard K/N -o PART`) into the report one run gives.
    Merge(simulate::MergeArgs),
    /// Build the book: a static web site comparing the variants, with the print kit.
    Book(book::BookArgs),
    /// Play through a UCI-like protocol on standard input and output
    /// (variant, position, go nodes|movetime|depth, stop, isready, quit).
    Engine(engine::EngineArgs),
    /// Serve online play: tables for two players (or one and the computer), a lobby, the page.
    Serve(serve::ServeArgs),
}

/// `--format` of the commands that write text or JSON.
#[derive(Args, Debug, Clone, Copy)]
pub struct TextOrJson {
    /// Output format: text for people, or json for programs.
    #[arg(long = "format", default_value = "text", value_parser = text_or_json())]
    pub format: ReportFormat,
}

/// The values `--format` takes where CSV makes no sense.
pub(crate) fn text_or_json() -> impl clap::builder::TypedValueParser<Value = ReportFormat> {
    use clap::builder::TypedValueParser;
    clap::builder::PossibleValuesParser::new(["text", "json"])
        .map(|s: String| ReportFormat::from_str(&s, false).expect("a listed value"))
}

/// The variant and position most subcommands work on.
#[derive(Args, Debug, Clone)]
pub struct GameArgs {
    /// Variant: a built-in id (english, german, french, ludii, dagaz) or the
    /// path of a YAML variant file.
    #[arg(long, short = 'v', default_value = "english", value_name = "ID|FILE")]
    variant: String,
    /// Position string (six fields, see `docs/notation.md`); `start` is
    /// the variant's start position.
    #[arg(long, short = 'p', default_value = "start", value_name = "POS")]
    position: String,
}

impl GameArgs {
    fn load(&self) -> Result<(Rules, Position)> {
        let rules = Rules::load(&self.variant)?;
        let pos = parse_position(&self.position, &rules)
            .map_err(|e| anyhow::anyhow!("--position: {e}"))?;
        Ok((rules, pos))
    }
}

impl Cli {
    /// Runs the command if it is `engine`, which writes to standard output
    /// from two threads and so must have it unlocked; `None` otherwise.
    pub fn run_engine(&mut self) -> Option<Result<()>> {
        match &mut self.command {
            Command::Engine(a) => Some(engine::engine(std::mem::replace(a, engine::EngineArgs {}))),
            _ => None,
        }
    }
}

/// Runs one command, writing its output to `out`.
pub fn run(cli: Cli, out: &mut impl Write) -> Result<()> {
    match cli.command {
        Command::Engine(a) => engine::engine(a),
        Command::Variants(a) => variants::variants(a, out),
        Command::Diff(a) => variants::diff(a, out),
        Command::Export(a) => export::export(a, out),
        Command::Moves(a) => moves::moves(a, out),
        Command::Perft(a) => moves::perft(a, out),
        Command::Play(a) => moves::play(a, out),
        Command::Explain(a) => moves::explain(a, out),
        Command::Bench(a) => bench::bench(a, out),
        Command::Replay(a) => record::replay(a, out),
        Command::Compare(a) => record::compare(a, out),
        Command::Analyse(a) => analyse::analyse_cmd(a, out),
        Command::Diagram(a) => diagram::diagram(a, out),
        Command::Simulate(a) => simulate::simulate(a, out),
        Command::Ablate(a) => simulate::ablate_cmd(a, out),
        Command::Tournament(a) => simulate::tournament_cmd(a, out),
        Command::Merge(a) => simulate::merge(a, out),
        Command::Book(a) => book::book(a, out),
        Command::Board(a) => print::board(a, out),
        Command::Pieces(a) => print::pieces(a, out),
        Command::PrintKit(a) => print::print_kit(a, out),
        Command::Serve(a) => serve::serve(a, out),
    }
}
