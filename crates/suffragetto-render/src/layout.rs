//! Placing text: fitting a label into a box, centring it on a point whatever
//! its rotation, and breaking a paragraph into lines.

use super::font::{self, CAP_HEIGHT};
use super::model::{Anchor, Colour, Text, Weight};

/// The largest font size, at most `max`, at which `text` (with letter
/// spacing `spacing_em` of the size) fits `along` mm of length.
pub fn fit_size(text: &str, weight: Weight, along: f64, max: f64, spacing_em: f64) -> f64 {
    let n = text.chars().count().saturating_sub(1) as f64;
    let per_mm = font::width_em(text, weight) + spacing_em * n;
    if per_mm <= 0.0 {
        return max;
    }
    (along / per_mm).min(max)
}

/// A text whose capitals are centred on `(cx, cy)`, rotated clockwise by
/// `rotate` degrees.
pub fn centred(
    content: &str,
    (cx, cy): (f64, f64),
    size: f64,
    weight: Weight,
    fill: Colour,
    rotate: f64,
) -> Text {
    let a = rotate.to_radians();
    // "Up" of the letters, in y-down coordinates.
    let (ux, uy) = (a.sin(), -a.cos());
    let half = CAP_HEIGHT * size / 2.0;
    let mut t = Text::new(cx - ux * half, cy - uy * half, content, size)
        .anchored(Anchor::Middle)
        .coloured(fill)
        .rotated(rotate);
    t.weight = weight;
    t
}

/// Splits `text` into lines no wider than `width` mm at `size` mm.
pub fn wrap(text: &str, weight: Weight, size: f64, width: f64) -> Vec<String> {
    let mut lines = Vec::new();
    let mut line = String::new();
    for word in text.split_whitespace() {
        let candidate = if line.is_empty() {
            word.to_string()
        } else {
            format!("{line} {word}")
        };
        if !line.is_empty() && font::width(&candidate, weight, size, 0.0) > width {
            lines.push(std::mem::take(&mut line));
            line = word.to_string();
        } else {
            line = candidate;
        }
    }
    if !line.is_empty() {
        lines.push(line);
    }
    lines
}

/// The best way to set `text` in a box: one line, or two lines split at a
/// space; returns the lines and the font size.
pub fn fit_box(
    text: &str,
    weight: Weight,
    width: f64,
    height: f64,
    max: f64,
    line_gap: f64,
) -> (Vec<String>, f64) {
    let one = fit_size(text, weight, width, max, 0.0).min(height / CAP_HEIGHT);
    let mut best = (vec![text.to_string()], one);
    let words: Vec<&str> = text.split(' ').collect();
    for cut in 1..words.len() {
        let a = words[..cut].join(" ");
        let b = words[cut..].join(" ");
        let wide = if font::width_em(&a, weight) > font::width_em(&b, weight) {
            &a
        } else {
            &b
        };
        let by_width = fit_size(wide, weight, width, max, 0.0);
        // Two lines: two cap heights and one gap of `line_gap` em.
        let by_height = height / (2.0 * CAP_HEIGHT + line_gap);
        let size = by_width.min(by_height);
        if size > best.1 * 1.05 {
            best = (vec![a, b], size);
        }
    }
    best
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn two_lines_when_they_are_larger() {
        let (lines, size) = fit_box("House of Commons", Weight::Bold, 70.0, 45.0, 100.0, 0.5);
        assert_eq!(lines, ["House of", "Commons"]);
        assert!(size > 8.0);
        let (lines, _) = fit_box("Albert Hall", Weight::Bold, 70.0, 45.0, 8.0, 0.5);
        assert_eq!(lines, ["Albert Hall"]);
    }

    #[test]
    fn wrapping_keeps_lines_short() {
        let lines = wrap(
            "one two three four five six seven",
            Weight::Regular,
            5.0,
            40.0,
        );
        assert!(lines.len() > 1);
        for l in &lines {
            assert!(font::width(l, Weight::Regular, 5.0, 0.0) <= 40.0);
        }
    }
}
