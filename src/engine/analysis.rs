//! How two variants differ on one position: the legal moves, or what a move
//! does. Used by the book's search for positions where readings differ and
//! by the self-play probes that count how often a rule point comes into play.

use super::moves::Move;
use super::position::Position;
use super::rules::Rules;

/// What two variants disagree on in a position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Disagreement {
    /// The legal moves differ.
    Moves {
        /// Moves legal only under the first variant, in move order.
        only_a: Vec<Move>,
        /// Moves legal only under the second.
        only_b: Vec<Move>,
    },
    /// Both allow the same moves, but this move leads to different positions.
    Consequence {
        /// The move.
        mv: Move,
        /// The position it leads to under the first variant.
        after_a: Box<Position>,
        /// Under the second.
        after_b: Box<Position>,
    },
}

/// Which moves' consequences to compare when the legal moves agree.
#[derive(Clone, Copy, Debug)]
pub enum Scope<'m> {
    /// Every legal move, in move order.
    AllMoves,
    /// Only this move (for example the one a player chose).
    Move(&'m Move),
}

/// Whether `a` and `b` disagree on `pos`: `None` when the position is not
/// valid under both, or they allow the same moves and every move in `scope`
/// leads to the same position under both.
pub fn disagreement(
    pos: &Position,
    a: &Rules,
    b: &Rules,
    scope: Scope<'_>,
) -> Option<Disagreement> {
    let pa = Position::from_setup(pos.to_setup(), a).ok()?;
    let pb = Position::from_setup(pos.to_setup(), b).ok()?;
    let mut ma = pa.legal_moves(a);
    let mut mb = pb.legal_moves(b);
    ma.sort_unstable();
    mb.sort_unstable();
    if ma != mb {
        return Some(Disagreement::Moves {
            only_a: ma
                .iter()
                .filter(|m| mb.binary_search(m).is_err())
                .copied()
                .collect(),
            only_b: mb
                .iter()
                .filter(|m| ma.binary_search(m).is_err())
                .copied()
                .collect(),
        });
    }
    let consequence = |mv: &Move| {
        let (mut after_a, mut after_b) = (pa.clone(), pb.clone());
        after_a.play_unchecked(a, mv);
        after_b.play_unchecked(b, mv);
        (after_a != after_b).then(|| Disagreement::Consequence {
            mv: *mv,
            after_a: Box::new(after_a),
            after_b: Box::new(after_b),
        })
    };
    match scope {
        Scope::AllMoves => ma.iter().find_map(consequence),
        Scope::Move(mv) => ma.binary_search(mv).ok().and_then(|_| consequence(mv)),
    }
}
