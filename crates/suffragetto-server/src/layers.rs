//! The layers around every route: the body's size (413 as soon as the
//! declared length is too large), the time to send it and be answered
//! (408), headers that keep the answers from being sniffed or framed, and a
//! panic turned into a plain 500.

use super::AppState;
use super::limits::Limits;
use axum::http::{HeaderValue, StatusCode, header};
use axum::response::Response;
use tower_http::catch_panic::CatchPanicLayer;
use tower_http::limit::RequestBodyLimitLayer;
use tower_http::set_header::SetResponseHeaderLayer;
use tower_http::timeout::TimeoutLayer;

/// The policy of every answer that sets none of its own: nothing loads,
/// nothing frames it.
const DEFAULT_POLICY: &str = "default-src 'none'; frame-ancestors 'none'";

fn panicked(_: Box<dyn std::any::Any + Send + 'static>) -> Response {
    super::internal(&"a request handler panicked")
}

/// `routes` with bodies of at most `limit` bytes (413 beyond).
pub fn bounded(routes: axum::Router<AppState>, limit: usize) -> axum::Router<AppState> {
    routes
        .layer(axum::extract::DefaultBodyLimit::max(limit))
        .layer(RequestBodyLimitLayer::new(limit))
}

/// `routes` (each [`bounded`]) behind the other layers, with `limits`'
/// request timeout.
pub fn wrap(routes: axum::Router<AppState>, limits: &Limits) -> axum::Router<AppState> {
    routes
        .layer(TimeoutLayer::with_status_code(
            StatusCode::REQUEST_TIMEOUT,
            limits.request_timeout,
        ))
        .layer(SetResponseHeaderLayer::overriding(
            header::X_CONTENT_TYPE_OPTIONS,
            HeaderValue::from_static("nosniff"),
        ))
        .layer(SetResponseHeaderLayer::overriding(
            header::X_FRAME_OPTIONS,
            HeaderValue::from_static("DENY"),
        ))
        .layer(SetResponseHeaderLayer::overriding(
            header::REFERRER_POLICY,
            HeaderValue::from_static("same-origin"),
        ))
        .layer(SetResponseHeaderLayer::if_not_present(
            header::CONTENT_SECURITY_POLICY,
            HeaderValue::from_static(DEFAULT_POLICY),
        ))
        .layer(CatchPanicLayer::custom(panicked))
}
