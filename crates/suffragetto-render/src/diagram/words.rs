//! Every word a diagram prints, in English, German and French. The names
//! follow the sources: "Gefängnis", "Krankenhaus" (German text), "Prison",
//! "hôpital" (French text); "arrest" and "disable" are the English text's
//! words for a capture, "schlagen" the German, "arrêter" and "désactiver"
//! the French.

use crate::options::Lang;
use suffragetto_core::engine::Counts;
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
        },
        Lang::De => Described {
            title: "Suffragetto-Diagramm",
            position: "Stellung",
            through: "Letzter Zug über",
            captured: "geschlagen auf",
            landings: "Mögliche Zielfelder",
        },
        Lang::Fr => Described {
            title: "Diagramme de Suffragetto",
            position: "Position",
            through: "Dernier coup par",
            captured: "pris sur",
            landings: "Cases d'arrivée possibles",
        },
    }
}
