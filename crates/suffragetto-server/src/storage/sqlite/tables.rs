//! The tables in SQLite (`game_table`, `game_move`, `chat`,
//! `crate::schema`), on the storage's own thread.

use super::super::{AccountId, StoreFuture, TableStore};
use super::SqliteStorage;
use crate::play::PlayState;
use crate::store::{ChatLine, LobbyRow, SeatRow, TableRow, Waiting, deleted_player, now};
use rusqlite::{Connection, OptionalExtension, params};
use suffragetto_core::piece::Side;

/// The stored form of `play`.
pub(crate) fn play_json(play: &PlayState) -> String {
    serde_json::to_string(play).unwrap_or_else(|_| "{}".into())
}

/// `play` as stored (`NULL` from a server before it: no clock, nothing
/// pending).
pub(crate) fn read_play(text: Option<String>) -> PlayState {
    text.and_then(|t| serde_json::from_str(&t).ok())
        .unwrap_or_default()
}

/// A side as stored: its letter.
fn letter(side: Side) -> String {
    side.letter().to_string()
}

fn side_of(suffragettes: bool) -> Side {
    if suffragettes {
        Side::Suffragettes
    } else {
        Side::Police
    }
}

fn load(conn: &Connection, id: &str) -> rusqlite::Result<Option<TableRow>> {
    let row = conn
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
    row.moves = conn
        .prepare("SELECT text FROM game_move WHERE table_id = ?1 ORDER BY ply")?
        .query_map(params![id], |r| r.get(0))?
        .collect::<Result<_, _>>()?;
    row.chat = conn
        .prepare("SELECT side, nick, text, at FROM chat WHERE table_id = ?1 ORDER BY seq")?
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

impl TableStore for SqliteStorage {
    fn insert_table(&self, t: TableRow) -> StoreFuture<'_, ()> {
        self.worker.call(move |conn| {
            conn.execute(
                "INSERT INTO game_table (id, variant, first, created, updated, s_nick, s_token, s_agent, p_nick, p_token, p_agent, setup, private, play, s_account, p_account)
                 VALUES (?1, ?2, ?3, ?4, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15)",
                params![
                    t.id, t.variant, t.first, t.created, t.s.nickname, t.s.token, t.s.agent,
                    t.p.nickname, t.p.token, t.p.agent, t.setup, t.private, play_json(&t.play),
                    t.s.account.map(|a| a.0), t.p.account.map(|a| a.0)
                ],
            )?;
            Ok(())
        })
    }

    fn set_seat(
        &self,
        id: String,
        side: Side,
        seat: SeatRow,
        play: PlayState,
    ) -> StoreFuture<'_, ()> {
        self.worker.call(move |conn| {
            let sql = match side {
                Side::Suffragettes => {
                    "UPDATE game_table SET s_nick = ?2, s_token = ?3, s_agent = ?4, updated = ?5, play = ?6, s_account = ?7 WHERE id = ?1"
                }
                Side::Police => {
                    "UPDATE game_table SET p_nick = ?2, p_token = ?3, p_agent = ?4, updated = ?5, play = ?6, p_account = ?7 WHERE id = ?1"
                }
            };
            conn.execute(
                sql,
                params![
                    id,
                    seat.nickname,
                    seat.token,
                    seat.agent,
                    now(),
                    play_json(&play),
                    seat.account.map(|a| a.0)
                ],
            )?;
            Ok(())
        })
    }

    fn push_move(
        &self,
        id: String,
        ply: usize,
        text: String,
        result: Option<Side>,
        play: PlayState,
        _after: crate::table::Version,
    ) -> StoreFuture<'_, bool> {
        // One file, one instance: there is nobody else to tell.
        self.worker.call(move |conn| {
            let tx = conn.transaction()?;
            // The ply check first: a move for a ply already played (or
            // taken back past) changes nothing.
            let changed = tx.execute(
                "UPDATE game_table SET plies = ?2 + 1, result = ?3, updated = ?4, play = ?5 WHERE id = ?1 AND plies = ?2",
                params![id, ply as i64, result.map(letter), now(), play_json(&play)],
            )?;
            if changed != 1 {
                return Ok(false);
            }
            tx.execute(
                "INSERT INTO game_move (table_id, ply, text) VALUES (?1, ?2, ?3)",
                params![id, ply as i64, text],
            )?;
            tx.commit()?;
            Ok(true)
        })
    }

    fn set_play(&self, id: String, play: PlayState, result: Option<Side>) -> StoreFuture<'_, ()> {
        self.worker.call(move |conn| {
            conn.execute(
                "UPDATE game_table SET play = ?2, result = ?3, updated = ?4 WHERE id = ?1",
                params![id, play_json(&play), result.map(letter), now()],
            )?;
            Ok(())
        })
    }

    fn take_back(&self, id: String, plies: usize, play: PlayState) -> StoreFuture<'_, ()> {
        self.worker.call(move |conn| {
            let tx = conn.transaction()?;
            tx.execute(
                "DELETE FROM game_move WHERE table_id = ?1 AND ply >= ?2",
                params![id, plies as i64],
            )?;
            tx.execute(
                "UPDATE game_table SET plies = ?2, play = ?3, updated = ?4 WHERE id = ?1",
                params![id, plies as i64, play_json(&play), now()],
            )?;
            tx.commit()
        })
    }

    fn resign(&self, id: String, side: Side, play: PlayState) -> StoreFuture<'_, ()> {
        self.worker.call(move |conn| {
            conn.execute(
                "UPDATE game_table SET resigned = ?2, result = ?3, updated = ?4, play = ?5 WHERE id = ?1",
                params![id, letter(side), letter(side.opponent()), now(), play_json(&play)],
            )?;
            Ok(())
        })
    }

    fn set_rematch(&self, id: String, rematch: String) -> StoreFuture<'_, ()> {
        self.worker.call(move |conn| {
            conn.execute(
                "UPDATE game_table SET rematch = ?2, updated = ?3 WHERE id = ?1",
                params![id, rematch, now()],
            )?;
            Ok(())
        })
    }

    fn push_chat(&self, id: String, seq: usize, line: ChatLine) -> StoreFuture<'_, ()> {
        self.worker.call(move |conn| {
            conn.execute(
                "INSERT INTO chat (table_id, seq, side, nick, text, at) VALUES (?1, ?2, ?3, ?4, ?5, ?6)",
                params![id, seq as i64, line.side, line.nick, line.text, line.at],
            )?;
            Ok(())
        })
    }

    fn composed(&self, id: String) -> StoreFuture<'_, Option<bool>> {
        self.worker.call(move |conn| {
            conn.query_row(
                "SELECT setup IS NOT NULL FROM game_table WHERE id = ?1",
                params![id],
                |r| r.get(0),
            )
            .optional()
        })
    }

    fn load(&self, id: String) -> StoreFuture<'_, Option<TableRow>> {
        self.worker.call(move |conn| load(conn, &id))
    }

    fn lobby(&self, limit: usize) -> StoreFuture<'_, Vec<LobbyRow>> {
        self.worker.call(move |conn| {
            let mut st = conn.prepare(
                "SELECT id, variant, CASE WHEN s_account IS NOT NULL AND s_nick = '' THEN ?2 ELSE COALESCE(s_nick, 'Computer, ' || s_agent) END,
                        CASE WHEN p_account IS NOT NULL AND p_nick = '' THEN ?2 ELSE COALESCE(p_nick, 'Computer, ' || p_agent) END, plies, result, updated, play,
                        s_account IS NOT NULL AND s_nick <> '', p_account IS NOT NULL AND p_nick <> '',
                        s_account IS NOT NULL AND s_nick = '', p_account IS NOT NULL AND p_nick = ''
                 FROM game_table
                 WHERE private = 0 ORDER BY result IS NOT NULL, updated DESC LIMIT ?1",
            )?;
            st.query_map(params![limit as i64, deleted_player()], |r| {
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
                    deleted: Side::BOTH
                        .into_iter()
                        .filter(|&s| gone[crate::play::at(s)])
                        .collect(),
                })
            })?
            .collect()
        })
    }

    fn waiting(&self, variant: Option<String>, limit: usize) -> StoreFuture<'_, Vec<Waiting>> {
        self.worker.call(move |conn| {
            let mut st = conn.prepare(
                "SELECT id, variant, created, s_nick, p_nick, play FROM game_table
                 WHERE private = 0 AND plies = 0 AND result IS NULL AND s_agent IS NULL AND p_agent IS NULL
                   AND (s_nick IS NULL OR p_nick IS NULL) AND (?1 IS NULL OR variant = ?1)
                 ORDER BY created, rowid LIMIT ?2",
            )?;
            st.query_map(params![variant, limit as i64], |r| {
                let s: Option<String> = r.get(3)?;
                let p: Option<String> = r.get(4)?;
                Ok(Waiting {
                    id: r.get(0)?,
                    variant: r.get(1)?,
                    created: r.get(2)?,
                    free: side_of(s.is_none()),
                    nickname: s.or(p).unwrap_or_default(),
                    play: read_play(r.get(5)?),
                })
            })?
            .collect()
        })
    }

    fn clocked(&self, limit: usize) -> StoreFuture<'_, Vec<String>> {
        self.worker.call(move |conn| {
            conn.prepare(
                "SELECT id FROM game_table WHERE result IS NULL AND play LIKE '%\"clock\":{%' ORDER BY updated DESC LIMIT ?1",
            )?
            .query_map(params![limit as i64], |r| r.get(0))?
            .collect()
        })
    }

    fn account_tables(
        &self,
        account: AccountId,
        limit: usize,
    ) -> StoreFuture<'_, Vec<(String, Side)>> {
        self.worker.call(move |conn| {
            conn.prepare(
                "SELECT id, s_account = ?1 FROM game_table WHERE s_account = ?1 OR p_account = ?1
                 ORDER BY updated DESC, id LIMIT ?2",
            )?
            .query_map(params![account.0, limit as i64], |r| {
                Ok((r.get(0)?, side_of(r.get(1)?)))
            })?
            .collect()
        })
    }

    fn claim_computer(
        &self,
        _id: String,
        _ply: usize,
        _instance: String,
        _until_ms: i64,
        _now_ms: i64,
    ) -> StoreFuture<'_, bool> {
        // One server on one file: its computer is the only one.
        Box::pin(async { Ok(true) })
    }

    fn forget_account(&self, account: AccountId) -> StoreFuture<'_, Vec<String>> {
        self.worker.call(move |conn| {
            let tx = conn.transaction()?;
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
        })
    }
}

impl SqliteStorage {
    /// SQLite's `synchronous` setting of the storage's connection (2 is
    /// FULL: every commit is synced to the disk).
    pub fn synchronous(&self) -> StoreFuture<'_, i64> {
        self.worker
            .call(|conn| conn.query_row("PRAGMA synchronous", [], |r| r.get(0)))
    }
}
