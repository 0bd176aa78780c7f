//! The summary's French words, in the French text's terms: pièces, chefs
//! de parti, inspecteurs, policiers, se déplacer, sauter, arrêter,
//! désactiver, Prison, Cour de la prison, hôpital, terrain de l'hôpital,
//! Arène.

use super::colours::name;
use super::{Ctx, Key, forbidden_zones};
use crate::options::{Lang, Theme};
use suffragetto_core::geometry::Zone;
use suffragetto_core::piece::{Piece, Side, Size};
use suffragetto_core::variant::values::*;

/// The section headings.
pub const HEADINGS: [&str; 7] = [
    "Le jeu",
    "Se déplacer",
    "Sauter",
    "Arrêter et désactiver",
    "Les bâtiments",
    "Échanges",
    "Gagner",
];

fn zone(z: Zone) -> &'static str {
    match z {
        Zone::Prison => "la Prison",
        Zone::PrisonYard => "la Cour de la prison",
        Zone::Hospital => "l'hôpital",
        Zone::HospitalGrounds => "le terrain de l'hôpital",
        Zone::Arena => "l'Arène",
        Zone::Free => "les cases jaunes",
        Zone::HouseOfCommons => "la Chambre des communes",
        Zone::AlbertHall => "l'Albert Hall",
    }
}

fn directions(d: Directions) -> &'static str {
    match d {
        Directions::All => "dans n'importe quelle direction",
        Directions::Orthogonal => "en ligne droite (pas en diagonale)",
        Directions::Diagonal => "en diagonale",
        Directions::None => "dans aucune direction",
    }
}

/// The French sentence of `key`, or none.
pub fn text(key: Key, c: &Ctx) -> Option<String> {
    let v = c.v;
    let colour = |side, size| name(c.colours.of_piece(Piece { side, size }), Lang::Fr);
    Some(match key {
        Key::Premise => "Deux joueurs : les suffragettes veulent franchir les lignes de police et entrer à la Chambre des communes ; la police veut briser leur réunion à l'Albert Hall.".into(),
        Key::Pieces => format!(
            "Chaque camp a {} pièces : {} grandes et {} petites.",
            v.setup_pieces.total(),
            v.setup_pieces.large,
            v.setup_pieces.small
        ),
        Key::Colours => match c.theme {
            Theme::Colour => {
                let side = |s: Side, large: &str| {
                    let (a, b) = (colour(s, Size::Small), colour(s, Size::Large));
                    if a == b { format!("en {a}") } else { format!("en {a}, leurs {large} en {b}") }
                };
                format!(
                    "Les suffragettes sont {}, les policiers {}. Les chefs de parti et les inspecteurs sont les grandes pièces.",
                    side(Side::Suffragettes, "chefs de parti"),
                    side(Side::Police, "inspecteurs")
                )
            }
            Theme::Mono => "Sur cette impression en noir et blanc, les suffragettes sont des pièces blanches et les policiers des pièces noires ; les chefs de parti et les inspecteurs sont les grandes pièces à double cercle.".into(),
        },
        Key::Placement if c.standard_placement => "Elles sont placées sur les cases marquées S et P, les grandes pièces au milieu de la première rangée et aux extrémités des deux premières rangées.".into(),
        Key::Placement => "Elles sont placées sur les cases que montre le diagramme de départ.".into(),
        Key::FirstPlayer => match v.setup_first_player {
            FirstPlayer::CoinToss => "Un tirage au sort désigne le premier joueur.".into(),
            FirstPlayer::Suffragettes => "Les suffragettes commencent.".into(),
            FirstPlayer::Police => "La police commence.".into(),
            FirstPlayer::Unspecified => "La source ne dit pas qui commence : convenez-en avant de jouer.".into(),
        },
        Key::Turn => "Chaque joueur, à son tour, déplace ou fait sauter une de ses propres pièces.".into(),
        Key::Step => match v.step_directions {
            Directions::None => "Les pièces ne se déplacent pas d'une case ; elles ne font que sauter.".into(),
            d => format!("Un déplacement va d'une case {} vers une case inoccupée.", directions(d)),
        },
        Key::Forbidden => {
            let mut s = match forbidden_zones(v, zone, "ou") {
                None => "Toutes les zones sont ouvertes à toutes les pièces".to_string(),
                Some(zones) => format!("Aucune pièce n'entre jamais dans {}", zones),
            };
            if v.zones_forbidden_own_building {
                s.push_str(", et aucun camp n'entre dans son propre bâtiment (les suffragettes dans l'Albert Hall, la police dans la Chambre des communes)");
            }
            s.push('.');
            s
        }
        Key::HopOver => format!(
            "Une pièce saute par-dessus une pièce voisine, {}, {}, vers la case inoccupée juste derrière.",
            match v.hop_over {
                HopOver::Any => "de son camp ou du camp adverse",
                HopOver::Own => "seulement de son camp",
                HopOver::Opponent => "seulement du camp adverse",
            },
            directions(v.hop_directions)
        ),
        Key::Chain => match v.hop_chain {
            HopChain::Chain => "Les sauts peuvent s'enchaîner dans un même tour : la même pièce saute à nouveau depuis sa case d'arrivée et peut s'arrêter après chaque saut.".into(),
            HopChain::Single => "Un tour compte au plus un saut.".into(),
        },
        Key::Revisit => match v.hop_revisit {
            Revisit::Never => "Dans une chaîne, aucune case n'est occupée deux fois (celle de départ compte) ni sautée deux fois.".into(),
            Revisit::LandAgain => "Dans une chaîne, une case peut être occupée à nouveau, mais aucune n'est sautée deux fois.".into(),
            Revisit::JumpAgain => "Dans une chaîne, aucune case n'est occupée deux fois (celle de départ compte), mais une case peut être sautée à nouveau, sauf une pièce déjà prise.".into(),
            Revisit::Unlimited => "Une chaîne peut occuper et sauter des cases à nouveau, et même revenir à son départ, mais ne saute jamais une pièce qu'elle a prise.".into(),
        },
        Key::StraightHop => match v.hop_straight_over_opponent {
            StraightHop::Harmless => "Une petite pièce peut sauter tout droit par-dessus un adversaire sans le prendre, simplement pour se déplacer.".into(),
            StraightHop::Forbidden => "Sauter par-dessus un adversaire qui peut être pris le prend toujours : une petite pièce ne peut donc pas en sauter un tout droit.".into(),
        },
        Key::ChainInBuilding => match v.hop_chain_in_building {
            ChainInBuilding::Continues => "Une chaîne peut entrer dans le bâtiment adverse et continuer d'y sauter.".into(),
            ChainInBuilding::Ends => "Une chaîne s'arrête dès que la pièce se trouve dans le bâtiment adverse.".into(),
        },
        Key::CaptureInBuildings => match v.capture_in_buildings {
            BuildingCapture::Excluded => "Une pièce dans un bâtiment ne peut pas être prise.".into(),
            BuildingCapture::Included => "Les bâtiments font partie de l'Arène : une pièce qui s'y trouve peut être prise.".into(),
        },
        Key::ExchangeCost => match v.exchange_cost {
            ExchangeCost::MoveAndAnswer => "Demander un échange prend le tour du joueur, y répondre celui de l'autre.".into(),
            ExchangeCost::Move => "Demander un échange prend le tour du joueur ; l'autre répond aussitôt, puis joue.".into(),
            ExchangeCost::Free => "Un échange ne prend pas de tour : une fois fait ou refusé, celui qui l'a demandé joue.".into(),
        },
        Key::OverForbidden => match v.hop_over_forbidden {
            Permission::Allowed => "Un saut peut passer au-dessus d'une case interdite à la pièce, pourvu qu'il atterrisse dans une zone autorisée.".into(),
            Permission::Forbidden => "Un saut ne peut pas passer au-dessus d'une case interdite à la pièce.".into(),
        },
        Key::CaptureZone => {
            let arena = match c.theme {
                Theme::Colour => "les cases roses de l'Arène",
                Theme::Mono => "les cases grises de l'Arène",
            };
            match v.capture_zone {
                CaptureZone::Arena => format!("La police arrête les suffragettes et les suffragettes désactivent la police, mais seulement sur {arena}."),
                CaptureZone::ArenaAndFree => format!("La police arrête les suffragettes et les suffragettes désactivent la police sur {arena} et sur les cases jaunes, jamais dans un bâtiment."),
            }
        }
        Key::CaptureDirections => format!(
            "Une petite pièce arrête ou désactive un adversaire en sautant par-dessus {} ; un chef de parti ou un inspecteur le fait {}.",
            directions(v.capture_small),
            directions(v.capture_large)
        ),
        Key::Automatic if v.capture_automatic => "Sauter par-dessus un adversaire qui peut être arrêté ou désactivé l'arrête ou le désactive.".into(),
        Key::Automatic => "Une pièce peut sauter par-dessus un adversaire sans l'arrêter ni le désactiver.".into(),
        Key::Compulsory if v.capture_compulsory => "Quand on peut arrêter ou désactiver, on doit le faire.".into(),
        Key::Compulsory => "Arrêter ou désactiver n'est jamais obligatoire.".into(),
        Key::Multiple if v.capture_multiple => "Une seule pièce peut arrêter ou désactiver plusieurs pièces au cours d'une série de sauts.".into(),
        Key::Multiple => "Une série de sauts arrête ou désactive au plus une pièce.".into(),
        Key::Removal => match v.capture_removal {
            Removal::EndOfMove => "Les pièces arrêtées ou désactivées quittent le plateau à la fin du coup ; jusque-là elles gênent encore.".into(),
            Removal::Immediate => "Les pièces arrêtées ou désactivées quittent le plateau aussitôt, au milieu de la chaîne.".into(),
        },
        Key::Destination => "Les suffragettes arrêtées vont en prison, les policiers désactivés à l'hôpital.".into(),
        Key::Confined if v.building_confined => "Une pièce entrée dans le bâtiment adverse ne doit plus en sortir.".into(),
        Key::Confined => "Une pièce peut ressortir du bâtiment adverse.".into(),
        Key::InsideMove => match v.building_inside_move {
            Permission::Allowed => "Elle peut s'y déplacer librement ; un tel déplacement est un tour.".into(),
            Permission::Forbidden => "Elle ne peut plus s'y déplacer.".into(),
        },
        Key::Exchange => format!(
            "Quand la Prison et l'hôpital contiennent chacun au moins {} détenus, un joueur peut demander un échange de {} pièces au plus par camp, {}",
            v.exchange_trigger,
            v.exchange_size,
            match v.exchange_ranks {
                ExchangeRanks::Matched => "de valeur égale : un chef de parti contre un inspecteur, une suffragette contre un policier.",
                ExchangeRanks::Unmatched => "autant d'un côté que de l'autre, de n'importe quel rang.",
            }
        ),
        Key::Proposer => match v.exchange_proposer {
            Proposer::ToMove => "On le demande à son tour, au lieu de jouer.".into(),
            Proposer::Either => "On le demande à son tour, au lieu de jouer, ou juste après avoir joué, avant le tour de l'autre joueur.".into(),
        },
        Key::Consent => match v.exchange_consent {
            Consent::Required => "L'autre joueur peut refuser ; l'échange n'a alors pas lieu.".into(),
            Consent::Demand => "L'autre joueur ne peut pas refuser.".into(),
        },
        Key::Return => match v.exchange_placement {
            Placement::FixedOrder => "Les suffragettes libérées repartent de la Cour de la prison, les policiers du terrain de l'hôpital, les grandes pièces d'abord, depuis le bout le plus proche du milieu du plateau.".into(),
            Placement::OwnerChooses => "Les suffragettes libérées repartent de la Cour de la prison, les policiers du terrain de l'hôpital ; chaque joueur place les siennes sur les cases libres de son choix.".into(),
        },
        Key::Blocked => "Aucun échange tant qu'une pièce reste dans la cour de la prison ou sur le terrain de l'hôpital.".into(),
        Key::Win => format!(
            "Le premier camp qui a {} pièces dans le bâtiment adverse gagne.",
            v.win_condition
        ),
        Key::NoMove => match v.end_no_move {
            NoMove::Pass => "Un camp qui ne peut pas jouer passe son tour.".into(),
            NoMove::Lose => "Un camp qui ne peut pas jouer a perdu.".into(),
        },
        Key::Draw => "Il n'y a pas de partie nulle : on joue jusqu'à la victoire d'un camp.".into(),
    })
}
