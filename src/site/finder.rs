//! The search for a position where two variants allow different moves:
//! positions from seeded self-play under either variant first, then random
//! placements of pieces, each compared move list against move list and,
//! where the lists agree, move by move in the positions they lead to.

use crate::ai::AgentKind;
use crate::ai::selfplay::mix;
use crate::engine::{Counts, Move, Position, Rules, Setup};
use crate::geometry::Square;
use crate::notation::{write_move, write_position};
use crate::piece::{Piece, Side, Size};
use rand::rngs::ChaCha8Rng;
use rand::{RngExt, SeedableRng};

/// A position whose legal moves differ between two variants.
#[derive(Clone, Debug)]
pub struct Difference {
    /// The position (valid under both variants).
    pub position: Position,
    /// Moves legal only under the first variant, canonical text, sorted.
    pub only_a: Vec<String>,
    /// Moves legal only under the second variant.
    pub only_b: Vec<String>,
    /// When both allow the same moves: a move whose result differs, and the
    /// position it leads to under each variant.
    pub consequence: Option<(String, Position, Position)>,
    /// Where the position came from, in words.
    pub origin: String,
    /// Positions compared before this one was found, this one included.
    pub examined: u32,
}

/// The outcome of a search: a difference, or how many positions were
/// compared without finding one.
pub type Search = Result<Difference, u32>;

/// Looks at up to `budget` positions for one where `a` and `b` allow
/// different moves: half from greedy self-play (games alternately under `a`
/// and `b`), the rest random placements. Deterministic for a given `seed`.
pub fn find_difference(a: &Rules, b: &Rules, seed: u64, budget: u32) -> Search {
    let mut examined = 0u32;
    let self_play_budget = budget / 2;
    let mut game = 0u32;
    while examined < self_play_budget {
        let rules = if game.is_multiple_of(2) { a } else { b };
        let game_seed = mix(seed ^ (game as u64).wrapping_mul(0x9e37_79b9));
        let mut agents = [
            AgentKind::Greedy.make(mix(game_seed ^ 1)),
            AgentKind::Greedy.make(mix(game_seed ^ 2)),
        ];
        let mut pos = rules.start();
        for ply in 0..400u32 {
            if examined >= self_play_budget {
                break;
            }
            examined += 1;
            if let Some(d) = compare(&pos, a, b) {
                return Ok(Difference {
                    origin: format!(
                        "greedy self-play under {}, game {}, after {ply} plies",
                        rules.id(),
                        game + 1
                    ),
                    examined,
                    ..d
                });
            }
            let moves = pos.legal_moves(rules);
            if moves.is_empty() {
                break;
            }
            let side = pos.to_move() as usize;
            let i = agents[side].choose(&pos, rules, &moves);
            pos.play_unchecked(rules, &moves[i]);
        }
        game += 1;
    }
    let mut rng = ChaCha8Rng::seed_from_u64(mix(seed ^ 0x5eed));
    let mut placement = 0u32;
    while examined < budget {
        placement += 1;
        let Some(pos) = random_position(a, &mut rng) else {
            continue;
        };
        examined += 1;
        if let Some(d) = compare(&pos, a, b) {
            return Ok(Difference {
                origin: format!("random placement {placement} (seed {seed})"),
                examined,
                ..d
            });
        }
    }
    Err(examined)
}

/// The difference at `pos`, if the position is valid under both variants
/// and their legal moves, or the positions the same move leads to, differ.
fn compare(pos: &Position, a: &Rules, b: &Rules) -> Option<Difference> {
    let pa = Position::from_setup(pos.to_setup(), a).ok()?;
    let pb = Position::from_setup(pos.to_setup(), b).ok()?;
    let ma = moves_by_text(&pa, a);
    let mb = moves_by_text(&pb, b);
    let texts = |m: &[(String, Move)]| m.iter().map(|(t, _)| t.clone()).collect::<Vec<_>>();
    let (ta, tb) = (texts(&ma), texts(&mb));
    let mut d = Difference {
        position: pa.clone(),
        only_a: ta.iter().filter(|m| !tb.contains(m)).cloned().collect(),
        only_b: tb.iter().filter(|m| !ta.contains(m)).cloned().collect(),
        consequence: None,
        origin: String::new(),
        examined: 0,
    };
    if ta != tb {
        return Some(d);
    }
    for ((text, mva), (_, mvb)) in ma.iter().zip(&mb) {
        let (mut ra, mut rb) = (pa.clone(), pb.clone());
        ra.play_unchecked(a, mva);
        rb.play_unchecked(b, mvb);
        if write_position(&ra) != write_position(&rb) {
            d.consequence = Some((text.clone(), ra, rb));
            return Some(d);
        }
    }
    None
}

/// The legal moves with their canonical text, in byte order of the text.
fn moves_by_text(pos: &Position, rules: &Rules) -> Vec<(String, Move)> {
    let mut v: Vec<(String, Move)> = pos
        .legal_moves(rules)
        .into_iter()
        .map(|m| (write_move(pos, rules, &m), m))
        .collect();
    v.sort_by(|x, y| x.0.cmp(&y.0));
    v
}

/// Random pieces on random squares allowed to them; the rest captured.
fn random_position(rules: &Rules, rng: &mut ChaCha8Rng) -> Option<Position> {
    let mut setup = Setup {
        to_move: if rng.random_range(0..2u8) == 0 {
            Side::Suffragettes
        } else {
            Side::Police
        },
        ..Setup::default()
    };
    for side in Side::BOTH {
        let mut captive = Counts::default();
        for size in [Size::Large, Size::Small] {
            let total = rules.pieces(size);
            let on_board = rng.random_range(0..=total);
            let piece = Piece { side, size };
            let mut placed = 0;
            let mut tries = 0;
            while placed < on_board && tries < 400 {
                tries += 1;
                let sq = Square::from_index(rng.random_range(0..crate::geometry::NUM_SQUARES))?;
                let allowed = rules.may_land(side, sq) || sq.zone() == side.release_zone();
                if allowed && setup.board.get(sq).is_none() {
                    setup.board.set(sq, Some(piece));
                    placed += 1;
                }
            }
            match size {
                Size::Large => captive.large = total - placed,
                Size::Small => captive.small = total - placed,
            }
        }
        match side {
            Side::Suffragettes => setup.prison = captive,
            Side::Police => setup.hospital = captive,
        }
    }
    Position::from_setup(setup, rules).ok()
}
