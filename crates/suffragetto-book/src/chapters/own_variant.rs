//! Chapter 9, write your own variant: the YAML schema generated from the
//! rule-point list, and the example file of `book/src/variants/` loaded and
//! compared with the variant it extends.

use super::{Ctx, SiteError};
use crate::assemble::Site;
use crate::text::{cell, esc};
use serde::Serialize;
use suffragetto_core::variant::{RULE_POINTS, diff, load_str};

/// The example variant file, relative to the book's `src/`.
const EXAMPLE: &str = "variants/house-rules.yaml";

#[derive(Serialize)]
struct SchemaRow {
    id: String,
    area: String,
    title: String,
    example: String,
    values: String,
}

#[derive(Serialize)]
struct Change {
    id: String,
    from: String,
    to: String,
    status: String,
}

#[derive(Serialize)]
struct Data {
    text: String,
    schema: Vec<SchemaRow>,
    example_path: String,
    example: String,
    example_title: String,
    extends: String,
    /// The extended variant's name for readers.
    parent_name: String,
    changes: Vec<Change>,
}

/// Writes `own-variant.md`.
pub fn page(ctx: &Ctx<'_>, site: &mut Site) -> Result<(), SiteError> {
    let schema = RULE_POINTS
        .iter()
        .enumerate()
        .map(|(i, info)| {
            let mut seen: Vec<String> = Vec::new();
            for v in ctx.variants() {
                let t = code_cell(&v.points[i].value.to_string());
                if !seen.contains(&t) {
                    seen.push(t);
                }
            }
            SchemaRow {
                id: info.id.to_string(),
                area: info.area.to_string(),
                title: cell(info.id.title_in(ctx.lang)),
                example: code_cell(&ctx.rules[0].variant().points[i].value.to_string()),
                values: seen
                    .iter()
                    .map(|t| format!("`{t}`"))
                    .collect::<Vec<_>>()
                    .join(" / "),
            }
        })
        .collect();
    let text = ctx.sources.prose(EXAMPLE);
    let label = format!("book/src/{EXAMPLE}");
    let variant = load_str(&label, &text, None)?;
    let parent_id = variant.meta.extends.clone().unwrap_or_default();
    let parent = ctx.rules_of(&parent_id).variant();
    let changes = diff(parent, &variant)
        .into_iter()
        .map(|(a, b)| Change {
            id: a.id.to_string(),
            from: code_cell(&a.value.to_string()),
            to: code_cell(&b.value.to_string()),
            status: b.status.words().to_string(),
        })
        .collect();
    let data = Data {
        text: ctx.prose("own-variant.md")?,
        schema,
        example_path: EXAMPLE.to_string(),
        example: text,
        example_title: esc(&variant.meta.title),
        parent_name: cell(&ctx.name_of(&parent.meta.id)),
        extends: parent_id,
        changes,
    };
    ctx.page(site, "own-variant.md", "own-variant.md", &data)
}

/// `s` for a code span in a markdown table cell: only `|` escaped (a code
/// span shows HTML entities literally).
fn code_cell(s: &str) -> String {
    s.replace('|', "\\|").replace('\n', " ")
}
