//! The diagram's own layers, placed through the diagram's [`View`]:
//! highlighted squares, zone outlines, marks, the captured pieces in Prison
//! and Hospital, the pieces, the last move's captures as crossed-out
//! ghosts, legal landings by kind and arrows. Everything drawn over pieces
//! has a contrasting halo so it reads on light and dark counters alike.

use super::arrows::halo;
use super::{Landing, LandingKind, Overlay};
use crate::layout::centred;
use crate::model::{Colour, Shape, Stroke, Style, Weight};
use crate::options::{Look, Theme};
use crate::palette::zone_paint;
use crate::pieces::{counter, diameter, fill, ink};
use crate::view::View;
use suffragetto_core::engine::Position;
use suffragetto_core::geometry::{SIZE, Square, Zone};
use suffragetto_core::piece::{Piece, Side, Size};

/// A dark ink for halos round light colours.
pub const DARK: Colour = Colour::rgb(0x1c, 0x1c, 0x1c);
/// The red of capture crosses and capturing landings (colour theme).
pub const CROSS: Colour = Colour::rgb(0xd5, 0x00, 0x00);
/// The ink of step and hop landings (colour theme).
pub const LANDING: Colour = Colour::rgb(0x26, 0x32, 0x38);

/// Draws the layers of one diagram.
pub struct Drawer<'a> {
    /// Where the squares are.
    pub view: &'a View,
    /// How the counters look.
    pub look: Look,
}

impl Drawer<'_> {
    pub(super) fn q(&self) -> f64 {
        self.view.q
    }

    /// A record's colour as this theme draws it: mono draws every colour
    /// near-black, as a black-and-white printer would not tell them apart.
    pub(super) fn ink(&self, colour: Colour) -> Colour {
        match self.look.theme {
            Theme::Colour => colour,
            Theme::Mono => DARK,
        }
    }

    /// Squares tinted: the last move's start and end, the selected piece.
    pub fn highlights(&self, squares: &[Square], out: &mut Vec<Shape>) {
        let (tint, t) = match self.look.theme {
            Theme::Colour => (Colour::rgb(0x4f, 0xa3, 0xe0), 0.55),
            Theme::Mono => (Colour::rgb(0x70, 0x70, 0x70), 0.45),
        };
        for &sq in squares.iter().filter(|s| self.view.shows(**s)) {
            let fill = zone_paint(sq.zone(), self.look.theme).fill.mix(tint, t);
            out.push(Shape::Rect(self.view.rect(sq), Style::fill(fill)));
        }
    }

    /// Zone outlines, then square marks.
    pub fn overlays(&self, overlays: &[Overlay], out: &mut Vec<Shape>) {
        for o in overlays {
            if let Overlay::Zone { zone, colour } = *o {
                self.zone(zone, self.ink(colour), out);
            }
        }
        for o in overlays {
            if let Overlay::Mark { square, colour } = *o {
                self.mark(square, self.ink(colour), out);
            }
        }
    }

    /// A band just inside the outer edges of a zone.
    fn zone(&self, zone: Zone, colour: Colour, out: &mut Vec<Shape>) {
        let w = 0.12 * self.q();
        let stroke = Stroke::solid(colour, w);
        for sq in zone.squares().iter().filter(|s| self.view.shows(*s)) {
            for (nb, (a, b)) in self.view.sides(sq) {
                if nb.is_some_and(|n| n.zone() == zone) {
                    continue;
                }
                // Move the side half a band towards the square's centre.
                let c = self.view.centre(sq);
                let m = ((a.0 + b.0) / 2.0, (a.1 + b.1) / 2.0);
                let (dx, dy) = (c.0 - m.0, c.1 - m.1);
                let l = dx.hypot(dy);
                let (sx, sy) = (dx / l * w / 2.0, dy / l * w / 2.0);
                out.push(Shape::Line(
                    (a.0 + sx, a.1 + sy),
                    (b.0 + sx, b.1 + sy),
                    stroke.clone(),
                ));
            }
        }
    }

    /// A frame just inside a square, with a thin halo.
    fn mark(&self, sq: Square, colour: Colour, out: &mut Vec<Shape>) {
        if !self.view.shows(sq) {
            return;
        }
        let q = self.q();
        let r = self.view.rect(sq).grow(-0.09 * q);
        out.push(Shape::Rect(
            r,
            Style::stroke(Stroke::solid(halo(colour), 0.15 * q)),
        ));
        out.push(Shape::Rect(
            r,
            Style::stroke(Stroke::solid(colour, 0.09 * q)),
        ));
    }

    /// A counter on a square.
    pub fn piece(&self, sq: Square, piece: Piece, out: &mut Vec<Shape>) {
        counter(
            piece,
            &self.look,
            self.view.centre(sq),
            diameter(piece, self.q()),
            0.0,
            out,
        );
    }

    /// The captured pieces on the squares of Prison and Hospital, large
    /// ones first, where the view shows the whole zone and it has a square
    /// for each ([`drawn_captives`]); tagged `captives`. Returns the squares
    /// filled.
    pub fn captives(&self, pos: &Position, out: &mut Vec<Shape>) -> Vec<Square> {
        let mut filled = Vec::new();
        let mut shapes = Vec::new();
        for side in Side::BOTH {
            for (sq, piece) in drawn_captives(self.view, pos, side).unwrap_or_default() {
                self.piece(sq, piece, &mut shapes);
                filled.push(sq);
            }
        }
        if !shapes.is_empty() {
            out.push(Shape::Tagged {
                tag: "captives".to_string(),
                shapes,
            });
        }
        filled
    }

    /// Each piece the last move captured as a faded ghost where it stood,
    /// crossed out; tagged `captures`.
    pub fn captures(&self, captured: &[(Square, Piece)], out: &mut Vec<Shape>) {
        let q = self.q();
        let cross = match self.look.theme {
            Theme::Colour => CROSS,
            Theme::Mono => DARK,
        };
        let mut shapes = Vec::new();
        for &(sq, piece) in captured.iter().filter(|(s, _)| self.view.shows(*s)) {
            let (cx, cy) = self.view.centre(sq);
            let ground = zone_paint(sq.zone(), self.look.theme).fill;
            let faded = fill(piece, &self.look).mix(ground, 0.65);
            let letter = ink(piece, &self.look).mix(faded, 0.5);
            shapes.push(Shape::Circle(
                cx,
                cy,
                diameter(piece, q) / 2.0,
                Style::fill_stroke(faded, Stroke::dashed(DARK, 0.03 * q, 0.08 * q, 0.05 * q)),
            ));
            shapes.push(Shape::Text(centred(
                &piece.letter().to_string(),
                (cx, cy),
                0.3 * q,
                Weight::Bold,
                letter,
                0.0,
            )));
            for (d, stroke) in [
                (0.3 * q, Stroke::solid(halo(cross), 0.2 * q)),
                (0.28 * q, Stroke::solid(cross, 0.1 * q)),
            ] {
                shapes.push(Shape::Line(
                    (cx - d, cy - d),
                    (cx + d, cy + d),
                    stroke.clone(),
                ));
                shapes.push(Shape::Line((cx - d, cy + d), (cx + d, cy - d), stroke));
            }
        }
        if !shapes.is_empty() {
            out.push(Shape::Tagged {
                tag: "captures".to_string(),
                shapes,
            });
        }
    }

    /// The mark of one kind of landing centred on `(cx, cy)` for squares of
    /// edge `q`: a dot for a step, a ring for a hop, a crossed ring for a
    /// hop that captures.
    pub fn landing_mark(&self, kind: LandingKind, (cx, cy): (f64, f64), q: f64) -> Vec<Shape> {
        let dark = match self.look.theme {
            Theme::Colour => LANDING,
            Theme::Mono => DARK,
        };
        let red = match self.look.theme {
            Theme::Colour => CROSS,
            Theme::Mono => DARK,
        };
        let ring = |r: f64, w: f64, c: Colour| {
            vec![
                Shape::Circle(
                    cx,
                    cy,
                    r,
                    Style::stroke(Stroke::solid(Colour::WHITE, w + 0.06 * q)),
                ),
                Shape::Circle(cx, cy, r, Style::stroke(Stroke::solid(c, w))),
            ]
        };
        match kind {
            LandingKind::Step => vec![Shape::Circle(
                cx,
                cy,
                0.14 * q,
                Style::fill_stroke(dark, Stroke::solid(Colour::WHITE, 0.035 * q)),
            )],
            LandingKind::Hop => ring(0.2 * q, 0.07 * q, dark),
            LandingKind::Capture => {
                let mut v = ring(0.27 * q, 0.07 * q, red);
                let d = 0.13 * q;
                for (a, b) in [((-d, -d), (d, d)), ((-d, d), (d, -d))] {
                    v.push(Shape::Line(
                        (cx + a.0, cy + a.1),
                        (cx + b.0, cy + b.1),
                        Stroke::solid(red, 0.07 * q),
                    ));
                }
                v
            }
        }
    }

    /// A mark on each legal landing; tagged `legal`.
    pub fn legal(&self, landings: &[Landing], out: &mut Vec<Shape>) {
        let shapes: Vec<Shape> = landings
            .iter()
            .filter(|l| self.view.shows(l.square))
            .flat_map(|l| self.landing_mark(l.kind, self.view.centre(l.square), self.q()))
            .collect();
        if !shapes.is_empty() {
            out.push(Shape::Tagged {
                tag: super::LEGAL_TAG.to_string(),
                shapes,
            });
        }
    }
}

/// Where a diagram through `view` draws `side`'s captured pieces: each on a
/// square of its captivity (the Prison fills from a17 down, the Hospital
/// from q1 up: the board's half-turn symmetry), large ones first; `None`
/// when the view does not show the whole zone or the zone has too few
/// squares, and the pieces are not drawn.
pub fn drawn_captives(view: &View, pos: &Position, side: Side) -> Option<Vec<(Square, Piece)>> {
    let zone = side.captivity();
    let mut squares: Vec<Square> = zone.squares().iter().collect();
    squares.sort_by_key(|s| match side {
        Side::Suffragettes => (s.file(), SIZE - s.rank()),
        Side::Police => (SIZE - s.file(), s.rank()),
    });
    let c = pos.captive(side);
    if c.total() as usize > squares.len() || !squares.iter().all(|s| view.shows(*s)) {
        return None;
    }
    let pieces = std::iter::repeat_n(Size::Large, c.large as usize)
        .chain(std::iter::repeat_n(Size::Small, c.small as usize))
        .map(|size| Piece { side, size });
    Some(squares.into_iter().zip(pieces).collect())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The book's clickable diagrams draw landings with the browser's
    /// board module (`assets/board.js`); it must use these colours.
    #[test]
    fn the_board_module_marks_landings_in_the_diagrams_colours() {
        let js = crate::browser::BOARD_JS;
        for c in [LANDING, CROSS, Colour::WHITE] {
            assert!(
                js.contains(&format!("\"{}\"", c.hex())),
                "board.js lacks {}",
                c.hex()
            );
        }
    }
}
