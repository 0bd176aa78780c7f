//! The accounts' HTTP API (README.md, "Accounts"): create one, sign in and
//! out, who am I, my sessions, my password, delete the account. Every
//! answer is `Cache-Control: no-store`; bodies with a password that cannot
//! be read are refused without repeating what was sent.

use super::guard::{Change, SameOrigin, Viewer, user_agent};
use super::session::{self, SessionId};
use super::{Attempt, SignedIn, guard};
use crate::download::{RECORD, private_attachment};
use crate::rate::Client;
use crate::{AppState, ServerError};
use axum::Json;
use axum::extract::rejection::JsonRejection;
use axum::extract::{FromRequestParts, Path, State};
use axum::http::request::Parts;
use axum::http::{HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};
use axum::routing::{delete, get, post, put};
use serde::Deserialize;
use serde_json::{Value, json};

/// The routes of the accounts.
pub fn routes() -> axum::Router<AppState> {
    axum::Router::new()
        .route("/api/account", post(sign_up).delete(delete_account))
        .route("/api/session", post(sign_in).delete(sign_out))
        .route("/api/me", get(me))
        .route("/api/me/sessions", get(sessions))
        .route("/api/me/sessions/{id}", delete(end_session))
        .route("/api/me/password", put(change_password))
        .route("/api/me/tables", get(my_tables))
        .route("/api/me/games.sgn", get(my_games))
        .route("/api/me/games.zip", get(my_games_zip))
}

/// A body with secrets in it, or a 4xx that does not repeat it (serde's
/// own words would quote a value of the wrong type).
fn secret_body<T>(b: Result<Json<T>, JsonRejection>, fields: &[&str]) -> Result<T, ServerError> {
    b.map(|Json(t)| t).map_err(|e| {
        let fields: Vec<String> = fields.iter().map(|f| format!("`{f}`")).collect();
        let fields = fields.join(", ");
        ServerError::said(e.status(), "error-body-secret", |a| {
            a.text("fields", &fields)
        })
    })
}

/// An answer that no cache keeps, with `cookie` set if given.
fn answer(status: StatusCode, body: Value, cookie: Option<String>) -> Response {
    let mut resp = (status, Json(body)).into_response();
    let h = resp.headers_mut();
    h.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
    if let Some(c) = cookie.and_then(|c| HeaderValue::from_str(&c).ok()) {
        h.insert(header::SET_COOKIE, c);
    }
    resp
}

/// What the browser brings: its device and the session it had, if any.
struct Device {
    agent: String,
    session: Option<SessionId>,
}

impl FromRequestParts<AppState> for Device {
    type Rejection = ServerError;

    async fn from_request_parts(parts: &mut Parts, st: &AppState) -> Result<Device, ServerError> {
        Ok(Device {
            agent: user_agent(parts),
            session: guard::cookie(parts, st.accounts().secure()),
        })
    }
}

#[derive(Deserialize)]
struct Credentials {
    username: String,
    password: String,
}

fn signed_in(st: &AppState, status: StatusCode, me: &SignedIn, id: &SessionId) -> Response {
    answer(status, me.me(), Some(st.accounts().cookie(id)))
}

/// Sign-up or sign-in.
#[derive(Clone, Copy)]
enum Entry {
    SignUp,
    SignIn,
}

async fn enter(
    st: AppState,
    entry: Entry,
    client: Client,
    device: Device,
    b: Result<Json<Credentials>, JsonRejection>,
) -> Result<Response, ServerError> {
    let c = secret_body(b, &["username", "password"])?;
    let attempt = Attempt {
        address: client.0,
        name: &c.username,
        password: &c.password,
        device: &device.agent,
        replacing: device.session,
    };
    let accounts = st.accounts();
    let ((me, id), status) = match entry {
        Entry::SignUp => (accounts.sign_up(attempt).await?, StatusCode::CREATED),
        Entry::SignIn => (accounts.sign_in(attempt).await?, StatusCode::OK),
    };
    Ok(signed_in(&st, status, &me, &id))
}

async fn sign_up(
    State(st): State<AppState>,
    _: SameOrigin,
    client: Client,
    device: Device,
    b: Result<Json<Credentials>, JsonRejection>,
) -> Result<Response, ServerError> {
    enter(st, Entry::SignUp, client, device, b).await
}

async fn sign_in(
    State(st): State<AppState>,
    _: SameOrigin,
    client: Client,
    device: Device,
    b: Result<Json<Credentials>, JsonRejection>,
) -> Result<Response, ServerError> {
    enter(st, Entry::SignIn, client, device, b).await
}

async fn sign_out(State(st): State<AppState>, Change(me): Change) -> Result<Response, ServerError> {
    st.accounts().sign_out(&me).await?;
    let clear = session::clear_cookie(st.accounts().secure());
    Ok(answer(
        StatusCode::OK,
        json!({ "signed_out": true }),
        Some(clear),
    ))
}

async fn me(Viewer(me): Viewer) -> Result<Response, ServerError> {
    let me = me.ok_or_else(guard::not_signed_in)?;
    Ok(answer(StatusCode::OK, me.me(), None))
}

async fn sessions(State(st): State<AppState>, me: SignedIn) -> Result<Response, ServerError> {
    let list: Vec<Value> = st
        .accounts()
        .sessions(&me)
        .await?
        .into_iter()
        .map(|s| {
            json!({
                "id": s.handle,
                "device": s.device,
                "created": s.created,
                "last_seen": s.last_seen,
                "current": s.handle == me.session.handle,
            })
        })
        .collect();
    Ok(answer(StatusCode::OK, json!({ "sessions": list }), None))
}

async fn end_session(
    State(st): State<AppState>,
    Change(me): Change,
    Path(handle): Path<String>,
) -> Result<Response, ServerError> {
    st.accounts().end_session(&me, &handle).await?;
    // Ending this device's own session signs it out.
    let cookie =
        (handle == me.session.handle).then(|| session::clear_cookie(st.accounts().secure()));
    Ok(answer(StatusCode::OK, json!({ "ended": handle }), cookie))
}

#[derive(Deserialize)]
struct NewPassword {
    current: String,
    password: String,
}

async fn change_password(
    State(st): State<AppState>,
    client: Client,
    device: Device,
    Change(me): Change,
    b: Result<Json<NewPassword>, JsonRejection>,
) -> Result<Response, ServerError> {
    let r = secret_body(b, &["current", "password"])?;
    let (me, id) = st
        .accounts()
        .change_password(client.0, &me, &r.current, &r.password, &device.agent)
        .await?;
    Ok(signed_in(&st, StatusCode::OK, &me, &id))
}

#[derive(Deserialize)]
struct Confirm {
    password: String,
}

async fn delete_account(
    State(st): State<AppState>,
    client: Client,
    Change(me): Change,
    b: Result<Json<Confirm>, JsonRejection>,
) -> Result<Response, ServerError> {
    let r = secret_body(b, &["password"])?;
    st.accounts().delete(client.0, &me, &r.password).await?;
    // Its games stay, its name gone from them.
    let account = me.account;
    st.light_work(move |st, b| st.forget_account(account, b))
        .await?;
    let clear = session::clear_cookie(st.accounts().secure());
    Ok(answer(
        StatusCode::OK,
        json!({ "deleted": true }),
        Some(clear),
    ))
}

async fn my_tables(State(st): State<AppState>, me: SignedIn) -> Result<Response, ServerError> {
    let account = me.account;
    let tables = st.light_work(move |st, _| st.my_tables(account)).await?;
    Ok(answer(StatusCode::OK, json!({ "tables": tables }), None))
}

async fn my_games(State(st): State<AppState>, me: SignedIn) -> Result<Response, ServerError> {
    let account = me.account;
    let text = st.light_work(move |st, _| st.my_records(account)).await?;
    Ok(private_attachment(RECORD, "suffragetto-my-games.sgn", text))
}

/// Every game of the account as a file of its own, in one zip.
async fn my_games_zip(State(st): State<AppState>, me: SignedIn) -> Result<Response, ServerError> {
    let account = me.account;
    let files = st
        .light_work(move |st, _| st.my_record_files(account))
        .await?;
    let files: Vec<(String, Vec<u8>)> = files
        .into_iter()
        .map(|(name, text)| (format!("suffragetto-my-games/{name}"), text.into_bytes()))
        .collect();
    Ok(private_attachment(
        "application/zip",
        "suffragetto-my-games.zip",
        crate::archive::zip(&files)?,
    ))
}
