# Les mots des pages en ligne (salon, table, explorateur, compte) en
# français ; les mêmes ids que en/pages.ftl (voir ce fichier).

page-site-name = Suffragetto

## Camps et pièces

page-side-suffragettes = Suffragettes
page-side-police = Police
page-count = { $piece ->
        [leader] { $n ->
            [one] { $n } chef de parti
           *[other] { $n } chefs de parti
        }
        [constable] { $n ->
            [one] { $n } policier
           *[other] { $n } policiers
        }
        [inspector] { $n ->
            [one] { $n } inspecteur
           *[other] { $n } inspecteurs
        }
       *[suffragette] { $n ->
            [one] { $n } suffragette
           *[other] { $n } suffragettes
        }
    }
page-count-pair = { $first } et { $second }
page-exchange-for = { $give } contre { $get }

## Choix de la langue

page-language = Langue
page-language-en = English
page-language-de = Deutsch
page-language-fr = Français

## Joueuses et joueurs

page-free-seat = (place libre)
page-computer-player = Ordinateur, { $name }

## Jeu en ligne : pendules, abandon de partie, reprise de coup,
## réclamations, recherches et analyse après la partie

page-clock-left = { $side } : reste { $time }
page-clock-days = { $days ->
        [0] { $hours } h
        [one] 1 jour { $hours } h
       *[other] { $days } jours { $hours } h
    }
page-takeback-offer = Proposer de reprendre le coup
page-takeback-accept = Accepter la reprise
page-takeback-decline = Refuser
page-takeback-offered = { $side-id ->
        [police] La police propose de reprendre son dernier coup (la partie reviendrait au demi-coup { $ply }).
       *[suffragettes] Les suffragettes proposent de reprendre leur dernier coup (la partie reviendrait au demi-coup { $ply }).
    }
page-takeback-waiting = Vous avez proposé une reprise : en attente de la réponse.
page-abort = Annuler la partie
page-abort-left = Annuler plutôt (sans résultat)
page-claim = Réclamer la partie
page-opponent-left = { $side-id ->
        [police] Le joueur de la police a quitté la partie : vous pouvez la réclamer (vous gagnez) ou l’annuler.
       *[suffragettes] Le joueur des suffragettes a quitté la partie : vous pouvez la réclamer (vous gagnez) ou l’annuler.
    }
page-opponent-away = { $side-id ->
        [police] Le joueur de la police est absent depuis { $seconds } s ; après { $limit } s, vous pourrez réclamer la partie.
       *[suffragettes] Le joueur des suffragettes est absent depuis { $seconds } s ; après { $limit } s, vous pourrez réclamer la partie.
    }
page-ending-time = { $side-id ->
        [police] La police a dépassé son temps.
       *[suffragettes] Les suffragettes ont dépassé leur temps.
    }
page-ending-abandoned = { $side-id ->
        [police] La police a quitté la partie.
       *[suffragettes] Les suffragettes ont quitté la partie.
    }
page-ending-aborted = La partie a été annulée : pas de résultat.
page-analysis-title = Après la partie : l’analyse du programme
page-analysis-ask = Analyser la partie
page-analysis-working = Le programme analyse la partie…
page-analysis-graph = Les chances de victoire des suffragettes après chaque demi-coup
page-analysis-remark = { $ply }. { $move } { $glyph } ({ $kind ->
        [blunder] une gaffe
        [mistake] une erreur
       *[dubious] douteux
    }) : le programme préfère { $better } ; évaluation après le coup { $eval }.
page-analysis-clean = Le programme ne signale aucun coup.
page-analysis-download = Télécharger la partie analysée (.sgn)
page-analysis-explorer = Ouvrir la partie dans l’explorateur
page-analysis-about = Les évaluations sont celles du programme fort, { $nodes } positions examinées par demi-coup, du point de vue des suffragettes : positives quand elles sont mieux placées.
page-clock-choice = Pendule
page-clock-none = sans pendule
page-clock-live = { $minutes } min + { $increment } s par coup
page-clock-correspondence = { $days ->
        [one] 1 jour par coup
       *[other] { $days } jours par coup
    }
page-seek = Jouer contre n’importe qui (règles et pendule choisies)
page-lobby-seeks = En attente d’un adversaire
page-lobby-playing = En cours
page-lobby-finished = Terminées
page-lobby-aborted = annulée
page-lobby-abandoned = abandonnée
page-lobby-take-seat = Prendre la place
page-lobby-watch-game = Regarder
page-clock-live-seconds = { $seconds } s + { $increment } s par coup
page-lobby-won = { $side-id ->
        [police] victoire de la police
       *[suffragettes] victoire des suffragettes
    }
