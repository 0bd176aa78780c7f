# Les règles en bref en français, dans les termes du texte français :
# pièces, chefs de parti, inspecteurs, policiers, se déplacer, sauter,
# arrêter, désactiver, Prison, Cour de la prison, hôpital, terrain de
# l'hôpital, Arène. Les arguments sont ceux de en/summary.ftl (voir ce
# fichier).

summary-title = Suffragetto — les règles en bref
summary-after = Les règles de la variante « { $name } », telles que le projet les lit.
summary-mark-convention = Absent de la source : le texte est muet, c’est un choix du projet.
summary-mark-reading = Lecture du projet : la source le laisse entendre, se contredit, ou ne le montre que sur son plateau.

summary-heading-game = Le jeu
summary-heading-moving = Se déplacer
summary-heading-hopping = Sauter
summary-heading-capturing = Arrêter et désactiver
summary-heading-buildings = Les bâtiments
summary-heading-exchanges = Échanges
summary-heading-winning = Gagner

summary-zone = { $zone ->
        [prison] la Prison
        [prison_yard] la Cour de la prison
        [hospital] l’hôpital
        [hospital_grounds] le terrain de l’hôpital
        [arena] l’Arène
        [free] les cases jaunes
        [house_of_commons] la Chambre des communes
       *[albert_hall] l’Albert Hall
    }
summary-or = { $rest } ou { $last }
summary-directions = { $d ->
        [all] dans n’importe quelle direction
        [orthogonal] en ligne droite (pas en diagonale)
        [diagonal] en diagonale
       *[none] dans aucune direction
    }
summary-side-colours = { $same ->
        [yes] en { $small }
       *[no] en { $small }, leurs { $side-id ->
            [police] inspecteurs
           *[suffragettes] chefs de parti
        } en { $large }
    }
colour-green = vert
colour-purple = violet
colour-dark-blue = bleu foncé
colour-blue = bleu
colour-white = blanc
colour-black = noir
colour-red = rouge
colour-yellow = jaune
colour-grey = gris
colour-brown = marron

summary-premise = Deux joueurs : les suffragettes veulent franchir les lignes de police et entrer à la Chambre des communes ; la police veut briser leur réunion à l’Albert Hall.
summary-pieces = Chaque camp a { $total } pièces : { $large } grandes et { $small } petites.
summary-colours = { $theme ->
        [mono] Sur cette impression en noir et blanc, les suffragettes sont des pièces blanches et les policiers des pièces noires ; les chefs de parti et les inspecteurs sont les grandes pièces à double cercle.
       *[colour] Les suffragettes sont { $colours-s }, les policiers { $colours-p }. Les chefs de parti et les inspecteurs sont les grandes pièces.
    }
summary-placement = { $standard ->
        [yes] Elles sont placées sur les cases marquées S et P, les grandes pièces au milieu de la première rangée et aux extrémités des deux premières rangées.
       *[no] Elles sont placées sur les cases que montre le diagramme de départ.
    }
summary-first-player = { $first-player ->
        [coin_toss] Un tirage au sort désigne le premier joueur.
        [suffragettes] Les suffragettes commencent.
        [police] La police commence.
       *[unspecified] La source ne dit pas qui commence : convenez-en avant de jouer.
    }
summary-turn = Chaque joueur, à son tour, déplace ou fait sauter une de ses propres pièces.
summary-step = { $step ->
        [none] Les pièces ne se déplacent pas d’une case ; elles ne font que sauter.
       *[other] Un déplacement va d’une case { $step-words } vers une case inoccupée.
    }
summary-forbidden = { $zones ->
        [none] Toutes les zones sont ouvertes à toutes les pièces
       *[some] Aucune pièce n’entre jamais dans { $zone-list }
    }{ $own-building ->
        [yes] , et aucun camp n’entre dans son propre bâtiment (les suffragettes dans l’Albert Hall, la police dans la Chambre des communes).
       *[no] .
    }
summary-hop-over = Une pièce saute par-dessus une pièce voisine, { $hop-over ->
        [own] seulement de son camp
        [opponent] seulement du camp adverse
       *[any] de son camp ou du camp adverse
    }, { $hop-directions }, vers la case inoccupée juste derrière.
summary-straight-hop = { $straight-hop ->
        [harmless] Une petite pièce peut sauter tout droit par-dessus un adversaire sans le prendre, simplement pour se déplacer.
       *[forbidden] Sauter par-dessus un adversaire qui peut être pris le prend toujours : une petite pièce ne peut donc pas en sauter un tout droit.
    }
summary-chain = { $chain ->
        [single] Un tour compte au plus un saut.
       *[chain] Les sauts peuvent s’enchaîner dans un même tour : la même pièce saute à nouveau depuis sa case d’arrivée et peut s’arrêter après chaque saut.
    }
summary-chain-in-building = { $chain-in-building ->
        [ends] Une chaîne s’arrête dès que la pièce se trouve dans le bâtiment adverse.
       *[continues] Une chaîne peut entrer dans le bâtiment adverse et continuer d’y sauter.
    }
summary-revisit = { $revisit ->
        [land_again] Dans une chaîne, une case peut être occupée à nouveau, mais aucune n’est sautée deux fois.
        [jump_again] Dans une chaîne, aucune case n’est occupée deux fois (celle de départ compte), mais une case peut être sautée à nouveau, sauf une pièce déjà prise.
        [unlimited] Une chaîne peut occuper et sauter des cases à nouveau, et même revenir à son départ, mais ne saute jamais une pièce qu’elle a prise.
       *[never] Dans une chaîne, aucune case n’est occupée deux fois (celle de départ compte) ni sautée deux fois.
    }
summary-over-forbidden = { $over-forbidden ->
        [allowed] Un saut peut passer au-dessus d’une case interdite à la pièce, pourvu qu’il atterrisse dans une zone autorisée.
       *[forbidden] Un saut ne peut pas passer au-dessus d’une case interdite à la pièce.
    }
summary-capture-zone = La police arrête les suffragettes et les suffragettes désactivent la police{ $capture-zone ->
        [arena_and_free] {" "}sur { $theme ->
            [mono] les cases grises de l’Arène
           *[colour] les cases roses de l’Arène
        } et sur les cases jaunes, jamais dans un bâtiment.
       *[arena] , mais seulement sur { $theme ->
            [mono] les cases grises de l’Arène
           *[colour] les cases roses de l’Arène
        }.
    }
summary-capture-in-buildings = { $capture-in-buildings ->
        [included] Les bâtiments font partie de l’Arène : une pièce qui s’y trouve peut être prise.
       *[excluded] Une pièce dans un bâtiment ne peut pas être prise.
    }
summary-capture-directions = Une petite pièce arrête ou désactive un adversaire en sautant par-dessus { $capture-small } ; un chef de parti ou un inspecteur le fait { $capture-large }.
summary-automatic = { $automatic ->
        [yes] Sauter par-dessus un adversaire qui peut être arrêté ou désactivé l’arrête ou le désactive.
       *[no] Une pièce peut sauter par-dessus un adversaire sans l’arrêter ni le désactiver.
    }
summary-compulsory = { $compulsory ->
        [yes] Quand on peut arrêter ou désactiver, on doit le faire.
       *[no] Arrêter ou désactiver n’est jamais obligatoire.
    }
summary-multiple = { $multiple ->
        [yes] Une seule pièce peut arrêter ou désactiver plusieurs pièces au cours d’une série de sauts.
       *[no] Une série de sauts arrête ou désactive au plus une pièce.
    }
summary-removal = { $removal ->
        [immediate] Les pièces arrêtées ou désactivées quittent le plateau aussitôt, au milieu de la chaîne.
       *[end_of_move] Les pièces arrêtées ou désactivées quittent le plateau à la fin du coup ; jusque-là elles gênent encore.
    }
summary-destination = Les suffragettes arrêtées vont en Prison, les policiers désactivés à l’hôpital.
summary-confined = { $confined ->
        [yes] Une pièce entrée dans le bâtiment adverse ne doit plus en sortir.
       *[no] Une pièce peut ressortir du bâtiment adverse.
    }
summary-inside-move = { $inside-move ->
        [allowed] Elle peut s’y déplacer librement ; un tel déplacement est un tour.
       *[forbidden] Elle ne peut plus s’y déplacer.
    }
summary-exchange = Quand la Prison et l’hôpital contiennent chacun au moins { $trigger } détenus, un joueur peut demander un échange de { $size } pièces au plus par camp, { $ranks ->
        [unmatched] autant d’un côté que de l’autre, de n’importe quel rang.
       *[matched] de valeur égale : un chef de parti contre un inspecteur, une suffragette contre un policier.
    }
summary-consent = { $consent ->
        [demand] L’autre joueur ne peut pas refuser.
       *[required] L’autre joueur peut refuser ; l’échange n’a alors pas lieu.
    }
summary-proposer = { $proposer ->
        [either] On le demande à son tour, au lieu de jouer, ou juste après avoir joué, avant le tour de l’autre joueur.
       *[to_move] On le demande à son tour, au lieu de jouer.
    }
summary-exchange-cost = { $exchange-cost ->
        [move] Demander un échange prend le tour du joueur ; l’autre répond aussitôt, puis joue.
        [free] Un échange ne prend pas de tour : une fois fait ou refusé, celui qui l’a demandé joue.
       *[move_and_answer] Demander un échange prend le tour du joueur, y répondre celui de l’autre.
    }
summary-return = { $placement ->
        [owner_chooses] Les suffragettes libérées repartent de la Cour de la prison, les policiers du terrain de l’hôpital ; chaque joueur place les siennes sur les cases libres de son choix.
       *[fixed_order] Les suffragettes libérées repartent de la Cour de la prison, les policiers du terrain de l’hôpital, les grandes pièces d’abord, depuis le bout le plus proche du milieu du plateau.
    }
summary-blocked = Aucun échange tant qu’une pièce reste dans la cour de la prison ou sur le terrain de l’hôpital.
summary-win = Le premier camp qui a { $win } pièces dans le bâtiment adverse gagne.
summary-no-move = { $no-move ->
        [lose] Un camp qui ne peut pas jouer a perdu.
       *[pass] Un camp qui ne peut pas jouer passe son tour.
    }
summary-draw = Il n’y a pas de partie nulle : on joue jusqu’à la victoire d’un camp.
