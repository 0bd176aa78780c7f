//! Small text helpers for the generated markdown and HTML.

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

/// `s` fit for a markdown table cell: HTML-escaped, `|` escaped, one line.
pub fn cell(s: &str) -> String {
    esc(s).replace('|', "\\|").replace('\n', " ")
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
        assert_eq!(slug("Arrêter et désactiver"), "arreter-et-desactiver");
        assert_eq!(slug("turn order"), "turn-order");
    }
}

/// A variant's metadata as page text, each field passed through `escape`.
#[derive(serde::Serialize)]
pub struct MetaText {
    /// Variant id (not escaped: it is a plain identifier).
    pub id: String,
    /// Title of the source.
    pub title: String,
    /// Language.
    pub language: String,
    /// The game's date as the source gives it.
    pub game_date: String,
    /// The date of the witness itself.
    pub witness_date: String,
    /// Editor or publisher.
    pub editor: String,
    /// Where the text comes from.
    pub provenance: String,
    /// Source file or reconstruction.
    pub source: String,
}

impl MetaText {
    /// The metadata of `m`, escaped for the place it goes (`esc` or `cell`).
    pub fn new(m: &crate::variant::Meta, escape: fn(&str) -> String) -> MetaText {
        MetaText {
            id: m.id.clone(),
            title: escape(&m.title),
            language: escape(&m.language),
            game_date: escape(&m.game_date),
            witness_date: escape(&m.witness_date),
            editor: escape(&m.editor),
            provenance: escape(&m.provenance),
            source: escape(&m.source),
        }
    }
}
