//! A cross-table of agents: each pair plays half its games with each side
//! (played by [`crate::runs`]).

use super::selfplay::GameStats;
use super::stats::{Estimate, proportion};
use serde::Serialize;
use suffragetto_core::piece::Side;

/// One pairing's result, from the row agent's point of view.
#[derive(Clone, Debug, Serialize)]
pub struct Pairing {
    /// Row agent.
    pub agent: String,
    /// Column agent.
    pub opponent: String,
    /// Games played.
    pub games: u64,
    /// Games the row agent won.
    pub wins: u64,
    /// Games the column agent won.
    pub losses: u64,
    /// Row agent's share of the games (unfinished count as not won).
    pub score: Estimate,
}

/// A cross-table.
#[derive(Clone, Debug, Serialize)]
pub struct TournamentReport {
    /// The variant's id.
    pub variant: String,
    /// Games per pairing.
    pub games_per_pairing: u32,
    /// Master seed.
    pub seed: u64,
    /// The agents, in the order given.
    #[serde(skip)]
    pub agents: Vec<String>,
    /// Both directions of every pairing.
    pub pairings: Vec<Pairing>,
}

/// Both rows of the pairing of `x` and `y` from its games in order: `x`
/// plays the Suffragettes in the even games and the Police in the odd ones.
pub fn pairings(x: &str, y: &str, games: &[GameStats]) -> [Pairing; 2] {
    let x_side = |i: usize| {
        if i.is_multiple_of(2) {
            Side::Suffragettes
        } else {
            Side::Police
        }
    };
    let n = games.len() as u64;
    let count = |f: &dyn Fn(usize, &GameStats) -> bool| {
        games.iter().enumerate().filter(|(i, g)| f(*i, g)).count() as u64
    };
    let wins = count(&|i, g| g.winner == Some(x_side(i)));
    let losses = count(&|i, g| g.winner == Some(x_side(i).opponent()));
    [
        Pairing {
            agent: x.to_string(),
            opponent: y.to_string(),
            games: n,
            wins,
            losses,
            score: proportion(wins, n),
        },
        Pairing {
            agent: y.to_string(),
            opponent: x.to_string(),
            games: n,
            wins: losses,
            losses: wins,
            score: proportion(losses, n),
        },
    ]
}
