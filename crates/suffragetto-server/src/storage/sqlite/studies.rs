//! The studies in SQLite (tables `study` and `study_chapter`,
//! `crate::schema`).

use super::super::{
    AccountId, ChapterRow, NewStudy, StoreFuture, StudyRow, StudyStore, StudySummary,
};
use super::SqliteStorage;
use crate::accounts::session::SecretHash;
use rusqlite::{OptionalExtension, params};

impl StudyStore for SqliteStorage {
    fn create_study(&self, s: NewStudy) -> StoreFuture<'_, ()> {
        self.worker.call(move |conn| {
            let tx = conn.transaction()?;
            tx.execute(
                "INSERT INTO study (id, title, edit_hash, owner, created, updated)
                 VALUES (?1, ?2, ?3, ?4, ?5, ?5)",
                params![
                    s.id,
                    s.title,
                    &s.edit.0[..],
                    s.owner.map(|o| o.0),
                    s.created
                ],
            )?;
            for (n, c) in s.chapters.iter().enumerate() {
                tx.execute(
                    "INSERT INTO study_chapter (study_id, n, name, variant, sgn)
                     VALUES (?1, ?2, ?3, ?4, ?5)",
                    params![s.id, n as i64, c.name, c.variant, c.sgn],
                )?;
            }
            tx.commit()
        })
    }

    fn study(&self, id: String) -> StoreFuture<'_, Option<StudyRow>> {
        self.worker.call(move |conn| {
            let row = conn
                .query_row(
                    "SELECT id, title, edit_hash, owner, created, updated, present FROM study WHERE id = ?1",
                    params![id],
                    |r| {
                        let hash: Vec<u8> = r.get(2)?;
                        let mut edit = [0u8; 32];
                        if hash.len() == 32 {
                            edit.copy_from_slice(&hash);
                        }
                        Ok(StudyRow {
                            id: r.get(0)?,
                            title: r.get(1)?,
                            edit: SecretHash(edit),
                            owner: r.get::<_, Option<i64>>(3)?.map(AccountId),
                            created: r.get(4)?,
                            updated: r.get(5)?,
                            present: r.get(6)?,
                            chapters: Vec::new(),
                        })
                    },
                )
                .optional()?;
            let Some(mut row) = row else {
                return Ok(None);
            };
            row.chapters = conn
                .prepare(
                    "SELECT name, variant, sgn FROM study_chapter WHERE study_id = ?1 ORDER BY n",
                )?
                .query_map(params![id], |r| {
                    Ok(ChapterRow {
                        name: r.get(0)?,
                        variant: r.get(1)?,
                        sgn: r.get(2)?,
                    })
                })?
                .collect::<Result<_, _>>()?;
            Ok(Some(row))
        })
    }

    fn put_chapter(&self, id: String, n: usize, c: ChapterRow, at: i64) -> StoreFuture<'_, bool> {
        self.worker.call(move |conn| {
            let tx = conn.transaction()?;
            let have: Option<i64> = tx
                .query_row(
                    "SELECT (SELECT COUNT(*) FROM study_chapter WHERE study_id = ?1) FROM study WHERE id = ?1",
                    params![id],
                    |r| r.get(0),
                )
                .optional()?;
            match have {
                Some(count) if (n as i64) <= count => {}
                _ => return Ok(false),
            }
            tx.execute(
                "INSERT INTO study_chapter (study_id, n, name, variant, sgn) VALUES (?1, ?2, ?3, ?4, ?5)
                 ON CONFLICT (study_id, n) DO UPDATE SET name = ?3, variant = ?4, sgn = ?5",
                params![id, n as i64, c.name, c.variant, c.sgn],
            )?;
            tx.execute(
                "UPDATE study SET updated = ?2 WHERE id = ?1",
                params![id, at],
            )?;
            tx.commit()?;
            Ok(true)
        })
    }

    fn set_present(&self, id: String, present: Option<String>) -> StoreFuture<'_, bool> {
        self.worker.call(move |conn| {
            conn.execute(
                "UPDATE study SET present = ?2 WHERE id = ?1",
                params![id, present],
            )
            .map(|n| n == 1)
        })
    }

    fn rename_study(&self, id: String, title: String, at: i64) -> StoreFuture<'_, bool> {
        self.worker.call(move |conn| {
            conn.execute(
                "UPDATE study SET title = ?2, updated = ?3 WHERE id = ?1",
                params![id, title, at],
            )
            .map(|n| n == 1)
        })
    }

    fn set_chapters(
        &self,
        id: String,
        chapters: Vec<ChapterRow>,
        at: i64,
    ) -> StoreFuture<'_, bool> {
        self.worker.call(move |conn| {
            let tx = conn.transaction()?;
            if tx.execute(
                "UPDATE study SET updated = ?2 WHERE id = ?1",
                params![id, at],
            )? != 1
            {
                return Ok(false);
            }
            tx.execute("DELETE FROM study_chapter WHERE study_id = ?1", params![id])?;
            for (n, c) in chapters.iter().enumerate() {
                tx.execute(
                    "INSERT INTO study_chapter (study_id, n, name, variant, sgn)
                     VALUES (?1, ?2, ?3, ?4, ?5)",
                    params![id, n as i64, c.name, c.variant, c.sgn],
                )?;
            }
            tx.commit()?;
            Ok(true)
        })
    }

    fn delete_study(&self, id: String) -> StoreFuture<'_, bool> {
        self.worker.call(move |conn| {
            let tx = conn.transaction()?;
            tx.execute("DELETE FROM study_chapter WHERE study_id = ?1", params![id])?;
            let n = tx.execute("DELETE FROM study WHERE id = ?1", params![id])?;
            tx.commit()?;
            Ok(n == 1)
        })
    }

    fn studies_of(&self, owner: AccountId) -> StoreFuture<'_, Vec<StudySummary>> {
        self.worker.call(move |conn| {
            conn.prepare(
                "SELECT s.id, s.title, (SELECT COUNT(*) FROM study_chapter c WHERE c.study_id = s.id), s.updated
                 FROM study s WHERE s.owner = ?1 ORDER BY s.updated DESC, s.id",
            )?
            .query_map(params![owner.0], |r| {
                Ok(StudySummary {
                    id: r.get(0)?,
                    title: r.get(1)?,
                    chapters: r.get::<_, i64>(2)? as usize,
                    updated: r.get(3)?,
                })
            })?
            .collect()
        })
    }
}
