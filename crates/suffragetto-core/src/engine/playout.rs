//! Uniformly random play, for benchmarks, tests and sampling positions.

use super::moves::Move;
use super::position::Position;
use super::rules::Rules;
use crate::piece::Side;
use rand::Rng;

/// How a random game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PlayoutResult {
    /// Plies played.
    pub plies: u32,
    /// The winner, or `None` if the cap was reached first.
    pub winner: Option<Side>,
}

/// Plays uniformly random legal moves from `pos` until the game ends or
/// `max_plies` plies have been played. `buf` is reused for move lists.
pub fn random_playout<R: Rng + ?Sized>(
    pos: &Position,
    rules: &Rules,
    rng: &mut R,
    max_plies: u32,
    buf: &mut Vec<Move>,
) -> (Position, PlayoutResult) {
    let mut pos = pos.clone();
    let mut plies = 0;
    let mut counts = super::fast::Playout::new(&pos, rules);
    while plies < max_plies {
        // The move `buf[rng.random_range(0..buf.len())]` would be after
        // `pos.legal_moves_into(rules, buf)`, without writing every move.
        let Some(mv) = counts.random_move(&pos, rules, rng, buf) else {
            break;
        };
        pos.play_unchecked(rules, &mv);
        counts.played(&pos, rules, &mv);
        plies += 1;
    }
    let winner = pos.winner(rules);
    (pos, PlayoutResult { plies, winner })
}
