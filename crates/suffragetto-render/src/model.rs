//! The drawing model both backends read: pages of shapes in millimetres,
//! origin at the top left, y growing downwards (as in SVG).

/// An sRGB colour.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Colour {
    /// Red, 0-255.
    pub r: u8,
    /// Green, 0-255.
    pub g: u8,
    /// Blue, 0-255.
    pub b: u8,
}

impl Colour {
    /// Black.
    pub const BLACK: Colour = Colour::rgb(0, 0, 0);
    /// White.
    pub const WHITE: Colour = Colour::rgb(255, 255, 255);

    /// The CSS colour names [`Colour::parse`] knows, with their CSS values.
    pub const NAMES: [(&'static str, Colour); 12] = [
        ("black", Colour::BLACK),
        ("white", Colour::WHITE),
        ("red", Colour::rgb(0xff, 0x00, 0x00)),
        ("green", Colour::rgb(0x00, 0x80, 0x00)),
        ("blue", Colour::rgb(0x00, 0x00, 0xff)),
        ("yellow", Colour::rgb(0xff, 0xff, 0x00)),
        ("orange", Colour::rgb(0xff, 0xa5, 0x00)),
        ("purple", Colour::rgb(0x80, 0x00, 0x80)),
        ("grey", Colour::rgb(0x80, 0x80, 0x80)),
        ("gray", Colour::rgb(0x80, 0x80, 0x80)),
        ("pink", Colour::rgb(0xff, 0xc0, 0xcb)),
        ("brown", Colour::rgb(0xa5, 0x2a, 0x2a)),
    ];

    /// A colour from its three channels.
    pub const fn rgb(r: u8, g: u8, b: u8) -> Colour {
        Colour { r, g, b }
    }

    /// Reads `#rgb`, `#rrggbb` or one of the common CSS colour names
    /// ([`Colour::NAMES`]), with their CSS values; case is ignored.
    pub fn parse(css: &str) -> Option<Colour> {
        let s = css.trim();
        let lower = s.to_ascii_lowercase();
        if let Some(&(_, c)) = Colour::NAMES.iter().find(|(n, _)| *n == lower) {
            return Some(c);
        }
        let hex = s.strip_prefix('#')?;
        let digit = |i: usize| u8::from_str_radix(hex.get(i..i + 1)?, 16).ok();
        match hex.len() {
            3 => Some(Colour::rgb(digit(0)? * 17, digit(1)? * 17, digit(2)? * 17)),
            6 => {
                let byte = |i: usize| u8::from_str_radix(hex.get(i..i + 2)?, 16).ok();
                Some(Colour::rgb(byte(0)?, byte(2)?, byte(4)?))
            }
            _ => None,
        }
    }

    /// `#rrggbb`.
    pub fn hex(self) -> String {
        format!("#{:02x}{:02x}{:02x}", self.r, self.g, self.b)
    }

    /// Relative luminance, 0 (black) to 1 (white), as WCAG defines it.
    pub fn luminance(self) -> f64 {
        let lin = |c: u8| {
            let c = c as f64 / 255.0;
            if c <= 0.039_28 {
                c / 12.92
            } else {
                ((c + 0.055) / 1.055).powf(2.4)
            }
        };
        0.2126 * lin(self.r) + 0.7152 * lin(self.g) + 0.0722 * lin(self.b)
    }

    /// Black or white, whichever reads better on this colour.
    pub fn ink(self) -> Colour {
        if self.luminance() > 0.3 {
            Colour::rgb(0x1c, 0x1c, 0x1c)
        } else {
            Colour::WHITE
        }
    }

    /// This colour moved `t` (0..1) of the way towards `other`.
    pub fn mix(self, other: Colour, t: f64) -> Colour {
        let m = |a: u8, b: u8| (a as f64 + (b as f64 - a as f64) * t).round() as u8;
        Colour::rgb(m(self.r, other.r), m(self.g, other.g), m(self.b, other.b))
    }
}

/// How a line is drawn.
#[derive(Clone, Debug, PartialEq)]
pub struct Stroke {
    /// Line colour.
    pub colour: Colour,
    /// Line width in mm.
    pub width: f64,
    /// Dash and gap lengths in mm; `None` for a solid line.
    pub dash: Option<(f64, f64)>,
}

impl Stroke {
    /// A solid line.
    pub fn solid(colour: Colour, width: f64) -> Stroke {
        Stroke {
            colour,
            width,
            dash: None,
        }
    }

    /// A dashed line.
    pub fn dashed(colour: Colour, width: f64, dash: f64, gap: f64) -> Stroke {
        Stroke {
            colour,
            width,
            dash: Some((dash, gap)),
        }
    }
}

/// Fill and outline of a closed shape.
#[derive(Clone, Debug, PartialEq, Default)]
pub struct Style {
    /// Fill colour, if filled.
    pub fill: Option<Colour>,
    /// Outline, if any.
    pub stroke: Option<Stroke>,
}

impl Style {
    /// Filled, no outline.
    pub fn fill(colour: Colour) -> Style {
        Style {
            fill: Some(colour),
            stroke: None,
        }
    }

    /// Outline only.
    pub fn stroke(stroke: Stroke) -> Style {
        Style {
            fill: None,
            stroke: Some(stroke),
        }
    }

    /// Filled and outlined.
    pub fn fill_stroke(colour: Colour, stroke: Stroke) -> Style {
        Style {
            fill: Some(colour),
            stroke: Some(stroke),
        }
    }
}

/// Font weight.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Weight {
    /// DejaVu Sans.
    Regular,
    /// DejaVu Sans Bold.
    Bold,
}

/// Where a text's anchor point lies on its baseline.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Anchor {
    /// The text starts at the anchor.
    Start,
    /// The text is centred on the anchor.
    Middle,
    /// The text ends at the anchor.
    End,
}

/// One line of text.
#[derive(Clone, Debug, PartialEq)]
pub struct Text {
    /// Anchor point on the baseline, mm.
    pub x: f64,
    /// Anchor point on the baseline, mm.
    pub y: f64,
    /// The words.
    pub content: String,
    /// Font size (em) in mm.
    pub size: f64,
    /// Regular or bold.
    pub weight: Weight,
    /// Horizontal alignment on the anchor.
    pub anchor: Anchor,
    /// Text colour.
    pub fill: Colour,
    /// Clockwise rotation in degrees about the anchor (y grows downwards).
    pub rotate: f64,
    /// Extra space after each letter, mm.
    pub letter_spacing: f64,
}

impl Text {
    /// Regular, unrotated, black text.
    pub fn new(x: f64, y: f64, content: impl Into<String>, size: f64) -> Text {
        Text {
            x,
            y,
            content: content.into(),
            size,
            weight: Weight::Regular,
            anchor: Anchor::Start,
            fill: Colour::BLACK,
            rotate: 0.0,
            letter_spacing: 0.0,
        }
    }

    /// The same text in bold.
    pub fn bold(mut self) -> Text {
        self.weight = Weight::Bold;
        self
    }

    /// The same text with another anchor.
    pub fn anchored(mut self, anchor: Anchor) -> Text {
        self.anchor = anchor;
        self
    }

    /// The same text in another colour.
    pub fn coloured(mut self, fill: Colour) -> Text {
        self.fill = fill;
        self
    }

    /// The same text rotated clockwise by `degrees` about its anchor.
    pub fn rotated(mut self, degrees: f64) -> Text {
        self.rotate = degrees;
        self
    }

    /// The same text with extra space after each letter.
    pub fn spaced(mut self, letter_spacing: f64) -> Text {
        self.letter_spacing = letter_spacing;
        self
    }
}

/// An axis-aligned rectangle, mm.
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct Rect {
    /// Left edge.
    pub x: f64,
    /// Top edge.
    pub y: f64,
    /// Width.
    pub w: f64,
    /// Height.
    pub h: f64,
}

impl Rect {
    /// A rectangle from its top-left corner and size.
    pub const fn new(x: f64, y: f64, w: f64, h: f64) -> Rect {
        Rect { x, y, w, h }
    }

    /// Right edge.
    pub fn right(&self) -> f64 {
        self.x + self.w
    }

    /// Bottom edge.
    pub fn bottom(&self) -> f64 {
        self.y + self.h
    }

    /// Centre point.
    pub fn centre(&self) -> (f64, f64) {
        (self.x + self.w / 2.0, self.y + self.h / 2.0)
    }

    /// The rectangle grown by `d` on every side (shrunk for negative `d`).
    pub fn grow(&self, d: f64) -> Rect {
        Rect::new(self.x - d, self.y - d, self.w + 2.0 * d, self.h + 2.0 * d)
    }

    /// The smallest rectangle holding both.
    pub fn union(&self, other: &Rect) -> Rect {
        let (x, y) = (self.x.min(other.x), self.y.min(other.y));
        Rect::new(
            x,
            y,
            self.right().max(other.right()) - x,
            self.bottom().max(other.bottom()) - y,
        )
    }

    /// Whether `other` lies wholly inside (edges may touch).
    pub fn contains(&self, other: &Rect) -> bool {
        other.x >= self.x - 1e-9
            && other.y >= self.y - 1e-9
            && other.right() <= self.right() + 1e-9
            && other.bottom() <= self.bottom() + 1e-9
    }

    /// Whether the two overlap by more than an edge.
    pub fn overlaps(&self, other: &Rect) -> bool {
        self.x < other.right() - 1e-9
            && other.x < self.right() - 1e-9
            && self.y < other.bottom() - 1e-9
            && other.y < self.bottom() - 1e-9
    }
}

/// Translation then uniform scale: a point `p` of a group is drawn at
/// `(dx, dy) + scale * p`.
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct Transform {
    /// Horizontal offset, mm.
    pub dx: f64,
    /// Vertical offset, mm.
    pub dy: f64,
    /// Scale factor.
    pub scale: f64,
}

impl Transform {
    /// No change.
    pub const IDENTITY: Transform = Transform {
        dx: 0.0,
        dy: 0.0,
        scale: 1.0,
    };

    /// Where `(x, y)` lands.
    pub fn apply(&self, x: f64, y: f64) -> (f64, f64) {
        (self.dx + self.scale * x, self.dy + self.scale * y)
    }

    /// `self` applied after `inner`.
    pub fn then(&self, inner: &Transform) -> Transform {
        Transform {
            dx: self.dx + self.scale * inner.dx,
            dy: self.dy + self.scale * inner.dy,
            scale: self.scale * inner.scale,
        }
    }
}

pub use super::hatch::hatch_lines;

/// One thing to draw.
#[derive(Clone, Debug, PartialEq)]
pub enum Shape {
    /// A rectangle.
    Rect(Rect, Style),
    /// A circle: centre x, centre y, radius.
    Circle(f64, f64, f64, Style),
    /// A polygon (closed) or polyline (open, stroke only).
    Path {
        /// Corner points.
        points: Vec<(f64, f64)>,
        /// Whether the last point joins the first.
        closed: bool,
        /// Fill and outline.
        style: Style,
    },
    /// A straight line.
    Line((f64, f64), (f64, f64), Stroke),
    /// One line of text.
    Text(Text),
    /// Parallel lines at `angle` degrees (0 = horizontal, 45 = rising to the
    /// right), `spacing` mm apart, filling a rectangle. The lines are placed
    /// in the drawing's own coordinates, so neighbouring hatched rectangles
    /// join seamlessly.
    Hatch {
        /// The area to hatch.
        area: Rect,
        /// Line direction in degrees.
        angle: f64,
        /// Distance between lines, mm.
        spacing: f64,
        /// How the lines are drawn.
        stroke: Stroke,
    },
    /// Shapes drawn through a transform, clipped to `clip` (given in the
    /// coordinates outside the group).
    Group {
        /// Where the group's coordinates land.
        transform: Transform,
        /// Nothing outside this rectangle is drawn.
        clip: Option<Rect>,
        /// The shapes.
        shapes: Vec<Shape>,
    },
    /// Shapes that belong together under a name a reader of the output can
    /// find again (an SVG `id`, a PDF marked-content tag).
    Tagged {
        /// The name: ASCII letters and digits.
        tag: String,
        /// The shapes.
        shapes: Vec<Shape>,
    },
}

/// One page (or one SVG image).
#[derive(Clone, Debug, PartialEq)]
pub struct Page {
    /// Width, mm.
    pub width: f64,
    /// Height, mm.
    pub height: f64,
    /// The shapes, first drawn first.
    pub shapes: Vec<Shape>,
    /// Where a print shop trims the page, if not at its edges (a PDF
    /// `TrimBox`); the page then carries bleed and crop marks around it.
    pub trim: Option<Rect>,
    /// How far the printing runs past the trim (a PDF `BleedBox`).
    pub bleed: Option<Rect>,
}

impl Page {
    /// A page trimmed at its edges.
    pub fn new(width: f64, height: f64, shapes: Vec<Shape>) -> Page {
        Page {
            width,
            height,
            shapes,
            trim: None,
            bleed: None,
        }
    }
}

/// A finished document: a title and its pages.
#[derive(Clone, Debug, PartialEq)]
pub struct Document {
    /// Shown by viewers (PDF title, SVG `<title>`).
    pub title: String,
    /// A plain-text description (SVG `<desc>`), e.g. the board as ASCII.
    pub description: String,
    /// The pages.
    pub pages: Vec<Page>,
}

impl Document {
    /// The same document without the shapes tagged with one of `tags`
    /// (at any depth): the same layout, less those layers.
    pub fn without(&self, tags: &[&str]) -> Document {
        fn strip(shapes: &[Shape], tags: &[&str]) -> Vec<Shape> {
            shapes
                .iter()
                .filter(|s| !matches!(s, Shape::Tagged { tag, .. } if tags.contains(&tag.as_str())))
                .map(|s| match s {
                    Shape::Tagged { tag, shapes } => Shape::Tagged {
                        tag: tag.clone(),
                        shapes: strip(shapes, tags),
                    },
                    Shape::Group {
                        transform,
                        clip,
                        shapes,
                    } => Shape::Group {
                        transform: *transform,
                        clip: *clip,
                        shapes: strip(shapes, tags),
                    },
                    other => other.clone(),
                })
                .collect()
        }
        Document {
            title: self.title.clone(),
            description: self.description.clone(),
            pages: self
                .pages
                .iter()
                .map(|p| Page {
                    shapes: strip(&p.shapes, tags),
                    ..p.clone()
                })
                .collect(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn colours_parse() {
        assert_eq!(
            Colour::parse("#6a1b9a"),
            Some(Colour::rgb(0x6a, 0x1b, 0x9a))
        );
        assert_eq!(Colour::parse("#fff"), Some(Colour::WHITE));
        assert_eq!(Colour::parse("white"), Some(Colour::WHITE));
        assert_eq!(Colour::parse("#12"), None);
        assert_eq!(Colour::parse("Red"), Some(Colour::rgb(255, 0, 0)));
        assert_eq!(Colour::parse(" blue "), Some(Colour::rgb(0, 0, 255)));
        assert_eq!(Colour::parse("gray"), Colour::parse("grey"));
        assert_eq!(Colour::parse("orange"), Some(Colour::rgb(255, 165, 0)));
        assert_eq!(Colour::parse("brown"), Some(Colour::rgb(165, 42, 42)));
        assert_eq!(Colour::parse("pink"), Some(Colour::rgb(255, 192, 203)));
        assert_eq!(Colour::parse("yellow"), Some(Colour::rgb(255, 255, 0)));
        assert_eq!(Colour::parse("purple"), Some(Colour::rgb(128, 0, 128)));
        assert_eq!(Colour::parse("green"), Some(Colour::rgb(0, 128, 0)));
        assert_eq!(Colour::parse("black"), Some(Colour::BLACK));
        assert_eq!(Colour::parse("mauve"), None);
        assert_eq!(Colour::parse("#ggg"), None);
        assert_eq!(Colour::WHITE.ink(), Colour::rgb(0x1c, 0x1c, 0x1c));
    }
}
