# Die Titel der Regelpunkte und die Regelbereiche auf Deutsch.

## Rule points

point-setup-pieces = Figuren je Seite, große und kleine
point-setup-placement = Anfangsstellung (Brettfeld eines Stellungsstrings)
point-setup-first-player = Wer beginnt
point-turn-action = Woraus ein Zug besteht
point-step-directions = Richtungen eines Schritts um ein Feld
point-zones-forbidden-all = Bereiche, die keine Figur betreten darf
point-zones-forbidden-own-building = Eine Seite darf ihr eigenes Gebäude nicht betreten
point-hop-over = Welche Figuren übersprungen werden dürfen
point-hop-straight-over-opponent = Ein Sprung über einen Gegner, den die Figur nicht schlagen kann (eine kleine Figur springt gerade)
point-hop-directions = Richtungen eines Sprungs
point-hop-chain = Ob Sprünge zu einer Kette aneinandergereiht werden dürfen
point-hop-chain-in-building = Ob eine Kette im Gebäude der Gegner weitergeht
point-hop-over-forbidden = Sprung über ein Feld, das die springende Figur nicht betreten darf
point-hop-revisit = Zweimal auf demselben Feld landen oder es zweimal überspringen
point-capture-zone = Wo Figuren verhaftet oder außer Gefecht gesetzt werden können
point-capture-in-buildings = Ob Figuren in den Gebäuden geschlagen werden können
point-capture-small = Richtungen, in die kleine Figuren schlagen
point-capture-large = Richtungen, in die große Figuren schlagen
point-capture-automatic = Ein Sprung über einen schlagbaren Gegner schlägt ihn
point-capture-compulsory = Ist Schlagen möglich, muss geschlagen werden
point-capture-multiple = Mehrere Schläge in einer Kette
point-capture-removal = Wann geschlagene Figuren das Brett verlassen
point-capture-destination = Wohin geschlagene Figuren kommen
point-building-confined = Eine Figur im Gebäude der Gegner darf es nicht verlassen
point-building-inside-move = Ziehen innerhalb des Gebäudes der Gegner
point-exchange-trigger = Gefängnis und Krankenhaus enthalten je mindestens so viele
point-exchange-size = Höchstzahl der Figuren je Seite bei einem Austausch
point-exchange-ranks = Ob die ausgetauschten Figuren im Rang übereinstimmen müssen
point-exchange-consent = Ob der Gegner zustimmen muss
point-exchange-proposer = Wer einen Austausch vorschlagen oder verlangen darf, und wann
point-exchange-cost = Was Vorschlag und Antwort eines Austauschs an Zügen kosten
point-exchange-return = Wohin ausgetauschte Figuren zurückkehren
point-exchange-placement = Auf welchen Feldern des Hofs und des Geländes freigelassene Figuren stehen
point-exchange-blocked = Kein Austausch, solange eine Figur auf dem Hof oder dem Gelände steht
point-win-condition = Figuren im Gebäude der Gegner, die zum Sieg nötig sind
point-end-no-move = Eine Seite ohne erlaubten Zug
point-end-draw = Remisregel

## Rule areas

area-setup = Aufstellung
area-moving = Ziehen
area-hopping = Springen
area-capture = Schlagen
area-buildings = Gebäude
area-exchanges = Austausch
area-winning = Gewinnen
