//! The studio's pages: `/study/new` (a new study), `/study/{id}` (the
//! board, the move tree and, with the edit link, the editor; students
//! follow a presenting teacher here) and `/embed/study/{id}` (read-only,
//! the one studio page other sites may frame), with their script and style.

use crate::AppState;
use crate::page_words::Localized;
use crate::rate::{Action, Client};
use crate::web::{EMBED_POLICY, PAGE_POLICY};
use axum::extract::{Path, State};
use axum::http::{HeaderMap, Uri, header};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use std::sync::LazyLock;
use suffragetto_render::browser::BOARD_JS;

static STUDY: LazyLock<Localized> =
    LazyLock::new(|| Localized::new(include_str!("../static/study.html")));
static EMBED: LazyLock<Localized> =
    LazyLock::new(|| Localized::new(include_str!("../static/study_embed.html")));
const STYLE: &str = include_str!("../static/study.css");
/// The studio's scripts, one answer: what the pages share, Fluent, the
/// accounts' (for the owner's session), the board module, the studio's.
static SCRIPT: LazyLock<String> = LazyLock::new(|| {
    [
        include_str!("../static/common.js"),
        crate::web::FLUENT,
        include_str!("../static/accounts.js"),
        BOARD_JS,
        include_str!("../static/study_tree.js"),
        include_str!("../static/study_board.js"),
        include_str!("../static/study_other_moves.js"),
        include_str!("../static/study_analysis.js"),
        include_str!("../static/study_manage.js"),
        include_str!("../static/study.js"),
    ]
    .join("\n")
});

pub fn routes() -> axum::Router<AppState> {
    axum::Router::new()
        .route("/study/new", get(page))
        .route("/study/{id}", get(study))
        .route("/embed/study/{id}", get(embed))
        .route(
            "/study.js",
            get(|| async {
                (
                    [(header::CONTENT_TYPE, "text/javascript; charset=utf-8")],
                    SCRIPT.as_str(),
                )
            }),
        )
        .route(
            "/study.css",
            get(|| async { ([(header::CONTENT_TYPE, "text/css; charset=utf-8")], STYLE) }),
        )
}

async fn page(uri: Uri, headers: HeaderMap) -> Response {
    crate::web::localized_with(&STUDY, &uri, &headers, PAGE_POLICY)
}

/// Whether study `id` is there (a study that is not is the site's 404).
async fn exists(st: &AppState, id: &str) -> bool {
    id.len() <= 64
        && id.bytes().all(|b| b.is_ascii_hexdigit())
        && matches!(st.studies().study(id.to_string()).await, Ok(Some(_)))
}

async fn study(
    State(st): State<AppState>,
    client: Client,
    Path(id): Path<String>,
    uri: Uri,
    headers: HeaderMap,
) -> Response {
    page_of(&st, &client, &id, &uri, &headers, &STUDY, PAGE_POLICY).await
}

async fn embed(
    State(st): State<AppState>,
    client: Client,
    Path(id): Path<String>,
    uri: Uri,
    headers: HeaderMap,
) -> Response {
    page_of(&st, &client, &id, &uri, &headers, &EMBED, EMBED_POLICY).await
}

/// A page of study `id` (the editor or the embeddable viewer) in the
/// visitor's language, or the site's 404 when there is no such study.
async fn page_of(
    st: &AppState,
    client: &Client,
    id: &str,
    uri: &Uri,
    headers: &HeaderMap,
    page: &'static Localized,
    policy: &'static str,
) -> Response {
    if let Err(e) = st.rate(Action::Read, client) {
        return e.into_response();
    }
    if !exists(st, id).await {
        return crate::web::not_found(uri, headers);
    }
    crate::web::localized_with(page, uri, headers, policy)
}
