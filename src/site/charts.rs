//! Charts drawn as SVG text: win rates with 95% error bars, and game-length
//! histograms, one panel per variant.

use crate::ai::stats::Estimate;
use std::fmt::Write;

/// Colours of the three outcomes: Suffragettes, Police, unfinished.
const OUTCOME_COLOURS: [&str; 3] = ["#2e7d32", "#1a237e", "#9e9e9e"];
/// Names of the outcomes.
const OUTCOMES: [&str; 3] = ["Suffragettes win", "Police win", "unfinished"];

fn header(w: f64, h: f64, title: &str) -> String {
    format!(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{w}\" height=\"{h}\" viewBox=\"0 0 {w} {h}\" font-family=\"DejaVu Sans, Verdana, sans-serif\" font-size=\"12\">\n<title>{}</title>\n<rect width=\"{w}\" height=\"{h}\" fill=\"#ffffff\"/>\n",
        super::text::esc(title)
    )
}

/// Grouped bars per variant: the share of games each side won and the share
/// unfinished, each with its 95% interval as an error bar.
pub fn win_rates(rows: &[(String, [Estimate; 3])]) -> String {
    let (w, h) = (720.0, 340.0);
    let (left, right, top, bottom) = (50.0, 10.0, 40.0, 40.0);
    let plot_w = w - left - right;
    let plot_h = h - top - bottom;
    let y = |v: f64| top + plot_h * (1.0 - v.clamp(0.0, 1.0));
    let mut s = header(w, h, "Outcomes per variant with 95% intervals");
    for i in 0..=4 {
        let v = i as f64 * 0.25;
        let _ = writeln!(
            s,
            "<line x1=\"{left}\" x2=\"{:.1}\" y1=\"{:.1}\" y2=\"{:.1}\" stroke=\"#dddddd\"/><text x=\"{:.1}\" y=\"{:.1}\" text-anchor=\"end\">{}%</text>",
            w - right,
            y(v),
            y(v),
            left - 6.0,
            y(v) + 4.0,
            i * 25
        );
    }
    let group = plot_w / rows.len().max(1) as f64;
    let bar = group / 4.5;
    for (g, (name, est)) in rows.iter().enumerate() {
        let gx = left + g as f64 * group + (group - 3.0 * bar) / 2.0;
        for (k, e) in est.iter().enumerate() {
            let x = gx + k as f64 * bar;
            let _ = writeln!(
                s,
                "<rect x=\"{x:.1}\" y=\"{:.1}\" width=\"{:.1}\" height=\"{:.1}\" fill=\"{}\"><title>{}: {} {}</title></rect>",
                y(e.value),
                bar * 0.9,
                y(0.0) - y(e.value),
                OUTCOME_COLOURS[k],
                super::text::esc(name),
                OUTCOMES[k],
                e.fmt(3)
            );
            let cx = x + bar * 0.45;
            let _ = writeln!(
                s,
                "<path d=\"M{cx:.1} {:.1}V{:.1}M{:.1} {:.1}h{:.1}M{:.1} {:.1}h{:.1}\" stroke=\"#e65100\" stroke-width=\"1.6\" fill=\"none\"/>",
                y(e.low),
                y(e.high),
                cx - 4.0,
                y(e.low),
                8.0,
                cx - 4.0,
                y(e.high),
                8.0
            );
        }
        let _ = writeln!(
            s,
            "<text x=\"{:.1}\" y=\"{:.1}\" text-anchor=\"middle\">{}</text>",
            gx + 1.5 * bar,
            h - bottom + 18.0,
            super::text::esc(name)
        );
    }
    legend(&mut s, left, 18.0);
    s.push_str("</svg>\n");
    s
}

fn legend(s: &mut String, x0: f64, y: f64) {
    let mut x = x0;
    for k in 0..3 {
        let _ = writeln!(
            s,
            "<rect x=\"{x:.1}\" y=\"{:.1}\" width=\"12\" height=\"12\" fill=\"{}\"/><text x=\"{:.1}\" y=\"{:.1}\">{}</text>",
            y - 10.0,
            OUTCOME_COLOURS[k],
            x + 16.0,
            y,
            OUTCOMES[k]
        );
        x += 150.0;
    }
    let _ = writeln!(
        s,
        "<path d=\"M{x:.1} {:.1}h12\" stroke=\"#e65100\" stroke-width=\"1.6\"/><text x=\"{:.1}\" y=\"{y:.1}\">95% interval</text>",
        y - 4.0,
        x + 16.0
    );
}

/// One histogram of game lengths (plies) per variant, on a shared scale;
/// games stopped at the cap are the last bar.
pub fn lengths(rows: &[(String, Vec<u32>)], cap: u32) -> String {
    const BINS: usize = 20;
    let panel_h = 90.0;
    let (w, left, right, top) = (720.0, 90.0, 10.0, 10.0);
    let h = top + panel_h * rows.len() as f64 + 40.0;
    let hi = rows
        .iter()
        .flat_map(|(_, v)| v.iter().copied())
        .max()
        .unwrap_or(1)
        .max(1);
    let width = (hi as f64 / BINS as f64).ceil().max(1.0);
    let plot_w = w - left - right;
    let mut s = header(w, h, "Game lengths per variant (plies)");
    for (i, (name, plies)) in rows.iter().enumerate() {
        let mut bins = [0u32; BINS];
        for &p in plies {
            let b = ((p as f64 / width) as usize).min(BINS - 1);
            bins[b] += 1;
        }
        let most = *bins.iter().max().unwrap_or(&1).max(&1) as f64;
        let y0 = top + panel_h * (i as f64 + 1.0) - 12.0;
        let _ = writeln!(
            s,
            "<text x=\"{:.1}\" y=\"{:.1}\" text-anchor=\"end\">{}</text><line x1=\"{left}\" x2=\"{:.1}\" y1=\"{y0:.1}\" y2=\"{y0:.1}\" stroke=\"#888888\"/>",
            left - 8.0,
            y0 - 30.0,
            super::text::esc(name),
            w - right
        );
        let bw = plot_w / BINS as f64;
        for (b, &n) in bins.iter().enumerate() {
            let bh = (panel_h - 20.0) * n as f64 / most;
            let lo = b as f64 * width;
            let _ = writeln!(
                s,
                "<rect x=\"{:.1}\" y=\"{:.1}\" width=\"{:.1}\" height=\"{bh:.1}\" fill=\"#6a1b9a\"><title>{name}: {n} games of {lo:.0}-{:.0} plies</title></rect>",
                left + b as f64 * bw + 1.0,
                y0 - bh,
                bw - 2.0,
                lo + width - 1.0,
                name = super::text::esc(name)
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
        "<text x=\"{:.1}\" y=\"{:.1}\" text-anchor=\"middle\">plies (games stopped at {cap} count as unfinished)</text>",
        left + plot_w / 2.0,
        axis_y + 18.0
    );
    s.push_str("</svg>\n");
    s
}
