//! The server's shared state: the store, the live tables and one update
//! channel per table.

use super::ServerError;
use super::store::{SeatRow, Store, TableRow};
use super::table::Table;
use crate::ai::AgentKind;
use crate::engine::{Opening, Rules};
use crate::piece::Side;
use std::collections::HashMap;
use std::path::Path;
use std::sync::{Arc, Mutex, MutexGuard};
use tokio::sync::broadcast;

/// Shared by every request: cheap to clone.
#[derive(Clone)]
pub struct AppState {
    inner: Arc<Inner>,
}

struct Inner {
    store: Mutex<Store>,
    tables: Mutex<HashMap<String, Arc<Mutex<Table>>>>,
    rules: Mutex<HashMap<String, Arc<Rules>>>,
    channels: Mutex<HashMap<String, broadcast::Sender<String>>>,
}

fn lock<T>(m: &Mutex<T>) -> MutexGuard<'_, T> {
    m.lock().unwrap_or_else(|e| e.into_inner())
}

/// Longest nickname, in characters.
pub const MAX_NICKNAME: usize = 24;
/// Longest chat line, in characters.
pub const MAX_CHAT: usize = 300;
/// Chat lines kept per table.
pub const MAX_CHAT_LINES: usize = 200;

/// Checks a nickname: 1 to 24 characters after trimming, no control
/// characters and none of `"[]{}\` (which game records use).
pub fn clean_nickname(raw: &str) -> Result<String, ServerError> {
    let n = raw.trim();
    if n.is_empty() || n.chars().count() > MAX_NICKNAME {
        return Err(ServerError::BadRequest(format!(
            "a nickname has 1 to {MAX_NICKNAME} characters"
        )));
    }
    if n.chars().any(|c| c.is_control() || "\"[]{}\\".contains(c)) {
        return Err(ServerError::BadRequest(
            "a nickname may not contain control characters or any of \" [ ] { } \\".into(),
        ));
    }
    Ok(n.to_string())
}

impl AppState {
    /// Opens the database and starts with no table in memory.
    pub fn open(db: &Path) -> Result<AppState, ServerError> {
        Ok(AppState {
            inner: Arc::new(Inner {
                store: Mutex::new(Store::open(db)?),
                tables: Mutex::new(HashMap::new()),
                rules: Mutex::new(HashMap::new()),
                channels: Mutex::new(HashMap::new()),
            }),
        })
    }

    /// The store, locked.
    pub fn store(&self) -> MutexGuard<'_, Store> {
        lock(&self.inner.store)
    }

    /// The rules of a built-in variant (never a file path from the network).
    pub fn rules(&self, id: &str) -> Result<Arc<Rules>, ServerError> {
        if !crate::variant::builtin_ids().any(|b| b == id) {
            return Err(ServerError::BadRequest(format!(
                "unknown variant `{}`: expected one of {}",
                id.chars().take(40).collect::<String>(),
                crate::variant::builtin_ids().collect::<Vec<_>>().join(", ")
            )));
        }
        let mut cache = lock(&self.inner.rules);
        if let Some(r) = cache.get(id) {
            return Ok(r.clone());
        }
        let r = Arc::new(Rules::load(id).map_err(|e| ServerError::BadRequest(e.to_string()))?);
        cache.insert(id.to_string(), r.clone());
        Ok(r)
    }

    /// A table, loaded from the store the first time it is asked for.
    pub fn table(&self, id: &str) -> Result<Arc<Mutex<Table>>, ServerError> {
        let not_found = || {
            ServerError::NotFound(format!(
                "no table `{}`",
                id.chars().take(40).collect::<String>()
            ))
        };
        if id.len() > 64 || !id.bytes().all(|b| b.is_ascii_hexdigit()) {
            return Err(not_found());
        }
        if let Some(t) = lock(&self.inner.tables).get(id) {
            return Ok(t.clone());
        }
        let row = self.store().load(id)?.ok_or_else(not_found)?;
        let rules = self.rules(&row.variant)?;
        let table = Arc::new(Mutex::new(Table::from_row(row, rules)?));
        Ok(lock(&self.inner.tables)
            .entry(id.to_string())
            .or_insert(table)
            .clone())
    }

    /// The update channel of a table.
    pub fn channel(&self, id: &str) -> broadcast::Sender<String> {
        lock(&self.inner.channels)
            .entry(id.to_string())
            .or_insert_with(|| broadcast::channel(64).0)
            .clone()
    }

    /// Sends the table's state to everyone watching it.
    pub fn publish(&self, table: &Table) {
        if let Ok(json) = serde_json::to_string(&table.view()) {
            let _ = self.channel(&table.row.id).send(json);
        }
    }

    /// Creates a table; returns its id, the creator's side and token.
    pub fn create(
        &self,
        variant: &str,
        side: &str,
        nickname: &str,
        opponent: Option<&str>,
        position: Option<&str>,
    ) -> Result<(String, Side, String), ServerError> {
        let rules = self.rules(variant)?;
        // A table may start from a position (a lesson, a puzzle, an ending).
        let setup = match position {
            None => None,
            Some(text) if text.len() > 400 => {
                return Err(ServerError::BadRequest(
                    "position: at most 400 characters".into(),
                ));
            }
            Some(text) => {
                let pos = crate::notation::parse_position(text, &rules)
                    .map_err(|e| ServerError::BadRequest(format!("position: {e}")))?;
                Some(pos)
            }
        };
        let nickname = clean_nickname(nickname)?;
        let side = match side {
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
                return Err(ServerError::BadRequest("side is S, P or toss".into()));
            }
        };
        let agent = match opponent {
            None => None,
            Some(a) => {
                let kind: AgentKind = a
                    .parse()
                    .map_err(|e| ServerError::BadRequest(format!("opponent: {e}")))?;
                if let AgentKind::Search { nodes } = kind
                    && nodes > 20_000
                {
                    return Err(ServerError::BadRequest(
                        "opponent: search is limited to 20000 nodes here".into(),
                    ));
                }
                Some(kind.to_string())
            }
        };
        // The variant says who begins, or a coin decides (setup.first_player).
        let first = match (&setup, rules.opening()) {
            (Some(pos), _) => pos.to_move(),
            (None, Opening::Fixed(side)) => side,
            (None, Opening::Open) if rand::random::<bool>() => Side::Suffragettes,
            (None, Opening::Open) => Side::Police,
        };
        let id = super::secret(12);
        let token = super::secret(16);
        let mine = SeatRow {
            nickname: Some(nickname),
            token: Some(token.clone()),
            agent: None,
        };
        let theirs = SeatRow {
            nickname: None,
            token: None,
            agent,
        };
        let (s, p) = match side {
            Side::Suffragettes => (mine, theirs),
            Side::Police => (theirs, mine),
        };
        let row = TableRow {
            id: id.clone(),
            variant: rules.id().to_string(),
            first: first.letter().to_string(),
            created: Store::now(),
            s,
            p,
            resigned: None,
            setup: setup.as_ref().map(crate::notation::write_position),
            moves: Vec::new(),
            chat: Vec::new(),
        };
        self.store().insert_table(&row)?;
        let table = Arc::new(Mutex::new(Table::from_row(row, rules)?));
        lock(&self.inner.tables).insert(id.clone(), table);
        self.agent_turn(&id);
        Ok((id, side, token))
    }

    /// Takes the free seat.
    pub fn join(&self, id: &str, nickname: &str) -> Result<(Side, String), ServerError> {
        let nickname = clean_nickname(nickname)?;
        let t = self.table(id)?;
        let mut table = lock(&t);
        let side = Side::BOTH
            .into_iter()
            .find(|&s| {
                let seat = table.seat(s);
                seat.nickname.is_none() && seat.agent.is_none()
            })
            .ok_or_else(|| ServerError::Conflict("both seats are taken; you can watch".into()))?;
        let token = super::secret(16);
        let seat = SeatRow {
            nickname: Some(nickname),
            token: Some(token.clone()),
            agent: None,
        };
        self.store()
            .set_seat(id, &side.letter().to_string(), &seat)?;
        *table.seat_mut(side) = seat;
        self.publish(&table);
        Ok((side, token))
    }

    /// Plays a move for the holder of `token`; persists it before returning.
    pub fn play(&self, id: &str, token: &str, text: &str) -> Result<(), ServerError> {
        let t = self.table(id)?;
        {
            let mut table = lock(&t);
            let side = table.side_of_token(token).ok_or_else(|| {
                ServerError::Forbidden("wrong token: you do not sit at this table".into())
            })?;
            self.commit_move(&mut table, side, text)?;
        }
        self.agent_turn(id);
        Ok(())
    }

    fn commit_move(&self, table: &mut Table, side: Side, text: &str) -> Result<(), ServerError> {
        let (mv, canonical) = table.check_move(side, text)?;
        let ply = table.row.moves.len();
        let mut next = table.position().clone();
        next.play_unchecked(table.rules(), &mv);
        let result = next
            .outcome(table.rules())
            .winner()
            .map(|s| s.letter().to_string());
        self.store()
            .push_move(&table.row.id, ply, &canonical, result.as_deref())?;
        table.apply(mv, canonical);
        self.publish(table);
        Ok(())
    }

    /// If the computer is to move at table `id`, lets it move in the
    /// background (and again, while it stays its turn).
    pub fn agent_turn(&self, id: &str) {
        let Ok(t) = self.table(id) else { return };
        let kind = {
            let table = lock(&t);
            if table.winner().is_some() {
                return;
            }
            let side = table.position().to_move();
            match table
                .seat(side)
                .agent
                .as_deref()
                .map(str::parse::<AgentKind>)
            {
                Some(Ok(k)) => k,
                _ => return,
            }
        };
        let state = self.clone();
        let id = id.to_string();
        let work = move || {
            let mut table = lock(&t);
            let pos = table.position().clone();
            let side = pos.to_move();
            if table.winner().is_some() || table.seat(side).agent.is_none() {
                return;
            }
            let moves = pos.legal_moves(table.rules());
            if moves.is_empty() {
                return;
            }
            let seed = table.row.moves.len() as u64
                ^ u64::from_str_radix(&id[..8.min(id.len())], 16).unwrap_or(0);
            let mut agent = kind.make(seed);
            let i = agent
                .choose(&pos, table.rules(), &moves)
                .min(moves.len() - 1);
            let text = crate::notation::write_move(&pos, table.rules(), &moves[i]);
            if state.commit_move(&mut table, side, &text).is_ok() {
                drop(table);
                state.agent_turn(&id);
            }
        };
        match tokio::runtime::Handle::try_current() {
            Ok(h) => {
                h.spawn_blocking(work);
            }
            Err(_) => work(),
        }
    }

    /// Resigns for the holder of `token`.
    pub fn resign(&self, id: &str, token: &str) -> Result<(), ServerError> {
        let t = self.table(id)?;
        let mut table = lock(&t);
        let side = table.side_of_token(token).ok_or_else(|| {
            ServerError::Forbidden("wrong token: you do not sit at this table".into())
        })?;
        if table.winner().is_some() {
            return Err(ServerError::Forbidden("the game is over".into()));
        }
        let s = side.letter().to_string();
        self.store()
            .resign(id, &s, &side.opponent().letter().to_string())?;
        table.resign(side)?;
        self.publish(&table);
        Ok(())
    }

    /// Adds a chat line from the holder of `token`.
    pub fn chat(&self, id: &str, token: &str, text: &str) -> Result<(), ServerError> {
        let text = text.trim();
        if text.is_empty() || text.chars().count() > MAX_CHAT {
            return Err(ServerError::BadRequest(format!(
                "a chat line has 1 to {MAX_CHAT} characters"
            )));
        }
        let text: String = text.chars().filter(|c| !c.is_control()).collect();
        let t = self.table(id)?;
        let mut table = lock(&t);
        let side = table
            .side_of_token(token)
            .ok_or_else(|| ServerError::Forbidden("wrong token: only the players chat".into()))?;
        if table.row.chat.len() >= MAX_CHAT_LINES {
            return Err(ServerError::Forbidden("this table's chat is full".into()));
        }
        let nick = table.seat(side).nickname.clone().unwrap_or_default();
        let line = (side.letter().to_string(), nick, text);
        let seq = table.row.chat.len();
        self.store().push_chat(id, seq, &line)?;
        table.row.chat.push(line);
        self.publish(&table);
        Ok(())
    }

    /// Runs `f` on a table, locked.
    pub fn with_table<R>(&self, id: &str, f: impl FnOnce(&Table) -> R) -> Result<R, ServerError> {
        let t = self.table(id)?;
        let table = lock(&t);
        Ok(f(&table))
    }
}
