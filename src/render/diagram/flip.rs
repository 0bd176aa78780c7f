//! Turning a drawing half round (the board seen from the Police side) while
//! every word keeps its own reading direction.

use crate::render::font;
use crate::render::model::{Anchor, Rect, Shape, Text, Transform};

/// `shapes` of a `w` x `h` drawing turned 180 degrees about its centre; text
/// moves with the drawing but is not turned, so it stays readable, and the
/// lines of a paragraph (consecutive texts set one under the other) keep
/// their order.
pub fn half_turn(shapes: Vec<Shape>, w: f64, h: f64) -> Vec<Shape> {
    let mut out = Vec::with_capacity(shapes.len());
    let mut paragraph: Vec<Text> = Vec::new();
    for shape in shapes {
        match shape {
            Shape::Text(t) => {
                if paragraph.last().is_some_and(|p| !next_line(p, &t)) {
                    out.extend(lines(std::mem::take(&mut paragraph), w, h));
                }
                paragraph.push(t);
            }
            other => {
                out.extend(lines(std::mem::take(&mut paragraph), w, h));
                out.push(turn(other, w, h));
            }
        }
    }
    out.extend(lines(paragraph, w, h));
    out
}

/// Whether `b` is the line under `a` in one paragraph: same direction,
/// anchor and size, aligned, at most two sizes further along "down".
fn next_line(a: &Text, b: &Text) -> bool {
    if a.rotate != b.rotate || a.anchor != b.anchor || a.size != b.size {
        return false;
    }
    let r = a.rotate.to_radians();
    let (dx, dy) = (b.x - a.x, b.y - a.y);
    let along = dx * r.cos() + dy * r.sin();
    let down = -(dx * r.sin() - dy * r.cos());
    along.abs() < 1e-6 && down > 0.0 && down <= 2.0 * a.size
}

/// The lines of one paragraph moved as a block to the turned place.
fn lines(paragraph: Vec<Text>, w: f64, h: f64) -> Vec<Shape> {
    if paragraph.is_empty() {
        return Vec::new();
    }
    let n = paragraph.len() as f64;
    let centres: Vec<(f64, f64)> = paragraph.iter().map(middle).collect();
    let mx = centres.iter().map(|c| c.0).sum::<f64>() / n;
    let my = centres.iter().map(|c| c.1).sum::<f64>() / n;
    // The block's middle turns; each line keeps its offset from it.
    let (sx, sy) = (w - 2.0 * mx, h - 2.0 * my);
    paragraph
        .into_iter()
        .map(|t| {
            Shape::Text(Text {
                x: t.x + sx,
                y: t.y + sy,
                ..t
            })
        })
        .collect()
}

fn turn(shape: Shape, w: f64, h: f64) -> Shape {
    let p = |(x, y): (f64, f64)| (w - x, h - y);
    let r = |r: Rect| Rect::new(w - r.right(), h - r.bottom(), r.w, r.h);
    match shape {
        Shape::Rect(rect, style) => Shape::Rect(r(rect), style),
        Shape::Circle(x, y, radius, style) => Shape::Circle(w - x, h - y, radius, style),
        Shape::Path {
            points,
            closed,
            style,
        } => Shape::Path {
            points: points.into_iter().map(p).collect(),
            closed,
            style,
        },
        Shape::Line(a, b, stroke) => Shape::Line(p(a), p(b), stroke),
        Shape::Text(t) => lines(vec![t], w, h).remove(0),
        Shape::Hatch {
            area,
            angle,
            spacing,
            stroke,
        } => Shape::Hatch {
            area: r(area),
            angle,
            spacing,
            stroke,
        },
        // Outer point d + s * q turns into (w, h) - d - s * q = d' + s * (-q):
        // the children turn about the origin and the offset moves.
        Shape::Group {
            transform,
            clip,
            shapes,
        } => Shape::Group {
            transform: Transform {
                dx: w - transform.dx,
                dy: h - transform.dy,
                scale: transform.scale,
            },
            clip: clip.map(r),
            shapes: half_turn(shapes, 0.0, 0.0),
        },
        Shape::Tagged { tag, shapes } => Shape::Tagged {
            tag,
            shapes: half_turn(shapes, w, h),
        },
    }
}

/// The middle of a text's capitals.
fn middle(t: &Text) -> (f64, f64) {
    let a = t.rotate.to_radians();
    let along = (a.cos(), a.sin());
    let up = (a.sin(), -a.cos());
    let len = font::width(&t.content, t.weight, t.size, t.letter_spacing);
    let shift = match t.anchor {
        Anchor::Start => len / 2.0,
        Anchor::Middle => 0.0,
        Anchor::End => -len / 2.0,
    };
    let half = font::CAP_HEIGHT * t.size / 2.0;
    (
        t.x + along.0 * shift + up.0 * half,
        t.y + along.1 * shift + up.1 * half,
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::render::layout::centred;
    use crate::render::model::{Colour, Style, Weight};

    #[test]
    fn shapes_turn_and_words_stay_upright() {
        let shapes = vec![
            Shape::Rect(Rect::new(1.0, 2.0, 3.0, 4.0), Style::default()),
            Shape::Text(centred(
                "PRISON",
                (10.0, 20.0),
                5.0,
                Weight::Bold,
                Colour::BLACK,
                -90.0,
            )),
            Shape::Text(centred(
                "Arena",
                (30.0, 40.0),
                5.0,
                Weight::Bold,
                Colour::BLACK,
                0.0,
            )),
            Shape::Text(Text::new(50.0, 10.0, "House of", 4.0)),
            Shape::Text(Text::new(50.0, 15.0, "Commons", 4.0)),
        ];
        let turned = half_turn(shapes, 100.0, 100.0);
        assert_eq!(
            turned[0],
            Shape::Rect(Rect::new(96.0, 94.0, 3.0, 4.0), Style::default())
        );
        let expect = [
            centred(
                "PRISON",
                (90.0, 80.0),
                5.0,
                Weight::Bold,
                Colour::BLACK,
                -90.0,
            ),
            centred("Arena", (70.0, 60.0), 5.0, Weight::Bold, Colour::BLACK, 0.0),
        ];
        for (got, want) in turned[1..3].iter().zip(expect) {
            let Shape::Text(got) = got else {
                panic!("text expected")
            };
            assert!((got.x - want.x).abs() < 1e-9 && (got.y - want.y).abs() < 1e-9);
            assert_eq!(got.rotate, want.rotate);
        }
        // A paragraph keeps its line order.
        let ys: Vec<f64> = turned[3..]
            .iter()
            .map(|s| match s {
                Shape::Text(t) => t.y,
                _ => panic!("text expected"),
            })
            .collect();
        assert!(ys[0] < ys[1], "{ys:?}");
    }
}
