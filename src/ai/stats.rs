//! Small, tested statistics: proportions with Wilson intervals, means with
//! normal-approximation intervals, differences of either, quantiles.

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
    fn differences_know_when_they_are_zero() {
        let same = proportion_difference(50, 100, 50, 100);
        assert!(close(same.value, 0.0) && !same.excludes_zero());
        let big = proportion_difference(100, 1000, 500, 1000);
        assert!(close(big.value, 0.4) && big.excludes_zero());
        let d = mean_difference(&[1.0, 2.0, 3.0], &[11.0, 12.0, 13.0]);
        assert!(close(d.value, 10.0) && d.excludes_zero());
    }
}
