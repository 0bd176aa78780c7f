//! The rule points: their ids, the type of each value, and the per-variant
//! entries (value, status, citation) read from YAML.
//!
//! One macro list below is the single place that names every rule point; the
//! YAML schema, the validated [`RuleValues`], the listing order and the
//! comparison matrix all come from it.

use super::values::*;
use crate::board::Board;
use crate::lang::{Describe, Lang, catalogue};
use serde::{Deserialize, Serialize};

/// How a variant knows a rule point's value.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Status {
    /// The text says it.
    Stated,
    /// It follows from the text by the argument given in the note.
    Inferred,
    /// The text is silent; the value is the project's choice.
    Convention,
    /// The text says two incompatible things; the note says which is taken
    /// and why.
    Contradictory,
    /// Taken from a reconstruction of the board, not from the text.
    Board,
    /// What a digital reconstruction's program does, cited by file, version
    /// and line.
    Implemented,
}

impl Status {
    /// Every status, in the order tables explain them.
    pub const ALL: [Status; 6] = [
        Status::Stated,
        Status::Inferred,
        Status::Contradictory,
        Status::Board,
        Status::Implemented,
        Status::Convention,
    ];

    /// The id a variant file writes: `stated`, `inferred`, `convention`,
    /// `contradictory`, `board` or `implemented`.
    pub fn as_str(self) -> &'static str {
        match self {
            Status::Stated => "stated",
            Status::Inferred => "inferred",
            Status::Convention => "convention",
            Status::Contradictory => "contradictory",
            Status::Board => "board",
            Status::Implemented => "implemented",
        }
    }

    /// The status in English words, for readers.
    pub fn words(self) -> &'static str {
        self.words_in(Lang::En)
    }

    /// The status in words of `lang`.
    pub fn words_in(self, lang: Lang) -> &'static str {
        catalogue().plain(lang, status_key(self))
    }

    /// What the status means, in one English sentence.
    pub fn meaning(self) -> &'static str {
        self.meaning_in(Lang::En)
    }

    /// What the status means, in one sentence of `lang`.
    pub fn meaning_in(self, lang: Lang) -> &'static str {
        catalogue().plain(lang, &format!("{}.meaning", status_key(self)))
    }
}

/// Where a value comes from: a source file, a section in it, a short phrase.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Citation {
    /// The source file (e.g. `rules-en-online.txt`) or reconstruction.
    pub source: String,
    /// The section heading inside it.
    pub section: String,
    /// A short phrase in the source's own language.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub quote: Option<String>,
    /// The version of a program's file (for `implemented` values).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub version: Option<String>,
    /// The line (or `first-last` lines) in a program's file.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub line: Option<String>,
}

impl std::fmt::Display for Citation {
    /// `source, section[, version V][, line L][: "quote"]`.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}, {}", self.source, self.section)?;
        if let Some(v) = &self.version {
            write!(f, ", version {v}")?;
        }
        if let Some(l) = &self.line {
            write!(f, ", line {l}")?;
        }
        if let Some(q) = &self.quote {
            write!(f, ": \"{q}\"")?;
        }
        Ok(())
    }
}

/// One rule point's entry in a variant file.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Entry<T> {
    /// The value the variant gives the rule point.
    pub value: T,
    /// How the variant knows the value (see [`Status`]).
    pub status: Status,
    /// The passage the value comes from (required unless a convention).
    #[serde(default)]
    pub citation: Option<Citation>,
    /// A remark for readers of the comparison.
    #[serde(default)]
    pub note: Option<String>,
}

/// Static facts about a rule point.
#[derive(Clone, Copy, Debug, Serialize)]
pub struct RulePointInfo {
    /// Stable id, e.g. `hop.over_forbidden`.
    pub id: PointId,
    /// The rule area it belongs to (moving, hopping, capture, ...).
    pub area: &'static str,
    /// What the point decides: the start of a game, or play from a position.
    pub scope: Scope,
    /// What the point decides, in a few words.
    pub title: &'static str,
    /// The values a variant file may give it.
    pub accepts: &'static str,
}

/// A rule point as a variant resolves it (after `extends`), for display,
/// comparison and the book.
#[derive(Clone, Debug, Serialize)]
pub struct RulePoint {
    /// Stable id.
    pub id: PointId,
    /// Rule area.
    pub area: &'static str,
    /// What the point decides.
    pub title: &'static str,
    /// The value, as data.
    pub value: serde_json::Value,
    /// The value as text (`all`, `12`, `prison, hospital`, `large 5, small 16`).
    pub value_text: String,
    /// How the variant knows the value (see [`Status`]).
    pub status: Status,
    /// Where the value comes from.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub citation: Option<Citation>,
    /// A remark for readers.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub note: Option<String>,
    /// The variant (in an `extends` chain) whose file gives this entry.
    pub defined_in: String,
    /// File, line and column of the entry.
    #[serde(skip)]
    pub origin: super::Origin,
}

impl RulePoint {
    /// The value in words for readers: `coin toss`, `yes`, `large 5, small
    /// 16`; the start position as where its squares come from.
    pub fn value_words(&self) -> String {
        value_words(self.id, &self.value)
    }

    /// The value in words in `lang`.
    pub fn value_words_in(&self, lang: Lang) -> String {
        value_words_in(self.id, &self.value, lang)
    }
}

/// Value `v` of rule point `id` in English words for readers (see
/// [`RulePoint::value_words`]): never an identifier with underscores.
pub fn value_words(id: PointId, v: &serde_json::Value) -> String {
    value_words_in(id, v, Lang::En)
}

/// Value `v` of rule point `id` in words in `lang`, from the catalogue's
/// `value-` messages (`locales/<lang>/values.ftl`); a zone in a list of
/// zones by its name. A value the catalogue lacks (a number, or a value a
/// variant file of a later version may name) is written as it is, its
/// underscores made spaces.
pub fn value_words_in(id: PointId, v: &serde_json::Value, lang: Lang) -> String {
    let c = catalogue();
    let word = |s: &str| {
        let key = s.replace('_', "-");
        c.plain_opt(lang, &format!("value-{key}"))
            .or_else(|| c.plain_opt(lang, &format!("zone-{key}")))
            .map_or_else(|| s.replace('_', " "), str::to_string)
    };
    if id == PointId::SetupPlacement {
        return word("setup_placement");
    }
    match v {
        serde_json::Value::Bool(true) => word("yes"),
        serde_json::Value::Bool(false) => word("no"),
        serde_json::Value::String(s) => word(s),
        serde_json::Value::Array(a) => a
            .iter()
            .map(|x| value_words_in(id, x, lang))
            .collect::<Vec<_>>()
            .join(", "),
        serde_json::Value::Object(o) => o
            .iter()
            .map(|(k, x)| format!("{} {}", word(k), value_words_in(id, x, lang)))
            .collect::<Vec<_>>()
            .join(", "),
        other => other.to_string(),
    }
}

/// Renders a value for tables: strings bare, lists comma-separated,
/// objects as `key value` pairs.
pub fn value_text(v: &serde_json::Value) -> String {
    match v {
        serde_json::Value::String(s) => s.clone(),
        serde_json::Value::Array(a) => a.iter().map(value_text).collect::<Vec<_>>().join(", "),
        serde_json::Value::Object(o) => o
            .iter()
            .map(|(k, v)| format!("{k} {}", value_text(v)))
            .collect::<Vec<_>>()
            .join(", "),
        other => other.to_string(),
    }
}

/// One layer of an `extends` chain, as [`resolve`](RawRulePoints::resolve) sees it.
pub(crate) struct Layer<'a> {
    pub raw: &'a RawRulePoints,
    pub variant: &'a str,
    pub file: &'a str,
    pub text: &'a str,
}

macro_rules! rule_points {
    ($( $name:ident $field:ident : $ty:ty => $id:literal, $area:literal, $scope:ident, $title:literal; )*) => {
        /// A rule point, by name: the typed form of its id (`hop.over` is
        /// [`PointId::HopOver`]). Serialised, parsed and shown as the id.
        #[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
        pub enum PointId {
            $(
                #[doc = concat!("`", $id, "`: ", $title, ".")]
                $name,
            )*
        }

        impl PointId {
            /// Every rule point, in the order variant files and tables list them.
            pub const ALL: &'static [PointId] = &[ $( PointId::$name, )* ];

            /// The id a variant file writes (`hop.over_forbidden`).
            pub const fn as_str(self) -> &'static str {
                match self {
                    $( PointId::$name => $id, )*
                }
            }

            /// The point of id `id`, if there is one.
            pub fn parse(id: &str) -> Option<PointId> {
                match id {
                    $( $id => Some(PointId::$name), )*
                    _ => None,
                }
            }
        }

        impl RuleValues {
            /// Sets point `id` to `value`, given as a variant file gives it
            /// (JSON); the error says what was expected.
            pub(crate) fn set(&mut self, id: PointId, value: &serde_json::Value) -> Result<(), String> {
                match id {
                    $(
                        PointId::$name => {
                            self.$field = <$ty>::deserialize(value).map_err(|e| {
                                format!("{}: {e} (expected {})", $id, <$ty as Accepts>::ACCEPTS)
                            })?;
                        }
                    )*
                }
                Ok(())
            }

            /// Point `id`'s value as data (JSON).
            pub fn get(&self, id: PointId) -> serde_json::Value {
                match id {
                    $( PointId::$name => serde_json::to_value(&self.$field).expect("rule values serialise"), )*
                }
            }
        }

        /// The rule points of one variant file, each optional (a file that
        /// `extends` another gives only what it changes).
        #[derive(Clone, Debug, Default, Deserialize)]
        #[serde(deny_unknown_fields)]
        pub struct RawRulePoints {
            $(
                #[doc = $title]
                #[serde(rename = $id, default)]
                pub $field: Option<Entry<$ty>>,
            )*
        }

        /// Every rule point's value, validated: what the engine reads.
        #[derive(Clone, Debug, PartialEq, Serialize)]
        pub struct RuleValues {
            $(
                #[doc = $title]
                pub $field: $ty,
            )*
        }

        /// Every rule point, in the order variant files and tables list them.
        pub const RULE_POINTS: &[RulePointInfo] = &[
            $( RulePointInfo { id: PointId::$name, area: $area, scope: Scope::$scope, title: $title, accepts: <$ty as Accepts>::ACCEPTS }, )*
        ];

        impl RawRulePoints {
            /// The ids this file gives a value for.
            pub fn present(&self) -> Vec<PointId> {
                let mut v = Vec::new();
                $( if self.$field.is_some() { v.push(PointId::$name); } )*
                v
            }

            /// Resolves an `extends` chain, most derived layer first: each
            /// point takes the first layer's entry that gives it. Returns the
            /// values and the display entries, or the id of a point no layer
            /// gives.
            pub(crate) fn resolve(layers: &[Layer<'_>]) -> Result<(RuleValues, Vec<RulePoint>), PointId> {
                let mut sheet = Vec::with_capacity(RULE_POINTS.len());
                let values = RuleValues {
                    $(
                        $field: {
                            let (entry, layer) = layers
                                .iter()
                                .find_map(|l| l.raw.$field.as_ref().map(|e| (e, l)))
                                .ok_or(PointId::$name)?;
                            let value = serde_json::to_value(&entry.value).expect("rule values serialise");
                            sheet.push(RulePoint {
                                id: PointId::$name,
                                area: $area,
                                title: $title,
                                value_text: value_text(&value),
                                value,
                                status: entry.status,
                                citation: entry.citation.clone(),
                                note: entry.note.clone(),
                                defined_in: layer.variant.to_string(),
                                origin: super::Origin::of_key(layer.file, layer.text, $id),
                            });
                            entry.value.clone()
                        },
                    )*
                };
                Ok((values, sheet))
            }

            /// Each given entry's id, status and whether it has a citation.
            pub(crate) fn statuses(&self) -> Vec<(PointId, Status, bool)> {
                let mut v = Vec::new();
                $( if let Some(e) = &self.$field { v.push((PointId::$name, e.status, e.citation.is_some())); } )*
                v
            }
        }
    };
}

rule_points! {
    SetupPieces setup_pieces: PieceCounts => "setup.pieces", "setup", Start, "Pieces per side, large and small";
    SetupPlacement setup_placement: Board => "setup.placement", "setup", Start, "Start position (board field of a position string)";
    SetupFirstPlayer setup_first_player: FirstPlayer => "setup.first_player", "setup", Start, "Who moves first";
    TurnAction turn_action: TurnAction => "turn.action", "setup", Play, "What one turn consists of";
    StepDirections step_directions: Directions => "step.directions", "moving", Play, "Directions of a one-square step";
    ZonesForbiddenAll zones_forbidden_all: ZoneList => "zones.forbidden_all", "moving", Play, "Zones no piece may enter";
    ZonesForbiddenOwnBuilding zones_forbidden_own_building: bool => "zones.forbidden_own_building", "moving", Play, "A side may not enter its own building";
    HopOver hop_over: HopOver => "hop.over", "hopping", Play, "Which pieces may be hopped";
    HopStraightOverOpponent hop_straight_over_opponent: StraightHop => "hop.straight_over_opponent", "hopping", Play, "A hop over an opponent it cannot capture (a small piece hopping straight)";
    HopDirections hop_directions: Directions => "hop.directions", "hopping", Play, "Directions of a hop";
    HopChain hop_chain: HopChain => "hop.chain", "hopping", Play, "Whether hops may be strung into a chain";
    HopChainInBuilding hop_chain_in_building: ChainInBuilding => "hop.chain_in_building", "hopping", Play, "Whether a chain goes on inside the opponents' building";
    HopOverForbidden hop_over_forbidden: Permission => "hop.over_forbidden", "hopping", Play, "Jumping over a square the hopper may not enter";
    HopRevisit hop_revisit: Revisit => "hop.revisit", "hopping", Play, "Landing on or jumping a square twice in one chain";
    CaptureZone capture_zone: CaptureZone => "capture.zone", "capture", Play, "Where pieces can be arrested or disabled";
    CaptureInBuildings capture_in_buildings: BuildingCapture => "capture.in_buildings", "capture", Play, "Whether pieces inside the buildings can be captured";
    CaptureSmall capture_small: Directions => "capture.small", "capture", Play, "Directions in which small pieces capture";
    CaptureLarge capture_large: Directions => "capture.large", "capture", Play, "Directions in which large pieces capture";
    CaptureAutomatic capture_automatic: bool => "capture.automatic", "capture", Play, "A hop over a capturable opponent captures it";
    CaptureCompulsory capture_compulsory: bool => "capture.compulsory", "capture", Play, "A capture must be made when one is possible";
    CaptureMultiple capture_multiple: bool => "capture.multiple", "capture", Play, "Several captures in one chain";
    CaptureRemoval capture_removal: Removal => "capture.removal", "capture", Play, "When captured pieces leave the board";
    CaptureDestination capture_destination: Destination => "capture.destination", "capture", Play, "Where captured pieces go";
    BuildingConfined building_confined: bool => "building.confined", "buildings", Play, "A piece in the opponents' building may not leave it";
    BuildingInsideMove building_inside_move: Permission => "building.inside_move", "buildings", Play, "Moving about inside the opponents' building";
    ExchangeTrigger exchange_trigger: u8 => "exchange.trigger", "exchanges", Play, "Prison and Hospital each hold at least this many";
    ExchangeSize exchange_size: u8 => "exchange.size", "exchanges", Play, "Most pieces a side in one exchange";
    ExchangeRanks exchange_ranks: ExchangeRanks => "exchange.ranks", "exchanges", Play, "Whether the pieces exchanged must match in rank";
    ExchangeConsent exchange_consent: Consent => "exchange.consent", "exchanges", Play, "Whether the opponent must agree";
    ExchangeProposer exchange_proposer: Proposer => "exchange.proposer", "exchanges", Play, "Who may propose or demand an exchange, and when";
    ExchangeCost exchange_cost: ExchangeCost => "exchange.cost", "exchanges", Play, "What proposing and answering an exchange cost in turns";
    ExchangeReturn exchange_return: ReturnTo => "exchange.return", "exchanges", Play, "Where exchanged pieces come back";
    ExchangePlacement exchange_placement: Placement => "exchange.placement", "exchanges", Play, "On which squares of the Yard and the Grounds released pieces stand";
    ExchangeBlocked exchange_blocked: bool => "exchange.blocked", "exchanges", Play, "No exchange while a piece stands on the Yard or Grounds";
    WinCondition win_condition: u8 => "win.condition", "winning", Play, "Pieces in the opponents' building needed to win";
    EndNoMove end_no_move: NoMove => "end.no_move", "winning", Play, "A side with no legal move";
    EndDraw end_draw: Draw => "end.draw", "winning", Play, "Draw rule";
}

/// The position of `id` among the rule points, for sorting.
pub fn point_index(id: PointId) -> usize {
    id as usize
}

impl PointId {
    /// The point's static facts.
    pub fn info(self) -> &'static RulePointInfo {
        &RULE_POINTS[self as usize]
    }

    /// Whether the point can change which moves are legal in a position, or
    /// what they lead to (every point but those of the start: who begins,
    /// which pieces, where they stand).
    pub fn changes_play(self) -> bool {
        self.info().scope == Scope::Play
    }

    /// What the point decides, in a few words of `lang` (the English ones
    /// are [`RulePointInfo::title`]).
    pub fn title_in(self, lang: Lang) -> &'static str {
        catalogue().plain(lang, &self.message_id())
    }

    /// The point's rule area in words of `lang`: "Hopping", „Springen".
    pub fn area_in(self, lang: Lang) -> &'static str {
        catalogue().plain(lang, &format!("area-{}", self.info().area))
    }

    /// The catalogue key of the point's title: `point-hop-over-forbidden`.
    fn message_id(self) -> String {
        format!("point-{}", self.as_str().replace(['.', '_'], "-"))
    }
}

impl std::fmt::Display for PointId {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.as_str())
    }
}

impl std::str::FromStr for PointId {
    type Err = String;

    fn from_str(s: &str) -> Result<PointId, String> {
        PointId::parse(s).ok_or_else(|| format!("no rule point `{s}`"))
    }
}

impl Serialize for PointId {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.as_str())
    }
}

impl<'de> Deserialize<'de> for PointId {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<PointId, D::Error> {
        let s = String::deserialize(d)?;
        PointId::parse(&s).ok_or_else(|| serde::de::Error::custom(format!("no rule point `{s}`")))
    }
}

/// What a rule point decides.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Scope {
    /// The start of a game: who begins, which pieces, where they stand. It
    /// changes no legal move of a given position.
    Start,
    /// Play: which moves are legal in a position, or what they lead to.
    Play,
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
