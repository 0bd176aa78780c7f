//! What the agents value: material, progress towards the goal building,
//! pieces inside it, and the danger of standing where an opponent can hop.
//! Whether a move wins and whether a piece can be captured are the
//! engine's answers (`Position::completes_target`,
//! `Position::capturable_after`), never worked out here.

use std::sync::OnceLock;
use suffragetto_core::engine::{Move, Position, Rules};
use suffragetto_core::geometry::{NUM_SQUARES, Square};
use suffragetto_core::piece::{Piece, Side};

/// Weights of the evaluation. The defaults were chosen by hand; they are
/// knobs for experiments, not measured optima.
#[derive(Clone, Copy, Debug)]
pub struct Weights {
    /// Per unit of material (small piece 1, large piece 3).
    pub material: f64,
    /// Per square nearer the goal building.
    pub progress: f64,
    /// Per own piece inside the goal building.
    pub inside: f64,
    /// Per unit of material of the moved piece left where it can be captured.
    pub hanging: f64,
}

impl Default for Weights {
    fn default() -> Weights {
        Weights {
            material: 4.0,
            progress: 1.0,
            inside: 6.0,
            hanging: 3.0,
        }
    }
}

/// Material value of a piece: small 1, large 3.
pub fn value(p: Piece) -> f64 {
    if p.is_large() { 3.0 } else { 1.0 }
}

/// Steps (king distance) from each square to the nearest square of each
/// side's goal building.
pub fn goal_distance(side: Side, sq: Square) -> u8 {
    static TABLE: OnceLock<[[u8; NUM_SQUARES]; 2]> = OnceLock::new();
    let t = TABLE.get_or_init(|| {
        let mut t = [[0u8; NUM_SQUARES]; 2];
        for side in Side::BOTH {
            let goal: Vec<Square> = side.target_squares().iter().collect();
            for s in Square::all() {
                t[side as usize][s.index()] = goal.iter().map(|g| g.distance(s)).min().unwrap_or(0);
            }
        }
        t
    });
    t[side as usize][sq.index()]
}

/// How good `mv` looks for the side to move, one ply deep.
pub fn score_move(pos: &Position, rules: &Rules, mv: &Move, w: &Weights) -> f64 {
    let side = pos.to_move();
    match *mv {
        Move::Step { from, to } | Move::Hop { from, to, .. } => {
            let piece = pos.piece_at(from).expect("legal move has a piece");
            let mut s = 0.0;
            mv.captured().iter().for_each(|c| {
                s += w.material * pos.piece_at(c).map_or(0.0, value);
            });
            s += w.progress * (goal_distance(side, from) as f64 - goal_distance(side, to) as f64);
            let goal = side.target_building();
            if to.zone() == goal && from.zone() != goal {
                s += w.inside;
            }
            if pos.completes_target(rules, mv) {
                s += 1000.0;
            }
            if pos.capturable_after(rules, mv, to) {
                s -= w.hanging * value(piece);
            }
            s
        }
        // An exchange is even in material, but getting pieces back helps the
        // side with fewer on the board: it proposes; the other side mostly
        // accepts (slightly above declining, so noise sometimes declines).
        Move::Exchange(o) if behind(pos, side) => w.material * 0.25 * o.total() as f64,
        Move::Exchange(_) => -1.0,
        Move::Accept(_) => 0.25,
        Move::Decline | Move::Pass => 0.0,
    }
}

/// Whether `side` has less material on the board than its opponent.
fn behind(pos: &Position, side: Side) -> bool {
    let material = |s: Side| -> f64 {
        pos.board()
            .pieces(s)
            .iter()
            .filter_map(|q| pos.piece_at(q))
            .map(value)
            .sum()
    };
    material(side) < material(side.opponent())
}

/// Static evaluation from the point of view of the side to move.
pub fn evaluate(pos: &Position, rules: &Rules, w: &Weights) -> f64 {
    if let Some(winner) = pos.winner(rules) {
        return if winner == pos.to_move() {
            10_000.0
        } else {
            -10_000.0
        };
    }
    let me = pos.to_move();
    let mut total = 0.0;
    for (sq, p) in pos.board().iter() {
        let sign = if p.side == me { 1.0 } else { -1.0 };
        let inside = sq.zone() == p.side.target_building();
        let v = w.material * value(p)
            + w.progress * (16.0 - goal_distance(p.side, sq) as f64)
            + if inside { w.inside } else { 0.0 };
        total += sign * v;
    }
    total
}
