//! The summary's words, from the catalogue
//! (`crates/suffragetto-core/locales/<lang>/summary.ftl`): a message a
//! sentence, selecting on the variant's values by the names variant files
//! give them, so that every language words every value in its own sources'
//! terms (see the head of `locales/en/summary.ftl`).

use super::colours;
use super::{Ctx, Key, Mark};
use crate::options::{Lang, Theme};
use serde::Serialize;
use suffragetto_core::geometry::Zone;
use suffragetto_core::lang::{Args, catalogue};
use suffragetto_core::piece::{Piece, Side, Size};
use suffragetto_core::variant::values::Directions;

/// The section headings' messages, in the plan's order.
const HEADINGS: [&str; 7] = [
    "summary-heading-game",
    "summary-heading-moving",
    "summary-heading-hopping",
    "summary-heading-capturing",
    "summary-heading-buildings",
    "summary-heading-exchanges",
    "summary-heading-winning",
];

/// The heading of section `i` in `lang`.
pub(super) fn heading(i: usize, lang: Lang) -> String {
    catalogue().plain(lang, HEADINGS[i]).to_string()
}

/// The summary's title, and the line saying which variant it follows,
/// named `variant_name`.
pub(super) fn title(lang: Lang, variant_name: &str) -> (String, String) {
    let c = catalogue();
    (
        c.plain(lang, "summary-title").to_string(),
        c.text("summary-after", &Args::new(lang).text("name", variant_name)),
    )
}

/// What mark `m` means, in `lang`.
pub(super) fn mark_meaning(m: Mark, lang: Lang) -> &'static str {
    catalogue().plain(
        lang,
        match m {
            Mark::Convention => "summary-mark-convention",
            Mark::Reading => "summary-mark-reading",
        },
    )
}

/// The sentence of `key`, with the summary's arguments ([`args`]).
pub(super) fn text(key: Key, args: &Args) -> String {
    catalogue().text(message(key), args)
}

fn message(key: Key) -> &'static str {
    match key {
        Key::Premise => "summary-premise",
        Key::Pieces => "summary-pieces",
        Key::Colours => "summary-colours",
        Key::Placement => "summary-placement",
        Key::FirstPlayer => "summary-first-player",
        Key::Turn => "summary-turn",
        Key::Step => "summary-step",
        Key::Forbidden => "summary-forbidden",
        Key::HopOver => "summary-hop-over",
        Key::StraightHop => "summary-straight-hop",
        Key::Chain => "summary-chain",
        Key::ChainInBuilding => "summary-chain-in-building",
        Key::Revisit => "summary-revisit",
        Key::OverForbidden => "summary-over-forbidden",
        Key::CaptureZone => "summary-capture-zone",
        Key::CaptureInBuildings => "summary-capture-in-buildings",
        Key::CaptureDirections => "summary-capture-directions",
        Key::Automatic => "summary-automatic",
        Key::Compulsory => "summary-compulsory",
        Key::Multiple => "summary-multiple",
        Key::Removal => "summary-removal",
        Key::Destination => "summary-destination",
        Key::Confined => "summary-confined",
        Key::InsideMove => "summary-inside-move",
        Key::Exchange => "summary-exchange",
        Key::Consent => "summary-consent",
        Key::Proposer => "summary-proposer",
        Key::ExchangeCost => "summary-exchange-cost",
        Key::Return => "summary-return",
        Key::Blocked => "summary-blocked",
        Key::Win => "summary-win",
        Key::NoMove => "summary-no-move",
        Key::Draw => "summary-draw",
    }
}

/// A value by the name variant files give it (`coin_toss`).
fn name<T: Serialize>(value: &T) -> String {
    match serde_json::to_value(value) {
        Ok(serde_json::Value::String(s)) => s,
        _ => String::new(),
    }
}

fn yes(b: bool) -> &'static str {
    if b { "yes" } else { "no" }
}

/// The arguments every sentence's message may use, made once a summary.
pub(super) fn args(c: &Ctx, lang: Lang) -> Args {
    let v = c.v;
    let directions = |d: Directions| {
        catalogue().text("summary-directions", &Args::new(lang).text("d", name(&d)))
    };
    let zones = zone_list(&v.zones_forbidden_all, lang);
    let pieces = &v.setup_pieces;
    Args::new(lang)
        .text("total", pieces.total())
        .text("large", pieces.large)
        .text("small", pieces.small)
        .text(
            "theme",
            match c.theme {
                Theme::Colour => "colour",
                Theme::Mono => "mono",
            },
        )
        .text("colours-s", side_colours(c, Side::Suffragettes, lang))
        .text("colours-p", side_colours(c, Side::Police, lang))
        .text("standard", yes(c.standard_placement))
        .text("first-player", name(&v.setup_first_player))
        .text("step", name(&v.step_directions))
        .text("step-words", directions(v.step_directions))
        .text("zones", if zones.is_some() { "some" } else { "none" })
        .text("zone-list", zones.unwrap_or_default())
        .text("own-building", yes(v.zones_forbidden_own_building))
        .text("hop-over", name(&v.hop_over))
        .text("hop-directions", directions(v.hop_directions))
        .text("straight-hop", name(&v.hop_straight_over_opponent))
        .text("chain", name(&v.hop_chain))
        .text("chain-in-building", name(&v.hop_chain_in_building))
        .text("revisit", name(&v.hop_revisit))
        .text("over-forbidden", name(&v.hop_over_forbidden))
        .text("capture-zone", name(&v.capture_zone))
        .text("capture-in-buildings", name(&v.capture_in_buildings))
        .text("capture-small", directions(v.capture_small))
        .text("capture-large", directions(v.capture_large))
        .text("automatic", yes(v.capture_automatic))
        .text("compulsory", yes(v.capture_compulsory))
        .text("multiple", yes(v.capture_multiple))
        .text("removal", name(&v.capture_removal))
        .text("confined", yes(v.building_confined))
        .text("inside-move", name(&v.building_inside_move))
        .text("trigger", v.exchange_trigger)
        .text("size", v.exchange_size)
        .text("ranks", name(&v.exchange_ranks))
        .text("consent", name(&v.exchange_consent))
        .text("proposer", name(&v.exchange_proposer))
        .text("exchange-cost", name(&v.exchange_cost))
        .text("placement", name(&v.exchange_placement))
        .text("win", v.win_condition)
        .text("no-move", name(&v.end_no_move))
}

/// The zones no piece may enter, named and listed with the language's
/// "or": "a, b, c or d"; `None` for none.
fn zone_list(zones: &[Zone], lang: Lang) -> Option<String> {
    let c = catalogue();
    let names: Vec<String> = zones
        .iter()
        .map(|z| c.text("summary-zone", &Args::new(lang).text("zone", name(z))))
        .collect();
    match names.as_slice() {
        [] => None,
        [one] => Some(one.clone()),
        [rest @ .., last] => Some(
            c.text(
                "summary-or",
                &Args::new(lang)
                    .text("rest", rest.join(", "))
                    .text("last", last),
            ),
        ),
    }
}

/// One side's colours as the print shows them: "green with purple Leaders".
fn side_colours(c: &Ctx, side: Side, lang: Lang) -> String {
    let colour = |size| {
        let id = colours::name(c.colours.of_piece(Piece { side, size }));
        catalogue().plain(lang, &format!("colour-{id}"))
    };
    let (small, large) = (colour(Size::Small), colour(Size::Large));
    catalogue().text(
        "summary-side-colours",
        &Args::new(lang)
            .text("same", yes(small == large))
            .text("small", small)
            .text("large", large)
            .side("side", side),
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::options::PieceColours;
    use suffragetto_core::engine::Rules;
    use suffragetto_core::variant::values::{CaptureZone, ExchangeCost, Revisit};

    /// Values no built-in variant has are worded as the sources' terms
    /// say, in every language, with no message or argument missing.
    #[test]
    fn values_no_built_in_variant_has_are_worded_too() {
        let rules = Rules::load("english").unwrap();
        let mut v = rules.values().clone();
        v.hop_revisit = Revisit::Unlimited;
        v.exchange_cost = ExchangeCost::Free;
        v.zones_forbidden_all = vec![];
        v.zones_forbidden_own_building = true;
        v.capture_zone = CaptureZone::ArenaAndFree;
        let ctx = Ctx {
            v: &v,
            theme: Theme::Mono,
            colours: PieceColours::DEFAULT,
            standard_placement: false,
        };
        let said = |key, lang| text(key, &args(&ctx, lang));
        assert_eq!(
            said(Key::Forbidden, Lang::En),
            "Every zone is open to every piece, and no side may enter its own building (the Suffragettes Albert Hall, the Police the House of Commons)."
        );
        assert_eq!(
            said(Key::CaptureZone, Lang::De),
            "Geschlagen werden Steine auf den grauen Feldern der Arena und auf den gelben Feldern, nie in einem Gebäude."
        );
        assert_eq!(
            said(Key::CaptureZone, Lang::Fr),
            "La police arrête les suffragettes et les suffragettes désactivent la police sur les cases grises de l’Arène et sur les cases jaunes, jamais dans un bâtiment."
        );
        assert_eq!(
            said(Key::ExchangeCost, Lang::De),
            "Ein Austausch kostet keinen Zug: Ist er vollzogen oder abgelehnt, zieht, wer ihn verlangt hat."
        );
        assert!(said(Key::Revisit, Lang::Fr).starts_with("Une chaîne peut occuper et sauter"));
        assert_eq!(
            said(Key::Placement, Lang::En),
            "They start on the squares the start diagram shows."
        );
    }
}
