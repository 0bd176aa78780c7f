//! The languages every word a person reads comes in, and the one catalogue
//! the words come from.
//!
//! The engine and the notation return data (a [`Refusal`](crate::engine::Refusal),
//! a [`Zone`](crate::geometry::Zone), an [`Outcome`](crate::engine::Outcome));
//! [`Describe`] turns such a value into words in a [`Lang`], reading the
//! [Project Fluent](https://projectfluent.org/) catalogue in
//! `crates/suffragetto-core/locales/<lang>/*.ftl`. Fluent's select
//! expressions carry the agreement German and French need (a side that is
//! plural in one language and singular in another, a noun's case after a
//! preposition), and its plural rules the counts.
//!
//! [`Lang::ALL`] is the one place that says which languages exist; a test
//! checks that every message of the English catalogue is in every other
//! language, with the same attributes, and no message more.

mod catalogue;
mod describe;
mod number;

pub use catalogue::{Args, Catalogue, Ids, catalogue, compare, source};
pub(crate) use catalogue::{piece_key, side_key, zone_key};
pub use describe::Describe;

/// Project Fluent's formatter for the browser (`@fluent/bundle`, vendored
/// in `crates/suffragetto-core/vendor/`, see its README), with which the
/// online pages and the book's scripts format the catalogue's words.
pub const FLUENT_BUNDLE_JS: &str = include_str!("../../vendor/fluent-bundle.js");

/// The licence of [`FLUENT_BUNDLE_JS`] (Apache License 2.0), shipped
/// beside it.
pub const FLUENT_BUNDLE_LICENSE: &str = include_str!("../../vendor/LICENSE-fluent-bundle");

use std::fmt;
use std::str::FromStr;

/// A language the project speaks.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Default)]
pub enum Lang {
    /// English.
    #[default]
    En,
    /// German.
    De,
    /// French.
    Fr,
}

impl Lang {
    /// Every language, English (the catalogue's reference) first.
    pub const ALL: [Lang; 3] = [Lang::En, Lang::De, Lang::Fr];

    /// The language's place in [`Lang::ALL`], for tables kept a language.
    pub const fn index(self) -> usize {
        match self {
            Lang::En => 0,
            Lang::De => 1,
            Lang::Fr => 2,
        }
    }

    /// The language's code: `en`, `de` or `fr` (BCP 47, as `lang=`
    /// attributes and `Accept-Language` write it).
    pub const fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::De => "de",
            Lang::Fr => "fr",
        }
    }

    /// The language's name in itself, for a language switch: "English",
    /// "Deutsch", "Français".
    pub const fn own_name(self) -> &'static str {
        match self {
            Lang::En => "English",
            Lang::De => "Deutsch",
            Lang::Fr => "Français",
        }
    }

    /// The language of an `Accept-Language` header the project speaks best:
    /// the listed language with the highest weight (`q`) that is one of
    /// [`Lang::ALL`], by its primary subtag (`de-CH` is German); English
    /// when none is.
    pub fn negotiate(accept_language: &str) -> Lang {
        let mut best: Option<(f32, usize, Lang)> = None;
        for (i, item) in accept_language.split(',').take(32).enumerate() {
            let mut parts = item.split(';');
            let tag = parts.next().unwrap_or("").trim();
            let primary = tag.split('-').next().unwrap_or("");
            let Ok(lang) = primary.parse::<Lang>() else {
                continue;
            };
            let q = parts
                .filter_map(|p| p.trim().strip_prefix("q="))
                .find_map(|v| v.trim().parse::<f32>().ok())
                .unwrap_or(1.0);
            if !(q > 0.0 && q <= 1.0) {
                continue;
            }
            // Higher weight wins; of equal weights, the one listed first.
            let better = match best {
                None => true,
                Some((bq, _, _)) => q > bq,
            };
            if better {
                best = Some((q, i, lang));
            }
        }
        best.map_or(Lang::En, |(_, _, l)| l)
    }
}

/// The name readers of `lang` know built-in variant `id` by ("English
/// online rules", „Englische Online-Regeln"), from the catalogue's
/// `variants.ftl`; `None` for a variant that is not built in, which is
/// named by its own file.
pub fn variant_name(lang: Lang, id: &str) -> Option<&'static str> {
    catalogue().plain_opt(lang, &format!("variant-name-{id}"))
}

/// A language code that is not `en`, `de` or `fr`.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("unknown language `{0}` (expected en, de or fr)")]
pub struct UnknownLang(pub String);

impl FromStr for Lang {
    type Err = UnknownLang;

    fn from_str(s: &str) -> Result<Lang, UnknownLang> {
        let code = s.trim().to_ascii_lowercase();
        Lang::ALL
            .into_iter()
            .find(|l| l.code() == code)
            .ok_or_else(|| UnknownLang(s.to_string()))
    }
}

impl fmt::Display for Lang {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.code())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_language_knows_its_place_in_the_list() {
        for (i, lang) in Lang::ALL.into_iter().enumerate() {
            assert_eq!(lang.index(), i, "{lang}");
        }
    }

    #[test]
    fn codes_round_trip_and_others_are_refused() {
        for l in Lang::ALL {
            assert_eq!(l.code().parse::<Lang>(), Ok(l));
            assert_eq!(l.code().to_uppercase().parse::<Lang>(), Ok(l));
        }
        let e = "it".parse::<Lang>().unwrap_err();
        assert_eq!(
            e.to_string(),
            "unknown language `it` (expected en, de or fr)"
        );
    }

    #[test]
    fn accept_language_picks_the_weightiest_known_language() {
        assert_eq!(Lang::negotiate("de-CH, fr;q=0.9, en;q=0.8"), Lang::De);
        assert_eq!(Lang::negotiate("it, fr;q=0.5, de;q=0.4"), Lang::Fr);
        assert_eq!(Lang::negotiate("en;q=0.2, fr;q=0.7"), Lang::Fr);
        assert_eq!(Lang::negotiate("fr;q=0, de;q=0.1"), Lang::De);
        assert_eq!(Lang::negotiate("fr, de"), Lang::Fr);
        assert_eq!(Lang::negotiate("it, es"), Lang::En);
        assert_eq!(Lang::negotiate(""), Lang::En);
        assert_eq!(Lang::negotiate("de;q=abc, fr;q=2"), Lang::De);
    }
}
