//! Text that players type (nicknames, chat), made safe to show: control,
//! format (bidirectional overrides, zero-width characters, the byte-order
//! mark), private-use and unassigned characters removed, white space
//! folded, marks piled on one letter limited, NFC. Text in which nothing
//! shows is refused (what shows is decided by Unicode's properties), and so
//! is a nickname that passes for the computer or the server.

use super::ServerError;
use axum::http::StatusCode;
use icu_properties::CodePointSetData;
use icu_properties::props::{DefaultIgnorableCodePoint, WhiteSpace};
use unicode_general_category::{GeneralCategory, get_general_category};
use unicode_normalization::UnicodeNormalization;

/// Longest nickname, in characters.
pub const MAX_NICKNAME: usize = 24;
/// Longest chat line, in characters.
pub const MAX_CHAT: usize = 300;
/// Combining marks kept on one letter.
const MAX_MARKS: usize = 3;

/// `raw` with unsafe characters removed, white space folded to single
/// spaces and trimmed, at most [`MAX_MARKS`] marks on a letter, in NFC.
pub fn normalise(raw: &str) -> String {
    let mut out = String::with_capacity(raw.len());
    let mut marks = 0;
    let mut space = false;
    for c in raw.nfc() {
        if c.is_whitespace() {
            space = !out.is_empty();
            continue;
        }
        let cat = get_general_category(c);
        match cat {
            GeneralCategory::Control
            | GeneralCategory::Format
            | GeneralCategory::PrivateUse
            | GeneralCategory::Unassigned
            | GeneralCategory::Surrogate => continue,
            GeneralCategory::NonspacingMark | GeneralCategory::EnclosingMark => {
                marks += 1;
                if marks > MAX_MARKS {
                    continue;
                }
            }
            _ => marks = 0,
        }
        if space {
            out.push(' ');
            space = false;
        }
        out.push(c);
    }
    out
}

/// Whether `c` shows as something on its own: it is not white space, not
/// a character Unicode says may render as nothing (Default_Ignorable_Code_
/// Point: fillers such as U+3164, joiners, variation selectors), not a
/// control, format, private-use, unassigned or separator character, not a
/// mark (which shows only on something else), and not one of the two
/// symbols Unicode defines with no ink and no property marks: the Braille
/// pattern with no dots (U+2800) and the musical null notehead (U+1D159).
pub fn shows(c: char) -> bool {
    use GeneralCategory::*;
    const INKLESS: [char; 2] = ['\u{2800}', '\u{1d159}'];
    let blank = CodePointSetData::new::<WhiteSpace>().contains(c)
        || CodePointSetData::new::<DefaultIgnorableCodePoint>().contains(c);
    let category = get_general_category(c);
    let nothing = matches!(
        category,
        Control
            | Format
            | PrivateUse
            | Unassigned
            | Surrogate
            | SpaceSeparator
            | LineSeparator
            | ParagraphSeparator
            | NonspacingMark
            | SpacingMark
            | EnclosingMark
    );
    !blank && !nothing && !INKLESS.contains(&c)
}

/// The words pages use for the computer and the server, which no nickname
/// may begin with (once folded: letters and digits only, lower case,
/// accents and full-width forms undone): "Computer, strong" is how a page
/// names the computer.
const RESERVED: [&str; 6] = [
    "computer",
    "server",
    "system",
    "admin",
    "moderator",
    "freeseat",
];

/// The reserved word, of [`RESERVED`] and `more`, that `n` begins with
/// once folded (compatibility decomposition, letters and digits only,
/// lower case), if any.
pub(crate) fn passes_for(n: &str, more: &[&'static str]) -> Option<&'static str> {
    let folded: String = n
        .nfkd()
        .filter(|c| c.is_alphanumeric())
        .flat_map(char::to_lowercase)
        .collect();
    RESERVED
        .iter()
        .chain(more)
        .copied()
        .find(|w| folded.starts_with(w))
}

/// A nickname: 1 to 24 characters after [`normalise`], at least one that
/// [`shows`], none of `"[]{}\` (which game records use), not beginning
/// with a word the pages use for the computer or the server.
pub fn nickname(raw: &str) -> Result<String, ServerError> {
    let n = normalise(raw);
    if !n.chars().any(shows) || n.chars().count() > MAX_NICKNAME {
        return Err(ServerError::said(
            StatusCode::BAD_REQUEST,
            "error-nickname-length",
            |a| a.number("max", MAX_NICKNAME),
        ));
    }
    if n.chars().any(|c| "\"[]{}\\".contains(c)) {
        return Err(ServerError::said(
            StatusCode::BAD_REQUEST,
            "error-nickname-characters",
            |a| a,
        ));
    }
    if let Some(word) = passes_for(&n, &[]) {
        let word = word.to_string();
        return Err(ServerError::said(
            StatusCode::BAD_REQUEST,
            "error-nickname-passes-for",
            move |a| a.text("word", &word),
        ));
    }
    Ok(n)
}

/// A chat line: 1 to 300 characters after [`normalise`], at least one
/// that [`shows`].
pub fn chat_line(raw: &str) -> Result<String, ServerError> {
    let t = normalise(raw);
    if !t.chars().any(shows) || t.chars().count() > MAX_CHAT {
        return Err(ServerError::said(
            StatusCode::BAD_REQUEST,
            "error-chat-length",
            |a| a.number("max", MAX_CHAT),
        ));
    }
    Ok(t)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn invisible_and_reordering_characters_go() {
        assert_eq!(normalise("\u{202e}evil\u{202c}"), "evil");
        assert_eq!(normalise("Ad\u{200b}a\u{2066}"), "Ada");
        assert_eq!(normalise("\u{feff}"), "");
        assert_eq!(normalise("  two \t\n words  "), "two words");
        assert_eq!(normalise("\u{1}\u{7}\u{1b}[31m"), "[31m");
        assert_eq!(normalise("Cafe\u{301}"), "Caf\u{e9}");
        assert_eq!(
            normalise("e\u{300}\u{301}\u{302}\u{303}\u{304}")
                .chars()
                .count(),
            4
        );
        assert_eq!(
            normalise("Frau M\u{fc}ller \u{1f5f3}"),
            "Frau M\u{fc}ller \u{1f5f3}"
        );
    }

    #[test]
    fn empty_after_normalising_is_refused() {
        assert!(nickname("\u{feff}").is_err());
        assert!(nickname("\u{200b}\u{200d}").is_err());
        assert!(chat_line("\u{1}\u{2}\u{3}").is_err());
        assert_eq!(nickname(" Emmeline ").unwrap(), "Emmeline");
        assert!(nickname("a\"b").is_err());
        assert!(nickname(&"x".repeat(25)).is_err());
        assert_eq!(
            chat_line("Deeds,\u{202e} not words").unwrap(),
            "Deeds, not words"
        );
    }

    #[test]
    fn text_in_which_nothing_shows_is_refused() {
        for blank in [
            "\u{3164}\u{3164}\u{3164}",
            "\u{115f}",
            "\u{1160}",
            "\u{ffa0}",
            "\u{2800}",
            "\u{1d159}",
            "\u{34f}",
            "\u{17b4}",
            "\u{301}\u{301}",
            "\u{3000}\u{2007}",
            "\u{fe0f}\u{e0041}",
        ] {
            assert!(nickname(blank).is_err(), "{blank:?}");
            assert!(chat_line(blank).is_err(), "{blank:?}");
        }
        for shown in [
            "Ada",
            "\u{1f5f3}",
            "李",
            "é",
            "\u{3164}Ada",
            "\u{2801}",
            "…",
        ] {
            assert!(nickname(shown).is_ok(), "{shown:?}");
            assert!(chat_line(shown).is_ok(), "{shown:?}");
        }
    }

    #[test]
    fn nicknames_may_not_pass_for_the_computer_or_the_server() {
        for fake in [
            "Computer, strong",
            "computer",
            "C o m p u t e r",
            "Ｃｏｍｐｕｔｅｒ",
            "Cómputer, greedy",
            "Server",
            "the-admin".trim_start_matches("the-"),
            "(free seat)",
            "SYSTEM notice",
        ] {
            let e = nickname(fake).unwrap_err().to_string();
            assert!(e.contains("may not pass for the computer"), "{fake}: {e}");
        }
        for fine in ["Computing Ann", "strong", "Serve Ace", "Emmeline"] {
            assert!(nickname(fine).is_ok(), "{fine}");
        }
    }
}
