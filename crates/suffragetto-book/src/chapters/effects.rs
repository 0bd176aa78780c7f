//! The measured effect of each rule point the variants dispute, under
//! greedy and under strong play: `ablate` run once for each kind of play,
//! read by the differences chapter (effect by effect) and the statistics
//! chapter (side by side over all points).

use super::{Ctx, SiteError};
use suffragetto_ai::ablate::{Ablation, AblationReport, ablate, runs};
use suffragetto_ai::{Matchup, SimConfig};
use suffragetto_core::variant::PointId;

/// One kind of play and what it measured.
pub struct Play {
    /// The agents (the same on both sides).
    pub agents: Matchup,
    /// Games, seed and move cap.
    pub cfg: SimConfig,
    /// The base variant and every single-point change.
    pub report: AblationReport,
}

impl Play {
    /// The ablation of `point` changed to `value` (as the variant files
    /// write it), if there is one.
    pub fn ablation(&self, point: PointId, value: &str) -> Option<&Ablation> {
        self.report
            .ablations
            .iter()
            .find(|a| a.point == point && a.changed_value == value)
    }

    /// The agents in words, as the tables head their columns.
    pub fn agents_words(&self) -> String {
        self.agents.map(|a| a.to_string()).join(" vs ")
    }
}

/// Both kinds of play on the English online rules.
pub struct Measured {
    /// One-ply greedy players.
    pub greedy: Play,
    /// The strong agent at the book's budget; `None` when the book was
    /// built with no strong games.
    pub strong: Option<Play>,
}

/// Runs the ablations the book reports, with progress bars.
pub fn measure(ctx: &Ctx<'_>) -> Result<Measured, SiteError> {
    let base = ctx.rules_of("english");
    let run = |stage: &str, agents: Matchup, cfg: SimConfig| -> Result<Play, SiteError> {
        ctx.progress
            .start(stage, runs(base)? as u64 * cfg.games as u64);
        let tick = || ctx.progress.tick();
        let report = ablate(base, agents, &cfg, &tick)?;
        ctx.progress.finish();
        Ok(Play {
            agents,
            cfg,
            report,
        })
    };
    let greedy = run(
        "differences: ablate (greedy self-play)",
        ctx.opts.agents(),
        ctx.opts.sim_config(),
    )?;
    let strong = match ctx.opts.strong_games {
        0 => None,
        _ => Some(run(
            "differences: ablate (strong self-play)",
            ctx.opts.strong_agents(),
            ctx.opts.strong_config(),
        )?),
    };
    Ok(Measured { greedy, strong })
}
