//! The summary as an HTML fragment, for a page that shows players the rules
//! they play by: a heading, the variant it follows, one section per rule
//! area, marked sentences with their sign and its meaning on hover, and the
//! key to the signs.

use super::Summary;

/// `text` with `&`, `<`, `>` and `"` escaped.
fn esc(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
}

/// The summary as an `<article>` element.
pub fn html(s: &Summary) -> String {
    let mut out = format!(
        "<article class=\"rules-summary\" lang=\"{}\">\n<h1>{}</h1>\n<p class=\"after\">{}</p>\n",
        s.lang.code(),
        esc(&s.title),
        esc(&s.after)
    );
    let meaning = |m| {
        s.marks
            .iter()
            .find(|(k, _)| *k == m)
            .map(|(_, t)| t.as_str())
            .unwrap_or("")
    };
    for section in &s.sections {
        out.push_str(&format!(
            "<section>\n<h2>{}</h2>\n<p>",
            esc(&section.heading)
        ));
        let sentences: Vec<String> = section
            .sentences
            .iter()
            .map(|t| match t.mark {
                None => esc(&t.text),
                Some(m) => format!(
                    "{}<sup class=\"mark\" title=\"{}\">{}</sup>",
                    esc(&t.text),
                    esc(meaning(m)),
                    m.sign()
                ),
            })
            .collect();
        out.push_str(&sentences.join(" "));
        out.push_str("</p>\n</section>\n");
    }
    if !s.marks.is_empty() {
        out.push_str("<footer>\n");
        for (_, text) in &s.marks {
            out.push_str(&format!("<p>{}</p>\n", esc(text)));
        }
        out.push_str("</footer>\n");
    }
    out.push_str("</article>\n");
    out
}
