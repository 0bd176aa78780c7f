# Die Wörter des Kerns auf Deutsch. Die Argumente sind dieselben wie in
# en/core.ftl (siehe dort); die Begriffe folgen dem deutschen Regeltext
# (Gefängnis, Gefängnishof, Krankenhaus, Krankenhausgelände,
# Anführerinnen, Polizisten, Inspektoren), siehe docs/glossary.md.

## Sides

side-suffragettes = Suffragetten
side-police = Polizei

## Pieces

piece-suffragette = Suffragette
    .a = eine Suffragette
    .acc = eine Suffragette
    .the = die Suffragette
piece-leader = Anführerin
    .a = eine Anführerin
    .acc = eine Anführerin
    .the = die Anführerin
piece-constable = Polizist
    .a = ein Polizist
    .acc = einen Polizisten
    .the = der Polizist
piece-inspector = Inspektor
    .a = ein Inspektor
    .acc = einen Inspektor
    .the = der Inspektor

size-large = groß
size-small = klein

## Zones

zone-arena = die Arena
    .in = in der Arena
    .of = der Arena
zone-house-of-commons = das House of Commons
    .in = im House of Commons
    .of = des House of Commons
zone-albert-hall = die Albert Hall
    .in = in der Albert Hall
    .of = der Albert Hall
zone-free = ein gelbes Feld
    .in = auf einem gelben Feld
    .of = der gelben Felder
zone-prison = das Gefängnis
    .in = im Gefängnis
    .of = des Gefängnisses
zone-prison-yard = der Gefängnishof
    .in = auf dem Gefängnishof
    .of = des Gefängnishofs
zone-hospital = das Krankenhaus
    .in = im Krankenhaus
    .of = des Krankenhauses
zone-hospital-grounds = das Krankenhausgelände
    .in = auf dem Krankenhausgelände
    .of = des Krankenhausgeländes

## How a value is known

status-stated = ausdrücklich
    .meaning = der Text sagt es
status-inferred = erschlossen
    .meaning = es folgt aus dem Text, wie die Anmerkung begründet
status-convention = Konvention
    .meaning = der Text schweigt; der Wert ist eine Entscheidung des Projekts
status-contradictory = widersprüchlich
    .meaning = der Text sagt zweierlei, das sich nicht vereinbaren lässt; die Anmerkung sagt, was gilt und warum
status-board = vom Spielbrett
    .meaning = einer Rekonstruktion des Spielbretts entnommen, nicht dem Text
status-implemented = programmiert
    .meaning = was das Programm einer digitalen Rekonstruktion tut, zitiert nach Datei, Version und Zeile

diff-kind-value = Werte verschieden
diff-kind-status = Status verschieden

## Outcomes and endings

outcome-won = { $winner-id ->
        [suffragettes] die Suffragetten gewinnen
       *[police] die Polizei gewinnt
    }
outcome-unfinished = nicht beendet
ending-target = { $count } { $winner-id ->
        [suffragettes] Suffragetten
       *[police] Polizisten
    } sind { $building-in }
ending-no-move = { $loser-id ->
        [suffragettes] die Suffragetten können
       *[police] die Polizei kann
    } nicht ziehen
ending-resignation = { $loser-id ->
        [suffragettes] die Suffragetten haben
       *[police] die Polizei hat
    } aufgegeben
ending-time = { $loser-id ->
        [suffragettes] den Suffragetten ist
       *[police] der Polizei ist
    } die Zeit abgelaufen
ending-abandoned = { $loser-id ->
        [suffragettes] die Suffragetten haben
       *[police] die Polizei hat
    } die Partie verlassen
ending-aborted = { $side-id ->
        [suffragettes] die Suffragetten haben
       *[police] die Polizei hat
    } die Partie abgebrochen

## Refusals

refusal-game-over-target = das Spiel ist aus: { $winner-id ->
        [suffragettes] die Suffragetten haben
       *[police] die Polizei hat
    } gewonnen
refusal-game-over-no-move = das Spiel ist aus: { $winner-id ->
        [suffragettes] die Suffragetten haben
       *[police] die Polizei hat
    } gewonnen, denn { $loser-id ->
        [suffragettes] die Suffragetten können
       *[police] die Polizei kann
    } nicht ziehen
refusal-game-over-resignation = das Spiel ist aus: { $loser-id ->
        [suffragettes] die Suffragetten haben
       *[police] die Polizei hat
    } aufgegeben
refusal-answer-pending = der Austausch X{ $pending } wartet auf Antwort: { $to-move-id ->
        [suffragettes] die Suffragetten dürfen
       *[police] die Polizei darf
    } ihn nur annehmen oder ablehnen
refusal-nothing-to-answer = kein Austauschvorschlag wartet auf Antwort
refusal-pass-while-moves-exist = Passen ist nur erlaubt, wenn nichts anderes erlaubt ist, und { $legal ->
        [one] ein anderer Zug ist
       *[other] { $legal } andere Züge sind
    } erlaubt
refusal-exchange-not-triggered = ein Austausch setzt voraus, dass Gefängnis und Krankenhaus je { $trigger } oder mehr Figuren enthalten; sie enthalten { $prison } und { $hospital }
refusal-exchange-blocked = kein Austausch, solange eine Figur auf dem Gefängnishof oder dem Krankenhausgelände steht ({ $squares })
refusal-exchange-too-large = höchstens { $max } Figuren je Seite
refusal-exchange-ranks = { $available ->
        [0] keine { $size-id ->
            [large] große
           *[small] kleine
        } Figur ist
        [one] nur eine { $size-id ->
            [large] große
           *[small] kleine
        } Figur ist
       *[other] nur { $available } { $size-id ->
            [large] große
           *[small] kleine
        } Figuren sind
    } sowohl im Gefängnis als auch im Krankenhaus (Gefängnis { $prison }, Krankenhaus { $hospital }); ein Austausch tauscht nur Gleiches gegen Gleiches
refusal-exchange-no-room = nicht genug freie Felder auf dem Gefängnishof und dem Krankenhausgelände für die freigelassenen Figuren
refusal-exchange-unequal = X{ $offer } gibt den Suffragetten { $suffragettes } Figuren zurück und der Polizei { $police }: jede Seite bekommt so viele zurück wie die andere
refusal-exchange-ranks-matched = X{ $offer } gibt den beiden Seiten verschiedene Figuren zurück, und diese Variante tauscht nur Gleiches gegen Gleiches: schreibe ein Paar, X<große>+<kleine>, für beide
refusal-exchange-captive = { $side-id ->
        [suffragettes] von den Suffragetten
       *[police] von der Polizei
    } { $available ->
        [0] ist keine { $size-id ->
            [large] große
           *[small] kleine
        } Figur
        [one] ist nur eine { $size-id ->
            [large] große
           *[small] kleine
        } Figur
       *[other] sind nur { $available } { $size-id ->
            [large] große
           *[small] kleine
        } Figuren
    } geschlagen
refusal-placement-fixed = diese Variante setzt freigelassene Figuren in fester Reihenfolge auf den Hof und das Gelände, die großen zuerst: nenne keine Felder
refusal-placement-count = { $side-id ->
        [suffragettes] die Suffragetten wählen
       *[police] die Polizei wählt
    } hier die Felder ihrer freigelassenen Figuren: nenne für { $want } { $total } Felder, zuerst die der großen Figuren ({ $large }); die genannten Felder ergeben { $got }
refusal-placement-square = { $square } liegt nicht { $zone-in }, wohin freigelassene { $side-id ->
        [suffragettes] Suffragetten
       *[police] Polizisten
    } kommen
refusal-window-only = { $side-id ->
        [suffragettes] die Suffragetten haben gerade gezogen: sie dürfen
       *[police] die Polizei hat gerade gezogen: sie darf
    } jetzt nur zu Beginn des gegnerischen Zuges einen Austausch vorschlagen oder passen
refusal-no-piece = auf { $square } steht keine Figur
refusal-not-your-piece = auf { $square } steht { $piece-a }, aber { $to-move-id ->
        [suffragettes] die Suffragetten sind
       *[police] die Polizei ist
    } am Zug
refusal-stuck-inside = { $piece-the } auf { $square } steht { $building-in }, und diese Variante verbietet, dort zu ziehen
refusal-chain-stops-inside = beginnt auf { $square } { $building-in }, wohin die Kette gelangt ist; diese Variante verbietet, dort weiterzuziehen
refusal-chain-ends-in-building = beginnt auf { $square } { $building-in }, wohin die Kette gelangt ist; in dieser Variante endet eine Kette dort
refusal-straight-over-opponent = überspringt den Gegner auf { $square }, ohne ihn zu schlagen, was diese Variante nicht erlaubt: wer einen Gegner dort überspringt, wo geschlagen werden kann, schlägt ihn immer
refusal-exchange-this-turn = in diesem Zug wurde schon ein Austausch gemacht oder abgelehnt, was in dieser Variante keinen Zug kostet; jetzt muss eine Figur ziehen
refusal-step-direction = diese Variante erlaubt keinen Schritt in diese Richtung
refusal-occupied = landet auf { $square }, wo schon { $piece-a } steht
refusal-forbidden-zone = landet auf { $square }, einem Feld { $zone-of }, das keine Figur betreten darf
refusal-own-building = landet auf { $square }, einem Feld { $zone-of }, das { $side-id ->
        [suffragettes] die Suffragetten nicht betreten dürfen
       *[police] die Polizei nicht betreten darf
    }
refusal-leaves-building = verlässt { $building } nach { $square }: eine Figur im Gebäude der Gegner muss dort bleiben
refusal-not-a-hop = ({ $from } nach { $to }) ist weder ein Schritt noch ein Sprung: ein Sprung überspringt eine benachbarte Figur und landet auf dem Feld direkt dahinter
refusal-hop-direction = ({ $from } nach { $to }) geht in eine Richtung, in die diese Variante keine Sprünge erlaubt
refusal-one-hop-only = ist ein zweiter Sprung, aber diese Variante erlaubt nur einen Sprung je Zug
refusal-nothing-to-jump = ({ $from } nach { $to }) hat auf { $square } keine Figur zum Überspringen
refusal-jumped-twice = überspringt { $square } ein zweites Mal; in einer Kette wird kein Feld zweimal übersprungen
refusal-landed-twice = landet ein zweites Mal auf { $square }; in einer Kette landet man auf keinem Feld zweimal
refusal-jump-over-forbidden = überspringt { $square }, ein Feld { $zone-of }, das in dieser Variante nicht übersprungen werden darf
refusal-hop-over-piece = überspringt { $piece-acc } auf { $square }, was diese Variante nicht erlaubt
refusal-second-capture = würde ein zweites Mal schlagen, was diese Variante nicht erlaubt
refusal-capture-compulsory = Schlagen ist möglich, und diese Variante macht Schlagen zur Pflicht
refusal-no-capture = ist mit `x` geschrieben, schlägt aber nichts: { $why }
refusal-not-legal = hier kein erlaubter Zug
refusal-first-player = diese Variante lässt immer { $fixed-id ->
        [suffragettes] die Suffragetten
       *[police] die Polizei
    } beginnen, nicht { $asked-id ->
        [suffragettes] die Suffragetten
       *[police] die Polizei
    }
no-capture-own-piece = auf { $square } steht eine eigene Figur ({ $piece })
no-capture-safe = { $square } liegt { $zone-in }, wo keine Figur geschlagen werden kann
no-capture-direction = { $piece-a } schlägt nur { $directions }
capture-directions-all = in jede Richtung
capture-directions-diagonal = mit diagonalen Sprüngen
capture-directions-orthogonal = mit geraden Sprüngen
capture-directions-none = in keine Richtung

## Explanations (suffragetto explain)

refusal-in-hop = Sprung { $hop } { $reason }
explain-legal = { $move } ist in der Variante { $variant } erlaubt.
explain-illegal = { $move } ist in der Variante { $variant } nicht erlaubt: { $reason }
explain-rule-point = Regelpunkt { $point }: { $title }: { $value } ({ $status })
explain-silent = die Quelle schweigt: eine Konvention des Projekts (docs/conventions.md)

## Records and moves played (replay, play)

record-illegal = { $move }: { $reason } (in der Variante { $variant })
record-ply = Halbzug { $ply }
play-error = Zug { $number } (Halbzug { $ply }) in der Variante { $variant }: { $error }
move-refused = { $move }: { $reason }

## Ein gespielter Zug in Worten, wie ein Bildschirmleser ihn ansagt (notation::spoken)

said-side = { $side-id ->
        [police] Polizei
       *[suffragettes] Suffragetten
    }
said-step = { $who }: { $piece } { $from } nach { $to }
said-hop = { $who }: { $piece } { $from } springt nach { $landings }
said-hop-capture = { $who }: { $piece } { $from } springt nach { $landings } und schlägt { $captured }
said-captured = { $piece-id ->
        [suffragette] die Suffragette
        [leader] die Anführerin
        [constable] den Polizisten
       *[inspector] den Inspektor
    } auf { $square }
said-then = { $first }, dann { $last }
said-and = { $first } und { $last }
said-pieces = { $piece-id ->
        [suffragette] { $n ->
                [one] { $n } Suffragette
               *[other] { $n } Suffragetten
            }
        [leader] { $n ->
                [one] { $n } Anführerin
               *[other] { $n } Anführerinnen
            }
        [constable] { $n ->
                [one] { $n } Polizist
               *[other] { $n } Polizisten
            }
       *[inspector] { $n ->
               [one] { $n } Inspektor
              *[other] { $n } Inspektoren
           }
    }
said-exchange = { $who }: { $side-id ->
        [police] schlägt
       *[suffragettes] schlagen
    } einen Austausch vor, { $own } gegen { $theirs }
said-accept = { $who }: { $side-id ->
        [police] nimmt
       *[suffragettes] nehmen
    } den Austausch an
said-decline = { $who }: { $side-id ->
        [police] lehnt
       *[suffragettes] lehnen
    } den Austausch ab
said-pass = { $who }: { $side-id ->
        [police] passt
       *[suffragettes] passen
    }

## A refusal on a page, with the rule that decides it (by its title)

refusal-by-rule = { $reason } (Regel: { $title })
