//! `analyse`: computer analysis of game records, and its evaluation graph.

use suffragetto_ai::analyse::{AnalyseOptions, analyse, glyph_for};
use suffragetto_core::engine::Rules;
use suffragetto_core::record::{Eval, Glyph, Record};
use suffragetto_render::eval_graph::{EvalPoint, eval_graph_svg};

fn teaching_game() -> Record {
    let text = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/book/games/01-opening-skirmish.sgn"
    ))
    .unwrap();
    Record::parse(&text).unwrap()
}

const SMALL: AnalyseOptions = AnalyseOptions {
    nodes: 600,
    seed: 3,
};

#[test]
fn analysed_record_replays_reparses_and_has_an_eval_per_ply() {
    let rules = Rules::load("english").unwrap();
    let rec = teaching_game();
    let a = analyse(&rec, &rules, "game", &SMALL).unwrap();
    let text = a.record.to_string();
    let back = Record::parse(&text).unwrap();
    assert_eq!(back, a.record);
    let replay = back.replay(&rules, "analysed").unwrap();
    assert_eq!(replay.steps.len(), rec.moves.len());
    assert_eq!(a.plies.len(), rec.moves.len());
    for (node, verdict) in back.moves.iter().zip(&a.plies) {
        let evals: Vec<Eval> = node.comments.iter().filter_map(|c| c.eval).collect();
        assert_eq!(evals, [verdict.eval], "ply {}", verdict.ply);
    }
    // The author's comments are all still there, in order, before the eval.
    for (old, new) in rec.moves.iter().zip(&back.moves) {
        assert_eq!(new.comments[..old.comments.len()], old.comments[..]);
        assert!(old.glyphs.iter().all(|g| new.glyphs.contains(g)));
    }
    // Every marked move carries the engine's choice with an arrow.
    let marked: Vec<_> = a.plies.iter().filter(|p| p.glyph.is_some()).collect();
    assert!(!marked.is_empty());
    for p in marked {
        let node = &back.moves[p.ply as usize - 1];
        let engine = node.variations.last().expect("a variation");
        assert!(engine[0].comments[0].eval.is_some());
        assert_eq!(engine[0].comments[0].drawings.len(), 1);
    }
    // Analysing the analysis replaces the engine's notes instead of adding more.
    let again = analyse(&back, &rules, "again", &SMALL).unwrap();
    assert_eq!(again.record.to_string(), text);
}

#[test]
fn same_seed_same_bytes() {
    let rules = Rules::load("english").unwrap();
    let rec = teaching_game();
    let a = analyse(&rec, &rules, "game", &SMALL)
        .unwrap()
        .record
        .to_string();
    let b = analyse(&rec, &rules, "game", &SMALL)
        .unwrap()
        .record
        .to_string();
    assert_eq!(a, b);
}

#[test]
fn glyph_thresholds() {
    assert_eq!(glyph_for(0.0), None);
    assert_eq!(glyph_for(0.099), None);
    assert_eq!(glyph_for(0.10), Some(Glyph::Dubious));
    assert_eq!(glyph_for(0.199), Some(Glyph::Dubious));
    assert_eq!(glyph_for(0.20), Some(Glyph::Mistake));
    assert_eq!(glyph_for(0.30), Some(Glyph::Blunder));
    assert_eq!(glyph_for(1.0), Some(Glyph::Blunder));
}

/// A constructed case: five Suffragettes and five constables stand in their
/// goal buildings; the Suffragettes to move win with k15-j14, while the
/// quiet k15-l15 lets the Police win with k6-j5: a blunder, from a won game
/// to a lost one.
#[test]
fn throwing_away_a_win_is_a_blunder() {
    let rules = Rules::load("english").unwrap();
    let setup = "17/17/10S6/7SS8/7SSS7/17/17/17/17/17/17/10P6/7PP8/7PPP7/17/17/17 S 0+0 0+0 - 0";
    let pos = suffragetto_core::notation::parse_position(setup, &rules);
    let Ok(pos) = pos else {
        panic!("setup: {:?}", pos.err());
    };
    let wins: Vec<String> = pos
        .legal_moves(&rules)
        .iter()
        .filter(|m| {
            let n = pos.play(&rules, m).unwrap();
            n.winner(&rules).is_some()
        })
        .map(|m| suffragetto_core::notation::write_move(&pos, &rules, m))
        .collect();
    assert!(!wins.is_empty());
    let text = format!("[Variant \"english\"]\n[SetUp \"{setup}\"]\n\n1. k15-l15\n");
    let rec = Record::parse(&text).unwrap();
    let a = analyse(&rec, &rules, "constructed", &SMALL).unwrap();
    assert_eq!(a.plies[0].glyph, Some(Glyph::Blunder));
    assert_eq!(a.plies[0].loss, 1.0);
    assert!(matches!(a.plies[0].eval, Eval::Win { plies: 1, .. }));
    assert!(matches!(a.start, Eval::Win { plies: 1, .. }));
    let best = a.plies[0].better.expect("the engine prefers the win");
    assert!(wins.contains(&suffragetto_core::notation::write_move(&pos, &rules, &best)));
}

#[test]
fn eval_graph_is_deterministic_svg() {
    let points: Vec<EvalPoint> = (0..30)
        .map(|i| EvalPoint {
            ply: i,
            chance: (i as f64 / 29.0),
            glyph: (i == 7).then(|| "??".to_string()),
            label: format!("ply {i} <&>"),
        })
        .collect();
    let svg = eval_graph_svg(&points, "A game");
    assert_eq!(svg, eval_graph_svg(&points, "A game"));
    let doc = roxmltree::Document::parse(&svg).unwrap();
    let texts: Vec<&str> = doc
        .descendants()
        .filter(|n| n.has_tag_name("text"))
        .filter_map(|n| n.text())
        .collect();
    for label in ["ply", "Suffragettes' chance", "50%", "0", "25"] {
        assert!(texts.contains(&label), "{label} in {texts:?}");
    }
    assert_eq!(
        doc.descendants()
            .filter(|n| n.has_tag_name("circle"))
            .count(),
        1
    );
}
