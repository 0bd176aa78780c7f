# Chaque mot imprimé sur le plateau, la feuille de pions et les tuiles du
# kit d'impression, en français (voir en/kit.ftl). La Chambre des communes
# comme la nomme le texte français, l'Albert Hall sous son nom anglais.

kit-title = Suffragetto
kit-board = plateau
kit-pieces = pions
kit-cut = couper
kit-glue = coller
kit-assembly = Assemblage du plateau
kit-scale-check = 100 mm
kit-pieces-howto = Découpez le long des cercles ou collez sur des pièces de monnaie ou des disques de carton. Les grands pions sont les plus grands disques.
kit-fold-howto = Découpez chaque paire, pliez le long des pointillés et collez les deux moitiés dos à dos.
kit-after = D’après
kit-this-sheet = Cette feuille
kit-glue-under = Ses bords coupés se posent sur les bandes à coller de la feuille
kit-map-key = La case noire est cette feuille ; le plateau s’assemble comme sur la première page.
kit-start-squares = Cases de départ :
kit-inches = 4 pouces
kit-scale-step-inches = Vérifiez les barres ci-dessous : l’une doit mesurer exactement 100 mm, l’autre 4 pouces.
kit-print-shop = en taille réelle pour un imprimeur
kit-step-1 = Imprimez chaque page à 100 % (« taille réelle », pas « ajuster à la page »).
kit-step-2 = Vérifiez la barre ci-dessous : elle doit mesurer exactement 100 mm.
kit-step-3 = Découpez chaque feuille le long des tirets (à gauche et en haut ; rien sur la 1re rangée/colonne).
kit-step-4 = Commencez par rangée 1, colonne 1. Posez la feuille suivante sur la bande grise de sa voisine.
kit-step-5 = Placez le bord coupé sur la ligne pointillée, les demi-croix sur les croix, et collez.
kit-step-6 = Terminez chaque rangée, puis collez les rangées de la même façon. Rognez le bord extérieur.

kit-zone-arena = L’ARÈNE
kit-zone-prison = PRISON
kit-zone-prison-yard = COUR DE LA PRISON
kit-zone-hospital = HÔPITAL
kit-zone-hospital-grounds = TERRAIN DE L’HÔPITAL
kit-zone-house-of-commons = Chambre des communes
kit-zone-albert-hall = Albert Hall

kit-piece-suffragette = Suffragette
    .plural = Suffragettes
kit-piece-leader = Chef de parti
    .plural = Chefs de parti
kit-piece-constable = Policier
    .plural = Policiers
kit-piece-inspector = Inspecteur
    .plural = Inspecteurs

kit-title-mono = { $title }, noir et blanc
kit-tile-label = rangée { $row }, colonne { $col } sur { $rows } × { $cols }
kit-sheet-name = rangée { $row }, colonne { $col }
kit-quoted = « { $text } »
kit-sheets-summary = { $n } feuilles { $paper }, { $rows } rangées × { $cols } colonnes
kit-counters-heading = { $n } { $name }{ $spares ->
        [0] {""}
        [1] {" "}+ 1 de rechange
       *[other] {" "}+ { $spares } de rechange
    } · Ø { $diameter }

## The diagrams' words (crates/suffragetto-render/src/diagram/words.rs):
## whose turn, the Prison and Hospital, the key, and the sentences of the
## text alternative.

diagram-to-move = { $side-id ->
       *[suffragettes] Aux suffragettes de jouer
        [police] À la police de jouer
    }
diagram-won = { $side-id ->
       *[suffragettes] Les suffragettes ont gagné
        [police] La police a gagné
    }
diagram-captivity = { $side-id ->
       *[suffragettes] Prison
        [police] Hôpital
    }
diagram-tally-none = vide
diagram-offered = Échange proposé
diagram-start = Position de départ
diagram-landing-step = déplacement
diagram-landing-hop = saut
diagram-landing-capture = { $side-id ->
       *[suffragettes] saut qui désactive
        [police] saut qui arrête
    }
diagram-title = Diagramme de Suffragetto
diagram-position = Position
diagram-through = Dernier coup passant par
diagram-captured = prise en
diagram-landings = Cases d’arrivée possibles
diagram-on-board = Sur le plateau
diagram-side = { $side-id ->
       *[suffragettes] suffragettes
        [police] police
    }
diagram-piece-name = { $piece-id ->
        [leader] { $n ->
            [one] chef de parti
           *[other] chefs de parti
        }
        [suffragette] { $n ->
            [one] suffragette
           *[other] suffragettes
        }
        [inspector] { $n ->
            [one] inspecteur
           *[other] inspecteurs
        }
       *[constable] { $n ->
            [one] policier
           *[other] policiers
        }
    }
diagram-count = { $n } { $name }
diagram-on-squares = { $name } en { $squares }
diagram-no-pieces = aucune pièce
diagram-and = { $first } et { $second }
# A label and what follows it (French puts a no-break space before the colon).
diagram-label = { $label } : { $value }

## The print kit's README.txt and the rules sheet's figures
## (crates/suffragetto-render/src/kit.rs, rules_sheet.rs).

kit-readme-title = Suffragetto à imprimer
kit-readme-board = Plateau de { $board } de côté (cases de { $square }), d’après « { $variant } », { $theme ->
        [mono] en noir et blanc
       *[colour] en couleur
    }.
kit-readme-pages = { $n ->
        [one] { $n } page
       *[other] { $n } pages
    }
kit-readme-print =
    Imprimez à 100 % (taille réelle). Les plateaux en feuilles commencent par une
    page qui montre l’assemblage ; board-full.pdf est pour un imprimeur (fond perdu
    de 3 mm, traits de coupe).
kit-figure-start = La position de départ et les zones.
kit-figure-chain = Une chaîne, { $move } : une petite pièce en met { $n } hors de combat.
kit-figure-landings = Où le chef de parti en h8 peut aller.
kit-tile-heading = Plateau de { $title } — { $tile }
