//! The band above a diagram's squares: whose move it is, or who has won,
//! an exchange awaiting an answer, and what the Prison and Hospital hold.

use super::frame::{INK, Measures};
use super::words::{self, captivity, tally};
use super::{DiagramOptions, Scene};
use crate::font;
use crate::model::{Anchor, Shape, Text, Weight};
use crate::pieces::counter;
use suffragetto_core::piece::{Piece, Side, Size};

/// The band above the board: whose move it is (or who has won), an offer
/// awaiting an answer, and the Prison's and Hospital's contents. Returns
/// its height.
pub(super) fn status(
    scene: &Scene,
    opts: &DiagramOptions,
    m: Measures,
    out: &mut Vec<Shape>,
) -> f64 {
    let Measures { width, side, fs } = m;
    let pos = &scene.position;
    let lang = opts.lang;
    let (who, text) = match scene.winner {
        Some(w) => (w, words::won(w, lang).to_string()),
        None => (
            pos.to_move(),
            words::to_move(pos.to_move(), lang).to_string(),
        ),
    };
    let mut left = text;
    if let Some(offer) = pos.pending() {
        let proposer = pos.to_move().opponent();
        let what = if offer.is_matched() {
            tally(proposer, offer.of(proposer), lang)
        } else {
            Side::BOTH.map(|s| tally(s, offer.of(s), lang)).join(" / ")
        };
        left.push_str(" · ");
        left.push_str(&words::labelled(words::offered(lang), &what, lang));
    }
    let right = Side::BOTH
        .iter()
        .map(|&s| words::labelled(&captivity(s, lang), &tally(s, pos.captive(s), lang), lang))
        .collect::<Vec<_>>()
        .join(" · ");
    let step = fs * 1.45;
    let disc = fs * 0.9;
    let left_w = disc + fs * 0.5 + font::width(&left, Weight::Bold, fs, 0.0);
    let right_w = font::width(&right, Weight::Regular, fs, 0.0);
    let one_line = left_w + fs * 2.0 + right_w <= width - 2.0 * side;
    let y1 = fs * 1.5;
    let look = opts.look();
    counter(
        Piece {
            side: who,
            size: Size::Small,
        },
        &look,
        (side + disc / 2.0, y1 - fs * crate::font::CAP_HEIGHT / 2.0),
        disc,
        0.0,
        out,
    );
    out.push(Shape::Text(
        Text::new(side + disc + fs * 0.5, y1, left, fs)
            .bold()
            .coloured(INK),
    ));
    let y2 = if one_line { y1 } else { y1 + step };
    let (x, anchor) = if one_line {
        (width - side, Anchor::End)
    } else {
        (side, Anchor::Start)
    };
    out.push(Shape::Text(
        Text::new(x, y2, right, fs).anchored(anchor).coloured(INK),
    ));
    y2 + fs * 0.7
}
