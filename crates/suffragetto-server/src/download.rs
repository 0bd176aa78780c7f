//! Files the server sends to be saved rather than shown: a game record, a
//! handout, a zip. One way to name them, so every download says its kind
//! and its file name alike.

use axum::http::{HeaderValue, header};
use axum::response::{IntoResponse, Response};

/// The media type of a game record (`docs/notation.md`).
pub const RECORD: &str = "application/x-suffragetto-game; charset=utf-8";

/// `body` as a download of `kind` named `name` (ASCII: the names are made
/// by the server, never taken from a visitor as they stand).
pub fn attachment(kind: &'static str, name: &str, body: impl IntoResponse) -> Response {
    let mut resp = ([(header::CONTENT_TYPE, kind)], body).into_response();
    if let Ok(value) = HeaderValue::from_str(&format!("attachment; filename=\"{name}\"")) {
        resp.headers_mut()
            .insert(header::CONTENT_DISPOSITION, value);
    }
    resp
}

/// [`attachment`] of a person's own data, which no cache may keep.
pub fn private_attachment(kind: &'static str, name: &str, body: impl IntoResponse) -> Response {
    let mut resp = attachment(kind, name, body);
    resp.headers_mut()
        .insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
    resp
}
