//! The printable board and pieces: exact sizes read back from the PDF, tile
//! counts, byte-identical output, SVG and PNG that parse and render, PDFs
//! that `qpdf` accepts and `pdftoppm` renders, and clear errors.

use crate::common::files_in;
use crate::pdf_tools::{pdftoppm, qpdf_check};
use lopdf::content::Content;
use std::path::PathBuf;
use std::process::Output;
use suffragetto_core::engine::Rules;
use suffragetto_render::{
    BoardOptions, Document, Format, GRID_TAG, Lang, Paper, Theme, board_document, encode,
    pieces_document, rules_document, tiled_board_document,
};

const PT_PER_MM: f64 = 72.0 / 25.4;

fn options(variant: &str) -> BoardOptions {
    BoardOptions::new(&Rules::load(variant).unwrap()).unwrap()
}

fn pdf(doc: &Document) -> Vec<u8> {
    encode(doc, Format::Pdf).unwrap()
}

/// Page sizes in mm, from each page's MediaBox.
fn page_sizes(bytes: &[u8]) -> Vec<(f64, f64)> {
    let doc = lopdf::Document::load_mem(bytes).unwrap();
    doc.get_pages()
        .values()
        .map(|&id| {
            let page = doc.get_dictionary(id).unwrap();
            let mb = page.get(b"MediaBox").unwrap().as_array().unwrap();
            let v: Vec<f64> = mb.iter().map(|o| o.as_float().unwrap() as f64).collect();
            ((v[2] - v[0]) / PT_PER_MM, (v[3] - v[1]) / PT_PER_MM)
        })
        .collect()
}

/// The bounding box (x0, y0, x1, y1, in mm from the page's bottom left) of
/// the path points inside the marked-content section `tag` of page 1.
fn tagged_bbox(bytes: &[u8], tag: &str) -> (f64, f64, f64, f64) {
    let doc = lopdf::Document::load_mem(bytes).unwrap();
    let page = *doc.get_pages().values().next().unwrap();
    let content = Content::decode(&doc.get_page_content(page)).unwrap();
    let mut inside = false;
    let mut pts = Vec::new();
    for op in &content.operations {
        match op.operator.as_str() {
            "BMC" => inside = op.operands[0].as_name().unwrap() == tag.as_bytes(),
            "EMC" => inside = false,
            "m" | "l" if inside => {
                let x = op.operands[0].as_float().unwrap() as f64 / PT_PER_MM;
                let y = op.operands[1].as_float().unwrap() as f64 / PT_PER_MM;
                pts.push((x, y));
            }
            _ => {}
        }
    }
    assert!(!pts.is_empty(), "no marked content `{tag}`");
    let x0 = pts.iter().map(|p| p.0).fold(f64::INFINITY, f64::min);
    let x1 = pts.iter().map(|p| p.0).fold(f64::NEG_INFINITY, f64::max);
    let y0 = pts.iter().map(|p| p.1).fold(f64::INFINITY, f64::min);
    let y1 = pts.iter().map(|p| p.1).fold(f64::NEG_INFINITY, f64::max);
    (x0, y0, x1, y1)
}

/// The contents of every `<text>` element of an SVG, trimmed and unescaped.
fn svg_texts(svg: &str) -> Vec<String> {
    svg.split("<text")
        .skip(1)
        .filter_map(|t| {
            let start = t.find('>')? + 1;
            let end = t.find("</text>")?;
            Some(t[start..end].trim().replace("&amp;", "&"))
        })
        .collect()
}

fn close(a: f64, b: f64, what: &str) {
    assert!((a - b).abs() < 0.1, "{what}: {a} mm, expected {b} mm");
}

#[test]
fn full_size_pdf_is_exact_to_a_tenth_of_a_millimetre() {
    for (size, margin) in [(457.2, 10.0), (400.0, 15.0), (300.0, 0.0)] {
        let mut opts = options("english");
        opts.size = size;
        opts.margin = margin;
        let bytes = pdf(&board_document(&opts));
        let pages = page_sizes(&bytes);
        assert_eq!(pages.len(), 1);
        close(pages[0].0, size, "page width");
        close(pages[0].1, size, "page height");
        let (x0, y0, x1, y1) = tagged_bbox(&bytes, GRID_TAG);
        let grid = size - 2.0 * margin;
        close(x1 - x0, grid, "grid width");
        close(y1 - y0, grid, "grid height");
        close(x0, margin, "grid left");
        close(y0, margin, "grid bottom");
        close((x1 - x0) / 17.0, opts.square(), "square");
    }
}

#[test]
fn default_square_is_about_26_mm() {
    let opts = options("english");
    close(opts.size, 457.2, "18 inches");
    assert!((25.0..27.0).contains(&opts.square()));
}

#[test]
fn tiles_per_paper() {
    let opts = options("english");
    for (paper, sheets, size) in [
        (Paper::A4, 6, (210.0, 297.0)),
        (Paper::Letter, 6, (215.9, 279.4)),
        (Paper::A3, 4, (297.0, 420.0)),
    ] {
        let doc = tiled_board_document(&opts, paper, 10.0).unwrap();
        assert_eq!(
            doc.pages.len(),
            sheets + 1,
            "{paper}: assembly page + sheets"
        );
        let sizes = page_sizes(&pdf(&doc));
        assert_eq!(sizes.len(), sheets + 1);
        close(sizes[0].0, size.0, "assembly page width");
        close(sizes[0].1, size.1, "assembly page height");
        for &(w, h) in &sizes[1..] {
            let portrait = (w - size.0).abs() < 0.1 && (h - size.1).abs() < 0.1;
            let landscape = (w - size.1).abs() < 0.1 && (h - size.0).abs() < 0.1;
            assert!(portrait || landscape, "{paper}: sheet {w} x {h}");
        }
    }
}

#[test]
fn tiles_cover_the_board_with_seams_on_square_boundaries() {
    let opts = options("english");
    let grid: Vec<f64> = suffragetto_render::tile_pages::grid_lines(&opts);
    for paper in [Paper::A4, Paper::Letter, Paper::A3] {
        let plan = suffragetto_render::tile_pages::plan(&opts, paper, 10.0).unwrap();
        for split in [&plan.cols, &plan.rows] {
            assert!(split.on_grid, "{paper}");
            assert_eq!(split.windows.first().unwrap().0, 0.0);
            assert_eq!(split.windows.last().unwrap().1, opts.size);
            for (i, seam) in split.seams.iter().enumerate() {
                assert!(grid.iter().any(|g| (g - seam).abs() < 1e-9));
                // The glue strip: the window ends one overlap past the seam
                // and the next one starts on it.
                close(split.windows[i].1, seam + 10.0, "overlap");
                close(split.windows[i + 1].0, *seam, "next window");
            }
        }
    }
}

#[test]
fn output_is_byte_identical_across_runs() {
    let mut opts = options("english");
    opts.coordinates = true;
    let board = board_document(&opts);
    let tiled = tiled_board_document(&opts, Paper::A4, 10.0).unwrap();
    let pieces = pieces_document(&opts, Paper::A4).unwrap();
    for doc in [&board, &tiled, &pieces] {
        assert_eq!(pdf(doc), pdf(doc), "{}", doc.title);
    }
    assert_eq!(
        encode(&board, Format::Svg).unwrap(),
        encode(&board, Format::Svg).unwrap()
    );
    let bytes = pdf(&board);
    let text = String::from_utf8_lossy(&bytes);
    assert!(!text.contains("/CreationDate") && !text.contains("/ID"));
}

#[test]
fn every_word_is_on_the_board_in_every_language() {
    let words: [(Lang, &[&str]); 3] = [
        (
            Lang::En,
            &[
                "PRISON",
                "PRISON YARD",
                "HOSPITAL",
                "HOSPITAL GROUNDS",
                "House of",
                "Commons",
                "Albert Hall",
                "THE ARENA",
            ],
        ),
        (
            Lang::De,
            &[
                "GEFÄNGNIS",
                "GEFÄNGNISHOF",
                "KRANKENHAUS",
                "KRANKENHAUSGELÄNDE",
                "House of",
                "Commons",
                "Albert Hall",
                "ARENA",
            ],
        ),
        (
            Lang::Fr,
            &[
                "PRISON",
                "COUR DE LA PRISON",
                "HÔPITAL",
                "TERRAIN DE L’HÔPITAL",
                // As the French text names it: « la Chambre des communes ».
                "Chambre des",
                "communes",
                "Albert Hall",
                "L’ARÈNE",
            ],
        ),
    ];
    for (lang, expected) in words {
        for theme in [Theme::Colour, Theme::Mono] {
            let mut opts = options("english");
            opts.lang = lang;
            opts.theme = theme;
            let svg =
                String::from_utf8(encode(&board_document(&opts), Format::Svg).unwrap()).unwrap();
            let texts = svg_texts(&svg);
            for w in expected {
                let w = w.replace("&apos;", "'");
                assert!(texts.contains(&w), "{lang} {theme}: {w} not in {texts:?}");
            }
        }
    }
}

#[test]
fn start_marks_sit_on_the_21_start_squares_of_each_side() {
    let opts = options("english");
    let svg = String::from_utf8(encode(&board_document(&opts), Format::Svg).unwrap()).unwrap();
    let texts = svg_texts(&svg);
    let count = |texts: &[String], w: &str| texts.iter().filter(|t| *t == w).count();
    // Each start square marked with the letter of its counter (16 S and 5
    // L, 16 P and 5 I), and the key in the frame, once at each side, with
    // one mark of each kind and its name.
    for (letter, on_board) in [("S", 16), ("L", 5), ("P", 16), ("I", 5)] {
        assert_eq!(count(&texts, letter), on_board + 2, "{letter}");
    }
    assert_eq!(count(&texts, "Start squares:"), 2);
    for name in ["Suffragette", "Leader", "Police constable", "Inspector"] {
        assert_eq!(count(&texts, name), 2, "{name}");
    }
    // With coordinates in the frame, as the book shows the board, no key.
    let mut framed = opts.clone();
    framed.coordinates = true;
    let svg = String::from_utf8(encode(&board_document(&framed), Format::Svg).unwrap()).unwrap();
    let texts = svg_texts(&svg);
    assert_eq!(count(&texts, "S") + count(&texts, "L"), 21);
    assert_eq!(count(&texts, "P") + count(&texts, "I"), 21);
    assert_eq!(count(&texts, "Start squares:"), 0);
    let mut none = opts.clone();
    none.start_marks = false;
    let svg = String::from_utf8(encode(&board_document(&none), Format::Svg).unwrap()).unwrap();
    assert!(!svg_texts(&svg).iter().any(|t| t == "S"));
    // The ASCII board in <desc> shows the marks where board.md has them.
    let desc = suffragetto_render::board::board_description(&opts);
    let rank6 = desc
        .lines()
        .find(|l| l.trim_start().starts_with("6 "))
        .unwrap();
    assert_eq!(rank6.trim(), "6  # y L S S S S S L S S S S S L . +");
}

#[test]
fn svg_parses_with_usvg_and_png_renders() {
    for variant in ["english", "german", "ludii"] {
        let mut opts = options(variant);
        opts.coordinates = true;
        let doc = board_document(&opts);
        let svg = String::from_utf8(encode(&doc, Format::Svg).unwrap()).unwrap();
        let tree = suffragetto_render::png_out::parse_svg(&svg).unwrap();
        let size = tree.size();
        // 457.2 mm at 96 CSS pixels per inch.
        assert!((size.width() as f64 - 457.2 / 25.4 * 96.0).abs() < 0.5);
        let png = encode(&doc, Format::Png).unwrap();
        assert_eq!(&png[1..4], b"PNG");
        let width = u32::from_be_bytes(png[16..20].try_into().unwrap());
        assert_eq!(width, 1800, "18 inches at 100 dpi");
    }
}

#[test]
fn pieces_are_42_counters_large_ones_larger() {
    use suffragetto_render::model::Shape;
    for paper in [Paper::A4, Paper::Letter, Paper::Full] {
        let opts = options("english");
        let doc = pieces_document(&opts, paper).unwrap();
        let mut letters = std::collections::BTreeMap::new();
        for page in &doc.pages {
            for s in &page.shapes {
                if let Shape::Text(t) = s
                    && t.content.len() == 1
                {
                    *letters.entry(t.content.clone()).or_insert(0) += 1;
                }
            }
        }
        let counts: Vec<(String, i32)> = letters.into_iter().collect();
        assert_eq!(
            counts,
            [
                ("I".into(), 5),
                ("L".into(), 5),
                ("P".into(), 16),
                ("S".into(), 16)
            ],
            "{paper}"
        );
    }
    let q = options("english").square();
    use suffragetto_core::piece::Piece;
    let small = suffragetto_render::pieces::diameter(Piece::from_letter('S').unwrap(), q);
    let large = suffragetto_render::pieces::diameter(Piece::from_letter('L').unwrap(), q);
    assert!(large > small * 1.2 && large < q);
}

#[test]
fn rules_summaries_fit_one_page_of_either_paper_in_every_variant_language_and_theme() {
    for variant in suffragetto_core::variant::builtin_ids() {
        let rules = Rules::load(variant).unwrap();
        for theme in [Theme::Colour, Theme::Mono] {
            let mut opts = BoardOptions::new(&rules).unwrap();
            opts.theme = theme;
            for lang in Lang::ALL {
                for (paper, size) in [(Paper::A4, (210.0, 297.0)), (Paper::Letter, (215.9, 279.4))]
                {
                    let doc = rules_document(&rules, &opts, lang, paper).unwrap();
                    assert_eq!(doc.pages.len(), 1, "{variant} {lang} {paper}");
                    // The zone map and the two engine-made diagrams.
                    let figures = doc.pages[0]
                        .shapes
                        .iter()
                        .filter(|s| matches!(s, suffragetto_render::model::Shape::Group { .. }))
                        .count();
                    assert_eq!(figures, 3, "{variant} {lang} {paper}");
                    let sizes = page_sizes(&pdf(&doc));
                    close(sizes[0].0, size.0, "rules page width");
                    close(sizes[0].1, size.1, "rules page height");
                }
            }
        }
    }
}

#[test]
fn one_page_formats_refuse_several_pages() {
    let opts = options("english");
    let tiled = tiled_board_document(&opts, Paper::A4, 10.0).unwrap();
    assert!(encode(&tiled, Format::Svg).is_err());
    assert!(encode(&tiled, Format::Png).is_err());
}

// ---- External tools -------------------------------------------------------

pub fn temp_dir(name: &str) -> PathBuf {
    let dir =
        std::env::temp_dir().join(format!("suffragetto-render-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

#[test]
fn pdfs_pass_qpdf_check_and_render_with_pdftoppm() {
    let dir = temp_dir("tools");
    let rules = Rules::load("german").unwrap();
    let mut opts = BoardOptions::new(&rules).unwrap();
    opts.theme = Theme::Mono;
    opts.lang = Lang::De;
    opts.counter_backs = true;
    let docs = [
        ("board.pdf", suffragetto_render::print_board_document(&opts)),
        (
            "tiled.pdf",
            tiled_board_document(&opts, Paper::Letter, 10.0).unwrap(),
        ),
        ("pieces.pdf", pieces_document(&opts, Paper::A4).unwrap()),
        (
            "rules.pdf",
            rules_document(&rules, &opts, Lang::Fr, Paper::Letter).unwrap(),
        ),
    ];
    for (name, doc) in &docs {
        let path = dir.join(name);
        std::fs::write(&path, pdf(doc)).unwrap();
        qpdf_check(&path, name);
        let prefix = dir.join(name.replace(".pdf", ""));
        let n = pdftoppm(&path, &prefix, 20, (1, 2), name);
        assert!(n == 0 || n == doc.pages.len().min(2), "{name}: {n} images");
    }
    std::fs::remove_dir_all(&dir).unwrap();
}

// ---- The command line -----------------------------------------------------

fn run(args: &[&str]) -> Output {
    crate::common::run(args)
}

#[test]
fn cli_writes_board_pieces_in_every_format() {
    let dir = temp_dir("cli");
    for (cmd, file, extra) in [
        ("board", "b.svg", vec!["--coordinates", "--lang", "fr"]),
        ("board", "b.png", vec!["--size", "30cm", "--theme", "mono"]),
        ("board", "b.pdf", vec!["--size", "18in", "--no-start-marks"]),
        ("board", "t.pdf", vec!["--paper", "a3", "--overlap", "15mm"]),
        ("pieces", "p.pdf", vec!["--variant", "german"]),
        ("pieces", "p.svg", vec!["--paper", "full"]),
    ] {
        let path = dir.join(file);
        let mut args = vec![cmd, "-o", path.to_str().unwrap()];
        args.extend(extra);
        let out = run(&args);
        assert!(
            out.status.success(),
            "{args:?}: {}",
            String::from_utf8_lossy(&out.stderr)
        );
        assert!(std::fs::metadata(&path).unwrap().len() > 1000);
    }
    // A full-size PDF is the print shop's: its TrimBox is the board.
    let b = lopdf::Document::load(dir.join("b.pdf")).unwrap();
    let page = *b.get_pages().values().next().unwrap();
    let trim = b
        .get_dictionary(page)
        .unwrap()
        .get(b"TrimBox")
        .unwrap()
        .as_array()
        .unwrap();
    let v: Vec<f64> = trim
        .iter()
        .map(|o| o.as_float().unwrap() as f64 / PT_PER_MM)
        .collect();
    close(v[2] - v[0], 457.2, "--size 18in");
    assert_eq!(
        page_sizes(&std::fs::read(dir.join("t.pdf")).unwrap()).len(),
        5
    );
    assert!(!files_in(&dir).iter().any(|f| f.ends_with(".tmp")));
    // SVG names the embedded font with a generic fallback, or carries
    // its words as outlines on request.
    let text = std::fs::read_to_string(dir.join("b.svg")).unwrap();
    assert!(text.contains("font-family=\"DejaVu Sans, sans-serif\""));
    assert!(svg_texts(&text).contains(&"Albert Hall".to_string()));
    let outlined = dir.join("o.svg");
    let o = run(&["board", "-o", outlined.to_str().unwrap(), "--outline-text"]);
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let text = std::fs::read_to_string(&outlined).unwrap();
    assert!(!text.contains("<text") && text.matches("<path").count() > 500);
    suffragetto_render::png_out::parse_svg(&text).unwrap();
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn print_kit_writes_everything_the_same_twice() {
    let dir = temp_dir("kit");
    let a = dir.join("a");
    let b = dir.join("b");
    for d in [&a, &b] {
        let out = run(&["print-kit", "-o", d.to_str().unwrap()]);
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
    }
    let names = files_in(&a);
    assert_eq!(
        names,
        [
            "README.txt",
            "board-a4.pdf",
            "board-full.pdf",
            "board-letter.pdf",
            "board.svg",
            "pieces-a4.pdf",
            "pieces-letter.pdf",
            "rules-a4.pdf",
            "rules-letter.pdf"
        ]
    );
    for n in &names {
        assert_eq!(
            std::fs::read(a.join(n)).unwrap(),
            std::fs::read(b.join(n)).unwrap(),
            "{n} differs between runs"
        );
    }
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn bad_options_fail_clearly_and_leave_no_file() {
    let dir = temp_dir("bad");
    let out_path = dir.join("x.pdf");
    let out = out_path.to_str().unwrap();
    let (jpg, svg, missing) = (
        dir.join("x.jpg"),
        dir.join("x.svg"),
        dir.join("no/such/dir/p.pdf"),
    );
    let (jpg, svg, missing) = (
        jpg.to_str().unwrap(),
        svg.to_str().unwrap(),
        missing.to_str().unwrap(),
    );
    let cases: [(&[&str], &str); 10] = [
        (&["pieces", "-o", out, "--spares", "21"], "spare counters"),
        (&["board", "-o", out, "--paper", "b5"], "paper"),
        (&["board", "-o", out, "--size", "-5mm"], "positive"),
        (&["board", "-o", out, "--size", "five"], "length"),
        (
            &["board", "-o", out, "--paper", "a4", "--overlap", "200mm"],
            "overlap",
        ),
        (&["board", "-o", out, "--margin", "300mm"], "margin"),
        (&["board", "-o", out, "--lang", "it"], "language"),
        (&["board", "-o", jpg], ".svg, .pdf or .png"),
        (&["board", "-o", svg, "--paper", "a4"], ".pdf"),
        (&["pieces", "-o", missing], "cannot write"),
    ];
    for (args, needle) in cases {
        let o = run(args);
        assert!(!o.status.success(), "{args:?} should fail");
        let err = String::from_utf8_lossy(&o.stderr);
        assert!(
            err.contains(needle),
            "{args:?}: `{err}` should mention `{needle}`"
        );
    }
    assert!(
        files_in(&dir).is_empty(),
        "left behind: {:?}",
        files_in(&dir)
    );
    // A failing run leaves an existing file as it was.
    std::fs::write(&out_path, b"old").unwrap();
    assert!(
        !run(&["board", "-o", out, "--paper", "a4", "--overlap", "200mm"])
            .status
            .success()
    );
    assert_eq!(std::fs::read(&out_path).unwrap(), b"old");
    std::fs::remove_dir_all(&dir).unwrap();
}
