//! `diagram`: one position (or every ply of a game) as an SVG, PDF or PNG
//! teaching diagram.

use super::print::StyleArgs;
use anyhow::{Context, Result, anyhow, bail};
use clap::Args;
use std::io::Write;
use std::path::{Path, PathBuf};
use suffragetto_core::engine::Rules;
use suffragetto_core::geometry::Square;
use suffragetto_core::notation::parse_position;
use suffragetto_core::output::write_atomic;
use suffragetto_core::record::{Record, Replay};
use suffragetto_render::diagram::{
    DiagramOptions, Region, Scene, diagram_document, drops_comment, encode_diagram,
};
use suffragetto_render::{Document, Format, Length, encode_svg_outlined};

/// Arguments of `diagram`.
#[derive(Args, Debug)]
pub struct DiagramArgs {
    /// Position string to draw; `start` is the variant's start position
    /// (the default without --game).
    #[arg(long, short = 'p', value_name = "POS", conflicts_with = "game")]
    position: Option<String>,
    /// Game record (.sgn) whose position to draw.
    #[arg(long, value_name = "GAME.sgn")]
    game: Option<PathBuf>,
    /// Plies played before the position drawn: 0 (the start) up to the
    /// record's length, or `last` (the default).
    #[arg(long, value_name = "N|last", requires = "game", value_parser = parse_ply)]
    ply: Option<Ply>,
    /// One diagram per ply, 0 to the last, into the directory -o names
    /// (ply-000.svg, ply-001.svg, ...).
    #[arg(long, requires = "game", conflicts_with_all = ["ply", "legal"])]
    all: bool,
    /// Output file (.svg, .pdf or .png), or the directory for --all.
    #[arg(long, short = 'o', value_name = "FILE|DIR")]
    output: PathBuf,
    /// svg, pdf or png; by default the output file's extension (svg for --all).
    #[arg(long, value_name = "FORMAT")]
    format: Option<Format>,
    /// Variant (id or YAML file); default: the record's Variant tag, else english.
    #[arg(long, short = 'v', value_name = "ID|FILE")]
    variant: Option<String>,
    /// Mark every legal landing of the piece on SQUARE (a piece of the side to move).
    #[arg(long, value_name = "SQUARE")]
    legal: Option<Square>,
    /// Write move number, move and comment under the board (default with --game).
    #[arg(long, overrides_with = "no_caption")]
    caption: bool,
    /// No caption.
    #[arg(long, overrides_with = "caption")]
    no_caption: bool,
    /// Files and ranks along the bottom and left edges (the default).
    #[arg(long, overrides_with = "no_coordinates")]
    coordinates: bool,
    /// No files and ranks.
    #[arg(long, overrides_with = "coordinates")]
    no_coordinates: bool,
    /// The board seen from the Police side (turned half round).
    #[arg(long)]
    flip: bool,
    /// Show only a rectangle of squares, two corners such as c3:o9.
    #[arg(long, value_name = "SQ:SQ")]
    region: Option<Region>,
    #[command(flatten)]
    style: StyleArgs,
    /// The diagram's longer edge, caption aside (mm, cm or in).
    #[arg(
        long,
        default_value = "120mm",
        value_name = "LENGTH",
        allow_hyphen_values = true
    )]
    size: Length,
    /// SVG output with its text turned into outlines (no font needed to view it).
    #[arg(long)]
    outline_text: bool,
    /// Resolution of PNG output, dots per inch.
    #[arg(long, default_value_t = 200.0, value_name = "DPI")]
    dpi: f64,
}

/// `--ply`: a number or the last ply.
#[derive(Copy, Clone, Debug)]
enum Ply {
    N(usize),
    Last,
}

fn parse_ply(s: &str) -> Result<Ply, String> {
    match s.trim() {
        "last" => Ok(Ply::Last),
        t => t
            .parse()
            .map(Ply::N)
            .map_err(|_| format!("`{s}` is not a ply (expected a number 0, 1, 2, ... or `last`)")),
    }
}

impl DiagramArgs {
    /// The format to write: --format, the file's extension, or svg for --all.
    fn format(&self) -> Result<Format> {
        if self.all {
            return Ok(self.format.unwrap_or(Format::Svg));
        }
        match (self.format, Format::of_path(&self.output)) {
            (Some(f), Ok(e)) if f != e => bail!(
                "{} names a {} file but --format says {}",
                self.output.display(),
                e.name(),
                f.name()
            ),
            (Some(f), _) => Ok(f),
            (None, ext) => Ok(ext?),
        }
    }

    fn options(&self, rules: &Rules) -> Result<DiagramOptions> {
        let mut opts = DiagramOptions::new(rules)?;
        opts.size = self.size.mm();
        opts.lang = self.style.lang;
        opts.theme = self.style.theme;
        opts.coordinates = self.coordinates || !self.no_coordinates;
        opts.flip = self.flip;
        opts.region = self.region.unwrap_or_default();
        opts.caption = if self.caption {
            true
        } else if self.no_caption {
            false
        } else {
            self.game.is_some()
        };
        opts.check()?;
        Ok(opts)
    }
}

/// The record, replayed under the chosen variant.
fn replayed(path: &Path, variant: Option<&str>) -> Result<(Record, Rules, Replay)> {
    let record = Record::read(path)?;
    let rules = match variant {
        Some(v) => Rules::load(v)?,
        None => match super::record::tagged_rules(&record, &path.display().to_string())? {
            Some(rules) => rules,
            None => Rules::load("english")?,
        },
    };
    let replay = record.replay(&rules, &path.display().to_string())?;
    Ok((record, rules, replay))
}

/// `suffragetto diagram`.
pub fn diagram(args: DiagramArgs, out: &mut impl Write) -> Result<()> {
    if args.all && Format::of_path(&args.output).is_ok() {
        anyhow::bail!(
            "with --all, -o names a directory for one file per ply, not a file like {} (choose the format with --format)",
            args.output.display()
        );
    }
    let format = args.format()?;
    let mut files: Vec<(PathBuf, Document)> = Vec::new();
    let mut dropped = None;
    match &args.game {
        None => {
            let rules = Rules::load(args.variant.as_deref().unwrap_or("english"))?;
            let text = args.position.as_deref().unwrap_or("start");
            let pos = parse_position(text, &rules).map_err(|e| anyhow!("--position: {e}"))?;
            let mut scene = Scene::of_position(pos);
            if let Some(sq) = args.legal {
                scene
                    .show_legal(&rules, sq)
                    .with_context(|| format!("--legal {sq}"))?;
            }
            let doc = diagram_document(&scene, &args.options(&rules)?)?;
            files.push((args.output.clone(), doc));
        }
        Some(game) => {
            let (record, rules, replay) = replayed(game, args.variant.as_deref())?;
            let opts = args.options(&rules)?;
            let plies = replay.steps.len();
            let file = game.display();
            if args.all {
                let digits = plies.to_string().len().max(3);
                for ply in 0..=plies {
                    let scene = Scene::of_record(&record, &replay, &rules, ply)
                        .with_context(|| file.to_string())?;
                    if drops_comment(&scene, &opts) {
                        dropped = Some((game.clone(), scene.caption.lang));
                    }
                    let name = format!("ply-{ply:0digits$}.{}", format.extension());
                    files.push((args.output.join(name), diagram_document(&scene, &opts)?));
                }
            } else {
                let ply = match args.ply.unwrap_or(Ply::Last) {
                    Ply::N(n) => n,
                    Ply::Last => plies,
                };
                let mut scene = Scene::of_record(&record, &replay, &rules, ply)
                    .with_context(|| format!("{file}: --ply {ply}"))?;
                if drops_comment(&scene, &opts) {
                    dropped = Some((game.clone(), scene.caption.lang));
                }
                if let Some(sq) = args.legal {
                    scene
                        .show_legal(&rules, sq)
                        .with_context(|| format!("--legal {sq} at ply {ply}"))?;
                }
                files.push((args.output.clone(), diagram_document(&scene, &opts)?));
            }
        }
    }
    if let Some((game, lang)) = &dropped {
        eprintln!(
            "note: the comments of {} are in `{lang}` (its Language tag, English without one); the diagrams in `{}` leave them out",
            game.display(),
            args.style.lang
        );
    }
    // Encode everything before writing anything.
    let mut encoded = Vec::with_capacity(files.len());
    for (path, doc) in &files {
        let bytes = match format {
            Format::Svg if args.outline_text => encode_svg_outlined(doc)?,
            _ => encode_diagram(doc, format, args.dpi)?,
        };
        encoded.push((path, bytes));
    }
    if args.all {
        std::fs::create_dir_all(&args.output)
            .with_context(|| format!("cannot create {}", args.output.display()))?;
    }
    for (path, bytes) in &encoded {
        write_atomic(path, bytes)?;
        writeln!(out, "{}", path.display())?;
    }
    Ok(())
}
