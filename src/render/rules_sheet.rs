//! A one-page summary of the rules, in English, German or French, each after
//! the variant written from that language's source (`variants/*.yaml`).

use super::RenderError;
use super::layout::wrap;
use super::model::{Colour, Document, Page, Shape, Stroke, Text, Weight};
use super::options::{Lang, Paper};

/// Title, the variant it follows, then (heading, paragraph) pairs.
struct Summary {
    title: &'static str,
    variant: &'static str,
    note: &'static str,
    sections: &'static [(&'static str, &'static str)],
}

fn summary(lang: Lang) -> &'static Summary {
    match lang {
        Lang::En => &EN,
        Lang::De => &DE,
        Lang::Fr => &FR,
    }
}

static EN: Summary = Summary {
    title: "Suffragetto — the rules in brief",
    variant: "english",
    note: "After the English rules of 1908-09 (variant `english`). `suffragetto variants show english` gives every rule point with its source.",
    sections: &[
        (
            "The game",
            "Two players: the Suffragettes try to get into the House of Commons, the Police into Albert Hall. Each side has 21 pieces: 16 small and 5 large (Suffragettes green with purple Leaders, Police dark blue with white Inspectors), set out on the S and P squares. A coin toss decides who begins.",
        ),
        (
            "A turn",
            "Move one of your pieces one square in any of the eight directions to an empty square, or hop. No piece may ever enter the Prison, the Prison Yard, the Hospital or the Hospital Grounds, and no side may enter its own building.",
        ),
        (
            "Hopping",
            "A piece hops over a neighbouring piece, its own or the other side's, in any direction, to the empty square just beyond. Hops may be chained in one turn; in a chain no square is landed on or jumped twice.",
        ),
        (
            "Arrests and injuries",
            "Only in the pink Arena can pieces be taken. A small piece takes an opponent standing in the Arena by hopping over it diagonally; a Leader or Inspector takes in any direction. Hopping over a piece that can be taken takes it; taking is never compulsory, and one chain may take several. Taken pieces leave at the end of the move: Suffragettes go to Prison, Police to Hospital.",
        ),
        (
            "Buildings",
            "A piece that has entered the other side's building may not leave it, but may move about inside.",
        ),
        (
            "Exchanges",
            "When the Prison and the Hospital each hold at least 12 pieces, a player may propose an exchange of up to 6 pieces a side, rank for rank (a Leader for an Inspector); the other player must agree. Freed Suffragettes come back on the Prison Yard, freed Police on the Hospital Grounds. There is no exchange while a piece still stands on the Yard or the Grounds.",
        ),
        (
            "Winning",
            "The first side with 6 pieces inside the other side's building wins. A side that cannot move passes.",
        ),
    ],
};

static DE: Summary = Summary {
    title: "Suffragetto — die Regeln in Kürze",
    variant: "german",
    note: "Nach der deutschen Regelbeschreibung (Variante `german`). `suffragetto variants show german` zeigt jeden Regelpunkt mit Quelle.",
    sections: &[
        (
            "Das Spiel",
            "Zwei Spieler: Die Suffragetten wollen ins Unterhaus, die Polizei in die Albert Hall. Jede Seite hat 21 Steine: 16 kleine und 5 größere in der Farbe ihrer Seite (Suffragetten grün, Polizei dunkelblau), aufgestellt auf den Feldern S und P. Das Los entscheidet, wer beginnt.",
        ),
        (
            "Ein Zug",
            "Einen eigenen Stein ein Feld in eine der acht Richtungen auf ein leeres Feld ziehen, oder springen. Kein Stein darf je das Gefängnis, den Gefängnishof, das Krankenhaus oder das Krankenhausgelände betreten, und keine Seite ihr eigenes Gebäude.",
        ),
        (
            "Springen",
            "Ein Stein springt über einen benachbarten Stein, eigenen oder fremden, in jeder Richtung auf das leere Feld direkt dahinter. Sprünge lassen sich in einem Zug verketten; dabei wird kein Feld zweimal betreten oder übersprungen. Über Felder, die der Stein nicht betreten darf, darf er nicht springen.",
        ),
        (
            "Verhaften und Verletzen",
            "Nur in der rosa Arena können Steine geschlagen werden. Ein kleiner Stein schlägt einen Gegner in der Arena, indem er ihn diagonal überspringt; ein großer Stein schlägt in jeder Richtung. Wer einen schlagbaren Stein überspringt, schlägt ihn; Schlagen ist nie Pflicht, eine Kette darf mehrere schlagen. Geschlagene Steine verlassen das Brett am Ende des Zuges: Suffragetten ins Gefängnis, Polizisten ins Krankenhaus.",
        ),
        (
            "Gebäude",
            "Ein Stein im Gebäude der Gegenseite darf es nicht mehr verlassen, darf sich aber darin bewegen.",
        ),
        (
            "Austausch",
            "Liegen im Gefängnis und im Krankenhaus je mindestens 12 Steine, kann jeder Spieler einen Austausch von bis zu 6 Steinen je Seite verlangen, Rang gegen Rang. Befreite Suffragetten kommen auf den Gefängnishof, befreite Polizisten auf das Krankenhausgelände. Solange dort noch ein Stein steht, gibt es keinen Austausch.",
        ),
        (
            "Sieg",
            "Wer zuerst 6 Steine im Gebäude der Gegenseite hat, gewinnt. Wer nicht ziehen kann, setzt aus.",
        ),
    ],
};

static FR: Summary = Summary {
    title: "Suffragetto — les règles en bref",
    variant: "french",
    note: "D'après la règle française (variante `french`). `suffragetto variants show french` donne chaque point de règle avec sa source.",
    sections: &[
        (
            "Le jeu",
            "Deux joueurs : les suffragettes veulent entrer à la Chambre des communes, la police à l'Albert Hall. Chaque camp a 21 pions : 16 petits et 5 grands de la couleur du camp (suffragettes en vert, police en bleu foncé), placés sur les cases S et P. Le sort désigne qui commence.",
        ),
        (
            "Un tour",
            "Déplacer un de ses pions d'une case dans l'une des huit directions vers une case vide, ou sauter. Aucun pion n'entre jamais dans la prison, la cour de la prison, l'hôpital ou le terrain de l'hôpital, et aucun camp n'entre dans son propre bâtiment.",
        ),
        (
            "Sauter",
            "Un pion saute par-dessus un pion voisin, ami ou adverse, dans toute direction, vers la case vide juste derrière. Les sauts s'enchaînent dans un même tour ; aucune case n'y est occupée ou sautée deux fois.",
        ),
        (
            "Arrestations et blessures",
            "On ne prend que dans l'arène rose. Un petit pion prend un adversaire situé dans l'arène en sautant par-dessus en diagonale ; un grand pion prend dans toute direction. Sauter un pion prenable le prend ; la prise n'est jamais obligatoire et une chaîne peut en prendre plusieurs. Les pions pris quittent le plateau à la fin du coup : suffragettes en prison, policiers à l'hôpital.",
        ),
        (
            "Bâtiments",
            "Un pion entré dans le bâtiment adverse ne peut plus en sortir, mais peut s'y déplacer.",
        ),
        (
            "Échanges",
            "Quand la prison et l'hôpital contiennent chacun au moins 12 pions, un joueur peut proposer un échange de 6 pions au plus par camp, rang pour rang ; l'autre doit l'accepter. Les suffragettes libérées reviennent sur la cour de la prison, les policiers sur le terrain de l'hôpital. Pas d'échange tant qu'un pion s'y trouve encore.",
        ),
        (
            "Victoire",
            "Le premier camp qui a 6 pions dans le bâtiment adverse gagne. Un camp qui ne peut pas jouer passe.",
        ),
    ],
};

/// The one-page rules summary in `lang` on `paper` (`full` means A4).
pub fn rules_document(lang: Lang, paper: Paper) -> Result<Document, RenderError> {
    let (pw, ph) = paper.portrait().unwrap_or((210.0, 297.0));
    let s = summary(lang);
    let margin = 18.0;
    let width = pw - 2.0 * margin;
    let mut out = Vec::new();
    let mut y = margin + 7.0;
    out.push(Shape::Text(Text::new(margin, y, s.title, 7.0).bold()));
    y += 4.0;
    out.push(Shape::Line(
        (margin, y),
        (pw - margin, y),
        Stroke::solid(Colour::rgb(0x4a, 0x23, 0x5a), 0.6),
    ));
    let body = 3.7;
    for (heading, text) in s.sections {
        y += 9.0;
        out.push(Shape::Text(
            Text::new(margin, y, *heading, 4.4)
                .bold()
                .coloured(Colour::rgb(0x4a, 0x23, 0x5a)),
        ));
        for line in wrap(text, Weight::Regular, body, width) {
            y += body * 1.5;
            out.push(Shape::Text(Text::new(margin, y, line, body)));
        }
    }
    y += 10.0;
    for line in wrap(s.note, Weight::Regular, 3.0, width) {
        out.push(Shape::Text(
            Text::new(margin, y, line, 3.0).coloured(Colour::rgb(0x55, 0x55, 0x55)),
        ));
        y += 4.5;
    }
    if y > ph - 10.0 {
        return Err(RenderError::Pdf(format!(
            "the {lang} rules summary does not fit one page"
        )));
    }
    Ok(Document {
        title: s.title.to_string(),
        description: format!("Rules summary after the variant {}", s.variant),
        pages: vec![Page::new(pw, ph, out)],
    })
}
