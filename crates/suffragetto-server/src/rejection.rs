//! Requests the server cannot read, refused in the visitor's language: a
//! body or query that does not read (axum's rejections, whose own words are
//! English), a position string, a clock, a diagram's format. Each becomes a
//! [`ServerError::Said`] whose words come from the catalogue (`errors.ftl`),
//! keeping the line and column where the reader says where.

use super::ServerError;
use axum::extract::rejection::{JsonRejection, PathRejection, QueryRejection};
use axum::http::StatusCode;
use suffragetto_core::lang::{Args, catalogue};
use suffragetto_core::notation::PositionStringError;

/// A body that does not read: not JSON, not this request's fields, too
/// large, or sent as another type.
pub(crate) fn body(e: JsonRejection) -> ServerError {
    let status = e.status();
    let text = e.body_text();
    let (key, field) = match &e {
        JsonRejection::JsonDataError(_) => data(&text, "error-body"),
        JsonRejection::JsonSyntaxError(_) => ("error-body-syntax", None),
        JsonRejection::MissingJsonContentType(_) => ("error-body-content-type", None),
        _ if status == StatusCode::PAYLOAD_TOO_LARGE => ("error-body-too-large", None),
        _ => ("error-body-unreadable", None),
    };
    said(status, key, field, located(&text))
}

/// A query (`?a=1&b=2`) that does not read.
pub(crate) fn query(e: QueryRejection) -> ServerError {
    let (key, field) = data(&e.body_text(), "error-query");
    said(e.status(), key, field, None)
}

/// A path whose parts do not read (a number that is not one).
pub(crate) fn path(e: PathRejection) -> ServerError {
    said(e.status(), "error-path-data", None, None)
}

/// A position string that does not read or is not a position of the
/// variant, with its field, rank and column.
pub(crate) fn position(e: &PositionStringError) -> ServerError {
    let e = e.clone();
    ServerError::bad_request("error-position", move |a| {
        let why = e.describe(a.lang());
        a.text("why", why)
    })
}

/// A diagram's format other than svg, png or pdf.
pub(crate) fn format(status: StatusCode, asked: &str) -> ServerError {
    let asked: String = asked.chars().take(40).collect();
    ServerError::said(status, "error-format", |a| a.text("format", &asked))
}

/// The refusal `key` (`error-body-…` or `error-query-…`), naming `field`
/// where one is known, and the place `at` (line, column) where one is.
fn said(
    status: StatusCode,
    key: &'static str,
    field: Option<String>,
    at: Option<(usize, usize)>,
) -> ServerError {
    ServerError::said(status, "error-request", move |a| {
        let lang = a.lang();
        let mut inner = Args::new(lang);
        if let Some(f) = &field {
            inner = inner.text("field", f);
        }
        let what = catalogue().text(key, &inner);
        let what = match at {
            Some((line, column)) => catalogue().text(
                "error-request-at",
                &Args::new(lang)
                    .text("what", what)
                    .number("line", line)
                    .number("column", column),
            ),
            None => what,
        };
        a.text("what", what)
    })
}

/// The catalogue key of a body's or query's data error (`prefix` is
/// `error-body` or `error-query`) and the field it names: serde's words
/// name a missing or unknown field in backticks, and a wrong value's field
/// as its path before a colon.
fn data(text: &str, prefix: &str) -> (&'static str, Option<String>) {
    let ticked = |after: &str| {
        let rest = &text[text.find(after)? + after.len()..];
        let end = rest.find('`')?;
        Some(shown(&rest[..end]))
    };
    if let Some(f) = ticked("missing field `") {
        return (key(prefix, "missing-field"), Some(f));
    }
    if let Some(f) = ticked("unknown field `") {
        return (key(prefix, "unknown-field"), Some(f));
    }
    // axum's words end with a colon, then serde_path_to_error puts the
    // path of the value, then a colon, then serde's words.
    let path = text.split_once(": ").and_then(|(_, rest)| {
        let (path, _) = rest.split_once(": ")?;
        (!path.is_empty() && !path.contains(' ') && path != ".").then(|| shown(path))
    });
    match path {
        Some(p) => (key(prefix, "field-value"), Some(p)),
        None => (key(prefix, "data"), None),
    }
}

fn key(prefix: &str, what: &str) -> &'static str {
    match (prefix, what) {
        ("error-body", "missing-field") => "error-body-missing-field",
        ("error-body", "unknown-field") => "error-body-unknown-field",
        ("error-body", "field-value") => "error-body-field-value",
        ("error-body", _) => "error-body-data",
        (_, "missing-field") => "error-query-missing-field",
        (_, "unknown-field") => "error-query-unknown-field",
        (_, "field-value") => "error-query-field-value",
        _ => "error-query-data",
    }
}

/// A field's name as a visitor may see it again: at most 60 characters of
/// letters, digits and `._[]-`.
fn shown(name: &str) -> String {
    name.chars()
        .filter(|c| c.is_ascii_alphanumeric() || "._[]-".contains(*c))
        .take(60)
        .collect()
}

/// The line and column serde_json's words end with (`at line 1 column 7`).
fn located(text: &str) -> Option<(usize, usize)> {
    let rest = &text[text.rfind(" at line ")? + " at line ".len()..];
    let (line, column) = rest.split_once(" column ")?;
    let column: String = column.chars().take_while(char::is_ascii_digit).collect();
    Some((line.trim().parse().ok()?, column.parse().ok()?))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn serde_words_give_the_field_and_the_place() {
        let t = "Failed to deserialize the JSON body into the target type: missing field `move` at line 1 column 14";
        assert_eq!(
            data(t, "error-body"),
            ("error-body-missing-field", Some("move".into()))
        );
        assert_eq!(located(t), Some((1, 14)));
        let t = "Failed to deserialize the JSON body into the target type: clock.initial_s: invalid type: string \"x\", expected u32 at line 1 column 30";
        assert_eq!(
            data(t, "error-body"),
            ("error-body-field-value", Some("clock.initial_s".into()))
        );
        let t = "Failed to deserialize query string: invalid digit found in string";
        assert_eq!(data(t, "error-query"), ("error-query-data", None));
        assert_eq!(located(t), None);
    }
}
