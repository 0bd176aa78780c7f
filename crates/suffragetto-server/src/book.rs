//! The built book (`suffragetto book`, default `book/build`) under
//! `/book/`, so that one server is the whole site. Every path is checked
//! first (no `..`, no hidden file, no backslash or NUL), then opened
//! beneath the book's directory by the kernel ([`crate::book_files`]: a
//! link is followed only while it stays inside), and the file opened is the
//! one served: streamed, its content type from its extension, `index.html`
//! for a directory, one byte range, `If-Modified-Since`. Anything else is
//! the book's own 404 page with status 404; what went wrong with a path
//! that is there but not served (a link out, a loop, a name too long) goes
//! to standard error.

use super::AppState;
use super::book_files::{Found, Missing};
use axum::body::Body;
use axum::extract::{Path as Captured, Request, State};
use axum::http::{HeaderMap, HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Redirect, Response};
use axum::routing::get;
use std::io::{Read, Seek, SeekFrom};
use std::path::{Component, Path, PathBuf};
use std::time::SystemTime;
use suffragetto_core::lang::Lang;

/// What a book page may load: its own scripts, styles, pictures and fonts
/// (mdBook's pages have inline scripts and styles), nothing from elsewhere.
const BOOK_POLICY: &str = "default-src 'self'; script-src 'self' 'unsafe-inline'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; font-src 'self' data:; frame-ancestors 'none'; base-uri 'self'; form-action 'self'";

/// The 404 page of a book that has none of its own, in the site's style
/// and each language.
static NOT_IN_THE_BOOK: std::sync::LazyLock<crate::page_words::Localized> =
    std::sync::LazyLock::new(|| {
        crate::page_words::Localized::new(include_str!("static/book_404.html"))
    });

/// A file of the book larger than this is streamed, not read at once.
const READ_AT_ONCE: u64 = 256 * 1024;

/// `/book`, `/book/` and every path under it.
pub fn routes() -> axum::Router<AppState> {
    axum::Router::new()
        .route("/book", get(|| async { Redirect::permanent("/book/") }))
        .route("/book/", get(index))
        .route("/book/{*path}", get(file))
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

/// What the book answers for one path.
enum Answer {
    /// A file to send, with its name (for the content type).
    File(std::fs::File, std::fs::Metadata, String),
    /// A directory asked for without its slash.
    Slash,
    /// Nothing: the book's 404 page, if it has one, else ours in the
    /// language given.
    NotFound(Option<String>, Lang),
}

/// The book's own 404 page in `lang` (its `LANG/404.html`, else the one
/// at its root), with its links made to work under `/book/`.
fn not_found_page(root: &std::fs::File, lang: Lang) -> Option<String> {
    let own = Path::new(lang.code()).join("404.html");
    let opened = super::book_files::open(root, &own)
        .or_else(|_| super::book_files::open(root, Path::new("404.html")));
    let Ok(Found::File(mut f, meta)) = opened else {
        return None;
    };
    if meta.len() > READ_AT_ONCE {
        return None;
    }
    let mut page = String::new();
    f.read_to_string(&mut page).ok()?;
    // mdBook writes the 404 page for a book at the site's root (each
    // language's book at `/LANG/`): under `/book/` here.
    Some(page.replacen("<base href=\"/", "<base href=\"/book/", 1))
}

/// The language of a path of the book (`de/rules.html`), else `visitor`.
fn lang_of_path(rel: &str, visitor: Lang) -> Lang {
    rel.split('/')
        .next()
        .and_then(|first| first.parse::<Lang>().ok())
        .unwrap_or(visitor)
}

/// Looks `rel` up beneath `root` (blocking); a page it lacks is answered
/// in the path's language, else in `visitor`'s.
fn look_up(root: &Path, rel: &str, slash: bool, visitor: Lang) -> Answer {
    let lang = lang_of_path(rel, visitor);
    let Ok(dir) = std::fs::File::open(root) else {
        eprintln!("book: cannot open the book's directory {}", root.display());
        return Answer::NotFound(None, lang);
    };
    let missing = |why: Missing| {
        if let Missing::Refused(why) = why {
            let shown: String = rel.chars().take(120).collect();
            log(&format!("book: /book/{shown:?} not served: {why}"));
        }
        Answer::NotFound(not_found_page(&dir, lang), lang)
    };
    if !plain(rel) {
        return Answer::NotFound(not_found_page(&dir, lang), lang);
    }
    let path = Path::new(rel);
    match super::book_files::open(&dir, path) {
        Ok(Found::File(f, meta)) => Answer::File(f, meta, rel.to_string()),
        Ok(Found::Dir) if !slash && !rel.is_empty() => Answer::Slash,
        Ok(Found::Dir) => {
            let index = path.join("index.html");
            match super::book_files::open(&dir, &index) {
                Ok(Found::File(f, meta)) => {
                    Answer::File(f, meta, index.to_string_lossy().into_owned())
                }
                Ok(Found::Dir) => missing(Missing::Absent),
                Err(why) => missing(why),
            }
        }
        Err(why) => missing(why),
    }
}

/// Lines written to standard error a second at most.
const LOG_LINES: u64 = 10;

/// Writes `line` to standard error, at most [`LOG_LINES`] lines a second
/// (a book with a link out, read in a loop, says so ten times a second,
/// not a thousand); the lines left out are counted in the next.
fn log(line: &str) {
    use std::sync::Mutex;
    /// The second, the lines written in it, the lines left out.
    static WRITTEN: Mutex<(u64, u64, u64)> = Mutex::new((0, 0, 0));
    let now = SystemTime::now()
        .duration_since(SystemTime::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs());
    let mut w = WRITTEN.lock().unwrap_or_else(|e| e.into_inner());
    if w.0 != now {
        *w = (now, 0, w.2);
    }
    if w.1 >= LOG_LINES {
        w.2 += 1;
        return;
    }
    w.1 += 1;
    match std::mem::take(&mut w.2) {
        0 => eprintln!("{line}"),
        n => eprintln!("{line} ({n} more such lines left out)"),
    }
}

/// Serves `rel` (decoded) of the book for `req`.
async fn serve(st: AppState, rel: String, req: Request) -> Response {
    let visitor = super::lang::of(req.uri(), req.headers());
    let Some(root) = st.book().map(Path::to_path_buf) else {
        return page_404(None, visitor);
    };
    let slash = req.uri().path().ends_with('/');
    let answer = tokio::task::spawn_blocking(move || look_up(&root, &rel, slash, visitor))
        .await
        .unwrap_or(Answer::NotFound(None, visitor));
    let mut resp = match answer {
        Answer::File(f, meta, name) => send(f, &meta, &name, req.headers()).await,
        Answer::Slash => Redirect::permanent(&format!("{}/", req.uri().path())).into_response(),
        Answer::NotFound(page, lang) => page_404(page, lang),
    };
    resp.headers_mut().insert(
        header::CONTENT_SECURITY_POLICY,
        HeaderValue::from_static(BOOK_POLICY),
    );
    resp
}

fn page_404(page: Option<String>, lang: Lang) -> Response {
    (
        StatusCode::NOT_FOUND,
        [(header::CONTENT_TYPE, "text/html; charset=utf-8")],
        page.unwrap_or_else(|| NOT_IN_THE_BOOK.get(lang).to_string()),
    )
        .into_response()
}

/// The one byte range `headers` ask of a file of `len` bytes: `None` for
/// the whole file (no range, several, or an `If-Range` that no longer
/// holds), `Err` for a range past the end.
fn range(headers: &HeaderMap, len: u64, modified: &str) -> Option<Result<(u64, u64), ()>> {
    let asked = headers.get(header::RANGE)?.to_str().ok()?;
    if let Some(v) = headers.get(header::IF_RANGE)
        && v.as_bytes() != modified.as_bytes()
    {
        return None;
    }
    let spec = asked.strip_prefix("bytes=")?.trim();
    if spec.contains(',') {
        return None;
    }
    let (a, b) = spec.split_once('-')?;
    let (a, b) = (a.trim(), b.trim());
    let span = match (a.parse::<u64>(), b.parse::<u64>()) {
        (Ok(start), Ok(end)) if start <= end => (start, end.min(len.saturating_sub(1))),
        (Ok(start), Err(_)) if b.is_empty() => (start, len.saturating_sub(1)),
        (Err(_), Ok(last)) if a.is_empty() && last > 0 => {
            (len.saturating_sub(last), len.saturating_sub(1))
        }
        (Err(_), Ok(_)) if a.is_empty() => return Some(Err(())),
        _ => return None,
    };
    if span.0 >= len {
        return Some(Err(()));
    }
    Some(Ok(span))
}

/// The answer for file `f` (named `name`) to a request with `headers`.
async fn send(
    mut f: std::fs::File,
    meta: &std::fs::Metadata,
    name: &str,
    headers: &HeaderMap,
) -> Response {
    let len = meta.len();
    let modified = meta.modified().ok().map(httpdate::fmt_http_date);
    let mime = mime_guess::from_path(name).first_or_octet_stream();
    let mut resp = Response::builder()
        .header(header::CONTENT_TYPE, mime.as_ref())
        .header(header::ACCEPT_RANGES, "bytes");
    if let Some(m) = &modified {
        resp = resp.header(header::LAST_MODIFIED, m);
    }
    let since = headers
        .get(header::IF_MODIFIED_SINCE)
        .and_then(|v| v.to_str().ok())
        .and_then(|v| httpdate::parse_http_date(v).ok());
    let mtime = meta.modified().ok().and_then(|m| {
        let secs = m.duration_since(SystemTime::UNIX_EPOCH).ok()?.as_secs();
        Some(SystemTime::UNIX_EPOCH + std::time::Duration::from_secs(secs))
    });
    if let (Some(since), Some(mtime)) = (since, mtime)
        && mtime <= since
        && headers.get(header::RANGE).is_none()
    {
        return resp
            .status(StatusCode::NOT_MODIFIED)
            .body(Body::empty())
            .unwrap_or_default();
    }
    let (status, start, count) = match range(headers, len, modified.as_deref().unwrap_or("")) {
        None => (StatusCode::OK, 0, len),
        Some(Ok((a, b))) => {
            resp = resp.header(header::CONTENT_RANGE, format!("bytes {a}-{b}/{len}"));
            (StatusCode::PARTIAL_CONTENT, a, b - a + 1)
        }
        Some(Err(())) => {
            return resp
                .status(StatusCode::RANGE_NOT_SATISFIABLE)
                .header(header::CONTENT_RANGE, format!("bytes */{len}"))
                .body(Body::empty())
                .unwrap_or_default();
        }
    };
    if start > 0 && f.seek(SeekFrom::Start(start)).is_err() {
        return super::internal(&format!("book: cannot seek in {name}"));
    }
    let body = if count <= READ_AT_ONCE {
        let mut bytes = Vec::with_capacity(count as usize);
        if let Err(e) = (&mut f).take(count).read_to_end(&mut bytes) {
            return super::internal(&format!("book: reading {name}: {e}"));
        }
        Body::from(bytes)
    } else {
        let file = tokio::io::AsyncReadExt::take(tokio::fs::File::from_std(f), count);
        Body::from_stream(tokio_util::io::ReaderStream::new(file))
    };
    resp.status(status)
        .header(header::CONTENT_LENGTH, count)
        .body(body)
        .unwrap_or_default()
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
