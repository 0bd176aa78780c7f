//! The bounds of a study (`docs/deploy.md` states them): what one study may
//! hold, so that one teacher's lesson cannot fill the server's disk or
//! make one answer's work unbounded.

/// Chapters in a study.
pub const MAX_CHAPTERS: usize = 32;
/// Moves in a chapter, variations included.
pub const MAX_MOVES: usize = 600;
/// Characters in one comment, after normalising.
pub const MAX_COMMENT: usize = 2000;
/// Characters in a study's title or a chapter's name.
pub const MAX_NAME: usize = 120;
/// Bytes of one chapter's record.
pub const MAX_CHAPTER_BYTES: usize = 64 * 1024;
/// Bytes of a whole study's records together.
pub const MAX_STUDY_BYTES: usize = 512 * 1024;
/// Bytes of a request that writes a study (a new study with all its
/// chapters): the request's body limit for the studio's writes.
pub const BODY_LIMIT: usize = MAX_STUDY_BYTES + 64 * 1024;
/// Plies one handout may show.
pub const MAX_HANDOUT_PLIES: usize = 60;
/// Students following one presented study at once.
pub const MAX_FOLLOWERS: usize = 200;
