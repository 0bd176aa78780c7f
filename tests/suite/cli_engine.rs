//! `suffragetto engine`: the protocol as a program drives it over pipes.

use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, ChildStdout, Command, Stdio};
use suffragetto_core::engine::Rules;
use suffragetto_core::notation::parse_move;

struct Engine {
    child: Child,
    input: ChildStdin,
    output: BufReader<ChildStdout>,
}

impl Engine {
    fn start() -> Engine {
        let mut child = Command::new(env!("CARGO_BIN_EXE_suffragetto"))
            .arg("engine")
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .spawn()
            .expect("binary runs");
        let input = child.stdin.take().unwrap();
        let output = BufReader::new(child.stdout.take().unwrap());
        Engine {
            child,
            input,
            output,
        }
    }

    fn send(&mut self, bytes: &[u8]) {
        self.input.write_all(bytes).unwrap();
        self.input.flush().unwrap();
    }

    fn line(&mut self) -> String {
        let mut s = String::new();
        assert!(
            self.output.read_line(&mut s).unwrap() > 0,
            "the engine ended"
        );
        s.trim_end().to_string()
    }

    /// Sends `command` and reads up to the line that starts with `until`.
    fn ask(&mut self, command: &str, until: &str) -> Vec<String> {
        self.send(format!("{command}\n").as_bytes());
        let mut lines = Vec::new();
        loop {
            let l = self.line();
            let done = l.starts_with(until);
            lines.push(l);
            if done {
                return lines;
            }
        }
    }

    fn quit(mut self) {
        self.send(b"quit\n");
        assert!(self.child.wait().unwrap().success());
    }
}

#[test]
fn the_engine_plays_a_legal_game_against_itself_through_the_protocol() {
    let rules = Rules::load("german").unwrap();
    let mut e = Engine::start();
    assert_eq!(e.ask("isready", "readyok"), ["readyok"]);
    e.send(b"variant german\n");
    let mut played: Vec<String> = Vec::new();
    let mut pos = rules.start();
    let finished = loop {
        let command = format!("position start moves {}", played.join(" "));
        e.send(format!("{command}\n").as_bytes());
        let lines = e.ask("go nodes 300", "bestmove");
        let best = lines
            .last()
            .unwrap()
            .strip_prefix("bestmove ")
            .unwrap()
            .to_string();
        if best == "(none)" {
            assert!(lines[0].starts_with("info string game over"), "{lines:?}");
            break true;
        }
        // Each finished iteration: depth, score, nodes and a line that
        // starts with a legal move.
        let infos: Vec<&String> = lines
            .iter()
            .filter(|l| l.starts_with("info depth"))
            .collect();
        assert!(!infos.is_empty(), "{lines:?}");
        for i in &infos {
            let w: Vec<&str> = i.split_whitespace().collect();
            assert_eq!((w[3], w[5], w[7]), ("score", "nodes", "pv"), "{i}");
            assert!(w[6].parse::<u64>().unwrap() <= 300, "{i}");
            parse_move(&pos, &rules, w[8]).unwrap_or_else(|err| panic!("{i}: {err}"));
        }
        let mv = parse_move(&pos, &rules, &best).unwrap_or_else(|err| panic!("{best}: {err}"));
        pos.play_unchecked(&rules, &mv);
        played.push(best);
        if played.len() == 300 {
            break false;
        }
    };
    assert!(finished, "no winner in 300 plies");
    assert!(pos.winner(&rules).is_some(), "the game is won");
    e.quit();
}

#[test]
fn bad_commands_are_answered_with_an_error_line_and_the_session_goes_on() {
    let mut e = Engine::start();
    for (command, says) in [
        ("frobnicate", "unknown command `frobnicate`"),
        ("go nodes lots", "go nodes takes a whole number above 0"),
        (
            "go depth 0",
            "go depth takes a whole number above 0 and at most 64",
        ),
        ("go fast", "unknown limit `fast`"),
        ("variant nowhere", "variant: "),
        ("variant", "variant takes one built-in id or YAML file"),
        ("position", "position takes `start` or a position string"),
        ("position start moves z9-z10", "position: move 1 `z9-z10`"),
        ("position nonsense", "position: "),
    ] {
        let lines = e.ask(&format!("{command}\nisready"), "readyok");
        assert_eq!(lines.len(), 2, "{command}: {lines:?}");
        assert!(
            lines[0].starts_with("info string error ") && lines[0].contains(says),
            "{command}: {lines:?}"
        );
    }
    // Not UTF-8, and a line past the limit.
    e.send(b"go \xff\xfe\n");
    assert!(e.line().contains("not UTF-8"));
    let mut long = vec![b'x'; 70 * 1024];
    long.push(b'\n');
    e.send(&long);
    assert!(e.line().contains("line longer than"));
    // The position set before the bad move stands: a move from the start.
    e.send(b"position start\n");
    let lines = e.ask("go movetime 50", "bestmove");
    assert_ne!(lines.last().unwrap(), "bestmove (none)");
    // A search without end: other commands wait, isready is answered, and
    // stop ends it with the best move so far.
    e.send(b"go depth 64\n");
    let lines = e.ask("position start", "info string error");
    assert!(
        lines
            .last()
            .unwrap()
            .contains("`position` while searching: send stop first"),
        "{lines:?}"
    );
    assert!(lines.iter().all(|l| l.starts_with("info ")), "{lines:?}");
    e.ask("isready", "readyok");
    let lines = e.ask("stop", "bestmove");
    assert_ne!(lines.last().unwrap(), "bestmove (none)");
    e.quit();
}

#[test]
fn the_end_of_the_input_finishes_the_search_first() {
    let out = Command::new(env!("CARGO_BIN_EXE_suffragetto"))
        .arg("engine")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .and_then(|mut c| {
            c.stdin
                .take()
                .unwrap()
                .write_all(b"variant ludii\nposition start moves e6-e7\ngo nodes 200\n")?;
            c.wait_with_output()
        })
        .unwrap();
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(
        text.lines().last().unwrap().starts_with("bestmove "),
        "{text}"
    );
}
