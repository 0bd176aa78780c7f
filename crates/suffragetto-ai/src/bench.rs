//! How fast the engine is, on one core: move generation, perft, listing
//! the texts of every move of a position full of chains, random playouts,
//! greedy self-play and the strong agent's time per move at each level.
//! Use a release build.

use super::agents::AgentKind;
use super::selfplay::{GameSetup, play_game};
use rand::SeedableRng;
use rand::rngs::ChaCha8Rng;
use serde::Serialize;
use std::hint::black_box;
use std::io::{self, Write};
use std::time::{Duration, Instant};
use suffragetto_core::engine::{Move, Position, Rules, perft, random_playout};
use suffragetto_core::notation::{legal_move_texts, parse_position};
use suffragetto_core::piece::Side;
use suffragetto_core::report::{ReportFormat, unsupported, write_json};

/// What `bench` measured.
#[derive(Clone, Debug, Serialize)]
pub struct BenchReport {
    /// The variant's id.
    pub variant: String,
    /// Nanoseconds to list the start position's moves.
    pub start_position_moves_ns: f64,
    /// The same with the plain generator, which asks the rule predicates
    /// hop by hop (the reference the fast one is tested against); its time
    /// includes allocating the list.
    pub start_position_moves_plain_ns: f64,
    /// How many legal moves the start position has.
    pub start_position_moves: usize,
    /// Mid-game positions in the generation measurement.
    pub midgame_positions: usize,
    /// Legal moves generated per second over them.
    pub moves_generated_per_second: f64,
    /// How many legal moves [`CHAIN_POSITION`] has (none where it is not a
    /// position of the variant).
    pub chain_position_moves: Option<usize>,
    /// Milliseconds to generate them (perft 1).
    pub chain_position_moves_ms: Option<f64>,
    /// Milliseconds to list the canonical texts of them all, sorted (what
    /// `moves` prints and the server's table view sends).
    pub chain_position_texts_ms: Option<f64>,
    /// Perft 3 from the start: leaves.
    pub perft3_nodes: u64,
    /// Perft 3 from the start: seconds.
    pub perft3_seconds: f64,
    /// Uniformly random games to the cap, per second.
    pub random_playouts_per_second: f64,
    /// The ply cap of the random games.
    pub random_playout_cap: u32,
    /// Their mean length.
    pub random_playout_mean_plies: f64,
    /// Greedy against greedy games (cap 1000 plies) per second.
    pub greedy_games_per_second: f64,
    /// Milliseconds the strong agent takes per move at levels 1, 2 and 3,
    /// over the first [`STRONG_POSITIONS`] mid-game positions.
    pub strong_move_ms: [f64; 3],
    /// Positions a second the strong agent searches at level 2 over the
    /// same positions.
    pub strong_positions_per_second: f64,
    /// The speed aims and whether this run meets them.
    pub aims: Vec<Aim>,
    /// `release` or `debug`.
    pub build: &'static str,
}

/// A speed aim (`docs/performance.md`) and what this run measured against it.
#[derive(Clone, Debug, Serialize)]
pub struct Aim {
    /// What is aimed at, in words.
    pub aim: String,
    /// The measurement it is checked against, in the aim's units.
    pub measured: f64,
    /// Whether the measurement meets the aim.
    pub met: bool,
}

/// The aim for the start position's listing, in nanoseconds.
pub const AIM_START_NS: f64 = 700.0;
/// The aim for random playouts a second under the English online rules.
pub const AIM_PLAYOUTS: f64 = 1500.0;
/// The strong agent's positions a second at level 2 before the move lists
/// are kept between plies: the median of three `bench --seconds 1` runs of
/// a release build on the project's two-core machine shared with other
/// work (load about 4), December 2026, after the captures search and the
/// chains' hashing (`docs/performance.md`). The aim is twice as many.
pub const STRONG_BASELINE_PPS: f64 = 648_000.0;

/// The aims that apply to `variant` and what the run measured.
fn aims(variant: &str, start_ns: f64, playouts: f64, cap: u32, pps: f64) -> Vec<Aim> {
    let mut out = vec![Aim {
        aim: format!("start position listed in at most {AIM_START_NS:.0} ns"),
        measured: start_ns,
        met: start_ns <= AIM_START_NS,
    }];
    if variant == "english" && cap == DEFAULT_CAP {
        out.push(Aim {
            aim: format!("at least {AIM_PLAYOUTS:.0} random playouts a second"),
            measured: playouts,
            met: playouts >= AIM_PLAYOUTS,
        });
    }
    out.push(Aim {
        aim: format!(
            "the strong agent's positions a second at least doubled (2 x {STRONG_BASELINE_PPS:.0})"
        ),
        measured: pps,
        met: pps >= 2.0 * STRONG_BASELINE_PPS,
    });
    out
}

/// The random playouts' ply cap the aims are stated for.
pub const DEFAULT_CAP: u32 = 2500;

/// Mid-game positions the strong agent's time per move is measured on.
pub const STRONG_POSITIONS: usize = 10;

/// A composed English position whose chains make 18,193 legal moves (the
/// Suffragettes' pieces in a lattice that their Leaders hop through in
/// every order): where listing the moves' texts one search per move took
/// 30 s (`docs/performance.md`).
pub const CHAIN_POSITION: &str = "17/17/17/17/17/5S1S9/4SPSPLP1P5/5S1S1L7/4SPSPLP1P5/5S1S1L7/4SPSPSP1P5/4SS1S1L7/17/17/17/17/17 S 0+0 0+0 - 0";

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

/// Measures `rules` for about `seconds` a measurement; `seed` seeds the
/// random games and the mid-game positions; `cap` caps the random games.
pub fn bench(rules: &Rules, seconds: f64, seed: u64, cap: u32) -> BenchReport {
    let budget = Duration::from_secs_f64(seconds.max(0.01));
    let start = rules.start();
    let mut buf: Vec<Move> = Vec::with_capacity(256);

    let (calls, _, t) = measure(budget, || {
        black_box(&start).legal_moves_into(rules, &mut buf);
        buf.len() as u64
    });
    let start_ns = t.as_nanos() as f64 / calls as f64;
    let (calls, _, t) = measure(budget, || {
        black_box(&start).legal_moves_plain(rules).len() as u64
    });
    let start_plain_ns = t.as_nanos() as f64 / calls as f64;

    let mids = midgame_positions(rules, seed, 100);
    let (_, generated, t) = measure(budget, || {
        let mut n = 0;
        for p in &mids {
            black_box(p).legal_moves_into(rules, &mut buf);
            n += buf.len() as u64;
        }
        n
    });
    let moves_per_sec = generated as f64 / t.as_secs_f64();

    let chain = parse_position(CHAIN_POSITION, rules).ok();
    let chain_ms = |f: &mut dyn FnMut(&Position) -> u64| {
        chain.as_ref().map(|p| {
            let (calls, _, t) = measure(budget, || f(black_box(p)));
            t.as_secs_f64() * 1e3 / calls as f64
        })
    };
    let chain_moves_ms = chain_ms(&mut |p| {
        p.legal_moves_into(rules, &mut buf);
        buf.len() as u64
    });
    let chain_texts_ms = chain_ms(&mut |p| legal_move_texts(p, rules).len() as u64);

    let t0 = Instant::now();
    let nodes = perft(&start, rules, 3);
    let perft_s = t0.elapsed().as_secs_f64();

    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let (games, plies, t) = measure(budget, || {
        let (_, r) = random_playout(&start, rules, &mut rng, cap, &mut buf);
        r.plies as u64
    });
    let playouts_per_sec = games as f64 / t.as_secs_f64();

    let mut game = 0u64;
    let (games_played, _, t) = measure(budget, || {
        game += 1;
        let g = GameSetup {
            rules,
            agents: [AgentKind::Greedy, AgentKind::Greedy],
            first: if game.is_multiple_of(2) {
                Side::Suffragettes
            } else {
                Side::Police
            },
            seed: seed ^ game,
            max_plies: 1000,
            probes: &[],
            probe_every: 0,
        };
        play_game(&g).plies as u64
    });
    let greedy_per_sec = games_played as f64 / t.as_secs_f64();

    let strong = [1u8, 2, 3].map(|level| {
        let nodes = super::strong::level_nodes(level);
        let (calls, searched, t) = measure(budget, || {
            let mut searched = 0;
            for p in &mids[..STRONG_POSITIONS.min(mids.len())] {
                let moves = p.legal_moves(rules);
                if !moves.is_empty() {
                    let mut s = super::strong::Searcher::new(seed);
                    let found = s.search(p, rules, &moves, nodes);
                    black_box(found.best);
                    searched += found.nodes;
                }
            }
            searched
        });
        let ms = t.as_secs_f64() * 1e3 / (calls as f64 * STRONG_POSITIONS.min(mids.len()) as f64);
        (ms, searched as f64 / t.as_secs_f64())
    });
    let strong_move_ms = strong.map(|(ms, _)| ms);
    let strong_pps = strong[1].1;

    BenchReport {
        variant: rules.id().to_string(),
        start_position_moves_ns: start_ns,
        start_position_moves_plain_ns: start_plain_ns,
        start_position_moves: start.legal_moves(rules).len(),
        midgame_positions: mids.len(),
        moves_generated_per_second: moves_per_sec,
        chain_position_moves: chain.as_ref().map(|p| p.legal_moves(rules).len()),
        chain_position_moves_ms: chain_moves_ms,
        chain_position_texts_ms: chain_texts_ms,
        perft3_nodes: nodes,
        perft3_seconds: perft_s,
        random_playouts_per_second: playouts_per_sec,
        random_playout_cap: cap,
        random_playout_mean_plies: plies as f64 / games as f64,
        greedy_games_per_second: greedy_per_sec,
        strong_move_ms,
        strong_positions_per_second: strong_pps,
        aims: aims(rules.id(), start_ns, playouts_per_sec, cap, strong_pps),
        build: if cfg!(debug_assertions) {
            "debug"
        } else {
            "release"
        },
    }
}

impl BenchReport {
    /// Text: a line per measurement. JSON: the whole report.
    pub fn write(&self, out: &mut dyn Write, format: ReportFormat) -> io::Result<()> {
        match format {
            ReportFormat::Json => write_json(out, self),
            ReportFormat::Csv => Err(unsupported(format, "a benchmark")),
            ReportFormat::Text => {
                if self.build == "debug" {
                    writeln!(
                        out,
                        "warning: debug build; run `cargo run --release -- bench` for real numbers"
                    )?;
                }
                writeln!(out, "variant {}, one thread", self.variant)?;
                writeln!(
                    out,
                    "start position, all {} legal moves:   {:>12.0} ns",
                    self.start_position_moves, self.start_position_moves_ns
                )?;
                writeln!(
                    out,
                    "  the same, plain generator:            {:>12.0} ns",
                    self.start_position_moves_plain_ns
                )?;
                writeln!(
                    out,
                    "moves generated per second ({} mid-game positions): {:>12.0}",
                    self.midgame_positions, self.moves_generated_per_second
                )?;
                match (
                    self.chain_position_moves,
                    self.chain_position_moves_ms,
                    self.chain_position_texts_ms,
                ) {
                    (Some(n), Some(moves), Some(texts)) => writeln!(
                        out,
                        "position full of chains, all {n} legal moves: {moves:>9.1} ms, \
                         their texts listed: {texts:>9.1} ms"
                    )?,
                    _ => writeln!(
                        out,
                        "position full of chains: not a position of this variant"
                    )?,
                }
                writeln!(
                    out,
                    "perft 3 from the start ({} nodes):  {:>12.3} s",
                    self.perft3_nodes, self.perft3_seconds
                )?;
                writeln!(
                    out,
                    "random playouts per second (cap {} plies, mean {:.0} plies): {:>8.1}",
                    self.random_playout_cap,
                    self.random_playout_mean_plies,
                    self.random_playouts_per_second
                )?;
                writeln!(
                    out,
                    "greedy v greedy games per second (cap 1000 plies): {:>8.1}",
                    self.greedy_games_per_second
                )?;
                let [a, b, c] = self.strong_move_ms;
                writeln!(
                    out,
                    "strong agent, ms a move at levels 1, 2, 3:     {a:>6.1} {b:>6.1} {c:>6.1}"
                )?;
                writeln!(
                    out,
                    "strong agent, positions a second at level 2: {:>12.0}",
                    self.strong_positions_per_second
                )?;
                writeln!(out, "speed aims, this build on this machine:")?;
                for a in &self.aims {
                    writeln!(
                        out,
                        "  {}: {:.0}, {}",
                        a.aim,
                        a.measured,
                        if a.met { "met" } else { "not met" }
                    )?;
                }
                Ok(())
            }
        }
    }
}
