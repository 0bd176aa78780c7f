//! The published strong-play results (`book/data/strong/`, made by
//! `scripts/strong-data`): per-game lines of an `ablate` run on the English
//! online rules and a `simulate` run on the other variants, merged as
//! `suffragetto merge` merges them, and refused if the rules they were
//! played under are not today's (the rules' content hash).

use super::effects::{Play, Source};
use crate::SiteError;
use std::path::Path;
use suffragetto_ai::runs::{self, Command, GameLine, Report};

/// The largest per-game file read.
const MAX_FILE: u64 = 1 << 28;

/// Reads the published results in `dir` for the base variant `base`.
pub fn load(dir: &Path, base: &str, others: &[&str]) -> Result<Play, SiteError> {
    let fail = |message: String| SiteError::StrongData {
        dir: dir.to_path_buf(),
        message,
    };
    let entries = std::fs::read_dir(dir).map_err(|e| {
        fail(format!(
            "the published strong games are not there: cannot read {}: {e}",
            dir.display()
        ))
    })?;
    let mut files: Vec<_> = entries
        .filter_map(Result::ok)
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|x| x == "jsonl"))
        .collect();
    files.sort();
    if files.is_empty() {
        return Err(fail(format!(
            "{} holds no per-game files (*.jsonl)",
            dir.display()
        )));
    }
    // Each run's lines, in file order, with where each came from.
    let mut runs_seen: Vec<(Command, Vec<GameLine>, Vec<String>)> = Vec::new();
    for f in &files {
        let text =
            suffragetto_core::input::read_text(f, MAX_FILE).map_err(|e| fail(e.to_string()))?;
        let name = f.display().to_string();
        for (n, line) in runs::parse_lines(&name, &text).map_err(|e| fail(e.to_string()))? {
            let at = format!("{name}:{n}");
            match runs_seen.iter_mut().find(|(_, l, _)| l[0].run == line.run) {
                Some((_, lines, from)) => {
                    lines.push(line);
                    from.push(at);
                }
                None => runs_seen.push((line.run.command, vec![line], vec![at])),
            }
        }
    }
    let mut ablation = None;
    let mut variants = Vec::new();
    for (command, lines, from) in &runs_seen {
        let report = runs::merge(lines, &|i| from[i].clone()).map_err(|e| fail(e.to_string()))?;
        let spec = &lines[0].run;
        match (command, report) {
            (Command::Ablate, Report::Ablation(r)) if spec.variants == [base] => {
                if ablation.is_some() {
                    return Err(fail("two ablation runs of the base variant".into()));
                }
                ablation = Some((spec.clone(), r));
            }
            (Command::Simulate, Report::Simulation(rows)) => {
                for (r, games) in rows {
                    variants.push((r.variant.clone(), games));
                }
            }
            _ => {
                return Err(fail(format!(
                    "{}: a run the book does not read ({:?} of {})",
                    from[0],
                    command,
                    spec.variants.join(", ")
                )));
            }
        }
    }
    let (spec, report) = ablation.ok_or_else(|| {
        fail(format!(
            "no ablation of the {base} variant among the published games"
        ))
    })?;
    for id in others {
        if !variants.iter().any(|(v, _)| v == id) {
            return Err(fail(format!(
                "the published games have none of the {id} variant"
            )));
        }
    }
    let plan = runs::Plan::new(spec).map_err(|e| fail(e.to_string()))?;
    let readme = std::fs::read_to_string(dir.join("README.md")).unwrap_or_default();
    Ok(Play {
        agents: plan.matchup(),
        cfg: plan.sim_config(),
        report,
        variants,
        source: Source::Published {
            made: readme
                .lines()
                .find_map(|l| l.strip_prefix("Version: "))
                .unwrap_or("")
                .trim_end_matches('.')
                .to_string(),
        },
    })
}
