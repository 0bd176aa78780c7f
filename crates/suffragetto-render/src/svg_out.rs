//! SVG backend: one page of the drawing model as an SVG document, written
//! with the `svg` crate. Millimetres are user units; the root element carries
//! the physical size. Output is byte-identical for identical input.

use super::font::SVG_FAMILY;
use super::model::{Anchor, Colour, Page, Shape, Stroke, Style, Weight, hatch_lines};
use ::svg::Document as SvgDocument;
use ::svg::node::element::{
    Circle, ClipPath, Definitions, Description, Group, Line, Path, Rectangle, Text as SvgText,
    Title,
};

/// A number with at most three decimals and no trailing zeros.
fn num(v: f64) -> String {
    let r = (v * 1000.0).round() / 1000.0;
    let r = if r == 0.0 { 0.0 } else { r };
    let s = format!("{r:.3}");
    let s = s.trim_end_matches('0').trim_end_matches('.');
    s.to_string()
}

struct Writer {
    clips: usize,
    defs: Definitions,
}

/// Writes `page` as an SVG document.
pub fn page_to_svg(page: &Page, title: &str, description: &str) -> String {
    let mut w = Writer {
        clips: 0,
        defs: Definitions::new(),
    };
    let mut body = Group::new();
    for shape in &page.shapes {
        body = w.add(body, shape);
    }
    let mut doc = SvgDocument::new()
        .set("width", format!("{}mm", num(page.width)))
        .set("height", format!("{}mm", num(page.height)))
        .set(
            "viewBox",
            format!("0 0 {} {}", num(page.width), num(page.height)),
        )
        .set("font-family", SVG_FAMILY)
        .add(Title::new(title));
    if !description.is_empty() {
        doc = doc.add(Description::new().add(::svg::node::Text::new(description)));
    }
    if w.clips > 0 {
        doc = doc.add(w.defs);
    }
    let doc = doc.add(body);
    format!("{doc}\n")
}

fn style<T: ::svg::Node>(mut node: T, style: &Style) -> T {
    node.assign("fill", style.fill.map_or("none".to_string(), Colour::hex));
    if let Some(s) = &style.stroke {
        node = stroke(node, s);
    }
    node
}

fn stroke<T: ::svg::Node>(mut node: T, s: &Stroke) -> T {
    node.assign("stroke", s.colour.hex());
    node.assign("stroke-width", num(s.width));
    if let Some((dash, gap)) = s.dash {
        node.assign("stroke-dasharray", format!("{} {}", num(dash), num(gap)));
    }
    node
}

impl Writer {
    fn add(&mut self, group: Group, shape: &Shape) -> Group {
        match shape {
            Shape::Rect(r, st) => group.add(style(
                Rectangle::new()
                    .set("x", num(r.x))
                    .set("y", num(r.y))
                    .set("width", num(r.w))
                    .set("height", num(r.h)),
                st,
            )),
            Shape::Circle(cx, cy, r, st) => group.add(style(
                Circle::new()
                    .set("cx", num(*cx))
                    .set("cy", num(*cy))
                    .set("r", num(*r)),
                st,
            )),
            Shape::Path {
                points,
                closed,
                style: st,
            } => {
                let mut data = String::new();
                for (i, (x, y)) in points.iter().enumerate() {
                    let cmd = if i == 0 { 'M' } else { 'L' };
                    data.push_str(&format!("{cmd}{} {}", num(*x), num(*y)));
                }
                if *closed {
                    data.push('Z');
                }
                group.add(style(Path::new().set("d", data), st))
            }
            Shape::Line(a, b, s) => group.add(line(*a, *b, s)),
            Shape::Hatch {
                area,
                angle,
                spacing,
                stroke: s,
            } => {
                let mut g = Group::new();
                for (a, b) in hatch_lines(area, *angle, *spacing) {
                    g = g.add(line(a, b, s));
                }
                group.add(g)
            }
            Shape::Text(t) => {
                let mut node = SvgText::new(t.content.clone())
                    .set("x", num(t.x))
                    .set("y", num(t.y))
                    .set("font-size", num(t.size));
                if t.weight == Weight::Bold {
                    node = node.set("font-weight", "bold");
                }
                match t.anchor {
                    Anchor::Start => {}
                    Anchor::Middle => node = node.set("text-anchor", "middle"),
                    Anchor::End => node = node.set("text-anchor", "end"),
                }
                if t.fill != Colour::BLACK {
                    node = node.set("fill", t.fill.hex());
                }
                if t.letter_spacing != 0.0 {
                    node = node.set("letter-spacing", num(t.letter_spacing));
                }
                if t.rotate != 0.0 {
                    node = node.set(
                        "transform",
                        format!("rotate({} {} {})", num(t.rotate), num(t.x), num(t.y)),
                    );
                }
                group.add(node)
            }
            Shape::Group {
                transform,
                clip,
                shapes,
            } => {
                let mut inner = Group::new().set(
                    "transform",
                    format!(
                        "translate({} {}) scale({})",
                        num(transform.dx),
                        num(transform.dy),
                        transform.scale
                    ),
                );
                for s in shapes {
                    inner = self.add(inner, s);
                }
                match clip {
                    None => group.add(inner),
                    Some(r) => {
                        self.clips += 1;
                        let id = format!("clip{}", self.clips);
                        let cp = ClipPath::new().set("id", id.clone()).add(
                            Rectangle::new()
                                .set("x", num(r.x))
                                .set("y", num(r.y))
                                .set("width", num(r.w))
                                .set("height", num(r.h)),
                        );
                        self.defs = std::mem::take(&mut self.defs).add(cp);
                        group.add(
                            Group::new()
                                .set("clip-path", format!("url(#{id})"))
                                .add(inner),
                        )
                    }
                }
            }
            Shape::Tagged { tag, shapes } => {
                let mut g = Group::new().set("id", tag.clone());
                for s in shapes {
                    g = self.add(g, s);
                }
                group.add(g)
            }
        }
    }
}

fn line(a: (f64, f64), b: (f64, f64), s: &Stroke) -> Line {
    stroke(
        Line::new()
            .set("x1", num(a.0))
            .set("y1", num(a.1))
            .set("x2", num(b.0))
            .set("y2", num(b.1)),
        s,
    )
}

#[cfg(test)]
mod tests {
    use super::num;

    #[test]
    fn numbers_are_short() {
        assert_eq!(num(1.0), "1");
        assert_eq!(num(25.718_235), "25.718");
        assert_eq!(num(-0.0001), "0");
        assert_eq!(num(0.5), "0.5");
    }
}
