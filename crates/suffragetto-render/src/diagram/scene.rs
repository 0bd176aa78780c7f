//! What a diagram shows, independent of how it looks: the position, the
//! move that led to it, a record's drawing commands and comments, and the
//! legal landings of one piece.

use super::DiagramError;
use crate::model::Colour;
use crate::options::Lang;
use suffragetto_core::engine::{Move, Position, Rules};
use suffragetto_core::geometry::{Square, Zone};
use suffragetto_core::piece::{Piece, Side};
use suffragetto_core::record::{Comment, Drawing, Node, Record, Replay};

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

/// How a piece reaches a landing square.
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum LandingKind {
    /// A one-square step.
    Step,
    /// A hop or chain of hops that captures nothing.
    Hop,
    /// A hop or chain that captures (some legal move ending here does).
    Capture,
}

/// A square a piece can reach, and how.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Landing {
    /// The landing square.
    pub square: Square,
    /// A step, a hop, or a hop that captures (when several moves end here,
    /// a capture before a hop).
    pub kind: LandingKind,
}

impl Landing {
    /// Whether a capturing move ends here.
    pub fn captures(&self) -> bool {
        self.kind == LandingKind::Capture
    }
}

/// The words under the board.
#[derive(Clone, Debug, PartialEq, Default)]
pub struct Caption {
    /// The first line, in bold (the move, e.g. `4. e9xg11xi13 !!`, or a
    /// record's event); `None` says whose turn it is.
    pub heading: Option<String>,
    /// Whether the heading is words in [`Caption::lang`] (a record's event)
    /// rather than a move.
    pub heading_is_words: bool,
    /// The comment, wrapped below.
    pub text: String,
    /// The language of `text` (and of a heading that is not a move); a
    /// diagram in another language leaves them out. A record gives it in a
    /// `Language` tag (`en`, `de` or `fr`); without one it is English.
    pub lang: Lang,
}

/// The words of `comments`, drawing commands left out, on one line.
fn comment_text(comments: &[Comment]) -> String {
    comments
        .iter()
        .map(|c| c.text.trim())
        .filter(|t| !t.is_empty())
        .collect::<Vec<_>>()
        .join(" ")
}

/// A record's move as a heading: `4. e9xg11xi13 !!` (or `4... ` for the
/// second player's move), the move played from `before`.
pub fn move_heading(before: &Position, node: &Node, text: &str) -> String {
    let done = before.ply();
    let dots = if done.is_multiple_of(2) { "." } else { "..." };
    let mut heading = format!("{}{dots} {text}", done / 2 + 1);
    let glyphs: String = node.glyphs.iter().map(|g| g.as_str()).collect();
    if !glyphs.is_empty() {
        heading.push(' ');
        heading.push_str(&glyphs);
    }
    heading
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
    /// The caption, drawn when [`DiagramOptions::caption`](super::DiagramOptions::caption) is set.
    pub caption: Caption,
    /// The side that has won in this position, if the game is over: the
    /// frame then says so instead of whose move it is.
    pub winner: Option<Side>,
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
            winner: None,
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
        let winner = position.winner(rules);
        let mut scene = Scene::of_position(position);
        scene.winner = winner;
        scene.caption.lang = match record.tag("Language") {
            Some(code) => code
                .parse::<Lang>()
                .map_err(|e| DiagramError::from(crate::RenderError::from(e)))?,
            None => Lang::En,
        };
        if ply == 0 {
            scene.overlays = Overlay::of_comments(&record.intro, "before the first move")?;
            scene.caption.text = comment_text(&record.intro);
            scene.caption.heading = record.tag("Event").map(str::to_string);
            scene.caption.heading_is_words = true;
        } else {
            let step = &replay.steps[ply - 1];
            let before = replay
                .position(ply - 1)
                .expect("a position before every step");
            let node = &record.moves[ply - 1];
            scene.annotate(&before, rules, node, &step.mv, &step.text, ply)?;
        }
        Ok(scene)
    }

    /// Gives a scene of the position after `mv` (played from `before` as
    /// `node` of a record, written `text`, the record's ply `ply`) the
    /// move's arrow, the node's drawing commands and comments, and the move
    /// with its number and glyphs as the heading.
    pub fn annotate(
        &mut self,
        before: &Position,
        rules: &Rules,
        node: &Node,
        mv: &Move,
        text: &str,
        ply: usize,
    ) -> Result<(), DiagramError> {
        self.overlays = Overlay::of_comments(&node.comments, &format!("after ply {ply}"))?;
        self.caption.text = comment_text(&node.comments);
        self.last_move = LastMove::of(before, rules, mv);
        self.caption.heading = Some(move_heading(before, node, text));
        self.caption.heading_is_words = false;
        Ok(())
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
            let kind = match mv {
                Move::Step { .. } => LandingKind::Step,
                Move::Hop { captured, .. } if captured.is_empty() => LandingKind::Hop,
                Move::Hop { .. } => LandingKind::Capture,
                _ => continue,
            };
            let Some((from, to)) = mv.squares() else {
                continue;
            };
            if from != square {
                continue;
            }
            match landings.iter_mut().find(|l| l.square == to) {
                Some(l) => l.kind = l.kind.max(kind),
                None => landings.push(Landing { square: to, kind }),
            }
        }
        landings.sort_by_key(|l| l.square);
        self.selected = Some(square);
        self.legal = landings;
        Ok(())
    }
}
