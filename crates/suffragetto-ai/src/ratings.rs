//! Ratings on one scale from a cross-table: the Bradley-Terry model (the
//! logistic model behind Elo ratings) fitted by maximum likelihood, in the
//! manner of BayesElo and Ordo.
//!
//! Each game scores 1 for a win, 0 for a loss and 1/2 for a game left
//! unfinished at the move cap. Agent `i` is expected to score
//! `1 / (1 + 10^((r_j - r_i) / 400))` against agent `j`, `r` in Elo points.
//! Where one agent won every game of a pairing the likelihood has no
//! maximum (the gap would be infinite), so each pairing also counts one
//! virtual drawn game, as BayesElo's prior does; with hundreds of games a
//! pairing it moves the ratings little. The first agent is the anchor, at
//! 0; each interval is that of the difference from the anchor (95%, from
//! the curvature of the likelihood at its maximum).

use super::stats::{Estimate, Z95};
use super::tournament::TournamentReport;
use serde::Serialize;
use std::io::{self, Write};
use suffragetto_core::report::{ReportFormat, csv_line, write_json};

/// Elo points per unit of the logistic model's log-odds.
const ELO: f64 = 400.0 / std::f64::consts::LN_10;

/// One agent's rating.
#[derive(Clone, Debug, Serialize)]
pub struct Rating {
    /// The agent.
    pub agent: String,
    /// Elo points above the anchor, with a 95% interval.
    pub elo: Estimate,
    /// Games it played.
    pub games: u64,
    /// Its share of points (wins, and half the unfinished games).
    pub score: f64,
}

/// The ratings of a cross-table's agents.
#[derive(Clone, Debug, Serialize)]
pub struct Ratings {
    /// The agent rated 0.
    pub anchor: String,
    /// Virtual drawn games added to each pairing.
    pub prior_draws: f64,
    /// One per agent, in the cross-table's order.
    pub ratings: Vec<Rating>,
}

/// Points and games between each ordered pair of agents (row's points).
fn table(t: &TournamentReport) -> (Vec<Vec<f64>>, Vec<Vec<f64>>) {
    let n = t.agents.len();
    let mut points = vec![vec![0.0; n]; n];
    let mut games = vec![vec![0.0; n]; n];
    let idx = |name: &str| t.agents.iter().position(|a| a == name);
    for p in &t.pairings {
        if let (Some(i), Some(j)) = (idx(&p.agent), idx(&p.opponent)) {
            let unfinished = (p.games - p.wins - p.losses) as f64;
            points[i][j] = p.wins as f64 + unfinished / 2.0;
            games[i][j] = p.games as f64;
        }
    }
    (points, games)
}

/// Solves `a x = b` by Gaussian elimination with partial pivoting (`a` is
/// small and, here, positive definite).
fn solve(mut a: Vec<Vec<f64>>, mut b: Vec<f64>) -> Vec<f64> {
    let n = b.len();
    for c in 0..n {
        let p = (c..n)
            .max_by(|&x, &y| a[x][c].abs().total_cmp(&a[y][c].abs()))
            .unwrap_or(c);
        a.swap(c, p);
        b.swap(c, p);
        for r in c + 1..n {
            let f = a[r][c] / a[c][c];
            let (above, below) = a.split_at_mut(r);
            for (x, y) in below[0][c..].iter_mut().zip(&above[c][c..]) {
                *x -= f * y;
            }
            b[r] -= f * b[c];
        }
    }
    let mut x = vec![0.0; n];
    for r in (0..n).rev() {
        let s: f64 = (r + 1..n).map(|k| a[r][k] * x[k]).sum();
        x[r] = (b[r] - s) / a[r][r];
    }
    x
}

/// Fits the ratings of `t`'s agents (see the module's description).
pub fn ratings(t: &TournamentReport) -> Ratings {
    let prior = 1.0;
    let n = t.agents.len();
    let (mut points, mut games) = table(t);
    for i in 0..n {
        for j in 0..n {
            if i != j && games[i][j] > 0.0 {
                points[i][j] += prior / 2.0;
                games[i][j] += prior;
            }
        }
    }
    let mut theta: Vec<f64> = vec![0.0; n];
    // The Hessian of the negative log-likelihood; it has the ratings'
    // common shift as its null space, removed by adding 1/n everywhere.
    let hessian = |theta: &[f64]| {
        let mut h = vec![vec![1.0 / n as f64; n]; n];
        for i in 0..n {
            for j in 0..n {
                if i != j && games[i][j] > 0.0 {
                    let p = 1.0 / (1.0 + (theta[j] - theta[i]).exp());
                    let w = games[i][j] * p * (1.0 - p);
                    h[i][i] += w;
                    h[i][j] -= w;
                }
            }
        }
        h
    };
    for _ in 0..100 {
        let grad: Vec<f64> = (0..n)
            .map(|i| {
                (0..n)
                    .filter(|&j| j != i && games[i][j] > 0.0)
                    .map(|j| points[i][j] - games[i][j] / (1.0 + (theta[j] - theta[i]).exp()))
                    .sum()
            })
            .collect();
        let step = solve(hessian(&theta), grad);
        for (t, s) in theta.iter_mut().zip(&step) {
            *t += s;
        }
        if step.iter().all(|s| s.abs() < 1e-12) {
            break;
        }
    }
    // The covariance of the ratings that sum to zero: the pseudo-inverse
    // of the Hessian, (H + J/n)^-1 - J/n, column by column.
    let h = hessian(&theta);
    let cov: Vec<Vec<f64>> = (0..n)
        .map(|c| {
            let e: Vec<f64> = (0..n).map(|r| (r == c) as u8 as f64).collect();
            solve(h.clone(), e)
                .into_iter()
                .map(|x| x - 1.0 / n as f64)
                .collect()
        })
        .collect();
    let ratings = (0..n)
        .map(|i| {
            let value = (theta[i] - theta[0]) * ELO;
            let var = (cov[i][i] + cov[0][0] - 2.0 * cov[i][0]).max(0.0);
            let half = Z95 * var.sqrt() * ELO;
            let played: f64 = (0..n).map(|j| games[i][j]).sum::<f64>() - prior * nonzero(&games[i]);
            let scored: f64 =
                (0..n).map(|j| points[i][j]).sum::<f64>() - prior / 2.0 * nonzero(&games[i]);
            Rating {
                agent: t.agents[i].clone(),
                elo: Estimate {
                    value,
                    low: value - half,
                    high: value + half,
                    n: played as u64,
                },
                games: played as u64,
                score: if played > 0.0 { scored / played } else { 0.0 },
            }
        })
        .collect();
    Ratings {
        anchor: t.agents[0].clone(),
        prior_draws: prior,
        ratings,
    }
}

fn nonzero(row: &[f64]) -> f64 {
    row.iter().filter(|&&g| g > 0.0).count() as f64
}

/// Writes the cross-table's ratings: a table with the cross-table above
/// it, or JSON (both) or CSV (the ratings).
pub fn write_ratings(
    out: &mut dyn Write,
    t: &TournamentReport,
    r: &Ratings,
    format: ReportFormat,
) -> io::Result<()> {
    match format {
        ReportFormat::Json => {
            write_json(out, &serde_json::json!({ "tournament": t, "ratings": r }))
        }
        ReportFormat::Csv => {
            writeln!(out, "agent,elo,low,high,games,score")?;
            for x in &r.ratings {
                let mut row = vec![x.agent.clone()];
                row.extend([x.elo.value, x.elo.low, x.elo.high].map(|v| format!("{v:.1}")));
                row.push(x.games.to_string());
                row.push(format!("{:.6}", x.score));
                csv_line(out, &row)?;
            }
            Ok(())
        }
        ReportFormat::Text => {
            super::report::write_tournament(out, t, format)?;
            writeln!(
                out,
                "\nratings, Elo points above {} (maximum likelihood, one virtual draw a pairing; 95% intervals):",
                r.anchor
            )?;
            for x in &r.ratings {
                writeln!(
                    out,
                    "  {:<14} {:>7.0} [{:.0}, {:.0}]   {} games, {:.1} % of points",
                    x.agent,
                    x.elo.value,
                    x.elo.low,
                    x.elo.high,
                    x.games,
                    100.0 * x.score
                )?;
            }
            Ok(())
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::stats::proportion;
    use crate::tournament::Pairing;

    fn table_of(results: &[(&str, &str, u64, u64, u64)]) -> TournamentReport {
        let mut agents: Vec<String> = Vec::new();
        let mut pairings = Vec::new();
        for &(a, b, n, w, l) in results {
            for x in [a, b] {
                if !agents.iter().any(|y| y == x) {
                    agents.push(x.to_string());
                }
            }
            for (x, y, w, l) in [(a, b, w, l), (b, a, l, w)] {
                pairings.push(Pairing {
                    agent: x.into(),
                    opponent: y.into(),
                    games: n,
                    wins: w,
                    losses: l,
                    score: proportion(w, n),
                });
            }
        }
        TournamentReport {
            variant: "english".into(),
            games_per_pairing: 0,
            seed: 1,
            agents,
            pairings,
        }
    }

    #[test]
    fn two_agents_get_the_logistic_gap_of_their_score() {
        // 75 % of the points: 400 log10(3) = 190.8 Elo without the prior;
        // with one virtual draw in 1,001 games a little less.
        let r = ratings(&table_of(&[("a", "b", 1000, 250, 750)]));
        let gap = r.ratings[1].elo.value;
        let expected = 400.0 * (750.5f64 / 250.5).log10();
        assert!((gap - expected).abs() < 1e-6, "{gap} against {expected}");
        assert_eq!(r.ratings[0].elo.value, 0.0);
        // The interval: 1.96 / sqrt(n p (1 - p)) in log-odds.
        let p: f64 = 750.5 / 1001.0;
        let half = Z95 / (1001.0 * p * (1.0 - p)).sqrt() * ELO;
        assert!((r.ratings[1].elo.high - gap - half).abs() < 1e-6);
    }

    #[test]
    fn ratings_are_transitive_and_finite_when_one_side_always_wins() {
        let r = ratings(&table_of(&[
            ("a", "b", 100, 0, 100),
            ("b", "c", 100, 20, 80),
            ("a", "c", 100, 0, 100),
        ]));
        let e: Vec<f64> = r.ratings.iter().map(|x| x.elo.value).collect();
        assert!(e[0] < e[1] && e[1] < e[2], "{e:?}");
        assert!(e.iter().all(|x| x.is_finite()));
        assert!(
            r.ratings
                .iter()
                .all(|x| x.elo.low < x.elo.value || x.agent == "a")
        );
        assert_eq!(r.ratings[1].games, 200);
        assert!((r.ratings[1].score - 0.6).abs() < 1e-12, "100 + 20 of 200");
    }
}
