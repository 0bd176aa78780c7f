//! The apparatus as a TEI P5 document. The header lists the witnesses (with
//! language, file, SHA-256 and line count), the exemplars not in hand, the
//! stemma as a `listRelation`, the bibliography, what is quoted under which
//! licence, the statuses and artefact kinds as taxonomies, and the changes of
//! reading as a `revisionDesc`. The body has one `app` per rule point with
//! a stable `@xml:id` (`exchange.consent`): each `rdg` (`exchange.consent.D`)
//! carries the witness's own sentences with their section and line, the
//! German and French with the project's gloss as a note, and points with
//! `@ana` to its status and to the project's value, an `interp` of the back
//! matter; witnesses whose values agree stand in one `rdgGrp`. There is no
//! base text, as the `editorialDecl` says. The French translation artefacts
//! are `choice`/`sic`/`corr` wherever they occur, and listed in the back.

use super::xml::{W, end, leaf, marked, put, start, start_mixed, text};
use super::{Apparatus, Artefact, DateStatus, Relation, Witness, WitnessKind};
use quick_xml::Writer;
use quick_xml::events::{BytesDecl, BytesStart, Event};
use suffragetto_core::variant::{PointId, RulePoint, Status, Variant};

/// `s` as an `xml:id` part: lowercase letters, digits and `_`, other runs as
/// one `-` (`prison, prison_yard` is `prison-prison_yard`).
fn id_part(s: &str) -> String {
    let mut out = String::new();
    let mut dash = false;
    for c in s.chars().flat_map(char::to_lowercase) {
        if c.is_ascii_alphanumeric() || c == '_' {
            if dash && !out.is_empty() {
                out.push('-');
            }
            dash = false;
            out.push(c);
        } else {
            dash = true;
        }
    }
    out
}

/// The `xml:id` of the project's value `p` of its rule point.
fn value_id(p: &RulePoint) -> String {
    let part = if p.id == PointId::SetupPlacement {
        "board".to_string()
    } else {
        id_part(&p.value_text)
    };
    format!("val.{}.{part}", p.id.as_str())
}

/// The pointer to a relation's status, where the status taxonomy has it.
fn status_ptr(s: DateStatus) -> Option<&'static str> {
    match s {
        DateStatus::Stated => Some("#status-stated"),
        DateStatus::Inferred => Some("#status-inferred"),
        DateStatus::Recorded | DateStatus::Unknown => None,
    }
}

fn witness(w: &mut W, app: &Apparatus, x: &Witness) {
    let id = format!("wit-{}", x.id);
    start(
        w,
        "witness",
        &[("xml:id", &id), ("n", &x.siglum), ("xml:lang", "en")],
    );
    leaf(w, "abbr", &[("type", "siglum")], &x.siglum);
    start(w, "bibl", &[]);
    leaf(w, "title", &[], &x.title);
    leaf(
        w,
        "textLang",
        &[("mainLang", &x.language)],
        crate::language_name(&x.language),
    );
    if let Some(f) = &x.file {
        leaf(w, "idno", &[("type", "file")], f);
    }
    if let Some(h) = &x.sha256 {
        leaf(w, "idno", &[("type", "SHA-256")], h);
    }
    if let Some(n) = x.lines {
        start(w, "extent", &[]);
        let q = n.to_string();
        leaf(
            w,
            "measure",
            &[("unit", "line"), ("quantity", &q)],
            &format!("{n} lines"),
        );
        end(w, "extent");
    }
    if let Some(l) = &x.locus {
        leaf(w, "note", &[("type", "locus")], l);
    }
    let bib = format!("#bib-{}", x.bibliography);
    leaf(w, "ptr", &[("target", &bib)], "");
    end(w, "bibl");
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
    for a in &x.found_at {
        leaf(w, "note", &[("type", "found-at")], a);
    }
    for r in app
        .relations
        .iter()
        .filter(|r| r.witnesses == [x.id.clone()] && r.source.is_none())
    {
        leaf(
            w,
            "note",
            &[("type", "relation"), ("subtype", &id_part(&r.kind))],
            &format!("{}: {}", r.kind, r.argument),
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
    for t in &x.todo {
        leaf(w, "note", &[("type", "to-be-recorded")], t);
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
    if let Some(p) = &b.cited_pages {
        leaf(w, "citedRange", &[("unit", "page")], p);
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

/// What is quoted, and under which licence.
fn availability(w: &mut W) {
    start(w, "availability", &[]);
    let licences = [
        (
            "https://opensource.org/licenses/MIT",
            "The project's own words (the values, statuses, notes, glosses, corrections and relations) may be used under the MIT licence or the Apache License 2.0, as the project's code.",
        ),
        (
            "https://creativecommons.org/licenses/by-sa/4.0/",
            "The sentences of the German Wikipedia article (D) are quoted under Wikipedia's Creative Commons Attribution-ShareAlike licence (CC BY-SA; the revision quoted is not recorded, so neither is the licence's version, 3.0 or 4.0).",
        ),
        (
            "https://creativecommons.org/licenses/by-nc-nd/4.0/",
            "The rules text (S) and the program fragments (L) of Suffragetto.lud are quoted from the Ludii repository, licensed CC BY-NC-ND 4.0: unchanged, with their source, not for commercial use.",
        ),
        (
            "https://opensource.org/licenses/MIT",
            "The fragments of the Dagaz files (Z) are quoted under their MIT licence (copyright Valentin Chelnokov).",
        ),
    ];
    for (target, words) in licences {
        leaf(w, "licence", &[("target", target)], words);
    }
    leaf(
        w,
        "p",
        &[],
        "The English online rules (E) and the French translation (F) state no licence. The project quotes, from each text, only the sentences that bear on the rules and on the game's history, for comparison and criticism, each with its file, section and line; it does not republish the texts.",
    );
    end(w, "availability");
}

/// The stemma (relations with a source) and the other relations between two
/// or more witnesses.
fn relations(w: &mut W, app: &Apparatus) {
    let ptrs = |ids: &[String]| {
        ids.iter()
            .map(|i| format!("#wit-{i}"))
            .collect::<Vec<_>>()
            .join(" ")
    };
    let with_ana = |r: &Relation, mut attrs: Vec<(&'static str, String)>| {
        if let Some(a) = status_ptr(r.status) {
            attrs.push(("ana", a.to_string()));
        }
        if r.status == DateStatus::Inferred {
            attrs.push(("resp", "#project".to_string()));
        }
        attrs
    };
    let write = |w: &mut W, attrs: Vec<(&'static str, String)>, r: &Relation| {
        let a: Vec<(&str, &str)> = attrs.iter().map(|(k, v)| (*k, v.as_str())).collect();
        start(w, "relation", &a);
        leaf(w, "desc", &[], &format!("{}: {}", r.kind, r.argument));
        end(w, "relation");
    };
    start(w, "listRelation", &[("type", "stemma")]);
    for r in app.relations.iter() {
        if let Some(s) = &r.source {
            let attrs = vec![
                ("name", "descends-from".to_string()),
                ("active", ptrs(&r.witnesses)),
                ("passive", format!("#wit-{s}")),
            ];
            write(w, with_ana(r, attrs), r);
        }
    }
    end(w, "listRelation");
    start(w, "listRelation", &[("type", "other")]);
    for r in app
        .relations
        .iter()
        .filter(|r| r.source.is_none() && r.witnesses.len() > 1)
    {
        let attrs = vec![("name", id_part(&r.kind)), ("mutual", ptrs(&r.witnesses))];
        write(w, with_ana(r, attrs), r);
    }
    end(w, "listRelation");
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
    start(w, "respStmt", &[("xml:id", "project")]);
    leaf(
        w,
        "resp",
        &[],
        "the variants' values and statuses and their arguments, the glosses, the corrections of the French, the loci and the relations between the witnesses",
    );
    leaf(w, "name", &[], "The Suffragetto project");
    end(w, "respStmt");
    end(w, "titleStmt");
    let log = &app.changelog;
    let latest = log.latest();
    let date = latest.map_or("", |v| v.date.as_str());
    start(w, "editionStmt", &[]);
    start_mixed(w, "edition", &[("n", &log.current)]);
    text(w, &format!("Version {} of the apparatus, ", log.current));
    leaf(w, "date", &[("when", date)], date);
    if let Some(v) = latest {
        text(w, &format!(": {}.", v.reading));
    }
    end(w, "edition");
    end(w, "editionStmt");
    start(w, "publicationStmt", &[]);
    leaf(w, "authority", &[], "The Suffragetto project");
    leaf(w, "date", &[("when", date)], date);
    leaf(
        w,
        "idno",
        &[("type", "generator")],
        "suffragetto export --format tei, from variants/*.yaml and sources/*.yaml",
    );
    availability(w);
    end(w, "publicationStmt");
    start(w, "sourceDesc", &[]);
    start(w, "listWit", &[]);
    leaf(w, "head", &[], "Witnesses");
    for x in &app.witnesses {
        witness(w, app, x);
    }
    end(w, "listWit");
    start(w, "listWit", &[]);
    leaf(
        w,
        "head",
        &[],
        "Exemplars not in hand, known through the witnesses",
    );
    for e in &app.exemplars {
        let id = format!("wit-{}", e.id);
        start(w, "witness", &[("xml:id", &id), ("n", &e.siglum)]);
        leaf(w, "abbr", &[("type", "siglum")], &e.siglum);
        leaf(w, "note", &[("type", "title")], &e.title);
        leaf(w, "note", &[("type", "what")], &e.what);
        end(w, "witness");
    }
    end(w, "listWit");
    relations(w, app);
    start(w, "listBibl", &[]);
    for b in &app.bibliography {
        bibl(w, b);
    }
    end(w, "listBibl");
    end(w, "sourceDesc");
    end(w, "fileDesc");
    encoding(w, app);
    revisions(w, app);
    end(w, "teiHeader");
}

fn encoding(w: &mut W, app: &Apparatus) {
    start(w, "encodingDesc", &[]);
    start(w, "editorialDecl", &[]);
    leaf(
        w,
        "p",
        &[],
        "There is no base text. Each app gathers, for one rule point, the sentences of every witness that bear on it; no reading is a lemma. What a reading holds is the witness's own words, exactly as they stand (no-break spaces written as spaces), each quote with the section and the line of the witness's file it stands on; a program's reading is the fragment of code the project cites. The project's value and status for a witness are interpretations, not readings: rdg/@ana points to the status and to the value, an interp of the back matter, and the project's argument is a note of its own. Witnesses whose values agree stand in one rdgGrp.",
    );
    leaf(
        w,
        "p",
        &[],
        "The French text's translation artefacts are choice/sic/corr wherever they occur; the corrections and their certainty are the project's.",
    );
    end(w, "editorialDecl");
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
    start(w, "taxonomy", &[("xml:id", "artefact-kinds")]);
    for (kind, meaning) in &app.artefacts.kinds {
        let id = format!("artefact-{}", id_part(kind));
        start(w, "category", &[("xml:id", &id)]);
        leaf(w, "catDesc", &[], &format!("{kind}: {meaning}"));
        end(w, "category");
    }
    end(w, "taxonomy");
    end(w, "classDecl");
    end(w, "encodingDesc");
}

/// The changelog as the header's `revisionDesc`, newest first.
fn revisions(w: &mut W, app: &Apparatus) {
    start(w, "revisionDesc", &[]);
    start(w, "listChange", &[]);
    for v in &app.changelog.versions {
        start(w, "change", &[("n", &v.version), ("when", &v.date)]);
        leaf(
            w,
            "p",
            &[],
            &format!("Version {}: {}.", v.version, v.reading),
        );
        let items: Vec<String> = v
            .changes
            .iter()
            .map(|c| {
                let mut s = format!("{}, {}:", c.variant, c.point);
                if c.added {
                    s.push_str(" rule point added;");
                }
                if let Some([a, b]) = &c.value {
                    s.push_str(&format!(
                        " value {} → {};",
                        suffragetto_core::variant::points::value_text(a),
                        suffragetto_core::variant::points::value_text(b)
                    ));
                }
                if let Some([a, b]) = c.status {
                    s.push_str(&format!(" status {} → {};", a.as_str(), b.as_str()));
                }
                format!("{} {}", s.trim_end_matches(';'), c.why)
            })
            .chain(v.apparatus.iter().cloned())
            .collect();
        if !items.is_empty() {
            start(w, "list", &[]);
            for i in &items {
                leaf(w, "item", &[], i);
            }
            end(w, "list");
        }
        end(w, "change");
    }
    end(w, "listChange");
    end(w, "revisionDesc");
}

/// The artefacts that may occur in the quotes of witness `x`.
fn artefacts_of<'a>(app: &'a Apparatus, x: &Witness) -> &'a [Artefact] {
    if app.artefacts.witness == x.id {
        &app.artefacts.artefacts
    } else {
        &[]
    }
}

/// One `rdg`: witness `x`'s reading of rule point `id`, with its variant's
/// entry `p` where it has a variant.
fn reading(w: &mut W, app: &Apparatus, x: &Witness, p: Option<&RulePoint>, id: &str) {
    let rdg_id = format!("{id}.{}", x.siglum);
    let wit = format!("#wit-{}", x.id);
    let ana = p.map(|p| format!("#status-{} #{}", p.status.as_str(), value_id(p)));
    let mut attrs = vec![("xml:id", rdg_id.as_str()), ("wit", wit.as_str())];
    if let Some(a) = &ana {
        attrs.push(("ana", a));
    }
    start(w, "rdg", &attrs);
    let artefacts = artefacts_of(app, x);
    let own = app.points.get(id).and_then(|p| p.readings.get(&x.id));
    let source = format!("#bib-{}", x.bibliography);
    for (k, pass) in own.into_iter().flat_map(|r| &r.passages).enumerate() {
        let qid = format!("{rdg_id}.{}", k + 1);
        let locus = format!("{}, line {}", pass.section, pass.line);
        start(
            w,
            "quote",
            &[
                ("xml:id", &qid),
                ("xml:lang", &x.language),
                ("source", &source),
                ("n", &locus),
            ],
        );
        marked(w, &pass.text, artefacts);
        end(w, "quote");
        if let Some(g) = &pass.gloss {
            leaf(
                w,
                "note",
                &[("type", "gloss"), ("xml:lang", "en"), ("resp", "#project")],
                g,
            );
        }
    }
    if let Some(o) = own.and_then(|r| r.omits.as_ref()) {
        leaf(w, "note", &[("type", "omission"), ("resp", "#project")], o);
    }
    if let Some(p) = p {
        if let Some(c) = &p.citation {
            if x.kind == WitnessKind::Program
                && let Some(q) = &c.quote
            {
                start(w, "quote", &[("type", "code"), ("source", &source)]);
                text(w, q);
                end(w, "quote");
            }
            let mut place = format!("{}, {}", c.source, c.section);
            for (k, v) in [("version", &c.version), ("line", &c.line)] {
                if let Some(v) = v {
                    place.push_str(&format!(", {k} {v}"));
                }
            }
            if x.kind == WitnessKind::Text
                && let Some(q) = &c.quote
            {
                place.push_str(&format!(": \"{q}\""));
            }
            leaf(w, "note", &[("type", "citation")], &place);
        }
        if let Some(n) = &p.note {
            leaf(w, "note", &[("type", "argument"), ("resp", "#project")], n);
        }
    }
    end(w, "rdg");
}

/// The `app` of rule point `id`: the witnesses with a variant, grouped by
/// value, then the texts without one that have sentences on it.
fn point_app(
    w: &mut W,
    app: &Apparatus,
    variants: &[Variant],
    (id, title, planned): (&str, &str, bool),
) {
    let mut attrs = vec![("xml:id", id), ("n", id)];
    if planned {
        attrs.push(("type", "planned"));
    }
    start(w, "app", &attrs);
    leaf(w, "note", &[("type", "title")], title);
    let entry = |x: &Witness| {
        variants
            .iter()
            .find(|v| v.id() == x.id)
            .and_then(|v| v.point_by_id(id))
            .filter(|_| !planned)
    };
    let mut groups: Vec<(String, Vec<(&Witness, &RulePoint)>)> = Vec::new();
    for x in &app.witnesses {
        if let Some(p) = entry(x) {
            let vid = value_id(p);
            match groups.iter_mut().find(|(g, _)| *g == vid) {
                Some((_, members)) => members.push((x, p)),
                None => groups.push((vid, vec![(x, p)])),
            }
        }
    }
    for (vid, members) in &groups {
        let grouped = members.len() > 1;
        if grouped {
            let gid = vid.replacen("val.", "", 1);
            let ana = format!("#{vid}");
            start(w, "rdgGrp", &[("xml:id", &gid), ("ana", &ana)]);
        }
        for (x, p) in members {
            reading(w, app, x, Some(p), id);
        }
        if grouped {
            end(w, "rdgGrp");
        }
    }
    let has_text = |x: &Witness| {
        app.points
            .get(id)
            .is_some_and(|p| p.readings.contains_key(&x.id))
    };
    for x in &app.witnesses {
        if entry(x).is_none() && has_text(x) {
            reading(w, app, x, None, id);
        }
    }
    end(w, "app");
}

/// The back matter: the project's values as `interp`s, one `interpGrp` per
/// rule point, and the list of translation artefacts.
fn back(w: &mut W, app: &Apparatus, variants: &[Variant]) {
    start(w, "back", &[]);
    start(w, "div", &[("type", "values")]);
    leaf(w, "head", &[], "The project's values of each rule point");
    for info in suffragetto_core::variant::RULE_POINTS {
        let gid = format!("values.{}", info.id);
        start(
            w,
            "interpGrp",
            &[("xml:id", &gid), ("type", "value"), ("n", info.id.as_str())],
        );
        let mut seen: Vec<String> = Vec::new();
        for p in variants.iter().map(|v| v.point(info.id)) {
            let vid = value_id(p);
            if !seen.contains(&vid) {
                leaf(
                    w,
                    "interp",
                    &[("xml:id", &vid), ("n", &p.value_text)],
                    &p.value_words(),
                );
                seen.push(vid);
            }
        }
        end(w, "interpGrp");
    }
    end(w, "div");
    let lang = app
        .witness(&app.artefacts.witness)
        .map_or("fr", |x| x.language.as_str());
    start(
        w,
        "div",
        &[("type", "translation-artefacts"), ("xml:lang", "en")],
    );
    leaf(w, "head", &[], "Translation artefacts");
    start(w, "list", &[]);
    for a in &app.artefacts.artefacts {
        let kind = format!("#artefact-{}", id_part(&a.kind));
        start(w, "item", &[("ana", &kind)]);
        start(w, "seg", &[("xml:lang", lang)]);
        marked(w, &a.sic, std::slice::from_ref(a));
        end(w, "seg");
        let exemplar = format!("#wit-{}", app.artefacts.exemplar);
        if let Some(e) = &a.exemplar {
            leaf(
                w,
                "note",
                &[("type", "exemplar"), ("corresp", &exemplar)],
                e,
            );
        }
        if let Some(e) = &a.english {
            leaf(
                w,
                "note",
                &[("type", "english"), ("corresp", "#wit-english")],
                e,
            );
        }
        leaf(w, "note", &[("type", "section")], &a.section);
        leaf(w, "note", &[("resp", "#project")], &a.note);
        end(w, "item");
    }
    end(w, "list");
    end(w, "div");
    end(w, "back");
}

/// The TEI P5 document of the apparatus and `variants` (one `rdg` per
/// witness that has a variant among them or sentences of its own).
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
        point_app(&mut w, app, variants, (id, title, passages.planned));
    }
    if !area.is_empty() {
        end(&mut w, "div");
    }
    end(&mut w, "body");
    back(&mut w, app, variants);
    end(&mut w, "text");
    end(&mut w, "TEI");
    let mut out = String::from_utf8(w.into_inner()).expect("UTF-8 in, UTF-8 out");
    out.push('\n');
    out
}
