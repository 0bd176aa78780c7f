//! Turning move text into a legal move, or saying exactly why it is not one.

use super::moves::Move;
use super::position::Position;
use super::rules::Rules;
use crate::geometry::{Square, SquareSet, Zone};
use crate::notation::{MoveText, write_move};
use crate::piece::Side;
use crate::variant::values::HopOver;

/// A move that is well-formed but not legal in the position, and why.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{text}: {reason}")]
pub struct IllegalMove {
    /// The move as written.
    pub text: String,
    /// Why it is illegal, naming squares, zones and rule points.
    pub reason: String,
}

impl IllegalMove {
    /// An illegal move with its reason.
    pub fn new(text: impl Into<String>, reason: impl Into<String>) -> IllegalMove {
        IllegalMove {
            text: text.into(),
            reason: reason.into(),
        }
    }
}

impl Position {
    /// The legal move that `text` names, accepting any legal path of a chain
    /// and `-` where a hop captures; otherwise the first reason it is illegal.
    pub fn resolve(&self, rules: &Rules, text: &MoveText) -> Result<Move, IllegalMove> {
        let fail = |reason: String| Err(IllegalMove::new(text.to_string(), reason));
        if let Some(w) = self.winner(rules) {
            return fail(format!("the game is over: the {w} have won"));
        }
        let legal = self.legal_moves(rules);
        if let Some(p) = self.pending()
            && !matches!(text, MoveText::Accept | MoveText::Decline)
        {
            return fail(format!(
                "the exchange X{}+{} awaits an answer: the {} may only accept or decline",
                p.large,
                p.small,
                self.to_move()
            ));
        }
        let mv = match text {
            MoveText::Accept | MoveText::Decline if self.pending().is_none() => {
                return fail("no exchange proposal awaits an answer".into());
            }
            MoveText::Accept => Move::Accept,
            MoveText::Decline => Move::Decline,
            MoveText::Pass => {
                if legal != [Move::Pass] {
                    return fail(format!(
                        "pass is legal only when nothing else is, and {} other moves are legal",
                        legal.len()
                    ));
                }
                Move::Pass
            }
            MoveText::Exchange(c) => {
                if !self.exchange_options(rules).any(|o| o == *c) {
                    return fail(self.why_no_exchange(rules, *c));
                }
                Move::Exchange(*c)
            }
            MoveText::Path { squares, captures } => {
                self.resolve_path(rules, squares, captures).or_else(fail)?
            }
        };
        if !legal.contains(&mv) {
            let why = if rules.values().capture_compulsory && mv.capture_count() == 0 {
                "a capture is possible and this variant makes capturing compulsory (capture.compulsory)"
                    .to_string()
            } else {
                "not a legal move here".to_string()
            };
            return fail(why);
        }
        Ok(mv)
    }

    /// Parses and resolves move text.
    pub fn parse_move(&self, rules: &Rules, text: &str) -> Result<Move, crate::Error> {
        let t = MoveText::parse(text)?;
        Ok(self.resolve(rules, &t)?)
    }

    /// The canonical text of a legal move.
    pub fn move_text(&self, rules: &Rules, mv: &Move) -> String {
        write_move(self, rules, mv)
    }

    fn why_no_exchange(&self, rules: &Rules, c: crate::engine::Counts) -> String {
        let v = rules.values();
        let n = v.exchange_trigger;
        if self.prison().total() < n || self.hospital().total() < n {
            return format!(
                "an exchange needs the Prison and the Hospital each to hold {n} or more (exchange.trigger); they hold {} and {}",
                self.prison().total(),
                self.hospital().total()
            );
        }
        let busy: Vec<String> = self
            .board()
            .occupied()
            .iter()
            .filter(|s| matches!(s.zone(), Zone::PrisonYard | Zone::HospitalGrounds))
            .map(|s| s.to_string())
            .collect();
        if v.exchange_blocked && !busy.is_empty() {
            return format!(
                "no exchange while a piece stands on the Prison Yard or the Hospital Grounds ({}) (exchange.blocked)",
                busy.join(", ")
            );
        }
        if c.total() > v.exchange_size {
            return format!("at most {} pieces a side (exchange.size)", v.exchange_size);
        }
        if c.large > self.prison().large.min(self.hospital().large) {
            return format!(
                "only {} large pieces are in both the Prison and the Hospital (Prison {}, Hospital {})",
                self.prison().large.min(self.hospital().large),
                self.prison(),
                self.hospital()
            );
        }
        if c.small > self.prison().small.min(self.hospital().small) {
            return format!(
                "only {} small pieces are in both the Prison and the Hospital (Prison {}, Hospital {})",
                self.prison().small.min(self.hospital().small),
                self.prison(),
                self.hospital()
            );
        }
        "not enough free release squares on the Prison Yard and Hospital Grounds".into()
    }

    fn resolve_path(
        &self,
        rules: &Rules,
        squares: &[Square],
        captures: &[bool],
    ) -> Result<Move, String> {
        let t = &rules.t;
        let from = squares[0];
        let side = self.to_move();
        let piece = self
            .piece_at(from)
            .ok_or_else(|| format!("there is no piece on {from}"))?;
        if piece.side != side {
            return Err(format!(
                "{from} holds a {} of the {}, but the {side} are to move",
                piece.name(),
                piece.side
            ));
        }
        let target = &t.target[side as usize];
        let start_inside = t.confined && target.contains(from);
        if start_inside && !t.inside_move {
            return Err(format!(
                "the {} on {from} is inside {} and this variant forbids moving there (building.inside_move)",
                piece.name(),
                side.target_building().name()
            ));
        }
        if squares.len() == 2 && from.distance(squares[1]) == 1 {
            let to = squares[1];
            let (dir, _) = from.line_to(to).expect("adjacent squares lie on a line");
            if captures[0] {
                return Err("`x` marks a capture, but a step never captures".into());
            }
            if !t.step_dirs.contains(dir) {
                return Err(format!(
                    "this variant does not allow a step in that direction (step.directions: {})",
                    rules
                        .variant()
                        .point("step.directions")
                        .map_or("", |p| &p.value_text)
                ));
            }
            if let Some(p) = self.piece_at(to) {
                return Err(format!("{to} is occupied by a {}", p.name()));
            }
            self.check_landing(rules, side, from, to)?;
            return Ok(Move::Step { from, to });
        }
        if squares.len() > 2 && !t.chain {
            return Err("this variant allows one hop per move (hop.chain: single)".into());
        }
        let mut landed = SquareSet::EMPTY.with(from);
        let mut jumped = SquareSet::EMPTY;
        let mut captured = SquareSet::EMPTY;
        let capture_dirs = t.capture_dirs[piece.size as usize];
        for (i, pair) in squares.windows(2).enumerate() {
            let (cur, land) = (pair[0], pair[1]);
            let hop_no = i + 1;
            let (dir, dist) = cur
                .line_to(land)
                .filter(|(_, d)| *d == 2)
                .ok_or_else(|| format!("{cur} to {land} is neither a step nor a hop: a hop jumps one adjacent piece and lands on the square just beyond"))?;
            if !t.hop_dirs.contains(dir) {
                return Err(format!(
                    "hop {hop_no} ({cur} to {land}): this variant does not allow hops in that direction (hop.directions)"
                ));
            }
            debug_assert_eq!(dist, 2);
            let mid = cur.step(dir).expect("between two squares on the board");
            let standing = |sq: Square| {
                sq != from
                    && self.piece_at(sq).is_some()
                    && !(t.immediate_removal && captured.contains(sq))
            };
            if jumped.contains(mid) {
                return Err(format!(
                    "hop {hop_no} jumps {mid} a second time; no square is jumped twice in one chain (hop.revisit)"
                ));
            }
            if !standing(mid) {
                return Err(format!(
                    "hop {hop_no} ({cur} to {land}) has no piece to jump on {mid}"
                ));
            }
            if standing(land) {
                let p = self.piece_at(land).expect("standing");
                return Err(format!(
                    "hop {hop_no} lands on {land}, which is occupied by a {}",
                    p.name()
                ));
            }
            if !t.revisit_landings && landed.contains(land) {
                return Err(format!(
                    "hop {hop_no} lands on {land} a second time; no square is landed on twice in one chain (hop.revisit)"
                ));
            }
            let inside = t.confined && target.contains(cur);
            if inside && !t.inside_move && cur != from {
                return Err(format!(
                    "hop {hop_no}: the piece entered {} and may not move on inside it (building.inside_move)",
                    side.target_building().name()
                ));
            }
            self.check_landing(rules, side, cur, land)
                .map_err(|e| format!("hop {hop_no} {e}"))?;
            if t.jump_forbidden[side as usize].contains(mid) {
                return Err(format!(
                    "hop {hop_no} jumps {mid}, a square of {}, which the {} variant forbids jumping (hop.over_forbidden)",
                    mid.zone().name(),
                    rules.id()
                ));
            }
            let occupant = self.piece_at(mid).expect("standing");
            let opponent = occupant.side != side;
            let over = rules.values().hop_over;
            if (opponent && over == HopOver::Own) || (!opponent && over == HopOver::Opponent) {
                return Err(format!(
                    "hop {hop_no} jumps a {} on {mid}, which this variant does not allow (hop.over)",
                    occupant.name()
                ));
            }
            let capture = opponent && t.capturable.contains(mid) && capture_dirs.contains(dir);
            if captures[i] && !capture {
                let why = if !opponent {
                    format!("{mid} holds the mover's own {}", occupant.name())
                } else if !t.capturable.contains(mid) {
                    format!(
                        "{mid} is {}, where no piece can be captured (capture.zone)",
                        mid.zone().name()
                    )
                } else {
                    format!(
                        "a {} captures only {} (capture.{})",
                        piece.name(),
                        describe_dirs(capture_dirs),
                        if piece.is_large() { "large" } else { "small" }
                    )
                };
                return Err(format!(
                    "hop {hop_no} is written `x` but captures nothing: {why}"
                ));
            }
            if capture && !t.multiple && !captured.is_empty() {
                return Err(format!(
                    "hop {hop_no} would make a second capture, which this variant does not allow (capture.multiple)"
                ));
            }
            if capture {
                captured.insert(mid);
            }
            landed.insert(land);
            jumped.insert(mid);
        }
        Ok(Move::Hop {
            from,
            to: *squares.last().expect("at least two squares"),
            captured,
        })
    }

    /// Whether `side`'s piece, standing on `cur`, may land on `to`.
    fn check_landing(
        &self,
        rules: &Rules,
        side: Side,
        cur: Square,
        to: Square,
    ) -> Result<(), String> {
        let t = &rules.t;
        let target = &t.target[side as usize];
        if t.confined && target.contains(cur) && !target.contains(to) {
            return Err(format!(
                "leaves {} for {to}: a piece inside the opponents' building must stay there (building.confined)",
                side.target_building().name()
            ));
        }
        if t.land_ok[side as usize].contains(to) {
            return Ok(());
        }
        let zone = to.zone();
        if zone == side.own_building() {
            Err(format!(
                "lands on {to}, a square of {}, which the {side} may not enter (zones.forbidden_own_building)",
                zone.name()
            ))
        } else {
            Err(format!(
                "lands on {to}, a square of {}, which no piece may enter (zones.forbidden_all)",
                zone.name()
            ))
        }
    }
}

fn describe_dirs(d: crate::geometry::DirectionSet) -> &'static str {
    use crate::geometry::DirectionSet as D;
    match d {
        D::ALL => "in any direction",
        D::DIAGONAL => "by diagonal hops",
        D::ORTHOGONAL => "by orthogonal hops",
        _ => "in no direction",
    }
}
