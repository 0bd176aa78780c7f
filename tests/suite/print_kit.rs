//! The print kit measured: its size, fonts cut down to the characters used,
//! every PDF asking to print at 100 %, the print shop's board with bleed
//! and trim boxes, Letter pages read back from the files, counters with
//! their diameters on one Letter page, numbers and words in the kit's
//! language, tiles whose marks stay off the squares and whose glue strips
//! cannot be taken for a zone, and the rules in brief with conventions
//! marked, in every language, as PDF and as HTML.

use crate::diagram::texts;
use crate::render::temp_dir;
use lopdf::Object;
use std::path::Path;
use suffragetto_core::engine::Rules;
use suffragetto_core::variant::{RULE_POINTS, Status};
use suffragetto_render::model::Shape;
use suffragetto_render::summary::{Mark, html, summary};
use suffragetto_render::{BoardOptions, Lang, Paper, Theme, pieces_document, tiled_board_document};

const PT_PER_MM: f64 = 72.0 / 25.4;

fn kit(dir: &Path, extra: &[&str]) {
    let mut args = vec!["print-kit", "-o", dir.to_str().unwrap()];
    args.extend(extra);
    let out = crate::common::run(&args);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
}

fn pdfs(dir: &Path) -> Vec<(String, lopdf::Document)> {
    crate::common::files_in(dir)
        .into_iter()
        .filter(|n| n.ends_with(".pdf"))
        .map(|n| {
            let doc = lopdf::Document::load(dir.join(&n)).unwrap();
            (n, doc)
        })
        .collect()
}

/// A page box in mm: (x0, y0, x1, y1).
fn page_box(doc: &lopdf::Document, page: lopdf::ObjectId, key: &[u8]) -> Option<[f64; 4]> {
    let dict = doc.get_dictionary(page).unwrap();
    let arr = dict.get(key).ok()?.as_array().ok()?;
    let v: Vec<f64> = arr
        .iter()
        .map(|o| o.as_float().unwrap() as f64 / PT_PER_MM)
        .collect();
    Some([v[0], v[1], v[2], v[3]])
}

#[test]
fn the_kit_is_small_its_fonts_are_subsets_and_every_pdf_prints_at_100_percent() {
    let full_ttf = suffragetto_render::font::REGULAR_TTF.len();
    for (name, extra) in [
        ("colour", &[][..]),
        ("mono", &["--theme", "mono", "--lang", "de"][..]),
    ] {
        let dir = temp_dir(&format!("kit-{name}"));
        kit(&dir, extra);
        let total: u64 = crate::common::files_in(&dir)
            .iter()
            .map(|n| std::fs::metadata(dir.join(n)).unwrap().len())
            .sum();
        assert!(
            total < 1536 * 1024,
            "{name} kit is {total} bytes, over 1.5 MiB"
        );
        for (file, doc) in pdfs(&dir) {
            let catalog = doc.catalog().unwrap();
            let prefs = catalog
                .get(b"ViewerPreferences")
                .unwrap()
                .as_dict()
                .unwrap();
            assert_eq!(
                prefs.get(b"PrintScaling").unwrap().as_name().unwrap(),
                b"None",
                "{file}"
            );
            let mut fonts = 0;
            for object in doc.objects.values() {
                let Ok(dict) = object.as_dict() else { continue };
                if dict.get(b"Type").and_then(Object::as_name).ok() != Some(&b"FontDescriptor"[..])
                {
                    continue;
                }
                fonts += 1;
                let name = dict.get(b"FontName").unwrap().as_name().unwrap();
                assert_eq!(name[6], b'+', "{file}: {}", String::from_utf8_lossy(name));
                let id = dict.get(b"FontFile2").unwrap().as_reference().unwrap();
                let stream = doc.get_object(id).unwrap().as_stream().unwrap();
                let bytes = stream
                    .decompressed_content()
                    .unwrap_or_else(|_| stream.content.clone());
                assert!(
                    bytes.len() * 10 < full_ttf,
                    "{file}: embedded font of {} bytes is not a subset of {full_ttf}",
                    bytes.len()
                );
            }
            assert!(fonts >= 1, "{file} embeds no font");
        }
        std::fs::remove_dir_all(&dir).unwrap();
    }
}

#[test]
fn the_print_shop_board_has_3_mm_bleed_inside_its_page_and_a_trim_on_the_board() {
    let dir = temp_dir("kit-boxes");
    kit(&dir, &[]);
    let doc = lopdf::Document::load(dir.join("board-full.pdf")).unwrap();
    let page = *doc.get_pages().values().next().unwrap();
    let media = page_box(&doc, page, b"MediaBox").unwrap();
    let trim = page_box(&doc, page, b"TrimBox").unwrap();
    let bleed = page_box(&doc, page, b"BleedBox").unwrap();
    for (a, b) in [(trim[2] - trim[0], 457.2), (trim[3] - trim[1], 457.2)] {
        assert!((a - b).abs() < 0.05, "trim {trim:?}");
    }
    for i in 0..2 {
        assert!(
            (trim[i] - bleed[i] - 3.0).abs() < 0.05,
            "{bleed:?} {trim:?}"
        );
        assert!(
            (bleed[i + 2] - trim[i + 2] - 3.0).abs() < 0.05,
            "{bleed:?} {trim:?}"
        );
        assert!(
            media[i] < bleed[i] - 5.0 && media[i + 2] > bleed[i + 2] + 5.0,
            "{media:?}"
        );
    }
    // The tiled sheets are trimmed at their edges.
    let tiled = lopdf::Document::load(dir.join("board-a4.pdf")).unwrap();
    let p = *tiled.get_pages().values().next().unwrap();
    assert_eq!(
        page_box(&tiled, p, b"TrimBox"),
        page_box(&tiled, p, b"MediaBox")
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn letter_pages_read_back_from_the_kit_and_counters_fit_one() {
    let dir = temp_dir("kit-letter");
    kit(&dir, &[]);
    let (w, h) = (8.5 * 25.4, 11.0 * 25.4);
    for (file, pages) in [
        ("board-letter.pdf", 7),
        ("pieces-letter.pdf", 1),
        ("rules-letter.pdf", 1),
    ] {
        let doc = lopdf::Document::load(dir.join(file)).unwrap();
        let ids: Vec<_> = doc.get_pages().values().copied().collect();
        assert_eq!(ids.len(), pages, "{file}");
        for id in ids {
            let m = page_box(&doc, id, b"MediaBox").unwrap();
            let (pw, ph) = (m[2] - m[0], m[3] - m[1]);
            let portrait = (pw - w).abs() < 0.1 && (ph - h).abs() < 0.1;
            let landscape = (pw - h).abs() < 0.1 && (ph - w).abs() < 0.1;
            assert!(portrait || landscape, "{file}: {pw} x {ph} mm");
        }
    }
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn counters_print_their_diameters_spares_and_backs_in_the_kit_language() {
    let rules = Rules::load("english").unwrap();
    let mut opts = BoardOptions::new(&rules).unwrap();
    opts.lang = Lang::De;
    let doc = pieces_document(&opts, Paper::Letter).unwrap();
    assert_eq!(doc.pages.len(), 1);
    let t = texts(&doc);
    let q = opts.square();
    let small = suffragetto_render::pieces::diameter(
        suffragetto_core::piece::Piece::from_letter('S').unwrap(),
        q,
    );
    assert!((small - 18.5).abs() < 0.1, "{small}");
    for want in [
        "16 Suffragetten · Ø 18,5\u{a0}mm",
        "5 Anführerinnen · Ø 23,1\u{a0}mm",
        "5 Inspektoren · Ø 23,1\u{a0}mm",
    ] {
        assert!(t.iter().any(|x| x == want), "{want} not in {t:?}");
    }
    assert!(
        !t.iter()
            .any(|x| x.contains("english") || x.contains("18.5")),
        "{t:?}"
    );
    assert!(doc.title.contains("Spielsteine") && !doc.title.contains("english"));
    opts.spares = 2;
    opts.counter_backs = true;
    let doc = pieces_document(&opts, Paper::A4).unwrap();
    let t = texts(&doc);
    let letters = |c: &str| t.iter().filter(|x| *x == c).count();
    // Spares: 18 and 7 of each kind; backs: each printed twice.
    assert_eq!(
        (letters("S"), letters("L"), letters("P"), letters("I")),
        (36, 14, 36, 14)
    );
    assert!(
        t.iter()
            .any(|x| x == "16 Suffragetten + 2 Ersatzsteine · Ø 18,5\u{a0}mm")
    );
}

#[test]
fn tiles_keep_their_marks_off_the_squares_and_glue_unlike_any_zone() {
    let rules = Rules::load("english").unwrap();
    let mut opts = BoardOptions::new(&rules).unwrap();
    opts.theme = Theme::Mono;
    opts.lang = Lang::De;
    for paper in [Paper::A4, Paper::Letter] {
        let plan = suffragetto_render::tile_pages::plan(&opts, paper, 10.0).unwrap();
        let doc = tiled_board_document(&opts, paper, 10.0).unwrap();
        assert!(
            texts(&doc)[0].contains("457,2 × 457,2 mm"),
            "{:?}",
            texts(&doc)[0]
        );
        let cols = plan.cols.windows.len();
        let mut marks = 0;
        for (i, page) in doc.pages[1..].iter().enumerate() {
            let (bx, by, _, _) = plan.window(i / cols, i % cols);
            // The squares on this sheet: the board shifted to the sheet.
            let (ox, oy) = (10.0 - bx, 16.0 - by);
            let (x0, y0) = (ox + opts.margin, oy + opts.margin);
            let edge = 17.0 * opts.square();
            let mut zone_hatch = Vec::new();
            let mut glue_hatch = Vec::new();
            for s in &page.shapes {
                match s {
                    Shape::Circle(x, y, r, st) if (*r - 2.2).abs() < 1e-9 => {
                        // Each mark: a black circle over a white one.
                        marks +=
                            st.stroke.as_ref().is_some_and(|k| {
                                k.colour != suffragetto_render::model::Colour::WHITE
                            }) as usize;
                        let inside_x = *x > x0 - r && *x < x0 + edge + r;
                        let inside_y = *y > y0 - r && *y < y0 + edge + r;
                        assert!(
                            !(inside_x && inside_y),
                            "{paper} sheet {i}: mark at {x},{y} on the squares"
                        );
                        assert!(st.stroke.is_some());
                    }
                    Shape::Hatch { angle, stroke, .. } => glue_hatch.push((*angle, stroke.dash)),
                    Shape::Group { shapes, .. } => {
                        for s in shapes {
                            if let Shape::Hatch { angle, stroke, .. } = s {
                                zone_hatch.push((*angle, stroke.dash));
                            }
                        }
                    }
                    _ => {}
                }
            }
            for g in &glue_hatch {
                assert!(
                    g.1.is_some() && !zone_hatch.contains(g),
                    "{g:?} vs {zone_hatch:?}"
                );
            }
            for z in &zone_hatch {
                assert!(z.1.is_none(), "zones are hatched with solid lines");
            }
        }
        assert!(marks >= 8, "{paper}: only {marks} registration marks");
    }
}

#[test]
fn the_summary_says_every_rule_point_and_marks_each_convention() {
    let covered = suffragetto_render::summary::covered_points();
    let unsaid: Vec<_> = RULE_POINTS
        .iter()
        .map(|p| p.id)
        .filter(|id| !covered.contains(id))
        .collect();
    assert!(
        unsaid.is_empty(),
        "rule points the summary does not state: {unsaid:?}"
    );
    for id in suffragetto_core::variant::builtin_ids() {
        let rules = Rules::load(id).unwrap();
        for lang in Lang::ALL {
            let s = summary(&rules, lang, Theme::Colour);
            let mut marked = 0;
            for t in s.sections.iter().flat_map(|x| &x.sentences) {
                let statuses: Vec<Status> = t
                    .points
                    .iter()
                    .map(|&p| rules.variant().point(p).status)
                    .collect();
                let want = if statuses.contains(&Status::Convention) {
                    Some(Mark::Convention)
                } else if statuses
                    .iter()
                    .any(|s| matches!(s, Status::Inferred | Status::Contradictory | Status::Board))
                {
                    Some(Mark::Reading)
                } else {
                    None
                };
                assert_eq!(t.mark, want, "{id} {lang}: {}", t.text);
                marked += t.mark.is_some() as usize;
            }
            assert!(marked > 0, "{id} {lang}");
            assert_eq!(s.marks.is_empty(), marked == 0);
        }
    }
}

#[test]
fn the_summary_follows_the_values_and_the_theme_and_invents_no_terms() {
    let english = Rules::load("english").unwrap();
    let dagaz = Rules::load("dagaz").unwrap();
    let sentence = |r: &Rules, lang, theme, point: &str| {
        let point = suffragetto_core::variant::PointId::parse(point).unwrap();
        summary(r, lang, theme)
            .sections
            .iter()
            .flat_map(|s| s.sentences.clone())
            .find(|t| t.points.contains(&point))
            .unwrap()
            .text
    };
    assert!(
        sentence(&english, Lang::En, Theme::Colour, "exchange.trigger")
            .contains("at least 12 pieces")
    );
    assert!(
        sentence(&dagaz, Lang::En, Theme::Colour, "exchange.trigger").contains("at least 6 pieces")
    );
    assert_eq!(
        sentence(&english, Lang::En, Theme::Colour, "setup.first_player"),
        "A coin toss decides who begins."
    );
    assert_eq!(
        sentence(&dagaz, Lang::De, Theme::Colour, "setup.first_player"),
        "Die Suffragetten beginnen."
    );
    assert!(sentence(&english, Lang::En, Theme::Colour, "capture.zone").contains("pink"));
    let mono = sentence(&english, Lang::En, Theme::Mono, "capture.zone");
    assert!(mono.contains("grey") && !mono.contains("pink"), "{mono}");
    // A variant whose source does not say who begins.
    let silent = suffragetto_core::variant::load_str(
        "silent.yaml",
        "id: silent\ntitle: Silent\nextends: german\nrules:\n  setup.first_player: {value: unspecified, status: convention}\n",
        None,
    )
    .unwrap();
    let silent = Rules::new(silent).unwrap();
    let first = sentence(&silent, Lang::De, Theme::Colour, "setup.first_player");
    assert_eq!(
        first,
        "Die Quelle sagt nicht, wer beginnt: Vereinbaren Sie es vor dem Spiel."
    );
    for lang in Lang::ALL {
        for r in [&english, &silent] {
            let all: String = summary(r, lang, Theme::Colour)
                .sections
                .iter()
                .flat_map(|s| s.sentences.iter().map(|t| t.text.clone()))
                .collect();
            for word in [
                "Unterhaus",
                "Los entscheidet",
                "Meneuses",
                "Agents de police",
                "injuries",
                "Verletzen",
                "blessures",
            ] {
                assert!(!all.contains(word), "{lang}: `{word}`");
            }
        }
    }
}

#[test]
fn the_summary_as_html_has_its_sections_marks_and_escaping() {
    let rules = Rules::load("english").unwrap();
    let s = summary(&rules, Lang::En, Theme::Colour);
    let h = html(&s);
    assert!(h.starts_with(
        "<article class=\"rules-summary\" lang=\"en\">\n<h1>Suffragetto — the rules in brief</h1>"
    ));
    assert_eq!(h.matches("<section>").count(), s.sections.len());
    let marked = s
        .sections
        .iter()
        .flat_map(|x| &x.sentences)
        .filter(|t| t.mark.is_some())
        .count();
    assert_eq!(h.matches("<sup class=\"mark\"").count(), marked);
    assert!(h.contains("Taking is never compulsory.<sup class=\"mark\" title=\"† Not in the source: the text is silent, and this is the project's choice.\">†</sup>"), "{h}");
    assert!(h.contains("<footer>\n<p>† Not in the source"));
    // A title from a user's variant file is text, never markup.
    let odd = suffragetto_core::variant::load_str(
        "odd.yaml",
        "id: odd\ntitle: Tom & Jerry <b>rules</b>\nextends: english\nrules: {}\n",
        None,
    )
    .unwrap();
    let h = html(&summary(&Rules::new(odd).unwrap(), Lang::Fr, Theme::Mono));
    assert!(
        h.contains("«\u{a0}Tom &amp; Jerry &lt;b&gt;rules&lt;/b&gt;\u{a0}»"),
        "{h}"
    );
    assert!(!h.contains("<b>"));
}

/// The summary names the variant it follows as readers of its language
/// know it: a built-in by its name in the catalogue, not by the English
/// title of its file.
#[test]
fn the_summary_names_a_built_in_variant_in_the_readers_language() {
    for id in suffragetto_core::variant::builtin_ids() {
        let rules = Rules::load(id).unwrap();
        for lang in Lang::ALL {
            let name = suffragetto_core::lang::variant_name(lang, id).unwrap();
            let s = summary(&rules, lang, Theme::Colour);
            assert!(s.after.contains(name), "{id} {lang}: {}", s.after);
        }
    }
    let s = summary(&Rules::load("german").unwrap(), Lang::De, Theme::Colour);
    assert!(!s.after.contains("Wikipedia article"), "{}", s.after);
}
