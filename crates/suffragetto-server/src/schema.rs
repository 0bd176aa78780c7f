//! The database's schema: what makes a file ours (SQLite's application id,
//! or the tables of an earlier version), checked before anything is
//! written, and the steps that bring it up to date. The version is SQLite's
//! `user_version`: versions 1 to 3 gained columns of `game_table` (brought
//! up to 3 by adding what is missing); each later version is one step of
//! [`STEPS`], run once, in order, all in one transaction.

use super::ServerError;
use rusqlite::Connection;
use std::path::Path;

/// SQLite's `application_id` of a Suffragetto tables database ("SUFF").
pub const APPLICATION_ID: i64 = 0x5355_4646;
/// The schema's version (`user_version`).
pub const VERSION: i64 = 8;

/// The version the columns of [`ADDED`] bring a database to.
const COLUMNS_VERSION: i64 = 3;

/// Version 4: accounts and their sessions. A session is stored by the hash
/// of its id (`secret`), never the id; a deleted account keeps its number
/// (its games' seats point to it) and loses its name and password.
const ACCOUNTS: &str = "
CREATE TABLE account (
    id INTEGER PRIMARY KEY,
    name TEXT,
    name_key TEXT UNIQUE,
    look TEXT UNIQUE,
    password TEXT,
    created INTEGER NOT NULL,
    deleted INTEGER
);
CREATE TABLE account_session (
    secret BLOB PRIMARY KEY,
    handle TEXT NOT NULL UNIQUE,
    account_id INTEGER NOT NULL REFERENCES account(id),
    created INTEGER NOT NULL,
    last_seen INTEGER NOT NULL,
    device TEXT NOT NULL
);
CREATE INDEX account_session_account ON account_session(account_id);
";

/// Version 5: the time of each chat line (none for the lines before).
const CHAT_TIMES: &str = "ALTER TABLE chat ADD COLUMN at INTEGER;";

/// Version 6: each table's online play (its clock, a takeback offered, an
/// end the rules do not know, a seek) as one JSON field whose parts all
/// have defaults (`crate::play`): `NULL` reads as no clock and nothing
/// pending, and parts a later version adds are ignored.
const PLAY: &str = "ALTER TABLE game_table ADD COLUMN play TEXT;";

/// Version 7: the account each seat belongs to, if a signed-in player took
/// it (`NULL`: a guest's seat, or the computer's); the seat's token stays.
/// No foreign key: the accounts may live in another database (PostgreSQL).
const SEAT_ACCOUNTS: &str = "
ALTER TABLE game_table ADD COLUMN s_account INTEGER;
ALTER TABLE game_table ADD COLUMN p_account INTEGER;
CREATE INDEX game_table_s_account ON game_table(s_account) WHERE s_account IS NOT NULL;
CREATE INDEX game_table_p_account ON game_table(p_account) WHERE p_account IS NOT NULL;
";

/// The steps after version 3: the version each brings the schema to, and
/// its SQL.
const STEPS: [(i64, &str); 5] = [
    (4, ACCOUNTS),
    (5, CHAT_TIMES),
    (6, PLAY),
    (7, SEAT_ACCOUNTS),
    (8, STUDIES),
];

/// Version 8: a teacher's studies
/// (`crate::studio`), each with its chapters as records. The edit link's
/// key is stored only as its hash (`edit_hash`), as sessions are; the
/// owner is the account that made it, if one was signed in (no foreign
/// key: the accounts may live in another database); `present` is
/// the place the teacher shows while presenting (JSON), `NULL` when not.
const STUDIES: &str = "
CREATE TABLE study (
    id TEXT PRIMARY KEY,
    title TEXT NOT NULL,
    edit_hash BLOB NOT NULL,
    owner INTEGER,
    created INTEGER NOT NULL,
    updated INTEGER NOT NULL,
    present TEXT
);
CREATE INDEX study_owner ON study(owner);
CREATE TABLE study_chapter (
    study_id TEXT NOT NULL REFERENCES study(id),
    n INTEGER NOT NULL,
    name TEXT NOT NULL,
    variant TEXT NOT NULL,
    sgn TEXT NOT NULL,
    PRIMARY KEY (study_id, n)
);
";

const TABLES: &str = "
CREATE TABLE IF NOT EXISTS game_table (
    id TEXT PRIMARY KEY,
    variant TEXT NOT NULL,
    first TEXT NOT NULL,
    created INTEGER NOT NULL,
    updated INTEGER NOT NULL,
    s_nick TEXT, s_token TEXT, s_agent TEXT,
    p_nick TEXT, p_token TEXT, p_agent TEXT,
    resigned TEXT,
    plies INTEGER NOT NULL DEFAULT 0,
    result TEXT
);
CREATE TABLE IF NOT EXISTS game_move (
    table_id TEXT NOT NULL REFERENCES game_table(id),
    ply INTEGER NOT NULL,
    text TEXT NOT NULL,
    PRIMARY KEY (table_id, ply)
);
CREATE TABLE IF NOT EXISTS chat (
    table_id TEXT NOT NULL REFERENCES game_table(id),
    seq INTEGER NOT NULL,
    side TEXT NOT NULL,
    nick TEXT NOT NULL,
    text TEXT NOT NULL,
    PRIMARY KEY (table_id, seq)
);
";

/// Columns added after the first version, with their definitions.
const ADDED: [(&str, &str); 3] = [
    ("setup", "setup TEXT"),
    ("private", "private INTEGER NOT NULL DEFAULT 0"),
    ("rematch", "rematch TEXT"),
];

/// The tables of every version of ours and the columns the first had
/// (`game_table` has gained the columns [`ADDED`] since).
const KNOWN: [(&str, &[&str]); 3] = [
    (
        "game_table",
        &[
            "id", "variant", "first", "created", "updated", "s_nick", "s_token", "s_agent",
            "p_nick", "p_token", "p_agent", "resigned", "plies", "result",
        ],
    ),
    ("game_move", &["table_id", "ply", "text"]),
    ("chat", &["table_id", "seq", "side", "nick", "text"]),
];

/// Whether table `name` has the columns of one of our versions.
fn is_known_table(conn: &Connection, name: &str) -> bool {
    let Some((_, first)) = KNOWN.iter().find(|(t, _)| *t == name) else {
        return false;
    };
    let Ok(have) = columns(conn, name) else {
        return false;
    };
    first.iter().all(|c| have.iter().any(|h| h == c))
        && have.iter().all(|h| {
            first.contains(&h.as_str())
                || (name == "game_table" && ADDED.iter().any(|(a, _)| a == h))
        })
}

fn columns(conn: &Connection, table: &str) -> Result<Vec<String>, rusqlite::Error> {
    conn.prepare("SELECT name FROM pragma_table_info(?1)")?
        .query_map([table], |r| r.get(0))?
        .collect()
}

/// Whether `conn` holds a database of ours (or an empty one); reads only.
/// Another program's database is refused with what it holds.
pub fn check(conn: &Connection, path: &Path) -> Result<(), ServerError> {
    let foreign = |what: String| {
        ServerError::Foreign(format!(
            "{} is not a Suffragetto tables database ({what}); nothing was changed: give --db a new file or one the server made",
            path.display()
        ))
    };
    let app: i64 = conn
        .query_row("PRAGMA application_id", [], |r| r.get(0))
        .map_err(|e| foreign(format!("SQLite cannot read it: {e}")))?;
    if app == APPLICATION_ID {
        let version: i64 = conn.query_row("PRAGMA user_version", [], |r| r.get(0))?;
        return if version > VERSION {
            Err(later(version))
        } else {
            Ok(())
        };
    }
    if app != 0 {
        return Err(foreign(format!("its application id is {app:#x}")));
    }
    let objects: Vec<(String, String)> = conn
        .prepare(
            "SELECT type, name FROM sqlite_schema WHERE name NOT LIKE 'sqlite_%' ORDER BY name",
        )?
        .query_map([], |r| Ok((r.get(0)?, r.get(1)?)))?
        .collect::<Result<_, _>>()?;
    // An earlier version of ours: only our tables, with our columns.
    if objects
        .iter()
        .any(|(kind, name)| kind != "table" || !is_known_table(conn, name))
    {
        let list: Vec<String> = objects.iter().map(|(k, n)| format!("{k} {n}")).collect();
        return Err(foreign(format!("it holds {}", list.join(", "))));
    }
    Ok(())
}

/// The refusal of a database of `version`, later than this server's.
fn later(version: i64) -> ServerError {
    ServerError::Foreign(format!(
        "the database is of version {version}, written by a later release of the server (this one reads up to version {VERSION}); nothing was changed: run that release, or give --db another file"
    ))
}

/// Brings a checked database up to date, in one transaction. A database of
/// a later version than this server's is refused, unchanged.
pub fn migrate(conn: &mut Connection) -> Result<(), ServerError> {
    let tx = conn.transaction()?;
    let version: i64 = tx.query_row("PRAGMA user_version", [], |r| r.get(0))?;
    if version > VERSION {
        return Err(later(version));
    }
    if version <= COLUMNS_VERSION {
        tx.execute_batch(TABLES)?;
        let have = columns(&tx, "game_table")?;
        for (name, definition) in ADDED {
            if !have.iter().any(|c| c == name) {
                tx.execute_batch(&format!("ALTER TABLE game_table ADD COLUMN {definition}"))?;
            }
        }
    }
    for (step, sql) in STEPS {
        if version < step {
            tx.execute_batch(sql)?;
        }
    }
    tx.execute_batch(&format!(
        "PRAGMA application_id = {APPLICATION_ID}; PRAGMA user_version = {VERSION};"
    ))?;
    tx.commit()?;
    Ok(())
}
