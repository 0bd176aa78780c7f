//! Position strings (`docs/notation.md`):
//! `<board> <to-move> <prison> <hospital> <pending> <ply>`.

use crate::board::Board;
use crate::engine::{Counts, Offer, Placement, Position, PositionError, Rules, Setup};
use crate::piece::Side;

/// Why a position string cannot be read.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum PositionStringError {
    /// The text does not have the form of a position string.
    #[error("field {field} ({name}){}: {message}", at(*.rank, *.column))]
    Syntax {
        /// 1-based field number.
        field: usize,
        /// The field's name.
        name: &'static str,
        /// The rank (1-17) in the board field, if the error is there.
        rank: Option<u8>,
        /// 1-based character column in the whole string.
        column: usize,
        /// What is wrong and what was expected.
        message: String,
    },
    /// Well-formed, but not a position of the variant.
    #[error("not a position of this variant: {0}")]
    Invalid(#[from] PositionError),
}

fn at(rank: Option<u8>, column: usize) -> String {
    match rank {
        Some(r) => format!(", rank {r}, column {column}"),
        None => format!(", column {column}"),
    }
}

const FIELDS: [&str; 6] = ["board", "to-move", "prison", "hospital", "pending", "ply"];

fn syntax(field: usize, rank: Option<u8>, column: usize, message: String) -> PositionStringError {
    PositionStringError::Syntax {
        field: field + 1,
        name: FIELDS[field],
        rank,
        column,
        message,
    }
}

/// Reads a board field (the first field of a position string).
pub fn parse_board(text: &str) -> Result<Board, PositionStringError> {
    crate::board::field::parse(text).map_err(|e| syntax(0, e.rank, e.column, e.message))
}

fn parse_counts(field: usize, text: &str, column: usize) -> Result<Counts, PositionStringError> {
    let err = || {
        syntax(
            field,
            None,
            column,
            format!("`{text}` is not a count: expected <large>+<small>, e.g. 1+11"),
        )
    };
    let (l, s) = text.split_once('+').ok_or_else(err)?;
    let num = |t: &str| -> Result<u8, PositionStringError> {
        if t.is_empty()
            || !t.bytes().all(|b| b.is_ascii_digit())
            || (t.len() > 1 && t.starts_with('0'))
        {
            return Err(err());
        }
        t.parse().map_err(|_| err())
    };
    Ok(Counts {
        large: num(l)?,
        small: num(s)?,
    })
}

/// Reads a position string into an unchecked [`Setup`].
pub fn parse_setup(text: &str) -> Result<Setup, PositionStringError> {
    let mut fields = Vec::new();
    let mut column = 0;
    for part in text.split(' ') {
        fields.push((part, column));
        column += part.chars().count() + 1;
    }
    if fields.len() != 6 || fields.iter().any(|(f, _)| f.is_empty()) {
        let n = fields.iter().filter(|(f, _)| !f.is_empty()).count();
        let field = n.min(5);
        return Err(syntax(
            field,
            None,
            text.chars().count() + 1,
            format!(
                "{n} fields, expected 6 separated by single spaces: <board> <to-move> <prison> <hospital> <pending> <ply>"
            ),
        ));
    }
    let board = parse_board(fields[0].0)?;
    let (side_text, c) = fields[1];
    let to_move = match side_text {
        "S" => Side::Suffragettes,
        "P" => Side::Police,
        _ => {
            return Err(syntax(
                1,
                None,
                c + 1,
                format!("`{side_text}` is not a side: expected S or P"),
            ));
        }
    };
    let prison = parse_counts(2, fields[2].0, fields[2].1 + 1)?;
    let hospital = parse_counts(3, fields[3].0, fields[3].1 + 1)?;
    let exchanged = fields[4].0 == "*";
    let window = fields[4].0 == "!";
    let (pending, early) = match fields[4].0 {
        "-" | "*" | "!" => (None, false),
        t => {
            let bad = || {
                syntax(
                    4,
                    None,
                    fields[4].1 + 1,
                    format!(
                        "`{t}` is not a proposal: expected - , <large>+<small> (optionally /<large>+<small>, :squares, and ! if made at the start of the answerer's turn), * (an exchange already made this turn) or ! (the mover may now propose)"
                    ),
                )
            };
            let (offer, early) = match t.strip_suffix('!') {
                Some(o) => (o, true),
                None => (t, false),
            };
            let text =
                super::move_text::MoveText::parse(&format!("X{offer}")).map_err(|_| bad())?;
            let super::move_text::MoveText::Exchange {
                suffragettes,
                police,
                squares,
            } = text
            else {
                return Err(bad());
            };
            let mut o = Offer {
                suffragettes,
                police: police.unwrap_or(suffragettes),
                placement: Placement::NONE,
            };
            let proposer = to_move.opponent();
            o.placement =
                super::resolve::placement(proposer, o.of(proposer), &squares).map_err(|_| bad())?;
            (Some(o), early)
        }
    };
    let (ply_text, c) = fields[5];
    let ply = if ply_text.bytes().all(|b| b.is_ascii_digit())
        && !(ply_text.len() > 1 && ply_text.starts_with('0'))
    {
        ply_text.parse().ok()
    } else {
        None
    }
    .ok_or_else(|| {
        syntax(
            5,
            None,
            c + 1,
            format!("`{ply_text}` is not a ply count: expected a whole number from 0"),
        )
    })?;
    Ok(Setup {
        board,
        to_move,
        prison,
        hospital,
        pending,
        early,
        window,
        exchanged,
        ply,
    })
}

/// Reads a position string and validates it against `rules`. `start` is the
/// variant's start position.
pub fn parse_position(text: &str, rules: &Rules) -> Result<Position, PositionStringError> {
    let text = text.trim();
    if text == "start" {
        return Ok(rules.start());
    }
    Ok(Position::from_setup(parse_setup(text)?, rules)?)
}

/// The board field in canonical form (runs of empty squares merged).
pub fn write_board(board: &Board) -> String {
    crate::board::field::write(board)
}

/// Writes a setup as a canonical position string.
pub fn write_setup(s: &Setup) -> String {
    let pending = match (s.pending, s.exchanged, s.window) {
        (Some(p), _, _) => {
            let mut t = super::move_text::offer_text(&p, s.to_move.opponent())[1..].to_string();
            if s.early {
                t.push('!');
            }
            t
        }
        (None, true, _) => "*".to_string(),
        (None, false, true) => "!".to_string(),
        (None, false, false) => "-".to_string(),
    };
    format!(
        "{} {} {} {} {} {}",
        write_board(&s.board),
        s.to_move.letter(),
        s.prison,
        s.hospital,
        pending,
        s.ply
    )
}

/// Writes a position as a canonical position string.
pub fn write_position(p: &Position) -> String {
    write_setup(&p.to_setup())
}

#[cfg(test)]
mod tests {
    use super::*;

    const START: &str = "17/17/17/6P3P6/4IPP3PPI4/2IPPPPPIPPPPPI2/17/17/17/17/17/2LSSSSSLSSSSSL2/4LSS3SSL4/6S3S6/17/17/17 S 0+0 0+0 - 0";

    #[test]
    fn start_round_trips() {
        let s = parse_setup(START).unwrap();
        assert_eq!(write_setup(&s), START);
        assert_eq!(s.board.iter().count(), 42);
    }

    #[test]
    fn split_runs_are_read_and_merged() {
        let split = START
            .replacen("17/17/17", "10 7/17/17", 1)
            .replace("10 7", "107");
        // `107` is one number, not 10 + 7.
        assert!(parse_setup(&split).is_err());
        let split = START
            .replacen("17/17/17", "9 8/17/17", 1)
            .replace("9 8", "98");
        assert!(parse_setup(&split).is_err());
        let ok = START.replacen("17/17/17", "8L8/17/17", 1);
        assert!(parse_setup(&ok).is_ok());
        let merged = START.replacen("6P3P6", "3 3P3P6", 1).replace("3 3P", "3P");
        assert!(
            parse_setup(&merged).is_err(),
            "a rank of 14 squares is an error"
        );
    }

    #[test]
    fn errors_name_field_rank_and_column() {
        let bad = START.replacen("6P3P6", "6P3X6", 1);
        let e = parse_setup(&bad).unwrap_err().to_string();
        assert!(e.contains("field 1 (board), rank 14, column 13"), "{e}");
        assert!(e.contains("`X`"), "{e}");
        let e = parse_setup(&START.replace(" S ", " Q "))
            .unwrap_err()
            .to_string();
        assert!(e.contains("field 2 (to-move)"), "{e}");
        let e = parse_setup(&START.replace(" 0+0 0+0", " 0+0 0-0"))
            .unwrap_err()
            .to_string();
        assert!(e.contains("field 4 (hospital)"), "{e}");
        let e = parse_setup("17/17").unwrap_err().to_string();
        assert!(e.contains("expected 6"), "{e}");
        let e = parse_setup(&START.replace("0+0 - 0", "0+0 - x"))
            .unwrap_err()
            .to_string();
        assert!(e.contains("field 6 (ply)"), "{e}");
        let e = parse_setup(&START.replacen("17/17/17", "116/17/17", 1))
            .unwrap_err()
            .to_string();
        assert!(e.contains("`116`"), "{e}");
    }
}
