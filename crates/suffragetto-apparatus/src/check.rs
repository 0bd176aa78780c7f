//! That the apparatus files hold together: every rule point has passages for
//! every text, every passage names a section of its witness, every reference
//! names a bibliography entry, every artefact is in a stored passage.

use super::quotes::occurs;
use super::{Apparatus, FILES, Witness, WitnessKind};
use std::fmt;
use suffragetto_core::variant::{PointId, RULE_POINTS};

/// Something that does not hold, at a place in a file.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Problem {
    /// The file.
    pub file: String,
    /// 1-based line, 0 if unknown.
    pub line: usize,
    /// 1-based column, 0 if unknown.
    pub column: usize,
    /// What is wrong.
    pub message: String,
}

impl fmt::Display for Problem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{}:{}:{}: {}",
            self.file, self.line, self.column, self.message
        )
    }
}

/// A problem in apparatus file `k` of [`FILES`], placed at the first line
/// that contains `near` (or at the file's start).
pub(super) fn at(k: usize, near: &str, message: String) -> Problem {
    let (file, text) = FILES[k];
    let probe: String = near.chars().take(40).collect();
    let (line, column) = text
        .lines()
        .enumerate()
        .find_map(|(n, l)| l.find(&probe).map(|c| (n + 1, l[..c].chars().count() + 1)))
        .unwrap_or((0, 0));
    Problem {
        file: file.to_string(),
        line,
        column,
        message,
    }
}

pub(super) const WITNESSES: usize = 0;
pub(super) const PASSAGES: usize = 1;
pub(super) const ARTEFACTS: usize = 2;

impl Witness {
    /// Whether `name` is one of its sections.
    pub fn has_section(&self, name: &str) -> bool {
        self.sections.iter().any(|s| s.name == name)
    }
}

impl Apparatus {
    /// Whether `quote` occurs in a passage or claim of witness `id` (in
    /// section `section`, if given) or is one of its headings.
    pub fn quote_found(&self, id: &str, quote: &str, section: Option<&str>) -> bool {
        let in_passage = self
            .passages_of(id)
            .any(|(_, p)| section.is_none_or(|s| s == p.section) && occurs(quote, &p.text));
        let heading = self.witness(id).is_some_and(|w| {
            w.sections
                .iter()
                .any(|s| section.is_none_or(|x| x == s.name) && occurs(quote, &s.name))
        });
        in_passage || heading
    }

    /// Whether the apparatus files hold together; every problem found.
    pub fn check(&self) -> Vec<Problem> {
        let mut out = Vec::new();
        let texts: Vec<&Witness> = self.texts().collect();
        for info in RULE_POINTS {
            match self.points.get(info.id.as_str()) {
                None => out.push(at(
                    PASSAGES,
                    "points:",
                    format!("rule point `{}` has no passages", info.id),
                )),
                Some(p) if p.planned => out.push(at(
                    PASSAGES,
                    &format!("{}:", info.id),
                    format!(
                        "`{}` is a rule point of the engine now: drop `planned`",
                        info.id
                    ),
                )),
                Some(_) => {}
            }
        }
        for (id, p) in &self.points {
            let here = format!("  {id}:");
            if !p.planned && PointId::parse(id).is_none() {
                out.push(at(PASSAGES, &here, format!("`{id}` is no rule point: mark it `planned` (with `area` and `title`) or correct the id")));
            }
            if p.planned && (p.area.is_none() || p.title.is_none()) {
                out.push(at(
                    PASSAGES,
                    &here,
                    format!("planned point `{id}` needs `area` and `title`"),
                ));
            }
            for w in &texts {
                match p.readings.get(&w.id) {
                    None => out.push(at(
                        PASSAGES,
                        &here,
                        format!("`{id}` has nothing for `{}`", w.id),
                    )),
                    Some(r) if r.passages.is_empty() && r.omits.is_none() => out.push(at(
                        PASSAGES,
                        &here,
                        format!("`{id}`, `{}`: give `passages` or say what it `omits`", w.id),
                    )),
                    Some(_) => {}
                }
            }
            for wid in p.readings.keys() {
                if !texts.iter().any(|w| &w.id == wid) {
                    out.push(at(
                        PASSAGES,
                        &here,
                        format!("`{id}`: `{wid}` is no text witness"),
                    ));
                }
            }
        }
        for wid in self.claims.keys() {
            if !texts.iter().any(|w| &w.id == wid) {
                out.push(at(
                    PASSAGES,
                    "claims:",
                    format!("claims of `{wid}`, which is no text witness"),
                ));
            }
        }
        for w in &texts {
            for (_, p) in self.passages_of(&w.id) {
                if !w.has_section(&p.section) {
                    out.push(at(
                        PASSAGES,
                        &p.text,
                        format!("`{}` has no section `{}`", w.id, p.section),
                    ));
                }
                if w.language != "en" && p.gloss.is_none() {
                    out.push(at(
                        PASSAGES,
                        &p.text,
                        format!("a passage of `{}` needs an English `gloss`", w.id),
                    ));
                }
            }
        }
        self.check_witnesses(&mut out);
        self.check_artefacts(&mut out);
        out
    }

    fn check_witnesses(&self, out: &mut Vec<Problem>) {
        for (i, w) in self.witnesses.iter().enumerate() {
            let here = format!("id: {}", w.id);
            if self.witnesses[..i]
                .iter()
                .any(|x| x.id == w.id || x.siglum == w.siglum)
            {
                out.push(at(
                    WITNESSES,
                    &here,
                    format!("`{}`: id or siglum given twice", w.id),
                ));
            }
            if !suffragetto_core::variant::builtin_ids().any(|b| b == w.id) {
                out.push(at(
                    WITNESSES,
                    &here,
                    format!("`{}` is no built-in variant", w.id),
                ));
            }
            if (w.kind == WitnessKind::Text) != w.file.is_some() {
                out.push(at(
                    WITNESSES,
                    &here,
                    format!("`{}`: a text has a `file`, a program none", w.id),
                ));
            }
            for key in std::iter::once(&w.bibliography).chain(&w.references) {
                if self.entry(key).is_none() {
                    out.push(at(
                        WITNESSES,
                        &here,
                        format!(
                            "`{}` names bibliography entry `{key}`, which is missing",
                            w.id
                        ),
                    ));
                }
            }
            if let Some(g) = &w.game_date
                && let Some(q) = &g.quote
                && !self.quote_found(&w.id, q, g.section.as_deref())
            {
                out.push(at(
                    WITNESSES,
                    q,
                    format!(
                        "`{}`: \"{q}\" is in no passage or claim of its section",
                        w.id
                    ),
                ));
            }
        }
        for r in &self.relations {
            for id in &r.witnesses {
                if self.witness(id).is_none() {
                    out.push(at(
                        WITNESSES,
                        &r.kind,
                        format!("relation `{}` names no witness `{id}`", r.kind),
                    ));
                }
            }
        }
    }

    fn check_artefacts(&self, out: &mut Vec<Problem>) {
        let id = &self.artefacts.witness;
        let Some(w) = self.witness(id) else {
            out.push(at(ARTEFACTS, "witness:", format!("no witness `{id}`")));
            return;
        };
        for a in &self.artefacts.artefacts {
            if !w.has_section(&a.section) {
                out.push(at(
                    ARTEFACTS,
                    &a.sic,
                    format!("`{id}` has no section `{}`", a.section),
                ));
            }
            if !self.quote_found(id, &a.sic, Some(&a.section)) {
                out.push(at(
                    ARTEFACTS,
                    &a.sic,
                    format!("\"{}\" is in no passage of `{id}` in {}", a.sic, a.section),
                ));
            }
            if !["high", "medium", "low"].contains(&a.cert.as_str()) {
                out.push(at(
                    ARTEFACTS,
                    &a.sic,
                    format!("cert `{}`: expected high, medium or low", a.cert),
                ));
            }
        }
    }
}
