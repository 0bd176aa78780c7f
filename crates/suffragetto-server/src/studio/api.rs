//! The studio's JSON API (README): studies made, read, their chapters
//! replaced as records; the exports; the presenting teacher's place and
//! its event stream; the engine's look at one position.

use super::chapter::{self, Checked};
use super::export::{self, chapter as chapter_n, parse_path, record_of};
use super::limits::{MAX_CHAPTERS, MAX_FOLLOWERS, MAX_HANDOUT_PLIES, MAX_STUDY_BYTES};
use crate::accounts::guard::Viewer;
use crate::accounts::session::random_hex;
use crate::api::body;
use crate::rate::{Action, Client};
use crate::storage::{ChapterRow, NewStudy, StudyRow};
use crate::{AppState, ServerError};
use axum::Json;
use axum::extract::rejection::{JsonRejection, QueryRejection};
use axum::extract::{Path, Query, State};
use axum::http::{HeaderMap, header};
use axum::response::sse::{Event, KeepAlive, Sse};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use serde::Deserialize;
use serde_json::{Value, json};
use std::convert::Infallible;
use suffragetto_render::Format;
use tokio_stream::StreamExt;
use tokio_stream::wrappers::WatchStream;

type Body<T> = Result<Json<T>, JsonRejection>;

/// The routes that read.
pub fn reads() -> axum::Router<AppState> {
    axum::Router::new()
        .route("/api/studies/{id}", get(show))
        .route("/api/studies/{id}/key", post(check_key))
        .route("/api/studies/{id}/chapters/{file}", get(chapter_file))
        .route("/api/studies/{id}/chapters/{n}/{file}", get(diagram))
        .route("/api/studies/{id}/study.sgn", get(whole_sgn))
        .route("/api/studies/{id}/handout.pdf", get(handout))
        .route("/api/studies/{id}/book.zip", get(book_zip))
        .route("/api/studies/{id}/events", get(events))
        .route("/api/studies/{id}/present", post(present))
        .route("/api/studies/{id}/analyse", get(analyse))
        .route("/api/me/studies", get(mine))
}

/// The routes that take records in their body.
pub fn writes() -> axum::Router<AppState> {
    axum::Router::new()
        .route("/api/studies", post(create))
        .route(
            "/api/studies/{id}/chapters/{file}",
            axum::routing::put(put_chapter),
        )
}

fn query<T>(q: Result<Query<T>, QueryRejection>) -> Result<T, ServerError> {
    q.map(|Query(t)| t).map_err(crate::rejection::query)
}

pub(super) fn now() -> i64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs() as i64)
}

/// The study `id`, or 404.
pub(super) async fn load(st: &AppState, id: &str) -> Result<StudyRow, ServerError> {
    let missing = || ServerError::not_found("error-study-none", |a| a);
    if id.len() > 64 || !id.bytes().all(|b| b.is_ascii_hexdigit()) {
        return Err(missing());
    }
    st.studies()
        .study(id.to_string())
        .await?
        .ok_or_else(missing)
}

/// Whether the request may change `study`: its edit key, or the owner's
/// session with the session's CSRF token (`X-CSRF-Token`).
fn may_edit(study: &StudyRow, key: Option<&str>, viewer: &Viewer, headers: &HeaderMap) -> bool {
    if let Some(k) = key {
        return crate::same_secret(&hex(&super::key_hash(k).0), &hex(&study.edit.0));
    }
    let Some(me) = &viewer.0 else { return false };
    let csrf = headers
        .get(crate::accounts::guard::CSRF_HEADER)
        .and_then(|v| v.to_str().ok())
        .unwrap_or("");
    study.owner == Some(me.account) && crate::same_secret(csrf, &me.id.csrf())
}

fn hex(b: &[u8]) -> String {
    b.iter().map(|x| format!("{x:02x}")).collect()
}

/// Study `id`, if `key` (or the owner's session) may change it: else
/// [`refuse`]'s 403.
pub(super) async fn load_to_edit(
    st: &AppState,
    id: &str,
    key: Option<&str>,
    viewer: &Viewer,
    headers: &HeaderMap,
) -> Result<StudyRow, ServerError> {
    let s = load(st, id).await?;
    if !may_edit(&s, key, viewer, headers) {
        return Err(refuse());
    }
    Ok(s)
}

fn refuse() -> ServerError {
    ServerError::forbidden("error-study-read-only", |a| a)
}

#[derive(Deserialize)]
struct NewChapter {
    #[serde(default)]
    name: String,
    #[serde(default = "crate::api::english")]
    variant: String,
    /// The chapter as a record.
    sgn: Option<String>,
    /// A position string to start from.
    position: Option<String>,
    /// A table whose record the chapter takes.
    table: Option<String>,
}

#[derive(Deserialize)]
struct CreateReq {
    title: String,
    chapters: Vec<NewChapter>,
}

/// The record a new chapter starts with.
fn source(st: &AppState, c: &NewChapter) -> Result<String, ServerError> {
    let rules = st.rules(&c.variant)?;
    match (&c.sgn, &c.position, &c.table) {
        (Some(s), None, None) => Ok(s.clone()),
        (None, p, None) => chapter::from_position(p.as_deref(), &rules),
        (None, None, Some(t)) => {
            let text = st.with_table(t, |t| (t.record(), t.rules().id().to_string()))?;
            if text.1 != c.variant {
                return Err(ServerError::bad_request("error-study-table-variant", |a| {
                    a.text("table", &text.1).text("variant", &c.variant)
                }));
            }
            text.0
        }
        _ => Err(ServerError::bad_request("error-study-chapter-start", |a| a)),
    }
}

/// The chapters of a request checked, in order.
fn checked(
    st: &AppState,
    chapters: &[(String, String, String)],
    budget: &suffragetto_core::budget::Budget,
) -> Result<Vec<ChapterRow>, ServerError> {
    let mut out = Vec::new();
    for (i, (name, variant, sgn)) in chapters.iter().enumerate() {
        let rules = st.rules(variant)?;
        let Checked { sgn, .. } = chapter::check(i, sgn, &rules, budget)?;
        out.push(ChapterRow {
            name: name.clone(),
            variant: variant.clone(),
            sgn,
        });
    }
    let total: usize = out.iter().map(|c| c.sgn.len()).sum();
    if total > MAX_STUDY_BYTES {
        return Err(ServerError::bad_request("error-study-bytes", |a| {
            a.number("bytes", total).number("max", MAX_STUDY_BYTES)
        }));
    }
    Ok(out)
}

async fn create(
    State(st): State<AppState>,
    client: Client,
    viewer: Viewer,
    b: Body<CreateReq>,
) -> Result<Json<Value>, ServerError> {
    st.rate(Action::Study, &client)?;
    let req = body(b)?;
    let title = chapter::name(&req.title, "")?;
    if title.is_empty() {
        return Err(ServerError::bad_request("error-study-title", |a| a));
    }
    if req.chapters.is_empty() || req.chapters.len() > MAX_CHAPTERS {
        return Err(ServerError::bad_request("error-study-chapter-count", |a| {
            a.number("max", MAX_CHAPTERS)
        }));
    }
    let mut sources = Vec::new();
    for (i, c) in req.chapters.iter().enumerate() {
        let name = chapter::name(&c.name, &format!("Chapter {}", i + 1))?;
        sources.push((name, c.variant.clone(), source(&st, c)?));
    }
    let rows = st
        .heavy_work(&client, move |st, budget| checked(st, &sources, budget))
        .await?;
    let (id, key) = (crate::secret(12), random_hex(16));
    st.studies()
        .create_study(NewStudy {
            id: id.clone(),
            title,
            edit: super::key_hash(&key),
            owner: viewer.0.map(|me| me.account),
            created: now(),
            chapters: rows,
        })
        .await?;
    Ok(Json(json!({
        "id": id,
        "edit_key": key,
        "url": format!("/study/{id}"),
        "edit_url": format!("/study/{id}#key={key}"),
        "embed_url": format!("/embed/study/{id}"),
    })))
}

/// A study as the pages read it: its chapters with their records and move
/// trees.
fn study_json(st: &AppState, s: &StudyRow, mine: bool) -> Result<Value, ServerError> {
    let mut chapters = Vec::new();
    for (i, c) in s.chapters.iter().enumerate() {
        let rules = st.rules(&c.variant)?;
        let record = record_of(c)?;
        chapters.push(json!({
            "n": i + 1,
            "name": c.name,
            "variant": c.variant,
            "sgn": c.sgn,
            "tree": chapter::tree(&record, &rules)?,
        }));
    }
    let present: Option<Value> = s
        .present
        .as_deref()
        .and_then(|p| serde_json::from_str(p).ok());
    Ok(json!({
        "id": s.id,
        "title": s.title,
        "chapters": chapters,
        "present": present,
        "mine": mine,
        "created": s.created,
        "updated": s.updated,
    }))
}

async fn show(
    State(st): State<AppState>,
    client: Client,
    viewer: Viewer,
    Path(id): Path<String>,
) -> Result<Json<Value>, ServerError> {
    st.rate(Action::Read, &client)?;
    let s = load(&st, &id).await?;
    let mine = matches!((&viewer.0, s.owner), (Some(me), Some(o)) if me.account == o);
    st.heavy_work(&client, move |st, _| study_json(st, &s, mine))
        .await
        .map(Json)
}

#[derive(Deserialize)]
struct KeyReq {
    edit_key: Option<String>,
}

/// Whether the key (or the owner's session) may edit: 200 or 403.
async fn check_key(
    State(st): State<AppState>,
    client: Client,
    viewer: Viewer,
    headers: HeaderMap,
    Path(id): Path<String>,
    b: Body<KeyReq>,
) -> Result<Json<Value>, ServerError> {
    st.rate(Action::Read, &client)?;
    let req = body(b)?;
    load_to_edit(&st, &id, req.edit_key.as_deref(), &viewer, &headers).await?;
    Ok(Json(json!({"editable": true})))
}

#[derive(Deserialize)]
struct PutReq {
    edit_key: Option<String>,
    sgn: String,
    name: Option<String>,
    variant: Option<String>,
    /// The writing page's own random id, sent back on the study's stream
    /// with the chapter written so that the page knows the change is its
    /// own.
    editor: Option<String>,
}

/// A page's id as the stream repeats it: letters and digits, at most 32.
pub(super) fn editor_id(raw: Option<&str>) -> String {
    raw.unwrap_or("")
        .chars()
        .filter(char::is_ascii_alphanumeric)
        .take(32)
        .collect()
}

/// Chapter `n` of a URL's file part: `3` or `3.sgn`.
fn chapter_number(file: &str, ext: Option<&str>) -> Result<usize, ServerError> {
    let digits = match ext {
        Some(e) => file.strip_suffix(e),
        None => Some(file),
    };
    digits
        .and_then(|d| d.parse::<usize>().ok())
        .filter(|n| *n >= 1)
        .ok_or_else(|| {
            let shown = file.chars().take(40).collect::<String>();
            ServerError::not_found("error-study-no-chapter-file", |a| a.text("file", &shown))
        })
}

async fn put_chapter(
    State(st): State<AppState>,
    client: Client,
    viewer: Viewer,
    headers: HeaderMap,
    Path((id, file)): Path<(String, String)>,
    b: Body<PutReq>,
) -> Result<Json<Value>, ServerError> {
    st.rate(Action::Study, &client)?;
    let n = chapter_number(&file, None)?;
    let req = body(b)?;
    let s = load_to_edit(&st, &id, req.edit_key.as_deref(), &viewer, &headers).await?;
    if n > s.chapters.len() + 1 || n > MAX_CHAPTERS {
        return Err(ServerError::bad_request("error-study-new-chapter", |a| {
            a.number("n", n)
                .number("max", MAX_CHAPTERS)
                .number("chapters", s.chapters.len())
        }));
    }
    let old = s.chapters.get(n - 1);
    let name = match (&req.name, old) {
        (Some(raw), _) => chapter::name(raw, &format!("Chapter {n}"))?,
        (None, Some(o)) => o.name.clone(),
        (None, None) => format!("Chapter {n}"),
    };
    let variant = req
        .variant
        .clone()
        .or_else(|| old.map(|o| o.variant.clone()))
        .unwrap_or_else(crate::api::english);
    let others: usize = s
        .chapters
        .iter()
        .enumerate()
        .filter(|(i, _)| *i != n - 1)
        .map(|(_, c)| c.sgn.len())
        .sum();
    let sgn = req.sgn;
    let (row, tree) = st
        .heavy_work(&client, move |st, budget| {
            let rules = st.rules(&variant)?;
            let c = chapter::check(n - 1, &sgn, &rules, budget)?;
            if others + c.sgn.len() > MAX_STUDY_BYTES {
                let bytes = others + c.sgn.len();
                return Err(ServerError::bad_request("error-study-bytes-would", |a| {
                    a.number("bytes", bytes).number("max", MAX_STUDY_BYTES)
                }));
            }
            let tree = chapter::tree(&c.record, &rules)?;
            Ok((
                ChapterRow {
                    name,
                    variant,
                    sgn: c.sgn,
                },
                tree,
            ))
        })
        .await?;
    let out =
        json!({"n": n, "name": row.name, "variant": row.variant, "sgn": row.sgn, "tree": tree});
    if !st
        .studies()
        .put_chapter(id.clone(), n - 1, row, now())
        .await?
    {
        return Err(ServerError::conflict("error-study-changed", |a| a));
    }
    // The last write is kept; the study's other pages are told.
    let editor = editor_id(req.editor.as_deref());
    st.studio_live()
        .written(&id, json!({"chapter": n, "editor": editor}).to_string());
    Ok(Json(out))
}

fn sgn_download(name: &str, text: String) -> Response {
    crate::download::attachment(crate::download::RECORD, name, text)
}

async fn chapter_file(
    State(st): State<AppState>,
    client: Client,
    Path((id, file)): Path<(String, String)>,
) -> Result<Response, ServerError> {
    st.rate(Action::Read, &client)?;
    let n = chapter_number(&file, Some(".sgn"))?;
    let s = load(&st, &id).await?;
    let c = chapter_n(&s, n)?;
    let name = format!("{:02}-{}.sgn", n, export::slug(&c.name));
    Ok(sgn_download(&name, export::chapter_sgn(&s, c)?))
}

async fn whole_sgn(
    State(st): State<AppState>,
    client: Client,
    Path(id): Path<String>,
) -> Result<Response, ServerError> {
    st.rate(Action::Read, &client)?;
    let s = load(&st, &id).await?;
    let name = format!("{}.sgn", export::slug(&s.title));
    Ok(sgn_download(&name, export::study_sgn(&s)?))
}

#[derive(Deserialize)]
struct DiagramQuery {
    /// The place (see [`parse_path`]); default the start.
    #[serde(default)]
    at: String,
    /// Plies of the main line (instead of `at`).
    ply: Option<usize>,
    #[serde(default)]
    flip: bool,
}

fn content_type(f: Format) -> &'static str {
    match f {
        Format::Svg => "image/svg+xml",
        Format::Png => "image/png",
        Format::Pdf => "application/pdf",
    }
}

async fn diagram(
    State(st): State<AppState>,
    client: Client,
    crate::lang::RequestLang(lang): crate::lang::RequestLang,
    path: Result<Path<(String, usize, String)>, axum::extract::rejection::PathRejection>,
    q: Result<Query<DiagramQuery>, QueryRejection>,
) -> Result<Response, ServerError> {
    let Path((id, n, file)) = path.map_err(crate::rejection::path)?;
    let q = query(q)?;
    st.rate(Action::Read, &client)?;
    let format: Format = file
        .strip_prefix("diagram.")
        .ok_or_else(|| ServerError::not_found("error-study-diagram-file", |a| a))?
        .parse()
        .map_err(|_: String| {
            crate::rejection::format(
                axum::http::StatusCode::NOT_FOUND,
                file.trim_start_matches("diagram."),
            )
        })?;
    let path = match q.ply {
        Some(0) => Vec::new(),
        Some(p) => vec![p - 1],
        None => parse_path(&q.at)?,
    };
    let s = load(&st, &id).await?;
    let c = chapter_n(&s, n)?.clone();
    let flip = q.flip;
    let bytes = st
        .heavy_work(&client, move |st, _| {
            let rules = st.rules(&c.variant)?;
            let scene = export::scene_at(&record_of(&c)?, &rules, &path)?;
            crate::table::draw(&scene, &rules, flip, format, lang)
        })
        .await?;
    Ok(([(header::CONTENT_TYPE, content_type(format))], bytes).into_response())
}

#[derive(Deserialize)]
struct HandoutQuery {
    #[serde(default = "one")]
    chapter: usize,
    /// Plies of the main line, comma-separated (0: the start); default
    /// every ply with a comment or a drawing.
    plies: Option<String>,
    #[serde(default = "a4")]
    paper: String,
    #[serde(default = "four")]
    per_page: usize,
}

fn one() -> usize {
    1
}
fn four() -> usize {
    4
}
fn a4() -> String {
    "a4".into()
}

/// The plies a handout shows.
fn handout_plies(
    raw: Option<&str>,
    record: &suffragetto_core::record::Record,
) -> Result<Vec<usize>, ServerError> {
    let plies: Vec<usize> = match raw {
        Some(text) => text
            .split(',')
            .map(|p| p.trim().parse::<usize>())
            .collect::<Result<_, _>>()
            .map_err(|_| ServerError::bad_request("error-study-plies-syntax", |a| a))?,
        None => record
            .moves
            .iter()
            .enumerate()
            .filter(|(_, n)| {
                n.comments
                    .iter()
                    .any(|c| !c.text.is_empty() || !c.drawings.is_empty())
            })
            .map(|(i, _)| i + 1)
            .collect(),
    };
    if plies.is_empty() || plies.len() > MAX_HANDOUT_PLIES {
        return Err(ServerError::bad_request("error-study-handout-plies", |a| {
            a.number("max", MAX_HANDOUT_PLIES)
        }));
    }
    if let Some(p) = plies.iter().find(|p| **p > record.moves.len()) {
        return Err(ServerError::bad_request("error-study-handout-ply", |a| {
            a.number("ply", *p).number("plies", record.moves.len())
        }));
    }
    Ok(plies)
}

async fn handout(
    State(st): State<AppState>,
    client: Client,
    crate::lang::RequestLang(lang): crate::lang::RequestLang,
    Path(id): Path<String>,
    q: Result<Query<HandoutQuery>, QueryRejection>,
) -> Result<Response, ServerError> {
    let q = query(q)?;
    st.rate(Action::Read, &client)?;
    let paper: suffragetto_render::Paper = match q.paper.to_ascii_lowercase().as_str() {
        "a4" => suffragetto_render::Paper::A4,
        "letter" => suffragetto_render::Paper::Letter,
        _ => {
            return Err(ServerError::bad_request("error-study-paper", |a| a));
        }
    };
    if !(2..=6).contains(&q.per_page) {
        return Err(ServerError::bad_request("error-study-per-page", |a| {
            a.number("min", 2).number("max", 6)
        }));
    }
    let s = load(&st, &id).await?;
    let c = chapter_n(&s, q.chapter)?.clone();
    let title = format!("{} — {}", s.title, c.name);
    let bytes = st
        .heavy_work(&client, move |st, _| {
            let rules = st.rules(&c.variant)?;
            let record = record_of(&c)?;
            let mut items = Vec::new();
            for p in handout_plies(q.plies.as_deref(), &record)? {
                let path = if p == 0 { vec![] } else { vec![p - 1] };
                let scene = export::scene_at(&record, &rules, &path)?;
                items.push(super::handout::Item {
                    heading: scene.caption.heading.clone().unwrap_or_default(),
                    comment: scene.caption.text.clone(),
                    scene,
                });
            }
            let opts = crate::table::options(&rules, false, lang)?;
            let doc = super::handout_document(&title, &items, paper, q.per_page, &opts)
                .map_err(ServerError::Render)?;
            suffragetto_render::encode(&doc, Format::Pdf)
                .map_err(|e| ServerError::Render(e.to_string()))
        })
        .await?;
    let name = format!("{}-handout.pdf", export::slug(&s.title));
    Ok(crate::download::attachment("application/pdf", &name, bytes))
}

async fn book_zip(
    State(st): State<AppState>,
    client: Client,
    Path(id): Path<String>,
) -> Result<Response, ServerError> {
    st.rate(Action::Read, &client)?;
    let s = load(&st, &id).await?;
    let bytes = export::book_zip(&s)?;
    let name = format!("{}-games.zip", export::slug(&s.title));
    Ok(crate::download::attachment("application/zip", &name, bytes))
}

#[derive(Deserialize)]
struct PresentReq {
    edit_key: Option<String>,
    /// The place shown: `{"chapter": N, "path": [..]}`; `null` ends
    /// presenting.
    place: Option<Place>,
}

#[derive(Deserialize, serde::Serialize)]
struct Place {
    chapter: usize,
    #[serde(default)]
    path: Vec<usize>,
}

async fn present(
    State(st): State<AppState>,
    client: Client,
    viewer: Viewer,
    headers: HeaderMap,
    Path(id): Path<String>,
    b: Body<PresentReq>,
) -> Result<Json<Value>, ServerError> {
    st.rate(Action::Study, &client)?;
    let req = body(b)?;
    let s = load_to_edit(&st, &id, req.edit_key.as_deref(), &viewer, &headers).await?;
    if let Some(p) = &req.place
        && (p.chapter == 0 || p.chapter > s.chapters.len() || p.path.len() > 41)
    {
        return Err(ServerError::bad_request("error-study-no-place", |a| a));
    }
    let text = req
        .place
        .as_ref()
        .map(|p| serde_json::to_string(p).unwrap_or_default());
    st.studies().set_present(id.clone(), text.clone()).await?;
    st.studio_live().publish(&id, text);
    Ok(Json(json!({"present": req.place.map(|p| json!(p))})))
}

/// The teacher's place, each time it changes (event `place`, its data the
/// place's JSON or `null`), and each chapter written (event `chapter`,
/// `{"chapter": N, "editor": "…"}`, the page that wrote it), for as long as
/// the study's stream lives.
async fn events(
    State(st): State<AppState>,
    client: Client,
    Path(id): Path<String>,
) -> Result<Sse<impl tokio_stream::Stream<Item = Result<Event, Infallible>>>, ServerError> {
    st.rate(Action::Read, &client)?;
    let s = load(&st, &id).await?;
    let f = st
        .studio_live()
        .follow(&id, s.present.clone(), MAX_FOLLOWERS)
        .ok_or_else(|| ServerError::too_many(30, "error-study-followers", |a| a))?;
    let guard = f.guard;
    let places = WatchStream::new(f.place).map(|p| {
        Event::default()
            .event("place")
            .data(p.unwrap_or_else(|| "null".into()))
    });
    let written = WatchStream::from_changes(f.written)
        .filter_map(|w| w.map(|w| Event::default().event("chapter").data(w)));
    let places = places.merge(written);
    let limits = st.limits();
    let stream = crate::stream_life::bounded(
        places,
        limits.stream_lifetime,
        limits.stream_lifetime,
        std::future::pending::<()>(),
    )
    .map(move |e| {
        let _ = &guard;
        Ok(e)
    });
    Ok(Sse::new(stream).keep_alive(KeepAlive::default()))
}

#[derive(Deserialize)]
struct AnalyseQuery {
    #[serde(default = "one")]
    chapter: usize,
    position: String,
}

/// The engine's evaluation of one position of a chapter (its variant) and
/// the line it expects, searched within the answer's time.
async fn analyse(
    State(st): State<AppState>,
    client: Client,
    Path(id): Path<String>,
    q: Result<Query<AnalyseQuery>, QueryRejection>,
) -> Result<Json<Value>, ServerError> {
    let q = query(q)?;
    st.rate(Action::Explore, &client)?;
    let s = load(&st, &id).await?;
    let c = chapter_n(&s, q.chapter)?.clone();
    let nodes = st.limits().analysis_nodes.saturating_mul(20);
    st.heavy_work(&client, move |st, budget| {
        let rules = st.rules(&c.variant)?;
        let pos = suffragetto_core::notation::parse_position(&q.position, &rules)
            .map_err(|e| crate::rejection::position(&e))?;
        let found = crate::analysis::within(budget, |stop| {
            suffragetto_ai::analyse::look_until(&pos, &rules, nodes, 1, stop)
        })
        .ok_or_else(|| ServerError::busy(5, "error-busy-engine-time", |a| a))?;
        let (eval, line) = found;
        let mut p = pos.clone();
        let mut texts = Vec::new();
        for mv in line.iter().take(8) {
            texts.push(suffragetto_core::notation::write_move(&p, &rules, mv));
            match p.play(&rules, mv) {
                Ok(next) => p = next,
                Err(_) => break,
            }
        }
        Ok(json!({"eval": eval.to_string(), "line": texts, "nodes": nodes}))
    })
    .await
    .map(Json)
}

/// "My studies": the signed-in account's studies, the latest changed
/// first.
async fn mine(
    State(st): State<AppState>,
    client: Client,
    me: crate::accounts::SignedIn,
) -> Result<Json<Value>, ServerError> {
    st.rate(Action::Read, &client)?;
    let list = st.studies().studies_of(me.account).await?;
    Ok(Json(json!({
        "studies": list.iter().map(|s| json!({
            "id": s.id,
            "title": s.title,
            "chapters": s.chapters,
            "updated": s.updated,
            "url": format!("/study/{}", s.id),
        })).collect::<Vec<_>>(),
    })))
}
