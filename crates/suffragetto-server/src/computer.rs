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
use std::sync::{Mutex, MutexGuard};
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
    /// The table changed during the search (a takeback, a move, an end):
    /// the move found was not played; the computer looks again from where
    /// the table is now.
    Again,
    /// Not the computer's turn (or the game is over).
    Done,
    /// Another instance on the database thinks about this move.
    Elsewhere,
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
                drop(t);
                h.spawn(state.keep_thinking(id));
            }
            Err(_) => loop {
                match state.think(&id, &t, &super::work::budget(state.limits())) {
                    Outcome::Moved | Outcome::Again => {}
                    Outcome::Done => break,
                    Outcome::WriteFailed | Outcome::Elsewhere => {
                        lock(&state.inner.thinking).remove(&id);
                        break;
                    }
                }
            },
        }
    }

    async fn keep_thinking(self, id: String) {
        let mut failures = 0;
        loop {
            let (state, i) = (self.clone(), id.clone());
            // The table as it is now (read again from the database when
            // another instance changed it).
            let think = move |b: &Budget| {
                let table = state.table(&i)?;
                Ok(state.think(&i, &table, b))
            };
            // At a heavy position the computer waits its turn at the gate,
            // as a stranger's work does.
            let outcome = if self.heavy(&id).await {
                self.inner.gate.run(COMPUTER, think).await
            } else {
                super::work::at_once(self.limits(), think).await
            };
            match outcome {
                Ok(Outcome::Moved | Outcome::Again) => failures = 0,
                Ok(Outcome::WriteFailed) | Err(ServerError::Busy { .. }) => {
                    failures += 1;
                    tokio::time::sleep(pause(failures)).await;
                }
                Ok(Outcome::Elsewhere) => {
                    tokio::time::sleep(Duration::from_millis(500)).await;
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
        self.think_with(id, t, budget, || ())
    }

    /// [`AppState::think`], with `meanwhile` run after the search and
    /// before its move is committed (the tests change the table there).
    fn think_with(
        &self,
        id: &str,
        t: &Mutex<Table>,
        budget: &Budget,
        meanwhile: impl FnOnce(),
    ) -> Outcome {
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
        // One instance on a shared database thinks about the move: the
        // one whose claim is stored (until the search's time and a margin).
        let now = super::play::now_ms();
        let until = now + self.limits().work_time.as_millis() as i64 + 10_000;
        let me = self.inner.instance.clone();
        match super::storage::wait(
            self.store()
                .claim_computer(id.into(), at.ply, me, until, now),
        ) {
            Ok(true) => {}
            Ok(false) => {
                // Read again next time: the move may have come meanwhile.
                self.forget(id);
                return Outcome::Elsewhere;
            }
            Err(e) => {
                eprintln!("table {id}: the computer's turn was not claimed ({e}); trying again");
                return Outcome::WriteFailed;
            }
        }
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
        meanwhile();
        let mut table = lock(t);
        if !at.still(&table) || table.over() != at.over {
            // Its move belongs to a position that is gone.
            return Outcome::Again;
        }
        match self.commit(&mut table, side, &at, mv, text.clone()) {
            Ok(()) => {
                drop(table);
                if let Err(e) = self.view(id, budget) {
                    eprintln!("table {id}: the state after the computer's move {text}: {e}");
                }
                Outcome::Moved
            }
            Err(e @ (ServerError::Db(_) | ServerError::Storage(_))) => {
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
    use super::Outcome;
    use crate::state::lock;
    use crate::table::Holder;
    use crate::{AppState, NewTable};
    use suffragetto_core::piece::Side;

    /// A table of Ada against the greedy computer, Ada to move, and the
    /// computer kept from thinking by itself (its table marked as thought
    /// about), so that the test decides when it thinks.
    fn against_the_computer(name: &str) -> (AppState, String, Holder) {
        let dir = std::env::temp_dir().join(format!(
            "suffragetto-computer-{name}-{}-{}",
            std::process::id(),
            crate::secret(4)
        ));
        std::fs::create_dir_all(&dir).unwrap();
        let state = AppState::open(&dir.join("t.sqlite")).unwrap();
        let budget = crate::work::budget(state.limits());
        let (id, side, token) = state
            .create(
                &NewTable {
                    variant: "english",
                    side: "S",
                    nickname: "Ada",
                    opponent: Some("greedy"),
                    ..NewTable::default()
                },
                &budget,
            )
            .unwrap();
        assert_eq!(side, Side::Suffragettes);
        // If the computer began, it has answered already (no runtime: it
        // thinks at once).
        assert_eq!(state.with_table(&id, |t| t.to_move()).unwrap(), side);
        lock(&state.inner.thinking).insert(id.clone());
        (state, id, Holder::Token(token))
    }

    /// The first legal move at table `id`, in its text.
    fn a_move(state: &AppState, id: &str) -> String {
        state
            .with_table(id, |t| {
                let rules = t.game.rules_arc().clone();
                let mv = t.position().legal_moves(&rules)[0];
                suffragetto_core::notation::write_move(t.position(), &rules, &mv)
            })
            .unwrap()
    }

    fn moves(state: &AppState, id: &str) -> Vec<String> {
        state.with_table(id, |t| t.row.moves.clone()).unwrap()
    }

    #[test]
    fn a_resignation_during_the_search_wins_over_the_move_found() {
        let (state, id, ada) = against_the_computer("resign");
        let budget = crate::work::budget(state.limits());
        state
            .play(&id, &ada, &a_move(&state, &id), &budget)
            .unwrap();
        let before = moves(&state, &id);
        let t = state.table(&id).unwrap();
        let outcome = state.think_with(&id, &t, &budget, || {
            state.resign(&id, &ada, &budget).unwrap();
        });
        assert!(
            matches!(outcome, Outcome::Again),
            "the move found is dropped"
        );
        // Looking again, the computer finds the game over and stops.
        assert!(matches!(state.think(&id, &t, &budget), Outcome::Done));
        assert_eq!(moves(&state, &id), before, "no move after the resignation");
        assert!(!lock(&state.inner.thinking).contains(&id));
        // The database says the same.
        let stored = crate::storage::wait(state.store().load(id.clone()))
            .unwrap()
            .unwrap();
        assert_eq!(stored.moves, before);
        assert_eq!(stored.resigned.as_deref(), Some("S"));
    }

    #[test]
    fn a_takeback_and_a_new_move_during_the_search_are_answered_at_the_new_position() {
        let (state, id, ada) = against_the_computer("takeback");
        let budget = crate::work::budget(state.limits());
        state
            .play(&id, &ada, &a_move(&state, &id), &budget)
            .unwrap();
        let before = moves(&state, &id);
        let t = state.table(&id).unwrap();
        let mut again = String::new();
        let outcome = state.think_with(&id, &t, &budget, || {
            // Ada takes her move back (the computer agrees at once) and
            // plays another while the computer still thinks about the old
            // one.
            state.takeback(&id, &ada, None, &budget).unwrap();
            assert_eq!(moves(&state, &id).len(), before.len() - 1);
            let rules = state
                .with_table(&id, |t| t.game.rules_arc().clone())
                .unwrap();
            again = state
                .with_table(&id, |t| {
                    let all = t.position().legal_moves(&rules);
                    let mv = all.last().copied().unwrap();
                    suffragetto_core::notation::write_move(t.position(), &rules, &mv)
                })
                .unwrap();
            state.play(&id, &ada, &again, &budget).unwrap();
        });
        assert!(
            matches!(outcome, Outcome::Again),
            "the stale move is dropped"
        );
        assert_eq!(
            moves(&state, &id).len(),
            before.len(),
            "nothing played meanwhile"
        );
        // It looks again, still thinking (no one else started it), and
        // answers Ada's new move.
        assert!(lock(&state.inner.thinking).contains(&id));
        assert!(matches!(state.think(&id, &t, &budget), Outcome::Moved));
        let after = moves(&state, &id);
        assert_eq!(after.len(), before.len() + 1);
        assert_eq!(after[before.len() - 1], again);
        assert_eq!(
            state.with_table(&id, |t| t.to_move()).unwrap(),
            Side::Suffragettes
        );
        assert!(matches!(state.think(&id, &t, &budget), Outcome::Done));
        let stored = crate::storage::wait(state.store().load(id.clone()))
            .unwrap()
            .unwrap();
        assert_eq!(stored.moves, after);
    }

    #[test]
    fn pauses_double_up_to_half_a_minute() {
        let ms: Vec<u128> = (1..=9).map(|n| super::pause(n).as_millis()).collect();
        assert_eq!(ms, [250, 500, 1000, 2000, 4000, 8000, 16000, 30000, 30000]);
    }
}
