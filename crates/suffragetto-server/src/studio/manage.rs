//! A study's editor manages it (`docs/studio.md`): renames it, deletes it,
//! and renames, reorders and deletes its chapters, with the edit key or
//! the owner's session, as every change. The other pages of the study are
//! told on its stream (event `chapter`, `"chapter": 0` for all of them).

use super::api::{load_to_edit, now};
use super::chapter;
use crate::accounts::guard::Viewer;
use crate::api::body;
use crate::rate::{Action, Client};
use crate::{AppState, ServerError};
use axum::Json;
use axum::extract::rejection::JsonRejection;
use axum::extract::{Path, State};
use axum::http::HeaderMap;
use axum::routing::put;
use serde::Deserialize;
use serde_json::{Value, json};

type Body<T> = Result<Json<T>, JsonRejection>;

/// The routes: `PATCH` and `DELETE /api/studies/{id}`, `PUT
/// /api/studies/{id}/chapters`.
pub fn routes() -> axum::Router<AppState> {
    axum::Router::new()
        .route(
            "/api/studies/{id}",
            axum::routing::patch(rename).delete(delete),
        )
        .route("/api/studies/{id}/chapters", put(arrange))
}

#[derive(Deserialize)]
struct RenameReq {
    edit_key: Option<String>,
    title: String,
}

/// Gives the study a new title: `{"title"}`.
async fn rename(
    State(st): State<AppState>,
    client: Client,
    viewer: Viewer,
    headers: HeaderMap,
    Path(id): Path<String>,
    b: Body<RenameReq>,
) -> Result<Json<Value>, ServerError> {
    st.rate(Action::Study, &client)?;
    let req = body(b)?;
    load_to_edit(&st, &id, req.edit_key.as_deref(), &viewer, &headers).await?;
    let title = chapter::name(&req.title, "")?;
    if title.is_empty() {
        return Err(ServerError::bad_request("error-study-title", |a| a));
    }
    if !st
        .studies()
        .rename_study(id.clone(), title.clone(), now())
        .await?
    {
        return Err(gone());
    }
    Ok(Json(json!({"title": title})))
}

#[derive(Deserialize)]
struct DeleteReq {
    edit_key: Option<String>,
}

/// Deletes the study and its chapters for good: `{"deleted": true}`.
async fn delete(
    State(st): State<AppState>,
    client: Client,
    viewer: Viewer,
    headers: HeaderMap,
    Path(id): Path<String>,
    b: Body<DeleteReq>,
) -> Result<Json<Value>, ServerError> {
    st.rate(Action::Study, &client)?;
    let req = body(b)?;
    load_to_edit(&st, &id, req.edit_key.as_deref(), &viewer, &headers).await?;
    if !st.studies().delete_study(id.clone()).await? {
        return Err(gone());
    }
    st.studio_live().publish(&id, None);
    Ok(Json(json!({"deleted": true})))
}

#[derive(Deserialize)]
struct Place {
    /// The chapter's number now (1-based).
    from: usize,
    /// Its new name, if it changes.
    name: Option<String>,
}

#[derive(Deserialize)]
struct ArrangeReq {
    edit_key: Option<String>,
    /// The chapters as they are to be: each an existing chapter once, in
    /// the new order; those left out are deleted.
    chapters: Vec<Place>,
    editor: Option<String>,
}

/// Renames, reorders and deletes chapters in one change: `{"chapters":
/// [{"from": 2, "name"?: "…"}, {"from": 1}]}`; answers the chapters'
/// names in their new order.
async fn arrange(
    State(st): State<AppState>,
    client: Client,
    viewer: Viewer,
    headers: HeaderMap,
    Path(id): Path<String>,
    b: Body<ArrangeReq>,
) -> Result<Json<Value>, ServerError> {
    st.rate(Action::Study, &client)?;
    let req = body(b)?;
    let s = load_to_edit(&st, &id, req.edit_key.as_deref(), &viewer, &headers).await?;
    if req.chapters.is_empty() {
        return Err(ServerError::bad_request("error-study-last-chapter", |a| a));
    }
    let mut seen = vec![false; s.chapters.len()];
    let mut rows = Vec::with_capacity(req.chapters.len());
    for p in &req.chapters {
        let Some(old) = p.from.checked_sub(1).and_then(|i| s.chapters.get(i)) else {
            return Err(ServerError::bad_request(
                "error-study-arrange-no-chapter",
                |a| a.number("n", p.from).number("chapters", s.chapters.len()),
            ));
        };
        if std::mem::replace(&mut seen[p.from - 1], true) {
            return Err(ServerError::bad_request("error-study-arrange-twice", |a| {
                a.number("n", p.from)
            }));
        }
        let mut row = old.clone();
        if let Some(raw) = &p.name {
            row.name = chapter::name(raw, &old.name)?;
        }
        rows.push(row);
    }
    let names: Vec<String> = rows.iter().map(|r| r.name.clone()).collect();
    if !st.studies().set_chapters(id.clone(), rows, now()).await? {
        return Err(gone());
    }
    let editor = super::api::editor_id(req.editor.as_deref());
    st.studio_live()
        .written(&id, json!({"chapter": 0, "editor": editor}).to_string());
    Ok(Json(json!({"chapters": names})))
}

fn gone() -> ServerError {
    ServerError::not_found("error-study-deleted", |a| a)
}
