//! The accounts and sessions in PostgreSQL (tables `account` and
//! `account_session`, [`super::schema`]), the same calls as SQLite's with
//! the same answers. A name taken by two sign-ups at once on two instances
//! is given to one: the other's insert meets the unique keys and is told
//! the name is taken.

use super::super::{
    Account, AccountId, AccountStore, NewAccount, NewSession, SessionRecord, StorageError,
    StoreFuture,
};
use super::PostgresStorage;
use crate::accounts::session::SecretHash;
use tokio_postgres::Row;

fn account_of(r: &Row, at: usize) -> Account {
    Account {
        id: AccountId(r.get(at)),
        name: r.get(at + 1),
        password: r.get(at + 2),
        created: r.get(at + 3),
    }
}

fn session_of(r: &Row) -> SessionRecord {
    SessionRecord {
        handle: r.get(0),
        account: AccountId(r.get(1)),
        created: r.get(2),
        last_seen: r.get(3),
        device: r.get(4),
    }
}

const INSERT_SESSION: &str =
    "INSERT INTO account_session (secret, handle, account_id, created, last_seen, device)
     VALUES ($1, $2, $3, $4, $4, $5)";

async fn insert_session(
    tx: &tokio_postgres::Transaction<'_>,
    account: AccountId,
    s: &NewSession,
) -> Result<u64, StorageError> {
    Ok(tx
        .execute(
            INSERT_SESSION,
            &[
                &&s.secret.0[..],
                &s.handle,
                &account.0,
                &s.created,
                &s.device,
            ],
        )
        .await?)
}

/// Runs one statement on a connection from the pool; the rows it changed.
async fn execute(
    db: &PostgresStorage,
    sql: &str,
    params: &[&(dyn tokio_postgres::types::ToSql + Sync)],
) -> Result<u64, StorageError> {
    Ok(db.client().await?.execute(sql, params).await?)
}

impl AccountStore for PostgresStorage {
    fn create_account(
        &self,
        new: NewAccount,
        first: NewSession,
    ) -> StoreFuture<'_, Option<AccountId>> {
        Box::pin(async move {
            let mut client = self.client().await?;
            let tx = client.transaction().await?;
            // Any unique key met (the name's key or its look) means taken.
            let row = tx
                .query_opt(
                    "INSERT INTO account (name, name_key, look, password, created)
                     VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING RETURNING id",
                    &[
                        &new.name.shown,
                        &new.name.key,
                        &new.name.look,
                        &new.password,
                        &new.created,
                    ],
                )
                .await?;
            let Some(row) = row else {
                return Ok(None);
            };
            let id = AccountId(row.get(0));
            insert_session(&tx, id, &first).await?;
            tx.commit().await?;
            Ok(Some(id))
        })
    }

    fn account_by_key(&self, key: String) -> StoreFuture<'_, Option<Account>> {
        Box::pin(async move {
            let row = self
                .client()
                .await?
                .query_opt(
                    "SELECT id, name, password, created FROM account
                     WHERE name_key = $1 AND password IS NOT NULL",
                    &[&key],
                )
                .await?;
            Ok(row.map(|r| account_of(&r, 0)))
        })
    }

    fn session(&self, secret: SecretHash) -> StoreFuture<'_, Option<(SessionRecord, Account)>> {
        Box::pin(async move {
            let row = self
                .client()
                .await?
                .query_opt(
                    "SELECT s.handle, s.account_id, s.created, s.last_seen, s.device,
                            a.id, a.name, a.password, a.created
                     FROM account_session s JOIN account a ON a.id = s.account_id
                     WHERE s.secret = $1 AND a.password IS NOT NULL",
                    &[&&secret.0[..]],
                )
                .await?;
            Ok(row.map(|r| (session_of(&r), account_of(&r, 5))))
        })
    }

    fn start_session(
        &self,
        account: AccountId,
        session: NewSession,
        replacing: Option<SecretHash>,
    ) -> StoreFuture<'_, ()> {
        Box::pin(async move {
            let mut client = self.client().await?;
            let tx = client.transaction().await?;
            if let Some(old) = replacing {
                tx.execute(
                    "DELETE FROM account_session WHERE secret = $1",
                    &[&&old.0[..]],
                )
                .await?;
            }
            insert_session(&tx, account, &session).await?;
            Ok(tx.commit().await?)
        })
    }

    fn touch_session(&self, secret: SecretHash, now: i64) -> StoreFuture<'_, ()> {
        Box::pin(async move {
            execute(
                self,
                "UPDATE account_session SET last_seen = $2 WHERE secret = $1",
                &[&&secret.0[..], &now],
            )
            .await
            .map(drop)
        })
    }

    fn sessions(&self, account: AccountId) -> StoreFuture<'_, Vec<SessionRecord>> {
        Box::pin(async move {
            let rows = self
                .client()
                .await?
                .query(
                    "SELECT handle, account_id, created, last_seen, device FROM account_session
                     WHERE account_id = $1 ORDER BY last_seen DESC, created DESC",
                    &[&account.0],
                )
                .await?;
            Ok(rows.iter().map(session_of).collect())
        })
    }

    fn end_session(&self, account: AccountId, handle: String) -> StoreFuture<'_, bool> {
        Box::pin(async move {
            let n = execute(
                self,
                "DELETE FROM account_session WHERE account_id = $1 AND handle = $2",
                &[&account.0, &handle],
            )
            .await?;
            Ok(n > 0)
        })
    }

    fn end_session_by_secret(&self, secret: SecretHash) -> StoreFuture<'_, ()> {
        Box::pin(async move {
            execute(
                self,
                "DELETE FROM account_session WHERE secret = $1",
                &[&&secret.0[..]],
            )
            .await
            .map(drop)
        })
    }

    fn change_password(
        &self,
        account: AccountId,
        password: String,
        session: NewSession,
    ) -> StoreFuture<'_, ()> {
        Box::pin(async move {
            let mut client = self.client().await?;
            let tx = client.transaction().await?;
            tx.execute(
                "UPDATE account SET password = $2 WHERE id = $1",
                &[&account.0, &password],
            )
            .await?;
            tx.execute(
                "DELETE FROM account_session WHERE account_id = $1",
                &[&account.0],
            )
            .await?;
            insert_session(&tx, account, &session).await?;
            Ok(tx.commit().await?)
        })
    }

    fn rehash_password(&self, account: AccountId, password: String) -> StoreFuture<'_, ()> {
        Box::pin(async move {
            execute(
                self,
                "UPDATE account SET password = $2 WHERE id = $1 AND password IS NOT NULL",
                &[&account.0, &password],
            )
            .await
            .map(drop)
        })
    }

    fn delete_account(&self, account: AccountId, at: i64) -> StoreFuture<'_, ()> {
        Box::pin(async move {
            let mut client = self.client().await?;
            let tx = client.transaction().await?;
            tx.execute(
                "DELETE FROM account_session WHERE account_id = $1",
                &[&account.0],
            )
            .await?;
            tx.execute(
                "UPDATE account SET name = NULL, name_key = NULL, look = NULL,
                 password = NULL, deleted = $2 WHERE id = $1",
                &[&account.0, &at],
            )
            .await?;
            Ok(tx.commit().await?)
        })
    }

    fn sweep_sessions(&self, idle_before: i64, created_before: i64) -> StoreFuture<'_, usize> {
        Box::pin(async move {
            let n = execute(
                self,
                "DELETE FROM account_session WHERE last_seen < $1 OR created < $2",
                &[&idle_before, &created_before],
            )
            .await?;
            Ok(usize::try_from(n).unwrap_or(usize::MAX))
        })
    }
}
