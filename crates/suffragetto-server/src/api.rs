//! The HTTP API: tables, seats, moves, records, diagrams, rules, chat and
//! the stream of updates.

use super::events::{Subscription, seat_key};
use super::rate::{Action, Client};
use super::seating::NewTable;
use super::{AppState, ServerError};
use axum::Json;
use axum::extract::rejection::JsonRejection;
use axum::extract::{Path, Query, State};
use axum::http::header;
use axum::response::sse::{Event, KeepAlive, Sse};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use serde::Deserialize;
use serde_json::{Value, json};
use std::convert::Infallible;
use tokio_stream::StreamExt;
use tokio_stream::wrappers::WatchStream;

type Body<T> = Result<Json<T>, JsonRejection>;

/// A request body, or a 4xx naming what is wrong with it.
pub(super) fn body<T>(b: Body<T>) -> Result<T, ServerError> {
    b.map(|Json(t)| t).map_err(|e| ServerError::Rejected {
        status: e.status(),
        message: e.body_text(),
    })
}

pub fn routes() -> axum::Router<AppState> {
    axum::Router::new()
        .route("/api/tables", post(create).get(lobby))
        .route("/api/tables/{id}", get(show))
        .route("/api/tables/{id}/join", post(join))
        .route("/api/tables/{id}/moves", post(play))
        .route("/api/tables/{id}/resign", post(resign))
        .route("/api/tables/{id}/chat", post(chat))
        .route("/api/tables/{id}/rematch", post(rematch))
        .route("/api/tables/{id}/record.sgn", get(record))
        .route("/api/tables/{id}/diagram.svg", get(diagram))
        .route("/api/tables/{id}/board", get(board))
        .route("/api/tables/{id}/events", get(events))
        .merge(super::variants_api::routes())
}

#[derive(Deserialize)]
struct CreateReq {
    #[serde(default = "english")]
    variant: String,
    #[serde(default = "toss")]
    side: String,
    nickname: String,
    #[serde(default)]
    opponent: Option<String>,
    /// A position string to start from instead of the variant's start.
    #[serde(default)]
    position: Option<String>,
    /// Kept out of the lobby: the link is the invitation.
    #[serde(default)]
    private: bool,
}

fn english() -> String {
    "english".into()
}
fn toss() -> String {
    "toss".into()
}

/// The answer that hands a player a seat: where, which side, the seat's
/// token and the key its page shows to say it is there.
fn seated(id: &str, side: suffragetto_core::piece::Side, token: &str) -> Json<Value> {
    Json(json!({
        "id": id,
        "url": format!("/t/{id}"),
        "side": side,
        "token": token,
        "seat_key": seat_key(token),
    }))
}

async fn create(
    State(st): State<AppState>,
    client: Client,
    b: Body<CreateReq>,
) -> Result<Json<Value>, ServerError> {
    let r = body(b)?;
    st.rate(Action::Create, &client)?;
    let (id, side, token) = st.create(&NewTable {
        variant: &r.variant,
        side: &r.side,
        nickname: &r.nickname,
        opponent: r.opponent.as_deref(),
        position: r.position.as_deref(),
        private: r.private,
    })?;
    Ok(seated(&id, side, &token))
}

async fn lobby(State(st): State<AppState>) -> Result<Json<Value>, ServerError> {
    Ok(Json(json!({ "tables": st.store().lobby(100)? })))
}

async fn show(State(st): State<AppState>, Path(id): Path<String>) -> Result<Response, ServerError> {
    let presence = st.presence(&id);
    Ok(Json(st.with_table(&id, |t| super::snapshot::of(t, Some(presence)))?).into_response())
}

#[derive(Deserialize)]
struct JoinReq {
    nickname: String,
}

async fn join(
    State(st): State<AppState>,
    client: Client,
    Path(id): Path<String>,
    b: Body<JoinReq>,
) -> Result<Json<Value>, ServerError> {
    let r = body(b)?;
    st.rate(Action::Join, &client)?;
    let (side, token) = st.join(&id, &r.nickname)?;
    Ok(seated(&id, side, &token))
}

#[derive(Deserialize)]
struct MoveReq {
    token: String,
    #[serde(rename = "move")]
    text: String,
}

async fn play(
    State(st): State<AppState>,
    client: Client,
    Path(id): Path<String>,
    b: Body<MoveReq>,
) -> Result<Response, ServerError> {
    let r = body(b)?;
    st.rate(Action::Move, &client)?;
    if r.text.len() > 200 {
        return Err(ServerError::Illegal {
            message: "a move is at most 200 characters".into(),
            rule_point: None,
            translations: None,
        });
    }
    st.play(&id, &r.token, &r.text)?;
    show(State(st), Path(id)).await
}

#[derive(Deserialize)]
struct TokenReq {
    token: String,
}

async fn resign(
    State(st): State<AppState>,
    Path(id): Path<String>,
    b: Body<TokenReq>,
) -> Result<Response, ServerError> {
    let r = body(b)?;
    st.resign(&id, &r.token)?;
    show(State(st), Path(id)).await
}

#[derive(Deserialize)]
struct ChatReq {
    token: String,
    text: String,
}

async fn chat(
    State(st): State<AppState>,
    client: Client,
    Path(id): Path<String>,
    b: Body<ChatReq>,
) -> Result<Response, ServerError> {
    let r = body(b)?;
    st.rate(Action::Chat, &client)?;
    st.chat(&id, &r.token, &r.text)?;
    show(State(st), Path(id)).await
}

async fn rematch(
    State(st): State<AppState>,
    client: Client,
    Path(id): Path<String>,
    b: Body<TokenReq>,
) -> Result<Json<Value>, ServerError> {
    let r = body(b)?;
    st.rate(Action::Create, &client)?;
    let (next, side, token) = st.rematch(&id, &r.token)?;
    Ok(seated(&next, side, &token))
}

async fn record(
    State(st): State<AppState>,
    Path(id): Path<String>,
) -> Result<Response, ServerError> {
    let text = st.with_table(&id, |t| t.record())??;
    let name = format!(
        "attachment; filename=\"suffragetto-{}.sgn\"",
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
        text,
    )
        .into_response())
}

#[derive(Deserialize)]
struct DiagramQuery {
    ply: Option<usize>,
    #[serde(default)]
    flip: bool,
    #[serde(default)]
    download: bool,
    /// Draw the move that led to the position (default); the page draws
    /// its own marks instead.
    #[serde(default = "yes")]
    arrow: bool,
}

fn yes() -> bool {
    true
}

async fn diagram(
    State(st): State<AppState>,
    Path(id): Path<String>,
    Query(q): Query<DiagramQuery>,
) -> Result<Response, ServerError> {
    let svg = st.with_table(&id, |t| t.diagram(q.ply, q.flip, q.arrow))??;
    let mut resp = ([(header::CONTENT_TYPE, "image/svg+xml")], svg).into_response();
    if q.download {
        let name = format!(
            "attachment; filename=\"suffragetto-{}-ply{}.svg\"",
            &id[..8.min(id.len())],
            q.ply
                .map(|p| p.to_string())
                .unwrap_or_else(|| "last".into())
        );
        if let Ok(v) = name.parse() {
            resp.headers_mut().insert(header::CONTENT_DISPOSITION, v);
        }
    }
    Ok(resp)
}

#[derive(Deserialize)]
struct BoardQuery {
    ply: Option<usize>,
    #[serde(default)]
    flip: bool,
}

/// The board of the page's diagram (`diagram.svg?arrow=false` with the
/// same `ply` and `flip`), as the page's script reads it.
async fn board(
    State(st): State<AppState>,
    Path(id): Path<String>,
    q: Result<Query<BoardQuery>, axum::extract::rejection::QueryRejection>,
) -> Result<Json<suffragetto_render::browser::BrowserBoard>, ServerError> {
    let q = q.map(|Query(q)| q).map_err(|e| ServerError::Rejected {
        status: e.status(),
        message: e.body_text(),
    })?;
    Ok(Json(st.with_table(&id, |t| t.board(q.ply, q.flip))??))
}

#[derive(Deserialize)]
struct EventsQuery {
    /// The key of the seat the page holds (`seat_key` of the seat's answer).
    seat: Option<String>,
}

async fn events(
    State(st): State<AppState>,
    Path(id): Path<String>,
    Query(q): Query<EventsQuery>,
) -> Result<Sse<impl tokio_stream::Stream<Item = Result<Event, Infallible>>>, ServerError> {
    let Subscription {
        state,
        presence,
        guard,
    } = st.subscribe(&id, q.seat.as_deref())?;
    let states = WatchStream::new(state).map(|s| Event::default().event("state").data(&*s));
    let presences = WatchStream::new(presence).map(|p| {
        Event::default()
            .event("presence")
            .data(serde_json::to_string(&p).unwrap_or_default())
    });
    // The guard lives as long as the stream: the page is there until then.
    let stream = states.merge(presences).map(move |e| {
        let _ = &guard;
        Ok(e)
    });
    Ok(Sse::new(stream).keep_alive(KeepAlive::default()))
}
