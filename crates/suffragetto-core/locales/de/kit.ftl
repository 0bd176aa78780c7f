# Jedes Wort, das der Druckbogen auf Spielbrett, Spielsteine und Kacheln
# druckt, auf Deutsch (siehe en/kit.ftl). Die Gebäude mit ihren englischen
# Namen, wie der deutsche Artikel sie nennt (Das „House of Commons“, die
# „Albert Hall“).

kit-title = Suffragetto
kit-board = Spielbrett
kit-pieces = Spielsteine
kit-cut = schneiden
kit-glue = kleben
kit-assembly = So wird das Spielbrett zusammengesetzt
kit-scale-check = 100 mm
kit-pieces-howto = An den Kreisen ausschneiden oder auf Münzen oder Pappscheiben kleben. Große Steine sind die größeren Scheiben.
kit-fold-howto = Jedes Paar ausschneiden, an der gepunkteten Linie falten und die Hälften aufeinanderkleben.
kit-after = Nach
kit-this-sheet = Dieses Blatt
kit-glue-under = Seine Schnittkanten kommen auf die Klebestreifen von Blatt
kit-map-key = Das schwarze Feld ist dieses Blatt; das Spielbrett wird wie auf der ersten Seite zusammengesetzt.
kit-start-squares = Startfelder:
kit-inches = 4 Zoll
kit-scale-step-inches = Die Balken unten prüfen: Einer muss genau 100 mm lang sein, der andere 4 Zoll.
kit-print-shop = in Originalgröße für eine Druckerei
kit-step-1 = Alle Seiten in Originalgröße (100 %, nicht „an Seite anpassen“) drucken.
kit-step-2 = Den Balken unten prüfen: Er muss genau 100 mm lang sein.
kit-step-3 = Jedes Blatt an den gestrichelten Schnittlinien zuschneiden (links und oben; erste Reihe/Spalte ohne).
kit-step-4 = Mit Reihe 1, Spalte 1 beginnen. Das nächste Blatt auf den grauen Klebestreifen des Nachbarn legen.
kit-step-5 = Die Schnittkante auf die gepunktete Linie legen, die halben Kreuze auf die Kreuze, und kleben.
kit-step-6 = Erst jede Reihe fertigstellen, dann die Reihen ebenso verbinden. Den Außenrand beschneiden.

kit-zone-arena = ARENA
kit-zone-prison = GEFÄNGNIS
kit-zone-prison-yard = GEFÄNGNISHOF
kit-zone-hospital = KRANKENHAUS
kit-zone-hospital-grounds = KRANKENHAUSGELÄNDE
kit-zone-house-of-commons = House of Commons
kit-zone-albert-hall = Albert Hall

kit-piece-suffragette = Suffragette
    .plural = Suffragetten
kit-piece-leader = Anführerin
    .plural = Anführerinnen
kit-piece-constable = Polizist
    .plural = Polizisten
kit-piece-inspector = Inspektor
    .plural = Inspektoren

kit-title-mono = { $title }, schwarzweiß
kit-tile-label = Reihe { $row }, Spalte { $col } von { $rows } × { $cols }
kit-sheet-name = Reihe { $row }, Spalte { $col }
kit-quoted = „{ $text }“
kit-sheets-summary = { $n } Blätter { $paper }, { $rows } Reihen × { $cols } Spalten
kit-counters-heading = { $n } { $name }{ $spares ->
        [0] {""}
        [1] {" "}+ 1 Ersatzstein
       *[other] {" "}+ { $spares } Ersatzsteine
    } · Ø { $diameter }

## The diagrams' words (crates/suffragetto-render/src/diagram/words.rs):
## whose turn, the Prison and Hospital, the key, and the sentences of the
## text alternative.

diagram-to-move = { $side-id ->
       *[suffragettes] Die Suffragetten sind am Zug
        [police] Die Polizei ist am Zug
    }
diagram-won = { $side-id ->
       *[suffragettes] Die Suffragetten haben gewonnen
        [police] Die Polizei hat gewonnen
    }
diagram-captivity = { $side-id ->
       *[suffragettes] Gefängnis
        [police] Krankenhaus
    }
diagram-tally-none = leer
diagram-offered = Austausch vorgeschlagen
diagram-start = Grundaufstellung
diagram-landing-step = Ziehen
diagram-landing-hop = Springen
diagram-landing-capture = Springen und schlagen
diagram-title = Suffragetto-Diagramm
diagram-position = Stellung
diagram-through = Letzter Zug über
diagram-captured = geschlagen auf
diagram-landings = Mögliche Zielfelder
diagram-on-board = Auf dem Brett
diagram-side = { $side-id ->
       *[suffragettes] Suffragetten
        [police] Polizei
    }
diagram-piece-name = { $piece-id ->
        [leader] { $n ->
            [one] Anführerin
           *[other] Anführerinnen
        }
        [suffragette] { $n ->
            [one] Suffragette
           *[other] Suffragetten
        }
        [inspector] { $n ->
            [one] Inspektor
           *[other] Inspektoren
        }
       *[constable] { $n ->
            [one] Polizist
           *[other] Polizisten
        }
    }
diagram-count = { $n } { $name }
diagram-on-squares = { $name } auf { $squares }
diagram-no-pieces = keine Figuren
diagram-and = { $first } und { $second }
# A label and what follows it (French puts a no-break space before the colon).
diagram-label = { $label }: { $value }

## The print kit's README.txt and the rules sheet's figures
## (crates/suffragetto-render/src/kit.rs, rules_sheet.rs).

kit-readme-title = Suffragetto zum Ausdrucken
kit-readme-board = Spielbrett { $board } im Quadrat (Felder { $square }), nach „{ $variant }“, { $theme ->
        [mono] schwarzweiß
       *[colour] farbig
    }.
kit-readme-pages = { $n ->
        [one] 1 Seite
       *[other] { $n } Seiten
    }
kit-readme-print =
    In Originalgröße (100 %) drucken. Die gekachelten Spielbretter beginnen mit
    einer Seite, die zeigt, wie die Blätter zusammengehören; board-full.pdf ist für
    eine Druckerei (3 mm Beschnitt, Schnittmarken).
kit-figure-start = Die Grundaufstellung und die Bereiche.
kit-figure-chain = Eine Kette, { $move }: Eine kleine Figur schlägt { $n } Figuren.
kit-figure-landings = Wohin die Anführerin auf h8 ziehen oder springen darf.
kit-tile-heading = { $title }-Spielbrett — { $tile }
