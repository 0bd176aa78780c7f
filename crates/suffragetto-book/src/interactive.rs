//! The data that makes a diagram of the book clickable, computed at build
//! time and embedded in the page as JSON beside the picture
//! (`<script type="application/json" class="sf-data">`): the board as the
//! browser reads it ([`BrowserBoard`]: where the squares lie in the
//! picture, the pieces, the last move), each movable piece's legal
//! landings by kind under every variant the page shows, and for each
//! square one variant allows and another refuses, the refusal in words
//! with its rule point and citation. `book/theme/interactive.js` reads it
//! with the board module (`SfBoard`, copied into the theme when the book is
//! built); without JavaScript the picture is all there is.

use serde::Serialize;
use std::collections::BTreeMap;
use suffragetto_core::engine::{Position, Rules};
use suffragetto_core::lang::{Args, Lang, catalogue};
use suffragetto_core::notation::write_position;
use suffragetto_core::report::{Explanation, explore_in};
use suffragetto_core::variant::PointId;
use suffragetto_render::browser::BrowserBoard;

/// A variant as a diagram shows it.
pub struct Shown<'a> {
    /// Its rules.
    pub rules: &'a Rules,
    /// Its name for readers ("the English online rules").
    pub name: String,
    /// Its name after a preposition ("under the English online rules",
    /// „in der Variante „Englische Online-Regeln““), as the sentences of
    /// the clickable diagrams place it.
    pub under: String,
    /// The rules whose rule points name and cite its refusals (a built-in
    /// that holds the value a derived variant changes to, or itself).
    pub cites: &'a Rules,
}

/// Why a variant refuses a landing.
#[derive(Clone, Debug, Serialize)]
pub struct Why {
    /// The index of the variant that refuses.
    pub v: usize,
    /// The move asked, e.g. `g4-e6`.
    pub m: String,
    /// The reason in words.
    pub r: String,
    /// The rule point's title, if one decides it.
    #[serde(skip_serializing_if = "String::is_empty")]
    pub t: String,
    /// The link to the rule point's row of the comparison matrix.
    #[serde(skip_serializing_if = "String::is_empty")]
    pub h: String,
    /// The citation, in words.
    #[serde(skip_serializing_if = "String::is_empty")]
    pub c: String,
    /// The link to the cited passage, if the book has it.
    #[serde(skip_serializing_if = "String::is_empty")]
    pub ch: String,
}

/// A landing and its kind: `s` (step), `h` (hop) or `c` (a hop that
/// captures), e.g. `["e6", "h"]`.
pub type Landing = (String, &'static str);

/// One variant's moves in the position.
#[derive(Clone, Debug, Serialize)]
pub struct Moves {
    /// Its name.
    pub name: String,
    /// Its name after a preposition ([`Shown::under`]).
    pub under: String,
    /// For each square with a movable piece, its landings in square order.
    pub m: BTreeMap<String, Vec<Landing>>,
    /// Why this variant does not take this position, if it does not.
    #[serde(skip_serializing_if = "String::is_empty")]
    pub invalid: String,
}

/// Everything a clickable diagram needs.
#[derive(Clone, Debug, Serialize)]
pub struct Board {
    /// The board as the picture draws it.
    pub board: BrowserBoard,
    /// The position string, for the explorer's address (never read here).
    pub pos: String,
    /// The picture without the landings it marks, relative to the page,
    /// shown once a reader chooses a piece of their own.
    #[serde(skip_serializing_if = "String::is_empty")]
    pub plain: String,
    /// The variants shown; the picture shows the one at `first`.
    pub vs: Vec<Moves>,
    /// The variant the picture shows.
    pub first: usize,
    /// The built-in variants to open the position with in the explorer.
    pub ex: Vec<String>,
    /// Refusals by start square, then by landing.
    #[serde(skip_serializing_if = "BTreeMap::is_empty")]
    pub why: BTreeMap<String, BTreeMap<String, Vec<Why>>>,
}

/// The data of a diagram of `pos` under `shown`; links are relative to a
/// page `up` directories below the book's root (`""` or `"../"`),
/// `cite` finds the book's page of a citation, and the refusals are in
/// words of `lang`.
pub fn board(
    pos: &Position,
    shown: &[Shown<'_>],
    board: BrowserBoard,
    up: &str,
    cite: CiteLink<'_>,
    lang: Lang,
) -> Board {
    let rules: Vec<&Rules> = shown.iter().map(|s| s.rules).collect();
    let e = explore_in(pos, &rules, lang);
    let vs: Vec<Moves> = e
        .variants
        .iter()
        .zip(shown)
        .map(|(view, s)| {
            let mut m: BTreeMap<String, Vec<(String, u8)>> = BTreeMap::new();
            for mv in &view.moves {
                let (Some(from), Some(to)) = (&mv.from, &mv.to) else {
                    continue;
                };
                let rank = match mv.kind {
                    "step" => 0,
                    "hop" => 1,
                    _ => 2,
                };
                let list = m.entry(from.clone()).or_default();
                match list.iter_mut().find(|(t, _)| t == to) {
                    Some(l) => l.1 = l.1.max(rank),
                    None => list.push((to.clone(), rank)),
                }
            }
            Moves {
                name: s.name.clone(),
                under: s.under.clone(),
                m: m.into_iter()
                    .map(|(from, mut list)| {
                        list.sort_by_key(|(t, _)| {
                            t.parse::<suffragetto_core::geometry::Square>().ok()
                        });
                        let list = list
                            .into_iter()
                            .map(|(t, k)| (t, ["s", "h", "c"][k as usize]))
                            .collect();
                        (from, list)
                    })
                    .collect(),
                invalid: view.invalid.clone().unwrap_or_default(),
            }
        })
        .collect();
    let mut why: BTreeMap<String, BTreeMap<String, Vec<Why>>> = BTreeMap::new();
    for d in &e.differences {
        let (Some(from), Some(to)) = (d.from.clone(), d.to.clone()) else {
            continue;
        };
        for refusal in &d.refused_by {
            let Some(v) = e.variants.iter().position(|x| x.id == refusal.variant) else {
                continue;
            };
            // A square the variant reaches by another move is not refused.
            let reaches = vs[v]
                .m
                .get(&from)
                .is_some_and(|l| l.iter().any(|(t, _)| *t == to));
            let list = why
                .entry(from.clone())
                .or_default()
                .entry(to.clone())
                .or_default();
            if reaches || list.iter().any(|w| w.v == v) {
                continue;
            }
            list.push(why_of(refusal, v, shown[v].cites, up, cite));
        }
        if let Some(by_to) = why.get_mut(&from) {
            by_to.retain(|_, list| !list.is_empty());
            if by_to.is_empty() {
                why.remove(&from);
            }
        }
    }
    Board {
        board,
        pos: write_position(pos),
        plain: String::new(),
        vs,
        first: 0,
        ex: Vec::new(),
        why,
    }
}

/// Finds a page's link for a citation (relative to the book's root), if
/// the book has the passage, and words it for readers.
pub type CiteLink<'a> =
    &'a dyn Fn(&suffragetto_core::variant::Citation) -> (Option<String>, String);

impl Why {
    /// A refusal in `reason`'s words of `lang`, which may end in the id of
    /// the rule point that decides it in parentheses (as the replay of a
    /// record gives it): the id is then taken off, and that rule point of
    /// `cites` named by its title and cited.
    pub fn plain(reason: &str, lang: Lang, cites: &Rules, up: &str, cite: CiteLink<'_>) -> Why {
        let cited = reason
            .strip_suffix(')')
            .and_then(|r| r.rsplit_once(" ("))
            .and_then(|(words, id)| Some((words, PointId::parse(id)?)));
        match cited {
            Some((words, point)) => {
                Why::new(0, String::new(), words, lang, Some(point), cites, up, cite)
            }
            None => Why::new(0, String::new(), reason, lang, None, cites, up, cite),
        }
    }

    /// Variant `v`'s refusal of `asked`, in `reason`'s words of `lang`
    /// (which name no rule point id), with the rule point `point` of
    /// `cites` named by its title and cited, for a page `up` below the
    /// root.
    #[allow(clippy::too_many_arguments)]
    fn new(
        v: usize,
        asked: String,
        reason: &str,
        lang: Lang,
        point: Option<PointId>,
        cites: &Rules,
        up: &str,
        cite: CiteLink<'_>,
    ) -> Why {
        let mut w = Why {
            v,
            m: asked,
            r: reason.to_string(),
            t: String::new(),
            h: String::new(),
            c: String::new(),
            ch: String::new(),
        };
        let Some(p) = point.map(|id| cites.variant().point(id)) else {
            return w;
        };
        w.t = p.id.title_in(lang).to_string();
        w.h = format!("{up}matrix.html#{}", p.id);
        match &p.citation {
            Some(c) => {
                let (link, words) = cite(c);
                w.c = words;
                w.ch = link.map(|l| format!("{up}{l}")).unwrap_or_default();
            }
            None => {
                w.c = catalogue().text(
                    "book-why-silent",
                    &Args::new(lang)
                        .text("value", p.value_words_in(lang))
                        .text("status", p.status.words_in(lang)),
                )
            }
        }
        w
    }
}

/// A refusal (by variant `v`) for a page `up` below the root: the reason,
/// and the rule point and citation of `cites`.
pub fn why_of(e: &Explanation, v: usize, cites: &Rules, up: &str, cite: CiteLink<'_>) -> Why {
    Why::new(
        v,
        e.asked.clone(),
        e.reason.as_deref().unwrap_or_default(),
        e.lang,
        e.rule_point,
        cites,
        up,
        cite,
    )
}

/// JSON text made safe as the body of a `<script>`: one line, every `<`
/// escaped, so nothing can end the script early.
pub fn escape_json(json: &str) -> String {
    json.replace('<', "\\u003c")
}

/// The `<script>` element that carries `board`.
pub fn script(board: &Board) -> String {
    format!(
        "<script type=\"application/json\" class=\"sf-data\">{}</script>",
        escape_json(&serde_json::to_string(board).expect("plain data serialises"))
    )
}
