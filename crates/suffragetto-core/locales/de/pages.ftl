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
page-lobby-tables = Tische
page-lobby-empty = Noch keine Tische: eröffne einen.
page-lobby-free = (frei)
page-lobby-versus = gegen
page-lobby-waiting = wartet auf eine Mitspielerin
page-lobby-playing = läuft
page-lobby-won = { $side } haben gewonnen
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
page-table-title-won = { $side } gewinnen · { $title }
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
page-move-exchange = Tausch { $large } große + { $small } kleine, { $answer ->
        [accepted] angenommen
        [declined] abgelehnt
       *[pending] Antwort steht aus
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
