//! The site's root page, which sends a reader to the book in the language
//! of their browser and links to every language, and the switch on every
//! page to the same page in the other languages.

use super::text::esc;
use suffragetto_core::lang::{Lang, catalogue};

/// The root `index.html` of a site with the books of `langs`: links to
/// each (they work without script), and a small script that follows the
/// browser's preferred language (the server's policy for `/book/` allows
/// inline scripts).
pub fn page(langs: &[Lang]) -> String {
    let first = langs.first().copied().unwrap_or(Lang::En);
    let codes: Vec<String> = langs.iter().map(|l| format!("\"{}\"", l.code())).collect();
    let mut items = String::new();
    for lang in langs {
        let title = esc(catalogue().plain(*lang, "book-title"));
        let read = esc(catalogue().plain(*lang, "book-read-in"));
        items.push_str(&format!(
            "<li><a href=\"{code}/index.html\" hreflang=\"{code}\" lang=\"{code}\">{read}: <cite>{title}</cite></a></li>\n",
            code = lang.code()
        ));
    }
    format!(
        "<!DOCTYPE html>\n<html lang=\"{lang}\">\n<head>\n<meta charset=\"utf-8\">\n\
         <meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n\
         <title>Suffragetto</title>\n\
         <style>body{{font:1.1rem/1.5 system-ui,sans-serif;max-width:40rem;margin:3rem auto;padding:0 1rem;color:#1a1a1a}}a{{color:#0645ad}}li{{margin:.5rem 0}}</style>\n\
         <script>\n\
         (function () {{\n\
         \x20 var have = [{codes}];\n\
         \x20 var wanted = navigator.languages || [navigator.language || \"\"];\n\
         \x20 for (var i = 0; i < wanted.length; i++) {{\n\
         \x20   var code = String(wanted[i]).slice(0, 2).toLowerCase();\n\
         \x20   if (have.indexOf(code) >= 0) {{ location.replace(code + \"/index.html\"); return; }}\n\
         \x20 }}\n\
         \x20 location.replace(have[0] + \"/index.html\");\n\
         }})();\n\
         </script>\n</head>\n<body>\n<main>\n<h1>Suffragetto</h1>\n<ul>\n{items}</ul>\n</main>\n</body>\n</html>\n",
        lang = first.code(),
        codes = codes.join(", "),
    )
}

/// Where the switch goes on a page: first thing in the chapter.
const AFTER: &str = "<main>";

/// `html`, page `rel` of the book in `lang`, with a switch to the same
/// page in the other languages of `langs` (nothing when there is one).
pub fn with_switch(html: &str, rel: &str, lang: Lang, langs: &[Lang]) -> String {
    if langs.len() < 2 || !html.contains(AFTER) {
        return html.to_string();
    }
    let up = "../".repeat(rel.matches('/').count() + 1);
    let label = esc(catalogue().plain(lang, "book-languages"));
    let mut nav = format!("\n<nav class=\"language-switch\" aria-label=\"{label}\">");
    for other in langs {
        let code = other.code();
        let name = esc(other.own_name());
        if *other == lang {
            nav.push_str(&format!(
                "<span lang=\"{code}\" aria-current=\"page\">{name}</span>"
            ));
        } else {
            nav.push_str(&format!(
                "<a href=\"{up}{code}/{rel}\" hreflang=\"{code}\" lang=\"{code}\">{name}</a>"
            ));
        }
    }
    nav.push_str("</nav>");
    html.replacen(AFTER, &format!("{AFTER}{nav}"), 1)
}
