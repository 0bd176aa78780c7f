//! The apparatus as a table: one row per rule point and witness, with the
//! variant's value, status and citation and the witness's passages, for
//! `suffragetto export --format csv|json`.

use super::Apparatus;
use serde::Serialize;
use serde_json::{Value, json};
use suffragetto_core::variant::Variant;

/// One witness's reading of one rule point.
#[derive(Clone, Debug, Serialize)]
pub struct Reading {
    /// Rule point id.
    pub point: String,
    /// Its area.
    pub area: String,
    /// What it decides.
    pub title: String,
    /// A point of the texts the engine does not have yet.
    pub planned: bool,
    /// Witness (variant) id.
    pub witness: String,
    /// Its siglum.
    pub siglum: String,
    /// The variant's value, in words (empty for planned points).
    pub value: String,
    /// How the variant knows it, in words (empty for planned points).
    pub status: String,
    /// The cited source.
    pub source: String,
    /// The cited section.
    pub section: String,
    /// The cited phrase.
    pub quote: String,
    /// The variant's note.
    pub note: String,
    /// The witness's full sentences on the point, ` / ` between passages.
    pub passages: String,
    /// Their literal English gloss.
    pub gloss: String,
    /// What the witness does not say.
    pub omits: String,
}

/// Every reading: each rule point (then each planned one) against each
/// witness that has a variant among `variants` (in that order).
pub fn readings(app: &Apparatus, variants: &[Variant]) -> Vec<Reading> {
    let mut rows = Vec::new();
    for (id, area, title, passages) in app.point_order() {
        for v in variants {
            let Some(w) = app.witness(v.id()) else {
                continue;
            };
            let reading = passages.readings.get(&w.id);
            if passages.planned && reading.is_none() {
                continue;
            }
            let join = |f: &dyn Fn(&super::Passage) -> Option<String>| {
                reading
                    .map(|r| {
                        r.passages
                            .iter()
                            .filter_map(f)
                            .collect::<Vec<_>>()
                            .join(" / ")
                    })
                    .unwrap_or_default()
            };
            let point = v.point_by_id(id).filter(|_| !passages.planned);
            let cite = point.and_then(|p| p.citation.as_ref());
            let text = |f: Option<&String>| f.cloned().unwrap_or_default();
            rows.push(Reading {
                point: id.to_string(),
                area: area.to_string(),
                title: title.to_string(),
                planned: passages.planned,
                witness: w.id.clone(),
                siglum: w.siglum.clone(),
                value: point.map(|p| p.value_words()).unwrap_or_default(),
                status: point
                    .map(|p| p.status.words().to_string())
                    .unwrap_or_default(),
                source: cite.map(|c| c.source.clone()).unwrap_or_default(),
                section: cite.map(|c| c.section.clone()).unwrap_or_default(),
                quote: text(cite.and_then(|c| c.quote.as_ref())),
                note: text(point.and_then(|p| p.note.as_ref())),
                passages: join(&|p| Some(p.text.clone())),
                gloss: join(&|p| p.gloss.clone()),
                omits: text(reading.and_then(|r| r.omits.as_ref())),
            });
        }
    }
    rows
}

/// The readings as CSV with a header row.
pub fn readings_csv(rows: &[Reading]) -> Result<Vec<u8>, csv::Error> {
    let mut w = csv::Writer::from_writer(Vec::new());
    for r in rows {
        w.serialize(r)?;
    }
    w.into_inner()
        .map_err(|e| csv::Error::from(std::io::Error::other(e.to_string())))
}

/// The whole apparatus as one JSON document: witnesses, relations,
/// bibliography, readings, passages and artefacts.
pub fn readings_json(app: &Apparatus, variants: &[Variant]) -> Value {
    json!({
        "witnesses": app.witnesses,
        "relations": app.relations,
        "bibliography": app.bibliography,
        "readings": readings(app, variants),
        "passages": app.points,
        "claims": app.claims,
        "artefacts": app.artefacts,
    })
}
