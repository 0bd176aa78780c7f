//! The checks that tie the apparatus to the texts: every quote of a variant
//! occurs in a stored passage of its source (so the check runs in every
//! clone), and, when a copy of the full text is at hand, the copy is the one
//! the apparatus counts in (its SHA-256 and line count) and every stored
//! passage stands on its line.

use super::Apparatus;
use super::check::{ARTEFACTS, PASSAGES, Problem, WITNESSES, at};
use super::quotes::{normalise, occurs, quoted};
use suffragetto_core::variant::Variant;

impl Apparatus {
    /// Every quote of variant `v` that does not occur in a stored passage of
    /// its source: citation quotes in the cited section, and the phrases in
    /// straight double quotes in its notes anywhere in the source's passages.
    /// Variants of programs (no text witness) have nothing to check.
    pub fn check_variant_quotes(&self, v: &Variant) -> Vec<Problem> {
        let mut out = Vec::new();
        let own = self.witness_of_file(&v.meta.source);
        let mut fail = |origin: &suffragetto_core::variant::Origin, message: String| {
            out.push(Problem {
                file: origin.file.clone(),
                line: origin.line,
                column: origin.column,
                message,
            })
        };
        for p in &v.points {
            let cited = p
                .citation
                .as_ref()
                .and_then(|c| self.witness_of_file(&c.source).map(|w| (c, w)));
            if let Some((c, w)) = cited {
                if !w.has_section(&c.section) {
                    fail(
                        &p.origin,
                        format!("{}: {} has no section `{}`", p.id, c.source, c.section),
                    );
                }
                if let Some(q) = &c.quote
                    && !self.quote_found(&w.id, q, Some(&c.section))
                {
                    fail(
                        &p.origin,
                        format!(
                            "{}: quote \"{q}\" is in no stored passage of {}, {} (sources/passages.yaml)",
                            p.id, c.source, c.section
                        ),
                    );
                }
            }
            let witness = cited.map(|(_, w)| w).or(own);
            if let (Some(w), Some(note)) = (witness, &p.note) {
                for q in quoted(note) {
                    if !self.quote_found(&w.id, q, None) {
                        fail(
                            &p.origin,
                            format!(
                                "{}: the note quotes \"{q}\", which is in no stored passage of {}",
                                p.id,
                                w.file.as_deref().unwrap_or(&w.id)
                            ),
                        );
                    }
                }
            }
        }
        if let (Some(w), Some(note)) = (own, v.meta.colours.as_ref().and_then(|c| c.note.as_ref()))
        {
            for q in quoted(note) {
                if !self.quote_found(&w.id, q, None) {
                    fail(
                        &suffragetto_core::variant::Origin::file(&v.meta.file),
                        format!("colours: the note quotes \"{q}\", which is in no stored passage"),
                    );
                }
            }
        }
        out
    }

    /// Every stored passage, claim, heading and artefact of text witness `id`
    /// that is not where it says in `text`, the witness's full text: each
    /// section must start on its line (the heading line itself, or a
    /// program file's `(field "` line), each passage must stand on its line,
    /// and each artefact in its section.
    pub fn check_full_text(&self, id: &str, text: &str) -> Vec<Problem> {
        let mut out = Vec::new();
        let Some(w) = self.witness(id) else {
            return vec![at(WITNESSES, "witnesses:", format!("no witness `{id}`"))];
        };
        let lines: Vec<&str> = text.lines().collect();
        let line = |n: usize| n.checked_sub(1).and_then(|i| lines.get(i)).copied();
        for s in &w.sections {
            let found = line(s.line).is_some_and(|l| {
                if s.opening {
                    true
                } else if s.field {
                    l.trim_start().starts_with(&format!("({} \"", s.name))
                } else {
                    normalise(l) == s.name
                }
            });
            if !found {
                out.push(at(
                    WITNESSES,
                    &format!("name: {}", s.name),
                    format!(
                        "`{id}`: line {} of the full text is not the start of section `{}`",
                        s.line, s.name
                    ),
                ));
            }
        }
        let span = |name: &str| -> Option<String> {
            let r = w.section_lines(name)?;
            let end = r.end.min(lines.len() + 1);
            Some(
                lines
                    .get(r.start.saturating_sub(1)..end.saturating_sub(1))?
                    .join("\n"),
            )
        };
        for (point, p) in self.passages_of(id) {
            if !line(p.line).is_some_and(|l| occurs(&p.text, l)) {
                let what = point.map_or("a claim".to_string(), |x| format!("a passage of `{x}`"));
                out.push(at(
                    PASSAGES,
                    &p.text,
                    format!(
                        "{what} is not on line {} (section `{}`) of the full text of `{id}`",
                        p.line, p.section
                    ),
                ));
            }
        }
        if self.artefacts.witness == id {
            for a in &self.artefacts.artefacts {
                if !span(&a.section).is_some_and(|s| occurs(&a.sic, &s)) {
                    out.push(at(
                        ARTEFACTS,
                        &a.sic,
                        format!(
                            "\"{}\" is not in section `{}` of the full text",
                            a.sic, a.section
                        ),
                    ));
                }
            }
        }
        out
    }

    /// Whether `bytes` is the copy of text witness `id` the apparatus
    /// counts lines in: its SHA-256 and its number of lines, where recorded.
    pub fn check_copy(&self, id: &str, bytes: &[u8]) -> Vec<Problem> {
        use sha2::{Digest, Sha256};
        let Some(w) = self.witness(id) else {
            return vec![at(WITNESSES, "witnesses:", format!("no witness `{id}`"))];
        };
        let mut out = Vec::new();
        let here = format!("id: {id}");
        if let Some(want) = &w.sha256 {
            let got: String = Sha256::digest(bytes)
                .iter()
                .map(|b| format!("{b:02x}"))
                .collect();
            if &got != want {
                out.push(at(
                    WITNESSES,
                    &here,
                    format!("`{id}`: the copy's SHA-256 is {got}, the apparatus records {want}"),
                ));
            }
        }
        if let Some(n) = w.lines {
            let got = String::from_utf8_lossy(bytes).lines().count();
            if got != n {
                out.push(at(
                    WITNESSES,
                    &here,
                    format!("`{id}`: the copy has {got} lines, the apparatus records {n}"),
                ));
            }
        }
        out
    }
}
