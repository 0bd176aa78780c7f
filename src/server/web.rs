//! The single page: HTML, scripts and style embedded in the binary, no
//! build step and nothing fetched from elsewhere.

use super::AppState;
use axum::http::header;
use axum::response::{Html, IntoResponse};
use axum::routing::get;

const INDEX: &str = include_str!("static/index.html");
const STYLE: &str = include_str!("static/app.css");
/// The scripts, one after the other in one answer (one request, not six).
const SCRIPT: &str = concat!(
    include_str!("static/common.js"),
    include_str!("static/lobby.js"),
    include_str!("static/board.js"),
    include_str!("static/actions.js"),
    include_str!("static/table.js"),
    include_str!("static/app.js"),
);

pub fn routes() -> axum::Router<AppState> {
    axum::Router::new()
        .route("/", get(page))
        .route("/t/{id}", get(page))
        .route("/app.js", get(script))
        .route("/app.css", get(style))
        .route(
            "/favicon.ico",
            get(|| async { axum::http::StatusCode::NO_CONTENT }),
        )
}

async fn page() -> impl IntoResponse {
    (
        [(
            header::CONTENT_SECURITY_POLICY,
            "default-src 'self'; img-src 'self' data:; style-src 'self' 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'; form-action 'self'",
        )],
        Html(INDEX),
    )
}

async fn script() -> impl IntoResponse {
    (
        [(header::CONTENT_TYPE, "text/javascript; charset=utf-8")],
        SCRIPT,
    )
}

async fn style() -> impl IntoResponse {
    ([(header::CONTENT_TYPE, "text/css; charset=utf-8")], STYLE)
}
