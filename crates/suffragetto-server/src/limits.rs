//! The server's limits: how long a client may take, how many connections
//! and event streams it may hold, how often it may act, and how long an
//! idle table stays in memory. One value of [`Limits`] configures a server.

use std::time::Duration;

/// A rate limit: `burst` actions at once, then one more every `every`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Rate {
    /// Actions allowed at once.
    pub burst: u32,
    /// The time after which one more action is allowed.
    pub every: Duration,
}

impl Rate {
    /// `burst` at once, one more every `every`.
    pub const fn new(burst: u32, every: Duration) -> Rate {
        Rate { burst, every }
    }
}

/// Every limit of the server. [`Limits::default`] is what `serve` uses.
#[derive(Clone, Debug)]
pub struct Limits {
    /// Time to send a request's header, counted from the connection's
    /// start or the end of the previous answer (so also the idle time of a
    /// kept-alive connection).
    pub header_timeout: Duration,
    /// Time to send the body and get the answer (408 after it).
    pub request_timeout: Duration,
    /// A connection that accepts no byte of its answer for this long is
    /// closed (a client that never reads its event stream).
    pub write_timeout: Duration,
    /// Open connections in all.
    pub max_connections: usize,
    /// Open connections from one address (an IPv6 /64 counts as one);
    /// not applied behind a reverse proxy, where every connection comes
    /// from the proxy.
    pub max_connections_per_address: usize,
    /// Event streams of spectators open on one table (the seats' own
    /// pages do not count: they are always let in).
    pub max_streams_per_table: usize,
    /// Event streams of spectators one address may open on one table.
    pub max_streams_per_address: usize,
    /// Event streams one seat's pages may have open on a table; one more
    /// closes that seat's oldest.
    pub max_streams_per_seat: usize,
    /// An event stream that has sent no new state for this long is closed
    /// (a page's browser opens it again at once; a client that never reads
    /// loses its place).
    pub stream_idle: Duration,
    /// Any event stream is closed after this long (the page reconnects).
    pub stream_lifetime: Duration,
    /// A table nobody has used for this long, and that nobody watches, is
    /// dropped from memory (it stays in the database).
    pub table_idle: Duration,
    /// How often idle tables, event channels and rate-limit entries are
    /// swept.
    pub sweep_every: Duration,
    /// Tables created per address.
    pub create: Rate,
    /// Seats taken per address.
    pub join: Rate,
    /// Move requests per address (legal or not).
    pub moves: Rate,
    /// Chat lines per address.
    pub chat: Rate,
    /// Explorer requests per address (moves, explanations, diagrams,
    /// checked variant files and records).
    pub explore: Rate,
    /// Reads of a table that may need work (its state, a diagram, the
    /// record) per address.
    pub reads: Rate,
    /// Seeks asked for per address.
    pub seeks: Rate,
    /// Takeback offers and answers per address.
    pub takebacks: Rate,
    /// Claims against an absent player and aborts per address.
    pub claims: Rate,
    /// Writes to studies per address (a new study, a chapter replaced, the
    /// presented place moved): a teacher playing moves in the editor
    /// writes once a move.
    pub study_writes: Rate,
    /// How long a player must have been away (no page open, no act) before
    /// the other may claim the game or abort it (docs/online-play.md).
    pub absence_limit: Duration,
    /// A game without a clock (or with a live one) in which nobody has
    /// moved for this long no longer counts as being played: the lobby
    /// lists it as abandoned.
    pub idle_game: Duration,
    /// Positions the engine searches per ply when it analyses a finished
    /// game (the analysis is cut when the answer's time runs out).
    pub analysis_nodes: u64,
    /// Units of work one answer may take: moves listed (for the explorer
    /// and a table's legal moves) and refusals explained.
    pub work_units: u64,
    /// Time one answer's work may take, waiting for a place included.
    pub work_time: Duration,
    /// Heavy answers (positions a visitor sent, tables whose positions are
    /// heavy) worked on at once.
    pub heavy_workers: usize,
    /// Heavy answers one address may have worked on at once.
    pub heavy_per_address: usize,
    /// Behind a reverse proxy: the client's address is the last one in
    /// `X-Forwarded-For`, and connections are not capped per address.
    pub behind_proxy: bool,
    /// The accounts' limits: password hashing, sessions, sign-in rates.
    pub accounts: super::accounts::AccountLimits,
}

const SECOND: Duration = Duration::from_secs(1);

impl Default for Limits {
    fn default() -> Limits {
        Limits {
            header_timeout: 10 * SECOND,
            request_timeout: 10 * SECOND,
            write_timeout: 20 * SECOND,
            max_connections: 1024,
            max_connections_per_address: 64,
            max_streams_per_table: 32,
            max_streams_per_address: 4,
            max_streams_per_seat: 4,
            stream_idle: 300 * SECOND,
            stream_lifetime: 1800 * SECOND,
            table_idle: 600 * SECOND,
            sweep_every: 30 * SECOND,
            create: Rate::new(5, 12 * SECOND),
            join: Rate::new(5, 6 * SECOND),
            moves: Rate::new(30, SECOND / 4),
            chat: Rate::new(5, 2 * SECOND),
            explore: Rate::new(60, SECOND / 10),
            reads: Rate::new(60, SECOND / 10),
            seeks: Rate::new(5, 12 * SECOND),
            takebacks: Rate::new(5, 10 * SECOND),
            claims: Rate::new(10, 3 * SECOND),
            study_writes: Rate::new(60, SECOND / 2),
            absence_limit: 120 * SECOND,
            idle_game: 3600 * SECOND,
            analysis_nodes: 1000,
            work_units: 60_000,
            work_time: 4 * SECOND,
            heavy_workers: super::work::default_workers(),
            heavy_per_address: 1,
            behind_proxy: false,
            accounts: Default::default(),
        }
    }
}
