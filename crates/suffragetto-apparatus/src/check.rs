//! That the apparatus files hold together: every rule point has passages for
//! every rule text, every passage names a section of its witness and a line
//! inside it, every reference names a bibliography entry and every relation
//! a witness or exemplar, every artefact is in a stored passage, and the
//! changelog leads to the variants as they are.

use super::quotes::{occurs, quoted};
use super::{Apparatus, FILES, Witness, WitnessKind};
use std::collections::BTreeMap;
use std::fmt;
use suffragetto_core::variant::{PointId, RULE_POINTS, Variant};

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
pub(super) const CHANGELOG: usize = 3;

impl Witness {
    /// Whether `name` is one of its sections.
    pub fn has_section(&self, name: &str) -> bool {
        self.sections.iter().any(|s| s.name == name)
    }

    /// The lines of section `name`: from its first line up to, not
    /// including, the next section's (or to the file's last line).
    pub fn section_lines(&self, name: &str) -> Option<std::ops::Range<usize>> {
        let k = self.sections.iter().position(|s| s.name == name)?;
        let end = self
            .sections
            .get(k + 1)
            .map_or(self.lines.map_or(usize::MAX, |n| n + 1), |s| s.line);
        Some(self.sections[k].line..end)
    }

    /// The reader's name of the witness: its own `name`, else `fallback`
    /// (the name of the variant that reads it).
    pub fn name_or<'a>(&'a self, fallback: &'a str) -> &'a str {
        self.name.as_deref().unwrap_or(fallback)
    }
}

/// Whether `s` is 64 lowercase hexadecimal digits.
fn is_sha256(s: &str) -> bool {
    s.len() == 64
        && s.bytes()
            .all(|b| b.is_ascii_digit() || (b'a'..=b'f').contains(&b))
}

/// Whether `d` is a date `YYYY-MM-DD`.
fn is_date(d: &str) -> bool {
    let b = d.as_bytes();
    b.len() == 10
        && b[4] == b'-'
        && b[7] == b'-'
        && b.iter()
            .enumerate()
            .all(|(i, c)| i == 4 || i == 7 || c.is_ascii_digit())
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
        self.check_points(&mut out);
        self.check_passages(&mut out);
        self.check_witnesses(&mut out);
        self.check_relations(&mut out);
        self.check_artefacts(&mut out);
        self.check_versions(&mut out);
        out
    }

    fn check_points(&self, out: &mut Vec<Problem>) {
        let rule_texts: Vec<&Witness> = self.rule_texts().collect();
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
            for w in &rule_texts {
                if !p.readings.contains_key(&w.id) {
                    out.push(at(
                        PASSAGES,
                        &here,
                        format!("`{id}` has nothing for `{}`", w.id),
                    ));
                }
            }
            for (wid, r) in &p.readings {
                if self
                    .witness(wid)
                    .is_none_or(|w| w.kind != WitnessKind::Text)
                {
                    out.push(at(
                        PASSAGES,
                        &here,
                        format!("`{id}`: `{wid}` is no text witness"),
                    ));
                } else if r.passages.is_empty() && r.omits.is_none() {
                    out.push(at(
                        PASSAGES,
                        &here,
                        format!("`{id}`, `{wid}`: give `passages` or say what it `omits`"),
                    ));
                }
            }
        }
    }

    fn check_passages(&self, out: &mut Vec<Problem>) {
        for wid in self.claims.keys() {
            if !self.texts().any(|w| &w.id == wid) {
                out.push(at(
                    PASSAGES,
                    "claims:",
                    format!("claims of `{wid}`, which is no text witness"),
                ));
            }
        }
        for w in self.texts() {
            for (_, p) in self.passages_of(&w.id) {
                let Some(lines) = w.section_lines(&p.section) else {
                    out.push(at(
                        PASSAGES,
                        &p.text,
                        format!("`{}` has no section `{}`", w.id, p.section),
                    ));
                    continue;
                };
                if !lines.contains(&p.line) {
                    out.push(at(
                        PASSAGES,
                        &p.text,
                        format!(
                            "`{}`: line {} is not in section `{}` (lines {} to {})",
                            w.id,
                            p.line,
                            p.section,
                            lines.start,
                            lines
                                .end
                                .saturating_sub(1)
                                .min(w.lines.unwrap_or(usize::MAX))
                        ),
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
    }

    fn check_witnesses(&self, out: &mut Vec<Problem>) {
        for (i, w) in self.witnesses.iter().enumerate() {
            let here = format!("id: {}", w.id);
            let twice = self.witnesses[..i]
                .iter()
                .any(|x| x.id == w.id || x.siglum == w.siglum)
                || self
                    .exemplars
                    .iter()
                    .any(|e| e.id == w.id || e.siglum == w.siglum);
            if twice {
                out.push(at(
                    WITNESSES,
                    &here,
                    format!("`{}`: id or siglum given twice", w.id),
                ));
            }
            let builtin = suffragetto_core::variant::builtin_ids().any(|b| b == w.id);
            if w.variant && !builtin {
                out.push(at(
                    WITNESSES,
                    &here,
                    format!(
                        "`{}` is no built-in variant (a witness without one says `variant: false`)",
                        w.id
                    ),
                ));
            }
            if !w.variant && w.name.is_none() {
                out.push(at(
                    WITNESSES,
                    &here,
                    format!(
                        "`{}` has no variant, so it needs a `name` for readers",
                        w.id
                    ),
                ));
            }
            if (w.kind == WitnessKind::Text) != w.file.is_some() {
                out.push(at(
                    WITNESSES,
                    &here,
                    format!("`{}`: a text has a `file`, a program none", w.id),
                ));
            }
            if w.kind == WitnessKind::Text {
                self.check_text_witness(w, &here, out);
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
    }

    /// A text witness's file data: its hash, its line count, its sections'
    /// lines in order.
    fn check_text_witness(&self, w: &Witness, here: &str, out: &mut Vec<Problem>) {
        if let Some(h) = &w.sha256
            && !is_sha256(h)
        {
            out.push(at(
                WITNESSES,
                h,
                format!("`{}`: sha256 must be 64 lowercase hexadecimal digits", w.id),
            ));
        }
        if w.sections.is_empty() {
            out.push(at(
                WITNESSES,
                here,
                format!("`{}`: a text needs its `sections`", w.id),
            ));
        }
        let mut last = 0;
        for s in &w.sections {
            if s.line <= last || w.lines.is_some_and(|n| s.line > n) || (s.opening && s.line != 1) {
                out.push(at(
                    WITNESSES,
                    &format!("name: {}", s.name),
                    format!(
                        "`{}`: section `{}` at line {}: sections start on increasing lines, within the file's {} lines, the opening on line 1",
                        w.id,
                        s.name,
                        s.line,
                        w.lines.map_or("?".to_string(), |n| n.to_string())
                    ),
                ));
            }
            last = s.line;
        }
    }

    fn check_relations(&self, out: &mut Vec<Problem>) {
        let known = |id: &str| self.witness(id).is_some() || self.exemplar(id).is_some();
        for (i, e) in self.exemplars.iter().enumerate() {
            if self.exemplars[..i]
                .iter()
                .any(|x| x.id == e.id || x.siglum == e.siglum)
            {
                out.push(at(
                    WITNESSES,
                    &format!("id: {}", e.id),
                    format!("exemplar `{}`: id or siglum given twice", e.id),
                ));
            }
        }
        for r in &self.relations {
            for id in r.witnesses.iter().chain(&r.source) {
                if !known(id) {
                    out.push(at(
                        WITNESSES,
                        &r.kind,
                        format!("relation `{}` names no witness or exemplar `{id}`", r.kind),
                    ));
                }
            }
            if r.source.as_ref().is_some_and(|s| r.witnesses.contains(s)) {
                out.push(at(
                    WITNESSES,
                    &r.kind,
                    format!(
                        "relation `{}`: a witness cannot descend from itself",
                        r.kind
                    ),
                ));
            }
        }
    }

    fn check_artefacts(&self, out: &mut Vec<Problem>) {
        let id = &self.artefacts.witness;
        let Some(w) = self.witness(id) else {
            out.push(at(ARTEFACTS, "witness:", format!("no witness `{id}`")));
            return;
        };
        let exemplar = &self.artefacts.exemplar;
        if self.witness(exemplar).is_none() {
            out.push(at(
                ARTEFACTS,
                "exemplar:",
                format!("no witness `{exemplar}`"),
            ));
        }
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
            if !self.artefacts.kinds.contains_key(&a.kind) {
                out.push(at(
                    ARTEFACTS,
                    &a.sic,
                    format!(
                        "kind `{}`: expected one of {}",
                        a.kind,
                        self.artefacts
                            .kinds
                            .keys()
                            .cloned()
                            .collect::<Vec<_>>()
                            .join(", ")
                    ),
                ));
            }
            let readings = [(exemplar.as_str(), &a.exemplar), ("english", &a.english)];
            for (wid, reading) in readings {
                for part in reading.iter().flat_map(|r| r.split(" / ")) {
                    if !self.quote_found(wid, part, None) {
                        out.push(at(
                            ARTEFACTS,
                            &a.sic,
                            format!("the reading \"{part}\" given for \"{}\" is in no stored passage of `{wid}`", a.sic),
                        ));
                    }
                }
            }
            for q in quoted(&a.note) {
                let found = [id.as_str(), exemplar.as_str(), "english"]
                    .iter()
                    .any(|w| self.quote_found(w, q, None));
                if !found {
                    out.push(at(
                        ARTEFACTS,
                        &a.sic,
                        format!("the note of \"{}\" quotes \"{q}\", which is in no stored passage of the French, its exemplar or the English online rules", a.sic),
                    ));
                }
            }
        }
    }

    fn check_versions(&self, out: &mut Vec<Problem>) {
        let log = &self.changelog;
        if log.versions.first().map(|v| v.version.as_str()) != Some(log.current.as_str()) {
            out.push(at(
                CHANGELOG,
                "current:",
                format!(
                    "`current: {}` must be the first (newest) version",
                    log.current
                ),
            ));
        }
        for (i, v) in log.versions.iter().enumerate() {
            let here = format!("version: \"{}\"", v.version);
            if log.versions[..i].iter().any(|x| x.version == v.version) {
                out.push(at(
                    CHANGELOG,
                    &here,
                    format!("version {} given twice", v.version),
                ));
            }
            if !is_date(&v.date) {
                out.push(at(
                    CHANGELOG,
                    &here,
                    format!("version {}: date `{}` is not YYYY-MM-DD", v.version, v.date),
                ));
            }
            for c in &v.changes {
                if !suffragetto_core::variant::builtin_ids().any(|b| b == c.variant) {
                    out.push(at(
                        CHANGELOG,
                        &c.why,
                        format!("`{}` is no built-in variant", c.variant),
                    ));
                }
                if PointId::parse(&c.point).is_none() {
                    out.push(at(
                        CHANGELOG,
                        &c.why,
                        format!("`{}` is no rule point", c.point),
                    ));
                }
            }
        }
    }

    /// Whether the changelog leads to `variants` as they are: walking the
    /// versions from the oldest, each change's `before` is what the last
    /// change of that variant's point left (where one did), and the last
    /// `after` is the variant's value and status today; phrases a change of a
    /// text variant quotes occur in that text's stored passages.
    pub fn check_changelog(&self, variants: &[Variant]) -> Vec<Problem> {
        let mut out = Vec::new();
        type Key<'a> = (&'a str, &'a str);
        let mut values: BTreeMap<Key<'_>, &serde_json::Value> = BTreeMap::new();
        let mut statuses: BTreeMap<Key<'_>, suffragetto_core::variant::Status> = BTreeMap::new();
        for v in self.changelog.versions.iter().rev() {
            for c in &v.changes {
                let key = (c.variant.as_str(), c.point.as_str());
                if let Some([before, after]) = &c.value {
                    if values.get(&key).is_some_and(|x| *x != before) {
                        out.push(at(CHANGELOG, &c.why, format!("version {}: {} {}: the value before is not the one the last change left", v.version, c.variant, c.point)));
                    }
                    values.insert(key, after);
                }
                if let Some([before, after]) = c.status {
                    if statuses.get(&key).is_some_and(|x| *x != before) {
                        out.push(at(CHANGELOG, &c.why, format!("version {}: {} {}: the status before is not the one the last change left", v.version, c.variant, c.point)));
                    }
                    statuses.insert(key, after);
                }
                let witness = self
                    .witness(&c.variant)
                    .filter(|w| w.kind == WitnessKind::Text);
                if let Some(w) = witness {
                    for q in quoted(&c.why) {
                        if !self.quote_found(&w.id, q, None) {
                            out.push(at(CHANGELOG, &c.why, format!("version {}: the reason quotes \"{q}\", which is in no stored passage of `{}`", v.version, w.id)));
                        }
                    }
                }
            }
        }
        for ((variant, point), value) in &values {
            let now = variants
                .iter()
                .find(|v| v.id() == *variant)
                .and_then(|v| v.point_by_id(point));
            if now.is_some_and(|p| &p.value != *value) {
                out.push(at(
                    CHANGELOG,
                    point,
                    format!("{variant} {point}: the changelog's last value is not the variant's"),
                ));
            }
        }
        for ((variant, point), status) in &statuses {
            let now = variants
                .iter()
                .find(|v| v.id() == *variant)
                .and_then(|v| v.point_by_id(point));
            if now.is_some_and(|p| p.status != *status) {
                out.push(at(
                    CHANGELOG,
                    point,
                    format!("{variant} {point}: the changelog's last status is not the variant's"),
                ));
            }
        }
        out
    }
}
