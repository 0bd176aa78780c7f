//! Piece lists, a short way to write a composed position's pieces: a piece
//! letter and a square per item, separated by spaces (`Sg5 Ph4 Le6 Ii7`).

use crate::geometry::Square;
use crate::piece::Piece;

/// Why a piece list cannot be read.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("`{item}`: {message}")]
pub struct PieceListError {
    /// The item that is wrong.
    pub item: String,
    /// What was expected.
    pub message: String,
}

/// Reads a piece list such as `Sg5 Ph4 Le6 Ii7`.
pub fn parse_pieces(text: &str) -> Result<Vec<(Square, Piece)>, PieceListError> {
    text.split_whitespace()
        .map(|item| {
            let err = |message: String| PieceListError {
                item: item.to_string(),
                message,
            };
            let mut chars = item.chars();
            let piece = chars.next().and_then(Piece::from_letter).ok_or_else(|| {
                err("expected a piece letter (S, L, P or I) and a square, e.g. Sg5".into())
            })?;
            let square = chars.as_str().parse().map_err(|e| err(format!("{e}")))?;
            Ok((square, piece))
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_pieces_and_names_the_bad_item() {
        let v = parse_pieces(" Sg5  Ph4 ").unwrap();
        assert_eq!(v.len(), 2);
        assert_eq!(v[1].0.to_string(), "h4");
        assert_eq!(v[1].1.letter(), 'P');
        let e = parse_pieces("Sg5 Xh4").unwrap_err();
        assert_eq!(e.item, "Xh4");
        let e = parse_pieces("Sz9").unwrap_err();
        assert_eq!(e.item, "Sz9");
    }
}
