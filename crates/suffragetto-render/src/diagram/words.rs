//! Every word a diagram prints, in English, German and French, from the
//! catalogue (`crates/suffragetto-core/locales/<lang>/kit.ftl`, the
//! `diagram-` messages). The names follow the sources: "Gefängnis",
//! "Krankenhaus" (German text), "Prison", "hôpital" (French text); "arrest"
//! and "disable" are the English text's words for a capture, "schlagen" the
//! German, "arrêter" and "désactiver" the French.

use crate::options::Lang;
use suffragetto_core::engine::Counts;
use suffragetto_core::geometry::Square;
use suffragetto_core::lang::{Args, catalogue};
use suffragetto_core::piece::{Piece, Side, Size};

/// The message `key` of `lang` with `side` as `side-id`.
fn of_side(key: &str, side: Side, lang: Lang) -> String {
    catalogue().text(key, &Args::new(lang).side("side", side))
}

/// The message `key` of `lang`, which takes no argument.
fn plain(key: &str, lang: Lang) -> &'static str {
    catalogue().plain(lang, key)
}

/// `label: value`, with the colon as `lang` writes it ("Prison : vide").
pub fn labelled(label: &str, value: &str, lang: Lang) -> String {
    catalogue().text(
        "diagram-label",
        &Args::new(lang).text("label", label).text("value", value),
    )
}

/// "Suffragettes to move".
pub fn to_move(side: Side, lang: Lang) -> String {
    of_side("diagram-to-move", side, lang)
}

/// "The Suffragettes have won".
pub fn won(side: Side, lang: Lang) -> String {
    of_side("diagram-won", side, lang)
}

/// Where a side's captured pieces are: "Prison" or "Hospital".
pub fn captivity(side: Side, lang: Lang) -> String {
    of_side("diagram-captivity", side, lang)
}

/// A count of captured pieces with the letters the counters carry:
/// "2 L + 10 S", "3 P", or "none".
pub fn tally(side: Side, counts: Counts, lang: Lang) -> String {
    let letter = |size| Piece { side, size }.letter();
    let parts: Vec<String> = [(counts.large, Size::Large), (counts.small, Size::Small)]
        .into_iter()
        .filter(|(n, _)| *n > 0)
        .map(|(n, size)| format!("{n}\u{a0}{}", letter(size)))
        .collect();
    if parts.is_empty() {
        plain("diagram-tally-none", lang).to_string()
    } else {
        parts.join(" + ")
    }
}

/// "Exchange offered: 1 L + 3 S".
pub fn offered(lang: Lang) -> &'static str {
    plain("diagram-offered", lang)
}

/// The heading of the start position of a record.
pub fn start(lang: Lang) -> &'static str {
    plain("diagram-start", lang)
}

/// The three kinds of legal landing, for the key: a step, a hop, and a hop
/// that captures (in the words the source uses for the side that moves).
pub fn landing_kinds(side: Side, lang: Lang) -> [String; 3] {
    [
        plain("diagram-landing-step", lang).to_string(),
        plain("diagram-landing-hop", lang).to_string(),
        of_side("diagram-landing-capture", side, lang),
    ]
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
    Described {
        title: plain("diagram-title", lang),
        position: plain("diagram-position", lang),
        through: plain("diagram-through", lang),
        captured: plain("diagram-captured", lang),
        landings: plain("diagram-landings", lang),
        on_board: plain("diagram-on-board", lang),
    }
}

/// A side's pieces on the board in words: "Suffragettes: 2 Leaders and 19
/// rank-and-file", "Polizei: 1 Inspektor und 3 Polizisten".
pub fn pieces_on_board(side: Side, large: usize, small: usize, lang: Lang) -> String {
    labelled(
        &of_side("diagram-side", side, lang),
        &pieces_list(side, large, small, lang),
        lang,
    )
}

/// The name of `n` pieces of `side` and `size`: "Leader", "constables".
fn piece_name(side: Side, size: Size, n: usize, lang: Lang) -> String {
    let id = match (side, size) {
        (Side::Suffragettes, Size::Large) => "leader",
        (Side::Suffragettes, Size::Small) => "suffragette",
        (Side::Police, Size::Large) => "inspector",
        (Side::Police, Size::Small) => "constable",
    };
    catalogue().text(
        "diagram-piece-name",
        &Args::new(lang).text("piece-id", id).number("n", n),
    )
}

/// A side's pieces by their squares: "Suffragettes: Leader on g4,
/// rank-and-file on g7 and h7", "Polizei: Polizisten auf g8, g10".
pub fn pieces_where(side: Side, large: &[Square], small: &[Square], lang: Lang) -> String {
    let parts: Vec<String> = [(large, Size::Large), (small, Size::Small)]
        .into_iter()
        .filter(|(sqs, _)| !sqs.is_empty())
        .map(|(sqs, size)| {
            let at: Vec<String> = sqs.iter().map(Square::to_string).collect();
            catalogue().text(
                "diagram-on-squares",
                &Args::new(lang)
                    .text("name", piece_name(side, size, sqs.len(), lang))
                    .text("squares", at.join(", ")),
            )
        })
        .collect();
    let list = if parts.is_empty() {
        plain("diagram-no-pieces", lang).to_string()
    } else {
        parts.join(lang.semicolon())
    };
    labelled(&of_side("diagram-side", side, lang), &list, lang)
}

/// `large` and `small` pieces of `side` in words: "2 Leaders and 19
/// rank-and-file", "no pieces".
pub fn pieces_list(side: Side, large: usize, small: usize, lang: Lang) -> String {
    let count = |n: usize, size| {
        catalogue().text(
            "diagram-count",
            &Args::new(lang)
                .text("n", n)
                .text("name", piece_name(side, size, n, lang)),
        )
    };
    match (large, small) {
        (0, 0) => plain("diagram-no-pieces", lang).to_string(),
        (l, 0) => count(l, Size::Large),
        (0, s) => count(s, Size::Small),
        (l, s) => catalogue().text(
            "diagram-and",
            &Args::new(lang)
                .text("first", count(l, Size::Large))
                .text("second", count(s, Size::Small)),
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use suffragetto_core::geometry::Square;

    fn sq(s: &str) -> Square {
        s.parse().unwrap()
    }

    #[test]
    fn the_pieces_are_counted_in_each_language() {
        use Side::*;
        assert_eq!(
            pieces_list(Suffragettes, 2, 19, Lang::En),
            "2 Leaders and 19 rank-and-file"
        );
        assert_eq!(
            pieces_on_board(Police, 1, 3, Lang::De),
            "Polizei: 1 Inspektor und 3 Polizisten"
        );
        assert_eq!(pieces_list(Police, 0, 1, Lang::Fr), "1 policier");
        assert_eq!(pieces_list(Suffragettes, 0, 0, Lang::Fr), "aucune pièce");
        assert_eq!(
            pieces_where(Suffragettes, &[sq("g4")], &[sq("g7"), sq("h7")], Lang::En),
            "Suffragettes: Leader on g4; rank-and-file on g7, h7"
        );
        assert_eq!(
            pieces_where(Police, &[], &[sq("g8"), sq("g10")], Lang::De),
            "Polizei: Polizisten auf g8, g10"
        );
        assert_eq!(
            pieces_where(Suffragettes, &[sq("c3"), sq("d3")], &[], Lang::Fr),
            "suffragettes\u{a0}: chefs de parti en c3, d3"
        );
    }

    #[test]
    fn whose_turn_and_the_captives_are_named_as_the_sources_name_them() {
        assert_eq!(to_move(Side::Police, Lang::Fr), "À la police de jouer");
        assert_eq!(
            won(Side::Suffragettes, Lang::De),
            "Die Suffragetten haben gewonnen"
        );
        assert_eq!(captivity(Side::Police, Lang::De), "Krankenhaus");
        assert_eq!(captivity(Side::Suffragettes, Lang::Fr), "Prison");
        assert_eq!(tally(Side::Police, Counts::default(), Lang::De), "leer");
        assert_eq!(landing_kinds(Side::Police, Lang::En)[2], "hop that arrests");
        assert_eq!(described(Lang::De).position, "Stellung");
    }
}
