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

## strong play: what each disputed reading changes under strong and under
## greedy play, and the first player's advantage (the statistics chapter).

book-strong-not-measured = nicht gemessen
book-strong-share-raises = { $play ->
        [strong] bei starkem Spiel
       *[greedy] bei gierigem Spiel
    } erhöht sie den Anteil der Siege der Suffragetten um { $by } (Differenz { $difference })
book-strong-share-lowers = { $play ->
        [strong] bei starkem Spiel
       *[greedy] bei gierigem Spiel
    } senkt sie den Anteil der Siege der Suffragetten um { $by } (Differenz { $difference })
book-strong-share-none = { $play ->
        [strong] bei starkem Spiel
       *[greedy] bei gierigem Spiel
    } ändert sie den Anteil der Siege der Suffragetten nicht messbar (Differenz { $difference })
book-strong-share-too-few = { $play ->
        [strong] bei starkem Spiel
       *[greedy] bei gierigem Spiel
    } ändert sie vielleicht den Anteil der Siege der Suffragetten, doch { $games } Partien sind zu wenige, um es zu sagen (Differenz { $difference })
book-strong-share-unmeasured = { $play ->
        [strong] bei starkem Spiel
       *[greedy] bei gierigem Spiel
    } wurde sie nicht gemessen
book-strong-finding = { $change }: { $strong }; { $greedy }.
book-strong-first-player = { $name }: Die Seite, die zuerst zieht, gewinnt bei starkem Spiel { $strong } der entschiedenen Partien, bei gierigem Spiel { $greedy }.
book-strong-coin-toss = { $name } mit einem Münzwurf darüber, wer beginnt
book-strong-source-played = Sie wurden gespielt, als dieses Buch gebaut wurde.
book-strong-source-replaced = Sie wurden gespielt, als dieses Buch gebaut wurde: Die mit dem Buch veröffentlichten Ergebnisse (`book/data/strong/`) entstanden unter Regeln, die sich seither geändert haben (ein Regelpunkt kam hinzu oder ein Wert änderte sich), und werden daher nicht verwendet; `scripts/strong-data` erstellt sie neu.
book-strong-source-published = Es sind die mit dem Buch veröffentlichten Ergebnisse, Partie für Partie, in `book/data/strong/` (erstellt mit `scripts/strong-data`, Version { $made }); `suffragetto book --strong-games N` spielt stattdessen N Partien je Lauf neu.
book-strong-source-partial = Der Lauf, der sie erstellt, ist noch nicht fertig: Dies sind seine bisher fertigen Teile, { $games } seiner geplanten { $planned } Partien für { $base } und jede Änderung, { $variant-games } für jede andere Variante, daher sind die Intervalle breiter, als sie sein werden.
