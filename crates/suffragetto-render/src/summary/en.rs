//! The summary's English words, in the English text's terms: Leaders,
//! Inspectors, Police constables, arrest and disable, hop.

use super::colours::name;
use super::{Ctx, Key, forbidden_zones};
use crate::options::{Lang, Theme};
use suffragetto_core::geometry::Zone;
use suffragetto_core::piece::{Piece, Side, Size};
use suffragetto_core::variant::values::*;

/// The section headings.
pub const HEADINGS: [&str; 7] = [
    "The game",
    "Moving",
    "Hopping",
    "Arresting and disabling",
    "The buildings",
    "Exchanges",
    "Winning",
];

fn zone(z: Zone) -> &'static str {
    match z {
        Zone::Prison => "the Prison",
        Zone::PrisonYard => "the Prison Yard",
        Zone::Hospital => "the Hospital",
        Zone::HospitalGrounds => "the Hospital Grounds",
        Zone::Arena => "the Arena",
        Zone::Free => "the yellow squares",
        Zone::HouseOfCommons => "the House of Commons",
        Zone::AlbertHall => "Albert Hall",
    }
}

fn directions(d: Directions) -> &'static str {
    match d {
        Directions::All => "in any direction",
        Directions::Orthogonal => "straight (not diagonally)",
        Directions::Diagonal => "diagonally",
        Directions::None => "in no direction",
    }
}

/// The English sentence of `key`, or none.
pub fn text(key: Key, c: &Ctx) -> Option<String> {
    let v = c.v;
    let colour = |side, size| name(c.colours.of_piece(Piece { side, size }), Lang::En);
    Some(match key {
        Key::Premise => "Two players: the Suffragettes try to break through the Police lines into the House of Commons; the Police try to break up the Suffragettes' meeting in Albert Hall.".into(),
        Key::Pieces => format!(
            "Each side has {} pieces: {} large and {} small.",
            v.setup_pieces.total(),
            v.setup_pieces.large,
            v.setup_pieces.small
        ),
        Key::Colours => match c.theme {
            Theme::Colour => {
                let side = |s: Side, large: &str| {
                    let (a, b) = (colour(s, Size::Small), colour(s, Size::Large));
                    if a == b { a.to_string() } else { format!("{a} with {b} {large}") }
                };
                format!(
                    "The Suffragettes are {}, the Police {}. Leaders and Inspectors are the larger counters.",
                    side(Side::Suffragettes, "Leaders"),
                    side(Side::Police, "Inspectors")
                )
            }
            Theme::Mono => "On this black-and-white print the Suffragettes are white counters and the Police black ones; Leaders and Inspectors are the larger counters with a double ring.".into(),
        },
        Key::Placement if c.standard_placement => "They start on the squares marked S and P, the large pieces in the middle of the front row and at the ends of the first two rows.".into(),
        Key::Placement => "They start on the squares the start diagram shows.".into(),
        Key::FirstPlayer => match v.setup_first_player {
            FirstPlayer::CoinToss => "A coin toss decides who begins.".into(),
            FirstPlayer::Suffragettes => "The Suffragettes begin.".into(),
            FirstPlayer::Police => "The Police begin.".into(),
            FirstPlayer::Unspecified => "The source does not say who begins: agree on it before you play.".into(),
        },
        Key::Turn => "The players take turns; in each turn a player steps or hops with one of their own pieces.".into(),
        Key::Step => match v.step_directions {
            Directions::None => "Pieces do not step; they only hop.".into(),
            d => format!("A step goes one square {} onto an empty square.", directions(d)),
        },
        Key::Forbidden => {
            let mut s = match forbidden_zones(v, zone, "or") {
                None => "Every zone is open to every piece".to_string(),
                Some(zones) => format!("No piece may ever enter {}", zones),
            };
            if v.zones_forbidden_own_building {
                s.push_str(", and no side may enter its own building (the Suffragettes Albert Hall, the Police the House of Commons)");
            }
            s.push('.');
            s
        }
        Key::HopOver => format!(
            "A piece may hop over a neighbouring piece, {}, {}, onto the empty square just beyond.",
            match v.hop_over {
                HopOver::Any => "its own or the other side's",
                HopOver::Own => "only one of its own",
                HopOver::Opponent => "only one of the other side's",
            },
            directions(v.hop_directions)
        ),
        Key::Chain => match v.hop_chain {
            HopChain::Chain => "Hops may be strung together in one turn: the same piece hops again from where it landed, and may stop after any hop.".into(),
            HopChain::Single => "A turn has at most one hop.".into(),
        },
        Key::Revisit => match v.hop_revisit {
            Revisit::Never => "In a chain no square is landed on twice (the start counts) and none is jumped twice.".into(),
            Revisit::LandAgain => "In a chain a square may be landed on again, but none is jumped twice.".into(),
            Revisit::JumpAgain => "In a chain no square is landed on twice (the start counts), but a square may be jumped again, except a piece already taken.".into(),
            Revisit::Unlimited => "A chain may land on and jump squares again, even come back to where it began, but never jumps a piece it has taken.".into(),
        },
        Key::StraightHop => match v.hop_straight_over_opponent {
            StraightHop::Harmless => "A small piece may hop straight over an opponent without taking them, simply to move about.".into(),
            StraightHop::Forbidden => "Hopping over an opponent who can be taken always takes them, so a small piece may not hop straight over one.".into(),
        },
        Key::ChainInBuilding => match v.hop_chain_in_building {
            ChainInBuilding::Continues => "A chain may hop into the other side's building and go on hopping inside it.".into(),
            ChainInBuilding::Ends => "A chain ends as soon as the piece stands in the other side's building.".into(),
        },
        Key::CaptureInBuildings => match v.capture_in_buildings {
            BuildingCapture::Excluded => "A piece inside a building cannot be taken.".into(),
            BuildingCapture::Included => "The buildings belong to the Arena: a piece inside one can be taken.".into(),
        },
        Key::ExchangeCost => match v.exchange_cost {
            ExchangeCost::MoveAndAnswer => "Asking for an exchange takes a player's turn, and answering takes the other player's.".into(),
            ExchangeCost::Move => "Asking for an exchange takes a player's turn; the other player answers at once and then moves.".into(),
            ExchangeCost::Free => "An exchange takes no turn: once it is made or refused, the player who asked moves.".into(),
        },
        Key::OverForbidden => match v.hop_over_forbidden {
            Permission::Allowed => "A hop may pass over a square the piece may not enter, as long as it lands on one it may.".into(),
            Permission::Forbidden => "A hop may not pass over a square the piece may not enter.".into(),
        },
        Key::CaptureZone => {
            let arena = match c.theme {
                Theme::Colour => "the pink squares of the Arena",
                Theme::Mono => "the grey squares of the Arena",
            };
            match v.capture_zone {
                CaptureZone::Arena => format!("The Police arrest Suffragettes and the Suffragettes disable Police, but only on {arena}."),
                CaptureZone::ArenaAndFree => format!("The Police arrest Suffragettes and the Suffragettes disable Police on {arena} and on the free squares, never inside a building."),
            }
        }
        Key::CaptureDirections => format!(
            "A small piece takes an opponent by hopping over it {}; a Leader or Inspector takes {}.",
            directions(v.capture_small),
            directions(v.capture_large)
        ),
        Key::Automatic if v.capture_automatic => "Hopping over an opponent who can be taken takes them.".into(),
        Key::Automatic => "A piece may hop over an opponent who can be taken and leave them.".into(),
        Key::Compulsory if v.capture_compulsory => "When a capture is possible, a capture must be made.".into(),
        Key::Compulsory => "Taking is never compulsory.".into(),
        Key::Multiple if v.capture_multiple => "One chain may take several pieces.".into(),
        Key::Multiple => "One chain takes at most one piece.".into(),
        Key::Removal => match v.capture_removal {
            Removal::EndOfMove => "Taken pieces leave the board when the move ends; until then they still stand in the way.".into(),
            Removal::Immediate => "Taken pieces leave the board at once, in the middle of a chain.".into(),
        },
        Key::Destination => "Arrested Suffragettes go to the Prison, disabled Police to the Hospital.".into(),
        Key::Confined if v.building_confined => "A piece that has entered the other side's building may not leave it.".into(),
        Key::Confined => "A piece may leave the other side's building again.".into(),
        Key::InsideMove => match v.building_inside_move {
            Permission::Allowed => "Inside that building it may move about, and such a move is a turn.".into(),
            Permission::Forbidden => "Inside that building it may not move.".into(),
        },
        Key::Exchange => format!(
            "When the Prison and the Hospital each hold at least {} pieces, a player may ask for an exchange of up to {} pieces a side, {}",
            v.exchange_trigger,
            v.exchange_size,
            match v.exchange_ranks {
                ExchangeRanks::Matched => "rank for rank: a Leader for an Inspector, a Suffragette for a constable.",
                ExchangeRanks::Unmatched => "as many for as many, of any ranks.",
            }
        ),
        Key::Proposer => match v.exchange_proposer {
            Proposer::ToMove => "A player asks on their own turn, instead of moving.".into(),
            Proposer::Either => "A player asks on their own turn, instead of moving, or just after moving, before the other player's turn.".into(),
        },
        Key::Consent => match v.exchange_consent {
            Consent::Required => "The other player may refuse, and then there is no exchange.".into(),
            Consent::Demand => "The other player cannot refuse.".into(),
        },
        Key::Return => match v.exchange_placement {
            Placement::FixedOrder => "Freed Suffragettes come back on the Prison Yard, freed Police on the Hospital Grounds, large pieces first, from the end nearest the middle of the board.".into(),
            Placement::OwnerChooses => "Freed Suffragettes come back on the Prison Yard, freed Police on the Hospital Grounds, each player putting their own on free squares there as they choose.".into(),
        },
        Key::Blocked => "There is no exchange while a piece still stands on the Yard or the Grounds.".into(),
        Key::Win => format!(
            "The first side with {} pieces inside the other side's building wins.",
            v.win_condition
        ),
        Key::NoMove => match v.end_no_move {
            NoMove::Pass => "A side that cannot move passes.".into(),
            NoMove::Lose => "A side that cannot move loses.".into(),
        },
        Key::Draw => "There is no draw: play on until one side wins.".into(),
    })
}
