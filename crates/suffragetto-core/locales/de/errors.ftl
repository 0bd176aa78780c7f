# Die Antworten des Servers auf Anfragen, die er ablehnt (siehe en/errors.ftl).

## Benutzernamen

error-user-name-choose = { $what }: Wähle einen anderen Benutzernamen
error-user-name-length = ein Benutzername hat { $min } bis { $max } Buchstaben oder Ziffern
error-user-name-ends = ein Benutzername beginnt und endet mit einem Buchstaben oder einer Ziffer
error-user-name-separators = ein Benutzername hat nie zwei Leerzeichen, Bindestriche, Punkte oder Unterstriche hintereinander
error-user-name-character = ein Benutzername besteht aus Buchstaben, Ziffern und einzelnen Leerzeichen, Bindestrichen, Punkten oder Unterstrichen, nicht „{ $char }“
error-user-name-not-identifier = „{ $char }“ ist kein Buchstabe, den Namen verwenden dürfen (Unicode lässt ihn in Bezeichnern nicht zu)
error-user-name-scripts = ein Benutzername bleibt bei einer Schrift (Buchstaben mehrerer Schriften können wie ein anderer Name aussehen)
error-user-name-passes-for = ein Benutzername darf nicht wie der Computer, der Server oder ein freier Platz aussehen (er beginnt mit „{ $word }“)
error-user-name-taken = der Benutzername „{ $name }“ ist vergeben, oder einer, der ihm gleicht: Wähle einen anderen

## Passwörter

error-password-choose = { $what }: Wähle ein anderes Passwort
error-password-short = ein Passwort hat mindestens { $min } Zeichen (dieses hat { $len })
error-password-long = ein Passwort hat höchstens { $max } Zeichen
error-password-common = dieses Passwort gehört zu den häufigsten, die zuerst ausprobiert werden
error-password-is-name = das Passwort darf nicht der Benutzername sein

## Anmelden

error-sign-in-wrong = Benutzername oder Passwort ist falsch: Prüfe beides (bei Benutzernamen zählen Groß- und Kleinbuchstaben nicht) und versuche es noch einmal
error-not-signed-in = du bist nicht angemeldet (oder deine Sitzung ist abgelaufen): Melde dich an oder lege ein Konto an

## Spitznamen und Chat

error-nickname-length = ein Spitzname hat 1 bis { $max } Buchstaben, Ziffern oder Zeichen (Leerzeichen und unsichtbare Zeichen zählen nicht)
error-nickname-characters = ein Spitzname darf keines dieser Zeichen enthalten: " [ ] {"{"} {"}"} \
error-nickname-passes-for = ein Spitzname darf nicht wie der Computer oder der Server aussehen (er beginnt mit „{ $word }“)
error-chat-length = eine Chatzeile hat 1 bis { $max } Zeichen (Leerzeichen und unsichtbare Zeichen zählen nicht)

## Züge außer der Reihe

error-game-over = die Partie ist vorbei
error-not-your-turn = du bist nicht am Zug: { $side-id ->
        [police] die Polizei ist
       *[other] die Suffragetten sind
    } am Zug

## Tische

error-table-unknown-variant = unbekannte Variante `{ $id }`: Erwartet wird eine von { $ids }
error-table-none = es gibt keinen Tisch `{ $id }`
error-table-moved-on = die Partie ist weitergegangen, während dein Zug gelesen wurde: Sieh noch einmal hin
error-table-time-ran-out = deine Zeit ist vor diesem Zug abgelaufen: { $side-id ->
        [police] Die Polizei gewinnt
       *[other] Die Suffragetten gewinnen
    } auf Zeit
error-table-chat-full = der Chat dieses Tisches ist voll
error-table-not-seated = Du sitzt nicht an diesem Tisch
error-table-chat-players-only = Nur wer spielt, kann hier chatten
error-table-rematch-players-only = Nur wer spielt, kann eine Revanche anbieten
error-table-wrong-token = falsches Token: { $why }
error-table-account-no-seat = dein Konto hat hier keinen Platz: { $why } (einen Platz, den du als Gast eingenommen hast, spielst du mit seinem Token auf dem Gerät, auf dem du ihn eingenommen hast)
error-table-no-ply = Halbzug { $ply } gibt es in dieser Partie nicht
error-table-position-length = position: höchstens { $max } Zeichen
error-table-side = side ist S, P oder toss
error-table-opponent-nodes = opponent: search und strong sind hier auf { $max } Knoten begrenzt
error-table-opponent = opponent: `{ $opponent }` ist hier kein Computergegner: erwartet ist computer, random, greedy, search, search:KNOTEN, strong oder strong:STUFE (1-3)
error-table-seated-already = du sitzt schon an diesem Tisch, auf der anderen Seite: Den freien Platz nimmt jemand anderes ein, etwa eine Freundin oder ein Freund
error-table-full = beide Plätze sind besetzt; du kannst zuschauen
error-table-over-watch = diese Partie ist vorbei; du kannst zuschauen
error-table-takeback-over = die Partie ist vorbei: Es lässt sich nichts mehr zurücknehmen
error-table-takeback-offered = du hast schon eine Zurücknahme angeboten: Die Antwort liegt bei der anderen Seite
error-table-takeback-answer = die andere Seite bietet eine Zurücknahme an: Nimm sie an oder lehne sie ab
error-table-takeback-none = es ist keine Zurücknahme angeboten
error-table-takeback-yours = auf dein Angebot einer Zurücknahme antwortet die andere Seite
error-table-takeback-nothing = du hast noch nicht gezogen: Es gibt nichts zurückzunehmen
error-table-claim-correspondence = in einer Fernpartie entscheidet die Uhr: Eine Seite, deren Tage aufgebraucht sind, verliert
error-table-claim-computer = der Computer verlässt nie eine Partie
error-table-claim-not-to-move = { $side-id ->
        [police] die Polizei ist
       *[other] die Suffragetten sind
    } nicht am Zug: Gegen jemanden, der gegangen ist, lässt sich die Partie nur beanspruchen, solange er am Zug ist
error-table-claim-present = { $side-id ->
        [police] wer die Polizei spielt, ist am Tisch
       *[other] wer die Suffragetten spielt, ist am Tisch
    }
error-table-claim-too-soon = { $side-id ->
        [police] wer die Polizei spielt, ist seit { $seconds } s nicht da; nach { $limit } s kannst du die Partie für dich beanspruchen
       *[other] wer die Suffragetten spielt, ist seit { $seconds } s nicht da; nach { $limit } s kannst du die Partie für dich beanspruchen
    }
error-table-abort-moved = beide Seiten haben schon gezogen, daher lässt sich die Partie nur abbrechen, wenn die Gegenseite gegangen ist ({ $why })
error-table-rematch-not-over = die Partie ist noch nicht vorbei: Eine Revanche kommt danach
error-table-rematch-deleted = das Konto der anderen Person wurde gelöscht: Es gibt niemanden, mit dem du eine Revanche spielen könntest
error-table-analysis-playing = die Analyse kommt nach der Partie: Diese wird noch gespielt
error-table-no-draw = Suffragetto kennt kein Remis: Keine der Regeln von 1908 beendet eine Partie ohne Sieger, also gibt es kein Remis anzubieten; eine Partie endet, wenn eine Seite gewinnt – durch Aufgabe, auf Zeit oder durch einen Anspruch –, oder sie wird abgebrochen, bevor jede Seite gezogen hat (docs/online-play.md)

## Studien

error-study-title = eine Studie braucht einen Titel
error-study-last-chapter = eine Studie behält mindestens ein Kapitel: Lösche stattdessen die Studie
error-study-arrange-no-chapter = Kapitel { $n }: Diese Studie hat die Kapitel 1 bis { $chapters }
error-study-arrange-twice = Kapitel { $n } ist doppelt genannt: Jedes Kapitel kommt einmal vor
error-study-deleted = diese Studie gibt es nicht (sie wurde inzwischen gelöscht)
error-study-name-length = ein Name oder Titel hat höchstens { $max } Zeichen
error-study-comment-length = ein Kommentar hat { $length } Zeichen: Höchstens { $max } werden behalten
error-study-chapter = Kapitel { $n }: { $why }
error-study-record-bytes = Die Aufzeichnung hat { $bytes } Bytes: Ein Kapitel hat höchstens { $max }
error-study-record-moves = Die Aufzeichnung hat mit ihren Varianten { $moves } { $moves ->
        [one] Zug
       *[other] Züge
    }: Ein Kapitel hat höchstens { $max }
error-study-record-variant = Das Variant-Tag der Aufzeichnung nennt `{ $tag }`, aber das Kapitel steht unter der Variante { $variant }
error-study-chapter-query = erwartet wird ?chapter=N, die Nummer eines Kapitels
error-study-place-syntax = `{ $place }` ist keine Stelle in einem Kapitel: Erwartet werden Zahlen, durch Punkte verbunden (ein Zug der Hauptvariante, dann eine Abspielvariante und ein Zug darin), etwa 3 oder 3.0.2
error-study-no-move-there = an dieser Stelle des Kapitels steht kein Zug
error-study-no-chapter = diese Studie hat kein Kapitel { $n }: Sie hat { $chapters ->
        [one] eines
       *[other] { $chapters }
    }
error-study-none = diese Studie gibt es nicht (prüfe den Link)
error-study-read-only = mit diesem Link lässt sich die Studie nur lesen: Zum Ändern braucht es ihren Bearbeitungslink (oder dass ihre Besitzerin oder ihr Besitzer angemeldet ist)
error-study-table-variant = an dem Tisch wird die Variante { $table } gespielt, nicht { $variant }
error-study-chapter-start = ein Kapitel beginnt mit einem von diesen: einer Aufzeichnung (sgn), einer Stellung, einem Tisch; oder ohne eines davon mit der Anfangsstellung der Variante
error-study-bytes = die Aufzeichnungen der Studie haben { $bytes } Bytes: Eine Studie hat höchstens { $max }
error-study-chapter-count = eine Studie hat 1 bis { $max } Kapitel
error-study-no-chapter-file = diese Kapiteldatei gibt es nicht: { $file }
error-study-new-chapter = Kapitel { $n }: Eine Studie hat höchstens { $max } Kapitel, und ein neues kommt nach dem letzten ({ $chapters })
error-study-bytes-would = die Aufzeichnungen der Studie hätten { $bytes } Bytes: Eine Studie hat höchstens { $max }
error-study-changed = die Studie hat sich inzwischen geändert: Lade sie neu
error-study-diagram-file = erwartet wird diagram.svg, diagram.png oder diagram.pdf
error-study-plies-syntax = plies: Erwartet werden Zahlen, durch Kommas getrennt, etwa 4,9,14
error-study-handout-plies = ein Arbeitsblatt zeigt 1 bis { $max } Halbzüge
error-study-handout-ply = Halbzug { $ply }: Die Hauptvariante des Kapitels hat { $plies } { $plies ->
        [one] Halbzug
       *[other] Halbzüge
    }
error-study-paper = paper: Erwartet wird a4 oder letter
error-study-per-page = per_page: Ein Arbeitsblatt hat { $min } bis { $max } Diagramme je Seite
error-study-no-place = diese Stelle gibt es in der Studie nicht
error-study-analysing = ein Kapitel dieser Studie wird schon analysiert: Warte, bis die Analyse fertig ist
error-study-followers = dieser Studie folgen gerade zu viele Lernende: Versuche es später noch einmal

## Der Server ist ausgelastet

error-busy-table-state = der Tisch ist schneller weitergegangen, als sein Stand erstellt werden konnte: Versuche es noch einmal
error-busy-heavy = der Server ist mit anderen aufwendigen Anfragen beschäftigt und konnte deine nicht innerhalb von { $seconds } s beginnen: Versuche es gleich noch einmal
error-busy-engine-time = die Engine hat die Zeit dieser Antwort aufgebraucht: Versuche es noch einmal
error-busy-work = { $what } ist mehr, als der Server für eine Antwort berechnet: Es braucht mehr als { $limit } aufgelistete oder erklärte Züge
error-busy-time = { $what } ließ sich nicht in der Zeit berechnen, die eine Antwort hat: Es braucht mehr als { $seconds } s Arbeit; versuche es mit einer kleineren Stellung oder später noch einmal
error-busy-cancelled = { $what } wurde abgebrochen
error-work-exploring = das Erkunden dieser Stellung
error-work-explaining = das Erklären dieses Zuges
error-work-listing-moves = das Auflisten der Züge dieser Stellung
error-work-reading-move = das Lesen dieses Zuges
error-work-loading-table = das Laden dieses Tisches
error-work-analysing-game = die Analyse dieser Partie
error-work-analysing-chapter = die Analyse dieses Kapitels
error-busy-table-watchers = diesem Tisch schauen schon { $n } { $n ->
        [one] Seite
       *[other] Seiten
    } zu: Versuche es später noch einmal
error-busy-address-watchers = deine Adresse schaut diesem Tisch schon auf { $n } { $n ->
        [one] Seite
       *[other] Seiten
    } zu: Schließe zuerst eine davon
error-busy-passwords = der Server prüft gerade viele Passwörter zugleich: Versuche es in { $n } Sekunden noch einmal
error-busy-rate = { $what }: Versuche es in { $n ->
        [one] einer Sekunde
       *[other] { $n } Sekunden
    } noch einmal
error-busy-rate-create = zu viele neue Tische von deiner Adresse
error-busy-rate-join = zu viele eingenommene Plätze von deiner Adresse
error-busy-rate-move = zu viele Züge von deiner Adresse
error-busy-rate-chat = zu viele Chatzeilen von deiner Adresse
error-busy-rate-explore = zu viele Anfragen an den Regel-Explorer von deiner Adresse
error-busy-rate-read = zu viele Abrufe von Tischen von deiner Adresse
error-busy-rate-seek = zu viele Suchen von deiner Adresse
error-busy-rate-takeback = zu viele Angebote einer Zurücknahme von deiner Adresse
error-busy-rate-claim = zu viele Ansprüche und Abbrüche von deiner Adresse
error-busy-rate-study = zu viele Änderungen an Studien von deiner Adresse
error-busy-rate-sign-in = zu viele Anmeldeversuche von deiner Adresse
error-busy-rate-sign-in-name = zu viele Anmeldeversuche für diesen Benutzernamen
error-busy-rate-sign-up = zu viele neue Konten von deiner Adresse

## Der Regel-Explorer

error-explorer-variants-none = variants: Nenne mindestens eine, etwa english,german
error-explorer-variants-many = variants: höchstens { $max } auf einmal ({ $asked } verlangt)
error-explorer-variants-same-id = variants: Zwei gesendete Dateien haben die ID `{ $id }`
error-explorer-variants-twice = variants: `{ $name }` ist doppelt genannt
error-explorer-position-length = position: höchstens { $max } Zeichen
error-explorer-position-none = position: keine Stellung der verlangten Varianten ({ $why })
error-explorer-position-under = in der Variante { $variant }: { $why }
error-explorer-position-join = {"; "}
error-explorer-edit-piece = edit: Figur `{ $piece }`: Erwartet wird S, L, P oder I
error-explorer-edit-no-square = edit: Eine Figur braucht ein Feld
error-explorer-edit-side = edit: Seite am Zug `{ $side }`: Erwartet wird S oder P
error-explorer-edit-square = edit: Feld `{ $square }`: Erwartet wird eine Linie a–q und eine Reihe 1–17, etwa g7
error-explorer-edit-captives = edit: { $what }: höchstens { $max } von jeder Art
error-explorer-move-length = move: höchstens { $max } Zeichen
error-explorer-record-bytes = { $file }: { $bytes } Bytes: Eine hierher gesendete Aufzeichnung hat höchstens { $max }

## Konten und Plätze

error-table-token-or-account = sende das Token deines Platzes oder melde dich bei dem Konto an, dem der Platz gehört
error-account-no-session = eine solche Sitzung hast du nicht: Sie ist schon beendet (lade die Liste neu)
error-account-wrong-password = das ist nicht dein aktuelles Passwort: Gib es noch einmal ein
error-account-other-origin = diese Anfrage kam nicht von den Seiten dieser Website (ihr Origin-Header fehlt oder gehört zu einer anderen Website): Benutze die Seiten dieser Website
error-account-csrf = dieser Änderung fehlt das CSRF-Token deiner Sitzung (X-CSRF-Token, von GET /api/me): Lade die Seite neu und versuche es noch einmal
error-api-no-path = diesen API-Pfad gibt es nicht: { $path }

## Züge

error-move-too-long = ein Zug hat höchstens { $max } Zeichen

## Requests that do not read

error-request = { $what }
error-request-at = { $what } (Zeile { $line }, Spalte { $column })
error-body-syntax = der Rumpf der Anfrage ist kein gültiges JSON
error-body-content-type = der Rumpf der Anfrage muss JSON sein, gesendet mit dem Header Content-Type: application/json
error-body-too-large = der Rumpf der Anfrage ist größer, als der Server annimmt
error-body-unreadable = der Rumpf der Anfrage konnte nicht gelesen werden
error-body-missing-field = dem Rumpf der Anfrage fehlt das Feld `{ $field }`
error-body-unknown-field = der Rumpf der Anfrage hat ein Feld, das diese Anfrage nicht kennt: `{ $field }`
error-body-field-value = das Feld `{ $field }` der Anfrage hat einen Wert der falschen Art
error-body-data = der Rumpf der Anfrage hat nicht die Felder, die diese Anfrage nimmt
error-query-missing-field = der Adresse fehlt der Parameter `{ $field }`
error-query-unknown-field = die Adresse hat einen Parameter, den diese Seite nicht kennt: `{ $field }`
error-query-field-value = der Parameter `{ $field }` der Adresse hat einen Wert der falschen Art
error-query-data = die Parameter der Adresse sind nicht lesbar
error-position = position: { $why }
error-format = format: `{ $format }` ist kein Format (erwartet ist svg, pdf oder png)
error-clock-live = clock: { $initial } ist 1 bis 10800 Sekunden und { $increment } 0 bis 180 Sekunden
error-clock-days = clock: { $days } ist 1 bis 14
error-body-secret = der Rumpf der Anfrage ist ein JSON-Objekt mit den Textfeldern { $fields }
error-path-data = die Adresse nennt eine Stelle, die sich nicht lesen lässt (eine Nummer ist eine ganze Zahl ab 0)
