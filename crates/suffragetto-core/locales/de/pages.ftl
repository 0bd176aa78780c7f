# Die Wörter der Online-Seiten (Lobby, Tisch, Explorer, Konto) auf Deutsch;
# dieselben ids wie en/pages.ftl (siehe dort).

page-site-name = Suffragetto

## Seiten und Figuren

page-side-suffragettes = Suffragetten
page-side-police = Polizei
page-count = { $piece ->
        [leader] { $n ->
            [one] { $n } Anführerin
           *[other] { $n } Anführerinnen
        }
        [constable] { $n ->
            [one] { $n } Polizist
           *[other] { $n } Polizisten
        }
        [inspector] { $n ->
            [one] { $n } Inspektor
           *[other] { $n } Inspektoren
        }
       *[suffragette] { $n ->
            [one] { $n } Suffragette
           *[other] { $n } Suffragetten
        }
    }
page-count-pair = { $first } und { $second }
page-exchange-for = { $give } gegen { $get }

## Sprachwahl

page-language = Sprache
page-language-en = English
page-language-de = Deutsch
page-language-fr = Français

## Spielerinnen und Spieler

page-free-seat = (freier Platz)
page-computer-player = Computer, { $name }

## Online-Spiel: Uhren, Abbruch, Zurücknahme, Ansprüche, Suchen und die
## Analyse nach der Partie

page-clock-left = { $side }: noch { $time }
page-clock-days = { $days ->
        [0] { $hours } Std.
        [one] 1 Tag { $hours } Std.
       *[other] { $days } Tage { $hours } Std.
    }
page-takeback-offer = Zurücknahme anbieten
page-takeback-accept = Zurücknahme annehmen
page-takeback-decline = Ablehnen
page-takeback-offered = { $side-id ->
        [police] Die Polizei bietet an, ihren letzten Zug zurückzunehmen (die Partie ginge zurück zum Halbzug { $ply }).
       *[suffragettes] Die Suffragetten bieten an, ihren letzten Zug zurückzunehmen (die Partie ginge zurück zum Halbzug { $ply }).
    }
page-takeback-waiting = Sie haben eine Zurücknahme angeboten: Warten auf die Antwort.
page-abort = Partie abbrechen
page-abort-left = Stattdessen abbrechen (ohne Ergebnis)
page-claim = Partie für sich beanspruchen
page-opponent-left = { $side-id ->
        [police] Der Spieler der Polizei hat die Partie verlassen: Sie können sie für sich beanspruchen (Sie gewinnen) oder abbrechen.
       *[suffragettes] Der Spieler der Suffragetten hat die Partie verlassen: Sie können sie für sich beanspruchen (Sie gewinnen) oder abbrechen.
    }
page-opponent-away = { $side-id ->
        [police] Der Spieler der Polizei ist seit { $seconds } s nicht da; nach { $limit } s können Sie die Partie für sich beanspruchen.
       *[suffragettes] Der Spieler der Suffragetten ist seit { $seconds } s nicht da; nach { $limit } s können Sie die Partie für sich beanspruchen.
    }
page-ending-time = { $side-id ->
        [police] Die Zeit der Polizei ist abgelaufen.
       *[suffragettes] Die Zeit der Suffragetten ist abgelaufen.
    }
page-ending-abandoned = { $side-id ->
        [police] Die Polizei hat die Partie verlassen.
       *[suffragettes] Die Suffragetten haben die Partie verlassen.
    }
page-ending-aborted = Die Partie wurde abgebrochen: kein Ergebnis.
page-analysis-title = Nach der Partie: die Analyse des Programms
page-analysis-ask = Partie analysieren
page-analysis-working = Das Programm analysiert die Partie …
page-analysis-graph = Die Gewinnchance der Suffragetten nach jedem Halbzug
page-analysis-remark = { $ply }. { $move } { $glyph } ({ $kind ->
        [blunder] ein grober Fehler
        [mistake] ein Fehler
       *[dubious] zweifelhaft
    }): das Programm zieht { $better } vor; Bewertung nach dem Zug { $eval }.
page-analysis-clean = Das Programm markiert keinen der Züge.
page-analysis-download = Die analysierte Partie herunterladen (.sgn)
page-analysis-explorer = Die Partie im Explorer öffnen
page-analysis-about = Die Bewertungen sind die des starken Programms, { $nodes } untersuchte Stellungen je Halbzug, aus Sicht der Suffragetten: positiv, wenn sie besser stehen.
page-clock-choice = Uhr
page-clock-none = ohne Uhr
page-clock-live = { $minutes } Min. + { $increment } s je Zug
page-clock-correspondence = { $days ->
        [one] 1 Tag je Zug
       *[other] { $days } Tage je Zug
    }
page-seek = Gegen irgendwen spielen (Regeln und Uhr wie gewählt)
page-lobby-seeks = Warten auf einen Gegner
page-lobby-playing = Laufende Partien
page-lobby-finished = Beendet
page-lobby-aborted = abgebrochen
page-lobby-abandoned = verlassen
page-lobby-take-seat = Platz nehmen
page-lobby-watch-game = Zuschauen
page-clock-live-seconds = { $seconds } s + { $increment } s je Zug
page-lobby-won = { $side-id ->
        [police] die Polizei hat gewonnen
       *[suffragettes] die Suffragetten haben gewonnen
    }
