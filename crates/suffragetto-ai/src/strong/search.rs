//! Alpha-beta (negamax) with iterative deepening under a node budget, a
//! transposition table, and a quiescence search that plays captures (and
//! moves that win) out to a quiet position before evaluating.

use super::eval::{WIN, WIN_BOUND, evaluate};
use crate::eval::{Weights, score_move, value};
use crate::ordering::{keys_into, pick};
use crate::search::{child_value, for_mover};
use crate::selfplay::mix;
use rand::rngs::ChaCha8Rng;
use rand::seq::SliceRandom;
use rand::{RngExt, SeedableRng};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, OnceLock};
use std::time::Instant;
use suffragetto_core::engine::{Counts, Move, Position, Rules};
use suffragetto_core::geometry::NUM_SQUARES;
use suffragetto_core::variant::values::NoMove;

/// Deepest iteration tried (the budget usually stops it sooner).
const MAX_DEPTH: u32 = 16;
/// Plies of captures the quiescence search follows at most.
const MAX_QUIET: u32 = 8;
/// Captures (the most valuable first) the quiescence search tries per
/// position: two keep it cheap and were measured stronger than all.
const QUIET_WIDTH: usize = 2;
/// Transposition table entries (a power of two).
const TT_SIZE: usize = 1 << 15;

/// What a search found at the root.
#[derive(Clone, Debug)]
pub struct Found {
    /// Index of the best move in the moves given.
    pub best: usize,
    /// Its score for the side to move, in small pieces; beyond
    /// ±[`WIN_BOUND`] a won or lost game.
    pub score: f64,
    /// The deepest iteration completed (at least 1).
    pub depth: u32,
    /// Positions visited.
    pub nodes: u64,
    /// The expected line, the best move first.
    pub line: Vec<Move>,
}

#[derive(Clone, Copy, Default)]
struct Entry {
    key: u64,
    depth: u32,
    score: f64,
    bound: Bound,
    best: Option<Move>,
}

#[derive(Clone, Copy, Default, PartialEq, Eq)]
enum Bound {
    #[default]
    Exact,
    Lower,
    Upper,
}

/// The searcher: reusable between moves of one game (the table carries
/// over), deterministic for a given seed.
pub struct Searcher {
    table: Vec<Entry>,
    left: u64,
    used: u64,
    buffers: Vec<Vec<Move>>,
    rng: ChaCha8Rng,
    weights: Weights,
    /// Per ply, the last two quiet moves that caused a cut-off there.
    killers: Vec<[Option<Move>; 2]>,
    /// When a time-limited search must stop, if it is one.
    deadline: Option<Instant>,
    /// Set by another thread to stop the search.
    stop: Option<Arc<AtomicBool>>,
    /// Per ply, the sort keys of the moves being searched there
    /// ([`order_keys`]).
    keys: Vec<Vec<u128>>,
}

/// What may end a search besides its node budget: a deadline (`movetime`),
/// a depth, and a flag another thread sets (`stop`). The search stops at
/// whichever comes first and plays the best move of the deepest iteration
/// it finished (or of the one it was in, where that found a better move).
#[derive(Clone, Debug, Default)]
pub struct Limits {
    /// Positions, at most.
    pub nodes: Option<u64>,
    /// Wall time, at most.
    pub movetime: Option<std::time::Duration>,
    /// Plies of full-width search, at most.
    pub depth: Option<u32>,
    /// Stops the search when set.
    pub stop: Option<Arc<AtomicBool>>,
}

/// How often (in positions) a search with a deadline or stop flag looks
/// at the clock and the flag.
const CHECK_EVERY: u64 = 256;

/// Random keys per (square, piece code) and for the rest of a position.
fn keys() -> &'static ([[u64; 5]; NUM_SQUARES], [u64; 2]) {
    static KEYS: OnceLock<([[u64; 5]; NUM_SQUARES], [u64; 2])> = OnceLock::new();
    KEYS.get_or_init(|| {
        let mut rng = ChaCha8Rng::seed_from_u64(0x5_0ff2_a9e0);
        let mut sq = [[0u64; 5]; NUM_SQUARES];
        for row in sq.iter_mut() {
            for k in row.iter_mut() {
                *k = rng.random();
            }
        }
        let mut rest = [0u64; 2];
        for k in rest.iter_mut() {
            *k = rng.random();
        }
        (sq, rest)
    })
}

/// A 64-bit key of everything that decides the future of a position (the
/// ply aside).
fn key(pos: &Position) -> u64 {
    let (sq, rest) = keys();
    let mut h = rest[pos.to_move() as usize];
    let board = pos.board();
    board.occupied().iter().for_each(|s| {
        h ^= sq[s.index()][board.code(s) as usize];
    });
    let c = |x: Counts| ((x.large as u64) << 8) | x.small as u64;
    let rest_of_it = c(pos.prison())
        | (c(pos.hospital()) << 16)
        | ((pos.exchanged_this_turn() as u64) << 32)
        | ((pos.in_window() as u64) << 33)
        | ((pos.pending_early() as u64) << 34);
    let offer = pos.pending().map_or(u64::MAX, |o| {
        c(o.suffragettes) | (c(o.police) << 16) | ((o.placement.bits() as u64) << 32)
    });
    h ^ mix(rest_of_it) ^ mix(offer ^ 0x5bd1_e995_9e37_79b9)
}

/// Scores of won games count from the node, not the root, in the table.
fn to_table(score: f64, ply: u32) -> f64 {
    if score > WIN_BOUND {
        score + ply as f64
    } else if score < -WIN_BOUND {
        score - ply as f64
    } else {
        score
    }
}

fn from_table(score: f64, ply: u32) -> f64 {
    if score > WIN_BOUND {
        score - ply as f64
    } else if score < -WIN_BOUND {
        score + ply as f64
    } else {
        score
    }
}

/// The score of a position without moves, or with a filled goal building.
fn terminal(pos: &Position, rules: &Rules, ply: u32, has_moves: bool) -> Option<f64> {
    if let Some(w) = pos.target_winner(rules) {
        let s = WIN - ply as f64;
        return Some(if w == pos.to_move() { s } else { -s });
    }
    if has_moves {
        return None;
    }
    Some(match rules.values().end_no_move {
        NoMove::Lose => -(WIN - ply as f64),
        NoMove::Pass => 0.0,
    })
}

impl Searcher {
    /// A searcher seeded with `seed` (the seed only breaks ties at the root).
    pub fn new(seed: u64) -> Searcher {
        Searcher {
            table: vec![Entry::default(); TT_SIZE],
            left: 0,
            used: 0,
            buffers: Vec::new(),
            rng: ChaCha8Rng::seed_from_u64(seed),
            weights: Weights::default(),
            killers: vec![[None; 2]; MAX_DEPTH as usize + MAX_QUIET as usize + 2],
            deadline: None,
            stop: None,
            keys: Vec::new(),
        }
    }

    /// Searches `pos` (whose legal moves are `moves`, not empty) within
    /// `limits` (without nodes, depth or time, to the deepest depth
    /// searched); `report` is told the best move, score, depth, positions
    /// and line after each finished iteration.
    pub fn search_limited(
        &mut self,
        pos: &Position,
        rules: &Rules,
        moves: &[Move],
        limits: &Limits,
        report: &mut dyn FnMut(&Found),
    ) -> Found {
        self.deadline = limits.movetime.map(|t| Instant::now() + t);
        self.stop = limits.stop.clone();
        let depth = limits.depth.map_or(MAX_DEPTH, |d| d.clamp(1, MAX_DEPTH));
        let nodes = limits.nodes.unwrap_or(u64::MAX).max(1);
        let found = self.run_reporting(pos, rules, moves, nodes, depth, Some(report));
        self.deadline = None;
        self.stop = None;
        found
    }

    /// Searches `pos` (whose legal moves are `moves`, not empty) within
    /// `nodes` positions.
    pub fn search(&mut self, pos: &Position, rules: &Rules, moves: &[Move], nodes: u64) -> Found {
        self.run(pos, rules, moves, nodes.max(1), MAX_DEPTH)
    }

    /// Searches `pos` to exactly `depth` plies (and the captures after
    /// them), however many positions that takes.
    pub fn search_depth(
        &mut self,
        pos: &Position,
        rules: &Rules,
        moves: &[Move],
        depth: u32,
    ) -> Found {
        self.run(pos, rules, moves, u64::MAX, depth.max(1))
    }

    /// The value of each of `moves` for the side to move in `pos` by plain
    /// negamax to `depth` plies in all, every move searched, no table, with
    /// the same evaluation after the same capture search: what
    /// [`search_depth`](Self::search_depth) must find with all its pruning.
    pub fn plain_values(
        &mut self,
        pos: &Position,
        rules: &Rules,
        moves: &[Move],
        depth: u32,
    ) -> Vec<f64> {
        self.left = u64::MAX;
        moves
            .iter()
            .map(|mv| {
                let mut next = pos.clone();
                next.play_unchecked(rules, mv);
                let v = self.plain(&next, rules, depth.max(1) - 1, 1);
                for_mover(pos, &next, v)
            })
            .collect()
    }

    fn plain(&mut self, pos: &Position, rules: &Rules, depth: u32, ply: u32) -> f64 {
        if let Some(s) = terminal(pos, rules, ply, true) {
            return s;
        }
        if depth == 0 {
            let v = self.quiesce(pos, rules, f64::NEG_INFINITY, f64::INFINITY, ply, 0);
            return v.expect("no budget");
        }
        let moves = pos.legal_moves(rules);
        if moves.is_empty() {
            return terminal(pos, rules, ply, false).expect("a position without moves");
        }
        let mut best = f64::NEG_INFINITY;
        for mv in &moves {
            let mut next = pos.clone();
            next.play_unchecked(rules, mv);
            let v = self.plain(&next, rules, depth - 1, ply + 1);
            best = best.max(for_mover(pos, &next, v));
        }
        best
    }

    fn run(
        &mut self,
        pos: &Position,
        rules: &Rules,
        moves: &[Move],
        nodes: u64,
        max_depth: u32,
    ) -> Found {
        self.run_reporting(pos, rules, moves, nodes, max_depth, None)
    }

    fn run_reporting(
        &mut self,
        pos: &Position,
        rules: &Rules,
        moves: &[Move],
        nodes: u64,
        max_depth: u32,
        mut report: Option<&mut dyn FnMut(&Found)>,
    ) -> Found {
        self.left = nodes;
        self.used = 0;
        // A seeded shuffle before the stable sort breaks ties between moves
        // that look alike: the first searched of equal moves is kept. (Adding
        // noise to the scores instead would let a refuted move, whose score
        // is only a bound equal to the best, win on its noise.)
        let mut order: Vec<usize> = (0..moves.len()).collect();
        order.shuffle(&mut self.rng);
        let scores: Vec<f64> = moves
            .iter()
            .map(|m| score_move(pos, rules, m, &self.weights))
            .collect();
        order.sort_by(|&a, &b| scores[b].total_cmp(&scores[a]));
        let mut best = (order[0], 0.0);
        let mut depth_done = 0;
        for depth in 1..=max_depth {
            let mut alpha = f64::NEG_INFINITY;
            let mut found = None;
            let mut aborted = false;
            for &i in &order {
                let mut next = pos.clone();
                next.play_unchecked(rules, &moves[i]);
                let Some(v) = self.child(pos, &next, rules, depth - 1, alpha, f64::INFINITY, 1)
                else {
                    aborted = true;
                    break;
                };
                if v > alpha {
                    alpha = v;
                    found = Some((i, v));
                }
            }
            if let Some(f) = found {
                best = f;
            }
            if aborted {
                break;
            }
            depth_done = depth;
            if let Some(report) = report.as_mut() {
                report(&Found {
                    best: best.0,
                    score: best.1,
                    depth,
                    nodes: self.used,
                    line: self.line(pos, rules, moves[best.0]),
                });
            }
            order.retain(|&i| i != best.0);
            order.insert(0, best.0);
            if best.1.abs() > WIN_BOUND {
                break;
            }
        }
        let line = self.line(pos, rules, moves[best.0]);
        Found {
            best: best.0,
            score: best.1,
            depth: depth_done.max(1),
            nodes: self.used,
            line,
        }
    }

    /// The expected line: `first`, then the table's best moves while they
    /// are legal.
    fn line(&self, pos: &Position, rules: &Rules, first: Move) -> Vec<Move> {
        let mut line = vec![first];
        let mut p = pos.clone();
        p.play_unchecked(rules, &first);
        while line.len() < 12 && p.target_winner(rules).is_none() {
            let e = self.table[key(&p) as usize & (TT_SIZE - 1)];
            let Some(mv) = e.best.filter(|_| e.key == key(&p)) else {
                break;
            };
            if !p.is_legal(rules, &mv) {
                break;
            }
            p.play_unchecked(rules, &mv);
            line.push(mv);
        }
        line
    }

    fn spend(&mut self) -> bool {
        if self.left == 0 {
            return false;
        }
        if self.used.is_multiple_of(CHECK_EVERY) && (self.deadline.is_some() || self.stop.is_some())
        {
            let late = self.deadline.is_some_and(|d| Instant::now() >= d);
            let stopped = self
                .stop
                .as_ref()
                .is_some_and(|s| s.load(Ordering::Relaxed));
            if late || stopped {
                self.left = 0;
                return false;
            }
        }
        self.left -= 1;
        self.used += 1;
        true
    }

    fn take_keys(&mut self, ply: u32) -> Vec<u128> {
        while self.keys.len() <= ply as usize {
            self.keys.push(Vec::with_capacity(256));
        }
        std::mem::take(&mut self.keys[ply as usize])
    }

    fn take_buffer(&mut self, ply: u32) -> Vec<Move> {
        while self.buffers.len() <= ply as usize {
            self.buffers.push(Vec::with_capacity(256));
        }
        std::mem::take(&mut self.buffers[ply as usize])
    }

    /// The score of `next` (reached from `pos`) for the side to move in
    /// `pos`: negated when the turn passed, as it is where an exchange
    /// costs no turn and the same side moves again.
    #[allow(clippy::too_many_arguments)]
    fn child(
        &mut self,
        pos: &Position,
        next: &Position,
        rules: &Rules,
        depth: u32,
        alpha: f64,
        beta: f64,
        ply: u32,
    ) -> Option<f64> {
        child_value(pos, next, alpha, beta, |a, b| {
            self.negamax(next, rules, depth, a, b, ply)
        })
    }

    fn negamax(
        &mut self,
        pos: &Position,
        rules: &Rules,
        depth: u32,
        alpha: f64,
        beta: f64,
        ply: u32,
    ) -> Option<f64> {
        if let Some(s) = terminal(pos, rules, ply, true) {
            return Some(s);
        }
        if depth == 0 {
            return self.quiesce(pos, rules, alpha, beta, ply, 0);
        }
        if !self.spend() {
            return None;
        }
        let k = key(pos);
        let slot = k as usize & (TT_SIZE - 1);
        let entry = self.table[slot];
        let mut tt_move = None;
        if entry.key == k {
            tt_move = entry.best;
            if entry.depth >= depth {
                let s = from_table(entry.score, ply);
                match entry.bound {
                    Bound::Exact => return Some(s),
                    Bound::Lower if s >= beta => return Some(s),
                    Bound::Upper if s <= alpha => return Some(s),
                    _ => {}
                }
            }
        }
        let killers = self.killers[ply as usize];
        let alpha0 = alpha;
        let mut node = Node {
            alpha,
            beta,
            best: f64::NEG_INFINITY,
            best_move: None,
        };
        // The table's move, where it is legal here, is searched first,
        // before the other moves are listed, scored and ordered: where it
        // refutes the position (most often), they never are. The order is
        // the same as listing the moves and scoring it above them all.
        let first = tt_move.filter(|m| pos.is_legal(rules, m));
        let mut went = match first {
            Some(mv) => self.visit(pos, rules, &mv, depth, ply, &mut node, &killers),
            None => Some(false),
        };
        if went == Some(false) {
            let mut moves = self.take_buffer(ply);
            pos.legal_moves_into(rules, &mut moves);
            if moves.is_empty() {
                self.buffers[ply as usize] = moves;
                return terminal(pos, rules, ply, false);
            }
            if let Some(t) = first {
                moves.retain(|m| *m != t);
            }
            let mut keys = self.take_keys(ply);
            order_keys(pos, rules, &moves, &killers, &self.weights, &mut keys);
            for j in 0..moves.len() {
                let mv = moves[pick(&mut keys, j)];
                went = self.visit(pos, rules, &mv, depth, ply, &mut node, &killers);
                if went != Some(false) {
                    break;
                }
            }
            self.keys[ply as usize] = keys;
            self.buffers[ply as usize] = moves;
        }
        // A search stopped by its budget gives no value.
        went?;
        let Node {
            best, best_move, ..
        } = node;
        let bound = if best <= alpha0 {
            Bound::Upper
        } else if best >= beta {
            Bound::Lower
        } else {
            Bound::Exact
        };
        self.table[slot] = Entry {
            key: k,
            depth,
            score: to_table(best, ply),
            bound,
            best: best_move,
        };
        Some(best)
    }

    /// Searches `mv` of `pos` (a node `depth` plies from the horizon, `ply`
    /// from the root) within the node's window, and keeps it as the best if
    /// it is; returns whether it cut the node off (and notes it as a killer
    /// if it is quiet), `None` if the budget ran out.
    #[allow(clippy::too_many_arguments)]
    fn visit(
        &mut self,
        pos: &Position,
        rules: &Rules,
        mv: &Move,
        depth: u32,
        ply: u32,
        node: &mut Node,
        killers: &[Option<Move>; 2],
    ) -> Option<bool> {
        let mut next = pos.clone();
        next.play_unchecked(rules, mv);
        let v = self.child(pos, &next, rules, depth - 1, node.alpha, node.beta, ply + 1)?;
        if v > node.best {
            node.best = v;
            node.best_move = Some(*mv);
        }
        node.alpha = node.alpha.max(v);
        if node.alpha >= node.beta {
            if mv.capture_count() == 0 && killers[0] != Some(*mv) {
                self.killers[ply as usize] = [Some(*mv), killers[0]];
            }
            return Some(true);
        }
        Some(false)
    }

    /// Captures (and winning moves) only, standing pat on the evaluation.
    fn quiesce(
        &mut self,
        pos: &Position,
        rules: &Rules,
        mut alpha: f64,
        beta: f64,
        ply: u32,
        qdepth: u32,
    ) -> Option<f64> {
        if !self.spend() {
            return None;
        }
        let stand = evaluate(pos, rules);
        if stand >= beta || qdepth >= MAX_QUIET {
            return Some(stand);
        }
        alpha = alpha.max(stand);
        // Only the captures and the moves that win at once are searched
        // here: the engine writes those and only counts the rest.
        let mut moves = self.take_buffer(ply);
        if !pos.keen_moves_into(rules, &mut moves) {
            self.buffers[ply as usize] = moves;
            return Some(terminal(pos, rules, ply, false).unwrap_or(stand));
        }
        let mut keen: Vec<(f64, Move)> = moves
            .iter()
            .map(|m| {
                if pos.completes_target(rules, m) {
                    (f64::INFINITY, *m)
                } else {
                    let gain: f64 = m
                        .captured()
                        .iter()
                        .filter_map(|s| pos.piece_at(s))
                        .map(value)
                        .sum();
                    (gain, *m)
                }
            })
            .collect();
        self.buffers[ply as usize] = moves;
        keen.sort_by(|a, b| b.0.total_cmp(&a.0));
        keen.truncate(QUIET_WIDTH);
        let mut best = stand;
        for (_, mv) in keen {
            let mut next = pos.clone();
            next.play_unchecked(rules, &mv);
            let v = match terminal(&next, rules, ply + 1, true) {
                Some(s) => -s,
                None => -self.quiesce(&next, rules, -beta, -alpha, ply + 1, qdepth + 1)?,
            };
            if v > best {
                best = v;
            }
            alpha = alpha.max(v);
            if alpha >= beta {
                break;
            }
        }
        Some(best)
    }
}

/// The window and best move so far of a position being searched.
struct Node {
    alpha: f64,
    beta: f64,
    best: f64,
    best_move: Option<Move>,
}

/// The killers (quiet moves that refuted a sibling) above all but the best
/// captures, then the rest by their one-ply score: each move's sort key
/// into `keys` ([`keys_into`]), in the moves' order, for [`pick`].
fn order_keys(
    pos: &Position,
    rules: &Rules,
    moves: &[Move],
    killers: &[Option<Move>; 2],
    w: &Weights,
    keys: &mut Vec<u128>,
) {
    // A move is a killer only if it starts and ends where one does.
    let ends = killers.map(|k| k.and_then(|k| k.squares()));
    keys_into(keys, moves, |m| {
        if m.squares().is_some_and(|e| ends.contains(&Some(e))) && killers.contains(&Some(*m)) {
            20.0
        } else {
            score_move(pos, rules, m, w)
        }
    });
}
