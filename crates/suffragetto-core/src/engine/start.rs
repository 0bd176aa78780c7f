//! The start of a game: the start position of a variant, checked when its
//! rules are compiled. Here rather than in `rules.rs`, so that the rules
//! (what the engine reads) depend on no position.

use super::position::Position;
use super::rules::Rules;
use super::setup::Setup;
use crate::piece::Side;
use crate::variant::values::{Consent, Placement};
use crate::variant::{self, PointId, Variant, VariantError};

impl Rules {
    /// Loads a variant by id or path and compiles it ([`Rules::new`]).
    pub fn load(spec: &str) -> Result<Rules, VariantError> {
        Rules::new(variant::load(spec)?)
    }

    /// Compiles a variant; checks that its values can be played together
    /// and that its start placement is a position of its rules (an error
    /// located at the rule point if not).
    pub fn new(variant: Variant) -> Result<Rules, VariantError> {
        let v = &variant.values;
        if v.exchange_placement == Placement::OwnerChooses && v.exchange_consent == Consent::Demand
        {
            return Err(variant.error_at(
                PointId::ExchangePlacement,
                crate::variant::Reason::OwnerChoosesOnDemand,
            ));
        }
        let rules = Rules::compile(variant);
        let setup = Setup {
            board: rules.t.start.clone(),
            to_move: rules.first_player(None).expect("nobody asked"),
            ..Setup::default()
        };
        Position::from_setup(setup, &rules).map_err(|e| {
            rules.variant().error_at(
                PointId::SetupPlacement,
                crate::variant::Reason::InvalidStart(e),
            )
        })?;
        Ok(rules)
    }

    /// The start position with `first` to move.
    pub fn start_with(&self, first: Side) -> Position {
        let setup = Setup {
            board: self.t.start.clone(),
            to_move: first,
            ..Setup::default()
        };
        Position::from_setup(setup, self)
            .expect("start placement checked when the rules were built")
    }

    /// The start position, the Suffragettes to move unless the variant
    /// lets the Police begin.
    pub fn start(&self) -> Position {
        self.start_with(self.first_player(None).expect("nobody asked"))
    }
}
