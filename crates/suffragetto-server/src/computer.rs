//! The computer's moves. It thinks in the background whenever it is to
//! move: after a player's move, at a new table, and when a table is loaded
//! from the database (a server restarted while the computer was to move),
//! on a copy of the position, never holding the table's lock while it
//! thinks.
//! A move the database refuses to store is tried again after a pause that
//! doubles up to half a minute, so a full disk or a locked file delays the
//! game instead of freezing it. At a heavy position it thinks only when the
//! gate of heavy work ([`crate::work`]) lets it, and waits the same pauses
//! while the gate is full.

use super::ServerError;
use super::state::{AppState, Frozen, lock};
use super::table::Table;
use std::net::{IpAddr, Ipv6Addr};
use std::sync::{Arc, Mutex, MutexGuard};
use std::time::Duration;
use suffragetto_ai::AgentKind;
use suffragetto_core::budget::Budget;
use suffragetto_core::piece::Side;

/// What one turn of thinking did.
enum Outcome {
    /// Moved; it may be the computer's turn again.
    Moved,
    /// The move was not stored; the table is unchanged.
    WriteFailed,
    /// Not the computer's turn (or the game is over).
    Done,
}

/// The address the computers' heavy work counts against at the gate: one
/// computer at a heavy position thinks at a time.
const COMPUTER: IpAddr = IpAddr::V6(Ipv6Addr::UNSPECIFIED);

/// The pause before retry `n` (1, 2, ...): a quarter second, doubling, at
/// most 30 seconds.
fn pause(n: u32) -> Duration {
    Duration::from_millis(250 << n.clamp(1, 8).saturating_sub(1)).min(Duration::from_secs(30))
}

impl AppState {
    /// If the computer plays at table `id`, lets it move in the background
    /// while it is its turn (once per table at a time).
    pub fn agent_turn(&self, id: &str) {
        let Ok(t) = self.table(id) else { return };
        {
            let table = lock(&t);
            if Side::BOTH.iter().all(|&s| table.seat(s).agent.is_none()) {
                return;
            }
        }
        if !lock(&self.inner.thinking).insert(id.to_string()) {
            return;
        }
        let state = self.clone();
        let id = id.to_string();
        match tokio::runtime::Handle::try_current() {
            Ok(h) => {
                h.spawn(state.keep_thinking(id, t));
            }
            Err(_) => loop {
                match state.think(&id, &t, &super::work::budget(state.limits())) {
                    Outcome::Moved => {}
                    Outcome::Done => break,
                    Outcome::WriteFailed => {
                        lock(&state.inner.thinking).remove(&id);
                        break;
                    }
                }
            },
        }
    }

    async fn keep_thinking(self, id: String, t: Arc<Mutex<Table>>) {
        let mut failures = 0;
        loop {
            let (state, i, table) = (self.clone(), id.clone(), t.clone());
            let think = move |b: &Budget| Ok(state.think(&i, &table, b));
            // At a heavy position the computer waits its turn at the gate,
            // as a stranger's work does.
            let outcome = if self.heavy(&id) {
                self.inner.gate.run(COMPUTER, think).await
            } else {
                super::work::at_once(self.limits(), think).await
            };
            match outcome {
                Ok(Outcome::Moved) => failures = 0,
                Ok(Outcome::WriteFailed) | Err(ServerError::Busy { .. }) => {
                    failures += 1;
                    tokio::time::sleep(pause(failures)).await;
                }
                Ok(Outcome::Done) => return,
                Err(e) => {
                    eprintln!("table {id}: the computer stopped: {e}");
                    lock(&self.inner.thinking).remove(&id);
                    return;
                }
            }
        }
    }

    /// One move of the computer if it is to move: it chooses on a copy of
    /// the position, outside the table's lock, and the move is stored only
    /// if the table has not moved on meanwhile. `Done` is decided, and the
    /// table left, while its lock is held, so a player's move that follows
    /// starts the computer again.
    fn think(&self, id: &str, t: &Mutex<Table>, budget: &Budget) -> Outcome {
        let done = |table: MutexGuard<'_, Table>| {
            lock(&self.inner.thinking).remove(id);
            drop(table);
            Outcome::Done
        };
        let (at, kind, seed) = {
            let table = lock(t);
            let at = Frozen::of(&table);
            let side = at.pos.to_move();
            let agent = table
                .seat(side)
                .agent
                .as_deref()
                .map(str::parse::<AgentKind>);
            let seed = table.row.moves.len() as u64
                ^ u64::from_str_radix(&id[..8.min(id.len())], 16).unwrap_or(0);
            match agent {
                Some(Ok(k)) if !at.over => (at, k, seed),
                _ => return done(table),
            }
        };
        let listing = self.listing(id, &at, budget);
        // A position too heavy to list is still played: its moves alone.
        let generated;
        let moves = if listing.cut.is_none() {
            &listing.moves
        } else {
            generated = at.pos.legal_moves(&at.rules);
            &generated
        };
        if moves.is_empty() {
            return done(lock(t));
        }
        let i = suffragetto_ai::protocol::computer_move(kind, seed, &at.pos, &at.rules, moves)
            .min(moves.len() - 1);
        let mv = moves[i];
        let text = listing
            .text_of(&mv)
            .unwrap_or_else(|| suffragetto_core::notation::write_move(&at.pos, &at.rules, &mv));
        let side = at.pos.to_move();
        let mut table = lock(t);
        match self.commit(&mut table, side, &at, mv, text.clone()) {
            Ok(()) => {
                drop(table);
                if let Err(e) = self.view(id, budget) {
                    eprintln!("table {id}: the state after the computer's move {text}: {e}");
                }
                Outcome::Moved
            }
            Err(e @ ServerError::Db(_)) => {
                eprintln!(
                    "table {id}: the computer's move {text} was not stored ({e}); trying again"
                );
                Outcome::WriteFailed
            }
            Err(e) => {
                eprintln!("table {id}: the computer's move {text} was refused: {e}");
                done(table)
            }
        }
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn pauses_double_up_to_half_a_minute() {
        let ms: Vec<u128> = (1..=9).map(|n| super::pause(n).as_millis()).collect();
        assert_eq!(ms, [250, 500, 1000, 2000, 4000, 8000, 16000, 30000, 30000]);
    }
}
