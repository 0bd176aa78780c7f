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
