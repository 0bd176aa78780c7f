//! Perft counts from `tests/data/perft.txt`.

use crate::common::rules;
use suffragetto_core::engine::perft;
use suffragetto_core::notation::parse_position;

#[test]
fn perft_counts_match_the_data_file() {
    let data = include_str!("../data/perft.txt");
    let mut checked = 0;
    for (n, line) in data.lines().enumerate() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let fields: Vec<&str> = line.split(';').map(str::trim).collect();
        assert!(
            fields.len() >= 4,
            "perft.txt line {}: expected variant; depth; nodes; position; source",
            n + 1
        );
        let r = rules(fields[0]);
        let depth: u32 = fields[1].parse().unwrap();
        let nodes: u64 = fields[2].parse().unwrap();
        let pos = parse_position(fields[3], &r).unwrap_or_else(|e| panic!("line {}: {e}", n + 1));
        assert_eq!(
            perft(&pos, &r, depth),
            nodes,
            "perft.txt line {}: {line}",
            n + 1
        );
        checked += 1;
    }
    assert!(checked >= 20, "only {checked} perft lines");
}
