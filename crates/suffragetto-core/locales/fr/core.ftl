# Les mots du noyau en français. Les arguments sont ceux de en/core.ftl
# (voir là-bas) ; les termes suivent le texte français des règles (Prison,
# Cour de la prison, hôpital, terrain de l'hôpital, chefs de parti,
# policiers, inspecteurs), voir docs/glossary.md.

## Sides

side-suffragettes = suffragettes
side-police = police

## Pieces

piece-suffragette = suffragette
    .a = une suffragette
    .acc = une suffragette
    .the = la suffragette
piece-leader = chef de parti
    .a = un chef de parti
    .acc = un chef de parti
    .the = le chef de parti
piece-constable = policier
    .a = un policier
    .acc = un policier
    .the = le policier
piece-inspector = inspecteur
    .a = un inspecteur
    .acc = un inspecteur
    .the = l’inspecteur

size-large = grande
size-small = petite

## Zones

zone-arena = l’Arène
    .in = dans l’Arène
    .of = de l’Arène
zone-house-of-commons = la Chambre des communes
    .in = dans la Chambre des communes
    .of = de la Chambre des communes
zone-albert-hall = l’Albert Hall
    .in = dans l’Albert Hall
    .of = de l’Albert Hall
zone-free = une case jaune
    .in = sur une case jaune
    .of = des cases jaunes
zone-prison = la Prison
    .in = dans la Prison
    .of = de la Prison
zone-prison-yard = la Cour de la prison
    .in = dans la Cour de la prison
    .of = de la Cour de la prison
zone-hospital = l’hôpital
    .in = à l’hôpital
    .of = de l’hôpital
zone-hospital-grounds = le terrain de l’hôpital
    .in = sur le terrain de l’hôpital
    .of = du terrain de l’hôpital

## How a value is known

status-stated = explicite
    .meaning = le texte le dit
status-inferred = déduit
    .meaning = cela découle du texte, selon l’argument de la note
status-convention = convention
    .meaning = le texte ne dit rien ; la valeur est un choix du projet
status-contradictory = contradictoire
    .meaning = le texte dit deux choses incompatibles ; la note dit laquelle est retenue et pourquoi
status-board = d’après le plateau
    .meaning = tiré d’une reconstitution du plateau, non du texte
status-implemented = programmé
    .meaning = ce que fait le programme d’une reconstitution numérique, cité par fichier, version et ligne

diff-kind-value = valeurs différentes
diff-kind-status = statuts différents

## Outcomes and endings

outcome-won = { $winner-id ->
        [suffragettes] les suffragettes gagnent
       *[police] la police gagne
    }
outcome-unfinished = inachevée
ending-target = { $count } { $winner-id ->
        [suffragettes] suffragettes sont
       *[police] policiers sont
    } { $building-in }
ending-no-move = { $loser-id ->
        [suffragettes] les suffragettes ne peuvent
       *[police] la police ne peut
    } plus jouer
ending-resignation = { $loser-id ->
        [suffragettes] les suffragettes ont
       *[police] la police a
    } abandonné
ending-time = { $loser-id ->
        [suffragettes] le temps des suffragettes
       *[police] le temps de la police
    } est écoulé
ending-abandoned = { $loser-id ->
        [suffragettes] les suffragettes ont
       *[police] la police a
    } quitté la partie
ending-aborted = { $side-id ->
        [suffragettes] les suffragettes ont
       *[police] la police a
    } annulé la partie

## Refusals

refusal-game-over-target = la partie est finie : { $winner-id ->
        [suffragettes] les suffragettes ont
       *[police] la police a
    } gagné
refusal-game-over-no-move = la partie est finie : { $winner-id ->
        [suffragettes] les suffragettes ont
       *[police] la police a
    } gagné, car { $loser-id ->
        [suffragettes] les suffragettes ne peuvent
       *[police] la police ne peut
    } plus jouer
refusal-game-over-resignation = la partie est finie : { $loser-id ->
        [suffragettes] les suffragettes ont
       *[police] la police a
    } abandonné
refusal-answer-pending = l’échange X{ $pending } attend une réponse : { $to-move-id ->
        [suffragettes] les suffragettes peuvent
       *[police] la police peut
    } seulement l’accepter ou le refuser
refusal-nothing-to-answer = aucune proposition d’échange n’attend de réponse
refusal-pass-while-moves-exist = on ne peut passer que si rien d’autre n’est permis, et { $legal ->
        [one] un autre coup est permis
       *[other] { $legal } autres coups sont permis
    }
refusal-exchange-not-triggered = un échange exige que la Prison et l’hôpital contiennent chacun au moins { $trigger } pièces ; ils en contiennent { $prison } et { $hospital }
refusal-exchange-blocked = pas d’échange tant qu’une pièce se trouve dans la Cour de la prison ou sur le terrain de l’hôpital ({ $squares })
refusal-exchange-too-large = au plus { $max } pièces par camp
refusal-exchange-ranks = { $available ->
        [0] aucune { $size-id ->
            [large] grande
           *[small] petite
        } pièce n’est
        [one] une seule { $size-id ->
            [large] grande
           *[small] petite
        } pièce est
       *[other] seules { $available } { $size-id ->
            [large] grandes
           *[small] petites
        } pièces sont
    } à la fois dans la Prison et à l’hôpital (Prison { $prison }, hôpital { $hospital }) ; un échange rend des pièces de même rang
refusal-exchange-no-room = pas assez de cases libres dans la Cour de la prison et sur le terrain de l’hôpital pour les pièces libérées
refusal-exchange-unequal = X{ $offer } rend { $suffragettes } pièces aux suffragettes et { $police } à la police : chaque camp en récupère autant que l’autre
refusal-exchange-ranks-matched = X{ $offer } rend aux deux camps des pièces de rangs différents, et cette variante échange des pièces de même rang : écrivez une seule paire, X<grandes>+<petites>, pour les deux
refusal-exchange-captive = { $side-id ->
        [suffragettes] les suffragettes n’ont
       *[police] la police n’a
    } { $available ->
        [0] aucune { $size-id ->
            [large] grande
           *[small] petite
        } pièce prise
        [one] qu’une { $size-id ->
            [large] grande
           *[small] petite
        } pièce prise
       *[other] que { $available } { $size-id ->
            [large] grandes
           *[small] petites
        } pièces prises
    }
refusal-placement-fixed = cette variante place les pièces libérées dans la Cour et sur le terrain dans un ordre fixe, les grandes d’abord : ne nommez aucune case
refusal-placement-count = { $side-id ->
        [suffragettes] les suffragettes choisissent
       *[police] la police choisit
    } ici les cases de leurs pièces libérées : nommez { $total } cases pour { $want }, d’abord celles des grandes pièces ({ $large }) ; les cases nommées en font { $got }
refusal-placement-square = { $square } n’est pas { $zone-in }, où vont les { $side-id ->
        [suffragettes] suffragettes
       *[police] policiers
    } libérés
refusal-window-only = { $side-id ->
        [suffragettes] les suffragettes viennent de jouer : elles ne peuvent
       *[police] la police vient de jouer : elle ne peut
    } plus que proposer un échange au début du tour de l’adversaire, ou passer
refusal-no-piece = il n’y a pas de pièce sur { $square }
refusal-not-your-piece = { $square } porte { $piece-a }, mais c’est { $to-move-id ->
        [suffragettes] aux suffragettes
       *[police] à la police
    } de jouer
refusal-stuck-inside = { $piece-the } sur { $square } est { $building-in } et cette variante interdit d’y bouger
refusal-chain-stops-inside = part de { $square }, { $building-in }, où la chaîne est entrée ; cette variante interdit d’y poursuivre
refusal-chain-ends-in-building = part de { $square }, { $building-in }, où la chaîne est entrée ; dans cette variante, une chaîne s’y arrête
refusal-straight-over-opponent = saute l’adversaire sur { $square } sans le prendre, ce que cette variante n’admet pas : sauter un adversaire là où l’on peut prendre, c’est toujours le prendre
refusal-exchange-this-turn = un échange a déjà été fait ou refusé ce tour-ci, ce qui ne coûte pas de tour dans cette variante ; il faut maintenant déplacer une pièce
refusal-step-direction = cette variante n’admet pas de pas dans cette direction
refusal-occupied = arrive sur { $square }, où se trouve déjà { $piece-a }
refusal-forbidden-zone = arrive sur { $square }, une case { $zone-of }, où aucune pièce ne peut entrer
refusal-own-building = arrive sur { $square }, une case { $zone-of }, où { $side-id ->
        [suffragettes] les suffragettes ne peuvent
       *[police] la police ne peut
    } pas entrer
refusal-leaves-building = quitte { $building } pour { $square } : une pièce entrée dans le bâtiment adverse doit y rester
refusal-not-a-hop = ({ $from } vers { $to }) n’est ni un pas ni un saut : un saut passe par-dessus une pièce voisine et arrive sur la case juste derrière
refusal-hop-direction = ({ $from } vers { $to }) va dans une direction où cette variante n’admet pas de saut
refusal-one-hop-only = est un second saut, mais cette variante n’admet qu’un saut par coup
refusal-nothing-to-jump = ({ $from } vers { $to }) n’a pas de pièce à sauter sur { $square }
refusal-jumped-twice = saute { $square } une seconde fois ; dans une chaîne, aucune case n’est sautée deux fois
refusal-landed-twice = arrive une seconde fois sur { $square } ; dans une chaîne, on n’arrive jamais deux fois sur la même case
refusal-jump-over-forbidden = saute { $square }, une case { $zone-of }, que cette variante interdit de sauter
refusal-hop-over-piece = saute { $piece-acc } sur { $square }, ce que cette variante n’admet pas
refusal-second-capture = ferait une seconde prise, ce que cette variante n’admet pas
refusal-capture-compulsory = une prise est possible et cette variante rend la prise obligatoire
refusal-no-capture = est écrit avec `x` mais ne prend rien : { $why }
refusal-not-legal = coup non permis ici
refusal-first-player = cette variante fait toujours commencer { $fixed-id ->
        [suffragettes] les suffragettes
       *[police] la police
    }, pas { $asked-id ->
        [suffragettes] les suffragettes
       *[police] la police
    }
no-capture-own-piece = { $square } porte une pièce du joueur lui-même ({ $piece })
no-capture-safe = { $square } est { $zone-in }, où aucune pièce ne peut être prise
no-capture-direction = { $piece-a } ne prend que { $directions }
capture-directions-all = dans n’importe quelle direction
capture-directions-diagonal = par des sauts en diagonale
capture-directions-orthogonal = par des sauts en ligne droite
capture-directions-none = dans aucune direction

## Explanations (suffragetto explain)

refusal-in-hop = le saut { $hop } { $reason }
explain-legal = { $move } est permis dans la variante { $variant }.
explain-illegal = { $move } n’est pas permis dans la variante { $variant } : { $reason }
explain-rule-point = point de règle { $point } : { $title } : { $value } ({ $status })
explain-silent = la source ne dit rien : c’est une convention du projet (docs/conventions.md)

## Records and moves played (replay, play)

record-illegal = { $move } : { $reason } (dans la variante { $variant })
record-ply = demi-coup { $ply }
play-error = coup { $number } (demi-coup { $ply }) dans la variante { $variant } : { $error }
move-refused = { $move } : { $reason }

## Un coup joué, en mots, tel qu'un lecteur d'écran l'annonce (notation::spoken)

said-side = { $side-id ->
        [police] Police
       *[suffragettes] Suffragettes
    }
said-step = { $who } : { $piece } de { $from } en { $to }
said-hop = { $who } : { $piece } de { $from } saute en { $landings }
said-hop-capture = { $who } : { $piece } de { $from } saute en { $landings } et { $side-id ->
        [police] arrête
       *[suffragettes] désactive
    } { $captured }
said-captured = { $piece-the } en { $square }
said-then = { $first }, puis { $last }
said-and = { $first } et { $last }
said-pieces = { $piece-id ->
        [suffragette] { $n ->
                [one] { $n } suffragette
               *[other] { $n } suffragettes
            }
        [leader] { $n ->
                [one] { $n } chef de parti
               *[other] { $n } chefs de parti
            }
        [constable] { $n ->
                [one] { $n } policier
               *[other] { $n } policiers
            }
       *[inspector] { $n ->
               [one] { $n } inspecteur
              *[other] { $n } inspecteurs
           }
    }
said-exchange = { $who } : { $side-id ->
        [police] propose
       *[suffragettes] proposent
    } un échange, { $own } contre { $theirs }
said-accept = { $who } : { $side-id ->
        [police] accepte
       *[suffragettes] acceptent
    } l’échange
said-decline = { $who } : { $side-id ->
        [police] refuse
       *[suffragettes] refusent
    } l’échange
said-pass = { $who } : { $side-id ->
        [police] passe
       *[suffragettes] passent
    }

## A refusal on a page, with the rule that decides it (by its title)

refusal-by-rule = { $reason } (règle : { $title })

## Position strings that do not read

position-syntax = champ { $field } ({ $name }), colonne { $column } : { $reason }
position-syntax-rank = champ { $field } ({ $name }), rangée { $rank }, colonne { $column } : { $reason }
position-field-board = plateau
position-field-to-move = trait
position-field-prison = prison
position-field-hospital = hôpital
position-field-pending = proposition
position-field-ply = demi-coup
position-fields = { $found ->
        [one] { $found } champ
       *[other] { $found } champs
    }, il en faut 6, séparés chacun par une espace : <plateau> <trait> <prison> <hôpital> <proposition> <demi-coup>
position-ranks = { $found ->
        [one] { $found } rangée
       *[other] { $found } rangées
    } séparées par `/`, il en faut 17
position-past-file-q = `{ $letter }` dépasse la colonne q : la rangée décrit plus de 17 cases
position-run = `{ $digits }` n’est pas une suite de cases vides : il faut un nombre de 1 à 17 sans zéro initial
position-run-past = `{ $digits }` dépasse la colonne q : la rangée décrit { $squares } cases, il en faut 17
position-not-a-piece = `{ $found }` n’est ni une pièce ni un nombre : il faut S, L, P, I ou un nombre de 1 à 17
position-rank-length = la rangée décrit { $squares ->
        [one] { $squares } case
       *[other] { $squares } cases
    }, il en faut 17
position-side = `{ $text }` n’est pas un camp : il faut S ou P
position-count = `{ $text }` n’est pas un nombre de pièces : il faut <grandes>+<petites>, par exemple 1+11
position-pending = `{ $text }` n’est pas une proposition : il faut - , <grandes>+<petites> (avec, au choix, /<grandes>+<petites>, :cases, et ! pour une proposition faite au début du tour du camp qui répond), * (un échange déjà fait ce tour-ci) ou ! (le camp qui vient de jouer peut proposer)
position-ply = `{ $text }` n’est pas un nombre de demi-coups : il faut un nombre entier à partir de 0
position-invalid = pas une position de cette variante : { $why }
position-error-captive-square = { $piece } sur { $square }, une case { $zone-of } : les pièces prises se comptent dans les champs de la prison et de l’hôpital
position-error-own-building = { $piece } sur { $square }, une case { $zone-of } : aucun camp ne peut entrer dans son propre bâtiment
position-error-forbidden-square = { $piece } sur { $square }, une case { $zone-of } : la variante l’interdit à ce camp
position-error-count = { $side } : { $on-board } { $size-id ->
        [large] grandes
       *[small] petites
    } pièces sur le plateau et { $captive } { $place-in } font { $sum }, mais un camp n’en a que { $most }
position-error-both-won = les deux camps occupent leur bâtiment cible ; un seul camp au plus peut avoir gagné
position-error-pending-demand = échange en attente X{ $pending } : cette variante fait les échanges à la demande (exchange.consent: demand), donc rien ne peut être en attente ; écrivez -
position-error-pending-unavailable = échange en attente X{ $pending } : pas un échange que le camp qui propose pourrait proposer ici (exchange.ranks, exchange.placement)
position-error-pending-early = échange en attente X{ $pending } : c’est seulement là où le camp qui vient de jouer peut proposer (exchange.proposer: either) qu’une proposition a pu être faite au début du tour du camp qui répond ; retirez le !
position-error-window-proposer = proposition au début du tour adverse (!) : seulement là où le camp qui vient de jouer peut proposer (exchange.proposer: either) ; écrivez -
position-error-window-marked = proposition au début du tour adverse (!) : rien ne peut alors être en attente ni marqué
position-error-window-none = proposition au début du tour adverse (!) : aucun échange n’est possible pour le camp au trait
position-error-exchanged-cost = échange fait ce tour-ci (*) : c’est seulement là où un échange ne coûte pas de tour (exchange.cost: free) qu’un échange a pu être fait ce tour-ci ; écrivez -
position-error-exchanged-pending = échange fait ce tour-ci (*) : une proposition est en attente ; écrivez-la, pas *

## Move text that does not read

move-syntax = `{ $text }`, colonne { $column } : { $reason }
move-syntax-empty = coup vide : il faut par exemple e6-e7, g5-g7xi9, X1+3, accept, decline ou pass
move-syntax-squares-after-colon = il faut après `:` des cases séparées par des virgules, par exemple b6,b4
move-syntax-exchange-digit = il faut un chiffre de 0 à 6 dans X<grandes>+<petites>
move-syntax-exchange-form = il faut un échange X<grandes>+<petites>, par exemple X1+3
move-syntax-exchange-size = un échange nomme de 1 à 6 pièces par camp : X<grandes>+<petites> avec 1 <= grandes + petites <= 6
move-syntax-square = il faut une case : une colonne a-q et une rangée 1-17, par exemple g5
move-syntax-separator = il faut `-` ou `x` entre les cases
move-syntax-step-captures = `x` marque une prise, mais un pas ne prend jamais : écrivez `-`
move-syntax-second-square = il faut `-` ou `x` et une seconde case, par exemple e6-e7

## Records that do not read or replay

record-tag-twice = balise `{ $name }` donnée deux fois
record-unexpected = `{ $found }` inattendu : il faut un coup, un commentaire ou la fin de la partie
record-tag-name = il faut un nom de balise après `[`, par exemple [Variant "english"]
record-tag-value = il faut une valeur entre guillemets pour la balise `{ $name }`
record-tag-escape = il faut `\"` ou `\\` après `\` dans la valeur d’une balise
record-tag-unclosed = balise `{ $name }` : il manque le `"` qui ferme la valeur
record-tag-bracket = balise `{ $name }` : il faut `]` après la valeur
record-comment-unclosed = commentaire non fermé : il faut `{"}"}`
record-second-eval = un second [%eval] dans un même commentaire
record-comment-nested = `{"{"}` dans un commentaire : les commentaires ne s’emboîtent pas
record-drawing-expected = il faut une commande de dessin `[%arrow DE VERS COULEUR]`, `[%mark CASE COULEUR]` ou `[%zone NOM COULEUR]`
record-drawing-unclosed = commande de dessin non fermée : il faut `]`
record-square = `{ $text }` n’est pas une case (il faut une colonne a-q et une rangée 1-17, par exemple g5)
record-colour = `{ $text }` n’est pas une couleur : il faut un nom comme red ou #rrggbb
record-eval = [%eval] : `{ $text }` : il faut une évaluation comme 1.25 ou -0.40, ou #N / #-N pour une partie gagnée
record-zone = `{ $text }` n’est pas une zone : il faut l’une de { $ids }
record-command = `[%{ $body }]` : il faut [%arrow DE VERS COULEUR], [%mark CASE COULEUR], [%zone NOM COULEUR] ou [%eval ÉVALUATION]
record-variation-unclosed = variante non fermée : il faut `)`
record-close-without-variation = `)` sans variante à fermer
record-variation-first = une variante suit le coup qu’elle remplace
record-too-deep = variantes emboîtées sur plus de { $max } niveaux : fermez-en d’abord quelques-unes avec `)`
record-empty-variation = variante vide
record-drawing-first = une commande de dessin suit un coup
record-close-without-comment = `{"}"}` sans commentaire à fermer
record-glyph-first = le signe `{ $glyph }` suit un coup
record-move-number = `{ $written }` ne numérote pas ce coup : c’est le demi-coup { $ply }, qui s’écrit `{ $want }`
record-move-text = `{ $text }` : { $reason }
record-glyph = `{ $text }` n’est pas un signe d’appréciation : il faut ! ? !! ?? !? ?!
record-comment-first = un commentaire à l’intérieur d’une suite de coups suit un coup
record-not-a-move-number = `{ $text }` n’est pas un numéro de coup : il faut par exemple `12.` ou `12...`
record-setup = balise SetUp dans la variante { $variant } : { $why }
record-first-player-tag = la balise FirstPlayer vaut `{ $value }` : il faut S ou P
record-first-player = balise FirstPlayer : { $why }
record-result = la balise Result dit `{ $claimed }`, mais dans la variante { $variant } la partie finit `{ $ends }`
record-stopped-work = le rejeu s’est arrêté ici : il faudrait plus de { $limit } coups listés ou expliqués
record-stopped-time = le rejeu s’est arrêté ici : il faudrait plus de { $seconds } s de travail
record-stopped-cancelled = le rejeu s’est arrêté ici : il a été annulé
