//! The HTTP API of online play's conventions (docs/online-play.md): abort,
//! takeback, claim against a player who left, the answer that the rules
//! have no draw, open seeks, and the analysis after the game.

use super::api::{Body, TokenReq, body, json_answer, seated, state_answer};
use super::rate::{Action, Client};
use super::seeks::Seek;
use super::takeback::Answer;
use super::{AppState, ServerError};
use axum::Json;
use axum::extract::{Path, State};
use axum::http::header;
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use serde::Deserialize;
use serde_json::{Value, json};

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

async fn abort(
    State(st): State<AppState>,
    client: Client,
    Path(id): Path<String>,
    b: Body<TokenReq>,
) -> Result<Response, ServerError> {
    let r = body(b)?;
    st.rate(Action::Claim, &client)?;
    let at = id.clone();
    let view = st
        .table_work(&client, &id, move |st, b| st.abort(&at, &r.token, b))
        .await?;
    Ok(state_answer(&st, &id, &view))
}

async fn claim(
    State(st): State<AppState>,
    client: Client,
    Path(id): Path<String>,
    b: Body<TokenReq>,
) -> Result<Response, ServerError> {
    let r = body(b)?;
    st.rate(Action::Claim, &client)?;
    let at = id.clone();
    let view = st
        .table_work(&client, &id, move |st, b| st.claim(&at, &r.token, b))
        .await?;
    Ok(state_answer(&st, &id, &view))
}

#[derive(Deserialize)]
struct TakebackReq {
    token: String,
    /// Absent: an offer; else the answer to the other side's.
    #[serde(default)]
    answer: Option<Answer>,
}

async fn takeback(
    State(st): State<AppState>,
    client: Client,
    Path(id): Path<String>,
    b: Body<TakebackReq>,
) -> Result<Response, ServerError> {
    let r = body(b)?;
    st.rate(Action::Takeback, &client)?;
    let at = id.clone();
    let view = st
        .table_work(&client, &id, move |st, b| {
            st.takeback(&at, &r.token, r.answer, b)
        })
        .await?;
    Ok(state_answer(&st, &id, &view))
}

/// There is no draw to offer: the rules have none.
async fn draw() -> ServerError {
    ServerError::Rejected {
        status: axum::http::StatusCode::UNPROCESSABLE_ENTITY,
        message: "Suffragetto has no draw: none of the 1908 rules ends a game without a winner, so there is no draw to offer; a game ends when one side wins, by resignation, on time or by a claim, or is aborted before each side has moved (docs/online-play.md)".into(),
    }
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
}

fn english() -> String {
    "english".into()
}
fn toss() -> String {
    "toss".into()
}

async fn seek(
    State(st): State<AppState>,
    client: Client,
    b: Body<SeekReq>,
) -> Result<Json<Value>, ServerError> {
    let r = body(b)?;
    st.rate(Action::Seek, &client)?;
    let (id, side, token, paired) = st
        .light_work(move |st, b| {
            st.seek(
                &Seek {
                    nickname: &r.nickname,
                    variant: &r.variant,
                    clock: r.clock,
                    side: &r.side,
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

async fn analysis(
    State(st): State<AppState>,
    client: Client,
    Path(id): Path<String>,
) -> Result<Response, ServerError> {
    st.rate(Action::Read, &client)?;
    let at = id.clone();
    let a = st
        .heavy_work(&client, move |st, b| st.analysis(&at, b))
        .await?;
    Ok(json_answer(
        serde_json::to_string(&*a).unwrap_or_else(|_| "{}".into()),
    ))
}

async fn analysis_record(
    State(st): State<AppState>,
    client: Client,
    Path(id): Path<String>,
) -> Result<Response, ServerError> {
    st.rate(Action::Read, &client)?;
    let at = id.clone();
    let a = st
        .heavy_work(&client, move |st, b| st.analysis(&at, b))
        .await?;
    let name = format!(
        "attachment; filename=\"suffragetto-{}-analysed.sgn\"",
        &id[..8.min(id.len())]
    );
    Ok((
        [
            (
                header::CONTENT_TYPE,
                "application/x-suffragetto-game; charset=utf-8".to_string(),
            ),
            (header::CONTENT_DISPOSITION, name),
        ],
        a.record.clone(),
    )
        .into_response())
}
