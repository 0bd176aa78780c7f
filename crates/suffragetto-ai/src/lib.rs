//! Self-play: agents, games between them, and statistics over many games
//! per variant and per single rule difference. Never draws anything.

#![warn(missing_docs)]

pub mod ablate;
pub mod agents;
pub mod analyse;
pub mod bench;
pub mod eval;
mod ordering;
pub mod protocol;
pub mod ratings;
pub mod report;
pub mod runs;
mod search;
pub mod selfplay;
pub mod simulate;
pub mod stats;
pub mod strong;
pub mod tournament;

pub use agents::{Agent, AgentKind};
pub use selfplay::{GameSetup, GameStats, Probe, play_game};
pub use simulate::{Matchup, SimConfig, VariantReport, play_games, probes_for, report};
