//! The core of Suffragetto, the Women's Social and Political Union's board
//! game (the project's sources date it to 1908 or circa 1909:
//! `docs/conventions.md`): its rules as data and an engine that plays them.
//! Nothing here draws, serves or builds a book; those crates build on this
//! one (README.md, "Layout").
//!
//! Layers, each using only those before it: [`geometry`] and [`piece`] (the
//! board as data), [`board`] (a board's pieces as text), [`variant`] (the
//! YAML rule sheets, one per source), [`engine`] (positions, legal moves,
//! play, perft, random playouts), [`notation`] (position strings and move
//! text), [`record`] (game records), [`report`] (what the position commands
//! report). [`input`] and [`output`] read and write files with bounds;
//! [`budget`] bounds the work of one answer. [`lang`] holds the languages
//! and the one catalogue every word a person reads comes from; each layer's
//! values are put into words through it ([`lang::Describe`]).
//!
//! ```
//! use suffragetto_core::engine::Rules;
//! use suffragetto_core::notation::{legal_move_texts, parse_move};
//!
//! let rules = Rules::load("english").unwrap();
//! let start = rules.start();
//! assert!(legal_move_texts(&start, &rules).len() > 100);
//! let mv = parse_move(&start, &rules, "e6-e7").unwrap();
//! let next = start.play(&rules, &mv).unwrap();
//! assert_ne!(next.to_move(), start.to_move());
//! ```

#![warn(missing_docs)]

pub mod board;
pub mod budget;
pub mod engine;
pub mod geometry;
pub mod input;
pub mod lang;
pub mod notation;
pub mod output;
pub mod piece;
pub mod record;
pub mod report;
pub mod variant;

/// Any error of the library, for callers that do not need to tell them apart.
#[derive(Debug, thiserror::Error)]
pub enum Error {
    /// A variant file is unusable.
    #[error(transparent)]
    Variant(#[from] variant::VariantError),
    /// A position string is malformed or not a position of the variant.
    #[error(transparent)]
    Position(#[from] notation::PositionStringError),
    /// Move text is malformed.
    #[error(transparent)]
    MoveSyntax(#[from] notation::MoveSyntaxError),
    /// A move is not legal.
    #[error(transparent)]
    Illegal(#[from] notation::IllegalMove),
    /// A game record is malformed or does not replay.
    #[error(transparent)]
    Record(#[from] record::RecordError),
}
