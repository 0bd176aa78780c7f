//! The book: built into a temporary directory with a small simulation
//! budget; every chapter present with generated content, no broken local
//! link or image, and the same site byte for byte on a second build.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::sync::OnceLock;
use suffragetto_book::{BookOptions, Silent, SiteError, build, site_files};
use suffragetto_core::variant::{PointId, RULE_POINTS, builtin_ids};

/// Strong games per variant and per change in the tests' book.
pub const STRONG_GAMES: u32 = 6;

/// The small budget the tests build with.
fn options(out: &Path) -> BookOptions {
    let mut o = BookOptions::new(Path::new(env!("CARGO_MANIFEST_DIR")).join("book"));
    o.out = out.to_path_buf();
    o.games = 24;
    o.search_positions = 1500;
    o.strong_games = Some(STRONG_GAMES);
    o.strong_nodes = 200;
    o
}

/// A directory under cargo's scratch space for integration tests; the next
/// run replaces it.
fn temp(name: &str) -> PathBuf {
    Path::new(env!("CARGO_TARGET_TMPDIR")).join(format!("book-{name}"))
}

/// The site in every language, built once for the tests that only read it.
pub fn site_root() -> &'static Path {
    static SITE: OnceLock<PathBuf> = OnceLock::new();
    SITE.get_or_init(|| {
        let out = temp("site");
        let _ = std::fs::remove_dir_all(&out);
        build(&options(&out), &Silent).unwrap_or_else(|e| panic!("{e}"));
        out
    })
}

/// The English book of [`site_root`].
pub fn site() -> &'static Path {
    static EN: OnceLock<PathBuf> = OnceLock::new();
    EN.get_or_init(|| site_root().join("en"))
}

pub fn read(rel: &str) -> String {
    let path = site().join(rel);
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// The `<main>` part of a page: what the chapter says, without the menus.
pub fn main_of(rel: &str) -> String {
    let page = read(rel);
    let start = page.find("<main>").unwrap_or(0);
    let end = page.find("</main>").unwrap_or(page.len());
    page[start..end].to_string()
}

#[test]
fn every_chapter_is_there_with_generated_content() {
    let history = main_of("history.html");
    for date in ["May 1908", "circa 1909", "1917"] {
        assert!(history.contains(date), "history lacks the claim {date}");
    }
    assert!(history.contains("Bodleian"));
    for id in builtin_ids() {
        let page = main_of(&format!("sources/{id}.html"));
        assert!(page.contains("Passages cited"), "sources/{id}");
        assert!(page.contains("provenance"), "sources/{id}");
    }
    let board = main_of("board.html");
    // One board, three languages behind a switch: radio buttons, the first
    // checked, and a picture per language.
    assert_eq!(
        board.matches("type=\"radio\" name=\"board-lang\"").count(),
        3
    );
    assert_eq!(board.matches(" checked").count(), 1, "one language shown");
    for lang in ["en", "de", "fr"] {
        assert!(board.contains(&format!("<figure class=\"board board-{lang}\"")));
        let svg = read(&format!("img/board/board-{lang}.svg"));
        assert!(svg.contains("<svg"), "board-{lang}.svg");
    }
    assert!(read("img/board/board-de.svg").contains("GEFÄNGNIS"));
    for f in [
        "board-full.pdf",
        "board-a4.pdf",
        "board-letter.pdf",
        "board-full-mono.pdf",
        "board-a4-mono.pdf",
        "board-letter-mono.pdf",
        "pieces-a4.pdf",
        "rules-a4.pdf",
        "rules-de-a4.pdf",
        "rules-fr-letter.pdf",
        "board.svg",
    ] {
        assert!(board.contains(&format!("print-kit/{f}")), "no link to {f}");
        let bytes = std::fs::read(site().join("print-kit").join(f)).unwrap();
        assert!(bytes.len() > 1000, "{f} is too small");
    }
    for area in [
        "moving",
        "hopping",
        "capture",
        "buildings",
        "exchanges",
        "winning",
    ] {
        let page = main_of(&format!("rules/{area}.html"));
        assert!(
            page.contains(&format!("img/rules/{area}-1.svg")),
            "rules/{area} has no diagram"
        );
        assert!(
            page.contains(
                "<details class=\"position\"><summary>Position string</summary>\n<pre><code class=\"nohighlight\">"
            ),
            "rules/{area} shows no checked position"
        );
    }
    let games = main_of("games/index.html");
    for name in ["01-opening-skirmish", "02-into-the-house", "03-exchange"] {
        assert!(games.contains(&format!("{name}.html")));
        let page = main_of(&format!("games/{name}.html"));
        assert!(page.contains(&format!("img/games/{name}-001.svg")));
    }
    // Game 2's third move is illegal under the German jumping rule.
    assert!(
        main_of("games/02-into-the-house.html")
            .contains("Under the <strong>German Wikipedia article</strong> this move is illegal")
    );
    let stats = main_of("statistics.html");
    assert!(stats.contains("img/stats/outcomes.svg") && stats.contains("img/stats/lengths.svg"));
    for id in builtin_ids() {
        let name = suffragetto_core::variant::load(id).unwrap().meta.name;
        assert!(
            stats.contains(&format!(">{name}</td>")),
            "statistics lack {name}"
        );
    }
    let own = main_of("own-variant.html");
    assert!(own.contains("extends"));
    assert!(own.contains("exchange.trigger"));
}

#[test]
fn matrix_has_a_row_per_rule_point_and_a_column_per_variant() {
    let m = main_of("matrix.html");
    for p in RULE_POINTS {
        assert!(
            m.contains(&format!("<tr id=\"{}\"", p.id)),
            "no row {}",
            p.id
        );
    }
    let head = &m[m.find("<thead>").unwrap()..m.find("</thead>").unwrap()];
    for id in builtin_ids() {
        let name = suffragetto_core::variant::load(id).unwrap().meta.name;
        assert!(
            head.contains(&format!("<a href=\"sources/{id}.html\">{name}</a></th>")),
            "no column {name}"
        );
    }
    let rows = m.matches("<tr id=").count();
    assert_eq!(rows, RULE_POINTS.len());
    assert_eq!(
        m.matches("<td").count(),
        RULE_POINTS.len() * builtin_ids().count()
    );
    assert!(m.contains("class=\"differs\""));
    assert!(m.contains("sources/german.html#sec-spielregeln"));
}

#[test]
fn differences_are_found_by_the_engine() {
    let d = main_of("differences.html");
    for point in ["hop.over_forbidden", "exchange.trigger", "exchange.consent"] {
        let at = d
            .find(&format!("<code>{point}</code>"))
            .unwrap_or_else(|| panic!("no section for {point}"));
        let section = &d[at..];
        let section = &section[..section[1..].find("<h3").map_or(section.len(), |i| i + 1)];
        assert!(
            section.contains("Found after comparing"),
            "{point}: {section}"
        );
        assert!(
            section.contains("img/differences/"),
            "{point} has no diagram"
        );
        let rows = effect_rows(section);
        for play in [Play::Greedy, Play::Strong] {
            let n = rows.iter().filter(|r| r.play == play).count();
            assert!(n >= 5, "{point} has only {n} {play:?} effects");
        }
    }
    assert!(d.contains("parity"), "capture.removal is explained");
    // The estimate lies inside its interval; an effect is called clear only
    // where its interval excludes zero and it rests on enough games, which
    // the tests' 24 greedy and 6 strong games never are: every effect of a
    // change that altered games is "too few games to tell".
    let mut checked = [0, 0];
    for r in effect_rows(&d) {
        assert!(
            r.lo <= r.x && r.x <= r.hi,
            "{}: {} outside [{}, {}]",
            r.metric,
            r.x,
            r.lo,
            r.hi
        );
        assert!(
            r.verdict == "too few games to tell" || r.verdict == "no measurable change",
            "{}: {} [{}, {}] from 24 or 6 games",
            r.metric,
            r.verdict,
            r.lo,
            r.hi
        );
        checked[r.play as usize] += 1;
    }
    assert!(
        checked[0] > 40 && checked[1] > 40,
        "only {checked:?} effects"
    );
    assert!(flat(&d).contains(&format!(
        "under strong play, {STRONG_GAMES} games per run of the strong agent against itself, searching 200 positions a move"
    )));
    // A change that cannot alter a game (parity) has effects of exactly
    // zero, under either kind of play.
    let at = d.find("<code>capture.removal</code>").unwrap();
    let removal = &d[at..at + d[at..].find("<h3").unwrap_or(d.len() - at)];
    assert!(removal.contains("Not one of the 24 greedy games went differently"));
    assert!(removal.contains(&format!(
        "Not one of the {STRONG_GAMES} strong games went differently either"
    )));
    let rows = effect_rows(removal);
    assert_eq!(rows.len(), 14, "7 metrics, each under both kinds of play");
    for r in rows {
        // Newcombe's interval of a paired difference of shares keeps a width
        // when no pair differs; the difference itself is zero.
        assert_eq!(
            (r.x, r.verdict.as_str()),
            (0.0, "no measurable change"),
            "{} {:?}",
            r.metric,
            r.play
        );
        assert!(r.lo <= 0.0 && r.hi >= 0.0, "{}", r.metric);
    }
}

/// `text` with every run of white space one space, as a reader sees it.
pub fn flat(text: &str) -> String {
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// The contents of the `<td>` cells of one table row's HTML.
pub fn cells(row: &str) -> Vec<&str> {
    row.split("<td")
        .skip(1)
        .map(|c| {
            let c = &c[c.find('>').map_or(0, |i| i + 1)..];
            &c[..c.find("</td>").unwrap_or(c.len())]
        })
        .collect()
}

/// The kind of play an effect was measured under.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Play {
    Greedy = 0,
    Strong = 1,
}

/// One measured effect as the differences chapter prints it.
pub struct EffectRow {
    pub metric: String,
    pub play: Play,
    pub x: f64,
    pub lo: f64,
    pub hi: f64,
    /// What the page says it shows: "clear", "no measurable change", "too
    /// few games to tell", "not clear".
    pub verdict: String,
}

/// The text of a cell, its tags (emphasis, a span) left out.
pub fn untagged(cell: &str) -> String {
    let mut out = String::new();
    let mut in_tag = false;
    for c in cell.chars() {
        match c {
            '<' => in_tag = true,
            '>' => in_tag = false,
            _ if !in_tag => out.push(c),
            _ => {}
        }
    }
    out
}

/// The effects of the effect tables in `html`, each row's greedy effect
/// and then its strong one (metric, difference, interval, verdict).
pub fn effect_rows(html: &str) -> Vec<EffectRow> {
    let mut out = Vec::new();
    for row in html.split("<tr>").skip(1) {
        let cells = cells(row);
        let [metric, g, gf, st, sf] = cells[..] else {
            continue;
        };
        for (play, value, verdict) in [(Play::Greedy, g, gf), (Play::Strong, st, sf)] {
            let value = untagged(value);
            let Some((d, rest)) = value.split_once(" [") else {
                continue;
            };
            let Some((lo, hi)) = rest.trim_end_matches(']').split_once(", ") else {
                continue;
            };
            let num = |s: &str| {
                s.trim()
                    .parse::<f64>()
                    .unwrap_or_else(|e| panic!("{s}: {e}"))
            };
            let verdict = untagged(verdict);
            out.push(EffectRow {
                metric: metric.to_string(),
                play,
                x: num(d),
                lo: num(lo),
                hi: num(hi),
                verdict,
            });
        }
    }
    out
}

/// `href` and `src` values of a page.
fn links(html: &str) -> Vec<String> {
    let mut out = Vec::new();
    for attr in ["href=\"", "src=\""] {
        let mut rest = html;
        while let Some(i) = rest.find(attr) {
            let before = rest[..i].chars().last();
            rest = &rest[i + attr.len()..];
            if before.is_some_and(|c| c.is_alphanumeric() || c == '-' || c == ':') {
                continue;
            }
            if let Some(end) = rest.find('"') {
                out.push(rest[..end].replace("&amp;", "&"));
            }
        }
    }
    out
}

fn ids(html: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut rest = html;
    while let Some(i) = rest.find(" id=\"") {
        rest = &rest[i + 5..];
        if let Some(end) = rest.find('"') {
            out.push(rest[..end].to_string());
        }
    }
    out
}

#[test]
fn no_broken_local_links_or_images() {
    // Every language's book, the root page and the links between them.
    let root = site_root();
    let files = site_files(root).unwrap();
    let mut pages: BTreeMap<PathBuf, String> = BTreeMap::new();
    for f in &files {
        if f.extension().is_some_and(|e| e == "html") {
            pages.insert(f.clone(), std::fs::read_to_string(root.join(f)).unwrap());
        }
    }
    assert!(pages.len() > 20, "only {} pages", pages.len());
    let mut broken = Vec::new();
    let mut checked = 0;
    for (page, html) in &pages {
        for link in links(html) {
            if link.is_empty()
                || link.contains("://")
                || link.starts_with("mailto:")
                || link.starts_with("data:")
                || link.starts_with("javascript:")
                || link.starts_with("{{")
            {
                continue;
            }
            let (path, anchor) = match link.split_once('#') {
                Some((p, a)) => (p, Some(a)),
                None => (link.as_str(), None),
            };
            let path = path.split('?').next().unwrap_or("");
            let target = if path.is_empty() {
                page.clone()
            } else if let Some(abs) = path.strip_prefix('/') {
                // The 404 page sets `<base href="/">`: the site's root.
                normalise(Path::new(abs))
            } else {
                // A page's `<base href="/en/">` (the 404 pages): links are
                // relative to it.
                let dir = match base_of(html) {
                    Some(base) => PathBuf::from(base),
                    None => page.parent().unwrap_or(Path::new("")).to_path_buf(),
                };
                normalise(&dir.join(path))
            };
            checked += 1;
            let full = root.join(&target);
            let target = if full.is_dir() {
                target.join("index.html")
            } else {
                target
            };
            if !root.join(&target).is_file() {
                broken.push(format!("{}: {link}", page.display()));
                continue;
            }
            if let (Some(a), Some(html)) = (anchor.filter(|a| !a.is_empty()), pages.get(&target))
                && !ids(html).iter().any(|id| id == a)
            {
                broken.push(format!("{}: {link} (no anchor)", page.display()));
            }
        }
    }
    assert!(checked > 1500, "only {checked} links checked");
    assert!(broken.is_empty(), "broken links:\n{}", broken.join("\n"));
}

/// The site directory a page's `<base href="/DIR/">` names.
fn base_of(html: &str) -> Option<&str> {
    let at = html.find("<base href=\"/")? + "<base href=\"/".len();
    Some(&html[at..at + html[at..].find('"')?])
}

/// `a/b/../c` as `a/c`.
fn normalise(p: &Path) -> PathBuf {
    let mut out = PathBuf::new();
    for c in p.components() {
        match c {
            std::path::Component::ParentDir => {
                out.pop();
            }
            std::path::Component::CurDir => {}
            c => out.push(c),
        }
    }
    out
}

#[test]
fn two_builds_are_byte_identical_and_replace_the_old_site() {
    // All three languages, the root page and the shared 404 page.
    let first = site_root();
    let second = temp("again");
    let _ = std::fs::remove_dir_all(&second);
    // A stale file of an earlier build disappears: the site is replaced whole.
    std::fs::create_dir_all(&second).unwrap();
    build(&options(&second), &Silent).unwrap();
    std::fs::write(second.join("stale.html"), "old").unwrap();
    build(&options(&second), &Silent).unwrap();
    let a = site_files(first).unwrap();
    let b = site_files(&second).unwrap();
    assert_eq!(a, b, "the two builds have different files");
    for f in &a {
        let x = std::fs::read(first.join(f)).unwrap();
        let y = std::fs::read(second.join(f)).unwrap();
        assert!(x == y, "{} differs between builds", f.display());
    }
    std::fs::remove_dir_all(&second).unwrap();
}

#[test]
fn a_directory_it_did_not_build_is_left_alone() {
    let dir = temp("foreign");
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(dir.join("precious.txt"), "keep me").unwrap();
    let err = build(&options(&dir), &Silent).unwrap_err();
    assert!(matches!(err, SiteError::NotASite { .. }), "{err}");
    assert_eq!(
        std::fs::read_to_string(dir.join("precious.txt")).unwrap(),
        "keep me"
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn matrix_marks_status_differences_and_links_the_parallel_texts() {
    let m = main_of("matrix.html");
    let variants: Vec<_> = builtin_ids()
        .map(|id| suffragetto_core::variant::load(id).unwrap())
        .collect();
    let mut status_only = Vec::new();
    for (i, p) in RULE_POINTS.iter().enumerate() {
        let first = &variants[0].points[i];
        let same_value = variants.iter().all(|v| v.points[i].value == first.value);
        let same_status = variants.iter().all(|v| v.points[i].status == first.status);
        let class = if !same_value {
            " class=\"differs\""
        } else if !same_status {
            status_only.push(p.id);
            " class=\"status-only\""
        } else {
            ""
        };
        assert!(
            m.contains(&format!("<tr id=\"{}\"{class}>", p.id)),
            "{}",
            p.id
        );
        assert!(
            m.contains(&format!(
                "parallel/{}.html#{}\">the texts</a>",
                p.area, p.id
            )),
            "{}",
            p.id
        );
    }
    assert!(
        status_only.contains(&PointId::ExchangeSize),
        "{status_only:?}"
    );
    assert_eq!(
        m.matches("class=\"status-only\"").count(),
        status_only.len()
    );
    assert!(m.contains(&format!(
        "In {} more, every variant gives the same value",
        status_only.len()
    )));
    // Statuses and values in words.
    assert!(m.contains("<span class=\"status status-board\">from the board</span>"));
    assert!(m.contains(
        "<a class=\"value\" href=\"parallel/setup.html#setup.first_player\" title=\"the sentences of the texts\">unspecified</a>"
    ));
    assert!(
        m.contains("<span class=\"value\">suffragettes</span>"),
        "programs have no texts"
    );
    assert!(!m.contains(">coin_toss<"));
}

#[test]
fn parallel_texts_set_the_three_texts_side_by_side() {
    let setup = main_of("parallel/setup.html");
    let at = setup
        .find("<section class=\"parallel\" id=\"setup.first_player\">")
        .unwrap();
    let first = setup[at..at + setup[at..].find("</section>").unwrap()].replace(">\n<", "><");
    // The three rule texts, and the Ludii file's rules text, which says
    // nothing of who begins.
    assert_eq!(first.matches("<div class=\"witness-col\"").count(), 4);
    assert!(first.contains("The Ludii file's rules text has no sentence on who begins"));
    assert!(first.contains("<p>A coin toss determines the first player.</p>"));
    assert!(first.contains("<p>Beide Seiten sind abwechselnd am Zug.</p><p class=\"gloss\" lang=\"en\">Both sides have the move in turn.</p>"));
    assert!(first.contains(
        "<p class=\"omits\" lang=\"en\">The German article has no sentence on who begins.</p>"
    ));
    assert!(first.contains(
        "German Wikipedia article</a>: unspecified <span class=\"status status-convention\">convention</span>"
    ));
    let hopping = main_of("parallel/hopping.html");
    let at = hopping.find("id=\"hop.straight_over_opponent\"").unwrap();
    assert!(!hopping[at..].contains("Not yet a rule point of the engine"));
    assert!(hopping[at..].contains("Thus, one of the smaller pieces may hop over a Leader or Inspector simply to move about the board."));
    // The history: a short table of the dates, then each source's claims
    // as a block of its own (no paragraph in a narrow column).
    let history = main_of("history.html");
    assert!(
        history.contains("<td data-label=\"its own date\">1 September 2018 or later</td>"),
        "{history}"
    );
    assert!(history.contains(
        "<td data-label=\"the date it gives the game\"><strong>none recorded</strong></td><td data-label=\"its own date\">2018-09-09 to 2020-06-03</td>"
    ));
    let german = &history[history.find("<h3 id=\"source-german\">").unwrap()..];
    assert!(flat(german).contains(
        "<strong>Its own date</strong>: 1 September 2018 or later (the project’s inference."
    ));
    let french = flat(&history[history.find("<h3 id=\"source-french\">").unwrap()..]);
    assert!(
        french.contains("<strong>The date it gives the game</strong>: ce. 1917 2nd ed. That"),
        "one full stop after a date that ends in one: {french}"
    );
    let dagaz = &history[history.find("<h3 id=\"source-dagaz\">").unwrap()..];
    assert!(flat(dagaz).contains("2018-09-09 to 2020-06-03 (from the repository’s history."));
    let french = main_of("sources/french.html");
    let artefacts = suffragetto_apparatus::load()
        .unwrap()
        .artefacts
        .artefacts
        .len();
    let table = &french[french.find("id=\"translation-artefacts\"").unwrap()..];
    let table = &table[..table.find("</table>").unwrap()];
    let french_rows = table
        .split("<tr>")
        .filter(|r| r.starts_with("<td") && r[..r.find('>').unwrap()].contains("lang=\"fr\""))
        .count();
    assert_eq!(french_rows, artefacts);
    assert!(table.contains("<q>par la justice</q>"));
}

#[test]
fn history_and_source_pages_repeat_none_of_the_corrected_claims() {
    let pages: Vec<String> = ["index.html", "history.html", "sources/index.html"]
        .into_iter()
        .map(String::from)
        .chain(builtin_ids().map(|id| format!("sources/{id}.html")))
        .map(|p| main_of(&p))
        .collect();
    let all = pages.join("\n");
    for wrong in [
        "survive only through later texts",
        "the only one that gives the colours",
        "differs from the English one only in its citations",
        "the one rule on which it changes the moves",
        "(<em>ce</em> for <em>circa</em>)",
        "militant wing",
        "2018-2020 (implementation)",
    ] {
        assert!(!all.contains(wrong), "the book still says: {wrong}");
    }
    // The conjectures say so.
    let words = |page: &str| {
        main_of(page)
            .split_whitespace()
            .collect::<Vec<_>>()
            .join(" ")
    };
    let french = words("sources/french.html");
    assert!(french.contains("<em>circa</em> is a conjecture"));
    // The jiu-jitsu reading is settled by the Ludii file's rules text.
    assert!(
        french.contains("<em>Justice</em> renders <em>jiu jitsu</em>; the correction is certain")
    );
    assert!(
        !french.contains("That <em>justice</em> stands for <em>jiu-jitsu</em> is a conjecture")
    );
    assert!(words("history.html").contains("A WSPU second edition in 1917 is doubtful"));
}

/// The book in headless Chromium, opened from the file system: a piece
/// clicked on a rules page lights its landings, the differences chapter
/// shows two variants at once with a refusal and its rule point, a game
/// steps by keyboard and opens at a deep link (`tests/e2e/book.mjs`).
#[test]
fn the_book_is_interactive_in_headless_chromium() {
    use super::server::browser::{TIME_LIMIT, passed, run_node};
    let root = site();
    let _heavy = super::server::harness::heavy();
    let url = format!("file://{}", root.display());
    passed("book.mjs", run_node("book.mjs", &url, TIME_LIMIT));
}

/// Every page of the book meets WCAG 2.1 A and AA as axe-core checks it,
/// in headless Chromium from the file system (`tests/e2e/a11y_book.mjs`).
#[test]
fn every_page_of_the_book_meets_wcag_aa_by_axe_core_in_headless_chromium() {
    use super::server::browser::{TIME_LIMIT, passed, run_node};
    let root = site();
    let _heavy = super::server::harness::heavy();
    let url = format!("file://{}", root.display());
    passed(
        "a11y_book.mjs",
        run_node("a11y_book.mjs", &url, TIME_LIMIT * 3),
    );
}

/// The JSON a page embeds in its `<script type="application/json"
/// class="CLASS">` elements.
fn embedded(html: &str, class: &str) -> Vec<serde_json::Value> {
    let open = format!("<script type=\"application/json\" class=\"{class}\">");
    html.split(&open)
        .skip(1)
        .map(|rest| {
            let body = &rest[..rest.find("</script>").expect("closed")];
            serde_json::from_str(body).unwrap_or_else(|e| panic!("{class}: {e}: {body}"))
        })
        .collect()
}

/// The centre of square `sq` in a picture, by the embedded board's
/// geometry (columns and rows as drawn).
fn centre(b: &serde_json::Value, sq: &str) -> (f64, f64) {
    let g = &b["geometry"];
    let at = |list: &serde_json::Value, name: &str| {
        list.as_array()
            .unwrap()
            .iter()
            .position(|v| v == name)
            .unwrap_or_else(|| panic!("{sq} is not shown")) as f64
    };
    let (col, row) = (at(&g["columns"], &sq[..1]), at(&g["rows"], &sq[1..]));
    let (x, y, e) = (
        g["x"].as_f64().unwrap(),
        g["y"].as_f64().unwrap(),
        g["edge"].as_f64().unwrap(),
    );
    (x + (col + 0.5) * e, y + (row + 0.5) * e)
}

/// Whether the SVG draws a circle centred on `at`.
fn circle_at(svg: &str, at: (f64, f64)) -> bool {
    let attr = |c: &str, name: &str| -> f64 {
        let i = c.find(&format!(" {name}=\"")).unwrap() + name.len() + 3;
        c[i..i + c[i..].find('"').unwrap()].parse().unwrap()
    };
    svg.split("<circle")
        .skip(1)
        .any(|c| (attr(c, "cx") - at.0).abs() < 0.01 && (attr(c, "cy") - at.1).abs() < 0.01)
}

#[test]
fn diagrams_embed_the_engines_landings_where_the_picture_draws_the_squares() {
    let moving = read("rules/moving.html");
    let boards = embedded(&moving, "sf-data");
    assert_eq!(boards.len(), 3, "one per diagram");
    let f8: Vec<String> = boards[0]["vs"][0]["m"]["f8"]
        .as_array()
        .unwrap()
        .iter()
        .map(|v| format!("{}{}", v[0].as_str().unwrap(), v[1].as_str().unwrap()))
        .collect();
    assert_eq!(f8, ["e7s", "f7s", "g7s", "e8s", "g8s", "e9s", "f9s", "g9s"]);
    // The picture's size and the piece on f8 where the geometry says.
    let svg = read("img/rules/moving-1.svg");
    let b = &boards[0]["board"];
    assert!(svg.contains(&format!(
        "viewBox=\"0 0 {} {}\"",
        b["geometry"]["width"].as_f64().unwrap(),
        b["geometry"]["height"].as_f64().unwrap()
    )));
    assert!(circle_at(&svg, centre(b, "f8")), "no piece drawn on f8");
    assert!(!circle_at(&svg, centre(b, "f10")), "f10 is empty");
    assert_eq!(b["pieces"]["f8"], "S");
    // Captures told apart from hops (rules/capture, "Small pieces capture
    // only diagonally").
    let capture = embedded(&read("rules/capture.html"), "sf-data");
    let g8 = capture[1]["vs"][0]["m"]["g8"].to_string();
    assert!(
        g8.contains("[\"i10\",\"c\"]") && g8.contains("[\"g10\",\"h\"]"),
        "{g8}"
    );
}

#[test]
fn refusals_name_their_rule_point_and_link_to_the_matrix_and_the_passage() {
    let matrix = ids(&read("matrix.html"));
    let mut refusals = 0;
    let mut over_forbidden = false;
    for b in embedded(&read("differences.html"), "sf-data") {
        assert_eq!(b["vs"].as_array().unwrap().len(), 2, "two variants a panel");
        let refused = b["why"].as_object().into_iter().flatten();
        let by_landing = refused.flat_map(|(from, to)| {
            to.as_object()
                .unwrap()
                .iter()
                .map(move |(to, list)| (from, to, list))
        });
        for (from, to, list) in by_landing {
            let key = format!("{from}-{to}");
            for w in list.as_array().unwrap() {
                refusals += 1;
                let v = w["v"].as_u64().unwrap() as usize;
                assert!(
                    !b["vs"][v]["m"][from]
                        .to_string()
                        .contains(&format!("\"{to}")),
                    "{key} is refused by a variant that allows it"
                );
                assert!(!w["r"].as_str().unwrap().is_empty());
                if let Some(h) = w["h"].as_str() {
                    let row = h.strip_prefix("matrix.html#").unwrap();
                    assert!(matrix.iter().any(|id| id == row), "no matrix row {row}");
                    assert!(!w["t"].as_str().unwrap().contains('_'), "a title in words");
                    over_forbidden |= row == "hop.over_forbidden";
                }
                if let Some(ch) = w["ch"].as_str() {
                    let (page, anchor) = ch.split_once('#').unwrap();
                    assert!(ids(&read(page)).iter().any(|id| id == anchor), "{ch}");
                }
            }
        }
    }
    assert!(refusals > 0 && over_forbidden, "{refusals} refusals");
}

#[test]
fn each_game_is_one_viewer_with_every_ply_its_variations_and_its_record() {
    for name in ["01-opening-skirmish", "02-into-the-house", "03-exchange"] {
        let page = read(&format!("games/{name}.html"));
        let games = embedded(&page, "sf-game");
        assert_eq!(games.len(), 1, "{name}");
        let frames = games[0]["f"].as_array().unwrap();
        let record = std::fs::read_to_string(
            Path::new(env!("CARGO_MANIFEST_DIR")).join(format!("book/games/{name}.sgn")),
        )
        .unwrap();
        assert_eq!(read(&format!("games/{name}.sgn")), record);
        let main = frames.iter().filter(|f| f["depth"] == 0).count();
        for (i, f) in frames.iter().enumerate() {
            let img = f["img"].as_str().unwrap().trim_start_matches("../");
            assert!(site().join(img).is_file(), "{name}: no {img}");
            if i < main {
                assert_eq!(f["id"], format!("ply-{i}"));
                assert!(
                    page.contains(&format!("id=\"ply-{i}\"")),
                    "no picture of ply {i}"
                );
            }
            // Neighbours agree both ways.
            if let Some(n) = f["next"].as_i64().filter(|n| *n >= 0) {
                assert_eq!(frames[n as usize]["prev"].as_i64(), Some(i as i64));
            }
        }
        if name == "01-opening-skirmish" {
            // (10. i7-i6 10... i9-i8) replaces 10. i7-i8, ply 19.
            let v = frames[19]["vars"][0].as_u64().unwrap() as usize;
            assert_eq!(frames[v]["mv"], "i7-i6");
            assert_eq!(frames[v]["prev"], 18);
            assert_eq!(frames[v]["depth"], 1);
            let second = frames[v]["next"].as_u64().unwrap() as usize;
            assert_eq!(frames[second]["no"], "10...");
            assert_eq!(frames[second]["next"], -1);
        }
        if name == "02-into-the-house" {
            let obj = frames[5]["obj"].to_string();
            assert!(
                obj.contains("\"variant\":\"German Wikipedia article\""),
                "{obj}"
            );
            assert!(obj.contains("matrix.html#hop.over_forbidden"), "{obj}");
        }
    }
}

#[test]
fn the_sources_chapter_has_the_stemma_the_fourth_text_and_the_changes() {
    let app = suffragetto_apparatus::load().unwrap();
    let index = main_of("sources/index.html");
    assert!(index.contains("<img src=\"../img/stemma.svg\""));
    // The version, its date written as a reader writes one.
    let v = app.changelog.latest().unwrap();
    let [y, m, d]: [usize; 3] = v
        .date
        .split('-')
        .map(|n| n.parse().unwrap())
        .collect::<Vec<_>>()
        .try_into()
        .unwrap();
    let month = [
        "January",
        "February",
        "March",
        "April",
        "May",
        "June",
        "July",
        "August",
        "September",
        "October",
        "November",
        "December",
    ][m - 1];
    let shown = format!("This book shows version {} of {d} {month} {y}", v.version);
    assert!(index.contains(&shown), "the version: {shown}");
    // The stemma draws every witness and exemplar, the exemplars dashed.
    let svg = read("img/stemma.svg");
    for w in &app.witnesses {
        assert!(
            svg.contains(&format!("<tspan font-weight=\"bold\">{}</tspan>", w.siglum)),
            "{}",
            w.id
        );
    }
    assert_eq!(
        svg.matches("stroke-dasharray=\"5 3\"").count(),
        app.exemplars.len()
    );
    assert_eq!(
        svg.matches("<line ").count(),
        4 + 2,
        "four edges, two dotted links"
    );
    // The Ludii file's rules text has its page, its sentences with their lines.
    let s = main_of("sources/ludii-text.html");
    assert!(s.contains("Suffragettes may disable Police through jiu jitsu."));
    assert!(s.contains("rules, line 342"));
    assert!(s.contains("SHA-256 not recorded"));
    // The changes of reading, newest first.
    let changes = main_of("sources/changes.html");
    let v4 = changes
        .find(&format!("Version {}", app.changelog.current))
        .unwrap();
    let v1 = changes.find("Version 1,").unwrap();
    assert!(v4 < v1);
    assert!(changes.contains("status inferred → contradictory"));
}

#[test]
fn differences_say_whether_the_holder_of_a_value_changes_a_move() {
    let d = flat(&main_of("differences.html"));
    // The sections, after the summary that names them too.
    let d = &d[d
        .find("id=\"how-the-differences-were-found-and-measured\"")
        .unwrap()..];
    // The German article's buildings in the Arena change no German move.
    let at = d
        .find("Whether pieces inside the buildings can be captured")
        .unwrap();
    let item = &d[at..];
    let item = &item[..item.find("<h3").unwrap_or(item.len())];
    assert!(
        item.contains("Under the German Wikipedia article itself, with <strong>excluded</strong> in its place: no position found among 1500 compared"),
        "{item}"
    );
    assert!(item.contains("The effects below are measured on the English online rules with this one value changed, not under the German Wikipedia article."));
    // The straight jump: the German text's two readings.
    let at = d.find("A hop over an opponent it cannot capture").unwrap();
    let item = &d[at..];
    let item = &item[..item.find("<h3").unwrap_or(item.len())];
    assert!(item.contains("The German Wikipedia article says both things here: <strong>forbidden</strong> is one of its two readings"), "{item}");
    assert!(item.contains("href=\"variants/straight-jump-harmless.yaml\""));
    assert!(item.contains("Under the German Wikipedia article itself, with <strong>harmless</strong> in its place: the legal moves differ"));
}

/// Writes a small published data set into `dir`: an ablation of the
/// English online rules and the other variants, `games` games each.
fn publish(dir: &Path, games: u32) {
    publish_shard(dir, games, suffragetto_ai::runs::Shard::ALL);
}

/// [`publish`], only `shard`'s games: a run not finished yet.
fn publish_shard(dir: &Path, games: u32, shard: suffragetto_ai::runs::Shard) {
    use suffragetto_ai::runs::{Command, Plan, RunSpec, write_lines};
    let _ = std::fs::remove_dir_all(dir);
    std::fs::create_dir_all(dir).unwrap();
    let spec = |command, variants: &[&str]| RunSpec {
        command,
        variants: variants.iter().map(|v| v.to_string()).collect(),
        agents: vec!["strong:100".into(), "strong:100".into()],
        games,
        seed: 1,
        max_plies: 1000,
        probe_every: 0,
    };
    for (name, s) in [
        ("ablate.jsonl", spec(Command::Ablate, &["english"])),
        (
            "simulate.jsonl",
            spec(Command::Simulate, &["german", "french", "ludii", "dagaz"]),
        ),
    ] {
        let lines = Plan::new(s).unwrap().play(shard, &|| {});
        let mut bytes = Vec::new();
        write_lines(&mut bytes, &lines).unwrap();
        std::fs::write(dir.join(name), bytes).unwrap();
    }
    std::fs::write(dir.join("README.md"), "Version: test.\n").unwrap();
}

#[test]
fn the_book_reads_the_published_strong_games_and_refuses_them_under_other_rules() {
    let data = temp("published-data");
    publish(&data, 3);
    let out = temp("published");
    let _ = std::fs::remove_dir_all(&out);
    let mut o = options(&out);
    o.games = 4;
    o.search_positions = 50;
    o.strong_games = None;
    o.strong_data = data.clone();
    o.langs = vec![suffragetto_core::lang::Lang::En];
    build(&o, &Silent).unwrap_or_else(|e| panic!("{e}"));
    let out = out.join("en");
    let stats = std::fs::read_to_string(out.join("statistics.html")).unwrap();
    let stats = flat(&stats);
    assert!(
        stats.contains("<strong>3 games per variant</strong>"),
        "the data's games"
    );
    assert!(stats.contains("searching <strong>100 positions a move</strong>"));
    assert!(stats.contains("published with the book, game by game"));
    // The same numbers as `merge` reports from the same lines: the base
    // variant's Suffragettes' share.
    let lines = std::fs::read_to_string(data.join("ablate.jsonl")).unwrap();
    let parsed: Vec<_> = suffragetto_ai::runs::parse_lines("ablate.jsonl", &lines)
        .unwrap()
        .into_iter()
        .map(|(_, l)| l)
        .collect();
    let Ok(suffragetto_ai::runs::Report::Ablation(rep)) =
        suffragetto_ai::runs::merge(&parsed, &|i| i.to_string())
    else {
        panic!("an ablation")
    };
    let share = rep.base.suffragette_win_rate.fmt(3);
    let at = stats.find("Under strong play").unwrap();
    assert!(stats[at..].contains(&share), "{share}");
    // Made under other rules: refused, saying how to remake them.
    let tampered = lines.replacen(&parsed[0].rules_hash, "00000000deadbeef", 1);
    std::fs::write(data.join("ablate.jsonl"), tampered).unwrap();
    o.strong_fallback = None;
    let err = build(&o, &Silent).expect_err("other rules").to_string();
    assert!(err.contains("content hash is 00000000deadbeef"), "{err}");
    assert!(err.contains("ablate.jsonl:1"), "{err}");
    assert!(err.contains("scripts/strong-data"), "{err}");
    assert!(err.contains("--strong-games N"), "{err}");
    // With a fallback (the default build's), the book is built with strong
    // games played afresh, and says why the published ones are not used.
    o.strong_fallback = Some(2);
    build(&o, &Silent).unwrap_or_else(|e| panic!("{e}"));
    let stats = flat(&std::fs::read_to_string(out.join("statistics.html")).unwrap());
    assert!(
        stats.contains("<strong>2 games per variant</strong>"),
        "the games played"
    );
    assert!(stats.contains("were made under rules that have changed since"));
    o.strong_fallback = None;
    // Missing: the same advice.
    std::fs::remove_dir_all(&data).unwrap();
    let err = build(&o, &Silent).expect_err("no data").to_string();
    assert!(
        err.contains("not there") && err.contains("scripts/strong-data"),
        "{err}"
    );
}

#[test]
fn the_book_reads_a_partial_published_set_as_the_games_it_has_and_says_so() {
    let data = temp("partial-data");
    // Shard 1 of 2 of a 4-game run: games 0 and 2 of every configuration.
    publish_shard(&data, 4, suffragetto_ai::runs::Shard { k: 1, n: 2 });
    let out = temp("partial");
    let _ = std::fs::remove_dir_all(&out);
    let mut o = options(&out);
    o.games = 4;
    o.search_positions = 50;
    o.strong_games = None;
    o.strong_data = data.clone();
    o.strong_fallback = None;
    o.langs = vec![suffragetto_core::lang::Lang::En];
    build(&o, &Silent).unwrap_or_else(|e| panic!("{e}"));
    let stats = flat(&std::fs::read_to_string(out.join("en").join("statistics.html")).unwrap());
    assert!(
        stats.contains("<strong>2 games per variant</strong>"),
        "the games there"
    );
    assert!(
        stats.contains("The run that makes them is not finished: these are its shards done so far, 2 of its planned 4 games"),
        "said to be partial"
    );
    // A complete set does not say so.
    publish(&data, 2);
    build(&o, &Silent).unwrap_or_else(|e| panic!("{e}"));
    let stats = flat(&std::fs::read_to_string(out.join("en").join("statistics.html")).unwrap());
    assert!(stats.contains("<strong>2 games per variant</strong>"));
    assert!(!stats.contains("is not finished"));
}
