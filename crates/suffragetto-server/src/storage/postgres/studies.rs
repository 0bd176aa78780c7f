//! The studies in PostgreSQL (tables `study` and `study_chapter`,
//! [`super::schema`]'s step 2), the same calls as SQLite's with the same
//! answers, each change one transaction. A chapter added by two editors at
//! once on two instances is added once: the study's row is locked while
//! its chapters are counted.

use super::super::{
    AccountId, ChapterRow, NewStudy, StoreFuture, StudyRow, StudyStore, StudySummary,
};
use super::PostgresStorage;
use crate::accounts::session::SecretHash;

fn hash_of(bytes: &[u8]) -> SecretHash {
    let mut edit = [0u8; 32];
    if bytes.len() == 32 {
        edit.copy_from_slice(bytes);
    }
    SecretHash(edit)
}

impl StudyStore for PostgresStorage {
    fn create_study(&self, s: NewStudy) -> StoreFuture<'_, ()> {
        Box::pin(async move {
            let mut client = self.client().await?;
            let tx = client.transaction().await?;
            tx.execute(
                "INSERT INTO study (id, title, edit_hash, owner, created, updated)
                 VALUES ($1, $2, $3, $4, $5, $5)",
                &[
                    &s.id,
                    &s.title,
                    &&s.edit.0[..],
                    &s.owner.map(|o| o.0),
                    &s.created,
                ],
            )
            .await?;
            for (n, c) in s.chapters.iter().enumerate() {
                tx.execute(
                    "INSERT INTO study_chapter (study_id, n, name, variant, sgn)
                     VALUES ($1, $2, $3, $4, $5)",
                    &[&s.id, &(n as i64), &c.name, &c.variant, &c.sgn],
                )
                .await?;
            }
            tx.commit().await?;
            Ok(())
        })
    }

    fn study(&self, id: String) -> StoreFuture<'_, Option<StudyRow>> {
        Box::pin(async move {
            let client = self.client().await?;
            let Some(r) = client
                .query_opt(
                    "SELECT id, title, edit_hash, owner, created, updated, present
                     FROM study WHERE id = $1",
                    &[&id],
                )
                .await?
            else {
                return Ok(None);
            };
            let chapters = client
                .query(
                    "SELECT name, variant, sgn FROM study_chapter WHERE study_id = $1 ORDER BY n",
                    &[&id],
                )
                .await?
                .iter()
                .map(|c| ChapterRow {
                    name: c.get(0),
                    variant: c.get(1),
                    sgn: c.get(2),
                })
                .collect();
            Ok(Some(StudyRow {
                id: r.get(0),
                title: r.get(1),
                edit: hash_of(r.get::<_, &[u8]>(2)),
                owner: r.get::<_, Option<i64>>(3).map(AccountId),
                created: r.get(4),
                updated: r.get(5),
                present: r.get(6),
                chapters,
            }))
        })
    }

    fn put_chapter(&self, id: String, n: usize, c: ChapterRow, at: i64) -> StoreFuture<'_, bool> {
        Box::pin(async move {
            let mut client = self.client().await?;
            let tx = client.transaction().await?;
            // The study's row, locked: chapters added at once are counted
            // one after the other.
            if tx
                .query_opt("SELECT 1 FROM study WHERE id = $1 FOR UPDATE", &[&id])
                .await?
                .is_none()
            {
                return Ok(false);
            }
            let count: i64 = tx
                .query_one(
                    "SELECT COUNT(*) FROM study_chapter WHERE study_id = $1",
                    &[&id],
                )
                .await?
                .get(0);
            if n as i64 > count {
                return Ok(false);
            }
            tx.execute(
                "INSERT INTO study_chapter (study_id, n, name, variant, sgn) VALUES ($1, $2, $3, $4, $5)
                 ON CONFLICT (study_id, n) DO UPDATE SET name = $3, variant = $4, sgn = $5",
                &[&id, &(n as i64), &c.name, &c.variant, &c.sgn],
            )
            .await?;
            tx.execute("UPDATE study SET updated = $2 WHERE id = $1", &[&id, &at])
                .await?;
            tx.commit().await?;
            Ok(true)
        })
    }

    fn set_present(&self, id: String, present: Option<String>) -> StoreFuture<'_, bool> {
        Box::pin(async move {
            let n = self
                .client()
                .await?
                .execute(
                    "UPDATE study SET present = $2 WHERE id = $1",
                    &[&id, &present],
                )
                .await?;
            Ok(n == 1)
        })
    }

    fn rename_study(&self, id: String, title: String, at: i64) -> StoreFuture<'_, bool> {
        Box::pin(async move {
            let n = self
                .client()
                .await?
                .execute(
                    "UPDATE study SET title = $2, updated = $3 WHERE id = $1",
                    &[&id, &title, &at],
                )
                .await?;
            Ok(n == 1)
        })
    }

    fn set_chapters(
        &self,
        id: String,
        chapters: Vec<ChapterRow>,
        at: i64,
    ) -> StoreFuture<'_, bool> {
        Box::pin(async move {
            let mut client = self.client().await?;
            let tx = client.transaction().await?;
            if tx
                .execute("UPDATE study SET updated = $2 WHERE id = $1", &[&id, &at])
                .await?
                != 1
            {
                return Ok(false);
            }
            tx.execute("DELETE FROM study_chapter WHERE study_id = $1", &[&id])
                .await?;
            for (n, c) in chapters.iter().enumerate() {
                tx.execute(
                    "INSERT INTO study_chapter (study_id, n, name, variant, sgn)
                     VALUES ($1, $2, $3, $4, $5)",
                    &[&id, &(n as i64), &c.name, &c.variant, &c.sgn],
                )
                .await?;
            }
            tx.commit().await?;
            Ok(true)
        })
    }

    fn delete_study(&self, id: String) -> StoreFuture<'_, bool> {
        Box::pin(async move {
            let mut client = self.client().await?;
            let tx = client.transaction().await?;
            tx.execute("DELETE FROM study_chapter WHERE study_id = $1", &[&id])
                .await?;
            let n = tx
                .execute("DELETE FROM study WHERE id = $1", &[&id])
                .await?;
            tx.commit().await?;
            Ok(n == 1)
        })
    }

    fn studies_of(&self, owner: AccountId) -> StoreFuture<'_, Vec<StudySummary>> {
        Box::pin(async move {
            let rows = self
                .client()
                .await?
                .query(
                    "SELECT s.id, s.title,
                            (SELECT COUNT(*) FROM study_chapter c WHERE c.study_id = s.id),
                            s.updated
                     FROM study s WHERE s.owner = $1 ORDER BY s.updated DESC, s.id",
                    &[&owner.0],
                )
                .await?;
            Ok(rows
                .iter()
                .map(|r| StudySummary {
                    id: r.get(0),
                    title: r.get(1),
                    chapters: r.get::<_, i64>(2) as usize,
                    updated: r.get(3),
                })
                .collect())
        })
    }
}
