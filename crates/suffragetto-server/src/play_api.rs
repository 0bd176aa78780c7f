//! The HTTP API of online play's conventions (docs/online-play.md): abort,
//! takeback, claim against a player who left, the answer that the rules
//! have no draw, open seeks, and the analysis after the game.

use super::accounts::guard::TableSession;
use super::api::{
    Body, TokenReq, body, english, json_answer, record_download, seated, state_answer, toss,
};
use super::rate::{Action, Client};
use super::seeks::Seek;
use super::table::Holder;
use super::takeback::Answer;
use super::views::View;
use super::{AppState, ServerError};
use axum::Json;
use axum::extract::{Path, State};
use axum::response::Response;
use axum::routing::{get, post};
use serde::Deserialize;
use serde_json::{Value, json};
use std::sync::Arc;

pub fn routes() -> axum::Router<AppState> {
    axum::Router::new()
        .route("/api/tables/{id}/abort", post(abort))
        .route("/api/tables/{id}/takeback", post(takeback))
        .route("/api/tables/{id}/claim", post(claim))
        .route("/api/tables/{id}/draw", post(draw))
        .route("/api/tables/{id}/analysis", get(analysis))
        .route("/api/tables/{id}/analysis.sgn", get(analysis_record))
        .route("/api/seeks", post(seek).get(seeks))
}

/// What a seat may do at a table: abort, claim (table id, who, budget).
type SeatAct = fn(
    &AppState,
    &str,
    &Holder,
    &suffragetto_core::budget::Budget,
) -> Result<Arc<View>, ServerError>;

/// A seat's act at table `id` (`f` for the token of `b`, or the signed-in
/// account), counted against the claims' rate; the table's new state.
async fn seat_act(
    st: AppState,
    client: Client,
    session: TableSession,
    id: String,
    b: Body<TokenReq>,
    f: SeatAct,
) -> Result<Response, ServerError> {
    let who = session.holder(body(b)?.token)?;
    st.rate(Action::Claim, &client)?;
    let at = id.clone();
    let view = st
        .table_work(&client, &id, move |st, b| f(st, &at, &who, b))
        .await?;
    Ok(state_answer(&st, &id, &view))
}

async fn abort(
    State(st): State<AppState>,
    client: Client,
    session: TableSession,
    Path(id): Path<String>,
    b: Body<TokenReq>,
) -> Result<Response, ServerError> {
    seat_act(st, client, session, id, b, AppState::abort).await
}

async fn claim(
    State(st): State<AppState>,
    client: Client,
    session: TableSession,
    Path(id): Path<String>,
    b: Body<TokenReq>,
) -> Result<Response, ServerError> {
    seat_act(st, client, session, id, b, AppState::claim).await
}

#[derive(Deserialize)]
struct TakebackReq {
    #[serde(default)]
    token: Option<String>,
    /// Absent: an offer; else the answer to the other side's.
    #[serde(default)]
    answer: Option<Answer>,
}

async fn takeback(
    State(st): State<AppState>,
    client: Client,
    session: TableSession,
    Path(id): Path<String>,
    b: Body<TakebackReq>,
) -> Result<Response, ServerError> {
    let r = body(b)?;
    st.rate(Action::Takeback, &client)?;
    let who = session.holder(r.token)?;
    let at = id.clone();
    let view = st
        .table_work(&client, &id, move |st, b| {
            st.takeback(&at, &who, r.answer, b)
        })
        .await?;
    Ok(state_answer(&st, &id, &view))
}

/// There is no draw to offer: the rules have none.
async fn draw() -> ServerError {
    ServerError::said(
        axum::http::StatusCode::UNPROCESSABLE_ENTITY,
        "error-table-no-draw",
        |a| a,
    )
}

#[derive(Deserialize)]
struct SeekReq {
    nickname: String,
    #[serde(default = "english")]
    variant: String,
    #[serde(default)]
    clock: Option<super::play::Clock>,
    #[serde(default = "toss")]
    side: String,
    /// The tables the asking browser already sits at (its kept seats), so
    /// that a second tab is never paired with its own seek.
    #[serde(default)]
    mine: Vec<String>,
}

async fn seek(
    State(st): State<AppState>,
    client: Client,
    session: super::accounts::guard::TableSession,
    b: Body<SeekReq>,
) -> Result<Json<Value>, ServerError> {
    let r = body(b)?;
    st.rate(Action::Seek, &client)?;
    // A signed-in player seeks under their account and its name.
    let (nickname, account) = super::api::sitter(&session, r.nickname.clone());
    let (id, side, token, paired) = st
        .light_work(move |st, b| {
            st.seek(
                &Seek {
                    nickname: &nickname,
                    variant: &r.variant,
                    clock: r.clock,
                    side: &r.side,
                    mine: &r.mine,
                    account,
                },
                b,
            )
        })
        .await?;
    let Json(mut answer) = seated(&id, side, &token);
    answer["paired"] = json!(paired);
    Ok(Json(answer))
}

async fn seeks(State(st): State<AppState>) -> Result<Json<Value>, ServerError> {
    let list = st.light_work(|st, _| st.seeks(None)).await?;
    Ok(Json(json!({ "seeks": list })))
}

/// The analysis of table `id`'s finished game, through the heavy-work
/// gate (kept once made).
async fn analysed(
    st: &AppState,
    client: &Client,
    id: &str,
) -> Result<Arc<super::analysis::TableAnalysis>, ServerError> {
    st.rate(Action::Read, client)?;
    let at = id.to_string();
    st.heavy_work(client, move |st, b| st.analysis(&at, b))
        .await
}

async fn analysis(
    State(st): State<AppState>,
    client: Client,
    Path(id): Path<String>,
) -> Result<Response, ServerError> {
    let a = analysed(&st, &client, &id).await?;
    Ok(json_answer(
        serde_json::to_string(&*a).unwrap_or_else(|_| "{}".into()),
    ))
}

async fn analysis_record(
    State(st): State<AppState>,
    client: Client,
    Path(id): Path<String>,
) -> Result<Response, ServerError> {
    let a = analysed(&st, &client, &id).await?;
    Ok(record_download(&id, "-analysed", a.record.clone()))
}
