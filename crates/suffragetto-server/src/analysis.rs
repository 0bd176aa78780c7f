//! After the game: the engine's analysis of a finished table (what
//! `suffragetto analyse` writes), computed when first asked for, within
//! the heavy work's gate and the answer's budget of time, and kept for the
//! table's version: the evaluation after each ply, the moves it marks with
//! the move it prefers, the evaluation graph, the annotated record to
//! download, and the link that opens the game in the explorer.

use super::ServerError;
use super::state::{AppState, lock};
use super::table::Version;
use serde::Serialize;
use std::collections::HashMap;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use suffragetto_ai::analyse::{AnalyseOptions, analyse_until, eval_chance};
use suffragetto_core::budget::{Budget, Exhausted};
use suffragetto_core::engine::Rules;
use suffragetto_core::notation::write_move;
use suffragetto_core::piece::Side;
use suffragetto_core::record::{Eval, Record};
use suffragetto_render::eval_graph::{EvalPoint, eval_graph_svg};

/// Analyses kept, at most (the oldest asked for goes first).
const KEPT: usize = 64;

/// The engine's word on one ply.
#[derive(Serialize, Debug)]
pub struct PlyRemark {
    /// 1-based ply.
    pub ply: u32,
    /// The side that moved.
    pub side: Side,
    /// The move, as the table's record writes it.
    pub played: String,
    /// The evaluation after it, from the Suffragettes' side: `1.25`, `-0.5`,
    /// `#3` (the Suffragettes win in 3 plies), `#-2`.
    pub eval: String,
    /// The Suffragettes' winning chance after it, 0 to 1.
    pub chance: f64,
    /// The mover's winning chance the move gave away, 0 to 1.
    pub loss: f64,
    /// `?!`, `?` or `??` for a move that gave much away.
    pub glyph: Option<String>,
    /// The move the engine prefers, where it marks the one played.
    pub better: Option<String>,
}

/// A finished table's analysis as `GET /api/tables/{id}/analysis` sends it.
#[derive(Serialize, Debug)]
pub struct TableAnalysis {
    /// The table id.
    pub id: String,
    /// The table's state it analyses.
    pub version: Version,
    /// Positions searched per ply.
    pub nodes: u64,
    /// The evaluation of the start position.
    pub start: String,
    /// The Suffragettes' chance at the start.
    pub start_chance: f64,
    /// One remark per ply.
    pub plies: Vec<PlyRemark>,
    /// The evaluation graph (SVG).
    pub graph: String,
    /// The annotated record (.sgn).
    pub record: String,
    /// The explorer's page that opens the game.
    pub explorer: String,
}

/// The analyses kept, by table.
#[derive(Default)]
pub struct Analyses {
    kept: Mutex<HashMap<String, (u64, Arc<TableAnalysis>)>>,
    asked: std::sync::atomic::AtomicU64,
}

impl Analyses {
    fn get(&self, id: &str, version: Version) -> Option<Arc<TableAnalysis>> {
        let mut kept = self.kept.lock().unwrap_or_else(|e| e.into_inner());
        let n = self
            .asked
            .fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        let entry = kept.get_mut(id).filter(|(_, a)| a.version == version)?;
        entry.0 = n;
        Some(entry.1.clone())
    }

    fn keep(&self, a: Arc<TableAnalysis>) {
        let mut kept = self.kept.lock().unwrap_or_else(|e| e.into_inner());
        let n = self
            .asked
            .fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        if kept.len() >= KEPT
            && !kept.contains_key(&a.id)
            && let Some(oldest) = kept
                .iter()
                .min_by_key(|(_, (n, _))| *n)
                .map(|(k, _)| k.clone())
        {
            kept.remove(&oldest);
        }
        kept.insert(a.id.clone(), (n, a));
    }
}

/// Runs `work` with a stop flag that is set once `budget` runs out (its
/// time, or its request gone), looked at every 20 ms on a thread of its
/// own while the work runs.
pub(crate) fn within<T>(budget: &Budget, work: impl FnOnce(&Arc<AtomicBool>) -> T) -> T {
    let stop = Arc::new(AtomicBool::new(false));
    let done = AtomicBool::new(false);
    std::thread::scope(|s| {
        s.spawn(|| {
            while !done.load(Ordering::Relaxed) {
                if budget.check().is_err() {
                    stop.store(true, Ordering::Relaxed);
                    return;
                }
                std::thread::sleep(std::time::Duration::from_millis(20));
            }
        });
        let out = work(&stop);
        done.store(true, Ordering::Relaxed);
        out
    })
}

/// `e` as the API writes it: `1.25`, `#3`, `#-2`.
fn eval_text(e: Eval) -> String {
    e.to_string()
}

/// A record's analysis: what the table's and the studio's answers share.
#[derive(Serialize, Debug)]
pub struct RecordAnalysis {
    /// The evaluation of the start position.
    pub start: String,
    /// The Suffragettes' chance at the start.
    pub start_chance: f64,
    /// One remark per ply of the main line.
    pub plies: Vec<PlyRemark>,
    /// The evaluation graph (SVG).
    pub graph: String,
    /// The annotated record (.sgn), as `suffragetto analyse` writes it.
    pub record: String,
}

/// Analyses `record` (which must replay under `rules`; `file` names it in
/// the error, a bad request) searching `nodes` positions a ply, within
/// `budget`: its time run out is 503, `what` saying what ran out of time.
/// Blocking.
pub(crate) fn analyse_record(
    record: &Record,
    rules: &Rules,
    file: &str,
    nodes: u64,
    budget: &Budget,
    what: &str,
) -> Result<RecordAnalysis, ServerError> {
    let opts = AnalyseOptions { nodes, seed: 1 };
    let analysed = within(budget, |stop| {
        analyse_until(record, rules, file, &opts, stop)
    })
    .map_err(|e| ServerError::BadRequest(e.to_string()))?
    .ok_or_else(|| {
        super::work::exhausted(what, budget.check().err().unwrap_or(Exhausted::Cancelled))
    })?;
    let replay = record
        .replay(rules, file)
        .map_err(|e| ServerError::BadRequest(e.to_string()))?;
    let plies: Vec<PlyRemark> = analysed
        .plies
        .iter()
        .zip(&replay.steps)
        .enumerate()
        .map(|(i, (v, step))| {
            let before = replay.position(i).expect("every ply has a position");
            PlyRemark {
                ply: v.ply,
                side: v.mover,
                played: write_move(&before, rules, &step.mv),
                eval: eval_text(v.eval),
                chance: eval_chance(v.eval),
                loss: v.loss,
                glyph: v.glyph.map(|g| g.as_str().to_string()),
                better: v
                    .glyph
                    .and(v.better)
                    .map(|b| write_move(&before, rules, &b)),
            }
        })
        .collect();
    let mut points = vec![EvalPoint {
        ply: 0,
        chance: eval_chance(analysed.start),
        glyph: None,
        label: format!("start: {}", eval_text(analysed.start)),
    }];
    points.extend(plies.iter().map(|p| EvalPoint {
        ply: p.ply,
        chance: p.chance,
        glyph: p.glyph.clone(),
        label: format!("{}. {} {}", p.ply, p.played, p.eval),
    }));
    Ok(RecordAnalysis {
        start: eval_text(analysed.start),
        start_chance: eval_chance(analysed.start),
        graph: eval_graph_svg(&points, "The Suffragettes' chance after each ply"),
        record: analysed.record.to_string(),
        plies,
    })
}

impl AppState {
    /// The analysis of finished table `id`: kept, or made now within
    /// `budget` (a game too long for the budget's time gets 503 and may be
    /// asked again when the server is less busy). Blocking.
    pub fn analysis(&self, id: &str, budget: &Budget) -> Result<Arc<TableAnalysis>, ServerError> {
        let t = self.table(id)?;
        let (version, text, rules, over) = {
            let table = lock(&t);
            (
                table.version(),
                table.record()?,
                table.game.rules_arc().clone(),
                table.over(),
            )
        };
        if !over {
            return Err(ServerError::conflict("error-table-analysis-playing", |a| a));
        }
        if let Some(a) = self.inner.analyses.get(id, version) {
            return Ok(a);
        }
        let record = Record::parse(&text).map_err(|e| ServerError::Corrupt(e.to_string()))?;
        let nodes = self.limits().analysis_nodes;
        let a = analyse_record(
            &record,
            &rules,
            "table",
            nodes,
            budget,
            "error-work-analysing-game",
        )
        .map_err(|e| match e {
            ServerError::BadRequest(m) => ServerError::Corrupt(m),
            e => e,
        })?;
        let analysis = Arc::new(TableAnalysis {
            id: id.to_string(),
            version,
            nodes,
            start: a.start,
            start_chance: a.start_chance,
            graph: a.graph,
            record: a.record,
            explorer: format!("/explore?table={id}&variants={}", rules.id()),
            plies: a.plies,
        });
        self.inner.analyses.keep(analysis.clone());
        Ok(analysis)
    }
}
