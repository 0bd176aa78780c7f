//! What a page is sent about a table: the game's view and what the server
//! adds around it (privacy, the rematch, the winning pieces, who watches).

use super::events::Presence;
use super::table::{Table, TableView};
use serde::Serialize;
use suffragetto_core::engine::{Ending, Outcome};

/// A table as the API shows it.
#[derive(Serialize, Debug)]
pub struct Snapshot {
    /// The game: players, position, moves, legal moves, result, chat.
    #[serde(flatten)]
    pub view: TableView,
    /// Kept out of the lobby.
    pub private: bool,
    /// The rematch's table id, once one is offered.
    pub rematch: Option<String>,
    /// The squares of the winner's pieces in its target building (the
    /// winning six), once the game is won on the board.
    pub winning_squares: Vec<String>,
    /// Who has the table open (in answers to GET; the event stream sends it
    /// as its own `presence` event).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub presence: Option<Presence>,
}

/// The snapshot of `table`, with `presence` if given.
pub fn of(table: &Table, presence: Option<Presence>) -> Snapshot {
    let winning_squares = match table.game.outcome() {
        Outcome::Won {
            winner,
            ending: Ending::Target,
        } => table
            .position()
            .target_pieces(table.rules(), winner)
            .iter()
            .map(|sq| sq.to_string())
            .collect(),
        _ => Vec::new(),
    };
    Snapshot {
        view: table.view(),
        private: table.row.private,
        rematch: table.row.rematch.clone(),
        winning_squares,
        presence,
    }
}

/// The snapshot as JSON, without presence: what the event stream sends.
pub fn json(table: &Table) -> String {
    serde_json::to_string(&of(table, None)).unwrap_or_else(|_| "{}".into())
}
