//! User names: what a name may be, the key it is found by (Unicode NFKC
//! with its case folded, so "Ada", "ADA" and "ａｄａ" are one name) and the
//! look it is told apart by (the UTS #39 skeleton, case folded, so that
//! "AdaI" with a capital i cannot be taken beside "Adal", nor "Аda" with
//! a Cyrillic А beside "Ada").

use super::super::ServerError;
use super::super::text;
use axum::http::StatusCode;
use suffragetto_core::lang::{Args, catalogue};
use unicode_normalization::UnicodeNormalization;
use unicode_security::{GeneralSecurityProfile, RestrictionLevel, RestrictionLevelDetection};

/// Shortest user name, in characters.
pub const MIN_LEN: usize = 2;
/// Longest user name, in characters.
pub const MAX_LEN: usize = 24;

/// The characters that may stand between the letters and digits of a name.
const SEPARATORS: [char; 4] = [' ', '-', '_', '.'];

/// Words a user name may not begin with beyond the nicknames' own
/// ([`crate::text::passes_for`]): those the pages use for a deleted
/// account and a guest.
const RESERVED: [&str; 2] = ["deletedplayer", "guest"];

/// A checked user name: as shown, the key it is found by and its look.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UserName {
    /// The name as shown (NFKC, white space folded).
    pub shown: String,
    /// The name's identity: NFKC, case folded. Unique; sign-in looks it up.
    pub key: String,
    /// How the name looks: the skeleton of its case-folded skeleton. Unique,
    /// so a look-alike of a taken name is refused.
    pub look: String,
}

/// Case folding as close to Unicode's full folding as the standard library
/// comes: upper then lower case ("ß" folds to "ss", "ς" to "σ"), in NFKC.
fn fold(s: &str) -> String {
    s.to_uppercase().to_lowercase().nfkc().collect()
}

/// The key `raw` is found by, without the checks of [`check`]: what sign-in
/// looks up, so "ada" finds the account "Ada".
pub fn key(raw: &str) -> String {
    let shown: String = text::normalise(raw).nfkc().collect();
    fold(&shown)
}

/// The look of a shown name: skeleton, case folded, skeleton again (the
/// first skeleton keeps the capital I that looks like a small l; the second
/// catches what only looks alike in small letters).
fn look(shown: &str) -> String {
    let first: String = unicode_security::skeleton(shown).collect();
    unicode_security::skeleton(&fold(&first)).collect()
}

/// A user name refused for what message `key` (`errors.ftl`) says, in
/// every language, with what to do.
fn refused(key: &'static str, args: impl Fn(Args) -> Args + 'static) -> ServerError {
    ServerError::said(
        StatusCode::BAD_REQUEST,
        "error-user-name-choose",
        move |a| {
            let what = catalogue().text(key, &args(Args::new(a.lang())));
            a.text("what", what)
        },
    )
}

/// Checks a user name someone wants: 2 to 24 letters or digits of one
/// writing system (Latin with Han and kana, and the like, as UTS #39's
/// "highly restrictive" level allows), single spaces, hyphens, full stops
/// or underscores between them, not beginning with a word the pages use for
/// the computer or the server.
pub fn check(raw: &str) -> Result<UserName, ServerError> {
    let shown: String = text::normalise(raw).nfkc().collect();
    let len = shown.chars().count();
    if !(MIN_LEN..=MAX_LEN).contains(&len) {
        return Err(refused("error-user-name-length", |a| {
            a.number("min", MIN_LEN).number("max", MAX_LEN)
        }));
    }
    let first = shown.chars().next().unwrap_or(' ');
    let last = shown.chars().last().unwrap_or(' ');
    if SEPARATORS.contains(&first) || SEPARATORS.contains(&last) {
        return Err(refused("error-user-name-ends", |a| a));
    }
    let mut previous_separator = false;
    for c in shown.chars() {
        let separator = SEPARATORS.contains(&c);
        if separator && previous_separator {
            return Err(refused("error-user-name-separators", |a| a));
        }
        if !(separator || c.is_alphanumeric() || is_mark(c)) {
            return Err(refused("error-user-name-character", move |a| {
                a.text("char", c)
            }));
        }
        if !separator && !c.identifier_allowed() {
            return Err(refused("error-user-name-not-identifier", move |a| {
                a.text("char", c)
            }));
        }
        previous_separator = separator;
    }
    let letters: String = shown.chars().filter(|c| !SEPARATORS.contains(c)).collect();
    if !letters
        .as_str()
        .check_restriction_level(RestrictionLevel::HighlyRestrictive)
    {
        return Err(refused("error-user-name-scripts", |a| a));
    }
    if let Some(word) = crate::text::passes_for(&shown, &RESERVED) {
        let word = word.to_string();
        return Err(refused("error-user-name-passes-for", move |a| {
            a.text("word", &word)
        }));
    }
    Ok(UserName {
        key: fold(&shown),
        look: look(&shown),
        shown,
    })
}

fn is_mark(c: char) -> bool {
    use unicode_general_category::{GeneralCategory, get_general_category};
    matches!(
        get_general_category(c),
        GeneralCategory::NonspacingMark | GeneralCategory::SpacingMark
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ok(raw: &str) -> UserName {
        check(raw).unwrap_or_else(|e| panic!("{raw:?}: {e}"))
    }

    #[test]
    fn one_name_in_any_case_and_width() {
        let a = ok("Ada");
        assert_eq!(a.shown, "Ada");
        for same in ["ADA", "ada", "ａｄａ", " Ada "] {
            let b = ok(same);
            assert_eq!(b.key, a.key, "{same}");
            assert_eq!(b.look, a.look, "{same}");
        }
        assert_eq!(key("ADA"), a.key);
        assert_eq!(ok("Straße").key, ok("STRASSE").key);
        assert_eq!(ok("Emmeline Pankhurst").shown, "Emmeline Pankhurst");
        assert_eq!(ok("Emmeline  Pankhurst").shown, "Emmeline Pankhurst");
    }

    #[test]
    fn look_alikes_share_a_look_but_not_a_key() {
        // A capital I and a small l, the digit 1, a digit zero for an O.
        let l = ok("Adal");
        for alike in ["AdaI", "Ada1", "ADAL"] {
            assert_eq!(ok(alike).look, l.look, "{alike}");
        }
        assert_ne!(ok("AdaI").key, l.key);
        assert_eq!(ok("B0b").look, ok("Bob").look);
        // A Cyrillic а alone is one script, and looks like the Latin a.
        assert_eq!(ok("аса").look, ok("aca").look);
        // Different names look different.
        assert_ne!(ok("Ada").look, ok("Ida").look);
    }

    #[test]
    fn what_a_name_may_not_be() {
        for bad in [
            "A",
            &"x".repeat(25),
            "-Ada",
            "Ada.",
            "Ad--a",
            "Ad a\u{200b}b!",
            "Ada<b>",
            "Ada\"",
            "Аda", // Cyrillic А with Latin letters
            "Computer, strong",
            "computer",
            "Ｓｅｒｖｅｒ",
            "Admin",
            "Deleted player",
            "free seat",
            "\u{202e}Ada",
        ] {
            let e = check(bad);
            if bad == "\u{202e}Ada" {
                // The override goes; what is left is a fine name.
                assert_eq!(e.unwrap().shown, "Ada");
                continue;
            }
            let e = e.expect_err(bad).to_string();
            assert!(e.ends_with("choose another user name"), "{bad}: {e}");
        }
        for fine in [
            "李小龍",
            "Müller",
            "Émilie Dubois",
            "sylvia_p",
            "J.K Rowling",
            "tōkyō",
        ] {
            ok(fine);
        }
    }
}
