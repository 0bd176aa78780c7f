//! Arrows that never cover a piece: a path (straight steps, hops bent round
//! the piece they jump) is cut wherever it would cross a counter, so every
//! visible part lies between pieces and the head stops at the edge of the
//! piece it points to. Each part is drawn over a halo.

use crate::model::{Colour, Shape, Stroke, Style};

/// A counter's disc, which arrows keep clear of.
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct Disc {
    /// Centre, mm.
    pub centre: (f64, f64),
    /// Radius, mm.
    pub radius: f64,
}

type Point = (f64, f64);

/// Widths of an arrow, as fractions of a square's edge.
const SHAFT: f64 = 0.10;
const RIM: f64 = 0.04;
const HEAD_LEN: f64 = 0.36;
const HEAD_HALF: f64 = 0.2;
/// Clearance between an arrow's halo and a counter.
const CLEAR: f64 = 0.03;
/// Shortest part worth drawing.
const MIN_PART: f64 = 0.12;
/// How far a hop's curve is pulled aside at its middle (twice the
/// distance at which it passes the jumped square's centre).
pub const BEND: f64 = 1.3;

/// A quadratic curve from `a` to `b`, pulled aside by `bend` (signed) at its
/// middle, as a polyline.
pub fn bent(a: Point, b: Point, bend: f64) -> Vec<Point> {
    let (dx, dy) = (b.0 - a.0, b.1 - a.1);
    let len = dx.hypot(dy).max(1e-9);
    let n = (-dy / len, dx / len);
    let c = (
        (a.0 + b.0) / 2.0 + n.0 * bend,
        (a.1 + b.1) / 2.0 + n.1 * bend,
    );
    (0..=20)
        .map(|i| {
            let t = i as f64 / 20.0;
            let u = 1.0 - t;
            (
                u * u * a.0 + 2.0 * u * t * c.0 + t * t * b.0,
                u * u * a.1 + 2.0 * u * t * c.1 + t * t * b.1,
            )
        })
        .collect()
}

/// The parameters (0..1) of segment `a`-`b` inside the disc.
fn inside(a: Point, b: Point, d: &Disc) -> Option<(f64, f64)> {
    let (dx, dy) = (b.0 - a.0, b.1 - a.1);
    let (fx, fy) = (a.0 - d.centre.0, a.1 - d.centre.1);
    let aa = dx * dx + dy * dy;
    if aa < 1e-12 {
        return None;
    }
    let bb = 2.0 * (fx * dx + fy * dy);
    let cc = fx * fx + fy * fy - d.radius * d.radius;
    let disc = bb * bb - 4.0 * aa * cc;
    if disc <= 0.0 {
        return None;
    }
    let s = disc.sqrt();
    let (t0, t1) = ((-bb - s) / (2.0 * aa), (-bb + s) / (2.0 * aa));
    (t1 > 0.0 && t0 < 1.0).then_some((t0.max(0.0), t1.min(1.0)))
}

fn lerp(a: Point, b: Point, t: f64) -> Point {
    (a.0 + (b.0 - a.0) * t, a.1 + (b.1 - a.1) * t)
}

/// The parts of the polyline `line` outside every disc, each at least
/// `min` long.
pub fn outside(line: &[Point], discs: &[Disc], min: f64) -> Vec<Vec<Point>> {
    let mut parts: Vec<Vec<Point>> = Vec::new();
    let mut current: Vec<Point> = Vec::new();
    for seg in line.windows(2) {
        let (a, b) = (seg[0], seg[1]);
        let mut cuts: Vec<(f64, f64)> = discs.iter().filter_map(|d| inside(a, b, d)).collect();
        cuts.sort_by(|x, y| x.0.total_cmp(&y.0));
        let mut t = 0.0;
        for (t0, t1) in cuts {
            if t0 > t {
                if current.is_empty() {
                    current.push(lerp(a, b, t));
                }
                current.push(lerp(a, b, t0));
                parts.push(std::mem::take(&mut current));
            }
            t = t.max(t1);
        }
        if t < 1.0 {
            if current.is_empty() {
                current.push(lerp(a, b, t));
            }
            current.push(b);
        }
    }
    if current.len() > 1 {
        parts.push(current);
    }
    parts.retain(|p| length(p) >= min);
    parts
}

/// The length of a polyline.
pub fn length(p: &[Point]) -> f64 {
    p.windows(2)
        .map(|s| (s[1].0 - s[0].0).hypot(s[1].1 - s[0].1))
        .sum()
}

/// The halo colour for an arrow of colour `c`: white round dark colours,
/// near-black round light ones.
pub fn halo(c: Colour) -> Colour {
    if c.luminance() > 0.45 {
        Colour::rgb(0x1c, 0x1c, 0x1c)
    } else {
        Colour::WHITE
    }
}

/// The part `p` with its last `cut` mm removed.
fn shortened(p: &[Point], cut: f64) -> Vec<Point> {
    let mut out = p.to_vec();
    let mut left = cut;
    while out.len() > 1 && left > 0.0 {
        let n = out.len();
        let (a, b) = (out[n - 2], out[n - 1]);
        let l = (b.0 - a.0).hypot(b.1 - a.1);
        if l > left {
            out[n - 1] = lerp(b, a, left / l);
            break;
        }
        left -= l;
        out.pop();
    }
    out
}

/// The arrow along `line` in square size `q`: its visible parts between
/// `discs` (each grown by the halo and a clearance), and a head at the end
/// of the last part when that part reaches the end of the line or the edge
/// of the disc on it.
pub fn arrow(line: &[Point], discs: &[Disc], colour: Colour, q: f64) -> Vec<Shape> {
    let mut out = Vec::new();
    if line.len() < 2 {
        return out;
    }
    let (w, rim) = (SHAFT * q, RIM * q);
    let grown: Vec<Disc> = discs
        .iter()
        .map(|d| Disc {
            centre: d.centre,
            radius: d.radius + w / 2.0 + rim + CLEAR * q,
        })
        .collect();
    let mut parts = outside(line, &grown, MIN_PART * q);
    let end = line[line.len() - 1];
    let reach = grown
        .iter()
        .filter(|d| (d.centre.0 - end.0).hypot(d.centre.1 - end.1) < 1e-6)
        .map(|d| d.radius)
        .fold(0.0, f64::max)
        + 1e-6;
    let head = parts.last().and_then(|p| {
        let tip = p[p.len() - 1];
        ((tip.0 - end.0).hypot(tip.1 - end.1) <= reach).then_some(p.clone())
    });
    let mut head_shape = None;
    if let Some(p) = head {
        let len = (HEAD_LEN * q).min(length(&p));
        let tip = p[p.len() - 1];
        let base_line = shortened(&p, len);
        let base = base_line[base_line.len() - 1];
        let (ux, uy) = ((tip.0 - base.0) / len, (tip.1 - base.1) / len);
        let half = HEAD_HALF * q;
        head_shape = Some(vec![
            tip,
            (base.0 - uy * half, base.1 + ux * half),
            (base.0 + uy * half, base.1 - ux * half),
        ]);
        // The shaft ends inside the head, not at its point.
        let last = parts.len() - 1;
        parts[last] = shortened(&p, len * 0.7);
    }
    let halo = halo(colour);
    for (c, width, head_style) in [
        (
            halo,
            w + 2.0 * rim,
            Style::fill_stroke(halo, Stroke::solid(halo, 2.0 * rim)),
        ),
        (colour, w, Style::fill(colour)),
    ] {
        for p in parts.iter().filter(|p| p.len() > 1) {
            out.push(Shape::Path {
                points: p.clone(),
                closed: false,
                style: Style::stroke(Stroke::solid(c, width)),
            });
        }
        if let Some(h) = &head_shape {
            out.push(Shape::Path {
                points: h.clone(),
                closed: true,
                style: head_style,
            });
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_line_through_a_disc_is_cut_at_its_edge() {
        let disc = Disc {
            centre: (5.0, 0.0),
            radius: 1.0,
        };
        let parts = outside(&[(0.0, 0.0), (10.0, 0.0)], &[disc], 0.1);
        assert_eq!(parts.len(), 2);
        assert!((parts[0][1].0 - 4.0).abs() < 1e-9, "{parts:?}");
        assert!((parts[1][0].0 - 6.0).abs() < 1e-9, "{parts:?}");
    }

    #[test]
    fn a_bent_hop_passes_beside_the_middle() {
        let line = bent((0.0, 0.0), (20.0, 0.0), 13.0);
        let mid = line[10];
        assert!(
            (mid.0 - 10.0).abs() < 1e-9 && (mid.1 - 6.5).abs() < 1e-9,
            "{mid:?}"
        );
    }
}
