//! `book`: build the static web site that compares the variants.

use super::progress::Stages;
use anyhow::Result;
use clap::Args;
use std::io::Write;
use std::path::PathBuf;
use std::time::Instant;
use suffragetto_book::{BookOptions, build};
use suffragetto_core::lang::Lang;

/// Arguments of `book`.
#[derive(Args, Debug)]
pub struct BookArgs {
    /// Where to write the site (replaced as a whole; a directory this
    /// command did not build is never overwritten).
    #[arg(long, short = 'o', default_value = "book/build", value_name = "DIR")]
    out: PathBuf,
    /// The book's sources: book.toml, src/ and games/.
    #[arg(long, default_value = "book", value_name = "DIR")]
    src: PathBuf,
    /// Self-play games per variant and per changed rule point (more games,
    /// narrower intervals; the tests use a few dozen).
    #[arg(long, short = 'n', default_value_t = suffragetto_book::DEFAULT_GAMES)]
    games: u32,
    /// Master seed of the self-play and of the search for differences.
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Most positions searched per disputed rule point.
    #[arg(long, default_value_t = 20_000, value_name = "N")]
    search: u32,
    /// Play N games per variant and per changed rule point under strong
    /// play afresh, reported beside the greedy games (0: greedy play only),
    /// instead of reading the published results (book/data/strong/).
    #[arg(long, value_name = "N")]
    strong_games: Option<u32>,
    /// Positions the strong agent searches per move in the games played
    /// afresh (100 or more, default 1,000; its levels 1 to 3 search 2,000,
    /// 6,000 and 20,000).
    #[arg(long, value_name = "N", requires = "strong_games",
          value_parser = clap::value_parser!(u32).range(100..))]
    strong_nodes: Option<u32>,
    /// Build the book in this language only (en, de or fr; every language
    /// unless given), into OUT/LANG/.
    #[arg(long, value_name = "LANG")]
    lang: Option<Lang>,
    /// Write the catalogue template of the book's prose
    /// (SRC/po/messages.pot), which translators merge into SRC/po/LANG.po,
    /// and say how much of each language is translated; builds nothing.
    #[arg(long)]
    extract_messages: bool,
    /// No progress bars.
    #[arg(long, short = 'q')]
    quiet: bool,
}

/// `suffragetto book`.
pub fn book(args: BookArgs, out: &mut impl Write) -> Result<()> {
    if !args.src.join("book.toml").is_file() {
        anyhow::bail!(
            "{} has no book.toml: run this in the project's directory, or give --src DIR (the directory holding book.toml, src/ and games/)",
            args.src.display()
        );
    }
    if args.extract_messages {
        return extract(&args.src, out);
    }
    if args.games == 0 {
        anyhow::bail!("--games must be at least 1: the statistics chapters need self-play games");
    }
    let started = Instant::now();
    let mut opts = BookOptions::new(&args.src);
    opts.out = args.out;
    opts.games = args.games;
    opts.seed = args.seed;
    opts.search_positions = args.search;
    opts.strong_games = args.strong_games;
    opts.strong_data = args.src.join("data").join("strong");
    if let Some(lang) = args.lang {
        opts.langs = vec![lang];
    }
    if let Some(n) = args.strong_nodes {
        opts.strong_nodes = n;
    }
    let bars = Stages::new(args.quiet);
    let summary = build(&opts, &bars)?;
    writeln!(
        out,
        "{}: {} pages, {} files, print kit in each language's print-kit/ ({:.1} s); open {}/index.html",
        summary.out.display(),
        summary.pages,
        summary.files,
        started.elapsed().as_secs_f64(),
        summary.out.display()
    )?;
    Ok(())
}

/// `suffragetto book --extract-messages`: the catalogue template written
/// whole, and each language's share of translated messages.
fn extract(src: &std::path::Path, out: &mut impl Write) -> Result<()> {
    let pot = suffragetto_book::extract_messages(src)?;
    let path = suffragetto_book::pot_path(src);
    if let Some(dir) = path.parent() {
        std::fs::create_dir_all(dir)?;
    }
    let tmp = path.with_extension("pot.tmp");
    std::fs::write(&tmp, pot)?;
    std::fs::rename(&tmp, &path)?;
    writeln!(out, "{}", path.display())?;
    for lang in Lang::ALL.into_iter().skip(1) {
        let (done, all) = suffragetto_book::translated(src, lang)?;
        writeln!(out, "{lang}: {done} of {all} messages translated")?;
    }
    Ok(())
}
