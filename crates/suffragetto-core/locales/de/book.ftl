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
