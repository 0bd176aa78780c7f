//! A teacher's studio (`docs/studio.md`): studies of chapters, each a
//! game under a variant with comments, glyphs, variations and drawings,
//! stored through the server's storage ([`crate::storage::StudyStore`]),
//! edited by whoever holds the edit link (or the signed-in owner), read by
//! anyone with the read link, exported as records, diagrams, a handout
//! and a folder of games for the book, embedded in other sites, and
//! presented live to students who follow on the event stream.
//!
//! The edit link carries a random key in its fragment (`/study/ID#key=…`,
//! so it reaches no server log nor `Referer`); the database keeps only its
//! SHA-256, as the accounts keep sessions.

mod api;
pub mod chapter;
mod chapter_analysis;
mod export;
mod handout;
pub mod limits;
mod live;
mod manage;
mod pages;

pub use chapter_analysis::Analysing;
pub use handout::handout_document;
pub use live::Live;

use crate::accounts::session::SecretHash;
use sha2::{Digest, Sha256};

/// The hash of an edit key, as stored.
pub fn key_hash(key: &str) -> SecretHash {
    SecretHash(Sha256::digest(format!("suffragetto study-edit {key}").as_bytes()).into())
}

/// The studio's routes: the API and the pages; the writes under their own
/// body limit ([`limits::BODY_LIMIT`]).
pub fn routes() -> axum::Router<crate::AppState> {
    api::reads()
        .merge(chapter_analysis::routes())
        .merge(pages::routes())
}

/// The routes that take a study's records in their body.
pub fn write_routes() -> axum::Router<crate::AppState> {
    api::writes().merge(manage::routes())
}
