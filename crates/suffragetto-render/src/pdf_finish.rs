//! What a PDF needs besides its drawing: the characters each font must
//! keep, subset names (`ABCDEF+DejaVuSans`), the request to print at 100 %
//! and the trim and bleed boxes of trimmed pages.

use super::RenderError;
use super::model::{Document, Rect, Shape, Weight};
use super::pdf_out::PT_PER_MM;
use std::collections::BTreeSet;

/// The characters of every text of `weight` in the document.
pub(super) fn used_chars(doc: &Document, weight: Weight) -> BTreeSet<char> {
    fn walk(shapes: &[Shape], weight: Weight, out: &mut BTreeSet<char>) {
        for s in shapes {
            match s {
                Shape::Text(t) if t.weight == weight => out.extend(t.content.chars()),
                Shape::Group { shapes, .. } | Shape::Tagged { shapes, .. } => {
                    walk(shapes, weight, out)
                }
                _ => {}
            }
        }
    }
    let mut out = BTreeSet::new();
    for page in &doc.pages {
        walk(&page.shapes, weight, &mut out);
    }
    out
}

/// The six capitals that mark a subset font's name (`ABCDEF+DejaVuSans`),
/// drawn from its characters so that the same text gives the same name.
pub(super) fn subset_tag(chars: &BTreeSet<char>) -> String {
    // FNV-1a over the characters.
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for &c in chars {
        h = (h ^ c as u64).wrapping_mul(0x0000_0100_0000_01b3);
    }
    (0..6)
        .map(|i| (b'A' + ((h >> (i * 8)) % 26) as u8) as char)
        .collect()
}

/// Gives every font name the tag of its subset, as PDF readers expect of
/// subset fonts.
pub(super) fn name_subsets(lo: &mut lopdf::Document, tags: &[(String, String)]) {
    for object in lo.objects.values_mut() {
        let Ok(dict) = object.as_dict_mut() else {
            continue;
        };
        for key in [&b"BaseFont"[..], b"FontName"] {
            let Ok(name) = dict.get(key).and_then(|n| n.as_name()) else {
                continue;
            };
            if let Some((_, tag)) = tags.iter().find(|(n, _)| n.as_bytes() == name) {
                let tagged = format!("{tag}+{}", String::from_utf8_lossy(name));
                dict.set(key, lopdf::Object::Name(tagged.into_bytes()));
            }
        }
    }
}

/// A rectangle of a page (mm from its top left) as a PDF box (points from
/// its bottom left).
fn pdf_box(r: &Rect, page_height: f64) -> lopdf::Object {
    let pt = |v: f64| lopdf::Object::Real((v * PT_PER_MM) as f32);
    lopdf::Object::Array(vec![
        pt(r.x),
        pt(page_height - r.bottom()),
        pt(r.right()),
        pt(page_height - r.y),
    ])
}

/// Asks viewers to print at 100 % and gives trimmed pages their boxes.
pub(super) fn print_settings(lo: &mut lopdf::Document, doc: &Document) -> Result<(), RenderError> {
    let err = |e: lopdf::Error| RenderError::Pdf(e.to_string());
    let catalog = lo.catalog_mut().map_err(err)?;
    let mut prefs = lopdf::Dictionary::new();
    prefs.set("PrintScaling", lopdf::Object::Name(b"None".to_vec()));
    catalog.set("ViewerPreferences", prefs);
    let ids: Vec<lopdf::ObjectId> = lo.get_pages().values().copied().collect();
    for (id, page) in ids.into_iter().zip(&doc.pages) {
        let dict = lo.get_dictionary_mut(id).map_err(err)?;
        if let Some(trim) = &page.trim {
            dict.set("TrimBox", pdf_box(trim, page.height));
        }
        if let Some(bleed) = &page.bleed {
            dict.set("BleedBox", pdf_box(bleed, page.height));
        }
    }
    Ok(())
}
