//! One comparison of variants: the book's search for positions where
//! readings differ and the explorer (`/api/explore`, the book's clickable
//! diagrams) find the same differences, of legal moves and of what a move
//! leads to.

use suffragetto_ai::simulate::disputed_alternatives;
use suffragetto_core::engine::Rules;
use suffragetto_core::report::explore;

#[test]
fn the_explorer_shows_every_difference_the_books_search_finds() {
    let english = Rules::load("english").unwrap();
    let mut moves = 0;
    let mut consequences = 0;
    for (point, value) in disputed_alternatives(&english).unwrap() {
        if !point.changes_play() {
            continue;
        }
        let other = english.with_value(point, &value).unwrap();
        let Ok(found) = suffragetto_book::find_difference(&english, &other, 7, 400) else {
            continue;
        };
        let e = explore(&found.position, &[&english, &other]);
        match &found.consequence {
            None => {
                moves += 1;
                let listed: Vec<&str> = e.differences.iter().map(|d| d.text.as_str()).collect();
                for m in found.only_a.iter().chain(&found.only_b) {
                    assert!(
                        listed.contains(&m.as_str()),
                        "{point}: the search finds {m}, the explorer lists {listed:?}"
                    );
                }
                assert_eq!(
                    listed.len(),
                    found.only_a.len() + found.only_b.len(),
                    "{point}"
                );
            }
            Some((mv, after_a, after_b)) => {
                consequences += 1;
                assert!(e.differences.is_empty(), "{point}: {:?}", e.differences);
                let c = e
                    .consequences
                    .iter()
                    .find(|c| c.text == *mv)
                    .unwrap_or_else(|| panic!("{point}: the explorer misses {mv}"));
                let positions: Vec<&str> = c.after.iter().map(|a| a.position.as_str()).collect();
                assert_eq!(
                    positions,
                    [
                        suffragetto_core::notation::write_position(after_a),
                        suffragetto_core::notation::write_position(after_b)
                    ]
                );
                assert!(!c.differs.is_empty());
            }
        }
    }
    assert!(moves >= 5, "only {moves} differences of moves found");
    assert!(consequences >= 1, "no difference of consequence found");
}

#[test]
fn where_the_moves_agree_but_an_exchange_costs_another_turn_the_explorer_says_so() {
    // Prison 5+15, Hospital 4+16: an exchange is on offer.
    let english = Rules::load("english").unwrap();
    let move_cost = english
        .with_value(
            suffragetto_core::variant::PointId::ExchangeCost,
            &serde_json::json!("move"),
        )
        .unwrap();
    let pos = crate::common::position(
        &english,
        "Se9 In15",
        suffragetto_core::piece::Side::Suffragettes,
    );
    let proposed = crate::common::play(&english, &pos, "X1+1");
    let e = explore(&proposed, &[&english, &move_cost]);
    assert!(e.differences.is_empty(), "{:?}", e.differences);
    let accept = e
        .consequences
        .iter()
        .find(|c| c.text == "accept")
        .expect("accepting leads to different positions");
    assert_eq!(accept.differs, ["to-move"]);
    assert_eq!(
        accept.after.iter().map(|a| a.to_move).collect::<Vec<_>>(),
        [
            suffragetto_core::piece::Side::Suffragettes,
            suffragetto_core::piece::Side::Police
        ]
    );
    // The same rules twice differ in nothing.
    let same = explore(&proposed, &[&english, &english]);
    assert!(same.differences.is_empty() && same.consequences.is_empty());
}
