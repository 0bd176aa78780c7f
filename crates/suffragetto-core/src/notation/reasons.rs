//! The engine's refusals in words. The words come from the catalogue
//! ([`crate::lang`]), in any language, and name no rule point: a reader's
//! page shows the rule point's title beside them (the point is data,
//! [`Refusal::rule_point`]); the command line and a record's errors add
//! its id in brackets, as `(hop.over_forbidden)`, with [`cited_in`], since
//! there the id is notation the user can look up with `explain`.

use crate::engine::{Ending, NoCapture, Refusal, Rules};
use crate::geometry::{DirectionSet, Square};
use crate::lang::{Args, Lang, catalogue};
use crate::piece::Size;
use crate::variant::PointId;

/// `refusal` as an English phrase. Refusals of one hop of a chain read
/// after "hop N" ("hop 1 jumps h4, ..."); the others stand alone.
pub fn describe(refusal: &Refusal, rules: &Rules) -> String {
    describe_in(refusal, rules, Lang::En)
}

/// `refusal` as a phrase in `lang` (see [`describe`]).
pub fn describe_in(refusal: &Refusal, rules: &Rules, lang: Lang) -> String {
    let (key, args) = message(refusal, rules, Args::new(lang));
    catalogue().text(key, &args)
}

/// `refusal` as a phrase in `lang` followed by the id of the rule point
/// that decides it, in brackets, where one does: for the command line and
/// for the errors of records, whose readers look the id up.
pub fn cited_in(refusal: &Refusal, rules: &Rules, lang: Lang) -> String {
    cite(describe_in(refusal, rules, lang), refusal.rule_point())
}

/// `words` followed by ` (point)` when there is a rule point.
pub fn cite(words: String, point: Option<PointId>) -> String {
    match point {
        Some(p) => format!("{words} ({})", p.as_str()),
        None => words,
    }
}

/// The catalogue key of `refusal` and its arguments.
fn message(refusal: &Refusal, rules: &Rules, a: Args) -> (&'static str, Args) {
    use Refusal as R;
    let lang = a.lang();
    match *refusal {
        R::GameOver { winner, ending } => {
            let a = a.side("winner", winner).side("loser", winner.opponent());
            match ending {
                Ending::Target => ("refusal-game-over-target", a),
                Ending::NoMove => ("refusal-game-over-no-move", a),
                Ending::Resignation => ("refusal-game-over-resignation", a),
            }
        }
        R::AnswerPending { pending, to_move } => (
            "refusal-answer-pending",
            a.text("pending", pending).side("to-move", to_move),
        ),
        R::NothingToAnswer => ("refusal-nothing-to-answer", a),
        R::PassWhileMovesExist { legal } => {
            ("refusal-pass-while-moves-exist", a.number("legal", legal))
        }
        R::ExchangeNotTriggered {
            trigger,
            prison,
            hospital,
        } => (
            "refusal-exchange-not-triggered",
            a.number("trigger", trigger.into())
                .number("prison", prison.into())
                .number("hospital", hospital.into()),
        ),
        R::ExchangeBlocked { squares } => (
            "refusal-exchange-blocked",
            a.text("squares", squares_text(squares.iter())),
        ),
        R::ExchangeTooLarge { max } => ("refusal-exchange-too-large", a.number("max", max.into())),
        R::ExchangeRanks {
            size,
            available,
            prison,
            hospital,
        } => (
            "refusal-exchange-ranks",
            a.size("size", size)
                .number("available", available.into())
                .text("prison", prison)
                .text("hospital", hospital),
        ),
        R::ExchangeNoRoom => ("refusal-exchange-no-room", a),
        R::ExchangeUnequal { offer } => (
            "refusal-exchange-unequal",
            a.text("offer", offer)
                .number("suffragettes", offer.suffragettes.total().into())
                .number("police", offer.police.total().into()),
        ),
        R::ExchangeRanksMatched { offer } => {
            ("refusal-exchange-ranks-matched", a.text("offer", offer))
        }
        R::ExchangeCaptive {
            side,
            size,
            available,
        } => (
            "refusal-exchange-captive",
            a.side("side", side)
                .size("size", size)
                .number("available", available.into()),
        ),
        R::PlacementFixed => ("refusal-placement-fixed", a),
        R::PlacementCount { side, want, got } => (
            "refusal-placement-count",
            a.side("side", side)
                .number("total", want.total().into())
                .number("large", want.large.into())
                .text("want", want)
                .text("got", got),
        ),
        R::PlacementSquare { square, side } => (
            "refusal-placement-square",
            a.text("square", square)
                .side("side", side)
                .zone("zone", side.release_zone()),
        ),
        R::WindowOnly { side } => ("refusal-window-only", a.side("side", side)),
        R::NoPiece { square } => ("refusal-no-piece", a.text("square", square)),
        R::NotYourPiece {
            square,
            piece,
            to_move,
        } => (
            "refusal-not-your-piece",
            a.text("square", square)
                .piece("piece", piece)
                .side("to-move", to_move),
        ),
        R::StuckInside { square, piece } => (
            "refusal-stuck-inside",
            a.piece("piece", piece)
                .text("square", square)
                .zone("building", piece.side.target_building()),
        ),
        R::ChainStopsInside { square, side } => (
            "refusal-chain-stops-inside",
            a.text("square", square)
                .zone("building", side.target_building()),
        ),
        R::ChainEndsInBuilding { square, side } => (
            "refusal-chain-ends-in-building",
            a.text("square", square)
                .zone("building", side.target_building()),
        ),
        R::StraightOverOpponent { square } => {
            ("refusal-straight-over-opponent", a.text("square", square))
        }
        R::ExchangeThisTurn => ("refusal-exchange-this-turn", a),
        R::StepDirection { .. } => ("refusal-step-direction", a),
        R::Occupied { square, piece } => (
            "refusal-occupied",
            a.text("square", square).piece("piece", piece),
        ),
        R::ForbiddenZone { square } => (
            "refusal-forbidden-zone",
            a.text("square", square).zone("zone", square.zone()),
        ),
        R::OwnBuilding { square, side } => (
            "refusal-own-building",
            a.text("square", square)
                .zone("zone", square.zone())
                .side("side", side),
        ),
        R::LeavesBuilding { square, side } => (
            "refusal-leaves-building",
            a.zone("building", side.target_building())
                .text("square", square),
        ),
        R::NotAHop { from, to } => ("refusal-not-a-hop", a.text("from", from).text("to", to)),
        R::HopDirection { from, to } => {
            ("refusal-hop-direction", a.text("from", from).text("to", to))
        }
        R::OneHopOnly => ("refusal-one-hop-only", a),
        R::NothingToJump { from, to, square } => (
            "refusal-nothing-to-jump",
            a.text("from", from).text("to", to).text("square", square),
        ),
        R::JumpedTwice { square } => ("refusal-jumped-twice", a.text("square", square)),
        R::LandedTwice { square } => ("refusal-landed-twice", a.text("square", square)),
        R::JumpOverForbidden { square } => (
            "refusal-jump-over-forbidden",
            a.text("square", square).zone("zone", square.zone()),
        ),
        R::HopOverPiece { square, piece } => (
            "refusal-hop-over-piece",
            a.piece("piece", piece).text("square", square),
        ),
        R::SecondCapture => ("refusal-second-capture", a),
        R::CaptureCompulsory => ("refusal-capture-compulsory", a),
        R::NoCapture { square, why } => (
            "refusal-no-capture",
            a.text("why", no_capture(square, why, rules, lang)),
        ),
        R::NotLegal => ("refusal-not-legal", a),
        R::FirstPlayer { fixed, asked } => (
            "refusal-first-player",
            a.side("fixed", fixed).side("asked", asked),
        ),
    }
}

fn squares_text(squares: impl IntoIterator<Item = Square>) -> String {
    squares
        .into_iter()
        .map(|s| s.to_string())
        .collect::<Vec<_>>()
        .join(", ")
}

fn no_capture(square: Square, why: NoCapture, rules: &Rules, lang: Lang) -> String {
    let a = Args::new(lang).text("square", square);
    let c = catalogue();
    match why {
        NoCapture::OwnPiece(p) => c.text("no-capture-own-piece", &a.piece("piece", p)),
        NoCapture::Safe(zone) => c.text("no-capture-safe", &a.zone("zone", zone)),
        NoCapture::Direction(p) => {
            let v = rules.values();
            let dirs = match p.size {
                Size::Large => v.capture_large.set(),
                Size::Small => v.capture_small.set(),
            };
            let directions = c.plain(lang, directions_key(dirs));
            c.text(
                "no-capture-direction",
                &a.piece("piece", p).text("directions", directions),
            )
        }
    }
}

/// The catalogue key of a set of capture directions in words.
fn directions_key(d: DirectionSet) -> &'static str {
    match d {
        DirectionSet::ALL => "capture-directions-all",
        DirectionSet::DIAGONAL => "capture-directions-diagonal",
        DirectionSet::ORTHOGONAL => "capture-directions-orthogonal",
        _ => "capture-directions-none",
    }
}
