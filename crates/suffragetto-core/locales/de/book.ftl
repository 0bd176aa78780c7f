# Die Wörter des Buchs, die der Bau erzeugt (Titel, Tabellen, Diagramme,
# Bildunterschriften, die Sprachwahl), auf Deutsch; dieselben ids wie
# en/book.ftl (siehe dort).

book-title = Suffragetto: die Regelvarianten im Vergleich
book-read-in = Das Buch auf Deutsch lesen
book-languages = Sprachen

## Wörter der Tabellen und Aufklappfelder

book-position-string = Stellungsstring
book-position-strings-after = Stellungsstrings nach dem Zug
book-rule-point = Regelpunkt
book-rule-point-label = Regelpunkt
book-matrix-show-all = Alle %n Regelpunkte zeigen
book-matrix-show-differing = Nur die %n abweichenden zeigen
book-values-differ = die Werte weichen ab
book-statuses-differ = nur die Status weichen ab
book-the-texts = die Texte
book-sentences-of-texts = die Sätze der Texte
book-area-capture = Verhaften und außer Gefecht setzen

## Die Seite für einen Pfad, den das Buch nicht hat.

book-not-found-title = Seite nicht gefunden (404)
book-not-found = Diese Adresse gibt es leider nicht. Die Navigationsleiste oder die Suche führt weiter.

## booktrans: die Diagramme der Regelseiten (chapters/rules.rs), je ein
## Titel mit Bildunterschrift (`.caption`), und was die Engine dazu sagt.

book-ex-step = Ein Schritt in jede der acht Richtungen
    .caption = Eine Figur zieht ein Feld weit auf ein angrenzendes freies Feld, vorwärts, seitwärts, rückwärts oder diagonal.
book-ex-own-building = Das eigene Gebäude ist gesperrt
    .caption = Die Albert Hall (h4 bis j5) ist das Ziel der Polizei: Eine Suffragette darf sie nicht betreten.
book-ex-closed = Gefängnishof und Krankenhausgelände sind geschlossen
    .caption = Keine Figur darf auf das Gefängnis, den Gefängnishof, das Krankenhaus oder das Krankenhausgelände ziehen; geschlagene Figuren werden dorthin gestellt, nicht dorthin gezogen.
book-ex-chain = Eine Sprungkette über eigene Figuren
    .caption = Ein Sprung führt über eine angrenzende Figur auf das freie Feld dahinter, in jede der acht Richtungen (trotz des Vergleichs des englischen Textes mit dem Damespiel, dessen Sprünge diagonal sind); Sprünge dürfen aneinandergereiht werden, sofern jeder auf einem erlaubten Feld landet.
book-ex-blocked = Wo ein Sprung versperrt ist
    .caption = Die Figur auf g8 kann nicht über g9 springen, weil g10 dahinter besetzt ist; über h9 kann sie es, und von dort weiter.
book-ex-two-disabled = Zwei Polizisten in einer Kette außer Gefecht gesetzt
    .caption = Eine einfache Suffragette setzt einen Polizisten außer Gefecht, indem sie diagonal über ihn springt, während er in der Arena steht; eine Kette darf mehrere schlagen.
book-ex-diagonal = Kleine Figuren schlagen nur diagonal
    .caption = Über h9 (diagonal) schlägt der Sprung; über g9 (gerade) kommt die kleine Figur nur voran, und der Polizist bleibt stehen.
book-ex-any-direction = Anführerinnen und Inspektoren schlagen in jede Richtung
    .caption = Eine Anführerin schlägt auch gerade entlang einer Linie oder Reihe.
book-ex-police-arrest = Die Polizei verhaftet auf dieselbe Weise
    .caption = Ein Polizist verhaftet eine Suffragette mit einem diagonalen Sprung; sie kommt ins Gefängnis.
book-ex-outside-arena = Kein Schlagen außerhalb der Arena
    .caption = Der Polizist auf d9 steht auf einem gelben Feld außerhalb der rosa Arena: Der diagonale Sprung über ihn schlägt nichts.
book-ex-mid-chain = Mitten in der Kette ins House of Commons
    .caption = Eine Kette darf das Gebäude des Gegners betreten; von da an muss jedes Landefeld darin liegen.
book-ex-once-inside = Einmal drinnen, nie mehr hinaus
    .caption = Eine Figur im Gebäude des Gegners darf sich darin bewegen (und verbraucht damit ihren Zug), aber nicht hinausziehen oder hinausspringen.
book-ex-exchange = Ein Austausch von Gefangenen
    .caption = Mit je zwölf oder mehr Figuren in Gefängnis und Krankenhaus darf eine Seite statt eines Zuges einen Austausch anbieten. Nach dem englischen Text muss die andere Seite zustimmen.
book-ex-come-back = Die Gefangenen kehren zurück
    .caption = Nachdem das Angebot X0+2 angenommen ist, kehren die ausgetauschten Figuren auf den Gefängnishof und das Krankenhausgelände zurück.
book-ex-sixth = Die sechste Figur zieht ein
    .caption = Die Seite, die als erste sechs Figuren im Gebäude des Gegners hat, gewinnt sofort.
book-fact-move = Zug: `{ $move }`, einer von { $count } gültigen Zügen hier.
book-fact-won = { $side-id ->
    [police] Danach hat die Polizei gewonnen.
   *[other] Danach haben die Suffragetten gewonnen.
}
book-fact-landings = Die gültigen Landefelder der Figur auf { $square } nach der Engine: { $squares }
book-fact-none = keine
book-fact-capturing = ; dazu, mit Schlagen: { $squares }
book-fact-exchange = Gefängnis { $prison }, Krankenhaus { $hospital }; { $side-id ->
    [police] die Polizei kann
   *[other] die Suffragetten können
} { $count } verschiedene Austausche anbieten (`{ $first }` … `{ $last }`).
book-fact-after = Vorher: Gefängnis { $prison }, Krankenhaus { $hospital }. Nach `{ $moves }`: Gefängnis { $prison-after }, Krankenhaus { $hospital-after }; { $side-id ->
    [police] die Polizei ist
   *[other] die Suffragetten sind
} am Zug.

## booktrans: die eingebauten Varianten mit Namen (`variant-name-ID`, variants.ftl) und
## die Wendungen, in denen die Seiten sie nennen.

book-the-variant = die Variante „{ $name }“
    .under = in der Variante „{ $name }“
book-and = { $rest } und { $last }
book-reading-of = die Lesart, der { $names } { $count ->
        [one] folgt
       *[other] folgen
    }
    .under = nach der Lesart, der { $names } { $count ->
        [one] folgt
       *[other] folgen
    }
book-reading-value = die Lesart „{ $value }“
    .under = nach der Lesart „{ $value }“
book-not-measured = nicht gemessen
book-base-report = Suffragetten gewinnen { $suffragettes }, Polizei gewinnt { $police }, unbeendet { $unfinished }, mittlere Länge { $length } Halbzüge
book-share-unmeasured = { $play ->
    [strong] Bei starkem Spiel
   *[greedy] Bei gierigem Spiel
} wurde sie nicht gemessen
book-share-too-few = { $play ->
    [strong] Bei starkem Spiel
   *[greedy] Bei gierigem Spiel
} ändert sie den Siegesanteil der Suffragetten vielleicht, aber { $games } Partien sind zu wenige, um es zu sagen (Unterschied { $difference })
book-share-raises = { $play ->
    [strong] Bei starkem Spiel
   *[greedy] Bei gierigem Spiel
} erhöht sie den Siegesanteil der Suffragetten um { $by } (Unterschied { $difference })
book-share-lowers = { $play ->
    [strong] Bei starkem Spiel
   *[greedy] Bei gierigem Spiel
} senkt sie den Siegesanteil der Suffragetten um { $by } (Unterschied { $difference })
book-share-none = { $play ->
    [strong] Bei starkem Spiel
   *[greedy] Bei gierigem Spiel
} ändert sie den Siegesanteil der Suffragetten nicht messbar (Unterschied { $difference })
book-finding = { $change }: { $strong }. { $greedy }.
book-first-player = { $name }: Die zuerst ziehende Seite gewinnt bei starkem Spiel { $strong } der entschiedenen Partien, bei gierigem Spiel { $greedy }.
book-first-player-toss = { $name } mit einem Münzwurf darüber, wer beginnt
book-source-played = Sie wurden beim Bau dieses Buchs gespielt.
book-source-replaced = Sie wurden beim Bau dieses Buchs gespielt: Die mit dem Buch veröffentlichten Ergebnisse (`book/data/strong/`) entstanden unter Regeln, die sich seither geändert haben (ein Regelpunkt kam hinzu oder ein Wert änderte sich), und werden daher nicht verwendet; `scripts/strong-data` erzeugt sie neu.
book-source-published = Es sind die mit dem Buch veröffentlichten Ergebnisse, Partie für Partie, in `book/data/strong/` (erzeugt von `scripts/strong-data`, Version { $made }); `suffragetto book --strong-games N` spielt stattdessen N Partien je Lauf neu.
book-source-partial = Der Lauf, der sie erstellt, ist noch nicht fertig: Dies sind seine bisher fertigen Teile, { $games } seiner geplanten { $planned } Partien für { $base } und jede Änderung, { $variant-games } für jede andere Variante, daher sind die Intervalle breiter, als sie sein werden.
book-metric-suffragette-win-rate = Siegesanteil der Suffragetten
book-metric-police-win-rate = Siegesanteil der Polizei
book-metric-unfinished-rate = Anteil unbeendeter Partien
book-metric-first-player-win-rate = Anteil der ersten Seite an den entschiedenen Partien
book-metric-length-plies = Partielänge (Halbzüge)
book-metric-captures-per-game = Schlagen je Partie
book-metric-exchanges-made-per-game = ausgeführte Austausche je Partie
book-verdict-clear = eindeutig
book-verdict-no-change = keine messbare Änderung
book-verdict-too-few = zu wenige Partien, um es zu sagen
book-verdict-open = unklar
book-chart-suffragettes-win = Suffragetten gewinnen
book-chart-police-win = Polizei gewinnt
book-chart-unfinished = unbeendet
book-chart-wins-title = Von jeder Seite gewonnene Partien, je Variante, mit 95-%-Intervallen
book-chart-wins-desc = Anteil gewonnener Partien, { $low } % bis { $high } %; ein Punkt ist der Anteil, sein Balken das 95-%-Intervall.
book-chart-percent = { $n } %
book-chart-even = gleich
book-chart-wins-axis = Anteil gewonnener Partien (Punkt), mit seinem 95-%-Intervall (Balken)
book-chart-variant = Variante
book-chart-lengths-title = Partielängen je Variante (Halbzüge)
book-chart-lengths-desc = Histogramme der Partielänge in Halbzügen, Klassen von { $width } Halbzügen; die Zählachse jedes Felds reicht von 0 bis { $most } Partien.
book-chart-bin = { $name }: { $n } { $n ->
    [one] Partie
   *[other] Partien
} von { $low }-{ $high } Halbzügen
book-chart-lengths-axis = Partielänge in Halbzügen (nach { $cap } abgebrochene Partien zählen als unbeendet)
book-chart-games = Zahl der Partien
book-chart-greedy-play = gieriges Spiel
book-chart-strong-play = starkes Spiel
book-chart-effects-title = Wirkung jeder Änderung auf den Siegesanteil der Suffragetten, bei gierigem und bei starkem Spiel
book-chart-effects-desc = Änderung des Anteils der Partien, die die Suffragetten gewinnen, −{ $reach } bis +{ $reach } Prozentpunkte; ein Punkt ist der gepaarte Unterschied, sein Balken das 95-%-Intervall; { $first } grau, { $second } violett.
book-chart-no-effect = keine Wirkung
book-chart-effects-axis = Änderung des Siegesanteils der Suffragetten, Prozentpunkte
book-game-illegal-under = In der Variante „**{ $variant }**“ ist dieser Zug ungültig: { $reason }
book-game-at-ply = Halbzug { $ply }: { $message }
book-game-unfinished = keiner: unbeendet
book-game-not-reached = nicht erreicht
book-under = { $name }: { $text }
book-panel-landings = { $name }: { $count ->
    [one] { $count } gültiges Landefeld
   *[other] { $count } gültige Landefelder
} für die Figur auf { $square }.
book-panel-arrow = Der Pfeil zeigt <code>{ $move }</code>, hier gültig.
book-panel-position = { $name }: Gefängnis { $prison }, Krankenhaus { $hospital }, { $side-id ->
    [police] die Polizei ist
   *[other] die Suffragetten sind
} am Zug.
book-panel-after = { $name }, nach <code>{ $move }</code>: Gefängnis { $prison }, Krankenhaus { $hospital }, { $side-id ->
    [police] die Polizei ist
   *[other] die Suffragetten sind
} am Zug.
book-js-kind-s = ein Schritt
book-js-kind-h = ein Sprung
book-js-kind-c = ein Sprung, der schlägt
book-js-landing = { $square } ({ $kind })
book-js-keys = Diagramm: Die Pfeiltasten bewegen über die Felder; Eingabe oder Leertaste wählt eine Figur und zeigt dann ein Landefeld; Escape gibt die Figur wieder frei
book-js-none-chosen = keine gewählt
book-js-to-move = { $side ->
    [P] Die Polizei ist
   *[S] Die Suffragetten sind
} am Zug. Ein Klick auf eine Figur zeigt, wohin sie ziehen darf.
book-js-not-your-turn = { $side ->
    [P] Die Polizei ist
   *[S] Die Suffragetten sind
} am Zug: { $letter ->
    [P] Der
    [I] Der
   *[other] Die
} { $piece } auf { $square } kann jetzt nicht ziehen.
book-js-invalid = { $named ->
    [yes] Keine Stellung { $under }
   *[no] Keine Stellung dieser Variante
} ({ $reason }).
book-js-may-land = { $letter ->
    [P] Der
    [I] Der
   *[other] Die
} { $piece } auf { $square } darf { $named ->
    [yes] { $under } hier
   *[no] hier
} landen: { $landings }.
book-js-cannot-move = { $letter ->
    [P] Der
    [I] Der
   *[other] Die
} { $piece } auf { $square } kann { $named ->
    [yes] { $under } nicht
   *[no] nicht
} ziehen.
book-js-all-may-land = In { $count ->
    [2] beiden
   *[other] allen
} Varianten darf { $letter ->
    [P] der
    [I] der
   *[other] die
} { $piece } auf { $square } hier landen: { $landings }.
book-js-none-lands = In { $count ->
    [2] beiden
   *[other] allen
} Varianten zugleich darf { $letter ->
    [P] der
    [I] der
   *[other] die
} { $piece } auf { $square } nirgends landen.
book-js-only-under = Nur { $under }: { $landings }.
book-js-agree = Die Varianten stimmen bei dieser Figur überein.
book-js-refused = { $move } ist { $under } nicht erlaubt:
book-js-rule-point = Regelpunkt:
book-js-variants-shown = Gezeigte Varianten
book-js-both-at-once = beide zugleich
book-js-explore = Diese Stellung im Regel-Explorer öffnen
book-js-first = Erste Stellung (Pos1)
book-js-prev = Voriger Zug (←)
book-js-next = Nächster Zug (→)
book-js-last = Letzte Stellung dieser Linie (Ende)
book-js-moves = Züge
book-js-download = Die Aufzeichnung herunterladen ({ $file })
book-js-start = Anfang
book-js-illegal-title = Ungültig ({ $variants }); der Grund steht bei diesem Zug
book-js-illegal-label = { $move }, ungültig ({ $variants })
book-js-legend = ein Zug, den eine andere Variante nicht erlaubt; bei diesem Zug steht ihr Grund neben dem Brett.
book-js-position-after = Stellung nach { $move }
book-js-start-position = Ausgangsstellung
book-js-glyph-good = ein guter Zug
book-js-glyph-mistake = ein Fehler
book-js-glyph-brilliant = ein glänzender Zug
book-js-glyph-blunder = ein grober Fehler
book-js-glyph-interesting = ein interessanter Zug
book-js-glyph-dubious = ein zweifelhafter Zug
book-js-illegal-here = In der Variante „{ $variant }“ ist dieser Zug ungültig:
book-js-variation = Variante der Partie
book-js-square-said = { $square }: { $empty ->
    [yes] leer
   *[no] { $piece }, { $side }
}{ $landing ->
    [yes] , ein Landefeld
   *[no] {""}
}
book-js-piece-on = { $piece } auf { $square }
book-js-piece-label = Figur:
book-js-ply-of = Halbzug { $ply } von { $plies }
book-js-play-online = Online spielen
book-js-explorer = Der Regel-Explorer
book-version-title = Version { $version }, { $date }{ $current ->
    [yes] {" "}(aktuell)
   *[no] {""}
}
book-yes = ja
book-no = nein
book-open-quote = „
book-close-quote = “
book-not-in-engine = noch nicht in der Engine
book-variant = Variante
book-source-title = der Titel der Quelle
book-language = Sprache
book-date-of-game = das Datum, das sie dem Spiel gibt
book-fact-addresses = Adressen, die sie angibt
book-fact-editor = Bearbeitung, wie die Variante sie festhält
book-fact-own-date = ihr eigenes Datum
book-fact-language = Sprache
book-fact-made-by = verfasst von
book-fact-provenance = Herkunft
book-fact-by-status = Regelpunkte nach Status
book-fact-siglum = Sigle
book-fact-copy = die Kopie, in der die Zeilen gezählt sind
book-fact-game-date = das Datum, das sie dem Spiel gibt
book-fact-title = Titel
book-fact-play = so spielt man sie
book-fact-what = was sie ist
book-fact-found-at = wo das Projekt sie gefunden hat
book-col-french-text = der französische Text
book-col-correction = Verbesserung
book-col-ludii-text = Regeltext der Ludii-Datei
book-col-english = englische Online-Regeln
book-col-certainty = Sicherheit
book-col-kind = Art
book-col-why = warum
book-col-rule-point = Regelpunkt
book-col-value = Wert
book-col-status = Status
book-col-phrase = Wendung
book-col-line = Zeile
book-origin-self-play = Partie { $game } des gierigen Spiels gegen sich selbst ({ $rules }), nach { $ply } { $ply ->
    [one] Halbzug
   *[other] Halbzügen
}
book-origin-random = zufällige Aufstellung Nr. { $placement } der Figuren (Startwert { $seed })

## Die Zusammenfassung der Lesarten am Anfang der Kapitel über die
## Unterschiede und die Statistik („Kurz gesagt“).
book-sum-games = { $n ->
    [one] { $count } Partie
   *[other] { $count } Partien
}
book-sum-less-than-one = weniger als 1
book-sum-span-between = zwischen { $from } und { $to } { $way ->
    [fewer] weniger
   *[more] mehr
}
book-sum-span-anything = irgendwo zwischen { $from } weniger und { $to } mehr
book-sum-share-maybe = die Suffragetten gewinnen vielleicht { $way ->
    [fewer] weniger
   *[more] mehr
} Partien ({ $range } von 100), aber { $games } { $n ->
    [one] ist zu wenig
   *[other] sind zu wenige
}, um das als Befund zu werten
book-sum-share-too-few = { $games } { $n ->
    [one] reicht
   *[other] reichen
} nicht, um zu sagen, wer öfter gewinnt
book-sum-share-clear = die Suffragetten gewinnen von 100 Partien etwa { $size } { $way ->
    [fewer] weniger
   *[more] mehr
} ({ $range })
book-sum-share-none = wer gewinnt, ändert sich nicht messbar (höchstens um { $within } von 100)
book-sum-share-open = wer öfter gewinnt, lässt sich mit diesen Partien nicht sagen (möglich sind { $range } von 100)
book-sum-length-maybe = die Partien werden vielleicht { $way ->
    [shorter] kürzer
   *[longer] länger
} ({ $range } Halbzüge), aber { $games } { $n ->
    [one] ist zu wenig
   *[other] sind zu wenige
}, um das als Befund zu werten
book-sum-length-too-few = { $games } { $n ->
    [one] reicht
   *[other] reichen
} nicht, um zu sagen, ob die Partien länger werden
book-sum-length-clear = die Partien sind etwa { $size } { $plies ->
    [one] Halbzug
   *[other] Halbzüge
} { $way ->
    [shorter] kürzer
   *[longer] länger
} ({ $range })
book-sum-length-none = die Länge der Partien ändert sich nicht messbar (höchstens um { $within } { $plies ->
    [one] Halbzug
   *[other] Halbzüge
})
book-sum-length-open = ob die Partien länger oder kürzer werden, lässt sich mit diesen Partien nicht sagen (möglich sind { $range } Halbzüge)
book-sum-untouched = bei { $play ->
    [strong] starkem
   *[greedy] gierigem
} Spiel verlief keine der { $games } anders
book-sum-under = bei { $play ->
    [strong] starkem
   *[greedy] gierigem
} Spiel ({ $games }): { CAPITAL($clauses) }
book-sum-both = { $first } und { $second }
book-sum-clauses-join = {"; "}
book-sum-moves-differ = Sie ändert die erlaubten Züge.
book-sum-moves-lead = Sie ändert, was ein Zug bewirkt, nicht aber, welche Züge erlaubt sind.
book-sum-moves-first = Sie ändert nur, wer den ersten Zug macht.
book-sum-moves-same = In keiner der { $count } Stellungen, die die Engine verglichen hat, änderte sie die erlaubten Züge oder das, was ein Zug bewirkt.
book-sum-title-changes-the-games = Lesarten, die den Verlauf der Partien ändern
book-sum-title-changes-the-moves = Lesarten, die die Züge ändern, die Partien aber nicht messbar
book-sum-title-changes-nothing = Lesarten ohne messbaren Unterschied
book-sum-sureness = Wie sicher das ist: Eine Änderung gilt als Befund, wo ihr 95-%-Intervall die Null ausschließt und sie auf mindestens { $min } Partien beruht; als keine messbare Änderung, wo das Intervall die Null enthält und schmal ist (es reicht zu keiner Seite der Schätzung weiter als { $share } von 100 gewonnenen Partien oder { $length } % der üblichen Partielänge), und „höchstens um“ nennt dann die größte Änderung, die das Intervall offenlässt.
book-sum-greedy-rests = Das gierige Spiel beruht auf { $games } je Lesart.
book-sum-strong-rests-few = Das starke Spiel beruht auf nur { $games } je Lesart: zu wenige für einen Befund (dafür braucht es mindestens { $min }), darum ist es oben nur genannt, wo es auf etwas hindeutet; die Abschnitte geben alle seine Zahlen.
book-sum-strong-rests = Das starke Spiel beruht auf { $games } je Lesart.
book-sum-heading = Kurz gesagt: was die strittigen Lesarten ändern
book-sum-intro = Jede Lesart unten ist ein Wert, den eine andere Quelle einem Regelpunkt gibt; er wird für sich allein in die Variante „{ $base }“ gesetzt und gegen sie gespielt.
book-sum-as-in = so auch
book-witness-no-variant = Er hat keine eigene Variante: Seine Sätze stehen neben den anderen in den <a href="../parallel/index.html">Paralleltexten</a>.
book-stemma-alt = Das Stemma: Die Online-Regeln (E) und Renee Shelbys Ausgabe (σ, liegt nicht vor) stammen von einem englischen Text ab (ω, liegt nicht vor); die französische Übersetzung (F) übersetzt Shelbys Ausgabe, deren Englisch der Regeltext der Ludii-Datei (S) bewahrt; das Ludii-Programm (L) steht in derselben Datei; der deutsche Artikel (D) ist eine Zusammenfassung, deren Quelle nicht bekannt ist.
book-stemma-caption = Das Stemma, gezeichnet aus den Daten des Projekts zu den Textzeugen: Durchgezogene Linien bedeuten Abstammung, gepunktete verbinden anders verwandte Textzeugen, gestrichelte Kästen sind Vorlagen, die nicht vorliegen (die Zeichnung öffnet sich in voller Größe). Jede Kante ist eine Schlussfolgerung des Projekts, sofern unten nichts anderes steht.
book-known-stated = ausdrücklich
book-known-inferred = Schlussfolgerung des Projekts
book-known-recorded = aus der Geschichte des Repositorys
book-known-unknown = unbekannt

## A rule point the sources are silent on, in a clickable diagram's answer

book-why-silent = { $value } ({ $status }): Die Quellen schweigen; eine Konvention des Projekts

# Die Zeile unter dem Titel eines Anhangs: welche Notiz des Projekts er ist.
book-appendix-source = Dieser Anhang ist die Notiz { $path } des Projekts, übersetzt aus dem englischen Original, wie es im Repository steht, aus dem das Buch gebaut wurde; im Zweifel gilt das Original (Kennungen von Varianten wie <code>english</code> sind die Werte, die <code>--variant</code> des Werkzeugs annimmt).

## Die Zeugen in Worten (sources/witnesses.yaml, sources/artefacts.yaml).

book-language-name = { $code ->
    [en] Englisch
    [de] Deutsch
    [fr] Französisch
   *[other] { $code }
}
book-witness-kind = { $kind ->
    [text] Regeltext
   *[program] Programm
}
book-date-none = nicht verzeichnet
book-date-in-section = , im Abschnitt { $section }
book-date-gloss = ({ $language }: { $gloss })
book-ref-editor = (Hrsg.)
book-ref-pages = zitiert S. { $pages }
book-ref-accessed = abgerufen am { $date }
book-copy-lines = { $n ->
    [one] { $n } Zeile
   *[other] { $n } Zeilen
}
book-copy-no-hash = SHA-256 nicht verzeichnet
book-relation = { $kind ->
    [descends-from] { $who } geht auf { $source } zurück
    [preserves-the-english-of] { $who } bewahrt das Englisch von { $source }
    [translates] { $who } übersetzt { $source }
    [one-file] { $who }: eine Datei
    [summary-relation-unknown] { $who }: eine Zusammenfassung, ihr Verhältnis ist unbekannt
    [digital-reconstructions] { $who }: digitale Rekonstruktionen
   *[other] { $who }: { $kind }
}
book-artefact-kind = { $kind ->
    [wrong-word] falsches Wort
    [wrong-sense] falscher Sinn
    [left-untranslated] unübersetzt gelassen
    [calque] falscher Freund
    [garbled-phrase] entstellte Wendung
    [ambiguous-phrase] mehrdeutige Wendung
    [grammar] Grammatik
    [web-page-residue] Rest der Webseite
   *[other] { $kind }
}
book-artefact-cert = { $cert ->
    [high] hoch
    [medium] mittel
   *[low] gering
}

book-labelled = { $label }: { $text }

book-change-added = Regelpunkt hinzugefügt
book-change-value = Wert { $from } → { $to }
book-change-status = Status { $from } → { $to }
book-change-citation = Beleg oder Anmerkung

book-board-alt = { $board ->
    [de] Das Brett mit deutscher Beschriftung
    [fr] Das Brett mit französischer Beschriftung
   *[en] Das Brett mit englischer Beschriftung
}
book-too-few-to-tell = zu wenige Partien, um es zu sagen
book-eval-graph-alt = Die Gewinnchance der Suffragetten nach jedem Halbzug, wie die Engine sie einschätzt
book-position-after-ply = Stellung nach Halbzug

book-after-under = { $under }:
book-passage-place = Abschnitt: { $section }, Zeile { $line }
book-passage-at = { $section }, Zeile { $line }
book-in-the-matrix = in der Vergleichstabelle

book-date = { $day }. { $month ->
    [1] Januar
    [2] Februar
    [3] März
    [4] April
    [5] Mai
    [6] Juni
    [7] Juli
    [8] August
    [9] September
    [10] Oktober
    [11] November
   *[12] Dezember
} { $year }
book-version-of = der Version { $version } vom { $date }
book-matrix-group-differs = Die Werte unterscheiden sich
book-matrix-group-agreed = Derselbe Wert in jeder Variante
book-agents-pair = `{ $first }` gegen `{ $second }`
book-stemma-svg-title = Das Stemma der Textzeugen
book-stemma-svg-desc = Wie die Regeltexte und Programme voneinander abstammen, nach dem Schluss des Projekts; gestrichelte Kästen sind Vorlagen, die nicht vorliegen.
book-stemma-not-in-hand = liegt nicht vor
book-stemma-no-source = keine Quelle genannt
book-relation-kind = { $kind ->
    [descends-from] stammt ab von
    [preserves-the-english-of] bewahrt das Englisch von
    [translates] übersetzt
    [one-file] eine Datei
    [summary-relation-unknown] Zusammenfassung, Verhältnis unbekannt
    [digital-reconstructions] digitale Rekonstruktionen
   *[other] { $kind }
}
book-month-year = { $month ->
    [1] Januar
    [2] Februar
    [3] März
    [4] April
    [5] Mai
    [6] Juni
    [7] Juli
    [8] August
    [9] September
    [10] Oktober
    [11] November
   *[12] Dezember
} { $year }
