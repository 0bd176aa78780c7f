//! The HTTP API: tables, seats, moves, records, diagrams, rules, chat and
//! the stream of updates.

use super::accounts::guard::TableSession;
use super::events::{Subscription, seat_key};
use super::rate::{Action, Client};
use super::seating::NewTable;
use super::views::View;
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
use suffragetto_core::budget::Budget;
use tokio_stream::StreamExt;
use tokio_stream::wrappers::WatchStream;

pub(super) type Body<T> = Result<Json<T>, JsonRejection>;

/// A request body, or a 4xx naming what is wrong with it.
pub(super) fn body<T>(b: Body<T>) -> Result<T, ServerError> {
    b.map(|Json(t)| t).map_err(crate::rejection::body)
}

pub fn routes() -> axum::Router<AppState> {
    axum::Router::new()
        .route("/api/tables", post(create).get(lobby))
        .route("/api/tables/{id}", get(show))
        .route("/api/tables/{id}/join", post(join))
        .route("/api/tables/{id}/seat", get(my_seat))
        .route("/api/tables/{id}/moves", post(play))
        .route("/api/tables/{id}/resign", post(resign))
        .route("/api/tables/{id}/chat", post(chat))
        .route("/api/tables/{id}/rematch", post(rematch))
        .route("/api/tables/{id}/record.sgn", get(record))
        .route("/api/tables/{id}/diagram.svg", get(diagram))
        .route("/api/tables/{id}/board", get(board))
        .route("/api/tables/{id}/events", get(events))
        .merge(super::play_api::routes())
        .merge(super::variants_api::routes())
}

#[derive(Deserialize)]
struct CreateReq {
    #[serde(default = "english")]
    variant: String,
    #[serde(default = "toss")]
    side: String,
    /// A guest's nickname (a signed-in player sits under their user name).
    #[serde(default)]
    nickname: String,
    #[serde(default)]
    opponent: Option<String>,
    /// A position string to start from instead of the variant's start.
    #[serde(default)]
    position: Option<String>,
    /// Kept out of the lobby: the link is the invitation.
    #[serde(default)]
    private: bool,
    /// The time control: `{"initial_s", "increment_s"}` or
    /// `{"days_per_move"}`; none by default.
    #[serde(default)]
    clock: Option<super::play::Clock>,
}

/// A new table's or seek's variant when none is named.
pub(super) fn english() -> String {
    "english".into()
}
/// A new table's or seek's side when none is named: a coin toss.
pub(super) fn toss() -> String {
    "toss".into()
}

/// The answer that hands a player a seat: where, which side, the seat's
/// token and the key its page shows to say it is there.
pub(super) fn seated(id: &str, side: suffragetto_core::piece::Side, token: &str) -> Json<Value> {
    Json(json!({
        "id": id,
        "url": format!("/t/{id}"),
        "side": side,
        "token": token,
        "seat_key": seat_key(token),
    }))
}

/// An answer whose body is `json`, already written.
pub(super) fn json_answer(json: String) -> Response {
    ([(header::CONTENT_TYPE, "application/json")], json).into_response()
}

/// The state `view` with who watches table `id` now and the clocks.
pub(super) fn state_answer(st: &AppState, id: &str, view: &View) -> Response {
    json_answer(st.sent(id, view, true))
}

/// The name and account a seat is taken under: a signed-in player's user
/// name and account (their session's checks passed), else the guest's
/// `nickname`.
pub(super) fn sitter(
    session: &TableSession,
    nickname: String,
) -> (String, Option<super::storage::AccountId>) {
    match session.account() {
        Some(me) => (me.name.clone(), Some(me.account)),
        None => (nickname, None),
    }
}

async fn create(
    State(st): State<AppState>,
    client: Client,
    session: TableSession,
    b: Body<CreateReq>,
) -> Result<Json<Value>, ServerError> {
    let r = body(b)?;
    st.rate(Action::Create, &client)?;
    let composed = r.position.is_some();
    let (nickname, account) = sitter(&session, r.nickname.clone());
    let run = move |st: &AppState, budget: &Budget| {
        st.create(
            &NewTable {
                variant: &r.variant,
                side: &r.side,
                nickname: &nickname,
                account,
                opponent: r.opponent.as_deref(),
                position: r.position.as_deref(),
                private: r.private,
                clock: r.clock,
                seek: false,
            },
            budget,
        )
    };
    // A position of the creator's own may be heavy: it passes the gate.
    let (id, side, token) = if composed {
        st.heavy_work(&client, run).await?
    } else {
        st.light_work(run).await?
    };
    Ok(seated(&id, side, &token))
}

#[derive(Deserialize)]
struct LobbyQuery {
    /// `1`: only Active Game Tables, the listed tables of signed-in players
    /// with a free seat.
    #[serde(default)]
    active: Option<String>,
}

async fn lobby(
    State(st): State<AppState>,
    q: Result<Query<LobbyQuery>, axum::extract::rejection::QueryRejection>,
) -> Result<Json<Value>, ServerError> {
    let q = q.map(|Query(q)| q).map_err(crate::rejection::query)?;
    if q.active.as_deref().is_some_and(|a| a == "1" || a == "true") {
        let tables = st.light_work(|st, _| st.active_tables()).await?;
        return Ok(Json(json!({ "tables": tables })));
    }
    st.light_work(|st, _| st.lobby()).await.map(Json)
}

/// The seat of the signed-in account at table `id`: its side and the key
/// its page shows to say it is there (never the token: the page acts with
/// the session), both null when it sits elsewhere (a spectator is no
/// error).
async fn my_seat(
    State(st): State<AppState>,
    me: super::accounts::SignedIn,
    Path(id): Path<String>,
) -> Result<Json<Value>, ServerError> {
    let at = id.clone();
    let seat = st
        .light_work(move |st, _| st.seat_of(&at, me.account))
        .await?;
    let (side, key) = seat.unzip();
    Ok(Json(json!({
        "id": id,
        "url": format!("/t/{id}"),
        "side": side,
        "seat_key": key,
    })))
}

async fn show(
    State(st): State<AppState>,
    client: Client,
    Path(id): Path<String>,
) -> Result<Response, ServerError> {
    st.rate(Action::Read, &client)?;
    let view = match st.kept_view(&id) {
        Some(v) => v,
        None => {
            let at = id.clone();
            st.table_work(&client, &id, move |st, b| st.view(&at, b))
                .await?
        }
    };
    Ok(state_answer(&st, &id, &view))
}

#[derive(Deserialize)]
struct JoinReq {
    /// A guest's nickname (a signed-in player sits under their user name).
    #[serde(default)]
    nickname: String,
}

async fn join(
    State(st): State<AppState>,
    client: Client,
    session: TableSession,
    Path(id): Path<String>,
    b: Body<JoinReq>,
) -> Result<Json<Value>, ServerError> {
    let r = body(b)?;
    st.rate(Action::Join, &client)?;
    let at = id.clone();
    let (nickname, account) = sitter(&session, r.nickname);
    let (side, token) = st
        .table_work(&client, &id, move |st, b| {
            st.join(&at, &nickname, account, b)
        })
        .await?;
    Ok(seated(&id, side, &token))
}

#[derive(Deserialize)]
struct MoveReq {
    #[serde(default)]
    token: Option<String>,
    #[serde(rename = "move")]
    text: String,
}

async fn play(
    State(st): State<AppState>,
    client: Client,
    session: TableSession,
    Path(id): Path<String>,
    b: Body<MoveReq>,
) -> Result<Response, ServerError> {
    let r = body(b)?;
    st.rate(Action::Move, &client)?;
    let who = session.holder(r.token)?;
    if r.text.len() > 200 {
        return Err(ServerError::said(
            axum::http::StatusCode::UNPROCESSABLE_ENTITY,
            "error-move-too-long",
            |a| a.number("max", 200),
        ));
    }
    let at = id.clone();
    let view = st
        .table_work(&client, &id, move |st, b| st.play(&at, &who, &r.text, b))
        .await?;
    Ok(state_answer(&st, &id, &view))
}

/// A seat's request with nothing but who makes it: the seat's token, or
/// none when the signed-in account's session acts.
#[derive(Deserialize)]
pub(super) struct TokenReq {
    #[serde(default)]
    pub(super) token: Option<String>,
}

async fn resign(
    State(st): State<AppState>,
    client: Client,
    session: TableSession,
    Path(id): Path<String>,
    b: Body<TokenReq>,
) -> Result<Response, ServerError> {
    let who = session.holder(body(b)?.token)?;
    let at = id.clone();
    let view = st
        .table_work(&client, &id, move |st, b| st.resign(&at, &who, b))
        .await?;
    Ok(state_answer(&st, &id, &view))
}

#[derive(Deserialize)]
struct ChatReq {
    #[serde(default)]
    token: Option<String>,
    text: String,
}

async fn chat(
    State(st): State<AppState>,
    client: Client,
    session: TableSession,
    Path(id): Path<String>,
    b: Body<ChatReq>,
) -> Result<Response, ServerError> {
    let r = body(b)?;
    st.rate(Action::Chat, &client)?;
    let who = session.holder(r.token)?;
    let at = id.clone();
    let view = st
        .table_work(&client, &id, move |st, b| st.chat(&at, &who, &r.text, b))
        .await?;
    Ok(state_answer(&st, &id, &view))
}

async fn rematch(
    State(st): State<AppState>,
    client: Client,
    session: TableSession,
    Path(id): Path<String>,
    b: Body<TokenReq>,
) -> Result<Json<Value>, ServerError> {
    let who = session.holder(body(b)?.token)?;
    st.rate(Action::Create, &client)?;
    let at = id.clone();
    let (next, side, token) = st
        .table_work(&client, &id, move |st, b| st.rematch(&at, &who, b))
        .await?;
    Ok(seated(&next, side, &token))
}

async fn record(
    State(st): State<AppState>,
    client: Client,
    Path(id): Path<String>,
) -> Result<Response, ServerError> {
    st.rate(Action::Read, &client)?;
    let at = id.clone();
    let text = st
        .light_work(move |st, _| st.with_table(&at, |t| t.record())?)
        .await?;
    Ok(record_download(&id, "", text))
}

/// A game record to download, named after table `id` with `suffix`
/// (`suffragetto-0123abcd.sgn`, `suffragetto-0123abcd-analysed.sgn`).
pub(super) fn record_download(id: &str, suffix: &str, text: String) -> Response {
    let name = format!("suffragetto-{}{suffix}.sgn", &id[..8.min(id.len())]);
    crate::download::attachment(crate::download::RECORD, &name, text)
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
    client: Client,
    crate::lang::RequestLang(lang): crate::lang::RequestLang,
    Path(id): Path<String>,
    q: Result<Query<DiagramQuery>, axum::extract::rejection::QueryRejection>,
) -> Result<Response, ServerError> {
    let q = q.map(|Query(q)| q).map_err(crate::rejection::query)?;
    st.rate(Action::Read, &client)?;
    let (at, ply, flip, arrow) = (id.clone(), q.ply, q.flip, q.arrow);
    // The scene is made under the table's lock, drawn outside it.
    let svg = st
        .light_work(move |st, _| {
            let (scene, rules) =
                st.with_table(&at, |t| (t.scene(ply, arrow), t.game.rules_arc().clone()))?;
            super::table::draw(&scene?, &rules, flip, suffragetto_render::Format::Svg, lang)
        })
        .await?;
    let mut resp = ([(header::CONTENT_TYPE, "image/svg+xml")], svg).into_response();
    if q.download {
        super::share::attach(&mut resp, &id, q.ply, "svg");
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
    crate::lang::RequestLang(lang): crate::lang::RequestLang,
    Path(id): Path<String>,
    q: Result<Query<BoardQuery>, axum::extract::rejection::QueryRejection>,
) -> Result<Json<suffragetto_render::browser::BrowserBoard>, ServerError> {
    let q = q.map(|Query(q)| q).map_err(crate::rejection::query)?;
    // Loading the table may read the database: off the async workers.
    let board = st
        .light_work(move |st, _| st.with_table(&id, |t| t.board(q.ply, q.flip, lang))?)
        .await?;
    Ok(Json(board))
}

#[derive(Deserialize)]
struct EventsQuery {
    /// The key of the seat the page holds (`seat_key` of the seat's answer).
    seat: Option<String>,
}

async fn events(
    State(st): State<AppState>,
    client: Client,
    Path(id): Path<String>,
    q: Result<Query<EventsQuery>, axum::extract::rejection::QueryRejection>,
) -> Result<Sse<impl tokio_stream::Stream<Item = Result<Event, Infallible>>>, ServerError> {
    let q = q.map(|Query(q)| q).map_err(crate::rejection::query)?;
    let at = id.clone();
    let Subscription {
        state,
        presence,
        guard,
        closed,
    } = st
        .table_work(&client, &id, move |st, b| {
            st.subscribe(&at, q.seat.as_deref(), client.0, b)
        })
        .await?;
    let limits = st.limits();
    let (sender, table) = (st.clone(), id.clone());
    let states = WatchStream::new(state).map(move |v| {
        Event::default()
            .event("state")
            .retry(RECONNECT)
            .data(sender.sent(&table, &v, false))
    });
    let presences = WatchStream::new(presence).map(|p| {
        Event::default()
            .event("presence")
            .data(serde_json::to_string(&p).unwrap_or_default())
    });
    // Closed when nothing was sent for a while, after its lifetime, or when
    // a newer page of the same seat took its place; the guard lives as
    // long as the stream: the page is there until then.
    let stream = super::stream_life::bounded(
        states.merge(presences),
        limits.stream_idle,
        limits.stream_lifetime,
        closed,
    )
    .map(move |e| {
        let _ = &guard;
        Ok(e)
    });
    Ok(Sse::new(stream).keep_alive(KeepAlive::default()))
}

/// How soon a page's browser opens a closed stream again.
const RECONNECT: std::time::Duration = std::time::Duration::from_secs(1);
