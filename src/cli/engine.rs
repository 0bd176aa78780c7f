//! `engine`: the strong agent behind a UCI-like protocol on standard input
//! and output (`docs/engine-protocol.md`).

use anyhow::Result;
use clap::Args;

/// Arguments of `engine` (none: everything is said through the protocol).
#[derive(Args, Debug)]
pub struct EngineArgs {}

/// Runs the protocol until `quit` or the end of standard input. Standard
/// output is not locked by the caller: the search thread writes to it.
pub fn engine(_: EngineArgs) -> Result<()> {
    let stdin = std::io::stdin();
    suffragetto_ai::protocol::serve(stdin.lock(), Box::new(std::io::stdout()))?;
    Ok(())
}
