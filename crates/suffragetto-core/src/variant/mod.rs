//! Rule variants: YAML rule sheets (`variants/*.yaml`) loaded into validated
//! [`RuleValues`] with a citation and status for every rule point, `extends`
//! inheritance, and the differences between two variants.
//!
//! ```
//! let english = suffragetto_core::variant::load("english").unwrap();
//! let german = suffragetto_core::variant::load("german").unwrap();
//! let diff = suffragetto_core::variant::diff(&english, &german);
//! use suffragetto_core::variant::PointId;
//! assert!(diff.iter().any(|(a, _)| a.id == PointId::HopOverForbidden));
//! ```

mod change;
mod check;
mod load;
pub mod points;
pub mod reason;
pub mod shape;
pub mod values;

pub use load::{BUILTIN, UNTRUSTED_LIMIT, builtin_ids, load, load_file, load_str, load_untrusted};
pub use points::{
    Citation, PointId, RULE_POINTS, RulePoint, RulePointInfo, RuleValues, Scope, Status,
};
pub use reason::Reason;

use serde::Serialize;
use std::fmt;

/// Facts about a variant and its source.
#[derive(Clone, Debug, Serialize)]
pub struct Meta {
    /// Short id (`english`, `german`, ...).
    pub id: String,
    /// Title of the source.
    pub title: String,
    /// A short name for readers, where a table or menu has no room for the
    /// title (`English online rules`); the title when the file gives none.
    pub name: String,
    /// Language of the source (`en`, `de`, `fr`).
    pub language: String,
    /// The date the source gives the game (`circa 1909`), as it gives it;
    /// `date` in older variant files.
    pub game_date: String,
    /// The date of the witness itself (the text or program), where known,
    /// and how it is known; empty when the file does not say.
    pub witness_date: String,
    /// Who edited or published the text.
    pub editor: String,
    /// Where the text comes from.
    pub provenance: String,
    /// The source file the citations name (a text of `sources/witnesses.yaml`), or the program.
    pub source: String,
    /// Piece colours the source gives (CSS colours), if it gives any.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub colours: Option<PieceColours>,
    /// The variant this one extends, if any.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub extends: Option<String>,
    /// Where the variant was loaded from (`built-in` or a path).
    pub file: String,
}

/// The colours of the four kinds of piece, as CSS colours (`#6a1b9a`,
/// `purple`). The texts agree on green Suffragettes and dark blue Police;
/// the English one makes Leaders purple and Inspectors white, the German one
/// gives them their side's colour, the French one gives them none.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, serde::Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PieceColours {
    /// Rank-and-file Suffragettes.
    pub suffragette: String,
    /// Leaders of the Suffragettes.
    pub leader: String,
    /// Police constables.
    pub constable: String,
    /// Inspectors of Police.
    pub inspector: String,
    /// Where the colours come from: stated by the source, or inferred.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub note: Option<String>,
}

/// A loaded, validated variant.
#[derive(Clone, Debug, Serialize)]
pub struct Variant {
    /// Metadata.
    pub meta: Meta,
    /// Every rule point's value.
    #[serde(skip)]
    pub values: RuleValues,
    /// Every rule point with value, status and citation, in [`RULE_POINTS`] order.
    pub points: Vec<RulePoint>,
}

impl Variant {
    /// The variant's id.
    pub fn id(&self) -> &str {
        &self.meta.id
    }

    /// The resolved entry of rule point `id`.
    pub fn point(&self, id: PointId) -> &RulePoint {
        &self.points[id as usize]
    }

    /// The resolved entry of the rule point whose id is `id`, for ids read
    /// from data (a file, a request); `None` when no rule point has it.
    pub fn point_by_id(&self, id: &str) -> Option<&RulePoint> {
        PointId::parse(id).map(|p| self.point(p))
    }

    /// An error located at rule point `id`'s entry.
    pub fn error_at(&self, id: PointId, reason: Reason) -> VariantError {
        VariantError::at(&self.point(id).origin, reason)
    }

    /// A hash of what the rules say (every rule point's id and value, not
    /// the titles, statuses or citations), as 16 hexadecimal digits: two
    /// variants with the same hash play the same game. Results computed
    /// under a variant carry it, so that they are not read under other
    /// rules.
    pub fn content_hash(&self) -> String {
        let mut h: u64 = 0xcbf2_9ce4_8422_2325;
        for p in &self.points {
            let line = format!("{}={}\n", p.id, p.value);
            for b in line.bytes() {
                h = (h ^ b as u64).wrapping_mul(0x100_0000_01b3);
            }
        }
        format!("{h:016x}")
    }
}

/// The rule points whose values differ between `a` and `b`, in rule-point order.
pub fn diff<'a>(a: &'a Variant, b: &'a Variant) -> Vec<(&'a RulePoint, &'a RulePoint)> {
    a.points
        .iter()
        .zip(&b.points)
        .filter(|(x, y)| x.value != y.value)
        .collect()
}

/// What kind of difference a rule point shows between two variants.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum DiffKind {
    /// The values differ (the statuses may too).
    Value,
    /// The values agree; only how each variant knows it differs.
    Status,
}

impl DiffKind {
    /// The kind in English words; in any language through
    /// [`crate::lang::Describe`].
    pub fn words(self) -> &'static str {
        crate::lang::catalogue().plain(crate::lang::Lang::En, diff_kind_key(self))
    }
}

/// One rule point on which two variants differ.
#[derive(Clone, Copy, Debug)]
pub struct Difference<'a> {
    /// Value or status only.
    pub kind: DiffKind,
    /// The first variant's entry.
    pub a: &'a RulePoint,
    /// The second variant's entry.
    pub b: &'a RulePoint,
}

/// The rule points on which `a` and `b` differ, in rule-point order: those
/// whose values differ (as [`diff`] lists them) and those whose values agree
/// but whose statuses do not.
pub fn differences<'a>(a: &'a Variant, b: &'a Variant) -> Vec<Difference<'a>> {
    a.points
        .iter()
        .zip(&b.points)
        .filter_map(|(x, y)| {
            let kind = if x.value != y.value {
                DiffKind::Value
            } else if x.status != y.status {
                DiffKind::Status
            } else {
                return None;
            };
            Some(Difference { kind, a: x, b: y })
        })
        .collect()
}

/// A place in a variant file.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Origin {
    /// The file (`variants/english.yaml` for built-ins, else the path given).
    pub file: String,
    /// 1-based line, 0 if unknown.
    pub line: usize,
    /// 1-based column, 0 if unknown.
    pub column: usize,
}

impl Origin {
    /// The file as a whole.
    pub fn file(file: &str) -> Origin {
        Origin {
            file: file.to_string(),
            line: 0,
            column: 0,
        }
    }

    /// Where mapping key `key` first appears in `text` (block-style YAML),
    /// or the file as a whole when it does not.
    pub fn of_key(file: &str, text: &str, key: &str) -> Origin {
        for (n, line) in text.lines().enumerate() {
            let trimmed = line.trim_start();
            let indent = line.len() - trimmed.len();
            let rest = trimmed
                .strip_prefix(key)
                .or_else(|| trimmed.strip_prefix(&format!("\"{key}\"")))
                .or_else(|| trimmed.strip_prefix(&format!("'{key}'")));
            if let Some(rest) = rest
                && rest.trim_start().starts_with(':')
            {
                return Origin {
                    file: file.to_string(),
                    line: n + 1,
                    column: indent + 1,
                };
            }
        }
        Origin::file(file)
    }
}

/// A variant file that cannot be used, with the place that says why.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub struct VariantError {
    /// The file.
    pub file: String,
    /// 1-based line, 0 if the error concerns the whole file.
    pub line: usize,
    /// 1-based column, 0 if unknown.
    pub column: usize,
    /// What is wrong and what was expected, in the command line's words.
    pub message: String,
    /// What is wrong, as data.
    pub reason: Box<Reason>,
}

impl VariantError {
    /// An error at `origin`.
    pub fn at(origin: &Origin, reason: Reason) -> VariantError {
        VariantError {
            file: origin.file.clone(),
            line: origin.line,
            column: origin.column,
            message: reason.to_string(),
            reason: Box::new(reason),
        }
    }

    /// The error in words of `lang`, after its place (`file:line:column:`).
    pub fn describe(&self, lang: crate::lang::Lang) -> String {
        let why = self.reason.describe(lang);
        if self.line > 0 {
            format!("{}:{}:{}: {why}", self.file, self.line, self.column)
        } else {
            format!("{}: {why}", self.file)
        }
    }
}

impl fmt::Display for VariantError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.line > 0 {
            write!(
                f,
                "{}:{}:{}: {}",
                self.file, self.line, self.column, self.message
            )
        } else {
            write!(f, "{}: {}", self.file, self.message)
        }
    }
}

/// The catalogue key of a kind of difference.
pub(crate) fn diff_kind_key(kind: DiffKind) -> &'static str {
    match kind {
        DiffKind::Value => "diff-kind-value",
        DiffKind::Status => "diff-kind-status",
    }
}

impl crate::lang::Describe for DiffKind {
    fn describe(&self, lang: crate::lang::Lang) -> String {
        crate::lang::catalogue()
            .plain(lang, diff_kind_key(*self))
            .to_string()
    }
}
