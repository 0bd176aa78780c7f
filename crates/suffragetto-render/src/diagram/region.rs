//! A rectangle of squares to crop a diagram to: `c3:o9`, corners in any order.

use super::DiagramError;
use std::fmt;
use std::ops::RangeInclusive;
use std::str::FromStr;
use suffragetto_core::geometry::{SIZE, Square};

/// A rectangle of squares, both corners included.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Region {
    /// Lowest and highest file, 0 = a.
    files: (u8, u8),
    /// Lowest and highest rank, 0 = rank 1.
    ranks: (u8, u8),
}

impl Region {
    /// The whole board, a1:q17.
    pub const FULL: Region = Region {
        files: (0, SIZE - 1),
        ranks: (0, SIZE - 1),
    };

    /// The rectangle with corners `a` and `b`, in any order.
    pub fn new(a: Square, b: Square) -> Region {
        Region {
            files: (a.file().min(b.file()), a.file().max(b.file())),
            ranks: (a.rank().min(b.rank()), a.rank().max(b.rank())),
        }
    }

    /// Number of files shown.
    pub fn files(&self) -> u8 {
        self.files.1 - self.files.0 + 1
    }

    /// Number of ranks shown.
    pub fn ranks(&self) -> u8 {
        self.ranks.1 - self.ranks.0 + 1
    }

    /// The files shown, 0 = a.
    pub fn file_range(&self) -> RangeInclusive<u8> {
        self.files.0..=self.files.1
    }

    /// The ranks shown, 0 = rank 1.
    pub fn rank_range(&self) -> RangeInclusive<u8> {
        self.ranks.0..=self.ranks.1
    }

    /// Whether `sq` is inside.
    pub fn contains(&self, sq: Square) -> bool {
        self.file_range().contains(&sq.file()) && self.rank_range().contains(&sq.rank())
    }

    /// The bottom-left and top-right corners.
    pub fn corners(&self) -> (Square, Square) {
        let sq = |f, r| Square::new(f, r).expect("a region lies on the board");
        (
            sq(self.files.0, self.ranks.0),
            sq(self.files.1, self.ranks.1),
        )
    }
}

impl Default for Region {
    fn default() -> Region {
        Region::FULL
    }
}

impl FromStr for Region {
    type Err = DiagramError;

    fn from_str(s: &str) -> Result<Region, DiagramError> {
        let err = |reason: String| DiagramError::Region {
            text: s.to_string(),
            reason,
        };
        let Some((a, b)) = s.trim().split_once(':') else {
            return Err(err("there is no `:` between the two corners".into()));
        };
        let corner = |t: &str| t.trim().parse::<Square>().map_err(|e| err(e.to_string()));
        Ok(Region::new(corner(a)?, corner(b)?))
    }
}

impl fmt::Display for Region {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (a, b) = self.corners();
        write!(f, "{a}:{b}")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn corners_in_any_order() {
        let r: Region = "o9:c3".parse().unwrap();
        assert_eq!(r, "c3:o9".parse().unwrap());
        assert_eq!(r, "c9:o3".parse().unwrap());
        assert_eq!(r.to_string(), "c3:o9");
        assert_eq!((r.files(), r.ranks()), (13, 7));
        assert!(r.contains("c3".parse().unwrap()));
        assert!(!r.contains("b3".parse().unwrap()));
        assert_eq!("e5:e5".parse::<Region>().unwrap().files(), 1);
        assert_eq!(Region::FULL.to_string(), "a1:q17");
    }

    #[test]
    fn bad_regions_name_the_bad_square() {
        let e = "c3:z9".parse::<Region>().unwrap_err().to_string();
        assert!(e.contains("`z9` is not a square"), "{e}");
        let e = "c3-o9".parse::<Region>().unwrap_err().to_string();
        assert!(e.contains("`:`"), "{e}");
        let e = "c0:o9".parse::<Region>().unwrap_err().to_string();
        assert!(e.contains("`c0`"), "{e}");
    }
}
