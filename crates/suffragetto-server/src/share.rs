//! Sharing a game: the diagram of any ply as PNG (`/api/tables/{id}/diagram.png`,
//! beside the SVG of [`crate::api`]) and the read-only viewer a teacher
//! embeds in a page of their own (`/embed/{id}`). The viewer is the only
//! page another site may frame; its script reads the table's public state
//! and never a seat (no token, no seat key).

use super::rate::{Action, Client};
use super::{AppState, ServerError};
use crate::page_words::Localized;
use axum::extract::{Path, Query, State};
use axum::http::{HeaderMap, Uri, header};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use serde::Deserialize;
use std::sync::LazyLock;
use suffragetto_render::browser::BOARD_JS;

/// The viewer's page, in every language.
static EMBED: LazyLock<Localized> =
    LazyLock::new(|| Localized::new(include_str!("static/embed.html")));
const EMBED_STYLE: &str = include_str!("static/embed.css");
/// The viewer's scripts, one answer: what the pages share, the board
/// module, the viewer.
static EMBED_SCRIPT: LazyLock<String> = LazyLock::new(|| {
    [
        include_str!("static/common.js"),
        super::web::FLUENT,
        BOARD_JS,
        include_str!("static/embed.js"),
    ]
    .join("\n")
});

/// `/embed/{id}` with its script and style, and the PNG diagram.
pub fn routes() -> axum::Router<AppState> {
    axum::Router::new()
        .route("/embed/{id}", get(embed))
        .route(
            "/embed.js",
            get(|| async {
                (
                    [(header::CONTENT_TYPE, "text/javascript; charset=utf-8")],
                    EMBED_SCRIPT.as_str(),
                )
            }),
        )
        .route(
            "/embed.css",
            get(|| async {
                (
                    [(header::CONTENT_TYPE, "text/css; charset=utf-8")],
                    EMBED_STYLE,
                )
            }),
        )
        .route("/api/tables/{id}/diagram.png", get(png))
}

/// The viewer of table `id`; a table that is not there is the site's 404.
async fn embed(
    State(st): State<AppState>,
    client: Client,
    Path(id): Path<String>,
    uri: Uri,
    headers: HeaderMap,
) -> Response {
    if let Err(e) = st.rate(Action::Read, &client) {
        return e.into_response();
    }
    let there = id.clone();
    // Loading the table may read the database: off the async workers.
    let found = st
        .light_work(move |st, _| st.with_table(&there, |_| ()))
        .await;
    if found.is_err() {
        return super::web::not_found(&uri, &headers);
    }
    super::web::localized_with(&EMBED, &uri, &headers, super::web::EMBED_POLICY)
}

#[derive(Deserialize)]
struct PngQuery {
    ply: Option<usize>,
    #[serde(default)]
    flip: bool,
    #[serde(default)]
    download: bool,
}

/// The diagram after `ply` plies (default: now) as PNG, with the move that
/// led there, in the visitor's language; drawn through the gate
/// (rasterising costs more than SVG).
async fn png(
    State(st): State<AppState>,
    client: Client,
    crate::lang::RequestLang(lang): crate::lang::RequestLang,
    Path(id): Path<String>,
    q: Result<Query<PngQuery>, axum::extract::rejection::QueryRejection>,
) -> Result<Response, ServerError> {
    let q = q.map(|Query(q)| q).map_err(crate::rejection::query)?;
    st.rate(Action::Read, &client)?;
    let (at, ply, flip) = (id.clone(), q.ply, q.flip);
    let bytes = st
        .heavy_work(&client, move |st, _| {
            let (scene, rules) =
                st.with_table(&at, |t| (t.scene(ply, true), t.game.rules_arc().clone()))?;
            super::table::draw(&scene?, &rules, flip, suffragetto_render::Format::Png, lang)
        })
        .await?;
    let mut resp = ([(header::CONTENT_TYPE, "image/png")], bytes).into_response();
    if q.download {
        attach(&mut resp, &id, q.ply, "png");
    }
    Ok(resp)
}

/// Makes `resp` a download named for table `id` at `ply` (none: the
/// position now) with the extension `ext`.
pub(super) fn attach(resp: &mut Response, id: &str, ply: Option<usize>, ext: &str) {
    let name = format!(
        "attachment; filename=\"suffragetto-{}-ply{}.{ext}\"",
        &id[..8.min(id.len())],
        ply.map(|p| p.to_string()).unwrap_or_else(|| "last".into())
    );
    if let Ok(v) = name.parse() {
        resp.headers_mut().insert(header::CONTENT_DISPOSITION, v);
    }
}
