//! The answer first: the plain-words summary that opens the differences
//! and statistics chapters, generated from the numbers. For each disputed
//! reading: whether it changes the legal moves (the engine's search), and
//! whether it changes how games go under greedy and under strong play, with
//! the size and the 95% interval in words and how sure that is. A result
//! from too few games is said to be too few, never shown as a finding; a
//! narrow interval round zero is "no measurable change". The readings are
//! grouped by what matters: those that change the games, then those that
//! change the moves only, then those that change nothing measurable.

use crate::text::capital;
use serde::Serialize;
use suffragetto_ai::ablate::{Ablation, Effect};
use suffragetto_core::lang::{Args, Lang, catalogue};

/// Fewer paired games than this give no finding, whatever the interval.
pub const MIN_GAMES: u64 = 100;

/// An interval on the Suffragettes' share of wins no wider than this either
/// way (3 in 100 games) that holds zero is "no measurable change".
pub const SHARE_RESOLUTION: f64 = 0.03;

/// An interval on the game length no wider than this share of the base
/// variant's mean length either way that holds zero is "no measurable
/// change".
pub const LENGTH_RESOLUTION: f64 = 0.05;

/// What the engine's search found about a reading's legal moves.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Moves {
    /// A position where the legal moves differ.
    Differ,
    /// A position where the same move leads to different positions.
    Lead,
    /// No position among those compared.
    Same {
        /// Positions compared.
        examined: u32,
    },
    /// Not searched: the reading decides only who begins.
    FirstPlayer,
}

/// What one kind of play measured of a change: its effects and how many
/// games it changed (an [`Ablation`]'s).
#[derive(Clone, Copy)]
pub struct Outcome<'a> {
    /// The effects, metric by metric.
    pub effects: &'a [Effect],
    /// Games whose course the change altered.
    pub games_changed: u64,
}

impl<'a> From<&'a Ablation> for Outcome<'a> {
    fn from(a: &'a Ablation) -> Outcome<'a> {
        Outcome {
            effects: &a.effects,
            games_changed: a.games_changed,
        }
    }
}

/// One disputed reading as the summary weighs it.
pub struct Reading<'a> {
    /// The anchor of its section in the differences chapter.
    pub anchor: String,
    /// The rule point and value in words (HTML-escaped).
    pub name: String,
    /// The variants that hold it, in words (HTML-escaped), or empty.
    pub holders: String,
    /// What the search found.
    pub moves: Moves,
    /// What greedy play measured.
    pub greedy: Option<Outcome<'a>>,
    /// What strong play measured, if the book played strong games.
    pub strong: Option<Outcome<'a>>,
}

/// How one measured effect reads.
#[derive(Clone, Debug, PartialEq)]
pub enum Verdict {
    /// Enough games and an interval clear of zero: a finding.
    Clear(String),
    /// Enough games and a narrow interval round zero.
    NoChange(String),
    /// Not one game went differently.
    Untouched,
    /// Too few games, or an interval too wide, to say.
    TooFew(String),
    /// Enough games, an interval that holds zero, no bound on its size.
    Open,
}

impl Verdict {
    fn is_clear(&self) -> bool {
        matches!(self, Verdict::Clear(_))
    }

    /// The verdict in a few words, for a table cell, in English.
    #[cfg(test)]
    pub fn cell(&self) -> &'static str {
        suffragetto_core::lang::catalogue().plain(suffragetto_core::lang::Lang::En, self.cell_key())
    }

    /// The catalogue key of its words in a table cell (`book-verdict-*`).
    pub fn cell_key(&self) -> &'static str {
        match self {
            Verdict::Clear(_) => "book-verdict-clear",
            Verdict::NoChange(_) | Verdict::Untouched => "book-verdict-no-change",
            Verdict::TooFew(_) => "book-verdict-too-few",
            Verdict::Open => "book-verdict-open",
        }
    }

    /// The CSS class of its table cell.
    pub fn class(&self) -> &'static str {
        match self {
            Verdict::Clear(_) => "clear",
            Verdict::NoChange(_) | Verdict::Untouched => "none",
            Verdict::TooFew(_) => "weak",
            Verdict::Open => "open",
        }
    }
}

/// Message `key` of the summary with `args`.
fn say(key: &str, args: Args) -> String {
    catalogue().text(key, &args)
}

/// A number of games in words: `1 game`, `2,000 games`.
pub fn games(n: u64, lang: Lang) -> String {
    say(
        "book-sum-games",
        Args::new(lang)
            .text("count", thousands(n, lang))
            .number("n", n as usize),
    )
}

/// A share as "N in 100", whole numbers; "less than 1" below a half.
fn in_100(v: f64, lang: Lang) -> String {
    let n = (v.abs() * 100.0).round();
    if n < 1.0 {
        say("book-sum-less-than-one", Args::new(lang))
    } else {
        format!("{n:.0}")
    }
}

/// A count of plies, whole numbers; "less than 1" below a half.
fn plies(v: f64, lang: Lang) -> String {
    let n = v.abs().round();
    if n < 1.0 {
        say("book-sum-less-than-one", Args::new(lang))
    } else {
        format!("{n:.0}")
    }
}

/// The bound an interval round zero sets, rounded up: at least 1.
fn within(low: f64, high: f64, scale: f64) -> f64 {
    (high.max(-low) * scale).ceil().max(1.0)
}

/// The interval `[low, high]` of a difference in words, as `measure`
/// writes one end: "between 1 and 5 fewer", "anything from 45 fewer to 17
/// more".
fn span(low: f64, high: f64, measure: fn(f64, Lang) -> String, lang: Lang) -> String {
    let (key, from, to, way) = if high < 0.0 {
        ("book-sum-span-between", high, low, "fewer")
    } else if low > 0.0 {
        ("book-sum-span-between", low, high, "more")
    } else {
        ("book-sum-span-anything", low, high, "")
    };
    say(
        key,
        Args::new(lang)
            .text("from", measure(from, lang))
            .text("to", measure(to, lang))
            .text("way", way),
    )
}

/// Arguments every clause of a verdict may use: the language, how many
/// games (`games`, and `n` for the plural) and the interval (`range`).
fn clause_args(lang: Lang, n: u64, range: String, direction: &str) -> Args {
    Args::new(lang)
        .text("games", games(n, lang))
        .number("n", n as usize)
        .text("range", range)
        .text("way", direction)
}

/// The effect on the Suffragettes' share of wins, as a clause in `lang`.
pub fn share(e: &Effect, changed: u64, lang: Lang) -> Verdict {
    let d = &e.difference;
    let n = d.n;
    if changed == 0 {
        return Verdict::Untouched;
    }
    let range = span(d.low, d.high, in_100, lang);
    let direction = if d.value < 0.0 { "fewer" } else { "more" };
    let args = || clause_args(lang, n, range.clone(), direction);
    if n < MIN_GAMES {
        return Verdict::TooFew(if d.excludes_zero() {
            say("book-sum-share-maybe", args())
        } else {
            say("book-sum-share-too-few", args())
        });
    }
    if d.excludes_zero() {
        return Verdict::Clear(say(
            "book-sum-share-clear",
            args().text("size", in_100(d.value, lang)),
        ));
    }
    if d.high - d.value <= SHARE_RESOLUTION && d.value - d.low <= SHARE_RESOLUTION {
        return Verdict::NoChange(say(
            "book-sum-share-none",
            args().text("within", format!("{:.0}", within(d.low, d.high, 100.0))),
        ));
    }
    Verdict::TooFew(say("book-sum-share-open", args()))
}

/// The effect on the game length, against the base variant's mean length
/// `base_mean`, as a clause in `lang`.
pub fn length(e: &Effect, changed: u64, base_mean: f64, lang: Lang) -> Verdict {
    let d = &e.difference;
    let n = d.n;
    if changed == 0 {
        return Verdict::Untouched;
    }
    let range = span(d.low, d.high, plies, lang);
    let direction = if d.value < 0.0 { "shorter" } else { "longer" };
    let args = || clause_args(lang, n, range.clone(), direction);
    if n < MIN_GAMES {
        return Verdict::TooFew(if d.excludes_zero() {
            say("book-sum-length-maybe", args())
        } else {
            say("book-sum-length-too-few", args())
        });
    }
    if d.excludes_zero() {
        let size = d.value.abs().round();
        return Verdict::Clear(say(
            "book-sum-length-clear",
            args()
                .text("size", plies(d.value, lang))
                .number("plies", size as usize),
        ));
    }
    let tolerance = LENGTH_RESOLUTION * base_mean;
    if d.high - d.value <= tolerance && d.value - d.low <= tolerance {
        let w = within(d.low, d.high, 1.0);
        return Verdict::NoChange(say(
            "book-sum-length-none",
            args()
                .text("within", format!("{w:.0}"))
                .number("plies", w as usize),
        ));
    }
    Verdict::TooFew(say("book-sum-length-open", args()))
}

/// The verdict on any metric's effect: the share and the length as
/// [`share`] and [`length`] judge them, the other shares of games alike;
/// the counts (captures, exchanges) clear or not, undecided with too few
/// games.
pub fn verdict(e: &Effect, changed: u64, base_mean: f64, lang: Lang) -> Verdict {
    match e.metric {
        "length_plies" => length(e, changed, base_mean, lang),
        "suffragette_win_rate"
        | "police_win_rate"
        | "unfinished_rate"
        | "first_player_win_rate" => share(e, changed, lang),
        _ if changed == 0 => Verdict::Untouched,
        _ if e.difference.n < MIN_GAMES => Verdict::TooFew(String::new()),
        _ if e.difference.excludes_zero() => Verdict::Clear(String::new()),
        _ => Verdict::Open,
    }
}

/// The effect named `metric` of an outcome.
fn effect<'a>(a: &Outcome<'a>, metric: &str) -> Option<&'a Effect> {
    a.effects.iter().find(|e| e.metric == metric)
}

/// What one kind of play measured for a reading.
struct Measure {
    share: Verdict,
    length: Verdict,
    /// Whether the share's and the length's intervals leave out zero: what
    /// a verdict from too few games hints at.
    hints: (bool, bool),
    games: u64,
    changed: u64,
    lang: Lang,
}

impl Measure {
    fn of(a: &Outcome<'_>, base_mean: f64, lang: Lang) -> Option<Measure> {
        let s = effect(a, "suffragette_win_rate")?;
        let l = effect(a, "length_plies")?;
        Some(Measure {
            share: share(s, a.games_changed, lang),
            length: length(l, a.games_changed, base_mean, lang),
            hints: (s.difference.excludes_zero(), l.difference.excludes_zero()),
            games: s.difference.n,
            changed: a.games_changed,
            lang,
        })
    }

    fn clear(&self) -> bool {
        self.share.is_clear() || self.length.is_clear()
    }

    /// What this play shows, as a clause ("under greedy play (2,000
    /// games), games are about 7 plies longer (...) and who wins does not
    /// change measurably (...)"); `None` when its games are too few and
    /// hint at nothing, which the summary says once for all readings.
    fn words(&self, play: &str) -> Option<String> {
        let lang = self.lang;
        if self.changed == 0 {
            return Some(say(
                "book-sum-untouched",
                Args::new(lang)
                    .text("play", play)
                    .text("games", games(self.games, lang)),
            ));
        }
        let hint = |v: &Verdict, hints: bool| match v {
            Verdict::TooFew(_) => self.games >= MIN_GAMES || hints,
            _ => true,
        };
        let mut verdicts: Vec<&Verdict> =
            [(&self.share, self.hints.0), (&self.length, self.hints.1)]
                .into_iter()
                .filter(|(v, h)| hint(v, *h))
                .map(|(v, _)| v)
                .collect();
        if verdicts.is_empty() {
            return None;
        }
        // The findings first.
        verdicts.sort_by_key(|v| !v.is_clear());
        let clauses: Vec<&str> = verdicts
            .iter()
            .filter_map(|v| match v {
                Verdict::Clear(s) | Verdict::NoChange(s) | Verdict::TooFew(s) => Some(s.as_str()),
                Verdict::Untouched | Verdict::Open => None,
            })
            .collect();
        let clauses = match clauses.as_slice() {
            [a, b] => say(
                "book-sum-both",
                Args::new(lang).text("first", a).text("second", b),
            ),
            _ => clauses.join(" "),
        };
        Some(say(
            "book-sum-under",
            Args::new(lang)
                .text("play", play)
                .text("games", games(self.games, lang))
                .text("clauses", clauses),
        ))
    }

    /// How large a clear effect is, in percent: of games won, or of the
    /// base length.
    fn size(&self, a: &Outcome<'_>, base_mean: f64) -> f64 {
        let mut size: f64 = 0.0;
        if self.share.is_clear() {
            size = size.max(
                effect(a, "suffragette_win_rate").map_or(0.0, |e| e.difference.value.abs() * 100.0),
            );
        }
        if self.length.is_clear() && base_mean > 0.0 {
            size = size.max(
                effect(a, "length_plies")
                    .map_or(0.0, |e| e.difference.value.abs() / base_mean * 100.0),
            );
        }
        size
    }
}

/// Where a reading stands in the summary.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Group {
    /// It changes how games go (a clear effect under some play).
    Games,
    /// It changes the legal moves, with no clear effect on the games.
    Moves,
    /// It changes neither measurably.
    Nothing,
}

/// One reading's line in the summary.
#[derive(Clone, Debug, Serialize)]
pub struct Line {
    /// Its section in the differences chapter.
    pub anchor: String,
    /// The reading in words (HTML).
    pub name: String,
    /// Who holds it (HTML), or empty.
    pub holders: String,
    /// What it does, in sentences (HTML).
    pub text: String,
    /// Its group.
    pub group: Group,
    /// The size of its largest clear effect, for the order.
    #[serde(skip)]
    pub size: f64,
}

/// A group of the summary, with its heading.
#[derive(Clone, Debug, Serialize)]
pub struct Section {
    /// Its anchor.
    pub id: &'static str,
    /// Its heading.
    pub title: String,
    /// Its readings, most important first.
    pub lines: Vec<Line>,
}

/// The whole summary.
#[derive(Clone, Debug, Serialize)]
pub struct Summary {
    /// The groups that have readings, in order.
    pub sections: Vec<Section>,
    /// How sure the statements are, in a sentence or two.
    pub sureness: String,
    /// The sentence that opens it, naming the base variant (HTML; set by
    /// the chapter, which knows the base).
    pub intro: String,
}

/// What the search says, as a sentence.
fn moves_words(m: Moves, lang: Lang) -> String {
    match m {
        Moves::Differ => say("book-sum-moves-differ", Args::new(lang)),
        Moves::Lead => say("book-sum-moves-lead", Args::new(lang)),
        Moves::Same { examined } => say(
            "book-sum-moves-same",
            Args::new(lang)
                .text("count", thousands(examined as u64, lang))
                .number("n", examined as usize),
        ),
        Moves::FirstPlayer => say("book-sum-moves-first", Args::new(lang)),
    }
}

/// `20000` as `20,000`, `20.000` or `20 000` (a narrow no-break space).
fn thousands(n: u64, lang: Lang) -> String {
    let mark = match lang {
        Lang::En => ",",
        Lang::De => ".",
        Lang::Fr => "\u{202f}",
    };
    let digits = n.to_string();
    let mut s = String::new();
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            s.push_str(mark);
        }
        s.push(c);
    }
    s
}

/// The summary of `readings` in `lang`; `base_mean` is the base variant's
/// mean game length under each play (greedy, strong).
pub fn summarise(readings: &[Reading<'_>], base_mean: (f64, Option<f64>), lang: Lang) -> Summary {
    let mut lines = Vec::new();
    let (mut fewest_greedy, mut fewest_strong) = (u64::MAX, u64::MAX);
    for r in readings {
        let greedy = r.greedy.and_then(|a| Measure::of(&a, base_mean.0, lang));
        let strong = r
            .strong
            .and_then(|a| Measure::of(&a, base_mean.1.unwrap_or(base_mean.0), lang));
        let mut size: f64 = 0.0;
        let mut clear = false;
        let mut clauses = Vec::new();
        if let (Some(m), Some(a)) = (&greedy, r.greedy) {
            fewest_greedy = fewest_greedy.min(m.games);
            clauses.extend(m.words("greedy"));
            clear |= m.clear();
            size = size.max(m.size(&a, base_mean.0));
        }
        if let (Some(m), Some(a)) = (&strong, r.strong) {
            fewest_strong = fewest_strong.min(m.games);
            clauses.extend(m.words("strong"));
            clear |= m.clear();
            size = size.max(m.size(&a, base_mean.1.unwrap_or(base_mean.0)));
        }
        let mut text = String::new();
        if !clauses.is_empty() {
            let join = say("book-sum-clauses-join", Args::new(lang));
            text = capital(&clauses.join(&join)) + ". ";
        }
        text.push_str(&moves_words(r.moves, lang));
        let group = if clear {
            Group::Games
        } else if matches!(r.moves, Moves::Differ | Moves::Lead) {
            Group::Moves
        } else {
            Group::Nothing
        };
        lines.push(Line {
            anchor: r.anchor.clone(),
            name: r.name.clone(),
            holders: r.holders.clone(),
            text,
            group,
            size,
        });
    }
    // Most important first; the order of the rule points otherwise.
    lines.sort_by(|a, b| a.group.cmp(&b.group).then(b.size.total_cmp(&a.size)));
    let titles = [
        (Group::Games, "changes-the-games"),
        (Group::Moves, "changes-the-moves"),
        (Group::Nothing, "changes-nothing"),
    ];
    let sections = titles
        .into_iter()
        .map(|(g, id)| Section {
            id,
            title: say(&format!("book-sum-title-{id}"), Args::new(lang)),
            lines: lines.iter().filter(|l| l.group == g).cloned().collect(),
        })
        .filter(|s| !s.lines.is_empty())
        .collect();
    Summary {
        sections,
        sureness: sureness(fewest_greedy, fewest_strong, lang),
        intro: String::new(),
    }
}

/// How sure the summary is, from the fewest games behind each play.
fn sureness(greedy: u64, strong: u64, lang: Lang) -> String {
    let mut s = say(
        "book-sum-sureness",
        Args::new(lang)
            .number("min", MIN_GAMES as usize)
            .text("share", format!("{:.0}", SHARE_RESOLUTION * 100.0))
            .text("length", format!("{:.0}", LENGTH_RESOLUTION * 100.0)),
    );
    let rests = |key: &str, n: u64| {
        " ".to_string()
            + &say(
                key,
                Args::new(lang)
                    .text("games", games(n, lang))
                    .number("min", MIN_GAMES as usize),
            )
    };
    if greedy != u64::MAX {
        s.push_str(&rests("book-sum-greedy-rests", greedy));
    }
    if strong != u64::MAX {
        s.push_str(&rests(
            if strong < MIN_GAMES {
                "book-sum-strong-rests-few"
            } else {
                "book-sum-strong-rests"
            },
            strong,
        ));
    }
    s
}

#[cfg(test)]
mod tests {
    use super::*;
    use suffragetto_ai::stats::Estimate;

    fn effect(metric: &'static str, value: f64, low: f64, high: f64, n: u64) -> Effect {
        Effect {
            metric,
            difference: Estimate {
                value,
                low,
                high,
                n,
            },
            distinguishable: low > 0.0 || high < 0.0,
        }
    }

    #[test]
    fn shares_are_said_in_games_out_of_100_with_their_interval() {
        let e = effect("suffragette_win_rate", -0.027, -0.048, -0.006, 2000);
        assert_eq!(
            share(&e, 1000, Lang::En),
            Verdict::Clear(
                "the Suffragettes win about 3 in 100 fewer games (between 1 and 5 fewer)".into()
            )
        );
        assert_eq!(
            share(
                &effect("suffragette_win_rate", 0.0, -0.021, 0.015, 2000),
                9,
                Lang::En
            ),
            Verdict::NoChange("who wins does not change measurably (within 3 in 100)".into())
        );
        let none = effect("suffragette_win_rate", 0.0, -0.028, 0.028, 2000);
        assert_eq!(share(&none, 2000, Lang::En).cell(), "no measurable change");
        let wide = effect("suffragette_win_rate", 0.01, -0.06, 0.08, 500);
        assert!(
            matches!(share(&wide, 400, Lang::En), Verdict::TooFew(s) if s.contains("from 6 fewer to 8 more"))
        );
        assert_eq!(share(&none, 0, Lang::En), Verdict::Untouched);
    }

    #[test]
    fn twelve_games_are_never_a_finding() {
        // Strong play in a default book: an interval clear of zero all the same.
        let e = effect("suffragette_win_rate", -0.333, -0.567, -0.008, 12);
        let v = share(&e, 12, Lang::En);
        assert!(
            matches!(&v, Verdict::TooFew(s) if s.contains("12 games are too few")),
            "{v:?}"
        );
        // The same numbers from 600 games are one.
        let e = effect("suffragette_win_rate", -0.333, -0.567, -0.008, 600);
        assert!(share(&e, 600, Lang::En).is_clear());
    }

    #[test]
    fn lengths_are_judged_against_the_usual_length() {
        let e = effect("length_plies", 6.828, 5.498, 8.158, 2000);
        assert_eq!(
            length(&e, 2000, 87.6, Lang::En),
            Verdict::Clear("games are about 7 plies longer (between 5 and 8 more)".into())
        );
        let small = effect("length_plies", -0.287, -0.969, 0.394, 2000);
        assert_eq!(
            length(&small, 900, 87.6, Lang::En).cell(),
            "no measurable change"
        );
        let wide = effect("length_plies", -0.2, -9.0, 8.0, 2000);
        assert_eq!(
            length(&wide, 900, 87.6, Lang::En).cell(),
            "too few games to tell"
        );
    }

    #[test]
    fn the_summary_speaks_the_reader_s_language_with_its_plurals_and_numbers() {
        assert_eq!(games(1, Lang::De), "1 Partie");
        assert_eq!(games(2000, Lang::De), "2.000 Partien");
        assert_eq!(games(2000, Lang::Fr), "2\u{202f}000 parties");
        assert_eq!(games(1, Lang::En), "1 game");
        let e = effect("length_plies", 6.828, 5.498, 8.158, 2000);
        assert_eq!(
            length(&e, 2000, 87.6, Lang::De),
            Verdict::Clear(
                "die Partien sind etwa 7 Halbzüge länger (zwischen 5 und 8 mehr)".into()
            )
        );
        let one = effect("length_plies", -1.2, -1.9, -0.5, 2000);
        assert_eq!(
            length(&one, 2000, 87.6, Lang::Fr),
            Verdict::Clear(
                "les parties sont plus courtes d’environ 1 demi-coup (entre 1 et 2 de moins)"
                    .into()
            )
        );
        // Too few games: the verb agrees with the count.
        let few = effect("suffragette_win_rate", 0.01, -0.2, 0.3, 1);
        assert_eq!(
            share(&few, 1, Lang::En),
            Verdict::TooFew("1 game is too few to tell who wins more".into())
        );
        let s = summarise(
            &[Reading {
                anchor: "a".into(),
                name: "a".into(),
                holders: String::new(),
                moves: Moves::Same { examined: 1500 },
                greedy: Some(outcome(
                    &[
                        effect("suffragette_win_rate", 0.0, 0.0, 0.0, 2000),
                        effect("length_plies", 0.0, 0.0, 0.0, 2000),
                    ],
                    0,
                )),
                strong: None,
            }],
            (87.6, None),
            Lang::De,
        );
        assert_eq!(s.sections[0].title, "Lesarten ohne messbaren Unterschied");
        assert_eq!(
            s.sections[0].lines[0].text,
            "Bei gierigem Spiel verlief keine der 2.000 Partien anders. In keiner der 1.500 \
             Stellungen, die die Engine verglichen hat, änderte sie die erlaubten Züge oder das, \
             was ein Zug bewirkt."
        );
        assert!(
            s.sureness.starts_with("Wie sicher das ist:"),
            "{}",
            s.sureness
        );
    }

    #[test]
    fn a_sentence_after_a_colon_begins_as_its_language_begins_one() {
        let greedy = [
            effect("suffragette_win_rate", 0.0, -0.01, 0.01, 2000),
            effect("length_plies", 6.828, 5.498, 8.158, 2000),
        ];
        let strong = [
            effect("suffragette_win_rate", -0.027, -0.048, -0.006, 500),
            effect("length_plies", 0.1, -0.3, 0.4, 500),
        ];
        let line = |lang| {
            summarise(
                &[Reading {
                    anchor: "a".into(),
                    name: "a".into(),
                    holders: String::new(),
                    moves: Moves::Differ,
                    greedy: Some(outcome(&greedy, 900)),
                    strong: Some(outcome(&strong, 300)),
                }],
                (87.6, Some(60.0)),
                lang,
            )
            .sections[0]
                .lines[0]
                .text
                .clone()
        };
        // German capitalises a whole sentence after a colon, the first
        // clause of each play's; the second clause after „und“ does not.
        let de = line(Lang::De);
        assert!(
            de.starts_with(
                "Bei gierigem Spiel (2.000 Partien): Die Partien sind etwa 7 Halbzüge länger"
            ),
            "{de}"
        );
        assert!(
            de.contains("; bei starkem Spiel (500 Partien): Die Suffragetten gewinnen"),
            "{de}"
        );
        assert!(de.contains(" und wer gewinnt"), "{de}");
        // French takes a comma there, and a no-break space before `;`.
        let fr = line(Lang::Fr);
        assert!(
            fr.starts_with("En jeu glouton (2\u{202f}000 parties), les parties"),
            "{fr}"
        );
        assert!(
            fr.contains("\u{a0}; en jeu fort (500 parties), les suffragettes"),
            "{fr}"
        );
        assert!(!fr.contains(" ;"), "{fr}");
        let en = line(Lang::En);
        assert!(
            en.contains("; under strong play (500 games), the Suffragettes"),
            "{en}"
        );
    }

    fn outcome(effects: &[Effect], changed: u64) -> Outcome<'_> {
        Outcome {
            effects,
            games_changed: changed,
        }
    }

    #[test]
    fn readings_are_grouped_by_what_they_change_and_ordered_by_size() {
        let big = [
            effect("suffragette_win_rate", 0.0, -0.01, 0.01, 2000),
            effect("length_plies", 18.9, 17.5, 20.3, 2000),
        ];
        let small = [
            effect("suffragette_win_rate", -0.027, -0.048, -0.006, 2000),
            effect("length_plies", 0.4, -0.5, 1.3, 2000),
        ];
        let moves_only = [
            effect("suffragette_win_rate", 0.0, -0.01, 0.01, 2000),
            effect("length_plies", 0.1, -0.3, 0.4, 2000),
        ];
        let nothing = [
            effect("suffragette_win_rate", 0.0, 0.0, 0.0, 2000),
            effect("length_plies", 0.0, 0.0, 0.0, 2000),
        ];
        let strong = [
            effect("suffragette_win_rate", -0.3, -0.5, -0.01, 12),
            effect("length_plies", 99.0, -66.0, 264.0, 12),
        ];
        let reading = |anchor: &str, moves, greedy, strong| Reading {
            anchor: anchor.into(),
            name: anchor.into(),
            holders: String::new(),
            moves,
            greedy,
            strong,
        };
        let s = summarise(
            &[
                reading(
                    "nothing",
                    Moves::Same { examined: 1500 },
                    Some(outcome(&nothing, 0)),
                    None,
                ),
                reading(
                    "moves",
                    Moves::Differ,
                    Some(outcome(&moves_only, 600)),
                    Some(outcome(&strong, 12)),
                ),
                reading(
                    "small",
                    Moves::FirstPlayer,
                    Some(outcome(&small, 1000)),
                    None,
                ),
                reading(
                    "big",
                    Moves::Differ,
                    Some(outcome(&big, 1900)),
                    Some(outcome(&strong, 12)),
                ),
            ],
            (87.6, Some(120.0)),
            Lang::En,
        );
        let order: Vec<(&str, Vec<&str>)> = s
            .sections
            .iter()
            .map(|s| (s.id, s.lines.iter().map(|l| l.anchor.as_str()).collect()))
            .collect();
        assert_eq!(
            order,
            [
                ("changes-the-games", vec!["big", "small"]),
                ("changes-the-moves", vec!["moves"]),
                ("changes-nothing", vec!["nothing"]),
            ]
        );
        let moves = &s.sections[1].lines[0].text;
        assert_eq!(
            moves,
            "Under greedy play (2,000 games), who wins does not change measurably (within 1 in 100) \
             and game length does not change measurably (within 1 ply); under strong play (12 games), \
             the Suffragettes may win fewer games (between 1 and 50 fewer in 100), but 12 games are \
             too few to count that as a finding. It changes the legal moves."
        );
        let big = &s.sections[0].lines[0].text;
        assert!(
            big.starts_with(
                "Under greedy play (2,000 games), games are about 19 plies longer (between 18 and 20 more) and who wins"
            ),
            "{big}"
        );
        assert!(s.sureness.contains("only 12 games"), "{}", s.sureness);
        assert_eq!(
            s.sections[2].lines[0].text,
            "Under greedy play, not one of the 2,000 games went differently. It changed neither \
             the legal moves nor what a move does in any of the 1,500 positions the engine compared."
        );
    }
}
