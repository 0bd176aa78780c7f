//! The strong agent: alpha-beta with a transposition table and a
//! quiescence search over captures, on an evaluation in units of one small
//! piece ([`eval`]), within a node budget set by its level.

pub mod eval;
pub mod search;

use super::agents::Agent;
pub use search::{Found, Limits, Searcher};
use suffragetto_core::engine::{Move, Position, Rules};

/// The levels, weakest first: positions searched per move.
pub const LEVEL_NODES: [u64; 3] = [2_000, 6_000, 20_000];

/// The level `strong` alone means.
pub const DEFAULT_LEVEL: u8 = 2;

/// The node budget of `level` (1 to 3).
pub fn level_nodes(level: u8) -> u64 {
    LEVEL_NODES[(level.clamp(1, 3) - 1) as usize]
}

/// The level whose budget is `nodes`, if one is.
pub fn level_of(nodes: u64) -> Option<u8> {
    LEVEL_NODES
        .iter()
        .position(|&n| n == nodes)
        .map(|i| i as u8 + 1)
}

/// The strong agent with a node budget; its table carries over between
/// moves.
pub struct StrongAgent {
    searcher: Searcher,
    nodes: u64,
}

impl StrongAgent {
    /// A strong agent searching `nodes` positions a move, seeded with `seed`.
    pub fn new(nodes: u64, seed: u64) -> StrongAgent {
        StrongAgent {
            searcher: Searcher::new(seed),
            nodes,
        }
    }
}

impl Agent for StrongAgent {
    fn choose(&mut self, pos: &Position, rules: &Rules, moves: &[Move]) -> usize {
        if moves.len() == 1 {
            return 0;
        }
        self.searcher.search(pos, rules, moves, self.nodes).best
    }
}
