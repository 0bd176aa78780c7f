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
