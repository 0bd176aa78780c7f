//! The board's values in words: [`Describe`] for sides, pieces, sizes and
//! zones. The layers above implement it beside their own types (statuses
//! and kinds of difference in `variant`, outcomes and endings in `engine`),
//! so that this module depends on nothing above the board.

use super::Lang;
use super::catalogue::{catalogue, piece_key, side_key, zone_key};
use crate::geometry::Zone;
use crate::piece::{Piece, Side, Size};

/// A value a person reads about, in words of a [`Lang`].
pub trait Describe {
    /// The value in words of `lang`.
    fn describe(&self, lang: Lang) -> String;
}

impl Describe for Side {
    fn describe(&self, lang: Lang) -> String {
        catalogue().plain(lang, side_key(*self)).to_string()
    }
}

impl Describe for Piece {
    fn describe(&self, lang: Lang) -> String {
        catalogue().plain(lang, piece_key(*self)).to_string()
    }
}

impl Describe for Size {
    fn describe(&self, lang: Lang) -> String {
        let key = match self {
            Size::Large => "size-large",
            Size::Small => "size-small",
        };
        catalogue().plain(lang, key).to_string()
    }
}

impl Describe for Zone {
    fn describe(&self, lang: Lang) -> String {
        catalogue().plain(lang, zone_key(*self)).to_string()
    }
}
