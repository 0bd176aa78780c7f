//! How the self-play commands write their reports: a table for people, JSON
//! and CSV for programs.

use super::ablate::AblationReport;
use super::simulate::VariantReport;
use super::stats::Estimate;
use super::tournament::TournamentReport;
use std::io::{self, Write};
use suffragetto_core::report::{ReportFormat, csv_line, write_json};

/// Writes the reports of `simulate`, one per variant.
pub fn write_simulation(
    out: &mut dyn Write,
    reports: &[VariantReport],
    format: ReportFormat,
) -> io::Result<()> {
    match format {
        ReportFormat::Json => write_json(out, &serde_json::json!({ "variants": reports })),
        ReportFormat::Csv => write_csv(out, reports),
        ReportFormat::Text => write_table(out, reports),
    }
}

fn est(e: &Estimate) -> String {
    if e.n == 0 {
        "n/a (no games decided)".to_string()
    } else {
        e.fmt(3)
    }
}

fn write_table(out: &mut dyn Write, reports: &[VariantReport]) -> io::Result<()> {
    let r0 = &reports[0];
    writeln!(
        out,
        "{} games per variant, agents {} (Suffragettes) v {} (Police), seed {}, cap {} plies; 95% intervals in brackets",
        r0.games, r0.agents[0], r0.agents[1], r0.seed, r0.max_plies
    )?;
    for r in reports {
        writeln!(out, "\n== {} ==", r.variant)?;
        let rows: Vec<(&str, String)> = vec![
            (
                "Suffragettes win",
                format!("{} ({})", r.suffragette_wins, est(&r.suffragette_win_rate)),
            ),
            (
                "Police win",
                format!("{} ({})", r.police_wins, est(&r.police_win_rate)),
            ),
            (
                "unfinished at cap",
                format!("{} ({})", r.unfinished, est(&r.unfinished_rate)),
            ),
            ("first player wins (decided)", est(&r.first_player_win_rate)),
            ("balance", est(&r.balance)),
            ("decisiveness", est(&r.decisiveness)),
            ("length, plies: mean", r.length.mean.fmt(1)),
            (
                "  p10 / p25 / median / p75 / p90",
                format!(
                    "{:.0} / {:.0} / {:.0} / {:.0} / {:.0}",
                    r.length.p10, r.length.p25, r.length.median, r.length.p75, r.length.p90
                ),
            ),
            ("branching (legal moves per ply)", r.branching.fmt(1)),
            (
                "pieces taken by the Suffragettes, per game: small / large",
                format!(
                    "{} / {}",
                    r.captures_per_game[0].fmt(2),
                    r.captures_per_game[1].fmt(2)
                ),
            ),
            (
                "pieces taken by the Police, per game: small / large",
                format!(
                    "{} / {}",
                    r.captures_per_game[2].fmt(2),
                    r.captures_per_game[3].fmt(2)
                ),
            ),
            (
                "captured in chains of 2+ per game",
                r.captures_in_chains_per_game.fmt(2),
            ),
            (
                "exchange moves per game (proposals, or demands)",
                r.exchanges_proposed_per_game.fmt(2),
            ),
            (
                "  accepted / declined per game",
                format!(
                    "{} ; {}",
                    r.exchanges_accepted_per_game.fmt(2),
                    r.exchanges_declined_per_game.fmt(2)
                ),
            ),
        ];
        for (k, v) in rows {
            writeln!(out, "  {k:<48} {v}")?;
        }
        for u in &r.rule_points {
            writeln!(
                out,
                "  rule point {} vs {}: changes the moves (or what a move does) in {} of sampled positions, {} of games",
                u.point,
                u.other_value,
                est(&u.positions),
                est(&u.games)
            )?;
        }
    }
    writeln!(
        out,
        "\nbalance = 1 - |Suffragette share - Police share| among decided games (1: even); decisiveness = share of games with a winner before the cap."
    )?;
    Ok(())
}

fn write_csv(out: &mut dyn Write, reports: &[VariantReport]) -> io::Result<()> {
    let cols = [
        "suffragette_win_rate",
        "police_win_rate",
        "unfinished_rate",
        "first_player_win_rate",
        "balance",
        "decisiveness",
        "length_mean",
        "branching",
    ];
    let mut header = vec![
        "variant".to_string(),
        "games".into(),
        "suffragette_wins".into(),
        "police_wins".into(),
        "unfinished".into(),
    ];
    for c in cols {
        header.extend([c.to_string(), format!("{c}_low"), format!("{c}_high")]);
    }
    csv_line(out, &header)?;
    for r in reports {
        let mut row = vec![
            r.variant.clone(),
            r.games.to_string(),
            r.suffragette_wins.to_string(),
            r.police_wins.to_string(),
            r.unfinished.to_string(),
        ];
        for e in [
            &r.suffragette_win_rate,
            &r.police_win_rate,
            &r.unfinished_rate,
            &r.first_player_win_rate,
            &r.balance,
            &r.decisiveness,
            &r.length.mean,
            &r.branching,
        ] {
            row.extend([e.value, e.low, e.high].map(|x| format!("{x:.6}")));
        }
        csv_line(out, &row)?;
    }
    Ok(())
}

/// Writes the report of `ablate`.
pub fn write_ablation(
    out: &mut dyn Write,
    rep: &AblationReport,
    format: ReportFormat,
) -> io::Result<()> {
    match format {
        ReportFormat::Json => write_json(out, rep),
        ReportFormat::Csv => {
            writeln!(
                out,
                "point,base_value,changed_value,metric,difference,low,high,distinguishable"
            )?;
            for a in &rep.ablations {
                for e in &a.effects {
                    let mut row = vec![
                        a.point.to_string(),
                        a.base_value.clone(),
                        a.changed_value.clone(),
                        e.metric.to_string(),
                    ];
                    let d = &e.difference;
                    row.extend([d.value, d.low, d.high].map(|x| format!("{x:.6}")));
                    row.push(e.distinguishable.to_string());
                    csv_line(out, &row)?;
                }
            }
            Ok(())
        }
        ReportFormat::Text => {
            writeln!(
                out,
                "base {}: {} games a run, agents {} v {}, seed {}; effect = changed - base, 95% interval; * = distinguishable from zero",
                rep.base.variant,
                rep.base.games,
                rep.base.agents[0],
                rep.base.agents[1],
                rep.base.seed
            )?;
            for a in &rep.ablations {
                writeln!(
                    out,
                    "\n{}: {} -> {}",
                    a.point, a.base_value, a.changed_value
                )?;
                for e in &a.effects {
                    writeln!(
                        out,
                        "  {:<26} {:>28} {}",
                        e.metric,
                        e.difference.fmt(3),
                        if e.distinguishable { "*" } else { "" }
                    )?;
                }
            }
            Ok(())
        }
    }
}

/// Writes the cross-table of `tournament`.
pub fn write_tournament(
    out: &mut dyn Write,
    t: &TournamentReport,
    format: ReportFormat,
) -> io::Result<()> {
    match format {
        ReportFormat::Json => write_json(out, t),
        ReportFormat::Csv => {
            writeln!(out, "agent,opponent,games,wins,losses,score,low,high")?;
            for p in &t.pairings {
                let mut row = vec![
                    p.agent.clone(),
                    p.opponent.clone(),
                    p.games.to_string(),
                    p.wins.to_string(),
                    p.losses.to_string(),
                ];
                row.extend([p.score.value, p.score.low, p.score.high].map(|x| format!("{x:.6}")));
                csv_line(out, &row)?;
            }
            Ok(())
        }
        ReportFormat::Text => {
            writeln!(
                out,
                "{} games per pairing under {}, each side half the time, seed {}; cell = row's share of games won [95%]",
                t.games_per_pairing, t.variant, t.seed
            )?;
            write!(out, "{:<14}", "")?;
            for n in &t.agents {
                write!(out, "{n:>24}")?;
            }
            writeln!(out)?;
            for r in &t.agents {
                write!(out, "{r:<14}")?;
                for c in &t.agents {
                    let cell = t
                        .pairings
                        .iter()
                        .find(|p| &p.agent == r && &p.opponent == c)
                        .map_or("-".to_string(), |p| p.score.fmt(2));
                    write!(out, "{cell:>24}")?;
                }
                writeln!(out)?;
            }
            Ok(())
        }
    }
}
