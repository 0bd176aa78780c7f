//! What the printed things look like: size, language, theme, paper, and the
//! colours and start squares a variant gives.

use super::RenderError;
use super::length::{Length, MM_PER_IN};
use super::model::Colour;
use std::fmt;
use std::str::FromStr;
use suffragetto_core::engine::Rules;
use suffragetto_core::geometry::{SIZE, Square};
use suffragetto_core::piece::{Piece, Side, Size};

/// The language of every word printed: the core's languages.
pub use suffragetto_core::lang::Lang;

impl From<suffragetto_core::lang::UnknownLang> for RenderError {
    fn from(e: suffragetto_core::lang::UnknownLang) -> RenderError {
        RenderError::Unknown {
            what: "language",
            value: e.0,
            expected: "en, de or fr",
        }
    }
}

/// Colour printing, or black and white with zones told apart by hatching.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Default)]
pub enum Theme {
    /// The colours of the original board.
    #[default]
    Colour,
    /// Greys and hatching for black-and-white printers.
    Mono,
}

impl FromStr for Theme {
    type Err = RenderError;

    fn from_str(s: &str) -> Result<Theme, RenderError> {
        match s.trim().to_ascii_lowercase().as_str() {
            "colour" | "color" => Ok(Theme::Colour),
            "mono" => Ok(Theme::Mono),
            _ => Err(RenderError::Unknown {
                what: "theme",
                value: s.to_string(),
                expected: "colour or mono",
            }),
        }
    }
}

impl fmt::Display for Theme {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Theme::Colour => "colour",
            Theme::Mono => "mono",
        })
    }
}

/// The sheet the output is printed on.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Default)]
pub enum Paper {
    /// One page exactly the size of the thing printed.
    #[default]
    Full,
    /// ISO A4, 210 x 297 mm.
    A4,
    /// US Letter, 8.5 x 11 in.
    Letter,
    /// ISO A3, 297 x 420 mm.
    A3,
}

impl Paper {
    /// Width and height in portrait, mm; `None` for [`Paper::Full`].
    pub fn portrait(self) -> Option<(f64, f64)> {
        match self {
            Paper::Full => None,
            Paper::A4 => Some((210.0, 297.0)),
            Paper::Letter => Some((8.5 * MM_PER_IN, 11.0 * MM_PER_IN)),
            Paper::A3 => Some((297.0, 420.0)),
        }
    }

    /// `full`, `a4`, `letter` or `a3`.
    pub const fn name(self) -> &'static str {
        match self {
            Paper::Full => "full",
            Paper::A4 => "a4",
            Paper::Letter => "letter",
            Paper::A3 => "a3",
        }
    }
}

impl FromStr for Paper {
    type Err = RenderError;

    fn from_str(s: &str) -> Result<Paper, RenderError> {
        [Paper::Full, Paper::A4, Paper::Letter, Paper::A3]
            .into_iter()
            .find(|p| p.name() == s.trim().to_ascii_lowercase())
            .ok_or_else(|| RenderError::Unknown {
                what: "paper",
                value: s.to_string(),
                expected: "full, a4, letter or a3",
            })
    }
}

impl fmt::Display for Paper {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// The colours of the four kinds of piece.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct PieceColours {
    /// Rank-and-file Suffragettes.
    pub suffragette: Colour,
    /// Leaders.
    pub leader: Colour,
    /// Police constables.
    pub constable: Colour,
    /// Inspectors.
    pub inspector: Colour,
}

impl PieceColours {
    /// Green Suffragettes and dark blue Police, large pieces like small ones:
    /// what every source agrees on.
    pub const DEFAULT: PieceColours = PieceColours {
        suffragette: Colour::rgb(0x2e, 0x7d, 0x32),
        leader: Colour::rgb(0x2e, 0x7d, 0x32),
        constable: Colour::rgb(0x1a, 0x23, 0x7e),
        inspector: Colour::rgb(0x1a, 0x23, 0x7e),
    };

    /// The colours a variant's source gives, or [`PieceColours::DEFAULT`].
    pub fn of(rules: &Rules) -> Result<PieceColours, RenderError> {
        let Some(c) = &rules.variant().meta.colours else {
            return Ok(PieceColours::DEFAULT);
        };
        let parse =
            |css: &str| Colour::parse(css).ok_or_else(|| RenderError::Colour(css.to_string()));
        Ok(PieceColours {
            suffragette: parse(&c.suffragette)?,
            leader: parse(&c.leader)?,
            constable: parse(&c.constable)?,
            inspector: parse(&c.inspector)?,
        })
    }

    /// The colour of a piece.
    pub fn of_piece(&self, piece: Piece) -> Colour {
        match (piece.side, piece.size) {
            (Side::Suffragettes, Size::Small) => self.suffragette,
            (Side::Suffragettes, Size::Large) => self.leader,
            (Side::Police, Size::Small) => self.constable,
            (Side::Police, Size::Large) => self.inspector,
        }
    }
}

/// Everything that decides how the board and pieces look.
#[derive(Clone, Debug, PartialEq)]
pub struct BoardOptions {
    /// The board's printed edge, margin included, mm (default 18 in).
    pub size: f64,
    /// Plain border around the 17 x 17 squares, mm.
    pub margin: f64,
    /// Language of the words.
    pub lang: Lang,
    /// Colour or mono.
    pub theme: Theme,
    /// Piece colours.
    pub colours: PieceColours,
    /// The start position's pieces, for the S and P marks.
    pub start: Vec<(Square, Piece)>,
    /// Whether to mark the start squares.
    pub start_marks: bool,
    /// Whether to print a-q and 1-17 around the squares.
    pub coordinates: bool,
    /// The variant's title, for the documents' titles.
    pub variant: String,
    /// The variant's id, whose name the catalogue may give in each
    /// language ([`BoardOptions::variant_words`]).
    pub variant_id: String,
    /// Whether each counter gets a back to fold over and glue on.
    pub counter_backs: bool,
    /// Spare counters of each kind, beyond the game's own.
    pub spares: u8,
}

/// What a counter looks like, wherever it is drawn.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Look {
    /// Colour or mono.
    pub theme: Theme,
    /// Piece colours.
    pub colours: PieceColours,
}

/// The most spare counters of each kind a sheet prints.
pub const MAX_SPARES: u8 = 20;
/// The default board edge: 18 inches.
pub const DEFAULT_SIZE: f64 = 18.0 * MM_PER_IN;
/// The default margin around the squares.
pub const DEFAULT_MARGIN: f64 = 10.0;

impl BoardOptions {
    /// The defaults for a variant: an 18-inch colour board in English with
    /// start marks and without coordinates.
    pub fn new(rules: &Rules) -> Result<BoardOptions, RenderError> {
        Ok(BoardOptions {
            size: DEFAULT_SIZE,
            margin: DEFAULT_MARGIN,
            lang: Lang::En,
            theme: Theme::Colour,
            colours: PieceColours::of(rules)?,
            start: rules.start().board().iter().collect(),
            start_marks: true,
            coordinates: false,
            variant: rules.variant().meta.title.clone(),
            variant_id: rules.variant().meta.id.clone(),
            counter_backs: false,
            spares: 0,
        })
    }

    /// The variant as a reader of the kit's language names it: the
    /// catalogue's name of a built-in variant, else the file's own title.
    pub fn variant_words(&self) -> String {
        suffragetto_core::lang::variant_name(self.lang, &self.variant_id)
            .map_or_else(|| self.variant.clone(), str::to_string)
    }

    /// How its counters look.
    pub fn look(&self) -> Look {
        Look {
            theme: self.theme,
            colours: self.colours,
        }
    }

    /// Checks the sizes: a positive edge no larger than 3 m, and a margin
    /// that leaves room for the squares.
    pub fn check(&self) -> Result<(), RenderError> {
        if self.size.is_nan() || self.size <= 0.0 {
            return Err(RenderError::NotPositive {
                what: "board size",
                value: Length(self.size),
            });
        }
        if self.size > 3000.0 {
            return Err(RenderError::TooLarge {
                what: "board size",
                value: Length(self.size),
                limit: Length(3000.0),
            });
        }
        if self.margin < 0.0 || !self.margin.is_finite() {
            return Err(RenderError::NotPositive {
                what: "margin",
                value: Length(self.margin),
            });
        }
        if self.spares > MAX_SPARES {
            return Err(RenderError::TooManySpares {
                spares: self.spares,
                limit: MAX_SPARES,
            });
        }
        if self.size - 2.0 * self.margin < self.size * 0.5 {
            return Err(RenderError::MarginTooLarge {
                margin: Length(self.margin),
                size: Length(self.size),
            });
        }
        Ok(())
    }

    /// The edge of one square, mm.
    pub fn square(&self) -> f64 {
        (self.size - 2.0 * self.margin) / SIZE as f64
    }
}
