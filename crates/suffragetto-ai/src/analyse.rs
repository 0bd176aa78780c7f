//! Computer analysis of a game record, as a chess site's: the strong
//! agent's search ([`super::strong`]) evaluates the position after every
//! ply (`[%eval ...]` in a comment), marks moves that lose much of the
//! mover's winning chance with `?!`, `?` or `??`, and gives the engine's
//! choice as a variation with an arrow. The scale and the thresholds are
//! documented in `docs/notation.md`.

use super::strong::eval::{WIN, WIN_BOUND};
use super::strong::{Limits, Searcher};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use suffragetto_core::engine::{Move, Position, Rules};
use suffragetto_core::notation::MoveText;
use suffragetto_core::piece::Side;
use suffragetto_core::record::{Comment, Drawing, Eval, Glyph, Node, Record, RecordError};

/// Positions searched per ply unless told otherwise (the strong agent's
/// strongest level).
pub const DEFAULT_NODES: u64 = 20_000;

/// Winning chance lost (0 to 1) from which a move is dubious (`?!`).
pub const DUBIOUS: f64 = 0.10;
/// ... a mistake (`?`).
pub const MISTAKE: f64 = 0.20;
/// ... a blunder (`??`).
pub const BLUNDER: f64 = 0.30;

/// Plies of the engine's line written as a variation, at most.
const LINE_PLIES: usize = 3;

/// How to analyse.
#[derive(Clone, Copy, Debug)]
pub struct AnalyseOptions {
    /// Positions searched per ply.
    pub nodes: u64,
    /// Seed of the search (it only breaks ties).
    pub seed: u64,
}

impl Default for AnalyseOptions {
    fn default() -> AnalyseOptions {
        AnalyseOptions {
            nodes: DEFAULT_NODES,
            seed: 1,
        }
    }
}

/// What the analysis says about one ply of the main line.
#[derive(Clone, Debug, PartialEq)]
pub struct PlyVerdict {
    /// 1-based ply.
    pub ply: u32,
    /// The side that moved.
    pub mover: Side,
    /// The evaluation after the move (Suffragettes' view).
    pub eval: Eval,
    /// The mover's winning chance the move gave away (0 to 1).
    pub loss: f64,
    /// The glyph the loss earns, if any.
    pub glyph: Option<Glyph>,
    /// The engine's preferred move, if it differs from the one played.
    pub better: Option<Move>,
}

/// An annotated record and the verdict on each ply.
#[derive(Clone, Debug)]
pub struct Analysis {
    /// The record with evaluations, glyphs and the engine's variations.
    pub record: Record,
    /// The evaluation of the start position.
    pub start: Eval,
    /// One verdict per ply of the main line.
    pub plies: Vec<PlyVerdict>,
}

/// The winning chance (0 to 1) a score in small pieces stands for: a
/// logistic curve, 1 / (1 + e^(-score / 2)); won and lost games are 1 and 0.
pub fn chance(score: f64) -> f64 {
    if score > WIN_BOUND {
        1.0
    } else if score < -WIN_BOUND {
        0.0
    } else {
        1.0 / (1.0 + (-score / 2.0).exp())
    }
}

/// The winning chance of the Suffragettes an evaluation stands for.
pub fn eval_chance(e: Eval) -> f64 {
    match e {
        Eval::Score(h) => chance(h as f64 / 100.0),
        Eval::Win { winner, .. } => (winner == Side::Suffragettes) as u8 as f64,
    }
}

/// The glyph for a move that gave away `loss` of the mover's winning chance.
pub fn glyph_for(loss: f64) -> Option<Glyph> {
    if loss >= BLUNDER {
        Some(Glyph::Blunder)
    } else if loss >= MISTAKE {
        Some(Glyph::Mistake)
    } else if loss >= DUBIOUS {
        Some(Glyph::Dubious)
    } else {
        None
    }
}

/// A score for `side` to move as an evaluation from the Suffragettes' view.
pub(crate) fn to_eval(score: f64, side: Side) -> Eval {
    let s = if side == Side::Suffragettes {
        score
    } else {
        -score
    };
    if s.abs() > WIN_BOUND {
        Eval::Win {
            winner: if s > 0.0 {
                Side::Suffragettes
            } else {
                Side::Police
            },
            plies: (WIN - s.abs()).round().max(0.0) as u32,
        }
    } else {
        Eval::Score((s * 100.0).round() as i32)
    }
}

/// The evaluation of one position with the engine's line.
struct Looked {
    eval: Eval,
    line: Vec<Move>,
}

fn look(pos: &Position, rules: &Rules, searcher: &mut Searcher, limits: &Limits) -> Looked {
    if let Some(w) = pos.target_winner(rules) {
        return Looked {
            eval: Eval::Win {
                winner: w,
                plies: 0,
            },
            line: vec![],
        };
    }
    let moves = pos.legal_moves(rules);
    if moves.is_empty() {
        let eval = match pos.winner(rules) {
            Some(w) => Eval::Win {
                winner: w,
                plies: 0,
            },
            None => Eval::Score(0),
        };
        return Looked { eval, line: vec![] };
    }
    let found = searcher.search_limited(pos, rules, &moves, limits, &mut |_| {});
    Looked {
        eval: to_eval(found.score, pos.to_move()),
        line: found.line,
    }
}

/// The engine's evaluation of one position (from the Suffragettes' side)
/// and the line it expects, searching `nodes` positions with `seed` until
/// `stop` is set (then `None`): what the studio shows for the position on
/// its board.
pub fn look_until(
    pos: &Position,
    rules: &Rules,
    nodes: u64,
    seed: u64,
    stop: &Arc<AtomicBool>,
) -> Option<(Eval, Vec<Move>)> {
    let limits = Limits {
        nodes: Some(nodes.max(1)),
        stop: Some(stop.clone()),
        ..Limits::default()
    };
    let looked = look(pos, rules, &mut Searcher::new(seed), &limits);
    if stop.load(Ordering::Relaxed) {
        return None;
    }
    Some((looked.eval, looked.line))
}

/// The mover's share of a Suffragettes' chance.
fn for_side(chance: f64, side: Side) -> f64 {
    if side == Side::Suffragettes {
        chance
    } else {
        1.0 - chance
    }
}

/// Analyses `record` under `rules` (`file` names it in errors): the record
/// must replay. Earlier engine annotations (evaluations, and variations
/// whose first move carries one) are replaced; the author's comments,
/// glyphs and variations are kept, and a move the author marked keeps only
/// the author's glyphs.
pub fn analyse(
    record: &Record,
    rules: &Rules,
    file: &str,
    opts: &AnalyseOptions,
) -> Result<Analysis, RecordError> {
    let never = Arc::new(AtomicBool::new(false));
    Ok(analyse_until(record, rules, file, opts, &never)?.expect("never stopped"))
}

/// [`analyse`] until `stop` is set (by another thread: the server's
/// analysis within a request's time): the search in progress stops within
/// a few hundred positions, and the answer is `None`.
pub fn analyse_until(
    record: &Record,
    rules: &Rules,
    file: &str,
    opts: &AnalyseOptions,
    stop: &Arc<AtomicBool>,
) -> Result<Option<Analysis>, RecordError> {
    let limits = Limits {
        nodes: Some(opts.nodes.max(1)),
        stop: Some(stop.clone()),
        ..Limits::default()
    };
    let mut out = record.clone();
    strip_engine(&mut out);
    let replay = out.replay(rules, file)?;
    let mut searcher = Searcher::new(opts.seed);
    let positions: Vec<Position> = (0..=replay.steps.len())
        .map(|i| replay.position(i).expect("every ply has a position"))
        .collect();
    let mut looks: Vec<Looked> = Vec::with_capacity(positions.len());
    for p in &positions {
        let looked = look(p, rules, &mut searcher, &limits);
        if stop.load(Ordering::Relaxed) {
            return Ok(None);
        }
        looks.push(looked);
    }
    let mut plies = Vec::with_capacity(replay.steps.len());
    for (i, step) in replay.steps.iter().enumerate() {
        let before = &positions[i];
        let mover = before.to_move();
        let best = looks[i].line.first().copied();
        let better = best.filter(|b| *b != step.mv);
        let loss = match better {
            None => 0.0,
            Some(_) => {
                let could = for_side(eval_chance(looks[i].eval), mover);
                let did = for_side(eval_chance(looks[i + 1].eval), mover);
                (could - did).max(0.0)
            }
        };
        let glyph = glyph_for(loss);
        let node = &mut out.moves[i];
        node.comments.push(Comment {
            eval: Some(looks[i + 1].eval),
            ..Comment::default()
        });
        if let (Some(g), Some(_)) = (glyph, better) {
            if node.glyphs.is_empty() {
                node.glyphs.push(g);
            }
            node.variations
                .push(engine_line(before, rules, &looks[i].line, looks[i].eval));
        }
        plies.push(PlyVerdict {
            ply: step.ply,
            mover,
            eval: looks[i + 1].eval,
            loss,
            glyph,
            better,
        });
    }
    out.intro.push(Comment {
        eval: Some(looks[0].eval),
        ..Comment::default()
    });
    out.set_tag(
        "Annotator",
        format!(
            "suffragetto analyse: strong search, {} positions a ply, seed {}",
            opts.nodes, opts.seed
        ),
    );
    Ok(Some(Analysis {
        record: out,
        start: looks[0].eval,
        plies,
    }))
}

/// The engine's line from `pos` as a variation: its first move with an
/// arrow and the evaluation.
fn engine_line(pos: &Position, rules: &Rules, line: &[Move], eval: Eval) -> Vec<Node> {
    let mut p = pos.clone();
    let mut nodes = Vec::new();
    for (k, mv) in line.iter().take(LINE_PLIES).enumerate() {
        let mut node = Node {
            text: MoveText::from_move(&p, rules, mv),
            at: Default::default(),
            glyphs: vec![],
            comments: vec![],
            variations: vec![],
        };
        if k == 0 {
            let drawings = mv
                .squares()
                .map(|(from, to)| Drawing::Arrow {
                    from,
                    to,
                    colour: "blue".into(),
                })
                .into_iter()
                .collect();
            node.comments.push(Comment {
                text: "The engine's choice.".into(),
                drawings,
                eval: Some(eval),
            });
        }
        p.play_unchecked(rules, mv);
        nodes.push(node);
    }
    nodes
}

/// Removes what an earlier analysis added.
fn strip_engine(r: &mut Record) {
    let clean = |cs: &mut Vec<Comment>| {
        for c in cs.iter_mut() {
            c.eval = None;
        }
        cs.retain(|c| !c.text.is_empty() || !c.drawings.is_empty());
    };
    clean(&mut r.intro);
    for n in &mut r.moves {
        n.variations.retain(|v| {
            !v.first()
                .is_some_and(|f| f.comments.iter().any(|c| c.eval.is_some()))
        });
        clean(&mut n.comments);
    }
}
