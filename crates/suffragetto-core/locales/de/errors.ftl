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
