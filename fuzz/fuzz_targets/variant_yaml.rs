//! The variant loader never panics, whatever the YAML; an `extends` chain is
//! resolved against the built-ins only (no directory is given).
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    if let Ok(text) = std::str::from_utf8(data)
        && let Ok(v) = suffragetto_core::variant::load_str("fuzz.yaml", text, None)
    {
        // A variant that loads either compiles or is rejected with a located error.
        let _ = suffragetto_core::engine::Rules::new(v);
    }
});
