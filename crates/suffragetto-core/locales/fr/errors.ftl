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

## Tables

error-table-unknown-variant = variante `{ $id }` inconnue : choisissez parmi { $ids }
error-table-none = il n’y a pas de table `{ $id }`
error-table-moved-on = la partie a avancé pendant la lecture de votre coup : regardez à nouveau
error-table-time-ran-out = votre temps s’est écoulé avant ce coup : { $side-id ->
        [police] la police gagne
       *[other] les suffragettes gagnent
    } au temps
error-table-chat-full = la discussion de cette table est pleine
error-table-not-seated = vous n’avez pas de place à cette table
error-table-chat-players-only = seuls les joueurs peuvent écrire dans la discussion
error-table-rematch-players-only = seuls les joueurs peuvent demander une revanche
error-table-wrong-token = jeton erroné : { $why }
error-table-account-no-seat = votre compte n’a pas de place ici : { $why } (une place prise en tant qu’invité se joue avec son jeton, sur l’appareil qui l’a prise)
error-table-no-ply = le demi-coup { $ply } n’existe pas dans cette partie
error-table-position-length = position : au plus { $max } caractères
error-table-side = side vaut S, P ou toss
error-table-opponent-nodes = opponent : search et strong sont limités ici à { $max } nœuds
error-table-opponent = opponent : `{ $opponent }` n’est pas ici un joueur de l’ordinateur : il faut computer, random, greedy, search, search:NŒUDS, strong ou strong:NIVEAU (1-3)
error-table-seated-already = vous avez déjà une place à cette table, de l’autre côté : la place libre est pour quelqu’un d’autre, un ami par exemple
error-table-full = les deux places sont prises ; vous pouvez regarder la partie
error-table-over-watch = cette partie est terminée ; vous pouvez la regarder
error-table-takeback-over = la partie est terminée : plus rien ne peut être repris
error-table-takeback-offered = vous avez déjà proposé une reprise : c’est à l’autre camp de répondre
error-table-takeback-answer = l’autre camp propose une reprise : acceptez-la ou refusez-la
error-table-takeback-none = aucune reprise n’est proposée
error-table-takeback-yours = c’est l’autre camp qui répond à votre proposition de reprise
error-table-takeback-nothing = vous n’avez pas encore joué : il n’y a rien à reprendre
error-table-claim-correspondence = dans une partie par correspondance, c’est la pendule qui décide : le camp qui a épuisé ses jours perd
error-table-claim-computer = l’ordinateur ne quitte jamais une partie
error-table-claim-not-to-move = { $side-id ->
        [police] ce n’est pas à la police de jouer
       *[other] ce n’est pas aux suffragettes de jouer
    } : on ne peut réclamer la partie contre un joueur parti que lorsque c’est à lui de jouer
error-table-claim-present = { $side-id ->
        [police] le joueur de la police est à la table
       *[other] le joueur des suffragettes est à la table
    }
error-table-claim-too-soon = { $side-id ->
        [police] le joueur de la police est absent depuis { $seconds } s ; après { $limit } s, vous pourrez réclamer la partie
       *[other] le joueur des suffragettes est absent depuis { $seconds } s ; après { $limit } s, vous pourrez réclamer la partie
    }
error-table-abort-moved = les deux camps ont déjà joué : la partie ne peut donc être annulée que si l’autre joueur est parti ({ $why })
error-table-rematch-not-over = la partie n’est pas terminée : la revanche vient après
error-table-rematch-deleted = le compte de l’autre joueur a été supprimé : il n’y a personne avec qui jouer une revanche
error-table-analysis-playing = l’analyse vient après la partie : celle-ci est encore en cours
error-table-no-draw = Suffragetto ne connaît pas la partie nulle : aucune des règles de 1908 ne termine une partie sans vainqueur, il n’y a donc pas de nulle à proposer ; une partie se termine quand un camp gagne, par abandon, au temps ou sur réclamation, ou bien elle est annulée avant que chaque camp ait joué (docs/online-play.md)

## Études

error-study-title = une étude a besoin d’un titre
error-study-last-chapter = une étude garde au moins un chapitre : supprimez plutôt l’étude
error-study-arrange-no-chapter = chapitre { $n } : cette étude a les chapitres 1 à { $chapters }
error-study-arrange-twice = le chapitre { $n } est nommé deux fois : chaque chapitre vient une seule fois
error-study-deleted = cette étude n’existe pas (elle a été supprimée entre-temps)
error-study-name-length = un nom ou un titre compte au plus { $max } caractères
error-study-comment-length = un commentaire compte { $length } caractères : au plus { $max } sont gardés
error-study-chapter = chapitre { $n } : { $why }
error-study-record-bytes = l’enregistrement fait { $bytes } octets : un chapitre en fait au plus { $max }
error-study-record-moves = l’enregistrement compte { $moves } { $moves ->
        [one] coup
       *[other] coups
    } avec ses variantes : un chapitre en compte au plus { $max }
error-study-record-variant = la balise Variant de l’enregistrement indique `{ $tag }`, mais le chapitre suit la variante { $variant }
error-study-chapter-query = ?chapter=N attendu, le numéro d’un chapitre
error-study-place-syntax = `{ $place }` n’est pas un endroit d’un chapitre : des nombres séparés par des points sont attendus (un coup de la ligne principale, puis une variante et un coup de celle-ci), comme 3 ou 3.0.2
error-study-no-move-there = aucun coup à cet endroit du chapitre
error-study-no-chapter = cette étude n’a pas de chapitre { $n } : elle en a { $chapters }
error-study-none = cette étude n’existe pas (vérifiez le lien)
error-study-read-only = ce lien permet seulement de lire l’étude : pour la modifier, il faut son lien de modification (ou que son propriétaire soit connecté)
error-study-table-variant = la table se joue avec la variante { $table }, pas { $variant }
error-study-chapter-start = un chapitre part de l’un des éléments suivants : un enregistrement (sgn), une position, une table ; ou, sans aucun d’eux, du départ de la variante
error-study-bytes = les enregistrements de l’étude font { $bytes } octets : une étude en fait au plus { $max }
error-study-chapter-count = une étude compte de 1 à { $max } chapitres
error-study-no-chapter-file = aucun fichier de chapitre de ce nom : { $file }
error-study-new-chapter = chapitre { $n } : une étude compte au plus { $max } chapitres, et un nouveau vient après le dernier ({ $chapters })
error-study-bytes-would = les enregistrements de l’étude feraient { $bytes } octets : une étude en fait au plus { $max }
error-study-changed = l’étude a changé entre-temps : rechargez-la
error-study-diagram-file = diagram.svg, diagram.png ou diagram.pdf attendu
error-study-plies-syntax = plies : des nombres séparés par des virgules sont attendus, comme 4,9,14
error-study-handout-plies = une fiche montre de 1 à { $max } demi-coups
error-study-handout-ply = demi-coup { $ply } : la ligne principale du chapitre compte { $plies } { $plies ->
        [one] demi-coup
       *[other] demi-coups
    }
error-study-paper = paper : a4 ou letter attendu
error-study-per-page = per_page : une fiche compte de { $min } à { $max } diagrammes par page
error-study-no-place = cet endroit n’existe pas dans l’étude
error-study-analysing = un chapitre de cette étude est déjà en cours d’analyse : attendez qu’elle se termine
error-study-followers = trop d’élèves suivent cette étude en ce moment : réessayez plus tard

## Le serveur est occupé

error-busy-table-state = la table a avancé plus vite que son état n’a pu être établi : réessayez
error-busy-heavy = le serveur est occupé par d’autres requêtes lourdes et n’a pas pu commencer la vôtre en { $seconds } s : réessayez dans un instant
error-busy-engine-time = le moteur a épuisé le temps de cette réponse : réessayez
error-busy-work = { $what } demande plus que ce que le serveur calcule pour une réponse : il faudrait lister ou expliquer plus de { $limit } coups
error-busy-time = { $what } n’a pas pu aboutir dans le temps accordé à une réponse : il faudrait plus de { $seconds } s de travail ; essayez une position plus petite, ou réessayez plus tard
error-busy-cancelled = { $what } : la demande a été annulée
error-work-exploring = explorer cette position
error-work-explaining = expliquer ce coup
error-work-listing-moves = lister les coups de cette position
error-work-reading-move = lire ce coup
error-work-loading-table = charger cette table
error-work-analysing-game = analyser cette partie
error-work-analysing-chapter = analyser ce chapitre
error-busy-table-watchers = cette table est déjà suivie par { $n } { $n ->
        [one] page
       *[other] pages
    } : réessayez plus tard
error-busy-address-watchers = votre adresse suit déjà cette table sur { $n } { $n ->
        [one] page
       *[other] pages
    } : fermez-en une d’abord
error-busy-passwords = le serveur vérifie beaucoup de mots de passe à la fois : réessayez dans { $n } secondes
error-busy-rate = { $what } : réessayez dans { $n } { $n ->
        [one] seconde
       *[other] secondes
    }
error-busy-rate-create = trop de nouvelles tables depuis votre adresse
error-busy-rate-join = trop de places prises depuis votre adresse
error-busy-rate-move = trop de coups depuis votre adresse
error-busy-rate-chat = trop de lignes de discussion depuis votre adresse
error-busy-rate-explore = trop de requêtes à l’explorateur depuis votre adresse
error-busy-rate-read = trop de lectures de tables depuis votre adresse
error-busy-rate-seek = trop de recherches depuis votre adresse
error-busy-rate-takeback = trop de propositions de reprise depuis votre adresse
error-busy-rate-claim = trop de réclamations et d’annulations depuis votre adresse
error-busy-rate-study = trop de modifications d’études depuis votre adresse
error-busy-rate-sign-in = trop de tentatives de connexion depuis votre adresse
error-busy-rate-sign-in-name = trop de tentatives de connexion pour ce nom d’utilisateur
error-busy-rate-sign-up = trop de nouveaux comptes depuis votre adresse

## L’explorateur des règles

error-explorer-variants-none = variants : nommez-en au moins une, par exemple english,german
error-explorer-variants-many = variants : au plus { $max } à la fois ({ $asked } demandées)
error-explorer-variants-same-id = variants : deux fichiers envoyés ont l’identifiant `{ $id }`
error-explorer-variants-twice = variants : `{ $name }` est nommée deux fois
error-explorer-position-length = position : au plus { $max } caractères
error-explorer-position-none = position : ce n’est une position d’aucune des variantes demandées ({ $why })
error-explorer-position-under = dans la variante { $variant } : { $why }
error-explorer-position-join = {"\u00A0; "}
error-explorer-edit-piece = edit : pièce `{ $piece }` : S, L, P ou I attendu
error-explorer-edit-no-square = edit : une pièce a besoin d’une case
error-explorer-edit-side = edit : camp au trait `{ $side }` : S ou P attendu
error-explorer-edit-square = edit : case `{ $square }` : une colonne a-q et une rangée 1-17 attendues, par exemple g7
error-explorer-edit-captives = edit : { $what } : au plus { $max } de chaque sorte
error-explorer-move-length = move : au plus { $max } caractères
error-explorer-record-bytes = { $file } : { $bytes } octets : un enregistrement envoyé ici fait au plus { $max }

## Comptes et places

error-table-token-or-account = envoyez le jeton de votre place, ou connectez-vous au compte à qui appartient la place
error-account-no-session = vous n’avez pas de session de ce nom : elle a déjà pris fin (rechargez la liste)
error-account-wrong-password = ce n’est pas votre mot de passe actuel : saisissez-le à nouveau
error-account-other-origin = cette requête ne vient pas des pages de ce site (son en-tête Origin manque ou est celui d’un autre site) : utilisez les pages de ce site
error-account-csrf = il manque à cette modification le jeton CSRF de votre session (X-CSRF-Token, donné par GET /api/me) : rechargez la page et réessayez
error-api-no-path = ce chemin d’API n’existe pas : { $path }

## Coups

error-move-too-long = un coup a au plus { $max } caractères

## Requests that do not read

error-request = { $what }
error-request-at = { $what } (ligne { $line }, colonne { $column })
error-body-syntax = le corps de la requête n’est pas du JSON valide
error-body-content-type = le corps de la requête doit être du JSON, envoyé avec l’en-tête Content-Type: application/json
error-body-too-large = le corps de la requête est plus gros que ce que le serveur accepte
error-body-unreadable = le corps de la requête n’a pas pu être lu
error-body-missing-field = il manque au corps de la requête le champ `{ $field }`
error-body-unknown-field = le corps de la requête a un champ que cette requête ne prend pas : `{ $field }`
error-body-field-value = le champ `{ $field }` de la requête a une valeur d’un autre type que celui attendu
error-body-data = le corps de la requête n’a pas les champs que prend cette requête
error-query-missing-field = il manque à l’adresse le paramètre `{ $field }`
error-query-unknown-field = l’adresse a un paramètre que cette page ne prend pas : `{ $field }`
error-query-field-value = le paramètre `{ $field }` de l’adresse a une valeur d’un autre type que celui attendu
error-query-data = les paramètres de l’adresse ne se lisent pas
error-position = position : { $why }
error-format = format : `{ $format }` n’est pas un format (il faut svg, pdf ou png)
error-clock-live = clock : { $initial } va de 1 à 10800 secondes et { $increment } de 0 à 180 secondes
error-clock-days = clock : { $days } va de 1 à 14
error-body-secret = le corps de la requête est un objet JSON avec les champs de texte { $fields }
error-path-data = l’adresse nomme un emplacement illisible (un numéro est un nombre entier à partir de 0)
