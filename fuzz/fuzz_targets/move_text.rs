//! Move text against the start position never panics; what resolves is a
//! legal move whose canonical text resolves to the same move.
#![no_main]

use libfuzzer_sys::fuzz_target;
use std::sync::OnceLock;
use suffragetto_core::engine::Rules;

fuzz_target!(|data: &[u8]| {
    static RULES: OnceLock<Rules> = OnceLock::new();
    let rules = RULES.get_or_init(|| Rules::load("german").unwrap());
    let Ok(text) = std::str::from_utf8(data) else { return };
    let pos = rules.start();
    if let Ok(mv) = pos.parse_move(rules, text) {
        let canonical = pos.move_text(rules, &mv);
        assert_eq!(pos.parse_move(rules, &canonical).unwrap(), mv);
    }
});
