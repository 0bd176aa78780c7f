//! What the server says about the variants: the list, every rule point with
//! its citation (for programs), and the rules in brief for players, in the
//! variant's language or another, conventions marked.

use super::{AppState, ServerError};
use axum::Json;
use axum::extract::{Path, Query, State};
use axum::routing::get;
use serde::Deserialize;
use serde_json::{Value, json};

pub fn routes() -> axum::Router<AppState> {
    axum::Router::new()
        .route("/api/variants", get(variants))
        .route("/api/variants/{id}/rules", get(rules))
        .route("/api/variants/{id}/summary", get(summary))
}

async fn variants() -> Json<Value> {
    let list: Vec<Value> = suffragetto_core::variant::builtin_ids()
        .filter_map(|id| suffragetto_core::variant::load(id).ok())
        .map(|v| json!({ "id": v.meta.id, "title": v.meta.title, "language": v.meta.language }))
        .collect();
    Json(json!({ "variants": list }))
}

async fn rules(
    State(st): State<AppState>,
    Path(id): Path<String>,
) -> Result<Json<Value>, ServerError> {
    let rules = st
        .rules(&id)
        .map_err(|e| ServerError::NotFound(e.to_string()))?;
    let v = rules.variant();
    Ok(Json(json!({
        "id": v.meta.id,
        "title": v.meta.title,
        "source": v.meta.source,
        "provenance": v.meta.provenance,
        "points": v.points,
    })))
}

#[derive(Deserialize)]
struct SummaryQuery {
    /// `en`, `de` or `fr`; the variant's own language by default.
    lang: Option<String>,
}

/// The rules in brief, as an HTML fragment the page shows players.
async fn summary(
    State(st): State<AppState>,
    Path(id): Path<String>,
    Query(q): Query<SummaryQuery>,
) -> Result<Json<Value>, ServerError> {
    use suffragetto_render::{Lang, Theme};
    let rules = st
        .rules(&id)
        .map_err(|e| ServerError::NotFound(e.to_string()))?;
    let wanted = q
        .lang
        .as_deref()
        .unwrap_or(&rules.variant().meta.language)
        .to_string();
    let lang: Lang = wanted
        .parse()
        .or_else(|_| rules.variant().meta.language.parse())
        .unwrap_or_default();
    let brief = suffragetto_render::summary::summary(&rules, lang, Theme::Colour);
    Ok(Json(json!({
        "id": rules.id(),
        "title": rules.variant().meta.title,
        "lang": lang.code(),
        "html": suffragetto_render::summary::html(&brief),
    })))
}
