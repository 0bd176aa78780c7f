//! Charts drawn as SVG text: the sides' win rates with their 95% intervals
//! on an axis scaled to the data, and game-length histograms, one panel per
//! variant on shared axes. Both axes of every chart carry ticks and a label.

use std::fmt::Write;
use suffragetto_ai::stats::Estimate;
use suffragetto_core::lang::{Args, Lang, catalogue};

/// Colours of the three outcomes: Suffragettes, Police, unfinished.
const OUTCOME_COLOURS: [&str; 3] = ["#2e7d32", "#1a237e", "#757575"];
/// Names of the outcomes: their keys in the catalogue (`locales/*/book.ftl`).
const OUTCOMES: [&str; 3] = [
    "book-chart-suffragettes-win",
    "book-chart-police-win",
    "book-chart-unfinished",
];

/// Message `key` of the charts' words in `lang`, with `args`.
fn say(lang: Lang, key: &str, args: impl FnOnce(Args) -> Args) -> String {
    catalogue().text(key, &args(Args::new(lang)))
}

/// Message `key`, which takes no argument, in `lang`.
fn word(lang: Lang, key: &str) -> &'static str {
    catalogue().plain(lang, key)
}
/// Width of every chart, px.
const WIDTH: f64 = 720.0;

/// The opening of a chart's SVG: size, font, title, description and a
/// white ground.
pub(crate) fn header(w: f64, h: f64, title: &str, desc: &str) -> String {
    format!(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{w}\" height=\"{h}\" viewBox=\"0 0 {w} {h}\" font-family=\"DejaVu Sans, Verdana, sans-serif\" font-size=\"12\">\n<title>{}</title>\n<desc>{}</desc>\n<rect width=\"{w}\" height=\"{h}\" fill=\"#ffffff\"/>\n",
        super::text::esc(title),
        super::text::esc(desc)
    )
}

/// A tick step from 1-2-5 steps (and 25) giving at most `most` intervals
/// over `span`.
fn tick_step(span: f64, most: f64, steps: &[f64]) -> f64 {
    steps
        .iter()
        .copied()
        .find(|s| span / s <= most)
        .unwrap_or(*steps.last().expect("steps"))
}

/// The axis of a share: from below the lowest interval end to above the
/// highest, always including one half, in whole steps inside 0..1.
pub fn share_axis(estimates: &[Estimate]) -> (f64, f64, f64) {
    let lo = estimates.iter().map(|e| e.low).fold(0.5_f64, f64::min);
    let hi = estimates.iter().map(|e| e.high).fold(0.5_f64, f64::max);
    let step = tick_step(
        (hi - lo).max(0.01),
        6.0,
        &[0.01, 0.02, 0.05, 0.1, 0.2, 0.25],
    );
    // A little room so no interval ends on the frame.
    let lo = ((lo - step * 0.25) / step).floor() * step;
    let hi = ((hi + step * 0.25) / step).ceil() * step;
    (lo.max(0.0), hi.min(1.0), step)
}

/// Which outcomes to draw: the two sides always, the unfinished games only
/// when some variant has any.
fn shown_outcomes(rows: &[(String, [Estimate; 3])]) -> Vec<usize> {
    let unfinished = rows.iter().any(|(_, e)| e[2].value > 0.0);
    (0..3).filter(|&k| k < 2 || unfinished).collect()
}

/// The plotting area of a chart with a horizontal value axis: its left and
/// right edges and its top and bottom, px.
struct Plot {
    left: f64,
    right: f64,
    top: f64,
    bottom: f64,
}

impl Plot {
    /// A light vertical grid line at `x` with `label` under the axis.
    fn gridline(&self, s: &mut String, x: f64, label: &str) {
        let _ = writeln!(
            s,
            "<line x1=\"{x:.1}\" x2=\"{x:.1}\" y1=\"{:.1}\" y2=\"{:.1}\" stroke=\"#dddddd\"/><text x=\"{x:.1}\" y=\"{:.1}\" text-anchor=\"middle\">{label}</text>",
            self.top,
            self.bottom,
            self.bottom + 16.0,
        );
    }

    /// The dashed reference line at `x` (an even share, no effect), named
    /// above the plot.
    fn reference(&self, s: &mut String, x: f64, label: &str) {
        let _ = writeln!(
            s,
            "<line class=\"even\" x1=\"{x:.1}\" x2=\"{x:.1}\" y1=\"{:.1}\" y2=\"{:.1}\" stroke=\"#555555\" stroke-dasharray=\"4 3\"/><text x=\"{x:.1}\" y=\"{:.1}\" text-anchor=\"middle\" font-size=\"11\">{label}</text>",
            self.top - 4.0,
            self.bottom,
            self.top - 7.0
        );
    }

    /// `text` centred under the value axis at height `y`.
    fn axis_label(&self, s: &mut String, text: &str, y: f64) {
        let _ = writeln!(
            s,
            "<text class=\"axis-label\" x=\"{:.1}\" y=\"{y:.1}\" text-anchor=\"middle\">{text}</text>",
            self.left + (WIDTH - self.left - self.right) / 2.0,
        );
    }

    /// The value axis and the left edge.
    fn frame(&self, s: &mut String) {
        let (left, top, bottom) = (self.left, self.top, self.bottom);
        let _ = writeln!(
            s,
            "<line x1=\"{left}\" x2=\"{:.1}\" y1=\"{bottom:.1}\" y2=\"{bottom:.1}\" stroke=\"#333333\"/><line x1=\"{left}\" x2=\"{left}\" y1=\"{top:.1}\" y2=\"{bottom:.1}\" stroke=\"#333333\"/>",
            WIDTH - self.right
        );
    }
}

/// An estimate drawn at height `y`: a bar from `low` to `high` (x, px) with
/// end ticks `2 * half` tall, and a dot of radius `r` at `value`; `title`
/// is what a pointer over it shows.
#[allow(clippy::too_many_arguments)]
fn estimate_mark(
    s: &mut String,
    colour: &str,
    title: &str,
    [low, value, high]: [f64; 3],
    y: f64,
    half: f64,
    r: f64,
) {
    let _ = writeln!(
        s,
        "<g class=\"estimate\" fill=\"{colour}\" stroke=\"{colour}\"><title>{title}</title><path d=\"M{low:.1} {y:.1}H{high:.1}M{low:.1} {:.1}v{}M{high:.1} {:.1}v{}\" stroke-width=\"2\" fill=\"none\"/><circle cx=\"{value:.1}\" cy=\"{y:.1}\" r=\"{r}\" stroke=\"#ffffff\"/></g>",
        y - half,
        2.0 * half,
        y - half,
        2.0 * half,
    );
}

/// One row per variant: the share of games each side won (and the share
/// unfinished, when there are any), each a dot with its 95% interval as a
/// bar, on an axis that spans the intervals and the even line at 50%.
pub fn win_rates(rows: &[(String, [Estimate; 3])], lang: Lang) -> String {
    let shown = shown_outcomes(rows);
    let band = 22.0 * shown.len() as f64 + 14.0;
    let (left, right, top, bottom) = (200.0, 20.0, 44.0, 58.0);
    let h = top + band * rows.len() as f64 + bottom;
    let plot_w = WIDTH - left - right;
    let all: Vec<Estimate> = rows
        .iter()
        .flat_map(|(_, e)| shown.iter().map(move |&k| e[k]))
        .collect();
    let (lo, hi, step) = share_axis(&all);
    let x = |v: f64| left + plot_w * (v - lo) / (hi - lo);
    let plot_bottom = top + band * rows.len() as f64;
    let mut s = header(
        WIDTH,
        h,
        word(lang, "book-chart-wins-title"),
        &say(lang, "book-chart-wins-desc", |a| {
            a.text("low", lang.decimal(lo * 100.0, 0))
                .text("high", lang.decimal(hi * 100.0, 0))
        }),
    );
    let plot = Plot {
        left,
        right,
        top,
        bottom: plot_bottom,
    };
    let ticks = ((hi - lo) / step).round() as usize;
    for i in 0..=ticks {
        let v = lo + step * i as f64;
        let label = say(lang, "book-chart-percent", |a| {
            a.text("n", percent(v, step, lang))
        });
        plot.gridline(&mut s, x(v), &label);
    }
    plot.reference(&mut s, x(0.5), word(lang, "book-chart-even"));
    plot.frame(&mut s);
    for (g, (name, est)) in rows.iter().enumerate() {
        let y0 = top + band * g as f64 + 7.0;
        let _ = writeln!(
            s,
            "<text x=\"{:.1}\" y=\"{:.1}\" text-anchor=\"end\">{}</text>",
            left - 8.0,
            y0 + 11.0 * shown.len() as f64 + 4.0,
            super::text::esc(name)
        );
        for (j, &k) in shown.iter().enumerate() {
            let e = est[k];
            let y = y0 + 22.0 * j as f64 + 11.0;
            let title = super::text::labelled(
                lang,
                &super::text::esc(name),
                &format!(
                    "{} {}",
                    word(lang, OUTCOMES[k]),
                    super::text::estimate(&e, 3, lang)
                ),
            );
            let at = [x(e.low), x(e.value), x(e.high)];
            estimate_mark(&mut s, OUTCOME_COLOURS[k], &title, at, y, 5.0, 4.5);
        }
    }
    plot.axis_label(&mut s, word(lang, "book-chart-wins-axis"), h - 12.0);
    let _ = writeln!(
        s,
        "<text class=\"axis-label\" transform=\"translate(14 {:.1}) rotate(-90)\" text-anchor=\"middle\">{}</text>",
        top + band * rows.len() as f64 / 2.0,
        word(lang, "book-chart-variant")
    );
    legend(&mut s, &shown, left, 16.0, lang);
    s.push_str("</svg>\n");
    s
}

/// `v` (a share) in percent, with a decimal only when the step needs one.
fn percent(v: f64, step: f64, lang: Lang) -> String {
    lang.decimal(v * 100.0, if step < 0.01 { 1 } else { 0 })
}

fn legend(s: &mut String, shown: &[usize], x0: f64, y: f64, lang: Lang) {
    let mut x = x0;
    for &k in shown {
        let _ = writeln!(
            s,
            "<circle cx=\"{:.1}\" cy=\"{:.1}\" r=\"4.5\" fill=\"{c}\"/><path d=\"M{:.1} {:.1}h16\" stroke=\"{c}\" stroke-width=\"2\"/><text x=\"{:.1}\" y=\"{y:.1}\">{}</text>",
            x + 8.0,
            y - 4.0,
            x,
            y - 4.0,
            x + 22.0,
            word(lang, OUTCOMES[k]),
            c = OUTCOME_COLOURS[k]
        );
        x += 160.0;
    }
}

/// A round upper end for a count axis: 1, 2 or 5 times a power of ten.
fn round_up(n: u32) -> u32 {
    let mut scale = 1;
    loop {
        for m in [1, 2, 5] {
            if m * scale >= n {
                return m * scale;
            }
        }
        scale *= 10;
    }
}

/// One histogram of game lengths (plies) per variant, on shared axes: the
/// same length bins and the same count scale, so the panels compare; games
/// stopped at the cap fall in the last bar.
pub fn lengths(rows: &[(String, Vec<u32>)], cap: u32, lang: Lang) -> String {
    const BINS: usize = 20;
    let panel_h = 96.0;
    let (left, right, top) = (70.0, 20.0, 10.0);
    let h = top + panel_h * rows.len() as f64 + 50.0;
    let hi = rows
        .iter()
        .flat_map(|(_, v)| v.iter().copied())
        .max()
        .unwrap_or(1)
        .max(1);
    let width = (hi as f64 / BINS as f64).ceil().max(1.0);
    let plot_w = WIDTH - left - right;
    let counts: Vec<[u32; BINS]> = rows
        .iter()
        .map(|(_, plies)| {
            let mut bins = [0u32; BINS];
            for &p in plies {
                bins[((p as f64 / width) as usize).min(BINS - 1)] += 1;
            }
            bins
        })
        .collect();
    let most = round_up(counts.iter().flatten().copied().max().unwrap_or(1).max(1));
    let mut s = header(
        WIDTH,
        h,
        word(lang, "book-chart-lengths-title"),
        &say(lang, "book-chart-lengths-desc", |a| {
            a.text("width", format!("{width:.0}"))
                .number("most", most as usize)
        }),
    );
    let bar_h = panel_h - 34.0;
    let bw = plot_w / BINS as f64;
    for (i, ((name, _), bins)) in rows.iter().zip(&counts).enumerate() {
        let y0 = top + panel_h * (i as f64 + 1.0) - 12.0;
        let _ = writeln!(
            s,
            "<text x=\"{left}\" y=\"{:.1}\" font-weight=\"bold\">{}</text><line x1=\"{left}\" x2=\"{:.1}\" y1=\"{y0:.1}\" y2=\"{y0:.1}\" stroke=\"#333333\"/><line x1=\"{left}\" x2=\"{left}\" y1=\"{:.1}\" y2=\"{y0:.1}\" stroke=\"#333333\"/>",
            y0 - bar_h - 6.0,
            super::text::esc(name),
            WIDTH - right,
            y0 - bar_h
        );
        let mut ticks = vec![0, most / 2, most];
        ticks.dedup();
        for t in ticks {
            let y = y0 - bar_h * t as f64 / most as f64;
            let _ = writeln!(
                s,
                "<line x1=\"{:.1}\" x2=\"{left}\" y1=\"{y:.1}\" y2=\"{y:.1}\" stroke=\"#333333\"/><text x=\"{:.1}\" y=\"{:.1}\" text-anchor=\"end\" font-size=\"10\">{t}</text>",
                left - 4.0,
                left - 6.0,
                y + 3.5
            );
        }
        for (b, &n) in bins.iter().enumerate() {
            let bh = bar_h * n as f64 / most as f64;
            let lo = b as f64 * width;
            let title = say(lang, "book-chart-bin", |a| {
                a.text("name", super::text::esc(name))
                    .number("n", n as usize)
                    .text("low", format!("{lo:.0}"))
                    .text("high", format!("{:.0}", lo + width - 1.0))
            });
            let _ = writeln!(
                s,
                "<rect x=\"{:.1}\" y=\"{:.1}\" width=\"{:.1}\" height=\"{bh:.1}\" fill=\"#6a1b9a\"><title>{title}</title></rect>",
                left + b as f64 * bw + 1.0,
                y0 - bh,
                bw - 2.0,
            );
        }
    }
    let axis_y = top + panel_h * rows.len() as f64 + 6.0;
    for t in 0..=4 {
        let x = left + plot_w * t as f64 / 4.0;
        let _ = writeln!(
            s,
            "<text x=\"{x:.1}\" y=\"{axis_y:.1}\" text-anchor=\"middle\">{:.0}</text>",
            width * BINS as f64 * t as f64 / 4.0
        );
    }
    let _ = writeln!(
        s,
        "<text class=\"axis-label\" x=\"{:.1}\" y=\"{:.1}\" text-anchor=\"middle\">{}</text>",
        left + plot_w / 2.0,
        axis_y + 20.0,
        say(lang, "book-chart-lengths-axis", |a| a
            .number("cap", cap as usize))
    );
    let _ = writeln!(
        s,
        "<text class=\"axis-label\" transform=\"translate(16 {:.1}) rotate(-90)\" text-anchor=\"middle\">{}</text>",
        top + panel_h * rows.len() as f64 / 2.0,
        word(lang, "book-chart-games")
    );
    s.push_str("</svg>\n");
    s
}

/// One change's effect under two kinds of play (either may be missing).
pub struct PairedEffect {
    /// The change, in words.
    pub label: String,
    /// Its effect under the first kind of play.
    pub first: Option<Estimate>,
    /// Its effect under the second.
    pub second: Option<Estimate>,
}

/// Colours of the two kinds of play in [`paired_effects`].
const PLAY_COLOURS: [&str; 2] = ["#757575", "#6a1b9a"];

/// One row per change: its effect on the Suffragettes' share of wins under
/// two kinds of play (`names`), each a dot with its 95% interval, on an
/// axis of percentage points symmetric about no effect.
pub fn paired_effects(rows: &[PairedEffect], lang: Lang) -> String {
    let names = [
        word(lang, "book-chart-greedy-play"),
        word(lang, "book-chart-strong-play"),
    ];
    // Each row: the change in words across the chart, its two bars below.
    let band = 50.0;
    let (left, right, top, bottom) = (30.0, 30.0, 44.0, 58.0);
    let h = top + band * rows.len() as f64 + bottom;
    let plot_w = WIDTH - left - right;
    let reach = rows
        .iter()
        .flat_map(|r| [r.first, r.second])
        .flatten()
        .map(|e| e.low.abs().max(e.high.abs()))
        .fold(0.01_f64, f64::max);
    let step = tick_step(reach, 3.0, &[0.01, 0.02, 0.05, 0.1, 0.2, 0.25, 0.5]);
    let reach = (reach / step).ceil() * step;
    let x = |v: f64| left + plot_w * (v + reach) / (2.0 * reach);
    let plot_bottom = top + band * rows.len() as f64;
    let mut s = header(
        WIDTH,
        h,
        word(lang, "book-chart-effects-title"),
        &say(lang, "book-chart-effects-desc", |a| {
            a.text("reach", lang.decimal(reach * 100.0, 0))
                .text("first", names[0])
                .text("second", names[1])
        }),
    );
    let plot = Plot {
        left,
        right,
        top,
        bottom: plot_bottom,
    };
    let ticks = (2.0 * reach / step).round() as usize;
    for i in 0..=ticks {
        let v = -reach + step * i as f64;
        let label = match v * 100.0 {
            p if p > 0.005 => format!("+{}", percent(v, step, lang)),
            p if p < -0.005 => format!("−{}", percent(-v, step, lang)),
            _ => "0".into(),
        };
        plot.gridline(&mut s, x(v), &label);
    }
    plot.reference(&mut s, x(0.0), word(lang, "book-chart-no-effect"));
    plot.frame(&mut s);
    for (g, row) in rows.iter().enumerate() {
        let y0 = top + band * g as f64;
        let _ = writeln!(
            s,
            "<text x=\"{:.1}\" y=\"{:.1}\" paint-order=\"stroke\" stroke=\"#ffffff\" stroke-width=\"4\">{}</text>",
            left + 6.0,
            y0 + 15.0,
            super::text::esc(&row.label)
        );
        for (j, e) in [row.first, row.second].into_iter().enumerate() {
            let Some(e) = e else { continue };
            let y = y0 + 26.0 + 13.0 * j as f64;
            let title = super::text::labelled(
                lang,
                &format!("{}, {}", super::text::esc(&row.label), names[j]),
                &super::text::estimate(&e, 3, lang),
            );
            let at = [x(e.low), x(e.value), x(e.high)];
            estimate_mark(&mut s, PLAY_COLOURS[j], &title, at, y, 4.0, 4.0);
        }
    }
    plot.axis_label(&mut s, word(lang, "book-chart-effects-axis"), h - 12.0);
    let mut lx = left;
    for (j, name) in names.iter().enumerate() {
        let _ = writeln!(
            s,
            "<circle cx=\"{:.1}\" cy=\"12\" r=\"4\" fill=\"{c}\"/><path d=\"M{lx:.1} 12h16\" stroke=\"{c}\" stroke-width=\"2\"/><text x=\"{:.1}\" y=\"16\">{}</text>",
            lx + 8.0,
            lx + 22.0,
            super::text::esc(name),
            c = PLAY_COLOURS[j]
        );
        lx += 160.0;
    }
    s.push_str("</svg>\n");
    s
}

#[cfg(test)]
mod tests {
    use super::*;

    fn est(value: f64, half: f64) -> Estimate {
        Estimate {
            value,
            low: value - half,
            high: value + half,
            n: 2000,
        }
    }

    #[test]
    fn a_share_axis_spans_the_intervals_not_the_whole_range() {
        let rows = [est(0.52, 0.02), est(0.47, 0.02), est(0.55, 0.022)];
        let (lo, hi, step) = share_axis(&rows);
        assert!((0.40..=0.45).contains(&lo), "{lo}");
        assert!((0.572..=0.62).contains(&hi), "{hi}");
        assert!(step <= 0.05, "{step}");
        // One side nearly always winning stretches the axis to include it.
        let (lo, hi, _) = share_axis(&[est(0.9, 0.03), est(0.1, 0.03)]);
        assert!(lo <= 0.07 && hi >= 0.93, "{lo} {hi}");
        assert!(lo >= 0.0 && hi <= 1.0);
    }

    #[test]
    fn the_unfinished_series_appears_only_when_there_are_unfinished_games() {
        let row = |u: f64| {
            (
                "Some rules".to_string(),
                [est(0.5, 0.02), est(0.5 - u, 0.02), est(u, u)],
            )
        };
        let none = win_rates(&[row(0.0)], Lang::En);
        assert!(!none.contains("unfinished"), "{none}");
        assert_eq!(none.matches("class=\"estimate\"").count(), 2);
        let some = win_rates(&[row(0.01)], Lang::En);
        assert!(some.contains(">unfinished</text>"));
        assert_eq!(some.matches("class=\"estimate\"").count(), 3);
        for chart in [none, some] {
            assert_eq!(chart.matches("class=\"axis-label\"").count(), 2);
        }
    }

    #[test]
    fn histograms_have_a_count_axis_shared_by_the_panels() {
        let chart = lengths(
            &[
                ("A".to_string(), vec![10, 12, 12, 30]),
                ("B".to_string(), vec![45; 7]),
            ],
            1000,
            Lang::En,
        );
        // 7 games in one bin of B: the axis runs to 10, ticks 0, 5, 10 per panel.
        assert_eq!(chart.matches(">10</text>").count(), 2, "{chart}");
        assert_eq!(chart.matches(">5</text>").count(), 2);
        assert!(chart.contains(">number of games</text>"));
        assert!(chart.contains("game length in plies"));
        assert_eq!(round_up(7), 10);
        assert_eq!(round_up(130), 200);
        assert_eq!(round_up(1), 1);
    }
}
