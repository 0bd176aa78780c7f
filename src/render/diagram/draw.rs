//! The diagram's own layers in the full board's coordinates: highlighted
//! squares, zone outlines, marks, crossed-out captures, legal landings and
//! arrows. Everything drawn over pieces has a contrasting halo so it reads
//! on light and dark counters alike.

use super::{Landing, LastMove, Overlay, Region};
use crate::geometry::{SIZE, Square};
use crate::piece::{Piece, Side, Size};
use crate::render::model::{Colour, Rect, Shape, Stroke, Style};
use crate::render::options::{BoardOptions, Theme};
use crate::render::palette::zone_paint;
use crate::render::pieces::diameter;

/// Where squares are drawn: edge `q`, turned half round when flipped.
#[derive(Copy, Clone, Debug)]
pub(super) struct Cells {
    /// Edge of a square, mm.
    pub q: f64,
    /// Whether rank 1 is at the top and file a on the right.
    pub flip: bool,
}

impl Cells {
    /// The column (0 = left) of a file.
    pub fn col(&self, file: u8) -> u8 {
        if self.flip { SIZE - 1 - file } else { file }
    }

    /// The row (0 = top) of a rank.
    pub fn row(&self, rank: u8) -> u8 {
        if self.flip { rank } else { SIZE - 1 - rank }
    }

    /// The square as a rectangle.
    pub fn rect(&self, sq: Square) -> Rect {
        Rect::new(
            self.col(sq.file()) as f64 * self.q,
            self.row(sq.rank()) as f64 * self.q,
            self.q,
            self.q,
        )
    }

    /// The square's centre.
    pub fn centre(&self, sq: Square) -> (f64, f64) {
        self.rect(sq).centre()
    }

    /// The top-left column and row of a region.
    pub fn origin(&self, region: &Region) -> (u8, u8) {
        let (lo, hi) = region.corners();
        (
            self.col(lo.file()).min(self.col(hi.file())),
            self.row(lo.rank()).min(self.row(hi.rank())),
        )
    }
}

/// Draws the layers for one theme.
pub(super) struct Drawer<'a> {
    pub cells: &'a Cells,
    pub opts: &'a BoardOptions,
    pub theme: Theme,
}

/// A dark ink for halos round light colours.
const DARK: Colour = Colour::rgb(0x1c, 0x1c, 0x1c);

/// White round dark colours, near-black round light ones.
fn halo(c: Colour) -> Colour {
    if c.luminance() > 0.45 {
        DARK
    } else {
        Colour::WHITE
    }
}

fn unit(a: (f64, f64), b: (f64, f64)) -> (f64, f64) {
    let (dx, dy) = (b.0 - a.0, b.1 - a.1);
    let len = dx.hypot(dy).max(1e-9);
    (dx / len, dy / len)
}

impl Drawer<'_> {
    fn q(&self) -> f64 {
        self.cells.q
    }

    /// A record's colour as this theme draws it: mono draws every colour
    /// near-black, as a black-and-white printer would not tell them apart.
    fn ink(&self, colour: Colour) -> Colour {
        match self.theme {
            Theme::Colour => colour,
            Theme::Mono => DARK,
        }
    }

    /// The colour of the last move's arrow.
    fn move_colour(&self) -> Colour {
        match self.theme {
            Theme::Colour => Colour::rgb(0xe8, 0x59, 0x0c),
            Theme::Mono => DARK,
        }
    }

    /// Squares tinted: the last move's start and end, the selected piece.
    pub fn highlights(&self, squares: &[Square], out: &mut Vec<Shape>) {
        let (tint, t) = match self.theme {
            Theme::Colour => (Colour::rgb(0x4f, 0xa3, 0xe0), 0.55),
            Theme::Mono => (Colour::rgb(0x70, 0x70, 0x70), 0.45),
        };
        for &sq in squares {
            let fill = zone_paint(sq.zone(), self.theme).fill.mix(tint, t);
            out.push(Shape::Rect(self.cells.rect(sq), Style::fill(fill)));
        }
    }

    /// Zone outlines, then square marks.
    pub fn overlays(&self, overlays: &[Overlay], out: &mut Vec<Shape>) {
        for o in overlays {
            if let Overlay::Zone { zone, colour } = *o {
                self.zone(zone.squares().iter().collect(), self.ink(colour), out);
            }
        }
        for o in overlays {
            if let Overlay::Mark { square, colour } = *o {
                self.mark(square, self.ink(colour), out);
            }
        }
    }

    /// A band just inside the outer edges of a set of squares.
    fn zone(&self, squares: Vec<Square>, colour: Colour, out: &mut Vec<Shape>) {
        let q = self.q();
        let w = 0.12 * q;
        let inside = |f: i16, r: i16| {
            (0..SIZE as i16).contains(&f)
                && (0..SIZE as i16).contains(&r)
                && squares.contains(&Square::new(f as u8, r as u8).expect("on the board"))
        };
        let stroke = Stroke::solid(colour, w);
        for &sq in &squares {
            let c = self.cells.rect(sq);
            let (f, r) = (sq.file() as i16, sq.rank() as i16);
            // Neighbours as drawn: up, down, left, right on the page.
            let s = if self.cells.flip { -1 } else { 1 };
            let h = w / 2.0;
            if !inside(f, r + s) {
                out.push(Shape::Line(
                    (c.x, c.y + h),
                    (c.right(), c.y + h),
                    stroke.clone(),
                ));
            }
            if !inside(f, r - s) {
                out.push(Shape::Line(
                    (c.x, c.bottom() - h),
                    (c.right(), c.bottom() - h),
                    stroke.clone(),
                ));
            }
            if !inside(f - s, r) {
                out.push(Shape::Line(
                    (c.x + h, c.y),
                    (c.x + h, c.bottom()),
                    stroke.clone(),
                ));
            }
            if !inside(f + s, r) {
                out.push(Shape::Line(
                    (c.right() - h, c.y),
                    (c.right() - h, c.bottom()),
                    stroke.clone(),
                ));
            }
        }
    }

    /// A frame just inside a square, with a thin halo.
    fn mark(&self, sq: Square, colour: Colour, out: &mut Vec<Shape>) {
        let q = self.q();
        let c = self.cells.rect(sq);
        let inset = 0.09 * q;
        let r = Rect::new(
            c.x + inset,
            c.y + inset,
            c.w - 2.0 * inset,
            c.h - 2.0 * inset,
        );
        out.push(Shape::Rect(
            r,
            Style::stroke(Stroke::solid(halo(colour), 0.15 * q)),
        ));
        out.push(Shape::Rect(
            r,
            Style::stroke(Stroke::solid(colour, 0.09 * q)),
        ));
    }

    /// The fill a piece has in this theme.
    fn piece_fill(&self, piece: Piece) -> Colour {
        match self.theme {
            Theme::Colour => self.opts.colours.of_piece(piece),
            Theme::Mono => match piece.side {
                Side::Suffragettes => Colour::WHITE,
                Side::Police => Colour::rgb(0x22, 0x22, 0x22),
            },
        }
    }

    /// Each captured piece as a faded outline where it stood, crossed out;
    /// tagged `captures`.
    pub fn captures(&self, captured: &[(Square, Piece)], out: &mut Vec<Shape>) {
        if captured.is_empty() {
            return;
        }
        let mut shapes = Vec::new();
        self.crosses(captured, &mut shapes);
        out.push(Shape::Tagged {
            tag: "captures".to_string(),
            shapes,
        });
    }

    fn crosses(&self, captured: &[(Square, Piece)], out: &mut Vec<Shape>) {
        let q = self.q();
        let cross = match self.theme {
            Theme::Colour => Colour::rgb(0xd5, 0x00, 0x00),
            Theme::Mono => DARK,
        };
        for &(sq, piece) in captured {
            let (cx, cy) = self.cells.centre(sq);
            let fill = self.piece_fill(piece);
            let side = self.piece_fill(Piece {
                side: piece.side,
                size: Size::Small,
            });
            let edge = if side.luminance() > 0.8 { DARK } else { side };
            out.push(Shape::Circle(
                cx,
                cy,
                diameter(piece, q) / 2.0,
                Style::fill_stroke(
                    fill.mix(Colour::WHITE, 0.6),
                    Stroke::dashed(edge, 0.04 * q, 0.09 * q, 0.06 * q),
                ),
            ));
            for (d, stroke) in [
                (0.33 * q, Stroke::solid(halo(cross), 0.22 * q)),
                (0.3 * q, Stroke::solid(cross, 0.12 * q)),
            ] {
                out.push(Shape::Line(
                    (cx - d, cy - d),
                    (cx + d, cy + d),
                    stroke.clone(),
                ));
                out.push(Shape::Line((cx - d, cy + d), (cx + d, cy - d), stroke));
            }
        }
    }

    /// A dot on each legal landing, a ring too where a capture ends; tagged
    /// `legal`.
    pub fn legal(&self, landings: &[Landing], out: &mut Vec<Shape>) {
        if landings.is_empty() {
            return;
        }
        let mut shapes = Vec::new();
        self.dots(landings, &mut shapes);
        out.push(Shape::Tagged {
            tag: "legal".to_string(),
            shapes,
        });
    }

    fn dots(&self, landings: &[Landing], out: &mut Vec<Shape>) {
        let q = self.q();
        let ink = match self.theme {
            Theme::Colour => Colour::rgb(0x26, 0x32, 0x38),
            Theme::Mono => DARK,
        };
        for l in landings {
            let (cx, cy) = self.cells.centre(l.square);
            if l.captures {
                out.push(Shape::Circle(
                    cx,
                    cy,
                    0.36 * q,
                    Style::stroke(Stroke::solid(Colour::WHITE, 0.12 * q)),
                ));
                out.push(Shape::Circle(
                    cx,
                    cy,
                    0.36 * q,
                    Style::stroke(Stroke::solid(ink, 0.07 * q)),
                ));
            }
            out.push(Shape::Circle(
                cx,
                cy,
                0.16 * q,
                Style::fill_stroke(ink, Stroke::solid(Colour::WHITE, 0.035 * q)),
            ));
        }
    }

    /// The record's arrows, then the last move through every landing, each
    /// tagged (`arrow1`, `arrow2`, ..., `lastmove`). A record arrow between
    /// two squares of the last move's path lends the move its colour
    /// instead of being drawn twice.
    pub fn arrows(&self, last: Option<&LastMove>, overlays: &[Overlay], out: &mut Vec<Shape>) {
        let mut move_colour = None;
        let on_path = |from: Square, to: Square| {
            last.is_some_and(|m| {
                let i = m.path.iter().position(|&s| s == from);
                let j = m.path.iter().rposition(|&s| s == to);
                matches!((i, j), (Some(i), Some(j)) if i < j)
            })
        };
        let mut n = 0;
        for o in overlays {
            if let Overlay::Arrow { from, to, colour } = *o {
                if on_path(from, to) {
                    move_colour.get_or_insert(self.ink(colour));
                } else if from != to {
                    n += 1;
                    let pts = [self.cells.centre(from), self.cells.centre(to)];
                    out.push(Shape::Tagged {
                        tag: format!("arrow{n}"),
                        shapes: self.arrow(&pts, self.ink(colour)),
                    });
                }
            }
        }
        if let Some(m) = last {
            let pts: Vec<(f64, f64)> = m.path.iter().map(|&s| self.cells.centre(s)).collect();
            let colour = move_colour.unwrap_or_else(|| self.move_colour());
            out.push(Shape::Tagged {
                tag: "lastmove".to_string(),
                shapes: self.arrow(&pts, colour),
            });
        }
    }

    /// Straight shafts from point to point with an arrowhead pointing into
    /// the last square and a round dot on every corner (so sharp turns need
    /// no mitre), over a halo.
    fn arrow(&self, pts: &[(f64, f64)], colour: Colour) -> Vec<Shape> {
        let q = self.q();
        let n = pts.len();
        let mut out = Vec::new();
        if n < 2 {
            return out;
        }
        let (w, rim, dot) = (0.12 * q, 0.05 * q, 0.1 * q);
        let (head_len, head_half, tip_back) = (0.44 * q, 0.26 * q, 0.12 * q);
        let u = unit(pts[n - 2], pts[n - 1]);
        let tip = (pts[n - 1].0 - u.0 * tip_back, pts[n - 1].1 - u.1 * tip_back);
        let base = (tip.0 - u.0 * head_len, tip.1 - u.1 * head_len);
        let mut shaft: Vec<(f64, f64)> = pts[..n - 1].to_vec();
        shaft.push((base.0 + u.0 * 0.05 * q, base.1 + u.1 * 0.05 * q));
        let perp = (-u.1, u.0);
        let head = vec![
            tip,
            (base.0 + perp.0 * head_half, base.1 + perp.1 * head_half),
            (base.0 - perp.0 * head_half, base.1 - perp.1 * head_half),
        ];
        let halo = halo(colour);
        let corners = &pts[1..n - 1];
        for (c, width, grow, head_style) in [
            (
                halo,
                w + 2.0 * rim,
                rim,
                Style::fill_stroke(halo, Stroke::solid(halo, 2.0 * rim)),
            ),
            (colour, w, 0.0, Style::fill(colour)),
        ] {
            for seg in shaft.windows(2) {
                out.push(Shape::Line(seg[0], seg[1], Stroke::solid(c, width)));
            }
            for &(x, y) in corners {
                out.push(Shape::Circle(x, y, dot + grow, Style::fill(c)));
            }
            out.push(Shape::Path {
                points: head.clone(),
                closed: true,
                style: head_style,
            });
        }
        out
    }
}
