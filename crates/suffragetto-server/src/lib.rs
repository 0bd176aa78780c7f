//! Online play: a web server where two players (or a player and the
//! computer) sit at a table, with the game state in SQLite.
//!
//! [`router`] gives the axum routes (the HTTP API described in README.md
//! and the page) behind the layers that bound every request; [`serve`]
//! runs them on a listener with the [`Limits`] of connections, time and
//! rate. Every move is checked by the engine and committed to the database
//! before the answer goes out; the players' pages follow the game through
//! server-sent events.

#![warn(missing_docs)]

pub mod accounts;
pub mod analysis;
mod api;
mod archive;
pub mod book;
mod book_files;
mod computer;
mod download;
pub mod events;
mod evict;
pub mod explorer;
pub mod fanout;
mod game_end;
pub mod lang;
mod layers;
pub mod limits;
mod listen;
pub mod listing;
pub mod live;
pub mod lobby;
pub mod my_tables;
pub mod open;
pub mod page_words;
pub mod play;
mod play_api;
pub mod rate;
mod rejection;
mod rematch;
mod said;
mod schema;
/// The version of the database this server writes (SQLite's `user_version`).
pub use schema::VERSION as SCHEMA_VERSION;
mod seating;
pub mod seeks;
mod share;
pub mod snapshot;
mod state;
pub mod storage;
pub mod store;
mod stream_life;
pub mod studio;
pub mod table;
pub mod takeback;
pub mod text;
mod variants_api;
pub mod views;
mod web;
pub mod work;

pub use evict::Resident;
pub use limits::{Limits, Rate};
pub use seating::NewTable;
pub use state::AppState;

use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use suffragetto_core::lang::{Args, catalogue};

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
        rule_point: Option<suffragetto_core::variant::PointId>,
        /// The reason in every language, for the visitor's ([`lang`]).
        translations: Option<Box<lang::Translations>>,
    },
    /// A request refused for what a visitor wrote (a user name, a
    /// password, a nickname, a chat line) or did (a wrong password, no
    /// session), in words of every language: the answer is in the
    /// visitor's ([`lang`]); [`std::fmt::Display`] gives the English.
    #[error("{}", .translations.texts.first().map_or("", String::as_str))]
    Said {
        /// A 4xx status.
        status: StatusCode,
        /// The words in every language.
        translations: Box<lang::Translations>,
    },
    /// Stored data that no longer replays.
    #[error("stored game is unusable: {0}")]
    Corrupt(String),
    /// Drawing the diagram failed.
    #[error("diagram: {0}")]
    Render(String),
    /// Too many requests from one address, or too many watchers: try again
    /// after `retry_after` seconds.
    #[error("{}", .translations.texts.first().map_or("", String::as_str))]
    TooMany {
        /// Seconds to wait.
        retry_after: u64,
        /// What was too many, in every language.
        translations: Box<lang::Translations>,
    },
    /// The database file is not one of ours; nothing in it was changed.
    #[error("{0}")]
    Foreign(String),
    /// Not signed in, or a wrong user name or password.
    #[error("{0}")]
    Unauthorized(String),
    /// The storage failed.
    #[error("{0}")]
    Storage(storage::StorageError),
    /// The server cannot do this now (busy with heavy work, or out of the
    /// time one answer is given): try again after `retry_after` seconds.
    #[error("{}", .translations.texts.first().map_or("", String::as_str))]
    Busy {
        /// Seconds to wait.
        retry_after: u64,
        /// Why, in every language.
        translations: Box<lang::Translations>,
    },
}

impl ServerError {
    /// A refusal with `status` in the words of catalogue message `key`
    /// (`errors.ftl`), with the arguments `args` gives in each language.
    pub fn said(status: StatusCode, key: &str, args: impl Fn(Args) -> Args) -> ServerError {
        ServerError::Said {
            status,
            translations: words(key, args),
        }
    }

    /// A 404 in the words of catalogue message `key` (see [`ServerError::said`]).
    pub fn not_found(key: &str, args: impl Fn(Args) -> Args) -> ServerError {
        ServerError::said(StatusCode::NOT_FOUND, key, args)
    }

    /// A 403 in the words of catalogue message `key`.
    pub fn forbidden(key: &str, args: impl Fn(Args) -> Args) -> ServerError {
        ServerError::said(StatusCode::FORBIDDEN, key, args)
    }

    /// A 409 in the words of catalogue message `key`.
    pub fn conflict(key: &str, args: impl Fn(Args) -> Args) -> ServerError {
        ServerError::said(StatusCode::CONFLICT, key, args)
    }

    /// A 400 in the words of catalogue message `key`.
    pub fn bad_request(key: &str, args: impl Fn(Args) -> Args) -> ServerError {
        ServerError::said(StatusCode::BAD_REQUEST, key, args)
    }

    /// A 429 in the words of catalogue message `key`: try again after
    /// `retry_after` seconds.
    pub fn too_many(retry_after: u64, key: &str, args: impl Fn(Args) -> Args) -> ServerError {
        ServerError::TooMany {
            retry_after,
            translations: words(key, args),
        }
    }

    /// A 503 in the words of catalogue message `key`: the server cannot do
    /// this now; try again after `retry_after` seconds.
    pub fn busy(retry_after: u64, key: &str, args: impl Fn(Args) -> Args) -> ServerError {
        ServerError::Busy {
            retry_after,
            translations: words(key, args),
        }
    }

    /// This error's words in `lang`: the translation where it has one, else
    /// the English (to build one refusal's words on another's).
    pub fn text_in(&self, lang: suffragetto_core::lang::Lang) -> String {
        match self {
            ServerError::Said { translations, .. }
            | ServerError::TooMany { translations, .. }
            | ServerError::Busy { translations, .. }
            | ServerError::Illegal {
                translations: Some(translations),
                ..
            } => translations
                .texts
                .get(lang.index())
                .cloned()
                .unwrap_or_else(|| self.to_string()),
            _ => self.to_string(),
        }
    }

    /// The HTTP status for this error.
    pub fn status(&self) -> StatusCode {
        match self {
            ServerError::NotFound(_) => StatusCode::NOT_FOUND,
            ServerError::Forbidden(_) => StatusCode::FORBIDDEN,
            ServerError::Conflict(_) => StatusCode::CONFLICT,
            ServerError::BadRequest(_) => StatusCode::BAD_REQUEST,
            ServerError::Illegal { .. } => StatusCode::UNPROCESSABLE_ENTITY,
            ServerError::Said { status, .. } => *status,
            ServerError::Rejected { status, .. } => *status,
            ServerError::TooMany { .. } => StatusCode::TOO_MANY_REQUESTS,
            ServerError::Unauthorized(_) => StatusCode::UNAUTHORIZED,
            ServerError::Busy { .. } => StatusCode::SERVICE_UNAVAILABLE,
            ServerError::Storage(storage::StorageError::Unavailable(_)) => {
                StatusCode::SERVICE_UNAVAILABLE
            }
            _ => StatusCode::INTERNAL_SERVER_ERROR,
        }
    }
}

impl IntoResponse for ServerError {
    /// A 4xx says what is wrong; a 5xx says only that the server failed
    /// (the details go to the log).
    fn into_response(self) -> Response {
        let status = self.status();
        if let ServerError::Storage(storage::StorageError::Unavailable(detail)) = &self {
            return unavailable(detail);
        }
        if status.is_server_error() && !matches!(self, ServerError::Busy { .. }) {
            return internal(&self);
        }
        let mut body = serde_json::json!({ "error": self.to_string() });
        if let ServerError::Illegal { rule_point, .. } = &self {
            body["rule_point"] = serde_json::json!(rule_point);
        }
        let mut resp = (status, axum::Json(body)).into_response();
        if let ServerError::Illegal {
            translations: Some(t),
            ..
        }
        | ServerError::Said {
            translations: t, ..
        }
        | ServerError::TooMany {
            translations: t, ..
        }
        | ServerError::Busy {
            translations: t, ..
        } = &self
        {
            resp.extensions_mut().insert((**t).clone());
        }
        if let ServerError::TooMany { retry_after, .. } | ServerError::Busy { retry_after, .. } =
            self
        {
            resp.headers_mut()
                .insert(axum::http::header::RETRY_AFTER, retry_after.into());
        }
        resp
    }
}

/// Catalogue message `key` in every language, with the arguments `args`
/// gives in each.
fn words(key: &str, args: impl Fn(Args) -> Args) -> Box<lang::Translations> {
    Box::new(lang::Translations::new(
        |l| catalogue().text(key, &args(Args::new(l))),
        None,
    ))
}

/// A 500 whose body says only that the server failed, with a reference
/// under which `detail` is written to standard error.
fn internal(detail: &dyn std::fmt::Display) -> Response {
    let reference = secret(4);
    eprintln!("error {reference}: {detail}");
    let text = format!("the server failed (reference {reference}); please try again");
    (
        StatusCode::INTERNAL_SERVER_ERROR,
        axum::Json(serde_json::json!({ "error": text })),
    )
        .into_response()
}

/// Seconds a client is asked to wait when the database cannot be reached.
pub const DATABASE_RETRY_AFTER: u64 = 5;

/// A 503 that says the database cannot be reached now and when to try
/// again; `detail` (the driver's words) goes to standard error only.
fn unavailable(detail: &str) -> Response {
    eprintln!("the database cannot be reached: {detail}");
    let text = format!(
        "the server cannot reach its database just now: nothing was changed; try again in {DATABASE_RETRY_AFTER} seconds"
    );
    let mut resp = (
        StatusCode::SERVICE_UNAVAILABLE,
        axum::Json(serde_json::json!({ "error": text })),
    )
        .into_response();
    resp.headers_mut()
        .insert(axum::http::header::RETRY_AFTER, DATABASE_RETRY_AFTER.into());
    resp
}

/// The largest request body accepted, in bytes.
pub const BODY_LIMIT: usize = 16 * 1024;

/// The routes: the API under `/api`, the pages at `/`, `/t/{id}` and
/// `/explore`, and the built book under `/book/`, behind the layers that bound every request (body size, time,
/// headers). The explorer's uploads may be larger
/// ([`explorer::BODY_LIMIT`]).
pub fn router(state: AppState) -> axum::Router {
    let limits = state.limits().clone();
    let small = api::routes()
        .merge(web::routes())
        .merge(said::routes())
        .merge(explorer::routes())
        .merge(accounts::api::routes())
        .merge(book::routes())
        .merge(share::routes())
        .merge(studio::routes())
        .fallback(web::fallback);
    let routes = layers::bounded(small, BODY_LIMIT)
        .merge(layers::bounded(
            explorer::upload_routes(),
            explorer::BODY_LIMIT,
        ))
        .merge(layers::bounded(
            studio::write_routes(),
            studio::limits::BODY_LIMIT,
        ));
    layers::wrap(
        routes.layer(axum::middleware::from_fn(lang::translate)),
        &limits,
    )
    .with_state(state)
}

/// A listener on `addr` for [`serve`], with room for a burst of
/// connections waiting to be accepted.
pub async fn bind(addr: std::net::SocketAddr) -> std::io::Result<tokio::net::TcpListener> {
    listen::bind(addr).await
}

/// Serves `state` on `listener` until the process ends: the accept loop
/// with the state's [`Limits`], and the sweeper that drops idle tables.
pub async fn serve(listener: tokio::net::TcpListener, state: AppState) -> Result<(), ServerError> {
    let limits = state.limits().clone();
    evict::spawn_sweeper(state.clone());
    // The flags of the clocked games fall on time after a restart.
    let resumed = state.clone();
    work::spawn_blocking(move || {
        if let Err(e) = resumed.resume_clocks() {
            eprintln!("the clocked tables were not resumed: {e}");
        }
    });
    accounts::spawn_sweeper(state.accounts().clone(), state.limits().sweep_every);
    listen::run(listener, router(state), &limits).await?;
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
