//! Sessions end when idle too long and when too old however busy (the
//! clock moved by rewriting the stored times, not by waiting), and the
//! schema's step to accounts: a database of the release before is upgraded
//! in place with its games, one of a later release is refused unchanged.

use super::super::harness::{TestDb, TestServer, get_json, relaxed, temp_db};
use super::{Browser, PASSWORD};
use serde_json::json;

/// Moves the stored times of every session back by `idle` and `age`
/// seconds (as if that long had passed since it was last used, begun).
fn age_sessions(db: &TestDb, idle: i64, age: i64) {
    db.execute(&format!(
        "UPDATE account_session SET last_seen = last_seen - {idle}, created = created - {age}"
    ));
}

const DAY: i64 = 24 * 3600;

fn a_session_ends_after_a_week_idle_and_after_thirty_days_in_any_case(db: &TestDb) {
    let server = db.server(relaxed());
    let mut b = Browser::new(&server.base);
    assert_eq!(b.sign_up("Hannah", PASSWORD).status, 201);

    // Six days idle: still good, and the use is noted.
    age_sessions(db, 6 * DAY, 6 * DAY);
    assert_eq!(b.me().status, 200);
    // Used just now, begun 29 days ago: good.
    age_sessions(db, 0, 23 * DAY);
    assert_eq!(b.me().status, 200);
    // Begun 30 days ago, however busy: over.
    age_sessions(db, 0, DAY);
    assert_eq!(b.me().status, 401);
    let left = db.number("SELECT COUNT(*) FROM account_session");
    assert_eq!(left, 0, "an expired session is ended when it is seen");

    // Seven days idle: over.
    assert_eq!(b.sign_in("Hannah", PASSWORD).status, 200);
    age_sessions(db, 7 * DAY, 7 * DAY);
    assert_eq!(b.me().status, 401);
}

fn the_sweep_ends_expired_sessions_nobody_uses(db: &TestDb) {
    let server = db.server(relaxed());
    let mut old = Browser::new(&server.base);
    assert_eq!(old.sign_up("Dora", PASSWORD).status, 201);
    age_sessions(db, 8 * DAY, 8 * DAY);
    let mut fresh = Browser::new(&server.base);
    assert_eq!(fresh.sign_in("Dora", PASSWORD).status, 200);
    let rt = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .unwrap();
    let swept = rt.block_on(server.state.accounts().sweep()).unwrap();
    assert_eq!(swept, 1);
    assert_eq!(fresh.me().status, 200);
    assert_eq!(old.me().status, 401);
}

/// The schema of version 3, the last release before accounts, with one
/// game in it.
const VERSION_3: &str = "
CREATE TABLE game_table (id TEXT PRIMARY KEY, variant TEXT NOT NULL, first TEXT NOT NULL,
    created INTEGER NOT NULL, updated INTEGER NOT NULL, s_nick TEXT, s_token TEXT, s_agent TEXT,
    p_nick TEXT, p_token TEXT, p_agent TEXT, resigned TEXT, plies INTEGER NOT NULL DEFAULT 0,
    result TEXT, setup TEXT, private INTEGER NOT NULL DEFAULT 0, rematch TEXT);
CREATE TABLE game_move (table_id TEXT NOT NULL REFERENCES game_table(id), ply INTEGER NOT NULL,
    text TEXT NOT NULL, PRIMARY KEY (table_id, ply));
CREATE TABLE chat (table_id TEXT NOT NULL REFERENCES game_table(id), seq INTEGER NOT NULL,
    side TEXT NOT NULL, nick TEXT NOT NULL, text TEXT NOT NULL, PRIMARY KEY (table_id, seq));
INSERT INTO game_table (id, variant, first, created, updated, s_nick, p_nick, plies)
    VALUES ('aaaabbbbccccddddeeeeffff', 'english', 'S', 0, 0, 'Old', 'Timer', 1);
INSERT INTO game_move VALUES ('aaaabbbbccccddddeeeeffff', 0, 'e6-e7');
PRAGMA application_id = 1398097478;
PRAGMA user_version = 3;
";

fn version(db: &std::path::Path) -> i64 {
    rusqlite::Connection::open(db)
        .unwrap()
        .query_row("PRAGMA user_version", [], |r| r.get(0))
        .unwrap()
}

#[test]
fn a_database_of_version_3_gains_accounts_and_keeps_its_games() {
    let db = temp_db("acc-v3");
    rusqlite::Connection::open(&*db)
        .unwrap()
        .execute_batch(VERSION_3)
        .unwrap();
    let server = TestServer::start_with(&db, relaxed());
    let s = get_json(&server.base, "/api/tables/aaaabbbbccccddddeeeeffff");
    assert_eq!(s["moves"], json!(["e6-e7"]));
    let mut b = Browser::new(&server.base);
    assert_eq!(b.sign_up("Lilian", PASSWORD).status, 201);
    drop(server);
    assert_eq!(version(&db), suffragetto_server::SCHEMA_VERSION);
    // Opened again, nothing is run twice and the account is there.
    let server = TestServer::start_with(&db, relaxed());
    b.base = server.base.clone();
    b.origin = Some(server.base.clone());
    assert_eq!(b.me().body["username"], "Lilian");
}

#[test]
fn a_database_of_a_later_release_is_refused_unchanged() {
    let db = temp_db("acc-later");
    let later = suffragetto_server::SCHEMA_VERSION + 1;
    rusqlite::Connection::open(&*db)
        .unwrap()
        .execute_batch(&VERSION_3.replace("user_version = 3", &format!("user_version = {later}")))
        .unwrap();
    let before = std::fs::read(&*db).unwrap();
    let e = suffragetto_server::AppState::open(&db)
        .err()
        .expect("refused")
        .to_string();
    assert_eq!(
        e,
        format!(
            "the database is of version {later}, written by a later release of the server (this one reads up to version {}); nothing was changed: run that release, or give --db another file",
            later - 1
        )
    );
    assert_eq!(std::fs::read(&*db).unwrap(), before);
    assert_eq!(version(&db), later);
}

crate::on_both_databases!(
    a_session_ends_after_a_week_idle_and_after_thirty_days_in_any_case,
    the_sweep_ends_expired_sessions_nobody_uses,
);
