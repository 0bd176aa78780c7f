//! Position strings (`docs/notation.md`):
//! `<board> <to-move> <prison> <hospital> <pending> <ply>`.

use crate::board::Board;
use crate::engine::{Counts, Offer, Placement, Position, PositionError, Rules, Setup};
use crate::lang::{Args, Lang, catalogue};
use crate::piece::{Piece, Side};

/// Why a position string cannot be read. [`std::fmt::Display`] gives the
/// English; [`PositionStringError::describe`] the words of any language.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum PositionStringError {
    /// The text does not have the form of a position string.
    #[error("{}", self.describe(Lang::En))]
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
        reason: FieldReason,
    },
    /// Well-formed, but not a position of the variant.
    #[error("{}", self.describe(Lang::En))]
    Invalid(#[from] PositionError),
}

/// What is wrong with a field of a position string: the text (or the
/// character) that does not read, and what was expected, in words of any
/// language ([`FieldReason::describe`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FieldReason {
    /// Not six fields separated by single spaces.
    Fields {
        /// The fields found.
        found: usize,
    },
    /// The board field does not have 17 ranks.
    Ranks {
        /// The ranks found.
        found: usize,
    },
    /// A piece letter past file q.
    PastFileQ {
        /// The letter.
        letter: char,
    },
    /// A run of empty squares that is not a number 1-17.
    Run {
        /// The digits.
        digits: String,
    },
    /// A run of empty squares that goes past file q.
    RunPast {
        /// The digits.
        digits: String,
        /// The squares the rank describes with it.
        squares: u32,
    },
    /// A character that is neither a piece letter nor a digit.
    NotAPiece {
        /// The character.
        found: char,
    },
    /// A rank that does not describe 17 squares.
    RankLength {
        /// The squares it describes.
        squares: u32,
    },
    /// The to-move field is not S or P.
    Side {
        /// The text.
        text: String,
    },
    /// A prison or hospital field is not a count.
    Count {
        /// The text.
        text: String,
    },
    /// The pending field is not a proposal.
    Pending {
        /// The text.
        text: String,
    },
    /// The ply field is not a whole number.
    Ply {
        /// The text.
        text: String,
    },
}

impl FieldReason {
    /// The reason in words of `lang`.
    pub fn describe(&self, lang: Lang) -> String {
        let a = Args::new(lang);
        let (key, a) = match self {
            FieldReason::Fields { found } => ("position-fields", a.number("found", *found)),
            FieldReason::Ranks { found } => ("position-ranks", a.number("found", *found)),
            FieldReason::PastFileQ { letter } => ("position-past-file-q", a.text("letter", letter)),
            FieldReason::Run { digits } => ("position-run", a.text("digits", digits)),
            FieldReason::RunPast { digits, squares } => (
                "position-run-past",
                a.text("digits", digits)
                    .number("squares", *squares as usize),
            ),
            FieldReason::NotAPiece { found } => ("position-not-a-piece", a.text("found", found)),
            FieldReason::RankLength { squares } => (
                "position-rank-length",
                a.number("squares", *squares as usize),
            ),
            FieldReason::Side { text } => ("position-side", a.text("text", text)),
            FieldReason::Count { text } => ("position-count", a.text("text", text)),
            FieldReason::Pending { text } => ("position-pending", a.text("text", text)),
            FieldReason::Ply { text } => ("position-ply", a.text("text", text)),
        };
        catalogue().text(key, &a)
    }
}

impl PositionStringError {
    /// The error in words of `lang`, with its field, rank and column.
    pub fn describe(&self, lang: Lang) -> String {
        match self {
            PositionStringError::Syntax {
                field,
                name,
                rank,
                column,
                reason,
            } => {
                let mut a = Args::new(lang)
                    .number("field", *field)
                    .text(
                        "name",
                        catalogue().plain(lang, &format!("position-field-{name}")),
                    )
                    .number("column", *column)
                    .text("reason", reason.describe(lang));
                let key = match rank {
                    Some(r) => {
                        a = a.number("rank", usize::from(*r));
                        "position-syntax-rank"
                    }
                    None => "position-syntax",
                };
                catalogue().text(key, &a)
            }
            PositionStringError::Invalid(e) => catalogue().text(
                "position-invalid",
                &Args::new(lang).text("why", describe_position_error(e, lang)),
            ),
        }
    }
}

/// Why a setup is not a position of the variant ([`PositionError`]), in
/// words of `lang` (in English the engine's own words, which name the
/// numbers a refused proposal is checked against).
pub fn describe_position_error(e: &PositionError, lang: Lang) -> String {
    use crate::engine::position_error::{Exchanged, ForbiddenSquare, Pending, Window};
    if lang == Lang::En {
        return e.to_string();
    }
    let a = Args::new(lang);
    let (key, a) = match e {
        PositionError::ForbiddenSquare {
            piece,
            square,
            zone,
            why,
        } => {
            let key = match why {
                ForbiddenSquare::Captive => "position-error-captive-square",
                ForbiddenSquare::OwnBuilding => "position-error-own-building",
                ForbiddenSquare::Variant => "position-error-forbidden-square",
            };
            (
                key,
                a.text("square", square)
                    .zone("zone", *zone)
                    .piece("piece", *piece),
            )
        }
        PositionError::Count {
            side,
            size,
            on_board,
            captive,
            place,
            sum,
            most,
        } => (
            "position-error-count",
            a.side("side", *side)
                .size("size", *size)
                .number("on-board", usize::from(*on_board))
                .number("captive", usize::from(*captive))
                .zone("place", *place)
                .number("sum", usize::from(*sum))
                .number("most", usize::from(*most)),
        ),
        PositionError::BothWon => ("position-error-both-won", a),
        PositionError::Pending { pending, why } => {
            let key = match why {
                Pending::OnDemand => "position-error-pending-demand",
                Pending::Early => "position-error-pending-early",
                Pending::Unavailable { .. } => "position-error-pending-unavailable",
            };
            (key, a.text("pending", pending))
        }
        PositionError::Window { why } => (
            match why {
                Window::Proposer => "position-error-window-proposer",
                Window::Marked => "position-error-window-marked",
                Window::NoneAvailable => "position-error-window-none",
            },
            a,
        ),
        PositionError::Exchanged { why } => (
            match why {
                Exchanged::Cost => "position-error-exchanged-cost",
                Exchanged::Pending => "position-error-exchanged-pending",
            },
            a,
        ),
    };
    catalogue().text(key, &a)
}

/// The reason of a board field's error `e` in `text`: read again at the
/// place the error names (the board's reader says where, not why, in
/// words of a language).
fn board_reason(text: &str, e: &crate::board::field::BoardFieldError) -> FieldReason {
    let ranks: Vec<&str> = text.split('/').collect();
    let Some(rank) = e.rank else {
        return FieldReason::Ranks { found: ranks.len() };
    };
    let index = 17usize.saturating_sub(usize::from(rank));
    let start: usize = ranks
        .iter()
        .take(index)
        .map(|r| r.chars().count() + 1)
        .sum();
    let rank_text: Vec<char> = ranks.get(index).copied().unwrap_or("").chars().collect();
    let at = e.column.saturating_sub(1).saturating_sub(start);
    // The squares the rank describes up to `upto` characters.
    let squares = |upto: usize| {
        let (mut n, mut j) = (0u32, 0);
        while j < upto.min(rank_text.len()) {
            if rank_text[j].is_ascii_digit() {
                let k = (j..rank_text.len())
                    .find(|&k| !rank_text[k].is_ascii_digit())
                    .unwrap_or(rank_text.len());
                let digits: String = rank_text[j..k].iter().collect();
                n = n.saturating_add(digits.parse().unwrap_or(u32::MAX));
                j = k;
            } else {
                n += 1;
                j += 1;
            }
        }
        n
    };
    match rank_text.get(at) {
        None => FieldReason::RankLength {
            squares: squares(rank_text.len()),
        },
        Some(&c) if Piece::from_letter(c).is_some() => FieldReason::PastFileQ { letter: c },
        Some(c) if c.is_ascii_digit() => {
            let end = (at..rank_text.len())
                .find(|&k| !rank_text[k].is_ascii_digit())
                .unwrap_or(rank_text.len());
            let digits: String = rank_text[at..end].iter().collect();
            let n: u32 = digits.parse().unwrap_or(u32::MAX);
            if digits.starts_with('0') || !(1..=17).contains(&n) {
                FieldReason::Run { digits }
            } else {
                FieldReason::RunPast {
                    digits,
                    squares: squares(end),
                }
            }
        }
        Some(&c) => FieldReason::NotAPiece { found: c },
    }
}

const FIELDS: [&str; 6] = ["board", "to-move", "prison", "hospital", "pending", "ply"];

fn syntax(
    field: usize,
    rank: Option<u8>,
    column: usize,
    reason: FieldReason,
) -> PositionStringError {
    PositionStringError::Syntax {
        field: field + 1,
        name: FIELDS[field],
        rank,
        column,
        reason,
    }
}

/// Reads a board field (the first field of a position string).
pub fn parse_board(text: &str) -> Result<Board, PositionStringError> {
    crate::board::field::parse(text)
        .map_err(|e| syntax(0, e.rank, e.column, board_reason(text, &e)))
}

fn parse_counts(field: usize, text: &str, column: usize) -> Result<Counts, PositionStringError> {
    let err = || {
        syntax(
            field,
            None,
            column,
            FieldReason::Count { text: text.into() },
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
            FieldReason::Fields { found: n },
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
                FieldReason::Side {
                    text: side_text.into(),
                },
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
                    FieldReason::Pending { text: t.into() },
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
            FieldReason::Ply {
                text: ply_text.into(),
            },
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
