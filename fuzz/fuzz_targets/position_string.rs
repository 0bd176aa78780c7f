//! The position parser never panics; whatever it accepts writes back to a
//! string that reads as the same position, and its moves all play.
#![no_main]

use libfuzzer_sys::fuzz_target;
use std::sync::OnceLock;
use suffragetto_core::engine::Rules;
use suffragetto_core::notation::{parse_position, write_position};

fuzz_target!(|data: &[u8]| {
    static RULES: OnceLock<Rules> = OnceLock::new();
    let rules = RULES.get_or_init(|| Rules::load("english").unwrap());
    let Ok(text) = std::str::from_utf8(data) else { return };
    let Ok(pos) = parse_position(text, rules) else { return };
    let again = parse_position(&write_position(&pos), rules).expect("written positions read back");
    assert_eq!(again, pos);
    for mv in pos.legal_moves(rules) {
        pos.play(rules, &mv).expect("generated moves are legal");
    }
});
