//! The measured effect of each rule point the variants dispute, under
//! greedy and under strong play: `ablate` run once for each kind of play,
//! read by the differences chapter (effect by effect) and the statistics
//! chapter (side by side over all points).

use super::{Ctx, SiteError};
use suffragetto_ai::ablate::{Ablation, AblationReport, ablate, runs};
use suffragetto_ai::{AgentKind, GameStats, Matchup, SimConfig};
use suffragetto_core::lang::{Args, Lang, catalogue};
use suffragetto_core::variant::PointId;

/// Where a kind of play's games come from.
pub enum Source {
    /// Played while the book was built.
    Played,
    /// Played while the book was built because the published results no
    /// longer match the rules.
    Replaced,
    /// Read from the published results (`book/data/strong/`).
    Published {
        /// The version and dates that made them, as their README says.
        made: String,
        /// The games a configuration the run that made them plans (more
        /// than there are where it has not finished: a partial set).
        planned: u32,
        /// The fewest games any other variant has there.
        variant_games: u32,
    },
}

/// One kind of play and what it measured.
pub struct Play {
    /// The agents (the same on both sides).
    pub agents: Matchup,
    /// Games, seed and move cap.
    pub cfg: SimConfig,
    /// The base variant and every single-point change.
    pub report: AblationReport,
    /// The other variants' games where they were published with the
    /// ablation (variant id, games); empty when they are played.
    pub variants: Vec<(String, Vec<GameStats>)>,
    /// Where the games come from.
    pub source: Source,
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

    /// Positions a move the strong agent searched (0 for other agents).
    pub fn nodes(&self) -> u32 {
        match self.agents[0] {
            AgentKind::Strong { nodes } => nodes,
            _ => 0,
        }
    }

    /// The agents in words of `lang`, as the tables head their columns.
    pub fn agents_words(&self, lang: suffragetto_core::lang::Lang) -> String {
        agents_words(lang, self.agents)
    }
}

/// Two agents playing each other in words of `lang`: their names as the
/// command line gives them (`greedy vs greedy`, „`greedy` gegen `greedy`“).
pub fn agents_words(lang: suffragetto_core::lang::Lang, agents: Matchup) -> String {
    suffragetto_core::lang::catalogue().text(
        "book-agents-pair",
        &suffragetto_core::lang::Args::new(lang)
            .text("first", agents[0])
            .text("second", agents[1]),
    )
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
            variants: Vec::new(),
            source: Source::Played,
        })
    };
    let greedy = run(
        "differences: ablate (greedy self-play)",
        ctx.opts.agents(),
        ctx.opts.sim_config(),
    )?;
    let others: Vec<&str> = ctx
        .rules
        .iter()
        .map(|r| r.id())
        .filter(|&id| id != base.id())
        .collect();
    let strong = match ctx.opts.strong_games {
        None => match (
            super::published::load(&ctx.opts.strong_data, base.id(), &others),
            ctx.opts.strong_fallback,
        ) {
            (Ok(p), _) => Some(p),
            (Err(e), Some(games)) => {
                eprintln!(
                    "note: the published strong games are not used: {e}\nnote: playing {games} strong games a run instead (scripts/strong-data remakes the published set)"
                );
                let cfg = SimConfig {
                    games,
                    ..ctx.opts.sim_config()
                };
                let mut p = run(
                    "differences: ablate (strong self-play)",
                    ctx.opts.strong_agents(),
                    cfg,
                )?;
                p.source = Source::Replaced;
                Some(p)
            }
            (Err(e), None) => return Err(e),
        },
        Some(0) => None,
        Some(_) => Some(run(
            "differences: ablate (strong self-play)",
            ctx.opts.strong_agents(),
            ctx.opts.strong_config(),
        )?),
    };
    Ok(Measured { greedy, strong })
}

/// What a change does to the Suffragettes' share of wins under `play`
/// (`greedy` or `strong`), in words: "raises ... by", "lowers ... by" or
/// "makes no measurable difference to", with the difference and its
/// interval (`book-share-*` in `locales/*/book.ftl`).
pub fn share_words(
    e: Option<&suffragetto_ai::stats::Estimate>,
    play: &str,
    games: u64,
    lang: Lang,
) -> String {
    let args = Args::new(lang).text("play", play);
    let key = match e {
        None => "book-share-unmeasured",
        Some(e) if e.excludes_zero() && games < super::summary::MIN_GAMES => "book-share-too-few",
        Some(e) if e.excludes_zero() && e.value > 0.0 => "book-share-raises",
        Some(e) if e.excludes_zero() => "book-share-lowers",
        Some(_) => "book-share-none",
    };
    let args = match e {
        Some(e) => args
            .number("games", games as usize)
            .text("by", lang.decimal(e.value.abs(), 3))
            .text("difference", crate::text::estimate(e, 3, lang)),
        None => args,
    };
    catalogue().text(key, &args)
}

impl Play {
    /// Where the games come from, in a sentence for the chapters in
    /// `lang`; `base` names the base variant.
    pub fn source_words(&self, lang: Lang, base: &str) -> String {
        let c = catalogue();
        match &self.source {
            Source::Played => c.plain(lang, "book-source-played").to_string(),
            Source::Replaced => c.plain(lang, "book-source-replaced").to_string(),
            Source::Published {
                made,
                planned,
                variant_games,
            } => {
                let whole = c.text("book-source-published", &Args::new(lang).text("made", made));
                if self.cfg.games < *planned || variant_games < planned {
                    let partial = Args::new(lang)
                        .number("games", self.cfg.games as usize)
                        .number("planned", *planned as usize)
                        .number("variant-games", *variant_games as usize)
                        .text("base", base);
                    format!("{whole} {}", c.text("book-source-partial", &partial))
                } else {
                    whole
                }
            }
        }
    }
}
