//! The accounts and sessions in SQLite (tables `account` and
//! `account_session`, `crate::schema`).

use super::super::{
    Account, AccountId, AccountStore, NewAccount, NewSession, SessionRecord, StoreFuture,
};
use super::SqliteStorage;
use crate::accounts::session::SecretHash;
use rusqlite::{Connection, OptionalExtension, params};

fn account_of(r: &rusqlite::Row<'_>, at: usize) -> rusqlite::Result<Account> {
    Ok(Account {
        id: AccountId(r.get(at)?),
        name: r.get(at + 1)?,
        password: r.get(at + 2)?,
        created: r.get(at + 3)?,
    })
}

fn session_of(r: &rusqlite::Row<'_>) -> rusqlite::Result<SessionRecord> {
    Ok(SessionRecord {
        handle: r.get(0)?,
        account: AccountId(r.get(1)?),
        created: r.get(2)?,
        last_seen: r.get(3)?,
        device: r.get(4)?,
    })
}

fn insert_session(
    conn: &Connection,
    account: AccountId,
    s: &NewSession,
) -> rusqlite::Result<usize> {
    conn.execute(
        "INSERT INTO account_session (secret, handle, account_id, created, last_seen, device)
         VALUES (?1, ?2, ?3, ?4, ?4, ?5)",
        params![&s.secret.0[..], s.handle, account.0, s.created, s.device],
    )
}

impl AccountStore for SqliteStorage {
    fn create_account(
        &self,
        new: NewAccount,
        first: NewSession,
    ) -> StoreFuture<'_, Option<AccountId>> {
        self.worker.call(move |conn| {
            let tx = conn.transaction()?;
            let taken: bool = tx.query_row(
                "SELECT EXISTS (SELECT 1 FROM account WHERE name_key = ?1 OR look = ?2)",
                params![new.name.key, new.name.look],
                |r| r.get(0),
            )?;
            if taken {
                return Ok(None);
            }
            tx.execute(
                "INSERT INTO account (name, name_key, look, password, created) VALUES (?1, ?2, ?3, ?4, ?5)",
                params![new.name.shown, new.name.key, new.name.look, new.password, new.created],
            )?;
            let id = AccountId(tx.last_insert_rowid());
            insert_session(&tx, id, &first)?;
            tx.commit()?;
            Ok(Some(id))
        })
    }

    fn account_by_key(&self, key: String) -> StoreFuture<'_, Option<Account>> {
        self.worker.call(move |conn| {
            conn.query_row(
                "SELECT id, name, password, created FROM account WHERE name_key = ?1 AND password IS NOT NULL",
                params![key],
                |r| account_of(r, 0),
            )
            .optional()
        })
    }

    fn session(&self, secret: SecretHash) -> StoreFuture<'_, Option<(SessionRecord, Account)>> {
        self.worker.call(move |conn| {
            conn.query_row(
                "SELECT s.handle, s.account_id, s.created, s.last_seen, s.device, a.id, a.name, a.password, a.created
                 FROM account_session s JOIN account a ON a.id = s.account_id
                 WHERE s.secret = ?1 AND a.password IS NOT NULL",
                params![&secret.0[..]],
                |r| Ok((session_of(r)?, account_of(r, 5)?)),
            )
            .optional()
        })
    }

    fn start_session(
        &self,
        account: AccountId,
        session: NewSession,
        replacing: Option<SecretHash>,
    ) -> StoreFuture<'_, ()> {
        self.worker.call(move |conn| {
            let tx = conn.transaction()?;
            if let Some(old) = replacing {
                tx.execute(
                    "DELETE FROM account_session WHERE secret = ?1",
                    params![&old.0[..]],
                )?;
            }
            insert_session(&tx, account, &session)?;
            tx.commit()
        })
    }

    fn touch_session(&self, secret: SecretHash, now: i64) -> StoreFuture<'_, ()> {
        self.worker.call(move |conn| {
            conn.execute(
                "UPDATE account_session SET last_seen = ?2 WHERE secret = ?1",
                params![&secret.0[..], now],
            )
            .map(drop)
        })
    }

    fn sessions(&self, account: AccountId) -> StoreFuture<'_, Vec<SessionRecord>> {
        self.worker.call(move |conn| {
            conn.prepare(
                "SELECT handle, account_id, created, last_seen, device FROM account_session
                 WHERE account_id = ?1 ORDER BY last_seen DESC, created DESC",
            )?
            .query_map(params![account.0], session_of)?
            .collect()
        })
    }

    fn end_session(&self, account: AccountId, handle: String) -> StoreFuture<'_, bool> {
        self.worker.call(move |conn| {
            Ok(conn.execute(
                "DELETE FROM account_session WHERE account_id = ?1 AND handle = ?2",
                params![account.0, handle],
            )? > 0)
        })
    }

    fn end_session_by_secret(&self, secret: SecretHash) -> StoreFuture<'_, ()> {
        self.worker.call(move |conn| {
            conn.execute(
                "DELETE FROM account_session WHERE secret = ?1",
                params![&secret.0[..]],
            )
            .map(drop)
        })
    }

    fn change_password(
        &self,
        account: AccountId,
        password: String,
        session: NewSession,
    ) -> StoreFuture<'_, ()> {
        self.worker.call(move |conn| {
            let tx = conn.transaction()?;
            tx.execute(
                "UPDATE account SET password = ?2 WHERE id = ?1",
                params![account.0, password],
            )?;
            tx.execute(
                "DELETE FROM account_session WHERE account_id = ?1",
                params![account.0],
            )?;
            insert_session(&tx, account, &session)?;
            tx.commit()
        })
    }

    fn rehash_password(&self, account: AccountId, password: String) -> StoreFuture<'_, ()> {
        self.worker.call(move |conn| {
            conn.execute(
                "UPDATE account SET password = ?2 WHERE id = ?1 AND password IS NOT NULL",
                params![account.0, password],
            )
            .map(drop)
        })
    }

    fn delete_account(&self, account: AccountId, at: i64) -> StoreFuture<'_, ()> {
        self.worker.call(move |conn| {
            let tx = conn.transaction()?;
            tx.execute(
                "DELETE FROM account_session WHERE account_id = ?1",
                params![account.0],
            )?;
            tx.execute(
                "UPDATE account SET name = NULL, name_key = NULL, look = NULL, password = NULL, deleted = ?2 WHERE id = ?1",
                params![account.0, at],
            )?;
            tx.commit()
        })
    }

    fn sweep_sessions(&self, idle_before: i64, created_before: i64) -> StoreFuture<'_, usize> {
        self.worker.call(move |conn| {
            conn.execute(
                "DELETE FROM account_session WHERE last_seen < ?1 OR created < ?2",
                params![idle_before, created_before],
            )
        })
    }
}
