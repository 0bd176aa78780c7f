//! The rules in brief on one printed page: the [`summary`] of the kit's
//! variant in the kit's language, set in two columns at the largest size
//! that fits the paper, with three small diagrams drawn by the engine under
//! the same variant (the start position as a map of the zones, a chain of
//! captures, and where one piece may go) and the key to the marks that flag
//! conventions and readings.

use super::RenderError;
use super::diagram::{DiagramOptions, LastMove, Region, Scene, diagram_document};
use super::layout::wrap;
use super::model::{Colour, Document, Page, Shape, Stroke, Text, Transform, Weight};
use super::options::{BoardOptions, Lang, Paper};
use crate::summary::{Summary, summary};
use suffragetto_core::engine::{Move, Rules};
use suffragetto_core::lang::{Args, catalogue};
use suffragetto_core::notation::{parse_position, write_move};

const ACCENT: Colour = Colour::rgb(0x4a, 0x23, 0x5a);
const GREY: Colour = Colour::rgb(0x55, 0x55, 0x55);
const MARGIN: f64 = 14.0;
const GUTTER: f64 = 6.0;

/// A small piece about to take two constables in one chain.
const CHAIN: &str = "17/17/17/17/17/17/17/11I5/17/8P8/17/6P10/5S11/17/17/17/17 S 0+0 0+0 - 0";
/// A Leader with a step, a hop over its own piece and two captures.
const LANDINGS: &str = "17/17/17/17/17/17/17/17/7S9/7LP8/6P10/17/17/17/17/17/17 S 0+0 0+0 - 0";

/// A diagram for the sheet and the words under it.
struct Figure {
    doc: Document,
    caption: String,
}

fn figure_options(
    rules: &Rules,
    opts: &BoardOptions,
    lang: Lang,
) -> Result<DiagramOptions, RenderError> {
    let mut d = DiagramOptions::new(rules).map_err(|e| RenderError::Pdf(e.to_string()))?;
    d.lang = lang;
    d.theme = opts.theme;
    d.colours = opts.colours;
    d.status = false;
    Ok(d)
}

fn draw(scene: &Scene, d: &DiagramOptions) -> Result<Document, RenderError> {
    diagram_document(scene, d).map_err(|e| RenderError::Pdf(e.to_string()))
}

/// The three figures; the two made from set positions are left out when
/// the variant does not allow what they show.
fn figures(
    rules: &Rules,
    opts: &BoardOptions,
    lang: Lang,
    (large, small): (f64, f64),
) -> Result<Vec<Figure>, RenderError> {
    let mut d = figure_options(rules, opts, lang)?;
    d.coordinates = false;
    d.size = large;
    let mut out = vec![Figure {
        doc: draw(&Scene::of_position(rules.start()), &d)?,
        caption: catalogue().plain(lang, "kit-figure-start").to_string(),
    }];
    d.coordinates = true;
    d.size = small;
    let sq = |s: &str| s.parse().expect("a square of the sheet");
    if let Ok(pos) = parse_position(CHAIN, rules) {
        let best = pos
            .legal_moves(rules)
            .into_iter()
            .filter(|m| matches!(m, Move::Hop { from, .. } if *from == sq("f5")))
            .max_by_key(|m| (m.capture_count(), m.squares().map(|(_, t)| t)));
        if let Some(mv) = best.filter(|m| m.capture_count() > 0)
            && let Ok(after) = pos.play(rules, &mv)
        {
            let mut scene = Scene::of_position(after);
            scene.last_move = LastMove::of(&pos, rules, &mv);
            d.region = Region::new(sq("e4"), sq("l11"));
            let (n, text) = (mv.capture_count(), write_move(&pos, rules, &mv));
            out.push(Figure {
                doc: draw(&scene, &d)?,
                caption: catalogue().text(
                    "kit-figure-chain",
                    &Args::new(lang).text("move", text).number("n", n),
                ),
            });
        }
    }
    if let Ok(pos) = parse_position(LANDINGS, rules) {
        let mut scene = Scene::of_position(pos);
        if scene.show_legal(rules, sq("h8")).is_ok() && !scene.legal.is_empty() {
            d.region = Region::new(sq("e5"), sq("k11"));
            out.push(Figure {
                doc: draw(&scene, &d)?,
                caption: catalogue().plain(lang, "kit-figure-landings").to_string(),
            });
        }
    }
    Ok(out)
}

/// One line of the text columns.
struct Line {
    text: String,
    bold: bool,
    size: f64,
    /// Space above, mm.
    before: f64,
}

/// The summary as lines of `width` at body size `fs`.
fn lines(s: &Summary, fs: f64, width: f64) -> Vec<Line> {
    let mut out = Vec::new();
    for section in &s.sections {
        out.push(Line {
            text: section.heading.clone(),
            bold: true,
            size: fs * 1.12,
            before: fs * 0.9,
        });
        let para: Vec<String> = section
            .sentences
            .iter()
            .map(|t| match t.mark {
                Some(m) => format!("{}{}", t.text, m.sign()),
                None => t.text.clone(),
            })
            .collect();
        for text in wrap(&para.join(" "), Weight::Regular, fs, width) {
            out.push(Line {
                text,
                bold: false,
                size: fs,
                before: 0.0,
            });
        }
    }
    out
}

/// Sets `lines` into columns (x, top, bottom); `None` if they do not fit.
fn flow(lines: &[Line], columns: &[(f64, f64, f64)]) -> Option<Vec<Shape>> {
    let mut out = Vec::new();
    let mut col = 0;
    let mut y = columns.first()?.1;
    let mut first = true;
    for (i, line) in lines.iter().enumerate() {
        let step = line.size * 1.38;
        // A heading keeps its first line with it.
        let need = if line.bold {
            step + lines.get(i + 1).map_or(0.0, |l| l.size * 1.38)
        } else {
            step
        };
        let mut before = if first { 0.0 } else { line.before };
        while y + before + need > columns[col].2 {
            col += 1;
            if col == columns.len() {
                return None;
            }
            y = columns[col].1;
            before = 0.0;
        }
        y += before + step;
        first = false;
        let mut t = Text::new(columns[col].0, y, line.text.clone(), line.size);
        if line.bold {
            t = t.bold().coloured(ACCENT);
        }
        out.push(Shape::Text(t));
    }
    Some(out)
}

/// A figure scaled to `width` at `(x, y)`, its caption below; returns the
/// height used.
fn place(f: &Figure, x: f64, y: f64, width: f64, out: &mut Vec<Shape>) -> f64 {
    let page = &f.doc.pages[0];
    let scale = width / page.width;
    out.push(Shape::Group {
        transform: Transform {
            dx: x,
            dy: y,
            scale,
        },
        clip: None,
        shapes: page.shapes.clone(),
    });
    let mut h = page.height * scale + 1.0;
    for line in wrap(&f.caption, Weight::Regular, 2.6, width) {
        h += 3.4;
        out.push(Shape::Text(Text::new(x, y + h, line, 2.6).coloured(GREY)));
    }
    h + 1.5
}

/// The one-page rules summary of `rules` in `lang` on `paper` (`full`
/// means A4), its words and diagrams in the look of `opts`.
pub fn rules_document(
    rules: &Rules,
    opts: &BoardOptions,
    lang: Lang,
    paper: Paper,
) -> Result<Document, RenderError> {
    let (pw, ph) = paper.portrait().unwrap_or((210.0, 297.0));
    let s = summary(rules, lang, opts.theme);
    let mut out = Vec::new();
    let mut y = MARGIN + 6.5;
    out.push(Shape::Text(
        Text::new(MARGIN, y, s.title.clone(), 6.5).bold(),
    ));
    y += 5.0;
    out.push(Shape::Text(
        Text::new(MARGIN, y, s.after.clone(), 3.0).coloured(GREY),
    ));
    y += 2.5;
    out.push(Shape::Line(
        (MARGIN, y),
        (pw - MARGIN, y),
        Stroke::solid(ACCENT, 0.5),
    ));
    let top = y + 3.0;
    let cw = (pw - 2.0 * MARGIN - GUTTER) / 2.0;
    let right = MARGIN + cw + GUTTER;
    let half = (cw - 4.0) / 2.0;
    let figs = figures(rules, opts, lang, (cw, half))?;
    // The key to the marks at the foot of the page.
    let mut foot = Vec::new();
    let mut fy = ph - MARGIN;
    for (_, text) in s.marks.iter().rev() {
        for line in wrap(text, Weight::Regular, 2.6, pw - 2.0 * MARGIN)
            .into_iter()
            .rev()
        {
            foot.push(Shape::Text(Text::new(MARGIN, fy, line, 2.6).coloured(GREY)));
            fy -= 3.4;
        }
    }
    // The zone map at the top of the right column, the two small
    // diagrams side by side under it; the text fills the left column and
    // the rest of the right one.
    let bottom = fy - 2.0;
    let mut y = top + 1.0;
    y += place(&figs[0], right, y, cw, &mut out);
    let mut row_h: f64 = 0.0;
    for (i, f) in figs.iter().skip(1).enumerate() {
        row_h = row_h.max(place(f, right + i as f64 * (half + 4.0), y, half, &mut out));
    }
    y += row_h;
    let columns = [(MARGIN, top, bottom), (right, y + 2.0, bottom)];
    let mut fs = 3.6;
    let text = loop {
        if let Some(t) = flow(&lines(&s, fs, cw), &columns) {
            break t;
        }
        fs -= 0.05;
        if fs < 2.5 {
            return Err(RenderError::Pdf(format!(
                "the {lang} rules summary does not fit one {paper} page"
            )));
        }
    };
    out.extend(text);
    out.extend(foot);
    Ok(Document {
        title: s.title.clone(),
        description: s.after.clone(),
        pages: vec![Page::new(pw, ph, out)],
    })
}
