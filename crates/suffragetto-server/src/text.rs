//! Text that players type (nicknames, chat), made safe to show: control,
//! format (bidirectional overrides, zero-width characters, the byte-order
//! mark), private-use and unassigned characters removed, white space
//! folded, marks piled on one letter limited, NFC.

use super::ServerError;
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

/// A nickname: 1 to 24 characters after [`normalise`], none of
/// `"[]{}\` (which game records use).
pub fn nickname(raw: &str) -> Result<String, ServerError> {
    let n = normalise(raw);
    if n.is_empty() || n.chars().count() > MAX_NICKNAME {
        return Err(ServerError::BadRequest(format!(
            "a nickname has 1 to {MAX_NICKNAME} letters, digits or signs (spaces and invisible characters do not count)"
        )));
    }
    if n.chars().any(|c| "\"[]{}\\".contains(c)) {
        return Err(ServerError::BadRequest(
            "a nickname may not contain any of \" [ ] { } \\".into(),
        ));
    }
    Ok(n)
}

/// A chat line: 1 to 300 characters after [`normalise`].
pub fn chat_line(raw: &str) -> Result<String, ServerError> {
    let t = normalise(raw);
    if t.is_empty() || t.chars().count() > MAX_CHAT {
        return Err(ServerError::BadRequest(format!(
            "a chat line has 1 to {MAX_CHAT} characters (spaces and invisible characters do not count)"
        )));
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
}
