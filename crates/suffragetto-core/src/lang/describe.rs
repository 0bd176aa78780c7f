//! The core's values in words: [`Describe`] for sides, pieces, sizes,
//! zones, statuses, kinds of difference and outcomes.

use super::Lang;
use super::catalogue::{Args, catalogue, piece_key, side_key, zone_key};
use crate::engine::{Ending, Outcome, Rules};
use crate::geometry::Zone;
use crate::piece::{Piece, Side, Size};
use crate::variant::{DiffKind, Status};

/// A value a person reads about, in words of a [`Lang`].
pub trait Describe {
    /// The value in words of `lang`.
    fn describe(&self, lang: Lang) -> String;
}

impl Describe for Side {
    fn describe(&self, lang: Lang) -> String {
        catalogue().plain(lang, side_key(*self)).to_string()
    }
}

impl Describe for Piece {
    fn describe(&self, lang: Lang) -> String {
        catalogue().plain(lang, piece_key(*self)).to_string()
    }
}

impl Describe for Size {
    fn describe(&self, lang: Lang) -> String {
        let key = match self {
            Size::Large => "size-large",
            Size::Small => "size-small",
        };
        catalogue().plain(lang, key).to_string()
    }
}

impl Describe for Zone {
    fn describe(&self, lang: Lang) -> String {
        catalogue().plain(lang, zone_key(*self)).to_string()
    }
}

/// The catalogue key of a status's word; `.meaning` holds its meaning.
pub(crate) fn status_key(status: Status) -> &'static str {
    match status {
        Status::Stated => "status-stated",
        Status::Inferred => "status-inferred",
        Status::Convention => "status-convention",
        Status::Contradictory => "status-contradictory",
        Status::Board => "status-board",
        Status::Implemented => "status-implemented",
    }
}

impl Describe for Status {
    fn describe(&self, lang: Lang) -> String {
        catalogue().plain(lang, status_key(*self)).to_string()
    }
}

/// The catalogue key of a kind of difference.
pub(crate) fn diff_kind_key(kind: DiffKind) -> &'static str {
    match kind {
        DiffKind::Value => "diff-kind-value",
        DiffKind::Status => "diff-kind-status",
    }
}

impl Describe for DiffKind {
    fn describe(&self, lang: Lang) -> String {
        catalogue().plain(lang, diff_kind_key(*self)).to_string()
    }
}

impl Describe for Outcome {
    fn describe(&self, lang: Lang) -> String {
        match self.winner() {
            Some(winner) => {
                catalogue().text("outcome-won", &Args::new(lang).side("winner", winner))
            }
            None => catalogue().plain(lang, "outcome-unfinished").to_string(),
        }
    }
}

/// How `winner` won by `ending` under `rules`, in words of `lang`.
pub(crate) fn ending(ending: Ending, winner: Side, rules: &Rules, lang: Lang) -> String {
    let args = Args::new(lang)
        .side("winner", winner)
        .side("loser", winner.opponent());
    match ending {
        Ending::Target => catalogue().text(
            "ending-target",
            &args
                .number("count", rules.values().win_condition as usize)
                .zone("building", winner.target_building()),
        ),
        Ending::NoMove => catalogue().text("ending-no-move", &args),
        Ending::Resignation => catalogue().text("ending-resignation", &args),
    }
}
