//! Why a move is legal or not, with the rule point that decides and the
//! passage the variant cites for it: `suffragetto explain` and the
//! explorer's `/api/explain` give the same answer.

use super::{ReportFormat, unsupported, write_json};
use crate::budget::{Budget, Exhausted};
use crate::engine::{Move, Position, Rules};
use crate::notation::{
    MoveError, legal_moves_with_texts_within, parse_move, write_move, write_position,
};
use crate::variant::{Citation, Status};
use serde::Serialize;
use std::io::{self, Write};

/// The answer to "may this move be played here, and if not, why not?".
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Explanation {
    /// The variant's id.
    pub variant: String,
    /// The move as asked.
    #[serde(rename = "move")]
    pub asked: String,
    /// Whether it is legal.
    pub legal: bool,
    /// The legal move's canonical text, when legal.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub canonical: Option<String>,
    /// The position string after the legal move.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub after: Option<String>,
    /// Why it is not legal, in words.
    pub reason: Option<String>,
    /// The id of the rule point that decides it, if one does.
    pub rule_point: Option<crate::variant::PointId>,
    /// What that rule point decides, in a few words.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub rule_title: Option<&'static str>,
    /// Its value under the variant, in words.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub value: Option<String>,
    /// How the variant knows that value.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub status: Option<Status>,
    /// The passage the variant cites for it (none for a convention).
    pub citation: Option<Citation>,
}

/// Explains move text `text` in `pos` under `rules`, however long it takes.
pub fn explain(pos: &Position, rules: &Rules, text: &str) -> Explanation {
    explain_within(pos, rules, text, &Budget::unlimited())
        .expect("an unlimited budget never runs out")
}

/// [`explain`] within `budget`: its deadline and cancellation are asked
/// before the move is read, and inside the search for a chain's canonical
/// text.
pub fn explain_within(
    pos: &Position,
    rules: &Rules,
    text: &str,
    budget: &Budget,
) -> Result<Explanation, Exhausted> {
    budget.check()?;
    let mut e = Explanation {
        variant: rules.id().to_string(),
        asked: text.to_string(),
        legal: false,
        canonical: None,
        after: None,
        reason: None,
        rule_point: None,
        rule_title: None,
        value: None,
        status: None,
        citation: None,
    };
    match parse_move(pos, rules, text) {
        Ok(mv) => {
            budget.check()?;
            e.legal = true;
            e.canonical = Some(canonical_within(pos, rules, &mv, budget)?);
            let mut next = pos.clone();
            next.play_unchecked(rules, &mv);
            e.after = Some(write_position(&next));
        }
        Err(MoveError::Syntax(s)) => e.reason = Some(s.to_string()),
        Err(MoveError::Illegal(i)) => {
            e.reason = Some(i.reason.clone());
            e.rule_point = i.rule_point();
            if let Some(p) = e.rule_point.map(|id| rules.variant().point(id)) {
                e.rule_title = Some(p.title);
                e.value = Some(p.value_words());
                e.status = Some(p.status);
                e.citation = p.citation.clone();
            }
        }
    }
    Ok(e)
}

/// The canonical text of `mv`, legal in `pos`: a chain's from the
/// generation of the position's moves within `budget` (the first path the
/// search reaches it by), which stops where the budget runs out; searching
/// the piece's chains for that one move alone ([`write_move`]) may cost
/// as much and cannot be stopped.
fn canonical_within(
    pos: &Position,
    rules: &Rules,
    mv: &Move,
    budget: &Budget,
) -> Result<String, Exhausted> {
    if !matches!(mv, Move::Hop { .. }) {
        return Ok(write_move(pos, rules, mv));
    }
    let listed = legal_moves_with_texts_within(pos, rules, budget)?;
    Ok(listed
        .into_iter()
        .find(|(m, _)| m == mv)
        .map_or_else(|| write_move(pos, rules, mv), |(_, text)| text))
}

impl Explanation {
    /// Text: legal with its canonical form, or the reason, the rule point in
    /// words and what the variant cites for it.
    pub fn write(&self, out: &mut dyn Write, format: ReportFormat) -> io::Result<()> {
        match format {
            ReportFormat::Json => return write_json(out, self),
            ReportFormat::Csv => return Err(unsupported(format, "an explanation")),
            ReportFormat::Text => {}
        }
        if let Some(c) = &self.canonical {
            return writeln!(out, "{c} is legal under {}.", self.variant);
        }
        writeln!(
            out,
            "{} is not legal under {}: {}",
            self.asked,
            self.variant,
            self.reason.as_deref().unwrap_or("")
        )?;
        if let (Some(id), Some(title)) = (self.rule_point, self.rule_title) {
            let value = self.value.as_deref().unwrap_or("");
            let status = self.status.map_or("", Status::words);
            writeln!(out, "  rule point {id}: {title}: {value} ({status})")?;
            match &self.citation {
                Some(c) => writeln!(out, "  {c}")?,
                None => writeln!(
                    out,
                    "  the source is silent: the project's convention (docs/conventions.md)"
                )?,
            }
        }
        Ok(())
    }
}
