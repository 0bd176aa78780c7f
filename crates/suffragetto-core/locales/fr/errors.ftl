# Les réponses du serveur aux requêtes qu'il refuse (voir en/errors.ftl).

## Noms d'utilisateur

error-user-name-choose = { $what } : choisissez un autre nom d’utilisateur
error-user-name-length = un nom d’utilisateur compte de { $min } à { $max } lettres ou chiffres
error-user-name-ends = un nom d’utilisateur commence et finit par une lettre ou un chiffre
error-user-name-separators = un nom d’utilisateur n’a jamais deux espaces, traits d’union, points ou tirets bas de suite
error-user-name-character = un nom d’utilisateur se compose de lettres, de chiffres et d’espaces, traits d’union, points ou tirets bas isolés, pas de « { $char } »
error-user-name-not-identifier = « { $char } » n’est pas une lettre permise dans un nom (Unicode l’exclut des identifiants)
error-user-name-scripts = un nom d’utilisateur s’en tient à une seule écriture (des lettres de plusieurs écritures peuvent imiter un autre nom)
error-user-name-passes-for = un nom d’utilisateur ne peut pas se faire passer pour l’ordinateur, le serveur ou une place libre (il commence par « { $word } »)
error-user-name-taken = le nom d’utilisateur « { $name } » est pris, ou un nom qui lui ressemble : choisissez-en un autre

## Mots de passe

error-password-choose = { $what } : choisissez un autre mot de passe
error-password-short = un mot de passe compte au moins { $min } caractères (celui-ci en a { $len })
error-password-long = un mot de passe compte au plus { $max } caractères
error-password-common = ce mot de passe est l’un des plus courants, que l’on essaie en premier
error-password-is-name = le mot de passe ne peut pas être le nom d’utilisateur

## Connexion

error-sign-in-wrong = le nom d’utilisateur ou le mot de passe est faux : vérifiez les deux (les noms d’utilisateur ne distinguent pas majuscules et minuscules) et réessayez
error-not-signed-in = vous n’êtes pas connecté (ou votre session a pris fin) : connectez-vous, ou créez un compte

## Pseudos et discussion

error-nickname-length = un pseudo compte de 1 à { $max } lettres, chiffres ou signes (les espaces et les caractères invisibles ne comptent pas)
error-nickname-characters = un pseudo ne peut contenir aucun de ces signes : " [ ] {"{"} {"}"} \
error-nickname-passes-for = un pseudo ne peut pas se faire passer pour l’ordinateur ou le serveur (il commence par « { $word } »)
error-chat-length = une ligne de discussion compte de 1 à { $max } caractères (les espaces et les caractères invisibles ne comptent pas)

## Coups joués hors de son tour

error-game-over = la partie est terminée
error-not-your-turn = ce n’est pas votre tour : c’est { $side-id ->
        [police] à la police
       *[other] aux suffragettes
    } de jouer
