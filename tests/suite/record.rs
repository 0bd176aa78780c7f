//! Game records: reading, writing, replaying, comparing; the teaching games.

use crate::common::*;
use proptest::prelude::*;
use rand::rngs::ChaCha8Rng;
use rand::{RngExt, SeedableRng};
use suffragetto_core::engine::Move;
use suffragetto_core::geometry::{Square, Zone};
use suffragetto_core::notation::MoveText;
use suffragetto_core::record::{Comment, Drawing, Glyph, Node, Record, Span};

const GAMES: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/book/games");

fn games() -> Vec<(String, Record)> {
    let mut v: Vec<_> = std::fs::read_dir(GAMES)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "sgn"))
        .map(|p| {
            (
                p.display().to_string(),
                Record::read(&p).unwrap_or_else(|e| panic!("{e}")),
            )
        })
        .collect();
    v.sort_by(|a, b| a.0.cmp(&b.0));
    v
}

#[test]
fn teaching_games_replay_and_together_show_every_rule() {
    let games = games();
    assert!(games.len() >= 3);
    let mut seen = std::collections::BTreeSet::new();
    for (file, rec) in &games {
        let r = rules(rec.tag("Variant").unwrap());
        let replay = rec.replay(&r, file).unwrap_or_else(|e| panic!("{e}"));
        for step in &replay.steps {
            let mover = replay.before(step).to_move();
            match step.mv {
                Move::Step { .. } => {
                    seen.insert("step");
                }
                Move::Hop { from, to, captured } => {
                    let path = replay.before(step).canonical_path(&r, &step.mv).unwrap();
                    let piece = replay.before(step).piece_at(from).unwrap();
                    if path.len() > 2 && captured.is_empty() {
                        seen.insert("chain over own pieces");
                    }
                    if captured.len() >= 2 {
                        seen.insert("multi-capture chain");
                    }
                    for w in path.windows(2).filter(|w| w[1].1) {
                        let diagonal =
                            w[0].0.file() != w[1].0.file() && w[0].0.rank() != w[1].0.rank();
                        match (piece.is_large(), diagonal) {
                            (false, true) => seen.insert("small piece captures diagonally"),
                            (true, false) => seen.insert("large piece captures orthogonally"),
                            _ => false,
                        };
                    }
                    if to.zone() == mover.target_building() {
                        seen.insert("piece confined in a building");
                    }
                }
                Move::Exchange(_) => {
                    seen.insert("exchange proposed");
                }
                Move::Accept(_) => {
                    seen.insert("exchange accepted");
                }
                Move::Decline => {
                    seen.insert("exchange declined");
                }
                Move::Pass => {}
            }
        }
        if replay.outcome().winner().is_some() {
            seen.insert("win");
        }
        // Every comment a newcomer reads is there: at least one per two plies.
        let comments = rec.moves.iter().filter(|n| !n.comments.is_empty()).count();
        assert!(
            comments * 2 >= rec.moves.len(),
            "{file} has too few comments"
        );
    }
    let want = [
        "step",
        "chain over own pieces",
        "multi-capture chain",
        "small piece captures diagonally",
        "large piece captures orthogonally",
        "piece confined in a building",
        "exchange proposed",
        "exchange accepted",
        "exchange declined",
        "win",
    ];
    for w in want {
        assert!(seen.contains(w), "no teaching game shows: {w}");
    }
}

#[test]
fn compare_shows_where_the_teaching_games_diverge() {
    let all = all_rules();
    let games = games();
    let mut diverging = 0;
    for (file, rec) in &games {
        let verdicts = suffragetto_core::record::compare(rec, &all, file);
        let own = verdicts
            .iter()
            .find(|v| Some(v.variant.as_str()) == rec.tag("Variant"))
            .unwrap();
        assert!(own.legal, "{file}");
        if verdicts.iter().any(|v| !v.legal) {
            diverging += 1;
        }
    }
    assert!(diverging >= 2);
    let (file, house) = games.iter().find(|(f, _)| f.contains("02-")).unwrap();
    let v = suffragetto_core::record::compare(house, &all, file);
    let german = v.iter().find(|v| v.variant == "german").unwrap();
    let e = german.first_illegal.as_ref().unwrap();
    assert_eq!(e.ply, Some(5));
    assert!(e.message.contains("forbids jumping"), "{}", e.message);
    let (file, exchange) = games.iter().find(|(f, _)| f.contains("03-")).unwrap();
    for v in suffragetto_core::record::compare(exchange, &all, file) {
        // Consent variants accept the record; demand variants stop at `decline`.
        let consent = matches!(v.variant.as_str(), "english" | "french" | "ludii");
        assert_eq!(v.legal, consent, "{}", v.variant);
    }
}

#[test]
fn writing_is_canonical_and_stable() {
    for (file, rec) in games() {
        let text = rec.to_string();
        let again = Record::parse(&text).unwrap_or_else(|e| panic!("{file}: {e}\n{text}"));
        assert_eq!(again, rec, "{file}");
        assert_eq!(again.to_string(), text, "{file}");
        // The files in the repository are kept in canonical form.
        assert_eq!(
            std::fs::read_to_string(&file).unwrap(),
            text,
            "{file} is not in canonical form"
        );
    }
}

#[test]
fn illegal_moves_name_line_column_ply_and_reason() {
    let text = "[Variant \"english\"]\n\n1. e6-e7 k12-k11\n2. e7-e9 k11-k10\n";
    let rec = Record::parse(text).unwrap();
    let e = rec.replay(&rules("english"), "g.sgn").unwrap_err();
    assert_eq!((e.at.line, e.at.column, e.ply), (4, 4, Some(3)), "{e}");
    assert!(e.to_string().starts_with("g.sgn:4:4: ply 3, e7-e9:"), "{e}");
    assert!(e.message.contains("no piece to jump on e8"), "{e}");
}

#[test]
fn malformed_records_are_located() {
    let cases = [
        ("[Variant \"english\"\n", 1, "expected `]`"),
        ("[Variant english]\n", 1, "quoted value"),
        ("1. e6-e7 {unclosed\n", 1, "not closed"),
        ("1. e6-e7 k12-k11\n2. e7-e8 (2. e6-e5\n", 2, "not closed"),
        ("1. e6-e7 zz9\n", 1, "expected a square"),
        ("1. e6-e7 2. k12-k11\n", 1, "does not number this move"),
        ("1... e6-e7\n", 1, "does not number this move"),
        ("1. e6-e7 [%arrow e6 e7]\n", 1, "expected [%arrow"),
        ("1. e6-e7 {[%zone palace red]}\n", 1, "not a zone"),
        ("1. e6-e7 )\n", 1, "without a variation"),
        ("{intro} ( e6-e7 )\n", 1, "must follow the move"),
    ];
    for (text, line, msg) in cases {
        let e = Record::parse(text).unwrap_err();
        assert_eq!(e.at.line, line, "{text:?}: {e}");
        assert!(e.message.contains(msg), "{text:?}: {e}");
    }
}

#[test]
fn variations_are_checked_from_the_position_before_their_move() {
    let r = rules("english");
    let ok = Record::parse("1. e6-e7 (1. e6-e8) k12-k11 (1... k12-k10)\n").unwrap();
    // e6-e8 is not a legal move (nothing to jump on e7 at the start).
    let e = ok.replay(&r, "v.sgn").unwrap_err();
    assert!(e.message.contains("e6-e8"), "{e}");
    let good =
        Record::parse("1. e6-e7 (1. m5-m7-o5-o7 {a chain}) k12-k11 (1... k13-k11)\n").unwrap();
    assert_eq!(good.replay(&r, "v.sgn").unwrap().steps.len(), 2);
    assert_eq!(good.moves[0].variations[0][0].comments[0].text, "a chain");
}

/// A random record: a random legal game with random glyphs, comments,
/// drawings and (legal or not) variations.
fn random_record(seed: u64) -> Record {
    let r = rules("english");
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut pos = r.start();
    let mut rec = Record::default();
    rec.tags.push(("Variant".into(), "english".into()));
    if rng.random_range(0..2) == 0 {
        rec.tags
            .push(("Event".into(), "a \"quoted\" \\ event".into()));
    }
    let squares: Vec<Square> = Square::all().collect();
    let sq = |rng: &mut ChaCha8Rng| squares[rng.random_range(0..squares.len())];
    let plies = rng.random_range(0..30);
    for _ in 0..plies {
        let moves = pos.legal_moves(&r);
        if moves.is_empty() {
            break;
        }
        let mv = moves[rng.random_range(0..moves.len())];
        let text = MoveText::from_move(&pos, &r, &mv);
        let mut node = Node {
            text,
            at: Span::default(),
            glyphs: vec![],
            comments: vec![],
            variations: vec![],
        };
        if rng.random_range(0..4) == 0 {
            node.glyphs.push(
                [
                    Glyph::Good,
                    Glyph::Mistake,
                    Glyph::Brilliant,
                    Glyph::Blunder,
                    Glyph::Interesting,
                    Glyph::Dubious,
                ][rng.random_range(0..6)],
            );
        }
        if rng.random_range(0..3) == 0 {
            let mut c = Comment {
                text: ["", "quiet", "a (bracketed) note; with ! and ?"][rng.random_range(0..3)]
                    .into(),
                drawings: vec![],
                eval: None,
            };
            for _ in 0..rng.random_range(0..3) {
                c.drawings.push(match rng.random_range(0..3) {
                    0 => Drawing::Arrow {
                        from: sq(&mut rng),
                        to: sq(&mut rng),
                        colour: "green".into(),
                    },
                    1 => Drawing::Mark {
                        square: sq(&mut rng),
                        colour: "#aa0000".into(),
                    },
                    _ => Drawing::Zone {
                        zone: Zone::ALL[rng.random_range(0..8)],
                        colour: "blue".into(),
                    },
                });
            }
            if !c.text.is_empty() || !c.drawings.is_empty() {
                node.comments.push(c);
            }
        }
        if rng.random_range(0..5) == 0 {
            let alt = moves[rng.random_range(0..moves.len())];
            let t = MoveText::from_move(&pos, &r, &alt);
            node.variations.push(vec![Node {
                text: t,
                at: Span::default(),
                glyphs: vec![],
                comments: vec![],
                variations: vec![],
            }]);
        }
        pos.play_unchecked(&r, &mv);
        rec.moves.push(node);
    }
    rec
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 64, ..ProptestConfig::default() })]

    #[test]
    fn records_round_trip_through_text(seed in any::<u64>()) {
        let rec = random_record(seed);
        let text = rec.to_string();
        let back = Record::parse(&text).map_err(|e| TestCaseError::fail(format!("{e}\n{text}")))?;
        prop_assert_eq!(&back, &rec);
        prop_assert_eq!(back.to_string(), text);
        // A random game with legal variations replays.
        back.replay(&rules("english"), "r.sgn").map_err(|e| TestCaseError::fail(e.to_string()))?;
    }

    #[test]
    fn the_record_parser_never_panics(text in "[\\[\\]{}()%.!?0-9a-qxX+ \n\"\\\\A-Za-z;-]{0,200}") {
        let _ = Record::parse(&text);
    }
}

#[test]
fn a_refused_move_of_a_record_reads_in_german_and_french() {
    use suffragetto_core::lang::Lang;
    let text = "[Variant \"english\"]\n\n1. e6-e7 k12-k11\n2. e7-e9 k11-k10\n";
    let english = rules("english");
    let e = Record::parse(text)
        .unwrap()
        .replay(&english, "g.sgn")
        .unwrap_err();
    assert_eq!(e.to_string_in(&english, Lang::En), e.to_string());
    assert_eq!(
        e.to_string_in(&english, Lang::De),
        "g.sgn:4:4: Halbzug 3, e7-e9: Sprung 1 (e7 nach e9) hat auf e8 keine Figur zum Überspringen (in der Variante english)"
    );
    assert_eq!(
        e.to_string_in(&english, Lang::Fr),
        "g.sgn:4:4: demi-coup 3, e7-e9\u{a0}: le saut 1 (e7 vers e9) n’a pas de pièce à sauter sur e8 (dans la variante english)"
    );
}
