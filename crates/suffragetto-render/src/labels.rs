//! The zone names on the board, placed through a [`View`]: each name
//! belongs to a band of squares and is drawn only when the view shows the
//! whole band and nothing stands on it, so a crop never cuts a name and a
//! piece never hides one.

use super::font;
use super::layout::{centred, fit_box, fit_size};
use super::model::{Colour, Rect, Shape, Stroke, Style, Weight};
use super::options::{Lang, Theme};
use super::palette::zone_paint;
use super::view::View;
use super::words::zone_label;
use suffragetto_core::geometry::{Square, Zone};

/// How a name is set in its band.
#[derive(Copy, Clone)]
enum Setting {
    /// Along a column, rotated (degrees), over this many squares.
    Column(f64, f64),
    /// In a building: one or two lines.
    Building,
    /// Along a row, letter-spaced, over this many squares.
    Row(f64),
}

/// The band of squares (file, first rank, last rank or a row) that carries
/// each zone's name, and how the name is set there.
fn bands() -> [(Zone, Vec<Square>, Setting); 7] {
    let column = |file: u8, ranks: std::ops::RangeInclusive<u8>| -> Vec<Square> {
        ranks
            .map(|r| Square::new(file, r).expect("on the board"))
            .collect()
    };
    // The Prison side reads upwards, the Hospital side downwards
    // (the board's half-turn symmetry).
    [
        (Zone::Prison, column(0, 4..=12), Setting::Column(-90.0, 9.0)),
        (
            Zone::Hospital,
            column(16, 4..=12),
            Setting::Column(90.0, 9.0),
        ),
        (
            Zone::PrisonYard,
            column(1, 0..=5),
            Setting::Column(-90.0, 5.4),
        ),
        (
            Zone::HospitalGrounds,
            column(15, 11..=16),
            Setting::Column(90.0, 5.4),
        ),
        (
            Zone::HouseOfCommons,
            Zone::HouseOfCommons.squares().iter().collect(),
            Setting::Building,
        ),
        (
            Zone::AlbertHall,
            Zone::AlbertHall.squares().iter().collect(),
            Setting::Building,
        ),
        (
            Zone::Arena,
            (4..=12)
                .map(|f| Square::new(f, 8).expect("on the board"))
                .collect(),
            Setting::Row(6.5),
        ),
    ]
}

/// The names of the zones in `lang`, each where the view shows its whole
/// band and `covered` is false for every square of it.
pub fn zone_labels(
    view: &View,
    lang: Lang,
    theme: Theme,
    covered: &dyn Fn(Square) -> bool,
    out: &mut Vec<Shape>,
) {
    let q = view.q;
    for (zone, band, setting) in bands() {
        let Some(word) = zone_label(zone, lang) else {
            continue;
        };
        if !band.iter().all(|s| view.shows(*s)) || band.iter().any(|s| covered(*s)) {
            continue;
        }
        let area = view
            .block(band.iter().copied())
            .expect("a band has squares");
        let ink = zone_paint(zone, theme).label;
        match setting {
            Setting::Column(rotate, length) => {
                let spacing = 0.12;
                let size = fit_size(word, Weight::Bold, length * q, 0.40 * q, spacing);
                if theme == Theme::Mono {
                    // A white plate keeps the word readable over the hatching.
                    let len = font::width(word, Weight::Bold, size, spacing * size) + 0.3 * q;
                    let (cx, cy) = area.centre();
                    out.push(Shape::Rect(
                        Rect::new(cx - 0.36 * q, cy - len / 2.0, 0.72 * q, len),
                        Style::fill_stroke(Colour::WHITE, Stroke::solid(Colour::BLACK, 0.012 * q)),
                    ));
                }
                out.push(Shape::Text(
                    centred(word, area.centre(), size, Weight::Bold, ink, rotate)
                        .spaced(spacing * size),
                ));
            }
            Setting::Building => {
                let gap = 0.55;
                let (lines, size) = fit_box(
                    word,
                    Weight::Bold,
                    area.w - 0.5 * q,
                    area.h - 0.6 * q,
                    0.42 * q,
                    gap,
                );
                let (cx, cy) = area.centre();
                let step = size * (font::CAP_HEIGHT + gap);
                let first = cy - step * (lines.len() as f64 - 1.0) / 2.0;
                for (i, line) in lines.iter().enumerate() {
                    let y = first + step * i as f64;
                    out.push(Shape::Text(centred(
                        line,
                        (cx, y),
                        size,
                        Weight::Bold,
                        ink,
                        0.0,
                    )));
                }
            }
            Setting::Row(length) => {
                let spacing = 0.25;
                let size = fit_size(word, Weight::Bold, length * q, 0.62 * q, spacing);
                out.push(Shape::Text(
                    centred(word, area.centre(), size, Weight::Bold, ink, 0.0)
                        .spaced(spacing * size),
                ));
            }
        }
    }
}
