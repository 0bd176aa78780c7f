//! One position under several variants side by side: each variant's legal
//! moves, and every move some allow and others refuse, with each refusal in
//! words, its rule point and the variant's citation. What the explorer
//! shows (`/api/explore`), computed here so that any front end shows the
//! same.

use super::explain::Explanation;
use crate::engine::{Move, Position, Rules};
use crate::geometry::Square;
use crate::notation::{write_move, write_position};
use serde::Serialize;

/// A legal move as the explorer draws it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct ExploredMove {
    /// Canonical text.
    #[serde(rename = "move")]
    pub text: String,
    /// `step`, `hop`, `capture` (a hop that captures), `exchange`,
    /// `answer` or `pass`.
    pub kind: &'static str,
    /// The start square, for a step or hop.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub from: Option<String>,
    /// The landing square, for a step or hop.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub to: Option<String>,
    /// Every square of the canonical path, start first.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub path: Vec<String>,
    /// The squares whose pieces it captures.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub captures: Vec<String>,
}

/// One variant's view of the position.
#[derive(Clone, Debug, Serialize)]
pub struct VariantView {
    /// The variant's id.
    pub id: String,
    /// Its title.
    pub title: String,
    /// Why the position is not a position of this variant, if it is not.
    pub invalid: Option<String>,
    /// The legal moves, in byte order of their text.
    pub moves: Vec<ExploredMove>,
    /// The winner, if the game is over here.
    pub winner: Option<crate::piece::Side>,
}

/// A move one variant allows and another does not (or does differently).
#[derive(Clone, Debug, Serialize)]
pub struct Divergence {
    /// The move's text under the first variant that allows it.
    #[serde(rename = "move")]
    pub text: String,
    /// Its start square, for a step or hop.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub from: Option<String>,
    /// Its landing square, for a step or hop.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub to: Option<String>,
    /// The variants that allow it.
    pub allowed_by: Vec<String>,
    /// For each variant that refuses it: why.
    pub refused_by: Vec<Explanation>,
}

/// The position under every variant asked for.
#[derive(Clone, Debug, Serialize)]
pub struct Exploration {
    /// The position string.
    pub position: String,
    /// The side to move.
    pub to_move: crate::piece::Side,
    /// One view per variant, in the order asked.
    pub variants: Vec<VariantView>,
    /// Moves the variants disagree on, in byte order of their text.
    pub differences: Vec<Divergence>,
}

/// The explorer's description of `pos` (a position of at least one of
/// `variants`, each checked) under every variant.
pub fn explore(pos: &Position, variants: &[&Rules]) -> Exploration {
    let mut views = Vec::new();
    let mut valid: Vec<(&Rules, Position)> = Vec::new();
    for rules in variants {
        let (p, invalid) = match Position::from_setup(pos.to_setup(), rules) {
            Ok(p) => (Some(p), None),
            Err(e) => (None, Some(e.to_string())),
        };
        let moves = p
            .as_ref()
            .map_or_else(Vec::new, |p| explored_moves(p, rules));
        views.push(VariantView {
            id: rules.id().to_string(),
            title: rules.variant().meta.title.clone(),
            invalid,
            winner: p.as_ref().and_then(|p| p.outcome(rules).winner()),
            moves,
        });
        if let Some(p) = p {
            valid.push((rules, p));
        }
    }
    Exploration {
        position: write_position(pos),
        to_move: pos.to_move(),
        differences: divergences(&valid),
        variants: views,
    }
}

/// The legal moves of `pos` under `rules` as the explorer draws them.
pub fn explored_moves(pos: &Position, rules: &Rules) -> Vec<ExploredMove> {
    let name = |s: &Square| s.to_string();
    let mut out: Vec<ExploredMove> = pos
        .legal_moves(rules)
        .iter()
        .map(|mv| {
            let path: Vec<String> = pos
                .canonical_path(rules, mv)
                .map(|p| p.iter().map(|(s, _)| s.to_string()).collect())
                .unwrap_or_default();
            let (from, to) = mv
                .squares()
                .map_or((None, None), |(f, t)| (Some(name(&f)), Some(name(&t))));
            ExploredMove {
                text: write_move(pos, rules, mv),
                kind: kind(mv),
                from,
                to,
                path,
                captures: mv.captured().iter().map(|s| s.to_string()).collect(),
            }
        })
        .collect();
    out.sort_by(|a, b| a.text.cmp(&b.text));
    out
}

fn kind(mv: &Move) -> &'static str {
    match mv {
        Move::Step { .. } => "step",
        Move::Hop { captured, .. } if !captured.is_empty() => "capture",
        Move::Hop { .. } => "hop",
        Move::Exchange(_) => "exchange",
        Move::Accept | Move::Decline => "answer",
        Move::Pass => "pass",
    }
}

/// Every move that some valid variants allow and others refuse, in byte
/// order of its text (under the first variant that allows it).
fn divergences(valid: &[(&Rules, Position)]) -> Vec<Divergence> {
    let legal: Vec<Vec<Move>> = valid.iter().map(|(r, p)| p.legal_moves(r)).collect();
    let mut all: Vec<(String, Move)> = Vec::new();
    for ((rules, pos), moves) in valid.iter().zip(&legal) {
        for mv in moves {
            if !all.iter().any(|(_, m)| m == mv) {
                all.push((write_move(pos, rules, mv), *mv));
            }
        }
    }
    all.sort_by(|a, b| a.0.cmp(&b.0));
    all.into_iter()
        .filter_map(|(text, mv)| {
            let mut allowed_by = Vec::new();
            let mut refused_by = Vec::new();
            for ((rules, pos), moves) in valid.iter().zip(&legal) {
                if moves.contains(&mv) {
                    allowed_by.push(rules.id().to_string());
                } else {
                    refused_by.push(super::explain::explain(pos, rules, &text));
                }
            }
            let (from, to) = mv.squares().map_or((None, None), |(f, t)| {
                (Some(f.to_string()), Some(t.to_string()))
            });
            (!refused_by.is_empty()).then_some(Divergence {
                text,
                from,
                to,
                allowed_by,
                refused_by,
            })
        })
        .collect()
}
