//! The computer's moves. It thinks in the background whenever it is to
//! move: after a player's move, at a new table, and when a table is loaded
//! from the database (a server restarted while the computer was to move).
//! A move the database refuses to store is tried again after a pause that
//! doubles up to half a minute, so a full disk or a locked file delays the
//! game instead of freezing it.

use super::ServerError;
use super::state::{AppState, lock};
use super::table::Table;
use std::sync::{Arc, Mutex};
use std::time::Duration;
use suffragetto_ai::AgentKind;
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
                match state.think(&id, &t) {
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
            match tokio::task::spawn_blocking(move || state.think(&i, &table)).await {
                Ok(Outcome::Moved) => failures = 0,
                Ok(Outcome::WriteFailed) => {
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

    /// One move of the computer if it is to move. `Done` is decided, and
    /// the table left, while its lock is held, so a player's move that
    /// follows starts the computer again.
    fn think(&self, id: &str, t: &Mutex<Table>) -> Outcome {
        let mut table = lock(t);
        let pos = table.position().clone();
        let side = pos.to_move();
        let agent = table
            .seat(side)
            .agent
            .as_deref()
            .map(str::parse::<AgentKind>);
        let moves = pos.legal_moves(table.rules());
        let kind = match agent {
            Some(Ok(k)) if table.winner().is_none() && !moves.is_empty() => k,
            _ => {
                lock(&self.inner.thinking).remove(id);
                return Outcome::Done;
            }
        };
        let seed = table.row.moves.len() as u64
            ^ u64::from_str_radix(&id[..8.min(id.len())], 16).unwrap_or(0);
        let i = suffragetto_ai::protocol::computer_move(kind, seed, &pos, table.rules(), &moves);
        let text = suffragetto_core::notation::write_move(&pos, table.rules(), &moves[i]);
        match self.commit_move(&mut table, side, &text) {
            Ok(()) => Outcome::Moved,
            Err(e @ ServerError::Db(_)) => {
                eprintln!(
                    "table {id}: the computer's move {text} was not stored ({e}); trying again"
                );
                Outcome::WriteFailed
            }
            Err(e) => {
                eprintln!("table {id}: the computer's move {text} was refused: {e}");
                lock(&self.inner.thinking).remove(id);
                Outcome::Done
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
