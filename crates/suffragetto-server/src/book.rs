//! The built book (`suffragetto book`, default `book/build`) under
//! `/book/`, so that one server is the whole site. Files are served by
//! tower-http's `ServeDir` (streamed, so any size costs little memory; the
//! content type from the extension; `index.html` for a directory; ranges
//! and `If-Modified-Since`). Before it, every path is checked here: no
//! `..`, no hidden file, no backslash or NUL, and the file it names,
//! symbolic links followed, must be a regular file or a directory inside
//! the book's directory. Anything else is 404.

use super::AppState;
use axum::extract::{Path as Captured, Request, State};
use axum::http::{HeaderValue, StatusCode, Uri, header};
use axum::response::{IntoResponse, Redirect, Response};
use axum::routing::get;
use std::path::{Component, Path, PathBuf};
use tower::ServiceExt;
use tower_http::services::ServeDir;

/// What a book page may load: its own scripts, styles, pictures and fonts
/// (mdBook's pages have inline scripts and styles), nothing from elsewhere.
const BOOK_POLICY: &str = "default-src 'self'; script-src 'self' 'unsafe-inline'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; font-src 'self' data:; frame-ancestors 'none'; base-uri 'none'; form-action 'self'";

/// `/book`, `/book/` and every path under it.
pub fn routes() -> axum::Router<AppState> {
    axum::Router::new()
        .route("/book", get(|| async { Redirect::permanent("/book/") }))
        .route("/book/", get(index))
        .route("/book/{*path}", get(file))
}

fn not_found() -> Response {
    (
        StatusCode::NOT_FOUND,
        axum::Json(serde_json::json!({ "error": "no such page in the book" })),
    )
        .into_response()
}

/// Whether `rel` (decoded) names something that may be served: relative,
/// plain components only, none hidden, no backslash or NUL.
pub fn plain(rel: &str) -> bool {
    if rel.contains(['\\', '\0']) || rel.starts_with('/') {
        return false;
    }
    Path::new(rel).components().all(|c| match c {
        Component::Normal(part) => !part.to_string_lossy().starts_with('.'),
        _ => false,
    })
}

/// Whether `rel` under `root` (canonical) is a regular file or directory
/// inside `root` once symbolic links are followed; true also when it does
/// not exist (ServeDir answers 404 then).
fn inside(root: &Path, rel: &str) -> bool {
    let target = root.join(rel);
    match target.canonicalize() {
        Ok(real) => {
            real.starts_with(root)
                && std::fs::metadata(&real).is_ok_and(|m| m.is_file() || m.is_dir())
        }
        Err(_) => !target.exists(),
    }
}

async fn index(State(st): State<AppState>, req: Request) -> Response {
    serve(st, String::new(), req).await
}

async fn file(
    State(st): State<AppState>,
    Captured(rel): Captured<String>,
    req: Request,
) -> Response {
    serve(st, rel, req).await
}

/// Serves `rel` (decoded) of the book for `req`.
async fn serve(st: AppState, rel: String, req: Request) -> Response {
    let Some(root) = st.book().and_then(|d| d.canonicalize().ok()) else {
        return not_found();
    };
    // ServeDir reads the path as the request wrote it (percent-encoded).
    let Some(raw) = req.uri().path().strip_prefix("/book/").map(str::to_string) else {
        return not_found();
    };
    let root_for_check = root.clone();
    let ok = tokio::task::spawn_blocking(move || plain(&rel) && inside(&root_for_check, &rel))
        .await
        .unwrap_or(false);
    if !ok {
        return not_found();
    }
    let (mut parts, body) = req.into_parts();
    let Ok(uri) = format!("/{raw}").parse::<Uri>() else {
        return not_found();
    };
    parts.uri = uri;
    let served = ServeDir::new(&root)
        .oneshot(Request::from_parts(parts, body))
        .await;
    let mut resp = match served {
        Ok(r) if r.status() == StatusCode::NOT_FOUND => return not_found(),
        Ok(r) => r.into_response(),
        Err(e) => return super::internal(&e),
    };
    // A directory without its slash is redirected by ServeDir to a path
    // outside `/book/`: put the prefix back.
    if let Some(to) = resp.headers().get(header::LOCATION).cloned()
        && let Ok(to) = to.to_str()
        && let Ok(v) = HeaderValue::from_str(&format!("/book{to}"))
    {
        resp.headers_mut().insert(header::LOCATION, v);
    }
    resp.headers_mut().insert(
        header::CONTENT_SECURITY_POLICY,
        HeaderValue::from_static(BOOK_POLICY),
    );
    resp
}

/// The default book directory, `book/build`, if it holds a built book.
pub fn default_dir() -> Option<PathBuf> {
    let dir = PathBuf::from("book/build");
    dir.join("index.html").is_file().then_some(dir)
}

#[cfg(test)]
mod tests {
    use super::plain;

    #[test]
    fn only_plain_relative_paths_pass() {
        for ok in ["", "index.html", "games/01.html", "print-kit/board.pdf"] {
            assert!(plain(ok), "{ok}");
        }
        for bad in [
            "../secret",
            "a/../../b",
            "/etc/passwd",
            ".git/config",
            "a/.hidden",
            "a\\..\\b",
            "a\0b",
            "./index.html",
        ] {
            assert!(!plain(bad), "{bad:?}");
        }
    }
}
