//! The board field: the first field of a position string and the value of a
//! variant's `setup.placement` (`docs/notation.md`). The ranks from 17 down
//! to 1, separated by `/`; each lists its squares from `a` to `q`, a piece
//! letter (`S`, `L`, `P`, `I`) or a number 1-17 for that many empty squares.

use super::Board;
use crate::geometry::{SIZE, Square};
use crate::piece::Piece;
use std::fmt::Write;

/// Why a board field cannot be read.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{}column {column}: {message}", rank.map(|r| format!("rank {r}, ")).unwrap_or_default())]
pub struct BoardFieldError {
    /// The rank (1-17) the error is in, if it is in one.
    pub rank: Option<u8>,
    /// 1-based character column in the field.
    pub column: usize,
    /// What is wrong and what was expected.
    pub message: String,
}

fn error(rank: Option<u8>, column: usize, message: String) -> BoardFieldError {
    BoardFieldError {
        rank,
        column,
        message,
    }
}

/// Reads a board field.
pub fn parse(text: &str) -> Result<Board, BoardFieldError> {
    let mut board = Board::empty();
    let ranks: Vec<&str> = text.split('/').collect();
    if ranks.len() != SIZE as usize {
        return Err(error(
            None,
            1,
            format!("{} ranks separated by `/`, expected 17", ranks.len()),
        ));
    }
    let mut col = 0;
    for (i, rank_text) in ranks.iter().enumerate() {
        let rank = SIZE - 1 - i as u8;
        let rank_no = Some(rank + 1);
        let mut file: u32 = 0;
        let chars: Vec<(usize, char)> = rank_text.char_indices().collect();
        let mut j = 0;
        while j < chars.len() {
            let (byte, c) = chars[j];
            let column = col + rank_text[..byte].chars().count() + 1;
            if let Some(piece) = Piece::from_letter(c) {
                if file >= SIZE as u32 {
                    return Err(error(
                        rank_no,
                        column,
                        format!("`{c}` is past file q: the rank describes more than 17 squares"),
                    ));
                }
                board.set(
                    Square::new(file as u8, rank).expect("file checked"),
                    Some(piece),
                );
                file += 1;
                j += 1;
            } else if c.is_ascii_digit() {
                let start = j;
                while j < chars.len() && chars[j].1.is_ascii_digit() {
                    j += 1;
                }
                let digits: String = chars[start..j].iter().map(|(_, c)| c).collect();
                let n: u32 = digits.parse().unwrap_or(u32::MAX);
                if digits.starts_with('0') || !(1..=17).contains(&n) {
                    return Err(error(
                        rank_no,
                        column,
                        format!(
                            "`{digits}` is not a run of empty squares: expected a number 1-17 without leading zeros"
                        ),
                    ));
                }
                file += n;
                if file > SIZE as u32 {
                    return Err(error(
                        rank_no,
                        column,
                        format!(
                            "`{digits}` runs past file q: the rank describes {file} squares, expected 17"
                        ),
                    ));
                }
            } else {
                return Err(error(
                    rank_no,
                    column,
                    format!(
                        "`{c}` is not a piece or a count: expected S, L, P, I or a number 1-17"
                    ),
                ));
            }
        }
        if file != SIZE as u32 {
            let column = col + rank_text.chars().count() + 1;
            return Err(error(
                rank_no,
                column,
                format!("the rank describes {file} squares, expected 17"),
            ));
        }
        col += rank_text.chars().count() + 1;
    }
    Ok(board)
}

/// The board field in canonical form (runs of empty squares merged).
pub fn write(board: &Board) -> String {
    let mut out = String::with_capacity(100);
    for rank in (0..SIZE).rev() {
        let mut empty = 0;
        for file in 0..SIZE {
            match board.get(Square::new(file, rank).expect("on board")) {
                Some(p) => {
                    if empty > 0 {
                        write!(out, "{empty}").expect("string write");
                        empty = 0;
                    }
                    out.push(p.letter());
                }
                None => empty += 1,
            }
        }
        if empty > 0 {
            write!(out, "{empty}").expect("string write");
        }
        if rank > 0 {
            out.push('/');
        }
    }
    out
}
