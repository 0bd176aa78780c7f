//! The pages (the tables at `/` and `/t/{id}`, the account's at `/sign-in`,
//! `/sign-up` and `/account`, the explorer at `/explore`):
//! HTML, scripts and style embedded in the binary, no build step and
//! nothing fetched from elsewhere. The board module
//! (`crates/suffragetto-render/assets/board.js`) is the book's too.

use super::{AppState, ServerError};
use crate::page_words::Localized;
use axum::http::{HeaderMap, HeaderValue, StatusCode, Uri, header};
use axum::response::{Html, IntoResponse, Response};
use axum::routing::get;
use std::sync::LazyLock;
use suffragetto_render::browser::BOARD_JS;

/// Project Fluent's JavaScript, for the pages outside this module.
pub const FLUENT: &str = FLUENT_JS;

/// The tables' and accounts' page, in every language.
static INDEX: LazyLock<Localized> =
    LazyLock::new(|| Localized::new(include_str!("static/index.html")));
/// Project Fluent's JavaScript implementation (`@fluent/bundle`, Apache-2.0,
/// the version `tests/e2e/package.json` pins; a test compares the two),
/// which formats the pages' words in the browser.
const FLUENT_JS: &str = suffragetto_core::lang::FLUENT_BUNDLE_JS;
/// The style: the pages' own, then online play's (clocks and controls).
static STYLE: LazyLock<String> = LazyLock::new(|| {
    [
        include_str!("static/app.css"),
        include_str!("static/online.css"),
    ]
    .join("\n")
});
/// The scripts, one after the other in one answer (one request, not
/// one per file): what the pages share, the board module the book shares
/// ([`BOARD_JS`]), then the lobby's and the table's.
static SCRIPT: LazyLock<String> = LazyLock::new(|| {
    [
        include_str!("static/common.js"),
        FLUENT_JS,
        include_str!("static/accounts.js"),
        BOARD_JS,
        include_str!("static/lobby.js"),
        include_str!("static/seek.js"),
        include_str!("static/my_tables.js"),
        include_str!("static/board.js"),
        include_str!("static/board_keys.js"),
        include_str!("static/announce.js"),
        include_str!("static/move_box.js"),
        include_str!("static/actions.js"),
        include_str!("static/comforts.js"),
        include_str!("static/table.js"),
        include_str!("static/clock.js"),
        include_str!("static/game_actions.js"),
        include_str!("static/app.js"),
    ]
    .join("\n")
});
/// The explorer's page, in every language.
static EXPLORER: LazyLock<Localized> =
    LazyLock::new(|| Localized::new(include_str!("static/explore.html")));
const EXPLORER_STYLE: &str = include_str!("static/explore.css");
/// The explorer's scripts, one answer.
static EXPLORER_SCRIPT: LazyLock<String> = LazyLock::new(|| {
    [
        include_str!("static/common.js"),
        FLUENT_JS,
        BOARD_JS,
        include_str!("static/explore_board.js"),
        include_str!("static/explore_panels.js"),
        include_str!("static/explore.js"),
    ]
    .join("\n")
});
/// The pages' policy: their own scripts and styles, diagrams as data,
/// never framed.
pub(crate) const PAGE_POLICY: &str = "default-src 'self'; img-src 'self' data:; style-src 'self' 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'; form-action 'self'";
/// The embeddable viewers' policy: the pages' own, except that any site
/// may frame them.
pub(crate) const EMBED_POLICY: &str = "default-src 'self'; img-src 'self' data:; style-src 'self' 'unsafe-inline'; frame-ancestors *; base-uri 'none'; form-action 'self'";

pub fn routes() -> axum::Router<AppState> {
    axum::Router::new()
        .route("/", get(page))
        .route("/t/{id}", get(page))
        .route("/sign-in", get(page))
        .route("/sign-up", get(page))
        .route("/account", get(page))
        .route("/my-tables", get(page))
        .route("/how-to-play", get(page))
        .route("/api/site", get(site))
        .route("/app.js", get(script))
        .route("/app.css", get(style))
        .route("/explore", get(explorer))
        .route(
            "/explore.js",
            get(|| async { script_of(EXPLORER_SCRIPT.as_str()) }),
        )
        .route("/explore.css", get(|| async { style_of(EXPLORER_STYLE) }))
        .route(
            "/favicon.ico",
            get(|| async { axum::http::StatusCode::NO_CONTENT }),
        )
}

async fn page(uri: Uri, headers: HeaderMap) -> Response {
    localized(&INDEX, &uri, &headers)
}

/// What this server offers beside the tables, for the pages' header:
/// `{"book": true}` when it serves the book under `/book/` (the header
/// then shows its link). Always 200, so a site without a book logs no
/// failed request in a visitor's console.
async fn site(axum::extract::State(st): axum::extract::State<AppState>) -> Response {
    axum::Json(serde_json::json!({ "book": st.book().is_some() })).into_response()
}

/// Any path no route takes: the site's 404 page (the tables' page, whose
/// script says the page is not there, under the site's header), or for a
/// path under `/api/` a JSON error like the API's other answers.
pub async fn fallback(uri: Uri, headers: HeaderMap) -> Response {
    if uri.path().starts_with("/api/") {
        let shown: String = uri.path().chars().take(120).collect();
        return ServerError::not_found("error-api-no-path", |a| a.text("path", &shown))
            .into_response();
    }
    not_found(&uri, &headers)
}

/// The site's 404 page in the visitor's language.
pub fn not_found(uri: &Uri, headers: &HeaderMap) -> Response {
    let mut resp = localized(&INDEX, uri, headers);
    *resp.status_mut() = StatusCode::NOT_FOUND;
    resp
}

/// `page` in the visitor's language, from a template of its own (the
/// embedded viewer's): the same words, cookie and headers as the site's
/// pages, with the policy `policy`.
pub fn localized_with(
    page: &'static Localized,
    uri: &Uri,
    headers: &HeaderMap,
    policy: &'static str,
) -> Response {
    let mut resp = localized(page, uri, headers);
    resp.headers_mut().insert(
        header::CONTENT_SECURITY_POLICY,
        HeaderValue::from_static(policy),
    );
    resp
}

async fn explorer(uri: Uri, headers: HeaderMap) -> Response {
    localized(&EXPLORER, &uri, &headers)
}

/// `page` in the visitor's language; a language named with `?lang=` is
/// kept in a cookie for the pages and answers that follow.
fn localized(page: &'static Localized, uri: &Uri, headers: &HeaderMap) -> Response {
    let lang = crate::lang::of(uri, headers);
    // A page that a session cookie asks for says so (`data-session`), so
    // its script asks who is signed in only then; a guest's page asks
    // nothing (no 401 in its console). The cookie is not checked here.
    let html = page.get(lang);
    let cookies = || {
        headers
            .get_all(header::COOKIE)
            .iter()
            .filter_map(|v| v.to_str().ok())
    };
    let session = crate::accounts::session::from_cookies(cookies(), false).is_some()
        || crate::accounts::session::from_cookies(cookies(), true).is_some();
    let html: std::borrow::Cow<'static, str> = if session {
        html.replacen("<body>", "<body data-session>", 1).into()
    } else {
        html.into()
    };
    let mut resp = (
        [
            (header::CONTENT_SECURITY_POLICY, PAGE_POLICY),
            (header::VARY, "Accept-Language, Cookie"),
        ],
        Html(html),
    )
        .into_response();
    let h = resp.headers_mut();
    h.insert(
        header::CONTENT_LANGUAGE,
        HeaderValue::from_static(lang.code()),
    );
    if let Some(asked) = crate::lang::asked(uri) {
        let cookie = format!(
            "{}={}; Path=/; Max-Age=31536000; SameSite=Lax",
            crate::lang::COOKIE,
            asked.code()
        );
        if let Ok(v) = HeaderValue::from_str(&cookie) {
            h.insert(header::SET_COOKIE, v);
        }
    }
    resp
}

fn script_of(text: &'static str) -> impl IntoResponse {
    (
        [(header::CONTENT_TYPE, "text/javascript; charset=utf-8")],
        text,
    )
}

fn style_of(text: &'static str) -> impl IntoResponse {
    ([(header::CONTENT_TYPE, "text/css; charset=utf-8")], text)
}

async fn script() -> impl IntoResponse {
    script_of(SCRIPT.as_str())
}

async fn style() -> impl IntoResponse {
    style_of(STYLE.as_str())
}
