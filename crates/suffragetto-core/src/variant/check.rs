//! Checks across rule points: values that are each well-formed but cannot
//! hold together (or that the engine cannot honour).

use super::reason::{Contradiction, Reason};
use super::values::{HopChain, HopOver};
use super::{PointId, Variant, VariantError};
use crate::geometry::{DirectionSet, Zone};

/// The first contradiction among `v`'s values, located at the entry to change.
pub(crate) fn contradictions(v: &Variant) -> Result<(), VariantError> {
    let r = &v.values;
    let fail = |point: PointId, what: Contradiction| {
        Err(v.error_at(point, Reason::Contradiction { point, what }))
    };

    if r.setup_pieces.total() == 0 || r.setup_pieces.total() > 21 {
        return fail(
            PointId::SetupPieces,
            Contradiction::Pieces(r.setup_pieces.total()),
        );
    }
    for zone in &r.zones_forbidden_all {
        if !matches!(
            zone,
            Zone::Prison | Zone::PrisonYard | Zone::Hospital | Zone::HospitalGrounds
        ) {
            return fail(
                PointId::ZonesForbiddenAll,
                Contradiction::CannotForbid(*zone),
            );
        }
    }
    for needed in [Zone::Prison, Zone::Hospital] {
        if !r.zones_forbidden_all.contains(&needed) {
            return fail(
                PointId::ZonesForbiddenAll,
                Contradiction::MustForbid(needed),
            );
        }
    }
    if !r.capture_automatic {
        return fail(
            PointId::CaptureAutomatic,
            Contradiction::CaptureNotAutomatic,
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
                Contradiction::CapturesNotHops {
                    captures: dirs,
                    hops: r.hop_directions,
                },
            );
        }
        if r.hop_over == HopOver::Own && dirs.set() != DirectionSet::NONE {
            return fail(id, Contradiction::CapturesOverOwn);
        }
    }
    if r.capture_multiple && r.hop_chain == HopChain::Single {
        return fail(
            PointId::CaptureMultiple,
            Contradiction::MultipleWithoutChain,
        );
    }
    if !(1..=6).contains(&r.win_condition) {
        return fail(
            PointId::WinCondition,
            Contradiction::WinCondition(r.win_condition),
        );
    }
    if !(1..=6).contains(&r.exchange_size) {
        return fail(
            PointId::ExchangeSize,
            Contradiction::ExchangeSize(r.exchange_size),
        );
    }
    if r.exchange_trigger == 0 || r.exchange_trigger > r.setup_pieces.total() {
        return fail(
            PointId::ExchangeTrigger,
            Contradiction::ExchangeTrigger {
                value: r.exchange_trigger,
                most: r.setup_pieces.total(),
            },
        );
    }
    Ok(())
}
