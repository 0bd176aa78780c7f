//! Every word printed on the board, the pieces sheet and the tiles, in
//! English, German and French, from the catalogue
//! (`crates/suffragetto-core/locales/<lang>/kit.ftl`); numbers with each
//! language's decimal sign.

use super::options::Lang;
use std::sync::LazyLock;
use suffragetto_core::geometry::Zone;
use suffragetto_core::lang::{Args, catalogue};
use suffragetto_core::piece::{Piece, Side, Size};

/// The name a zone carries on the board, or `None` for zones left unnamed
/// (the free squares).
pub fn zone_label(zone: Zone, lang: Lang) -> Option<&'static str> {
    use Zone::*;
    let id = match zone {
        Arena => "arena",
        Prison => "prison",
        PrisonYard => "prison-yard",
        Hospital => "hospital",
        HospitalGrounds => "hospital-grounds",
        HouseOfCommons => "house-of-commons",
        AlbertHall => "albert-hall",
        Free => return None,
    };
    Some(catalogue().plain(lang, &format!("kit-zone-{id}")))
}

/// `v` with `decimals` decimals (trailing zeros dropped) and the decimal
/// sign of `lang`: `457.2` in English, `457,2` in German and French.
pub fn number(v: f64, decimals: usize, lang: Lang) -> String {
    let s = format!("{v:.decimals$}");
    let s = if s.contains('.') {
        s.trim_end_matches('0').trim_end_matches('.').to_string()
    } else {
        s
    };
    let s = if s == "-0" { "0".to_string() } else { s };
    match lang {
        Lang::En => s,
        Lang::De | Lang::Fr => s.replace('.', ","),
    }
}

/// A length in millimetres for people: `457.2 mm`, `457,2 mm`.
pub fn mm(v: f64, lang: Lang) -> String {
    format!("{}\u{a0}mm", number(v, 1, lang))
}

/// The catalogue message of a kind of piece.
fn piece_key(piece: Piece) -> &'static str {
    match (piece.side, piece.size) {
        (Side::Suffragettes, Size::Small) => "kit-piece-suffragette",
        (Side::Suffragettes, Size::Large) => "kit-piece-leader",
        (Side::Police, Size::Small) => "kit-piece-constable",
        (Side::Police, Size::Large) => "kit-piece-inspector",
    }
}

/// The name of a kind of piece, plural, with its count's noun.
pub fn piece_plural(piece: Piece, lang: Lang) -> &'static str {
    catalogue().plain(lang, &format!("{}.plural", piece_key(piece)))
}

/// The name of a kind of piece, singular, as the board's key names it.
pub fn piece_name(piece: Piece, lang: Lang) -> &'static str {
    catalogue().plain(lang, piece_key(piece))
}

/// A document's title with its paper and theme, so that no two files of a
/// kit share one: "Suffragetto — pieces, A4, black and white".
pub fn kit_title(
    base: &str,
    paper: Option<super::options::Paper>,
    theme: super::options::Theme,
    lang: Lang,
) -> String {
    let mut s = base.to_string();
    if let Some(p) = paper {
        s.push_str(", ");
        s.push_str(&paper_name(p));
    }
    if theme == super::options::Theme::Mono {
        s = catalogue().text("kit-title-mono", &Args::new(lang).text("title", s));
    }
    s
}

/// A paper's name as printed: `A4`, `Letter`, `A3`.
pub fn paper_name(paper: super::options::Paper) -> String {
    let p = paper.name().to_uppercase();
    if p == "LETTER" {
        "Letter".to_string()
    } else {
        p
    }
}

/// The label of a tile: "row 2, column 3 of 2 x 3".
pub fn tile_label(lang: Lang, row: usize, col: usize, rows: usize, cols: usize) -> String {
    let args = Args::new(lang)
        .text("row", row)
        .text("col", col)
        .text("rows", rows)
        .text("cols", cols);
    catalogue().text("kit-tile-label", &args)
}

/// The heading of a tiled sheet of the board: the game's board and which
/// sheet it is ("Suffragetto board — row 1, column 1 of 2 x 3").
pub fn tile_heading(lang: Lang, title: &str, tile: &str) -> String {
    catalogue().text(
        "kit-tile-heading",
        &Args::new(lang).text("title", title).text("tile", tile),
    )
}

/// `text` in the quotation marks of `lang`: “…”, „…“, « … ».
pub fn quoted(lang: Lang, text: &str) -> String {
    catalogue().text("kit-quoted", &Args::new(lang).text("text", text))
}

/// A sheet of a tiled board: "row 1, column 2".
pub fn sheet_name(lang: Lang, row: usize, col: usize) -> String {
    let args = Args::new(lang).text("row", row).text("col", col);
    catalogue().text("kit-sheet-name", &args)
}

/// The sheet count of a tiled board: "6 A4 sheets, 2 rows x 3 columns".
pub fn sheets_summary(
    lang: Lang,
    n: usize,
    paper: super::options::Paper,
    rows: usize,
    cols: usize,
) -> String {
    let args = Args::new(lang)
        .text("n", n)
        .text("paper", paper_name(paper))
        .text("rows", rows)
        .text("cols", cols);
    catalogue().text("kit-sheets-summary", &args)
}

/// The heading of one kind on the counters sheet: "16 Suffragettes + 2
/// spares · Ø 18.6 mm".
pub fn counters_heading(lang: Lang, n: usize, name: &str, spares: usize, diameter: &str) -> String {
    let args = Args::new(lang)
        .text("n", n)
        .text("name", name)
        .number("spares", spares)
        .text("diameter", diameter);
    catalogue().text("kit-counters-heading", &args)
}

/// Short words printed on tiles and sheets.
pub struct Words {
    /// The game's name.
    pub title: &'static str,
    /// "board".
    pub board: &'static str,
    /// "pieces".
    pub pieces: &'static str,
    /// Beside a cut line.
    pub cut: &'static str,
    /// In the strip the next sheet covers.
    pub glue: &'static str,
    /// Heading of the assembly instructions.
    pub assembly: &'static str,
    /// The numbered steps of assembly.
    pub steps: [&'static str; 6],
    /// Under the scale bar.
    pub scale_check: &'static str,
    /// Instruction on the pieces sheet.
    pub pieces_howto: &'static str,
    /// Instruction for counters with backs.
    pub fold_howto: &'static str,
    /// Before a variant's title: "After".
    pub after: &'static str,
    /// Where a tile page says which sheets it joins.
    pub this_sheet: &'static str,
    /// Before the list of a tile's neighbours.
    pub glue_under: &'static str,
    /// The key of a tile page's small map.
    pub map_key: &'static str,
    /// Before the key to the ringed start squares.
    pub start_squares: &'static str,
    /// The inch bar's label.
    pub inches: &'static str,
    /// The step that checks the scale, on Letter (100 mm and 4 inches).
    pub scale_step_inches: &'static str,
    /// What the print-shop board is.
    pub print_shop: &'static str,
}

/// The short words of a language.
pub fn words(lang: Lang) -> &'static Words {
    static WORDS: LazyLock<Vec<Words>> =
        LazyLock::new(|| Lang::ALL.iter().map(|&l| Words::of(l)).collect());
    &WORDS[lang.index()]
}

impl Words {
    fn of(lang: Lang) -> Words {
        let w = |key: &str| catalogue().plain(lang, &format!("kit-{key}"));
        Words {
            title: w("title"),
            board: w("board"),
            pieces: w("pieces"),
            cut: w("cut"),
            glue: w("glue"),
            assembly: w("assembly"),
            steps: [1, 2, 3, 4, 5, 6].map(|i| w(&format!("step-{i}"))),
            scale_check: w("scale-check"),
            pieces_howto: w("pieces-howto"),
            fold_howto: w("fold-howto"),
            after: w("after"),
            this_sheet: w("this-sheet"),
            glue_under: w("glue-under"),
            map_key: w("map-key"),
            start_squares: w("start-squares"),
            inches: w("inches"),
            scale_step_inches: w("scale-step-inches"),
            print_shop: w("print-shop"),
        }
    }
}
