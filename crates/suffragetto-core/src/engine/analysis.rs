//! How variants differ on one position: the legal moves, or what a move
//! does (the position it leads to). The one comparison the project makes:
//! two variants ([`Comparison`]) for the book's search for positions where
//! readings differ and for the self-play probes that count how often a rule
//! point comes into play; any number ([`Comparisons`]) for the explorer and
//! the book's clickable diagrams.

use super::moves::Move;
use super::position::Position;
use super::rules::Rules;
use std::cell::RefCell;

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

/// One position of one variant, ready to be compared with others: its
/// legal moves are generated and sorted once.
pub struct Comparison<'p> {
    pos: &'p Position,
    rules: &'p Rules,
    /// The legal moves in generation order.
    generated: Vec<Move>,
    /// The same, sorted.
    moves: Vec<Move>,
}

impl<'p> Comparison<'p> {
    /// `pos`, a position of `rules`.
    pub fn new(pos: &'p Position, rules: &'p Rules) -> Comparison<'p> {
        Comparison::with_moves(pos, rules, pos.legal_moves(rules))
    }

    /// `pos`, a position of `rules`, whose legal moves the caller has
    /// generated already (in generation order).
    pub fn with_moves(pos: &'p Position, rules: &'p Rules, generated: Vec<Move>) -> Comparison<'p> {
        let mut moves = generated.clone();
        moves.sort_unstable();
        Comparison {
            pos,
            rules,
            generated,
            moves,
        }
    }

    /// Whether `b` disagrees on the position: `None` when it is not a
    /// position of `b`, or `b` allows the same moves and every move in
    /// `scope` leads to the same position under both.
    pub fn against(&self, b: &Rules, scope: Scope<'_>) -> Option<Disagreement> {
        self.compare(b, scope, true)
    }

    /// Whether `b` disagrees on the position, without saying how (cheaper
    /// than [`against`](Comparison::against)).
    pub fn differs(&self, b: &Rules, scope: Scope<'_>) -> bool {
        self.compare(b, scope, false).is_some()
    }

    /// [`against`](Comparison::against); with `detail` false the lists of
    /// moves only one variant allows are left empty.
    fn compare(&self, b: &Rules, scope: Scope<'_>, detail: bool) -> Option<Disagreement> {
        let (pos, a, ma) = (self.pos, self.rules, &self.moves);
        let pb = Position::from_setup(pos.to_setup(), b).ok()?;
        OTHER.with_borrow_mut(|mb| {
            pb.legal_moves_into(b, mb);
            // Where the rules agree the moves come in the same order; sort
            // only when they do not.
            if *mb != self.generated {
                mb.sort_unstable();
            }
            if *mb != self.generated && ma != mb {
                let only = |x: &[Move], y: &[Move]| -> Vec<Move> {
                    if !detail {
                        return Vec::new();
                    }
                    x.iter()
                        .filter(|m| y.binary_search(m).is_err())
                        .copied()
                        .collect()
                };
                return Some(Disagreement::Moves {
                    only_a: only(ma, mb),
                    only_b: only(mb, ma),
                });
            }
            let consequence = |mv: &Move| {
                let (mut after_a, mut after_b) = (pos.clone(), pb.clone());
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
        })
    }
}

/// One position under several variants, each with its legal moves: which
/// moves some allow and others refuse, and which moves all allow but lead to
/// different positions (as where an exchange costs a different number of
/// turns). The same comparison as [`Comparison::against`], for any number.
pub struct Comparisons<'p> {
    views: Vec<Comparison<'p>>,
}

impl<'p> Comparisons<'p> {
    /// Each position with its rules (the same position set up under each
    /// variant).
    pub fn new(views: impl IntoIterator<Item = (&'p Position, &'p Rules)>) -> Comparisons<'p> {
        Comparisons {
            views: views
                .into_iter()
                .map(|(p, r)| Comparison::new(p, r))
                .collect(),
        }
    }

    /// Each position with its rules and its legal moves, which the caller
    /// has generated already (in generation order).
    pub fn with_moves(
        views: impl IntoIterator<Item = (&'p Position, &'p Rules, Vec<Move>)>,
    ) -> Comparisons<'p> {
        Comparisons {
            views: views
                .into_iter()
                .map(|(p, r, moves)| Comparison::with_moves(p, r, moves))
                .collect(),
        }
    }

    /// Each variant's legal moves, sorted.
    pub fn moves(&self, i: usize) -> &[Move] {
        &self.views[i].moves
    }

    /// Every move some variants allow and others refuse, in move order,
    /// with whether each variant allows it.
    pub fn disputed(&self) -> Vec<(Move, Vec<bool>)> {
        let mut all: Vec<Move> = self
            .views
            .iter()
            .flat_map(|v| v.moves.iter().copied())
            .collect();
        all.sort_unstable();
        all.dedup();
        all.into_iter()
            .filter_map(|mv| {
                let allowed: Vec<bool> = self
                    .views
                    .iter()
                    .map(|v| v.moves.binary_search(&mv).is_ok())
                    .collect();
                allowed.contains(&false).then_some((mv, allowed))
            })
            .collect()
    }

    /// Every move all variants allow that does not lead to the same
    /// position under all of them, in move order, with the position under
    /// each.
    pub fn consequences(&self) -> Vec<(Move, Vec<Position>)> {
        let Some(first) = self.views.first() else {
            return Vec::new();
        };
        first
            .moves
            .iter()
            .filter(|mv| self.views.iter().all(|v| v.moves.binary_search(mv).is_ok()))
            .filter_map(|mv| {
                let after: Vec<Position> = self
                    .views
                    .iter()
                    .map(|v| {
                        let mut p = v.pos.clone();
                        p.play_unchecked(v.rules, mv);
                        p
                    })
                    .collect();
                after.iter().any(|p| *p != after[0]).then_some((*mv, after))
            })
            .collect()
    }
}

thread_local! {
    /// The other variant's move list, reused between calls: the probes of
    /// self-play ask often.
    static OTHER: RefCell<Vec<Move>> = const { RefCell::new(Vec::new()) };
}

/// Whether `a` and `b` disagree on `pos`, a position of `a` (see
/// [`Comparison::against`]).
pub fn disagreement(
    pos: &Position,
    a: &Rules,
    b: &Rules,
    scope: Scope<'_>,
) -> Option<Disagreement> {
    Comparison::new(pos, a).against(b, scope)
}
