//! The game-record parser never panics; what it reads writes back to text
//! that reads as the same record, and replaying it never panics.
#![no_main]

use libfuzzer_sys::fuzz_target;
use std::sync::OnceLock;
use suffragetto_core::engine::Rules;
use suffragetto_core::record::Record;

fuzz_target!(|data: &[u8]| {
    static RULES: OnceLock<Rules> = OnceLock::new();
    let rules = RULES.get_or_init(|| Rules::load("english").unwrap());
    let Ok(text) = std::str::from_utf8(data) else { return };
    let Ok(record) = Record::parse(text) else { return };
    let again = Record::parse(&record.to_string()).expect("written records read back");
    assert_eq!(again, record);
    let _ = record.replay(rules, "fuzz.sgn");
});
