//! Finding a quote in a text: whitespace and no-break spaces normalised,
//! an ellipsis standing for words left out.

/// `s` with every run of whitespace (no-break spaces included) as one
/// space, trimmed.
pub fn normalise(s: &str) -> String {
    s.split(|c: char| c.is_whitespace() || c == '\u{a0}' || c == '\u{202f}')
        .filter(|w| !w.is_empty())
        .collect::<Vec<_>>()
        .join(" ")
}

/// Whether `quote` occurs in `text` (both normalised here). An ellipsis
/// (`...` or `…`) in the quote stands for words left out: the parts around it
/// must occur in this order. Case matters.
pub fn occurs(quote: &str, text: &str) -> bool {
    let text = normalise(text);
    let quote = quote.replace('…', "...");
    let mut from = 0;
    for part in quote.split("...") {
        let part = normalise(part);
        if part.is_empty() {
            continue;
        }
        match text[from..].find(&part) {
            Some(i) => from += i + part.len(),
            None => return false,
        }
    }
    true
}

/// The phrases a note quotes: the text between pairs of straight double
/// quotes.
pub fn quoted(note: &str) -> Vec<&str> {
    note.split('"').skip(1).step_by(2).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn normalises_and_matches() {
        assert_eq!(normalise(" a\u{a0} b\n\tc "), "a b c");
        assert!(occurs("each of whom", "has, each\u{a0}of  whom has"));
        assert!(occurs(
            "darf jede Seite ... verlangen",
            "darf jede Seite x y verlangen"
        ));
        assert!(occurs("a … c", "a b c"));
        assert!(!occurs("c ... a", "a b c"));
        assert!(!occurs("Each of whom", "each of whom"));
        assert_eq!(quoted(r#"x "one" y "two" z"#), ["one", "two"]);
        assert!(quoted("no quotes").is_empty());
    }
}
