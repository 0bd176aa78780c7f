//! The explorer's API: one position under two to five variants side by
//! side (`/api/explore`, [`suffragetto_core::report::explore`]), why a move is legal
//! or not under one (`/api/explain`, the keys of `suffragetto explain
//! --format json`), a variant file checked, a record replayed and the
//! position's diagram. GET takes built-in variants in the query; POST takes
//! the same as JSON with variant files a visitor sent (`uploads`), which
//! the server compiles for that request and keeps nowhere. Every answer is
//! heavy work ([`crate::work`]): through the gate, within its budget.

mod diagram;
pub mod input;
mod record;

use super::api::body;
use super::lang::RequestLang;
use super::rate::{Action, Client};
use super::work::exhausted;
use super::{AppState, ServerError};
use axum::Json;
use axum::extract::rejection::{JsonRejection, QueryRejection};
use axum::extract::{Query, State};
use axum::routing::{get, post};
use input::Upload;
use serde::Deserialize;
use serde_json::{Value, json};
use suffragetto_core::lang::Lang;

/// The largest body of the explorer's POST requests: five variant files
/// at their limit and room for the rest.
pub const BODY_LIMIT: usize = 5 * suffragetto_core::variant::UNTRUSTED_LIMIT + 16 * 1024;

/// The routes that take large bodies (variant files, records), to be put
/// behind [`BODY_LIMIT`].
pub fn upload_routes() -> axum::Router<AppState> {
    axum::Router::new()
        .route("/api/explore", post(explore_post))
        .route("/api/explain", post(explain_post))
        .route("/api/explore/variant", post(check_variant))
        .route("/api/explore/record", post(record::replay))
}

/// The routes without a body.
pub fn routes() -> axum::Router<AppState> {
    axum::Router::new()
        .route("/api/explore", get(explore_get))
        .route("/api/explain", get(explain_get))
        .route("/api/explore/diagram", get(diagram::diagram))
        .route("/api/explore/board", get(diagram::board))
}

/// A query string, or a 400 in JSON naming what is wrong with it.
fn query<T>(q: Result<Query<T>, QueryRejection>) -> Result<T, ServerError> {
    q.map(|Query(t)| t).map_err(crate::rejection::query)
}

#[derive(Deserialize)]
struct ExploreQuery {
    position: Option<String>,
    variants: Option<String>,
}

#[derive(Deserialize)]
struct ExploreBody {
    position: Option<String>,
    variants: Vec<String>,
    #[serde(default)]
    uploads: Vec<Upload>,
    /// A change to the position, made before it is explored.
    #[serde(default)]
    edit: Option<input::Edit>,
}

async fn explore_get(
    State(st): State<AppState>,
    client: Client,
    RequestLang(lang): RequestLang,
    q: Result<Query<ExploreQuery>, QueryRejection>,
) -> Result<Json<Value>, ServerError> {
    let q = query(q)?;
    let names = input::split(q.variants.as_deref());
    explore(st, client, lang, q.position, names, Vec::new(), None).await
}

async fn explore_post(
    State(st): State<AppState>,
    client: Client,
    RequestLang(lang): RequestLang,
    b: Result<Json<ExploreBody>, JsonRejection>,
) -> Result<Json<Value>, ServerError> {
    let b = body(b)?;
    explore(st, client, lang, b.position, b.variants, b.uploads, b.edit).await
}

/// The position (changed by `edit`) under every variant: their moves and
/// differences, the refusals in words of `lang`.
async fn explore(
    st: AppState,
    client: Client,
    lang: Lang,
    position: Option<String>,
    names: Vec<String>,
    uploads: Vec<Upload>,
    edit: Option<input::Edit>,
) -> Result<Json<Value>, ServerError> {
    st.rate(Action::Explore, &client)?;
    st.heavy_work(&client, move |st, budget| {
        let variants = input::variants(st, &names, &uploads)?;
        let (pos, _) = input::edited(position.as_deref(), edit.as_ref(), &variants)?;
        let refs: Vec<&suffragetto_core::engine::Rules> = variants.iter().map(|r| &**r).collect();
        let x = suffragetto_core::report::explore_within(&pos, &refs, lang, budget)
            .map_err(|e| exhausted("error-work-exploring", e))?;
        serde_json::to_value(x).map_err(|e| ServerError::Render(e.to_string()))
    })
    .await
    .map(Json)
}

/// A why-not question, from the query string or a JSON body (which alone
/// may carry uploaded variant files).
#[derive(Deserialize)]
struct ExplainRequest {
    variant: String,
    position: Option<String>,
    #[serde(rename = "move")]
    text: String,
    #[serde(default)]
    uploads: Vec<Upload>,
}

async fn explain_get(
    State(st): State<AppState>,
    client: Client,
    RequestLang(lang): RequestLang,
    q: Result<Query<ExplainRequest>, QueryRejection>,
) -> Result<Json<Value>, ServerError> {
    let q = query(q)?;
    let asked = (q.variant, q.position, q.text);
    explain(st, client, asked, q.uploads, lang).await
}

async fn explain_post(
    State(st): State<AppState>,
    client: Client,
    RequestLang(lang): RequestLang,
    b: Result<Json<ExplainRequest>, JsonRejection>,
) -> Result<Json<Value>, ServerError> {
    let b = body(b)?;
    let asked = (b.variant, b.position, b.text);
    explain(st, client, asked, b.uploads, lang).await
}

/// Legal, or why not: the reason (in the visitor's language), the rule
/// point and the variant's citation, as `suffragetto explain --format json`
/// writes it; `asked` is the variant, the position and the move text.
async fn explain(
    st: AppState,
    client: Client,
    (variant, position, text): (String, Option<String>, String),
    uploads: Vec<Upload>,
    lang: Lang,
) -> Result<Json<Value>, ServerError> {
    st.rate(Action::Explore, &client)?;
    st.heavy_work(&client, move |st, budget| {
        let text = input::move_text(&text)?;
        let rules = input::variants(st, &[variant], &uploads)?;
        let (pos, _) = input::position(position.as_deref(), &rules)?;
        let e = suffragetto_core::report::explain_within(&pos, &rules[0], text, lang, budget)
            .map_err(|e| exhausted("error-work-explaining", e))?;
        serde_json::to_value(e).map_err(|e| ServerError::Render(e.to_string()))
    })
    .await
    .map(Json)
}

/// A variant file checked: its id, title and language, or the located
/// error the command line would give.
async fn check_variant(
    State(st): State<AppState>,
    client: Client,
    b: Result<Json<Upload>, JsonRejection>,
) -> Result<Json<Value>, ServerError> {
    let u = body(b)?;
    st.rate(Action::Explore, &client)?;
    // Bounded by its shape, checked before it is parsed: light work.
    let rules = st.light_work(move |_, _| input::upload(&u)).await?;
    let meta = &rules.variant().meta;
    Ok(Json(json!({
        "id": meta.id,
        "title": meta.title,
        "language": meta.language,
    })))
}
