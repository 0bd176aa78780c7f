//! A validated position: placement, side to move, captured counts, a pending
//! exchange proposal and the ply. Playing moves, exchanges and the outcome.
//!
//! [`Position`]'s methods live beside what they do:
//! - here: its state, who has won and how ([`Position::outcome`]), the
//!   exchanges on offer, playing a move;
//! - `movegen.rs`: the legal moves ([`Position::legal_moves`]) and a move's
//!   canonical path;
//! - `check.rs`: whether one move is legal, and why not
//!   ([`Position::check_move`]);
//! - `legality.rs`: the predicates every one of those asks, one per rule
//!   decision;
//! - `threats.rs`: what a player asks of a position (does this move win,
//!   could this piece be captured at once).

use super::game::{Ending, Outcome};
use super::legality::Quiet;
use super::moves::{Counts, Move, Offer, Placement};
use super::position_error::{self as why, PositionError};
use super::rules::Rules;
use super::setup::Setup;
use crate::board::Board;
use crate::geometry::{Square, Zone};
use crate::piece::{Piece, Side, Size};
use crate::variant::values::{Consent, ExchangeCost, ExchangeRanks, Proposer};

/// A position that satisfies the variant's rules (see [`Position::from_setup`]).
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct Position {
    board: Board,
    to_move: Side,
    prison: Counts,
    hospital: Counts,
    pending: Option<Offer>,
    /// The pending proposal was made at the start of the answerer's turn:
    /// after the answer, the answerer moves.
    early: bool,
    /// The side to move has just moved and may propose at the start of its
    /// opponent's turn, or pass (`exchange.proposer: either`).
    window: bool,
    /// Where exchanges cost no turn: an exchange was made or refused this
    /// turn, so the side to move must now move a piece.
    exchanged: bool,
    ply: u32,
}

impl Position {
    /// Checks a setup against `rules`: no piece on Prison or Hospital squares
    /// (captured pieces are counts) nor on another square forbidden to it
    /// (a side's own Yard or Grounds is allowed), each side's pieces on the
    /// board plus its captured pieces are at most its full set (a composed
    /// position may leave pieces out of play, as a chess problem does), at
    /// most one side has won, and a pending proposal is one the variant and
    /// position allow.
    pub fn from_setup(setup: Setup, rules: &Rules) -> Result<Position, PositionError> {
        for (sq, piece) in setup.board.iter() {
            let zone = sq.zone();
            let own_release = zone == piece.side.release_zone();
            if !rules.may_land(piece.side, sq) && !own_release {
                let why = match zone {
                    Zone::Prison | Zone::Hospital => why::ForbiddenSquare::Captive,
                    z if z.is_building() => why::ForbiddenSquare::OwnBuilding,
                    _ => why::ForbiddenSquare::Variant,
                };
                return Err(PositionError::ForbiddenSquare {
                    piece,
                    square: sq,
                    zone,
                    why,
                });
            }
        }
        for side in Side::BOTH {
            let captive = setup.captive(side);
            for (size, held) in [(Size::Large, captive.large), (Size::Small, captive.small)] {
                let on_board = setup.board.count(side, size);
                let sum = on_board as u16 + held as u16;
                if sum > rules.pieces(size) as u16 {
                    return Err(PositionError::Count {
                        side,
                        size,
                        on_board,
                        captive: held,
                        place: side.captivity(),
                        sum,
                        most: rules.pieces(size),
                    });
                }
            }
        }
        let pos = Position {
            board: setup.board,
            to_move: setup.to_move,
            prison: setup.prison,
            hospital: setup.hospital,
            pending: None,
            early: false,
            window: false,
            exchanged: false,
            ply: setup.ply,
        };
        if Side::BOTH.iter().all(|&s| pos.has_filled_target(rules, s)) {
            return Err(PositionError::BothWon);
        }
        let either = rules.values().exchange_proposer == Proposer::Either;
        if let Some(p) = setup.pending {
            let proposer = setup.to_move.opponent();
            let why = if rules.values().exchange_consent == Consent::Demand {
                Some(why::Pending::OnDemand)
            } else if !pos.exchange_options_for(rules, proposer).contains(&p) {
                Some(why::Pending::Unavailable {
                    proposer,
                    prison: pos.prison,
                    hospital: pos.hospital,
                    trigger: rules.values().exchange_trigger,
                    most: rules.values().exchange_size,
                })
            } else if setup.early && !either {
                Some(why::Pending::Early)
            } else {
                None
            };
            if let Some(why) = why {
                return Err(PositionError::Pending { pending: p, why });
            }
        }
        if setup.window {
            let why = if !either {
                Some(why::Window::Proposer)
            } else if setup.pending.is_some() || setup.exchanged {
                Some(why::Window::Marked)
            } else if pos.exchange_options_for(rules, setup.to_move).is_empty() {
                Some(why::Window::NoneAvailable)
            } else {
                None
            };
            if let Some(why) = why {
                return Err(PositionError::Window { why });
            }
        }
        if setup.exchanged {
            let why = if rules.t.exchange_cost != ExchangeCost::Free {
                Some(why::Exchanged::Cost)
            } else if setup.pending.is_some() {
                Some(why::Exchanged::Pending)
            } else {
                None
            };
            if let Some(why) = why {
                return Err(PositionError::Exchanged { why });
            }
        }
        Ok(Position {
            pending: setup.pending,
            early: setup.early && setup.pending.is_some(),
            window: setup.window,
            exchanged: setup.exchanged,
            ..pos
        })
    }

    /// The unchecked form of this position.
    pub fn to_setup(&self) -> Setup {
        Setup {
            board: self.board.clone(),
            to_move: self.to_move,
            prison: self.prison,
            hospital: self.hospital,
            pending: self.pending,
            early: self.early,
            window: self.window,
            exchanged: self.exchanged,
            ply: self.ply,
        }
    }

    /// Whether the side to move has just moved and may now propose at the
    /// start of its opponent's turn, or pass (`exchange.proposer: either`).
    pub fn in_window(&self) -> bool {
        self.window
    }

    /// Whether the pending proposal was made at the start of the answerer's
    /// turn, so that after the answer the answerer moves.
    pub fn pending_early(&self) -> bool {
        self.early
    }

    /// Whether, under `exchange.cost: free`, an exchange was made or refused
    /// this turn (the side to move must now move a piece).
    pub fn exchanged_this_turn(&self) -> bool {
        self.exchanged
    }

    /// The placement.
    pub fn board(&self) -> &Board {
        &self.board
    }

    /// The piece on `sq`.
    pub fn piece_at(&self, sq: Square) -> Option<Piece> {
        self.board.get(sq)
    }

    /// The side to move (or to answer a proposal).
    pub fn to_move(&self) -> Side {
        self.to_move
    }

    /// Suffragettes in Prison.
    pub fn prison(&self) -> Counts {
        self.prison
    }

    /// Police in Hospital.
    pub fn hospital(&self) -> Counts {
        self.hospital
    }

    /// `side`'s captured pieces.
    pub fn captive(&self, side: Side) -> Counts {
        match side {
            Side::Suffragettes => self.prison,
            Side::Police => self.hospital,
        }
    }

    /// The exchange proposal awaiting an answer.
    pub fn pending(&self) -> Option<Offer> {
        self.pending
    }

    /// Plies played.
    pub fn ply(&self) -> u32 {
        self.ply
    }

    /// How many of `side`'s pieces stand in its target building.
    pub fn in_target(&self, rules: &Rules, side: Side) -> usize {
        self.target_pieces(rules, side).len()
    }

    fn has_filled_target(&self, rules: &Rules, side: Side) -> bool {
        self.in_target(rules, side) >= rules.values().win_condition as usize
    }

    /// The winner, if the game is over: the side with enough pieces in its
    /// target building, or, where a side without a legal move loses, its
    /// opponent.
    pub fn winner(&self, rules: &Rules) -> Option<Side> {
        if let Some(s) = self.target_winner(rules) {
            return Some(s);
        }
        if rules.values().end_no_move == crate::variant::values::NoMove::Lose
            && self.legal_moves(rules).is_empty()
        {
            return Some(self.to_move.opponent());
        }
        None
    }

    /// The squares of `side`'s pieces in its target building: the winning
    /// pieces once it has filled it.
    pub fn target_pieces(&self, rules: &Rules, side: Side) -> crate::geometry::SquareSet {
        self.board()
            .pieces(side)
            .intersection(&rules.t.target[side as usize])
    }

    /// The outcome the rules give this position: a side has filled its
    /// target building, or, where a side without a legal move loses, the
    /// side to move has none.
    pub fn outcome(&self, rules: &Rules) -> Outcome {
        if let Some(winner) = self.target_winner(rules) {
            return Outcome::Won {
                winner,
                ending: Ending::Target,
            };
        }
        match self.winner(rules) {
            Some(winner) => Outcome::Won {
                winner,
                ending: Ending::NoMove,
            },
            None => Outcome::Unfinished,
        }
    }

    /// The side that has filled its target building (`win.condition`), if
    /// one has: the game is over. (A side without a legal move under
    /// `end.no_move: lose` is [`winner`](Position::winner)'s other case.)
    pub fn target_winner(&self, rules: &Rules) -> Option<Side> {
        Side::BOTH
            .into_iter()
            .find(|&s| self.in_target(rules, s) >= rules.values().win_condition as usize)
    }

    /// Whether a side has filled its target building (no moves follow).
    pub(crate) fn target_filled(&self, rules: &Rules) -> bool {
        Side::BOTH.iter().any(|&s| self.has_filled_target(rules, s))
    }

    /// Whether this is an ordinary turn, whose legal moves are the side to
    /// move's steps and chains (and its exchanges): no side has filled its
    /// target building, no proposal waits for an answer, and it is not the
    /// moment after a move at which the mover may propose.
    pub(crate) fn ordinary_turn(&self, rules: &Rules) -> bool {
        !self.target_filled(rules) && self.pending.is_none() && !self.window
    }

    /// Every exchange the side to move could propose or demand now
    /// (`docs/conventions.md`, convention 6), in ascending order.
    pub fn exchange_options(&self, rules: &Rules) -> impl Iterator<Item = Offer> + use<> {
        let v = match self.pending {
            None => self.exchange_options_for(rules, self.to_move),
            Some(_) => Vec::new(),
        };
        v.into_iter()
    }

    /// Every exchange `side` could propose or demand in this placement, if
    /// it were its turn, in ascending order: the counts `exchange.ranks`
    /// allows, and with each the squares for `side`'s own pieces where
    /// `exchange.placement` lets it choose them.
    pub fn exchange_options_for(&self, rules: &Rules, side: Side) -> Vec<Offer> {
        let Ok(limits) = self.exchange_limits::<Quiet>(rules) else {
            return Vec::new();
        };
        let (p, h, max) = (limits.prison, limits.hospital, limits.total);
        let mut counts = Vec::new();
        match rules.values().exchange_ranks {
            ExchangeRanks::Matched => {
                for k in 0..=p.large.min(h.large) {
                    for m in 0..=p.small.min(h.small) {
                        if (1..=max).contains(&(k + m)) {
                            counts.push(Offer::matched(Counts { large: k, small: m }));
                        }
                    }
                }
            }
            ExchangeRanks::Unmatched => {
                for a in 0..=p.large {
                    for b in 0..=p.small {
                        let n = a + b;
                        if !(1..=max).contains(&n) {
                            continue;
                        }
                        for c in 0..=h.large.min(n) {
                            if n - c <= h.small {
                                counts.push(Offer {
                                    suffragettes: Counts { large: a, small: b },
                                    police: Counts {
                                        large: c,
                                        small: n - c,
                                    },
                                    placement: Placement::NONE,
                                });
                            }
                        }
                    }
                }
            }
        }
        if !rules.t.owner_places {
            counts.sort();
            return counts;
        }
        let free = self.free_release(side);
        let mut out: Vec<Offer> = counts
            .into_iter()
            .flat_map(|o| {
                Placement::all(o.of(side), &free)
                    .into_iter()
                    .map(move |placement| Offer { placement, ..o })
            })
            .collect();
        out.sort();
        out
    }

    /// The answers to the pending proposal with which the side to move
    /// accepts it: one per choice of squares for its own released pieces
    /// where it chooses them (`exchange.placement: owner_chooses`), else one.
    pub fn acceptances(&self, rules: &Rules) -> Vec<Placement> {
        match self.pending {
            None => Vec::new(),
            Some(_) if !rules.t.owner_places => vec![Placement::NONE],
            Some(o) => Placement::all(o.of(self.to_move), &self.free_release(self.to_move)),
        }
    }

    /// The indices of `side`'s free release squares.
    pub(crate) fn free_release(&self, side: Side) -> Vec<usize> {
        side.release_squares()
            .iter()
            .enumerate()
            .filter(|(_, s)| self.board.get(**s).is_none())
            .map(|(i, _)| i)
            .collect()
    }

    /// Ends the turn of the side that has just moved a piece (or passed):
    /// the opponent is to move, unless the mover may now propose at the
    /// start of the opponent's turn (`exchange.proposer: either`).
    fn end_turn(&mut self, rules: &Rules) {
        self.exchanged = false;
        self.ply += 1;
        let either = rules.values().exchange_proposer == Proposer::Either;
        if either
            && !self.target_filled(rules)
            && !self.exchange_options_for(rules, self.to_move).is_empty()
        {
            self.window = true;
        } else {
            self.to_move = self.to_move.opponent();
        }
    }

    /// Plays a move without checking that it is legal. Use only with moves
    /// from [`legal_moves`](Position::legal_moves) of this position.
    pub fn play_unchecked(&mut self, rules: &Rules, mv: &Move) {
        if self.window {
            // At the start of the opponent's turn: a proposal (or demand)
            // or a pass, neither taking a turn.
            self.window = false;
            let proposer = self.to_move;
            self.to_move = proposer.opponent();
            if let Move::Exchange(o) = *mv {
                self.ply += 1;
                if rules.values().exchange_consent == Consent::Required {
                    self.pending = Some(o);
                    self.early = true;
                } else {
                    self.release(o, Placement::NONE, proposer);
                }
            }
            return;
        }
        match *mv {
            Move::Step { from, to } => {
                self.board.relocate(from, to);
                self.end_turn(rules);
                return;
            }
            Move::Hop { from, to, captured } => {
                self.board.relocate(from, to);
                for sq in captured.iter() {
                    if let Some(p) = self.board.get(sq) {
                        self.board.set(sq, None);
                        let held = match p.side {
                            Side::Suffragettes => &mut self.prison,
                            Side::Police => &mut self.hospital,
                        };
                        match p.size {
                            Size::Large => held.large += 1,
                            Size::Small => held.small += 1,
                        }
                    }
                }
                self.end_turn(rules);
                return;
            }
            Move::Exchange(o) => {
                if rules.values().exchange_consent == Consent::Required {
                    // The opponent answers next, whatever the cost.
                    self.pending = Some(o);
                } else {
                    self.release(o, Placement::NONE, self.to_move);
                    if rules.t.exchange_cost == ExchangeCost::Free {
                        self.exchanged = true;
                        self.ply += 1;
                        return;
                    }
                }
            }
            Move::Accept(_) | Move::Decline => {
                let proposer = self.to_move.opponent();
                if let (Some(o), Move::Accept(answer)) = (self.pending.take(), mv) {
                    self.release(o, *answer, proposer);
                }
                if std::mem::take(&mut self.early) {
                    // Made at the start of the answerer's turn: it moves now.
                    self.ply += 1;
                    return;
                }
                match rules.t.exchange_cost {
                    // The answer took the answerer's turn: the proposer moves.
                    ExchangeCost::MoveAndAnswer => {}
                    // The answer took no turn: the answerer now moves.
                    ExchangeCost::Move => {
                        self.ply += 1;
                        return;
                    }
                    // Neither took a turn: the proposer moves, and may not
                    // propose again before it has.
                    ExchangeCost::Free => self.exchanged = true,
                }
            }
            Move::Pass => {
                self.end_turn(rules);
                return;
            }
        }
        self.to_move = self.to_move.opponent();
        self.ply += 1;
    }

    /// Plays `mv` if it is legal here.
    pub fn play(&self, rules: &Rules, mv: &Move) -> Result<Position, super::Refusal> {
        self.check_move(rules, mv)?;
        let mut next = self.clone();
        next.play_unchecked(rules, mv);
        Ok(next)
    }

    /// Puts each side's released pieces of `o` back on its release
    /// squares: the proposer's where `o` names them, the answerer's where
    /// `answer` does, else in the fixed order, large first.
    fn release(&mut self, o: Offer, answer: Placement, proposer: Side) {
        for side in Side::BOTH {
            let c = o.of(side);
            let held = match side {
                Side::Suffragettes => &mut self.prison,
                Side::Police => &mut self.hospital,
            };
            held.large -= c.large;
            held.small -= c.small;
            let chosen = if side == proposer {
                o.placement
            } else {
                answer
            };
            if !chosen.is_empty() {
                for (sq, size) in chosen.squares(side) {
                    self.board.set(sq, Some(Piece { side, size }));
                }
                continue;
            }
            let sizes = std::iter::repeat_n(Size::Large, c.large as usize)
                .chain(std::iter::repeat_n(Size::Small, c.small as usize));
            let mut free = side
                .release_squares()
                .into_iter()
                .filter(|&s| self.board.get(s).is_none())
                .collect::<Vec<_>>()
                .into_iter();
            for size in sizes {
                let sq = free
                    .next()
                    .expect("exchange size limited by free release squares");
                self.board.set(sq, Some(Piece { side, size }));
            }
        }
    }
}
