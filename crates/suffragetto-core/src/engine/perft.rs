//! Perft: the number of move sequences of exactly a given length.

use super::lists::MoveLists;
use super::moves::Move;
use super::position::Position;
use super::rules::Rules;

/// Leaves at exactly `depth` plies (`pass`, `accept`, `decline` and exchanges
/// count as moves; a finished game contributes 0 below it). The moves of
/// each position come from [`MoveLists`], which searches again only the
/// pieces a move touched.
pub fn perft(pos: &Position, rules: &Rules, depth: u32) -> u64 {
    let mut lists: Vec<Vec<Move>> = (0..depth).map(|_| Vec::with_capacity(192)).collect();
    let mut kept = MoveLists::new(pos, rules);
    perft_with(pos, rules, depth, &mut lists, &mut kept)
}

fn perft_with(
    pos: &Position,
    rules: &Rules,
    depth: u32,
    lists: &mut [Vec<Move>],
    kept: &mut MoveLists,
) -> u64 {
    if depth == 0 {
        return 1;
    }
    let (list, rest) = lists.split_first_mut().expect("one list per ply");
    if depth == 1 {
        return kept.count(pos, rules, list) as u64;
    }
    kept.legal_moves_into(pos, rules, list);
    let mut total = 0;
    for mv in list.iter() {
        let mut next = pos.clone();
        next.play_unchecked(rules, mv);
        kept.push(pos, mv, &next);
        total += perft_with(&next, rules, depth - 1, rest, kept);
        kept.pop();
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
