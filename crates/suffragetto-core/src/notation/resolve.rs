//! Turning move text into a legal move, or saying exactly why it is not one,
//! as shakmaty's SAN module does for chess: the text is read here, each hop
//! is checked by the engine's predicates, and their refusals are put into
//! words.

use super::move_text::{MoveSyntaxError, MoveText};
use super::reasons::{cite, describe_in};
use crate::engine::{Counts, Move, Offer, Placement, Position, Refusal, Rules};
use crate::geometry::Square;
use crate::lang::{Args, Lang, catalogue};
use crate::piece::{Side, Size};

/// A move that is well-formed but not legal in the position, and why.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{text}: {reason}")]
pub struct IllegalMove {
    /// The move as written.
    pub text: String,
    /// The 1-based hop of a chain the refusal concerns (0: the move as a whole).
    pub hop: usize,
    /// The engine's reason.
    pub refusal: Refusal,
    /// The reason in English words, naming squares and zones, and the rule
    /// point's id in brackets (as the command line shows it).
    pub reason: String,
}

impl IllegalMove {
    /// The reason in words of `lang`, under the `rules` the move was
    /// refused by, for a reader's page: no rule point id (the page names
    /// the point by its title, from [`IllegalMove::rule_point`]).
    pub fn reason_in(&self, rules: &Rules, lang: Lang) -> String {
        in_hop(self.hop, describe_in(&self.refusal, rules, lang), lang)
    }

    /// The reason in words of `lang` followed by the rule point's id in
    /// brackets, as the command line and a record's errors show it
    /// (`reason` is the English one).
    pub fn cited_reason_in(&self, rules: &Rules, lang: Lang) -> String {
        cite(self.reason_in(rules, lang), self.rule_point())
    }

    /// The id of the rule point that refuses the move, if one does.
    pub fn rule_point(&self) -> Option<crate::variant::PointId> {
        self.refusal.rule_point()
    }
}

/// Move text that cannot be read, or names no legal move.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum MoveError {
    /// The text is malformed.
    #[error(transparent)]
    Syntax(#[from] MoveSyntaxError),
    /// Well-formed, but not legal here.
    #[error(transparent)]
    Illegal(#[from] IllegalMove),
}

impl MoveError {
    /// The rule point that refuses the move, if any.
    pub fn rule_point(&self) -> Option<crate::variant::PointId> {
        match self {
            MoveError::Syntax(_) => None,
            MoveError::Illegal(e) => e.rule_point(),
        }
    }
}

/// The legal move that `text` names, accepting any legal path of a chain and
/// `-` where a hop captures; otherwise the first reason it is illegal.
pub fn resolve(pos: &Position, rules: &Rules, text: &MoveText) -> Result<Move, IllegalMove> {
    let fail = |hop: usize, refusal: Refusal| IllegalMove {
        text: text.to_string(),
        hop,
        refusal,
        reason: cite(
            in_hop(hop, describe_in(&refusal, rules, Lang::En), Lang::En),
            refusal.rule_point(),
        ),
    };
    match text {
        MoveText::Accept { squares } => {
            let side = pos.to_move();
            let mine = pos.pending().map_or(Counts::default(), |o| o.of(side));
            let placement = chosen(pos, rules, side, mine, squares).map_err(|r| fail(0, r))?;
            pos.check_answer(rules, true, placement)
                .map_err(|r| fail(0, r))
        }
        MoveText::Decline => pos
            .check_answer(rules, false, Placement::NONE)
            .map_err(|r| fail(0, r)),
        MoveText::Pass => pos.check_pass(rules).map_err(|r| fail(0, r)),
        MoveText::Exchange {
            suffragettes,
            police,
            squares,
        } => {
            let side = pos.to_move();
            let mut o = Offer {
                suffragettes: *suffragettes,
                police: police.unwrap_or(*suffragettes),
                placement: Placement::NONE,
            };
            o.placement = chosen(pos, rules, side, o.of(side), squares).map_err(|r| fail(0, r))?;
            pos.check_exchange(rules, o).map_err(|r| fail(0, r))
        }
        MoveText::Path { squares, captures } => {
            let checked = pos
                .check_path(rules, squares)
                .map_err(|e| fail(e.hop, e.refusal))?;
            for (i, (hop, &written)) in checked.hops.iter().zip(captures).enumerate() {
                if let (true, Some(why)) = (written, hop.no_capture) {
                    return Err(fail(
                        i + 1,
                        Refusal::NoCapture {
                            square: hop.over,
                            why,
                        },
                    ));
                }
            }
            Ok(checked.mv)
        }
    }
}

/// A refusal's phrase as the reason of a whole move (`hop` 0) or of its
/// hop `hop` ("hop 2 jumps ...").
fn in_hop(hop: usize, phrase: String, lang: Lang) -> String {
    if hop == 0 {
        return phrase;
    }
    let a = Args::new(lang).number("hop", hop).text("reason", phrase);
    catalogue().text("refusal-in-hop", &a)
}

/// The placement `squares` name for `side`'s released pieces `c`, the
/// first `c.large` of them large: each must be a square of `side`'s own
/// Prison Yard or Hospital Grounds, each named once. No squares give no
/// placement (the fixed order); whether squares are wanted, and how many, the
/// engine checks.
pub(crate) fn placement(side: Side, c: Counts, squares: &[Square]) -> Result<Placement, Refusal> {
    let release = side.release_squares();
    let mut p = Placement::NONE;
    for (k, &sq) in squares.iter().enumerate() {
        let i = release
            .iter()
            .position(|&r| r == sq)
            .ok_or(Refusal::PlacementSquare { square: sq, side })?;
        if p.at(i).is_some() {
            return Err(Refusal::PlacementCount {
                side,
                want: c,
                got: p.counts(),
            });
        }
        let size = if k < c.large as usize {
            Size::Large
        } else {
            Size::Small
        };
        p = p.with(i, size);
    }
    Ok(p)
}

/// The squares `squares` name for `side`'s released pieces `c`; where the
/// releasing side chooses them and none are named, those of the fixed
/// order (as any legal path of a chain is accepted for its move).
fn chosen(
    pos: &Position,
    rules: &Rules,
    side: Side,
    c: Counts,
    squares: &[Square],
) -> Result<Placement, Refusal> {
    let owner =
        rules.values().exchange_placement == crate::variant::values::Placement::OwnerChooses;
    if owner && squares.is_empty() {
        let free: Vec<usize> = side
            .release_squares()
            .iter()
            .enumerate()
            .filter(|(_, s)| pos.piece_at(**s).is_none())
            .map(|(i, _)| i)
            .collect();
        return Ok(Placement::fixed(c, &free).unwrap_or(Placement::NONE));
    }
    placement(side, c, squares)
}

/// Reads and resolves move text.
pub fn parse_move(pos: &Position, rules: &Rules, text: &str) -> Result<Move, MoveError> {
    let t = MoveText::parse(text)?;
    Ok(resolve(pos, rules, &t)?)
}
