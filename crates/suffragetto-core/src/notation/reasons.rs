//! The engine's refusals in words, each ending with the rule point that
//! decides it, as `(hop.over_forbidden)`, so that readers can look it up.

use crate::engine::{Ending, NoCapture, Refusal, Rules};
use crate::geometry::DirectionSet;
use crate::piece::Size;
use crate::variant::PointId;

/// `refusal` as a phrase. Refusals of one hop of a chain read after "hop N"
/// ("hop 1 jumps h4, ..."); the others stand alone.
pub fn describe(refusal: &Refusal, rules: &Rules) -> String {
    use Refusal as R;
    match *refusal {
        R::GameOver { winner, ending } => match ending {
            Ending::Target => format!("the game is over: the {winner} have won (win.condition)"),
            Ending::NoMove => format!(
                "the game is over: the {winner} have won, as the {} cannot move (end.no_move)",
                winner.opponent()
            ),
            Ending::Resignation => format!(
                "the game is over: the {} resigned",
                winner.opponent()
            ),
        },
        R::AnswerPending { pending, to_move } => format!(
            "the exchange X{}+{} awaits an answer: the {to_move} may only accept or decline (exchange.consent)",
            pending.large, pending.small
        ),
        R::NothingToAnswer => "no exchange proposal awaits an answer (exchange.consent)".into(),
        R::PassWhileMovesExist { legal } => format!(
            "pass is legal only when nothing else is, and {legal} other moves are legal (end.no_move)"
        ),
        R::ExchangeNotTriggered {
            trigger,
            prison,
            hospital,
        } => format!(
            "an exchange needs the Prison and the Hospital each to hold {trigger} or more (exchange.trigger); they hold {prison} and {hospital}"
        ),
        R::ExchangeBlocked { squares } => format!(
            "no exchange while a piece stands on the Prison Yard or the Hospital Grounds ({}) (exchange.blocked)",
            squares
                .iter()
                .map(|s| s.to_string())
                .collect::<Vec<_>>()
                .join(", ")
        ),
        R::ExchangeTooLarge { max } => {
            format!("at most {max} pieces a side (exchange.size)")
        }
        R::ExchangeRanks {
            size,
            available,
            prison,
            hospital,
        } => format!(
            "only {available} {} pieces are in both the Prison and the Hospital (Prison {prison}, Hospital {hospital}); an exchange matches ranks (exchange.size)",
            match size {
                Size::Large => "large",
                Size::Small => "small",
            }
        ),
        R::ExchangeNoRoom => {
            "not enough free release squares on the Prison Yard and Hospital Grounds (exchange.return)"
                .into()
        }
        R::NoPiece { square } => format!("there is no piece on {square}"),
        R::NotYourPiece {
            square,
            piece,
            to_move,
        } => format!(
            "{square} holds a {} of the {}, but the {to_move} are to move (turn.action)",
            piece.name(),
            piece.side
        ),
        R::StuckInside { square, piece } => format!(
            "the {} on {square} is inside {} and this variant forbids moving there (building.inside_move)",
            piece.name(),
            piece.side.target_building().name()
        ),
        R::ChainStopsInside { square, side } => format!(
            "starts on {square}, inside {}, which the chain entered; this variant forbids moving on inside it (building.inside_move)",
            side.target_building().name()
        ),
        R::ChainEndsInBuilding { square, side } => format!(
            "starts on {square}, inside {}, which the chain entered; in this variant a chain ends there (hop.chain_in_building)",
            side.target_building().name()
        ),
        R::StraightOverOpponent { square } => format!(
            "jumps the opponent on {square} without capturing it, which this variant does not allow: jumping an opponent where pieces can be captured always captures (hop.straight_over_opponent)"
        ),
        R::ExchangeThisTurn => "an exchange was already made or refused this turn, which costs no turn in this variant; now a piece must move (exchange.cost)".into(),
        R::StepDirection { .. } => format!(
            "this variant does not allow a step in that direction (step.directions: {})",
            rules
                .variant()
                .point(PointId::StepDirections)
                .value_text
        ),
        R::Occupied { square, piece } => {
            format!("lands on {square}, which is occupied by a {}", piece.name())
        }
        R::ForbiddenZone { square } => format!(
            "lands on {square}, a square of {}, which no piece may enter (zones.forbidden_all)",
            square.zone().name()
        ),
        R::OwnBuilding { square, side } => format!(
            "lands on {square}, a square of {}, which the {side} may not enter (zones.forbidden_own_building)",
            square.zone().name()
        ),
        R::LeavesBuilding { square, side } => format!(
            "leaves {} for {square}: a piece inside the opponents' building must stay there (building.confined)",
            side.target_building().name()
        ),
        R::NotAHop { from, to } => format!(
            "({from} to {to}) is neither a step nor a hop: a hop jumps one adjacent piece and lands on the square just beyond"
        ),
        R::HopDirection { from, to } => format!(
            "({from} to {to}) goes in a direction this variant does not allow for hops (hop.directions)"
        ),
        R::OneHopOnly => {
            "is a second hop, but this variant allows one hop per move (hop.chain: single)".into()
        }
        R::NothingToJump { from, to, square } => {
            format!("({from} to {to}) has no piece to jump on {square}")
        }
        R::JumpedTwice { square } => format!(
            "jumps {square} a second time; no square is jumped twice in one chain (hop.revisit)"
        ),
        R::LandedTwice { square } => format!(
            "lands on {square} a second time; no square is landed on twice in one chain (hop.revisit)"
        ),
        R::JumpOverForbidden { square } => format!(
            "jumps {square}, a square of {}, which the {} variant forbids jumping (hop.over_forbidden)",
            square.zone().name(),
            rules.id()
        ),
        R::HopOverPiece { square, piece } => format!(
            "jumps a {} on {square}, which this variant does not allow (hop.over)",
            piece.name()
        ),
        R::SecondCapture => {
            "would make a second capture, which this variant does not allow (capture.multiple)"
                .into()
        }
        R::CaptureCompulsory => {
            "a capture is possible and this variant makes capturing compulsory (capture.compulsory)"
                .into()
        }
        R::NoCapture { square, why } => {
            format!("is written `x` but captures nothing: {}", no_capture(square, why, rules))
        }
        R::NotLegal => "not a legal move here".into(),
        R::FirstPlayer { fixed, asked } => format!(
            "the {} variant always lets the {fixed} begin (setup.first_player), not the {asked}",
            rules.id()
        ),
    }
}

fn no_capture(square: crate::geometry::Square, why: NoCapture, rules: &Rules) -> String {
    match why {
        NoCapture::OwnPiece(p) => format!("{square} holds the mover's own {}", p.name()),
        NoCapture::Safe(zone) => format!(
            "{square} is {}, where no piece can be captured ({})",
            zone.name(),
            why.rule_point().map_or("", PointId::as_str)
        ),
        NoCapture::Direction(p) => {
            let v = rules.values();
            let dirs = match p.size {
                Size::Large => v.capture_large.set(),
                Size::Small => v.capture_small.set(),
            };
            format!(
                "a {} captures only {} ({})",
                p.name(),
                directions(dirs),
                why.rule_point().map_or("", PointId::as_str)
            )
        }
    }
}

/// The directions of a set in words.
fn directions(d: DirectionSet) -> &'static str {
    match d {
        DirectionSet::ALL => "in any direction",
        DirectionSet::DIAGONAL => "by diagonal hops",
        DirectionSet::ORTHOGONAL => "by orthogonal hops",
        _ => "in no direction",
    }
}
