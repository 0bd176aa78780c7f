//! What a page is sent about a table: the game's view and what the server
//! adds around it (privacy, the rematch, the winning pieces, the legal
//! moves listed for its ply, who watches).

use super::events::Presence;
use super::listing::Listing;
use super::table::{Table, TableView};
use serde::Serialize;
use suffragetto_core::engine::{Ending, Outcome};
use suffragetto_core::report::ExploredMove;

/// A table as the API shows it, but for its legal moves (made under the
/// table's lock, cheap; sent with [`json`] outside it).
#[derive(Serialize, Debug)]
pub struct Snapshot {
    /// The game: players, position, moves, result, chat.
    #[serde(flatten)]
    pub view: TableView,
    /// Kept out of the lobby.
    pub private: bool,
    /// The rematch's table id, once one is offered.
    pub rematch: Option<String>,
    /// The squares of the winner's pieces in its target building (the
    /// winning six), once the game is won on the board.
    pub winning_squares: Vec<String>,
}

/// What is sent: the snapshot and the legal moves.
#[derive(Serialize)]
struct Sent<'a> {
    #[serde(flatten)]
    snapshot: &'a Snapshot,
    /// Legal moves, in byte order (empty once the game is over, or when
    /// there were more than one answer may list).
    legal_moves: Texts<'a>,
    /// The same moves as the board shows them: each step's or hop chain's
    /// squares, start first, and what it captures, in the same order.
    legal: Drawn<'a>,
    /// Why `legal_moves` is empty while the game goes on, if it is.
    #[serde(skip_serializing_if = "Option::is_none")]
    legal_moves_missing: Option<String>,
}

/// A listing's texts in byte order, written as a JSON list.
struct Texts<'a>(&'a Listing);

impl Serialize for Texts<'_> {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_seq(self.0.sorted())
    }
}

/// A listing's moves as the board draws them, in byte order of their
/// texts, written as a JSON list.
struct Drawn<'a>(&'a Listing);

impl Serialize for Drawn<'_> {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_seq(
            self.0
                .sorted_moves()
                .map(|(mv, text)| ExploredMove::of_text(mv, text)),
        )
    }
}

/// The snapshot of `table`.
pub fn of(table: &Table) -> Snapshot {
    let pos = table.position();
    let winning_squares = match table.game.outcome() {
        Outcome::Won {
            winner,
            ending: Ending::Target,
        } => pos
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
    }
}

/// The snapshot with the legal moves of `listing` (listed at its ply) as
/// JSON, without presence: what the event stream sends.
pub fn json(snapshot: &Snapshot, listing: &Listing) -> String {
    let sent = Sent {
        snapshot,
        legal_moves: Texts(listing),
        legal: Drawn(listing),
        legal_moves_missing: listing.cut.map(|e| {
            format!("the legal moves are not listed: {e}; a move typed in is still checked")
        }),
    };
    serde_json::to_string(&sent).unwrap_or_else(|_| "{}".into())
}

/// The state `json` (an object, as [`json`] writes it) with who watches
/// added: what a read of the table answers.
pub fn with_presence(json: &str, presence: Presence) -> String {
    with_fields(
        json,
        &[(
            "presence",
            serde_json::to_value(presence).unwrap_or_default(),
        )],
    )
}

/// The object `json` (as [`json`] writes it, without these keys) with
/// `fields` added at its end.
pub fn with_fields(json: &str, fields: &[(&str, serde_json::Value)]) -> String {
    let mut out = json.strip_suffix('}').unwrap_or(json).to_string();
    for (key, value) in fields {
        if !out.ends_with('{') {
            out.push(',');
        }
        out.push_str(&serde_json::to_string(key).unwrap_or_default());
        out.push(':');
        out.push_str(&serde_json::to_string(value).unwrap_or_else(|_| "null".into()));
    }
    out.push('}');
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn presence_is_added_to_the_object() {
        let p = Presence {
            suffragettes: true,
            police: false,
            spectators: 2,
        };
        let with: serde_json::Value =
            serde_json::from_str(&with_presence(r#"{"id":"ab","moves":[]}"#, p)).unwrap();
        assert_eq!(with["id"], "ab");
        assert_eq!(with["presence"]["spectators"], 2);
        let empty: serde_json::Value = serde_json::from_str(&with_presence("{}", p)).unwrap();
        assert_eq!(empty["presence"]["suffragettes"], true);
    }
}
