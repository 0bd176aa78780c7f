//! Colour names for the summary: the nearest of a few named colours, by
//! the id of its catalogue message (`colour-<id>` in
//! `locales/<lang>/summary.ftl`).

use crate::model::Colour;

/// Named colours.
const NAMES: [(Colour, &str); 10] = [
    (Colour::rgb(0x2e, 0x7d, 0x32), "green"),
    (Colour::rgb(0x6a, 0x1b, 0x9a), "purple"),
    (Colour::rgb(0x1a, 0x23, 0x7e), "dark-blue"),
    (Colour::rgb(0x1e, 0x88, 0xe5), "blue"),
    (Colour::WHITE, "white"),
    (Colour::BLACK, "black"),
    (Colour::rgb(0xc6, 0x28, 0x28), "red"),
    (Colour::rgb(0xf9, 0xa8, 0x25), "yellow"),
    (Colour::rgb(0x80, 0x80, 0x80), "grey"),
    (Colour::rgb(0x8d, 0x5b, 0x3a), "brown"),
];

/// The id of the named colour nearest `c`.
pub fn name(c: Colour) -> &'static str {
    let d = |a: Colour| {
        let s = |x: u8, y: u8| (x as i32 - y as i32).pow(2);
        s(a.r, c.r) + s(a.g, c.g) + s(a.b, c.b)
    };
    NAMES
        .iter()
        .min_by_key(|(n, _)| d(*n))
        .map(|(_, id)| *id)
        .expect("named colours")
}
