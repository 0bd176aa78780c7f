//! Players: uniformly random, one-ply greedy, alpha-beta search, and the
//! strong agent ([`super::strong`]), behind one trait. Each is seeded and
//! reproducible.

use super::eval::{Weights, score_move};
use super::search::SearchAgent;
use super::strong::{DEFAULT_LEVEL, StrongAgent, level_nodes, level_of};
use rand::rngs::ChaCha8Rng;
use rand::{RngExt, SeedableRng};
use std::fmt;
use std::str::FromStr;
use suffragetto_core::engine::{Move, Position, Rules};

/// A player: given a position and its legal moves (never empty), picks one.
pub trait Agent: Send {
    /// Index into `moves` of the chosen move.
    fn choose(&mut self, pos: &Position, rules: &Rules, moves: &[Move]) -> usize;
}

/// The kinds of agent, as the command line names them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AgentKind {
    /// `random`: uniformly random legal moves.
    Random,
    /// `greedy`: the best move one ply deep, with small seeded noise.
    Greedy,
    /// `search` or `search:NODES`: alpha-beta over the same evaluation,
    /// iterative deepening within a node budget (default 3000).
    Search {
        /// Positions searched per move, at most.
        nodes: u32,
    },
    /// `strong`, `strong:LEVEL` (1 to 3, default 2) or `strong:NODES` (100
    /// or more): alpha-beta with a transposition table and a quiescence
    /// search over captures, on a finer evaluation ([`super::strong`]).
    Strong {
        /// Positions searched per move, at most.
        nodes: u32,
    },
}

impl AgentKind {
    /// The strong agent at `level` (1 to 3).
    pub fn strong(level: u8) -> AgentKind {
        AgentKind::Strong {
            nodes: level_nodes(level) as u32,
        }
    }

    /// A fresh agent of this kind seeded with `seed`.
    pub fn make(self, seed: u64) -> Box<dyn Agent> {
        let rng = ChaCha8Rng::seed_from_u64(seed);
        match self {
            AgentKind::Random => Box::new(RandomAgent { rng }),
            AgentKind::Greedy => Box::new(GreedyAgent {
                rng,
                weights: Weights::default(),
                noise: 0.5,
            }),
            AgentKind::Search { nodes } => Box::new(SearchAgent::new(rng, nodes)),
            AgentKind::Strong { nodes } => Box::new(StrongAgent::new(nodes as u64, seed)),
        }
    }
}

impl fmt::Display for AgentKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            AgentKind::Random => f.write_str("random"),
            AgentKind::Greedy => f.write_str("greedy"),
            AgentKind::Search { nodes } if *nodes == DEFAULT_NODES => f.write_str("search"),
            AgentKind::Search { nodes } => write!(f, "search:{nodes}"),
            AgentKind::Strong { nodes } => match level_of(*nodes as u64) {
                Some(DEFAULT_LEVEL) => f.write_str("strong"),
                Some(level) => write!(f, "strong:{level}"),
                None => write!(f, "strong:{nodes}"),
            },
        }
    }
}

const DEFAULT_NODES: u32 = 3000;

impl FromStr for AgentKind {
    type Err = String;

    fn from_str(s: &str) -> Result<AgentKind, String> {
        match s.split_once(':') {
            None if s == "random" => Ok(AgentKind::Random),
            None if s == "greedy" => Ok(AgentKind::Greedy),
            None if s == "search" => Ok(AgentKind::Search {
                nodes: DEFAULT_NODES,
            }),
            None if s == "strong" => Ok(AgentKind::strong(DEFAULT_LEVEL)),
            Some(("strong", n)) => match n.parse::<u32>() {
                Ok(level @ 1..=3) => Ok(AgentKind::strong(level as u8)),
                Ok(nodes @ 100..) => Ok(AgentKind::Strong { nodes }),
                _ => Err(format!(
                    "`{s}`: expected strong:LEVEL with LEVEL 1, 2 or 3, or strong:NODES with NODES 100 or more"
                )),
            },
            Some(("search", n)) => match n.parse::<u32>() {
                Ok(nodes) if nodes > 0 => Ok(AgentKind::Search { nodes }),
                _ => Err(format!(
                    "`{s}`: expected search:NODES with NODES a whole number above 0"
                )),
            },
            _ => Err(format!(
                "unknown agent `{s}`: expected random, greedy, search, search:NODES, strong or strong:LEVEL (1-3)"
            )),
        }
    }
}

/// Uniformly random legal moves.
struct RandomAgent {
    rng: ChaCha8Rng,
}

impl Agent for RandomAgent {
    fn choose(&mut self, _: &Position, _: &Rules, moves: &[Move]) -> usize {
        self.rng.random_range(0..moves.len())
    }
}

/// The best move one ply deep by [`score_move`], ties broken by noise.
struct GreedyAgent {
    rng: ChaCha8Rng,
    weights: Weights,
    noise: f64,
}

impl Agent for GreedyAgent {
    fn choose(&mut self, pos: &Position, rules: &Rules, moves: &[Move]) -> usize {
        let mut best = (f64::NEG_INFINITY, 0);
        for (i, mv) in moves.iter().enumerate() {
            let s =
                score_move(pos, rules, mv, &self.weights) + self.noise * self.rng.random::<f64>();
            if s > best.0 {
                best = (s, i);
            }
        }
        best.1
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn agent_names_parse_and_print() {
        for s in [
            "random",
            "greedy",
            "search",
            "search:500",
            "strong",
            "strong:1",
            "strong:3",
        ] {
            assert_eq!(s.parse::<AgentKind>().unwrap().to_string(), s);
        }
        assert!("search:0".parse::<AgentKind>().is_err());
        assert_eq!(
            "strong:2".parse::<AgentKind>().unwrap().to_string(),
            "strong"
        );
        assert_eq!(
            "strong:6000".parse::<AgentKind>().unwrap().to_string(),
            "strong"
        );
        assert_eq!(
            "strong:500".parse::<AgentKind>().unwrap().to_string(),
            "strong:500"
        );
        assert!("strong:0".parse::<AgentKind>().is_err());
        assert!("strong:99".parse::<AgentKind>().is_err());
        assert!("strong:4".parse::<AgentKind>().is_err());
        assert!("clever".parse::<AgentKind>().is_err());
    }
}
