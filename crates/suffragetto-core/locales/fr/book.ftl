# Les mots du livre que la construction produit (titres, tableaux,
# graphiques, légendes, le choix de la langue), en français ; mêmes ids que
# en/book.ftl (voir ce fichier).

book-title = Suffragetto : les variantes des règles comparées
book-read-in = Lire le livre en français
book-languages = Langues

## Mots des tableaux et des volets dépliables

book-position-string = Chaîne de position
book-position-strings-after = Chaînes de position après le coup
book-rule-point = point de règle
book-rule-point-label = Point de règle
book-matrix-show-all = Afficher les %n points de règle
book-matrix-show-differing = N’afficher que les %n qui diffèrent
book-values-differ = les valeurs diffèrent
book-statuses-differ = seuls les statuts diffèrent
book-the-texts = les textes
book-sentences-of-texts = les phrases des textes
book-area-capture = Arrêter et désactiver

## La page d'un chemin que le livre n'a pas.

book-not-found-title = Page introuvable (404)
book-not-found = Cette adresse n’existe pas, désolé. La barre de navigation ou la recherche vous mèneront plus loin.

## booktrans : les diagrammes des pages des règles (chapters/rules.rs), un
## titre et sa légende (`.caption`) chacun, et ce qu'y ajoute le moteur.

book-ex-step = Un pas dans l’une des huit directions
    .caption = Une pièce se déplace d’une case vers une case voisine libre, en avant, de côté, en arrière ou en diagonale.
book-ex-own-building = Son propre bâtiment est interdit
    .caption = L’Albert Hall (h4 à j5) est le but de la police : une suffragette ne peut pas y entrer.
book-ex-closed = La Cour de la prison et le terrain de l’hôpital sont fermés
    .caption = Aucune pièce ne peut entrer dans la Prison, la Cour de la prison ou l’hôpital, ni sur le terrain de l’hôpital ; on y place les pièces prises, on ne s’y déplace pas.
book-ex-chain = Une chaîne de sauts par-dessus ses propres pièces
    .caption = Un saut passe par-dessus une pièce voisine jusqu’à la case libre qui la suit, dans l’une des huit directions (malgré la comparaison du texte anglais avec les dames, dont les sauts sont diagonaux) ; les sauts peuvent s’enchaîner, chacun atterrissant sur une case permise.
book-ex-blocked = Là où un saut est bloqué
    .caption = La pièce en g8 ne peut pas sauter g9, car g10 derrière est occupée ; par-dessus h9, elle le peut, et peut continuer de là.
book-ex-two-disabled = Deux policiers neutralisés en une chaîne
    .caption = Une suffragette de la base neutralise un policier en sautant en diagonale par-dessus lui pendant qu’il se tient dans l’Arène ; une chaîne peut en prendre plusieurs.
book-ex-diagonal = Les petites pièces ne prennent qu’en diagonale
    .caption = Par-dessus h9 (en diagonale), le saut prend ; par-dessus g9 (en ligne droite), la petite pièce ne fait que se déplacer, et le policier reste.
book-ex-any-direction = Les chefs de parti et les inspecteurs prennent dans toutes les directions
    .caption = Un chef de parti prend aussi en ligne droite, le long d’une colonne ou d’une rangée.
book-ex-police-arrest = La police arrête de la même façon
    .caption = Un policier arrête une suffragette par un saut en diagonale ; elle va en Prison.
book-ex-outside-arena = Pas de prise hors de l’Arène
    .caption = Le policier en d9 se tient sur une case jaune, hors de l’Arène rose : le saut en diagonale par-dessus lui ne prend rien.
book-ex-mid-chain = Dans la Chambre des communes au milieu d’une chaîne
    .caption = Une chaîne peut entrer dans le bâtiment de l’adversaire ; dès lors, chaque point d’arrivée doit s’y trouver.
book-ex-once-inside = Une fois dedans, plus jamais dehors
    .caption = Une pièce dans le bâtiment de l’adversaire peut s’y déplacer (en consommant son tour), mais ne peut en sortir ni d’un pas ni d’un saut.
book-ex-exchange = Un échange de prisonniers
    .caption = Avec douze pièces ou plus chacun en Prison et à l’hôpital, un camp peut proposer un échange au lieu de jouer. Selon le texte anglais, l’autre camp doit l’accepter.
book-ex-come-back = Les prisonniers reviennent
    .caption = Une fois l’offre X0+2 acceptée, les pièces échangées reviennent dans la Cour de la prison et sur le terrain de l’hôpital.
book-ex-sixth = La sixième pièce entre
    .caption = Le camp qui, le premier, a six pièces dans le bâtiment de l’adversaire gagne aussitôt.
book-fact-move = Coup : `{ $move }`, l’un des { $count } coups légaux ici.
book-fact-won = { $side-id ->
    [police] Après lui, la police a gagné.
   *[other] Après lui, les suffragettes ont gagné.
}
book-fact-landings = Les points d’arrivée légaux de la pièce en { $square } selon le moteur : { $squares }
book-fact-none = aucun
book-fact-capturing = {" "}; avec prise à l’arrivée en : { $squares }
book-fact-exchange = Prison { $prison }, hôpital { $hospital } ; { $side-id ->
    [police] la police peut
   *[other] les suffragettes peuvent
} proposer { $count } échanges différents (`{ $first }` … `{ $last }`).
book-fact-after = Avant : Prison { $prison }, hôpital { $hospital }. Après `{ $moves }` : Prison { $prison-after }, hôpital { $hospital-after } ; { $side-id ->
    [police] la police a
   *[other] les suffragettes ont
} le trait.

## booktrans : les variantes intégrées par leur nom (`variant-name-ID`, variants.ftl), et
## les tournures par lesquelles les pages les nomment.

book-the-variant = la variante « { $name } »
    .under = dans la variante « { $name } »
book-and = { $rest } et { $last }
book-reading-of = la lecture de { $names }
    .under = selon la lecture de { $names }
book-reading-value = la lecture « { $value } »
    .under = selon la lecture « { $value } »
book-not-measured = non mesuré
book-base-report = les suffragettes gagnent { $suffragettes }, la police gagne { $police }, inachevées { $unfinished }, longueur moyenne { $length } demi-coups
book-share-unmeasured = { $play ->
    [strong] en jeu fort
   *[greedy] en jeu glouton
}, il n’a pas été mesuré
book-share-too-few = { $play ->
    [strong] en jeu fort
   *[greedy] en jeu glouton
}, il change peut-être la part des victoires des suffragettes, mais { $games } parties sont trop peu pour en juger (différence { $difference })
book-share-raises = { $play ->
    [strong] en jeu fort
   *[greedy] en jeu glouton
}, il augmente la part des victoires des suffragettes de { $by } (différence { $difference })
book-share-lowers = { $play ->
    [strong] en jeu fort
   *[greedy] en jeu glouton
}, il diminue la part des victoires des suffragettes de { $by } (différence { $difference })
book-share-none = { $play ->
    [strong] en jeu fort
   *[greedy] en jeu glouton
}, il ne change pas de façon mesurable la part des victoires des suffragettes (différence { $difference })
book-finding = { $change } : { $strong } ; { $greedy }.
book-first-player = { $name } : le camp qui joue en premier gagne { $strong } des parties décidées en jeu fort, { $greedy } en jeu glouton.
book-first-player-toss = { $name } avec un tirage à pile ou face pour savoir qui commence
book-source-played = Elles ont été jouées lors de la construction de ce livre.
book-source-replaced = Elles ont été jouées lors de la construction de ce livre : les résultats publiés avec le livre (`book/data/strong/`) ont été obtenus avec des règles qui ont changé depuis (un point de règle ajouté ou une valeur changée) ; ils ne sont donc pas utilisés ; `scripts/strong-data` les refait.
book-source-published = Ce sont les résultats publiés avec le livre, partie par partie, dans `book/data/strong/` (faits par `scripts/strong-data`, version { $made }) ; `suffragetto book --strong-games N` joue à la place N parties par série.
book-source-partial = La série qui les produit n’est pas terminée : ce sont ses tranches achevées jusqu’ici, { $games } de ses { $planned } parties prévues pour { $base } et chaque changement, { $variant-games } pour chaque autre variante, si bien que les intervalles sont plus larges qu’ils ne le seront.
book-metric-suffragette-win-rate = part des victoires des suffragettes
book-metric-police-win-rate = part des victoires de la police
book-metric-unfinished-rate = part des parties inachevées
book-metric-first-player-win-rate = part des parties décidées gagnées par le premier joueur
book-metric-length-plies = longueur de partie (demi-coups)
book-metric-captures-per-game = prises par partie
book-metric-exchanges-made-per-game = échanges effectués par partie
book-verdict-clear = net
book-verdict-no-change = aucun changement mesurable
book-verdict-too-few = trop peu de parties pour en juger
book-verdict-open = pas net
book-chart-suffragettes-win = les suffragettes gagnent
book-chart-police-win = la police gagne
book-chart-unfinished = inachevées
book-chart-wins-title = Parties gagnées par chaque camp, par variante, avec intervalles à 95 %
book-chart-wins-desc = Part des parties gagnées, de { $low } % à { $high } % ; un point est la part, sa barre l’intervalle à 95 %.
book-chart-percent = { $n } %
book-chart-even = égalité
book-chart-wins-axis = part des parties gagnées (point), avec son intervalle à 95 % (barre)
book-chart-variant = variante
book-chart-lengths-title = Longueurs des parties par variante (demi-coups)
book-chart-lengths-desc = Histogrammes de la longueur des parties en demi-coups, par classes de { $width } demi-coups ; l’axe des effectifs de chaque panneau va de 0 à { $most } parties.
book-chart-bin = { $name } : { $n } { $n ->
    [one] partie
   *[other] parties
} de { $low } à { $high } demi-coups
book-chart-lengths-axis = longueur de partie en demi-coups (les parties arrêtées à { $cap } comptent comme inachevées)
book-chart-games = nombre de parties
book-chart-greedy-play = jeu glouton
book-chart-strong-play = jeu fort
book-chart-effects-title = Effet de chaque changement sur la part des victoires des suffragettes, en jeu glouton et en jeu fort
book-chart-effects-desc = Changement de la part des parties que gagnent les suffragettes, de −{ $reach } à +{ $reach } points de pourcentage ; un point est la différence appariée, sa barre l’intervalle à 95 % ; { $first } en gris, { $second } en violet.
book-chart-no-effect = aucun effet
book-chart-effects-axis = changement de la part des victoires des suffragettes, en points de pourcentage
book-game-illegal-under = Dans la variante « { $variant } », ce coup est illégal : { $reason }
book-game-at-ply = demi-coup { $ply } : { $message }
book-game-unfinished = aucun : inachevée
book-game-not-reached = non atteint
book-under = { $name } : { $text }
book-panel-landings = { $name } : { $count ->
    [one] { $count } point d’arrivée légal
   *[other] { $count } points d’arrivée légaux
} pour la pièce en { $square }.
book-panel-arrow = La flèche montre <code>{ $move }</code>, légal ici.
book-panel-position = { $name } : Prison { $prison }, hôpital { $hospital }, { $side-id ->
    [police] la police a
   *[other] les suffragettes ont
} le trait.
book-panel-after = { $name }, après <code>{ $move }</code> : Prison { $prison }, hôpital { $hospital }, { $side-id ->
    [police] la police a
   *[other] les suffragettes ont
} le trait.
book-js-kind-s = un pas
book-js-kind-h = un saut
book-js-kind-c = un saut qui prend
book-js-landing = { $square } ({ $kind })
book-js-keys = Diagramme : les flèches parcourent les cases ; Entrée ou Espace choisit une pièce, puis montre un point d’arrivée ; Échap lâche la pièce
book-js-none-chosen = aucune choisie
book-js-to-move = { $side ->
    [P] La police a
   *[S] Les suffragettes ont
} le trait. Cliquez sur une pièce pour voir où elle peut aller.
book-js-not-your-turn = { $side ->
    [P] La police a
   *[S] Les suffragettes ont
} le trait : { $letter ->
    [S] la suffragette
    [L] le chef de parti
    [P] le policier
   *[I] l’inspecteur
} en { $square } ne peut pas jouer maintenant.
book-js-invalid = { $named ->
    [yes] Ce n’est pas une position { $under }
   *[no] Ce n’est pas une position de cette variante
} ({ $reason }).
book-js-may-land = { $letter ->
    [S] La suffragette
    [L] Le chef de parti
    [P] Le policier
   *[I] L’inspecteur
} en { $square } peut atterrir en { $landings }{ $named ->
    [yes] {" "}{ $under }
   *[no] {""}
}.
book-js-cannot-move = { $letter ->
    [S] La suffragette
    [L] Le chef de parti
    [P] Le policier
   *[I] L’inspecteur
} en { $square } ne peut pas bouger{ $named ->
    [yes] {" "}{ $under }
   *[no] {""}
}.
book-js-all-may-land = Dans { $count ->
    [2] les deux variantes
   *[other] toutes les variantes
}, { $letter ->
    [S] la suffragette
    [L] le chef de parti
    [P] le policier
   *[I] l’inspecteur
} en { $square } peut atterrir en { $landings }.
book-js-none-lands = Aucun point d’arrivée de la pièce en { $square } n’est permis dans { $count ->
    [2] les deux variantes
   *[other] toutes les variantes
} à la fois.
book-js-only-under = Seulement { $under } : { $landings }.
book-js-agree = Les variantes s’accordent sur cette pièce.
book-js-refused = { $move } est refusé { $under } :
book-js-rule-point = Point de règle :
book-js-variants-shown = Variantes affichées
book-js-both-at-once = les deux à la fois
book-js-explore = Ouvrir cette position dans l’explorateur
book-js-first = Première position (Début)
book-js-prev = Coup précédent (←)
book-js-next = Coup suivant (→)
book-js-last = Dernière position de cette ligne (Fin)
book-js-moves = Coups
book-js-download = Télécharger l’enregistrement ({ $file })
book-js-start = Départ
book-js-illegal-title = Illégal ({ $variants }) ; la raison s’affiche à ce coup
book-js-illegal-label = { $move }, illégal ({ $variants })
book-js-legend = un coup qu’une autre variante refuse ; à ce coup, sa raison s’affiche à côté du plateau.
book-js-position-after = Position après { $move }
book-js-start-position = Position de départ
book-js-glyph-good = un bon coup
book-js-glyph-mistake = une erreur
book-js-glyph-brilliant = un coup brillant
book-js-glyph-blunder = une grave erreur
book-js-glyph-interesting = un coup intéressant
book-js-glyph-dubious = un coup douteux
book-js-illegal-here = Dans la variante « { $variant } », ce coup est illégal :
book-js-variation = variante de la partie
book-js-square-said = { $square } : { $empty ->
    [yes] vide
   *[no] { $piece }, { $side }
}{ $landing ->
    [yes] , une case d’arrivée
   *[no] {""}
}
book-js-piece-on = { $piece } en { $square }
book-js-piece-label = Pièce :
book-js-ply-of = demi-coup { $ply } sur { $plies }
book-js-play-online = Jouer en ligne
book-js-explorer = L’explorateur des règles
book-version-title = Version { $version }, { $date }{ $current ->
    [yes] {" "}(actuelle)
   *[no] {""}
}
book-yes = oui
book-no = non
book-open-quote = «{"\u00A0"}
book-close-quote = {"\u00A0"}»
book-not-in-engine = pas encore dans le moteur
book-variant = variante
book-source-title = titre de la source
book-language = langue
book-date-of-game = date qu’elle donne au jeu
book-fact-addresses = adresses qu’elle donne
book-fact-editor = éditeur, tel que la variante le consigne
book-fact-own-date = sa propre date
book-fact-language = langue
book-fact-made-by = auteur
book-fact-provenance = provenance
book-fact-by-status = points de règle par statut
book-fact-siglum = sigle
book-fact-copy = la copie dont on compte les lignes
book-fact-game-date = la date qu’elle donne au jeu
book-fact-title = titre
book-fact-play = pour la jouer
book-fact-what = ce qu’elle est
book-fact-found-at = où le projet l’a trouvée
book-col-french-text = le texte français
book-col-correction = correction
book-col-ludii-text = texte des règles du fichier Ludii
book-col-english = règles anglaises en ligne
book-col-certainty = certitude
book-col-kind = nature
book-col-why = pourquoi
book-col-rule-point = point de règle
book-col-value = valeur
book-col-status = statut
book-col-phrase = expression
book-col-line = ligne
book-origin-self-play = la partie { $game } du jeu glouton contre lui-même, dans { $rules }, après { $ply } { $ply ->
    [one] demi-coup
   *[other] demi-coups
}
book-origin-random = le placement aléatoire { $placement } des pièces (graine { $seed })

## Le résumé des lectures qui ouvre les chapitres des différences et des
## statistiques (« En bref »).
book-sum-games = { $n ->
    [one] { $count } partie
   *[other] { $count } parties
}
book-sum-less-than-one = moins de 1
book-sum-span-between = entre { $from } et { $to } { $way ->
    [fewer] de moins
   *[more] de plus
}
book-sum-span-anything = de { $from } de moins à { $to } de plus
book-sum-share-maybe = les suffragettes gagnent peut-être { $way ->
    [fewer] moins
   *[more] plus
} de parties ({ $range } sur 100), mais { $games } { $n ->
    [one] ne suffit
   *[other] ne suffisent
} pas pour en tirer un résultat
book-sum-share-too-few = { $games } { $n ->
    [one] ne suffit
   *[other] ne suffisent
} pas pour dire qui gagne le plus
book-sum-share-clear = les suffragettes gagnent environ { $size } parties sur 100 de { $way ->
    [fewer] moins
   *[more] plus
} ({ $range })
book-sum-share-none = le vainqueur ne change pas de façon mesurable (à { $within } sur 100 près)
book-sum-share-open = il n’y a pas assez de parties pour dire qui gagne le plus ({ $range } sur 100 reste possible)
book-sum-length-maybe = les parties sont peut-être plus { $way ->
    [shorter] courtes
   *[longer] longues
} ({ $range }, en demi-coups), mais { $games } { $n ->
    [one] ne suffit
   *[other] ne suffisent
} pas pour en tirer un résultat
book-sum-length-too-few = { $games } { $n ->
    [one] ne suffit
   *[other] ne suffisent
} pas pour dire si les parties s’allongent
book-sum-length-clear = les parties sont plus { $way ->
    [shorter] courtes
   *[longer] longues
} d’environ { $size } { $plies ->
    [one] demi-coup
   *[other] demi-coups
} ({ $range })
book-sum-length-none = la longueur des parties ne change pas de façon mesurable (à { $within } { $plies ->
    [one] demi-coup
   *[other] demi-coups
} près)
book-sum-length-open = il n’y a pas assez de parties pour dire si elles s’allongent ({ $range }, en demi-coups, reste possible)
book-sum-untouched = en jeu { $play ->
    [strong] fort
   *[greedy] glouton
}, aucune des { $games } ne s’est déroulée autrement
book-sum-under = en jeu { $play ->
    [strong] fort
   *[greedy] glouton
} ({ $games }), { $clauses }
book-sum-both = { $first } et { $second }
book-sum-clauses-join = {"\u00A0; "}
book-sum-moves-differ = Elle change les coups légaux.
book-sum-moves-lead = Elle change ce que fait un coup, non les coups qui sont légaux.
book-sum-moves-same = Elle n’a changé ni les coups légaux ni ce que fait un coup dans aucune des { $count } positions que le moteur a comparées.
book-sum-moves-first = Elle ne change que le camp qui joue le premier coup.
book-sum-title-changes-the-games = Lectures qui changent le cours des parties
book-sum-title-changes-the-moves = Lectures qui changent les coups, mais pas les parties de façon mesurable
book-sum-title-changes-nothing = Lectures sans différence mesurable
book-sum-sureness = Degré de certitude : un changement est un résultat là où son intervalle à 95 % exclut zéro et où il repose sur au moins { $min } parties ; ce n’est pas un changement mesurable là où l’intervalle contient zéro et reste étroit (il ne dépasse pas { $share } parties gagnées sur 100, ou { $length } % de la longueur habituelle d’une partie, de part et d’autre de l’estimation), et « à … près » donne alors le plus grand changement que l’intervalle laisse ouvert.
book-sum-greedy-rests = Le jeu glouton repose sur { $games } par lecture.
book-sum-strong-rests-few = Le jeu fort ne repose que sur { $games } par lecture : trop peu pour un résultat (il en faut au moins { $min }), aussi n’est-il cité plus haut que là où il laisse entrevoir quelque chose ; les sections donnent tous ses chiffres.
book-sum-strong-rests = Le jeu fort repose sur { $games } par lecture.
book-sum-heading = En bref : ce que changent les lectures disputées
book-sum-intro = Chaque lecture ci-dessous est une valeur qu’une autre source donne à un point de règle, placée seule dans la variante « { $base } » et jouée contre elle.
book-sum-as-in = comme dans
book-witness-no-variant = Il n’a pas de variante propre : ses phrases se tiennent à côté des autres dans les <a href="../parallel/index.html">textes parallèles</a>.
book-stemma-alt = Le stemma : les règles en ligne (E) et l’édition de Renee Shelby (σ, non disponible) descendent d’un même texte anglais (ω, non disponible) ; la traduction française (F) traduit l’édition de Shelby, dont le texte des règles du fichier Ludii (S) conserve l’anglais ; le programme Ludii (L) se trouve dans le même fichier ; l’article allemand (D) est un résumé dont la source n’est pas connue.
book-stemma-caption = Le stemma, tiré des données du projet sur les témoins : les traits pleins marquent la descendance, les pointillés relient des témoins apparentés autrement, les cadres en tirets sont des exemplaires non disponibles (le dessin s’ouvre en grand). Chaque arête est une déduction du projet, sauf mention contraire ci-dessous.
book-known-stated = explicite
book-known-inferred = déduction du projet
book-known-recorded = d’après l’historique du dépôt
book-known-unknown = inconnu

## A rule point the sources are silent on, in a clickable diagram's answer

book-why-silent = { $value } ({ $status }) : les sources ne disent rien ; c’est une convention du projet

# La ligne sous le titre d'une annexe : quelle note du projet elle reprend.
book-appendix-source = Cette annexe est la note { $path } du projet, traduite de l’anglais, telle qu’elle figure dans le dépôt à partir duquel le livre a été construit ; en cas de doute, l’original anglais fait foi (les identifiants de variante comme <code>english</code> sont ce qu’attend l’option <code>--variant</code> de l’outil).

## Les témoins en mots (sources/witnesses.yaml, sources/artefacts.yaml).

book-language-name = { $code ->
    [en] anglais
    [de] allemand
    [fr] français
   *[other] { $code }
}
book-witness-kind = { $kind ->
    [text] texte de règles
   *[program] programme
}
book-date-none = non consignée
book-date-in-section = , dans la section { $section }
book-date-gloss = ({ $language } : { $gloss })
book-ref-editor = (éd.)
book-ref-pages = cité p. { $pages }
book-ref-accessed = consulté le { $date }
book-copy-lines = { $n ->
    [one] { $n } ligne
   *[other] { $n } lignes
}
book-copy-no-hash = SHA-256 non consigné
book-relation = { $kind ->
    [descends-from] { $who } descend de { $source }
    [preserves-the-english-of] { $who } conserve l’anglais de { $source }
    [translates] { $who } traduit { $source }
    [one-file] { $who } : un seul fichier
    [summary-relation-unknown] { $who } : un résumé, sa relation est inconnue
    [digital-reconstructions] { $who } : des reconstitutions numériques
   *[other] { $who } : { $kind }
}
book-artefact-kind = { $kind ->
    [wrong-word] mauvais mot
    [wrong-sense] mauvais sens
    [left-untranslated] laissé en anglais
    [calque] calque
    [garbled-phrase] tournure brouillée
    [ambiguous-phrase] tournure ambiguë
    [grammar] grammaire
    [web-page-residue] reste de la page web
   *[other] { $kind }
}
book-artefact-cert = { $cert ->
    [high] élevée
    [medium] moyenne
   *[low] faible
}

book-labelled = { $label } : { $text }

book-change-added = point de règle ajouté
book-change-value = valeur { $from } → { $to }
book-change-status = statut { $from } → { $to }
book-change-citation = citation ou note

book-board-alt = { $board ->
    [de] Le plateau, légendé en allemand
    [fr] Le plateau, légendé en français
   *[en] Le plateau, légendé en anglais
}
book-too-few-to-tell = trop peu de parties pour le dire
book-eval-graph-alt = Les chances de victoire des suffragettes après chaque demi-coup, selon le moteur
book-position-after-ply = Position après le demi-coup

book-after-under = { $under } :
book-passage-place = section : { $section }, ligne { $line }
book-passage-at = { $section }, ligne { $line }
book-in-the-matrix = dans le tableau comparatif

book-date = { $day ->
    [1] 1er
   *[other] { $day }
} { $month ->
    [1] janvier
    [2] février
    [3] mars
    [4] avril
    [5] mai
    [6] juin
    [7] juillet
    [8] août
    [9] septembre
    [10] octobre
    [11] novembre
   *[12] décembre
} { $year }
book-version-of = la version { $version } du { $date }
book-matrix-group-differs = Les valeurs diffèrent
book-matrix-group-agreed = La même valeur dans chaque variante
book-agents-pair = `{ $first }` contre `{ $second }`
book-stemma-svg-title = Le stemma des témoins
book-stemma-svg-desc = Comment les textes de règles et les programmes descendent les uns des autres, selon la déduction du projet ; les cadres en tirets sont des exemplaires dont on ne dispose pas.
book-stemma-not-in-hand = non disponible
book-stemma-no-source = aucune source nommée
book-relation-kind = { $kind ->
    [descends-from] descend de
    [preserves-the-english-of] conserve l’anglais de
    [translates] traduit
    [one-file] un seul fichier
    [summary-relation-unknown] résumé, relation inconnue
    [digital-reconstructions] reconstitutions numériques
   *[other] { $kind }
}
book-month-year = { $month ->
    [1] janvier
    [2] février
    [3] mars
    [4] avril
    [5] mai
    [6] juin
    [7] juillet
    [8] août
    [9] septembre
    [10] octobre
    [11] novembre
   *[12] décembre
} { $year }
