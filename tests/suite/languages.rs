//! The catalogue checked: every message in every language, every refusal
//! and value in words in every language, and no English left in the German
//! and French messages.

use std::collections::{BTreeMap, BTreeSet};
use suffragetto_core::engine::{
    Counts, Ending, NoCapture, Offer, Outcome, Placement, Refusal, Rules,
};
use suffragetto_core::geometry::{Square, SquareSet, Zone};
use suffragetto_core::lang::{Describe, Lang, catalogue, compare};
use suffragetto_core::notation::describe_in;
use suffragetto_core::piece::{Piece, Side, Size};
use suffragetto_core::variant::{DiffKind, PointId, Status};

#[test]
fn every_message_is_in_every_language() {
    assert_eq!(catalogue().problems(), Vec::<String>::new());
    for lang in Lang::ALL {
        assert!(catalogue().ids(lang).len() > 70, "{lang}");
    }
}

#[test]
fn a_missing_or_extra_message_or_attribute_is_named() {
    let map = |entries: &[(&str, &[&str])]| -> BTreeMap<String, BTreeSet<String>> {
        entries
            .iter()
            .map(|(id, attrs)| {
                (
                    id.to_string(),
                    attrs.iter().map(|a| a.to_string()).collect(),
                )
            })
            .collect()
    };
    let en = map(&[("zone-prison", &["in", "of"]), ("side-police", &[])]);
    let de = map(&[("zone-prison", &["in"]), ("side-polizei", &[])]);
    assert_eq!(
        compare(&en, &de, Lang::De),
        [
            "de: message side-police is missing",
            "de: attribute zone-prison.of is missing",
            "de: message side-polizei is not in English",
        ]
    );
}

fn square(name: &str) -> Square {
    name.parse().expect("a square")
}

/// One refusal of every kind; the match below fails to compile when a kind
/// is added and not listed here.
fn every_refusal() -> Vec<Refusal> {
    let (b4, c5) = (square("b4"), square("c5"));
    let leader = Piece {
        side: Side::Suffragettes,
        size: Size::Large,
    };
    let inspector = Piece {
        side: Side::Police,
        size: Size::Large,
    };
    let two = Counts { large: 1, small: 1 };
    let offer = Offer {
        suffragettes: two,
        police: Counts { large: 0, small: 1 },
        placement: Placement::NONE,
    };
    let mut squares = SquareSet::EMPTY;
    squares.insert(square("b2"));
    squares.insert(square("b3"));
    use Refusal as R;
    let all = vec![
        R::GameOver {
            winner: Side::Police,
            ending: Ending::Target,
        },
        R::GameOver {
            winner: Side::Suffragettes,
            ending: Ending::NoMove,
        },
        R::GameOver {
            winner: Side::Suffragettes,
            ending: Ending::Resignation,
        },
        R::AnswerPending {
            pending: offer,
            to_move: Side::Police,
        },
        R::NothingToAnswer,
        R::PassWhileMovesExist { legal: 1 },
        R::PassWhileMovesExist { legal: 12 },
        R::ExchangeNotTriggered {
            trigger: 2,
            prison: 1,
            hospital: 3,
        },
        R::ExchangeBlocked { squares },
        R::ExchangeTooLarge { max: 2 },
        R::ExchangeRanks {
            size: Size::Large,
            available: 0,
            prison: two,
            hospital: Counts { large: 0, small: 2 },
        },
        R::ExchangeNoRoom,
        R::ExchangeUnequal { offer },
        R::ExchangeRanksMatched { offer },
        R::ExchangeCaptive {
            side: Side::Police,
            size: Size::Small,
            available: 1,
        },
        R::ExchangeCaptive {
            side: Side::Suffragettes,
            size: Size::Large,
            available: 0,
        },
        R::ExchangeCaptive {
            side: Side::Suffragettes,
            size: Size::Small,
            available: 3,
        },
        R::PlacementFixed,
        R::PlacementCount {
            side: Side::Suffragettes,
            want: two,
            got: Counts { large: 1, small: 0 },
        },
        R::PlacementSquare {
            square: c5,
            side: Side::Police,
        },
        R::WindowOnly { side: Side::Police },
        R::NoPiece { square: b4 },
        R::NotYourPiece {
            square: b4,
            piece: inspector,
            to_move: Side::Suffragettes,
        },
        R::StuckInside {
            square: square("h14"),
            piece: leader,
        },
        R::ChainStopsInside {
            square: square("h14"),
            side: Side::Suffragettes,
        },
        R::ChainEndsInBuilding {
            square: square("h5"),
            side: Side::Police,
        },
        R::StraightOverOpponent { square: c5 },
        R::ExchangeThisTurn,
        R::StepDirection { from: b4, to: c5 },
        R::Occupied {
            square: c5,
            piece: inspector,
        },
        R::ForbiddenZone {
            square: square("a1"),
        },
        R::OwnBuilding {
            square: square("h5"),
            side: Side::Suffragettes,
        },
        R::LeavesBuilding {
            square: square("h12"),
            side: Side::Suffragettes,
        },
        R::NotAHop { from: b4, to: c5 },
        R::HopDirection { from: b4, to: c5 },
        R::OneHopOnly,
        R::NothingToJump {
            from: b4,
            to: square("d6"),
            square: c5,
        },
        R::JumpedTwice { square: c5 },
        R::LandedTwice { square: c5 },
        R::JumpOverForbidden {
            square: square("h13"),
        },
        R::HopOverPiece {
            square: c5,
            piece: inspector,
        },
        R::SecondCapture,
        R::CaptureCompulsory,
        R::NoCapture {
            square: c5,
            why: NoCapture::OwnPiece(leader),
        },
        R::NoCapture {
            square: square("b2"),
            why: NoCapture::Safe(Zone::PrisonYard),
        },
        R::NoCapture {
            square: c5,
            why: NoCapture::Direction(inspector),
        },
        R::NotLegal,
        R::FirstPlayer {
            fixed: Side::Suffragettes,
            asked: Side::Police,
        },
    ];
    for r in &all {
        match r {
            R::GameOver { .. }
            | R::AnswerPending { .. }
            | R::NothingToAnswer
            | R::PassWhileMovesExist { .. }
            | R::ExchangeNotTriggered { .. }
            | R::ExchangeBlocked { .. }
            | R::ExchangeTooLarge { .. }
            | R::ExchangeRanks { .. }
            | R::ExchangeNoRoom
            | R::ExchangeUnequal { .. }
            | R::ExchangeRanksMatched { .. }
            | R::ExchangeCaptive { .. }
            | R::PlacementFixed
            | R::PlacementCount { .. }
            | R::PlacementSquare { .. }
            | R::WindowOnly { .. }
            | R::NoPiece { .. }
            | R::NotYourPiece { .. }
            | R::StuckInside { .. }
            | R::ChainStopsInside { .. }
            | R::ChainEndsInBuilding { .. }
            | R::StraightOverOpponent { .. }
            | R::ExchangeThisTurn
            | R::StepDirection { .. }
            | R::Occupied { .. }
            | R::ForbiddenZone { .. }
            | R::OwnBuilding { .. }
            | R::LeavesBuilding { .. }
            | R::NotAHop { .. }
            | R::HopDirection { .. }
            | R::OneHopOnly
            | R::NothingToJump { .. }
            | R::JumpedTwice { .. }
            | R::LandedTwice { .. }
            | R::JumpOverForbidden { .. }
            | R::HopOverPiece { .. }
            | R::SecondCapture
            | R::CaptureCompulsory
            | R::NoCapture { .. }
            | R::NotLegal
            | R::FirstPlayer { .. } => {}
        }
    }
    all
}

/// Words that mark an English sentence; none may stand in a German or
/// French message (the catalogue's proper names, House of Commons and
/// Albert Hall, are taken out first).
const ENGLISH: [&str; 14] = [
    "the", "and", "is", "of", "which", "this", "may", "only", "not", "are", "has", "piece",
    "square", "move",
];

fn english_words(text: &str) -> Vec<String> {
    let text = text
        .replace("House of Commons", "")
        .replace("Albert Hall", "");
    // Rule point ids and values in brackets, and `x`, are the same in
    // every language.
    let mut plain = String::new();
    let mut depth = 0;
    for c in text.chars() {
        match c {
            '(' => depth += 1,
            ')' => depth -= 1,
            _ if depth == 0 => plain.push(c),
            _ => {}
        }
    }
    plain
        .split(|c: char| !c.is_alphabetic())
        .filter(|w| ENGLISH.contains(&w.to_lowercase().as_str()))
        .map(str::to_string)
        .collect()
}

#[test]
fn every_refusal_reads_in_every_language_and_the_translations_are_not_english() {
    let rules = Rules::load("english").unwrap();
    for r in every_refusal() {
        let en = describe_in(&r, &rules, Lang::En);
        for lang in Lang::ALL {
            let text = describe_in(&r, &rules, lang);
            assert!(
                !text.is_empty() && !text.contains('{') && !text.contains('?'),
                "{lang}: {text}"
            );
            // A reader's words name no rule point id (the page names the
            // point by its title); the command line's add it in brackets.
            if let Some(point) = r.rule_point() {
                assert!(
                    !text.contains(point.as_str()),
                    "{lang}: {text} shows the id {point}"
                );
                assert_eq!(
                    suffragetto_core::notation::cited_in(&r, &rules, lang),
                    format!("{text} ({point})")
                );
            }
            assert!(
                !text.contains('_'),
                "{lang}: {text} shows a snake_case value"
            );
            if lang != Lang::En {
                assert_ne!(text, en, "{lang} is the English text");
                assert_eq!(english_words(&text), Vec::<String>::new(), "{lang}: {text}");
            }
        }
    }
}

#[test]
fn the_english_scan_finds_english() {
    assert_eq!(
        english_words("landet auf c5, which is occupied (hop.over: the)"),
        ["which", "is"]
    );
    assert!(english_words("das House of Commons (exchange.ranks)").is_empty());
}

#[test]
fn values_read_in_every_language() {
    let rules = Rules::load("english").unwrap();
    for lang in Lang::ALL {
        let mut words = Vec::new();
        for side in [Side::Suffragettes, Side::Police] {
            words.push(side.describe(lang));
            for size in [Size::Small, Size::Large] {
                words.push(Piece { side, size }.describe(lang));
                words.push(size.describe(lang));
            }
            for ending in [Ending::Target, Ending::NoMove, Ending::Resignation] {
                words.push(ending.words_in(side, &rules, lang));
            }
            words.push(
                Outcome::Won {
                    winner: side,
                    ending: Ending::Target,
                }
                .describe(lang),
            );
        }
        words.push(Outcome::Unfinished.describe(lang));
        for zone in Zone::ALL {
            words.push(zone.describe(lang));
        }
        for status in Status::ALL {
            words.push(status.describe(lang));
            words.push(status.meaning_in(lang).to_string());
        }
        for kind in [DiffKind::Value, DiffKind::Status] {
            words.push(kind.describe(lang));
        }
        for w in &words {
            assert!(
                !w.is_empty() && !w.contains('{') && w != "?",
                "{lang}: {w:?}"
            );
            if lang != Lang::En {
                assert_eq!(english_words(w), Vec::<String>::new(), "{lang}: {w}");
            }
        }
    }
    // The English words are those the program always wrote.
    assert_eq!(Zone::PrisonYard.name(), "the Prison Yard");
    assert_eq!(Status::Board.words(), "from the board");
    assert_eq!(
        Ending::Target.words(Side::Suffragettes, &rules),
        "6 Suffragettes are in the House of Commons"
    );
    assert_eq!(
        Ending::Target.words_in(Side::Police, &rules, Lang::De),
        "6 Polizisten sind in der Albert Hall"
    );
    assert_eq!(
        Outcome::Won {
            winner: Side::Police,
            ending: Ending::NoMove
        }
        .describe(Lang::Fr),
        "la police gagne"
    );
}

#[test]
fn rule_point_titles_and_areas_read_in_every_language() {
    for &id in PointId::ALL {
        // The English catalogue agrees with the macro's titles.
        assert_eq!(id.title_in(Lang::En), id.info().title, "{id}");
        for lang in Lang::ALL {
            assert!(
                !id.title_in(lang).is_empty() && id.title_in(lang) != "?",
                "{id} {lang}"
            );
            assert!(id.area_in(lang) != "?", "{id} {lang}");
        }
        assert_ne!(id.title_in(Lang::De), id.title_in(Lang::En), "{id}");
        assert_ne!(id.title_in(Lang::Fr), id.title_in(Lang::En), "{id}");
    }
    assert_eq!(PointId::HopOverForbidden.area_in(Lang::De), "Springen");
}

#[test]
fn no_german_or_french_message_has_english_words() {
    let c = catalogue();
    for lang in [Lang::De, Lang::Fr] {
        for (id, attributes) in c.ids(lang) {
            let keys =
                std::iter::once(id.clone()).chain(attributes.iter().map(|a| format!("{id}.{a}")));
            for key in keys {
                // Messages with arguments are read with them filled in, by
                // the tests above; the plain ones are read here.
                if let Some(text) = c.plain_opt(lang, &key) {
                    assert_eq!(
                        english_words(text),
                        Vec::<String>::new(),
                        "{lang} {key}: {text}"
                    );
                }
            }
        }
    }
}

#[test]
fn counts_choose_their_plural_forms() {
    let rules = Rules::load("english").unwrap();
    let one = Refusal::PassWhileMovesExist { legal: 1 };
    let many = Refusal::PassWhileMovesExist { legal: 12 };
    assert!(describe_in(&one, &rules, Lang::En).contains("one other move is legal"));
    assert!(describe_in(&many, &rules, Lang::En).contains("12 other moves are legal"));
    assert!(describe_in(&one, &rules, Lang::De).contains("ein anderer Zug ist erlaubt"));
    assert!(describe_in(&many, &rules, Lang::Fr).contains("12 autres coups sont permis"));
}

/// Every value a variant file may give a rule point (the list its help text
/// shows) has words of its own in every language, and none is an id.
#[test]
fn every_value_of_every_rule_point_has_words_in_every_language() {
    use suffragetto_core::variant::points::{RULE_POINTS, value_words_in};
    let mut seen = 0;
    for info in RULE_POINTS {
        let words: Vec<&str> = info
            .accepts
            .trim_start_matches("a list of ")
            .split([',', '|'])
            .map(str::trim)
            .filter(|w| w.chars().all(|c| c.is_ascii_lowercase() || c == '_'))
            .filter(|w| !["true", "false"].contains(w))
            .collect();
        for value in words {
            let v = serde_json::Value::String(value.to_string());
            for lang in Lang::ALL {
                let key = value.replace('_', "-");
                let c = catalogue();
                assert!(
                    c.plain_opt(lang, &format!("value-{key}")).is_some()
                        || c.plain_opt(lang, &format!("zone-{key}")).is_some(),
                    "{}: no words for {value} in {lang}",
                    info.id
                );
                let said = value_words_in(info.id, &v, lang);
                assert!(!said.contains('_'), "{said}");
                seen += 1;
            }
        }
    }
    assert!(seen > 150, "{seen}");
    let no = serde_json::Value::Bool(false);
    assert_eq!(
        value_words_in(PointId::CaptureCompulsory, &no, Lang::De),
        "nein"
    );
    let zones = serde_json::json!(["prison", "hospital_grounds"]);
    assert_eq!(
        value_words_in(PointId::ZonesForbiddenAll, &zones, Lang::Fr),
        "la Prison, le terrain de l’hôpital"
    );
}

/// A game played from the start, the first capturing move taken whenever
/// there is one, until `want` says a move is the one sought: the position
/// before it and the move.
fn first_move_where(
    rules: &Rules,
    want: impl Fn(&suffragetto_core::engine::Move) -> bool,
) -> (
    suffragetto_core::engine::Position,
    suffragetto_core::engine::Move,
) {
    let mut pos = rules.start();
    for _ in 0..400 {
        let moves = pos.legal_moves(rules);
        if let Some(m) = moves.iter().find(|m| want(m)) {
            return (pos, *m);
        }
        let m = moves
            .iter()
            .find(|m| m.capture_count() > 0)
            .or(moves.first())
            .expect("the game goes on");
        pos = pos.play(rules, m).unwrap();
    }
    panic!("no such move in 400 plies");
}

#[test]
fn a_played_move_is_said_in_words_in_every_language() {
    use suffragetto_core::engine::Move;
    use suffragetto_core::notation::spoken;
    let rules = Rules::load("english").unwrap();
    let (start, step) = first_move_where(&rules, |m| matches!(m, Move::Step { .. }));
    let (from, to) = step.squares().unwrap();
    assert_eq!(
        spoken(&start, &rules, &step, Lang::En),
        format!("Suffragettes: Suffragette {from} to {to}")
    );
    assert_eq!(
        spoken(&start, &rules, &step, Lang::De),
        format!("Suffragetten: Suffragette {from} nach {to}")
    );
    let (before, hop) = first_move_where(&rules, |m| m.capture_count() > 0);
    let (from, to) = hop.squares().unwrap();
    let side = before.to_move();
    for lang in Lang::ALL {
        let said = spoken(&before, &rules, &hop, lang);
        assert!(
            said.contains(&format!("{from}")) && said.contains(&format!("{to}")),
            "{said}"
        );
        for sq in hop.captured().iter() {
            let piece = before.piece_at(sq).unwrap();
            assert!(said.contains(&format!("{sq}")), "{lang}: {said} names {sq}");
            if lang == Lang::En {
                assert!(
                    said.contains(&format!("the {} on {sq}", piece.describe(lang))),
                    "{said}"
                );
            }
        }
        if lang == Lang::En {
            let verb = if side == Side::Police {
                "arresting"
            } else {
                "disabling"
            };
            assert!(said.contains("hops to ") && said.contains(verb), "{said}");
        } else {
            assert_eq!(english_words(&said), Vec::<String>::new(), "{lang}: {said}");
        }
    }
    // Exchanges and answers.
    let offer = Move::Exchange(Offer::matched(Counts { large: 1, small: 2 }));
    assert_eq!(
        spoken(&start, &rules, &offer, Lang::En),
        "Suffragettes: propose an exchange, 1 Leader and 2 Suffragettes for 1 Inspector and 2 constables"
    );
    assert_eq!(
        spoken(&start, &rules, &offer, Lang::Fr),
        "Suffragettes\u{a0}: proposent un échange, 1 chef de parti et 2 suffragettes contre 1 inspecteur et 2 policiers"
    );
    assert_eq!(
        spoken(&start, &rules, &Move::Decline, Lang::En),
        "Suffragettes: decline the exchange"
    );
    assert_eq!(
        spoken(&start, &rules, &Move::Pass, Lang::De),
        "Suffragetten: passen"
    );
}
