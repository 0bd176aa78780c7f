//! `board`, `pieces` and `print-kit`: the printable board and pieces.

use anyhow::{Context, Result, bail};
use clap::Args;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::time::Instant;
use suffragetto_core::engine::Rules;
use suffragetto_core::output::write_atomic;
use suffragetto_render::kit::{kit_documents, kit_readme};
use suffragetto_render::{
    BoardOptions, Document, Format, Lang, Length, Paper, Theme, board_document, encode,
    encode_svg_outlined, pieces_document, print_board_document, tiled_board_document,
};

/// Language and theme: shared by the printed things and diagrams.
#[derive(Args, Debug, Clone)]
pub struct StyleArgs {
    /// Language of every word printed: en, de or fr.
    #[arg(long, default_value = "en", value_name = "LANG")]
    pub lang: Lang,
    /// colour, or mono for black-and-white printers (zones hatched).
    #[arg(long, default_value = "colour", value_name = "THEME")]
    pub theme: Theme,
}

/// How the board looks; shared by all three commands.
#[derive(Args, Debug, Clone)]
pub struct LookArgs {
    /// The board's printed edge, margin included (mm, cm or in).
    #[arg(
        long,
        default_value = "18in",
        value_name = "LENGTH",
        allow_hyphen_values = true
    )]
    size: Length,
    /// Border around the 17 x 17 squares (mm, cm or in).
    #[arg(
        long,
        default_value = "10mm",
        value_name = "LENGTH",
        allow_hyphen_values = true
    )]
    margin: Length,
    #[command(flatten)]
    style: StyleArgs,
    /// Variant whose piece colours and start squares to print: a built-in id
    /// or a YAML file.
    #[arg(long, short = 'v', default_value = "english", value_name = "ID|FILE")]
    variant: String,
    /// Leave the S and P marks off the start squares.
    #[arg(long)]
    no_start_marks: bool,
    /// Print files a-q and ranks 1-17 around the squares.
    #[arg(long)]
    coordinates: bool,
    /// Give each counter a back to fold over and glue on.
    #[arg(long)]
    backs: bool,
    /// Spare counters of each kind (0-20).
    #[arg(long, default_value_t = 0, value_name = "N")]
    spares: u8,
    /// SVG output with its text turned into outlines (no font needed to view it).
    #[arg(long)]
    outline_text: bool,
}

impl LookArgs {
    fn options(&self) -> Result<BoardOptions> {
        let rules = Rules::load(&self.variant)?;
        let mut opts = BoardOptions::new(&rules)?;
        opts.size = self.size.mm();
        opts.margin = self.margin.mm();
        opts.lang = self.style.lang;
        opts.theme = self.style.theme;
        opts.start_marks = !self.no_start_marks;
        opts.coordinates = self.coordinates;
        opts.counter_backs = self.backs;
        opts.spares = self.spares;
        opts.check()?;
        Ok(opts)
    }
}

/// Arguments of `board`.
#[derive(Args, Debug)]
pub struct BoardArgs {
    /// Output file; .svg, .pdf or .png decides the format.
    #[arg(long, short = 'o', value_name = "FILE")]
    output: PathBuf,
    #[command(flatten)]
    look: LookArgs,
    /// full (one page of the board's size), or a4, letter, a3 to tile the
    /// board over sheets (PDF only).
    #[arg(long, default_value = "full", value_name = "PAPER")]
    paper: Paper,
    /// Glue strip between tiled sheets (mm, cm or in).
    #[arg(
        long,
        default_value = "10mm",
        value_name = "LENGTH",
        allow_hyphen_values = true
    )]
    overlap: Length,
}

/// Arguments of `pieces`.
#[derive(Args, Debug)]
pub struct PiecesArgs {
    /// Output file; .svg, .pdf or .png decides the format.
    #[arg(long, short = 'o', value_name = "FILE")]
    output: PathBuf,
    #[command(flatten)]
    look: LookArgs,
    /// Sheet size: a4, letter, a3, or full (one page just large enough).
    #[arg(long, default_value = "a4", value_name = "PAPER")]
    paper: Paper,
}

/// Arguments of `print-kit`.
#[derive(Args, Debug)]
pub struct KitArgs {
    /// Directory to write the kit into (created if missing).
    #[arg(long, short = 'o', value_name = "DIR")]
    output: PathBuf,
    #[command(flatten)]
    look: LookArgs,
    /// Glue strip between tiled sheets (mm, cm or in).
    #[arg(
        long,
        default_value = "10mm",
        value_name = "LENGTH",
        allow_hyphen_values = true
    )]
    overlap: Length,
}

/// The board, full size or tiled; a full-size PDF is the print shop's,
/// with bleed and crop marks.
fn board_doc(
    opts: &BoardOptions,
    paper: Paper,
    overlap: Length,
    format: Format,
) -> Result<Document> {
    Ok(match (paper, format) {
        (Paper::Full, Format::Pdf) => print_board_document(opts),
        (Paper::Full, _) => board_document(opts),
        _ => tiled_board_document(opts, paper, overlap.mm())?,
    })
}

/// `doc` in the format `path` names (SVG text as outlines if asked).
fn encoded(doc: &Document, path: &Path, outlines: bool) -> Result<Vec<u8>> {
    let format = Format::of_path(path)?;
    Ok(match format {
        Format::Svg if outlines => encode_svg_outlined(doc)?,
        _ => encode(doc, format)?,
    })
}

/// Encodes `doc` and writes it whole.
fn write_doc(doc: &Document, path: &Path, outlines: bool) -> Result<()> {
    write_atomic(path, &encoded(doc, path, outlines)?)?;
    Ok(())
}

/// Tells which file was written and how many pages it has.
fn report(out: &mut impl Write, path: &Path, doc: &Document) -> Result<()> {
    writeln!(out, "{}: {} page(s)", path.display(), doc.pages.len())?;
    Ok(())
}

/// `suffragetto board -o FILE`.
pub fn board(args: BoardArgs, out: &mut impl Write) -> Result<()> {
    let format = Format::of_path(&args.output)?;
    let opts = args.look.options()?;
    if args.paper != Paper::Full && format != Format::Pdf {
        bail!(
            "--paper {} tiles the board over several pages: write a .pdf file",
            args.paper
        );
    }
    let doc = board_doc(&opts, args.paper, args.overlap, format)?;
    write_doc(&doc, &args.output, args.look.outline_text)?;
    report(out, &args.output, &doc)
}

/// `suffragetto pieces -o FILE`.
pub fn pieces(args: PiecesArgs, out: &mut impl Write) -> Result<()> {
    Format::of_path(&args.output)?;
    let opts = args.look.options()?;
    let doc = pieces_document(&opts, args.paper)?;
    write_doc(&doc, &args.output, args.look.outline_text)?;
    report(out, &args.output, &doc)
}

/// `suffragetto print-kit -o DIR`: everything needed to play, in one go.
pub fn print_kit(args: KitArgs, out: &mut impl Write) -> Result<()> {
    let started = Instant::now();
    let opts = args.look.options()?;
    // Build and encode every document first, so nothing is written unless
    // everything can be.
    let rules = Rules::load(&args.look.variant)?;
    let files = kit_documents(&rules, &opts, args.overlap.mm())?;
    let mut bytes = Vec::with_capacity(files.len());
    for (name, doc) in &files {
        let path = args.output.join(name);
        bytes.push((encoded(doc, &path, args.look.outline_text)?, path));
    }
    std::fs::create_dir_all(&args.output)
        .with_context(|| format!("cannot create {}", args.output.display()))?;
    for (data, path) in &bytes {
        write_atomic(path, data)?;
        writeln!(out, "{}", path.display())?;
    }
    let readme = kit_readme(&opts, &files);
    write_atomic(&args.output.join("README.txt"), readme.as_bytes())?;
    writeln!(out, "{}", args.output.join("README.txt").display())?;
    writeln!(
        out,
        "print kit written in {:.2} s",
        started.elapsed().as_secs_f64()
    )?;
    Ok(())
}
