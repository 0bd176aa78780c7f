//! `suffragetto engine`: the strong agent behind a line protocol on standard
//! input and output, in the manner of UCI for chess (`docs/engine-protocol.md`).
//!
//! Commands: `variant V`, `position start|POS [moves M...]`, `go [nodes N]
//! [movetime MS] [depth D]`, `stop`, `isready`, `newgame`, `quit`. A search
//! runs in its own thread, so `stop` and `isready` are answered while it
//! thinks; it reports `info depth D score S nodes N pv M...` after each
//! iteration and ends with `bestmove M`. Anything wrong is answered with an
//! `info string error ...` line, and the session goes on.
//!
//! [`think`] is the one entry point of the computer's moves: the engine's
//! `go`, and the online tables' computer ([`computer_move`]).

use super::agents::AgentKind;
use super::analyse::to_eval;
use super::strong::{Found, Limits, Searcher};
use std::io::{self, BufRead, Read, Write};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex, PoisonError};
use std::thread::JoinHandle;
use std::time::Duration;
use suffragetto_core::engine::{Move, Position, Rules};
use suffragetto_core::notation::{parse_move, parse_position, write_move};

/// The positions a `go` without limits searches: the strong agent's
/// default level.
pub const DEFAULT_NODES: u64 = 6_000;
/// The longest command line read, in bytes.
pub const MAX_LINE: usize = 64 * 1024;
/// The most moves a `position` command may apply.
pub const MAX_MOVES: usize = 5_000;

/// Searches `pos` (its legal moves `moves`, not empty) within `limits`:
/// the one way the computer chooses a move.
pub fn think(
    searcher: &mut Searcher,
    pos: &Position,
    rules: &Rules,
    moves: &[Move],
    limits: &Limits,
    report: &mut dyn FnMut(&Found),
) -> Found {
    searcher.search_limited(pos, rules, moves, limits, report)
}

/// The move (an index into `moves`, not empty) that the computer opponent
/// `kind` plays, seeded with `seed`: the strong agent through [`think`],
/// the others by their own rule.
pub fn computer_move(
    kind: AgentKind,
    seed: u64,
    pos: &Position,
    rules: &Rules,
    moves: &[Move],
) -> usize {
    match kind {
        AgentKind::Strong { nodes } if moves.len() > 1 => {
            let limits = Limits {
                nodes: Some(nodes as u64),
                ..Limits::default()
            };
            think(
                &mut Searcher::new(seed),
                pos,
                rules,
                moves,
                &limits,
                &mut |_| {},
            )
            .best
        }
        AgentKind::Strong { .. } => 0,
        other => other.make(seed).choose(pos, rules, moves),
    }
    .min(moves.len() - 1)
}

type Out = Arc<Mutex<Box<dyn Write + Send>>>;

fn say(out: &Out, line: &str) {
    let mut w = out.lock().unwrap_or_else(PoisonError::into_inner);
    // A reader that went away is not the engine's failure.
    let _ = writeln!(w, "{line}").and_then(|()| w.flush());
}

/// Writes the last line of a search (`bestmove ...`) and marks the search
/// done under the same lock, so that a reader who has seen the line finds
/// the engine free for the next command.
fn say_last(out: &Out, done: &AtomicBool, line: &str) {
    let mut w = out.lock().unwrap_or_else(PoisonError::into_inner);
    done.store(true, Ordering::Release);
    let _ = writeln!(w, "{line}").and_then(|()| w.flush());
}

/// A search under way: its stop flag, whether it has said `bestmove`, and
/// its thread.
struct Running {
    stop: Arc<AtomicBool>,
    done: Arc<AtomicBool>,
    thread: JoinHandle<()>,
}

/// One session of the protocol: the rules, the position, the searcher
/// (its table kept from one `go` to the next) and the search under way.
pub struct Session {
    out: Out,
    rules: Arc<Rules>,
    pos: Position,
    searcher: Arc<Mutex<Searcher>>,
    running: Option<Running>,
}

impl Session {
    /// A session on the English online rules' start position, answering
    /// on `out`.
    pub fn new(out: Box<dyn Write + Send>) -> Session {
        let rules = Rules::load("english").expect("built-in variant");
        Session {
            out: Arc::new(Mutex::new(out)),
            pos: rules.start(),
            rules: Arc::new(rules),
            searcher: Arc::new(Mutex::new(Searcher::new(1))),
            running: None,
        }
    }

    fn error(&self, message: &str) {
        say(&self.out, &format!("info string error {message}"));
    }

    /// Waits for the search under way, if any, after setting its stop flag
    /// when `stop`.
    fn finish(&mut self, stop: bool) {
        if let Some(r) = self.running.take() {
            if stop {
                r.stop.store(true, Ordering::Relaxed);
            }
            if r.thread.join().is_err() {
                self.error("the search failed");
            }
        }
    }

    fn busy(&mut self) -> bool {
        let said = |r: &Running| r.done.load(Ordering::Acquire) || r.thread.is_finished();
        if self.running.as_ref().is_some_and(said) {
            self.finish(false);
        }
        self.running.is_some()
    }

    /// Carries out one command line; `false` once the session is to end.
    pub fn command(&mut self, line: &str) -> bool {
        let words: Vec<&str> = line.split_whitespace().collect();
        let Some((&name, args)) = words.split_first() else {
            return true;
        };
        match name {
            "quit" => {
                self.finish(true);
                return false;
            }
            "isready" => say(&self.out, "readyok"),
            "stop" => self.finish(true),
            "variant" | "position" | "go" | "newgame" if self.busy() => {
                self.error(&format!("`{name}` while searching: send stop first"))
            }
            "variant" => self.variant(args),
            "position" => self.position(args),
            "go" => self.go(args),
            "newgame" => {
                self.searcher = Arc::new(Mutex::new(Searcher::new(1)));
                self.pos = self.rules.start();
            }
            other => self.error(&format!(
                "unknown command `{}`: expected variant, position, go, stop, isready, newgame or quit",
                clip(other)
            )),
        }
        true
    }

    fn variant(&mut self, args: &[&str]) {
        let [spec] = args else {
            return self.error("variant takes one built-in id or YAML file, e.g. `variant german`");
        };
        match Rules::load(spec) {
            Ok(r) => {
                self.pos = r.start();
                self.rules = Arc::new(r);
                self.searcher = Arc::new(Mutex::new(Searcher::new(1)));
            }
            Err(e) => self.error(&format!("variant: {e}")),
        }
    }

    fn position(&mut self, args: &[&str]) {
        let cut = args
            .iter()
            .position(|&w| w == "moves")
            .unwrap_or(args.len());
        let (setup, moves) = (&args[..cut], args.get(cut + 1..).unwrap_or(&[]));
        if setup.is_empty() {
            return self
                .error("position takes `start` or a position string, then `moves M...` if any");
        }
        if moves.len() > MAX_MOVES {
            return self.error(&format!("position: more than {MAX_MOVES} moves"));
        }
        let mut pos = match parse_position(&setup.join(" "), &self.rules) {
            Ok(p) => p,
            Err(e) => return self.error(&format!("position: {e}")),
        };
        for (i, text) in moves.iter().enumerate() {
            match parse_move(&pos, &self.rules, text) {
                Ok(mv) => pos.play_unchecked(&self.rules, &mv),
                Err(e) => {
                    return self.error(&format!(
                        "position: move {} `{}`: {e} (the position is unchanged)",
                        i + 1,
                        clip(text)
                    ));
                }
            }
        }
        self.pos = pos;
    }

    fn go(&mut self, args: &[&str]) {
        let mut limits = Limits::default();
        let mut i = 0;
        while i < args.len() {
            let value = args.get(i + 1).and_then(|v| v.parse::<u64>().ok());
            match (args[i], value) {
                ("nodes", Some(n)) if n > 0 => limits.nodes = Some(n),
                ("movetime", Some(ms)) if ms > 0 => {
                    limits.movetime = Some(Duration::from_millis(ms))
                }
                ("depth", Some(d @ 1..=64)) => limits.depth = Some(d as u32),
                (w @ ("nodes" | "movetime" | "depth"), _) => {
                    return self.error(&format!(
                        "go {w} takes a whole number above 0{}",
                        if w == "depth" { " and at most 64" } else { "" }
                    ));
                }
                (w, _) => {
                    return self.error(&format!(
                        "go: unknown limit `{}`: expected nodes N, movetime MS or depth D",
                        clip(w)
                    ));
                }
            }
            i += 2;
        }
        if limits.nodes.is_none() && limits.movetime.is_none() && limits.depth.is_none() {
            limits.nodes = Some(DEFAULT_NODES);
        }
        let stop = Arc::new(AtomicBool::new(false));
        let done = Arc::new(AtomicBool::new(false));
        limits.stop = Some(stop.clone());
        let (out, rules, pos, searcher) = (
            self.out.clone(),
            self.rules.clone(),
            self.pos.clone(),
            self.searcher.clone(),
        );
        let said = done.clone();
        let thread =
            std::thread::spawn(move || search(&out, &said, &rules, &pos, &searcher, &limits));
        self.running = Some(Running { stop, done, thread });
    }
}

/// The search thread: `info` lines after each iteration, then `bestmove`.
fn search(
    out: &Out,
    done: &AtomicBool,
    rules: &Rules,
    pos: &Position,
    searcher: &Mutex<Searcher>,
    limits: &Limits,
) {
    let moves = pos.legal_moves(rules);
    if let Some(w) = pos.winner(rules) {
        say(
            out,
            &format!("info string game over: the {} have won", w.name()),
        );
        return say_last(out, done, "bestmove (none)");
    }
    if moves.is_empty() {
        say(out, "info string game over: no legal move");
        return say_last(out, done, "bestmove (none)");
    }
    let mut searcher = searcher.lock().unwrap_or_else(PoisonError::into_inner);
    let found = think(&mut searcher, pos, rules, &moves, limits, &mut |f| {
        say(out, &info(pos, rules, f))
    });
    let best = format!("bestmove {}", write_move(pos, rules, &moves[found.best]));
    say_last(out, done, &best);
}

/// `info depth D score S nodes N pv M...` of a finished iteration; the
/// score is `analyse`'s: small pieces (two decimals) from the Suffragettes'
/// view, or `#N` / `#-N` for a game the Suffragettes / the Police win in N
/// plies.
fn info(pos: &Position, rules: &Rules, f: &Found) -> String {
    let mut p = pos.clone();
    let mut pv = Vec::new();
    for mv in &f.line {
        pv.push(write_move(&p, rules, mv));
        p.play_unchecked(rules, mv);
    }
    format!(
        "info depth {} score {} nodes {} pv {}",
        f.depth,
        to_eval(f.score, pos.to_move()),
        f.nodes,
        pv.join(" ")
    )
}

/// A word of the input as an error quotes it: at most 40 characters.
fn clip(s: &str) -> String {
    match s.char_indices().nth(40) {
        Some((i, _)) => format!("{}...", &s[..i]),
        None => s.to_string(),
    }
}

/// Runs a session over `input` until `quit` or the end of the input (a
/// search under way is then finished). Lines longer than [`MAX_LINE`] and
/// lines that are not UTF-8 are answered with an error.
pub fn serve(mut input: impl BufRead, out: Box<dyn Write + Send>) -> io::Result<()> {
    let mut session = Session::new(out);
    let mut buf = Vec::new();
    loop {
        buf.clear();
        let n = input
            .by_ref()
            .take(MAX_LINE as u64 + 1)
            .read_until(b'\n', &mut buf)?;
        if n == 0 {
            break;
        }
        if buf.len() > MAX_LINE && buf.last() != Some(&b'\n') {
            // Skip the rest of the line.
            let mut rest = Vec::new();
            while !matches!(rest.last(), Some(b'\n')) {
                rest.clear();
                if input
                    .by_ref()
                    .take(MAX_LINE as u64)
                    .read_until(b'\n', &mut rest)?
                    == 0
                {
                    break;
                }
            }
            session.error(&format!("line longer than {MAX_LINE} bytes ignored"));
            continue;
        }
        match std::str::from_utf8(&buf) {
            Ok(line) => {
                if !session.command(line) {
                    return Ok(());
                }
            }
            Err(_) => session.error("line is not UTF-8: ignored"),
        }
    }
    session.finish(false);
    Ok(())
}
