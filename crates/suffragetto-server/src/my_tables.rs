//! Tables that follow a signed-in player: the seat of a table found from
//! the session (`GET /api/tables/{id}/seat`), "My tables" (the games the
//! account sits at: its move first, then waiting, then finished), all its
//! games' records in one `.sgn` file, the lobby's Active Game Tables (the
//! listed tables of signed-in players with a free seat), and the seats of
//! an account deleted since, shown as a deleted player's.

use super::ServerError;
use super::events::seat_key;
use super::lobby::{LobbyLine, Standing, standing};
use super::state::{AppState, lock};
use super::storage::AccountId;
use super::table::{OutcomeView, SeatView, Table};
use serde::Serialize;
use suffragetto_core::budget::Budget;
use suffragetto_core::piece::Side;

/// Tables listed under My tables (and records exported), at most: the
/// latest changed.
pub const MY_TABLES: usize = 200;

/// Where one of my tables stands for me.
#[derive(Serialize, Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
#[serde(rename_all = "snake_case")]
pub enum MyStanding {
    /// The game goes on and it is my move.
    YourMove,
    /// The game goes on and the other side is to move.
    TheirMove,
    /// The other seat is still free.
    WaitingForOpponent,
    /// Won, lost or aborted.
    Finished,
}

/// One line of My tables.
#[derive(Serialize, Debug)]
pub struct MyTable {
    /// Table id.
    pub id: String,
    /// The table's page.
    pub url: String,
    /// Its record (`.sgn`).
    pub record: String,
    /// Variant id.
    pub variant: String,
    /// Variant title.
    pub variant_title: String,
    /// My side.
    pub side: Side,
    /// The other seat (its nickname none while it is free).
    pub opponent: SeatView,
    /// Where it stands for me.
    pub standing: MyStanding,
    /// Plies played.
    pub plies: usize,
    /// The outcome.
    pub outcome: OutcomeView,
}

impl MyTable {
    fn of(table: &Table, side: Side) -> MyTable {
        let view = table.view();
        let standing = if table.over() {
            MyStanding::Finished
        } else if table.seat(side.opponent()).nickname.is_none()
            && table.seat(side.opponent()).agent.is_none()
        {
            MyStanding::WaitingForOpponent
        } else if table.to_move() == side {
            MyStanding::YourMove
        } else {
            MyStanding::TheirMove
        };
        let id = table.row.id.clone();
        MyTable {
            url: format!("/t/{id}"),
            record: format!("/api/tables/{id}/record.sgn"),
            variant: view.variant,
            variant_title: view.variant_title,
            side,
            opponent: view
                .players
                .into_iter()
                .find(|p| p.side == side.opponent())
                .expect("both seats are in the view"),
            standing,
            plies: table.plies(),
            outcome: view.outcome,
            id,
        }
    }
}

impl AppState {
    /// The side and seat key of `account`'s seat at table `id`, if it has
    /// one (the page of a signed-in player finds its seat so, on any
    /// device). Blocking.
    pub fn seat_of(
        &self,
        id: &str,
        account: AccountId,
    ) -> Result<Option<(Side, String)>, ServerError> {
        let t = self.table(id)?;
        let table = lock(&t);
        Ok(table.side_of_account(account).map(|side| {
            let key = table.seat(side).token.as_deref().map(seat_key);
            (side, key.unwrap_or_default())
        }))
    }

    /// The tables `account` sits at, each loaded and as it stands for
    /// it: its move first, then those waiting (for the other side's move,
    /// then for an opponent), then the finished ones; the latest changed
    /// first within each. A table that no longer loads is left out (and
    /// named in the log). Blocking.
    pub fn my_tables(&self, account: AccountId) -> Result<Vec<MyTable>, ServerError> {
        let mut lines = Vec::new();
        for (id, side) in super::storage::wait(self.store().account_tables(account, MY_TABLES))? {
            match self.table(&id) {
                Ok(t) => lines.push(MyTable::of(&lock(&t), side)),
                Err(e) => eprintln!("my tables: table {id} left out: {e}"),
            }
        }
        // Stable: the store's order (latest changed first) within a standing.
        lines.sort_by_key(|l| l.standing);
        Ok(lines)
    }

    /// The records of every game `account` sat at, the latest changed
    /// first, in one `.sgn` text (one record after another, a blank line
    /// between). Blocking.
    pub fn my_records(&self, account: AccountId) -> Result<String, ServerError> {
        let records: Vec<String> = self
            .my_record_files(account)?
            .into_iter()
            .map(|(_, record)| record)
            .collect();
        Ok(records.join("\n"))
    }

    /// The records of every game `account` sat at, as [`my_records`]
    /// orders them, each a file of its own: `NN-ID.sgn`. Blocking.
    ///
    /// [`my_records`]: AppState::my_records
    pub fn my_record_files(
        &self,
        account: AccountId,
    ) -> Result<Vec<(String, String)>, ServerError> {
        let tables = super::storage::wait(self.store().account_tables(account, MY_TABLES))?;
        let mut files = Vec::with_capacity(tables.len());
        for (n, (id, _)) in tables.into_iter().enumerate() {
            let record = self.with_table(&id, |t| t.record())??;
            files.push((
                format!("{:03}-{id}.sgn", n + 1),
                format!("{}\n", record.trim_end()),
            ));
        }
        Ok(files)
    }

    /// Active Game Tables: the listed tables waiting for a second player
    /// whose first is signed in, the latest first. Blocking.
    pub fn active_tables(&self) -> Result<Vec<LobbyLine>, ServerError> {
        let rows = super::storage::wait(self.store().lobby(300))?;
        let now = super::store::now();
        let idle = self.limits().idle_game.as_secs() as i64;
        Ok(rows
            .into_iter()
            .filter(|row| {
                let taken = [row.suffragettes.is_some(), row.police.is_some()];
                standing(row, now, idle) == Standing::Waiting
                    && (0..2).all(|i| taken[i] == row.signed_in[i])
                    && taken.contains(&true)
            })
            .map(|row| LobbyLine {
                state: Standing::Waiting,
                clock: row.play.clock,
                seek: row.play.seek,
                row,
            })
            .collect())
    }

    /// After account `account` was deleted: its name is erased from its
    /// seats and chat lines and its seats' tokens end (the games stay,
    /// shown as a deleted player's), and the tables in memory show it at
    /// once. Blocking.
    pub fn forget_account(&self, account: AccountId, budget: &Budget) -> Result<(), ServerError> {
        let ids = super::storage::wait(self.store().forget_account(account))?;
        for id in ids {
            let Some(t) = self.in_memory(&id) else {
                continue;
            };
            {
                let mut table = lock(&t);
                let Some(side) = table.side_of_account(account) else {
                    continue;
                };
                let seat = table.seat_mut(side);
                seat.deleted = true;
                seat.nickname = Some(String::new());
                seat.token = None;
                for line in table.row.chat.iter_mut() {
                    if line.side == side.letter().to_string() {
                        line.nick = String::new();
                    }
                }
                table.row.play.events += 1;
            }
            self.view(&id, budget)?;
        }
        Ok(())
    }
}
