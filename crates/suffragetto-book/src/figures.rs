//! Boards and diagrams as SVG for the pages, and positions built by hand.

use super::SiteError;
use suffragetto_core::engine::{Position, Rules, Setup};
use suffragetto_core::geometry::{SIZE, Square};
use suffragetto_core::notation::parse_pieces;
use suffragetto_core::piece::Side;
use suffragetto_render::diagram::{DiagramOptions, Region, Scene, diagram_layout};
use suffragetto_render::{Format, encode};

/// A square from its name; the names in this module are all valid.
pub fn sq(name: &str) -> Square {
    name.parse().expect("square names in the book are valid")
}

/// The position with the pieces `"Sg5 Ph4 Le6 Ii7"` (letter and square) and
/// every other piece captured, checked against `rules`.
pub fn position(
    rules: &Rules,
    pieces: &str,
    to_move: Side,
    what: &str,
) -> Result<Position, SiteError> {
    let pieces = parse_pieces(pieces).map_err(|e| SiteError::example(what, e))?;
    let setup = Setup::from_pieces(pieces, to_move).capture_the_rest(rules.values().setup_pieces);
    Position::from_setup(setup, rules).map_err(|e| SiteError::example(what, e))
}

/// The smallest rectangle round `squares` widened by `margin` squares and to
/// at least `min` squares each way, inside the board.
pub fn region_around(squares: &[Square], margin: u8, min: u8) -> Region {
    if squares.is_empty() {
        return Region::FULL;
    }
    let span = |vals: Vec<u8>| {
        let lo = *vals.iter().min().expect("not empty");
        let hi = *vals.iter().max().expect("not empty");
        let (mut lo, mut hi) = (lo.saturating_sub(margin), (hi + margin).min(SIZE - 1));
        while hi - lo + 1 < min.min(SIZE) {
            lo = lo.saturating_sub(1);
            if hi - lo + 1 < min.min(SIZE) && hi < SIZE - 1 {
                hi += 1;
            }
        }
        (lo, hi)
    };
    let (f0, f1) = span(squares.iter().map(|s| s.file()).collect());
    let (r0, r1) = span(squares.iter().map(|s| s.rank()).collect());
    Region::new(
        Square::new(f0, r0).expect("inside the board"),
        Square::new(f1, r1).expect("inside the board"),
    )
}

/// A diagram of `scene` as SVG text, with coordinates, cropped to
/// `region`, and where its squares lie in it
/// ([`interactive::geometry`](super::interactive::geometry)).
pub fn diagram_svg_at(
    scene: &Scene,
    rules: &Rules,
    region: Region,
) -> Result<(Vec<u8>, Vec<f64>), SiteError> {
    let mut opts = DiagramOptions::new(rules)?;
    opts.coordinates = true;
    opts.region = region;
    opts.size = 100.0;
    let (doc, view) = diagram_layout(scene, &opts)?;
    let geometry = super::interactive::geometry(&doc, &view);
    Ok((encode(&doc, Format::Svg)?, geometry))
}
