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
    /// Event streams open on one table.
    pub max_streams_per_table: usize,
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
            table_idle: 600 * SECOND,
            sweep_every: 30 * SECOND,
            create: Rate::new(5, 12 * SECOND),
            join: Rate::new(5, 6 * SECOND),
            moves: Rate::new(30, SECOND / 4),
            chat: Rate::new(5, 2 * SECOND),
            explore: Rate::new(60, SECOND / 10),
            behind_proxy: false,
            accounts: Default::default(),
        }
    }
}
