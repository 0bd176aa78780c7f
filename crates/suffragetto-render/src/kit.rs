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
    let mut s = match lang {
        Lang::En => format!(
            "Suffragetto print kit\n\nBoard {board} square (squares of {square}), after “{}”, {}.\n\n",
            opts.variant,
            if opts.theme == super::Theme::Mono {
                "black and white"
            } else {
                "in colour"
            }
        ),
        Lang::De => format!(
            "Suffragetto zum Ausdrucken\n\nSpielbrett {board} im Quadrat (Felder {square}), nach „{}“, {}.\n\n",
            opts.variant,
            if opts.theme == super::Theme::Mono {
                "schwarzweiß"
            } else {
                "farbig"
            }
        ),
        Lang::Fr => format!(
            "Suffragetto à imprimer\n\nPlateau de {board} de côté (cases de {square}), d'après « {} », {}.\n\n",
            opts.variant,
            if opts.theme == super::Theme::Mono {
                "en noir et blanc"
            } else {
                "en couleur"
            }
        ),
    };
    let pages = |n: usize| match lang {
        Lang::En if n == 1 => "1 page".to_string(),
        Lang::En => format!("{n} pages"),
        Lang::De if n == 1 => "1 Seite".to_string(),
        Lang::De => format!("{n} Seiten"),
        Lang::Fr => format!("{n} page{}", if n == 1 { "" } else { "s" }),
    };
    for (name, doc) in files {
        s.push_str(&format!(
            "{name:<20} {} ({})\n",
            doc.title,
            pages(doc.pages.len())
        ));
    }
    s.push_str(match lang {
        Lang::En => "\nPrint at 100 % (actual size). The tiled boards begin with a page that shows\nhow the sheets go together; board-full.pdf is for a print shop (3 mm bleed,\ncrop marks).\n",
        Lang::De => "\nIn Originalgröße (100 %) drucken. Die gekachelten Spielbretter beginnen mit\neiner Seite, die zeigt, wie die Blätter zusammengehören; board-full.pdf ist für\neine Druckerei (3 mm Beschnitt, Schnittmarken).\n",
        Lang::Fr => "\nImprimez à 100 % (taille réelle). Les plateaux en feuilles commencent par une\npage qui montre l'assemblage ; board-full.pdf est pour un imprimeur (fond perdu\nde 3 mm, traits de coupe).\n",
    });
    s
}
