//! A move that was played, in words, as a screen reader announces it
//! ("Police: constable f12 to f11", "Suffragettes: Leader g5 hops to i3,
//! disabling the constable on h4"). The words come from the catalogue
//! (`said-*` in `locales/*/core.ftl`), in any language; the squares of a
//! hop chain are its canonical path.

use super::move_text::MoveText;
use crate::engine::{Counts, Move, Position, Rules};
use crate::lang::{Args, Lang, catalogue};
use crate::piece::{Piece, Side, Size};

/// `mv`, played from `before` under `rules`, in words of `lang`. A move
/// that does not fit the position (no piece on its start) is said by its
/// squares alone.
pub fn spoken(before: &Position, rules: &Rules, mv: &Move, lang: Lang) -> String {
    let side = before.to_move();
    let c = catalogue();
    let a = Args::new(lang).side("side", side);
    let a = a.text(
        "who",
        c.text("said-side", &Args::new(lang).side("side", side)),
    );
    match *mv {
        Move::Step { from, to } => {
            let a = moving(a, before, from);
            c.text("said-step", &a.text("from", from).text("to", to))
        }
        Move::Hop { from, captured, .. } => {
            let landings = match MoveText::from_move(before, rules, mv) {
                MoveText::Path { squares, .. } => squares.into_iter().skip(1).collect(),
                _ => Vec::new(),
            };
            let landings = list(
                landings.iter().map(|s| s.to_string()).collect(),
                "said-then",
                lang,
            );
            let taken: Vec<String> = captured
                .iter()
                .filter_map(|sq| {
                    let piece = before.piece_at(sq)?;
                    let a = piece_args(Args::new(lang), piece).text("square", sq);
                    Some(c.text("said-captured", &a))
                })
                .collect();
            let a = moving(a, before, from)
                .text("from", from)
                .text("landings", landings);
            if taken.is_empty() {
                c.text("said-hop", &a)
            } else {
                c.text(
                    "said-hop-capture",
                    &a.text("captured", list(taken, "said-and", lang)),
                )
            }
        }
        Move::Exchange(offer) => {
            let (own, theirs) = (offer.of(side), offer.of(side.opponent()));
            let a = a
                .text("own", pieces(own, side, lang))
                .text("theirs", pieces(theirs, side.opponent(), lang));
            c.text("said-exchange", &a)
        }
        Move::Accept(_) => c.text("said-accept", &a),
        Move::Decline => c.text("said-decline", &a),
        Move::Pass => c.text("said-pass", &a),
    }
}

/// The piece on `from` as `piece` (and its forms), if there is one.
fn moving(a: Args, before: &Position, from: crate::geometry::Square) -> Args {
    match before.piece_at(from) {
        Some(p) => piece_args(a, p),
        None => a.text("piece", "").text("piece-id", "none"),
    }
}

/// `piece` as `piece`, its forms, and `piece-id` (for agreement).
fn piece_args(a: Args, piece: Piece) -> Args {
    let id = match (piece.side, piece.size) {
        (Side::Suffragettes, Size::Small) => "suffragette",
        (Side::Suffragettes, Size::Large) => "leader",
        (Side::Police, Size::Small) => "constable",
        (Side::Police, Size::Large) => "inspector",
    };
    a.piece("piece", piece).text("piece-id", id)
}

/// `counts` of `side`'s pieces in words: "1 Leader and 3 Suffragettes".
fn pieces(counts: Counts, side: Side, lang: Lang) -> String {
    let parts = [(counts.large, Size::Large), (counts.small, Size::Small)]
        .into_iter()
        .filter(|(n, _)| *n > 0)
        .map(|(n, size)| {
            let a = piece_args(Args::new(lang), Piece { side, size }).number("n", n.into());
            catalogue().text("said-pieces", &a)
        })
        .collect();
    list(parts, "said-and", lang)
}

/// `items` joined as a list: commas, and the catalogue's `key` (`said-and`,
/// `said-then`) before the last.
fn list(mut items: Vec<String>, key: &str, lang: Lang) -> String {
    let Some(last) = items.pop() else {
        return String::new();
    };
    if items.is_empty() {
        return last;
    }
    let a = Args::new(lang)
        .text("first", items.join(", "))
        .text("last", last);
    catalogue().text(key, &a)
}
