//! The engine's analysis of a whole chapter (`suffragetto analyse`'s,
//! `docs/studio.md`): the evaluation after every ply of the main line, the
//! moves it marks with the move it prefers, the evaluation graph and the
//! annotated record the editor may write into the chapter. It runs in the
//! heavy work's gate within the answer's time, one at a time per study.

use super::export::{chapter as chapter_n, record_of};
use crate::rate::{Action, Client};
use crate::{AppState, ServerError};
use axum::Json;
use axum::extract::rejection::QueryRejection;
use axum::extract::{Path, Query, State};
use axum::routing::get;
use serde::Deserialize;
use serde_json::{Value, json};
use std::collections::HashSet;
use std::sync::{Arc, Mutex};

/// The studies whose chapter is being analysed now.
#[derive(Default, Clone)]
pub struct Analysing {
    ids: Arc<Mutex<HashSet<String>>>,
}

/// Held while a study's analysis runs; dropping it lets the next one in.
pub struct Running {
    ids: Arc<Mutex<HashSet<String>>>,
    id: String,
}

impl Analysing {
    /// Starts study `id`'s analysis, unless one runs already.
    pub fn begin(&self, id: &str) -> Option<Running> {
        let mut ids = self.ids.lock().unwrap_or_else(|e| e.into_inner());
        ids.insert(id.to_string()).then(|| Running {
            ids: self.ids.clone(),
            id: id.to_string(),
        })
    }
}

impl Drop for Running {
    fn drop(&mut self) {
        let mut ids = self.ids.lock().unwrap_or_else(|e| e.into_inner());
        ids.remove(&self.id);
    }
}

/// The route: `GET /api/studies/{id}/analysis?chapter=N`.
pub fn routes() -> axum::Router<AppState> {
    axum::Router::new().route("/api/studies/{id}/analysis", get(analysis))
}

#[derive(Deserialize)]
struct AnalysisQuery {
    chapter: usize,
}

/// Chapter `chapter`'s analysis: `{"chapter", "nodes", "start",
/// "start_chance", "plies": [{"ply", "side", "played", "eval", "chance",
/// "loss", "glyph", "better"}], "graph", "sgn"}`, `sgn` the chapter as
/// `analyse` annotates it. Anyone who can read the study may ask; a second
/// analysis of the same study while one runs is refused (429).
async fn analysis(
    State(st): State<AppState>,
    client: Client,
    Path(id): Path<String>,
    q: Result<Query<AnalysisQuery>, QueryRejection>,
) -> Result<Json<Value>, ServerError> {
    let q = q
        .map(|Query(q)| q)
        .map_err(|_| ServerError::bad_request("error-study-chapter-query", |a| a))?;
    st.rate(Action::Explore, &client)?;
    let study = super::api::load(&st, &id).await?;
    let c = chapter_n(&study, q.chapter)?.clone();
    let record = record_of(&c)?;
    let running = st
        .studio_analysing()
        .begin(&id)
        .ok_or_else(|| ServerError::too_many(10, "error-study-analysing", |a| a))?;
    let nodes = st.limits().analysis_nodes;
    let n = q.chapter;
    st.heavy_work(&client, move |st, budget| {
        let _running = running;
        let rules = st.rules(&c.variant)?;
        let a = crate::analysis::analyse_record(
            &record,
            &rules,
            &c.name,
            nodes,
            budget,
            "error-work-analysing-chapter",
        )
        .map_err(|e| match e {
            ServerError::BadRequest(m) => ServerError::Corrupt(format!("a stored chapter: {m}")),
            e => e,
        })?;
        Ok(json!({
            "chapter": n,
            "nodes": nodes,
            "start": a.start,
            "start_chance": a.start_chance,
            "plies": a.plies,
            "graph": a.graph,
            "sgn": a.record,
        }))
    })
    .await
    .map(Json)
}
