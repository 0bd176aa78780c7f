//! A rematch: once a game is over, either player may ask for another at a
//! new table with the sides swapped (same variant, same start, the computer
//! again if it played). The first to ask creates it with both seats taken;
//! the other player's ask hands them their new seat.

use super::ServerError;
use super::seating::first_player;
use super::state::{AppState, lock};
use super::store::{SeatRow, TableRow};
use super::table::Holder;
use suffragetto_core::budget::Budget;
use suffragetto_core::piece::Side;

impl AppState {
    /// The rematch of finished table `id` for `who`: its id, the caller's
    /// side there and their new token. Blocking.
    pub fn rematch(
        &self,
        id: &str,
        who: &Holder,
        budget: &Budget,
    ) -> Result<(String, Side, String), ServerError> {
        let t = self.table(id)?;
        let mut table = lock(&t);
        let side = table.player(who, "error-table-rematch-players-only")?;
        if !table.over() {
            return Err(ServerError::conflict("error-table-rematch-not-over", |a| a));
        }
        let swapped = side.opponent();
        if table.seat(swapped).deleted {
            return Err(ServerError::conflict("error-table-rematch-deleted", |a| a));
        }
        if let Some(next) = table.row.rematch.clone() {
            drop(table);
            let n = self.table(&next)?;
            let new = lock(&n);
            let token = new.seat(swapped).token.clone().ok_or_else(|| {
                ServerError::Corrupt(format!(
                    "rematch {next}: the seat of {swapped} has no token"
                ))
            })?;
            return Ok((next, swapped, token));
        }
        let reseat = |old: &SeatRow| SeatRow {
            nickname: old.nickname.clone(),
            token: old.nickname.as_ref().map(|_| super::secret(16)),
            agent: old.agent.clone(),
            account: old.account,
            deleted: old.deleted,
        };
        let (mine, theirs) = (reseat(table.seat(side)), reseat(table.seat(swapped)));
        let token = mine.token.clone().unwrap_or_default();
        let (s, p) = match swapped {
            Side::Suffragettes => (mine, theirs),
            Side::Police => (theirs, mine),
        };
        let rules = self.rules(&table.row.variant)?;
        let first = first_player(&rules, table.row.setup.as_deref())?;
        let next = TableRow {
            id: super::secret(12),
            variant: table.row.variant.clone(),
            first: first.letter().to_string(),
            created: super::store::now(),
            s,
            p,
            resigned: None,
            setup: table.row.setup.clone(),
            moves: Vec::new(),
            chat: Vec::new(),
            private: table.row.private,
            rematch: None,
            play: {
                let now = super::play::now_ms();
                let mut play = super::play::PlayState::new(table.row.play.clock);
                for s in Side::BOTH {
                    if table.seat(s).nickname.is_some() {
                        play.active_ms[super::play::at(s)] = Some(now);
                    }
                }
                play
            },
        };
        let next_id = next.id.clone();
        self.insert(next, rules, budget)?;
        super::storage::wait(self.store().set_rematch(id.to_string(), next_id.clone()))?;
        table.row.rematch = Some(next_id.clone());
        drop(table);
        self.view(id, budget)?;
        Ok((next_id, swapped, token))
    }
}
