//! A fixed amount of the strong agent's work, for instruction counts under
//! `valgrind --tool=callgrind` (repeatable on a busy machine, unlike wall
//! time; see `docs/performance.md`):
//!
//! ```text
//! cargo build --release -p suffragetto-ai --example strong_workload
//! valgrind --tool=callgrind target/release/examples/strong_workload english 2
//! ```
//!
//! Searches the bench's ten mid-game positions at level 2 (6,000 positions,
//! a fresh table each) and plays the given number of seeded games of the
//! strong agent at 1,000 positions a move against itself (the published
//! data's budget); prints each search's move, score and positions and each
//! game's outcome, so that two builds can be compared line by line.

use suffragetto_ai::bench::{STRONG_POSITIONS, midgame_positions};
use suffragetto_ai::strong::{Searcher, level_nodes};
use suffragetto_ai::{AgentKind, GameSetup, play_game};
use suffragetto_core::engine::Rules;
use suffragetto_core::piece::Side;

fn main() {
    let mut args = std::env::args().skip(1);
    let variant = args.next().unwrap_or_else(|| "english".to_string());
    let games: u64 = args
        .next()
        .map_or(2, |n| n.parse().expect("a number of games"));
    let rules = Rules::load(&variant).unwrap_or_else(|e| panic!("{e}"));
    let mut searched = 0;
    for (i, p) in midgame_positions(&rules, 1, STRONG_POSITIONS)
        .iter()
        .enumerate()
    {
        let moves = p.legal_moves(&rules);
        if moves.is_empty() {
            continue;
        }
        let found = Searcher::new(1).search(p, &rules, &moves, level_nodes(2));
        searched += found.nodes;
        println!(
            "position {i}: move {} score {:.3} depth {} positions {}",
            found.best, found.score, found.depth, found.nodes
        );
    }
    let strong = AgentKind::Strong { nodes: 1000 };
    for g in 0..games {
        let stats = play_game(&GameSetup {
            rules: &rules,
            agents: [strong, strong],
            first: if g % 2 == 0 {
                Side::Suffragettes
            } else {
                Side::Police
            },
            seed: 7 + g,
            max_plies: 1000,
            probes: &[],
            probe_every: 0,
        });
        println!(
            "game {g}: winner {:?} plies {} captures {:?} legal moves seen {}",
            stats.winner, stats.plies, stats.captures, stats.legal_moves
        );
    }
    println!("{variant}: {searched} positions searched at level 2, {games} games");
}
