//! Why a move is not legal: one typed reason per rule decision, naming the
//! rule point that decides it and the squares concerned. The engine's
//! predicates return these; the generator ignores them, and the layers above
//! (`notation`, the CLI, the server, the book) put them into words.

use super::game::Ending;
use super::moves::Counts;
use crate::geometry::{Square, SquareSet, Zone};
use crate::piece::{Piece, Side, Size};
use crate::variant::PointId;

/// Why a move (or an action such as `pass` or an exchange) is refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Refusal {
    /// The game is over: `winner` has six pieces in its target building (or
    /// the opponent could not move where that loses).
    GameOver {
        /// Who has won.
        winner: Side,
        /// How.
        ending: Ending,
    },
    /// A proposal awaits an answer, so only `accept` or `decline` is legal.
    AnswerPending {
        /// The proposal.
        pending: Counts,
        /// The side that must answer.
        to_move: Side,
    },
    /// `accept` or `decline` with no proposal waiting.
    NothingToAnswer,
    /// `pass` while other moves are legal.
    PassWhileMovesExist {
        /// How many other moves are legal.
        legal: usize,
    },
    /// The Prison and the Hospital do not both hold enough pieces.
    ExchangeNotTriggered {
        /// How many each must hold.
        trigger: u8,
        /// Pieces in the Prison.
        prison: u8,
        /// Pieces in the Hospital.
        hospital: u8,
    },
    /// Pieces stand on the Prison Yard or the Hospital Grounds.
    ExchangeBlocked {
        /// The squares they stand on.
        squares: SquareSet,
    },
    /// More pieces a side than one exchange may release.
    ExchangeTooLarge {
        /// The most an exchange may release.
        max: u8,
    },
    /// Not enough pieces of one rank in both the Prison and the Hospital.
    ExchangeRanks {
        /// The rank that is short.
        size: Size,
        /// How many of that rank are in both.
        available: u8,
        /// The Prison's count.
        prison: Counts,
        /// The Hospital's count.
        hospital: Counts,
    },
    /// Not enough free squares on the Yard and the Grounds for the released pieces.
    ExchangeNoRoom,
    /// There is no piece on the start square.
    NoPiece {
        /// The square.
        square: Square,
    },
    /// The piece belongs to the side not to move.
    NotYourPiece {
        /// Its square.
        square: Square,
        /// The piece.
        piece: Piece,
        /// The side to move.
        to_move: Side,
    },
    /// The piece is inside the opponents' building and may not move there.
    StuckInside {
        /// Its square.
        square: Square,
        /// The piece.
        piece: Piece,
    },
    /// A hop of a chain would start inside the opponents' building, which
    /// the chain entered, and moving there is not allowed.
    ChainStopsInside {
        /// The square the chain entered on.
        square: Square,
        /// The side moving.
        side: Side,
    },
    /// A hop of a chain would start inside the opponents' building, which
    /// the chain entered, and the variant ends chains there.
    ChainEndsInBuilding {
        /// The square the chain entered on.
        square: Square,
        /// The side moving.
        side: Side,
    },
    /// A hop over an opponent that could be captured there but not by this
    /// hop, which the variant forbids.
    StraightOverOpponent {
        /// The square jumped.
        square: Square,
    },
    /// Under a variant where exchanges cost no turn: this side has already
    /// made or proposed one this turn and must now move.
    ExchangeThisTurn,
    /// A step in a direction the variant does not allow.
    StepDirection {
        /// From.
        from: Square,
        /// To.
        to: Square,
    },
    /// The landing square is occupied.
    Occupied {
        /// The square.
        square: Square,
        /// What stands there.
        piece: Piece,
    },
    /// The landing square is in a zone no piece may enter.
    ForbiddenZone {
        /// The square.
        square: Square,
    },
    /// The landing square is in the mover's own building.
    OwnBuilding {
        /// The square.
        square: Square,
        /// The side moving.
        side: Side,
    },
    /// The move would leave the opponents' building, which the piece is in.
    LeavesBuilding {
        /// The landing outside it.
        square: Square,
        /// The side moving.
        side: Side,
    },
    /// The two squares are neither a step nor a hop apart.
    NotAHop {
        /// From.
        from: Square,
        /// To.
        to: Square,
    },
    /// A hop in a direction the variant does not allow.
    HopDirection {
        /// From.
        from: Square,
        /// To.
        to: Square,
    },
    /// A second hop where the variant allows one hop per move.
    OneHopOnly,
    /// There is no piece on the square between.
    NothingToJump {
        /// From.
        from: Square,
        /// To.
        to: Square,
        /// The empty square between.
        square: Square,
    },
    /// The chain jumps a square it jumped already.
    JumpedTwice {
        /// The square.
        square: Square,
    },
    /// The chain lands on a square it landed on already (or started from).
    LandedTwice {
        /// The square.
        square: Square,
    },
    /// The hop jumps a square of a zone the hopper may not enter, which the
    /// variant forbids jumping.
    JumpOverForbidden {
        /// The square jumped.
        square: Square,
    },
    /// The hop jumps a piece the variant does not let this piece hop.
    HopOverPiece {
        /// The square jumped.
        square: Square,
        /// The piece there.
        piece: Piece,
    },
    /// A second capture where one move may capture once.
    SecondCapture,
    /// A capture is possible and the variant makes capturing compulsory.
    CaptureCompulsory,
    /// The hop was meant to capture (written `x`) but captures nothing.
    NoCapture {
        /// The square jumped.
        square: Square,
        /// Why it is not a capture.
        why: NoCapture,
    },
    /// A move that is not among the legal moves (given as a move, not as
    /// text, so no finer reason is known).
    NotLegal,
    /// The game record names a first player the variant does not allow.
    FirstPlayer {
        /// The side the variant always lets begin.
        fixed: Side,
        /// The side asked for.
        asked: Side,
    },
}

/// Why a hop over a piece captures nothing.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NoCapture {
    /// The piece jumped is the mover's own.
    OwnPiece(Piece),
    /// The piece stands where no piece can be captured.
    Safe(Zone),
    /// The hopper captures only in other directions.
    Direction(Piece),
}

impl NoCapture {
    /// The rule point that decides it, if one does.
    pub fn rule_point(self) -> Option<PointId> {
        match self {
            NoCapture::OwnPiece(_) => None,
            NoCapture::Safe(zone) if zone.is_building() => Some(PointId::CaptureInBuildings),
            NoCapture::Safe(_) => Some(PointId::CaptureZone),
            NoCapture::Direction(p) if p.size == Size::Large => Some(PointId::CaptureLarge),
            NoCapture::Direction(_) => Some(PointId::CaptureSmall),
        }
    }
}

impl Refusal {
    /// The id of the rule point that decides this refusal, so that it can be
    /// linked to the rule point and its citations; `None` where no rule
    /// point is involved (an empty square, an occupied landing).
    pub fn rule_point(&self) -> Option<PointId> {
        Some(match self {
            Refusal::GameOver { ending, .. } => match ending {
                Ending::Target => PointId::WinCondition,
                Ending::NoMove => PointId::EndNoMove,
                Ending::Resignation => return None,
            },
            Refusal::AnswerPending { .. } | Refusal::NothingToAnswer => PointId::ExchangeConsent,
            Refusal::PassWhileMovesExist { .. } => PointId::EndNoMove,
            Refusal::ExchangeNotTriggered { .. } => PointId::ExchangeTrigger,
            Refusal::ExchangeBlocked { .. } => PointId::ExchangeBlocked,
            Refusal::ExchangeTooLarge { .. } | Refusal::ExchangeRanks { .. } => {
                PointId::ExchangeSize
            }
            Refusal::ExchangeNoRoom => PointId::ExchangeReturn,
            Refusal::NotYourPiece { .. } => PointId::TurnAction,
            Refusal::StuckInside { .. } | Refusal::ChainStopsInside { .. } => {
                PointId::BuildingInsideMove
            }
            Refusal::ChainEndsInBuilding { .. } => PointId::HopChainInBuilding,
            Refusal::StraightOverOpponent { .. } => PointId::HopStraightOverOpponent,
            Refusal::ExchangeThisTurn => PointId::ExchangeCost,
            Refusal::StepDirection { .. } => PointId::StepDirections,
            Refusal::ForbiddenZone { .. } => PointId::ZonesForbiddenAll,
            Refusal::OwnBuilding { .. } => PointId::ZonesForbiddenOwnBuilding,
            Refusal::LeavesBuilding { .. } => PointId::BuildingConfined,
            Refusal::HopDirection { .. } => PointId::HopDirections,
            Refusal::OneHopOnly => PointId::HopChain,
            Refusal::JumpedTwice { .. } | Refusal::LandedTwice { .. } => PointId::HopRevisit,
            Refusal::JumpOverForbidden { .. } => PointId::HopOverForbidden,
            Refusal::HopOverPiece { .. } => PointId::HopOver,
            Refusal::SecondCapture => PointId::CaptureMultiple,
            Refusal::CaptureCompulsory => PointId::CaptureCompulsory,
            Refusal::NoCapture { why, .. } => return why.rule_point(),
            Refusal::FirstPlayer { .. } => PointId::SetupFirstPlayer,
            Refusal::NoPiece { .. }
            | Refusal::Occupied { .. }
            | Refusal::NotAHop { .. }
            | Refusal::NothingToJump { .. }
            | Refusal::NotLegal => return None,
        })
    }
}
