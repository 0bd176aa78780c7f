//! The browser tests: scripts in `tests/e2e/` drive Debian's headless
//! Chromium (playwright-core from `tests/e2e/node_modules`, which
//! `scripts/test` installs) against an in-process server. Each script runs
//! under a time limit and is killed when it overruns. They skip, loudly,
//! only when the browser cannot start; with `SUFFRAGETTO_E2E=require` (as
//! `scripts/test` sets) a missing browser or node fails instead.

use super::harness::{TestServer, temp_db};
use std::io::Read;
use std::path::Path;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

/// How long one script may take before it is killed.
pub const TIME_LIMIT: Duration = Duration::from_secs(240);

/// What became of a script.
pub enum Run {
    /// It ran: its exit code (None: killed) and everything it printed.
    Ran(Option<i32>, String),
    /// It could not run, and why.
    Skip(String),
}

/// Runs `node SCRIPT BASE [SHOTS]` in `tests/e2e`, killing it after `limit`.
pub fn run_node(script: &str, base: &str, limit: Duration) -> Run {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/e2e");
    if !dir.join("node_modules/playwright-core").exists() {
        return Run::Skip("tests/e2e/node_modules/playwright-core is missing".into());
    }
    let mut cmd = Command::new("node");
    cmd.arg(script)
        .arg(base)
        .current_dir(&dir)
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    if let Ok(shots) = std::env::var("SUFFRAGETTO_E2E_SHOTS") {
        cmd.arg(shots);
    }
    let mut child = match cmd.spawn() {
        Ok(c) => c,
        Err(e) => return Run::Skip(format!("node cannot run: {e}")),
    };
    // Read both pipes on threads, so a chatty script never blocks.
    let pipe = |mut r: Box<dyn Read + Send>| {
        std::thread::spawn(move || {
            let mut s = String::new();
            let _ = r.read_to_string(&mut s);
            s
        })
    };
    let out = pipe(Box::new(child.stdout.take().expect("piped")));
    let err = pipe(Box::new(child.stderr.take().expect("piped")));
    let started = Instant::now();
    let code = loop {
        if let Ok(Some(status)) = child.try_wait() {
            break status.code();
        }
        if started.elapsed() > limit {
            let _ = child.kill();
            let _ = child.wait();
            break None;
        }
        std::thread::sleep(Duration::from_millis(100));
    };
    let text = format!(
        "{}{}",
        out.join().unwrap_or_default(),
        err.join().unwrap_or_default()
    );
    Run::Ran(code, text)
}

/// Fails with `SUFFRAGETTO_E2E=require`, else says loudly that `script`
/// was skipped.
fn skip(script: &str, why: &str) {
    let required = std::env::var("SUFFRAGETTO_E2E").is_ok_and(|v| v == "require");
    assert!(!required, "the browser test {script} cannot run: {why}");
    eprintln!(
        "\n*** SKIPPED the browser test {script}: {why} (run scripts/test to install it) ***\n"
    );
}

/// Runs `script` against a fresh server and checks it passed.
fn browser_test(script: &str, name: &str) {
    browser_test_with(script, name, super::harness::relaxed());
}

/// Runs `script` against a fresh server with `limits`.
fn browser_test_with(script: &str, name: &str, limits: suffragetto_server::Limits) {
    let _heavy = super::harness::heavy();
    let db = temp_db(name);
    let server = TestServer::start_with(&db, limits);
    passed(script, run_node(script, &server.base, TIME_LIMIT));
}

/// Checks that `script` passed (or says loudly why it could not run).
pub fn passed(script: &str, run: Run) {
    match run {
        Run::Skip(why) => skip(script, &why),
        Run::Ran(Some(0), text) => assert!(text.contains("e2e: passed"), "{text}"),
        Run::Ran(Some(77), text) => skip(script, text.trim()),
        Run::Ran(None, text) => panic!(
            "the browser test {script} took more than {:?} and was stopped:\n{text}",
            TIME_LIMIT
        ),
        Run::Ran(Some(_), text) => panic!("the browser test {script} failed:\n{text}"),
    }
}

#[test]
fn two_browsers_play_in_headless_chromium() {
    browser_test("play.mjs", "e2e");
}

#[test]
fn player_comforts_in_headless_chromium() {
    browser_test("comforts.mjs", "e2e-comforts");
}

#[test]
fn the_table_pages_layout_in_headless_chromium() {
    browser_test("playpage.mjs", "e2e-playpage");
}

#[test]
fn the_teachers_studio_in_headless_chromium() {
    browser_test("studio.mjs", "e2e-studio");
}

#[test]
fn accounts_in_headless_chromium() {
    browser_test("accounts.mjs", "e2e-accounts");
}

#[test]
fn tables_follow_a_signed_in_player_to_another_device_in_headless_chromium() {
    browser_test("tables_follow.mjs", "e2e-tables-follow");
}

#[test]
fn a_table_page_never_draws_an_older_state_in_headless_chromium() {
    browser_test("fresh.mjs", "e2e-fresh");
}

#[test]
fn clocks_abort_claims_takebacks_and_seeks_in_headless_chromium() {
    // A player who left may be claimed against after 2 s, so the test is
    // quick.
    let limits = suffragetto_server::Limits {
        absence_limit: Duration::from_secs(2),
        ..super::harness::relaxed()
    };
    browser_test_with("online.mjs", "e2e-online", limits);
}

#[test]
fn the_rules_explorer_in_headless_chromium() {
    browser_test("explore.mjs", "e2e-explore");
}

#[test]
fn a_game_by_keyboard_alone_is_announced_in_headless_chromium() {
    browser_test("keyboard.mjs", "e2e-keyboard");
}

#[test]
fn every_server_page_meets_wcag_aa_by_axe_core_in_headless_chromium() {
    browser_test("a11y.mjs", "e2e-a11y");
}

#[test]
fn a_browser_script_that_hangs_is_stopped_at_its_time_limit() {
    let dir = std::env::temp_dir().join(format!("suffragetto-hang-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let script = dir.join("hang.mjs");
    std::fs::write(
        &script,
        "console.log('e2e: waiting');\nsetTimeout(() => {}, 600000);\n",
    )
    .unwrap();
    let started = Instant::now();
    let run = run_node(
        script.to_str().unwrap(),
        "http://127.0.0.1:9",
        Duration::from_secs(2),
    );
    let _ = std::fs::remove_dir_all(&dir);
    match run {
        Run::Skip(why) => skip("hang.mjs", &why),
        Run::Ran(code, text) => {
            assert_eq!(code, None, "the script was killed: {text}");
            assert!(text.contains("e2e: waiting"), "{text}");
            assert!(started.elapsed() < Duration::from_secs(20));
        }
    }
}
