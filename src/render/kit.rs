//! The print kit: every document a player needs, named as the files they
//! are written to (boards full size and tiled on A4 and Letter, counters,
//! rules summaries, the board as SVG) and a README that lists them.

use super::{
    BoardOptions, Document, Lang, Paper, RenderError, board_document, pieces_document,
    rules_document, tiled_board_document,
};

/// The board full size and tiled on A4 and Letter: `board-full{suffix}.pdf`,
/// `board-a4{suffix}.pdf`, `board-letter{suffix}.pdf`.
pub fn board_documents(
    opts: &BoardOptions,
    overlap: f64,
    suffix: &str,
) -> Result<Vec<(String, Document)>, RenderError> {
    Ok(vec![
        (format!("board-full{suffix}.pdf"), board_document(opts)),
        (
            format!("board-a4{suffix}.pdf"),
            tiled_board_document(opts, Paper::A4, overlap)?,
        ),
        (
            format!("board-letter{suffix}.pdf"),
            tiled_board_document(opts, Paper::Letter, overlap)?,
        ),
    ])
}

/// Every document of the kit with its file name, in the order written: the
/// boards, the counters on A4 and Letter, a rules summary per language, and
/// the board as SVG. `overlap` is the glue strip of tiled sheets, mm.
pub fn kit_documents(
    opts: &BoardOptions,
    overlap: f64,
) -> Result<Vec<(String, Document)>, RenderError> {
    let mut files = board_documents(opts, overlap, "")?;
    files.push(("pieces-a4.pdf".into(), pieces_document(opts, Paper::A4)?));
    files.push((
        "pieces-letter.pdf".into(),
        pieces_document(opts, Paper::Letter)?,
    ));
    for lang in Lang::ALL {
        files.push((
            format!("rules-{lang}.pdf"),
            rules_document(lang, Paper::A4)?,
        ));
    }
    files.push(("board.svg".into(), board_document(opts)));
    Ok(files)
}

/// The kit's `README.txt`: size, variant, language, theme, and one line per file.
pub fn kit_readme(opts: &BoardOptions, files: &[(String, Document)]) -> String {
    let mut s = format!(
        "Suffragetto print kit\n\nBoard {:.1} mm square ({:.2} mm squares), variant {}, language {}, theme {}.\n\n",
        opts.size,
        opts.square(),
        opts.variant,
        opts.lang,
        opts.theme
    );
    for (name, doc) in files {
        s.push_str(&format!(
            "{name:<20} {} ({} page(s))\n",
            doc.title,
            doc.pages.len()
        ));
    }
    s.push_str(
        "\nPrint at 100 % (actual size). The tiled boards begin with a page that shows\n\
         how the sheets go together; board-full.pdf is for a print shop.\n",
    );
    s
}
