//! The board as the browser reads it (`suffragetto_render::browser`): the
//! fixtures that the board module's unit tests (`tests/js/`, `node --test`,
//! run by `scripts/test`) read are what the renderer writes today, so the
//! two sides of the contract cannot drift apart. `SUFFRAGETTO_BLESS=1`
//! writes them anew after a deliberate change.

use std::path::Path;
use suffragetto_core::engine::Rules;
use suffragetto_core::notation::{parse_move, parse_position};
use suffragetto_render::browser::BrowserBoard;
use suffragetto_render::diagram::{DiagramOptions, LastMove, Region, Scene};

/// The board after `mv` (if any) from `position` under `variant`, drawn as
/// the server draws a table (whole board, coordinates) or cropped.
fn board(variant: &str, position: &str, mv: Option<&str>, flip: bool, region: Region) -> String {
    let rules = Rules::load(variant).unwrap();
    let mut pos = parse_position(position, &rules).unwrap();
    let mut last = None;
    if let Some(m) = mv {
        let mv = parse_move(&pos, &rules, m).unwrap();
        last = LastMove::of(&pos, &rules, &mv);
        pos.play_unchecked(&rules, &mv);
    }
    let mut opts = DiagramOptions::new(&rules).unwrap();
    (opts.flip, opts.region) = (flip, region);
    let b = BrowserBoard::of_scene(&Scene::of_position(pos), &opts, last.as_ref()).unwrap();
    serde_json::to_string_pretty(&b).unwrap() + "\n"
}

/// A chain that captures two constables; one Suffragette already in Prison.
const CHAIN: &str = "17/17/17/17/17/9P7/17/7P9/6S10/17/17/17/10P6/17/17/17/17 S 0+1 0+0 - 0";

fn fixtures() -> Vec<(&'static str, String)> {
    vec![
        (
            "english-full-after-chain.json",
            board("english", CHAIN, Some("g9xi11xk13"), false, Region::FULL),
        ),
        (
            "german-flipped-crop.json",
            board(
                "german",
                "17/17/17/17/17/17/17/17/17/6P10/6S10/17/17/17/17/17/17 S 2+3 1+0 - 0",
                None,
                true,
                "c3:o12".parse().unwrap(),
            ),
        ),
    ]
}

#[test]
fn the_js_fixtures_are_what_the_renderer_writes() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/js/fixtures");
    let bless = std::env::var("SUFFRAGETTO_BLESS").is_ok_and(|v| v == "1");
    for (name, json) in fixtures() {
        let path = dir.join(name);
        if bless {
            std::fs::write(&path, &json).unwrap();
            continue;
        }
        let kept =
            std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        assert!(
            kept == json,
            "{} is not what the renderer writes now; if the change is meant, run \
             SUFFRAGETTO_BLESS=1 cargo test --test suite js_fixtures and the JS tests (node --test tests/js/)",
            path.display()
        );
    }
}
