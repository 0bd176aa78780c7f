//! The Fluent catalogue: one bundle a language, built once from the `.ftl`
//! files compiled into the crate.

use super::Lang;
use crate::geometry::Zone;
use crate::piece::{Piece, Side, Size};
use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
use std::collections::{BTreeMap, BTreeSet, HashMap};
use std::sync::LazyLock;
use unic_langid::LanguageIdentifier;

/// The catalogue's files, a list a language, in [`Lang::ALL`] order: the
/// name a parse error reports and the text.
const FILES: [&[(&str, &str)]; 3] = [
    &[
        (
            "locales/en/core.ftl",
            include_str!("../../locales/en/core.ftl"),
        ),
        (
            "locales/en/points.ftl",
            include_str!("../../locales/en/points.ftl"),
        ),
        (
            "locales/en/pages.ftl",
            include_str!("../../locales/en/pages.ftl"),
        ),
        (
            "locales/en/values.ftl",
            include_str!("../../locales/en/values.ftl"),
        ),
        (
            "locales/en/summary.ftl",
            include_str!("../../locales/en/summary.ftl"),
        ),
        (
            "locales/en/kit.ftl",
            include_str!("../../locales/en/kit.ftl"),
        ),
        (
            "locales/en/book.ftl",
            include_str!("../../locales/en/book.ftl"),
        ),
        (
            "locales/en/variants.ftl",
            include_str!("../../locales/en/variants.ftl"),
        ),
        (
            "locales/en/errors.ftl",
            include_str!("../../locales/en/errors.ftl"),
        ),
        (
            "locales/en/variant_errors.ftl",
            include_str!("../../locales/en/variant_errors.ftl"),
        ),
    ],
    &[
        (
            "locales/de/core.ftl",
            include_str!("../../locales/de/core.ftl"),
        ),
        (
            "locales/de/points.ftl",
            include_str!("../../locales/de/points.ftl"),
        ),
        (
            "locales/de/pages.ftl",
            include_str!("../../locales/de/pages.ftl"),
        ),
        (
            "locales/de/values.ftl",
            include_str!("../../locales/de/values.ftl"),
        ),
        (
            "locales/de/summary.ftl",
            include_str!("../../locales/de/summary.ftl"),
        ),
        (
            "locales/de/kit.ftl",
            include_str!("../../locales/de/kit.ftl"),
        ),
        (
            "locales/de/book.ftl",
            include_str!("../../locales/de/book.ftl"),
        ),
        (
            "locales/de/variants.ftl",
            include_str!("../../locales/de/variants.ftl"),
        ),
        (
            "locales/de/errors.ftl",
            include_str!("../../locales/de/errors.ftl"),
        ),
        (
            "locales/de/variant_errors.ftl",
            include_str!("../../locales/de/variant_errors.ftl"),
        ),
    ],
    &[
        (
            "locales/fr/core.ftl",
            include_str!("../../locales/fr/core.ftl"),
        ),
        (
            "locales/fr/points.ftl",
            include_str!("../../locales/fr/points.ftl"),
        ),
        (
            "locales/fr/pages.ftl",
            include_str!("../../locales/fr/pages.ftl"),
        ),
        (
            "locales/fr/values.ftl",
            include_str!("../../locales/fr/values.ftl"),
        ),
        (
            "locales/fr/summary.ftl",
            include_str!("../../locales/fr/summary.ftl"),
        ),
        (
            "locales/fr/kit.ftl",
            include_str!("../../locales/fr/kit.ftl"),
        ),
        (
            "locales/fr/book.ftl",
            include_str!("../../locales/fr/book.ftl"),
        ),
        (
            "locales/fr/variants.ftl",
            include_str!("../../locales/fr/variants.ftl"),
        ),
        (
            "locales/fr/errors.ftl",
            include_str!("../../locales/fr/errors.ftl"),
        ),
        (
            "locales/fr/variant_errors.ftl",
            include_str!("../../locales/fr/variant_errors.ftl"),
        ),
    ],
];

/// The catalogue's source file `file` (`pages.ftl`) of `lang`, as it is
/// written: the online pages send their own file to the browser, where
/// Project Fluent's JavaScript implementation formats it.
pub fn source(lang: Lang, file: &str) -> Option<&'static str> {
    FILES[lang.index()]
        .iter()
        .find(|(name, _)| name.rsplit('/').next() == Some(file))
        .map(|(_, text)| *text)
}

/// Every message of the project's program text, in every language.
pub struct Catalogue {
    bundles: Vec<FluentBundle<FluentResource>>,
    /// The messages and attributes that take no argument, formatted once,
    /// so that they can be lent out for the program's lifetime.
    plain: HashMap<(Lang, String), String>,
    /// Each language's message ids with their attribute names.
    ids: Vec<Ids>,
}

static CATALOGUE: LazyLock<Catalogue> = LazyLock::new(Catalogue::build);

/// The catalogue, built on first use.
pub fn catalogue() -> &'static Catalogue {
    &CATALOGUE
}

impl Catalogue {
    fn build() -> Catalogue {
        let mut bundles = Vec::new();
        let mut ids = Vec::new();
        for (lang, files) in Lang::ALL.into_iter().zip(FILES) {
            let id: LanguageIdentifier = lang.code().parse().expect("a language code");
            let mut bundle = FluentBundle::new_concurrent(vec![id]);
            // No Unicode isolation marks around arguments: the texts are
            // single-direction, and the marks would show in terminals and
            // break comparisons.
            bundle.set_use_isolating(false);
            // CAPITAL(text): the text with its first letter a capital, for
            // a language whose sentence after a colon begins with one
            // (German: „bei starkem Spiel (500 Partien): Die Partien …“).
            bundle
                .add_function("CAPITAL", |positional, _| match positional.first() {
                    Some(FluentValue::String(text)) => {
                        let mut c = text.chars();
                        FluentValue::from(
                            c.next()
                                .map_or_else(String::new, |f| f.to_uppercase().chain(c).collect()),
                        )
                    }
                    Some(other) => other.clone(),
                    None => FluentValue::None,
                })
                .expect("one CAPITAL function");
            let mut names = BTreeMap::new();
            for (name, text) in files {
                let resource = FluentResource::try_new(text.to_string())
                    .unwrap_or_else(|(_, errors)| panic!("{name}: {errors:?}"));
                for entry in resource.entries() {
                    if let fluent_syntax::ast::Entry::Message(m) = entry {
                        names.insert(
                            m.id.name.to_string(),
                            m.attributes.iter().map(|a| a.id.name.to_string()).collect(),
                        );
                    }
                }
                bundle
                    .add_resource(resource)
                    .unwrap_or_else(|errors| panic!("{name}: {errors:?}"));
            }
            bundles.push(bundle);
            ids.push(names);
        }
        let mut catalogue = Catalogue {
            bundles,
            plain: HashMap::new(),
            ids,
        };
        let mut plain = HashMap::new();
        for (i, lang) in Lang::ALL.into_iter().enumerate() {
            for (id, attributes) in &catalogue.ids[i] {
                let keys = std::iter::once(id.clone())
                    .chain(attributes.iter().map(|a| format!("{id}.{a}")));
                for key in keys {
                    if let Ok(text) = catalogue.try_format(lang, &key, None) {
                        plain.insert((lang, key), text);
                    }
                }
            }
        }
        catalogue.plain = plain;
        catalogue
    }

    /// The message or attribute `key` (`zone-prison` or `zone-prison.in`)
    /// with `args`, in the language they were made for. A key missing from `lang` falls back to
    /// English and then to the key itself; an argument the message needs
    /// and did not get is shown as its name. Both are bugs the catalogue's
    /// tests catch, so debug builds panic on them.
    pub fn text(&self, key: &str, args: &Args) -> String {
        match self.try_format(args.lang, key, Some(&args.args)) {
            Ok(text) => text,
            Err(problem) => {
                debug_assert!(false, "{problem}");
                self.try_format(Lang::En, key, Some(&args.args))
                    .unwrap_or_else(|_| key.to_string())
            }
        }
    }

    /// A message or attribute that takes no arguments, lent for the
    /// program's lifetime; the English one if `lang` lacks it, and `?` if
    /// there is none such (both bugs the catalogue's tests catch, so debug
    /// builds panic on them).
    pub fn plain(&self, lang: Lang, key: &str) -> &str {
        match self.plain.get(&(lang, key.to_string())) {
            Some(text) => text,
            None => {
                debug_assert!(false, "no plain message {key} in {lang}");
                self.plain
                    .get(&(Lang::En, key.to_string()))
                    .map_or("?", String::as_str)
            }
        }
    }

    /// A message or attribute that takes no arguments, if `lang` has it.
    pub fn plain_opt(&self, lang: Lang, key: &str) -> Option<&str> {
        self.plain.get(&(lang, key.to_string())).map(String::as_str)
    }

    /// The message ids of `lang`, each with its attributes' names.
    pub fn ids(&self, lang: Lang) -> &BTreeMap<String, BTreeSet<String>> {
        &self.ids[lang.index()]
    }

    /// Every way the catalogues of the other languages differ from the
    /// English one: a message or an attribute missing or extra, named.
    pub fn problems(&self) -> Vec<String> {
        Lang::ALL[1..]
            .iter()
            .flat_map(|&lang| compare(self.ids(Lang::En), self.ids(lang), lang))
            .collect()
    }

    fn try_format(
        &self,
        lang: Lang,
        key: &str,
        args: Option<&FluentArgs>,
    ) -> Result<String, String> {
        let bundle = &self.bundles[lang.index()];
        let (id, attribute) = match key.split_once('.') {
            Some((id, a)) => (id, Some(a)),
            None => (key, None),
        };
        let message = bundle
            .get_message(id)
            .ok_or_else(|| format!("no message {id} in {lang}"))?;
        let pattern = match attribute {
            None => message.value(),
            Some(a) => message.get_attribute(a).map(|a| a.value()),
        }
        .ok_or_else(|| format!("no {key} in {lang}"))?;
        let mut errors = Vec::new();
        let text = bundle.format_pattern(pattern, args, &mut errors);
        if errors.is_empty() {
            Ok(text.into_owned())
        } else {
            Err(format!("{key} in {lang}: {errors:?}"))
        }
    }
}

/// How `other`'s messages (of `lang`) differ from the English `en`.
pub fn compare(en: &Ids, other: &Ids, lang: Lang) -> Vec<String> {
    let mut problems = Vec::new();
    for (id, attrs) in en {
        match other.get(id) {
            None => problems.push(format!("{lang}: message {id} is missing")),
            Some(theirs) => {
                for a in attrs.difference(theirs) {
                    problems.push(format!("{lang}: attribute {id}.{a} is missing"));
                }
                for a in theirs.difference(attrs) {
                    problems.push(format!("{lang}: attribute {id}.{a} is not in English"));
                }
            }
        }
    }
    for id in other.keys().filter(|id| !en.contains_key(*id)) {
        problems.push(format!("{lang}: message {id} is not in English"));
    }
    problems
}

/// Message ids with their attributes' names.
pub type Ids = BTreeMap<String, BTreeSet<String>>;

/// The arguments of one message, with helpers that pass a side, a zone or
/// a piece in every form the catalogue's messages use (see the head of
/// `locales/en/core.ftl`).
pub struct Args {
    lang: Lang,
    args: FluentArgs<'static>,
}

impl Args {
    /// No arguments yet, for a message in `lang`.
    pub fn new(lang: Lang) -> Args {
        Args {
            lang,
            args: FluentArgs::new(),
        }
    }

    /// The language the arguments are for.
    pub fn lang(&self) -> Lang {
        self.lang
    }

    /// `name` as a string shown as it is (a square, a move, a number
    /// already written).
    pub fn text(mut self, name: &str, value: impl ToString) -> Args {
        self.args
            .set(name.to_string(), FluentValue::from(value.to_string()));
        self
    }

    /// `name` as a number, which plural selectors can choose by.
    pub fn number(mut self, name: &str, value: usize) -> Args {
        self.args.set(name.to_string(), FluentValue::from(value));
        self
    }

    /// `name` as a side: its name and, as `name-id`, `suffragettes` or
    /// `police`.
    pub fn side(self, name: &str, side: Side) -> Args {
        let lang = self.lang;
        self.text(name, catalogue().plain(lang, side_key(side)))
            .text(&format!("{name}-id"), side_id(side))
    }

    /// `name` as a zone: its name, and as `name-in` and `name-of` the
    /// forms after "in" and "of".
    pub fn zone(self, name: &str, zone: Zone) -> Args {
        let (lang, key) = (self.lang, zone_key(zone));
        let c = catalogue();
        self.text(name, c.plain(lang, key))
            .text(&format!("{name}-in"), c.plain(lang, &format!("{key}.in")))
            .text(&format!("{name}-of"), c.plain(lang, &format!("{key}.of")))
    }

    /// `name` as a piece: its name, and as `name-a`, `name-acc` and
    /// `name-the` the forms with an article.
    pub fn piece(mut self, name: &str, piece: Piece) -> Args {
        let (lang, key) = (self.lang, piece_key(piece));
        let c = catalogue();
        self = self.text(name, c.plain(lang, key));
        for form in ["a", "acc", "the"] {
            self = self.text(
                &format!("{name}-{form}"),
                c.plain(lang, &format!("{key}.{form}")),
            );
        }
        self
    }

    /// `name` as a size: its word, and as `name-id` `large` or `small`.
    pub fn size(self, name: &str, size: Size) -> Args {
        let lang = self.lang;
        let (key, id) = match size {
            Size::Large => ("size-large", "large"),
            Size::Small => ("size-small", "small"),
        };
        self.text(name, catalogue().plain(lang, key))
            .text(&format!("{name}-id"), id)
    }
}

/// The catalogue key of a side's name.
pub(crate) fn side_key(side: Side) -> &'static str {
    match side {
        Side::Suffragettes => "side-suffragettes",
        Side::Police => "side-police",
    }
}

fn side_id(side: Side) -> &'static str {
    match side {
        Side::Suffragettes => "suffragettes",
        Side::Police => "police",
    }
}

/// The catalogue key of a zone's name.
pub(crate) fn zone_key(zone: Zone) -> &'static str {
    match zone {
        Zone::Arena => "zone-arena",
        Zone::HouseOfCommons => "zone-house-of-commons",
        Zone::AlbertHall => "zone-albert-hall",
        Zone::Free => "zone-free",
        Zone::Prison => "zone-prison",
        Zone::PrisonYard => "zone-prison-yard",
        Zone::Hospital => "zone-hospital",
        Zone::HospitalGrounds => "zone-hospital-grounds",
    }
}

/// The catalogue key of a piece's name.
pub(crate) fn piece_key(piece: Piece) -> &'static str {
    match (piece.side, piece.size) {
        (Side::Suffragettes, Size::Small) => "piece-suffragette",
        (Side::Suffragettes, Size::Large) => "piece-leader",
        (Side::Police, Size::Small) => "piece-constable",
        (Side::Police, Size::Large) => "piece-inspector",
    }
}
