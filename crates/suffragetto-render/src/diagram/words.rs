//! Every word a diagram prints, in English, German and French. The names
//! follow the sources: "Gefängnis", "Krankenhaus" (German text), "Prison",
//! "hôpital" (French text); "arrest" and "disable" are the English text's
//! words for a capture, "schlagen" the German, "arrêter" and "désactiver"
//! the French.

use crate::options::Lang;
use suffragetto_core::engine::Counts;
use suffragetto_core::geometry::Square;
use suffragetto_core::piece::{Side, Size};

/// "Suffragettes to move".
pub fn to_move(side: Side, lang: Lang) -> &'static str {
    match (side, lang) {
        (Side::Suffragettes, Lang::En) => "Suffragettes to move",
        (Side::Suffragettes, Lang::De) => "Die Suffragetten sind am Zug",
        (Side::Suffragettes, Lang::Fr) => "Aux suffragettes de jouer",
        (Side::Police, Lang::En) => "Police to move",
        (Side::Police, Lang::De) => "Die Polizei ist am Zug",
        (Side::Police, Lang::Fr) => "À la police de jouer",
    }
}

/// "The Suffragettes have won".
pub fn won(side: Side, lang: Lang) -> &'static str {
    match (side, lang) {
        (Side::Suffragettes, Lang::En) => "The Suffragettes have won",
        (Side::Suffragettes, Lang::De) => "Die Suffragetten haben gewonnen",
        (Side::Suffragettes, Lang::Fr) => "Les suffragettes ont gagné",
        (Side::Police, Lang::En) => "The Police have won",
        (Side::Police, Lang::De) => "Die Polizei hat gewonnen",
        (Side::Police, Lang::Fr) => "La police a gagné",
    }
}

/// Where a side's captured pieces are: "Prison" or "Hospital".
pub fn captivity(side: Side, lang: Lang) -> &'static str {
    match (side, lang) {
        (Side::Suffragettes, Lang::En) => "Prison",
        (Side::Suffragettes, Lang::De) => "Gefängnis",
        (Side::Suffragettes, Lang::Fr) => "Prison",
        (Side::Police, Lang::En) => "Hospital",
        (Side::Police, Lang::De) => "Krankenhaus",
        (Side::Police, Lang::Fr) => "Hôpital",
    }
}

/// A count of captured pieces with the letters the counters carry:
/// "2 L + 10 S", "3 P", or "none".
pub fn tally(side: Side, counts: Counts, lang: Lang) -> String {
    let letter = |size| suffragetto_core::piece::Piece { side, size }.letter();
    let parts: Vec<String> = [(counts.large, Size::Large), (counts.small, Size::Small)]
        .into_iter()
        .filter(|(n, _)| *n > 0)
        .map(|(n, size)| format!("{n}\u{a0}{}", letter(size)))
        .collect();
    if parts.is_empty() {
        match lang {
            Lang::En => "none",
            Lang::De => "leer",
            Lang::Fr => "vide",
        }
        .to_string()
    } else {
        parts.join(" + ")
    }
}

/// "Exchange offered: 1 L + 3 S".
pub fn offered(lang: Lang) -> &'static str {
    match lang {
        Lang::En => "Exchange offered",
        Lang::De => "Austausch verlangt",
        Lang::Fr => "Échange proposé",
    }
}

/// The heading of the start position of a record.
pub fn start(lang: Lang) -> &'static str {
    match lang {
        Lang::En => "Start position",
        Lang::De => "Grundaufstellung",
        Lang::Fr => "Position de départ",
    }
}

/// The three kinds of legal landing, for the key: a step, a hop, and a hop
/// that captures (in the words the source uses for the side that moves).
pub fn landing_kinds(side: Side, lang: Lang) -> [&'static str; 3] {
    match (lang, side) {
        (Lang::En, Side::Suffragettes) => ["step", "hop", "hop that disables"],
        (Lang::En, Side::Police) => ["step", "hop", "hop that arrests"],
        (Lang::De, _) => ["Ziehen", "Springen", "Springen und schlagen"],
        (Lang::Fr, Side::Suffragettes) => ["déplacement", "saut", "saut qui désactive"],
        (Lang::Fr, Side::Police) => ["déplacement", "saut", "saut qui arrête"],
    }
}

/// Words of the plain-text description beside a diagram.
pub struct Described {
    /// "Suffragetto diagram".
    pub title: &'static str,
    /// Before the position string.
    pub position: &'static str,
    /// Before the squares of the last move.
    pub through: &'static str,
    /// Before the captured squares.
    pub captured: &'static str,
    /// Before the legal landings.
    pub landings: &'static str,
    /// Before the pieces on the board.
    pub on_board: &'static str,
}

/// The description words of `lang`.
pub fn described(lang: Lang) -> Described {
    match lang {
        Lang::En => Described {
            title: "Suffragetto diagram",
            position: "Position",
            through: "Last move through",
            captured: "captured on",
            landings: "Legal landings",
            on_board: "On the board",
        },
        Lang::De => Described {
            title: "Suffragetto-Diagramm",
            position: "Stellung",
            through: "Letzter Zug über",
            captured: "geschlagen auf",
            landings: "Mögliche Zielfelder",
            on_board: "Auf dem Brett",
        },
        Lang::Fr => Described {
            title: "Diagramme de Suffragetto",
            position: "Position",
            through: "Dernier coup par",
            captured: "pris sur",
            landings: "Cases d'arrivée possibles",
            on_board: "Sur le plateau",
        },
    }
}

/// A side's pieces on the board in words: "Suffragettes: 2 Leaders and 19
/// rank-and-file", "Polizei: 1 Inspektor und 3 Polizisten", "police : aucune
/// pièce".
pub fn pieces_on_board(side: Side, large: usize, small: usize, lang: Lang) -> String {
    format!(
        "{}: {}",
        side_name(side, lang),
        pieces_list(side, large, small, lang)
    )
}

/// A side's name in a diagram's words.
fn side_name(side: Side, lang: Lang) -> &'static str {
    match (side, lang) {
        (Side::Suffragettes, Lang::En) => "Suffragettes",
        (Side::Police, Lang::En) => "Police",
        (Side::Suffragettes, Lang::De) => "Suffragetten",
        (Side::Police, Lang::De) => "Polizei",
        (Side::Suffragettes, Lang::Fr) => "suffragettes",
        (Side::Police, Lang::Fr) => "police",
    }
}

/// A side's pieces by their squares: "Suffragettes: Leader on g4,
/// rank-and-file on g7 and h7", "Polizei: Polizisten auf g8, g10".
pub fn pieces_where(side: Side, large: &[Square], small: &[Square], lang: Lang) -> String {
    let names = |n: usize, size: Size| -> &'static str {
        let many = n != 1;
        match (side, size, lang) {
            (Side::Suffragettes, Size::Large, Lang::En) => {
                if many {
                    "Leaders"
                } else {
                    "Leader"
                }
            }
            (Side::Suffragettes, Size::Small, Lang::En) => "rank-and-file",
            (Side::Police, Size::Large, Lang::En) => {
                if many {
                    "Inspectors"
                } else {
                    "Inspector"
                }
            }
            (Side::Police, Size::Small, Lang::En) => {
                if many {
                    "constables"
                } else {
                    "constable"
                }
            }
            (Side::Suffragettes, Size::Large, Lang::De) => {
                if many {
                    "Anführerinnen"
                } else {
                    "Anführerin"
                }
            }
            (Side::Suffragettes, Size::Small, Lang::De) => {
                if many {
                    "Suffragetten"
                } else {
                    "Suffragette"
                }
            }
            (Side::Police, Size::Large, Lang::De) => {
                if many {
                    "Inspektoren"
                } else {
                    "Inspektor"
                }
            }
            (Side::Police, Size::Small, Lang::De) => {
                if many {
                    "Polizisten"
                } else {
                    "Polizist"
                }
            }
            (Side::Suffragettes, Size::Large, Lang::Fr) => {
                if many {
                    "chefs de parti"
                } else {
                    "chef de parti"
                }
            }
            (Side::Suffragettes, Size::Small, Lang::Fr) => {
                if many {
                    "suffragettes"
                } else {
                    "suffragette"
                }
            }
            (Side::Police, Size::Large, Lang::Fr) => {
                if many {
                    "inspecteurs"
                } else {
                    "inspecteur"
                }
            }
            (Side::Police, Size::Small, Lang::Fr) => {
                if many {
                    "policiers"
                } else {
                    "policier"
                }
            }
        }
    };
    let (on, none) = match lang {
        Lang::En => ("on", "no pieces"),
        Lang::De => ("auf", "keine Figuren"),
        Lang::Fr => ("en", "aucune pièce"),
    };
    let parts: Vec<String> = [(large, Size::Large), (small, Size::Small)]
        .into_iter()
        .filter(|(sqs, _)| !sqs.is_empty())
        .map(|(sqs, size)| {
            let at: Vec<String> = sqs.iter().map(Square::to_string).collect();
            format!("{} {on} {}", names(sqs.len(), size), at.join(", "))
        })
        .collect();
    let list = if parts.is_empty() {
        none.to_string()
    } else {
        parts.join("; ")
    };
    format!("{}: {list}", side_name(side, lang))
}

/// `large` and `small` pieces of `side` in words: "2 Leaders and 19
/// rank-and-file", "no pieces".
pub fn pieces_list(side: Side, large: usize, small: usize, lang: Lang) -> String {
    let name = |n: usize, one: &str, many: &str| format!("{n} {}", if n == 1 { one } else { many });
    let (l, s) = match (side, lang) {
        (Side::Suffragettes, Lang::En) => (
            name(large, "Leader", "Leaders"),
            name(small, "rank-and-file", "rank-and-file"),
        ),
        (Side::Police, Lang::En) => (
            name(large, "Inspector", "Inspectors"),
            name(small, "constable", "constables"),
        ),
        (Side::Suffragettes, Lang::De) => (
            name(large, "Anführerin", "Anführerinnen"),
            name(small, "Suffragette", "Suffragetten"),
        ),
        (Side::Police, Lang::De) => (
            name(large, "Inspektor", "Inspektoren"),
            name(small, "Polizist", "Polizisten"),
        ),
        (Side::Suffragettes, Lang::Fr) => (
            name(large, "chef de parti", "chefs de parti"),
            name(small, "suffragette", "suffragettes"),
        ),
        (Side::Police, Lang::Fr) => (
            name(large, "inspecteur", "inspecteurs"),
            name(small, "policier", "policiers"),
        ),
    };
    let (and, none) = match lang {
        Lang::En => ("and", "no pieces"),
        Lang::De => ("und", "keine Figuren"),
        Lang::Fr => ("et", "aucune pièce"),
    };
    let parts: Vec<String> = [(large, l), (small, s)]
        .into_iter()
        .filter(|(n, _)| *n > 0)
        .map(|(_, w)| w)
        .collect();
    if parts.is_empty() {
        none.to_string()
    } else {
        parts.join(&format!(" {and} "))
    }
}
