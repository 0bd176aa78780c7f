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
