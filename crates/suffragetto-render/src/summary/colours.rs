//! Colour names for the summary: the nearest of a few named colours.

use crate::model::Colour;
use crate::options::Lang;

/// Named colours: English, German, French.
const NAMES: [(Colour, [&str; 3]); 10] = [
    (Colour::rgb(0x2e, 0x7d, 0x32), ["green", "grün", "vert"]),
    (
        Colour::rgb(0x6a, 0x1b, 0x9a),
        ["purple", "violett", "violet"],
    ),
    (
        Colour::rgb(0x1a, 0x23, 0x7e),
        ["dark blue", "dunkelblau", "bleu foncé"],
    ),
    (Colour::rgb(0x1e, 0x88, 0xe5), ["blue", "blau", "bleu"]),
    (Colour::WHITE, ["white", "weiß", "blanc"]),
    (Colour::BLACK, ["black", "schwarz", "noir"]),
    (Colour::rgb(0xc6, 0x28, 0x28), ["red", "rot", "rouge"]),
    (Colour::rgb(0xf9, 0xa8, 0x25), ["yellow", "gelb", "jaune"]),
    (Colour::rgb(0x80, 0x80, 0x80), ["grey", "grau", "gris"]),
    (Colour::rgb(0x8d, 0x5b, 0x3a), ["brown", "braun", "marron"]),
];

/// The name of the named colour nearest `c`.
pub fn name(c: Colour, lang: Lang) -> &'static str {
    let d = |a: Colour| {
        let s = |x: u8, y: u8| (x as i32 - y as i32).pow(2);
        s(a.r, c.r) + s(a.g, c.g) + s(a.b, c.b)
    };
    let (_, names) = NAMES
        .iter()
        .min_by_key(|(n, _)| d(*n))
        .expect("named colours");
    names[match lang {
        Lang::En => 0,
        Lang::De => 1,
        Lang::Fr => 2,
    }]
}
