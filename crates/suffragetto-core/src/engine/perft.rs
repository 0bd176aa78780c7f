//! Perft: the number of move sequences of exactly a given length.

use super::moves::Move;
use super::position::Position;
use super::rules::Rules;

/// Leaves at exactly `depth` plies (`pass`, `accept`, `decline` and exchanges
/// count as moves; a finished game contributes 0 below it).
pub fn perft(pos: &Position, rules: &Rules, depth: u32) -> u64 {
    let mut lists: Vec<Vec<Move>> = (0..depth).map(|_| Vec::with_capacity(192)).collect();
    perft_with(pos, rules, depth, &mut lists)
}

fn perft_with(pos: &Position, rules: &Rules, depth: u32, lists: &mut [Vec<Move>]) -> u64 {
    if depth == 0 {
        return 1;
    }
    let (list, rest) = lists.split_first_mut().expect("one list per ply");
    pos.legal_moves_into(rules, list);
    if depth == 1 {
        return list.len() as u64;
    }
    let mut total = 0;
    for mv in list.iter() {
        let mut next = pos.clone();
        next.play_unchecked(rules, mv);
        total += perft_with(&next, rules, depth - 1, rest);
    }
    total
}

/// Perft below each legal move, in generation order.
pub fn divide(pos: &Position, rules: &Rules, depth: u32) -> Vec<(Move, u64)> {
    if depth == 0 {
        return Vec::new();
    }
    pos.legal_moves(rules)
        .into_iter()
        .map(|mv| {
            let mut next = pos.clone();
            next.play_unchecked(rules, &mv);
            (mv, perft(&next, rules, depth - 1))
        })
        .collect()
}
