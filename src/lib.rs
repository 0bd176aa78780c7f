//! Suffragetto, the board game the Women's Social and Political Union
//! published in 1908-09: rule variants from the surviving texts, a rules
//! engine, notation, and the tools built on them.
//!
//! Layers, each using only those before it: [`geometry`] and [`piece`] (the
//! board as data), [`variant`] (YAML rule sheets), [`engine`] (positions and
//! moves), [`notation`] (text formats). Beside them, [`apparatus`] holds the
//! sources themselves as data: the witnesses, the parallel passages of the
//! three rule texts, the French translation artefacts and the bibliography.

#![warn(missing_docs)]

pub mod ai;
pub mod apparatus;
pub mod board;
pub mod engine;
pub mod geometry;
pub mod input;
pub mod notation;
pub mod output;
pub mod piece;
pub mod record;
pub mod render;
pub mod report;
pub mod server;
pub mod site;
pub mod summary;
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
