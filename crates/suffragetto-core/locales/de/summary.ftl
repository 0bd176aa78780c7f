# Die Regeln in Kürze auf Deutsch, in den Begriffen des deutschen Texts:
# Spielsteine, Anführerinnen, Inspektoren, Polizisten, ziehen, springen,
# schlagen, Gefängnis, Gefängnishof, Krankenhaus, Krankenhausgelände, die
# Gebäude mit ihren englischen Namen, wie der Artikel sie nennt. Die
# Argumente sind dieselben wie in en/summary.ftl (siehe dort).

summary-title = Suffragetto — die Regeln in Kürze
summary-after = Die Regeln der Variante „{ $name }“, wie das Projekt sie liest.
summary-mark-convention = Nicht in der Quelle: Der Text schweigt, dies ist eine Festlegung des Projekts.
summary-mark-reading = Lesart des Projekts: Die Quelle legt es nahe, sagt Widersprüchliches oder zeigt es nur auf dem Spielplan.

summary-heading-game = Das Spiel
summary-heading-moving = Ziehen
summary-heading-hopping = Springen
summary-heading-capturing = Schlagen
summary-heading-buildings = Die Gebäude
summary-heading-exchanges = Austausch
summary-heading-winning = Gewinnen

# Ein Bereich im Akkusativ („betreten“).
summary-zone = { $zone ->
        [prison] das Gefängnis
        [prison_yard] den Gefängnishof
        [hospital] das Krankenhaus
        [hospital_grounds] das Krankenhausgelände
        [arena] die Arena
        [free] die gelben Felder
        [house_of_commons] das House of Commons
       *[albert_hall] die Albert Hall
    }
summary-or = { $rest } oder { $last }
summary-directions = { $d ->
        [all] in jede Richtung
        [orthogonal] gerade (nicht diagonal)
        [diagonal] diagonal
       *[none] in keine Richtung
    }
summary-side-colours = { $same ->
        [yes] { $small }
       *[no] { $small }, ihre { $side-id ->
            [police] Inspektoren
           *[suffragettes] Anführerinnen
        } { $large }
    }
colour-green = grün
colour-purple = violett
colour-dark-blue = dunkelblau
colour-blue = blau
colour-white = weiß
colour-black = schwarz
colour-red = rot
colour-yellow = gelb
colour-grey = grau
colour-brown = braun

summary-premise = Zwei Spieler: Die Suffragetten wollen die Reihe der Polizisten durchbrechen und das House of Commons stürmen; die Polizei will ihre Konferenz in der Albert Hall auflösen.
summary-pieces = Jede Seite hat { $total } Spielsteine: { $large } größere und { $small } kleinere.
summary-colours = { $theme ->
        [mono] Auf diesem Schwarzweißdruck sind die Suffragetten weiße und die Polizisten schwarze Steine; Anführerinnen und Inspektoren sind die größeren Steine mit doppeltem Ring.
       *[colour] Die Suffragetten sind { $colours-s }, die Polizisten { $colours-p }. Anführerinnen und Inspektoren sind die größeren Steine.
    }
summary-placement = { $standard ->
        [yes] Sie beginnen auf den mit S und P markierten Feldern, die großen Steine in der Mitte der ersten Reihe und auf den äußersten Feldern der ersten und zweiten Reihe.
       *[no] Sie beginnen auf den Feldern, die das Diagramm der Grundaufstellung zeigt.
    }
summary-first-player = { $first-player ->
        [coin_toss] Ein Münzwurf entscheidet, wer beginnt.
        [suffragettes] Die Suffragetten beginnen.
        [police] Die Polizei beginnt.
       *[unspecified] Die Quelle sagt nicht, wer beginnt: Vereinbaren Sie es vor dem Spiel.
    }
summary-turn = Beide Seiten sind abwechselnd am Zug; bei jedem Zug zieht oder springt ein eigener Stein.
summary-step = { $step ->
        [none] Steine ziehen nicht, sie springen nur.
       *[other] Beim Ziehen geht ein Stein ein Feld { $step-words } auf ein leeres Feld.
    }
summary-forbidden = { $zones ->
        [none] Jeder Bereich steht jedem Stein offen
       *[some] Kein Stein darf je { $zone-list } betreten
    }{ $own-building ->
        [yes] , und keine Seite ihr eigenes Gebäude (die Suffragetten die Albert Hall, die Polizei das House of Commons).
       *[no] .
    }
summary-hop-over = Ein Stein springt { $hop-directions } über einen benachbarten { $hop-over ->
        [own] eigenen
        [opponent] gegnerischen
       *[any] eigenen oder gegnerischen
    } Stein auf das leere Feld direkt dahinter.
summary-straight-hop = { $straight-hop ->
        [harmless] Eine kleine Figur darf gerade über eine gegnerische Figur springen, ohne sie zu schlagen, nur um voranzukommen.
       *[forbidden] Wer eine schlagbare gegnerische Figur überspringt, schlägt sie; eine kleine Figur darf also nicht gerade über eine springen.
    }
summary-chain = { $chain ->
        [single] Ein Zug hat höchstens einen Sprung.
       *[chain] In einem Zug können nacheinander mehrere Sprünge folgen: Derselbe Stein springt von seinem Landefeld weiter und darf nach jedem Sprung aufhören.
    }
summary-chain-in-building = { $chain-in-building ->
        [ends] Eine Kette endet, sobald die Figur im Ziel der Gegenseite steht.
       *[continues] Eine Kette darf in das Ziel der Gegenseite hineinspringen und darin weiterspringen.
    }
summary-revisit = { $revisit ->
        [land_again] In einer Kette darf ein Feld erneut betreten, aber keines zweimal übersprungen werden.
        [jump_again] In einer Kette wird kein Feld zweimal betreten (das Startfeld zählt mit), ein Feld darf aber erneut übersprungen werden, außer einer schon geschlagenen Figur.
        [unlimited] Eine Kette darf Felder erneut betreten und überspringen, sogar zum Startfeld zurückkehren, überspringt aber nie eine Figur, die sie geschlagen hat.
       *[never] In einer Kette wird kein Feld zweimal betreten (das Startfeld zählt mit) und keines zweimal übersprungen.
    }
summary-over-forbidden = { $over-forbidden ->
        [allowed] Ein Sprung darf über ein Feld gehen, das der Stein nicht betreten darf, wenn er auf einem erlaubten landet.
       *[forbidden] Felder, die ein Stein nicht betreten darf, darf er auch nicht überspringen.
    }
summary-capture-zone = Geschlagen werden Steine { $capture-zone ->
        [arena_and_free] { $theme ->
            [mono] auf den grauen Feldern der Arena
           *[colour] auf den rosa Feldern der Arena
        } und auf den gelben Feldern, nie in einem Gebäude.
       *[arena] nur { $theme ->
            [mono] auf den grauen Feldern der Arena
           *[colour] auf den rosa Feldern der Arena
        }.
    }
summary-capture-in-buildings = { $capture-in-buildings ->
        [included] Die Gebäude gehören zur Arena: Eine Figur darin kann geschlagen werden.
       *[excluded] Eine Figur in einem Gebäude kann nicht geschlagen werden.
    }
summary-capture-directions = Ein kleiner Stein schlägt einen Gegner, indem er ihn { $capture-small } überspringt; Anführerinnen und Inspektoren schlagen { $capture-large }.
summary-automatic = { $automatic ->
        [yes] Wer einen schlagbaren Gegner überspringt, schlägt ihn.
       *[no] Ein Stein darf einen schlagbaren Gegner überspringen, ohne ihn zu schlagen.
    }
summary-compulsory = { $compulsory ->
        [yes] Wer schlagen kann, muss schlagen.
       *[no] Schlagen ist nie Pflicht.
    }
summary-multiple = { $multiple ->
        [yes] In einem Zug können mehrere Steine geschlagen werden.
       *[no] Eine Kette schlägt höchstens einen Stein.
    }
summary-removal = { $removal ->
        [immediate] Geschlagene Steine verlassen das Spielbrett sofort, mitten in der Kette.
       *[end_of_move] Geschlagene Steine verlassen das Spielbrett am Ende des Zuges; bis dahin stehen sie noch im Weg.
    }
summary-destination = Geschlagene Suffragetten kommen ins Gefängnis, geschlagene Polizisten ins Krankenhaus.
summary-confined = { $confined ->
        [yes] Ein Stein im Gebäude der Gegenseite darf es nicht wieder verlassen.
       *[no] Ein Stein darf das Gebäude der Gegenseite wieder verlassen.
    }
summary-inside-move = { $inside-move ->
        [allowed] Innerhalb dieses Bereichs darf er sich weiter bewegen; das ist ein Zug.
       *[forbidden] Innerhalb dieses Bereichs darf er nicht mehr ziehen.
    }
summary-exchange = Befinden sich im Gefängnis und im Krankenhaus jeweils { $trigger } oder mehr Steine, darf ein Spieler einen Austausch von bis zu { $size } Steinen je Seite verlangen, { $ranks ->
        [unmatched] gleich viele gegen gleich viele, in beliebigem Rang.
       *[matched] Rang gegen Rang: eine Anführerin gegen einen Inspektor, eine Suffragette gegen einen Polizisten.
    }
summary-consent = { $consent ->
        [demand] Die Gegenseite kann nicht ablehnen.
       *[required] Die Gegenseite darf ablehnen; dann findet kein Austausch statt.
    }
summary-proposer = { $proposer ->
        [either] Man verlangt ihn, wenn man am Zug ist, statt zu ziehen, oder gleich nach dem eigenen Zug, bevor die Gegenseite zieht.
       *[to_move] Man verlangt ihn, wenn man am Zug ist, statt zu ziehen.
    }
summary-exchange-cost = { $exchange-cost ->
        [move] Einen Austausch zu verlangen kostet den eigenen Zug; die Gegenseite antwortet sofort und zieht dann.
        [free] Ein Austausch kostet keinen Zug: Ist er vollzogen oder abgelehnt, zieht, wer ihn verlangt hat.
       *[move_and_answer] Einen Austausch zu verlangen kostet den eigenen Zug, ihn zu beantworten den Zug der Gegenseite.
    }
summary-return = { $placement ->
        [owner_chooses] Befreite Suffragetten kommen auf den Gefängnishof, befreite Polizisten auf das Krankenhausgelände; jede Seite stellt ihre eigenen Steine auf freie Felder ihrer Wahl.
       *[fixed_order] Befreite Suffragetten kommen auf den Gefängnishof, befreite Polizisten auf das Krankenhausgelände, die großen Steine zuerst, vom Ende zur Spielfeldmitte hin.
    }
summary-blocked = Solange dort noch ein Stein steht, gibt es keinen neuen Austausch.
summary-win = Gewonnen hat, wer zuerst { $win } Steine im Gebäude der Gegenseite hat.
summary-no-move = { $no-move ->
        [lose] Wer nicht ziehen kann, hat verloren.
       *[pass] Wer nicht ziehen kann, setzt aus.
    }
summary-draw = Ein Unentschieden gibt es nicht: Gespielt wird, bis eine Seite gewinnt.
