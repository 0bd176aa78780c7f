//! The summary's German words, in the German text's terms: Spielsteine,
//! Anführerinnen, Inspektoren, Polizisten, ziehen, springen, schlagen,
//! Gefängnis, Gefängnishof, Krankenhaus, Krankenhausgelände, and the
//! buildings by their English names as the article gives them.

use super::colours::name;
use super::{Ctx, Key, forbidden_zones};
use crate::options::{Lang, Theme};
use suffragetto_core::geometry::Zone;
use suffragetto_core::piece::{Piece, Side, Size};
use suffragetto_core::variant::values::*;

/// The section headings.
pub const HEADINGS: [&str; 7] = [
    "Das Spiel",
    "Ziehen",
    "Springen",
    "Schlagen",
    "Die Gebäude",
    "Austausch",
    "Gewinnen",
];

fn zone(z: Zone) -> &'static str {
    match z {
        Zone::Prison => "das Gefängnis",
        Zone::PrisonYard => "den Gefängnishof",
        Zone::Hospital => "das Krankenhaus",
        Zone::HospitalGrounds => "das Krankenhausgelände",
        Zone::Arena => "die Arena",
        Zone::Free => "die gelben Felder",
        Zone::HouseOfCommons => "das House of Commons",
        Zone::AlbertHall => "die Albert Hall",
    }
}

fn directions(d: Directions) -> &'static str {
    match d {
        Directions::All => "in jede Richtung",
        Directions::Orthogonal => "gerade (nicht diagonal)",
        Directions::Diagonal => "diagonal",
        Directions::None => "in keine Richtung",
    }
}

/// The German sentence of `key`, or none.
pub fn text(key: Key, c: &Ctx) -> Option<String> {
    let v = c.v;
    let colour = |side, size| name(c.colours.of_piece(Piece { side, size }), Lang::De);
    Some(match key {
        Key::Premise => "Zwei Spieler: Die Suffragetten wollen die Reihe der Polizisten durchbrechen und das House of Commons stürmen; die Polizei will ihre Konferenz in der Albert Hall auflösen.".into(),
        Key::Pieces => format!(
            "Jede Seite hat {} Spielsteine: {} größere und {} kleinere.",
            v.setup_pieces.total(),
            v.setup_pieces.large,
            v.setup_pieces.small
        ),
        Key::Colours => match c.theme {
            Theme::Colour => {
                let side = |s: Side, large: &str| {
                    let (a, b) = (colour(s, Size::Small), colour(s, Size::Large));
                    if a == b { a.to_string() } else { format!("{a}, ihre {large} {b}") }
                };
                format!(
                    "Die Suffragetten sind {}, die Polizisten {}. Anführerinnen und Inspektoren sind die größeren Steine.",
                    side(Side::Suffragettes, "Anführerinnen"),
                    side(Side::Police, "Inspektoren")
                )
            }
            Theme::Mono => "Auf diesem Schwarzweißdruck sind die Suffragetten weiße und die Polizisten schwarze Steine; Anführerinnen und Inspektoren sind die größeren Steine mit doppeltem Ring.".into(),
        },
        Key::Placement if c.standard_placement => "Sie beginnen auf den mit S und P markierten Feldern, die großen Steine in der Mitte der ersten Reihe und auf den äußersten Feldern der ersten und zweiten Reihe.".into(),
        Key::Placement => "Sie beginnen auf den Feldern, die das Diagramm der Grundaufstellung zeigt.".into(),
        Key::FirstPlayer => match v.setup_first_player {
            FirstPlayer::CoinToss => "Ein Münzwurf entscheidet, wer beginnt.".into(),
            FirstPlayer::Suffragettes => "Die Suffragetten beginnen.".into(),
            FirstPlayer::Police => "Die Polizei beginnt.".into(),
            FirstPlayer::Unspecified => "Die Quelle sagt nicht, wer beginnt: Vereinbaren Sie es vor dem Spiel.".into(),
        },
        Key::Turn => "Beide Seiten sind abwechselnd am Zug; bei jedem Zug zieht oder springt ein eigener Stein.".into(),
        Key::Step => match v.step_directions {
            Directions::None => "Steine ziehen nicht, sie springen nur.".into(),
            d => format!("Beim Ziehen geht ein Stein ein Feld {} auf ein leeres Feld.", directions(d)),
        },
        Key::Forbidden => {
            let mut s = match forbidden_zones(v, zone, "oder") {
                None => "Jeder Bereich steht jedem Stein offen".to_string(),
                Some(zones) => format!("Kein Stein darf je {} betreten", zones),
            };
            if v.zones_forbidden_own_building {
                s.push_str(", und keine Seite ihr eigenes Gebäude (die Suffragetten die Albert Hall, die Polizei das House of Commons)");
            }
            s.push('.');
            s
        }
        Key::HopOver => format!(
            "Ein Stein springt {} über einen benachbarten {} Stein auf das leere Feld direkt dahinter.",
            directions(v.hop_directions),
            match v.hop_over {
                HopOver::Any => "eigenen oder gegnerischen",
                HopOver::Own => "eigenen",
                HopOver::Opponent => "gegnerischen",
            }
        ),
        Key::Chain => match v.hop_chain {
            HopChain::Chain => "In einem Zug können nacheinander mehrere Sprünge folgen: Derselbe Stein springt von seinem Landefeld weiter und darf nach jedem Sprung aufhören.".into(),
            HopChain::Single => "Ein Zug hat höchstens einen Sprung.".into(),
        },
        Key::Revisit => match v.hop_revisit {
            Revisit::Never => "In einer Kette wird kein Feld zweimal betreten (das Startfeld zählt mit) und keines zweimal übersprungen.".into(),
            Revisit::LandAgain => "In einer Kette darf ein Feld erneut betreten, aber keines zweimal übersprungen werden.".into(),
            Revisit::JumpAgain => "In einer Kette wird kein Feld zweimal betreten (das Startfeld zählt mit), ein Feld darf aber erneut übersprungen werden, außer einer schon geschlagenen Figur.".into(),
            Revisit::Unlimited => "Eine Kette darf Felder erneut betreten und überspringen, sogar zum Startfeld zurückkehren, überspringt aber nie eine Figur, die sie geschlagen hat.".into(),
        },
        Key::StraightHop => match v.hop_straight_over_opponent {
            StraightHop::Harmless => "Eine kleine Figur darf gerade über eine gegnerische Figur springen, ohne sie zu schlagen, nur um voranzukommen.".into(),
            StraightHop::Forbidden => "Wer eine schlagbare gegnerische Figur überspringt, schlägt sie; eine kleine Figur darf also nicht gerade über eine springen.".into(),
        },
        Key::ChainInBuilding => match v.hop_chain_in_building {
            ChainInBuilding::Continues => "Eine Kette darf in das Ziel der Gegenseite hineinspringen und darin weiterspringen.".into(),
            ChainInBuilding::Ends => "Eine Kette endet, sobald die Figur im Ziel der Gegenseite steht.".into(),
        },
        Key::CaptureInBuildings => match v.capture_in_buildings {
            BuildingCapture::Excluded => "Eine Figur in einem Gebäude kann nicht geschlagen werden.".into(),
            BuildingCapture::Included => "Die Gebäude gehören zur Arena: Eine Figur darin kann geschlagen werden.".into(),
        },
        Key::ExchangeCost => match v.exchange_cost {
            ExchangeCost::MoveAndAnswer => "Einen Austausch zu verlangen kostet den eigenen Zug, ihn zu beantworten den Zug der Gegenseite.".into(),
            ExchangeCost::Move => "Einen Austausch zu verlangen kostet den eigenen Zug; die Gegenseite antwortet sofort und zieht dann.".into(),
            ExchangeCost::Free => "Ein Austausch kostet keinen Zug: Ist er vollzogen oder abgelehnt, zieht, wer ihn verlangt hat.".into(),
        },
        Key::OverForbidden => match v.hop_over_forbidden {
            Permission::Allowed => "Ein Sprung darf über ein Feld gehen, das der Stein nicht betreten darf, wenn er auf einem erlaubten landet.".into(),
            Permission::Forbidden => "Felder, die ein Stein nicht betreten darf, darf er auch nicht überspringen.".into(),
        },
        Key::CaptureZone => {
            let arena = match c.theme {
                Theme::Colour => "auf den rosa Feldern der Arena",
                Theme::Mono => "auf den grauen Feldern der Arena",
            };
            match v.capture_zone {
                CaptureZone::Arena => format!("Geschlagen werden Steine nur {arena}."),
                CaptureZone::ArenaAndFree => format!("Geschlagen werden Steine {arena} und auf den gelben Feldern, nie in einem Gebäude."),
            }
        }
        Key::CaptureDirections => format!(
            "Ein kleiner Stein schlägt einen Gegner, indem er ihn {} überspringt; Anführerinnen und Inspektoren schlagen {}.",
            directions(v.capture_small),
            directions(v.capture_large)
        ),
        Key::Automatic if v.capture_automatic => "Wer einen schlagbaren Gegner überspringt, schlägt ihn.".into(),
        Key::Automatic => "Ein Stein darf einen schlagbaren Gegner überspringen, ohne ihn zu schlagen.".into(),
        Key::Compulsory if v.capture_compulsory => "Wer schlagen kann, muss schlagen.".into(),
        Key::Compulsory => "Schlagen ist nie Pflicht.".into(),
        Key::Multiple if v.capture_multiple => "In einem Zug können mehrere Steine geschlagen werden.".into(),
        Key::Multiple => "Eine Kette schlägt höchstens einen Stein.".into(),
        Key::Removal => match v.capture_removal {
            Removal::EndOfMove => "Geschlagene Steine verlassen das Spielbrett am Ende des Zuges; bis dahin stehen sie noch im Weg.".into(),
            Removal::Immediate => "Geschlagene Steine verlassen das Spielbrett sofort, mitten in der Kette.".into(),
        },
        Key::Destination => "Geschlagene Suffragetten kommen ins Gefängnis, geschlagene Polizisten ins Krankenhaus.".into(),
        Key::Confined if v.building_confined => "Ein Stein im Gebäude der Gegenseite darf es nicht wieder verlassen.".into(),
        Key::Confined => "Ein Stein darf das Gebäude der Gegenseite wieder verlassen.".into(),
        Key::InsideMove => match v.building_inside_move {
            Permission::Allowed => "Innerhalb dieses Bereichs darf er sich weiter bewegen; das ist ein Zug.".into(),
            Permission::Forbidden => "Innerhalb dieses Bereichs darf er nicht mehr ziehen.".into(),
        },
        Key::Exchange => format!(
            "Befinden sich im Gefängnis und im Krankenhaus jeweils {} oder mehr Steine, darf ein Spieler einen Austausch von bis zu {} Steinen je Seite verlangen, {}",
            v.exchange_trigger,
            v.exchange_size,
            match v.exchange_ranks {
                ExchangeRanks::Matched => "Rang gegen Rang: eine Anführerin gegen einen Inspektor, eine Suffragette gegen einen Polizisten.",
                ExchangeRanks::Unmatched => "gleich viele gegen gleich viele, in beliebigem Rang.",
            }
        ),
        Key::Proposer => match v.exchange_proposer {
            Proposer::ToMove => "Man verlangt ihn, wenn man am Zug ist, statt zu ziehen.".into(),
            Proposer::Either => "Man verlangt ihn, wenn man am Zug ist, statt zu ziehen, oder gleich nach dem eigenen Zug, bevor die Gegenseite zieht.".into(),
        },
        Key::Consent => match v.exchange_consent {
            Consent::Required => "Die Gegenseite darf ablehnen; dann findet kein Austausch statt.".into(),
            Consent::Demand => "Die Gegenseite kann nicht ablehnen.".into(),
        },
        Key::Return => match v.exchange_placement {
            Placement::FixedOrder => "Befreite Suffragetten kommen auf den Gefängnishof, befreite Polizisten auf das Krankenhausgelände, die großen Steine zuerst, vom Ende zur Spielfeldmitte hin.".into(),
            Placement::OwnerChooses => "Befreite Suffragetten kommen auf den Gefängnishof, befreite Polizisten auf das Krankenhausgelände; jede Seite stellt ihre eigenen Steine auf freie Felder ihrer Wahl.".into(),
        },
        Key::Blocked => "Solange dort noch ein Stein steht, gibt es keinen neuen Austausch.".into(),
        Key::Win => format!(
            "Gewonnen hat, wer zuerst {} Steine im Gebäude der Gegenseite hat.",
            v.win_condition
        ),
        Key::NoMove => match v.end_no_move {
            NoMove::Pass => "Wer nicht ziehen kann, setzt aus.".into(),
            NoMove::Lose => "Wer nicht ziehen kann, hat verloren.".into(),
        },
        Key::Draw => "Ein Unentschieden gibt es nicht: Gespielt wird, bis eine Seite gewinnt.".into(),
    })
}
