//! Checks across rule points: values that are each well-formed but cannot
//! hold together (or that the engine cannot honour).

use super::values::{Directions, HopChain, HopOver};
use super::{PointId, Variant, VariantError};
use crate::geometry::{DirectionSet, Zone};

/// The first contradiction among `v`'s values, located at the entry to change.
pub(crate) fn contradictions(v: &Variant) -> Result<(), VariantError> {
    let r = &v.values;
    let fail = |id: PointId, msg: String| Err(v.error_at(id, format!("{id}: {msg}")));

    if r.setup_pieces.total() == 0 || r.setup_pieces.total() > 21 {
        return fail(
            PointId::SetupPieces,
            format!(
                "{} pieces a side: expected 1 to 21 (the Prison and Hospital have 21 squares each)",
                r.setup_pieces.total()
            ),
        );
    }
    for zone in &r.zones_forbidden_all {
        if !matches!(
            zone,
            Zone::Prison | Zone::PrisonYard | Zone::Hospital | Zone::HospitalGrounds
        ) {
            return fail(
                PointId::ZonesForbiddenAll,
                format!(
                    "`{}` cannot be forbidden here: expected some of prison, prison_yard, hospital, hospital_grounds (buildings have zones.forbidden_own_building)",
                    zone.id()
                ),
            );
        }
    }
    for needed in [Zone::Prison, Zone::Hospital] {
        if !r.zones_forbidden_all.contains(&needed) {
            return fail(
                PointId::ZonesForbiddenAll,
                format!(
                    "`{}` must be forbidden: captured pieces are counted there, not placed",
                    needed.id()
                ),
            );
        }
    }
    if !r.capture_automatic {
        return fail(
            PointId::CaptureAutomatic,
            "`false` is not supported: a hop over a capturable opponent always captures (move text marks it with `x`)".into(),
        );
    }
    let hop_dirs = r.hop_directions.set();
    for (id, dirs) in [
        (PointId::CaptureSmall, r.capture_small),
        (PointId::CaptureLarge, r.capture_large),
    ] {
        if dirs.set().0 & !hop_dirs.0 != 0 {
            return fail(
                id,
                format!(
                    "captures `{}` contradict hop.directions `{}`: a capture is made by a hop",
                    name(dirs),
                    name(r.hop_directions)
                ),
            );
        }
        if r.hop_over == HopOver::Own && dirs.set() != DirectionSet::NONE {
            return fail(
                id,
                "captures contradict hop.over `own`: a piece captures by hopping an opponent"
                    .into(),
            );
        }
    }
    if r.capture_multiple && r.hop_chain == HopChain::Single {
        return fail(
            PointId::CaptureMultiple,
            "`true` contradicts hop.chain `single`: several captures in one move need a chain of hops".into(),
        );
    }
    if !(1..=6).contains(&r.win_condition) {
        return fail(
            PointId::WinCondition,
            format!(
                "{} pieces: expected 1 to 6 (a building has six squares)",
                r.win_condition
            ),
        );
    }
    if !(1..=6).contains(&r.exchange_size) {
        return fail(
            PointId::ExchangeSize,
            format!(
                "{} pieces: expected 1 to 6 (the Yard and the Grounds have six squares)",
                r.exchange_size
            ),
        );
    }
    if r.exchange_trigger == 0 || r.exchange_trigger > r.setup_pieces.total() {
        return fail(
            PointId::ExchangeTrigger,
            format!(
                "{}: expected 1 to {} (the pieces a side has)",
                r.exchange_trigger,
                r.setup_pieces.total()
            ),
        );
    }
    Ok(())
}

fn name(d: Directions) -> &'static str {
    match d {
        Directions::All => "all",
        Directions::Orthogonal => "orthogonal",
        Directions::Diagonal => "diagonal",
        Directions::None => "none",
    }
}
