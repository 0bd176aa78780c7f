//! Variant files: the built-ins, `extends`, and located errors for bad files.

use suffragetto_core::engine::Rules;
use suffragetto_core::variant::{self, RULE_POINTS, Status, load_str};

fn err(text: &str) -> variant::VariantError {
    match load_str("my.yaml", text, None) {
        Ok(v) => panic!("loaded {}", v.id()),
        Err(e) => e,
    }
}

#[test]
fn builtins_cite_every_stated_or_inferred_point() {
    for id in variant::builtin_ids() {
        let v = variant::load(id).unwrap();
        assert_eq!(v.points.len(), RULE_POINTS.len());
        for p in &v.points {
            if p.status != Status::Convention {
                let c = p
                    .citation
                    .as_ref()
                    .unwrap_or_else(|| panic!("{id} {}", p.id));
                assert!(!c.source.is_empty() && !c.section.is_empty());
            }
        }
        assert!(!v.meta.title.is_empty() && !v.meta.provenance.is_empty());
    }
    // The quotes themselves are checked against the stored passages in
    // tests/suite/apparatus.rs.
}

#[test]
fn the_documented_differences_are_encoded() {
    let get = |id: &str, point: &str| {
        variant::load(id)
            .unwrap()
            .point_by_id(point)
            .unwrap()
            .value_text
            .clone()
    };
    assert_eq!(get("german", "hop.over_forbidden"), "forbidden");
    assert_eq!(get("english", "hop.over_forbidden"), "allowed");
    assert_eq!(get("german", "exchange.consent"), "demand");
    assert_eq!(get("english", "exchange.consent"), "required");
    assert_eq!(get("french", "exchange.consent"), "required");
    assert_eq!(get("ludii", "capture.removal"), "immediate");
    assert_eq!(get("dagaz", "exchange.trigger"), "6");
    assert_eq!(get("dagaz", "exchange.consent"), "demand");
    assert_eq!(get("ludii", "setup.first_player"), "suffragettes");
    let english = variant::load("english").unwrap();
    let german = variant::load("german").unwrap();
    let ids: Vec<&str> = variant::diff(&english, &german)
        .iter()
        .map(|(a, _)| a.id.as_str())
        .collect();
    assert_eq!(
        ids,
        [
            "setup.first_player",
            "hop.straight_over_opponent",
            "hop.over_forbidden",
            "capture.in_buildings",
            "exchange.consent"
        ]
    );
    let french = variant::load("french").unwrap();
    assert!(variant::diff(&english, &french).is_empty());
    // Where the values agree, how each text knows them may not.
    let kinds = |a, b| {
        variant::differences(a, b)
            .iter()
            .map(|d| (d.a.id.as_str(), d.kind))
            .collect::<Vec<_>>()
    };
    use variant::DiffKind::{Status as S, Value as V};
    assert_eq!(
        kinds(&english, &german),
        [
            ("setup.pieces", S),
            ("setup.first_player", V),
            ("hop.over", S),
            ("hop.straight_over_opponent", V),
            ("hop.directions", S),
            ("hop.over_forbidden", V),
            ("capture.zone", S),
            ("capture.in_buildings", V),
            ("exchange.consent", V),
        ]
    );
    assert_eq!(
        kinds(&english, &french),
        [("setup.pieces", S), ("capture.small", S)]
    );
}

#[test]
fn a_user_variant_extends_a_builtin_and_changes_one_point() {
    let v = load_str(
        "house.yaml",
        "id: house\ntitle: House rules\nextends: english\nrules:\n  exchange.trigger:\n    value: 8\n    status: convention\n",
        None,
    )
    .unwrap();
    assert_eq!(v.values.exchange_trigger, 8);
    assert_eq!(
        v.point_by_id("exchange.trigger").unwrap().defined_in,
        "house"
    );
    assert_eq!(v.point_by_id("hop.chain").unwrap().defined_in, "english");
    assert_eq!(v.meta.language, "en");
    let r = Rules::new(v).unwrap();
    assert_eq!(r.start().legal_moves(&r).len(), 119);
}

#[test]
fn extends_files_relative_to_the_extending_file() {
    let dir = std::env::temp_dir().join(format!("suffragetto-extends-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(dir.join("a.yaml"), "id: a\ntitle: A\nextends: german\nrules:\n  capture.compulsory:\n    value: true\n    status: convention\n").unwrap();
    std::fs::write(dir.join("b.yaml"), "id: b\ntitle: B\nextends: a.yaml\n").unwrap();
    let b = variant::load(dir.join("b.yaml").to_str().unwrap()).unwrap();
    assert!(b.values.capture_compulsory);
    assert_eq!(
        b.point_by_id("hop.over_forbidden").unwrap().defined_in,
        "german"
    );
    // A cycle: a extends c, c extends a.
    std::fs::write(dir.join("a.yaml"), "id: a\ntitle: A\nextends: c.yaml\n").unwrap();
    std::fs::write(dir.join("c.yaml"), "id: c\ntitle: C\n\nextends: a.yaml\n").unwrap();
    let e = variant::load(dir.join("a.yaml").to_str().unwrap()).unwrap_err();
    assert!(e.message.contains("cycle"), "{e}");
    assert!(
        e.file.ends_with("c.yaml") && e.line == 4 && e.column == 1,
        "{e}"
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn unknown_rule_points_are_located_with_a_suggestion() {
    let e = err(
        "id: x\ntitle: X\nextends: english\nrules:\n  capture.smal:\n    value: all\n    status: convention\n",
    );
    assert_eq!((e.line, e.file.as_str()), (5, "my.yaml"), "{e}");
    assert!(e.message.contains("did you mean `capture.small`"), "{e}");
}

#[test]
fn unknown_keys_and_wrong_types_are_located() {
    let e = err("id: x\ntitle: X\nextends: english\ncolour: red\n");
    assert_eq!(e.line, 4, "{e}");
    assert!(e.message.contains("colour"), "{e}");
    let e = err(
        "id: x\ntitle: X\nextends: english\nrules:\n  exchange.trigger:\n    value: twelve\n    status: stated\n    citation: {source: s, section: t}\n",
    );
    assert_eq!(e.line, 6, "{e}");
    assert!(e.message.contains("exchange.trigger"), "{e}");
    let e = err(
        "id: x\ntitle: X\nextends: english\nrules:\n  step.directions:\n    value: sideways\n    status: convention\n",
    );
    assert_eq!(e.line, 6, "{e}");
    assert!(
        e.message.contains("sideways") && e.message.contains("orthogonal"),
        "{e}"
    );
    let e = err(
        "id: x\ntitle: X\nextends: english\nrules:\n  step.directions:\n    value: all\n    status: stated\n",
    );
    assert!(e.message.contains("no citation") && e.line == 5, "{e}");
    let e = err("id: x\ntitle: [unclosed\n");
    assert!(e.line >= 2, "{e}");
}

#[test]
fn contradictory_values_are_located() {
    let e = err(
        "id: x\ntitle: X\nextends: english\nrules:\n  hop.directions:\n    value: diagonal\n    status: convention\n",
    );
    assert!(e.message.contains("contradict hop.directions"), "{e}");
    // Located at the point to change, in the file that gives it.
    assert_eq!(e.file, "variants/english.yaml", "{e}");
    let e = err(
        "id: x\ntitle: X\nextends: english\nrules:\n  win.condition:\n    value: 7\n    status: convention\n",
    );
    assert_eq!((e.line, e.column), (5, 3), "{e}");
    assert!(e.message.contains("six squares"), "{e}");
    let e = err(
        "id: x\ntitle: X\nextends: english\nrules:\n  hop.chain:\n    value: single\n    status: convention\n",
    );
    assert!(e.message.contains("capture.multiple"), "{e}");
    let e =
        err("id: x\ntitle: X\nrules:\n  hop.chain:\n    value: single\n    status: convention\n");
    assert!(e.message.contains("has no value"), "{e}");
}

#[test]
fn a_bad_start_placement_is_an_error_of_the_variant() {
    let yaml = "id: x\ntitle: X\nextends: english\nrules:\n  setup.placement:\n    value: 17/17\n    status: convention\n";
    // A malformed board field is refused where the file gives it, with the
    // board field's own column.
    let e = load_str("my.yaml", yaml, None).unwrap_err();
    assert_eq!((e.file.as_str(), e.line), ("my.yaml", 6), "{e}");
    assert!(
        e.message.contains("2 ranks separated by `/`, expected 17"),
        "{e}"
    );
    // A well-formed field with a seventeenth small Suffragette is not a start.
    let yaml = yaml.replace("17/17", "17/17/17/6P3P6/4IPP3PPI4/2IPPPPPIPPPPPI2/17/17/17/17/17/2LSSSSSLSSSSSL2/4LSS3SSL4/6S3S6/17/17/4S12");
    let e = Rules::new(load_str("my.yaml", &yaml, None).unwrap()).unwrap_err();
    assert_eq!((e.file.as_str(), e.line), ("my.yaml", 5), "{e}");
    assert!(e.message.contains("make 17, but a side has only 16"), "{e}");
}

#[test]
fn a_user_file_may_not_take_a_builtin_id() {
    let e = variant::load_file(std::path::Path::new("/dev/null")).unwrap_err();
    assert!(!e.message.is_empty());
    let dir = std::env::temp_dir().join(format!("suffragetto-id-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let f = dir.join("mine.yaml");
    std::fs::write(&f, "id: german\ntitle: Mine\nextends: german\n").unwrap();
    let e = variant::load_file(&f).unwrap_err();
    assert!(
        e.message.contains("belongs to a built-in variant") && e.line == 1,
        "{e}"
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_strangers_variant_may_extend_only_built_in_ones_and_is_bounded() {
    let good = "id: visit\ntitle: Visit\nextends: german\nrules:\n  exchange.trigger:\n    value: 8\n    status: convention\n";
    let v = variant::load_untrusted("upload.yaml", good).unwrap();
    assert_eq!(v.values.exchange_trigger, 8);
    // A path is never followed, whether it exists or not.
    for base in ["/etc/passwd", "variants/english.yaml", "../x.yaml"] {
        let text = format!("id: visit\ntitle: Visit\nextends: {base}\nrules: {{}}\n");
        let e = variant::load_untrusted("upload.yaml", &text).unwrap_err();
        assert_eq!((e.line, e.column), (3, 1), "{e}");
        assert!(e.message.contains("only a built-in variant"), "{e}");
        assert!(!e.message.contains("root:"), "{e}");
    }
    let big = format!("{good}# {}\n", "x".repeat(variant::UNTRUSTED_LIMIT));
    let e = variant::load_untrusted("upload.yaml", &big).unwrap_err();
    assert!(e.message.contains("at most 65536"), "{e}");
}
