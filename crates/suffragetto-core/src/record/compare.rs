//! A record replayed under several variants: where each stops being legal,
//! and where the outcomes differ.

use super::{Record, RecordError};
use crate::engine::Rules;
use crate::notation::write_position;
use crate::piece::Side;
use serde::Serialize;

/// How a record fares under one variant.
#[derive(Clone, Debug, Serialize)]
pub struct VariantVerdict {
    /// The variant.
    pub variant: String,
    /// Whether every move of the main line is legal.
    pub legal: bool,
    /// Plies played legally.
    pub legal_plies: u32,
    /// The first illegal ply and why, if any.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub first_illegal: Option<RecordError>,
    /// The position after the last legal ply.
    pub final_position: String,
    /// The winner there, if the game is over.
    pub winner: Option<Side>,
}

impl Serialize for RecordError {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        use serde::ser::SerializeStruct;
        let mut st = s.serialize_struct("RecordError", 4)?;
        st.serialize_field("line", &self.at.line)?;
        st.serialize_field("column", &self.at.column)?;
        st.serialize_field("ply", &self.ply)?;
        st.serialize_field("reason", &self.message)?;
        st.end()
    }
}

/// Replays the main line of `record` under each of `variants`.
pub fn compare(record: &Record, variants: &[Rules], file: &str) -> Vec<VariantVerdict> {
    let main = Record {
        tags: record
            .tags
            .iter()
            .filter(|(k, _)| k != "Result")
            .cloned()
            .collect(),
        intro: Vec::new(),
        moves: record
            .moves
            .iter()
            .map(|n| super::Node {
                variations: Vec::new(),
                ..n.clone()
            })
            .collect(),
    };
    variants
        .iter()
        .map(|rules| verdict(&main, rules, file))
        .collect()
}

fn verdict(record: &Record, rules: &Rules, file: &str) -> VariantVerdict {
    let start = match record.start_position(rules, file) {
        Ok(p) => p,
        Err(e) => {
            return VariantVerdict {
                variant: rules.id().to_string(),
                legal: false,
                legal_plies: 0,
                first_illegal: Some(e),
                final_position: String::new(),
                winner: None,
            };
        }
    };
    let mut pos = start;
    for (i, node) in record.moves.iter().enumerate() {
        match crate::notation::resolve(&pos, rules, &node.text) {
            Ok(mv) => pos.play_unchecked(rules, &mv),
            Err(e) => {
                return VariantVerdict {
                    variant: rules.id().to_string(),
                    legal: false,
                    legal_plies: i as u32,
                    first_illegal: Some(RecordError {
                        file: file.to_string(),
                        at: node.at,
                        ply: Some(i as u32 + 1),
                        message: e.to_string(),
                        reason: None,
                        refused: Some(Box::new(e)),
                    }),
                    final_position: write_position(&pos),
                    winner: pos.outcome(rules).winner(),
                };
            }
        }
    }
    VariantVerdict {
        variant: rules.id().to_string(),
        legal: true,
        legal_plies: record.moves.len() as u32,
        first_illegal: None,
        final_position: write_position(&pos),
        winner: pos.outcome(rules).winner(),
    }
}
