//! The SQLite store: tables, their seats, moves and chat. Every change is
//! committed, and synced to the disk (`synchronous = FULL`), before the
//! server answers, so neither a restart nor a power cut loses a game.

use super::ServerError;
use super::play::PlayState;
use super::storage::AccountId;
use rusqlite::{Connection, OptionalExtension, params};
use std::path::Path;

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

/// The connection to the game database.
pub struct Store {
    conn: Connection,
}

/// The stored form of `play`.
fn play_json(play: &PlayState) -> String {
    serde_json::to_string(play).unwrap_or_else(|_| "{}".into())
}

/// `play` as stored (`NULL` from a server before it: no clock, nothing
/// pending).
fn read_play(text: Option<String>) -> PlayState {
    text.and_then(|t| serde_json::from_str(&t).ok())
        .unwrap_or_default()
}

/// How a deleted player is named where a name is written without a
/// reader's language (the API's JSON, a record's tags): the English
/// catalogue's words; the pages write their own language's.
pub fn deleted_player() -> String {
    use suffragetto_core::lang::{Args, Lang, catalogue};
    catalogue().text("page-deleted-player", &Args::new(Lang::En))
}

fn now() -> i64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_secs() as i64)
        .unwrap_or(0)
}

impl Store {
    /// Opens (or creates) the database file. A file that is not ours is
    /// refused before anything in it is changed.
    pub fn open(path: &Path) -> Result<Store, ServerError> {
        let mut conn = Connection::open(path)?;
        conn.busy_timeout(std::time::Duration::from_secs(1))?;
        super::schema::check(&conn, path)?;
        conn.execute_batch("PRAGMA journal_mode = WAL; PRAGMA synchronous = FULL;")?;
        super::schema::migrate(&mut conn)?;
        Ok(Store { conn })
    }

    /// SQLite's `synchronous` setting of this connection (2 is FULL: every
    /// commit is synced to the disk).
    pub fn synchronous(&self) -> Result<i64, ServerError> {
        Ok(self
            .conn
            .query_row("PRAGMA synchronous", [], |r| r.get(0))?)
    }

    /// Stores a new table.
    pub fn insert_table(&self, t: &TableRow) -> Result<(), ServerError> {
        self.conn.execute(
            "INSERT INTO game_table (id, variant, first, created, updated, s_nick, s_token, s_agent, p_nick, p_token, p_agent, setup, private, play, s_account, p_account)
             VALUES (?1, ?2, ?3, ?4, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15)",
            params![
                t.id, t.variant, t.first, t.created, t.s.nickname, t.s.token, t.s.agent,
                t.p.nickname, t.p.token, t.p.agent, t.setup, t.private, play_json(&t.play),
                t.s.account.map(|a| a.0), t.p.account.map(|a| a.0)
            ],
        )?;
        Ok(())
    }

    /// Seats a player on side `side` (`S` or `P`), with the table's play
    /// state after it.
    pub fn set_seat(
        &self,
        id: &str,
        side: &str,
        seat: &SeatRow,
        play: &PlayState,
    ) -> Result<(), ServerError> {
        let sql = if side == "S" {
            "UPDATE game_table SET s_nick = ?2, s_token = ?3, s_agent = ?4, updated = ?5, play = ?6, s_account = ?7 WHERE id = ?1"
        } else {
            "UPDATE game_table SET p_nick = ?2, p_token = ?3, p_agent = ?4, updated = ?5, play = ?6, p_account = ?7 WHERE id = ?1"
        };
        self.conn.execute(
            sql,
            params![
                id,
                seat.nickname,
                seat.token,
                seat.agent,
                now(),
                play_json(play),
                seat.account.map(|a| a.0)
            ],
        )?;
        Ok(())
    }

    /// Appends the move of ply `ply` (0-based) with the table's new result
    /// and play state (its clocks), in one transaction.
    pub fn push_move(
        &mut self,
        id: &str,
        ply: usize,
        text: &str,
        result: Option<&str>,
        play: &PlayState,
    ) -> Result<(), ServerError> {
        let tx = self.conn.transaction()?;
        tx.execute(
            "INSERT INTO game_move (table_id, ply, text) VALUES (?1, ?2, ?3)",
            params![id, ply as i64, text],
        )?;
        tx.execute(
            "UPDATE game_table SET plies = ?2, result = ?3, updated = ?4, play = ?5 WHERE id = ?1",
            params![id, ply as i64 + 1, result, now(), play_json(play)],
        )?;
        tx.commit()?;
        Ok(())
    }

    /// Stores the table's play state (an offer, an answer, an end) and its
    /// result.
    pub fn set_play(
        &self,
        id: &str,
        play: &PlayState,
        result: Option<&str>,
    ) -> Result<(), ServerError> {
        self.conn.execute(
            "UPDATE game_table SET play = ?2, result = ?3, updated = ?4 WHERE id = ?1",
            params![id, play_json(play), result, now()],
        )?;
        Ok(())
    }

    /// Takes the game back to its first `plies` plies (a takeback agreed),
    /// with the play state after it, in one transaction.
    pub fn take_back(
        &mut self,
        id: &str,
        plies: usize,
        play: &PlayState,
    ) -> Result<(), ServerError> {
        let tx = self.conn.transaction()?;
        tx.execute(
            "DELETE FROM game_move WHERE table_id = ?1 AND ply >= ?2",
            params![id, plies as i64],
        )?;
        tx.execute(
            "UPDATE game_table SET plies = ?2, play = ?3, updated = ?4 WHERE id = ?1",
            params![id, plies as i64, play_json(play), now()],
        )?;
        tx.commit()?;
        Ok(())
    }

    /// Records a resignation (`winner` is the other side) with the play
    /// state after it (its clocks stopped).
    pub fn resign(
        &self,
        id: &str,
        side: &str,
        winner: &str,
        play: &PlayState,
    ) -> Result<(), ServerError> {
        self.conn.execute(
            "UPDATE game_table SET resigned = ?2, result = ?3, updated = ?4, play = ?5 WHERE id = ?1",
            params![id, side, winner, now(), play_json(play)],
        )?;
        Ok(())
    }

    /// Links a table to its rematch.
    pub fn set_rematch(&self, id: &str, rematch: &str) -> Result<(), ServerError> {
        self.conn.execute(
            "UPDATE game_table SET rematch = ?2, updated = ?3 WHERE id = ?1",
            params![id, rematch, now()],
        )?;
        Ok(())
    }

    /// Appends a chat line.
    pub fn push_chat(&self, id: &str, seq: usize, line: &ChatLine) -> Result<(), ServerError> {
        self.conn.execute(
            "INSERT INTO chat (table_id, seq, side, nick, text, at) VALUES (?1, ?2, ?3, ?4, ?5, ?6)",
            params![id, seq as i64, line.side, line.nick, line.text, line.at],
        )?;
        Ok(())
    }

    /// Whether table `id` started from a position of its own (`None`: no
    /// such table). One small query, without the moves.
    pub fn composed(&self, id: &str) -> Result<Option<bool>, ServerError> {
        Ok(self
            .conn
            .query_row(
                "SELECT setup IS NOT NULL FROM game_table WHERE id = ?1",
                params![id],
                |r| r.get(0),
            )
            .optional()?)
    }

    /// Loads one table with its moves and chat.
    pub fn load(&self, id: &str) -> Result<Option<TableRow>, ServerError> {
        let row = self
            .conn
            .query_row(
                "SELECT id, variant, first, created, s_nick, s_token, s_agent, p_nick, p_token, p_agent, resigned, setup, private, rematch, play,
                        s_account, s_account IS NOT NULL AND s_nick = '', p_account, p_account IS NOT NULL AND p_nick = ''
                 FROM game_table WHERE id = ?1",
                params![id],
                |r| {
                    Ok(TableRow {
                        id: r.get(0)?,
                        variant: r.get(1)?,
                        first: r.get(2)?,
                        created: r.get(3)?,
                        s: SeatRow {
                            nickname: r.get(4)?,
                            token: r.get(5)?,
                            agent: r.get(6)?,
                            account: r.get::<_, Option<i64>>(15)?.map(AccountId),
                            deleted: r.get(16)?,
                        },
                        p: SeatRow {
                            nickname: r.get(7)?,
                            token: r.get(8)?,
                            agent: r.get(9)?,
                            account: r.get::<_, Option<i64>>(17)?.map(AccountId),
                            deleted: r.get(18)?,
                        },
                        resigned: r.get(10)?,
                        setup: r.get(11)?,
                        moves: Vec::new(),
                        chat: Vec::new(),
                        private: r.get(12)?,
                        rematch: r.get(13)?,
                        play: read_play(r.get(14)?),
                    })
                },
            )
            .optional()?;
        let Some(mut row) = row else {
            return Ok(None);
        };
        let mut st = self
            .conn
            .prepare("SELECT text FROM game_move WHERE table_id = ?1 ORDER BY ply")?;
        row.moves = st
            .query_map(params![id], |r| r.get(0))?
            .collect::<Result<_, _>>()?;
        let mut st = self
            .conn
            .prepare("SELECT side, nick, text, at FROM chat WHERE table_id = ?1 ORDER BY seq")?;
        row.chat = st
            .query_map(params![id], |r| {
                Ok(ChatLine {
                    side: r.get(0)?,
                    nick: r.get(1)?,
                    text: r.get(2)?,
                    at: r.get(3)?,
                })
            })?
            .collect::<Result<_, _>>()?;
        Ok(Some(row))
    }

    /// The lobby: the most recently active tables that are not private,
    /// running ones first; the computer is named as such.
    pub fn lobby(&self, limit: usize) -> Result<Vec<LobbyRow>, ServerError> {
        let mut st = self.conn.prepare(
            "SELECT id, variant, CASE WHEN s_account IS NOT NULL AND s_nick = '' THEN ?2 ELSE COALESCE(s_nick, 'Computer, ' || s_agent) END,
                    CASE WHEN p_account IS NOT NULL AND p_nick = '' THEN ?2 ELSE COALESCE(p_nick, 'Computer, ' || p_agent) END, plies, result, updated, play,
                    s_account IS NOT NULL AND s_nick <> '', p_account IS NOT NULL AND p_nick <> '',
                    s_account IS NOT NULL AND s_nick = '', p_account IS NOT NULL AND p_nick = ''
             FROM game_table
             WHERE private = 0 ORDER BY result IS NOT NULL, updated DESC LIMIT ?1",
        )?;
        let rows = st
            .query_map(params![limit as i64, deleted_player()], |r| {
                let gone: [bool; 2] = [r.get(10)?, r.get(11)?];
                Ok(LobbyRow {
                    id: r.get(0)?,
                    variant: r.get(1)?,
                    suffragettes: r.get(2)?,
                    police: r.get(3)?,
                    plies: r.get(4)?,
                    result: r.get(5)?,
                    updated: r.get(6)?,
                    play: read_play(r.get(7)?),
                    signed_in: [r.get(8)?, r.get(9)?],
                    deleted: suffragetto_core::piece::Side::BOTH
                        .into_iter()
                        .filter(|&s| gone[super::play::at(s)])
                        .collect(),
                })
            })?
            .collect::<Result<_, _>>()?;
        Ok(rows)
    }

    /// The listed tables no one has moved at yet with a free seat and no
    /// computer (of `variant`, if given), oldest first, at most `limit`:
    /// the seeks among them are open to be paired.
    pub fn waiting(
        &self,
        variant: Option<&str>,
        limit: usize,
    ) -> Result<Vec<Waiting>, ServerError> {
        let mut st = self.conn.prepare(
            "SELECT id, variant, created, s_nick, p_nick, play FROM game_table
             WHERE private = 0 AND plies = 0 AND result IS NULL AND s_agent IS NULL AND p_agent IS NULL
               AND (s_nick IS NULL OR p_nick IS NULL) AND (?1 IS NULL OR variant = ?1)
             ORDER BY created, rowid LIMIT ?2",
        )?;
        let rows = st
            .query_map(params![variant, limit as i64], |r| {
                let s: Option<String> = r.get(3)?;
                let p: Option<String> = r.get(4)?;
                Ok(Waiting {
                    id: r.get(0)?,
                    variant: r.get(1)?,
                    created: r.get(2)?,
                    free: if s.is_none() {
                        suffragetto_core::piece::Side::Suffragettes
                    } else {
                        suffragetto_core::piece::Side::Police
                    },
                    nickname: s.or(p).unwrap_or_default(),
                    play: read_play(r.get(5)?),
                })
            })?
            .collect::<Result<_, _>>()?;
        Ok(rows)
    }

    /// The unfinished tables with a clock (the server watches their flags
    /// from its start), at most `limit`.
    pub fn clocked(&self, limit: usize) -> Result<Vec<String>, ServerError> {
        let mut st = self.conn.prepare(
            "SELECT id FROM game_table WHERE result IS NULL AND play LIKE '%\"clock\":{%' ORDER BY updated DESC LIMIT ?1",
        )?;
        let ids = st
            .query_map(params![limit as i64], |r| r.get(0))?
            .collect::<Result<_, _>>()?;
        Ok(ids)
    }

    /// The tables where `account` holds a seat, the latest changed first,
    /// at most `limit`: each id with the account's side.
    pub fn account_tables(
        &self,
        account: AccountId,
        limit: usize,
    ) -> Result<Vec<(String, suffragetto_core::piece::Side)>, ServerError> {
        let mut st = self.conn.prepare(
            "SELECT id, s_account = ?1 FROM game_table WHERE s_account = ?1 OR p_account = ?1
             ORDER BY updated DESC, id LIMIT ?2",
        )?;
        let rows = st
            .query_map(params![account.0, limit as i64], |r| {
                let s: bool = r.get(1)?;
                Ok((
                    r.get(0)?,
                    if s {
                        suffragetto_core::piece::Side::Suffragettes
                    } else {
                        suffragetto_core::piece::Side::Police
                    },
                ))
            })?
            .collect::<Result<_, _>>()?;
        Ok(rows)
    }

    /// Erases the name of deleted account `account` from its seats and its
    /// chat lines and ends its seats' tokens, in one transaction (its games
    /// stay, shown as a deleted player's); the tables it sat at.
    pub fn forget_account(&mut self, account: AccountId) -> Result<Vec<String>, ServerError> {
        let tx = self.conn.transaction()?;
        let ids: Vec<String> = tx
            .prepare("SELECT id FROM game_table WHERE s_account = ?1 OR p_account = ?1")?
            .query_map(params![account.0], |r| r.get(0))?
            .collect::<Result<_, _>>()?;
        tx.execute(
            "UPDATE chat SET nick = '' WHERE (side = 'S' AND table_id IN (SELECT id FROM game_table WHERE s_account = ?1))
                OR (side = 'P' AND table_id IN (SELECT id FROM game_table WHERE p_account = ?1))",
            params![account.0],
        )?;
        // One change more in each table's version, so that pages draw it.
        let bump = "play = json_set(COALESCE(play, '{}'), '$.events', COALESCE(json_extract(play, '$.events'), 0) + 1)";
        tx.execute(
            &format!(
                "UPDATE game_table SET s_nick = '', s_token = NULL, {bump} WHERE s_account = ?1"
            ),
            params![account.0],
        )?;
        tx.execute(
            &format!(
                "UPDATE game_table SET p_nick = '', p_token = NULL, {bump} WHERE p_account = ?1"
            ),
            params![account.0],
        )?;
        tx.commit()?;
        Ok(ids)
    }

    /// Seconds since 1970, for new tables.
    pub fn now() -> i64 {
        now()
    }
}
