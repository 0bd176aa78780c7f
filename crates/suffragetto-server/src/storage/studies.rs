//! The teachers' studies (`crate::studio`) as the storage keeps them: a
//! study's title, the hash of its edit key, its owner and its chapters,
//! each a record in `.sgn` that the studio has checked before it is stored.

use super::{AccountId, StoreFuture};
use crate::accounts::session::SecretHash;

/// A chapter as stored: its name, its variant's id and its record.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ChapterRow {
    /// The name shown.
    pub name: String,
    /// A built-in variant's id.
    pub variant: String,
    /// The record, in canonical `.sgn`.
    pub sgn: String,
}

/// A study to store.
#[derive(Clone, Debug)]
pub struct NewStudy {
    /// Its id (random, the read link's).
    pub id: String,
    /// Its title.
    pub title: String,
    /// The hash of its edit key (the key itself is never stored).
    pub edit: SecretHash,
    /// The account that made it, if one was signed in.
    pub owner: Option<AccountId>,
    /// Seconds since 1970.
    pub created: i64,
    /// Its chapters, in order.
    pub chapters: Vec<ChapterRow>,
}

/// A study as stored.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StudyRow {
    /// Its id.
    pub id: String,
    /// Its title.
    pub title: String,
    /// The hash of its edit key.
    pub edit: SecretHash,
    /// Its owner, if any.
    pub owner: Option<AccountId>,
    /// Seconds since 1970 when it was made.
    pub created: i64,
    /// Seconds since 1970 when it last changed.
    pub updated: i64,
    /// Where the teacher presents (the page's JSON), if presenting.
    pub present: Option<String>,
    /// Its chapters, in order.
    pub chapters: Vec<ChapterRow>,
}

/// A line of "My studies".
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StudySummary {
    /// Its id.
    pub id: String,
    /// Its title.
    pub title: String,
    /// Its chapters.
    pub chapters: usize,
    /// Seconds since 1970 when it last changed.
    pub updated: i64,
}

/// The studies.
pub trait StudyStore: Send + Sync {
    /// Stores a new study with its chapters.
    fn create_study(&self, study: NewStudy) -> StoreFuture<'_, ()>;

    /// The study `id`, with its chapters.
    fn study(&self, id: String) -> StoreFuture<'_, Option<StudyRow>>;

    /// Replaces chapter `n` (0-based) of study `id`, or adds it when `n` is
    /// the number of chapters; whether the study and the place were there.
    fn put_chapter(
        &self,
        id: String,
        n: usize,
        chapter: ChapterRow,
        at: i64,
    ) -> StoreFuture<'_, bool>;

    /// Sets (or with `None` ends) the place the teacher presents.
    fn set_present(&self, id: String, present: Option<String>) -> StoreFuture<'_, bool>;

    /// Gives study `id` the title `title`; whether it was there.
    fn rename_study(&self, id: String, title: String, at: i64) -> StoreFuture<'_, bool>;

    /// Replaces study `id`'s chapters by `chapters` (the same renamed,
    /// reordered or fewer), in one transaction; whether it was there.
    fn set_chapters(&self, id: String, chapters: Vec<ChapterRow>, at: i64)
    -> StoreFuture<'_, bool>;

    /// Deletes study `id` and its chapters; whether it was there.
    fn delete_study(&self, id: String) -> StoreFuture<'_, bool>;

    /// The studies `owner` made, the latest changed first.
    fn studies_of(&self, owner: AccountId) -> StoreFuture<'_, Vec<StudySummary>>;
}
