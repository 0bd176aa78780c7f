//! Why a move is legal or not, with the rule point that decides and the
//! passage the variant cites for it: `suffragetto explain` and the
//! explorer's `/api/explain` give the same answer.

use super::{ReportFormat, unsupported, write_json};
use crate::budget::{Budget, Exhausted};
use crate::engine::{Move, Position, Rules};
use crate::lang::{Args, Lang, catalogue};
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
    /// That status in words, as pages show it: its name and what it
    /// means ([`Status::words`], [`Status::meaning`]).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub status_words: Option<String>,
    /// The passage the variant cites for it (none for a convention).
    pub citation: Option<Citation>,
    /// The language of the reason and of the text report.
    #[serde(skip)]
    pub lang: Lang,
}

/// Explains move text `text` in `pos` under `rules`, in English, however
/// long it takes.
pub fn explain(pos: &Position, rules: &Rules, text: &str) -> Explanation {
    explain_in(pos, rules, text, Lang::En)
}

/// Explains move text `text` in `pos` under `rules`, the reason in `lang`
/// (a syntax error stays English, as the command line's errors do).
pub fn explain_in(pos: &Position, rules: &Rules, text: &str, lang: Lang) -> Explanation {
    explain_within(pos, rules, text, lang, &Budget::unlimited())
        .expect("an unlimited budget never runs out")
}

/// [`explain_in`] within `budget`: its deadline and cancellation are asked
/// before the move is read, and inside the search for a chain's canonical
/// text.
pub fn explain_within(
    pos: &Position,
    rules: &Rules,
    text: &str,
    lang: Lang,
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
        status_words: None,
        citation: None,
        lang,
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
        Err(MoveError::Syntax(s)) => e.reason = Some(s.describe(lang)),
        Err(MoveError::Illegal(i)) => {
            e.reason = Some(i.reason_in(rules, lang));
            e.rule_point = i.rule_point();
            if let Some(p) = e.rule_point.map(|id| rules.variant().point(id)) {
                e.rule_title = Some(p.id.title_in(lang));
                e.value = Some(p.value_words_in(lang));
                e.status = Some(p.status);
                e.status_words = Some(format!(
                    "{}: {}",
                    p.status.words_in(lang),
                    p.status.meaning_in(lang)
                ));
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
        let (c, lang) = (catalogue(), self.lang);
        let a = Args::new(lang).text("variant", &self.variant);
        if let Some(canonical) = &self.canonical {
            return writeln!(
                out,
                "{}",
                c.text("explain-legal", &a.text("move", canonical))
            );
        }
        let reason = self.reason.as_deref().unwrap_or("");
        let a = a.text("move", &self.asked).text("reason", reason);
        writeln!(out, "{}", c.text("explain-illegal", &a))?;
        if let (Some(id), Some(title)) = (self.rule_point, self.rule_title) {
            let a = Args::new(lang)
                .text("point", id)
                .text("title", title)
                .text("value", self.value.as_deref().unwrap_or(""))
                .text("status", self.status.map_or("", |s| s.words_in(lang)));
            writeln!(out, "  {}", c.text("explain-rule-point", &a))?;
            match &self.citation {
                Some(cite) => writeln!(out, "  {cite}")?,
                None => writeln!(out, "  {}", c.plain(lang, "explain-silent"))?,
            }
        }
        Ok(())
    }
}
