//! The bibliography as BibTeX (biblatex entry types) and CSL-JSON.

use super::{Apparatus, BibEntry};
use serde_json::{Value, json};
use std::fmt::Write;

/// The biblatex entry type of a CSL item type.
fn bibtex_type(kind: &str) -> &'static str {
    match kind {
        "book" => "book",
        "webpage" => "online",
        "software" => "software",
        "entry-encyclopedia" => "inreference",
        "article-newspaper" => "article",
        _ => "misc",
    }
}

/// `s` with BibTeX's special characters escaped.
fn tex(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for c in s.chars() {
        match c {
            '\\' => out.push_str("\\textbackslash{}"),
            '{' | '}' | '%' | '&' | '$' | '#' | '_' => {
                out.push('\\');
                out.push(c);
            }
            '~' => out.push_str("\\textasciitilde{}"),
            '^' => out.push_str("\\textasciicircum{}"),
            c => out.push(c),
        }
    }
    out
}

/// A date for biblatex: `2018-2020` becomes the range `2018/2020`.
fn tex_date(d: &str) -> String {
    match year_range(d) {
        Some((a, b)) => format!("{a}/{b}"),
        None => d.to_string(),
    }
}

/// `2018-2020` as (2018, 2020); `None` for other dates.
fn year_range(d: &str) -> Option<(u32, u32)> {
    let (a, b) = d.split_once('-')?;
    (a.len() == 4 && b.len() == 4)
        .then(|| Some((a.parse().ok()?, b.parse().ok()?)))
        .flatten()
}

/// The bibliography as biblatex entries, in the order of the file.
pub fn bibtex(app: &Apparatus) -> String {
    let mut out = String::from(
        "% Suffragetto: the works the project's sources are, and the works they cite.\n\
         % Written by `suffragetto export --format bibtex` from sources/witnesses.yaml.\n",
    );
    for b in &app.bibliography {
        let _ = write!(out, "\n@{}{{{},\n", bibtex_type(&b.kind), b.key);
        let names = (!b.author.is_empty()).then(|| b.author.join(" and "));
        let role = if b.role.as_deref() == Some("editor") {
            "editor"
        } else {
            "author"
        };
        let subtype = (b.kind == "article-newspaper").then(|| "newspaper".to_string());
        let fields: [(&str, Option<String>); 11] = [
            ("entrysubtype", subtype),
            (role, names),
            ("title", Some(format!("{{{}}}", tex(&b.title)))),
            (container_field(b), b.container.as_deref().map(tex)),
            ("publisher", b.publisher.as_deref().map(tex)),
            ("location", b.place.as_deref().map(tex)),
            ("date", b.issued.as_deref().map(tex_date)),
            ("urldate", b.accessed.clone()),
            ("isbn", b.isbn.clone()),
            ("url", b.url.clone()),
            ("note", note(b).as_deref().map(tex)),
        ];
        for (name, value) in fields {
            if let Some(v) = value {
                let _ = writeln!(out, "  {name} = {{{v}}},");
            }
        }
        out.push_str("}\n");
    }
    out
}

/// The entry's note, with the pages a witness cites (a locator of the
/// citation, which biblatex and CSL put in the citation, not the entry).
fn note(b: &BibEntry) -> Option<String> {
    let pages = b.cited_pages.as_ref().map(|p| format!("Pages cited: {p}."));
    match (b.note.as_deref(), pages) {
        (Some(n), Some(p)) => Some(format!("{n} {p}")),
        (n, p) => n.map(str::to_string).or(p),
    }
}

/// Where biblatex puts the container of an entry of this type.
fn container_field(b: &BibEntry) -> &'static str {
    match b.kind.as_str() {
        "article-newspaper" => "journaltitle",
        "entry-encyclopedia" => "booktitle",
        "book" => "series",
        _ => "organization",
    }
}

/// A name as CSL writes it: given and family where it has two or more words.
fn csl_name(name: &str) -> Value {
    match name.rsplit_once(' ') {
        Some((given, family)) => json!({"family": family, "given": given}),
        None => json!({"literal": name}),
    }
}

/// A date as CSL's `date-parts`: `2016-04` is `[[2016, 4]]`, `2018-2020` a range.
fn csl_date(d: &str) -> Value {
    if let Some((a, b)) = year_range(d) {
        return json!({"date-parts": [[a], [b]]});
    }
    let parts: Vec<u32> = d.split('-').filter_map(|p| p.parse().ok()).collect();
    json!({ "date-parts": [parts] })
}

/// The bibliography as CSL-JSON items, in the order of the file.
pub fn csl_json(app: &Apparatus) -> Value {
    let items: Vec<Value> = app
        .bibliography
        .iter()
        .map(|b| {
            let mut item = serde_json::Map::new();
            item.insert("id".into(), json!(b.key));
            item.insert("type".into(), json!(b.kind));
            item.insert("title".into(), json!(b.title));
            if !b.author.is_empty() {
                let role = if b.role.as_deref() == Some("editor") {
                    "editor"
                } else {
                    "author"
                };
                let names: Vec<Value> = b.author.iter().map(|n| csl_name(n)).collect();
                item.insert(role.into(), json!(names));
            }
            let text = [
                ("container-title", &b.container),
                ("publisher", &b.publisher),
                ("publisher-place", &b.place),
                ("ISBN", &b.isbn),
                ("URL", &b.url),
                ("note", &note(b)),
            ];
            for (k, v) in text {
                if let Some(v) = v {
                    item.insert(k.into(), json!(v));
                }
            }
            if let Some(d) = &b.issued {
                item.insert("issued".into(), csl_date(d));
            }
            if let Some(d) = &b.accessed {
                item.insert("accessed".into(), csl_date(d));
            }
            Value::Object(item)
        })
        .collect();
    Value::Array(items)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dates_names_and_escapes() {
        assert_eq!(csl_date("2016-04"), json!({"date-parts": [[2016, 4]]}));
        assert_eq!(
            csl_date("2018-2020"),
            json!({"date-parts": [[2018], [2020]]})
        );
        assert_eq!(tex_date("2018-2020"), "2018/2020");
        assert_eq!(tex_date("2018-03-08"), "2018-03-08");
        assert_eq!(
            csl_name("Elizabeth Crawford"),
            json!({"family": "Crawford", "given": "Elizabeth"})
        );
        assert_eq!(tex("90% & {x}"), "90\\% \\& \\{x\\}");
    }
}
