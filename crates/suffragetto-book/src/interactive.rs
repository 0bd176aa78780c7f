//! The data that makes a diagram of the book clickable, computed at build
//! time and embedded in the page as JSON beside the picture
//! (`<script type="application/json" class="sf-data">`): where the squares
//! lie in the picture, each movable piece's legal landings by kind under
//! every variant the page shows, and for each square one variant allows and
//! another refuses, the refusal in words with its rule point and citation.
//! `book/theme/interactive.js` reads it; without JavaScript the picture is
//! all there is.

use serde::Serialize;
use std::collections::BTreeMap;
use suffragetto_core::engine::{Position, Rules};
use suffragetto_core::notation::write_position;
use suffragetto_core::report::{Explanation, explore};
use suffragetto_core::variant::PointId;
use suffragetto_render::model::Document;
use suffragetto_render::view::View;

/// Where the squares lie in a diagram's picture, in the picture's own units
/// (its `viewBox`): `[width, height, x, y, edge, flipped, first file, last
/// file, first rank, last rank]`, files and ranks counted from 0.
pub fn geometry(doc: &Document, view: &View) -> Vec<f64> {
    let page = &doc.pages[0];
    let round = |v: f64| (v * 1000.0).round() / 1000.0;
    let (f, r) = (view.region.file_range(), view.region.rank_range());
    vec![
        round(page.width),
        round(page.height),
        round(view.origin.0),
        round(view.origin.1),
        round(view.q),
        if view.flip { 1.0 } else { 0.0 },
        *f.start() as f64,
        *f.end() as f64,
        *r.start() as f64,
        *r.end() as f64,
    ]
}

/// A variant as a diagram shows it.
pub struct Shown<'a> {
    /// Its rules.
    pub rules: &'a Rules,
    /// Its name for readers.
    pub name: String,
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

/// One variant's moves in the position.
#[derive(Clone, Debug, Serialize)]
pub struct Moves {
    /// Its name.
    pub name: String,
    /// For each square with a movable piece, its landings: the square and
    /// `s` (step), `h` (hop) or `c` (a hop that captures), e.g. `e6h`.
    pub m: BTreeMap<String, Vec<String>>,
    /// Why this variant does not take this position, if it does not.
    #[serde(skip_serializing_if = "String::is_empty")]
    pub invalid: String,
}

/// Everything a clickable diagram needs.
#[derive(Clone, Debug, Serialize)]
pub struct Board {
    /// [`geometry`].
    pub g: Vec<f64>,
    /// The position string.
    pub pos: String,
    /// The side to move, in words.
    pub side: String,
    /// The variants shown; the picture shows the one at `first`.
    pub vs: Vec<Moves>,
    /// The variant the picture shows.
    pub first: usize,
    /// The built-in variants to open the position with in the explorer.
    pub ex: Vec<String>,
    /// Refusals by `from-to`.
    #[serde(skip_serializing_if = "BTreeMap::is_empty")]
    pub why: BTreeMap<String, Vec<Why>>,
}

/// The data of a diagram of `pos` under `shown`; links are relative to a
/// page `up` directories below the book's root (`""` or `"../"`), and
/// `cite` finds the book's page of a citation.
pub fn board(
    pos: &Position,
    shown: &[Shown<'_>],
    geometry: Vec<f64>,
    up: &str,
    cite: CiteLink<'_>,
) -> Board {
    let rules: Vec<&Rules> = shown.iter().map(|s| s.rules).collect();
    let e = explore(pos, &rules);
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
                m: m.into_iter()
                    .map(|(from, mut list)| {
                        list.sort_by_key(|(t, _)| {
                            t.parse::<suffragetto_core::geometry::Square>().ok()
                        });
                        let list = list
                            .into_iter()
                            .map(|(t, k)| format!("{t}{}", ["s", "h", "c"][k as usize]))
                            .collect();
                        (from, list)
                    })
                    .collect(),
                invalid: view.invalid.clone().unwrap_or_default(),
            }
        })
        .collect();
    let mut why: BTreeMap<String, Vec<Why>> = BTreeMap::new();
    for d in &e.differences {
        let Some((from, to)) = d.text.split_once(['-', 'x']).map(|(f, rest)| {
            (
                f.to_string(),
                rest.rsplit(['-', 'x']).next().unwrap_or(rest).to_string(),
            )
        }) else {
            continue;
        };
        if from.parse::<suffragetto_core::geometry::Square>().is_err() {
            continue;
        }
        let key = format!("{from}-{to}");
        for refusal in &d.refused_by {
            let Some(v) = e.variants.iter().position(|x| x.id == refusal.variant) else {
                continue;
            };
            // A square the variant reaches by another move is not refused.
            let reaches = vs[v]
                .m
                .get(&from)
                .is_some_and(|l| l.iter().any(|x| x.get(..x.len() - 1) == Some(to.as_str())));
            let list = why.entry(key.clone()).or_default();
            if reaches || list.iter().any(|w| w.v == v) {
                continue;
            }
            let mut w = why_of(refusal, v, shown[v].cites, up, cite);
            // A variant made for the page is called by its name, not its id.
            let id = shown[v].rules.id();
            if id != shown[v].name {
                w.r = w.r.replace(
                    &format!("the {id} variant"),
                    &format!("the {}", shown[v].name),
                );
            }
            list.push(w);
        }
        if why.get(&key).is_some_and(Vec::is_empty) {
            why.remove(&key);
        }
    }
    Board {
        g: geometry,
        pos: write_position(pos),
        side: pos.to_move().to_string(),
        vs,
        first: 0,
        ex: Vec::new(),
        why,
    }
}

/// Finds a page's link for a citation (relative to the book's root).
pub type CiteLink<'a> = &'a dyn Fn(&suffragetto_core::variant::Citation) -> Option<String>;

impl Why {
    /// A refusal in `reason`'s words, which may end in the id of the rule
    /// point that decides it in parentheses (as the replay of a record
    /// gives it): that rule point of `cites` is then named and cited.
    pub fn plain(reason: &str, cites: &Rules, up: &str, cite: CiteLink<'_>) -> Why {
        let point = reason
            .strip_suffix(')')
            .and_then(|r| r.rsplit_once(" ("))
            .and_then(|(_, id)| PointId::parse(id));
        Why::new(0, String::new(), reason, point, cites, up, cite)
    }

    /// Variant `v`'s refusal of `asked`, in `reason`'s words (without the
    /// rule point's id, which readers see named), with the rule point
    /// `point` of `cites` named and cited for a page `up` below the root.
    fn new(
        v: usize,
        asked: String,
        reason: &str,
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
        w.r = reason.trim_end_matches(&format!(" ({})", p.id)).to_string();
        w.t = p.title.to_string();
        w.h = format!("{up}matrix.html#{}", p.id);
        match &p.citation {
            Some(c) => {
                w.c = c.to_string();
                w.ch = cite(c).map(|l| format!("{up}{l}")).unwrap_or_default();
            }
            None => {
                w.c = format!(
                    "{} ({}): the sources are silent, a convention of the project",
                    p.value_words(),
                    p.status.words()
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
