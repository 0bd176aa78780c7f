//! The one typeface of every output, DejaVu Sans (regular and bold), built
//! into the binary so text looks the same on any machine, and its metrics for
//! placing text (`assets/fonts/README.md` has the licence).

use super::model::Weight;
use printpdf::ParsedFont;
use std::sync::OnceLock;

/// The family name of the embedded font.
pub const FAMILY: &str = "DejaVu Sans";
/// What SVG output asks for: the embedded font, else any sans-serif.
pub const SVG_FAMILY: &str = "DejaVu Sans, sans-serif";

/// DejaVu Sans, regular.
pub const REGULAR_TTF: &[u8] = include_bytes!("../assets/fonts/DejaVuSans.ttf");
/// DejaVu Sans, bold.
pub const BOLD_TTF: &[u8] = include_bytes!("../assets/fonts/DejaVuSans-Bold.ttf");

/// Height of a capital letter as a fraction of the font size (DejaVu Sans).
pub const CAP_HEIGHT: f64 = 0.729;

/// The font file of a weight.
pub fn ttf(weight: Weight) -> &'static [u8] {
    match weight {
        Weight::Regular => REGULAR_TTF,
        Weight::Bold => BOLD_TTF,
    }
}

/// The parsed font of a weight (parsed once per process).
pub(crate) fn parsed(weight: Weight) -> &'static ParsedFont {
    static REGULAR: OnceLock<ParsedFont> = OnceLock::new();
    static BOLD: OnceLock<ParsedFont> = OnceLock::new();
    let cell = match weight {
        Weight::Regular => &REGULAR,
        Weight::Bold => &BOLD,
    };
    cell.get_or_init(|| {
        ParsedFont::from_bytes(ttf(weight), 0, &mut Vec::new())
            .expect("the embedded DejaVu Sans parses")
    })
}

/// The font of `weight` cut down to the glyphs of `chars` (and `.notdef`),
/// with a Unicode cmap, for embedding in a PDF: DejaVu Sans is 740 KB whole,
/// a few KB for the characters of one sheet. Characters the font lacks are
/// left out (they would print as `.notdef` in the whole font as well).
pub fn subset(
    weight: Weight,
    chars: &std::collections::BTreeSet<char>,
) -> Result<ParsedFont, String> {
    use allsorts::binary::read::ReadScope;
    use allsorts::font_data::FontData;
    use allsorts::subset::{CmapTarget, SubsetProfile};
    let full = parsed(weight);
    let mut ids: Vec<u16> = chars
        .iter()
        .filter_map(|&c| full.lookup_glyph_index(c as u32))
        .filter(|&g| g != 0)
        .collect();
    ids.sort_unstable();
    ids.dedup();
    ids.insert(0, 0);
    let scope = ReadScope::new(ttf(weight));
    let data = scope.read::<FontData<'_>>().map_err(|e| e.to_string())?;
    let provider = data.table_provider(0).map_err(|e| e.to_string())?;
    let bytes = allsorts::subset::subset(
        &provider,
        &ids,
        &SubsetProfile::Minimal,
        CmapTarget::Unicode,
    )
    .map_err(|e| e.to_string())?;
    ParsedFont::from_bytes(&bytes, 0, &mut Vec::new())
        .ok_or_else(|| "the subset font does not parse".to_string())
}

/// Whether the font has a glyph for every character of `text`.
pub fn covers(text: &str, weight: Weight) -> bool {
    let font = parsed(weight);
    text.chars()
        .all(|c| font.lookup_glyph_index(c as u32).is_some())
}

/// Advance width of `text` in em, without kerning.
pub fn width_em(text: &str, weight: Weight) -> f64 {
    let font = parsed(weight);
    let upem = font.units_per_em.max(1) as f64;
    text.chars()
        .map(|c| {
            font.lookup_glyph_index(c as u32)
                .and_then(|g| font.get_glyph_width(g))
                .unwrap_or(font.units_per_em / 2) as f64
                / upem
        })
        .sum()
}

/// Width in mm of `text` set at `size` mm with `letter_spacing` mm after
/// every letter but the last.
pub fn width(text: &str, weight: Weight, size: f64, letter_spacing: f64) -> f64 {
    let n = text.chars().count();
    width_em(text, weight) * size + letter_spacing * n.saturating_sub(1) as f64
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_fonts_cover_every_language() {
        for w in [Weight::Regular, Weight::Bold] {
            assert!(covers(
                "GEFÄNGNISHOF KRANKENHAUSGELÄNDE HÔPITAL L'ARÈNE ✂ – ×",
                w
            ));
        }
        assert!(width("HOSPITAL", Weight::Bold, 10.0, 0.0) > 50.0);
    }
}
