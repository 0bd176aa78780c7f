//! Online play: a web server where two players (or a player and the
//! computer) sit at a table, with the game state in SQLite.
//!
//! [`router`] gives the axum routes (the HTTP API described in README.md and the page);
//! [`serve`] runs them on a listener. Every move is checked by the engine
//! and committed to the database before the answer goes out; the players'
//! pages follow the game through server-sent events.

mod api;
mod state;
pub mod store;
pub mod table;
mod web;

pub use state::AppState;

use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use std::path::Path;

/// What can go wrong serving a request or starting the server.
#[derive(Debug, thiserror::Error)]
pub enum ServerError {
    /// The database failed.
    #[error("database: {0}")]
    Db(#[from] rusqlite::Error),
    /// Listening or serving failed.
    #[error("network: {0}")]
    Io(#[from] std::io::Error),
    /// No such table (or ply).
    #[error("{0}")]
    NotFound(String),
    /// A wrong token, or not this player's turn.
    #[error("{0}")]
    Forbidden(String),
    /// Both seats are taken.
    #[error("{0}")]
    Conflict(String),
    /// A request that makes no sense (bad nickname, unknown variant).
    #[error("{0}")]
    BadRequest(String),
    /// A request body the server cannot read (too large, not JSON, wrong
    /// fields), with the HTTP status to answer.
    #[error("{message}")]
    Rejected {
        /// A 4xx status.
        status: StatusCode,
        /// What is wrong.
        message: String,
    },
    /// A move the engine refuses, with its reason and the rule point that
    /// decides it.
    #[error("{message}")]
    Illegal {
        /// The reason.
        message: String,
        /// The rule point, if one decides it.
        rule_point: Option<&'static str>,
    },
    /// Stored data that no longer replays.
    #[error("stored game is unusable: {0}")]
    Corrupt(String),
    /// Drawing the diagram failed.
    #[error("diagram: {0}")]
    Render(String),
}

impl ServerError {
    /// The HTTP status for this error.
    pub fn status(&self) -> StatusCode {
        match self {
            ServerError::NotFound(_) => StatusCode::NOT_FOUND,
            ServerError::Forbidden(_) => StatusCode::FORBIDDEN,
            ServerError::Conflict(_) => StatusCode::CONFLICT,
            ServerError::BadRequest(_) => StatusCode::BAD_REQUEST,
            ServerError::Illegal { .. } => StatusCode::UNPROCESSABLE_ENTITY,
            ServerError::Rejected { status, .. } => *status,
            _ => StatusCode::INTERNAL_SERVER_ERROR,
        }
    }
}

impl IntoResponse for ServerError {
    fn into_response(self) -> Response {
        let mut body = serde_json::json!({ "error": self.to_string() });
        if let ServerError::Illegal { rule_point, .. } = &self {
            body["rule_point"] = serde_json::json!(rule_point);
        }
        let body = axum::Json(body);
        (self.status(), body).into_response()
    }
}

/// The largest request body accepted, in bytes.
pub const BODY_LIMIT: usize = 16 * 1024;

/// The routes: the API under `/api` and the page at `/` and `/t/{id}`.
pub fn router(state: AppState) -> axum::Router {
    api::routes()
        .merge(web::routes())
        .layer(axum::extract::DefaultBodyLimit::max(BODY_LIMIT))
        .with_state(state)
}

/// Opens the database at `db` and serves on `listener` until the process
/// ends.
pub async fn serve(listener: tokio::net::TcpListener, db: &Path) -> Result<(), ServerError> {
    let state = AppState::open(db)?;
    axum::serve(listener, router(state)).await?;
    Ok(())
}

/// A random hex string of `bytes` random bytes (from the OS-seeded
/// thread generator): table ids and seat tokens.
pub fn secret(bytes: usize) -> String {
    (0..bytes)
        .map(|_| format!("{:02x}", rand::random::<u8>()))
        .collect()
}

/// Compares two secrets in time independent of where they differ.
pub fn same_secret(a: &str, b: &str) -> bool {
    a.len() == b.len()
        && a.bytes()
            .zip(b.bytes())
            .fold(0u8, |acc, (x, y)| acc | (x ^ y))
            == 0
}
