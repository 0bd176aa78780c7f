//! A takeback by agreement (docs/online-play.md): a player offers to take
//! back their last move (and the other side's answer to it, if it came);
//! the other player accepts or declines; the computer always accepts. The
//! offer lapses with the next move. Once accepted, the moves taken back
//! leave the game and its record: the record keeps the game as played
//! after the takeback.

use super::ServerError;
use super::play::{Takeback, at, now_ms};
use super::state::{AppState, lock};
use super::table::{Holder, Table};
use super::views::View;
use std::sync::Arc;
use suffragetto_core::budget::Budget;
use suffragetto_core::piece::Side;

/// An answer to a takeback offered.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Answer {
    /// The game goes back.
    Accept,
    /// It goes on as it is.
    Decline,
}

impl AppState {
    /// Offers a takeback for `who` (`answer` none), or
    /// answers the other side's offer; the table's new state. Blocking.
    pub fn takeback(
        &self,
        id: &str,
        who: &Holder,
        answer: Option<Answer>,
        budget: &Budget,
    ) -> Result<Arc<View>, ServerError> {
        let t = self.table(id)?;
        {
            let mut table = lock(&t);
            let side = table.player(who, "error-table-not-seated")?;
            if table.over() {
                return Err(ServerError::forbidden("error-table-takeback-over", |a| a));
            }
            let now = now_ms();
            let offered = table.row.play.takeback.filter(|o| o.at == table.plies());
            match (answer, offered) {
                (None, Some(o)) if o.by == side => {
                    return Err(ServerError::conflict("error-table-takeback-offered", |a| a));
                }
                (None, Some(_)) => {
                    return Err(ServerError::conflict("error-table-takeback-answer", |a| a));
                }
                (None, None) => {
                    let offer = self.offer_takeback(&mut table, side, now)?;
                    if table.seat(side.opponent()).agent.is_some() {
                        self.take_back(&mut table, offer, now, budget)?;
                    }
                }
                (Some(_), None) => {
                    return Err(ServerError::conflict("error-table-takeback-none", |a| a));
                }
                (Some(_), Some(o)) if o.by == side => {
                    return Err(ServerError::forbidden("error-table-takeback-yours", |a| a));
                }
                (Some(Answer::Decline), Some(_)) => {
                    let mut play = table.row.play.clone();
                    play.takeback = None;
                    play.events += 1;
                    play.active_ms[at(side)] = Some(now);
                    super::storage::wait(self.store().set_play(
                        id.to_string(),
                        play.clone(),
                        None,
                    ))?;
                    table.row.play = play;
                }
                (Some(Answer::Accept), Some(o)) => {
                    table.row.play.active_ms[at(side)] = Some(now);
                    self.take_back(&mut table, o, now, budget)?;
                }
            }
        }
        self.view(id, budget)
    }

    /// Stores `side`'s offer to take back its last move; the offer.
    fn offer_takeback(
        &self,
        table: &mut Table,
        side: Side,
        now: i64,
    ) -> Result<Takeback, ServerError> {
        let plies = table.plies();
        let last = (0..plies)
            .rev()
            .find(|&i| table.mover_of(i) == Some(side))
            .ok_or_else(|| ServerError::conflict("error-table-takeback-nothing", |a| a))?;
        let offer = Takeback {
            by: side,
            at: plies,
            to: last,
        };
        let mut play = table.row.play.clone();
        play.takeback = Some(offer);
        play.events += 1;
        play.active_ms[at(side)] = Some(now);
        super::storage::wait(
            self.store()
                .set_play(table.row.id.clone(), play.clone(), None),
        )?;
        table.row.play = play;
        Ok(offer)
    }

    /// Takes the game back as `offer` says: stored, replayed, its clock
    /// started again for the side to move.
    fn take_back(
        &self,
        table: &mut Table,
        offer: Takeback,
        now: i64,
        budget: &Budget,
    ) -> Result<(), ServerError> {
        let mut play = table.row.play.clone();
        play.stop(table.to_move(), now);
        play.takeback = None;
        play.undone += table.plies() - offer.to;
        play.events += 1;
        if play.clock.is_some() && offer.to >= 2 {
            play.since_ms = Some(now);
        }
        super::storage::wait(
            self.store()
                .take_back(table.row.id.clone(), offer.to, play.clone()),
        )?;
        table.row.play = play;
        table.take_back(offer.to, budget)?;
        self.arm_clock(table);
        Ok(())
    }
}
