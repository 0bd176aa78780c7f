//! Chapter 3, the board: drawn inline in each language, and the print kit
//! (full size, A4, Letter, mono) written next to the pages.

use super::{Ctx, SiteError};
use crate::render::kit::{board_documents, kit_documents, kit_readme, rules_documents};
use crate::render::{BoardOptions, Format, Lang, Theme, encode};
use crate::site::assemble::Site;
use crate::site::figures::inline_board;
use crate::site::text::esc;
use serde::Serialize;

/// Glue strip between tiled sheets, mm (the `print-kit` default).
const OVERLAP_MM: f64 = 10.0;

#[derive(Serialize)]
struct Board {
    lang: String,
    name: String,
    svg: String,
}

#[derive(Serialize)]
struct KitFile {
    name: String,
    title: String,
    pages: usize,
    kib: String,
}

#[derive(Serialize)]
struct Data {
    text: String,
    boards: Vec<Board>,
    kit: Vec<KitFile>,
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
        boards.push(Board {
            lang: lang.code().to_string(),
            name: name.to_string(),
            svg: inline_board(rules, lang, &format!("board-{}-", lang.code()))?,
        });
    }
    let opts = BoardOptions::new(rules)?;
    let mut mono = opts.clone();
    mono.theme = Theme::Mono;
    let mut docs = kit_documents(rules, &opts, OVERLAP_MM)?;
    for lang in [Lang::De, Lang::Fr] {
        docs.extend(rules_documents(rules, &opts, lang, &format!("-{lang}"))?);
    }
    docs.extend(board_documents(&mono, OVERLAP_MM, "-mono")?);
    ctx.progress.start("print kit", docs.len() as u64);
    let mut kit = Vec::new();
    for (name, doc) in &docs {
        let format = Format::of_path(std::path::Path::new(name))?;
        let bytes = encode(doc, format)?;
        kit.push(KitFile {
            name: name.clone(),
            title: esc(&doc.title),
            pages: doc.pages.len(),
            kib: format!("{:.0}", bytes.len() as f64 / 1024.0),
        });
        site.add(format!("print-kit/{name}"), bytes);
        ctx.progress.tick();
    }
    ctx.progress.finish();
    site.add("print-kit/README.txt", kit_readme(&opts, &docs));
    let data = Data {
        text: ctx.sources.prose("board.md"),
        boards,
        kit,
        size_mm: format!("{:.1}", opts.size),
        square_mm: format!("{:.2}", opts.square()),
    };
    ctx.page(site, "board.md", "board.md", &data)
}
