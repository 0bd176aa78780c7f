//! `moves`, `perft`, `play`.

use super::{Format, GameArgs, write_json};
use anyhow::{Context, Result};
use clap::Args;
use serde_json::json;
use std::io::Write;
use suffragetto::engine;
use suffragetto::notation::{legal_move_texts, parse_move, write_move, write_position};

#[derive(Args, Debug)]
pub struct MovesArgs {
    #[command(flatten)]
    game: GameArgs,
    /// Output format.
    #[arg(long, value_enum, default_value_t)]
    format: Format,
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
    /// Output format.
    #[arg(long, value_enum, default_value_t)]
    format: Format,
}

#[derive(Args, Debug)]
pub struct PlayArgs {
    #[command(flatten)]
    game: GameArgs,
    /// Moves to apply in order (e.g. e6-e7 k12-k11); chains may use any legal path.
    #[arg(value_name = "MOVE")]
    moves: Vec<String>,
    /// Output format.
    #[arg(long, value_enum, default_value_t)]
    format: Format,
}

pub fn moves(args: MovesArgs, out: &mut impl Write) -> Result<()> {
    let (rules, pos) = args.game.load()?;
    let texts = legal_move_texts(&pos, &rules);
    match args.format {
        Format::Json => write_json(
            out,
            &json!({
                "variant": rules.id(),
                "position": write_position(&pos),
                "moves": texts,
            }),
        ),
        Format::Text => {
            for t in texts {
                writeln!(out, "{t}")?;
            }
            Ok(())
        }
    }
}

pub fn perft(args: PerftArgs, out: &mut impl Write) -> Result<()> {
    let (rules, pos) = args.game.load()?;
    let mut divide: Vec<(String, u64)> = if args.divide {
        engine::divide(&pos, &rules, args.depth)
            .into_iter()
            .map(|(mv, n)| (write_move(&pos, &rules, &mv), n))
            .collect()
    } else {
        Vec::new()
    };
    divide.sort();
    let nodes = if args.divide && args.depth > 0 {
        divide.iter().map(|(_, n)| n).sum()
    } else {
        engine::perft(&pos, &rules, args.depth)
    };
    match args.format {
        Format::Json => write_json(
            out,
            &json!({
                "variant": rules.id(),
                "position": write_position(&pos),
                "depth": args.depth,
                "nodes": nodes,
                "divide": divide.iter().map(|(m, n)| json!({"move": m, "nodes": n})).collect::<Vec<_>>(),
            }),
        ),
        Format::Text => {
            for (m, n) in &divide {
                writeln!(out, "{m}: {n}")?;
            }
            writeln!(out, "{nodes}")?;
            Ok(())
        }
    }
}

pub fn play(args: PlayArgs, out: &mut impl Write) -> Result<()> {
    let (rules, mut pos) = args.game.load()?;
    let mut played = Vec::new();
    for (i, text) in args.moves.iter().enumerate() {
        let mv = parse_move(&pos, &rules, text).with_context(|| {
            format!(
                "move {} (ply {}) under the {} variant",
                i + 1,
                pos.ply() + 1,
                rules.id()
            )
        })?;
        played.push(write_move(&pos, &rules, &mv));
        pos.play_unchecked(&rules, &mv);
    }
    let winner = pos.winner(&rules);
    match args.format {
        Format::Json => write_json(
            out,
            &json!({
                "variant": rules.id(),
                "moves": played,
                "position": write_position(&pos),
                "winner": winner,
            }),
        ),
        Format::Text => {
            writeln!(out, "{}", write_position(&pos))?;
            if let Some(w) = winner {
                writeln!(out, "The {w} have won.")?;
            }
            Ok(())
        }
    }
}
