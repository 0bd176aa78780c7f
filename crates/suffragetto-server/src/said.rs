//! The moves of a table in words, in the visitor's language, for the page's
//! announcements to a screen reader: `GET /api/tables/{id}/said?from=N`
//! answers `{ "from": N, "said": [...] }`, one sentence for each move from
//! ply `N` on ([`suffragetto_core::notation::spoken`]).

use super::lang::RequestLang;
use super::table::Table;
use super::{AppState, ServerError};
use axum::Json;
use axum::extract::{Path, Query, State};
use axum::routing::get;
use serde::Deserialize;
use serde_json::{Value, json};
use suffragetto_core::lang::Lang;
use suffragetto_core::notation::spoken;

pub fn routes() -> axum::Router<AppState> {
    axum::Router::new().route("/api/tables/{id}/said", get(said))
}

#[derive(Deserialize)]
struct SaidQuery {
    /// The first ply said (0: the game's first move).
    #[serde(default)]
    from: usize,
}

async fn said(
    State(st): State<AppState>,
    RequestLang(lang): RequestLang,
    Path(id): Path<String>,
    q: Result<Query<SaidQuery>, axum::extract::rejection::QueryRejection>,
) -> Result<Json<Value>, ServerError> {
    let q = q.map(|Query(q)| q).map_err(crate::rejection::query)?;
    let from = q.from;
    // Loading the table may read the database: off the async workers.
    let said = st
        .light_work(move |st, _| st.with_table(&id, |t| moves_said(t, from, lang)))
        .await?;
    Ok(Json(json!({ "from": q.from, "said": said })))
}

/// The moves of `table` from ply `from` on, each in words of `lang`.
pub fn moves_said(table: &Table, from: usize, lang: Lang) -> Vec<String> {
    let rules = table.rules();
    let mut pos = table.game.start().clone();
    let mut out = Vec::new();
    for (ply, mv) in table.game.moves().iter().enumerate() {
        if ply >= from {
            out.push(spoken(&pos, rules, mv, lang));
        }
        pos.play_unchecked(rules, mv);
    }
    out
}
