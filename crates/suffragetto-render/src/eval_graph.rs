//! A small evaluation graph for a game page: the Suffragettes' winning
//! chance after every ply as a line over a shaded area, 50% marked, the
//! plies the analysis marked with a glyph as dots. Labelled axes; the same
//! input gives the same bytes.

use std::fmt::Write;

/// One point of the graph.
#[derive(Clone, Debug, PartialEq)]
pub struct EvalPoint {
    /// The ply (0: the start position).
    pub ply: u32,
    /// The Suffragettes' winning chance, 0 to 1.
    pub chance: f64,
    /// A glyph such as `?` or `??`, drawn as a dot with a tooltip.
    pub glyph: Option<String>,
    /// Tooltip text (the move and its evaluation).
    pub label: String,
}

const W: f64 = 640.0;
const H: f64 = 200.0;
const LEFT: f64 = 48.0;
const RIGHT: f64 = 12.0;
const TOP: f64 = 14.0;
const BOTTOM: f64 = 40.0;

fn esc(s: &str) -> String {
    s.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
}

/// The graph as SVG text; `title` names it for screen readers.
pub fn eval_graph_svg(points: &[EvalPoint], title: &str) -> String {
    let plot_w = W - LEFT - RIGHT;
    let plot_h = H - TOP - BOTTOM;
    let last = points.iter().map(|p| p.ply).max().unwrap_or(0).max(1) as f64;
    let x = |ply: u32| LEFT + plot_w * ply as f64 / last;
    let y = |c: f64| TOP + plot_h * (1.0 - c.clamp(0.0, 1.0));
    let mut s = String::new();
    let _ = writeln!(
        s,
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{W}\" height=\"{H}\" viewBox=\"0 0 {W} {H}\" font-family=\"DejaVu Sans, Verdana, sans-serif\" font-size=\"11\" role=\"img\">\n<title>{}</title>\n<rect width=\"{W}\" height=\"{H}\" fill=\"#ffffff\"/>",
        esc(title)
    );
    for (v, label) in [(0.0, "0%"), (0.5, "50%"), (1.0, "100%")] {
        let _ = writeln!(
            s,
            "<line x1=\"{LEFT}\" x2=\"{:.1}\" y1=\"{:.1}\" y2=\"{:.1}\" stroke=\"{}\"/><text x=\"{:.1}\" y=\"{:.1}\" text-anchor=\"end\">{label}</text>",
            W - RIGHT,
            y(v),
            y(v),
            if v == 0.5 { "#888888" } else { "#dddddd" },
            LEFT - 5.0,
            y(v) + 4.0
        );
    }
    let step = tick_step(last as u32);
    let mut t = 0;
    while t as f64 <= last {
        let _ = writeln!(
            s,
            "<line x1=\"{0:.1}\" x2=\"{0:.1}\" y1=\"{1:.1}\" y2=\"{2:.1}\" stroke=\"#888888\"/><text x=\"{0:.1}\" y=\"{3:.1}\" text-anchor=\"middle\">{t}</text>",
            x(t),
            y(0.0),
            y(0.0) + 4.0,
            y(0.0) + 15.0
        );
        t += step;
    }
    let _ = writeln!(
        s,
        "<text x=\"{:.1}\" y=\"{:.1}\" text-anchor=\"middle\">ply</text>",
        LEFT + plot_w / 2.0,
        H - 6.0
    );
    let _ = writeln!(
        s,
        "<text transform=\"translate(12 {:.1}) rotate(-90)\" text-anchor=\"middle\">Suffragettes' chance</text>",
        TOP + plot_h / 2.0
    );
    if let Some(first) = points.first() {
        let mut line = format!("M{:.1} {:.1}", x(first.ply), y(first.chance));
        for p in &points[1..] {
            let _ = write!(line, "L{:.1} {:.1}", x(p.ply), y(p.chance));
        }
        let end = points.last().map_or(first.ply, |p| p.ply);
        let _ = writeln!(
            s,
            "<path d=\"{line}L{:.1} {:.1}L{:.1} {:.1}Z\" fill=\"#2e7d32\" fill-opacity=\"0.18\" stroke=\"none\"/>",
            x(end),
            y(0.0),
            x(first.ply),
            y(0.0)
        );
        let _ = writeln!(
            s,
            "<path d=\"{line}\" fill=\"none\" stroke=\"#2e7d32\" stroke-width=\"1.8\"/>"
        );
    }
    for p in points {
        let colour = match p.glyph.as_deref() {
            Some("??") => "#b71c1c",
            Some("?") => "#e65100",
            Some("?!") => "#f9a825",
            Some(_) => "#1a237e",
            None => continue,
        };
        let _ = writeln!(
            s,
            "<circle cx=\"{:.1}\" cy=\"{:.1}\" r=\"4\" fill=\"{colour}\"><title>{}</title></circle>",
            x(p.ply),
            y(p.chance),
            esc(&p.label)
        );
    }
    s.push_str("</svg>\n");
    s
}

/// A round step between ply ticks giving at most about ten ticks.
fn tick_step(last: u32) -> u32 {
    [1, 2, 5, 10, 20, 50, 100, 200, 500]
        .into_iter()
        .find(|&st| last / st <= 10)
        .unwrap_or(1000)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ticks_are_round_and_few() {
        assert_eq!(tick_step(8), 1);
        assert_eq!(tick_step(30), 5);
        assert_eq!(tick_step(64), 10);
        assert_eq!(tick_step(1000), 100);
    }
}
