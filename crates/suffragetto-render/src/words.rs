//! Every word printed on the board, the pieces sheet and the tiles, in
//! English, German and French.

use super::options::Lang;
use suffragetto_core::geometry::Zone;
use suffragetto_core::piece::{Piece, Side, Size};

/// The name a zone carries on the board, or `None` for zones left unnamed
/// (the free squares).
pub fn zone_label(zone: Zone, lang: Lang) -> Option<&'static str> {
    use Lang::*;
    use Zone::*;
    Some(match (zone, lang) {
        (Arena, En) => "THE ARENA",
        (Arena, De) => "ARENA",
        (Arena, Fr) => "L'ARÈNE",
        (Prison, En) => "PRISON",
        (Prison, De) => "GEFÄNGNIS",
        (Prison, Fr) => "PRISON",
        (PrisonYard, En) => "PRISON YARD",
        (PrisonYard, De) => "GEFÄNGNISHOF",
        (PrisonYard, Fr) => "COUR DE LA PRISON",
        (Hospital, En) => "HOSPITAL",
        (Hospital, De) => "KRANKENHAUS",
        (Hospital, Fr) => "HÔPITAL",
        (HospitalGrounds, En) => "HOSPITAL GROUNDS",
        (HospitalGrounds, De) => "KRANKENHAUSGELÄNDE",
        (HospitalGrounds, Fr) => "TERRAIN DE L'HÔPITAL",
        // As each text names the buildings: the German article by their
        // English names (Das „House of Commons“ ..., die „Albert Hall“), the
        // French text the House as „la Chambre des communes“ and the Hall
        // by its English name (« Albert Hall »).
        (HouseOfCommons, Fr) => "Chambre des communes",
        (HouseOfCommons, _) => "House of Commons",
        (AlbertHall, _) => "Albert Hall",
        (Free, _) => return None,
    })
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

/// The name of a kind of piece, plural, with its count's noun.
pub fn piece_plural(piece: Piece, lang: Lang) -> &'static str {
    use Lang::*;
    match (piece.side, piece.size, lang) {
        (Side::Suffragettes, Size::Small, En) => "Suffragettes",
        (Side::Suffragettes, Size::Small, De) => "Suffragetten",
        (Side::Suffragettes, Size::Small, Fr) => "Suffragettes",
        (Side::Suffragettes, Size::Large, En) => "Leaders",
        (Side::Suffragettes, Size::Large, De) => "Anführerinnen",
        (Side::Suffragettes, Size::Large, Fr) => "Chefs de parti",
        (Side::Police, Size::Small, En) => "Police constables",
        (Side::Police, Size::Small, De) => "Polizisten",
        (Side::Police, Size::Small, Fr) => "Policiers",
        (Side::Police, Size::Large, En) => "Inspectors",
        (Side::Police, Size::Large, De) => "Inspektoren",
        (Side::Police, Size::Large, Fr) => "Inspecteurs",
    }
}

/// The name of a kind of piece, singular, as the board's key names it.
pub fn piece_name(piece: Piece, lang: Lang) -> &'static str {
    use Lang::*;
    match (piece.side, piece.size, lang) {
        (Side::Suffragettes, Size::Small, En) => "Suffragette",
        (Side::Suffragettes, Size::Small, De) => "Suffragette",
        (Side::Suffragettes, Size::Small, Fr) => "Suffragette",
        (Side::Suffragettes, Size::Large, En) => "Leader",
        (Side::Suffragettes, Size::Large, De) => "Anführerin",
        (Side::Suffragettes, Size::Large, Fr) => "Chef de parti",
        (Side::Police, Size::Small, En) => "Police constable",
        (Side::Police, Size::Small, De) => "Polizist",
        (Side::Police, Size::Small, Fr) => "Policier",
        (Side::Police, Size::Large, En) => "Inspector",
        (Side::Police, Size::Large, De) => "Inspektor",
        (Side::Police, Size::Large, Fr) => "Inspecteur",
    }
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
        s.push_str(match lang {
            Lang::En => ", black and white",
            Lang::De => ", schwarzweiß",
            Lang::Fr => ", noir et blanc",
        });
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
    match lang {
        Lang::En => format!("row {row}, column {col} of {rows} x {cols}"),
        Lang::De => format!("Reihe {row}, Spalte {col} von {rows} x {cols}"),
        Lang::Fr => format!("rangée {row}, colonne {col} sur {rows} x {cols}"),
    }
}

/// `text` in the quotation marks of `lang`: “…”, „…“, « … ».
pub fn quoted(lang: Lang, text: &str) -> String {
    match lang {
        Lang::En => format!("“{text}”"),
        Lang::De => format!("„{text}“"),
        Lang::Fr => format!("«\u{a0}{text}\u{a0}»"),
    }
}

/// A sheet of a tiled board: "row 1, column 2".
pub fn sheet_name(lang: Lang, row: usize, col: usize) -> String {
    match lang {
        Lang::En => format!("row {row}, column {col}"),
        Lang::De => format!("Reihe {row}, Spalte {col}"),
        Lang::Fr => format!("rangée {row}, colonne {col}"),
    }
}

/// The sheet count of a tiled board: "6 A4 sheets, 2 rows x 3 columns".
pub fn sheets_summary(
    lang: Lang,
    n: usize,
    paper: super::options::Paper,
    rows: usize,
    cols: usize,
) -> String {
    let p = paper_name(paper);
    match lang {
        Lang::En => format!("{n} {p} sheets, {rows} rows × {cols} columns"),
        Lang::De => format!("{n} Blätter {p}, {rows} Reihen × {cols} Spalten"),
        Lang::Fr => format!("{n} feuilles {p}, {rows} rangées × {cols} colonnes"),
    }
}

/// The heading of one kind on the counters sheet: "16 Suffragettes + 2
/// spares · Ø 18.6 mm".
pub fn counters_heading(lang: Lang, n: usize, name: &str, spares: usize, diameter: &str) -> String {
    let spare = match (lang, spares) {
        (_, 0) => String::new(),
        (Lang::En, 1) => " + 1 spare".to_string(),
        (Lang::En, k) => format!(" + {k} spares"),
        (Lang::De, 1) => " + 1 Ersatzstein".to_string(),
        (Lang::De, k) => format!(" + {k} Ersatzsteine"),
        (Lang::Fr, 1) => " + 1 de rechange".to_string(),
        (Lang::Fr, k) => format!(" + {k} de rechange"),
    };
    format!("{n} {name}{spare} · Ø {diameter}")
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
    match lang {
        Lang::En => &EN,
        Lang::De => &DE,
        Lang::Fr => &FR,
    }
}

static EN: Words = Words {
    title: "Suffragetto",
    board: "board",
    pieces: "pieces",
    cut: "cut",
    glue: "glue",
    assembly: "How to put the board together",
    steps: [
        "Print every page at 100 % (\"actual size\", not \"fit to page\").",
        "Check the bar below: it must measure exactly 100 mm.",
        "Cut each sheet along its dashed cut lines (left and top; the first row and column have none).",
        "Start with row 1, column 1. Lay the next sheet over the grey glue strip of its neighbour.",
        "Put its cut edge on the dotted line, the half crosses meeting the crosses, and glue.",
        "Finish each row, then glue the rows together the same way. Trim the outer edge.",
    ],
    scale_check: "100 mm",
    pieces_howto: "Cut out along the circles, or glue onto coins or card discs. Large pieces are the bigger discs.",
    fold_howto: "Cut round each pair, fold along the dotted line and glue the two halves back to back.",
    after: "After",
    this_sheet: "This sheet",
    glue_under: "Its cut edges go over the glue strips of sheet",
    map_key: "The black square is this sheet; the board is assembled as on the first page.",
    start_squares: "Start squares:",
    inches: "4 in",
    scale_step_inches: "Check the bars below: one must measure exactly 100 mm, the other 4 inches.",
    print_shop: "full size for a print shop",
};

static DE: Words = Words {
    title: "Suffragetto",
    board: "Spielbrett",
    pieces: "Spielsteine",
    cut: "schneiden",
    glue: "kleben",
    assembly: "So wird das Spielbrett zusammengesetzt",
    steps: [
        "Alle Seiten in Originalgröße (100 %, nicht „an Seite anpassen“) drucken.",
        "Den Balken unten prüfen: Er muss genau 100 mm lang sein.",
        "Jedes Blatt an den gestrichelten Schnittlinien zuschneiden (links und oben; erste Reihe/Spalte ohne).",
        "Mit Reihe 1, Spalte 1 beginnen. Das nächste Blatt auf den grauen Klebestreifen des Nachbarn legen.",
        "Die Schnittkante auf die gepunktete Linie legen, die halben Kreuze auf die Kreuze, und kleben.",
        "Erst jede Reihe fertigstellen, dann die Reihen ebenso verbinden. Den Außenrand beschneiden.",
    ],
    scale_check: "100 mm",
    pieces_howto: "An den Kreisen ausschneiden oder auf Münzen oder Pappscheiben kleben. Große Steine sind die größeren Scheiben.",
    fold_howto: "Jedes Paar ausschneiden, an der gepunkteten Linie falten und die Hälften aufeinanderkleben.",
    after: "Nach",
    this_sheet: "Dieses Blatt",
    glue_under: "Seine Schnittkanten kommen auf die Klebestreifen von Blatt",
    map_key: "Das schwarze Feld ist dieses Blatt; das Spielbrett wird wie auf der ersten Seite zusammengesetzt.",
    start_squares: "Startfelder:",
    inches: "4 Zoll",
    scale_step_inches: "Die Balken unten prüfen: Einer muss genau 100 mm lang sein, der andere 4 Zoll.",
    print_shop: "in Originalgröße für eine Druckerei",
};

static FR: Words = Words {
    title: "Suffragetto",
    board: "plateau",
    pieces: "pions",
    cut: "couper",
    glue: "coller",
    assembly: "Assemblage du plateau",
    steps: [
        "Imprimez chaque page à 100 % (« taille réelle », pas « ajuster à la page »).",
        "Vérifiez la barre ci-dessous : elle doit mesurer exactement 100 mm.",
        "Découpez chaque feuille le long des tirets (à gauche et en haut ; rien sur la 1re rangée/colonne).",
        "Commencez par rangée 1, colonne 1. Posez la feuille suivante sur la bande grise de sa voisine.",
        "Placez le bord coupé sur la ligne pointillée, les demi-croix sur les croix, et collez.",
        "Terminez chaque rangée, puis collez les rangées de la même façon. Rognez le bord extérieur.",
    ],
    scale_check: "100 mm",
    pieces_howto: "Découpez le long des cercles ou collez sur des pièces de monnaie ou des disques de carton. Les grands pions sont les plus grands disques.",
    fold_howto: "Découpez chaque paire, pliez le long des pointillés et collez les deux moitiés dos à dos.",
    after: "D'après",
    this_sheet: "Cette feuille",
    glue_under: "Ses bords coupés se posent sur les bandes à coller de la feuille",
    map_key: "La case noire est cette feuille ; le plateau s'assemble comme sur la première page.",
    start_squares: "Cases de départ :",
    inches: "4 pouces",
    scale_step_inches: "Vérifiez les barres ci-dessous : l'une doit mesurer exactement 100 mm, l'autre 4 pouces.",
    print_shop: "en taille réelle pour un imprimeur",
};
