//! The checks that tie the apparatus to the texts: every quote of a variant
//! occurs in a stored passage of its source (so the check runs in every
//! clone), and every stored passage occurs, in its section, in the full text
//! when that is at hand.

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
    /// that is not where it says in `text`, the witness's full text.
    pub fn check_full_text(&self, id: &str, text: &str) -> Vec<Problem> {
        let mut out = Vec::new();
        let Some(w) = self.witness(id) else {
            return vec![at(WITNESSES, "witnesses:", format!("no witness `{id}`"))];
        };
        let lines: Vec<&str> = text.lines().collect();
        let mut starts = Vec::new();
        let mut from = 0;
        for s in &w.sections {
            let start = if s.opening {
                Some(0)
            } else {
                (from..lines.len()).find(|&i| normalise(lines[i]) == s.name)
            };
            match start {
                Some(i) => {
                    starts.push((s.name.as_str(), i));
                    from = i;
                }
                None => out.push(at(
                    WITNESSES,
                    &format!("name: {}", s.name),
                    format!(
                        "`{id}`: no heading line `{}` (after the previous one) in the full text",
                        s.name
                    ),
                )),
            }
        }
        let span = |name: &str| -> Option<String> {
            let k = starts.iter().position(|(n, _)| *n == name)?;
            let end = starts.get(k + 1).map_or(lines.len(), |(_, i)| *i);
            Some(lines[starts[k].1..end].join("\n"))
        };
        for (point, p) in self.passages_of(id) {
            if !span(&p.section).is_some_and(|s| occurs(&p.text, &s)) {
                let what = point.map_or("a claim".to_string(), |x| format!("a passage of `{x}`"));
                out.push(at(
                    PASSAGES,
                    &p.text,
                    format!(
                        "{what} is not in section `{}` of the full text of `{id}`",
                        p.section
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
}
