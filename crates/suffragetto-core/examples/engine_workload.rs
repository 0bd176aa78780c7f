//! A fixed amount of engine work, for instruction counts under
//! `valgrind --tool=callgrind` (repeatable on a busy machine, unlike wall
//! time; see `docs/performance.md`):
//!
//! ```text
//! cargo build --release --example engine_workload
//! valgrind --tool=callgrind target/release/examples/engine_workload english 20
//! ```
//!
//! Lists the start position's moves 10,000 times, runs perft 3 (or the
//! depth given third) from the start and plays the given number of seeded
//! random games to the 2,500-ply cap; prints what it did so two runs can
//! be compared.

use rand::SeedableRng;
use rand::rngs::ChaCha8Rng;
use suffragetto_core::engine::{Rules, perft, random_playout};

fn main() {
    let mut args = std::env::args().skip(1);
    let variant = args.next().unwrap_or_else(|| "english".to_string());
    let games: u32 = args
        .next()
        .map_or(20, |n| n.parse().expect("a number of games"));
    let depth: u32 = args.next().map_or(3, |n| n.parse().expect("a perft depth"));
    let rules = Rules::load(&variant).unwrap_or_else(|e| panic!("{e}"));
    let start = rules.start();
    let mut buf = Vec::new();
    let mut listed = 0;
    for _ in 0..10_000 {
        start.legal_moves_into(&rules, std::hint::black_box(&mut buf));
        listed += buf.len();
    }
    let nodes = perft(&start, &rules, depth);
    let mut rng = ChaCha8Rng::seed_from_u64(1);
    let mut plies = 0;
    for _ in 0..games {
        let (_, r) = random_playout(&start, &rules, &mut rng, 2500, &mut buf);
        plies += r.plies as u64;
    }
    println!(
        "{variant}: listed {listed} moves, perft {depth} = {nodes}, {games} random games of {plies} plies"
    );
}
