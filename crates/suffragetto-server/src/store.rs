//! The tables as stored, in the domain's own types: a table's row, its
//! seats, moves and chat, and the lines of the lobby's lists. The storage
//! keeps them behind [`crate::storage::TableStore`]; every change is
//! committed before the server answers, so neither a restart nor a power
//! cut loses a game.

use super::play::PlayState;
use super::storage::AccountId;

/// One seat as stored: nickname, secret token and, for the computer, the
/// agent's name.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct SeatRow {
    /// The player's nickname, if the seat is taken.
    pub nickname: Option<String>,
    /// The seat's secret token (empty for a free seat or an agent).
    pub token: Option<String>,
    /// The agent playing this seat (`greedy`, ...), if any.
    pub agent: Option<String>,
    /// The account the seat belongs to, if a signed-in player took it.
    pub account: Option<AccountId>,
    /// Whether that account has been deleted (its name is gone: the seat
    /// is shown as a deleted player's). Stored as the account with an
    /// empty nickname, which no player can choose, so that the tables need
    /// not ask the accounts' store (another database, PostgreSQL's, may
    /// hold them).
    pub deleted: bool,
}

/// One table as stored.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TableRow {
    /// Unguessable id.
    pub id: String,
    /// Variant id.
    pub variant: String,
    /// The side that moves first: `S` or `P`.
    pub first: String,
    /// Seconds since 1970 when the table was made.
    pub created: i64,
    /// Suffragettes' seat.
    pub s: SeatRow,
    /// Police's seat.
    pub p: SeatRow,
    /// The side that resigned, if one did.
    pub resigned: Option<String>,
    /// The start position string, if the table did not start from the
    /// variant's start.
    pub setup: Option<String>,
    /// Moves in canonical text, in order.
    pub moves: Vec<String>,
    /// Chat lines, in order.
    pub chat: Vec<ChatLine>,
    /// Kept out of the lobby: only the link leads to it.
    pub private: bool,
    /// The table of the rematch, once one is offered.
    pub rematch: Option<String>,
    /// Its clock, offers and the ends the rules do not know
    /// ([`crate::play`]).
    pub play: PlayState,
}

/// A chat line as stored.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ChatLine {
    /// The speaker's side letter.
    pub side: String,
    /// The speaker's nickname.
    pub nick: String,
    /// What was said.
    pub text: String,
    /// When, in seconds since 1970 (none for a line stored before the
    /// schema kept the time).
    pub at: Option<i64>,
}

/// A lobby line.
#[derive(Clone, Debug, serde::Serialize)]
pub struct LobbyRow {
    /// Table id.
    pub id: String,
    /// Variant id.
    pub variant: String,
    /// Suffragettes' nickname.
    pub suffragettes: Option<String>,
    /// Police's nickname.
    pub police: Option<String>,
    /// Plies played.
    pub plies: i64,
    /// `S`, `P` or null while the game runs.
    pub result: Option<String>,
    /// Seconds since 1970 of the last move or seat taken.
    #[serde(skip)]
    pub updated: i64,
    /// Its online play: clock, end, seek.
    #[serde(skip)]
    pub play: PlayState,
    /// Whether each seat (Suffragettes, Police) belongs to the account of
    /// a signed-in player (not deleted).
    #[serde(skip)]
    pub signed_in: [bool; 2],
    /// The sides whose player's account was deleted (their name reads "a
    /// deleted player").
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub deleted: Vec<suffragetto_core::piece::Side>,
}

/// A listed table waiting for its second player.
#[derive(Clone, Debug)]
pub struct Waiting {
    /// Table id.
    pub id: String,
    /// Variant id.
    pub variant: String,
    /// Seconds since 1970 when it was made.
    pub created: i64,
    /// The seat that is free.
    pub free: suffragetto_core::piece::Side,
    /// The nickname of the player waiting.
    pub nickname: String,
    /// Its play state (clock, seek).
    pub play: PlayState,
}

/// How a deleted player is named where a name is written without a
/// reader's language (the API's JSON, a record's tags): the English
/// catalogue's words; the pages write their own language's.
pub fn deleted_player() -> String {
    use suffragetto_core::lang::{Args, Lang, catalogue};
    catalogue().text("page-deleted-player", &Args::new(Lang::En))
}

/// Seconds since 1970 (the times stored with tables, seats and chat).
pub fn now() -> i64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_secs() as i64)
        .unwrap_or(0)
}
