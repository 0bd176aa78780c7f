//! The tables as the storage keeps them: each table's row (its variant,
//! seats, play state), its moves and its chat lines, in the domain's own
//! types ([`crate::store`]). Every call is a future and one transaction.

use super::{AccountId, StoreFuture};
use crate::play::PlayState;
use crate::store::{ChatLine, LobbyRow, SeatRow, TableRow, Waiting};
use suffragetto_core::piece::Side;

/// The tables, their seats, moves and chat.
pub trait TableStore: Send + Sync {
    /// Stores a new table (its seats and play state; a new table has no
    /// moves and no chat yet).
    fn insert_table(&self, table: TableRow) -> StoreFuture<'_, ()>;

    /// Whether other server instances may change the tables too (one
    /// PostgreSQL database shared by several): then a table kept in memory
    /// may be behind the database for the moment a notice takes.
    fn shared(&self) -> bool {
        false
    }

    /// Seats a player on `side`, with the table's play state after it.
    fn set_seat(
        &self,
        id: String,
        side: Side,
        seat: SeatRow,
        play: PlayState,
    ) -> StoreFuture<'_, ()>;

    /// Appends the move of ply `ply` (0-based) with the table's new result
    /// and play state (its clocks), in one transaction, if the table still
    /// has `ply` plies; whether it had (`false`: another move came first,
    /// and nothing was stored). `after` is the table's version once the
    /// move is made: a storage that several instances share tells them of
    /// it inside the same transaction (PostgreSQL's `NOTIFY`, delivered
    /// only if the move commits).
    fn push_move(
        &self,
        id: String,
        ply: usize,
        text: String,
        result: Option<Side>,
        play: PlayState,
        after: crate::table::Version,
    ) -> StoreFuture<'_, bool>;

    /// Stores the table's play state (an offer, an answer, an end) and its
    /// result.
    fn set_play(&self, id: String, play: PlayState, result: Option<Side>) -> StoreFuture<'_, ()>;

    /// Takes the game back to its first `plies` plies (a takeback agreed),
    /// with the play state after it, in one transaction.
    fn take_back(&self, id: String, plies: usize, play: PlayState) -> StoreFuture<'_, ()>;

    /// Records that `side` resigned (the other side wins), with the play
    /// state after it (its clocks stopped).
    fn resign(&self, id: String, side: Side, play: PlayState) -> StoreFuture<'_, ()>;

    /// Links table `id` to its rematch.
    fn set_rematch(&self, id: String, rematch: String) -> StoreFuture<'_, ()>;

    /// Appends chat line number `seq` (0-based).
    fn push_chat(&self, id: String, seq: usize, line: ChatLine) -> StoreFuture<'_, ()>;

    /// Whether table `id` started from a position of its own (`None`: no
    /// such table), without loading its moves.
    fn composed(&self, id: String) -> StoreFuture<'_, Option<bool>>;

    /// One table with its moves and chat.
    fn load(&self, id: String) -> StoreFuture<'_, Option<TableRow>>;

    /// The lobby: the most recently active tables that are not private,
    /// running ones first, at most `limit`.
    fn lobby(&self, limit: usize) -> StoreFuture<'_, Vec<LobbyRow>>;

    /// The listed tables no one has moved at yet with a free seat and no
    /// computer (of `variant`, if given), oldest first, at most `limit`.
    fn waiting(&self, variant: Option<String>, limit: usize) -> StoreFuture<'_, Vec<Waiting>>;

    /// The unfinished tables with a clock, at most `limit`.
    fn clocked(&self, limit: usize) -> StoreFuture<'_, Vec<String>>;

    /// The tables where `account` holds a seat, the latest changed first,
    /// at most `limit`: each id with the account's side.
    fn account_tables(
        &self,
        account: AccountId,
        limit: usize,
    ) -> StoreFuture<'_, Vec<(String, Side)>>;

    /// Claims the computer's move at ply `ply` of table `id` for server
    /// instance `instance` until `until_ms` (milliseconds since 1970);
    /// whether it may think: the table is at that ply, and no other
    /// instance holds a claim on it that lasts past `now_ms` (an instance
    /// that stopped while it thought loses its claim when it runs out).
    fn claim_computer(
        &self,
        id: String,
        ply: usize,
        instance: String,
        until_ms: i64,
        now_ms: i64,
    ) -> StoreFuture<'_, bool>;

    /// Erases the name of deleted account `account` from its seats and its
    /// chat lines and ends its seats' tokens, in one transaction; the
    /// tables it sat at.
    fn forget_account(&self, account: AccountId) -> StoreFuture<'_, Vec<String>>;
}
