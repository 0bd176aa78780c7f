//! The types a rule point's `value` can take in a variant file.

use serde::{Deserialize, Serialize};

/// How many large and small pieces each side has.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PieceCounts {
    /// Leaders / Inspectors.
    pub large: u8,
    /// Rank-and-file pieces.
    pub small: u8,
}

impl PieceCounts {
    /// Large plus small.
    pub fn total(&self) -> u8 {
        self.large + self.small
    }
}

/// Who makes the first move.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum FirstPlayer {
    /// Decided by a coin toss; the record says who began, tools default to the
    /// Suffragettes (`docs/conventions.md`, convention 10).
    CoinToss,
    /// The Suffragettes always begin.
    Suffragettes,
    /// The Police always begin.
    Police,
    /// The source does not say who begins; either side may, the record says
    /// which did, and tools let the Suffragettes begin unless told otherwise
    /// (as for a coin toss).
    Unspecified,
}

/// What a turn consists of.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum TurnAction {
    /// Move or hop one of one's own pieces (or, where available, propose or
    /// demand an exchange instead).
    MoveOrHop,
}

/// A set of directions as variant files name it.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Directions {
    /// All eight directions.
    All,
    /// Along ranks and files only.
    Orthogonal,
    /// Along diagonals only.
    Diagonal,
    /// No direction at all.
    None,
}

impl Directions {
    /// The engine's bit set for these directions.
    pub fn set(self) -> crate::geometry::DirectionSet {
        use crate::geometry::DirectionSet;
        match self {
            Directions::All => DirectionSet::ALL,
            Directions::Orthogonal => DirectionSet::ORTHOGONAL,
            Directions::Diagonal => DirectionSet::DIAGONAL,
            Directions::None => DirectionSet::NONE,
        }
    }
}

/// Which pieces a hop may jump.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum HopOver {
    /// Any piece, own or opponent.
    Any,
    /// Only one's own pieces.
    Own,
    /// Only opponent pieces.
    Opponent,
}

/// Whether hops may be strung together.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum HopChain {
    /// Any number of hops by one piece, stopping after any of them.
    Chain,
    /// One hop per move.
    Single,
}

/// Allowed or forbidden.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Permission {
    /// Allowed.
    Allowed,
    /// Forbidden.
    Forbidden,
}

/// What a chain may do with squares it already used.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Revisit {
    /// No square is landed on twice (the start counts) and none is jumped twice.
    Never,
    /// Landing again is allowed, but no square is jumped twice.
    #[serde(alias = "jumps_only")]
    LandAgain,
    /// No square is landed on twice (the start counts), but a square may be
    /// jumped again, unless this chain captured its piece (Dagaz).
    JumpAgain,
    /// Landings and jumps may repeat, except over a piece this chain
    /// captured; a chain may even come back to its start square (Ludii).
    Unlimited,
}

impl Revisit {
    /// Whether a chain may land on a square again.
    pub fn lands_again(self) -> bool {
        matches!(self, Revisit::LandAgain | Revisit::Unlimited)
    }

    /// Whether a chain may jump a square again (not a captured piece).
    pub fn jumps_again(self) -> bool {
        matches!(self, Revisit::JumpAgain | Revisit::Unlimited)
    }
}

/// May a hop over an opponent that could be captured there, but not by
/// this hop (a small piece hopping straight), be made?
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum StraightHop {
    /// Yes: the hop is legal and captures nothing.
    Harmless,
    /// No: jumping an opponent where pieces can be captured always captures,
    /// so a hop that cannot capture it is not a move.
    Forbidden,
}

/// Whether the buildings' squares count as Arena squares for captures.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum BuildingCapture {
    /// No: a piece inside a building cannot be captured.
    Excluded,
    /// Yes: the buildings lie in the Arena's band, and a piece in one can
    /// be captured like any piece in the Arena.
    Included,
}

/// Whether a chain goes on after its piece stands in the opponents' building.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ChainInBuilding {
    /// It may go on, every later landing inside the building.
    Continues,
    /// It ends there: no hop starts inside the building except a move's
    /// first (Ludii).
    Ends,
}

/// What an exchange costs in turns.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ExchangeCost {
    /// The proposal (or demand) takes the proposer's turn, and an answer the
    /// opponent's: after it the proposer moves.
    MoveAndAnswer,
    /// The proposal takes the proposer's turn; the answer is given at once
    /// and the opponent then moves as usual.
    Move,
    /// Neither takes a turn: after the exchange is made or refused, the
    /// proposer moves, and may not propose again before it has.
    Free,
}

/// Where pieces can be captured.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum CaptureZone {
    /// Only on Arena (pink) squares.
    Arena,
    /// On Arena and free (yellow) squares; never inside a building.
    ArenaAndFree,
}

/// When captured pieces leave the board.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Removal {
    /// When the move ends: they still block landings while the chain goes on.
    EndOfMove,
    /// At once, mid-chain.
    Immediate,
}

/// Where captured pieces go.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Destination {
    /// Suffragettes to Prison, Police to Hospital (counted, not placed).
    PrisonAndHospital,
}

/// Whether an exchange needs the opponent's consent.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Consent {
    /// The opponent answers `accept` or `decline` on their next turn.
    Required,
    /// The exchange happens at once when the player to move demands it.
    Demand,
}

/// Where exchanged pieces come back.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ReturnTo {
    /// The Prison Yard (Suffragettes) and the Hospital Grounds (Police); on
    /// which of their squares is [`Placement`]'s.
    YardAndGrounds,
}

/// Whether the pieces exchanged must match in rank.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ExchangeRanks {
    /// Each side gets back as many large and as many small pieces as the
    /// other (`Xk+m`).
    Matched,
    /// Each side gets back as many pieces as the other, of whatever ranks
    /// its captured pieces allow (`Xa+b/c+d`: the Suffragettes' and the
    /// Police's).
    Unmatched,
}

/// On which squares of the Yard and the Grounds released pieces stand.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Placement {
    /// A fixed order, large pieces first: b6, b5, ... b1 (Suffragettes) and
    /// p12, p13, ... p17 (Police), each side's free squares in that order.
    FixedOrder,
    /// Each side chooses free squares of its own Yard or Grounds for its
    /// pieces: the proposer with its proposal, the other side with its
    /// acceptance (so the opponent must consent).
    OwnerChooses,
}

/// Who may propose (or demand) an exchange, and when.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Proposer {
    /// The player to move, instead of a move.
    ToMove,
    /// Also the player who has just moved, at the start of its opponent's
    /// turn (before the opponent moves); such a proposal and its answer
    /// take no turn.
    Either,
}

/// What happens to a side with no legal move.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum NoMove {
    /// It passes.
    Pass,
    /// It loses.
    Lose,
}

/// Draw rules.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Draw {
    /// There is none: analysis stops at a move cap and calls the game unfinished.
    None,
}

/// Zones a list in a variant file may name as forbidden to every piece.
pub type ZoneList = Vec<crate::geometry::Zone>;

/// What a variant file may write as a rule point's value, for help texts.
pub trait Accepts {
    /// The accepted values, e.g. `all | orthogonal | diagonal | none`.
    const ACCEPTS: &'static str;
}

macro_rules! accepts {
    ($($t:ty => $s:literal;)*) => { $(impl Accepts for $t { const ACCEPTS: &'static str = $s; })* };
}

accepts! {
    bool => "true | false";
    u8 => "a whole number";
    crate::board::Board => "the board field of a position string (ranks 17 to 1)";
    PieceCounts => "{large: N, small: N}";
    ZoneList => "a list of prison, prison_yard, hospital, hospital_grounds";
    FirstPlayer => "coin_toss | suffragettes | police | unspecified";
    TurnAction => "move_or_hop";
    Directions => "all | orthogonal | diagonal | none";
    HopOver => "any | own | opponent";
    HopChain => "chain | single";
    Permission => "allowed | forbidden";
    Revisit => "never | land_again | jump_again | unlimited";
    StraightHop => "harmless | forbidden";
    BuildingCapture => "excluded | included";
    ChainInBuilding => "continues | ends";
    ExchangeCost => "move_and_answer | move | free";
    CaptureZone => "arena | arena_and_free";
    Removal => "end_of_move | immediate";
    Destination => "prison_and_hospital";
    Consent => "required | demand";
    ReturnTo => "yard_and_grounds";
    ExchangeRanks => "matched | unmatched";
    Placement => "fixed_order | owner_chooses";
    Proposer => "to_move | either";
    NoMove => "pass | lose";
    Draw => "none";
}
