//! What a study gives out: its chapters as records, the diagram of any
//! move of any line (SVG, PNG, PDF), and the folder of games that
//! `suffragetto book --src` reads (`games/NN-name.sgn`, as the book's own
//! `book/games/`).

use crate::ServerError;
use crate::storage::{ChapterRow, StudyRow};
use std::sync::Arc;
use suffragetto_core::engine::{Game, Rules};
use suffragetto_core::notation::{resolve, write_move};
use suffragetto_core::record::{Node, Record};
use suffragetto_render::diagram::Scene;

/// A place in a chapter: the index of a move in the main line, then for
/// each variation entered, which variation of that move and the index in
/// it (`3.0.2`: the third move of the first variation of the fourth move
/// of the main line). Empty: the start.
pub fn parse_path(text: &str) -> Result<Vec<usize>, ServerError> {
    if text.is_empty() {
        return Ok(Vec::new());
    }
    let parts: Result<Vec<usize>, _> = text.split('.').map(str::parse).collect();
    match parts {
        Ok(p) if p.len() % 2 == 1 && p.len() <= 41 => Ok(p),
        _ => {
            let shown = text.chars().take(40).collect::<String>();
            Err(ServerError::bad_request("error-study-place-syntax", |a| {
                a.text("place", &shown)
            }))
        }
    }
}

/// The moves played from the start to the place `path`, in order.
pub fn nodes_to<'a>(record: &'a Record, path: &[usize]) -> Result<Vec<&'a Node>, ServerError> {
    let missing = || ServerError::not_found("error-study-no-move-there", |a| a);
    let mut out = Vec::new();
    let mut line: &[Node] = &record.moves;
    let mut i = 0;
    while i < path.len() {
        let at = path[i];
        if at >= line.len() {
            return Err(missing());
        }
        if i + 1 < path.len() {
            out.extend(line[..at].iter());
            let v = path[i + 1];
            line = line[at].variations.get(v).ok_or_else(missing)?;
        } else {
            out.extend(line[..=at].iter());
        }
        i += 2;
    }
    Ok(out)
}

/// The scene after the moves to `path` of `record` (checked when stored),
/// with the last move's arrow, drawings and comment.
pub fn scene_at(record: &Record, rules: &Arc<Rules>, path: &[usize]) -> Result<Scene, ServerError> {
    let corrupt =
        |e: String| ServerError::Corrupt(format!("a stored chapter no longer replays: {e}"));
    let start = record
        .start_position(rules, "chapter")
        .map_err(|e| corrupt(e.to_string()))?;
    let nodes = nodes_to(record, path)?;
    let mut game = Game::new(rules.clone(), start);
    let mut last = None;
    for node in &nodes {
        let before = game.position().clone();
        let mv = resolve(&before, rules, &node.text).map_err(|e| corrupt(e.to_string()))?;
        last = Some((before, mv));
        game.play_unchecked(mv);
    }
    let mut scene = Scene::of_position(game.position().clone());
    scene.winner = game.position().winner(rules);
    match (last, nodes.last()) {
        (Some((before, mv)), Some(node)) => {
            let text = write_move(&before, rules, &mv);
            scene
                .annotate(&before, rules, node, &mv, &text, nodes.len())
                .map_err(|e| ServerError::Render(e.to_string()))?;
        }
        _ => {
            scene.overlays = suffragetto_render::diagram::Overlay::of_comments(
                &record.intro,
                "before the first move",
            )
            .map_err(|e| ServerError::Render(e.to_string()))?;
        }
    }
    Ok(scene)
}

/// The record of a stored chapter.
pub fn record_of(c: &ChapterRow) -> Result<Record, ServerError> {
    Record::parse(&c.sgn).map_err(|e| ServerError::Corrupt(format!("a stored chapter: {e}")))
}

/// Chapter `n` (1-based) of `study`.
pub fn chapter(study: &StudyRow, n: usize) -> Result<&ChapterRow, ServerError> {
    n.checked_sub(1)
        .and_then(|i| study.chapters.get(i))
        .ok_or_else(|| {
            ServerError::not_found("error-study-no-chapter", |a| {
                a.number("n", n).number("chapters", study.chapters.len())
            })
        })
}

/// Chapter `c` of a study as a record to download: its tags with the
/// study's title and the chapter's name as the event.
pub fn chapter_sgn(study: &StudyRow, c: &ChapterRow) -> Result<String, ServerError> {
    let mut r = record_of(c)?;
    if r.tag("Event").is_none() {
        r.set_tag("Event", format!("{}: {}", study.title, c.name));
    }
    Ok(r.to_string())
}

/// The whole study: its chapters' records one after the other, a blank
/// line between.
pub fn study_sgn(study: &StudyRow) -> Result<String, ServerError> {
    let parts: Result<Vec<String>, _> = study
        .chapters
        .iter()
        .map(|c| chapter_sgn(study, c))
        .collect();
    Ok(parts?.join("\n"))
}

/// A file name's part for `name`: lower-case letters and digits, words
/// joined by hyphens, at most 40 characters (`chapter` if nothing is left).
pub fn slug(name: &str) -> String {
    let mut out = String::new();
    for c in name.chars().flat_map(char::to_lowercase) {
        if c.is_ascii_alphanumeric() {
            out.push(c);
        } else if !out.is_empty() && !out.ends_with('-') {
            out.push('-');
        }
        if out.len() >= 40 {
            break;
        }
    }
    let out = out.trim_end_matches('-').to_string();
    if out.is_empty() {
        "chapter".into()
    } else {
        out
    }
}

/// The folder of games for `suffragetto book --src`: `games/NN-name.sgn`
/// for every chapter, and a `README.txt` that says where it goes; zipped.
pub fn book_zip(study: &StudyRow) -> Result<Vec<u8>, ServerError> {
    let mut files = vec![(
        "games/README.txt".to_string(),
        format!(
            "The chapters of the study \"{}\" as the book's teaching games.\nCopy the .sgn files into the games/ folder of the book's source (the folder with book.toml) and run: suffragetto book --src THAT-FOLDER\n",
            study.title
        )
        .into_bytes(),
    )];
    for (i, c) in study.chapters.iter().enumerate() {
        files.push((
            format!("games/{:02}-{}.sgn", i + 1, slug(&c.name)),
            chapter_sgn(study, c)?.into_bytes(),
        ));
    }
    // Written in memory: it fails only if the crate does.
    Ok(crate::archive::zip(&files)?)
}
