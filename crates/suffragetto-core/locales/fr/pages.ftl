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

## Mots communs à toutes les pages

page-nav-tables = Tables en ligne
page-nav-book = Le livre
page-board = plateau
page-piece-suffragette = Suffragette
page-piece-leader = Chef de parti
page-piece-constable = Policier
page-piece-inspector = Inspecteur
page-prison = Prison
page-hospital = Hôpital
page-leaders = Chefs de parti
page-rank-and-file = suffragettes
page-inspectors = Inspecteurs
page-constables = policiers
page-history-first = Début
    .title = la première position
page-history-back = Retour
    .title = en arrière (flèche gauche)
page-history-forward = Suivant
    .title = en avant (flèche droite)
page-history-last = Fin
    .title = la dernière position
page-flip = Retourner le plateau
page-copy = Copier
page-copied = Copié
page-diagram = Diagramme :
page-nickname = Votre pseudonyme
page-rules = Règles
page-opponent = Adversaire
page-opponent-friend = une amie ou un ami (envoyez le lien)
page-opponent-greedy = l'ordinateur (glouton)
page-opponent-search = l'ordinateur (recherche)
page-your-side = Votre camp
page-rule-point = Point de règle :
page-move-kind = { $kind ->
        [hop] saut
        [capture] prise
        [exchange] échange
        [answer] réponse
        [pass] passe
       *[step] pas
    }
page-aspect = { $aspect ->
        [board] les pièces sur le plateau
        [to-move] qui joue ensuite
        [prison] la Prison
        [hospital] l'Hôpital
        [pending] l'échange qui attend une réponse
        [exchanged-this-turn] si un échange a eu lieu ce tour-ci
       *[ply] le nombre de demi-coups
    }

## L'explorateur des règles

page-explorer-title = Suffragetto : explorateur des règles
page-explorer-tagline = explorateur des règles : une position, plusieurs lectures des règles
page-explorer-setup = Composer une position
page-explorer-from-start = La position de départ
page-explorer-from-empty = Un plateau vide
page-explorer-position-string = Une chaîne de position
page-explorer-set-up = Composer
page-explorer-record-file = Une partie enregistrée (.sgn)
page-explorer-table-link = Le lien d'une table
page-explorer-load-game = Charger sa partie
page-explorer-palette = pièces à placer
page-explorer-tool-move = Jouer
page-explorer-tool-hint = faites glisser sur le plateau, ou choisissez puis cliquez des cases
page-explorer-tool-erase = Retirer
page-explorer-to-move = Au trait
page-explorer-this-position = Cette position
page-explorer-play-here = Jouer à partir d'ici
page-explorer-compared = Règles comparées (de deux à cinq)
page-explorer-own-variant = Votre propre variante (un fichier YAML, pour cette visite)
page-explorer-differ = Où elles diffèrent ici
page-explorer-differ-hint = Coups que certaines lectures permettent et que d'autres refusent. Cliquez-en un pour le voir sur le plateau.
page-explorer-status = { $side-id ->
        [police] Au tour de la police
       *[suffragettes] Au tour des suffragettes
    } ; { $n ->
        [one] { $n } pièce
       *[other] { $n } pièces
    } sur le plateau.
page-explorer-how-move = Cliquez une pièce, puis une case.
page-explorer-how-erase = Cliquez des cases pour les vider.
page-explorer-how-place = Cliquez des cases pour y poser { $piece ->
        [leader] un chef de parti
        [constable] un policier
        [inspector] un inspecteur
       *[suffragette] une suffragette
    }.
page-explorer-later-asked = une position plus récente a été demandée
page-explorer-no-diagram = le diagramme ne peut pas être dessiné
page-explorer-bad-table-link = Le lien d'une table se termine par son identifiant, par ex. /t/0123abcd...
page-explorer-no-record = l'enregistrement de la table ne peut pas être lu
page-explorer-counts-set = Prison, Hôpital et trait fixés
page-explorer-cleared = { $square } vidée
page-explorer-choose-first = Choisissez d'abord une pièce : { $square } est vide.
page-explorer-your-file = (votre fichier)
page-explorer-at-most-five = Cinq au plus à la fois : retirez-en d'abord une.
page-explorer-at-least-two = Comparez-en au moins deux : choisissez-en d'abord une autre.
page-explorer-file-too-big = { $name } : { $size } octets : un fichier de variante envoyé ici ne peut dépasser { $most }
page-explorer-invalid = Ce n'est pas une position de ces règles : { $why }
page-explorer-won = { $side-id ->
        [police] La police a
       *[suffragettes] Les suffragettes ont
    } gagné.
page-explorer-legal-moves = { $n ->
        [one] { $n } coup permis
       *[other] { $n } coups permis
    } pour { $side-id ->
        [police] la police
       *[suffragettes] les suffragettes
    }.
page-explorer-click-piece = Cliquez une pièce pour voir où elle peut aller.
page-explorer-no-move-from = Aucun coup depuis { $square }.
page-explorer-not-every-reading = ; toutes les lectures ne le permettent pas
page-explorer-nowhere = Nulle part : toutes les lectures permettent ici les mêmes coups, et chacun mène à la même position.
page-explorer-after = { $variant } : { $side-id ->
        [police] au tour de la police
       *[suffragettes] au tour des suffragettes
    }
page-explorer-consequence = { $move } : permis par toutes les lectures, mais mène à une position différente ({ $what }). { $where }.
page-explorer-allowed-refused = permis par { $allowed } ; refusé par { $refused }.
page-explorer-more = et { $n } de plus.
page-explorer-silent = Les sources se taisent ici : la convention du projet (docs/conventions.md).
page-explorer-cite-program = { $section } ({ $source }, version { $version })
page-explorer-cite-program-line = { $section } ({ $source }, version { $version }, ligne { $line })
page-explorer-cite = Source : { $variant }, { $where }
page-explorer-cite-quote = { $cite } : « { $quote } »
page-explorer-why-title = La pièce en { $from } vers { $to }
page-explorer-legal-as = permis, en tant que { $move }.
page-explorer-play-it = Le jouer
page-explorer-not-legal = non permis :
page-explorer-placed = { $piece ->
        [leader] un chef de parti
        [constable] un policier
        [inspector] un inspecteur
       *[suffragette] une suffragette
    } en { $square }

## Une table au clavier et au lecteur d'écran (board_keys.js, announce.js,
## move_box.js ; docs/accessibility.md)

page-a11y-board = Plateau. Les flèches parcourent les cases, Entrée choisit une pièce puis sa case d'arrivée, Échap la repose.
page-a11y-explore-board = Plateau. Les flèches parcourent les cases ; Entrée ou Espace font ce que fait un clic : poser la pièce choisie, choisir une pièce ou interroger une case ; Échap relâche la pièce choisie.
page-a11y-panel-board = Le plateau selon { $variant } : les flèches parcourent les cases, Entrée ou Espace choisit une pièce ou interroge une case.
page-a11y-your-move = À vous de jouer.
page-a11y-empty = vide
page-a11y-piece = { $name }, { $side }
page-a11y-mine = votre pièce
page-a11y-zone = { $zone ->
        [house_of_commons] dans la Chambre des communes
        [albert_hall] dans l'Albert Hall
        [free] une case jaune
        [prison] dans la Prison
        [prison_yard] dans la Cour de la prison
        [hospital] à l'hôpital
        [hospital_grounds] sur le terrain de l'hôpital
       *[arena] dans l'Arène
    }
page-a11y-landing = une case d'arrivée : Entrée y va
page-a11y-chain-end = la fin de la suite de sauts pour l'instant : Entrée s'y arrête
page-a11y-picked = { $square } choisie ; cases d'arrivée : { $squares }
page-a11y-picked-stop = { $square } atteinte ; la suite continue vers { $squares }, ou Entrée sur { $square } s'y arrête
page-a11y-playing = { $move } est joué
page-a11y-put-down = Reposée
page-a11y-not-your-move = Ce n'est pas à vous de jouer
page-a11y-looking-back = Vous regardez une position antérieure
page-a11y-no-move-from = Aucun coup légal ne part de { $square }
page-a11y-moves-hint = Un coup en notation (e6-e7, g4-e6-e8, X1+3), ou une question : p (vos pièces), o (celles de l'adversaire), c (lesquelles peuvent prendre), une case (ce qui s'y trouve), l (le dernier coup), s (l'état de la partie), h (aide).
page-a11y-goes-on = { $moves ->
        [one] Un coup continue à partir de là : { $list }
       *[other] { $moves } coups continuent à partir de là : { $list }
    }
page-a11y-no-match = Aucun coup légal ne commence par { $text }
page-a11y-cmd-pieces = pièces
page-a11y-cmd-others = adversaire
page-a11y-cmd-captures = prises
page-a11y-cmd-last = dernier
page-a11y-cmd-status = état
page-a11y-cmd-help = aide
page-a11y-pieces = { $side } : { $list }
page-a11y-kind = { $kind } en { $squares }
page-a11y-none = aucune
page-a11y-captures = { $n ->
        [0] Aucun coup ne prend pour l'instant
        [one] Un coup prend : { $list }
       *[other] { $n } coups prennent : { $list }
    }
page-a11y-square-moves = { $n ->
        [0] aucun coup légal ne part d'ici
        [one] un coup légal : { $list }
       *[other] { $n } coups légaux : { $list }
    }
page-a11y-no-last = Aucun coup n'a encore été joué
