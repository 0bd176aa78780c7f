//! The tables in PostgreSQL (`game_table`, `game_move`, `chat`,
//! [`super::schema`]), the same calls as SQLite's with the same answers, so
//! that several instances share their games. Two moves for the same ply,
//! sent to two instances at once, are told apart by the ply check in the
//! table's `UPDATE`: the row is locked by the first, and the second finds
//! the ply gone and stores nothing.

use super::super::{AccountId, StoreFuture, TableStore};
use super::PostgresStorage;
use crate::play::PlayState;
use crate::storage::sqlite::tables::{play_json, read_play};
use crate::store::{ChatLine, LobbyRow, SeatRow, TableRow, Waiting, deleted_player, now};
use suffragetto_core::piece::Side;
use tokio_postgres::Row;

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

const SELECT_TABLE: &str = "SELECT id, variant, first, created, s_nick, s_token, s_agent, p_nick, p_token, p_agent, resigned, setup, private, rematch, play,
        s_account, COALESCE(s_account IS NOT NULL AND s_nick = '', FALSE),
        p_account, COALESCE(p_account IS NOT NULL AND p_nick = '', FALSE)
 FROM game_table WHERE id = $1";

fn table_of(r: &Row) -> TableRow {
    TableRow {
        id: r.get(0),
        variant: r.get(1),
        first: r.get(2),
        created: r.get(3),
        s: SeatRow {
            nickname: r.get(4),
            token: r.get(5),
            agent: r.get(6),
            account: r.get::<_, Option<i64>>(15).map(AccountId),
            deleted: r.get(16),
        },
        p: SeatRow {
            nickname: r.get(7),
            token: r.get(8),
            agent: r.get(9),
            account: r.get::<_, Option<i64>>(17).map(AccountId),
            deleted: r.get(18),
        },
        resigned: r.get(10),
        setup: r.get(11),
        moves: Vec::new(),
        chat: Vec::new(),
        private: r.get(12),
        rematch: r.get(13),
        play: read_play(r.get(14)),
    }
}

impl TableStore for PostgresStorage {
    fn shared(&self) -> bool {
        true
    }

    fn insert_table(&self, t: TableRow) -> StoreFuture<'_, ()> {
        Box::pin(async move {
            self.client()
                .await?
                .execute(
                    "INSERT INTO game_table (id, variant, first, created, updated, s_nick, s_token, s_agent, p_nick, p_token, p_agent, setup, private, play, s_account, p_account)
                     VALUES ($1, $2, $3, $4, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15)",
                    &[
                        &t.id, &t.variant, &t.first, &t.created, &t.s.nickname, &t.s.token,
                        &t.s.agent, &t.p.nickname, &t.p.token, &t.p.agent, &t.setup, &t.private,
                        &play_json(&t.play), &t.s.account.map(|a| a.0), &t.p.account.map(|a| a.0),
                    ],
                )
                .await?;
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
        Box::pin(async move {
            let sql = match side {
                Side::Suffragettes => {
                    "UPDATE game_table SET s_nick = $2, s_token = $3, s_agent = $4, updated = $5, play = $6, s_account = $7 WHERE id = $1"
                }
                Side::Police => {
                    "UPDATE game_table SET p_nick = $2, p_token = $3, p_agent = $4, updated = $5, play = $6, p_account = $7 WHERE id = $1"
                }
            };
            self.client()
                .await?
                .execute(
                    sql,
                    &[
                        &id,
                        &seat.nickname,
                        &seat.token,
                        &seat.agent,
                        &now(),
                        &play_json(&play),
                        &seat.account.map(|a| a.0),
                    ],
                )
                .await?;
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
        after: crate::table::Version,
    ) -> StoreFuture<'_, bool> {
        Box::pin(async move {
            let mut client = self.client().await?;
            let tx = client.transaction().await?;
            let ply = ply as i64;
            // The ply check: of two moves for one ply, the second waits for
            // the first's row lock, then finds the ply gone.
            let changed = tx
                .execute(
                    "UPDATE game_table SET plies = $2 + 1, result = $3, updated = $4, play = $5 WHERE id = $1 AND plies = $2",
                    &[&id, &ply, &result.map(letter), &now(), &play_json(&play)],
                )
                .await?;
            if changed != 1 {
                return Ok(false);
            }
            tx.execute(
                "INSERT INTO game_move (table_id, ply, text) VALUES ($1, $2, $3)",
                &[&id, &ply, &text],
            )
            .await?;
            // The other instances hear of the move when, and only if, it
            // commits: an instance that dies after the commit and before
            // anything else has still told them.
            if let Some(origin) = self.origin() {
                let change = super::notify::TableChanged {
                    table: id.clone(),
                    ply: after.ply as u64,
                    change: after.change as u64,
                    origin: origin.to_string(),
                };
                super::notify::send(&*tx, &change).await?;
            }
            tx.commit().await?;
            Ok(true)
        })
    }

    fn set_play(&self, id: String, play: PlayState, result: Option<Side>) -> StoreFuture<'_, ()> {
        Box::pin(async move {
            self.client()
                .await?
                .execute(
                    "UPDATE game_table SET play = $2, result = $3, updated = $4 WHERE id = $1",
                    &[&id, &play_json(&play), &result.map(letter), &now()],
                )
                .await?;
            Ok(())
        })
    }

    fn take_back(&self, id: String, plies: usize, play: PlayState) -> StoreFuture<'_, ()> {
        Box::pin(async move {
            let mut client = self.client().await?;
            let tx = client.transaction().await?;
            let plies = plies as i64;
            tx.execute(
                "DELETE FROM game_move WHERE table_id = $1 AND ply >= $2",
                &[&id, &plies],
            )
            .await?;
            tx.execute(
                "UPDATE game_table SET plies = $2, play = $3, updated = $4 WHERE id = $1",
                &[&id, &plies, &play_json(&play), &now()],
            )
            .await?;
            tx.commit().await?;
            Ok(())
        })
    }

    fn resign(&self, id: String, side: Side, play: PlayState) -> StoreFuture<'_, ()> {
        Box::pin(async move {
            self.client()
                .await?
                .execute(
                    "UPDATE game_table SET resigned = $2, result = $3, updated = $4, play = $5 WHERE id = $1",
                    &[&id, &letter(side), &letter(side.opponent()), &now(), &play_json(&play)],
                )
                .await?;
            Ok(())
        })
    }

    fn set_rematch(&self, id: String, rematch: String) -> StoreFuture<'_, ()> {
        Box::pin(async move {
            self.client()
                .await?
                .execute(
                    "UPDATE game_table SET rematch = $2, updated = $3 WHERE id = $1",
                    &[&id, &rematch, &now()],
                )
                .await?;
            Ok(())
        })
    }

    fn push_chat(&self, id: String, seq: usize, line: ChatLine) -> StoreFuture<'_, ()> {
        Box::pin(async move {
            self.client()
                .await?
                .execute(
                    "INSERT INTO chat (table_id, seq, side, nick, text, at) VALUES ($1, $2, $3, $4, $5, $6)",
                    &[&id, &(seq as i64), &line.side, &line.nick, &line.text, &line.at],
                )
                .await?;
            Ok(())
        })
    }

    fn composed(&self, id: String) -> StoreFuture<'_, Option<bool>> {
        Box::pin(async move {
            let row = self
                .client()
                .await?
                .query_opt(
                    "SELECT setup IS NOT NULL FROM game_table WHERE id = $1",
                    &[&id],
                )
                .await?;
            Ok(row.map(|r| r.get(0)))
        })
    }

    fn load(&self, id: String) -> StoreFuture<'_, Option<TableRow>> {
        Box::pin(async move {
            let mut client = self.client().await?;
            // One snapshot for the row, its moves and its chat.
            let tx = client
                .build_transaction()
                .isolation_level(tokio_postgres::IsolationLevel::RepeatableRead)
                .read_only(true)
                .start()
                .await?;
            let Some(row) = tx.query_opt(SELECT_TABLE, &[&id]).await? else {
                return Ok(None);
            };
            let mut table = table_of(&row);
            table.moves = tx
                .query(
                    "SELECT text FROM game_move WHERE table_id = $1 ORDER BY ply",
                    &[&id],
                )
                .await?
                .iter()
                .map(|r| r.get(0))
                .collect();
            table.chat = tx
                .query(
                    "SELECT side, nick, text, at FROM chat WHERE table_id = $1 ORDER BY seq",
                    &[&id],
                )
                .await?
                .iter()
                .map(|r| ChatLine {
                    side: r.get(0),
                    nick: r.get(1),
                    text: r.get(2),
                    at: r.get(3),
                })
                .collect();
            tx.commit().await?;
            Ok(Some(table))
        })
    }

    fn lobby(&self, limit: usize) -> StoreFuture<'_, Vec<LobbyRow>> {
        Box::pin(async move {
            let rows = self
                .client()
                .await?
                .query(
                    "SELECT id, variant, CASE WHEN s_account IS NOT NULL AND s_nick = '' THEN $2 ELSE COALESCE(s_nick, 'Computer, ' || s_agent) END,
                            CASE WHEN p_account IS NOT NULL AND p_nick = '' THEN $2 ELSE COALESCE(p_nick, 'Computer, ' || p_agent) END, plies, result, updated, play,
                            s_account IS NOT NULL AND s_nick <> '', p_account IS NOT NULL AND p_nick <> '',
                            s_account IS NOT NULL AND s_nick = '', p_account IS NOT NULL AND p_nick = ''
                     FROM game_table
                     WHERE NOT private ORDER BY result IS NOT NULL, updated DESC, n DESC LIMIT $1",
                    &[&(limit as i64), &deleted_player()],
                )
                .await?;
            Ok(rows
                .iter()
                .map(|r| {
                    let gone: [Option<bool>; 2] = [r.get(10), r.get(11)];
                    LobbyRow {
                        id: r.get(0),
                        variant: r.get(1),
                        suffragettes: r.get(2),
                        police: r.get(3),
                        plies: r.get(4),
                        result: r.get(5),
                        updated: r.get(6),
                        play: read_play(r.get(7)),
                        signed_in: [
                            r.get::<_, Option<bool>>(8).unwrap_or(false),
                            r.get::<_, Option<bool>>(9).unwrap_or(false),
                        ],
                        deleted: Side::BOTH
                            .into_iter()
                            .filter(|&s| gone[crate::play::at(s)].unwrap_or(false))
                            .collect(),
                    }
                })
                .collect())
        })
    }

    fn waiting(&self, variant: Option<String>, limit: usize) -> StoreFuture<'_, Vec<Waiting>> {
        Box::pin(async move {
            let rows = self
                .client()
                .await?
                .query(
                    "SELECT id, variant, created, s_nick, p_nick, play FROM game_table
                     WHERE NOT private AND plies = 0 AND result IS NULL AND s_agent IS NULL AND p_agent IS NULL
                       AND (s_nick IS NULL OR p_nick IS NULL) AND ($1::TEXT IS NULL OR variant = $1)
                     ORDER BY created, n LIMIT $2",
                    &[&variant, &(limit as i64)],
                )
                .await?;
            Ok(rows
                .iter()
                .map(|r| {
                    let s: Option<String> = r.get(3);
                    let p: Option<String> = r.get(4);
                    Waiting {
                        id: r.get(0),
                        variant: r.get(1),
                        created: r.get(2),
                        free: side_of(s.is_none()),
                        nickname: s.or(p).unwrap_or_default(),
                        play: read_play(r.get(5)),
                    }
                })
                .collect())
        })
    }

    fn clocked(&self, limit: usize) -> StoreFuture<'_, Vec<String>> {
        Box::pin(async move {
            let rows = self
                .client()
                .await?
                .query(
                    "SELECT id FROM game_table WHERE result IS NULL AND play LIKE '%\"clock\":{%' ORDER BY updated DESC LIMIT $1",
                    &[&(limit as i64)],
                )
                .await?;
            Ok(rows.iter().map(|r| r.get(0)).collect())
        })
    }

    fn account_tables(
        &self,
        account: AccountId,
        limit: usize,
    ) -> StoreFuture<'_, Vec<(String, Side)>> {
        Box::pin(async move {
            let rows = self
                .client()
                .await?
                .query(
                    "SELECT id, s_account IS NOT DISTINCT FROM $1 FROM game_table WHERE s_account = $1 OR p_account = $1
                     ORDER BY updated DESC, id LIMIT $2",
                    &[&account.0, &(limit as i64)],
                )
                .await?;
            Ok(rows.iter().map(|r| (r.get(0), side_of(r.get(1)))).collect())
        })
    }

    fn claim_computer(
        &self,
        id: String,
        ply: usize,
        instance: String,
        until_ms: i64,
        now_ms: i64,
    ) -> StoreFuture<'_, bool> {
        Box::pin(async move {
            let claimed = self
                .client()
                .await?
                .execute(
                    "UPDATE game_table SET computer_by = $3, computer_at = $2, computer_until = $4
                     WHERE id = $1 AND plies = $2 AND result IS NULL
                       AND (computer_by IS NULL OR computer_by = $3 OR computer_at <> $2 OR computer_until < $5)",
                    &[&id, &(ply as i64), &instance, &until_ms, &now_ms],
                )
                .await?;
            Ok(claimed == 1)
        })
    }

    fn forget_account(&self, account: AccountId) -> StoreFuture<'_, Vec<String>> {
        Box::pin(async move {
            let mut client = self.client().await?;
            let tx = client.transaction().await?;
            let ids: Vec<String> = tx
                .query(
                    "SELECT id FROM game_table WHERE s_account = $1 OR p_account = $1 FOR UPDATE",
                    &[&account.0],
                )
                .await?
                .iter()
                .map(|r| r.get(0))
                .collect();
            tx.execute(
                "UPDATE chat SET nick = '' WHERE (side = 'S' AND table_id IN (SELECT id FROM game_table WHERE s_account = $1))
                    OR (side = 'P' AND table_id IN (SELECT id FROM game_table WHERE p_account = $1))",
                &[&account.0],
            )
            .await?;
            // One change more in each table's version, so that pages draw it.
            let bump = "play = jsonb_set(COALESCE(play, '{}')::jsonb, '{events}', to_jsonb(COALESCE((play::jsonb ->> 'events')::BIGINT, 0) + 1))::TEXT";
            tx.execute(
                &format!(
                    "UPDATE game_table SET s_nick = '', s_token = NULL, {bump} WHERE s_account = $1"
                ),
                &[&account.0],
            )
            .await?;
            tx.execute(
                &format!(
                    "UPDATE game_table SET p_nick = '', p_token = NULL, {bump} WHERE p_account = $1"
                ),
                &[&account.0],
            )
            .await?;
            tx.commit().await?;
            Ok(ids)
        })
    }
}
