# Les mots des pages en ligne (salon, table, explorateur, compte) en
# français ; les mêmes ids que en/pages.ftl (voir ce fichier).

page-site-name = Suffragetto
