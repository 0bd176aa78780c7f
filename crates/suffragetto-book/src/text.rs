//! Small text helpers for the generated markdown and HTML.

use suffragetto_core::lang::Lang;

/// `s` with `&`, `<`, `>` and `"` escaped for HTML.
pub fn esc(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for c in s.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            c => out.push(c),
        }
    }
    out
}

/// `s` escaped for HTML as [`esc`] does, with a typewriter apostrophe
/// between letters set as a typographer's (`file's` -> `file’s`), as the
/// markdown of the other pages gets it.
pub fn esc_typo(s: &str) -> String {
    let chars: Vec<char> = s.chars().collect();
    let mut out = String::with_capacity(s.len());
    for (i, &c) in chars.iter().enumerate() {
        let between = i > 0
            && chars[i - 1].is_alphanumeric()
            && chars.get(i + 1).is_some_and(|n| n.is_alphabetic());
        if c == '\'' && between {
            out.push('’');
        } else {
            out.push_str(&esc(c.encode_utf8(&mut [0; 4])));
        }
    }
    out
}

/// `s` fit for a markdown table cell: HTML-escaped, `|` escaped, one line.
pub fn cell(s: &str) -> String {
    esc(s).replace('|', "\\|").replace('\n', " ")
}

/// Escaped HTML `s` with every rule point id in it (`hop.over_forbidden`)
/// set as code, so readers see an identifier as one.
pub fn code_ids(s: &str) -> String {
    let is_id_char = |c: char| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '_' || c == '.';
    let mut out = String::with_capacity(s.len());
    let mut rest = s;
    while let Some(start) = rest.find(|c: char| c.is_ascii_lowercase()) {
        out.push_str(&rest[..start]);
        rest = &rest[start..];
        let end = rest.find(|c: char| !is_id_char(c)).unwrap_or(rest.len());
        let token = rest[..end].trim_end_matches('.');
        if suffragetto_core::variant::RULE_POINTS
            .iter()
            .any(|p| p.id.as_str() == token)
        {
            out.push_str(&format!("<code>{token}</code>"));
        } else {
            out.push_str(token);
        }
        rest = &rest[token.len()..];
    }
    out.push_str(rest);
    out
}

/// The language of code `code` (`de`) named in words of `lang` ("German",
/// „Deutsch", "allemand"); a code the catalogue does not know as itself.
pub fn language_in(lang: suffragetto_core::lang::Lang, code: &str) -> String {
    let args = suffragetto_core::lang::Args::new(lang).text("code", code);
    suffragetto_core::lang::catalogue().text("book-language-name", &args)
}

/// An anchor id: lower-case letters and digits, other runs as one `-`.
pub fn slug(s: &str) -> String {
    let mut out = String::new();
    let mut dash = false;
    for c in s.chars().flat_map(char::to_lowercase).map(fold) {
        if c.is_ascii_alphanumeric() {
            if dash && !out.is_empty() {
                out.push('-');
            }
            dash = false;
            out.push(c);
        } else {
            dash = true;
        }
    }
    out
}

/// A lower-case letter without its accent (for anchor ids).
fn fold(c: char) -> char {
    match c {
        'à' | 'â' | 'ä' | 'á' => 'a',
        'é' | 'è' | 'ê' | 'ë' => 'e',
        'î' | 'ï' | 'í' => 'i',
        'ô' | 'ö' | 'ó' => 'o',
        'ù' | 'û' | 'ü' | 'ú' => 'u',
        'ç' => 'c',
        'ß' => 's',
        c => c,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn helpers() {
        assert_eq!(esc("a<b & \"c\""), "a&lt;b &amp; &quot;c&quot;");
        assert_eq!(cell("a|b"), "a\\|b");
        assert_eq!(esc_typo("the file's 'x' & y"), "the file’s 'x' &amp; y");
        assert_eq!(slug("Arrêter et désactiver"), "arreter-et-desactiver");
        assert_eq!(slug("turn order"), "turn-order");
        assert_eq!(
            code_ids("forbids it (hop.over_forbidden). hop.chain"),
            "forbids it (<code>hop.over_forbidden</code>). <code>hop.chain</code>"
        );
        assert_eq!(code_ids("a hop. over"), "a hop. over");
    }
}

/// A variant's metadata as page text, each field passed through `escape`.
#[derive(serde::Serialize)]
pub struct MetaText {
    /// Variant id (not escaped: it is a plain identifier), for links.
    pub id: String,
    /// The variant's short name for readers.
    pub name: String,
    /// Title of the source.
    pub title: String,
    /// Language, in words.
    pub language: String,
    /// The game's date as the source gives it.
    pub game_date: String,
    /// The date of the witness itself.
    pub witness_date: String,
    /// Editor or publisher.
    pub editor: String,
    /// Where the text comes from.
    pub provenance: String,
}

impl MetaText {
    /// The metadata of `m` for readers of `lang`, escaped for the place it
    /// goes (`esc` or `cell`).
    pub fn new(
        m: &suffragetto_core::variant::Meta,
        lang: suffragetto_core::lang::Lang,
        escape: fn(&str) -> String,
    ) -> MetaText {
        MetaText {
            id: m.id.clone(),
            name: escape(&m.name),
            title: escape(&m.title),
            language: escape(&language_in(lang, &m.language)),
            game_date: escape(&m.game_date),
            witness_date: escape(&m.witness_date),
            editor: escape(&m.editor),
            provenance: escape(&m.provenance),
        }
    }
}

/// `label` and `text` as `lang` punctuates a label: "Title: value",
/// "Titre : valeur".
pub fn labelled(lang: suffragetto_core::lang::Lang, label: &str, text: &str) -> String {
    let args = suffragetto_core::lang::Args::new(lang)
        .text("label", label)
        .text("text", text);
    suffragetto_core::lang::catalogue().text("book-labelled", &args)
}

/// An ISO date (`2026-12-01`, or a month: `2016-04`) written as a reader
/// of `lang` writes it ("1 December 2026", „1. Dezember 2026", « 1er
/// décembre 2026 », "April 2016"); a date of another form (a year, a span
/// of years, words) as it is.
pub fn long_date(lang: Lang, iso: &str) -> String {
    let parts: Vec<Option<usize>> = iso.split('-').map(|t| t.parse().ok()).collect();
    let (key, day) = match (iso.len(), parts.as_slice()) {
        (7, [Some(_), Some(1..=12)]) => ("book-month-year", None),
        (10, [Some(_), Some(1..=12), Some(day @ 1..=31)]) => ("book-date", Some(*day)),
        _ => return iso.to_string(),
    };
    let mut args = suffragetto_core::lang::Args::new(lang)
        .text("year", &iso[..4])
        .number("month", parts[1].unwrap_or_default());
    if let Some(day) = day {
        args = args.number("day", day);
    }
    suffragetto_core::lang::catalogue().text(key, &args)
}

#[cfg(test)]
mod date_tests {
    use super::*;

    #[test]
    fn a_date_reads_as_each_language_writes_one() {
        assert_eq!(long_date(Lang::En, "2026-12-01"), "1 December 2026");
        assert_eq!(long_date(Lang::De, "2026-12-01"), "1. Dezember 2026");
        assert_eq!(long_date(Lang::Fr, "2026-12-01"), "1er décembre 2026");
        assert_eq!(long_date(Lang::Fr, "2018-03-08"), "8 mars 2018");
        assert_eq!(long_date(Lang::De, "2016-04"), "April 2016");
        assert_eq!(long_date(Lang::Fr, "2018-2020"), "2018-2020");
        assert_eq!(long_date(Lang::En, "2015"), "2015");
    }
}

/// `text` with its first letter in capitals.
pub fn capital(text: &str) -> String {
    let mut c = text.chars();
    c.next()
        .map_or_else(String::new, |f| f.to_uppercase().chain(c).collect())
}

/// Estimate `e` with its interval in the reader's convention
/// ([`Lang::interval`]).
pub fn estimate(e: &suffragetto_ai::stats::Estimate, digits: usize, lang: Lang) -> String {
    lang.interval(e.value, e.low, e.high, digits)
}
