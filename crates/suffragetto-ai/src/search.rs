//! The `search` agent: negamax alpha-beta with iterative deepening under a
//! node budget, moves ordered by their one-ply score, over the evaluation of
//! [`super::eval`].
//!
//! Who moves after a move is the engine's to say: where an exchange costs
//! no turn (`exchange.cost: move` or `free`), the same side moves again, and
//! a child's score is then the mover's own, not negated ([`child_value`]).

use super::agents::Agent;
use super::eval::{Weights, evaluate, score_move};
use super::ordering::{keys_into, pick};
use rand::rngs::ChaCha8Rng;
use rand::seq::SliceRandom;
use suffragetto_core::engine::{Move, Position, Rules};

/// Negamax alpha-beta with iterative deepening under a node budget.
pub(crate) struct SearchAgent {
    rng: ChaCha8Rng,
    weights: Weights,
    nodes: u32,
    buffers: Vec<Vec<Move>>,
    /// Per depth, the sort keys of the moves searched there.
    keys: Vec<Vec<u128>>,
}

struct Budget {
    left: u32,
}

/// The value for the side to move in `pos` of `next`, reached from `pos` by
/// one move, given `search(next, alpha, beta)` for the side to move in
/// `next`: the same window and value when the mover moves again, the
/// negated window and value when the turn passed.
pub(crate) fn child_value(
    pos: &Position,
    next: &Position,
    alpha: f64,
    beta: f64,
    search: impl FnOnce(f64, f64) -> Option<f64>,
) -> Option<f64> {
    if next.to_move() == pos.to_move() {
        search(alpha, beta)
    } else {
        search(-beta, -alpha).map(|v| -v)
    }
}

/// The value `v` of `next` for its side to move, as a value for the side to
/// move in `pos` (one move before): the same when the mover moves again,
/// negated when the turn passed.
pub(crate) fn for_mover(pos: &Position, next: &Position, v: f64) -> f64 {
    if next.to_move() == pos.to_move() {
        v
    } else {
        -v
    }
}

impl SearchAgent {
    /// A search agent spending at most `nodes` positions a move.
    pub(crate) fn new(rng: ChaCha8Rng, nodes: u32) -> SearchAgent {
        SearchAgent {
            rng,
            weights: Weights::default(),
            nodes,
            buffers: Vec::new(),
            keys: Vec::new(),
        }
    }

    fn negamax(
        &mut self,
        pos: &Position,
        rules: &Rules,
        depth: usize,
        mut alpha: f64,
        beta: f64,
        budget: &mut Budget,
    ) -> Option<f64> {
        if budget.left == 0 {
            return None;
        }
        budget.left -= 1;
        if depth == 0 || pos.winner(rules).is_some() {
            return Some(evaluate(pos, rules, &self.weights));
        }
        while self.buffers.len() <= depth {
            self.buffers.push(Vec::new());
            self.keys.push(Vec::new());
        }
        let mut moves = std::mem::take(&mut self.buffers[depth]);
        let mut keys = std::mem::take(&mut self.keys[depth]);
        pos.legal_moves_into(rules, &mut moves);
        let w = &self.weights;
        keys_into(&mut keys, &moves, |m| score_move(pos, rules, m, w));
        let mut best = f64::NEG_INFINITY;
        let mut result = Some(best);
        for j in 0..moves.len() {
            let mv = moves[pick(&mut keys, j)];
            let mut next = pos.clone();
            next.play_unchecked(rules, &mv);
            let Some(v) = child_value(pos, &next, alpha, beta, |a, b| {
                self.negamax(&next, rules, depth - 1, a, b, budget)
            }) else {
                result = None;
                break;
            };
            best = best.max(v);
            alpha = alpha.max(v);
            result = Some(best);
            if alpha >= beta {
                break;
            }
        }
        self.buffers[depth] = moves;
        self.keys[depth] = keys;
        result
    }

    /// The exact value of `mv` for the side to move in `pos`, searched to
    /// `depth` plies in all with a full window and no budget.
    #[cfg(test)]
    fn exact_value(&mut self, pos: &Position, rules: &Rules, mv: &Move, depth: usize) -> f64 {
        let mut next = pos.clone();
        next.play_unchecked(rules, mv);
        let mut budget = Budget { left: u32::MAX };
        child_value(pos, &next, f64::NEG_INFINITY, f64::INFINITY, |a, b| {
            self.negamax(&next, rules, depth - 1, a, b, &mut budget)
        })
        .expect("no budget")
    }
}

impl Agent for SearchAgent {
    fn choose(&mut self, pos: &Position, rules: &Rules, moves: &[Move]) -> usize {
        if moves.len() == 1 {
            return 0;
        }
        // A seeded shuffle before the stable sort breaks ties: the first
        // searched of equal moves is kept. (Noise added to the scores would
        // let a refuted move, whose score is only a bound, win on it.)
        let mut ordered: Vec<usize> = (0..moves.len()).collect();
        ordered.shuffle(&mut self.rng);
        let w = self.weights;
        let scores: Vec<f64> = moves
            .iter()
            .map(|m| score_move(pos, rules, m, &w))
            .collect();
        ordered.sort_by(|&a, &b| scores[b].total_cmp(&scores[a]));
        let mut best = ordered[0];
        let mut budget = Budget { left: self.nodes };
        for depth in 1..=4 {
            let mut alpha = f64::NEG_INFINITY;
            let mut depth_best = None;
            for &i in &ordered {
                let mut next = pos.clone();
                next.play_unchecked(rules, &moves[i]);
                let Some(v) = child_value(pos, &next, alpha, f64::INFINITY, |a, b| {
                    self.negamax(&next, rules, depth - 1, a, b, &mut budget)
                }) else {
                    depth_best = None;
                    break;
                };
                if v > alpha {
                    alpha = v;
                    depth_best = Some(i);
                }
            }
            match depth_best {
                Some(i) => best = i,
                None => break,
            }
            // Search the best move first next time.
            ordered.retain(|&i| i != best);
            ordered.insert(0, best);
        }
        best
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::SeedableRng;
    use suffragetto_core::engine::{Position, Setup};
    use suffragetto_core::notation::parse_pieces;
    use suffragetto_core::piece::Side;
    use suffragetto_core::variant::PointId;
    use suffragetto_core::variant::values::PieceCounts;

    /// The value of `pos` for `root` by plain minimax to `depth`: no
    /// negation at all, each node maximised or minimised by whose move it
    /// is, the evaluation turned to `root`'s side at the leaves.
    fn minimax(pos: &Position, rules: &Rules, root: Side, depth: usize, w: &Weights) -> f64 {
        if depth == 0 || pos.winner(rules).is_some() {
            let e = evaluate(pos, rules, w);
            return if pos.to_move() == root { e } else { -e };
        }
        let values = pos.legal_moves(rules).into_iter().map(|mv| {
            let mut next = pos.clone();
            next.play_unchecked(rules, &mv);
            minimax(&next, rules, root, depth - 1, w)
        });
        if pos.to_move() == root {
            values.fold(f64::NEG_INFINITY, f64::max)
        } else {
            values.fold(f64::INFINITY, f64::min)
        }
    }

    /// Where an exchange keeps the turn (`exchange.cost: move`: the answer;
    /// `free`: the proposal under `exchange.consent: demand`), the search
    /// must score those plies for the side that moves again. Each move's
    /// value is compared with plain minimax, which never negates.
    #[test]
    fn search_scores_an_exchange_that_keeps_the_turn_for_the_side_that_moves_again() {
        let english = suffragetto_core::engine::Rules::load("english").unwrap();
        let change =
            |r: &Rules, point, value: &str| r.with_value(point, &serde_json::json!(value)).unwrap();
        let demand = change(&english, PointId::ExchangeConsent, "demand");
        let cases = [
            (change(&english, PointId::ExchangeCost, "move"), 3),
            (change(&demand, PointId::ExchangeCost, "free"), 2),
            (english.clone(), 2),
        ];
        let mut same_mover_plies = 0;
        for (rules, depth) in &cases {
            for (pieces, side) in [
                ("Se9 Lg9 In15 Pm14", Side::Suffragettes),
                ("Se9 Lf8 Sg9 In15 Pm14 Pk12", Side::Police),
            ] {
                let setup = Setup::from_pieces(parse_pieces(pieces).unwrap(), side)
                    .capture_the_rest(PieceCounts {
                        large: 5,
                        small: 16,
                    });
                let pos = Position::from_setup(setup, rules).unwrap();
                let mut agent = SearchAgent::new(ChaCha8Rng::seed_from_u64(1), 1);
                let w = agent.weights;
                let moves = pos.legal_moves(rules);
                assert!(
                    moves.iter().any(|m| matches!(m, Move::Exchange(_))),
                    "{}: an exchange is on offer",
                    rules.id()
                );
                for mv in &moves {
                    let mut next = pos.clone();
                    next.play_unchecked(rules, mv);
                    same_mover_plies += next
                        .legal_moves(rules)
                        .iter()
                        .filter(|m| {
                            let mut n = next.clone();
                            n.play_unchecked(rules, m);
                            n.to_move() == next.to_move()
                        })
                        .count();
                    let want = minimax(&next, rules, pos.to_move(), depth - 1, &w);
                    let got = agent.exact_value(&pos, rules, mv, *depth);
                    assert!(
                        (want - got).abs() < 1e-9,
                        "{} {pieces}: {} is worth {want}, the search says {got}",
                        rules.id(),
                        suffragetto_core::notation::write_move(&pos, rules, mv)
                    );
                }
            }
        }
        assert!(
            same_mover_plies > 0,
            "no ply kept the turn: the test tests nothing"
        );
    }
}
