//! Why a variant file cannot be used, as data: [`Reason`]. Its English
//! words ([`std::fmt::Display`]) are the command line's, which name the
//! file's own keys and values; [`Reason::describe`] gives them in any
//! language from the catalogue (`locales/*/variant_errors.ftl`), so that a
//! visitor who sends a file to the explorer reads why in their language.

use super::load::builtin_ids;
use super::points::{PointId, Status};
use super::values::Directions;
use crate::engine::PositionError;
use crate::geometry::Zone;
use crate::lang::{Args, Lang, catalogue};
use crate::notation::describe_position_error;
use std::fmt;

/// Why a variant file cannot be used.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Reason {
    /// A name that is neither a built-in variant nor a path.
    NoBuiltin {
        /// What was asked for.
        spec: String,
    },
    /// A file sent by a stranger is larger than it may be.
    TooLarge {
        /// Its size in bytes.
        bytes: usize,
        /// The most accepted.
        most: usize,
    },
    /// The file takes a built-in variant's id.
    BuiltinId {
        /// The id.
        id: String,
    },
    /// `extends` names a file where only built-in variants may be named.
    ExtendsOnlyBuiltin,
    /// The `extends` chain comes back to a file already read.
    Cycle {
        /// The ids of the chain, in order.
        names: Vec<String>,
    },
    /// A file cannot be read.
    CannotRead {
        /// The file.
        path: String,
        /// Why, in the system's words.
        cause: String,
    },
    /// `extends` names neither a built-in variant nor a file.
    ExtendsMissing {
        /// What `extends` says.
        base: String,
        /// The file looked for.
        path: String,
    },
    /// Both `date` and `game_date` are given.
    DateAndGameDate,
    /// The id has characters an id may not have.
    BadId {
        /// The id.
        id: String,
    },
    /// A rule point marked as read from a source gives no citation.
    NotCited {
        /// The rule point.
        point: PointId,
        /// Its status.
        status: Status,
    },
    /// A variant that extends none leaves a rule point without a value.
    NoValue {
        /// The rule point.
        point: String,
    },
    /// The YAML parser's refusal.
    Parser {
        /// The command line's English words for it.
        english: String,
        /// What it says, as data.
        kind: Parser,
    },
    /// The file's shape, checked before the parser reads it.
    Shape(Shape),
    /// Two values that cannot hold together.
    Contradiction {
        /// The rule point to change.
        point: PointId,
        /// What contradicts what.
        what: Contradiction,
    },
    /// `exchange.placement: owner_chooses` with exchanges on demand.
    OwnerChoosesOnDemand,
    /// The start placement is not a position of the rules.
    InvalidStart(PositionError),
    /// A value set by the program that the rule point does not take.
    Value(String),
}

/// What the YAML parser refused, read from its message.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Parser {
    /// A key under `rules:` that is no rule point.
    UnknownRulePoint {
        /// The key.
        name: String,
        /// The rule point with the nearest spelling, if near enough.
        nearest: Option<PointId>,
    },
    /// A value the key does not take.
    UnknownValue {
        /// Where (the keys' path), if not at the top.
        at: String,
        /// The value written.
        found: String,
        /// The values it takes.
        expected: Vec<String>,
    },
    /// A key the mapping does not have.
    UnknownField {
        /// Where, if not at the top.
        at: String,
        /// The key written.
        found: String,
        /// The keys it has.
        expected: Vec<String>,
    },
    /// A key the mapping must have.
    MissingField {
        /// Where, if not at the top.
        at: String,
        /// The key.
        field: String,
    },
    /// A value of the wrong kind.
    Type {
        /// Where, if not at the top.
        at: String,
        /// What kind of value was expected.
        expected: Expected,
    },
    /// Tabs used for indentation.
    Tabs,
    /// Anything else the parser says, in its own (English) words.
    Other,
}

/// The kinds of value a variant file's keys take.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Expected {
    /// A whole number from 0 to 255.
    WholeNumber,
    /// A rule point's entry: `value:`, `status:`, `citation:`.
    Entry,
    /// `{large: N, small: N}`.
    PieceCounts,
    /// `true` or `false`.
    Boolean,
    /// Text.
    Text,
    /// Another kind, which the parser names in its own words.
    Other,
}

/// A file whose shape the parser is not given.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Shape {
    /// Collections nested more deeply than this.
    TooDeep(usize),
    /// More values than this.
    TooManyNodes(usize),
    /// More aliases than this.
    TooManyAliases(usize),
}

/// Values that are each well-formed but cannot hold together.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Contradiction {
    /// Pieces a side: expected 1 to 21.
    Pieces(u8),
    /// A zone that `zones.forbidden_all` may not name.
    CannotForbid(Zone),
    /// A zone that `zones.forbidden_all` must name.
    MustForbid(Zone),
    /// `capture.automatic: false`.
    CaptureNotAutomatic,
    /// Captures in directions no hop takes.
    CapturesNotHops {
        /// The captures' directions.
        captures: Directions,
        /// The hops' directions.
        hops: Directions,
    },
    /// Captures where pieces hop only their own side.
    CapturesOverOwn,
    /// Several captures in a move without chains of hops.
    MultipleWithoutChain,
    /// Pieces that win: expected 1 to 6.
    WinCondition(u8),
    /// Pieces in one exchange: expected 1 to 6.
    ExchangeSize(u8),
    /// Captives before an exchange: expected 1 to the pieces a side has.
    ExchangeTrigger {
        /// The value.
        value: u8,
        /// The pieces a side has.
        most: u8,
    },
}

fn builtins() -> String {
    builtin_ids().collect::<Vec<_>>().join(", ")
}

fn directions(d: Directions) -> &'static str {
    match d {
        Directions::All => "all",
        Directions::Orthogonal => "orthogonal",
        Directions::Diagonal => "diagonal",
        Directions::None => "none",
    }
}

/// `a`, `b` or `c`, each in backticks, joined by `or` in `lang`.
fn alternatives(values: &[String], lang: Lang) -> String {
    let quoted: Vec<String> = values.iter().map(|v| format!("`{v}`")).collect();
    match quoted.split_last() {
        None => String::new(),
        Some((last, [])) => last.clone(),
        Some((last, rest)) => {
            let or = catalogue().plain(lang, "variant-error-or");
            format!("{} {or} {last}", rest.join(", "))
        }
    }
}

impl fmt::Display for Reason {
    /// The command line's English: the catalogue's, and the parser's own
    /// words for what the parser refused.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Reason::Parser { english, .. } => f.write_str(english),
            _ => f.write_str(&self.catalogue_words(Lang::En)),
        }
    }
}

impl Reason {
    /// Why, in words of `lang` (in English the command line's own).
    pub fn describe(&self, lang: Lang) -> String {
        if lang == Lang::En {
            return self.to_string();
        }
        self.catalogue_words(lang)
    }

    /// Why, in the catalogue's words of `lang` (`variant_errors.ftl`).
    fn catalogue_words(&self, lang: Lang) -> String {
        let a = Args::new(lang);
        let (key, a) = match self {
            Reason::NoBuiltin { spec } => (
                "variant-error-no-builtin",
                a.text("spec", spec).text("builtins", builtins()),
            ),
            Reason::TooLarge { bytes, most } => (
                "variant-error-too-large",
                a.number("bytes", *bytes).number("most", *most),
            ),
            Reason::BuiltinId { id } => ("variant-error-builtin-id", a.text("id", id)),
            Reason::ExtendsOnlyBuiltin => (
                "variant-error-extends-only-builtin",
                a.text("builtins", builtins()),
            ),
            // `extends` is the files' own key, the same in every language.
            Reason::Cycle { names } => (
                "variant-error-cycle",
                a.text("names", names.join(" extends ")),
            ),
            Reason::CannotRead { path, cause } => (
                "variant-error-cannot-read",
                a.text("path", path).text("cause", cause),
            ),
            Reason::ExtendsMissing { base, path } => (
                "variant-error-extends-missing",
                a.text("base", base)
                    .text("path", path)
                    .text("builtins", builtins()),
            ),
            Reason::DateAndGameDate => ("variant-error-date-and-game-date", a),
            Reason::BadId { id } => ("variant-error-bad-id", a.text("id", id)),
            Reason::NotCited { point, status } => (
                "variant-error-not-cited",
                a.text("point", point).text("status", status.as_str()),
            ),
            Reason::NoValue { point } => ("variant-error-no-value", a.text("point", point)),
            Reason::Parser { english, kind } => return kind.describe(english, lang),
            Reason::Shape(shape) => match *shape {
                Shape::TooDeep(most) => ("variant-error-too-deep", a.number("most", most)),
                Shape::TooManyNodes(most) => {
                    ("variant-error-too-many-nodes", a.number("most", most))
                }
                Shape::TooManyAliases(most) => {
                    ("variant-error-too-many-aliases", a.number("most", most))
                }
            },
            Reason::Contradiction { point, what } => (
                "variant-error-at",
                a.text("at", point).text("said", what.describe(lang)),
            ),
            Reason::OwnerChoosesOnDemand => ("variant-error-owner-chooses-on-demand", a),
            Reason::InvalidStart(e) => (
                "variant-error-invalid-start",
                a.text("why", describe_position_error(e, lang)),
            ),
            Reason::Value(text) => ("variant-error-value", a.text("why", text)),
        };
        catalogue().text(key, &a)
    }
}

impl Contradiction {
    fn describe(&self, lang: Lang) -> String {
        let a = Args::new(lang);
        let (key, a) = match *self {
            Contradiction::Pieces(n) => ("variant-error-pieces", a.number("n", n.into())),
            Contradiction::CannotForbid(zone) => (
                "variant-error-cannot-forbid",
                a.text("id", zone.id()).zone("zone", zone),
            ),
            Contradiction::MustForbid(zone) => (
                "variant-error-must-forbid",
                a.text("id", zone.id()).zone("zone", zone),
            ),
            Contradiction::CaptureNotAutomatic => ("variant-error-capture-not-automatic", a),
            Contradiction::CapturesNotHops { captures, hops } => (
                "variant-error-captures-not-hops",
                a.text("captures", directions(captures))
                    .text("hops", directions(hops)),
            ),
            Contradiction::CapturesOverOwn => ("variant-error-captures-over-own", a),
            Contradiction::MultipleWithoutChain => ("variant-error-multiple-without-chain", a),
            Contradiction::WinCondition(n) => {
                ("variant-error-win-condition", a.number("n", n.into()))
            }
            Contradiction::ExchangeSize(n) => {
                ("variant-error-exchange-size", a.number("n", n.into()))
            }
            Contradiction::ExchangeTrigger { value, most } => (
                "variant-error-exchange-trigger",
                a.number("n", value.into()).number("most", most.into()),
            ),
        };
        catalogue().text(key, &a)
    }
}

impl Parser {
    /// Reads the parser's message `message` (its location already taken
    /// off): the keys' path before `: `, then what it says.
    pub(crate) fn read(message: &str) -> Parser {
        let (at, body) = split_path(message);
        let at = at.to_string();
        if body.contains("found character that cannot start any token") {
            return Parser::Tabs;
        }
        // The name in backquotes after `prefix`, and what follows it.
        let named = |prefix: &str| {
            let (name, rest) = body.strip_prefix(prefix)?.split_once('`')?;
            Some((name.to_string(), rest))
        };
        if let Some((found, rest)) = named("unknown variant `") {
            let expected = quoted(rest);
            return Parser::UnknownValue {
                at,
                found,
                expected,
            };
        }
        if let Some((found, rest)) = named("unknown field `") {
            let expected = quoted(rest);
            return Parser::UnknownField {
                at,
                found,
                expected,
            };
        }
        if let Some((field, _)) = named("missing field `") {
            return Parser::MissingField { at, field };
        }
        if body.starts_with("invalid type") || body.starts_with("invalid value") {
            let wanted = body.rsplit("expected ").next().unwrap_or("");
            let expected = match wanted {
                "u8" | "a whole number from 0 to 255" => Expected::WholeNumber,
                w if w.starts_with("struct Entry") || w.starts_with("a mapping with") => {
                    Expected::Entry
                }
                w if w.starts_with("struct PieceCounts") || w.starts_with("`{large") => {
                    Expected::PieceCounts
                }
                "a boolean" | "true or false" => Expected::Boolean,
                "a string" => Expected::Text,
                _ => Expected::Other,
            };
            return Parser::Type { at, expected };
        }
        Parser::Other
    }

    fn describe(&self, english: &str, lang: Lang) -> String {
        let a = Args::new(lang);
        let (at, key, a) = match self {
            Parser::UnknownRulePoint { name, nearest } => {
                let a = a.text("name", name);
                return match nearest {
                    Some(p) => catalogue().text(
                        "variant-error-unknown-rule-point-near",
                        &a.text("nearest", p),
                    ),
                    None => catalogue().text("variant-error-unknown-rule-point", &a),
                };
            }
            Parser::UnknownValue {
                at,
                found,
                expected,
            } => (
                at,
                "variant-error-unknown-value",
                a.text("found", found)
                    .text("expected", alternatives(expected, lang)),
            ),
            Parser::UnknownField {
                at,
                found,
                expected,
            } => (
                at,
                if expected.is_empty() {
                    "variant-error-unknown-key-none"
                } else {
                    "variant-error-unknown-key"
                },
                a.text("found", found)
                    .text("expected", alternatives(expected, lang)),
            ),
            Parser::MissingField { at, field } => {
                (at, "variant-error-missing-key", a.text("field", field))
            }
            Parser::Type { at, expected } => {
                let key = match expected {
                    Expected::WholeNumber => "variant-error-expected-number",
                    Expected::Entry => "variant-error-expected-entry",
                    Expected::PieceCounts => "variant-error-expected-counts",
                    Expected::Boolean => "variant-error-expected-boolean",
                    Expected::Text => "variant-error-expected-text",
                    Expected::Other => "variant-error-expected-other",
                };
                let detail = english.split_once(": ").map_or(english, |(_, d)| d);
                (at, key, a.text("detail", detail))
            }
            Parser::Tabs => return catalogue().text("variant-error-tabs", &a),
            Parser::Other => {
                return catalogue().text("variant-error-parser", &a.text("detail", english));
            }
        };
        let said = catalogue().text(key, &a);
        if at.is_empty() {
            said
        } else {
            catalogue().text(
                "variant-error-at",
                &Args::new(lang).text("at", at).text("said", said),
            )
        }
    }
}

/// The keys' path the parser puts before its message (`rules.x.value: …`),
/// and the message; an empty path where there is none.
fn split_path(message: &str) -> (&str, &str) {
    match message.split_once(": ") {
        Some((path, rest))
            if !path.is_empty()
                && path
                    .chars()
                    .all(|c| c.is_ascii_alphanumeric() || "._[]-".contains(c)) =>
        {
            (path, rest)
        }
        _ => ("", message),
    }
}

/// The values in backticks in `text` (`expected `a` or `b``), in order.
fn quoted(text: &str) -> Vec<String> {
    text.split('`')
        .skip(1)
        .step_by(2)
        .map(str::to_string)
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_parsers_messages_are_read_as_data() {
        assert_eq!(
            Parser::read(
                "rules.hop.over.value: unknown variant `owm`, expected `own`, `opponent` or `any`"
            ),
            Parser::UnknownValue {
                at: "rules.hop.over.value".into(),
                found: "owm".into(),
                expected: vec!["own".into(), "opponent".into(), "any".into()],
            }
        );
        assert_eq!(
            Parser::read("missing field `title`"),
            Parser::MissingField {
                at: String::new(),
                field: "title".into()
            }
        );
        assert_eq!(
            Parser::read("rules.win.condition.value: invalid type: string \"six\", expected u8"),
            Parser::Type {
                at: "rules.win.condition.value".into(),
                expected: Expected::WholeNumber
            }
        );
        assert_eq!(Parser::read("did not find expected key"), Parser::Other);
    }

    #[test]
    fn a_reason_reads_in_german_and_french_with_the_files_own_words() {
        let r = Reason::Parser {
            english: "rules.hop.over.value: unknown value `owm`, expected `own` or `any`".into(),
            kind: Parser::read(
                "rules.hop.over.value: unknown variant `owm`, expected `own` or `any`",
            ),
        };
        assert_eq!(
            r.describe(Lang::De),
            "rules.hop.over.value: unbekannter Wert `owm`, erwartet `own` oder `any`"
        );
        assert_eq!(
            r.describe(Lang::Fr),
            "rules.hop.over.value\u{a0}: valeur inconnue `owm`, attendu `own` ou `any`"
        );
        assert_eq!(
            r.describe(Lang::En),
            "rules.hop.over.value: unknown value `owm`, expected `own` or `any`"
        );
    }
}
