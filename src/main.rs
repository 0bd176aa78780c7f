//! The `suffragetto` command line. Each subcommand turns its arguments into a
//! validated request and makes one library call; this file alone decides
//! exit codes.

mod cli;

use clap::Parser;
use std::io::Write;
use std::process::ExitCode;

fn main() -> ExitCode {
    let mut args = cli::Cli::parse();
    let result = match args.run_engine() {
        Some(r) => r,
        None => {
            let mut out = std::io::stdout().lock();
            cli::run(args, &mut out).and_then(|()| out.flush().map_err(Into::into))
        }
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            // A reader that stopped early (`| head`) is not an error.
            let broken_pipe = e.chain().any(|c| {
                c.downcast_ref::<std::io::Error>()
                    .is_some_and(|io| io.kind() == std::io::ErrorKind::BrokenPipe)
                    || c.downcast_ref::<serde_json::Error>()
                        .and_then(|j| j.io_error_kind())
                        == Some(std::io::ErrorKind::BrokenPipe)
            });
            if broken_pipe {
                return ExitCode::SUCCESS;
            }
            eprintln!("error: {}", message(&e));
            ExitCode::FAILURE
        }
    }
}

/// The error and its causes, each cause left out when the message already
/// says it (many library errors quote their cause).
fn message(e: &anyhow::Error) -> String {
    let mut text = String::new();
    for cause in e.chain() {
        let part = cause.to_string();
        if !text.contains(&part) {
            if !text.is_empty() {
                text.push_str(": ");
            }
            text.push_str(&part);
        }
    }
    text
}
