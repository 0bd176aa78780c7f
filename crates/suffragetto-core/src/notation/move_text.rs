//! Move text (`docs/notation.md`): `e6-e7`, `g5-g7xi9-k9`, `X1+3`,
//! `X1+2/0+3`, `X1+2:b6,b4,b2`, `accept`, `accept:p12,p13`, `decline`,
//! `pass`.

use crate::budget::{Budget, Exhausted};
use crate::engine::{Counts, Move, Offer, Placement, Position, Rules};
use crate::geometry::Square;
use std::fmt;

/// A move as written, before it is checked against a position.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum MoveText {
    /// A step or hop chain: the squares from the start through each landing,
    /// and for each hop whether it is written as a capture (`x`).
    Path {
        /// Start square, then every landing.
        squares: Vec<Square>,
        /// One flag per hop: `x` (true) or `-` (false).
        captures: Vec<bool>,
    },
    /// `X<large>+<small>`, or `X<large>+<small>/<large>+<small>` (the
    /// Suffragettes' pieces, then the Police's, where their ranks differ),
    /// then `:` and the proposer's squares for its own pieces (large pieces
    /// first) where the releasing side chooses them.
    Exchange {
        /// The Suffragettes' pieces (and the Police's, if `police` is none).
        suffragettes: Counts,
        /// The Police's pieces, where written apart.
        police: Option<Counts>,
        /// The squares named.
        squares: Vec<Square>,
    },
    /// `accept`, or `accept:` and the answerer's squares for its own pieces.
    Accept {
        /// The squares named.
        squares: Vec<Square>,
    },
    /// `decline`.
    Decline,
    /// `pass`.
    Pass,
}

/// Why a move text cannot be read. [`std::fmt::Display`] gives the
/// English; [`MoveSyntaxError::describe`] the words of any language.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{}", self.describe(crate::lang::Lang::En))]
pub struct MoveSyntaxError {
    /// The text.
    pub text: String,
    /// 1-based column of the problem.
    pub column: usize,
    /// What was expected.
    pub reason: MoveSyntaxReason,
}

/// What a move text that cannot be read lacks at its column.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MoveSyntaxReason {
    /// No text.
    Empty,
    /// Not squares separated by commas after `:`.
    SquaresAfterColon,
    /// Not a digit 0-6 in an exchange.
    ExchangeDigit,
    /// Not an exchange `X<large>+<small>`.
    ExchangeForm,
    /// An exchange of no piece or more than six a side.
    ExchangeSize,
    /// Not a square.
    Square,
    /// Neither `-` nor `x` between squares.
    Separator,
    /// A step marked as a capture.
    StepCaptures,
    /// One square only.
    SecondSquare,
}

impl MoveSyntaxReason {
    /// What was expected, in words of `lang`.
    pub fn describe(self, lang: crate::lang::Lang) -> String {
        crate::lang::catalogue().text(self.key(), &crate::lang::Args::new(lang))
    }

    /// The catalogue key of the reason.
    fn key(self) -> &'static str {
        match self {
            MoveSyntaxReason::Empty => "move-syntax-empty",
            MoveSyntaxReason::SquaresAfterColon => "move-syntax-squares-after-colon",
            MoveSyntaxReason::ExchangeDigit => "move-syntax-exchange-digit",
            MoveSyntaxReason::ExchangeForm => "move-syntax-exchange-form",
            MoveSyntaxReason::ExchangeSize => "move-syntax-exchange-size",
            MoveSyntaxReason::Square => "move-syntax-square",
            MoveSyntaxReason::Separator => "move-syntax-separator",
            MoveSyntaxReason::StepCaptures => "move-syntax-step-captures",
            MoveSyntaxReason::SecondSquare => "move-syntax-second-square",
        }
    }
}

impl MoveSyntaxError {
    /// The error in words of `lang`: the text, the column and what was
    /// expected there.
    pub fn describe(&self, lang: crate::lang::Lang) -> String {
        use crate::lang::{Args, catalogue};
        let reason = self.reason.describe(lang);
        catalogue().text(
            "move-syntax",
            &Args::new(lang)
                .text("text", &self.text)
                .number("column", self.column)
                .text("reason", reason),
        )
    }
}

impl MoveText {
    /// Parses move text.
    pub fn parse(text: &str) -> Result<MoveText, MoveSyntaxError> {
        let err = |column: usize, reason: MoveSyntaxReason| MoveSyntaxError {
            text: text.to_string(),
            column,
            reason,
        };
        let squares_after = |list: &str, col: usize| -> Result<Vec<Square>, MoveSyntaxError> {
            let mut at = col;
            let mut out = Vec::new();
            for part in list.split(',') {
                out.push(
                    part.parse::<Square>()
                        .map_err(|_| err(at, MoveSyntaxReason::SquaresAfterColon))?,
                );
                at += part.len() + 1;
            }
            Ok(out)
        };
        match text {
            "accept" => {
                return Ok(MoveText::Accept {
                    squares: Vec::new(),
                });
            }
            "decline" => return Ok(MoveText::Decline),
            "pass" => return Ok(MoveText::Pass),
            "" => {
                return Err(err(1, MoveSyntaxReason::Empty));
            }
            _ => {}
        }
        if let Some(list) = text.strip_prefix("accept:") {
            return Ok(MoveText::Accept {
                squares: squares_after(list, 8)?,
            });
        }
        if let Some(rest) = text.strip_prefix('X') {
            let (counts, list) = match rest.split_once(':') {
                Some((c, l)) => (c, Some(l)),
                None => (rest, None),
            };
            let num = |t: &str, col: usize| -> Result<u8, MoveSyntaxError> {
                if t.len() == 1 && t.as_bytes()[0].is_ascii_digit() {
                    Ok(t.as_bytes()[0] - b'0')
                } else {
                    Err(err(col, MoveSyntaxReason::ExchangeDigit))
                }
            };
            let pair = |t: &str, col: usize| -> Result<Counts, MoveSyntaxError> {
                let (l, s) = t
                    .split_once('+')
                    .ok_or_else(|| err(col, MoveSyntaxReason::ExchangeForm))?;
                let c = Counts {
                    large: num(l, col)?,
                    small: num(s, col + 1 + l.len())?,
                };
                if c.total() == 0 || c.total() > 6 {
                    return Err(err(col, MoveSyntaxReason::ExchangeSize));
                }
                Ok(c)
            };
            let (first, second) = match counts.split_once('/') {
                Some((a, b)) => (a, Some(b)),
                None => (counts, None),
            };
            let suffragettes = pair(first, 2)?;
            let police = second.map(|b| pair(b, 3 + first.len())).transpose()?;
            let squares = match list {
                Some(l) => squares_after(l, 3 + counts.len())?,
                None => Vec::new(),
            };
            return Ok(MoveText::Exchange {
                suffragettes,
                police,
                squares,
            });
        }
        let bytes = text.as_bytes();
        let mut squares = Vec::new();
        let mut captures = Vec::new();
        let mut separators = Vec::new();
        let mut i = 0;
        loop {
            let start = i;
            if i < bytes.len() && bytes[i].is_ascii_lowercase() {
                i += 1;
            }
            while i < bytes.len() && bytes[i].is_ascii_digit() {
                i += 1;
            }
            let sq: Square = text
                .get(start..i)
                .and_then(|s| s.parse().ok())
                .ok_or_else(|| err(start + 1, MoveSyntaxReason::Square))?;
            squares.push(sq);
            match bytes.get(i) {
                None => break,
                Some(b'-') => captures.push(false),
                Some(b'x') => captures.push(true),
                Some(_) => return Err(err(i + 1, MoveSyntaxReason::Separator)),
            }
            separators.push(i + 1);
            i += 1;
        }
        if let ([a, b], [true]) = (squares.as_slice(), captures.as_slice())
            && a.distance(*b) == 1
        {
            return Err(err(separators[0], MoveSyntaxReason::StepCaptures));
        }
        if squares.len() < 2 {
            return Err(err(text.len() + 1, MoveSyntaxReason::SecondSquare));
        }
        Ok(MoveText::Path { squares, captures })
    }

    /// The text of a legal move of `pos`, with the canonical path for a chain.
    /// It searches the piece's chains for that path: for every move of a
    /// position use [`legal_moves_with_texts`], which searches once.
    pub fn from_move(pos: &Position, rules: &Rules, mv: &Move) -> MoveText {
        let path = match mv {
            Move::Step { .. } | Move::Hop { .. } => Some(
                pos.canonical_path(rules, mv)
                    .expect("a legal piece move has a path"),
            ),
            _ => None,
        };
        MoveText::from_path(mv, pos.to_move(), path.as_deref())
    }

    /// The text of `mv`, a move of the side `mover`, written along `path`,
    /// its squares from the start each with whether the hop onto it
    /// captures, as [`Position::canonical_path`] and
    /// [`Position::legal_moves_with_paths`] give it: `Some` for a step or
    /// chain, ignored for the other moves (an exchange's squares are the
    /// mover's release squares).
    ///
    /// # Panics
    /// If `mv` is a step or chain and `path` is `None`.
    pub fn from_path(
        mv: &Move,
        mover: crate::piece::Side,
        path: Option<&[(Square, bool)]>,
    ) -> MoveText {
        match (mv, path) {
            (Move::Step { .. } | Move::Hop { .. }, Some(path)) => MoveText::Path {
                squares: path.iter().map(|(s, _)| *s).collect(),
                captures: path[1..].iter().map(|(_, c)| *c).collect(),
            },
            (Move::Step { .. } | Move::Hop { .. }, None) => {
                panic!("a step or chain is written along its path")
            }
            (Move::Exchange(o), _) => MoveText::Exchange {
                suffragettes: o.suffragettes,
                police: (!o.is_matched()).then_some(o.police),
                squares: squares_of(o.placement, mover),
            },
            (Move::Accept(p), _) => MoveText::Accept {
                squares: squares_of(*p, mover),
            },
            (Move::Decline, _) => MoveText::Decline,
            (Move::Pass, _) => MoveText::Pass,
        }
    }
}

impl fmt::Display for MoveText {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MoveText::Path { squares, captures } => {
                write!(f, "{}", squares[0])?;
                for (sq, cap) in squares[1..].iter().zip(captures) {
                    write!(f, "{}{sq}", if *cap { 'x' } else { '-' })?;
                }
                Ok(())
            }
            MoveText::Exchange {
                suffragettes,
                police,
                squares,
            } => {
                write!(f, "X{suffragettes}")?;
                if let Some(p) = police {
                    write!(f, "/{p}")?;
                }
                write_squares(f, squares)
            }
            MoveText::Accept { squares } => {
                f.write_str("accept")?;
                write_squares(f, squares)
            }
            MoveText::Decline => f.write_str("decline"),
            MoveText::Pass => f.write_str("pass"),
        }
    }
}

/// `:` and the squares, comma-separated, if there are any.
fn write_squares(f: &mut fmt::Formatter<'_>, squares: &[Square]) -> fmt::Result {
    for (i, sq) in squares.iter().enumerate() {
        write!(f, "{}{sq}", if i == 0 { ':' } else { ',' })?;
    }
    Ok(())
}

/// The squares of `side`'s release zone that `p` fills, large pieces first.
fn squares_of(p: Placement, side: crate::piece::Side) -> Vec<Square> {
    p.squares(side).into_iter().map(|(sq, _)| sq).collect()
}

/// The text of exchange `o` proposed by `proposer`: `X1+2`, `X1+2/0+3`,
/// `X1+2:b6,b4,b2`.
pub fn offer_text(o: &Offer, proposer: crate::piece::Side) -> String {
    MoveText::Exchange {
        suffragettes: o.suffragettes,
        police: (!o.is_matched()).then_some(o.police),
        squares: squares_of(o.placement, proposer),
    }
    .to_string()
}

/// The canonical text of a legal move of `pos`. It searches the piece's
/// chains for the canonical path: for every move of a position use
/// [`legal_moves_with_texts`] or [`legal_move_texts`], which search once.
pub fn write_move(pos: &Position, rules: &Rules, mv: &Move) -> String {
    MoveText::from_move(pos, rules, mv).to_string()
}

/// Every legal move of `pos` with its canonical text, in generation order:
/// the same texts as [`write_move`] gives one move at a time, from one
/// generation that keeps the path it first reached each chain by (the
/// canonical one), so the list costs about what generating the moves does.
pub fn legal_moves_with_texts(pos: &Position, rules: &Rules) -> Vec<(Move, String)> {
    legal_moves_with_texts_within(pos, rules, &Budget::unlimited())
        .expect("an unlimited budget never runs out")
}

/// [`legal_moves_with_texts`] within `budget` (one unit a move, asked
/// inside the generation's chain search).
pub fn legal_moves_with_texts_within(
    pos: &Position,
    rules: &Rules,
    budget: &Budget,
) -> Result<Vec<(Move, String)>, Exhausted> {
    Ok(pos
        .legal_moves_with_paths_within(rules, budget)?
        .into_iter()
        .map(|(mv, path)| {
            let text = MoveText::from_path(&mv, pos.to_move(), path.as_deref()).to_string();
            (mv, text)
        })
        .collect())
}

/// Every legal move of `pos` as canonical text, sorted in byte order.
pub fn legal_move_texts(pos: &Position, rules: &Rules) -> Vec<String> {
    let mut v: Vec<String> = legal_moves_with_texts(pos, rules)
        .into_iter()
        .map(|(_, text)| text)
        .collect();
    v.sort();
    v
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_and_writes_every_form() {
        for t in [
            "e6-e7",
            "g5-g7xi9-k9",
            "X1+3",
            "X0+6",
            "X1+2/0+3",
            "X1+2:b6,b4,b2",
            "X2+1/1+2:p12,p13,p17",
            "accept",
            "accept:p12,p14",
            "decline",
            "pass",
            "e10-e11",
        ] {
            assert_eq!(MoveText::parse(t).unwrap().to_string(), t);
        }
    }

    #[test]
    fn syntax_errors_name_the_column() {
        let e = MoveText::parse("g5-g7yi9").unwrap_err();
        assert_eq!(e.column, 6);
        let e = MoveText::parse("g5-z7").unwrap_err();
        assert_eq!(e.column, 4);
        assert!(MoveText::parse("g5").is_err());
        assert!(MoveText::parse("X4+3").is_err());
        assert!(MoveText::parse("X0+0").is_err());
        assert!(MoveText::parse("Accept").is_err());
        assert_eq!(MoveText::parse("X1+2/0+0").unwrap_err().column, 6);
        assert_eq!(MoveText::parse("X1+2:b6,z9").unwrap_err().column, 9);
        assert!(MoveText::parse("accept:").is_err());
        assert!(MoveText::parse("e01-e2").is_err());
        assert!(MoveText::parse("e6-").is_err());
    }
}
