//! New tables and seats: creating a table (variant, side or coin, a friend
//! or the computer, a start position, private or listed) and taking its
//! free seat.

use super::ServerError;
use super::listing::Listing;
use super::state::{AppState, Loaded, lock};
use super::storage::AccountId;
use super::store::{SeatRow, TableRow};
use super::table::Table;
use std::sync::{Arc, Mutex};
use std::time::Instant;
use suffragetto_ai::AgentKind;
use suffragetto_core::budget::Budget;
use suffragetto_core::engine::{Opening, Rules};
use suffragetto_core::piece::Side;

/// The computer opponent `computer` names (and the lobby offers first):
/// the strong agent at its middle level, a few hundredths of a second a
/// move.
pub fn default_computer() -> AgentKind {
    AgentKind::strong(suffragetto_ai::strong::DEFAULT_LEVEL)
}

/// What a new table is to be.
#[derive(Clone, Debug, Default)]
pub struct NewTable<'a> {
    /// Variant id.
    pub variant: &'a str,
    /// `S`, `P` or `toss`.
    pub side: &'a str,
    /// The creator's nickname.
    pub nickname: &'a str,
    /// The computer's agent, if the computer plays the other seat
    /// (`computer`: [`default_computer`]).
    pub opponent: Option<&'a str>,
    /// A position string to start from.
    pub position: Option<&'a str>,
    /// Kept out of the lobby.
    pub private: bool,
    /// The time control, if any.
    pub clock: Option<super::play::Clock>,
    /// An open seek: the next player who asks for a game like it is
    /// seated here.
    pub seek: bool,
    /// The signed-in creator's account: the seat is theirs on any device.
    pub account: Option<AccountId>,
}

impl AppState {
    /// Creates a table; returns its id, the creator's side and token. A
    /// start position of its own has its moves listed first, within
    /// `budget`: one with more than that is refused. Blocking.
    pub fn create(
        &self,
        new: &NewTable,
        budget: &Budget,
    ) -> Result<(String, Side, String), ServerError> {
        let rules = self.rules(new.variant)?;
        // A table may start from a position (a lesson, a puzzle, an ending).
        let setup = match new.position {
            None => None,
            Some(text) if text.len() > 400 => {
                return Err(ServerError::bad_request(
                    "error-table-position-length",
                    |a| a.number("max", 400),
                ));
            }
            Some(text) => {
                let pos = suffragetto_core::notation::parse_position(text, &rules)
                    .map_err(|e| crate::rejection::position(&e))?;
                Some(pos)
            }
        };
        let listed = match &setup {
            Some(pos) => {
                let listing = Listing::list(0, pos, &rules, budget);
                if let Some(e) = listing.cut {
                    return Err(super::work::exhausted("error-work-listing-moves", e));
                }
                Some(Arc::new(listing))
            }
            None => None,
        };
        let nickname = super::text::nickname(new.nickname)?;
        let clock = new.clock.map(super::play::Clock::checked).transpose()?;
        let side = match new.side {
            "S" => Side::Suffragettes,
            "P" => Side::Police,
            "toss" => {
                if rand::random::<bool>() {
                    Side::Suffragettes
                } else {
                    Side::Police
                }
            }
            _ => {
                return Err(ServerError::bad_request("error-table-side", |a| a));
            }
        };
        let agent = match new.opponent {
            None => None,
            Some(a) => {
                let kind: AgentKind = match a {
                    "computer" => default_computer(),
                    _ => a.parse().map_err(|_: String| {
                        let shown: String = a.chars().take(40).collect();
                        ServerError::bad_request("error-table-opponent", |w| {
                            w.text("opponent", &shown)
                        })
                    })?,
                };
                // The node budget bounds the computer's time per move.
                if let AgentKind::Search { nodes } | AgentKind::Strong { nodes } = kind
                    && nodes > 20_000
                {
                    return Err(ServerError::bad_request(
                        "error-table-opponent-nodes",
                        |a| a.number("max", 20000),
                    ));
                }
                Some(kind.to_string())
            }
        };
        let setup = setup
            .as_ref()
            .map(suffragetto_core::notation::write_position);
        let first = first_player(&rules, setup.as_deref())?;
        let id = super::secret(12);
        let token = super::secret(16);
        let mine = SeatRow {
            nickname: Some(nickname),
            token: Some(token.clone()),
            account: new.account,
            ..SeatRow::default()
        };
        let theirs = SeatRow {
            agent,
            ..SeatRow::default()
        };
        let (s, p) = match side {
            Side::Suffragettes => (mine, theirs),
            Side::Police => (theirs, mine),
        };
        let mut play = super::play::PlayState::new(clock);
        play.active_ms[super::play::at(side)] = Some(super::play::now_ms());
        play.seek = new.seek && !new.private;
        let row = TableRow {
            id: id.clone(),
            variant: rules.id().to_string(),
            first: first.letter().to_string(),
            created: super::store::now(),
            s,
            p,
            resigned: None,
            setup,
            moves: Vec::new(),
            chat: Vec::new(),
            private: new.private,
            rematch: None,
            play,
        };
        if let Some(listing) = listed {
            self.inner.listings.keep(&id, listing);
        }
        self.insert(row, rules, budget)?;
        Ok((id, side, token))
    }

    /// Stores a new table, keeps it in memory and lets the computer move
    /// if it is to.
    pub(super) fn insert(
        &self,
        row: TableRow,
        rules: Arc<Rules>,
        budget: &Budget,
    ) -> Result<(), ServerError> {
        let id = row.id.clone();
        super::storage::wait(self.store().insert_table(row.clone()))?;
        let table = Arc::new(Mutex::new(Table::from_row(row, rules, budget)?));
        lock(&self.inner.tables).insert(
            id.clone(),
            Loaded {
                table,
                used: Instant::now(),
            },
        );
        self.agent_turn(&id);
        Ok(())
    }

    /// Takes the free seat (for `account`, if a signed-in player takes
    /// it); publishes the table's new state. Blocking.
    pub fn join(
        &self,
        id: &str,
        nickname: &str,
        account: Option<AccountId>,
        budget: &Budget,
    ) -> Result<(Side, String), ServerError> {
        let nickname = super::text::nickname(nickname)?;
        let t = self.table(id)?;
        let mut table = lock(&t);
        if let Some(a) = account
            && table.side_of_account(a).is_some()
        {
            return Err(ServerError::conflict("error-table-seated-already", |a| a));
        }
        let side = Side::BOTH
            .into_iter()
            .find(|&s| {
                let seat = table.seat(s);
                seat.nickname.is_none() && seat.agent.is_none()
            })
            .ok_or_else(|| ServerError::conflict("error-table-full", |a| a))?;
        if table.over() {
            return Err(ServerError::conflict("error-table-over-watch", |a| a));
        }
        let token = super::secret(16);
        let seat = SeatRow {
            nickname: Some(nickname),
            token: Some(token.clone()),
            account,
            ..SeatRow::default()
        };
        let mut play = table.row.play.clone();
        play.active_ms[super::play::at(side)] = Some(super::play::now_ms());
        super::storage::wait(self.store().set_seat(
            id.to_string(),
            side,
            seat.clone(),
            play.clone(),
        ))?;
        *table.seat_mut(side) = seat;
        table.row.play = play;
        drop(table);
        self.view(id, budget)?;
        Ok((side, token))
    }
}

/// Who begins: the side to move of the start position `setup`, else the
/// variant's rule, else a coin (setup.first_player).
pub(super) fn first_player(rules: &Rules, setup: Option<&str>) -> Result<Side, ServerError> {
    if let Some(text) = setup {
        let pos = suffragetto_core::notation::parse_position(text, rules)
            .map_err(|e| crate::rejection::position(&e))?;
        return Ok(pos.to_move());
    }
    Ok(match rules.opening() {
        Opening::Fixed(side) => side,
        Opening::Open if rand::random::<bool>() => Side::Suffragettes,
        Opening::Open => Side::Police,
    })
}
