//! One position under several variants side by side: each variant's legal
//! moves, and every move some allow and others refuse, with each refusal in
//! words, its rule point and the variant's citation. What the explorer
//! shows (`/api/explore`), computed here so that any front end shows the
//! same.

use super::explain::{Explanation, explain_within};
use crate::budget::{Budget, Exhausted};
use crate::engine::{Move, Position, Rules};
use crate::geometry::Square;
use crate::notation::{MoveText, write_position};
use serde::Serialize;
use std::collections::HashSet;

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
/// `variants`, each checked) under every variant, however long it takes.
pub fn explore(pos: &Position, variants: &[&Rules]) -> Exploration {
    explore_within(pos, variants, &Budget::unlimited()).expect("an unlimited budget never runs out")
}

/// [`explore`] within `budget`: each move listed or explained counts one
/// unit, and the deadline and cancellation are asked inside each
/// variant's one generation and before each refusal explained.
pub fn explore_within(
    pos: &Position,
    variants: &[&Rules],
    budget: &Budget,
) -> Result<Exploration, Exhausted> {
    let mut views = Vec::new();
    let mut valid: Vec<Listed<'_>> = Vec::new();
    for rules in variants {
        budget.check()?;
        let (p, invalid) = match Position::from_setup(pos.to_setup(), rules) {
            Ok(p) => (Some(p), None),
            Err(e) => (None, Some(e.to_string())),
        };
        // One generation per variant: what the explorer draws, and the
        // moves and texts the differences compare.
        let (moves, listed) = match &p {
            Some(p) => {
                let (drawn, listed) = drawn_and_listed(p, rules, budget)?;
                (drawn, Some(listed))
            }
            None => (Vec::new(), None),
        };
        views.push(VariantView {
            id: rules.id().to_string(),
            title: rules.variant().meta.title.clone(),
            invalid,
            winner: p.as_ref().and_then(|p| p.outcome(rules).winner()),
            moves,
        });
        if let (Some(p), Some(moves)) = (p, listed) {
            valid.push(Listed {
                rules,
                pos: p,
                moves,
            });
        }
    }
    Ok(Exploration {
        position: write_position(pos),
        to_move: pos.to_move(),
        differences: divergences(&valid, budget)?,
        variants: views,
    })
}

/// Legal moves with their canonical texts, in generation order.
type Texts = Vec<(Move, String)>;

/// One valid variant's position and its legal moves with their texts, in
/// generation order.
struct Listed<'r> {
    rules: &'r Rules,
    pos: Position,
    moves: Texts,
}

/// The legal moves of `pos` under `rules` as the explorer draws them.
pub fn explored_moves(pos: &Position, rules: &Rules) -> Vec<ExploredMove> {
    explored_moves_within(pos, rules, &Budget::unlimited())
        .expect("an unlimited budget never runs out")
}

/// [`explored_moves`] within `budget` (one unit a move).
pub fn explored_moves_within(
    pos: &Position,
    rules: &Rules,
    budget: &Budget,
) -> Result<Vec<ExploredMove>, Exhausted> {
    Ok(drawn_and_listed(pos, rules, budget)?.0)
}

/// From one generation within `budget`: the moves as the explorer draws
/// them (in byte order of their texts), and the moves with their texts in
/// generation order.
fn drawn_and_listed(
    pos: &Position,
    rules: &Rules,
    budget: &Budget,
) -> Result<(Vec<ExploredMove>, Texts), Exhausted> {
    let name = |s: &Square| s.to_string();
    // One generation gives every move with its canonical path.
    let generated = pos.legal_moves_with_paths_within(rules, budget)?;
    let mut drawn = Vec::with_capacity(generated.len());
    let mut listed = Vec::with_capacity(generated.len());
    for (mv, path) in generated {
        budget.check()?;
        let (from, to) = mv
            .squares()
            .map_or((None, None), |(f, t)| (Some(name(&f)), Some(name(&t))));
        let text = MoveText::from_path(&mv, path.as_deref()).to_string();
        drawn.push(ExploredMove {
            text: text.clone(),
            kind: kind(&mv),
            from,
            to,
            path: path.iter().flatten().map(|(s, _)| name(s)).collect(),
            captures: mv.captured().iter().map(|s| s.to_string()).collect(),
        });
        listed.push((mv, text));
    }
    drawn.sort_by(|a, b| a.text.cmp(&b.text));
    Ok((drawn, listed))
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
/// order of its text (under the first variant that allows it), within
/// `budget` (one unit a refusal explained).
fn divergences(valid: &[Listed<'_>], budget: &Budget) -> Result<Vec<Divergence>, Exhausted> {
    let legal: Vec<HashSet<Move>> = valid
        .iter()
        .map(|v| v.moves.iter().map(|(mv, _)| *mv).collect())
        .collect();
    let mut seen: HashSet<Move> = HashSet::new();
    let mut all: Vec<(&str, Move)> = Vec::new();
    for v in valid {
        for (mv, text) in &v.moves {
            if seen.insert(*mv) {
                all.push((text, *mv));
            }
        }
    }
    all.sort_by(|a, b| a.0.cmp(b.0));
    let mut out = Vec::new();
    for (text, mv) in all {
        let mut allowed_by = Vec::new();
        let mut refused_by = Vec::new();
        for (v, moves) in valid.iter().zip(&legal) {
            if moves.contains(&mv) {
                allowed_by.push(v.rules.id().to_string());
            } else {
                budget.spend(1)?;
                refused_by.push(explain_within(&v.pos, v.rules, text, budget)?);
            }
        }
        if !refused_by.is_empty() {
            out.push(Divergence {
                text: text.to_string(),
                allowed_by,
                refused_by,
            });
        }
    }
    Ok(out)
}
