//! The published strong-play results (`book/data/strong/`, made by
//! `scripts/strong-data`): per-game lines of an `ablate` run on the English
//! online rules and a `simulate` run on the other variants, merged as
//! `suffragetto merge --partial` merges them (whole shards of a run not
//! finished yet are read as the games they are), and refused if the rules
//! they were played under are not today's (the rules' content hash).

use super::effects::{Play, Source};
use crate::SiteError;
use std::path::Path;
use suffragetto_ai::SimConfig;
use suffragetto_ai::runs::{self, Command, Completeness, GameLine, Report};

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
        // A run not finished yet is published as its whole shards: the
        // games there, as many as they are.
        let report = runs::merge_as(lines, &|i| from[i].clone(), Completeness::WholeShards)
            .map_err(|e| fail(e.to_string()))?;
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
    let planned = plan.spec.games;
    let games = report.base.games as u32;
    let variant_games = variants
        .iter()
        .map(|(_, g)| g.len() as u32)
        .min()
        .unwrap_or(games);
    Ok(Play {
        agents: plan.matchup(),
        cfg: SimConfig {
            games,
            ..plan.sim_config()
        },
        report,
        variants,
        source: Source::Published {
            made: made_words(&readme),
            planned,
            variant_games,
        },
    })
}

/// The version and the day the data were finished, from the README's
/// paragraph `Version: V. Started S, finished F (UTC)...` that
/// `scripts/strong-data` writes: `V, finished YYYY-MM-DD`.
fn made_words(readme: &str) -> String {
    let Some((_, rest)) = readme.split_once("Version: ") else {
        return String::new();
    };
    let para = rest.split("\n\n").next().unwrap_or("");
    let para = para.split_whitespace().collect::<Vec<_>>().join(" ");
    let version = para.split(". Started").next().unwrap_or("");
    let version = version.trim_end_matches('.');
    match para.split_once("finished ").and_then(|(_, f)| f.get(..10)) {
        Some(day) => format!("{version}, finished {day}"),
        None => version.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::made_words;

    #[test]
    fn the_version_and_day_come_from_the_readme() {
        let readme = "# Data\n\nVersion: abc1234 (suffragetto 0.1.0). Started 2026-12-01T22:35Z, finished\n2026-12-02T00:37:04Z (UTC).\n\nMore.\n";
        assert_eq!(
            made_words(readme),
            "abc1234 (suffragetto 0.1.0), finished 2026-12-02"
        );
        assert_eq!(made_words("Version: test.\n"), "test");
        assert_eq!(made_words("no version"), "");
    }
}
