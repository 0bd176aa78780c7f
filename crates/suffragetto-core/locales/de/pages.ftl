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
page-computer-player = Computer, { $name ->
        [random] zufällig
        [greedy] gierig
        [search] Suche
        [strong] stark
       *[other] { $name }
    }

## Kopfzeile und Seiten der Website (Lobby, Spielanleitung, Seite nicht gefunden)

page-site-title = Suffragetto: Online-Tische
page-site-nav =
    .aria-label = die Website
page-site-nav-tables = Tische
page-site-nav-how-to-play = Spielanleitung
page-site-nav-explorer = Regel-Explorer
page-site-nav-book = Das Buch
page-site-nav-print-kit = Zum Ausdrucken
page-lobby-new-table = Neuer Tisch
page-lobby-nickname = Dein Spitzname
page-lobby-rules = Regeln
page-lobby-side = Deine Seite
page-lobby-side-toss = Münzwurf
page-lobby-opponent = Gegner
page-lobby-opponent-friend = eine Freundin oder ein Freund (Link schicken)
page-lobby-opponent-strong = der Computer (stark: rechnet am tiefsten)
page-lobby-opponent-greedy = der Computer (gierig: nimmt, was er kann)
page-lobby-opponent-random = der Computer (zufällig: irgendein erlaubter Zug)
page-lobby-opponent-search = der Computer (Suche: rechnet voraus)
page-lobby-private = Privat: nicht hier aufgeführt, nur über den Link erreichbar
page-lobby-create = Tisch eröffnen
page-lobby-empty = Noch keine Tische: eröffne einen.
page-lobby-free = (frei)
page-lobby-versus = gegen
page-lobby-waiting = wartet auf eine Mitspielerin
page-lobby-playing = läuft
page-lobby-won = { $side-id ->
        [police] die Polizei hat
       *[suffragettes] die Suffragetten haben
    } gewonnen
page-lobby-row = { $variant } · Zug { $moves } · { $state }
page-lobby-join = Mitspielen
page-lobby-watch = Zuschauen
page-howto-title = Suffragetto: Spielanleitung
page-howto-variant = Regeln
page-howto-play-now = Jetzt eine Partie spielen
page-notfound-title = Diese Seite gibt es nicht
page-notfound-text = Unter dieser Adresse ist nichts. Vielleicht ist sie falsch geschrieben, oder den Tisch gibt es nicht mehr.
page-notfound-tables = Die Online-Tische

## Ein Tisch

page-table-title = Suffragetto: { $variant }
page-table-title-your-move = Du bist am Zug · { $title }
page-table-title-won = { $side-id ->
        [police] Die Polizei gewinnt
       *[suffragettes] Die Suffragetten gewinnen
    } · { $title }
page-table-waiting = Warten auf deine Gegnerin oder deinen Gegner
page-table-send-link = Schicke diesen Link an die Person, mit der du spielen willst; die Partie beginnt, sobald sie ihn öffnet und den freien Platz einnimmt.
page-table-link =
    .aria-label = der Link zum Tisch
page-table-copy = Link kopieren
page-table-copied = Kopiert.
page-table-say-it = Oder füge dies in eine Nachricht ein:
page-table-share-text = Spiel mit mir Suffragetto, das Spiel der Suffragetten und der Polizei von 1908: { $link }
page-table-join-invite = { $name } lädt dich zu einer Partie ein. Wähle einen Spitznamen und nimm den Platz { $side-id ->
        [police] der Polizei
       *[suffragettes] der Suffragetten
    } ein.
page-table-join-free = An diesem Tisch ist ein Platz frei. Wähle einen Spitznamen und nimm den Platz { $side-id ->
        [police] der Polizei
       *[suffragettes] der Suffragetten
    } ein.
page-table-take-seat = Den Platz { $side-id ->
        [police] der Polizei
       *[suffragettes] der Suffragetten
    } einnehmen
page-table-nickname = Dein Spitzname
page-table-board-area =
    .aria-label = das Brett
page-table-controls =
    .aria-label = deine Züge und die Bedienung der Partie
page-table-back-to-game = Zurück zur Partie
page-table-rematch-watch = Der Revanche zuschauen
page-table-rematch-offer = Revanche anbieten (Seiten getauscht)
page-table-rematch-play = Die Revanche spielen
page-table-rematch-waiting = Eine Revanche wartet an einem neuen Tisch.
page-table-to-lobby = Zurück zur Lobby
page-table-won = { $side-id ->
        [police] Die Polizei gewinnt
       *[suffragettes] Die Suffragetten gewinnen
    }: { $ending }.
page-table-resign = Aufgeben
page-table-resign-confirm = Diese Partie aufgeben?
page-table-flip = Brett drehen
page-table-rules = Regeln
page-table-move-as-text = Zug als Text
page-table-play = Ziehen
page-table-players = Spielerinnen und Spieler
page-table-player-side = { $side }:
page-table-you = (du)
page-table-here = da
page-table-away = weg
page-table-watchers = { $n ->
        [0] Sonst schaut niemand zu.
        [one] 1 Person schaut zu.
       *[other] { $n } Personen schauen zu.
    }
page-table-link-label = Link zu diesem Tisch:
page-table-moves = Züge
page-table-moves-hint = Klicke auf einen Zug, um das Brett danach zu sehen.
page-table-record = Partie herunterladen (.sgn)
page-table-diagram = Diagramm dieser Stellung:
page-table-ply-link = Link zu dieser Stellung (Halbzug { $ply })
page-table-embed-link = Ansicht zum Einbetten in eine Seite
page-table-chat = Chat
page-table-chat-say =
    .placeholder = Schreib etwas
    .aria-label = Chatzeile
page-table-chat-send = Senden
page-table-mute = stummschalten
page-table-mute-title = Die Chatzeilen von { $name } auf dieser Seite ausblenden
page-table-unmute = wieder zeigen
page-table-muted-lines = { $n ->
        [one] 1 Zeile von { $name } ausgeblendet.
       *[other] { $n } Zeilen von { $name } ausgeblendet.
    }
page-table-comforts = Töne und Benachrichtigungen
page-table-sound = Töne für Züge und Schlagen
page-table-notify = Benachrichtige mich über meinen Zug und den Chat, wenn dieser Tab verborgen ist
page-table-notify-off = Keine Benachrichtigungen mehr
page-table-notify-on = Benachrichtigungen sind für diesen Browser eingeschaltet.
page-table-notify-denied = Der Browser blockiert Benachrichtigungen dieser Website; in seinen Einstellungen lassen sie sich erlauben.
page-table-notify-unavailable = Dieser Browser zeigt keine Benachrichtigungen.
page-table-your-move-note = Du bist am Zug.
page-table-chat-note = { $name }: { $text }
page-table-exchange-title = Einen Tausch vorschlagen
page-table-exchange-explain = Beide Seiten lassen gleich viele frei: Anführerinnen gegen Inspektoren, Suffragetten gegen Polizisten. Die andere Seite nimmt an oder lehnt ab.
page-table-exchange-large = { $side-id ->
        [police] Inspektoren
       *[suffragettes] Anführerinnen
    }
page-table-exchange-small = { $side-id ->
        [police] Polizisten
       *[suffragettes] Suffragetten
    }
page-table-exchange-words = Tausch: { $exchange }.
page-table-exchange-propose = Vorschlagen
page-table-cancel = Abbrechen
page-table-close = Schließen
page-table-accept = Tausch annehmen
page-table-decline = Ablehnen
page-table-propose-exchange = Einen Tausch vorschlagen …
page-table-pass = Passen
page-table-stop-here = Hier anhalten: { $move }
page-table-reconnecting = Verbindung wird wiederhergestellt …
page-table-no-such-table = Diesen Tisch gibt es nicht.
page-table-no-move-from = Von { $square } geht kein erlaubter Zug aus.
page-table-your-move = Du bist am Zug (Zug { $move }).
page-table-to-move = { $side-id ->
        [police] Die Polizei ist
       *[suffragettes] Die Suffragetten sind
    } am Zug (Zug { $move }).
page-table-exchange-offered = { $proposer-id ->
        [police] Die Polizei schlägt
       *[suffragettes] Die Suffragetten schlagen
    } einen Tausch vor: { $exchange }. { $answerer-id ->
        [police] Die Polizei antwortet
       *[suffragettes] Die Suffragetten antworten
    }.
page-table-exchange-offered-you = { $proposer-id ->
        [police] Die Polizei schlägt
       *[suffragettes] Die Suffragetten schlagen
    } einen Tausch vor: { $exchange }. Nimm an oder lehne ab.
page-table-looking = Rückblick: die Stellung nach Halbzug { $ply } ({ $move }) von { $plies }.
page-table-looking-start = Rückblick: die Anfangsstellung, vor Halbzug 1 von { $plies }.
page-table-captives = Gefängnis: { $prison }. Krankenhaus: { $hospital }.
page-table-tally = { $place }: { $count }
page-move-exchange = Tausch { $large } große + { $small } kleine { $answer ->
        [pending] angeboten, Antwort steht aus
       *[answered] angeboten
    }
page-move-answer = { $answer ->
        [accepted] angenommen
       *[declined] abgelehnt
    }
page-move-pass = passt

## Die eingebettete Ansicht (/embed/ID)

page-embed-title = Suffragetto: eine Partie
page-embed-first =
    .title = der Anfang
page-embed-back =
    .title = einen Halbzug zurück (Pfeil nach links)
page-embed-forward =
    .title = einen Halbzug vor (Pfeil nach rechts)
page-embed-last =
    .title = die Stellung jetzt
page-embed-ply = Halbzug { $ply } von { $plies }
page-embed-board-alt = Das Brett nach Halbzug { $ply } von { $plies }
page-embed-open = Diese Partie an ihrem Tisch öffnen

## Namen der Zonen auf dem Brett

page-zone-albert-hall = Albert Hall
page-zone-house-of-commons = House of Commons
page-zone-prison-yard = Gefängnishof
page-zone-hospital-grounds = Krankenhausgelände
page-zone-prison = Gefängnis
page-zone-hospital = Krankenhaus

## Die Kontolinks der Kopfzeile

page-site-sign-in = Anmelden
page-site-sign-up = Konto anlegen
page-site-signed-in-as = Angemeldet als
page-site-account = Konto
page-site-sign-out = Abmelden
## Wörter aller Seiten

page-board = Spielbrett
page-piece-suffragette = Suffragette
page-piece-leader = Anführerin
page-piece-constable = Polizist
page-piece-inspector = Inspektor
page-prison = Gefängnis
page-hospital = Krankenhaus
page-leaders = Anführerinnen
page-rank-and-file = Suffragetten
page-inspectors = Inspektoren
page-constables = Polizisten
page-history-first = Anfang
    .title = die erste Stellung
page-history-back = Zurück
    .title = zurück (Pfeil nach links)
page-history-forward = Vor
    .title = vor (Pfeil nach rechts)
page-history-last = Ende
    .title = die letzte Stellung
page-flip = Brett umdrehen
page-copy = Kopieren
page-copied = Kopiert
page-diagram = Diagramm:
page-nickname = Dein Spitzname
page-rules = Regeln
page-opponent = Gegner
page-opponent-friend = eine Freundin oder ein Freund (Link schicken)
page-opponent-greedy = der Computer (gierig)
page-opponent-search = der Computer (Suche)
page-your-side = Deine Seite
page-rule-point = Regelpunkt:
page-move-kind = { $kind ->
        [hop] Sprung
        [capture] Schlagen
        [exchange] Austausch
        [answer] Antwort
        [pass] Passen
       *[step] Schritt
    }
page-aspect = { $aspect ->
        [board] die Figuren auf dem Brett
        [to-move] wer als Nächstes zieht
        [prison] das Gefängnis
        [hospital] das Krankenhaus
        [pending] der Austausch, der auf Antwort wartet
        [exchanged-this-turn] ob in diesem Zug getauscht wurde
       *[ply] die Zahl der Halbzüge
    }

## Der Regel-Explorer

page-explorer-title = Suffragetto: Regel-Explorer
page-explorer-tagline = Regel-Explorer: eine Stellung, mehrere Lesarten der Regeln
page-explorer-setup = Eine Stellung aufbauen
page-explorer-from-start = Die Anfangsstellung
page-explorer-from-empty = Ein leeres Brett
page-explorer-position-string = Eine Stellungszeile
page-explorer-set-up = Aufbauen
page-explorer-record-file = Eine Partieaufzeichnung (.sgn)
page-explorer-table-link = Der Link eines Tisches
page-explorer-load-game = Seine Partie laden
page-explorer-palette = Figuren zum Aufstellen
page-explorer-tool-move = Ziehen
page-explorer-tool-hint = aufs Brett ziehen, oder wählen und Felder anklicken
page-explorer-tool-erase = Entfernen
page-explorer-to-move = Am Zug
page-explorer-this-position = Diese Stellung
page-explorer-play-here = Von hier aus spielen
page-explorer-compared = Verglichene Regeln (zwei bis fünf)
page-explorer-own-variant = Eine eigene Variante (eine YAML-Datei, für diesen Besuch)
page-explorer-differ = Wo sie sich hier unterscheiden
page-explorer-differ-hint = Züge, die manche Lesarten erlauben und andere verbieten. Einen anklicken, um ihn auf dem Brett zu sehen.
page-explorer-status = { $side-id ->
        [police] Die Polizei ist
       *[suffragettes] Die Suffragetten sind
    } am Zug; { $n ->
        [one] { $n } Figur
       *[other] { $n } Figuren
    } auf dem Brett.
page-explorer-how-move = Eine Figur anklicken, dann ein Feld.
page-explorer-how-erase = Felder anklicken, um sie zu leeren.
page-explorer-how-place = Felder anklicken, um { $piece ->
        [leader] eine Anführerin
        [constable] einen Polizisten
        [inspector] einen Inspektor
       *[suffragette] eine Suffragette
    } daraufzustellen.
page-explorer-later-asked = eine spätere Stellung wurde verlangt
page-explorer-no-diagram = das Diagramm lässt sich nicht zeichnen
page-explorer-bad-table-link = Der Link eines Tisches endet mit seiner Kennung, z. B. /t/0123abcd...
page-explorer-no-record = die Aufzeichnung des Tisches lässt sich nicht lesen
page-explorer-counts-set = Gefängnis, Krankenhaus und Zugrecht gesetzt
page-explorer-cleared = { $square } geleert
page-explorer-choose-first = Zuerst eine Figur wählen: { $square } ist leer.
page-explorer-your-file = (deine Datei)
page-explorer-at-most-five = Höchstens fünf zugleich: zuerst eine abwählen.
page-explorer-at-least-two = Mindestens zwei vergleichen: zuerst eine andere wählen.
page-explorer-file-too-big = { $name }: { $size } Bytes: eine hierher geschickte Variantendatei darf höchstens { $most } haben
page-explorer-invalid = Keine Stellung dieser Regeln: { $why }
page-explorer-won = { $side-id ->
        [police] Die Polizei hat
       *[suffragettes] Die Suffragetten haben
    } gewonnen.
page-explorer-legal-moves = { $n ->
        [one] { $n } erlaubter Zug
       *[other] { $n } erlaubte Züge
    } für { $side-id ->
        [police] die Polizei
       *[suffragettes] die Suffragetten
    }.
page-explorer-click-piece = Eine Figur anklicken, um zu sehen, wohin sie ziehen darf.
page-explorer-no-move-from = Kein Zug von { $square } aus.
page-explorer-not-every-reading = ; nicht jede Lesart erlaubt ihn
page-explorer-nowhere = Nirgends: jede Lesart erlaubt hier dieselben Züge, und jeder führt zur selben Stellung.
page-explorer-after = { $variant }: { $side } am Zug
page-explorer-consequence = { $move }: von jeder Lesart erlaubt, führt aber zu einer anderen Stellung ({ $what }). { $where }.
page-explorer-allowed-refused = erlaubt von { $allowed }; verboten von { $refused }.
page-explorer-more = und { $n } weitere.
page-explorer-silent = Die Quellen schweigen hier: die Festlegung des Projekts (docs/conventions.md).
page-explorer-cite-program = { $section } ({ $source }, Version { $version })
page-explorer-cite-program-line = { $section } ({ $source }, Version { $version }, Zeile { $line })
page-explorer-cite = Quelle: { $variant }, { $where }
page-explorer-cite-quote = { $cite }: „{ $quote }“
page-explorer-why-title = Die Figur auf { $from } nach { $to }
page-explorer-legal-as = erlaubt, als { $move }.
page-explorer-play-it = Spielen
page-explorer-not-legal = nicht erlaubt:
page-explorer-placed = { $piece ->
        [leader] eine Anführerin
        [constable] ein Polizist
        [inspector] ein Inspektor
       *[suffragette] eine Suffragette
    } auf { $square }

## Die Seiten des Kontos (/sign-in, /sign-up, /account)

page-site-account-nav =
    .aria-label = dein Konto
page-account-title-sign-in = Suffragetto: anmelden
page-account-title-sign-up = Suffragetto: ein Konto anlegen
page-account-title-yours = Suffragetto: dein Konto
page-account-sign-in = Anmelden
page-account-user-name = Benutzername
page-account-password = Passwort
page-account-no-account = Noch kein Konto?
page-account-create-one = Leg eines an.
page-account-or-guest = Du kannst auch ohne spielen: Wähle einen Spitznamen in der
page-account-to-lobby = Lobby.
page-account-create = Ein Konto anlegen
page-account-user-name-hint = 2 bis 24 Buchstaben oder Ziffern, dazwischen einzelne Leerzeichen, Bindestriche, Punkte oder Unterstriche. Groß- und Kleinschreibung gelten als ein Name.
page-account-password-hint = Mindestens 8 Zeichen und keines der gängigen Passwörter; ein paar Wörter, die du dir merkst, sind ein gutes.
page-account-create-and-sign-in = Konto anlegen und anmelden
page-account-have-one = Du hast schon ein Konto?
page-account-optional = Ein Konto ist freiwillig: Gäste spielen mit einem Spitznamen.
page-account-yours = Dein Konto
page-account-sign-out-here = Auf diesem Gerät abmelden
page-account-where = Wo du angemeldet bist
page-account-device = Gerät
page-account-signed-in = Angemeldet
page-account-last-used = Zuletzt benutzt
page-account-this-device = { $device } (dieses Gerät)
page-account-sign-out-there = Dort abmelden
page-account-change-password = Passwort ändern
page-account-current-password = Jetziges Passwort
page-account-new-password = Neues Passwort
page-account-change-password-hint = Alle anderen Geräte werden abgemeldet; dieses bleibt angemeldet.
page-account-password-changed = Das Passwort ist geändert; alle anderen Geräte sind abgemeldet.
page-account-delete = Konto löschen
page-account-delete-hint = Benutzername, Passwort und Sitzungen werden sofort gelöscht, auf jedem Gerät. Das lässt sich nicht rückgängig machen.
page-account-password-confirm = Passwort, zur Bestätigung
page-account-delete-mine = Mein Konto löschen
page-account-delete-confirm = Das Konto { $name } endgültig löschen?
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
        [police] Die Polizei bietet an, ihren letzten Zug zurückzunehmen.
       *[suffragettes] Die Suffragetten bieten an, ihren letzten Zug zurückzunehmen.
    }
page-takeback-waiting = Du hast eine Zurücknahme angeboten: Warten auf die Antwort.
page-abort = Partie abbrechen
page-abort-left = Stattdessen abbrechen (ohne Ergebnis)
page-claim = Den Sieg beanspruchen
page-opponent-left = { $side-id ->
        [police] Wer die Polizei spielt, hat die Partie verlassen: Du kannst sie für dich beanspruchen (du gewinnst) oder abbrechen.
       *[suffragettes] Wer die Suffragetten spielt, hat die Partie verlassen: Du kannst sie für dich beanspruchen (du gewinnst) oder abbrechen.
    }
page-opponent-away = { $side-id ->
        [police] Wer die Polizei spielt, ist seit { $seconds } s nicht da; nach { $limit } s kannst du die Partie für dich beanspruchen.
       *[suffragettes] Wer die Suffragetten spielt, ist seit { $seconds } s nicht da; nach { $limit } s kannst du die Partie für dich beanspruchen.
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
page-lobby-being-played = Laufende Partien
page-lobby-finished = Beendet
page-lobby-aborted = abgebrochen
page-lobby-abandoned = verlassen
page-clock-live-seconds = { $seconds } s + { $increment } s je Zug

## Ein Tisch mit Tastatur und Bildschirmleser (board_keys.js, announce.js,
## move_box.js; docs/accessibility.md)

page-a11y-board = Spielbrett. Die Pfeiltasten bewegen über die Felder, die Eingabetaste wählt eine Figur und dann ihr Zielfeld, Escape stellt sie zurück.
page-a11y-explore-board = Spielbrett. Die Pfeiltasten bewegen über die Felder; Eingabe- oder Leertaste tun, was ein Klick tut: die gewählte Figur setzen, eine Figur wählen oder nach einem Feld fragen; Escape gibt die gewählte Figur frei.
page-a11y-panel-board = Das Spielbrett nach { $variant }: die Pfeiltasten bewegen über die Felder, Eingabe- oder Leertaste wählen eine Figur oder fragen nach einem Feld.
page-a11y-your-move = Du bist am Zug.
page-a11y-empty = leer
page-a11y-piece = { $name }, { $side }
page-a11y-mine = deine Figur
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
page-a11y-not-your-move = Du bist nicht am Zug
page-a11y-looking-back = Du siehst eine frühere Stellung an
page-a11y-moves-hint = Ein Zug in der Notation (e6-e7, g4-e6-e8, X1+3) oder eine Frage: p (deine Figuren), o (die der Gegenseite), c (welche schlagen können), ein Feld (was darauf steht), l (der letzte Zug), s (der Stand der Partie), h (Hilfe).
page-a11y-goes-on = { $moves ->
        [one] Ein Zug geht von dort weiter: { $list }
       *[other] { $moves } Züge gehen von dort weiter: { $list }
    }
page-a11y-cmd-pieces = figuren
page-a11y-cmd-others = gegner
page-a11y-cmd-captures = schlagen
page-a11y-cmd-last = letzter
page-a11y-cmd-status = stand
page-a11y-cmd-help = hilfe
page-a11y-pieces = { $side }: { $list }
page-a11y-kind = { $kind } auf { $squares }
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

## studio
page-studio-title = Studio: eine Lektion am Brett
page-studio-nav = Studio
page-studio-new = Eine neue Studie
page-studio-study-title = Titel der Studie
page-studio-chapter-name = Name des ersten Kapitels
page-studio-variant = Variante
page-studio-start-from = Das Kapitel beginnt mit
page-studio-from-start = der Anfangsstellung der Variante
page-studio-from-position = einer Stellungszeichenkette
page-studio-from-record = einer Partieaufzeichnung (.sgn)
page-studio-from-table = der Partie eines Tisches
page-studio-position = Stellungszeichenkette
page-studio-record-file = Partieaufzeichnung
page-studio-table-link = Link zum Tisch
page-studio-create = Studie anlegen
page-studio-mine = Meine Studien
page-studio-chapters =
    .aria-label = Kapitel
page-studio-moves-bar =
    .aria-label = Züge
page-studio-draw-bar =
    .aria-label = Auf dem Brett zeichnen
page-studio-flip = Brett drehen
page-studio-tool-move = Züge spielen
page-studio-tool-arrow = Pfeile zeichnen
page-studio-tool-circle = Felder einkreisen
page-studio-colour-green = Grün
page-studio-colour-red = Rot
page-studio-colour-blue = Blau
page-studio-colour-yellow = Gelb
page-studio-clear-drawings = Zeichnungen löschen
page-studio-back-to-teacher = Zurück zur Stellung der Lehrkraft
page-studio-moves = Züge
page-studio-comment = Kommentar zu diesem Zug
page-studio-save-comment = Kommentar speichern
page-studio-glyphs =
    .aria-label = Zeichen
page-studio-promote = Variante zur Hauptvariante machen
page-studio-delete = Ab hier löschen
page-studio-undo = Rückgängig
page-studio-present = Den Schülerinnen und Schülern live zeigen
page-studio-engine = Die Engine fragen
page-studio-publish = Veröffentlichen
page-studio-export-chapter = Dieses Kapitel als Aufzeichnung (.sgn)
page-studio-export-study = Die ganze Studie als Aufzeichnungen (.sgn)
page-studio-diagram = Diese Stellung als Diagramm:
page-studio-export-book = Die Kapitel als Partien für das Buch (.zip)
page-studio-handout-plies = Halbzüge der Hauptvariante (keine: jeder kommentierte)
page-studio-paper = Papier
page-studio-per-page = Diagramme je Seite
page-studio-handout = Arbeitsblatt erstellen (PDF)
page-studio-read-link = Leselink (für die Klasse):
page-studio-edit-link = Bearbeitungslink (nicht weitergeben):
page-studio-embed-code = Zum Einbetten in eine Webseite:
page-studio-open = Diese Studie öffnen
page-studio-mode-edit = Du kannst diese Studie bearbeiten.
page-studio-mode-read = Du liest diese Studie.
page-studio-start = Anfang
page-studio-at-move = Halbzug { $ply }: { $move }
page-studio-at-start = Die Anfangsstellung
page-studio-add-chapter = Kapitel hinzufügen
page-studio-chapter-default = Kapitel { $n }
page-studio-no-moves = Noch keine Züge: Spiel einen auf dem Brett.
page-studio-following = Du folgst dem Brett der Lehrkraft.
page-studio-looking-away = Du siehst dir eine eigene Stellung an; die Lehrkraft macht weiter.
page-studio-not-presenting = Die Lehrkraft zeigt gerade nichts.
page-studio-engine-out = Bewertung { $eval } (positiv: die Suffragetten stehen besser). Die Engine erwartet: { $line }
page-studio-engine-none = Die Engine sieht hier keinen Zug.
page-studio-thinking = Die Engine rechnet …
page-studio-saved = Gespeichert.
page-studio-refused = { $move } ist kein erlaubter Zug: { $reason }
page-studio-choose-piece = Wähle zuerst eine Figur der Seite am Zug.
page-studio-glyph-good = Guter Zug
page-studio-glyph-mistake = Fehler
page-studio-glyph-brilliant = Glänzender Zug
page-studio-glyph-blunder = Grober Fehler
page-studio-glyph-interesting = Interessanter Zug
page-studio-glyph-dubious = Zweifelhafter Zug
page-studio-chapter-count = { $n ->
        [one] ein Kapitel
       *[other] { $n } Kapitel
    }
page-studio-none-yet = Du hast noch keine Studien.
page-studio-arrow-from = Pfeil von { $square }: Wähle, wohin er zeigt.
page-studio-drew = Gezeichnet.
page-studio-nothing-to-undo = Nichts rückgängig zu machen.
page-a11y-studio-board = Studienbrett: Die Pfeiltasten bewegen über die Felder; Eingabe- oder Leertaste wählen eine Figur und dann ihr Zielfeld (mit den Zeichenwerkzeugen Anfang und Ende des Pfeils oder das einzukreisende Feld); Escape lässt los.

## my tables

page-deleted-player = (gelöschtes Konto)
page-site-my-tables = Meine Tische
page-my-tables-title = Suffragetto: meine Tische
page-my-tables-heading = Meine Tische
page-my-tables-intro = Die Partien, an denen du angemeldet sitzt. Sie gehören zu deinem Konto: Melde dich auf einem beliebigen Gerät an und spiel von hier aus weiter.
page-my-tables-export = Alle meine Partien herunterladen (.sgn)
page-my-tables-export-zip = Jede Partie als eigene Datei (.zip)
page-my-tables-your-move = Du bist am Zug
page-my-tables-waiting = Wartend
page-my-tables-finished = Beendet
page-my-tables-none = Du sitzt noch an keinem Tisch: Eröffne angemeldet einen in der Lobby oder nimm unter „Aktive Spieltische“ einen freien Platz ein.
page-my-tables-none-here = Keine.
page-my-tables-against = { $variant } gegen { $opponent }
page-my-tables-meta = { $side-id ->
        [police] als Polizei
       *[suffragettes] als Suffragetten
    } · { $plies ->
        [one] 1 Halbzug
       *[other] { $plies } Halbzüge
    } · { $state }
page-my-tables-state-your-move = Du bist am Zug
page-my-tables-state-their-move = Dein Gegenüber ist am Zug
page-my-tables-state-no-opponent = noch kein Gegenüber
page-my-tables-play = Spielen
page-my-tables-open = Öffnen
page-my-tables-record = Partie
page-account-games = Deine Partien
page-account-games-hint = Jede Partie, an der du angemeldet sitzt, bleibt bei deinem Konto: Du findest sie unter „Meine Tische“ oder lädst alle in einer Datei herunter.
page-lobby-active = Aktive Spieltische
page-lobby-active-hint = Angemeldete Spielerinnen und Spieler, die auf ein Gegenüber warten. Angemeldet nimmst du den freien Platz von hier aus ein; als Gast öffnest du den Tisch und wählst einen Spitznamen.
page-lobby-active-none = Gerade wartet keine angemeldete Spielerin und kein angemeldeter Spieler auf ein Gegenüber.
page-lobby-active-take = Den freien Platz einnehmen

page-studio-analyse = Das Kapitel analysieren
page-studio-analysing = { $plies ->
        [one] Das Programm analysiert 1 Zug
       *[other] Das Programm analysiert { $plies } Züge
    } der Hauptvariante … ({ $seconds } s)
page-studio-analysed = Die Analyse ist fertig: die Bewertung nach jedem Zug steht in der Zugliste.
page-studio-analysis-title = Die Analyse des Kapitels durch das Programm
page-studio-analysis-write = Die Analyse ins Kapitel schreiben
page-studio-analysis-written = Die Analyse steht jetzt als Kommentare, Zeichen und Varianten im Kapitel.
page-studio-changed-elsewhere = Jemand anderes hat Kapitel { $n } auf einer anderen Seite geändert: du siehst jetzt diese Fassung (die letzte Änderung gilt), und Rückgängig beginnt von vorn.
page-studio-manage = Die Studie und ihre Kapitel
page-studio-rename-study = Die Studie umbenennen
page-studio-this-chapter-name = Name dieses Kapitels
page-studio-rename-chapter = Das Kapitel umbenennen
page-studio-chapter-earlier = Das Kapitel nach vorn schieben
page-studio-chapter-later = Das Kapitel nach hinten schieben
page-studio-delete-chapter = Das Kapitel löschen
page-studio-delete-study = Die Studie löschen
page-studio-delete-chapter-confirm = Das Kapitel „{ $name }“ mit allen Zügen und Kommentaren löschen? Das lässt sich nicht rückgängig machen.
page-studio-delete-study-confirm = Die Studie „{ $title }“ mit allen Kapiteln löschen, für alle, die ihre Links haben? Das lässt sich nicht rückgängig machen.
page-studio-renamed = Umbenannt.
page-studio-chapter-moved = Das Kapitel ist verschoben.
page-studio-chapter-deleted = Das Kapitel ist gelöscht.
page-studio-other-moves = Weitere Züge hier:
page-studio-play-other = Spielen
page-studio-move-exchange = Den Tausch { $move } vorschlagen
page-studio-move-accept = Den Tausch annehmen ({ $move })
page-studio-move-decline = Den Tausch ablehnen ({ $move })
page-studio-move-pass = Passen ({ $move })

## The book's page for a path it does not have, where the book has none of its own.
page-book-missing-title = Suffragetto: Diese Seite gibt es im Buch nicht
page-book-missing-heading = Diese Seite gibt es im Buch nicht
page-book-missing-text = Die aufgerufene Seite steht nicht im Buch.
page-book-missing-contents = Zum Inhaltsverzeichnis des Buchs
page-book-missing-tables = zu den Online-Tischen
