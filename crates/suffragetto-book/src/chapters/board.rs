//! Chapter 3, the board: one board with a switch between its English,
//! German and French labels (radio buttons and CSS, no script), and the
//! print kit written next to the pages, each file shown by a thumbnail of
//! its first page: the board full size, on A4 and on Letter in English,
//! German and French and in black and white, the counters in colour and in
//! black and white, the rules in brief in the three languages.

use super::{Ctx, SiteError};
use crate::assemble::Site;
use crate::text::esc;
use serde::Serialize;
use suffragetto_core::engine::Rules;
use suffragetto_core::lang::Args;
use suffragetto_render::kit::{
    board_documents, kit_documents, kit_readme, pieces_documents, rules_documents,
};
use suffragetto_render::model::Document;
use suffragetto_render::{BoardOptions, Format, Lang, Theme, encode, png_out, svg_out};

/// Glue strip between tiled sheets, mm (the `print-kit` default).
const OVERLAP_MM: f64 = 10.0;

/// The frame of the board pictures on the page, mm: room for coordinates
/// of about 10 mm on the 457 mm board.
const PAGE_MARGIN_MM: f64 = 30.0;

/// Width of a print-kit thumbnail, px.
const THUMB_PX: f64 = 150.0;

#[derive(Serialize)]
struct Board {
    lang: String,
    name: String,
    /// The image's description, in the reader's language.
    alt: String,
    image: String,
    /// Whether it is shown first: the board in the reader's language.
    first: bool,
}

#[derive(Clone, Serialize)]
struct KitFile {
    name: String,
    /// The document's own title, in its own language ([`KitFile::lang`]).
    title: String,
    /// The language the document is printed in (`en`, or `de`, `fr` for
    /// the files named so), which the page marks on its title.
    lang: &'static str,
    pages: usize,
    kib: String,
    thumb: String,
    thumb_w: u32,
    thumb_h: u32,
}

#[derive(Serialize)]
struct Data {
    text: String,
    boards: Vec<Board>,
    kit: Vec<KitFile>,
    /// The kit's list of files in the reader's language.
    readme: String,
    size_mm: String,
    square_mm: String,
}

/// Writes `board.md` and the files of `print-kit/`.
pub fn pages(ctx: &Ctx<'_>, site: &mut Site) -> Result<(), SiteError> {
    let rules = ctx.rules_of("english");
    let mut boards = Vec::new();
    for lang in Lang::ALL {
        let name = match lang {
            Lang::En => "English",
            Lang::De => "Deutsch",
            Lang::Fr => "Français",
        };
        let mut opts = BoardOptions::new(rules)?;
        opts.lang = lang;
        opts.coordinates = true;
        // A frame wide enough for coordinates a reader can read on a screen.
        opts.margin = PAGE_MARGIN_MM;
        let image = format!("img/board/board-{}.svg", lang.code());
        site.add(
            image.clone(),
            encode(&suffragetto_render::board_document(&opts), Format::Svg)?,
        );
        boards.push(Board {
            lang: lang.code().to_string(),
            name: name.to_string(),
            alt: ctx.say(
                "book-board-alt",
                Args::new(ctx.lang).text("board", lang.code()),
            ),
            image,
            first: lang == ctx.lang,
        });
    }
    let opts = BoardOptions::new(rules)?;
    // The print kit is the same in every language's book: drawn once.
    let made = ctx.memo.get("print kit", || print_kit(ctx, rules, &opts))?;
    let (files, mut kit) = (&made.0, made.1.clone());
    for (path, bytes) in files {
        site.add(path.clone(), bytes.clone());
    }
    // The reader's language first, then the others, each in the kit's order.
    kit.sort_by_key(|f| f.lang != ctx.lang.code());
    let data = Data {
        text: ctx.prose("board.md")?,
        boards,
        kit,
        readme: readme(ctx.lang),
        size_mm: ctx.lang.decimal(opts.size, 1),
        square_mm: ctx.lang.decimal(opts.square(), 2),
    };
    ctx.page(site, "board.md", "board.md", &data)
}

/// Files by their path in the book.
type Files = Vec<(String, Vec<u8>)>;

/// The files of the print kit (`print-kit/*`, their thumbnails and
/// README.txt) and the list the page shows.
fn print_kit(
    ctx: &Ctx<'_>,
    rules: &Rules,
    opts: &BoardOptions,
) -> Result<(Files, Vec<KitFile>), SiteError> {
    let mut mono = opts.clone();
    mono.theme = Theme::Mono;
    let mut docs = kit_documents(rules, opts, OVERLAP_MM)?;
    docs.extend(board_documents(&mono, OVERLAP_MM, "-mono")?);
    docs.extend(pieces_documents(&mono, "-mono")?);
    for lang in [Lang::De, Lang::Fr] {
        let mut local = opts.clone();
        local.lang = lang;
        docs.extend(board_documents(&local, OVERLAP_MM, &format!("-{lang}"))?);
        docs.extend(pieces_documents(&local, &format!("-{lang}"))?);
        docs.extend(rules_documents(rules, opts, lang, &format!("-{lang}"))?);
    }
    ctx.progress.start("print kit", docs.len() as u64);
    let mut files = Vec::new();
    let mut kit = Vec::new();
    for (name, doc) in &docs {
        let format = Format::of_path(std::path::Path::new(name))?;
        let bytes = encode(doc, format)?;
        let (png, thumb_w, thumb_h) = thumbnail(doc)?;
        let thumb = format!("img/kit/{name}.png");
        files.push((thumb.clone(), png));
        kit.push(KitFile {
            name: name.clone(),
            title: esc(&doc.title),
            lang: [Lang::De, Lang::Fr]
                .into_iter()
                .find(|l| name.contains(&format!("-{l}.")) || name.contains(&format!("-{l}-")))
                .map_or("en", |l| l.code()),
            pages: doc.pages.len(),
            kib: format!("{:.0}", bytes.len() as f64 / 1024.0),
            thumb,
            thumb_w,
            thumb_h,
        });
        files.push((format!("print-kit/{name}"), bytes));
        ctx.progress.tick();
    }
    ctx.progress.finish();
    for lang in Lang::ALL {
        let mut local = opts.clone();
        local.lang = lang;
        files.push((
            format!("print-kit/{}", readme(lang)),
            kit_readme(&local, &docs).into(),
        ));
    }
    Ok((files, kit))
}

/// The name of the kit's list of files in `lang`: `README.txt` in
/// English, `README-de.txt` and `README-fr.txt`.
fn readme(lang: Lang) -> String {
    match lang {
        Lang::En => "README.txt".to_string(),
        _ => format!("README-{lang}.txt"),
    }
}

/// The first page of `doc` as a PNG [`THUMB_PX`] wide, with its size in
/// pixels.
fn thumbnail(doc: &Document) -> Result<(Vec<u8>, u32, u32), SiteError> {
    let page = doc.pages.first().ok_or_else(|| {
        SiteError::example(
            format!("print kit {}", doc.title),
            "a document without pages",
        )
    })?;
    let dpi = THUMB_PX * suffragetto_render::length::MM_PER_IN / page.width;
    let svg = svg_out::page_to_svg(page, &doc.title, &doc.description);
    let png = png_out::svg_to_png(&svg, dpi)?;
    Ok((
        png,
        png_out::pixels(page.width, dpi),
        png_out::pixels(page.height, dpi),
    ))
}
