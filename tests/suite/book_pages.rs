//! The book as readers see it: words, not identifiers, on every page; the
//! matrix with its differing rows first; search and print; charts whose
//! axes fit their numbers; statistics tables that add up. Reads the site
//! that `book.rs` builds once.

use super::book::{cells, main_of, read, site};
use std::collections::BTreeSet;
use suffragetto_book::site_files;
use suffragetto_core::variant::{RULE_POINTS, builtin_ids};

/// What a reader sees of `html`: the text outside tags and outside code,
/// scripts and styles, plus the attributes that are shown or spoken
/// (`alt`, `title`, `aria-label`, `data-variant`). Links, ids and classes
/// are left out.
fn visible(html: &str) -> String {
    let mut s = html.to_string();
    for tag in ["script", "style", "code", "pre", "svg"] {
        let (open, close) = (format!("<{tag}"), format!("</{tag}>"));
        while let Some(a) = s.find(&open) {
            let b = s[a..].find(&close).map_or(s.len(), |b| a + b + close.len());
            s.replace_range(a..b, " ");
        }
    }
    let mut out = String::new();
    let mut rest = s.as_str();
    while let Some(lt) = rest.find('<') {
        out.push_str(&rest[..lt]);
        let gt = rest[lt..].find('>').map_or(rest.len(), |g| lt + g);
        let tag = &rest[lt..gt];
        for attr in [" alt=\"", " title=\"", " aria-label=\"", " data-variant=\""] {
            if let Some(i) = tag.find(attr) {
                let v = &tag[i + attr.len()..];
                out.push(' ');
                out.push_str(&v[..v.find('"').unwrap_or(v.len())]);
            }
        }
        out.push(' ');
        rest = &rest[(gt + 1).min(rest.len())..];
    }
    out.push_str(rest);
    out
}

/// The identifiers a reader must not meet: every snake_case word (rule
/// values such as `coin_toss`, rule point ids such as `setup.first_player`),
/// and the variant ids as lower-case words.
fn raw_identifiers(text: &str) -> Vec<String> {
    let ids: BTreeSet<&str> = builtin_ids().collect();
    let mut found = Vec::new();
    // An address is not words.
    let text: Vec<&str> = text
        .split_whitespace()
        .filter(|w| !w.contains("://"))
        .collect();
    let text = text.join(" ");
    for word in text.split(|c: char| !(c.is_ascii_alphanumeric() || c == '_')) {
        let snake = word.contains('_')
            && word.split('_').all(|p| !p.is_empty())
            && word
                .chars()
                .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '_');
        if snake || ids.contains(word) {
            found.push(word.to_string());
        }
    }
    found
}

#[test]
fn the_scan_finds_identifiers_and_ignores_code_and_links() {
    let html = r#"<p title="move_or_hop">Under <a href="sources/german.html" id="german">the German text</a>: <code>coin_toss</code> coin toss, <em>english</em></p><pre><code>--variant dagaz</code></pre>"#;
    assert_eq!(raw_identifiers(&visible(html)), ["move_or_hop", "english"]);
    assert!(raw_identifiers("see https://ludii.games or ludii").len() == 1);
    // The rule values the scan must catch are snake_case words.
    let values: Vec<_> = RULE_POINTS
        .iter()
        .flat_map(|p| {
            p.accepts
                .split(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
        })
        .filter(|w| w.contains('_'))
        .collect();
    assert!(values.contains(&"coin_toss") && values.contains(&"jump_again"));
    for v in values {
        assert_eq!(raw_identifiers(&format!("say {v}.")), [v]);
    }
}

#[test]
fn no_page_shows_a_raw_value_or_a_variant_id() {
    let root = site();
    let mut pages = 0;
    let mut bad = Vec::new();
    for f in site_files(root).unwrap() {
        if f.extension().is_none_or(|e| e != "html") {
            continue;
        }
        pages += 1;
        let html = std::fs::read_to_string(root.join(&f)).unwrap();
        for word in raw_identifiers(&visible(&html)) {
            bad.push(format!("{}: {word}", f.display()));
        }
    }
    // The hand-written prose, as written (code spans allowed).
    let src = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("book/src");
    for f in site_files(&src).unwrap() {
        if f.extension().is_none_or(|e| e != "md") {
            continue;
        }
        let md = std::fs::read_to_string(src.join(&f)).unwrap();
        let mut prose: String = md.split('`').step_by(2).collect::<Vec<_>>().join(" ");
        // Link targets are addresses, not words.
        while let Some(a) = prose.find("](") {
            let b = prose[a..].find(')').map_or(prose.len(), |b| a + b + 1);
            prose.replace_range(a..b, "]");
        }
        for word in raw_identifiers(&visible(&prose)) {
            bad.push(format!("book/src/{}: {word}", f.display()));
        }
    }
    assert!(pages > 30, "only {pages} pages");
    bad.dedup();
    assert!(
        bad.is_empty(),
        "identifiers shown to readers:\n{}",
        bad.join("\n")
    );
}

#[test]
fn search_and_print_are_on() {
    let files = site_files(site()).unwrap();
    let index = files
        .iter()
        .find(|f| {
            let name = f.to_string_lossy();
            name.starts_with("searchindex") && name.ends_with(".js")
        })
        .unwrap_or_else(|| panic!("no search index among {} files", files.len()));
    let index = read(&index.to_string_lossy());
    // Words from deep in the book are in the index: a German heading of the
    // parallel texts and a rule point's title.
    for word in ["spielregeln", "exchange", "hospital"] {
        assert!(
            index.to_lowercase().contains(word),
            "the index lacks {word}"
        );
    }
    assert!(read("index.html").contains("searchbar"), "no search box");
    let print = main_of("print.html");
    for heading in [
        "The comparison matrix",
        "Statistics",
        "The board",
        "Parallel texts",
    ] {
        assert!(print.contains(heading), "print.html lacks {heading}");
    }
    // The diagrams of the chapters in sub-directories are found from the root.
    assert!(print.contains("src=\"img/rules/moving-1.svg\""));
}

#[test]
fn matrix_puts_the_differing_rows_first_and_folds_the_agreed_ones() {
    let m = main_of("matrix.html");
    let kinds: Vec<&str> = m
        .split("<tr id=\"")
        .skip(1)
        .map(|r| {
            let tag = &r[..r.find('>').unwrap()];
            if tag.contains("class=\"differs\"") {
                "differs"
            } else if tag.contains("class=\"status-only\"") {
                "status-only"
            } else {
                "agreed"
            }
        })
        .collect();
    assert_eq!(kinds.len(), RULE_POINTS.len());
    let mut sorted = kinds.clone();
    sorted.sort_by_key(|k| {
        ["differs", "status-only", "agreed"]
            .iter()
            .position(|x| x == k)
    });
    assert_eq!(kinds, sorted, "rows out of order");
    let differing = kinds.iter().filter(|k| **k == "differs").count();
    assert!(differing >= 5, "{differing}");
    // The rows whose values agree are a group of their own, folded away by
    // the switch.
    let agreed = &m[m.find("<tbody class=\"group-agreed\">").unwrap()..];
    assert_eq!(
        agreed.matches("<tr id=\"").count(),
        RULE_POINTS.len() - differing
    );
    assert!(m.contains("<input type=\"checkbox\" id=\"matrix-all\" class=\"matrix-toggle\">"));
    assert!(m.contains(&format!("Show all {} rule points", RULE_POINTS.len())));
    let css = site_files(site())
        .unwrap()
        .into_iter()
        .find(|f| f.starts_with("theme") && f.to_string_lossy().contains("site"))
        .expect("the book's style sheet");
    let css = read(&css.to_string_lossy());
    assert!(css.contains("input.matrix-toggle:not(:checked) ~ .matrix-wrap tbody.group-agreed"));
    assert!(css.contains("position: sticky"));
    assert!(
        css.contains("content: attr(data-variant)"),
        "no cards on a phone"
    );
}

/// A share with its interval as the tables print it: `0.458 [0.280, 0.646]`.
fn estimate(s: &str) -> (f64, f64, f64) {
    let (v, rest) = s.split_once(" [").unwrap_or_else(|| panic!("{s}"));
    let (lo, hi) = rest.trim_end_matches(']').split_once(", ").unwrap();
    (v.parse().unwrap(), lo.parse().unwrap(), hi.parse().unwrap())
}

/// The cells of the rows of the first table of `html` whose header row
/// contains `head`.
fn table_rows(html: &str, head: &str) -> Vec<Vec<String>> {
    let at = html.find(head).unwrap_or_else(|| panic!("no table {head}"));
    let table = &html[at..at + html[at..].find("</table>").unwrap()];
    table
        .split("<tr>")
        .skip(1)
        .map(|r| cells(r).into_iter().map(String::from).collect())
        .collect()
}

#[test]
fn statistics_add_up_and_the_charts_fit_their_numbers() {
    let stats = main_of("statistics.html");
    let rows = table_rows(&stats, ">Suffragettes win</th>");
    assert_eq!(rows.len(), builtin_ids().count());
    let chart = read("img/stats/outcomes.svg");
    let mut lows = Vec::new();
    let mut highs = Vec::new();
    let mut unfinished = 0.0;
    for r in &rows {
        let games: u32 = r[1].parse().unwrap();
        let [s, p, u] = [&r[2], &r[3], &r[4]].map(|c| estimate(c));
        // Every game is won by one side or unfinished.
        let total = s.0 + p.0 + u.0;
        assert!((total - 1.0).abs() < 0.0015, "{}: {total}", r[0]);
        for (v, lo, hi) in [s, p, u] {
            assert!(lo <= v && v <= hi, "{}: {v} [{lo}, {hi}]", r[0]);
        }
        // Each share is drawn with the same numbers.
        for (e, what) in [(&r[2], "Suffragettes win"), (&r[3], "Police win")] {
            let title = format!("<title>{}: {what} {e}</title>", r[0]);
            assert!(chart.contains(&title), "the chart lacks {title}");
        }
        assert!(games > 0);
        lows.extend([s.1, p.1]);
        highs.extend([s.2, p.2]);
        unfinished += u.0;
    }
    // The axis spans the intervals and not much more.
    let ticks: Vec<f64> = chart
        .split("%</text>")
        .filter_map(|t| t.rsplit('>').next()?.parse().ok())
        .collect();
    assert!(ticks.len() >= 3, "{ticks:?}");
    let (first, last) = (ticks[0] / 100.0, ticks[ticks.len() - 1] / 100.0);
    let step = (ticks[1] - ticks[0]) / 100.0;
    let lo = lows.iter().copied().fold(0.5, f64::min);
    let hi = highs.iter().copied().fold(0.5, f64::max);
    assert!(
        first <= lo && last >= hi,
        "axis {first}-{last}, data {lo}-{hi}"
    );
    // share_axis leaves a quarter step of room, then rounds out to a tick.
    let room = 1.25 * step + 1e-9;
    assert!(
        first > lo - room && last < hi + room,
        "axis {first}-{last} is loose for {lo}-{hi} (step {step})"
    );
    assert_eq!(chart.contains(">unfinished</text>"), unfinished > 0.0);
    assert_eq!(chart.matches("class=\"axis-label\"").count(), 2);
    // Histograms: both axes labelled, a count axis per panel.
    let lengths = read("img/stats/lengths.svg");
    assert!(lengths.contains(">number of games</text>"));
    assert!(lengths.contains(">game length in plies"));
    for id in builtin_ids() {
        let name = suffragetto_core::variant::load(id).unwrap().meta.name;
        assert!(lengths.contains(&format!("font-weight=\"bold\">{name}</text>")));
    }
    let zero_ticks = lengths.matches("font-size=\"10\">0</text>").count();
    assert_eq!(zero_ticks, builtin_ids().count(), "a count axis per panel");
    // The length table: the median lies between the quartiles.
    let rows = table_rows(&stats, ">mean length (plies)</th>");
    for r in rows {
        let median: f64 = r[2].parse().unwrap();
        let (q1, q3) = r[3].split_once('-').unwrap();
        let (q1, q3): (f64, f64) = (q1.parse().unwrap(), q3.parse().unwrap());
        assert!(
            q1 <= median && median <= q3,
            "{}: {median} not in {q1}-{q3}",
            r[0]
        );
    }
}

#[test]
fn the_print_kit_has_a_thumbnail_per_file() {
    let board = main_of("board.html");
    let items = board.matches("<a class=\"kit-item\"").count();
    assert!(items >= 10, "{items}");
    let mut checked = 0;
    for part in board
        .split("<a class=\"kit-item\" href=\"print-kit/")
        .skip(1)
    {
        let src = part.split("src=\"").nth(1).unwrap();
        let src = &src[..src.find('"').unwrap()];
        let png = std::fs::read(site().join(src)).unwrap();
        assert_eq!(&png[1..4], b"PNG", "{src}");
        // The IHDR width: 150 px.
        let width = u32::from_be_bytes(png[16..20].try_into().unwrap());
        assert_eq!(width, 150, "{src}");
        checked += 1;
    }
    assert_eq!(checked, items);
}

/// A difference as the statistics chapter prints it: the estimate, whether
/// it is bold (a finding) and whether it is greyed (too few games).
fn marked_estimate(s: &str) -> ((f64, f64, f64), bool, bool) {
    (
        estimate(&super::book::untagged(s)),
        s.starts_with("<strong>"),
        s.contains("class=\"effect-weak\""),
    )
}

#[test]
fn strong_play_stands_beside_greedy_play_with_the_differences_chapters_numbers() {
    use super::book::{Play, STRONG_GAMES, effect_rows, flat};
    let stats = main_of("statistics.html");
    assert!(flat(&stats).contains("searching <strong>200 positions a move</strong>"));
    // The strong games' outcome table: every variant, every game counted.
    let at = stats
        .find("id=\"under-strong-play\"")
        .expect("a strong play section");
    let rows = table_rows(&stats[at..], ">Suffragettes win</th>");
    assert_eq!(rows.len(), builtin_ids().count());
    for r in &rows {
        assert_eq!(r[1], STRONG_GAMES.to_string(), "{}", r[0]);
        let total: f64 = [&r[2], &r[3], &r[4]].map(|c| estimate(c).0).iter().sum();
        assert!((total - 1.0).abs() < 0.0015, "{}: {total}", r[0]);
    }
    // The side-by-side table: one row per disputed change, the same numbers
    // as the differences chapter prints for the Suffragettes' share, in the
    // same order (the summary's), never bold from the tests' 24 and 6
    // games: a change that altered games is greyed as too few to tell.
    let table = table_rows(&stats, ">change to the English online rules</th>");
    let diffs: Vec<_> = effect_rows(&main_of("differences.html"))
        .into_iter()
        .filter(|r| r.metric == "Suffragettes’ share of wins")
        .collect();
    let per_play = |p: Play| -> Vec<(f64, f64, f64)> {
        diffs
            .iter()
            .filter(|r| r.play == p)
            .map(|r| (r.x, r.lo, r.hi))
            .collect()
    };
    let chart = read("img/stats/effects.svg");
    assert_eq!(table.len(), per_play(Play::Strong).len());
    assert!(table.len() >= 10, "only {} changes", table.len());
    for (k, play) in [(1, Play::Greedy), (2, Play::Strong)] {
        let printed: Vec<_> = table.iter().map(|r| marked_estimate(&r[k])).collect();
        for ((e, bold, weak), r) in printed.iter().zip(&table) {
            assert!(!bold, "{}: {e:?} is no finding from so few games", r[0]);
            assert!(*weak || e.0 == 0.0, "{}: {e:?} not greyed", r[0]);
            let name = if play == Play::Greedy {
                "greedy play"
            } else {
                "strong play"
            };
            let cell = super::book::untagged(&r[k]);
            // The page's typography curls the apostrophes the chart keeps.
            let change = super::book::untagged(&r[0]).replace('’', "'");
            let title = format!("<title>{change}, {name}: {cell}</title>");
            assert!(chart.contains(&title), "the chart lacks {title}");
        }
        let values: Vec<_> = printed.into_iter().map(|(e, _, _)| e).collect();
        assert_eq!(values, per_play(play), "{play:?}");
    }
    // In words: every change bold under either play has its sentence, the
    // others are named among those that make no measurable difference.
    let text = flat(&stats);
    let none_at = text
        .find(
            "No measurable difference to the Suffragettes’ share of wins under either kind of play",
        )
        .expect("the changes without an effect, named");
    let none = &text[none_at..text[none_at..].find("</p>").unwrap() + none_at];
    for r in &table {
        let shows = marked_estimate(&r[1]).1 || marked_estimate(&r[2]).1;
        let label = super::book::untagged(&r[0]);
        let sentence = format!("<li>{label}: ");
        assert_eq!(text.contains(&sentence), shows, "{label}");
        assert_eq!(none.contains(&label), !shows, "{label}");
    }
    assert!(
        text.contains("the side that moves first wins"),
        "the first player's advantage"
    );
    // A change that cannot alter a game has no effect under either play.
    let removal = table
        .iter()
        .find(|r| super::book::untagged(&r[0]).starts_with("When captured pieces leave the board"))
        .expect("a row for capture.removal");
    for k in 1..=4 {
        assert_eq!(marked_estimate(&removal[k]).0.0, 0.0, "{removal:?}");
    }
}

/// The values of the JSON field `"key":"..."` in `html`.
fn json_strings<'a>(html: &'a str, key: &str) -> Vec<&'a str> {
    let open = format!("\"{key}\":\"");
    html.split(open.as_str())
        .skip(1)
        .map(|v| &v[..v.find('"').unwrap_or(v.len())])
        .collect()
}

#[test]
fn refusals_cite_their_sources_by_name_in_the_books_words() {
    let root = site();
    let (mut citations, mut refusals) = (0, 0);
    let mut bad = Vec::new();
    for f in site_files(root).unwrap() {
        if f.extension().is_none_or(|e| e != "html") || f.starts_with("print.html") {
            continue;
        }
        let html = std::fs::read_to_string(root.join(&f)).unwrap();
        for c in json_strings(&html, "c") {
            citations += 1;
            if c.starts_with("the cited source") || c.contains(".txt") {
                bad.push(format!("{}: citation {c}", f.display()));
            }
        }
        for r in json_strings(&html, "r")
            .into_iter()
            .chain(json_strings(&html, "name"))
        {
            refusals += 1;
            // A variant made for a page is "the reading of ...", never "as in ...".
            let id_named = builtin_ids().any(|id| r.contains(&format!("the {id} variant")));
            if r.contains("under as in") || r.starts_with("as in ") || id_named {
                bad.push(format!("{}: {r}", f.display()));
            }
        }
        if html.contains("is refused under as in") {
            bad.push(format!("{}: is refused under as in", f.display()));
        }
    }
    assert!(
        citations > 50 && refusals > 50,
        "{citations} citations, {refusals} refusals"
    );
    assert!(bad.is_empty(), "{}", bad.join("\n"));
}
