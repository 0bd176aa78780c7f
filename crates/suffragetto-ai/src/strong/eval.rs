//! The strong agent's evaluation, in units of one small piece: material
//! (small 1, large 3), progress towards the goal building, pieces inside it
//! (more as a side nears the number that wins), and the move.

use crate::eval::{goal_distance, value};
use std::sync::OnceLock;
use suffragetto_core::engine::{Position, Rules};
use suffragetto_core::geometry::{NUM_SQUARES, Square};
use suffragetto_core::piece::{Piece, Side, Size};

/// A won game scores this much (less the plies it takes), lost the negative.
pub const WIN: f64 = 1000.0;

/// Scores above this (in absolute value) are won or lost games.
pub const WIN_BOUND: f64 = WIN - 500.0;

/// Per square nearer the goal building.
const PROGRESS: f64 = 0.25;
/// Per piece inside the goal building.
const INSIDE: f64 = 1.5;
/// Per piece inside, times the share of the winning number already there:
/// the last pieces in are worth more than the first.
const CLOSING: f64 = 3.0;
/// For having the move.
const TEMPO: f64 = 0.1;

/// Per piece code and square: what a piece standing there is worth (its
/// material and, outside its goal building, its progress towards it), and
/// whether it stands inside (code 0, no piece, is worth nothing). Every worth is a multiple of a quarter, so the
/// sums are exact whatever their order.
fn worth_table() -> &'static [[(f64, bool); NUM_SQUARES]; 5] {
    static TABLE: OnceLock<[[(f64, bool); NUM_SQUARES]; 5]> = OnceLock::new();
    TABLE.get_or_init(|| {
        let mut t = [[(0.0, false); NUM_SQUARES]; 5];
        for side in Side::BOTH {
            let goal = side.target_building();
            for size in [Size::Small, Size::Large] {
                let p = Piece { side, size };
                for sq in Square::all() {
                    let inside = sq.zone() == goal;
                    let progress = if inside {
                        0.0
                    } else {
                        PROGRESS * (16.0 - goal_distance(side, sq) as f64)
                    };
                    t[p.code() as usize][sq.index()] = (value(p) + progress, inside);
                }
            }
        }
        t
    })
}

/// One side's worth on the board.
fn side_value(pos: &Position, rules: &Rules, side: Side) -> f64 {
    let table = worth_table();
    let mut total = 0.0;
    let mut inside = 0usize;
    let board = pos.board();
    board.pieces(side).iter().for_each(|sq| {
        let (worth, within) = table[board.code(sq) as usize][sq.index()];
        total += worth;
        inside += within as usize;
    });
    let need = rules.values().win_condition.max(1) as f64;
    let inside = inside as f64;
    total + inside * (INSIDE + PROGRESS * 16.0) + CLOSING * inside * inside / need
}

/// Static evaluation from the side to move's point of view (a game already
/// won by the target rule scores ±[`WIN`]).
pub fn evaluate(pos: &Position, rules: &Rules) -> f64 {
    let me = pos.to_move();
    if let Some(w) = pos.target_winner(rules) {
        return if w == me { WIN } else { -WIN };
    }
    side_value(pos, rules, me) - side_value(pos, rules, me.opponent()) + TEMPO
}
