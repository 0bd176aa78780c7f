//! Printable board and pieces: one drawing model (pages of rectangles,
//! circles, paths, hatching and text, in millimetres) built from the board
//! geometry and [`BoardOptions`], written by three backends: SVG (the `svg`
//! crate), PDF (vector operations of `printpdf` with the embedded DejaVu Sans)
//! and PNG (`resvg`). Output is byte-identical for identical input.
//!
//! ```
//! use suffragetto_core::engine::Rules;
//! use suffragetto_render::{BoardOptions, Format, board_document, encode};
//!
//! let rules = Rules::load("english").unwrap();
//! let opts = BoardOptions::new(&rules).unwrap();
//! let svg = encode(&board_document(&opts), Format::Svg).unwrap();
//! assert!(String::from_utf8(svg).unwrap().contains("width=\"457.2mm\""));
//! ```

#![warn(missing_docs)]

pub mod assembly;
pub mod board;
pub mod browser;
pub mod diagram;
pub mod eval_graph;
pub mod font;
pub mod hatch;
pub mod kit;
pub mod labels;
pub mod layout;
pub mod length;
pub mod model;
pub mod options;
pub mod palette;
mod pdf_finish;
pub mod pdf_out;
pub mod pieces;
pub mod png_out;
pub mod print_board;
pub mod rules_sheet;
pub mod summary;
pub mod svg_out;
mod tile_marks;
pub mod tile_pages;
pub mod tiling;
pub mod view;
pub mod words;

pub use board::{GRID_TAG, board_document};
pub use length::Length;
pub use model::Document;
pub use options::{BoardOptions, Lang, Paper, PieceColours, Theme};
pub use pieces::pieces_document;
pub use print_board::print_board_document;
pub use rules_sheet::rules_document;
pub use tile_pages::tiled_board_document;
pub use tiling::TilePlan;

use std::path::Path;

/// Resolution of PNG output, dots per inch.
pub const PNG_DPI: f64 = 100.0;

/// Something that cannot be drawn as asked.
#[derive(Debug, thiserror::Error)]
pub enum RenderError {
    /// A name that is not one of the choices.
    #[error("unknown {what} `{value}` (expected {expected})")]
    Unknown {
        /// What was named.
        what: &'static str,
        /// The name given.
        value: String,
        /// The choices.
        expected: &'static str,
    },
    /// A length that must be positive is not.
    #[error("the {what} must be positive, not {value}")]
    NotPositive {
        /// Which length.
        what: &'static str,
        /// Its value.
        value: Length,
    },
    /// A length beyond what can sensibly be printed.
    #[error("the {what} of {value} is larger than the {limit} allowed")]
    TooLarge {
        /// Which length.
        what: &'static str,
        /// Its value.
        value: Length,
        /// The limit.
        limit: Length,
    },
    /// The margin leaves too little room for the squares.
    #[error("a margin of {margin} leaves too little of a {size} board for the squares")]
    MarginTooLarge {
        /// The margin.
        margin: Length,
        /// The board's edge.
        size: Length,
    },
    /// The glue strip takes up too much of a sheet.
    #[error(
        "an overlap of {overlap} is too large for a sheet whose printable part is {window} across (use less than half)"
    )]
    OverlapTooLarge {
        /// The overlap asked for.
        overlap: Length,
        /// The printable width or height of the sheet.
        window: Length,
    },
    /// Tiling would need an unreasonable number of sheets.
    #[error(
        "tiling needs {sheets} sheets, more than {limit}; choose larger paper or a smaller board"
    )]
    TooManySheets {
        /// Sheets needed.
        sheets: usize,
        /// The limit.
        limit: usize,
    },
    /// Tiling was asked for with `full` paper.
    #[error("`full` paper is one page: tiling needs a4, letter or a3")]
    NotTiled,
    /// Counters too large for the paper.
    #[error("counters of {diameter} do not fit on {paper} paper")]
    PiecesTooLarge {
        /// Diameter of a large counter.
        diameter: Length,
        /// The paper.
        paper: &'static str,
    },
    /// More spare counters than a sheet prints.
    #[error("{spares} spare counters of each kind is more than the {limit} a sheet prints")]
    TooManySpares {
        /// Spares asked for.
        spares: u8,
        /// The limit.
        limit: u8,
    },
    /// A variant colour that is not a CSS hex colour.
    #[error("the variant's piece colour `{0}` is not a colour like #6a1b9a")]
    Colour(String),
    /// An output file name whose extension names no format.
    #[error("cannot tell the format of `{0}`: the file name must end in .svg, .pdf or .png")]
    UnknownFormat(String),
    /// Several pages asked for in a one-page format.
    #[error("this output has {pages} pages and {format} holds one: write a .pdf file instead")]
    OnePageFormat {
        /// Pages in the document.
        pages: usize,
        /// The format.
        format: &'static str,
    },
    /// The PDF could not be written.
    #[error("PDF: {0}")]
    Pdf(String),
    /// The SVG could not be read back.
    #[error("SVG: {0}")]
    Svg(String),
    /// The PNG could not be made.
    #[error("PNG: {0}")]
    Png(String),
}

/// An output format.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Format {
    /// Scalable vector graphics, one page.
    Svg,
    /// PDF, any number of pages.
    Pdf,
    /// A PNG image at [`PNG_DPI`], one page.
    Png,
}

impl Format {
    /// Every format.
    pub const ALL: [Format; 3] = [Format::Svg, Format::Pdf, Format::Png];

    /// The file extension: `svg`, `pdf` or `png`.
    pub const fn extension(self) -> &'static str {
        match self {
            Format::Svg => "svg",
            Format::Pdf => "pdf",
            Format::Png => "png",
        }
    }

    /// The format a file name's extension names.
    pub fn of_path(path: &Path) -> Result<Format, RenderError> {
        path.extension()
            .and_then(|e| e.to_str())
            .and_then(|e| e.parse().ok())
            .ok_or_else(|| RenderError::UnknownFormat(path.display().to_string()))
    }

    /// `SVG`, `PDF` or `PNG`.
    pub const fn name(self) -> &'static str {
        match self {
            Format::Svg => "SVG",
            Format::Pdf => "PDF",
            Format::Png => "PNG",
        }
    }
}

impl std::str::FromStr for Format {
    type Err = String;

    /// `svg`, `pdf` or `png`, in any case.
    fn from_str(s: &str) -> Result<Format, String> {
        let s = s.trim().to_ascii_lowercase();
        Format::ALL
            .into_iter()
            .find(|f| f.extension() == s)
            .ok_or_else(|| format!("`{s}` is not a format (expected svg, pdf or png)"))
    }
}

/// The bytes of `doc` as SVG with every text turned into outlines (paths
/// of the embedded DejaVu Sans), for viewers without the font.
pub fn encode_svg_outlined(doc: &Document) -> Result<Vec<u8>, RenderError> {
    if doc.pages.len() != 1 {
        return Err(RenderError::OnePageFormat {
            pages: doc.pages.len(),
            format: "SVG",
        });
    }
    let svg = svg_out::page_to_svg(&doc.pages[0], &doc.title, &doc.description);
    let tree = png_out::parse_svg(&svg)?;
    let opts = resvg::usvg::WriteOptions {
        preserve_text: false,
        ..Default::default()
    };
    Ok(tree.to_string(&opts).into_bytes())
}

/// The bytes of `doc` in `format`.
pub fn encode(doc: &Document, format: Format) -> Result<Vec<u8>, RenderError> {
    if format != Format::Pdf && doc.pages.len() != 1 {
        return Err(RenderError::OnePageFormat {
            pages: doc.pages.len(),
            format: format.name(),
        });
    }
    match format {
        Format::Pdf => pdf_out::document_to_pdf(doc),
        Format::Svg => {
            Ok(svg_out::page_to_svg(&doc.pages[0], &doc.title, &doc.description).into_bytes())
        }
        Format::Png => {
            let svg = svg_out::page_to_svg(&doc.pages[0], &doc.title, &doc.description);
            png_out::svg_to_png(&svg, PNG_DPI)
        }
    }
}
