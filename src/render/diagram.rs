//! Teaching diagrams: one position with the move that led to it drawn as an
//! arrow through every landing of a hop chain, each captured piece crossed
//! out where it stood, the moved piece's start and end squares highlighted,
//! a game record's drawing commands, the legal landings of one piece, an
//! optional caption, coordinates, a view from the Police side and a crop to
//! a rectangle of squares.
//!
//! Layers are drawn in a fixed order: squares, highlights, zone names, zone
//! outlines, marks, pieces, capture crosses, legal landings, arrows; the
//! coordinates, frame and caption lie outside the squares.
//!
//! ```
//! use suffragetto::engine::Rules;
//! use suffragetto::render::diagram::{DiagramOptions, Scene, diagram_document};
//! use suffragetto::render::{Format, encode};
//!
//! let rules = Rules::load("english").unwrap();
//! let mut scene = Scene::of_position(rules.start());
//! scene.show_legal(&rules, "g4".parse().unwrap()).unwrap();
//! let opts = DiagramOptions::new(&rules).unwrap();
//! let svg = encode(&diagram_document(&scene, &opts).unwrap(), Format::Svg).unwrap();
//! assert!(String::from_utf8(svg).unwrap().contains("width=\"120mm\""));
//! ```

mod draw;
mod flip;
mod region;

pub use region::Region;

use super::board::{ascii_board, board_shapes};
use super::layout::{centred, wrap};
use super::length::Length;
use super::model::{Colour, Document, Page, Rect, Shape, Stroke, Style, Text, Transform, Weight};
use super::options::{BoardOptions, Lang, PieceColours, Theme};
use super::palette::palette;
use super::{Format, RenderError, encode, png_out, svg_out};
use crate::engine::{Move, Position, Rules};
use crate::geometry::{SIZE, Square, Zone};
use crate::notation::write_position;
use crate::piece::{Piece, Side};
use crate::record::{Comment, Drawing, Record, Replay};
use draw::Cells;

/// A diagram that cannot be made as asked.
#[derive(Debug, thiserror::Error)]
pub enum DiagramError {
    /// A region that is not two squares joined by a colon.
    #[error("`{text}` is not a region of two corners such as c3:o9: {reason}")]
    Region {
        /// The text given.
        text: String,
        /// What is wrong with it.
        reason: String,
    },
    /// A ply beyond the end of the record.
    #[error("ply {ply} is beyond the end of the record: it has {plies} plies (0 to {plies})")]
    PlyOutOfRange {
        /// The ply asked for.
        ply: usize,
        /// Plies in the record's main line.
        plies: usize,
    },
    /// `show_legal` on a square without a piece of the side to move.
    #[error("{}", no_piece_message(*.square, *.side, *.found))]
    NoPieceToMove {
        /// The square named.
        square: Square,
        /// The side to move.
        side: Side,
        /// What stands there instead.
        found: Option<Piece>,
    },
    /// A drawing command's colour that is neither a name nor `#rrggbb`.
    #[error(
        "unknown colour `{colour}` in a drawing command {place} (expected #rrggbb or one of {})",
        colour_names()
    )]
    Colour {
        /// The colour as written.
        colour: String,
        /// Which comment: "after ply 3" or "before the first move".
        place: String,
    },
    /// An output resolution outside 10-2400 dpi.
    #[error("a resolution of {0} dpi is outside 10-2400")]
    Dpi(f64),
    /// The drawing itself failed.
    #[error(transparent)]
    Render(#[from] RenderError),
}

fn no_piece_message(square: Square, side: Side, found: Option<Piece>) -> String {
    match found {
        None => format!("there is no piece on {square}; the {side} are to move"),
        Some(p) => format!(
            "the piece on {square} is a {} of the {}, but the {side} are to move",
            p.name(),
            p.side
        ),
    }
}

fn colour_names() -> String {
    Colour::NAMES
        .iter()
        .map(|(n, _)| *n)
        .collect::<Vec<_>>()
        .join(", ")
}

/// The move that led to the diagrammed position.
#[derive(Clone, Debug, PartialEq)]
pub struct LastMove {
    /// Start square, then every landing.
    pub path: Vec<Square>,
    /// Each captured piece and the square it stood on before the move.
    pub captured: Vec<(Square, Piece)>,
}

impl LastMove {
    /// The step or hop chain `mv` played from `before`; `None` for moves that
    /// move no piece (exchanges, answers, pass) or that are not legal there.
    pub fn of(before: &Position, rules: &Rules, mv: &Move) -> Option<LastMove> {
        let path = before.canonical_path(rules, mv)?;
        Some(LastMove {
            path: path.into_iter().map(|(sq, _)| sq).collect(),
            captured: mv
                .captured()
                .iter()
                .filter_map(|sq| before.piece_at(sq).map(|p| (sq, p)))
                .collect(),
        })
    }
}

/// Something a record's comment asks to draw, its colour resolved.
#[derive(Clone, Debug, PartialEq)]
pub enum Overlay {
    /// An arrow from square to square.
    Arrow {
        /// Tail.
        from: Square,
        /// Head.
        to: Square,
        /// Colour.
        colour: Colour,
    },
    /// A frame round one square.
    Mark {
        /// The square.
        square: Square,
        /// Colour.
        colour: Colour,
    },
    /// An outline round a zone.
    Zone {
        /// The zone.
        zone: Zone,
        /// Colour.
        colour: Colour,
    },
}

impl Overlay {
    /// The overlays of `comments`; `place` names them in errors.
    pub fn of_comments(comments: &[Comment], place: &str) -> Result<Vec<Overlay>, DiagramError> {
        let colour = |css: &str| {
            Colour::parse(css).ok_or_else(|| DiagramError::Colour {
                colour: css.to_string(),
                place: place.to_string(),
            })
        };
        let mut out = Vec::new();
        for d in comments.iter().flat_map(|c| &c.drawings) {
            out.push(match d {
                Drawing::Arrow {
                    from,
                    to,
                    colour: c,
                } => Overlay::Arrow {
                    from: *from,
                    to: *to,
                    colour: colour(c)?,
                },
                Drawing::Mark { square, colour: c } => Overlay::Mark {
                    square: *square,
                    colour: colour(c)?,
                },
                Drawing::Zone { zone, colour: c } => Overlay::Zone {
                    zone: *zone,
                    colour: colour(c)?,
                },
            });
        }
        Ok(out)
    }
}

/// A square a piece can reach, and whether some legal move reaching it captures.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Landing {
    /// The landing square.
    pub square: Square,
    /// Whether a capturing move ends here.
    pub captures: bool,
}

/// The words under the board.
#[derive(Clone, Debug, PartialEq, Default)]
pub struct Caption {
    /// The first line, in bold (the move, e.g. `4. e9xg11xi13 !!`); `None`
    /// says whose turn it is.
    pub heading: Option<String>,
    /// The comment, wrapped below.
    pub text: String,
}

/// Everything a diagram shows, independent of how it looks.
#[derive(Clone, Debug)]
pub struct Scene {
    /// The position drawn.
    pub position: Position,
    /// The move that led to it, drawn as an arrow.
    pub last_move: Option<LastMove>,
    /// Drawing commands.
    pub overlays: Vec<Overlay>,
    /// The piece whose legal landings are marked, highlighted.
    pub selected: Option<Square>,
    /// Legal landings to mark with dots.
    pub legal: Vec<Landing>,
    /// The caption, drawn when [`DiagramOptions::caption`] is set.
    pub caption: Caption,
}

impl Scene {
    /// A bare position.
    pub fn of_position(position: Position) -> Scene {
        Scene {
            position,
            last_move: None,
            overlays: Vec::new(),
            selected: None,
            legal: Vec::new(),
            caption: Caption::default(),
        }
    }

    /// The position after `ply` plies of a replayed record (0 = its start),
    /// with the move of that ply, the drawing commands and comments that
    /// follow it (for ply 0, those before the first move).
    pub fn of_record(
        record: &Record,
        replay: &Replay,
        rules: &Rules,
        ply: usize,
    ) -> Result<Scene, DiagramError> {
        let plies = replay.steps.len();
        let position = replay
            .position(ply)
            .filter(|_| ply <= plies)
            .ok_or(DiagramError::PlyOutOfRange { ply, plies })?;
        let mut scene = Scene::of_position(position.clone());
        let (comments, place) = match ply {
            0 => (&record.intro, "before the first move".to_string()),
            p => (&record.moves[p - 1].comments, format!("after ply {p}")),
        };
        scene.overlays = Overlay::of_comments(comments, &place)?;
        scene.caption.text = comments
            .iter()
            .map(|c| c.text.trim())
            .filter(|t| !t.is_empty())
            .collect::<Vec<_>>()
            .join(" ");
        if ply == 0 {
            scene.caption.heading = record.tag("Event").map(str::to_string);
        } else {
            let step = &replay.steps[ply - 1];
            let before = replay
                .position(ply - 1)
                .expect("a position before every step");
            scene.last_move = LastMove::of(before, rules, &step.mv);
            let done = before.ply();
            let dots = if done.is_multiple_of(2) { "." } else { "..." };
            let mut heading = format!("{}{dots} {}", done / 2 + 1, step.text);
            let glyphs: String = record.moves[ply - 1]
                .glyphs
                .iter()
                .map(|g| g.as_str())
                .collect();
            if !glyphs.is_empty() {
                heading.push(' ');
                heading.push_str(&glyphs);
            }
            scene.caption.heading = Some(heading);
        }
        Ok(scene)
    }

    /// Marks every legal landing of the piece on `square`, which must belong
    /// to the side to move.
    pub fn show_legal(&mut self, rules: &Rules, square: Square) -> Result<(), DiagramError> {
        let side = self.position.to_move();
        match self.position.piece_at(square) {
            Some(p) if p.side == side => {}
            found => {
                return Err(DiagramError::NoPieceToMove {
                    square,
                    side,
                    found,
                });
            }
        }
        let mut landings: Vec<Landing> = Vec::new();
        for mv in self.position.legal_moves(rules) {
            let Some((from, to)) = mv.squares() else {
                continue;
            };
            if from != square {
                continue;
            }
            let captures = mv.capture_count() > 0;
            match landings.iter_mut().find(|l| l.square == to) {
                Some(l) => l.captures |= captures,
                None => landings.push(Landing {
                    square: to,
                    captures,
                }),
            }
        }
        landings.sort_by_key(|l| l.square);
        self.selected = Some(square);
        self.legal = landings;
        Ok(())
    }
}

/// How a diagram looks.
#[derive(Clone, Debug, PartialEq)]
pub struct DiagramOptions {
    /// The longer edge of the diagram (squares and coordinates), mm.
    pub size: f64,
    /// Language of the words on the board and in the caption.
    pub lang: Lang,
    /// Colour or mono.
    pub theme: Theme,
    /// Piece colours.
    pub colours: PieceColours,
    /// Files and ranks along the bottom and left edges.
    pub coordinates: bool,
    /// The board seen from the Police side (turned half round).
    pub flip: bool,
    /// The squares shown.
    pub region: Region,
    /// Whether to draw the caption.
    pub caption: bool,
    /// The variant's id, for the title.
    pub variant: String,
}

/// The default diagram edge: a column of a printed page or a web page.
pub const DEFAULT_DIAGRAM_SIZE: f64 = 120.0;

impl DiagramOptions {
    /// A 120 mm colour diagram of the whole board in English, with the
    /// variant's piece colours, no coordinates and no caption.
    pub fn new(rules: &Rules) -> Result<DiagramOptions, DiagramError> {
        Ok(DiagramOptions {
            size: DEFAULT_DIAGRAM_SIZE,
            lang: Lang::En,
            theme: Theme::Colour,
            colours: PieceColours::of(rules)?,
            coordinates: false,
            flip: false,
            region: Region::FULL,
            caption: false,
            variant: rules.id().to_string(),
        })
    }

    /// Checks the size: positive and at most 3 m.
    pub fn check(&self) -> Result<(), RenderError> {
        if self.size.is_nan() || self.size <= 0.0 {
            return Err(RenderError::NotPositive {
                what: "diagram size",
                value: Length(self.size),
            });
        }
        if self.size > 3000.0 {
            return Err(RenderError::TooLarge {
                what: "diagram size",
                value: Length(self.size),
                limit: Length(3000.0),
            });
        }
        Ok(())
    }
}

/// Coordinates' gutter and the border outside the squares, in squares.
const GUTTER: f64 = 0.7;
const BORDER: f64 = 0.08;

/// The diagram of `scene` as a one-page document.
pub fn diagram_document(scene: &Scene, opts: &DiagramOptions) -> Result<Document, DiagramError> {
    opts.check()?;
    let region = opts.region;
    let (nf, nr) = (region.files() as f64, region.ranks() as f64);
    let gutter = if opts.coordinates { GUTTER } else { 0.0 };
    let (kw, kh) = (nf + gutter + 2.0 * BORDER, nr + gutter + 2.0 * BORDER);
    let q = opts.size / kw.max(kh);
    let (board_w, board_h) = (kw * q, kh * q);
    let fs = (opts.size * 0.029).clamp(2.6, 6.0);
    let width = if opts.caption {
        board_w.max(opts.size * 0.75).max(60.0_f64.min(opts.size))
    } else {
        board_w
    };
    let x0 = (width - board_w) / 2.0;
    let squares = Rect::new(x0 + (BORDER + gutter) * q, BORDER * q, nf * q, nr * q);
    let cells = Cells { q, flip: opts.flip };
    let (c0, r0) = cells.origin(&region);
    let pal = palette(opts.theme);

    let mut shapes = vec![Shape::Rect(
        Rect::new(0.0, 0.0, width, 0.0),
        Style::fill(Colour::WHITE),
    )];
    let inner = board_layers(scene, opts, &cells);
    shapes.push(Shape::Group {
        transform: Transform {
            dx: squares.x - c0 as f64 * q,
            dy: squares.y - r0 as f64 * q,
            scale: 1.0,
        },
        clip: Some(squares),
        shapes: inner,
    });
    shapes.push(Shape::Rect(
        squares,
        Style::stroke(Stroke::solid(pal.outline, 0.05 * q)),
    ));
    if opts.coordinates {
        coordinates(opts, &cells, squares, (c0, r0), gutter * q, &mut shapes);
    }
    let mut height = board_h;
    if opts.caption {
        height = caption(scene, opts, width, height, fs, &mut shapes);
    }
    if let Shape::Rect(r, _) = &mut shapes[0] {
        r.h = height;
    }
    let heading = heading(scene, opts.lang);
    Ok(Document {
        title: format!("Suffragetto diagram ({}): {heading}", opts.variant),
        description: description(scene, opts),
        pages: vec![Page {
            width,
            height,
            shapes,
        }],
    })
}

/// The squares and everything on them, in the full board's coordinates
/// (0 to 17 squares each way, already turned when flipped).
fn board_layers(scene: &Scene, opts: &DiagramOptions, cells: &Cells) -> Vec<Shape> {
    let bopts = board_options(opts, cells.q);
    let mut ground = board_shapes(&bopts);
    if opts.flip {
        let edge = SIZE as f64 * cells.q;
        ground = flip::half_turn(ground, edge, edge);
    }
    // Zone names go above the highlights so a highlighted square in a
    // building does not cut its name.
    let (words, ground): (Vec<Shape>, Vec<Shape>) = ground
        .into_iter()
        .partition(|s| matches!(s, Shape::Text(_)));
    let mut out = ground;
    let d = draw::Drawer {
        cells,
        opts: &bopts,
        theme: opts.theme,
    };
    let mut lit: Vec<Square> = scene
        .last_move
        .iter()
        .flat_map(|m| [m.path[0], m.path[m.path.len() - 1]])
        .collect();
    lit.extend(scene.selected);
    d.highlights(&lit, &mut out);
    out.extend(words);
    d.overlays(&scene.overlays, &mut out);
    for (sq, piece) in scene.position.board().iter() {
        let (cx, cy) = cells.centre(sq);
        super::pieces::counter(piece, &bopts, cx, cy, &mut out);
    }
    if let Some(m) = &scene.last_move {
        d.captures(&m.captured, &mut out);
    }
    d.legal(&scene.legal, &mut out);
    d.arrows(scene.last_move.as_ref(), &scene.overlays, &mut out);
    out
}

/// The board's own options for squares of edge `q`: no frame, no start marks.
fn board_options(opts: &DiagramOptions, q: f64) -> BoardOptions {
    BoardOptions {
        size: SIZE as f64 * q,
        margin: 0.0,
        lang: opts.lang,
        theme: opts.theme,
        colours: opts.colours,
        start: Vec::new(),
        start_marks: false,
        coordinates: false,
        variant: opts.variant.clone(),
    }
}

/// Files under the squares and ranks to their left, upright, in the order
/// they appear (reversed when flipped).
fn coordinates(
    opts: &DiagramOptions,
    cells: &Cells,
    squares: Rect,
    (c0, r0): (u8, u8),
    gutter: f64,
    out: &mut Vec<Shape>,
) {
    let q = cells.q;
    let ink = match opts.theme {
        Theme::Colour => Colour::rgb(0x4a, 0x23, 0x5a),
        Theme::Mono => Colour::BLACK,
    };
    let size = (0.36 * q).min(gutter * 0.62);
    let region = opts.region;
    for file in region.file_range() {
        let col = cells.col(file) - c0;
        let x = squares.x + (col as f64 + 0.5) * q;
        let y = squares.bottom() + gutter / 2.0;
        let name = ((b'a' + file) as char).to_string();
        out.push(Shape::Text(centred(
            &name,
            (x, y),
            size,
            Weight::Bold,
            ink,
            0.0,
        )));
    }
    for rank in region.rank_range() {
        let row = cells.row(rank) - r0;
        let y = squares.y + (row as f64 + 0.5) * q;
        let x = squares.x - gutter / 2.0;
        let name = (rank + 1).to_string();
        out.push(Shape::Text(centred(
            &name,
            (x, y),
            size,
            Weight::Bold,
            ink,
            0.0,
        )));
    }
}

/// The caption's first line.
fn heading(scene: &Scene, lang: Lang) -> String {
    scene
        .caption
        .heading
        .clone()
        .unwrap_or_else(|| to_move(scene.position.to_move(), lang).to_string())
}

/// "Suffragettes to move" in each language.
fn to_move(side: Side, lang: Lang) -> &'static str {
    match (side, lang) {
        (Side::Suffragettes, Lang::En) => "Suffragettes to move",
        (Side::Suffragettes, Lang::De) => "Die Suffragetten sind am Zug",
        (Side::Suffragettes, Lang::Fr) => "Aux suffragettes de jouer",
        (Side::Police, Lang::En) => "Police to move",
        (Side::Police, Lang::De) => "Die Polizei ist am Zug",
        (Side::Police, Lang::Fr) => "À la police de jouer",
    }
}

/// Sets the caption below `top`; returns the page height.
fn caption(
    scene: &Scene,
    opts: &DiagramOptions,
    width: f64,
    top: f64,
    fs: f64,
    out: &mut Vec<Shape>,
) -> f64 {
    let side = (fs * 0.8).max(1.5);
    let wrap_width = width - 2.0 * side;
    let step = fs * 1.32;
    let mut y = top + fs * 0.5;
    let ink = Colour::rgb(0x1c, 0x1c, 0x1c);
    for line in wrap(&heading(scene, opts.lang), Weight::Bold, fs, wrap_width) {
        y += step;
        out.push(Shape::Text(
            Text::new(side, y, line, fs).bold().coloured(ink),
        ));
    }
    for line in wrap(&scene.caption.text, Weight::Regular, fs, wrap_width) {
        y += step;
        out.push(Shape::Text(Text::new(side, y, line, fs).coloured(ink)));
    }
    y + fs * 0.8
}

/// The position as text for the SVG `<desc>`.
fn description(scene: &Scene, opts: &DiagramOptions) -> String {
    let mut b = board_options(opts, 1.0);
    b.start = scene.position.board().iter().collect();
    b.start_marks = true;
    let mut s = ascii_board(&b);
    s.push_str(&format!("Position: {}\n", write_position(&scene.position)));
    if let Some(m) = &scene.last_move {
        let path: Vec<String> = m.path.iter().map(Square::to_string).collect();
        s.push_str(&format!("Last move through {}", path.join(", ")));
        if !m.captured.is_empty() {
            let caps: Vec<String> = m.captured.iter().map(|(sq, _)| sq.to_string()).collect();
            s.push_str(&format!("; captured on {}", caps.join(", ")));
        }
        s.push('\n');
    }
    if !scene.legal.is_empty() {
        let l: Vec<String> = scene.legal.iter().map(|l| l.square.to_string()).collect();
        s.push_str(&format!("Legal landings: {}\n", l.join(", ")));
    }
    s
}

/// The bytes of a diagram in `format`; PNG at `dpi` dots per inch.
pub fn encode_diagram(doc: &Document, format: Format, dpi: f64) -> Result<Vec<u8>, DiagramError> {
    if !(10.0..=2400.0).contains(&dpi) {
        return Err(DiagramError::Dpi(dpi));
    }
    Ok(match format {
        Format::Png => {
            let svg = svg_out::page_to_svg(&doc.pages[0], &doc.title, &doc.description);
            png_out::svg_to_png(&svg, dpi)?
        }
        _ => encode(doc, format)?,
    })
}
