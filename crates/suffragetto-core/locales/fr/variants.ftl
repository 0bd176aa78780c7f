# Les variantes intégrées sous le nom que voient les lecteurs
# (`variant-name-ID`) : dans le livre, sur les pages en ligne et dans les
# listes de l'API. Une variante non intégrée porte le nom que lui donne son
# fichier.

variant-name-english = Règles anglaises en ligne
variant-name-german = Article de la Wikipédia allemande
variant-name-french = Règles françaises mises à jour
variant-name-ludii = Programme Ludii
variant-name-dagaz = Programme Dagaz
