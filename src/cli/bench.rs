//! `bench`: the engine's speed on one core. Build with `--release`.

use anyhow::Result;
use clap::Args;
use rand::SeedableRng;
use rand::rngs::ChaCha8Rng;
use serde_json::json;
use std::hint::black_box;
use std::io::Write;
use std::time::{Duration, Instant};
use suffragetto::ai::{AgentKind, GameSetup, play_game};
use suffragetto::engine::{Move, Position, Rules, perft, random_playout};
use suffragetto::piece::Side;

use super::{Format, write_json};

#[derive(Args, Debug)]
pub struct BenchArgs {
    /// Variant to measure.
    #[arg(long, short = 'v', default_value = "english", value_name = "ID|FILE")]
    variant: String,
    /// Seconds to spend on each measurement.
    #[arg(long, default_value_t = 2.0)]
    seconds: f64,
    /// Seed for the random playouts and the sampled mid-game positions.
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Ply cap of the random playouts.
    #[arg(long, default_value_t = 2500)]
    cap: u32,
    /// Output format.
    #[arg(long, value_enum, default_value_t)]
    format: Format,
}

/// Runs `f` repeatedly for about `budget`; returns (calls, elapsed).
fn measure(budget: Duration, mut f: impl FnMut() -> u64) -> (u64, u64, Duration) {
    let start = Instant::now();
    let (mut calls, mut work) = (0u64, 0u64);
    while start.elapsed() < budget || calls == 0 {
        work += f();
        calls += 1;
    }
    (calls, work, start.elapsed())
}

/// Mid-game positions: from seeded random games, the positions at plies 20,
/// 40, ... 200 that are not over.
pub fn midgame_positions(rules: &Rules, seed: u64, count: usize) -> Vec<Position> {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut buf = Vec::new();
    let mut out = Vec::new();
    while out.len() < count {
        let mut pos = rules.start();
        for _ in 0..10 {
            let (next, r) = random_playout(&pos, rules, &mut rng, 20, &mut buf);
            if r.winner.is_some() || r.plies < 20 {
                break;
            }
            out.push(next.clone());
            pos = next;
        }
    }
    out.truncate(count);
    out
}

pub fn bench(args: BenchArgs, out: &mut impl Write) -> Result<()> {
    let rules = Rules::load(&args.variant)?;
    let budget = Duration::from_secs_f64(args.seconds.max(0.01));
    let start = rules.start();
    let mut buf: Vec<Move> = Vec::with_capacity(256);

    let (calls, _, t) = measure(budget, || {
        black_box(&start).legal_moves_into(&rules, &mut buf);
        buf.len() as u64
    });
    let start_ns = t.as_nanos() as f64 / calls as f64;

    let mids = midgame_positions(&rules, args.seed, 100);
    let (_, generated, t) = measure(budget, || {
        let mut n = 0;
        for p in &mids {
            black_box(p).legal_moves_into(&rules, &mut buf);
            n += buf.len() as u64;
        }
        n
    });
    let moves_per_sec = generated as f64 / t.as_secs_f64();

    let t0 = Instant::now();
    let nodes = perft(&start, &rules, 3);
    let perft_s = t0.elapsed().as_secs_f64();

    let mut rng = ChaCha8Rng::seed_from_u64(args.seed);
    let (games, plies, t) = measure(budget, || {
        let (_, r) = random_playout(&start, &rules, &mut rng, args.cap, &mut buf);
        r.plies as u64
    });
    let playouts_per_sec = games as f64 / t.as_secs_f64();

    let mut game = 0u64;
    let (games_played, _, t) = measure(budget, || {
        game += 1;
        let g = GameSetup {
            rules: &rules,
            agents: [AgentKind::Greedy, AgentKind::Greedy],
            first: if game.is_multiple_of(2) {
                Side::Suffragettes
            } else {
                Side::Police
            },
            seed: args.seed ^ game,
            max_plies: 1000,
            probes: &[],
            probe_every: 0,
        };
        play_game(&g).plies as u64
    });
    let greedy_per_sec = games_played as f64 / t.as_secs_f64();

    let report = json!({
        "variant": rules.id(),
        "start_position_moves_ns": start_ns,
        "midgame_positions": mids.len(),
        "moves_generated_per_second": moves_per_sec,
        "perft3_nodes": nodes,
        "perft3_seconds": perft_s,
        "random_playouts_per_second": playouts_per_sec,
        "random_playout_cap": args.cap,
        "random_playout_mean_plies": plies as f64 / games as f64,
        "greedy_games_per_second": greedy_per_sec,
        "build": if cfg!(debug_assertions) { "debug" } else { "release" },
    });
    match args.format {
        Format::Json => write_json(out, &report),
        Format::Text => {
            if cfg!(debug_assertions) {
                writeln!(
                    out,
                    "warning: debug build; run `cargo run --release -- bench` for real numbers"
                )?;
            }
            writeln!(out, "variant {}, one thread", rules.id())?;
            writeln!(
                out,
                "start position, all {} legal moves:   {start_ns:>12.0} ns",
                buf.len().max(119)
            )?;
            writeln!(
                out,
                "moves generated per second ({} mid-game positions): {moves_per_sec:>12.0}",
                mids.len()
            )?;
            writeln!(
                out,
                "perft 3 from the start ({nodes} nodes):  {perft_s:>12.3} s"
            )?;
            writeln!(
                out,
                "random playouts per second (cap {} plies, mean {:.0} plies): {playouts_per_sec:>8.1}",
                args.cap,
                plies as f64 / games as f64
            )?;
            writeln!(
                out,
                "greedy v greedy games per second (cap 1000 plies): {greedy_per_sec:>8.1}"
            )?;
            Ok(())
        }
    }
}
