//! The board for a print shop: the frame printed past the trim, crop marks
//! outside the bleed, and the page's trim and bleed boxes.

use super::board::{board_description, board_shapes, board_title};
use super::model::{Colour, Document, Page, Rect, Shape, Stroke, Style, Transform};
use super::options::BoardOptions;
use super::palette::palette;

/// Bleed round the board of [`print_board_document`], mm.
pub const BLEED: f64 = 3.0;
/// Room outside the bleed for the crop marks, mm.
const SLUG: f64 = 9.0;

/// The board for a print shop: its frame printed 3 mm past the trim, crop
/// marks at the corners outside the bleed, and the page's `TrimBox` on the
/// board's edge.
pub fn print_board_document(opts: &BoardOptions) -> Document {
    let off = BLEED + SLUG;
    let side = opts.size + 2.0 * off;
    let trim = Rect::new(off, off, opts.size, opts.size);
    let mut shapes = vec![Shape::Rect(
        trim.grow(BLEED),
        Style::fill(palette(opts.theme).frame),
    )];
    shapes.push(Shape::Group {
        transform: Transform {
            dx: off,
            dy: off,
            scale: 1.0,
        },
        clip: None,
        shapes: board_shapes(opts),
    });
    crop_marks(&trim, &mut shapes);
    let mut page = Page::new(side, side, shapes);
    page.trim = Some(trim);
    page.bleed = Some(trim.grow(BLEED));
    Document {
        title: board_title(opts),
        description: board_description(opts),
        pages: vec![page],
    }
}

/// Thin marks on the lines of the trim's edges, outside the bleed.
fn crop_marks(trim: &Rect, out: &mut Vec<Shape>) {
    let s = Stroke::solid(Colour::BLACK, 0.25);
    let (a, b) = (BLEED + 1.0, BLEED + SLUG - 1.0);
    for x in [trim.x, trim.right()] {
        for (y, dir) in [(trim.y, -1.0), (trim.bottom(), 1.0)] {
            out.push(Shape::Line((x, y + dir * a), (x, y + dir * b), s.clone()));
        }
    }
    for y in [trim.y, trim.bottom()] {
        for (x, dir) in [(trim.x, -1.0), (trim.right(), 1.0)] {
            out.push(Shape::Line((x + dir * a, y), (x + dir * b, y), s.clone()));
        }
    }
}
