# Les mots du livre que la construction produit (titres, tableaux,
# graphiques, légendes, le choix de la langue), en français ; mêmes ids que
# en/book.ftl (voir ce fichier).

book-title = Suffragetto : les variantes des règles comparées
book-read-in = Lire le livre en français
book-languages = Langues

## Mots des tableaux et des volets dépliables

book-position-string = Chaîne de position
book-position-strings-after = Chaînes de position après le coup
book-rule-point = point de règle
book-rule-point-label = Point de règle
book-matrix-show-all = Afficher les %n points de règle
book-matrix-show-differing = N'afficher que les %n qui diffèrent
book-values-differ = les valeurs diffèrent
book-statuses-differ = seuls les statuts diffèrent
book-the-texts = les textes
book-sentences-of-texts = les phrases des textes
book-area-capture = Arrêter et désactiver

## La page d'un chemin que le livre n'a pas.

book-not-found-title = Page introuvable (404)
book-not-found = Cette adresse n'existe pas, désolé. La barre de navigation ou la recherche vous mèneront plus loin.

## strong play: what each disputed reading changes under strong and under
## greedy play, and the first player's advantage (the statistics chapter).

book-strong-not-measured = non mesuré
book-strong-share-raises = { $play ->
        [strong] en jeu fort
       *[greedy] en jeu glouton
    }, elle augmente de { $by } la part des victoires des suffragettes (différence { $difference })
book-strong-share-lowers = { $play ->
        [strong] en jeu fort
       *[greedy] en jeu glouton
    }, elle diminue de { $by } la part des victoires des suffragettes (différence { $difference })
book-strong-share-none = { $play ->
        [strong] en jeu fort
       *[greedy] en jeu glouton
    }, elle ne change pas de façon mesurable la part des victoires des suffragettes (différence { $difference })
book-strong-share-too-few = { $play ->
        [strong] en jeu fort
       *[greedy] en jeu glouton
    }, elle change peut-être la part des victoires des suffragettes, mais { $games } parties sont trop peu pour le dire (différence { $difference })
book-strong-share-unmeasured = { $play ->
        [strong] en jeu fort
       *[greedy] en jeu glouton
    }, elle n'a pas été mesurée
book-strong-finding = { $change } : { $strong } ; { $greedy }.
book-strong-first-player = { $name } : le camp qui joue en premier gagne { $strong } des parties décidées en jeu fort, { $greedy } en jeu glouton.
book-strong-coin-toss = { $name } avec un tirage au sort pour savoir qui commence
book-strong-source-played = Elles ont été jouées lors de la construction de ce livre.
book-strong-source-replaced = Elles ont été jouées lors de la construction de ce livre : les résultats publiés avec le livre (`book/data/strong/`) ont été obtenus sous des règles qui ont changé depuis (un point de règle ajouté ou une valeur modifiée), ils ne sont donc pas utilisés ; `scripts/strong-data` les refait.
book-strong-source-published = Ce sont les résultats publiés avec le livre, partie par partie, dans `book/data/strong/` (produits par `scripts/strong-data`, version { $made }) ; `suffragetto book --strong-games N` joue à la place N parties par série.
book-strong-source-partial = La série qui les produit n'est pas terminée : ce sont ses tranches achevées jusqu'ici, { $games } de ses { $planned } parties prévues pour { $base } et chaque changement, { $variant-games } pour chaque autre variante, si bien que les intervalles sont plus larges qu'ils ne le seront.
