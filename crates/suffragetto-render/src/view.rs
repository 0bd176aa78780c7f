//! Where the squares land on a page: the one coordinate function that the
//! board's ground, its words and everything drawn over it (pieces, arrows,
//! marks) go through, so a flipped or cropped view needs no re-layout.

use super::diagram::Region;
use super::model::Rect;
use suffragetto_core::geometry::{SIZE, Square};

/// A line on the page: two end points, mm.
pub type Segment = ((f64, f64), (f64, f64));

/// A rectangle of squares seen from one side, placed on a page.
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct View {
    /// Edge of a square, mm.
    pub q: f64,
    /// Seen from the Police side: rank 1 at the top, file a on the right.
    pub flip: bool,
    /// The squares shown.
    pub region: Region,
    /// Page position of the top-left corner of the squares shown, mm.
    pub origin: (f64, f64),
}

impl View {
    /// The whole board from the Suffragettes' side, squares of edge `q`,
    /// its top-left corner at `origin`.
    pub fn board(q: f64, origin: (f64, f64)) -> View {
        View {
            q,
            flip: false,
            region: Region::FULL,
            origin,
        }
    }

    /// The column of `file` counted from the left edge of the region (may
    /// lie outside it).
    fn col(&self, file: u8) -> f64 {
        let (lo, hi) = (
            *self.region.file_range().start(),
            *self.region.file_range().end(),
        );
        if self.flip {
            hi as f64 - file as f64
        } else {
            file as f64 - lo as f64
        }
    }

    /// The row of `rank` counted from the top edge of the region.
    fn row(&self, rank: u8) -> f64 {
        let (lo, hi) = (
            *self.region.rank_range().start(),
            *self.region.rank_range().end(),
        );
        if self.flip {
            rank as f64 - lo as f64
        } else {
            hi as f64 - rank as f64
        }
    }

    /// The square as a rectangle on the page (outside [`View::area`] when
    /// the region does not show it).
    pub fn rect(&self, sq: Square) -> Rect {
        Rect::new(
            self.origin.0 + self.col(sq.file()) * self.q,
            self.origin.1 + self.row(sq.rank()) * self.q,
            self.q,
            self.q,
        )
    }

    /// The square's centre on the page.
    pub fn centre(&self, sq: Square) -> (f64, f64) {
        self.rect(sq).centre()
    }

    /// The squares shown, as one rectangle on the page.
    pub fn area(&self) -> Rect {
        Rect::new(
            self.origin.0,
            self.origin.1,
            self.region.files() as f64 * self.q,
            self.region.ranks() as f64 * self.q,
        )
    }

    /// Whether the region shows `sq`.
    pub fn shows(&self, sq: Square) -> bool {
        self.region.contains(sq)
    }

    /// The squares shown, rank by rank.
    pub fn squares(&self) -> impl Iterator<Item = Square> + '_ {
        Square::all().filter(|s| self.shows(*s))
    }

    /// The smallest rectangle round `squares`; `None` for none.
    pub fn block(&self, squares: impl IntoIterator<Item = Square>) -> Option<Rect> {
        squares
            .into_iter()
            .map(|s| self.rect(s))
            .reduce(|a, b| a.union(&b))
    }

    /// The side `a` shares with its orthogonal neighbour `b`, as drawn.
    pub fn shared_side(&self, a: Square, b: Square) -> Segment {
        let (ra, rb) = (self.rect(a), self.rect(b));
        let x0 = ra.x.max(rb.x);
        let y0 = ra.y.max(rb.y);
        let x1 = ra.right().min(rb.right());
        let y1 = ra.bottom().min(rb.bottom());
        ((x0, y0), (x1, y1))
    }

    /// The four orthogonal neighbours of `sq` that exist, each with the side
    /// of `sq` it touches.
    pub fn sides(&self, sq: Square) -> Vec<(Option<Square>, Segment)> {
        let r = self.rect(sq);
        let (f, k) = (sq.file() as i16, sq.rank() as i16);
        let mut out = Vec::with_capacity(4);
        for (df, dk) in [(1i16, 0i16), (-1, 0), (0, 1), (0, -1)] {
            let (nf, nk) = (f + df, k + dk);
            let nb = ((0..SIZE as i16).contains(&nf) && (0..SIZE as i16).contains(&nk))
                .then(|| Square::new(nf as u8, nk as u8).expect("on the board"));
            // The side facing (df, dk), as drawn: file +1 is to the right
            // unless flipped, rank +1 is up unless flipped.
            let s = if self.flip { -1.0 } else { 1.0 };
            let (dx, dy) = (df as f64 * s, -(dk as f64) * s);
            let side = if dx > 0.0 {
                ((r.right(), r.y), (r.right(), r.bottom()))
            } else if dx < 0.0 {
                ((r.x, r.y), (r.x, r.bottom()))
            } else if dy > 0.0 {
                ((r.x, r.bottom()), (r.right(), r.bottom()))
            } else {
                ((r.x, r.y), (r.right(), r.y))
            };
            out.push((nb, side));
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sq(s: &str) -> Square {
        s.parse().unwrap()
    }

    #[test]
    fn corners_land_where_each_view_puts_them() {
        let v = View::board(10.0, (5.0, 7.0));
        assert_eq!(v.rect(sq("a17")), Rect::new(5.0, 7.0, 10.0, 10.0));
        assert_eq!(v.rect(sq("q1")), Rect::new(165.0, 167.0, 10.0, 10.0));
        let flipped = View { flip: true, ..v };
        assert_eq!(flipped.rect(sq("q1")), Rect::new(5.0, 7.0, 10.0, 10.0));
        assert_eq!(flipped.rect(sq("a17")), Rect::new(165.0, 167.0, 10.0, 10.0));
        let crop = View {
            region: "c3:o9".parse().unwrap(),
            ..v
        };
        assert_eq!(crop.rect(sq("c9")), Rect::new(5.0, 7.0, 10.0, 10.0));
        assert_eq!(crop.rect(sq("o3")), Rect::new(125.0, 67.0, 10.0, 10.0));
        assert_eq!(crop.area(), Rect::new(5.0, 7.0, 130.0, 70.0));
        let both = View { flip: true, ..crop };
        assert_eq!(both.rect(sq("o3")), Rect::new(5.0, 7.0, 10.0, 10.0));
        assert_eq!(both.squares().count(), 13 * 7);
    }

    #[test]
    fn shared_sides_and_outer_sides_agree() {
        for flip in [false, true] {
            let v = View {
                flip,
                ..View::board(10.0, (0.0, 0.0))
            };
            let (a, b) = (sq("e5"), sq("f5"));
            let shared = v.shared_side(a, b);
            let from_sides = v
                .sides(a)
                .into_iter()
                .find(|(n, _)| *n == Some(b))
                .unwrap()
                .1;
            assert_eq!(shared, from_sides, "flip {flip}");
            assert_eq!(
                v.sides(sq("a1"))
                    .iter()
                    .filter(|(n, _)| n.is_none())
                    .count(),
                2
            );
        }
    }
}
