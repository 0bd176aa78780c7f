//! One game between two agents, with everything the statistics need.

use super::agents::AgentKind;
use serde::{Deserialize, Serialize};
use std::sync::Arc;
use suffragetto_core::engine::analysis::{Comparison, Scope};
use suffragetto_core::engine::{Game, Move, Rules};
use suffragetto_core::piece::{Side, Size};

/// A variant that differs from the one being played in one rule point, used
/// to see how often that point matters: a sampled position counts when the
/// two generate a different number of legal moves.
#[derive(Clone, Debug)]
pub struct Probe {
    /// The rule point.
    pub point: suffragetto_core::variant::PointId,
    /// Its value in the probe (as text).
    pub value: String,
    /// The probe's rules.
    pub rules: Rules,
}

/// How to play one game.
#[derive(Clone, Copy, Debug)]
pub struct GameSetup<'a> {
    /// The variant.
    pub rules: &'a Rules,
    /// The Suffragettes' agent and the Police's agent.
    pub agents: [AgentKind; 2],
    /// Who moves first.
    pub first: Side,
    /// Seed for both agents.
    pub seed: u64,
    /// Stop after this many plies and call the game unfinished.
    pub max_plies: u32,
    /// Rule-point probes.
    pub probes: &'a [Probe],
    /// Sample every this many plies for the probes.
    pub probe_every: u32,
}

/// What happened in one game.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct GameStats {
    /// Who moved first (`None` only in a default value).
    pub first: Option<Side>,
    /// The winner, `None` if the cap was reached.
    pub winner: Option<Side>,
    /// Plies played.
    pub plies: u32,
    /// Captures: `[capturing side][captured size]`, side S=0 P=1, size small=0 large=1.
    pub captures: [[u32; 2]; 2],
    /// Pieces captured by moves that captured two or more.
    pub captures_in_chains: u32,
    /// Exchange moves made: proposals where consent is needed, else demands.
    pub exchanges_proposed: u32,
    /// Proposals accepted.
    pub exchanges_accepted: u32,
    /// Proposals declined.
    pub exchanges_declined: u32,
    /// Exchanges that took place (accepted or demanded).
    pub exchanges_made: u32,
    /// Sum over plies of the number of legal moves.
    pub legal_moves: u64,
    /// Per probe: sampled positions where it changed the legal moves.
    pub probe_hits: Vec<u32>,
    /// Positions sampled for the probes.
    pub probe_samples: u32,
}

/// A 64-bit mix (splitmix64), to derive independent seeds.
pub fn mix(x: u64) -> u64 {
    let mut z = x.wrapping_add(0x9e37_79b9_7f4a_7c15);
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}

/// Plays one game and records it.
pub fn play_game(g: &GameSetup<'_>) -> GameStats {
    play_game_with(g, &mut Vec::with_capacity(256))
}

/// [`play_game`], reusing `moves` for the move lists.
fn play_game_with(g: &GameSetup<'_>, moves: &mut Vec<Move>) -> GameStats {
    let rules = g.rules;
    let mut agents = [
        g.agents[0].make(mix(g.seed)),
        g.agents[1].make(mix(g.seed ^ 1)),
    ];
    let mut game = Game::new(Arc::new(rules.clone()), rules.start_with(g.first));
    let mut stats = GameStats {
        first: Some(g.first),
        probe_hits: vec![0; g.probes.len()],
        ..GameStats::default()
    };
    let consent =
        rules.values().exchange_consent == suffragetto_core::variant::values::Consent::Required;
    while stats.plies < g.max_plies {
        let pos = game.position();
        pos.legal_moves_into(rules, moves);
        if moves.is_empty() {
            break;
        }
        stats.legal_moves += moves.len() as u64;
        let side = pos.to_move();
        let mv = moves[agents[side as usize].choose(pos, rules, moves)];
        if !g.probes.is_empty() && stats.plies.is_multiple_of(g.probe_every.max(1)) {
            stats.probe_samples += 1;
            let here = Comparison::with_moves(pos, rules, moves.clone());
            for (i, p) in g.probes.iter().enumerate() {
                // The point matters here if the other value changes the legal
                // moves, or what the chosen move does.
                if here.differs(&p.rules, Scope::Move(&mv)) {
                    stats.probe_hits[i] += 1;
                }
            }
        }
        match mv {
            Move::Hop { captured, .. } if !captured.is_empty() => {
                for sq in captured.iter() {
                    if let Some(p) = pos.piece_at(sq) {
                        stats.captures[side as usize][(p.size == Size::Large) as usize] += 1;
                    }
                }
                if captured.len() >= 2 {
                    stats.captures_in_chains += captured.len() as u32;
                }
            }
            Move::Exchange(_) => {
                stats.exchanges_proposed += 1;
                if !consent {
                    stats.exchanges_made += 1;
                }
            }
            Move::Accept(_) => {
                stats.exchanges_accepted += 1;
                stats.exchanges_made += 1;
            }
            Move::Decline => stats.exchanges_declined += 1,
            _ => {}
        }
        game.play_unchecked(mv);
        stats.plies += 1;
        if let Some(w) = game.outcome().winner() {
            stats.winner = Some(w);
            break;
        }
    }
    stats
}
