//! Move lists kept between plies for searches that make and take back
//! moves: after a move only the pieces whose moves it could change are
//! searched again, and taking it back restores what they had.

use super::fast::Lists;
use super::moves::Move;
use super::position::Position;
use super::rules::Rules;
use crate::variant::values::NoMove;

/// The legal moves of the positions along a line of play, kept up to date
/// as moves are made ([`push`](MoveLists::push)) and taken back
/// ([`pop`](MoveLists::pop)). Each list is what
/// [`Position::legal_moves_into`] gives, move for move, at a fraction of
/// its cost where a move touches few pieces.
///
/// ```
/// use suffragetto_core::engine::{MoveLists, Rules};
/// let rules = Rules::load("english").unwrap();
/// let start = rules.start();
/// let mut lists = MoveLists::new(&start, &rules);
/// let mut moves = Vec::new();
/// lists.legal_moves_into(&start, &rules, &mut moves);
/// assert_eq!(moves, start.legal_moves(&rules));
/// let mut next = start.clone();
/// next.play_unchecked(&rules, &moves[0]);
/// lists.push(&start, &moves[0], &next);
/// let mut replies = Vec::new();
/// lists.legal_moves_into(&next, &rules, &mut replies);
/// assert_eq!(replies, next.legal_moves(&rules));
/// lists.pop();
/// lists.legal_moves_into(&start, &rules, &mut replies);
/// assert_eq!(replies, moves);
/// ```
pub struct MoveLists {
    lists: Lists,
}

impl MoveLists {
    /// The lists of `pos`, the root of the line.
    pub fn new(pos: &Position, rules: &Rules) -> MoveLists {
        MoveLists {
            lists: Lists::new(pos.board(), &rules.t),
        }
    }

    /// Starts a new line from `pos`, forgetting the moves made.
    pub fn reset(&mut self, pos: &Position, rules: &Rules) {
        self.lists.reset(pos.board(), &rules.t);
    }

    /// Notes that `mv` was played in `before` (the position at the end of
    /// the line), giving `after`, which is now the end of the line. Cheap:
    /// the lists are brought up to date when moves are next asked for.
    pub fn push(&mut self, before: &Position, mv: &Move, after: &Position) {
        self.lists.push(before.board(), mv, after.board());
    }

    /// Takes back the last move pushed.
    ///
    /// # Panics
    ///
    /// If no move was pushed since the lists were made or reset.
    pub fn pop(&mut self) {
        self.lists.pop();
    }

    /// How many moves the line has.
    pub fn depth(&self) -> usize {
        self.lists.depth()
    }

    /// [`Position::legal_moves_into`] for `pos`, which must be the
    /// position at the end of the line.
    pub fn legal_moves_into(&mut self, pos: &Position, rules: &Rules, out: &mut Vec<Move>) {
        let lists = &mut self.lists;
        pos.moves_with(rules, out, |pos, t, out| {
            lists.side_moves(pos.board(), t, pos.to_move(), out)
        });
    }

    /// How many legal moves `pos` has, which must be the position at the
    /// end of the line: the length of
    /// [`legal_moves_into`](MoveLists::legal_moves_into)'s list, without
    /// writing it where no rule filters it (an ordinary turn where
    /// capturing is not compulsory).
    pub fn count(&mut self, pos: &Position, rules: &Rules, scratch: &mut Vec<Move>) -> usize {
        if rules.t.compulsory || !pos.ordinary_turn(rules) {
            self.legal_moves_into(pos, rules, scratch);
            return scratch.len();
        }
        let n = self.lists.side_count(pos.board(), &rules.t, pos.to_move())
            + pos.exchange_options(rules).count();
        if n == 0 && rules.values().end_no_move == NoMove::Pass {
            return 1;
        }
        n
    }

    /// [`Position::keen_moves_into`] for `pos`, which must be the position
    /// at the end of the line: the moves that capture or win at once, and
    /// whether there is any legal move.
    pub fn keen_moves_into(&mut self, pos: &Position, rules: &Rules, out: &mut Vec<Move>) -> bool {
        let lists = &mut self.lists;
        pos.keen_with(rules, out, |pos, t, out, captures| {
            let (board, side) = (pos.board(), pos.to_move());
            if captures {
                lists.side_captures(board, t, side, out) > 0
            } else {
                lists.side_moves(board, t, side, out);
                false
            }
        })
    }
}
