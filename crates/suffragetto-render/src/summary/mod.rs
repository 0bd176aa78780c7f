//! The rules in brief, made from a variant: sections of sentences in
//! English, German or French, each sentence built from the rule points it
//! states and marked when the variant does not have them from its source
//! text (a convention of the project, or the project's reading). The content
//! is independent of any page: [`html`] writes it as HTML, and
//! `render::rules_sheet` sets it on a printed page with diagrams.
//!
//! ```
//! use suffragetto_core::engine::Rules;
//! use suffragetto_render::{Lang, Theme};
//! use suffragetto_render::summary::{Mark, summary};
//!
//! let rules = Rules::load("english").unwrap();
//! let s = summary(&rules, Lang::En, Theme::Colour);
//! let all: Vec<_> = s.sections.iter().flat_map(|x| &x.sentences).collect();
//! assert!(all.iter().any(|t| t.mark == Some(Mark::Convention)));
//! ```

mod colours;
mod html;
mod wording;

pub use html::html;

use crate::options::{Lang, PieceColours, Theme};
use suffragetto_core::engine::Rules;
use suffragetto_core::variant::{PointId, RuleValues, Status};

/// How a sentence's content is known, when not from the source's words.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Mark {
    /// The source is silent: the project's choice (status `convention`).
    Convention,
    /// The project's reading: the source implies it, says two incompatible
    /// things, or shows it only on its board (status `inferred`,
    /// `contradictory` or `board`).
    Reading,
}

impl Mark {
    /// The sign printed after a marked sentence.
    pub fn sign(self) -> &'static str {
        match self {
            Mark::Convention => "†",
            Mark::Reading => "*",
        }
    }
}

/// One sentence and the rule points it states.
#[derive(Clone, Debug, PartialEq)]
pub struct Sentence {
    /// The words.
    pub text: String,
    /// The ids of the rule points it states (none for the game's premise).
    pub points: Vec<PointId>,
    /// Its mark, from the variant's statuses of those points.
    pub mark: Option<Mark>,
}

/// A heading and its sentences.
#[derive(Clone, Debug, PartialEq)]
pub struct Section {
    /// The heading.
    pub heading: String,
    /// The sentences, in order.
    pub sentences: Vec<Sentence>,
}

/// The rules in brief.
#[derive(Clone, Debug, PartialEq)]
pub struct Summary {
    /// Its language.
    pub lang: Lang,
    /// "Suffragetto — the rules in brief".
    pub title: String,
    /// Which variant it summarises, by the variant's title.
    pub after: String,
    /// The sections.
    pub sections: Vec<Section>,
    /// What each mark used means.
    pub marks: Vec<(Mark, String)>,
}

/// The sentences of the summary, by section, each with the rule points it
/// states. A language gives the words, or none for values it leaves
/// unsaid (e.g. no sentence for a building a side may enter).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) enum Key {
    Premise,
    Pieces,
    Colours,
    Placement,
    FirstPlayer,
    Turn,
    Step,
    Forbidden,
    HopOver,
    StraightHop,
    Chain,
    ChainInBuilding,
    Revisit,
    OverForbidden,
    CaptureZone,
    CaptureInBuildings,
    CaptureDirections,
    Automatic,
    Compulsory,
    Multiple,
    Removal,
    Destination,
    Confined,
    InsideMove,
    Exchange,
    Consent,
    Proposer,
    ExchangeCost,
    Return,
    Blocked,
    Win,
    NoMove,
    Draw,
}

/// The sections (by index into a language's headings) and their sentences.
pub(crate) const PLAN: &[(usize, Key, &[PointId])] = &[
    (0, Key::Premise, &[]),
    (0, Key::Pieces, &[PointId::SetupPieces]),
    (0, Key::Colours, &[]),
    (0, Key::Placement, &[PointId::SetupPlacement]),
    (0, Key::FirstPlayer, &[PointId::SetupFirstPlayer]),
    (1, Key::Turn, &[PointId::TurnAction]),
    (1, Key::Step, &[PointId::StepDirections]),
    (
        1,
        Key::Forbidden,
        &[
            PointId::ZonesForbiddenAll,
            PointId::ZonesForbiddenOwnBuilding,
        ],
    ),
    (2, Key::HopOver, &[PointId::HopOver, PointId::HopDirections]),
    (2, Key::StraightHop, &[PointId::HopStraightOverOpponent]),
    (2, Key::Chain, &[PointId::HopChain]),
    (2, Key::ChainInBuilding, &[PointId::HopChainInBuilding]),
    (2, Key::Revisit, &[PointId::HopRevisit]),
    (2, Key::OverForbidden, &[PointId::HopOverForbidden]),
    (3, Key::CaptureZone, &[PointId::CaptureZone]),
    (3, Key::CaptureInBuildings, &[PointId::CaptureInBuildings]),
    (
        3,
        Key::CaptureDirections,
        &[PointId::CaptureSmall, PointId::CaptureLarge],
    ),
    (3, Key::Automatic, &[PointId::CaptureAutomatic]),
    (3, Key::Compulsory, &[PointId::CaptureCompulsory]),
    (3, Key::Multiple, &[PointId::CaptureMultiple]),
    (3, Key::Removal, &[PointId::CaptureRemoval]),
    (3, Key::Destination, &[PointId::CaptureDestination]),
    (4, Key::Confined, &[PointId::BuildingConfined]),
    (4, Key::InsideMove, &[PointId::BuildingInsideMove]),
    (
        5,
        Key::Exchange,
        &[
            PointId::ExchangeTrigger,
            PointId::ExchangeSize,
            PointId::ExchangeRanks,
        ],
    ),
    (5, Key::Consent, &[PointId::ExchangeConsent]),
    (5, Key::Proposer, &[PointId::ExchangeProposer]),
    (5, Key::ExchangeCost, &[PointId::ExchangeCost]),
    (
        5,
        Key::Return,
        &[PointId::ExchangeReturn, PointId::ExchangePlacement],
    ),
    (5, Key::Blocked, &[PointId::ExchangeBlocked]),
    (6, Key::Win, &[PointId::WinCondition]),
    (6, Key::NoMove, &[PointId::EndNoMove]),
    (6, Key::Draw, &[PointId::EndDraw]),
];

/// What a language needs to word a sentence.
pub(crate) struct Ctx<'a> {
    pub v: &'a RuleValues,
    pub theme: Theme,
    pub colours: PieceColours,
    /// Whether the start squares are the board's S and P squares with the
    /// large pieces where the texts put them.
    pub standard_placement: bool,
}

/// The start placement every built-in variant gives.
const STANDARD_PLACEMENT: &str = "17/17/17/6P3P6/4IPP3PPI4/2IPPPPPIPPPPPI2/17/17/17/17/17/2LSSSSSLSSSSSL2/4LSS3SSL4/6S3S6/17/17/17";

/// The rules of `rules` in brief, in `lang`, describing the pieces and
/// zones as a print in `theme` shows them.
pub fn summary(rules: &Rules, lang: Lang, theme: Theme) -> Summary {
    let variant = rules.variant();
    let ctx = Ctx {
        v: rules.values(),
        theme,
        colours: PieceColours::of(rules).unwrap_or(PieceColours::DEFAULT),
        standard_placement: suffragetto_core::board::field::parse(STANDARD_PLACEMENT)
            .is_ok_and(|b| b == rules.values().setup_placement),
    };
    let mut sections: Vec<Section> = (0..7)
        .map(|i| Section {
            heading: wording::heading(i, lang),
            sentences: Vec::new(),
        })
        .collect();
    let args = wording::args(&ctx, lang);
    for &(section, key, points) in PLAN {
        if !said(key, ctx.v) {
            continue;
        }
        let words = wording::text(key, &args);
        let statuses = points.iter().map(|&id| variant.point(id).status);
        let mark = statuses.fold(None, |m, s| match s {
            Status::Convention => Some(Mark::Convention),
            Status::Inferred | Status::Contradictory | Status::Board => m.or(Some(Mark::Reading)),
            Status::Stated | Status::Implemented => m,
        });
        sections[section].sentences.push(Sentence {
            text: words,
            points: points.to_vec(),
            mark,
        });
    }
    sections.retain(|s| !s.sentences.is_empty());
    let used = |m: Mark| {
        sections
            .iter()
            .flat_map(|s| &s.sentences)
            .any(|t| t.mark == Some(m))
    };
    let marks = [Mark::Convention, Mark::Reading]
        .into_iter()
        .filter(|m| used(*m))
        .map(|m| {
            (
                m,
                format!("{} {}", m.sign(), wording::mark_meaning(m, lang)),
            )
        })
        .collect();
    // A built-in variant by its name in the reader's language, any other
    // by its own title.
    let name = suffragetto_core::lang::variant_name(lang, &variant.meta.id)
        .map_or_else(|| variant.meta.title.clone(), str::to_string);
    let (title, after) = wording::title(lang, &name);
    Summary {
        lang,
        title,
        after,
        sections,
        marks,
    }
}

/// Whether the summary says anything for `key` under these values: a
/// chain's rule for revisiting only where chains exist, the block on
/// exchanges only where there is one.
fn said(key: Key, v: &RuleValues) -> bool {
    match key {
        Key::Revisit | Key::ChainInBuilding => {
            v.hop_chain == suffragetto_core::variant::values::HopChain::Chain
        }
        Key::Blocked => v.exchange_blocked,
        _ => true,
    }
}

/// The ids of the rule points the summary's plan covers, for checking
/// that every rule point of the variants is said somewhere.
pub fn covered_points() -> Vec<PointId> {
    PLAN.iter()
        .flat_map(|(_, _, p)| p.iter().copied())
        .collect()
}
