//! PNG backend: the SVG output rasterised by `resvg`, with the embedded
//! fonts as the only fonts it knows.

use super::RenderError;
use super::font::{BOLD_TTF, FAMILY, REGULAR_TTF};
use super::length::MM_PER_IN;
use resvg::{tiny_skia, usvg};

/// The `usvg` options every parse uses: the embedded DejaVu Sans only.
pub fn usvg_options() -> usvg::Options<'static> {
    let mut opt = usvg::Options {
        font_family: FAMILY.to_string(),
        ..usvg::Options::default()
    };
    opt.fontdb_mut().load_font_data(REGULAR_TTF.to_vec());
    opt.fontdb_mut().load_font_data(BOLD_TTF.to_vec());
    opt
}

/// Parses an SVG document as `resvg` would render it.
pub fn parse_svg(svg: &str) -> Result<usvg::Tree, RenderError> {
    usvg::Tree::from_str(svg, &usvg_options()).map_err(|e| RenderError::Svg(e.to_string()))
}

/// Rasterises an SVG of `width_mm` x `height_mm` at `dpi` dots per inch.
pub fn svg_to_png(svg: &str, dpi: f64) -> Result<Vec<u8>, RenderError> {
    let tree = parse_svg(svg)?;
    let size = tree.size();
    // usvg gives the size in CSS pixels (96 per inch).
    let scale = (dpi / 96.0) as f32;
    let w = (size.width() * scale).round().max(1.0) as u32;
    let h = (size.height() * scale).round().max(1.0) as u32;
    if w as u64 * h as u64 > 400_000_000 {
        return Err(RenderError::Png(format!(
            "{w} x {h} pixels is too large; lower the resolution"
        )));
    }
    let mut pixmap = tiny_skia::Pixmap::new(w, h)
        .ok_or_else(|| RenderError::Png(format!("cannot make a {w} x {h} image")))?;
    pixmap.fill(tiny_skia::Color::WHITE);
    resvg::render(
        &tree,
        tiny_skia::Transform::from_scale(scale, scale),
        &mut pixmap.as_mut(),
    );
    pixmap
        .encode_png()
        .map_err(|e| RenderError::Png(e.to_string()))
}

/// Pixels across `mm` millimetres at `dpi`.
pub fn pixels(mm: f64, dpi: f64) -> u32 {
    (mm / MM_PER_IN * dpi).round() as u32
}
