//! Boards and diagrams as SVG for the pages, and positions built by hand.

use super::SiteError;
use crate::assemble::Site;
use suffragetto_core::engine::{Position, Rules, Setup};
use suffragetto_core::geometry::{SIZE, Square};
use suffragetto_core::lang::Lang;
use suffragetto_core::notation::parse_pieces;
use suffragetto_core::piece::Side;
use suffragetto_render::browser::BrowserBoard;
use suffragetto_render::diagram::{
    DiagramOptions, LEGAL_TAG, Region, SELECTED_TAG, Scene, diagram_layout, in_words,
};
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

/// What the diagram of `scene` shows, in `lang`: the
/// text alternative of its picture ([`in_words`]).
pub fn alt_words(scene: &Scene, rules: &Rules, lang: Lang) -> Result<String, SiteError> {
    let mut opts = DiagramOptions::new(rules)?;
    opts.lang = lang;
    Ok(in_words(scene, &opts))
}

/// A diagram drawn for a page: its picture, the same picture without the
/// legal landings it marks (when it marks some, so that a reader's own
/// choice of piece replaces them) and the board the page's script reads.
pub struct Drawn {
    /// The picture (SVG).
    pub svg: Vec<u8>,
    /// The picture without its landing marks, if it has any.
    pub plain: Option<Vec<u8>>,
    /// Where its squares lie and what stands on them.
    pub board: BrowserBoard,
}

/// A diagram of `scene` as SVG text, with coordinates, cropped to
/// `region`, its words in `lang`, and the board for the page's script.
pub fn diagram_svg_at(
    scene: &Scene,
    rules: &Rules,
    region: Region,
    lang: Lang,
) -> Result<Drawn, SiteError> {
    let mut opts = DiagramOptions::new(rules)?;
    opts.lang = lang;
    opts.coordinates = true;
    opts.region = region;
    opts.size = 100.0;
    let (doc, view) = diagram_layout(scene, &opts)?;
    let board = BrowserBoard::new(
        &doc,
        &view,
        &scene.position,
        &opts.look(),
        scene.last_move.as_ref(),
        lang,
    );
    // The same layout without the marks, so the picture keeps its size.
    let plain = if scene.legal.is_empty() && scene.selected.is_none() {
        None
    } else {
        Some(encode(
            &doc.without(&[LEGAL_TAG, SELECTED_TAG]),
            Format::Svg,
        )?)
    };
    Ok(Drawn {
        svg: encode(&doc, Format::Svg)?,
        plain,
        board,
    })
}

/// Adds the diagram of `scene` to `site` as `image` (and its plain copy
/// beside it, `-plain.svg`); returns its board and the plain copy's path,
/// if there is one. Its words (whose turn it is, the zones) are in `lang`.
pub fn add_diagram(
    site: &mut Site,
    image: &str,
    scene: &Scene,
    rules: &Rules,
    region: Region,
    lang: Lang,
) -> Result<(BrowserBoard, Option<String>), SiteError> {
    let drawn = diagram_svg_at(scene, rules, region, lang)?;
    site.add(image.to_string(), drawn.svg);
    let plain = drawn.plain.map(|svg| {
        let path = format!("{}-plain.svg", image.trim_end_matches(".svg"));
        site.add(path.clone(), svg);
        path
    });
    Ok((drawn.board, plain))
}
