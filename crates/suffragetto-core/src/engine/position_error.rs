//! Why a setup is not a position of the variant: data, with the English
//! words of [`std::fmt::Display`]; other languages' words come from the
//! catalogue (`notation::describe_position_error`).

use super::moves::{Counts, Offer};
use crate::geometry::{Square, Zone};
use crate::piece::{Piece, Side, Size};

/// Why a setup is not a position of the variant.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum PositionError {
    /// A piece stands on a square no piece can stand on.
    #[error("{} on {square}, a square of {}: {why}", .piece.name(), .zone.name())]
    ForbiddenSquare {
        /// The piece.
        piece: Piece,
        /// Its square.
        square: Square,
        /// The zone.
        zone: Zone,
        /// Why it cannot stand there.
        why: ForbiddenSquare,
    },
    /// More pieces of one size on the board and in captivity than a side has.
    #[error(
        "{side}: {on_board} {} on the board and {captive} in {} make {sum}, but a side has only {most}",
        size_word(*.size), .place.name()
    )]
    Count {
        /// The side.
        side: Side,
        /// The pieces' size.
        size: Size,
        /// On the board.
        on_board: u8,
        /// In Prison / Hospital.
        captive: u8,
        /// Prison or Hospital.
        place: Zone,
        /// Their sum.
        sum: u16,
        /// What the variant's `setup.pieces` gives a side.
        most: u8,
    },
    /// Both sides fill their target buildings.
    #[error("both sides occupy their target buildings; at most one side can have won")]
    BothWon,
    /// The mark of an exchange made this turn where it cannot be.
    #[error("exchange made this turn (*): {why}")]
    Exchanged {
        /// Why it cannot be.
        why: Exchanged,
    },
    /// A pending proposal the variant or position does not allow.
    #[error("pending exchange {pending}: {why}")]
    Pending {
        /// The proposal.
        pending: Offer,
        /// Why it cannot be pending.
        why: Pending,
    },
    /// The mark of the moment after a move at which the mover may propose
    /// (`!`) where it cannot be.
    #[error("proposal at the start of the opponent's turn (!): {why}")]
    Window {
        /// Why it cannot be.
        why: Window,
    },
}

/// `large` or `small`, as the count's English words say it.
fn size_word(size: Size) -> &'static str {
    match size {
        Size::Large => "large",
        Size::Small => "small",
    }
}

/// Why a piece cannot stand on its square.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ForbiddenSquare {
    /// A square of Prison or Hospital: captured pieces are counts.
    #[error("captured pieces are counted in the prison and hospital fields")]
    Captive,
    /// The side's own building.
    #[error("a side may not enter its own building")]
    OwnBuilding,
    /// Another square the variant forbids to the side.
    #[error("the variant forbids it to this side")]
    Variant,
}

/// Why the mark of an exchange made this turn (`*`) cannot be.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum Exchanged {
    /// The variant's exchanges cost a turn.
    #[error(
        "only where an exchange costs no turn (exchange.cost: free) can one have been made this turn; write -"
    )]
    Cost,
    /// A proposal is pending instead.
    #[error("a proposal is pending; write it, not *")]
    Pending,
}

/// Why a proposal cannot be pending.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum Pending {
    /// The variant makes exchanges on demand.
    #[error(
        "this variant makes exchanges on demand (exchange.consent: demand), so nothing can be pending; write -"
    )]
    OnDemand,
    /// Not an exchange the proposer could propose here.
    #[error(
        "not an exchange the {proposer} could propose here (Prison {prison}, Hospital {hospital}, trigger {trigger} each, at most {most} a side; exchange.ranks, exchange.placement)"
    )]
    Unavailable {
        /// The side that would have proposed it.
        proposer: Side,
        /// Suffragettes in Prison.
        prison: Counts,
        /// Police in Hospital.
        hospital: Counts,
        /// Captives a side needs before an exchange (`exchange.trigger`).
        trigger: u8,
        /// Pieces a side gives at most (`exchange.size`).
        most: u8,
    },
    /// Made at the start of the answerer's turn where only the answerer's
    /// opponent may propose.
    #[error(
        "only where the player who has just moved may propose (exchange.proposer: either) can a proposal have been made at the start of the answerer's turn; drop the !"
    )]
    Early,
}

/// Why the mark `!` (the mover may propose) cannot be.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum Window {
    /// Only the player to move may propose in this variant.
    #[error(
        "only where the player who has just moved may propose (exchange.proposer: either); write -"
    )]
    Proposer,
    /// Something is pending or marked already.
    #[error("nothing may be pending or marked then")]
    Marked,
    /// No exchange is available to the side to move.
    #[error("no exchange is available to the side to move")]
    NoneAvailable,
}
