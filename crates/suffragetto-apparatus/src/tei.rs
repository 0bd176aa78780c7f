//! The apparatus as a TEI P5 document: the witnesses as a `listWit`, the
//! bibliography as a `listBibl`, the statuses as a taxonomy, one `app` per
//! rule point with one `rdg` per witness (its value, status, quote and
//! note), and the French translation artefacts as `choice`/`sic`/`corr`
//! with `@cert`, both in a list of their own and wherever they occur in a
//! quote.

use super::xml::{W, end, leaf, marked, put, start, start_mixed, text};
use super::{Apparatus, Artefact, Witness};
use quick_xml::Writer;
use quick_xml::events::{BytesDecl, BytesStart, Event};
use suffragetto_core::variant::{Status, Variant};

fn witness(w: &mut W, app: &Apparatus, x: &Witness) {
    let id = format!("wit-{}", x.id);
    start(
        w,
        "witness",
        &[("xml:id", &id), ("n", &x.siglum), ("xml:lang", "en")],
    );
    leaf(w, "abbr", &[("type", "siglum")], &x.siglum);
    leaf(w, "title", &[], &x.title);
    leaf(w, "note", &[("type", "what")], &x.what);
    for (kind, v) in [("author", &x.author), ("editor", &x.editor)] {
        if let Some(v) = v {
            leaf(w, "note", &[("type", kind)], v);
        }
    }
    let wd = &x.witness_date;
    let status = format!("{:?}", wd.status).to_lowercase();
    start_mixed(w, "note", &[("type", "witness-date"), ("subtype", &status)]);
    leaf(w, "date", &[], &wd.value);
    if let Some(a) = &wd.argument {
        text(w, &format!(" {a}"));
    }
    end(w, "note");
    if let Some(g) = &x.game_date {
        start_mixed(w, "note", &[("type", "game-date")]);
        leaf(w, "date", &[], &g.value);
        if let Some(n) = &g.note {
            text(w, &format!(" {n}"));
        }
        end(w, "note");
    }
    for a in &x.addresses {
        leaf(w, "note", &[("type", "address")], a);
    }
    for r in app.relations.iter().filter(|r| r.witnesses.contains(&x.id)) {
        leaf(
            w,
            "note",
            &[("type", "relation"), ("subtype", &r.kind.replace(' ', "-"))],
            &r.argument,
        );
    }
    if !x.references.is_empty() {
        let refs: Vec<String> = x.references.iter().map(|k| format!("#bib-{k}")).collect();
        leaf(
            w,
            "note",
            &[("type", "references"), ("corresp", &refs.join(" "))],
            "Works the witness cites or links.",
        );
    }
    end(w, "witness");
}

fn bibl(w: &mut W, b: &super::BibEntry) {
    let id = format!("bib-{}", b.key);
    start(w, "bibl", &[("xml:id", &id), ("type", &b.kind)]);
    let role = if b.role.as_deref() == Some("editor") {
        "editor"
    } else {
        "author"
    };
    for a in &b.author {
        leaf(w, role, &[], a);
    }
    leaf(w, "title", &[], &b.title);
    let plain = [
        ("publisher", &b.publisher),
        ("pubPlace", &b.place),
        ("date", &b.issued),
    ];
    if let Some(c) = &b.container {
        leaf(w, "title", &[("type", "container")], c);
    }
    for (name, v) in plain {
        if let Some(v) = v {
            leaf(w, name, &[], v);
        }
    }
    if let Some(p) = &b.pages {
        leaf(w, "biblScope", &[("unit", "page")], p);
    }
    if let Some(i) = &b.isbn {
        leaf(w, "idno", &[("type", "ISBN")], i);
    }
    if let Some(u) = &b.url {
        leaf(w, "ptr", &[("target", u)], "");
    }
    if let Some(d) = &b.accessed {
        leaf(w, "note", &[("type", "accessed")], d);
    }
    if let Some(n) = &b.note {
        leaf(w, "note", &[], n);
    }
    end(w, "bibl");
}

fn header(w: &mut W, app: &Apparatus) {
    start(w, "teiHeader", &[]);
    start(w, "fileDesc", &[]);
    start(w, "titleStmt", &[]);
    leaf(
        w,
        "title",
        &[],
        "Suffragetto: the rule texts compared, rule point by rule point",
    );
    end(w, "titleStmt");
    start(w, "publicationStmt", &[]);
    leaf(
        w,
        "p",
        &[],
        "Written by suffragetto export --format tei from the project's rule variants (variants/*.yaml) and its apparatus (sources/*.yaml).",
    );
    end(w, "publicationStmt");
    start(w, "sourceDesc", &[]);
    start(w, "listWit", &[]);
    for x in &app.witnesses {
        witness(w, app, x);
    }
    end(w, "listWit");
    start(w, "listBibl", &[]);
    for b in &app.bibliography {
        bibl(w, b);
    }
    end(w, "listBibl");
    end(w, "sourceDesc");
    end(w, "fileDesc");
    start(w, "encodingDesc", &[]);
    put(
        w,
        Event::Empty(BytesStart::new("variantEncoding").with_attributes([
            ("method", "parallel-segmentation"),
            ("location", "internal"),
        ])),
    );
    start(w, "classDecl", &[]);
    start(w, "taxonomy", &[("xml:id", "status")]);
    for s in Status::ALL {
        let id = format!("status-{}", s.as_str());
        start(w, "category", &[("xml:id", &id)]);
        leaf(
            w,
            "catDesc",
            &[],
            &format!("{}: {}", s.words(), s.meaning()),
        );
        end(w, "category");
    }
    end(w, "taxonomy");
    end(w, "classDecl");
    end(w, "encodingDesc");
    end(w, "teiHeader");
}

/// One `rdg`: witness `x`'s reading of rule point `id`.
fn reading(w: &mut W, app: &Apparatus, x: &Witness, v: Option<&Variant>, id: &str) {
    let wit = format!("#wit-{}", x.id);
    let p = v.and_then(|v| v.point_by_id(id));
    let ana = p.map(|p| format!("#status-{}", p.status.as_str()));
    let mut attrs = vec![("wit", wit.as_str())];
    if let Some(a) = &ana {
        attrs.push(("ana", a));
    }
    start(w, "rdg", &attrs);
    let artefacts: &[Artefact] = if app.artefacts.witness == x.id {
        &app.artefacts.artefacts
    } else {
        &[]
    };
    if let Some(p) = p {
        leaf(w, "seg", &[("type", "value")], &p.value_words());
        if let Some(c) = &p.citation {
            if let Some(q) = &c.quote {
                start(
                    w,
                    "quote",
                    &[
                        ("xml:lang", &x.language),
                        ("source", &format!("#bib-{}", x.bibliography)),
                    ],
                );
                marked(w, q, artefacts);
                end(w, "quote");
            }
            let mut place = format!("{}, {}", c.source, c.section);
            for (k, v) in [("version", &c.version), ("line", &c.line)] {
                if let Some(v) = v {
                    place.push_str(&format!(", {k} {v}"));
                }
            }
            leaf(w, "note", &[("type", "citation")], &place);
        }
        if let Some(n) = &p.note {
            leaf(w, "note", &[], n);
        }
    } else if let Some(r) = app.points.get(id).and_then(|p| p.readings.get(&x.id)) {
        for pass in &r.passages {
            start(w, "quote", &[("xml:lang", &x.language)]);
            marked(w, &pass.text, artefacts);
            end(w, "quote");
        }
    }
    if let Some(o) = app
        .points
        .get(id)
        .and_then(|p| p.readings.get(&x.id))
        .and_then(|r| r.omits.as_ref())
    {
        leaf(w, "note", &[("type", "omission")], o);
    }
    end(w, "rdg");
}

/// The TEI P5 document of the apparatus and `variants` (one `rdg` per
/// witness that has a variant among them).
pub fn tei(app: &Apparatus, variants: &[Variant]) -> String {
    let mut w = Writer::new_with_indent(Vec::new(), b' ', 2);
    put(
        &mut w,
        Event::Decl(BytesDecl::new("1.0", Some("UTF-8"), None)),
    );
    start(
        &mut w,
        "TEI",
        &[("xmlns", "http://www.tei-c.org/ns/1.0"), ("xml:lang", "en")],
    );
    header(&mut w, app);
    start(&mut w, "text", &[]);
    start(&mut w, "body", &[]);
    let mut area = "";
    for (id, a, title, passages) in app.point_order() {
        if a != area {
            if !area.is_empty() {
                end(&mut w, "div");
            }
            area = a;
            start(&mut w, "div", &[("type", "area"), ("n", a)]);
            leaf(&mut w, "head", &[], a);
        }
        let mut attrs = vec![("n", id)];
        if passages.planned {
            attrs.push(("type", "planned"));
        }
        start(&mut w, "app", &attrs);
        for x in &app.witnesses {
            let v = variants.iter().find(|v| v.id() == x.id);
            let has_text = passages.readings.contains_key(&x.id);
            if (v.is_some() && !passages.planned) || has_text {
                reading(&mut w, app, x, v, id);
            }
        }
        leaf(&mut w, "note", &[("type", "title")], title);
        end(&mut w, "app");
    }
    if !area.is_empty() {
        end(&mut w, "div");
    }
    let lang = app
        .witness(&app.artefacts.witness)
        .map_or("fr", |x| x.language.as_str());
    start(
        &mut w,
        "div",
        &[("type", "translation-artefacts"), ("xml:lang", "en")],
    );
    leaf(&mut w, "head", &[], "Translation artefacts");
    start(&mut w, "list", &[]);
    for a in &app.artefacts.artefacts {
        start(&mut w, "item", &[("n", &a.kind)]);
        start(&mut w, "seg", &[("xml:lang", lang)]);
        marked(&mut w, &a.sic, std::slice::from_ref(a));
        end(&mut w, "seg");
        if let Some(e) = &a.english {
            leaf(&mut w, "note", &[("type", "english")], e);
        }
        leaf(&mut w, "note", &[("type", "section")], &a.section);
        leaf(&mut w, "note", &[], &a.note);
        end(&mut w, "item");
    }
    end(&mut w, "list");
    end(&mut w, "div");
    end(&mut w, "body");
    end(&mut w, "text");
    end(&mut w, "TEI");
    let mut out = String::from_utf8(w.into_inner()).expect("UTF-8 in, UTF-8 out");
    out.push('\n');
    out
}
