//! One position under several variants side by side: each variant's legal
//! moves, and every move some allow and others refuse, with each refusal in
//! words, its rule point and the variant's citation. What the explorer
//! shows (`/api/explore`), computed here so that any front end shows the
//! same.

use super::explain::{Explanation, explain_within};
use crate::budget::{Budget, Exhausted};
use crate::engine::analysis::Comparisons;
use crate::engine::{Move, Position, Rules};
use crate::geometry::Square;
use crate::lang::Lang;
use crate::notation::{MoveText, write_position};
use serde::Serialize;
use std::collections::HashMap;

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

/// A move every valid variant allows that leads to a different position
/// under some of them (as where an exchange costs a different number of
/// turns).
#[derive(Clone, Debug, Serialize)]
pub struct Consequence {
    /// The move's text.
    #[serde(rename = "move")]
    pub text: String,
    /// The position it leads to under each valid variant, in the order asked.
    pub after: Vec<After>,
    /// What differs between those positions: `board`, `to-move`, `prison`,
    /// `hospital`, `pending` (the exchange waiting for an answer),
    /// `exchanged-this-turn` or `ply` (the pages put them into words).
    pub differs: Vec<&'static str>,
}

/// Where a move leads under one variant.
#[derive(Clone, Debug, Serialize)]
pub struct After {
    /// The variant's id.
    pub variant: String,
    /// The position string.
    pub position: String,
    /// The side to move there.
    pub to_move: crate::piece::Side,
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
    /// Moves they all allow that lead to different positions, in byte order
    /// of their text.
    pub consequences: Vec<Consequence>,
}

/// The explorer's description of `pos` (a position of at least one of
/// `variants`, each checked) under every variant, however long it takes.
/// The refusals are in English ([`explore_in`] for another language).
pub fn explore(pos: &Position, variants: &[&Rules]) -> Exploration {
    explore_in(pos, variants, Lang::En)
}

/// [`explore`] with the refusals in words of `lang`.
pub fn explore_in(pos: &Position, variants: &[&Rules], lang: Lang) -> Exploration {
    explore_within(pos, variants, lang, &Budget::unlimited())
        .expect("an unlimited budget never runs out")
}

/// [`explore_in`] within `budget`: each move listed or explained counts
/// one unit, and the deadline and cancellation are asked inside each
/// variant's one generation and before each refusal explained.
pub fn explore_within(
    pos: &Position,
    variants: &[&Rules],
    lang: Lang,
    budget: &Budget,
) -> Result<Exploration, Exhausted> {
    let mut views = Vec::new();
    let mut valid: Vec<(&Rules, Position)> = Vec::new();
    let mut listed: Vec<Vec<(Move, ExploredMove)>> = Vec::new();
    for rules in variants {
        budget.check()?;
        let (p, invalid) = match Position::from_setup(pos.to_setup(), rules) {
            Ok(p) => (Some(p), None),
            Err(e) => (None, Some(e.to_string())),
        };
        let moves = match &p {
            Some(p) => listing(p, rules, budget)?,
            None => Vec::new(),
        };
        views.push(VariantView {
            id: rules.id().to_string(),
            title: rules.variant().meta.title.clone(),
            invalid,
            winner: p.as_ref().and_then(|p| p.outcome(rules).winner()),
            moves: sorted(moves.iter().map(|(_, e)| e.clone()).collect()),
        });
        if let Some(p) = p {
            valid.push((rules, p));
            listed.push(moves);
        }
    }
    // One generation per variant gives the moves, their texts and paths.
    let texts: Vec<HashMap<Move, String>> = listed
        .iter()
        .map(|l| l.iter().map(|(mv, e)| (*mv, e.text.clone())).collect())
        .collect();
    budget.check()?;
    let compared = Comparisons::with_moves(
        valid
            .iter()
            .zip(&listed)
            .map(|((r, p), l)| (p, *r, l.iter().map(|(mv, _)| *mv).collect())),
    );
    Ok(Exploration {
        position: write_position(pos),
        to_move: pos.to_move(),
        differences: divergences(&valid, &texts, &compared, lang, budget)?,
        consequences: consequences(&valid, &texts, &compared),
        variants: views,
    })
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
    Ok(sorted(
        listing(pos, rules, budget)?
            .into_iter()
            .map(|(_, e)| e)
            .collect(),
    ))
}

/// Each legal move with its drawing, from one generation within `budget`
/// (which gives every move its canonical path), in generation order.
fn listing(
    pos: &Position,
    rules: &Rules,
    budget: &Budget,
) -> Result<Vec<(Move, ExploredMove)>, Exhausted> {
    let name = |s: &Square| s.to_string();
    let generated = pos.legal_moves_with_paths_within(rules, budget)?;
    budget.check()?;
    Ok(generated
        .into_iter()
        .map(|(mv, path)| {
            let (from, to) = mv
                .squares()
                .map_or((None, None), |(f, t)| (Some(name(&f)), Some(name(&t))));
            let drawn = ExploredMove {
                text: MoveText::from_path(&mv, pos.to_move(), path.as_deref()).to_string(),
                kind: kind(&mv),
                from,
                to,
                path: path.iter().flatten().map(|(s, _)| name(s)).collect(),
                captures: mv.captured().iter().map(|s| s.to_string()).collect(),
            };
            (mv, drawn)
        })
        .collect())
}

impl ExploredMove {
    /// `mv` as the explorer draws it, from its canonical `text` (a step's
    /// or chain's squares are read from the text, which names the path the
    /// generation first reached the move by).
    pub fn of_text(mv: &Move, text: &str) -> ExploredMove {
        let name = |s: &Square| s.to_string();
        let (from, to) = mv
            .squares()
            .map_or((None, None), |(f, t)| (Some(name(&f)), Some(name(&t))));
        let path = match MoveText::parse(text) {
            Ok(MoveText::Path { squares, .. }) => squares.iter().map(name).collect(),
            _ => Vec::new(),
        };
        ExploredMove {
            text: text.to_string(),
            kind: kind(mv),
            from,
            to,
            path,
            captures: mv.captured().iter().map(|s| s.to_string()).collect(),
        }
    }
}

fn sorted(mut moves: Vec<ExploredMove>) -> Vec<ExploredMove> {
    moves.sort_by(|a, b| a.text.cmp(&b.text));
    moves
}

fn kind(mv: &Move) -> &'static str {
    match mv {
        Move::Step { .. } => "step",
        Move::Hop { captured, .. } if !captured.is_empty() => "capture",
        Move::Hop { .. } => "hop",
        Move::Exchange(_) => "exchange",
        Move::Accept(_) | Move::Decline => "answer",
        Move::Pass => "pass",
    }
}

/// Every move that some valid variants allow and others refuse, in byte
/// order of its text (under the first variant that allows it), within
/// `budget` (one unit a refusal explained), the refusals in words of
/// `lang`.
fn divergences(
    valid: &[(&Rules, Position)],
    texts: &[HashMap<Move, String>],
    compared: &Comparisons<'_>,
    lang: Lang,
    budget: &Budget,
) -> Result<Vec<Divergence>, Exhausted> {
    let mut out: Vec<Divergence> = compared
        .disputed()
        .into_iter()
        .map(|(mv, allowed)| -> Result<Divergence, Exhausted> {
            let first = allowed
                .iter()
                .position(|&a| a)
                .expect("some variant allows it");
            let text = texts[first][&mv].clone();
            let mut allowed_by = Vec::new();
            let mut refused_by = Vec::new();
            for ((rules, pos), &yes) in valid.iter().zip(&allowed) {
                if yes {
                    allowed_by.push(rules.id().to_string());
                } else {
                    budget.spend(1)?;
                    refused_by.push(explain_within(pos, rules, &text, lang, budget)?);
                }
            }
            let (from, to) = mv.squares().map_or((None, None), |(f, t)| {
                (Some(f.to_string()), Some(t.to_string()))
            });
            Ok(Divergence {
                text,
                from,
                to,
                allowed_by,
                refused_by,
            })
        })
        .collect::<Result<_, _>>()?;
    out.sort_by(|a, b| a.text.cmp(&b.text));
    Ok(out)
}

/// Every move all valid variants allow that leads to different positions,
/// in byte order of its text.
fn consequences(
    valid: &[(&Rules, Position)],
    texts: &[HashMap<Move, String>],
    compared: &Comparisons<'_>,
) -> Vec<Consequence> {
    let Some(first) = texts.first() else {
        return Vec::new();
    };
    let mut out: Vec<Consequence> = compared
        .consequences()
        .into_iter()
        .map(|(mv, after)| {
            let mut differs = Vec::new();
            for p in &after[1..] {
                for d in differences_between(&after[0], p) {
                    if !differs.contains(&d) {
                        differs.push(d);
                    }
                }
            }
            Consequence {
                text: first[&mv].clone(),
                after: valid
                    .iter()
                    .zip(&after)
                    .map(|((r, _), p)| After {
                        variant: r.id().to_string(),
                        position: write_position(p),
                        to_move: p.to_move(),
                    })
                    .collect(),
                differs,
            }
        })
        .collect();
    out.sort_by(|a, b| a.text.cmp(&b.text));
    out
}

/// What differs between two positions, in words.
fn differences_between(a: &Position, b: &Position) -> Vec<&'static str> {
    let mut out = Vec::new();
    if a.board() != b.board() {
        out.push("board");
    }
    if a.to_move() != b.to_move() {
        out.push("to-move");
    }
    if a.prison() != b.prison() {
        out.push("prison");
    }
    if a.hospital() != b.hospital() {
        out.push("hospital");
    }
    if a.pending() != b.pending() {
        out.push("pending");
    }
    if a.exchanged_this_turn() != b.exchanged_this_turn() {
        out.push("exchanged-this-turn");
    }
    if a.ply() != b.ply() {
        out.push("ply");
    }
    out
}
