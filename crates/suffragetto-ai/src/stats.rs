//! Small, tested statistics: proportions with Wilson intervals, means with
//! normal-approximation intervals, differences of either (independent or
//! paired samples), quantiles.

use serde::Serialize;

/// z for a two-sided 95% interval.
pub const Z95: f64 = 1.959_963_984_540_054;

/// An estimate with its 95% confidence interval.
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
pub struct Estimate {
    /// The point estimate.
    pub value: f64,
    /// Lower end of the 95% interval.
    pub low: f64,
    /// Upper end of the 95% interval.
    pub high: f64,
    /// Observations behind it.
    pub n: u64,
}

impl Estimate {
    /// Whether the interval excludes zero.
    pub fn excludes_zero(&self) -> bool {
        self.low > 0.0 || self.high < 0.0
    }

    /// `value [low, high]` with `digits` decimals.
    pub fn fmt(&self, digits: usize) -> String {
        format!(
            "{:.d$} [{:.d$}, {:.d$}]",
            self.value,
            self.low,
            self.high,
            d = digits
        )
    }
}

/// A proportion `k / n` with its Wilson score interval. With `n = 0` the
/// estimate is 0 in [0, 1].
pub fn proportion(k: u64, n: u64) -> Estimate {
    if n == 0 {
        return Estimate {
            value: 0.0,
            low: 0.0,
            high: 1.0,
            n,
        };
    }
    let (k, nf) = (k as f64, n as f64);
    let p = k / nf;
    let z2 = Z95 * Z95;
    let denom = 1.0 + z2 / nf;
    let centre = (p + z2 / (2.0 * nf)) / denom;
    let half = Z95 * (p * (1.0 - p) / nf + z2 / (4.0 * nf * nf)).sqrt() / denom;
    Estimate {
        value: p,
        low: (centre - half).max(0.0),
        high: (centre + half).min(1.0),
        n,
    }
}

/// Mean and sample variance of `xs` (variance 0 for fewer than two values).
pub fn mean_var(xs: &[f64]) -> (f64, f64) {
    let n = xs.len() as f64;
    if xs.is_empty() {
        return (0.0, 0.0);
    }
    let mean = xs.iter().sum::<f64>() / n;
    let var = if xs.len() > 1 {
        xs.iter().map(|x| (x - mean).powi(2)).sum::<f64>() / (n - 1.0)
    } else {
        0.0
    };
    (mean, var)
}

/// The mean of `xs` with a normal-approximation 95% interval.
pub fn mean(xs: &[f64]) -> Estimate {
    let (m, v) = mean_var(xs);
    let half = if xs.is_empty() {
        0.0
    } else {
        Z95 * (v / xs.len() as f64).sqrt()
    };
    Estimate {
        value: m,
        low: m - half,
        high: m + half,
        n: xs.len() as u64,
    }
}

/// Difference of two proportions `k2/n2 - k1/n1` (normal approximation).
pub fn proportion_difference(k1: u64, n1: u64, k2: u64, n2: u64) -> Estimate {
    let p = |k: u64, n: u64| if n == 0 { 0.0 } else { k as f64 / n as f64 };
    let (p1, p2) = (p(k1, n1), p(k2, n2));
    let var = |p: f64, n: u64| {
        if n == 0 {
            0.0
        } else {
            p * (1.0 - p) / n as f64
        }
    };
    let half = Z95 * (var(p1, n1) + var(p2, n2)).sqrt();
    let d = p2 - p1;
    // A difference of two shares lies in [-1, 1].
    Estimate {
        value: d,
        low: (d - half).max(-1.0),
        high: (d + half).min(1.0),
        n: n1 + n2,
    }
}

/// Difference of two means `mean(b) - mean(a)` (Welch, normal approximation).
pub fn mean_difference(a: &[f64], b: &[f64]) -> Estimate {
    let (ma, va) = mean_var(a);
    let (mb, vb) = mean_var(b);
    let se = |v: f64, n: usize| if n == 0 { 0.0 } else { v / n as f64 };
    let half = Z95 * (se(va, a.len()) + se(vb, b.len())).sqrt();
    let d = mb - ma;
    Estimate {
        value: d,
        low: d - half,
        high: d + half,
        n: (a.len() + b.len()) as u64,
    }
}

/// The paired difference `mean(changed - base)` of two measurements of the
/// same games, with a Student's t interval on the `n - 1` degrees of
/// freedom of the differences. Identical measurements give 0 in [0, 0].
pub fn paired_mean_difference(base: &[f64], changed: &[f64]) -> Estimate {
    assert_eq!(base.len(), changed.len(), "paired samples");
    let d: Vec<f64> = changed.iter().zip(base).map(|(c, b)| c - b).collect();
    let (m, v) = mean_var(&d);
    let n = d.len();
    let half = if n < 2 || v == 0.0 {
        0.0
    } else {
        use statrs::distribution::{ContinuousCDF, StudentsT};
        let t = StudentsT::new(0.0, 1.0, (n - 1) as f64)
            .expect("positive degrees of freedom")
            .inverse_cdf(0.975);
        t * (v / n as f64).sqrt()
    };
    Estimate {
        value: m,
        low: m - half,
        high: m + half,
        n: n as u64,
    }
}

/// The paired difference of two proportions, `share(changed) -
/// share(base)`, over the same games: Newcombe's method 10 (Newcombe 1998,
/// "Improved confidence intervals for the difference between binomial
/// proportions based on paired data"), which combines the two Wilson
/// intervals with the correlation of the pairs.
pub fn paired_proportion_difference(base: &[bool], changed: &[bool]) -> Estimate {
    assert_eq!(base.len(), changed.len(), "paired samples");
    let n = base.len() as u64;
    let count = |f: &dyn Fn(bool, bool) -> bool| {
        base.iter()
            .zip(changed)
            .filter(|(b, c)| f(**b, **c))
            .count() as f64
    };
    // Rows: changed yes/no; columns: base yes/no.
    let r = count(&|b, c| c && b);
    let s = count(&|b, c| c && !b);
    let t = count(&|b, c| !c && b);
    let u = count(&|b, c| !c && !b);
    if n == 0 {
        return Estimate {
            value: 0.0,
            low: -1.0,
            high: 1.0,
            n,
        };
    }
    let nf = n as f64;
    let (p1, p2) = ((r + s) / nf, (r + t) / nf);
    let w1 = proportion((r + s) as u64, n);
    let w2 = proportion((r + t) as u64, n);
    let a = (r + s) * (t + u) * (r + t) * (s + u);
    let phi = if a > 0.0 {
        let b = r * u - s * t;
        let c = if b > nf / 2.0 {
            b - nf / 2.0
        } else if b < 0.0 {
            b
        } else {
            0.0
        };
        c / a.sqrt()
    } else {
        0.0
    };
    let d = p1 - p2;
    let (l1, u1, l2, u2) = (w1.low, w1.high, w2.low, w2.high);
    let low =
        d - ((p1 - l1).powi(2) - 2.0 * phi * (p1 - l1) * (u2 - p2) + (u2 - p2).powi(2)).sqrt();
    let high =
        d + ((p2 - l2).powi(2) - 2.0 * phi * (p2 - l2) * (u1 - p1) + (u1 - p1).powi(2)).sqrt();
    Estimate {
        value: d,
        low: low.max(-1.0),
        high: high.min(1.0),
        n,
    }
}

/// The `q` quantile (0..=1) of sorted values, by linear interpolation.
pub fn quantile(sorted: &[f64], q: f64) -> f64 {
    if sorted.is_empty() {
        return 0.0;
    }
    let pos = q.clamp(0.0, 1.0) * (sorted.len() - 1) as f64;
    let (lo, hi) = (pos.floor() as usize, pos.ceil() as usize);
    sorted[lo] + (sorted[hi] - sorted[lo]) * (pos - lo as f64)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn close(a: f64, b: f64) -> bool {
        (a - b).abs() < 1e-4
    }

    #[test]
    fn wilson_interval_matches_textbook_values() {
        // 8 of 10: Wilson 95% interval is [0.4902, 0.9433].
        let e = proportion(8, 10);
        assert!(
            close(e.value, 0.8) && close(e.low, 0.4902) && close(e.high, 0.9433),
            "{e:?}"
        );
        // 0 of 20: [0, 0.1611].
        let e = proportion(0, 20);
        assert!(close(e.low, 0.0) && close(e.high, 0.1611), "{e:?}");
        assert_eq!(proportion(0, 0).high, 1.0);
    }

    #[test]
    fn mean_interval_and_quantiles() {
        let xs = [2.0, 4.0, 4.0, 4.0, 5.0, 5.0, 7.0, 9.0];
        let (m, v) = mean_var(&xs);
        assert!(close(m, 5.0) && close(v, 32.0 / 7.0));
        let e = mean(&xs);
        assert!(close(e.high - e.value, Z95 * (32.0f64 / 7.0 / 8.0).sqrt()));
        assert!(close(quantile(&xs, 0.5), 4.5));
        assert!(close(quantile(&xs, 0.0), 2.0) && close(quantile(&xs, 1.0), 9.0));
        assert!(close(quantile(&[1.0, 2.0], 0.25), 1.25));
    }

    #[test]
    fn paired_intervals_match_worked_examples() {
        // Altman et al. (2000), Statistics with Confidence, table 6.2:
        // 14 both, 5 first only, 0 second only, 22 neither: 0.122 [0.011, 0.226].
        let mut changed = vec![true; 19];
        changed.extend(vec![false; 22]);
        let mut base = vec![true; 14];
        base.extend(vec![false; 27]);
        let e = paired_proportion_difference(&base, &changed);
        assert!(
            close(e.value, 0.121951) && close(e.low, 0.011483) && close(e.high, 0.226493),
            "{e:?}"
        );
        // Ten pairs differing by 1, 2, ..., 10: mean 5.5, sd 3.0277, t(9) = 2.2622.
        let base = [0.0; 10];
        let changed: Vec<f64> = (1..=10).map(f64::from).collect();
        let e = paired_mean_difference(&base, &changed);
        let half = 2.262_157 * (55.0f64 / 6.0 / 10.0).sqrt();
        assert!(
            close(e.value, 5.5) && close(e.high - e.value, half),
            "{e:?}"
        );
        // The same games measured twice: an effect of exactly zero.
        let same = [3.0, 8.0, 1.0];
        assert_eq!(
            paired_mean_difference(&same, &same),
            Estimate {
                value: 0.0,
                low: 0.0,
                high: 0.0,
                n: 3
            }
        );
        let e = paired_proportion_difference(&[true, false, true], &[true, false, true]);
        assert_eq!(e.value, 0.0);
        assert!(!e.excludes_zero());
    }

    #[test]
    fn differences_know_when_they_are_zero() {
        let same = proportion_difference(50, 100, 50, 100);
        assert!(close(same.value, 0.0) && !same.excludes_zero());
        let big = proportion_difference(100, 1000, 500, 1000);
        assert!(close(big.value, 0.4) && big.excludes_zero());
        let d = mean_difference(&[1.0, 2.0, 3.0], &[11.0, 12.0, 13.0]);
        assert!(close(d.value, 10.0) && d.excludes_zero());
    }
}
