//! Checking a proposed action against a position, with the reason when it is
//! not legal: a path of squares (a step or a hop chain), an exchange, an
//! answer to a proposal, a pass, or any [`Move`]. The same predicates as the
//! generator ([`legality`](super::legality)), asked for reasons.

use super::legality::{Explain, Walk};
use super::moves::{Move, Offer, Placement};
use super::position::Position;
use super::refusal::{NoCapture, Refusal};
use super::rules::Rules;
use crate::geometry::Square;

/// One hop of a checked path.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CheckedHop {
    /// The square jumped.
    pub over: Square,
    /// Why the hop captures nothing, or `None` if it captures.
    pub no_capture: Option<NoCapture>,
}

/// A legal step or hop chain and what each of its hops does.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CheckedPath {
    /// The move.
    pub mv: Move,
    /// Its hops, in order (empty for a step).
    pub hops: Vec<CheckedHop>,
}

/// Why a path is not legal, and at which hop.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PathRefusal {
    /// The 1-based hop the refusal concerns, or 0 for the move as a whole
    /// (the piece, a step, the turn).
    pub hop: usize,
    /// The reason.
    pub refusal: Refusal,
}

impl From<Refusal> for PathRefusal {
    fn from(refusal: Refusal) -> PathRefusal {
        PathRefusal { hop: 0, refusal }
    }
}

impl Position {
    /// Checks a step or hop chain given as its squares (the start, then every
    /// landing): the legal move it makes, or the first reason it is illegal.
    /// Any legal path of a chain is accepted.
    pub fn check_path(
        &self,
        rules: &Rules,
        squares: &[Square],
    ) -> Result<CheckedPath, PathRefusal> {
        self.may_act::<Explain>(rules, false)?;
        if self.in_window() {
            return Err(Refusal::WindowOnly {
                side: self.to_move(),
            }
            .into());
        }
        let Some((&from, landings)) = squares.split_first() else {
            return Err(Refusal::NotLegal.into());
        };
        let side = self.to_move();
        let piece = self
            .piece_at(from)
            .ok_or(Refusal::NoPiece { square: from })?;
        if piece.side != side {
            return Err(Refusal::NotYourPiece {
                square: from,
                piece,
                to_move: side,
            }
            .into());
        }
        let mut walk = Walk::new(self, &rules.t, side);
        let allowed = walk.start::<Explain>(from, piece)?;
        if let [to] = landings
            && from.distance(*to) == 1
        {
            let (dir, _) = from.line_to(*to).expect("adjacent squares lie on a line");
            walk.step::<Explain>(allowed, *to, dir)?;
            let mv = Move::Step { from, to: *to };
            self.check_compulsory(rules, &mv)?;
            return Ok(CheckedPath {
                mv,
                hops: Vec::new(),
            });
        }
        if landings.len() > 1 && !rules.t.chain {
            return Err(PathRefusal {
                hop: 2,
                refusal: Refusal::OneHopOnly,
            });
        }
        let mut hops = Vec::with_capacity(landings.len());
        let mut cur = from;
        for (i, &land) in landings.iter().enumerate() {
            let at = |refusal| PathRefusal {
                hop: i + 1,
                refusal,
            };
            let dir = match cur.line_to(land) {
                Some((dir, 2)) => dir,
                _ => {
                    return Err(at(Refusal::NotAHop {
                        from: cur,
                        to: land,
                    }));
                }
            };
            let mid = cur.step(dir).expect("between two squares on the board");
            let allowed = walk.landings::<Explain>(cur).map_err(at)?;
            let capture = walk
                .hop::<Explain>(allowed, cur, mid, land, dir)
                .map_err(at)?;
            let occupant = self.board().cells()[mid.index()];
            hops.push(CheckedHop {
                over: mid,
                no_capture: if capture {
                    None
                } else {
                    walk.no_capture(occupant, mid, dir)
                },
            });
            walk.mark(mid, land, capture);
            cur = land;
        }
        let mv = Move::Hop {
            from,
            to: cur,
            captured: walk.captured,
        };
        self.check_compulsory(rules, &mv)?;
        debug_assert!(self.legal_moves(rules).contains(&mv), "{mv:?}");
        Ok(CheckedPath { mv, hops })
    }

    /// Refuses a non-capturing move where capturing is compulsory and possible.
    fn check_compulsory(&self, rules: &Rules, mv: &Move) -> Result<(), Refusal> {
        if mv.capture_count() == 0
            && rules.t.compulsory
            && self.must_capture(rules, &self.legal_moves(rules))
        {
            return Err(Refusal::CaptureCompulsory);
        }
        Ok(())
    }

    /// Checks a proposal (or demand) of the exchange `o`.
    pub fn check_exchange(&self, rules: &Rules, o: Offer) -> Result<Move, Refusal> {
        self.may_act::<Explain>(rules, false)?;
        self.check_offer(rules, o)?;
        let mv = Move::Exchange(o);
        if !self.in_window() {
            self.check_compulsory(rules, &mv)?;
        }
        debug_assert!(self.legal_moves(rules).contains(&mv), "{mv:?}");
        Ok(mv)
    }

    /// Checks `accept` with the squares `placement` for the answerer's
    /// released pieces (or, with `accept` false, `decline`).
    pub fn check_answer(
        &self,
        rules: &Rules,
        accept: bool,
        placement: Placement,
    ) -> Result<Move, Refusal> {
        self.may_act::<Explain>(rules, true)?;
        if !accept {
            return Ok(Move::Decline);
        }
        let side = self.to_move();
        let o = self.pending().ok_or(Refusal::NothingToAnswer)?;
        self.check_placement(rules, side, o.of(side), placement)?;
        Ok(Move::Accept(placement))
    }

    /// Checks `pass`: legal only when nothing else is, or at the start of
    /// the opponent's turn, where it proposes nothing.
    pub fn check_pass(&self, rules: &Rules) -> Result<Move, Refusal> {
        self.may_act::<Explain>(rules, false)?;
        if self.in_window() {
            return Ok(Move::Pass);
        }
        let legal = self.legal_moves(rules);
        if legal == [Move::Pass] {
            Ok(Move::Pass)
        } else {
            Err(Refusal::PassWhileMovesExist { legal: legal.len() })
        }
    }

    /// Checks any move: legal here, or why not. A step, and a hop given by
    /// its two ends, is checked as its path; a longer chain that is not
    /// among the legal moves is refused without a finer reason.
    pub fn check_move(&self, rules: &Rules, mv: &Move) -> Result<(), Refusal> {
        match *mv {
            Move::Exchange(o) => self.check_exchange(rules, o).map(drop),
            Move::Accept(p) => self.check_answer(rules, true, p).map(drop),
            Move::Decline => self.check_answer(rules, false, Placement::NONE).map(drop),
            Move::Pass => self.check_pass(rules).map(drop),
            Move::Step { from, to } | Move::Hop { from, to, .. } => {
                if self.is_legal(rules, mv) {
                    return Ok(());
                }
                match self.check_path(rules, &[from, to]) {
                    Err(e) => Err(e.refusal),
                    Ok(_) => Err(Refusal::NotLegal),
                }
            }
        }
    }

    /// Whether `mv` is legal here: whether [`legal_moves`] holds it. On an
    /// ordinary turn where captures are not compulsory, a step or chain is
    /// legal exactly when it is among its piece's own moves, and only that
    /// piece is searched.
    ///
    /// [`legal_moves`]: Position::legal_moves
    pub fn is_legal(&self, rules: &Rules, mv: &Move) -> bool {
        match *mv {
            Move::Step { from, .. } | Move::Hop { from, .. }
                if self.ordinary_turn(rules) && !rules.t.compulsory =>
            {
                if self.piece_at(from).is_none_or(|p| p.side != self.to_move()) {
                    return false;
                }
                let mut moves = Vec::with_capacity(32);
                super::fast::moves_of_piece(self, &rules.t, from, &mut moves);
                moves.contains(mv)
            }
            _ => self.legal_moves(rules).contains(mv),
        }
    }
}
