//! The two sides and their pieces.

use crate::geometry::{Square, SquareSet, Zone};
use std::fmt;

/// One of the two sides.
#[derive(
    Copy, Clone, PartialEq, Eq, PartialOrd, Ord, Hash, Debug, serde::Serialize, serde::Deserialize,
)]
pub enum Side {
    /// The Suffragettes: start near Albert Hall, aim for the House of Commons.
    #[serde(rename = "S", alias = "suffragettes")]
    Suffragettes = 0,
    /// The Police: start near the House of Commons, aim for Albert Hall.
    #[serde(rename = "P", alias = "police")]
    Police = 1,
}

impl Side {
    /// Both sides, Suffragettes first.
    pub const BOTH: [Side; 2] = [Side::Suffragettes, Side::Police];

    /// The other side.
    pub const fn opponent(self) -> Side {
        match self {
            Side::Suffragettes => Side::Police,
            Side::Police => Side::Suffragettes,
        }
    }

    /// The letter used in position strings and records: `S` or `P`.
    pub const fn letter(self) -> char {
        match self {
            Side::Suffragettes => 'S',
            Side::Police => 'P',
        }
    }

    /// The side for `S` or `P`.
    pub fn from_letter(c: char) -> Option<Side> {
        match c {
            'S' => Some(Side::Suffragettes),
            'P' => Some(Side::Police),
            _ => None,
        }
    }

    /// The side's name in English; in any language through
    /// [`crate::lang::Describe`].
    pub fn name(self) -> &'static str {
        self.name_in(crate::lang::Lang::En)
    }

    /// The side's name in `lang`, lent for the program's lifetime.
    pub fn name_in(self, lang: crate::lang::Lang) -> &'static str {
        crate::lang::catalogue().plain(lang, crate::lang::side_key(self))
    }

    /// The building this side must fill to win.
    pub const fn target_building(self) -> Zone {
        match self {
            Side::Suffragettes => Zone::HouseOfCommons,
            Side::Police => Zone::AlbertHall,
        }
    }

    /// The side's own building, which its pieces may not enter.
    pub const fn own_building(self) -> Zone {
        self.opponent().target_building()
    }

    /// Where this side's captured pieces are counted (Prison or Hospital).
    pub const fn captivity(self) -> Zone {
        match self {
            Side::Suffragettes => Zone::Prison,
            Side::Police => Zone::Hospital,
        }
    }

    /// Where this side's exchanged pieces come back (Prison Yard or Hospital Grounds).
    pub const fn release_zone(self) -> Zone {
        match self {
            Side::Suffragettes => Zone::PrisonYard,
            Side::Police => Zone::HospitalGrounds,
        }
    }

    /// The release squares in the order they are filled: b6, b5, ... b1 for the
    /// Suffragettes, p12, p13, ... p17 for the Police.
    pub fn release_squares(self) -> [Square; 6] {
        std::array::from_fn(|i| match self {
            Side::Suffragettes => Square::new(1, 5 - i as u8).expect("b-file square"),
            Side::Police => Square::new(15, 11 + i as u8).expect("p-file square"),
        })
    }

    /// The squares of this side's target building.
    pub fn target_squares(self) -> SquareSet {
        self.target_building().squares()
    }
}

impl fmt::Display for Side {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// Small (rank-and-file) or large (Leader / Inspector).
#[derive(Copy, Clone, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub enum Size {
    /// A rank-and-file Suffragette or Police constable.
    Small = 0,
    /// A Leader of the Suffragettes or an Inspector of Police.
    Large = 1,
}

/// A piece: a side and a size.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub struct Piece {
    /// Whose piece it is.
    pub side: Side,
    /// Small or large.
    pub size: Size,
}

impl Piece {
    /// The board code of this piece (never 0, which means an empty square).
    pub const fn code(self) -> u8 {
        1 + (self.side as u8) * 2 + self.size as u8
    }

    /// The piece of a non-zero board code.
    pub const fn from_code(code: u8) -> Option<Piece> {
        let side = match code {
            1 | 2 => Side::Suffragettes,
            3 | 4 => Side::Police,
            _ => return None,
        };
        let size = if code.is_multiple_of(2) {
            Size::Large
        } else {
            Size::Small
        };
        Some(Piece { side, size })
    }

    /// `S` Suffragette, `L` Leader, `P` Police constable, `I` Inspector.
    pub const fn letter(self) -> char {
        match (self.side, self.size) {
            (Side::Suffragettes, Size::Small) => 'S',
            (Side::Suffragettes, Size::Large) => 'L',
            (Side::Police, Size::Small) => 'P',
            (Side::Police, Size::Large) => 'I',
        }
    }

    /// The piece of a position-string letter.
    pub fn from_letter(c: char) -> Option<Piece> {
        let (side, size) = match c {
            'S' => (Side::Suffragettes, Size::Small),
            'L' => (Side::Suffragettes, Size::Large),
            'P' => (Side::Police, Size::Small),
            'I' => (Side::Police, Size::Large),
            _ => return None,
        };
        Some(Piece { side, size })
    }

    /// What the piece is called in English: "Suffragette", "Leader",
    /// "constable", "Inspector"; in any language through
    /// [`crate::lang::Describe`].
    pub fn name(self) -> &'static str {
        self.name_in(crate::lang::Lang::En)
    }

    /// What the piece is called in `lang`, lent for the program's lifetime.
    pub fn name_in(self, lang: crate::lang::Lang) -> &'static str {
        crate::lang::catalogue().plain(lang, crate::lang::piece_key(self))
    }

    /// Whether this is a Leader or Inspector.
    pub const fn is_large(self) -> bool {
        matches!(self.size, Size::Large)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_round_trip() {
        for c in ['S', 'L', 'P', 'I'] {
            let p = Piece::from_letter(c).unwrap();
            assert_eq!(Piece::from_code(p.code()), Some(p));
            assert_eq!(p.letter(), c);
        }
        assert_eq!(Piece::from_code(0), None);
    }

    #[test]
    fn release_squares_follow_the_convention() {
        let s: Vec<String> = Side::Suffragettes
            .release_squares()
            .iter()
            .map(|s| s.to_string())
            .collect();
        assert_eq!(s, ["b6", "b5", "b4", "b3", "b2", "b1"]);
        let p: Vec<String> = Side::Police
            .release_squares()
            .iter()
            .map(|s| s.to_string())
            .collect();
        assert_eq!(p, ["p12", "p13", "p14", "p15", "p16", "p17"]);
        for side in Side::BOTH {
            assert!(
                side.release_squares()
                    .iter()
                    .all(|s| s.zone() == side.release_zone())
            );
        }
    }
}
