//! The arrows of a diagram: the last move from landing to landing, in a
//! colour that stands out against the moving side's pieces, and a record's
//! own arrows, all kept clear of every counter.

use super::LastMove;
use super::Overlay;
use super::arrows::{BEND, Disc, arrow, bent, length, outside};
use super::draw::{DARK, Drawer};
use crate::model::{Colour, Shape};
use crate::options::Theme;
use crate::pieces::diameter;
use suffragetto_core::engine::Position;
use suffragetto_core::geometry::Square;
use suffragetto_core::piece::{Piece, Side, Size};

/// The colour among a few strong ones that differs most from `avoid`.
fn contrasting(avoid: &[Colour]) -> Colour {
    let candidates = [
        Colour::rgb(0xef, 0x6c, 0x00),
        Colour::rgb(0x15, 0x65, 0xc0),
        Colour::rgb(0xc2, 0x18, 0x5b),
    ];
    let dist = |a: Colour, b: Colour| {
        let d = |x: u8, y: u8| (x as f64 - y as f64).powi(2);
        d(a.r, b.r) + d(a.g, b.g) + d(a.b, b.b)
    };
    candidates
        .into_iter()
        .max_by(|a, b| {
            let m = |c: Colour| {
                avoid
                    .iter()
                    .map(|&x| dist(c, x))
                    .fold(f64::INFINITY, f64::min)
            };
            m(*a).total_cmp(&m(*b))
        })
        .expect("candidates")
}

impl Drawer<'_> {
    /// The colour of `side`'s move arrows: one that stands out against
    /// that side's pieces.
    pub fn move_colour(&self, side: Side) -> Colour {
        match self.look.theme {
            Theme::Mono => DARK,
            Theme::Colour => contrasting(&[
                self.look.colours.of_piece(Piece {
                    side,
                    size: Size::Small,
                }),
                self.look.colours.of_piece(Piece {
                    side,
                    size: Size::Large,
                }),
            ]),
        }
    }

    /// The discs of every counter drawn: pieces, captives and ghosts.
    pub fn discs(&self, pos: &Position, ghosts: &[(Square, Piece)]) -> Vec<Disc> {
        pos.board()
            .iter()
            .chain(ghosts.iter().copied())
            .map(|(sq, p)| Disc {
                centre: self.view.centre(sq),
                radius: diameter(p, self.q()) / 2.0,
            })
            .collect()
    }

    /// The record's arrows, then the last move through every landing, each
    /// tagged (`arrow1`, `arrow2`, ..., `lastmove`). A record arrow between
    /// two squares of the last move's path is the move itself and is not
    /// drawn twice.
    pub fn arrows(
        &self,
        last: Option<&LastMove>,
        mover: Side,
        overlays: &[Overlay],
        discs: &[Disc],
        out: &mut Vec<Shape>,
    ) {
        let on_path = |from: Square, to: Square| {
            last.is_some_and(|m| {
                let i = m.path.iter().position(|&s| s == from);
                let j = m.path.iter().rposition(|&s| s == to);
                matches!((i, j), (Some(i), Some(j)) if i < j)
            })
        };
        let mut n = 0;
        for o in overlays {
            if let Overlay::Arrow { from, to, colour } = *o
                && from != to
                && !on_path(from, to)
            {
                n += 1;
                let line = [self.view.centre(from), self.view.centre(to)];
                out.push(Shape::Tagged {
                    tag: format!("arrow{n}"),
                    shapes: arrow(&line, discs, self.ink(colour), self.q()),
                });
            }
        }
        if let Some(m) = last {
            out.push(Shape::Tagged {
                tag: "lastmove".to_string(),
                shapes: arrow(
                    &self.move_line(m, discs),
                    discs,
                    self.move_colour(mover),
                    self.q(),
                ),
            });
        }
    }

    /// The line of a move: straight for a step, and for each hop a curve
    /// bent round the jumped square, to whichever side crosses less of the
    /// other counters.
    fn move_line(&self, m: &LastMove, discs: &[Disc]) -> Vec<(f64, f64)> {
        let q = self.q();
        let mut line = vec![self.view.centre(m.path[0])];
        for pair in m.path.windows(2) {
            let (a, b) = (self.view.centre(pair[0]), self.view.centre(pair[1]));
            if pair[0].distance(pair[1]) <= 1 {
                line.push(b);
                continue;
            }
            let seen = |bend: f64| -> f64 {
                outside(&bent(a, b, bend), discs, 0.0)
                    .iter()
                    .map(|p| length(p))
                    .sum()
            };
            let bend = if seen(BEND * q) >= seen(-BEND * q) {
                BEND * q
            } else {
                -BEND * q
            };
            line.extend(bent(a, b, bend).into_iter().skip(1));
        }
        line
    }
}
