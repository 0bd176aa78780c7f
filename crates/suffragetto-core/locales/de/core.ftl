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
    .meaning = Der Text sagt es
status-inferred = erschlossen
    .meaning = Es folgt aus dem Text, wie die Anmerkung begründet
status-convention = Konvention
    .meaning = Der Text schweigt; der Wert ist eine Entscheidung des Projekts
status-contradictory = widersprüchlich
    .meaning = Der Text sagt zweierlei, das sich nicht vereinbaren lässt; die Anmerkung sagt, was gilt und warum
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
outcome-unfinished = unbeendet
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

## Position strings that do not read

position-syntax = Feld { $field } ({ $name }), Spalte { $column }: { $reason }
position-syntax-rank = Feld { $field } ({ $name }), Reihe { $rank }, Spalte { $column }: { $reason }
position-field-board = Brett
position-field-to-move = am Zug
position-field-prison = Gefängnis
position-field-hospital = Krankenhaus
position-field-pending = Vorschlag
position-field-ply = Halbzug
position-fields = { $found ->
        [one] { $found } Feld
       *[other] { $found } Felder
    }, erwartet sind 6, getrennt durch je ein Leerzeichen: <Brett> <am Zug> <Gefängnis> <Krankenhaus> <Vorschlag> <Halbzug>
position-ranks = { $found ->
        [one] { $found } Reihe
       *[other] { $found } Reihen
    }, durch `/` getrennt; erwartet sind 17
position-past-file-q = `{ $letter }` liegt jenseits der Linie q: die Reihe beschreibt mehr als 17 Felder
position-run = `{ $digits }` ist keine Folge leerer Felder: erwartet ist eine Zahl von 1 bis 17 ohne führende Nullen
position-run-past = `{ $digits }` reicht über die Linie q hinaus: die Reihe beschreibt { $squares } Felder, erwartet sind 17
position-not-a-piece = `{ $found }` ist weder eine Figur noch eine Zahl: erwartet ist S, L, P, I oder eine Zahl von 1 bis 17
position-rank-length = die Reihe beschreibt { $squares ->
        [one] { $squares } Feld
       *[other] { $squares } Felder
    }, erwartet sind 17
position-side = `{ $text }` ist keine Seite: erwartet ist S oder P
position-count = `{ $text }` ist keine Anzahl: erwartet ist <groß>+<klein>, etwa 1+11
position-pending = `{ $text }` ist kein Vorschlag: erwartet ist - , <groß>+<klein> (wahlweise mit /<groß>+<klein>, :Felder und ! für einen Vorschlag zu Beginn des Zuges der antwortenden Seite), * (in diesem Zug wurde schon getauscht) oder ! (die ziehende Seite darf jetzt vorschlagen)
position-ply = `{ $text }` ist keine Zahl von Halbzügen: erwartet ist eine ganze Zahl ab 0
position-invalid = keine Stellung dieser Variante: { $why }
position-error-captive-square = { $piece } auf { $square }, einem Feld { $zone-of }: geschlagene Figuren werden in den Feldern für Gefängnis und Krankenhaus gezählt
position-error-own-building = { $piece } auf { $square }, einem Feld { $zone-of }: keine Seite darf ihr eigenes Gebäude betreten
position-error-forbidden-square = { $piece } auf { $square }, einem Feld { $zone-of }: die Variante verbietet es dieser Seite
position-error-count = { $side }: { $on-board } { $size-id ->
        [large] große
       *[small] kleine
    } Figuren auf dem Brett und { $captive } { $place-in } ergeben { $sum }, eine Seite hat aber nur { $most }
position-error-both-won = beide Seiten besetzen ihr Zielgebäude; höchstens eine Seite kann gewonnen haben
position-error-pending-demand = wartender Austausch X{ $pending }: diese Variante tauscht auf Verlangen (exchange.consent: demand), also kann nichts auf Antwort warten; schreiben Sie -
position-error-pending-unavailable = wartender Austausch X{ $pending }: kein Austausch, den die vorschlagende Seite hier anbieten könnte (exchange.ranks, exchange.placement)
position-error-pending-early = wartender Austausch X{ $pending }: nur wo auch die Seite vorschlagen darf, die gerade gezogen hat (exchange.proposer: either), kann ein Vorschlag zu Beginn des Zuges der antwortenden Seite gemacht worden sein; lassen Sie das ! weg
position-error-window-proposer = Vorschlag zu Beginn des gegnerischen Zuges (!): nur wo auch die Seite vorschlagen darf, die gerade gezogen hat (exchange.proposer: either); schreiben Sie -
position-error-window-marked = Vorschlag zu Beginn des gegnerischen Zuges (!): dann darf nichts warten oder markiert sein
position-error-window-none = Vorschlag zu Beginn des gegnerischen Zuges (!): der Seite am Zug steht kein Austausch offen
position-error-exchanged-cost = in diesem Zug getauscht (*): nur wo ein Austausch keinen Zug kostet (exchange.cost: free), kann in diesem Zug schon getauscht worden sein; schreiben Sie -
position-error-exchanged-pending = in diesem Zug getauscht (*): ein Vorschlag wartet auf Antwort; schreiben Sie ihn statt *

## Move text that does not read

move-syntax = `{ $text }`, Spalte { $column }: { $reason }
move-syntax-empty = leerer Zug: erwartet ist etwa e6-e7, g5-g7xi9, X1+3, accept, decline oder pass
move-syntax-squares-after-colon = erwartet sind nach `:` Felder, durch Kommas getrennt, etwa b6,b4
move-syntax-exchange-digit = erwartet ist eine Ziffer 0–6 in X<groß>+<klein>
move-syntax-exchange-form = erwartet ist ein Austausch X<groß>+<klein>, etwa X1+3
move-syntax-exchange-size = ein Austausch nennt 1 bis 6 Figuren je Seite: X<groß>+<klein> mit 1 <= groß + klein <= 6
move-syntax-square = erwartet ist ein Feld: eine Linie a–q und eine Reihe 1–17, etwa g5
move-syntax-separator = erwartet ist `-` oder `x` zwischen den Feldern
move-syntax-step-captures = `x` bezeichnet ein Schlagen, aber ein Schritt schlägt nie: schreiben Sie `-`
move-syntax-second-square = erwartet sind `-` oder `x` und ein zweites Feld, etwa e6-e7

## Records that do not read or replay

record-tag-twice = Tag `{ $name }` zweimal angegeben
record-unexpected = unerwartetes `{ $found }`: erwartet ist ein Zug, ein Kommentar oder das Ende der Partie
record-tag-name = erwartet ist ein Tag-Name nach `[`, etwa [Variant "english"]
record-tag-value = erwartet ist ein Wert in Anführungszeichen für das Tag `{ $name }`
record-tag-escape = erwartet ist `\"` oder `\\` nach `\` in einem Tag-Wert
record-tag-unclosed = Tag `{ $name }`: das schließende `"` des Werts fehlt
record-tag-bracket = Tag `{ $name }`: erwartet ist `]` nach dem Wert
record-comment-unclosed = Kommentar nicht geschlossen: erwartet ist `{"}"}`
record-second-eval = ein zweites [%eval] in einem Kommentar
record-comment-nested = `{"{"}` in einem Kommentar: Kommentare lassen sich nicht verschachteln
record-drawing-expected = erwartet ist ein Zeichenbefehl `[%arrow VON NACH FARBE]`, `[%mark FELD FARBE]` oder `[%zone NAME FARBE]`
record-drawing-unclosed = Zeichenbefehl nicht geschlossen: erwartet ist `]`
record-square = `{ $text }` ist kein Feld (erwartet ist eine Linie a–q und eine Reihe 1–17, etwa g5)
record-colour = `{ $text }` ist keine Farbe: erwartet ist ein Name wie red oder #rrggbb
record-eval = [%eval]: `{ $text }`: erwartet ist eine Bewertung wie 1.25 oder -0.40, oder #N / #-N für eine gewonnene Partie
record-zone = `{ $text }` ist keine Zone: erwartet ist eine von { $ids }
record-command = `[%{ $body }]`: erwartet ist [%arrow VON NACH FARBE], [%mark FELD FARBE], [%zone NAME FARBE] oder [%eval BEWERTUNG]
record-variation-unclosed = Variante nicht geschlossen: erwartet ist `)`
record-close-without-variation = `)` ohne eine Variante, die es schließt
record-variation-first = eine Variante folgt dem Zug, den sie ersetzt
record-too-deep = Varianten mehr als { $max } Ebenen tief verschachtelt: schließen Sie zuerst einige mit `)`
record-empty-variation = leere Variante
record-drawing-first = ein Zeichenbefehl folgt einem Zug
record-close-without-comment = `{"}"}` ohne einen Kommentar, den es schließt
record-glyph-first = das Zeichen `{ $glyph }` folgt einem Zug
record-move-number = `{ $written }` ist nicht die Nummer dieses Zuges: er ist Halbzug { $ply }, geschrieben `{ $want }`
record-move-text = `{ $text }`: { $reason }
record-glyph = `{ $text }` ist kein Bewertungszeichen: erwartet ist ! ? !! ?? !? ?!
record-comment-first = ein Kommentar innerhalb einer Zugfolge folgt einem Zug
record-not-a-move-number = `{ $text }` ist keine Zugnummer: erwartet ist etwa `12.` oder `12...`
record-setup = Tag SetUp in der Variante { $variant }: { $why }
record-first-player-tag = Tag FirstPlayer ist `{ $value }`: erwartet ist S oder P
record-first-player = Tag FirstPlayer: { $why }
record-result = Tag Result sagt `{ $claimed }`, aber in der Variante { $variant } endet die Partie `{ $ends }`
record-stopped-work = das Nachspielen hat hier aufgehört: es braucht mehr als { $limit } aufgelistete oder erklärte Züge
record-stopped-time = das Nachspielen hat hier aufgehört: es braucht mehr als { $seconds } s Arbeit
record-stopped-cancelled = das Nachspielen hat hier aufgehört: es wurde abgebrochen
