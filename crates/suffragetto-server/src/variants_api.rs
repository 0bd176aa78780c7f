//! What the server says about the variants: the list, every rule point with
//! its citation (for programs), and the rules in brief for players, in the
//! variant's language or another, conventions marked.

use super::lang::RequestLang;
use super::{AppState, ServerError};
use axum::Json;
use axum::extract::{Path, State};
use axum::routing::get;
use serde_json::{Value, json};

pub fn routes() -> axum::Router<AppState> {
    axum::Router::new()
        .route("/api/variants", get(variants))
        .route("/api/variants/{id}/rules", get(rules))
        .route("/api/variants/{id}/summary", get(summary))
}

/// The built-in variants: each with its id, its file's `title`, the
/// `name` readers of the visitor's language know it by (what the pages
/// show) and the language of its source.
async fn variants(RequestLang(lang): RequestLang) -> Json<Value> {
    let list: Vec<Value> = suffragetto_core::variant::builtin_ids()
        .filter_map(|id| suffragetto_core::variant::load(id).ok())
        .map(|v| {
            let name = suffragetto_core::lang::variant_name(lang, &v.meta.id)
                .map_or_else(|| v.meta.name.clone(), str::to_string);
            json!({ "id": v.meta.id, "title": v.meta.title, "name": name, "language": v.meta.language })
        })
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

/// The rules in brief, as an HTML fragment the page shows players, in the
/// visitor's language (`?lang=`, else `Accept-Language`, else English),
/// whatever the variant's source language.
async fn summary(
    State(st): State<AppState>,
    Path(id): Path<String>,
    RequestLang(lang): RequestLang,
) -> Result<Json<Value>, ServerError> {
    use suffragetto_render::Theme;
    let rules = st
        .rules(&id)
        .map_err(|e| ServerError::NotFound(e.to_string()))?;
    let brief = suffragetto_render::summary::summary(&rules, lang, Theme::Colour);
    Ok(Json(json!({
        "id": rules.id(),
        "title": rules.variant().meta.title,
        "name": suffragetto_core::lang::variant_name(lang, rules.id())
            .map_or_else(|| rules.variant().meta.name.clone(), str::to_string),
        "lang": lang.code(),
        "html": suffragetto_render::summary::html(&brief),
    })))
}
