//! The scholarly apparatus (`sources/*.yaml`): it holds together, every
//! quote of the three text variants is in a stored passage (in every clone),
//! and every stored passage is in the full text when the texts are at hand.

use std::io::Write;
use suffragetto_apparatus::{self as apparatus, quotes};
use suffragetto_core::variant::{self, RULE_POINTS, Status, load_str};

const TEXTS: [&str; 3] = ["english", "german", "french"];

#[test]
fn the_apparatus_holds_together() {
    let app = apparatus::load().unwrap_or_else(|e| panic!("{e}"));
    let ids: Vec<&str> = app.witnesses.iter().map(|w| w.id.as_str()).collect();
    assert_eq!(
        ids,
        [
            "english",
            "german",
            "french",
            "ludii-text",
            "ludii",
            "dagaz"
        ]
    );
    let sigla: Vec<&str> = app.witnesses.iter().map(|w| w.siglum.as_str()).collect();
    assert_eq!(sigla, ["E", "D", "F", "S", "L", "Z"]);
    assert_eq!(app.texts().count(), 4);
    let rule_texts: Vec<&str> = app.rule_texts().map(|w| w.id.as_str()).collect();
    assert_eq!(rule_texts, TEXTS);
    let problems = app.check();
    assert!(problems.is_empty(), "{problems:#?}");
    // Every rule point of the engine has its parallel texts, and nothing else does.
    let mut ids: Vec<&str> = app.points.keys().map(|id| id.as_str()).collect();
    ids.sort();
    let mut engine: Vec<&str> = suffragetto_core::variant::RULE_POINTS
        .iter()
        .map(|p| p.id.as_str())
        .collect();
    engine.sort();
    assert_eq!(ids, engine);
    // The parallel texts follow the rule points' own order.
    let order: Vec<&str> = app.point_order().iter().map(|(id, ..)| *id).collect();
    let listed: Vec<&str> = RULE_POINTS.iter().map(|p| p.id.as_str()).collect();
    assert_eq!(order, listed);
    // The German article's silence on who begins is marked, with its one sentence.
    let first = &app.points["setup.first_player"].readings["german"];
    assert_eq!(
        first.omits.as_deref(),
        Some("The German article has no sentence on who begins.")
    );
    assert_eq!(
        first.passages[0].text,
        "Beide Seiten sind abwechselnd am Zug."
    );
    assert_eq!(
        first.passages[0].gloss.as_deref(),
        Some("Both sides have the move in turn.")
    );
}

#[test]
fn the_witnesses_keep_two_dates_and_their_relations() {
    let app = apparatus::load().unwrap();
    let w = |id: &str| app.witness(id).unwrap();
    assert_eq!(w("german").game_date.as_ref().unwrap().value, "Mai 1908");
    assert_eq!(w("german").witness_date.value, "1 September 2018 or later");
    assert_eq!(w("english").game_date.as_ref().unwrap().value, "circa 1909");
    assert_eq!(w("english").witness_date.value, "2015 or later");
    // Dagaz's years are the implementation's, not the game's.
    assert_eq!(w("dagaz").witness_date.value, "2018-09-09 to 2020-06-03");
    assert_eq!(w("ludii").game_date.as_ref().unwrap().value, "1909");
    assert!(w("ludii").todo.is_empty() && w("dagaz").todo.is_empty());
    // What is still to be recorded is listed where it is missing.
    assert!(w("english").todo[0].contains("address"));
    assert!(w("german").todo[0].contains("revision id"));
    assert!(w("ludii-text").todo[0].contains("SHA-256"));
    // Dates from a repository's history are not stated by the files.
    for id in ["ludii", "dagaz", "ludii-text"] {
        assert_eq!(
            w(id).witness_date.status,
            apparatus::DateStatus::Recorded,
            "{id}"
        );
    }
    // The programs' addresses: only what the file gives, apart from where
    // the project found it.
    assert_eq!(
        w("ludii").addresses,
        ["https://www.playsuffragetto.com/print"]
    );
    assert_eq!(w("ludii").found_at, ["https://github.com/Ludeme/Ludii"]);
    assert!(w("dagaz").addresses.is_empty());
    assert!(w("dagaz").game_date.is_none());
    assert!(w("german").what.contains("German Wikipedia"));
    assert_eq!(
        w("german").references,
        [
            "crawford2000",
            "gamesboard",
            "gatech2016",
            "bbc2018",
            "boardgamegeek"
        ]
    );
    let crawford = app.entry("crawford2000").unwrap();
    assert_eq!(
        (crawford.cited_pages.as_deref(), crawford.issued.as_deref()),
        (Some("235-236"), Some("2000"))
    );
    assert_eq!(w("english").references, ["suffrajitsu"]);
    // The stemma: the French translates Shelby's edition, whose English the
    // Ludii file's rules text preserves; both it and the online rules come
    // from one English text.
    let parent = |id: &str| {
        app.relations
            .iter()
            .find(|r| r.source.is_some() && r.witnesses.iter().any(|w| w == id))
            .and_then(|r| r.source.as_deref())
    };
    assert_eq!(parent("french"), Some("shelby-edition"));
    assert_eq!(parent("ludii-text"), Some("shelby-edition"));
    assert_eq!(parent("shelby-edition"), Some("common-english"));
    assert_eq!(parent("english"), Some("common-english"));
    assert_eq!(parent("german"), None);
    assert_eq!(app.siglum_of("shelby-edition"), Some("σ"));
    let summary = app
        .relations
        .iter()
        .find(|r| r.witnesses == ["german"])
        .unwrap();
    assert_eq!(summary.status, apparatus::DateStatus::Inferred);
    // The variants agree with the witness data on the game's date.
    for id in TEXTS {
        let v = variant::load(id).unwrap();
        assert_eq!(v.meta.game_date, w(id).game_date.as_ref().unwrap().value);
    }
}

#[test]
fn every_quote_of_the_text_variants_is_in_a_stored_passage() {
    let app = apparatus::load().unwrap();
    let mut quotes_checked = 0;
    for id in TEXTS {
        let v = variant::load(id).unwrap();
        let problems = app.check_variant_quotes(&v);
        assert!(problems.is_empty(), "{id}: {problems:#?}");
        let file = app.witness(id).unwrap().file.clone().unwrap();
        for p in &v.points {
            if let Some(c) = &p.citation {
                assert_eq!(c.source, file, "{id} {}", p.id);
                quotes_checked += usize::from(c.quote.is_some());
            }
            quotes_checked += p.note.as_deref().map_or(0, |n| quotes::quoted(n).len());
        }
    }
    // 96 citation quotes and 70 phrases quoted in notes (counted
    // independently, by a YAML reader and a regular expression).
    assert_eq!(quotes_checked, 166);
}

#[test]
fn a_quote_missing_from_the_passages_is_located() {
    let app = apparatus::load().unwrap();
    let yaml = "id: mine\ntitle: Mine\nextends: english\nrules:\n  exchange.trigger:\n    value: 12\n    status: stated\n    citation: {source: rules-en-online.txt, section: Exchanges, quote: \"each contain twelve or more\"}\n    note: The text says \"may insist\" and \"must insist\".\n  exchange.size:\n    value: 6\n    status: inferred\n    citation: {source: rules-en-online.txt, section: Winning, quote: \"an exchange of 6 or less pieces\"}\n";
    let v = load_str("mine.yaml", yaml, None).unwrap();
    let problems: Vec<String> = app
        .check_variant_quotes(&v)
        .iter()
        .map(|p| p.to_string())
        .collect();
    assert_eq!(
        problems,
        [
            "mine.yaml:5:3: exchange.trigger: quote \"each contain twelve or more\" is in no stored passage of rules-en-online.txt, Exchanges (sources/passages.yaml)",
            "mine.yaml:5:3: exchange.trigger: the note quotes \"must insist\", which is in no stored passage of rules-en-online.txt",
            "mine.yaml:10:3: exchange.size: quote \"an exchange of 6 or less pieces\" is in no stored passage of rules-en-online.txt, Winning (sources/passages.yaml)",
        ]
    );
}

/// Builds a stand-in for a witness's full text from its stored headings and
/// passages, each on its line.
fn rebuilt_text(app: &apparatus::Apparatus, id: &str) -> String {
    let w = app.witness(id).unwrap();
    let mut lines = vec![String::new(); w.lines.unwrap()];
    for s in &w.sections {
        if s.field {
            lines[s.line - 1] = format!("({} \"", s.name);
        } else if !s.opening {
            lines[s.line - 1] = s.name.clone();
        }
    }
    for (_, p) in app.passages_of(id) {
        let line = &mut lines[p.line - 1];
        if !quotes::occurs(&p.text, line) {
            line.push(' ');
            line.push_str(&p.text);
        }
    }
    lines.join("\n")
}

#[test]
fn the_full_text_check_finds_a_missing_or_misplaced_passage() {
    let app = apparatus::load().unwrap();
    for id in ["english", "german", "french", "ludii-text"] {
        let text = rebuilt_text(&app, id);
        let problems = app.check_full_text(id, &text);
        assert!(problems.is_empty(), "{id}: {problems:#?}");
    }
    let text = rebuilt_text(&app, "german");
    let cut = text.replace("Auch Springen ist in alle Richtungen erlaubt.", "");
    let problems = app.check_full_text("german", &cut);
    // Two points store the sentence: the directions of a hop and the
    // straight hop over an opponent.
    assert_eq!(problems.len(), 2, "{problems:#?}");
    assert!(
        problems[0].to_string().ends_with(
            "a passage of `hop.directions` is not on line 25 (section `Spielregeln`) of the full text of `german`"
        ),
        "{}",
        problems[0]
    );
    assert_eq!(problems[0].file, "sources/passages.yaml");
    let stored = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/sources/passages.yaml"
    ))
    .unwrap();
    let line = stored
        .lines()
        .position(|l| l.ends_with("text: Auch Springen ist in alle Richtungen erlaubt."))
        .unwrap();
    assert_eq!((problems[0].line, problems[0].column), (line + 1, 17));
    // The same sentence one line lower is no longer where the locus says.
    let mut lines: Vec<&str> = text.lines().collect();
    lines.insert(24, "");
    let problems = app.check_full_text("german", &lines.join("\n"));
    assert!(
        problems.iter().any(|p| p
            .message
            .contains("line 31 of the full text is not the start of section `Weblinks`")),
        "{problems:#?}"
    );
    assert!(
        problems
            .iter()
            .any(|p| p.message.contains("not on line 25"))
    );
    // A heading that is missing is reported at its section.
    let cut = text.replace("Geschichte\n", "\n");
    let problems = app.check_full_text("german", &cut);
    assert!(
        problems[0]
            .message
            .contains("line 7 of the full text is not the start of section `Geschichte`"),
        "{problems:#?}"
    );
    // A copy is checked by its SHA-256 and its number of lines.
    let problems = app.check_copy("german", text.as_bytes());
    assert_eq!(problems.len(), 1, "{problems:#?}");
    assert!(
        problems[0]
            .message
            .contains("the apparatus records 13fe2ff9"),
        "{}",
        problems[0]
    );
    let shorter = lines[..30].join("\n");
    assert!(
        app.check_copy("german", shorter.as_bytes())
            .iter()
            .any(|p| p
                .message
                .contains("the copy has 30 lines, the apparatus records 42"))
    );
}

#[test]
fn every_passage_has_its_line_and_every_text_its_hash() {
    let app = apparatus::load().unwrap();
    let mut passages = 0;
    for w in app.texts() {
        let n = w.lines.unwrap_or_else(|| panic!("{}: no line count", w.id));
        for (_, p) in app.passages_of(&w.id) {
            let range = w.section_lines(&p.section).unwrap();
            assert!(
                range.contains(&p.line) && p.line <= n,
                "{}: {}",
                w.id,
                p.text
            );
            passages += 1;
        }
        match &w.sha256 {
            Some(h) => assert_eq!(h.len(), 64, "{}", w.id),
            // A text without a hash says so among what is still to be recorded.
            None => assert!(w.todo.iter().any(|t| t.contains("SHA-256")), "{}", w.id),
        }
    }
    // 198 passages and 31 claims, counted by a YAML reader.
    assert_eq!(passages, 229);
    // A passage outside its section is found in every clone.
    let mut moved = app.clone();
    let reading = moved
        .points
        .get_mut("hop.directions")
        .unwrap()
        .readings
        .get_mut("german")
        .unwrap();
    reading.passages[0].line = 5;
    let problems = moved.check();
    assert_eq!(problems.len(), 1, "{problems:#?}");
    assert_eq!(
        problems[0].message,
        "`german`: line 5 is not in section `Spielregeln` (lines 17 to 30)"
    );
}

/// The three rule texts are not part of the repository (sources/README.md
/// says why and where they come from). With SUFFRAGETTO_SOURCE_TEXTS=DIR
/// naming a directory that holds them, every stored passage, claim, heading
/// and artefact is checked against them; without it the test says so on the
/// terminal (written past cargo's output capture), and fails when
/// SUFFRAGETTO_SOURCE_TEXTS=require.
#[test]
fn stored_passages_match_the_full_texts_when_present() {
    let app = apparatus::load().unwrap();
    let dir = std::env::var("SUFFRAGETTO_SOURCE_TEXTS").unwrap_or_default();
    if dir.is_empty() || dir == "require" {
        assert!(
            dir != "require",
            "SUFFRAGETTO_SOURCE_TEXTS=require, but it names no directory of the source texts"
        );
        let _ = writeln!(
            std::io::stderr(),
            "\n*** NOT CHECKED: the stored passages, lines and hashes against the full source texts \
             (set SUFFRAGETTO_SOURCE_TEXTS to the directory holding {}; sources/README.md) ***\n",
            app.rule_texts()
                .filter_map(|w| w.file.clone())
                .collect::<Vec<_>>()
                .join(", ")
        );
        return;
    }
    let mut checked = 0;
    for w in app.texts() {
        let file = w.file.as_deref().unwrap();
        let path = std::path::Path::new(&dir).join(file);
        // The three rule texts must be there; the Ludii file may be.
        if !w.variant && !path.exists() {
            let _ = writeln!(
                std::io::stderr(),
                "\n*** NOT CHECKED: {file} (not in {dir}) ***\n"
            );
            continue;
        }
        let bytes = std::fs::read(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        let problems = app.check_copy(&w.id, &bytes);
        assert!(problems.is_empty(), "{file}: {problems:#?}");
        let problems = app.check_full_text(&w.id, &String::from_utf8(bytes).unwrap());
        assert!(problems.is_empty(), "{file}: {problems:#?}");
        checked += app.passages_of(&w.id).count();
    }
    // The passages and claims of the three rule texts at least.
    assert!(checked >= 163, "only {checked} passages checked");
}

#[test]
fn the_changelog_leads_to_the_variants_as_they_are() {
    let app = apparatus::load().unwrap();
    let variants: Vec<_> = variant::builtin_ids()
        .map(|id| variant::load(id).unwrap())
        .collect();
    let problems = app.check_changelog(&variants);
    assert!(problems.is_empty(), "{problems:#?}");
    assert_eq!(app.changelog.current, app.changelog.versions[0].version);
    let latest = app.changelog.latest().unwrap();
    assert!(
        latest
            .changes
            .iter()
            .any(|c| c.variant == "german" && c.point == "hop.straight_over_opponent")
    );
    // A variant that no longer agrees with its last change is found.
    let mut changed = variants.clone();
    let german = changed.iter_mut().find(|v| v.id() == "german").unwrap();
    let p = german
        .points
        .iter_mut()
        .find(|p| p.id.as_str() == "hop.straight_over_opponent")
        .unwrap();
    p.status = Status::Inferred;
    let problems = app.check_changelog(&changed);
    assert_eq!(problems.len(), 1, "{problems:#?}");
    assert!(
        problems[0].message.contains(
            "german hop.straight_over_opponent: the changelog's last status is not the variant's"
        ),
        "{}",
        problems[0]
    );
}

#[test]
fn the_french_artefacts_rest_on_the_ludii_files_rules_text() {
    let app = apparatus::load().unwrap();
    let a = |sic: &str| {
        app.artefacts
            .artefacts
            .iter()
            .find(|a| a.sic == sic)
            .unwrap_or_else(|| panic!("{sic}"))
    };
    let justice = a("par la justice");
    assert_eq!(justice.cert, "high");
    assert_eq!(justice.exemplar.as_deref(), Some("through jiu jitsu"));
    assert!(justice.english.is_none());
    assert!(app.quote_found(
        "ludii-text",
        "Suffragettes may disable Police through jiu jitsu",
        Some("rules")
    ));
    // The missing colour is the exemplar's, not the translation's.
    assert_eq!(
        a("gros morceaux").exemplar.as_deref(),
        Some("the large pieces")
    );
    for sic in [
        "cases marquées House of Commons",
        "Gagnant",
        "désactiver",
        "qui sont arrêtés",
    ] {
        a(sic);
    }
    assert!(
        app.artefacts
            .artefacts
            .iter()
            .all(|x| app.artefacts.kinds.contains_key(&x.kind))
    );
    // Where the French departs from the online rules, S reads with it.
    for (s, f) in [
        (
            "but that square must be unoccupied",
            "mais cette case doit être inoccupée",
        ),
        ("on yellow squares", "sur les cases jaunes"),
        (
            "A Suffragette disables the Police",
            "Une suffragette désactive la police",
        ),
    ] {
        assert!(app.quote_found("ludii-text", s, None), "{s}");
        assert!(app.quote_found("french", f, None), "{f}");
        assert!(!app.quote_found("english", s, None), "{s}");
    }
}

#[test]
fn statuses_follow_the_audit() {
    let status = |id: &str, point: &str| {
        variant::load(id)
            .unwrap()
            .point_by_id(point)
            .unwrap()
            .status
    };
    for id in TEXTS {
        assert_eq!(status(id, "setup.placement"), Status::Board, "{id}");
        assert_eq!(status(id, "exchange.size"), Status::Inferred, "{id}");
    }
    assert_eq!(status("english", "exchange.consent"), Status::Contradictory);
    assert_eq!(status("french", "exchange.consent"), Status::Contradictory);
    assert_eq!(status("german", "exchange.consent"), Status::Inferred);
    assert_eq!(status("german", "setup.first_player"), Status::Convention);
    assert_eq!(status("german", "capture.zone"), Status::Inferred);
    assert_eq!(status("french", "capture.small"), Status::Inferred);
    let german = variant::load("german").unwrap();
    let first = german.point_by_id("setup.first_player").unwrap();
    assert_eq!(first.value_text, "unspecified");
    assert!(
        first
            .note
            .as_deref()
            .unwrap()
            .contains("does not say who begins")
    );
    let consent = german
        .point_by_id("exchange.consent")
        .unwrap()
        .note
        .clone()
        .unwrap();
    assert!(
        consent.starts_with("A weak inference, from silence."),
        "{consent}"
    );
    assert!(consent.contains("abridging summary"), "{consent}");
    let french = variant::load("french").unwrap();
    let inside = french.point_by_id("building.inside_move").unwrap();
    assert_eq!(
        inside.citation.as_ref().unwrap().quote.as_deref(),
        Some("peut se déplacer librement sur les cases représentant le bâtiment")
    );
    assert!(inside.note.as_deref().unwrap().contains("miss a turn"));
    let english = variant::load("english").unwrap();
    let hop = english
        .point_by_id("hop.over")
        .unwrap()
        .note
        .clone()
        .unwrap();
    assert!(hop.contains("\"Thus, one of the smaller pieces may hop over a Leader or Inspector simply to move about the board.\""));
    assert!(english.meta.editor.contains("inference"));
    assert!(german.meta.editor.contains("German Wikipedia"));
}
