//! The lines of a hatching: parallel lines across a rectangle, placed in
//! the drawing's own coordinates so neighbouring areas join seamlessly.

use super::model::Rect;

/// The segments of a [`Shape::Hatch`], clipped to its area.
pub fn hatch_lines(area: &Rect, angle: f64, spacing: f64) -> Vec<((f64, f64), (f64, f64))> {
    // Lines are u-levels of u = -sin(a) * x + cos(a) * y with u = k * spacing;
    // y grows downwards, so "rising to the right" means y falls as x grows.
    let a = (-angle).to_radians();
    let (s, c) = a.sin_cos();
    let (nx, ny) = (-s, c);
    let corners = [
        (area.x, area.y),
        (area.right(), area.y),
        (area.x, area.bottom()),
        (area.right(), area.bottom()),
    ];
    let us: Vec<f64> = corners.iter().map(|(x, y)| nx * x + ny * y).collect();
    let lo = us.iter().cloned().fold(f64::INFINITY, f64::min);
    let hi = us.iter().cloned().fold(f64::NEG_INFINITY, f64::max);
    let mut out = Vec::new();
    let mut k = (lo / spacing).ceil() as i64;
    while (k as f64) * spacing <= hi {
        let u = k as f64 * spacing;
        if let Some(seg) = clip_line(area, (nx, ny), u) {
            out.push(seg);
        }
        k += 1;
    }
    out
}

/// The part of the line `n . p = u` inside `area`, if it is longer than a point.
fn clip_line(area: &Rect, n: (f64, f64), u: f64) -> Option<((f64, f64), (f64, f64))> {
    let mut pts: Vec<(f64, f64)> = Vec::with_capacity(4);
    let eps = 1e-9;
    let mut push = |p: (f64, f64)| {
        if p.0 >= area.x - eps
            && p.0 <= area.right() + eps
            && p.1 >= area.y - eps
            && p.1 <= area.bottom() + eps
            && !pts
                .iter()
                .any(|q: &(f64, f64)| (q.0 - p.0).abs() < 1e-7 && (q.1 - p.1).abs() < 1e-7)
        {
            pts.push(p);
        }
    };
    if n.1.abs() > eps {
        for x in [area.x, area.right()] {
            push((x, (u - n.0 * x) / n.1));
        }
    }
    if n.0.abs() > eps {
        for y in [area.y, area.bottom()] {
            push(((u - n.1 * y) / n.0, y));
        }
    }
    if pts.len() < 2 {
        return None;
    }
    pts.sort_by(|a, b| a.partial_cmp(b).expect("finite"));
    let (a, b) = (pts[0], pts[pts.len() - 1]);
    ((a.0 - b.0).hypot(a.1 - b.1) > 1e-6).then_some((a, b))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hatch_lines_stay_inside() {
        let area = Rect::new(10.0, 20.0, 30.0, 15.0);
        for angle in [0.0, 45.0, -45.0, 90.0] {
            let lines = hatch_lines(&area, angle, 3.0);
            assert!(!lines.is_empty(), "{angle}");
            for (a, b) in lines {
                for (x, y) in [a, b] {
                    assert!((9.999..=40.001).contains(&x) && (19.999..=35.001).contains(&y));
                }
            }
        }
    }
}
