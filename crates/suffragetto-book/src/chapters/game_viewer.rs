//! The data of a game page's viewer: one frame per position of the main
//! line and of every variation, each with its picture (written here), the
//! move, glyphs and comment, where its piece may go, other variants'
//! objections with their rule points, and its neighbours on its line.
//! `book/theme/interactive.js` shows it as one board.

use super::{Ctx, SiteError};
use crate::assemble::Site;
use crate::figures::{add_diagram, alt_words};
use crate::interactive::{self, Board, Shown, Why};
use serde::Serialize;
use suffragetto_core::engine::{Position, Rules};
use suffragetto_core::notation::resolve;
use suffragetto_core::record::{Node, Record, Replay, VariantVerdict};
use suffragetto_render::Lang;
use suffragetto_render::browser::BrowserBoard;
use suffragetto_render::diagram::{Region, Scene, move_heading};

/// Why another variant refuses a move of the record.
#[derive(Serialize)]
pub struct Objection {
    /// The variant's name for readers.
    pub variant: String,
    /// Its refusal: reason, rule point and citation.
    pub why: Why,
}

/// One position of the game viewer: a ply of the main line or of a
/// variation.
#[derive(Serialize)]
pub struct Frame {
    /// Its anchor: `ply-N` on the main line.
    id: String,
    /// The move number as written before the move (`4.` or `4...`).
    no: String,
    /// The move, empty for the start.
    mv: String,
    /// Its glyphs.
    gl: String,
    /// The caption's first line.
    pub head: String,
    /// The comment.
    pub text: String,
    /// The picture, relative to the page.
    pub img: String,
    /// What the picture shows, in words (its text alternative).
    pub alt: String,
    /// What makes it clickable.
    b: Board,
    /// Other variants' objections to the move.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub obj: Vec<Objection>,
    /// The frames before and after it on its line (-1: none).
    prev: i64,
    next: i64,
    /// The first frame of each variation that replaces this move.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    vars: Vec<usize>,
    /// 0 on the main line, 1 in a variation, 2 in a variation of one, ...
    depth: usize,
}

/// The game viewer's data.
#[derive(Serialize)]
struct Viewer {
    /// The record to download, relative to the page.
    sgn: String,
    /// The frames; 0 is the start, 1 to n the main line.
    f: Vec<Frame>,
}

/// The viewer's `<script>` for the record `file` (which the page offers to
/// download) and its frames.
pub fn viewer_script(file: &str, frames: Vec<Frame>) -> String {
    let viewer = Viewer {
        sgn: file.to_string(),
        f: frames,
    };
    format!(
        "<script type=\"application/json\" class=\"sf-game\">{}</script>",
        interactive::escape_json(&serde_json::to_string(&viewer).expect("plain data"))
    )
}

/// The move number, move and glyphs of `node` played from `before` as
/// `text`.
fn numbered(before: &Position, node: &Node, text: &str) -> (String, String, String) {
    let heading = move_heading(before, node, text);
    let no = heading.split(' ').next().unwrap_or("").to_string();
    let glyphs = node.glyphs.iter().map(|g| g.as_str()).collect();
    (no, text.to_string(), glyphs)
}

/// Why `variant` refuses `text` in `before` (a position of the record's
/// variant), with the rule point and citation; `message` when the variant
/// does not take the position at all.
fn objection(
    ctx: &Ctx<'_>,
    variant: &str,
    before: &Position,
    text: &str,
    message: &str,
) -> Objection {
    let rules = ctx.rules_of(variant);
    let why = Position::from_setup(before.to_setup(), rules)
        .ok()
        .map(|pos| suffragetto_core::report::explain_in(&pos, rules, text, ctx.lang))
        .filter(|e| !e.legal && e.reason.is_some())
        .map(|e| interactive::why_of(&e, 0, rules, "../", &|c| ctx.cite(c)));
    Objection {
        variant: ctx.name_of(variant),
        why: why.unwrap_or_else(|| Why::plain(message, ctx.lang, rules, "../", &|c| ctx.cite(c))),
    }
}

/// Why `variant` refused a ply of the record, in the reader's language:
/// the refused move and its reason with the deciding rule point's id in
/// parentheses (as [`Why::plain`] reads it), else the replay's reason.
fn refusal_words(
    ctx: &Ctx<'_>,
    variant: &str,
    e: &suffragetto_core::record::RecordError,
) -> String {
    match (&e.refused, &e.reason) {
        (Some(i), _) => ctx.say(
            "move-refused",
            suffragetto_core::lang::Args::new(ctx.lang)
                .text("move", &i.text)
                .text("reason", i.cited_reason_in(ctx.rules_of(variant), ctx.lang)),
        ),
        (None, Some(reason)) => reason.describe(ctx.lang),
        (None, None) => e.message.clone(),
    }
}

/// What every frame of one game shares.
pub struct GameCtx<'a> {
    /// The book's context.
    pub ctx: &'a Ctx<'a>,
    /// The record's variant.
    pub rules: &'a Rules,
    /// The record's file name without `.sgn`: its pictures' prefix.
    pub stem: &'a str,
    /// The language of its comments.
    pub lang: Lang,
}

impl GameCtx<'_> {
    /// The frames of `record` (replayed as `replay`, compared as
    /// `verdicts`): the start and every ply of the main line, in order,
    /// then those of the variations; each picture is added to `site`.
    pub fn frames(
        &self,
        site: &mut Site,
        record: &Record,
        replay: &Replay,
        verdicts: &[VariantVerdict],
    ) -> Result<Vec<Frame>, SiteError> {
        let (ctx, rules, stem) = (self.ctx, self.rules, self.stem);
        let mut frames = Vec::new();
        for ply in 0..=replay.steps.len() {
            let scene = Scene::of_record(record, replay, rules, ply)?;
            let image = format!("img/games/{stem}-{ply:03}.svg");
            let (board, _) = add_diagram(site, &image, &scene, rules, Region::FULL, ctx.lang)?;
            let objections: Vec<Objection> = verdicts
                .iter()
                .filter_map(|v| {
                    let e = v.first_illegal.as_ref()?;
                    (e.ply == Some(ply as u32) && ply > 0).then(|| {
                        let step = &replay.steps[ply - 1];
                        objection(
                            ctx,
                            &v.variant,
                            &replay.before(step),
                            &step.text,
                            &refusal_words(ctx, &v.variant, e),
                        )
                    })
                })
                .collect();
            let (no, mv, gl) = match ply {
                0 => Default::default(),
                p => numbered(
                    &replay.before(&replay.steps[p - 1]),
                    &record.moves[p - 1],
                    &replay.steps[p - 1].text,
                ),
            };
            frames.push(Frame {
                id: format!("ply-{ply}"),
                no,
                mv,
                gl,
                head: scene
                    .caption
                    .heading
                    .clone()
                    .unwrap_or_else(|| "Start".into()),
                text: scene.caption.text.clone(),
                img: format!("../{image}"),
                alt: alt_words(&scene, rules, ctx.lang)?,
                b: self.board(&scene.position, board),
                obj: objections,
                prev: ply as i64 - 1,
                next: if ply < replay.steps.len() {
                    ply as i64 + 1
                } else {
                    -1
                },
                vars: Vec::new(),
                depth: 0,
            });
        }
        for (i, node) in record.moves.iter().enumerate() {
            let before = replay.before(&replay.steps[i]);
            for (k, line) in node.variations.iter().enumerate() {
                let first = self.line(
                    site,
                    &mut frames,
                    &before,
                    line,
                    &format!("v{}-{}", i + 1, k + 1),
                    i as i64,
                    1,
                )?;
                frames[i + 1].vars.push(first);
            }
        }
        Ok(frames)
    }

    /// The clickable data of a frame's position.
    fn board(&self, pos: &Position, drawn: BrowserBoard) -> Board {
        let shown = [Shown {
            rules: self.rules,
            name: self.ctx.the_variant(self.rules.id()),
            under: self.ctx.under_the_variant(self.rules.id()),
            cites: self.rules,
        }];
        let mut b = interactive::board(
            pos,
            &shown,
            drawn,
            "../",
            &|c| self.ctx.cite(c),
            self.ctx.lang,
        );
        b.ex = vec![self.rules.id().to_string()];
        b
    }

    /// Adds the frames of variation `line` played from `before` (whose
    /// frame is `parent`) and of the variations inside it; returns the
    /// index of its first frame. `name` names its pictures.
    #[allow(clippy::too_many_arguments)]
    fn line(
        &self,
        site: &mut Site,
        frames: &mut Vec<Frame>,
        before: &Position,
        line: &[Node],
        name: &str,
        parent: i64,
        depth: usize,
    ) -> Result<usize, SiteError> {
        let first = frames.len();
        let mut pos = before.clone();
        let mut last = parent;
        for (j, node) in line.iter().enumerate() {
            let mv = resolve(&pos, self.rules, &node.text).map_err(|e| {
                SiteError::example(format!("book/games/{}.sgn, variation {name}", self.stem), e)
            })?;
            let text = suffragetto_core::notation::write_move(&pos, self.rules, &mv);
            let mut after = pos.clone();
            after.play_unchecked(self.rules, &mv);
            let mut scene = Scene::of_position(after.clone());
            scene.winner = after.winner(self.rules);
            scene.caption.lang = self.lang;
            scene.annotate(&pos, self.rules, node, &mv, &text, pos.ply() as usize + 1)?;
            let image = format!("img/games/{}-{name}-{:02}.svg", self.stem, j + 1);
            let (board, _) = add_diagram(
                site,
                &image,
                &scene,
                self.rules,
                Region::FULL,
                self.ctx.lang,
            )?;
            let index = frames.len();
            let (no, mv_text, gl) = numbered(&pos, node, &text);
            frames.push(Frame {
                id: format!("{name}-{}", j + 1),
                no,
                mv: mv_text,
                gl,
                head: scene.caption.heading.clone().unwrap_or_default(),
                text: scene.caption.text.clone(),
                img: format!("../{image}"),
                alt: alt_words(&scene, self.rules, self.ctx.lang)?,
                b: self.board(&after, board),
                obj: Vec::new(),
                prev: last,
                next: -1,
                vars: Vec::new(),
                depth,
            });
            if j > 0 {
                frames[last as usize].next = index as i64;
            }
            for (k, variation) in node.variations.iter().enumerate() {
                let v = self.line(
                    site,
                    frames,
                    &pos,
                    variation,
                    &format!("{name}-{}-{}", j + 1, k + 1),
                    last,
                    depth + 1,
                )?;
                frames[index].vars.push(v);
            }
            last = index as i64;
            pos = after;
        }
        Ok(first)
    }
}
