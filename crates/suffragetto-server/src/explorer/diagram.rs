//! The explorer's diagram of any position: SVG for the page to draw on,
//! and SVG, PNG or PDF to download, drawn as the tables' diagrams are.

use super::super::rate::{Action, Client};
use super::super::{AppState, ServerError};
use super::{input, query};
use axum::extract::rejection::QueryRejection;
use axum::extract::{Query, State};
use axum::http::header;
use axum::response::{IntoResponse, Response};
use serde::Deserialize;
use suffragetto_render::Format;
use suffragetto_render::diagram::Scene;

#[derive(Deserialize)]
pub(super) struct DiagramQuery {
    position: Option<String>,
    /// Built-in variants, comma-separated: the first the position belongs
    /// to gives the piece colours and the winner (default english).
    variants: Option<String>,
    /// `svg` (default), `png` or `pdf`.
    format: Option<String>,
    #[serde(default)]
    flip: bool,
    #[serde(default)]
    download: bool,
}

fn content_type(format: Format) -> &'static str {
    match format {
        Format::Svg => "image/svg+xml",
        Format::Png => "image/png",
        Format::Pdf => "application/pdf",
    }
}

pub(super) async fn diagram(
    State(st): State<AppState>,
    client: Client,
    crate::lang::RequestLang(lang): crate::lang::RequestLang,
    q: Result<Query<DiagramQuery>, QueryRejection>,
) -> Result<Response, ServerError> {
    let q = query(q)?;
    st.rate(Action::Explore, &client)?;
    let format: Format = q
        .format
        .as_deref()
        .unwrap_or("svg")
        .parse()
        .map_err(|_: String| {
            crate::rejection::format(
                axum::http::StatusCode::BAD_REQUEST,
                q.format.as_deref().unwrap_or(""),
            )
        })?;
    let (position, flip) = (q.position, q.flip);
    let names = q.variants;
    // One position drawn: light work.
    let bytes = st
        .light_work(move |st, _| {
            let (scene, rules) = scene_of(st, names.as_deref(), position.as_deref())?;
            super::super::table::draw(&scene, &rules, flip, format, lang)
        })
        .await?;
    let mut resp = ([(header::CONTENT_TYPE, content_type(format))], bytes).into_response();
    if q.download {
        let name = format!(
            "attachment; filename=\"suffragetto-position.{}\"",
            format.extension()
        );
        if let Ok(v) = name.parse() {
            resp.headers_mut().insert(header::CONTENT_DISPOSITION, v);
        }
    }
    Ok(resp)
}

/// The scene of a position under the first built-in variant named (default
/// english) it is a position of, its winner marked, and those rules.
fn scene_of(
    st: &AppState,
    variants: Option<&str>,
    position: Option<&str>,
) -> Result<(Scene, std::sync::Arc<suffragetto_core::engine::Rules>), ServerError> {
    let mut names = input::split(variants);
    if names.is_empty() {
        names.push("english".into());
    }
    let variants = input::variants(st, &names, &[])?;
    let (pos, i) = input::position(position, &variants)?;
    let rules = variants[i].clone();
    let winner = pos.outcome(&rules).winner();
    let mut scene = Scene::of_position(pos);
    scene.winner = winner;
    Ok((scene, rules))
}

/// The board of the diagram [`diagram`] draws for the same query, as the
/// page's script reads it: where the squares lie, the pieces, their colours.
pub(super) async fn board(
    State(st): State<AppState>,
    client: Client,
    crate::lang::RequestLang(lang): crate::lang::RequestLang,
    q: Result<Query<DiagramQuery>, QueryRejection>,
) -> Result<axum::Json<suffragetto_render::browser::BrowserBoard>, ServerError> {
    let q = query(q)?;
    st.rate(Action::Explore, &client)?;
    let (position, flip, names) = (q.position, q.flip, q.variants);
    // One position's board: light work.
    st.light_work(move |st, _| {
        let (scene, rules) = scene_of(st, names.as_deref(), position.as_deref())?;
        super::super::table::board(&scene, &rules, flip, None, lang)
    })
    .await
    .map(axum::Json)
}
