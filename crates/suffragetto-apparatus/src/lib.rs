//! The scholarly apparatus: the witnesses of the game's rules (what each
//! source is, its dates, how the sources relate), the full sentences of the
//! three rule texts for every rule point with literal glosses, the French
//! text's translation artefacts and the bibliography, all read from the
//! repository's `sources/*.yaml`; the checks that tie the variants' quotes to
//! those passages and the passages to the full texts; and the exports (TEI
//! P5, CSV, JSON, BibTeX, CSL-JSON).
//!
//! ```
//! let app = suffragetto_apparatus::load().unwrap();
//! let english = suffragetto_core::variant::load("english").unwrap();
//! assert!(app.check_variant_quotes(&english).is_empty());
//! assert_eq!(app.witness("german").unwrap().siglum, "D");
//! ```

#![warn(missing_docs)]

mod bibliography;
mod check;
mod data;
mod export;
pub mod quotes;
mod tei;
mod texts;
mod xml;

pub use bibliography::{bibtex, csl_json};
pub use check::Problem;
pub use data::*;
pub use export::{Reading, readings, readings_csv, readings_json};
pub use tei::tei;

use serde::de::DeserializeOwned;

/// The apparatus files, embedded: (path in the repository, text).
pub const FILES: [(&str, &str); 3] = [
    (
        "sources/witnesses.yaml",
        include_str!("../../../sources/witnesses.yaml"),
    ),
    (
        "sources/passages.yaml",
        include_str!("../../../sources/passages.yaml"),
    ),
    (
        "sources/artefacts.yaml",
        include_str!("../../../sources/artefacts.yaml"),
    ),
];

/// An apparatus file that cannot be read, with the place that says why.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{file}:{line}:{column}: {message}")]
pub struct ApparatusError {
    /// The file (`sources/passages.yaml`).
    pub file: String,
    /// 1-based line, 0 if unknown.
    pub line: usize,
    /// 1-based column, 0 if unknown.
    pub column: usize,
    /// What is wrong.
    pub message: String,
}

fn parse<T: DeserializeOwned>((file, text): (&str, &str)) -> Result<T, ApparatusError> {
    serde_yaml::from_str(text).map_err(|e| {
        let (line, column) = e
            .location()
            .map(|l| (l.line(), l.column()))
            .unwrap_or((0, 0));
        ApparatusError {
            file: file.to_string(),
            line,
            column,
            message: e.to_string(),
        }
    })
}

/// Reads the embedded apparatus files and checks that they hold together
/// (every rule point has passages, every passage names a section of its
/// witness, every reference names a bibliography entry, ...).
pub fn load() -> Result<Apparatus, ApparatusError> {
    let w: WitnessFile = parse(FILES[0])?;
    let p: PassageFile = parse(FILES[1])?;
    let a: ArtefactFile = parse(FILES[2])?;
    let app = Apparatus {
        witnesses: w.witnesses,
        relations: w.relations,
        bibliography: w.bibliography,
        points: p.points,
        claims: p.claims,
        artefacts: a,
    };
    if let Some(problem) = app.check().into_iter().next() {
        return Err(ApparatusError {
            file: problem.file,
            line: problem.line,
            column: problem.column,
            message: problem.message,
        });
    }
    Ok(app)
}

impl Apparatus {
    /// The witness `id`.
    pub fn witness(&self, id: &str) -> Option<&Witness> {
        self.witnesses.iter().find(|w| w.id == id)
    }

    /// The text witness whose file is `file` (`rules-en-online.txt`).
    pub fn witness_of_file(&self, file: &str) -> Option<&Witness> {
        self.witnesses
            .iter()
            .find(|w| w.file.as_deref() == Some(file))
    }

    /// The witnesses that are rule texts, in order.
    pub fn texts(&self) -> impl Iterator<Item = &Witness> {
        self.witnesses
            .iter()
            .filter(|w| w.kind == WitnessKind::Text)
    }

    /// The bibliography entry `key`.
    pub fn entry(&self, key: &str) -> Option<&BibEntry> {
        self.bibliography.iter().find(|b| b.key == key)
    }

    /// Every rule point with passages, in the order of
    /// [`RULE_POINTS`](suffragetto_core::variant::RULE_POINTS) and then the planned
    /// points by area and id: (id, area, title, passages).
    pub fn point_order(&self) -> Vec<(&str, &str, &str, &PointPassages)> {
        let mut out = Vec::new();
        for info in suffragetto_core::variant::RULE_POINTS {
            if let Some(p) = self.points.get(info.id.as_str()) {
                out.push((info.id.as_str(), info.area, info.title, p));
            }
        }
        for (id, p) in &self.points {
            if p.planned {
                let area = p.area.as_deref().unwrap_or("");
                let at = out
                    .iter()
                    .rposition(|(_, a, _, _)| *a == area)
                    .map_or(out.len(), |i| i + 1);
                out.insert(at, (id, area, p.title.as_deref().unwrap_or(""), p));
            }
        }
        out
    }

    /// Every passage and claim of witness `id`, with the rule point it is
    /// stored under (`None` for claims).
    pub fn passages_of<'a>(
        &'a self,
        id: &'a str,
    ) -> impl Iterator<Item = (Option<&'a str>, &'a Passage)> + 'a {
        let points = self.points.iter().flat_map(move |(pid, p)| {
            p.readings
                .get(id)
                .into_iter()
                .flat_map(|r| &r.passages)
                .map(move |x| (Some(pid.as_str()), x))
        });
        let claims = self.claims.get(id).into_iter().flatten().map(|x| (None, x));
        points.chain(claims)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_file_that_does_not_parse_is_located() {
        let e = parse::<WitnessFile>((
            "sources/witnesses.yaml",
            "witnesses:\n  - id: x\n    sigl: X\n",
        ))
        .map(|_| ())
        .unwrap_err();
        assert_eq!(
            (e.file.as_str(), e.line, e.column),
            ("sources/witnesses.yaml", 3, 5)
        );
        assert!(e.message.contains("unknown field `sigl`"), "{e}");
    }
}
