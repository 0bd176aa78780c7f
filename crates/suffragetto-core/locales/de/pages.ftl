# Die Wörter der Online-Seiten (Lobby, Tisch, Explorer, Konto) auf Deutsch;
# dieselben ids wie en/pages.ftl (siehe dort).

page-site-name = Suffragetto

## Ein Tisch mit Tastatur und Bildschirmleser (board_keys.js, announce.js,
## move_box.js; docs/accessibility.md)

page-a11y-board = Spielbrett. Die Pfeiltasten bewegen über die Felder, die Eingabetaste wählt eine Figur und dann ihr Zielfeld, Escape stellt sie zurück.
page-a11y-explore-board = Spielbrett. Die Pfeiltasten bewegen über die Felder; Eingabe- oder Leertaste tun, was ein Klick tut: die gewählte Figur setzen, eine Figur wählen oder nach einem Feld fragen; Escape gibt die gewählte Figur frei.
page-a11y-your-move = Sie sind am Zug.
page-a11y-empty = leer
page-a11y-piece = { $piece ->
        [leader] Anführerin
        [constable] Polizist
        [inspector] Inspektor
       *[suffragette] Suffragette
    }, { $side }
page-a11y-mine = Ihre Figur
page-a11y-zone = { $zone ->
        [house_of_commons] im House of Commons
        [albert_hall] in der Albert Hall
        [free] ein gelbes Feld
        [prison] im Gefängnis
        [prison_yard] auf dem Gefängnishof
        [hospital] im Krankenhaus
        [hospital_grounds] auf dem Krankenhausgelände
       *[arena] in der Arena
    }
page-a11y-landing = ein Zielfeld: die Eingabetaste zieht dorthin
page-a11y-chain-end = das bisherige Ende der Sprungfolge: die Eingabetaste hält hier an
page-a11y-picked = { $square } gewählt; Zielfelder: { $squares }
page-a11y-picked-stop = { $square } erreicht; weiter nach { $squares }, oder die Eingabetaste auf { $square } hält hier an
page-a11y-playing = { $move } wird gespielt
page-a11y-put-down = Zurückgestellt
page-a11y-not-your-move = Sie sind nicht am Zug
page-a11y-looking-back = Sie sehen eine frühere Stellung an
page-a11y-no-move-from = Kein möglicher Zug beginnt auf { $square }
page-a11y-moves-label = Zug oder Frage zum Spielbrett
page-a11y-moves-hint = Ein Zug in der Notation (e6-e7, g4-e6-e8, X1+3) oder eine Frage: p (Ihre Figuren), o (die der Gegenseite), c (welche schlagen können), ein Feld (was darauf steht), l (der letzte Zug), s (der Stand der Partie), h (Hilfe).
page-a11y-goes-on = { $moves ->
        [one] Ein Zug geht von dort weiter: { $list }
       *[other] { $moves } Züge gehen von dort weiter: { $list }
    }
page-a11y-no-match = Kein möglicher Zug beginnt mit { $text }
page-a11y-cmd-pieces = figuren
page-a11y-cmd-others = gegner
page-a11y-cmd-captures = schlagen
page-a11y-cmd-last = letzter
page-a11y-cmd-status = stand
page-a11y-cmd-help = hilfe
page-a11y-pieces = { $side }: { $list }
page-a11y-kind = { $piece ->
        [leader] Anführerinnen
        [constable] Polizisten
        [inspector] Inspektoren
       *[suffragette] Suffragetten
    } auf { $squares }
page-a11y-none = keine
page-a11y-captures = { $n ->
        [0] Kein Zug schlägt jetzt
        [one] Ein Zug schlägt: { $list }
       *[other] { $n } Züge schlagen: { $list }
    }
page-a11y-square-moves = { $n ->
        [0] kein möglicher Zug beginnt hier
        [one] ein möglicher Zug: { $list }
       *[other] { $n } mögliche Züge: { $list }
    }
page-a11y-no-last = Noch kein Zug gespielt
