//! The print kit: every document a player needs, in one variant, language
//! and theme, named as the files they are written to (the board full size
//! for a print shop and tiled on A4 and Letter, counters and the rules in
//! brief on A4 and Letter, the board as SVG) and a README that lists them.

use super::print_board::print_board_document;
use super::words::{kit_title, mm, words};
use super::{
    BoardOptions, Document, Lang, Paper, RenderError, board_document, pieces_document,
    rules_document, tiled_board_document,
};
use suffragetto_core::engine::Rules;
use suffragetto_core::lang::{Args, catalogue};

/// The board full size (with bleed and crop marks) and tiled on A4 and
/// Letter: `board-full{suffix}.pdf`, `board-a4{suffix}.pdf`,
/// `board-letter{suffix}.pdf`.
pub fn board_documents(
    opts: &BoardOptions,
    overlap: f64,
    suffix: &str,
) -> Result<Vec<(String, Document)>, RenderError> {
    let mut full = print_board_document(opts);
    full.title = format!("{}, {}", full.title, words(opts.lang).print_shop);
    Ok(vec![
        (format!("board-full{suffix}.pdf"), titled(full, None, opts)),
        (
            format!("board-a4{suffix}.pdf"),
            titled(tiled_board_document(opts, Paper::A4, overlap)?, None, opts),
        ),
        (
            format!("board-letter{suffix}.pdf"),
            titled(
                tiled_board_document(opts, Paper::Letter, overlap)?,
                None,
                opts,
            ),
        ),
    ])
}

/// `doc` with its paper (if given) and theme in its title, so that no two
/// files of a kit share a title.
fn titled(mut doc: Document, paper: Option<Paper>, opts: &BoardOptions) -> Document {
    doc.title = kit_title(&doc.title, paper, opts.theme, opts.lang);
    doc
}

/// The counters on A4 and Letter: `pieces-a4{suffix}.pdf`,
/// `pieces-letter{suffix}.pdf`.
pub fn pieces_documents(
    opts: &BoardOptions,
    suffix: &str,
) -> Result<Vec<(String, Document)>, RenderError> {
    Ok(vec![
        (
            format!("pieces-a4{suffix}.pdf"),
            titled(pieces_document(opts, Paper::A4)?, Some(Paper::A4), opts),
        ),
        (
            format!("pieces-letter{suffix}.pdf"),
            titled(
                pieces_document(opts, Paper::Letter)?,
                Some(Paper::Letter),
                opts,
            ),
        ),
    ])
}

/// The rules in brief of `rules` in `lang`, on A4 and Letter:
/// `rules{suffix}-a4.pdf`, `rules{suffix}-letter.pdf`.
pub fn rules_documents(
    rules: &Rules,
    opts: &BoardOptions,
    lang: Lang,
    suffix: &str,
) -> Result<Vec<(String, Document)>, RenderError> {
    Ok(vec![
        (
            format!("rules{suffix}-a4.pdf"),
            titled(
                rules_document(rules, opts, lang, Paper::A4)?,
                Some(Paper::A4),
                opts,
            ),
        ),
        (
            format!("rules{suffix}-letter.pdf"),
            titled(
                rules_document(rules, opts, lang, Paper::Letter)?,
                Some(Paper::Letter),
                opts,
            ),
        ),
    ])
}

/// Every document of the kit with its file name, in the order written: the
/// boards, the counters on A4 and Letter, the rules in brief on A4 and
/// Letter, and the board as SVG, all in `opts`' language and theme and
/// after `rules`. `overlap` is the glue strip of tiled sheets, mm.
pub fn kit_documents(
    rules: &Rules,
    opts: &BoardOptions,
    overlap: f64,
) -> Result<Vec<(String, Document)>, RenderError> {
    let mut files = board_documents(opts, overlap, "")?;
    files.extend(pieces_documents(opts, "")?);
    files.extend(rules_documents(rules, opts, opts.lang, "")?);
    files.push(("board.svg".into(), titled(board_document(opts), None, opts)));
    Ok(files)
}

/// The kit's `README.txt` in the kit's language: size, variant, theme, and
/// one line per file.
pub fn kit_readme(opts: &BoardOptions, files: &[(String, Document)]) -> String {
    let lang = opts.lang;
    let (board, square) = (mm(opts.size, lang), mm(opts.square(), lang));
    let c = catalogue();
    let theme = if opts.theme == super::Theme::Mono {
        "mono"
    } else {
        "colour"
    };
    let board_line = c.text(
        "kit-readme-board",
        &Args::new(lang)
            .text("board", board)
            .text("square", square)
            .text("variant", opts.variant_words())
            .text("theme", theme),
    );
    let mut s = format!("{}\n\n{board_line}\n\n", c.plain(lang, "kit-readme-title"));
    for (name, doc) in files {
        let pages = c.text(
            "kit-readme-pages",
            &Args::new(lang).number("n", doc.pages.len()),
        );
        s.push_str(&format!("{name:<20} {} ({pages})\n", doc.title));
    }
    s.push_str(&format!("\n{}\n", c.plain(lang, "kit-readme-print")));
    s
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::options::Lang;

    #[test]
    fn the_readme_names_the_variant_and_counts_pages_in_the_kits_language() {
        let rules = Rules::load("english").unwrap();
        let mut opts = BoardOptions::new(&rules).unwrap();
        let doc = |pages: usize| Document {
            title: "T".into(),
            description: String::new(),
            pages: (0..pages)
                .map(|_| crate::model::Page::new(10.0, 10.0, vec![]))
                .collect(),
        };
        let files = [("a.pdf".to_string(), doc(1)), ("b.pdf".to_string(), doc(7))];
        opts.lang = Lang::De;
        let de = kit_readme(&opts, &files);
        assert!(
            de.contains("nach „Englische Online-Regeln“, farbig."),
            "{de}"
        );
        assert!(
            de.contains("(1 Seite)") && de.contains("(7 Seiten)"),
            "{de}"
        );
        opts.lang = Lang::Fr;
        opts.theme = crate::Theme::Mono;
        let fr = kit_readme(&opts, &files);
        assert!(
            fr.contains("en noir et blanc.") && fr.contains("(7 pages)"),
            "{fr}"
        );
        assert!(fr.contains("l’assemblage\u{a0}; board-full.pdf"), "{fr}");
        opts.lang = Lang::En;
        let en = kit_readme(&opts, &files);
        assert!(
            en.starts_with("Suffragetto print kit\n\nBoard 457.2"),
            "{en}"
        );
        assert!(
            en.contains("(1 page)") && en.ends_with("crop marks).\n"),
            "{en}"
        );
    }
}
