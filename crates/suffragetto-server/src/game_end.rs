//! The ends of a game the 1908 rules do not know, as online play has them
//! (docs/online-play.md): a flag falls (the side out of time loses), a
//! player who left is claimed against (the other side wins), a game is
//! aborted (no result) before each side has moved or when the other
//! player has left. The server keeps the time: a flag falls when the
//! running clock's deadline passes, watched by a timer from the move that
//! started it, from the table's loading, and from the server's start.

use super::ServerError;
use super::live::Basis;
use super::play::{Clock, End, now_ms};
use super::state::{AppState, lock};
use super::table::{Holder, Table};
use super::views::View;
use std::sync::Arc;
use std::time::Duration;
use suffragetto_core::budget::Budget;
use suffragetto_core::piece::Side;

/// The unfinished clocked tables the server loads at its start, at most.
const RESUMED: usize = 10_000;

impl AppState {
    /// Ends `table`'s game with `end` at `now`, stored before it is applied.
    fn end(&self, table: &mut Table, end: End, now: i64) -> Result<(), ServerError> {
        let mut play = table.row.play.clone();
        play.finish(end, table.to_move(), now);
        super::storage::wait(self.store().set_play(
            table.row.id.clone(),
            play.clone(),
            end.winner(),
        ))?;
        table.row.play = play;
        Ok(())
    }

    /// Ends `table`'s game on time: the side to move's flag fell.
    pub(super) fn flag(&self, table: &mut Table, now: i64) -> Result<(), ServerError> {
        let loser = table.to_move();
        self.end(table, End::Time { loser }, now)
    }

    /// Ends the game of table `id` on time if its running clock is out;
    /// whether it did. Blocking.
    pub fn flag_if_due(&self, id: &str, budget: &Budget) -> Result<bool, ServerError> {
        let t = self.table(id)?;
        let flagged = {
            let mut table = lock(&t);
            let now = now_ms();
            match table.row.play.deadline(table.to_move()) {
                Some(due) if due <= now && !table.over() => {
                    self.flag(&mut table, now)?;
                    true
                }
                _ => false,
            }
        };
        if flagged {
            self.view(id, budget)?;
        }
        Ok(flagged)
    }

    /// Watches the running clock of `table`: once its deadline passes, the
    /// game ends on time (a timer that only reads the clock again, so one
    /// left from an earlier move does nothing).
    pub(super) fn arm_clock(&self, table: &Table) {
        if table.over() {
            return;
        }
        let Some(due) = table.row.play.deadline(table.to_move()) else {
            return;
        };
        let Ok(runtime) = tokio::runtime::Handle::try_current() else {
            return;
        };
        let (st, id) = (self.clone(), table.row.id.clone());
        let wait = Duration::from_millis((due - now_ms()).max(0) as u64 + 5);
        runtime.spawn(async move {
            tokio::time::sleep(wait).await;
            let asked = id.clone();
            if let Err(e) = st.light_work(move |st, b| st.flag_if_due(&asked, b)).await {
                eprintln!("table {id}: the clock could not be read: {e}");
            }
        });
    }

    /// Loads the unfinished tables with a clock, so that their flags fall
    /// on time after a restart (a flag due while the server was stopped
    /// falls at once). Blocking.
    pub fn resume_clocks(&self) -> Result<usize, ServerError> {
        let ids = super::storage::wait(self.store().clocked(RESUMED))?;
        for id in &ids {
            if let Err(e) = self.table(id) {
                eprintln!("table {id}: not resumed: {e}");
            }
        }
        Ok(ids.len())
    }

    /// The side of `who` at `table`, if the game goes on.
    fn player(table: &Table, who: &Holder) -> Result<Side, ServerError> {
        let side = table.player(who, "error-table-not-seated")?;
        if table.over() {
            return Err(ServerError::forbidden("error-game-over", |a| a));
        }
        Ok(side)
    }

    /// Whether `side`'s player at `table` has left long enough ago for the
    /// other to claim the game or abort it: they are to move, no page of
    /// theirs is open, and they have not acted for the absence limit.
    fn check_left(&self, table: &Table, side: Side) -> Result<(), ServerError> {
        let refuse = |key: &str| Err(ServerError::conflict(key, |a| a.side("side", side)));
        if let Some(Clock::Correspondence { .. }) = table.row.play.clock {
            return refuse("error-table-claim-correspondence");
        }
        let seat = table.seat(side);
        if seat.agent.is_some() {
            return refuse("error-table-claim-computer");
        }
        if table.to_move() != side {
            return refuse("error-table-claim-not-to-move");
        }
        let limit = self.limits().absence_limit.as_millis() as i64;
        let basis = Basis::of(table);
        match self.away(&table.row.id, &basis, side, now_ms()) {
            None => refuse("error-table-claim-present"),
            Some(ms) if ms < limit => {
                Err(ServerError::conflict("error-table-claim-too-soon", |a| {
                    a.side("side", side)
                        .number("seconds", (ms / 1000) as usize)
                        .number("limit", (limit / 1000) as usize)
                }))
            }
            Some(_) => Ok(()),
        }
    }

    /// Claims the game of table `id` for `who` against the
    /// other player, who has left: the claimer wins. Blocking.
    pub fn claim(&self, id: &str, who: &Holder, budget: &Budget) -> Result<Arc<View>, ServerError> {
        let t = self.table(id)?;
        {
            let mut table = lock(&t);
            let side = AppState::player(&table, who)?;
            let other = side.opponent();
            self.check_left(&table, other)?;
            self.end(&mut table, End::Abandoned { loser: other }, now_ms())?;
        }
        self.view(id, budget)
    }

    /// Aborts the game of table `id` for `who`: before
    /// each side has moved, or when the other player has left. No result.
    /// Blocking.
    pub fn abort(&self, id: &str, who: &Holder, budget: &Budget) -> Result<Arc<View>, ServerError> {
        let t = self.table(id)?;
        {
            let mut table = lock(&t);
            let side = AppState::player(&table, who)?;
            if !table.abortable() {
                self.check_left(&table, side.opponent()).map_err(|e| {
                    ServerError::conflict("error-table-abort-moved", |a| {
                        let why = e.text_in(a.lang());
                        a.text("why", why)
                    })
                })?;
            }
            self.end(&mut table, End::Aborted { by: side }, now_ms())?;
        }
        self.view(id, budget)
    }
}
