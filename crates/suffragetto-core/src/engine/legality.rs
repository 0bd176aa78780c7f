//! Every rule decision, written once: may this piece move at all, may it
//! land here, may it jump this square, does this hop capture, may a chain go
//! on, is an exchange available. Each predicate answers yes, or no with a
//! typed [`Refusal`]; the reason is built lazily through a [`Verdict`], so the
//! move generator, which asks with [`Quiet`], pays nothing for it, while the
//! resolver of move text asks with [`Explain`] and gets the reason.

use super::game::Outcome;
use super::moves::{Counts, Offer, Placement};
use super::position::Position;
use super::refusal::{NoCapture, Refusal};
use super::rules::{Rules, Tables};
use crate::geometry::{Direction, DirectionSet, NUM_SQUARES, Square, SquareSet, Zone};
use crate::piece::{Piece, Side, Size};
use crate::variant::values::ExchangeRanks;

/// How a predicate answers "no": with nothing (the generator) or with the
/// reason (everything that explains).
pub(crate) trait Verdict {
    /// What a refusal carries.
    type No;
    /// A refusal, its reason built only if this verdict keeps it.
    fn no(why: impl FnOnce() -> Refusal) -> Self::No;
}

/// Yes or no, without reasons.
pub(crate) enum Quiet {}

impl Verdict for Quiet {
    type No = ();
    #[inline(always)]
    fn no(_: impl FnOnce() -> Refusal) {}
}

/// Yes, or no with the [`Refusal`].
pub(crate) enum Explain {}

impl Verdict for Explain {
    type No = Refusal;
    #[inline(always)]
    fn no(why: impl FnOnce() -> Refusal) -> Refusal {
        why()
    }
}

/// Why `side`'s piece standing on `cur` may not land on `to`, which is not
/// among the squares [`Walk::landings`] allows it.
fn landing_refusal(t: &Tables, side: Side, cur: Square, to: Square) -> Refusal {
    let target = &t.target[side as usize];
    if t.confined && target.contains(cur) && !target.contains(to) {
        Refusal::LeavesBuilding { square: to, side }
    } else if to.zone() == side.own_building() {
        Refusal::OwnBuilding { square: to, side }
    } else {
        Refusal::ForbiddenZone { square: to }
    }
}

/// The squares one piece's move has used so far, and the rules of one step
/// or hop of it. The start square counts as empty once the piece has left.
pub(crate) struct Walk<'a> {
    pub(crate) cells: &'a [u8; NUM_SQUARES],
    pub(crate) t: &'a Tables,
    pub(crate) side: Side,
    pub(crate) from: Square,
    capture_dirs: DirectionSet,
    pub(crate) landed: SquareSet,
    pub(crate) jumped: SquareSet,
    pub(crate) captured: SquareSet,
}

impl<'a> Walk<'a> {
    /// A walk for `side`'s pieces in `pos`; [`start`](Walk::start) picks the piece.
    pub(crate) fn new(pos: &'a Position, t: &'a Tables, side: Side) -> Walk<'a> {
        Walk::on(pos.board().cells(), t, side)
    }

    /// A walk for `side`'s pieces on the board whose square codes are `cells`.
    pub(crate) fn on(cells: &'a [u8; NUM_SQUARES], t: &'a Tables, side: Side) -> Walk<'a> {
        let a1 = Square::new(0, 0).expect("a1");
        Walk {
            cells,
            t,
            side,
            from: a1,
            capture_dirs: DirectionSet::NONE,
            landed: SquareSet::EMPTY,
            jumped: SquareSet::EMPTY,
            captured: SquareSet::EMPTY,
        }
    }

    /// Begins the moves of `piece` on `from`: the squares its first step or
    /// hop may land on, or why it may not move (it is inside the opponents'
    /// building and the variant forbids moving there). The jumped and
    /// captured sets are left empty by the previous search.
    #[inline(always)]
    pub(crate) fn start<V: Verdict>(
        &mut self,
        from: Square,
        piece: Piece,
    ) -> Result<&'a SquareSet, V::No> {
        self.from = from;
        self.capture_dirs = self.t.capture_dirs[piece.size as usize];
        self.landed = SquareSet::EMPTY.with(from);
        let t = self.t;
        let side = self.side as usize;
        if t.confined && t.target[side].contains(from) {
            if !t.inside_move {
                return Err(V::no(|| Refusal::StuckInside {
                    square: from,
                    piece,
                }));
            }
            return Ok(&t.target[side]);
        }
        Ok(&t.land_ok[side])
    }

    /// The squares a hop from `cur` may land on, or why the chain may not go
    /// on from `cur`: it stands in the opponents' building, which it entered
    /// on this move, and the variant ends chains there or forbids moving
    /// inside it.
    #[inline(always)]
    pub(crate) fn landings<V: Verdict>(&self, cur: Square) -> Result<&'a SquareSet, V::No> {
        let t = self.t;
        let side = self.side as usize;
        let inside = t.target[side].contains(cur);
        if inside && cur != self.from && t.chain_ends_in_building {
            return Err(V::no(|| Refusal::ChainEndsInBuilding {
                square: cur,
                side: self.side,
            }));
        }
        if t.confined && inside {
            if t.inside_move || cur == self.from {
                Ok(&t.target[side])
            } else {
                Err(V::no(|| Refusal::ChainStopsInside {
                    square: cur,
                    side: self.side,
                }))
            }
        } else {
            Ok(&t.land_ok[side])
        }
    }

    /// Whether a step from the start square to the adjacent `to` in `dir`
    /// is legal; `allowed` is what [`start`](Walk::start) returned.
    #[inline(always)]
    pub(crate) fn step<V: Verdict>(
        &self,
        allowed: &SquareSet,
        to: Square,
        dir: Direction,
    ) -> Result<(), V::No> {
        let code = self.cells[to.index()];
        if code != 0 {
            return Err(V::no(|| Refusal::Occupied {
                square: to,
                piece: Piece::from_code(code).expect("a piece code"),
            }));
        }
        if !allowed.contains(to) {
            return Err(V::no(|| landing_refusal(self.t, self.side, self.from, to)));
        }
        if !self.t.step_dirs.contains(dir) {
            return Err(V::no(|| Refusal::StepDirection {
                from: self.from,
                to,
            }));
        }
        Ok(())
    }

    /// Whether a hop in `dir` over an `opponent`'s piece (or one's own) on
    /// `mid` captures it: an opponent, standing where pieces can be captured,
    /// jumped in a direction in which the hopper captures (`docs/conventions.md`, convention 3).
    #[inline(always)]
    fn captures(&self, opponent: bool, mid: Square, dir: Direction) -> bool {
        opponent && self.t.capturable.contains(mid) && self.capture_dirs.contains(dir)
    }

    /// Why a hop in `dir` over `occupant` on `mid` captures nothing, or
    /// `None` if it captures.
    pub(crate) fn no_capture(
        &self,
        occupant: u8,
        mid: Square,
        dir: Direction,
    ) -> Option<NoCapture> {
        let piece = Piece::from_code(occupant)?;
        let opponent = piece.side != self.side;
        if self.captures(opponent, mid, dir) {
            None
        } else if !opponent {
            Some(NoCapture::OwnPiece(piece))
        } else if !self.t.capturable.contains(mid) {
            Some(NoCapture::Safe(mid.zone()))
        } else {
            Some(NoCapture::Direction(Piece::from_code(
                self.cells[self.from.index()],
            )?))
        }
    }

    /// Whether the hop from `cur` over `mid` onto `land` in `dir` is legal
    /// and, if so, whether it captures. `allowed` is what
    /// [`landings`](Walk::landings) returned for `cur`.
    ///
    /// The answer has three parts, each its own predicate: what the squares
    /// hold and what this chain has used of them
    /// ([`rejumps`](Walk::rejumps), [`relands`](Walk::relands)), what the
    /// rules allow of such a hop from `cur` ([`hop_rule`](Walk::hop_rule),
    /// which depends on nothing that changes during a game, so the fast
    /// generator compiles it into tables), and the capture count
    /// ([`second_capture`](Walk::second_capture)).
    #[inline(always)]
    pub(crate) fn hop<V: Verdict>(
        &self,
        allowed: &SquareSet,
        cur: Square,
        mid: Square,
        land: Square,
        dir: Direction,
    ) -> Result<bool, V::No> {
        let t = self.t;
        // The mover has left its start square, which is therefore empty.
        let occupant = self.cells[mid.index()];
        if occupant == 0 || mid == self.from {
            return Err(V::no(|| Refusal::NothingToJump {
                from: cur,
                to: land,
                square: mid,
            }));
        }
        if self.rejumps(mid) {
            return Err(V::no(|| Refusal::JumpedTwice { square: mid }));
        }
        let land_code = self.cells[land.index()];
        let land_free = land_code == 0
            || land == self.from
            || (t.immediate_removal && self.captured.contains(land));
        if !land_free {
            return Err(V::no(|| Refusal::Occupied {
                square: land,
                piece: Piece::from_code(land_code).expect("a piece code"),
            }));
        }
        if self.relands(land) {
            return Err(V::no(|| Refusal::LandedTwice { square: land }));
        }
        let capture = self.hop_rule::<V>(allowed, cur, mid, land, dir, occupant)?;
        if self.second_capture(capture) {
            return Err(V::no(|| Refusal::SecondCapture));
        }
        Ok(capture)
    }

    /// Whether this chain may not jump `mid` because it has jumped it
    /// already: never again where the variant forbids jumping a square
    /// twice, and never a piece the chain has captured, whatever the
    /// variant allows of other squares.
    #[inline(always)]
    pub(crate) fn rejumps(&self, mid: Square) -> bool {
        self.jumped.contains(mid) && (!self.t.revisit_jumps || self.captured.contains(mid))
    }

    /// Whether this chain may not land on `land` because it has landed
    /// there already (the start square counts as landed on).
    #[inline(always)]
    pub(crate) fn relands(&self, land: Square) -> bool {
        !self.t.revisit_landings && self.landed.contains(land)
    }

    /// Whether a hop that captures (`capture`) would be a second capture
    /// of a chain in a variant that allows one capture a move.
    #[inline(always)]
    pub(crate) fn second_capture(&self, capture: bool) -> bool {
        capture && !self.t.multiple && !self.captured.is_empty()
    }

    /// What the rules say of a hop from `cur` over `occupant` (a piece code)
    /// on `mid` onto the free square `land` in `dir`, leaving aside what
    /// this chain has used: whether it is legal and, if so, whether it
    /// captures. `allowed` is what [`landings`](Walk::landings) returned for
    /// `cur`. Nothing here depends on the position beyond the occupant's
    /// side, so the fast generator compiles it into tables per square.
    #[inline(always)]
    pub(crate) fn hop_rule<V: Verdict>(
        &self,
        allowed: &SquareSet,
        cur: Square,
        mid: Square,
        land: Square,
        dir: Direction,
        occupant: u8,
    ) -> Result<bool, V::No> {
        let t = self.t;
        if !allowed.contains(land) {
            return Err(V::no(|| landing_refusal(t, self.side, cur, land)));
        }
        if !t.hop_dirs.contains(dir) {
            return Err(V::no(|| Refusal::HopDirection {
                from: cur,
                to: land,
            }));
        }
        let side = self.side as usize;
        if t.jump_forbidden[side].contains(mid) {
            return Err(V::no(|| Refusal::JumpOverForbidden { square: mid }));
        }
        let opponent = (occupant > 2) != (self.side == Side::Police);
        if (opponent && !t.hop_opponent) || (!opponent && !t.hop_own) {
            return Err(V::no(|| Refusal::HopOverPiece {
                square: mid,
                piece: Piece::from_code(occupant).expect("a piece code"),
            }));
        }
        let capture = self.captures(opponent, mid, dir);
        if !capture && opponent && t.straight_forbidden && t.capturable.contains(mid) {
            return Err(V::no(|| Refusal::StraightOverOpponent { square: mid }));
        }
        Ok(capture)
    }

    /// Marks the hop over `mid` onto `land` as made; returns which of the
    /// two squares were new to the chain (for [`unmark`](Walk::unmark)).
    #[inline(always)]
    pub(crate) fn mark(&mut self, mid: Square, land: Square, capture: bool) -> Marked {
        let marked = Marked {
            land: !self.landed.contains(land),
            jump: !self.jumped.contains(mid),
            capture,
        };
        self.landed.insert(land);
        self.jumped.insert(mid);
        if capture {
            self.captured.insert(mid);
        }
        marked
    }

    /// Takes back [`mark`](Walk::mark).
    #[inline(always)]
    pub(crate) fn unmark(&mut self, mid: Square, land: Square, marked: Marked) {
        if marked.jump {
            self.jumped.remove(mid);
        }
        // A piece jumped before without capture (in another direction) may
        // be captured by a later hop where squares may be jumped again; a
        // captured piece is never jumped again, so the capture is new.
        if marked.capture {
            self.captured.remove(mid);
        }
        if marked.land {
            self.landed.remove(land);
        }
    }
}

/// Which squares a hop added to its chain's sets.
#[derive(Clone, Copy)]
pub(crate) struct Marked {
    land: bool,
    jump: bool,
    capture: bool,
}

/// The bounds of the exchanges available: the captured pieces of each side,
/// and at most `total` pieces a side (the exchange size and the free squares
/// of both release zones).
#[derive(Clone, Copy, Debug)]
pub(crate) struct ExchangeLimits {
    pub(crate) prison: Counts,
    pub(crate) hospital: Counts,
    pub(crate) total: u8,
}

impl Position {
    /// Whether the side to move may act at all: the game is not over, and
    /// no proposal awaits its answer (unless `answering`).
    pub(crate) fn may_act<V: Verdict>(&self, rules: &Rules, answering: bool) -> Result<(), V::No> {
        if let Outcome::Won { winner, ending } = self.outcome(rules) {
            return Err(V::no(|| Refusal::GameOver { winner, ending }));
        }
        if answering && self.in_window() {
            return Err(V::no(|| Refusal::NothingToAnswer));
        }
        match (self.pending(), answering) {
            (Some(pending), false) => Err(V::no(|| Refusal::AnswerPending {
                pending,
                to_move: self.to_move(),
            })),
            (None, true) => Err(V::no(|| Refusal::NothingToAnswer)),
            _ => Ok(()),
        }
    }

    /// Whether an exchange is available at all (`docs/conventions.md`, convention 6), and its bounds.
    pub(crate) fn exchange_limits<V: Verdict>(
        &self,
        rules: &Rules,
    ) -> Result<ExchangeLimits, V::No> {
        let v = rules.values();
        if self.exchanged_this_turn() {
            return Err(V::no(|| Refusal::ExchangeThisTurn));
        }
        let (prison, hospital) = (self.prison(), self.hospital());
        if prison.total() < v.exchange_trigger || hospital.total() < v.exchange_trigger {
            return Err(V::no(|| Refusal::ExchangeNotTriggered {
                trigger: v.exchange_trigger,
                prison: prison.total(),
                hospital: hospital.total(),
            }));
        }
        if v.exchange_blocked {
            let busy = self.board().occupied().intersection(
                &Zone::PrisonYard
                    .squares()
                    .union(&Zone::HospitalGrounds.squares()),
            );
            if !busy.is_empty() {
                return Err(V::no(|| Refusal::ExchangeBlocked { squares: busy }));
            }
        }
        let free = |side: Side| {
            side.release_squares()
                .iter()
                .filter(|&&s| self.board().get(s).is_none())
                .count() as u8
        };
        Ok(ExchangeLimits {
            prison,
            hospital,
            total: v
                .exchange_size
                .min(free(Side::Suffragettes))
                .min(free(Side::Police)),
        })
    }

    /// Whether the exchange `o` may be proposed (or demanded) now by the side
    /// to move: its counts within the limits and as `exchange.ranks` allows,
    /// and its squares as `exchange.placement` asks.
    pub(crate) fn check_offer(&self, rules: &Rules, o: Offer) -> Result<(), Refusal> {
        let limits = self.exchange_limits::<Explain>(rules)?;
        let v = rules.values();
        let (prison, hospital) = (limits.prison, limits.hospital);
        let short = |size: Size, available: u8| Refusal::ExchangeRanks {
            size,
            available,
            prison,
            hospital,
        };
        if o.suffragettes.total().max(o.police.total()) > v.exchange_size {
            return Err(Refusal::ExchangeTooLarge {
                max: v.exchange_size,
            });
        }
        if o.suffragettes.total() != o.police.total() {
            return Err(Refusal::ExchangeUnequal { offer: o });
        }
        if v.exchange_ranks == ExchangeRanks::Matched {
            if !o.is_matched() {
                return Err(Refusal::ExchangeRanksMatched { offer: o });
            }
            if o.suffragettes.large > prison.large.min(hospital.large) {
                return Err(short(Size::Large, prison.large.min(hospital.large)));
            }
            if o.suffragettes.small > prison.small.min(hospital.small) {
                return Err(short(Size::Small, prison.small.min(hospital.small)));
            }
        }
        for side in Side::BOTH {
            let (want, have) = (o.of(side), self.captive(side));
            for (size, w, h) in [
                (Size::Large, want.large, have.large),
                (Size::Small, want.small, have.small),
            ] {
                if w > h {
                    return Err(Refusal::ExchangeCaptive {
                        side,
                        size,
                        available: h,
                    });
                }
            }
        }
        if o.total() > limits.total || o.total() == 0 {
            return Err(Refusal::ExchangeNoRoom);
        }
        self.check_placement(rules, self.to_move(), o.of(self.to_move()), o.placement)
    }

    /// Whether `placement` puts `side`'s released pieces `c` where
    /// `exchange.placement` asks: nowhere named under the fixed order, and
    /// under the owner's choice exactly `c` on free squares of its zone.
    pub(crate) fn check_placement(
        &self,
        rules: &Rules,
        side: Side,
        c: Counts,
        placement: Placement,
    ) -> Result<(), Refusal> {
        if !rules.t.owner_places {
            return if placement.is_empty() {
                Ok(())
            } else {
                Err(Refusal::PlacementFixed)
            };
        }
        if placement.counts() != c {
            return Err(Refusal::PlacementCount {
                side,
                want: c,
                got: placement.counts(),
            });
        }
        for (sq, _) in placement.squares(side) {
            if let Some(piece) = self.board().get(sq) {
                return Err(Refusal::Occupied { square: sq, piece });
            }
        }
        Ok(())
    }
}
