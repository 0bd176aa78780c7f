//! Teaching diagrams: one position, the side to move and what the Prison
//! and Hospital hold; the move that led to it as an arrow from landing to
//! landing that bends round the pieces it hops and stops at the edge of the
//! piece it points to; each piece it captured as a crossed-out ghost; the
//! moved piece's start and end squares highlighted; a game record's
//! drawing commands; the legal landings of one piece, a step, a hop and a
//! capture each with its own mark and a key; coordinates; a caption; a view
//! from the Police side and a crop to a rectangle of squares. Every word is
//! in the diagram's language.
//!
//! The squares and everything on them go through one [`View`], flipped and
//! cropped alike. Layers are drawn in a fixed order: squares, highlights,
//! zone names (only where nothing covers them and the crop shows them
//! whole), zone outlines, marks, captives, pieces, ghosts, legal landings,
//! arrows; the side to move, coordinates, key and caption lie in the frame.
//!
//! ```
//! use suffragetto_core::engine::Rules;
//! use suffragetto_render::diagram::{DiagramOptions, Scene, diagram_document};
//! use suffragetto_render::{Format, encode};
//!
//! let rules = Rules::load("english").unwrap();
//! let mut scene = Scene::of_position(rules.start());
//! scene.show_legal(&rules, "g4".parse().unwrap()).unwrap();
//! let opts = DiagramOptions::new(&rules).unwrap();
//! let svg = encode(&diagram_document(&scene, &opts).unwrap(), Format::Svg).unwrap();
//! assert!(String::from_utf8(svg).unwrap().contains("width=\"120mm\""));
//! ```

mod arrows;
mod draw;
mod frame;
mod move_arrows;
mod region;
mod scene;
mod status;
pub mod words;

pub use arrows::Disc;
pub use draw::drawn_captives;
pub use frame::in_words;
pub use region::Region;
pub use scene::{Caption, Landing, LandingKind, LastMove, Overlay, Scene, move_heading};

use super::length::Length;
use super::model::{Colour, Document};
use super::options::{Lang, Look, PieceColours, Theme};
use super::view::View;
use super::{Format, RenderError, encode, png_out, svg_out};
use suffragetto_core::engine::Rules;
use suffragetto_core::geometry::Square;
use suffragetto_core::piece::{Piece, Side};

/// A diagram that cannot be made as asked.
#[derive(Debug, thiserror::Error)]
pub enum DiagramError {
    /// A region that is not two squares joined by a colon.
    #[error("`{text}` is not a region of two corners such as c3:o9: {reason}")]
    Region {
        /// The text given.
        text: String,
        /// What is wrong with it.
        reason: String,
    },
    /// A ply beyond the end of the record.
    #[error("ply {ply} is beyond the end of the record: it has {plies} plies (0 to {plies})")]
    PlyOutOfRange {
        /// The ply asked for.
        ply: usize,
        /// Plies in the record's main line.
        plies: usize,
    },
    /// `show_legal` on a square without a piece of the side to move.
    #[error("{}", no_piece_message(*.square, *.side, *.found))]
    NoPieceToMove {
        /// The square named.
        square: Square,
        /// The side to move.
        side: Side,
        /// What stands there instead.
        found: Option<Piece>,
    },
    /// A drawing command's colour that is neither a name nor `#rrggbb`.
    #[error(
        "unknown colour `{colour}` in a drawing command {place} (expected #rrggbb or one of {})",
        colour_names()
    )]
    Colour {
        /// The colour as written.
        colour: String,
        /// Which comment: "after ply 3" or "before the first move".
        place: String,
    },
    /// An output resolution outside 10-2400 dpi.
    #[error("a resolution of {0} dpi is outside 10-2400")]
    Dpi(f64),
    /// The drawing itself failed.
    #[error(transparent)]
    Render(#[from] RenderError),
}

fn no_piece_message(square: Square, side: Side, found: Option<Piece>) -> String {
    match found {
        None => format!("there is no piece on {square}; the {side} are to move"),
        Some(p) => format!(
            "the piece on {square} is a {} of the {}, but the {side} are to move",
            p.name(),
            p.side
        ),
    }
}

fn colour_names() -> String {
    Colour::NAMES
        .iter()
        .map(|(n, _)| *n)
        .collect::<Vec<_>>()
        .join(", ")
}

/// How a diagram looks.
#[derive(Clone, Debug, PartialEq)]
pub struct DiagramOptions {
    /// The longer edge of the squares and coordinates, mm.
    pub size: f64,
    /// Language of every word: zone names, the frame, key and caption.
    pub lang: Lang,
    /// Colour or mono.
    pub theme: Theme,
    /// Piece colours.
    pub colours: PieceColours,
    /// Files and ranks along the bottom and left edges.
    pub coordinates: bool,
    /// The board seen from the Police side (turned half round).
    pub flip: bool,
    /// The squares shown.
    pub region: Region,
    /// Whether to draw the caption.
    pub caption: bool,
    /// Whether to draw the band with the side to move and the Prison's and
    /// Hospital's contents above the squares.
    pub status: bool,
}

/// The tag of the layer of legal landing marks.
pub const LEGAL_TAG: &str = "legal";

/// The tag of the chosen piece's tint.
pub const SELECTED_TAG: &str = "selected";

/// The default diagram edge: a column of a printed page or a web page.
pub const DEFAULT_DIAGRAM_SIZE: f64 = 120.0;

impl DiagramOptions {
    /// A 120 mm colour diagram of the whole board in English, with the
    /// variant's piece colours, coordinates and no caption.
    pub fn new(rules: &Rules) -> Result<DiagramOptions, DiagramError> {
        Ok(DiagramOptions {
            size: DEFAULT_DIAGRAM_SIZE,
            lang: Lang::En,
            theme: Theme::Colour,
            colours: PieceColours::of(rules)?,
            coordinates: true,
            flip: false,
            region: Region::FULL,
            caption: false,
            status: true,
        })
    }

    /// Checks the size: positive and at most 3 m.
    pub fn check(&self) -> Result<(), RenderError> {
        if self.size.is_nan() || self.size <= 0.0 {
            return Err(RenderError::NotPositive {
                what: "diagram size",
                value: Length(self.size),
            });
        }
        if self.size > 3000.0 {
            return Err(RenderError::TooLarge {
                what: "diagram size",
                value: Length(self.size),
                limit: Length(3000.0),
            });
        }
        Ok(())
    }

    /// How its counters look.
    pub fn look(&self) -> Look {
        Look {
            theme: self.theme,
            colours: self.colours,
        }
    }
}

/// The diagram of `scene` as a one-page document.
pub fn diagram_document(scene: &Scene, opts: &DiagramOptions) -> Result<Document, DiagramError> {
    Ok(diagram_layout(scene, opts)?.0)
}

/// The diagram of `scene` and the [`View`] that places its squares on the
/// page (in the page's units, mm), so that a picture of it can be
/// hit-tested square by square.
pub fn diagram_layout(
    scene: &Scene,
    opts: &DiagramOptions,
) -> Result<(Document, View), DiagramError> {
    opts.check()?;
    Ok(frame::document(scene, opts))
}

/// Whether the diagram of `scene` leaves out its caption's comment because
/// it is written in another language than the diagram's.
pub fn drops_comment(scene: &Scene, opts: &DiagramOptions) -> bool {
    opts.caption && scene.caption.lang != opts.lang && !scene.caption.text.trim().is_empty()
}

/// The bytes of a diagram in `format`; PNG at `dpi` dots per inch.
pub fn encode_diagram(doc: &Document, format: Format, dpi: f64) -> Result<Vec<u8>, DiagramError> {
    if !(10.0..=2400.0).contains(&dpi) {
        return Err(DiagramError::Dpi(dpi));
    }
    Ok(match format {
        Format::Png => {
            let svg = svg_out::page_to_svg(&doc.pages[0], &doc.title, &doc.description);
            png_out::svg_to_png(&svg, dpi)?
        }
        _ => encode(doc, format)?,
    })
}
