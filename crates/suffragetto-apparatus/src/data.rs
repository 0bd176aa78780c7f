//! The apparatus as data: witnesses, their relations, the bibliography, the
//! parallel passages and the translation artefacts, as `sources/*.yaml`
//! write them.

use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// Whether a witness is a rule text or a program.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum WitnessKind {
    /// A text of the rules.
    Text,
    /// A digital reconstruction (a program).
    Program,
}

/// How a date is known.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum DateStatus {
    /// The witness gives it.
    Stated,
    /// It follows from the witness by the argument given.
    Inferred,
    /// A repository's history records it (a commit date); the witness
    /// itself does not state it.
    Recorded,
    /// Not known.
    Unknown,
}

impl DateStatus {
    /// How the date or relation is known, in words for readers.
    pub fn words(self) -> &'static str {
        match self {
            DateStatus::Stated => "stated",
            DateStatus::Inferred => "the project's inference",
            DateStatus::Recorded => "from the repository's history",
            DateStatus::Unknown => "unknown",
        }
    }
}

/// The date of a witness itself.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct WitnessDate {
    /// The date, or words such as `not dated`.
    pub value: String,
    /// How it is known.
    pub status: DateStatus,
    /// The argument or remark.
    #[serde(default)]
    pub argument: Option<String>,
}

/// The date a witness gives the game.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct GameDate {
    /// The date as the witness gives it.
    pub value: String,
    /// The witness's words, exactly.
    #[serde(default)]
    pub quote: Option<String>,
    /// The section they stand in.
    #[serde(default)]
    pub section: Option<String>,
    /// A remark on the claim.
    #[serde(default)]
    pub note: Option<String>,
}

/// A section of a witness: its heading, in order.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Section {
    /// The heading as the text writes it (or a name for the opening part).
    pub name: String,
    /// The untitled part before the first heading.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub opening: bool,
    /// A field of a program file's metadata, `(name "…")`, not a heading.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub field: bool,
    /// The 1-based line of the witness's file the section starts on.
    pub line: usize,
}

/// One source of the rules: a text or a program.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Witness {
    /// The id of the variant built from it (`english`).
    pub id: String,
    /// One letter for tables and the TEI export (`E`).
    pub siglum: String,
    /// Text or program.
    pub kind: WitnessKind,
    /// Language code.
    pub language: String,
    /// Title.
    pub title: String,
    /// A short name for readers, for a witness with no variant of its own
    /// (the others go by their variant's name).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub name: Option<String>,
    /// Whether a built-in variant of the same id reads it (default); a
    /// witness without one only stands beside the others in the apparatus.
    #[serde(default = "yes")]
    pub variant: bool,
    /// The file the variants' citations name (texts only).
    #[serde(default)]
    pub file: Option<String>,
    /// The SHA-256 of that file, in hexadecimal: the copy the line numbers
    /// count in.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub sha256: Option<String>,
    /// How many lines the file has.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub lines: Option<usize>,
    /// Where in the place it was found the text stands (a file at a commit).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub locus: Option<String>,
    /// What it is, in a sentence or two.
    pub what: String,
    /// Its author, as far as known.
    #[serde(default)]
    pub author: Option<String>,
    /// Its editor, as far as known.
    #[serde(default)]
    pub editor: Option<String>,
    /// The date of the witness itself.
    pub witness_date: WitnessDate,
    /// The date it gives the game, if it gives one.
    #[serde(default)]
    pub game_date: Option<GameDate>,
    /// Web addresses the witness itself gives.
    #[serde(default)]
    pub addresses: Vec<String>,
    /// Where the project found it (not given by the witness).
    #[serde(default)]
    pub found_at: Vec<String>,
    /// Its sections, in order.
    #[serde(default)]
    pub sections: Vec<Section>,
    /// The key of its own bibliography entry.
    pub bibliography: String,
    /// Keys of the bibliography entries it cites or links.
    #[serde(default)]
    pub references: Vec<String>,
    /// What is still to be recorded.
    #[serde(default)]
    pub todo: Vec<String>,
}

fn yes() -> bool {
    true
}

/// A work some witnesses come from that the project does not have: a node
/// of the stemma that is no witness.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Exemplar {
    /// Id, as relations name it.
    pub id: String,
    /// A Greek letter, as stemmata write lost exemplars.
    pub siglum: String,
    /// A short name for readers and the stemma.
    pub name: String,
    /// What it is, in a few words.
    pub title: String,
    /// What is known of it and how.
    pub what: String,
}

/// How some witnesses relate to each other (or what one is to the rest).
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Relation {
    /// The witness or exemplar the `witnesses` descend from: an edge of the
    /// stemma. `None` for a relation of another kind.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub source: Option<String>,
    /// The witnesses (or exemplars) concerned.
    pub witnesses: Vec<String>,
    /// The relation in words (`sister witnesses`).
    pub kind: String,
    /// How the relation is known (`stated` or `inferred`).
    pub status: DateStatus,
    /// Why.
    pub argument: String,
}

/// A bibliography entry.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct BibEntry {
    /// Citation key.
    pub key: String,
    /// CSL item type (`book`, `webpage`, `software`, ...).
    #[serde(rename = "type")]
    pub kind: String,
    /// Title.
    pub title: String,
    /// The site, journal, library or program it is part of.
    #[serde(default)]
    pub container: Option<String>,
    /// Authors (or editors when `role` is `editor`), as written.
    #[serde(default)]
    pub author: Vec<String>,
    /// `editor` when the names are editors.
    #[serde(default)]
    pub role: Option<String>,
    /// Publisher.
    #[serde(default)]
    pub publisher: Option<String>,
    /// Place of publication.
    #[serde(default)]
    pub place: Option<String>,
    /// Date issued, `YYYY`, `YYYY-MM`, `YYYY-MM-DD` or `YYYY-YYYY`.
    #[serde(default)]
    pub issued: Option<String>,
    /// Date accessed, `YYYY-MM-DD`.
    #[serde(default)]
    pub accessed: Option<String>,
    /// ISBN.
    #[serde(default)]
    pub isbn: Option<String>,
    /// The pages a witness cites (a locator of the citation, not of the work).
    #[serde(default)]
    pub cited_pages: Option<String>,
    /// Address.
    #[serde(default)]
    pub url: Option<String>,
    /// A remark.
    #[serde(default)]
    pub note: Option<String>,
}

/// One passage: full sentences of a witness, exactly.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Passage {
    /// The section they stand in.
    pub section: String,
    /// The 1-based line of the witness's file they stand on.
    pub line: usize,
    /// The sentences.
    pub text: String,
    /// A literal English gloss (German and French passages).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub gloss: Option<String>,
}

/// What one witness says on one rule point.
#[derive(Clone, Debug, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PointReading {
    /// Its sentences on the point.
    #[serde(default)]
    pub passages: Vec<Passage>,
    /// What it does not say, in words.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub omits: Option<String>,
}

/// The passages of every text witness on one rule point.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct PointPassages {
    /// A rule point of the texts that the engine does not have yet.
    #[serde(default)]
    pub planned: bool,
    /// Its area (planned points only; the others have theirs in
    /// [`RULE_POINTS`](suffragetto_core::variant::RULE_POINTS)).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub area: Option<String>,
    /// What it decides (planned points only).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub title: Option<String>,
    /// By witness id.
    #[serde(flatten)]
    pub readings: BTreeMap<String, PointReading>,
}

/// A translation artefact: words that show how a text was made.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Artefact {
    /// The words as they stand.
    pub sic: String,
    /// The project's correction in the text's language, if one is offered.
    #[serde(default)]
    pub corr: Option<String>,
    /// The reading of the text the project takes for the exemplar's
    /// English ([`ArtefactFile::exemplar`]), where it has the words.
    #[serde(default)]
    pub exemplar: Option<String>,
    /// The English online rules' reading, where they have the words.
    #[serde(default)]
    pub english: Option<String>,
    /// How sure the correction is: `high`, `medium` or `low`.
    pub cert: String,
    /// What kind of artefact: one of [`ArtefactFile::kinds`].
    pub kind: String,
    /// The section it stands in.
    pub section: String,
    /// Why.
    pub note: String,
}

/// `sources/artefacts.yaml`.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ArtefactFile {
    /// The witness they belong to.
    pub witness: String,
    /// The witness the project takes for the English the translation was
    /// made from, where it has the words.
    pub exemplar: String,
    /// The kinds of artefact, each with what it means.
    pub kinds: BTreeMap<String, String>,
    /// The artefacts, in the order of the text.
    pub artefacts: Vec<Artefact>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct WitnessFile {
    pub witnesses: Vec<Witness>,
    pub exemplars: Vec<Exemplar>,
    pub relations: Vec<Relation>,
    pub bibliography: Vec<BibEntry>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct PassageFile {
    pub points: BTreeMap<String, PointPassages>,
    pub claims: BTreeMap<String, Vec<Passage>>,
}

/// The whole apparatus.
#[derive(Clone, Debug, Serialize)]
pub struct Apparatus {
    /// Every witness, texts first.
    pub witnesses: Vec<Witness>,
    /// The works not in hand that witnesses descend from.
    pub exemplars: Vec<Exemplar>,
    /// How they relate.
    pub relations: Vec<Relation>,
    /// Every work named: the witnesses and what they cite.
    pub bibliography: Vec<BibEntry>,
    /// Passages by rule point id.
    pub points: BTreeMap<String, PointPassages>,
    /// What each witness says of itself and the game, by witness id.
    pub claims: BTreeMap<String, Vec<Passage>>,
    /// The French text's translation artefacts.
    pub artefacts: ArtefactFile,
    /// The apparatus's versions and the changes of reading between them.
    pub changelog: Changelog,
}

/// A change of one variant's reading of one rule point.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Change {
    /// The variant.
    pub variant: String,
    /// The rule point.
    pub point: String,
    /// The value before and after, as the variant files write it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub value: Option<[serde_json::Value; 2]>,
    /// The status before and after.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub status: Option<[suffragetto_core::variant::Status; 2]>,
    /// The rule point came into being in this version.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub added: bool,
    /// Why.
    pub why: String,
}

/// One version of the apparatus.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Version {
    /// Its number.
    pub version: String,
    /// Its date, `YYYY-MM-DD`.
    pub date: String,
    /// The reading that made it.
    pub reading: String,
    /// The changes of reading it made.
    pub changes: Vec<Change>,
    /// Its changes to the witness data, passages and artefacts, in words.
    #[serde(default)]
    pub apparatus: Vec<String>,
}

/// `sources/changelog.yaml`.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Changelog {
    /// The current version.
    pub current: String,
    /// Every version, newest first.
    pub versions: Vec<Version>,
}

impl Changelog {
    /// The current version's entry.
    pub fn latest(&self) -> Option<&Version> {
        self.versions.iter().find(|v| v.version == self.current)
    }

    /// `version N of DATE`, for the book and the exports.
    pub fn words(&self) -> String {
        match self.latest() {
            Some(v) => format!("version {} of {}", v.version, v.date),
            None => format!("version {}", self.current),
        }
    }
}
