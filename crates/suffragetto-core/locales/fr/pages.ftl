# Les mots des pages en ligne (salon, table, explorateur, compte) en
# français ; les mêmes ids que en/pages.ftl (voir ce fichier).

page-site-name = Suffragetto

## Une table au clavier et au lecteur d'écran (board_keys.js, announce.js,
## move_box.js ; docs/accessibility.md)

page-a11y-board = Plateau. Les flèches parcourent les cases, Entrée choisit une pièce puis sa case d'arrivée, Échap la repose.
page-a11y-explore-board = Plateau. Les flèches parcourent les cases ; Entrée ou Espace font ce que fait un clic : poser la pièce choisie, choisir une pièce ou interroger une case ; Échap relâche la pièce choisie.
page-a11y-your-move = À vous de jouer.
page-a11y-empty = vide
page-a11y-piece = { $piece ->
        [leader] chef de parti
        [constable] policier
        [inspector] inspecteur
       *[suffragette] suffragette
    }, { $side }
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
page-a11y-moves-label = Coup, ou question sur le plateau
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
page-a11y-kind = { $piece ->
        [leader] chefs de parti
        [constable] policiers
        [inspector] inspecteurs
       *[suffragette] suffragettes
    } en { $squares }
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
