//! The appendices: the project's notes the book refers to (`docs/`: the
//! conventions, the reconstructions' audit, the notation, the board, the
//! strength and performance notes) as pages of the book, so that every
//! reference to them is a link a reader can follow. In German and French
//! each note is translated message by message through the same gettext
//! catalogue as the book's own prose (`book/po/*.po`), its code, position
//! strings, move text and rule point ids kept as they are.

use super::{Ctx, SiteError, TocEntry};
use crate::assemble::Site;
use suffragetto_core::lang::Args;

/// Adds one page per doc, `appendix/NAME.md`, in the reader's language;
/// returns their entries.
pub fn pages(ctx: &Ctx<'_>, site: &mut Site) -> Result<Vec<TocEntry>, SiteError> {
    let mut toc = Vec::new();
    for (name, text) in &ctx.sources.docs {
        let text = ctx.translations.page(&format!("docs/{name}.md"), text)?;
        let (title, body) = match text.split_once('\n') {
            Some((first, rest)) if first.starts_with("# ") => {
                (first.trim_start_matches("# ").trim().to_string(), rest)
            }
            _ => (name.clone(), text.as_str()),
        };
        let path = format!("appendix/{name}.md");
        let body = ids_as_code(
            body,
            &ctx.variants()
                .map(|v| v.meta.id.as_str())
                .collect::<Vec<_>>(),
        );
        let source = ctx.say(
            "book-appendix-source",
            Args::new(ctx.lang).text("path", format!("docs/{name}.md")),
        );
        let page = format!("# {title}\n\n<p class=\"appendix-source\">{source}</p>\n{body}");
        site.add(path.clone(), page);
        toc.push(TocEntry { title, path });
    }
    Ok(toc)
}

/// Whether `word` is a snake_case identifier (a rule value: `jump_again`).
fn snake_case(word: &str) -> bool {
    word.contains('_')
        && word.split('_').all(|p| !p.is_empty())
        && word
            .chars()
            .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '_')
}

/// Markdown `text` with each of `ids`, and each snake_case identifier, that
/// stands as a word in its prose (not in code) set as code: the notes name
/// variants and values by the ids the tool takes, which a reader should
/// see as such, not as words.
fn ids_as_code(text: &str, ids: &[&str]) -> String {
    let mut out = String::with_capacity(text.len() + 64);
    let mut fenced = false;
    for line in text.split_inclusive('\n') {
        if line.trim_start().starts_with("```") {
            fenced = !fenced;
        }
        if fenced || line.trim_start().starts_with("```") || line.starts_with("    ") {
            out.push_str(line);
            continue;
        }
        // Outside code spans: the even parts between backticks.
        for (i, part) in line.split('`').enumerate() {
            if i > 0 {
                out.push('`');
            }
            if i % 2 == 1 {
                out.push_str(part);
                continue;
            }
            let mut word = String::new();
            let flush = |word: &mut String, out: &mut String| {
                if ids.contains(&word.as_str()) || snake_case(word) {
                    out.push('`');
                    out.push_str(word);
                    out.push('`');
                } else {
                    out.push_str(word);
                }
                word.clear();
            };
            for c in part.chars() {
                if c.is_ascii_alphanumeric() || c == '_' || c == '-' || c == '.' || c == '/' {
                    word.push(c);
                } else {
                    flush(&mut word, &mut out);
                    out.push(c);
                }
            }
            flush(&mut word, &mut out);
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::ids_as_code;

    #[test]
    fn variant_ids_in_prose_become_code_and_the_rest_stays() {
        let text = "## Figures (english, 2026)\n| german | 4,128 |\nEnglish and `english 5`; \
            variants/english.yaml, englishman, ludii's, \"jump_again\", _x.\n```\nengine_workload english\n```\n";
        assert_eq!(
            ids_as_code(text, &["english", "german", "ludii"]),
            "## Figures (`english`, 2026)\n| `german` | 4,128 |\nEnglish and `english 5`; \
            variants/english.yaml, englishman, `ludii`'s, \"`jump_again`\", _x.\n```\nengine_workload english\n```\n"
        );
    }
}
