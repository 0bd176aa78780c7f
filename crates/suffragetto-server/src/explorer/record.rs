//! A game record (`.sgn`) sent to the explorer, replayed: its main line's
//! moves and the position after each, to step through. Errors name the
//! line, column and ply as `suffragetto replay` does.

use super::super::api::body;
use super::super::rate::{Action, Client};
use super::super::{AppState, ServerError};
use axum::Json;
use axum::extract::State;
use axum::extract::rejection::JsonRejection;
use serde::Deserialize;
use serde_json::{Value, json};
use suffragetto_core::notation::write_position;
use suffragetto_core::record::{Record, RecordError};

/// The largest record accepted, in bytes.
pub const MAX_RECORD: usize = 64 * 1024;

#[derive(Deserialize)]
pub(super) struct RecordBody {
    /// The file's name, for the errors.
    #[serde(default)]
    name: String,
    /// The record.
    text: String,
    /// A built-in variant to replay it under; by default the record's
    /// `Variant` tag when it names a built-in variant, else english.
    variant: Option<String>,
}

pub(super) async fn replay(
    State(st): State<AppState>,
    client: Client,
    b: Result<Json<RecordBody>, JsonRejection>,
) -> Result<Json<Value>, ServerError> {
    let b = body(b)?;
    st.rate(Action::Explore, &client)?;
    let file = super::input::file_name(if b.name.is_empty() {
        "game.sgn"
    } else {
        &b.name
    });
    if b.text.len() > MAX_RECORD {
        let bytes = b.text.len();
        return Err(ServerError::bad_request(
            "error-explorer-record-bytes",
            |a| {
                a.text("file", &file)
                    .number("bytes", bytes)
                    .number("max", MAX_RECORD)
            },
        ));
    }
    st.heavy_work(&client, move |st, budget| {
        let record = Record::parse(&b.text).map_err(|e| {
            let e = RecordError {
                file: file.clone(),
                ..e
            };
            ServerError::bad_request("error-request", move |a| {
                let why = e.describe(a.lang());
                a.text("what", why)
            })
        })?;
        let tagged = record
            .tag("Variant")
            .filter(|t| suffragetto_core::variant::builtin_ids().any(|id| id == *t));
        let id = b.variant.as_deref().or(tagged).unwrap_or("english");
        let rules = st.rules(id)?;
        let replay = record.replay_within(&rules, &file, budget).map_err(|e| {
            let rules = rules.clone();
            ServerError::bad_request("error-request", move |a| {
                let why = e.to_string_in(&rules, a.lang());
                a.text("what", why)
            })
        })?;
        let positions: Vec<String> = (0..=replay.steps.len())
            .filter_map(|ply| replay.position(ply).map(|p| write_position(&p)))
            .collect();
        let moves: Vec<&str> = replay.steps.iter().map(|s| s.text.as_str()).collect();
        Ok(Json(json!({
            "variant": rules.id(),
            "moves": moves,
            "positions": positions,
        })))
    })
    .await
}
