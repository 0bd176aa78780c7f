# Die eingebauten Varianten mit den Namen, die Leser sehen
# (`variant-name-ID`): im Buch, auf den Online-Seiten und in den Listen der
# API. Eine nicht eingebaute Variante heißt, wie ihre Datei sie nennt.

variant-name-english = Englische Online-Regeln
variant-name-german = Deutscher Wikipedia-Artikel
variant-name-french = Französische überarbeitete Regeln
variant-name-ludii = Ludii-Programm
variant-name-dagaz = Dagaz-Programm
