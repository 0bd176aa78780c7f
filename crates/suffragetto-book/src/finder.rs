//! The search for a position where two variants allow different moves:
//! positions from seeded self-play under either variant first, then random
//! placements of pieces, each compared move list against move list and,
//! where the lists agree, move by move in the positions they lead to.

use rand::rngs::ChaCha8Rng;
use rand::{RngExt, SeedableRng};
use suffragetto_ai::AgentKind;
use suffragetto_ai::selfplay::mix;
use suffragetto_core::board::Board;
use suffragetto_core::engine::analysis::{Disagreement, Scope, disagreement};
use suffragetto_core::engine::{Move, Position, Rules, Setup};
use suffragetto_core::geometry::Square;
use suffragetto_core::notation::write_move;
use suffragetto_core::piece::{Piece, Side, Size};

/// Where a search found its position: data, which the pages word in the
/// reader's language.
#[derive(Clone, Debug, Default)]
pub enum Origin {
    /// Game `game` (from 1) of greedy self-play under the first rules
    /// compared (`first`) or the second, after `ply` plies.
    SelfPlay { game: u32, first: bool, ply: u32 },
    /// Random placement `placement` of pieces, drawn with `seed`.
    Random { placement: u32, seed: u64 },
    /// Not found yet.
    #[default]
    None,
}

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
    pub origin: Origin,
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
                    origin: Origin::SelfPlay {
                        game: game + 1,
                        first: game.is_multiple_of(2),
                        ply,
                    },
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
                origin: Origin::Random { placement, seed },
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
    let found = disagreement(&pa, a, b, Scope::AllMoves)?;
    let pb = Position::from_setup(pos.to_setup(), b).ok()?;
    let texts = |p: &Position, r: &Rules, moves: &[Move]| {
        let mut t: Vec<String> = moves.iter().map(|m| write_move(p, r, m)).collect();
        t.sort();
        t
    };
    let mut d = Difference {
        position: pa.clone(),
        only_a: Vec::new(),
        only_b: Vec::new(),
        consequence: None,
        origin: Origin::None,
        examined: 0,
    };
    match found {
        Disagreement::Moves { only_a, only_b } => {
            d.only_a = texts(&pa, a, &only_a);
            d.only_b = texts(&pb, b, &only_b);
        }
        Disagreement::Consequence {
            mv,
            after_a,
            after_b,
        } => {
            d.consequence = Some((write_move(&pa, a, &mv), *after_a, *after_b));
        }
    }
    Some(d)
}

/// Random pieces on random squares allowed to them; the rest captured.
fn random_position(rules: &Rules, rng: &mut ChaCha8Rng) -> Option<Position> {
    let to_move = if rng.random_range(0..2u8) == 0 {
        Side::Suffragettes
    } else {
        Side::Police
    };
    let mut board = Board::empty();
    for side in Side::BOTH {
        for size in [Size::Large, Size::Small] {
            let on_board = rng.random_range(0..=rules.pieces(size));
            let piece = Piece { side, size };
            let mut placed = 0;
            let mut tries = 0;
            while placed < on_board && tries < 400 {
                tries += 1;
                let sq = Square::from_index(
                    rng.random_range(0..suffragetto_core::geometry::NUM_SQUARES),
                )?;
                let allowed = rules.may_land(side, sq) || sq.zone() == side.release_zone();
                if allowed && board.get(sq).is_none() {
                    board.set(sq, Some(piece));
                    placed += 1;
                }
            }
        }
    }
    let setup =
        Setup::from_pieces(board.iter(), to_move).capture_the_rest(rules.values().setup_pieces);
    Position::from_setup(setup, rules).ok()
}
