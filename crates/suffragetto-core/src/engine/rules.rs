//! A variant's rule values compiled into the square sets and direction masks
//! that move generation reads. Nothing here looks at a variant's name.

use super::fast::tables::FastTables;
use super::refusal::Refusal;
use crate::board::Board;
use crate::geometry::{DirectionSet, Square, SquareSet, Zone};
use crate::piece::{Side, Size};
use crate::variant::values::{
    BuildingCapture, ChainInBuilding, ExchangeCost, FirstPlayer, HopChain, HopOver, Permission,
    Placement, Removal, Revisit, StraightHop,
};
use crate::variant::{PointId, RuleValues, Variant, VariantError};
use std::sync::Arc;

/// Who may begin a game of a variant.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Opening {
    /// Always this side.
    Fixed(Side),
    /// Either side; the players choose (by a coin toss, or as they please
    /// where the source does not say).
    Open,
}

/// A variant ready for play: its values and the tables derived from them.
#[derive(Clone, Debug)]
pub struct Rules {
    variant: Arc<Variant>,
    pub(crate) t: Tables,
}

/// Precomputed per-side sets and masks.
#[derive(Clone, Debug)]
pub(crate) struct Tables {
    /// Squares a side's piece may land on when not confined to a building.
    pub land_ok: [SquareSet; 2],
    /// Squares a side's hop may not jump (empty unless `hop.over_forbidden` forbids).
    pub jump_forbidden: [SquareSet; 2],
    /// Squares on which a piece can be captured.
    pub capturable: SquareSet,
    /// Each side's target building.
    pub target: [SquareSet; 2],
    /// Step directions.
    pub step_dirs: DirectionSet,
    /// Hop directions.
    pub hop_dirs: DirectionSet,
    /// Capture directions by size (small, large).
    pub capture_dirs: [DirectionSet; 2],
    /// Pieces a hop may jump: own, opponent.
    pub hop_own: bool,
    pub hop_opponent: bool,
    pub chain: bool,
    /// A chain may land on a square again.
    pub revisit_landings: bool,
    /// A chain may jump a square again (not a captured piece).
    pub revisit_jumps: bool,
    /// Chains are searched over (square, captured set) states, since
    /// neither landings nor jumps bound them.
    pub unlimited: bool,
    /// A hop over a capturable opponent that does not capture it is refused.
    pub straight_forbidden: bool,
    /// A chain ends once its piece stands in the opponents' building.
    pub chain_ends_in_building: bool,
    /// What an exchange costs in turns.
    pub exchange_cost: ExchangeCost,
    /// Each side chooses the squares of its released pieces.
    pub owner_places: bool,
    pub immediate_removal: bool,
    pub multiple: bool,
    pub compulsory: bool,
    pub confined: bool,
    pub inside_move: bool,
    /// The start placement.
    pub start: Board,
    /// What each step and hop from each square may do, compiled from the
    /// predicates for the fast generator (shared between clones).
    pub fast: Arc<FastTables>,
}

impl Rules {
    /// Compiles a variant into the tables the engine reads, checking
    /// nothing: [`Rules::new`] (beside the start position, in `start.rs`)
    /// also checks that the start placement is a position of the rules.
    pub(crate) fn compile(variant: Variant) -> Rules {
        let v = &variant.values;
        let mut land_ok = [SquareSet::EMPTY; 2];
        let mut jump_forbidden = [SquareSet::EMPTY; 2];
        for side in Side::BOTH {
            let mut forbidden: SquareSet = v
                .zones_forbidden_all
                .iter()
                .flat_map(|z| z.squares().iter())
                .collect();
            if v.zones_forbidden_own_building {
                forbidden = forbidden.union(&side.own_building().squares());
            }
            land_ok[side as usize] = SquareSet::from_iter(Square::all()).difference(&forbidden);
            if v.hop_over_forbidden == Permission::Forbidden {
                jump_forbidden[side as usize] = forbidden;
            }
        }
        let mut capturable = match v.capture_zone {
            crate::variant::values::CaptureZone::Arena => Zone::Arena.squares(),
            crate::variant::values::CaptureZone::ArenaAndFree => {
                Zone::Arena.squares().union(&Zone::Free.squares())
            }
        };
        if v.capture_in_buildings == BuildingCapture::Included {
            for building in [Zone::AlbertHall, Zone::HouseOfCommons] {
                capturable = capturable.union(&building.squares());
            }
        }
        let start = v.setup_placement.clone();
        let mut t = Tables {
            land_ok,
            jump_forbidden,
            capturable,
            target: Side::BOTH.map(|s| s.target_squares()),
            step_dirs: v.step_directions.set(),
            hop_dirs: v.hop_directions.set(),
            capture_dirs: [v.capture_small.set(), v.capture_large.set()],
            hop_own: v.hop_over != HopOver::Opponent,
            hop_opponent: v.hop_over != HopOver::Own,
            chain: v.hop_chain == HopChain::Chain,
            revisit_landings: v.hop_revisit.lands_again(),
            revisit_jumps: v.hop_revisit.jumps_again(),
            unlimited: v.hop_revisit == Revisit::Unlimited,
            straight_forbidden: v.hop_straight_over_opponent == StraightHop::Forbidden,
            chain_ends_in_building: v.hop_chain_in_building == ChainInBuilding::Ends,
            exchange_cost: v.exchange_cost,
            owner_places: v.exchange_placement == Placement::OwnerChooses,
            immediate_removal: v.capture_removal == Removal::Immediate,
            multiple: v.capture_multiple,
            compulsory: v.capture_compulsory,
            confined: v.building_confined,
            inside_move: v.building_inside_move == Permission::Allowed,
            start,
            fast: Arc::default(),
        };
        t.fast = Arc::new(FastTables::compile(&t));
        Rules {
            variant: Arc::new(variant),
            t,
        }
    }

    /// The variant's id.
    pub fn id(&self) -> &str {
        self.variant.id()
    }

    /// These rules with rule point `point` set to `value`
    /// ([`Variant::with_value`]).
    pub fn with_value(
        &self,
        point: PointId,
        value: &serde_json::Value,
    ) -> Result<Rules, VariantError> {
        Rules::new(self.variant().with_value(point, value)?)
    }

    /// The hash of the rules' content ([`Variant::content_hash`]).
    pub fn content_hash(&self) -> String {
        self.variant.content_hash()
    }

    /// The variant (metadata, rule points with citations).
    pub fn variant(&self) -> &Variant {
        &self.variant
    }

    /// The rule values.
    pub fn values(&self) -> &RuleValues {
        &self.variant.values
    }

    /// Who may begin: a side the variant fixes, or a choice it leaves open
    /// (a coin toss, or a source that does not say). The one place that
    /// reads `setup.first_player`.
    pub fn opening(&self) -> Opening {
        match self.values().setup_first_player {
            FirstPlayer::Suffragettes => Opening::Fixed(Side::Suffragettes),
            FirstPlayer::Police => Opening::Fixed(Side::Police),
            FirstPlayer::CoinToss | FirstPlayer::Unspecified => Opening::Open,
        }
    }

    /// Who begins a game when `asked` (a record's `FirstPlayer` tag, a coin
    /// toss) asks for a side: the variant's fixed side, which `asked` must
    /// not contradict, or where the choice is open, `asked`, and the
    /// Suffragettes when nobody asks (`docs/conventions.md`, convention 10).
    pub fn first_player(&self, asked: Option<Side>) -> Result<Side, Refusal> {
        match (self.opening(), asked) {
            (Opening::Fixed(fixed), Some(asked)) if asked != fixed => {
                Err(Refusal::FirstPlayer { fixed, asked })
            }
            (Opening::Fixed(fixed), _) => Ok(fixed),
            (Opening::Open, asked) => Ok(asked.unwrap_or(Side::Suffragettes)),
        }
    }

    /// Pieces per side of each size.
    pub fn pieces(&self, size: Size) -> u8 {
        let p = self.values().setup_pieces;
        match size {
            Size::Small => p.small,
            Size::Large => p.large,
        }
    }

    /// Whether a piece standing on `sq` can be captured (`capture.zone`).
    pub fn capturable(&self, sq: Square) -> bool {
        self.t.capturable.contains(sq)
    }

    /// Whether `side`'s pieces may land on `sq` (outside any building confinement).
    pub fn may_land(&self, side: Side, sq: Square) -> bool {
        self.t.land_ok[side as usize].contains(sq)
    }
}
