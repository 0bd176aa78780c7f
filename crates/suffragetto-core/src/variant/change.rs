//! A variant with one rule point changed: what the ablation, the probes of
//! self-play and the book's differences compare a variant with. Built from
//! the resolved variant directly, so that a changed variant can itself be
//! changed again, whatever file (or none) it came from.

use super::points::{PointId, value_text};
use super::{Origin, Status, Variant, VariantError, check};

impl Variant {
    /// This variant with rule point `point` set to `value` (as a variant
    /// file gives it), marked as the project's convention, under the id
    /// `<id>-<point>` and the title `<title> with <point> = <value>`. The
    /// same checks as a loaded file's apply; an unfit value is an error
    /// naming the point and what it accepts.
    pub fn with_value(
        &self,
        point: PointId,
        value: &serde_json::Value,
    ) -> Result<Variant, VariantError> {
        let id = format!("{}-{}", self.meta.id, point.as_str().replace('.', "-"));
        let file = format!("({id})");
        let mut values = self.values.clone();
        values.set(point, value).map_err(|e| {
            VariantError::at(&Origin::file(&file), super::Reason::Value(e.to_string()))
        })?;
        let value = values.get(point);
        let mut points = self.points.clone();
        let entry = &mut points[point as usize];
        entry.value_text = value_text(&value);
        entry.value = value;
        entry.status = Status::Convention;
        entry.citation = None;
        entry.note = None;
        entry.defined_in = id.clone();
        entry.origin = Origin::file(&file);
        let mut meta = self.meta.clone();
        meta.title = format!(
            "{} with {point} = {}",
            self.meta.title.replace('"', "'"),
            entry.value_text
        );
        meta.name = format!("{} with one change", self.meta.name.replace('"', "'"));
        meta.extends = Some(self.meta.id.clone());
        meta.id = id;
        meta.file = file;
        let variant = Variant {
            meta,
            values,
            points,
        };
        check::contradictions(&variant)?;
        Ok(variant)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::variant::load;

    #[test]
    fn a_changed_variant_matches_the_same_change_written_as_a_file() {
        let english = load("english").unwrap();
        let changed = english
            .with_value(PointId::ExchangeCost, &serde_json::json!("free"))
            .unwrap();
        let yaml = "id: english-exchange-cost\ntitle: T\nextends: english\nrules:\n  exchange.cost:\n    value: free\n    status: convention\n";
        let file = crate::variant::load_str("f.yaml", yaml, None).unwrap();
        assert_eq!(changed.values, file.values);
        assert_eq!(changed.meta.id, "english-exchange-cost");
        assert_eq!(
            changed.point(PointId::ExchangeCost).status,
            Status::Convention
        );
        // Changes chain: a changed variant can be changed again.
        let twice = changed
            .with_value(PointId::ExchangeConsent, &serde_json::json!("demand"))
            .unwrap();
        assert_eq!(
            twice.values.exchange_cost,
            crate::variant::values::ExchangeCost::Free
        );
        assert_eq!(twice.meta.id, "english-exchange-cost-exchange-consent");
    }

    #[test]
    fn an_unfit_value_is_refused_with_what_the_point_accepts() {
        let english = load("english").unwrap();
        let e = english
            .with_value(PointId::ExchangeCost, &serde_json::json!("sometimes"))
            .unwrap_err()
            .to_string();
        assert!(e.contains("exchange.cost") && e.contains("expected"), "{e}");
        // The variant's own checks apply: a win needs at most six pieces.
        assert!(
            english
                .with_value(PointId::WinCondition, &serde_json::json!(7))
                .is_err()
        );
    }
}
