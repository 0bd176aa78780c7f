//! The stemma of the witnesses as an SVG drawing, laid out from the
//! relations of `sources/witnesses.yaml`: each relation with a source is an
//! edge from it down to the witnesses that descend from it; exemplars not in
//! hand are dashed boxes; a witness tied to one in the tree by a relation of
//! another kind (the Ludii program to the rules text in its file) stands
//! beside it on a dotted line, labelled below the gap; the rest stand in a row below with
//! what is known of them.

use crate::text::esc;
use std::collections::BTreeMap;
use std::fmt::Write;
use suffragetto_apparatus::Apparatus;
use suffragetto_core::lang::{Args, Lang, catalogue};

/// The narrowest box; a box is as wide as its longest label needs.
const BOX_W: f64 = 178.0;
/// About the width of a character of the labels (DejaVu Sans, 12 and 10
/// pixels): enough that the widest language's names fit their boxes.
const CHAR_W: f64 = 6.5;
const SUB_CHAR_W: f64 = 5.9;
const BOX_H: f64 = 44.0;
const GAP_X: f64 = 26.0;
const GAP_Y: f64 = 58.0;
const MARGIN: f64 = 14.0;

/// A node placed on the drawing: its slot (column) and level (row).
struct Placed {
    id: String,
    slot: f64,
    level: usize,
}

/// What the layout reads: the tree's children and the partners that stand
/// beside a node (with the relation's kind).
struct Tree<'a> {
    children: BTreeMap<&'a str, Vec<&'a str>>,
    beside: BTreeMap<&'a str, Vec<&'a str>>,
}

/// Places the tree below `id` at `level`, leaves in the next free slots
/// (those with partners beside them last, the partners right after them);
/// returns the node's slot.
fn place(id: &str, level: usize, tree: &Tree<'_>, next: &mut f64, out: &mut Vec<Placed>) -> f64 {
    let mut kids = tree.children.get(id).cloned().unwrap_or_default();
    kids.sort_by_key(|k| tree.beside.contains_key(k));
    let slot = if kids.is_empty() {
        let s = *next;
        *next += 1.0;
        s
    } else {
        let slots: Vec<f64> = kids
            .iter()
            .map(|k| place(k, level + 1, tree, next, out))
            .collect();
        slots.iter().sum::<f64>() / slots.len() as f64
    };
    out.push(Placed {
        id: id.to_string(),
        slot,
        level,
    });
    let mut chain = tree.beside.get(id).cloned().unwrap_or_default();
    while let Some(b) = chain.pop() {
        out.push(Placed {
            id: b.to_string(),
            slot: *next,
            level,
        });
        *next += 1.0;
        chain.extend(tree.beside.get(b).into_iter().flatten());
    }
    slot
}

fn centre(p: &Placed, box_w: f64) -> (f64, f64) {
    (
        MARGIN + p.slot * (box_w + GAP_X) + box_w / 2.0,
        MARGIN + p.level as f64 * (BOX_H + GAP_Y) + BOX_H / 2.0,
    )
}

/// The stemma of `app`, each witness labelled with its siglum and
/// `name(id)`; exemplars with their own short name; its words in `lang`.
pub fn svg(app: &Apparatus, name: &dyn Fn(&str) -> String, lang: Lang) -> String {
    let word = |key: &str| catalogue().plain(lang, key).to_string();
    let kind_words = |kind: &str| {
        catalogue().text(
            "book-relation-kind",
            &Args::new(lang).text("kind", super::witnesses::selector(kind)),
        )
    };
    let edges: Vec<(&str, &str)> = app
        .relations
        .iter()
        .filter_map(|r| r.source.as_deref().map(|s| (s, r)))
        .flat_map(|(s, r)| r.witnesses.iter().map(move |w| (s, w.as_str())))
        .collect();
    let mut children: BTreeMap<&str, Vec<&str>> = BTreeMap::new();
    let mut order: Vec<&str> = Vec::new();
    for (s, w) in &edges {
        children.entry(s).or_default().push(w);
        for x in [*s, *w] {
            if !order.contains(&x) {
                order.push(x);
            }
        }
    }
    // Relations of another kind between two witnesses: a partner not in the
    // tree stands beside the one that is (or beside a partner placed so).
    let mut beside: BTreeMap<&str, Vec<&str>> = BTreeMap::new();
    let mut links = Vec::new();
    let mut known: Vec<&str> = order.clone();
    for r in app.relations.iter().filter(|r| r.source.is_none()) {
        for pair in r.witnesses.windows(2) {
            let (a, b) = (pair[0].as_str(), pair[1].as_str());
            let (at, new) = match (known.contains(&a), known.contains(&b)) {
                (true, false) => (a, b),
                (false, true) => (b, a),
                _ => continue,
            };
            beside.entry(at).or_default().push(new);
            known.push(new);
            links.push((a, b, r.kind.as_str()));
        }
    }
    let roots: Vec<&str> = order
        .iter()
        .copied()
        .filter(|x| !edges.iter().any(|(_, w)| w == x))
        .collect();
    let tree = Tree { children, beside };
    let mut placed = Vec::new();
    let mut next = 0.0;
    for r in roots {
        place(r, 0, &tree, &mut next, &mut placed);
    }
    let depth = placed.iter().map(|p| p.level).max().unwrap_or(0) + 1;
    let rest: Vec<&str> = app
        .witnesses
        .iter()
        .map(|w| w.id.as_str())
        .filter(|id| !placed.iter().any(|p| p.id == *id))
        .collect();
    for (k, id) in rest.iter().enumerate() {
        placed.push(Placed {
            id: id.to_string(),
            slot: k as f64,
            level: depth,
        });
    }
    let slots = placed
        .iter()
        .map(|p| p.slot)
        .fold(0.0f64, f64::max)
        .max(rest.len() as f64 - 1.0)
        + 1.0;
    // Each box's label (siglum and name) and the line under it.
    let labels: Vec<(String, String, String)> = placed
        .iter()
        .map(|p| {
            let exemplar = app.exemplar(&p.id);
            let siglum = app.siglum_of(&p.id).unwrap_or("").to_string();
            let label = exemplar.map_or_else(|| name(&p.id), |e| e.name.clone());
            let sub = if exemplar.is_some() {
                word("book-stemma-not-in-hand")
            } else if p.level == depth {
                app.relations
                    .iter()
                    .find(|r| r.source.is_none() && r.witnesses == [p.id.clone()])
                    .map_or_else(|| word("book-stemma-no-source"), |r| kind_words(&r.kind))
            } else {
                String::new()
            };
            (siglum, label, sub)
        })
        .collect();
    let box_w = labels
        .iter()
        .map(|(siglum, label, sub)| {
            let main = (siglum.chars().count() + 1 + label.chars().count()) as f64 * CHAR_W;
            (main + 20.0).max(sub.chars().count() as f64 * SUB_CHAR_W + 16.0)
        })
        .fold(BOX_W, f64::max)
        .ceil();
    let width = 2.0 * MARGIN + slots * box_w + (slots - 1.0) * GAP_X;
    let height = 2.0 * MARGIN + (depth + 1) as f64 * (BOX_H + GAP_Y) - GAP_Y + 18.0;
    let mut s = crate::charts::header(
        width.round(),
        height.round(),
        &word("book-stemma-svg-title"),
        &word("book-stemma-svg-desc"),
    );
    let find = |id: &str| placed.iter().find(|p| p.id == id);
    for (a, b) in &edges {
        if let (Some(pa), Some(pb)) = (find(a), find(b)) {
            let ((x1, y1), (x2, y2)) = (centre(pa, box_w), centre(pb, box_w));
            let _ = writeln!(
                s,
                "<line x1=\"{x1:.1}\" y1=\"{:.1}\" x2=\"{x2:.1}\" y2=\"{:.1}\" stroke=\"#444\" stroke-width=\"1.5\"/>",
                y1 + BOX_H / 2.0,
                y2 - BOX_H / 2.0
            );
        }
    }
    for (a, b, kind) in &links {
        if let (Some(pa), Some(pb)) = (find(a), find(b))
            && pa.level == pb.level
        {
            let ((x1, y), (x2, _)) = (centre(pa, box_w), centre(pb, box_w));
            let (l, r) = (x1.min(x2) + box_w / 2.0, x1.max(x2) - box_w / 2.0);
            let _ = writeln!(
                s,
                "<line x1=\"{l:.1}\" y1=\"{y:.1}\" x2=\"{r:.1}\" y2=\"{y:.1}\" stroke=\"#444\" stroke-dasharray=\"2 3\"/>\n<text x=\"{:.1}\" y=\"{:.1}\" text-anchor=\"middle\" font-size=\"10\">{}</text>",
                (l + r) / 2.0,
                y + BOX_H / 2.0 + 13.0,
                esc(&kind_words(kind))
            );
        }
    }
    for (p, (siglum, label, sub)) in placed.iter().zip(&labels) {
        let (cx, cy) = centre(p, box_w);
        let (x, y) = (cx - box_w / 2.0, cy - BOX_H / 2.0);
        let dash = if app.exemplar(&p.id).is_some() {
            " stroke-dasharray=\"5 3\""
        } else {
            ""
        };
        let _ = writeln!(
            s,
            "<rect x=\"{x:.1}\" y=\"{y:.1}\" width=\"{box_w}\" height=\"{BOX_H}\" rx=\"4\" fill=\"#ffffff\" stroke=\"#444\"{dash}/>\n<text x=\"{cx:.1}\" y=\"{:.1}\" text-anchor=\"middle\"><tspan font-weight=\"bold\">{}</tspan> {}</text>",
            if sub.is_empty() { cy + 4.0 } else { cy - 3.0 },
            esc(siglum),
            esc(label)
        );
        if !sub.is_empty() {
            let _ = writeln!(
                s,
                "<text x=\"{cx:.1}\" y=\"{:.1}\" text-anchor=\"middle\" font-size=\"10\" fill=\"#555\">{}</text>",
                cy + 12.0,
                esc(sub)
            );
        }
    }
    s.push_str("</svg>\n");
    s
}
