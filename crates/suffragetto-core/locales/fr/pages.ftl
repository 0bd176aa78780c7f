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
page-computer-player = Ordinateur, { $name ->
        [random] au hasard
        [greedy] glouton
        [search] recherche
        [strong] fort
       *[other] { $name }
    }

## L'en-tête et les pages du site (salon, règles du jeu, page introuvable)

page-site-title = Suffragetto : tables en ligne
page-site-nav =
    .aria-label = le site
page-site-nav-tables = Tables
page-site-nav-how-to-play = Comment jouer
page-site-nav-explorer = Explorateur des règles
page-site-nav-book = Le livre
page-site-nav-print-kit = Kit à imprimer
page-lobby-new-table = Nouvelle table
page-lobby-nickname = Votre pseudo
page-lobby-rules = Règles
page-lobby-side = Votre camp
page-lobby-side-toss = tirer à pile ou face
page-lobby-opponent = Adversaire
page-lobby-opponent-friend = un ami ou une amie (envoyer le lien)
page-lobby-opponent-strong = l’ordinateur (fort : calcule le plus loin)
page-lobby-opponent-greedy = l’ordinateur (glouton : prend ce qu’il peut)
page-lobby-opponent-random = l’ordinateur (au hasard : n’importe quel coup permis)
page-lobby-opponent-search = l’ordinateur (recherche : calcule à l’avance)
page-lobby-private = Privée : absente de cette liste, seul le lien y mène
page-lobby-create = Créer la table
page-lobby-empty = Pas encore de table : créez-en une.
page-lobby-free = (libre)
page-lobby-versus = contre
page-lobby-waiting = attend un joueur
page-lobby-playing = en cours
page-lobby-won = { $side-id ->
        [police] la police a gagné
       *[suffragettes] les suffragettes ont gagné
    }
page-lobby-row = { $variant } · coup { $moves } · { $state }
page-lobby-join = Rejoindre
page-lobby-watch = Regarder
page-howto-title = Suffragetto : comment jouer
page-howto-variant = Règles
page-howto-play-now = Jouer une partie maintenant
page-notfound-title = Cette page n’existe pas
page-notfound-text = Il n’y a rien à cette adresse. Elle est peut-être mal tapée, ou la table n’existe plus.
page-notfound-tables = Les tables en ligne

## Une table

page-table-title = Suffragetto : { $variant }
page-table-title-your-move = À vous de jouer · { $title }
page-table-title-won = Victoire : { $side } · { $title }
page-table-waiting = En attente de votre adversaire
page-table-send-link = Envoyez ce lien à la personne avec qui vous voulez jouer ; la partie commence quand elle l’ouvre et prend la place libre.
page-table-link =
    .aria-label = le lien de la table
page-table-copy = Copier le lien
page-table-copied = Copié.
page-table-say-it = Ou collez ceci dans un message :
page-table-share-text = Joue avec moi à Suffragetto, le jeu des suffragettes et de la police de 1908 : { $link }
page-table-join-invite = { $name } vous invite à jouer. Choisissez un pseudo et prenez la place { $side-id ->
        [police] de la police
       *[suffragettes] des suffragettes
    }.
page-table-join-free = Une place est libre à cette table. Choisissez un pseudo et prenez la place { $side-id ->
        [police] de la police
       *[suffragettes] des suffragettes
    }.
page-table-take-seat = Prendre la place { $side-id ->
        [police] de la police
       *[suffragettes] des suffragettes
    }
page-table-nickname = Votre pseudo
page-table-board-area =
    .aria-label = le plateau
page-table-controls =
    .aria-label = vos coups et les commandes de la partie
page-table-back-to-game = Retour à la partie
page-table-rematch-watch = Regarder la revanche
page-table-rematch-offer = Proposer une revanche (camps échangés)
page-table-rematch-play = Jouer la revanche
page-table-rematch-waiting = Une revanche attend à une nouvelle table.
page-table-to-lobby = Retour au salon
page-table-won = { $side-id ->
        [police] La police gagne
       *[suffragettes] Les suffragettes gagnent
    } : { $ending }.
page-table-resign = Abandonner
page-table-resign-confirm = Abandonner cette partie ?
page-table-flip = Retourner le plateau
page-table-rules = Règles
page-table-move-as-text = Coup en texte
page-table-play = Jouer
page-table-players = Joueurs
page-table-player-side = { $side } :
page-table-you = (vous)
page-table-here = là
page-table-away = absent
page-table-watchers = { $n ->
        [0] Personne d’autre ne regarde.
        [one] 1 personne regarde.
       *[other] { $n } personnes regardent.
    }
page-table-link-label = Lien de cette table :
page-table-moves = Coups
page-table-moves-hint = Cliquez sur un coup pour voir le plateau après lui.
page-table-record = Télécharger la partie (.sgn)
page-table-diagram = Diagramme de cette position :
page-table-ply-link = Lien vers cette position (demi-coup { $ply })
page-table-embed-link = Visionneuse à intégrer dans une page
page-table-chat = Discussion
page-table-chat-say =
    .placeholder = Écrivez quelque chose
    .aria-label = ligne de discussion
page-table-chat-send = Envoyer
page-table-mute = masquer
page-table-mute-title = Masquer les messages de { $name } sur cette page
page-table-unmute = les afficher
page-table-muted-lines = { $n ->
        [one] 1 message de { $name } masqué.
       *[other] { $n } messages de { $name } masqués.
    }
page-table-comforts = Sons et notifications
page-table-sound = Sons pour les coups et les prises
page-table-notify = Me prévenir de mon coup et de la discussion quand cet onglet est caché
page-table-notify-off = Ne plus me prévenir
page-table-notify-on = Les notifications sont activées pour ce navigateur.
page-table-notify-denied = Le navigateur bloque les notifications de ce site ; ses réglages permettent de les autoriser.
page-table-notify-unavailable = Ce navigateur n’affiche pas de notifications.
page-table-your-move-note = À vous de jouer.
page-table-chat-note = { $name } : { $text }
page-table-exchange-title = Proposer un échange
page-table-exchange-explain = Les deux camps libèrent le même nombre : chefs de parti contre inspecteurs, suffragettes contre policiers. L’autre camp accepte ou refuse.
page-table-exchange-large = { $side-id ->
        [police] Inspecteurs
       *[suffragettes] Chefs de parti
    }
page-table-exchange-small = { $side-id ->
        [police] policiers
       *[suffragettes] suffragettes
    }
page-table-exchange-words = Échange : { $exchange }.
page-table-exchange-propose = Proposer
page-table-cancel = Annuler
page-table-close = Fermer
page-table-accept = Accepter l’échange
page-table-decline = Refuser
page-table-propose-exchange = Proposer un échange…
page-table-pass = Passer
page-table-stop-here = S’arrêter ici : { $move }
page-table-reconnecting = Reconnexion…
page-table-no-such-table = Cette table n’existe pas.
page-table-no-move-from = Aucun coup permis ne part de { $square }.
page-table-your-move = À vous de jouer (coup { $move }).
page-table-to-move = { $side-id ->
        [police] La police joue
       *[suffragettes] Les suffragettes jouent
    } (coup { $move }).
page-table-exchange-offered = { $proposer-id ->
        [police] La police propose
       *[suffragettes] Les suffragettes proposent
    } un échange : { $exchange }. { $answerer-id ->
        [police] La police répond
       *[suffragettes] Les suffragettes répondent
    }.
page-table-exchange-offered-you = { $proposer-id ->
        [police] La police propose
       *[suffragettes] Les suffragettes proposent
    } un échange : { $exchange }. Acceptez ou refusez.
page-table-looking = Retour en arrière : la position après le demi-coup { $ply } ({ $move }) sur { $plies }.
page-table-looking-start = Retour en arrière : la position de départ, avant le demi-coup 1 sur { $plies }.
page-table-captives = Prison : { $prison }. Hôpital : { $hospital }.
page-table-tally = { $place } : { $count }
page-move-exchange = échange { $large } grandes + { $small } petites { $answer ->
        [pending] proposé, en attente de réponse
       *[answered] proposé
    }
page-move-answer = { $answer ->
        [accepted] accepté
       *[declined] refusé
    }
page-move-pass = passe

## La visionneuse intégrée (/embed/ID)

page-embed-title = Suffragetto : une partie
page-embed-first =
    .title = le début
page-embed-back =
    .title = un demi-coup en arrière (flèche gauche)
page-embed-forward =
    .title = un demi-coup en avant (flèche droite)
page-embed-last =
    .title = la position actuelle
page-embed-ply = demi-coup { $ply } sur { $plies }
page-embed-board-alt = Le plateau après le demi-coup { $ply } sur { $plies }
page-embed-open = Ouvrir cette partie à sa table

## Noms des zones sur le plateau

page-zone-albert-hall = Albert Hall
page-zone-house-of-commons = Chambre des communes
page-zone-prison-yard = Cour de la prison
page-zone-hospital-grounds = Terrain de l’hôpital
page-zone-prison = Prison
page-zone-hospital = Hôpital

## Les liens du compte dans l'en-tête

page-site-sign-in = Se connecter
page-site-sign-up = Créer un compte
page-site-signed-in-as = Connecté en tant que
page-site-account = Compte
page-site-sign-out = Se déconnecter
## Mots communs à toutes les pages

page-board = plateau
page-piece-suffragette = Suffragette
page-piece-leader = Chef de parti
page-piece-constable = Policier
page-piece-inspector = Inspecteur
page-prison = Prison
page-hospital = Hôpital
page-leaders = Chefs de parti
page-rank-and-file = suffragettes
page-inspectors = Inspecteurs
page-constables = policiers
page-history-first = Début
    .title = la première position
page-history-back = Retour
    .title = en arrière (flèche gauche)
page-history-forward = Suivant
    .title = en avant (flèche droite)
page-history-last = Fin
    .title = la dernière position
page-flip = Retourner le plateau
page-copy = Copier
page-copied = Copié
page-diagram = Diagramme :
page-nickname = Votre pseudonyme
page-rules = Règles
page-opponent = Adversaire
page-opponent-friend = une amie ou un ami (envoyez le lien)
page-opponent-greedy = l’ordinateur (glouton)
page-opponent-search = l’ordinateur (recherche)
page-your-side = Votre camp
page-rule-point = Point de règle :
page-move-kind = { $kind ->
        [hop] saut
        [capture] prise
        [exchange] échange
        [answer] réponse
        [pass] passe
       *[step] pas
    }
page-aspect = { $aspect ->
        [board] les pièces sur le plateau
        [to-move] qui joue ensuite
        [prison] la Prison
        [hospital] l’hôpital
        [pending] l’échange qui attend une réponse
        [exchanged-this-turn] si un échange a eu lieu ce tour-ci
       *[ply] le nombre de demi-coups
    }

## L'explorateur des règles

page-explorer-title = Suffragetto : explorateur des règles
page-explorer-tagline = explorateur des règles : une position, plusieurs lectures des règles
page-explorer-setup = Composer une position
page-explorer-from-start = La position de départ
page-explorer-from-empty = Un plateau vide
page-explorer-position-string = Une chaîne de position
page-explorer-set-up = Composer
page-explorer-record-file = Une partie enregistrée (.sgn)
page-explorer-table-link = Le lien d’une table
page-explorer-load-game = Charger sa partie
page-explorer-palette = pièces à placer
page-explorer-tool-move = Jouer
page-explorer-tool-hint = faites glisser sur le plateau, ou choisissez puis cliquez des cases
page-explorer-tool-erase = Retirer
page-explorer-to-move = Au trait
page-explorer-this-position = Cette position
page-explorer-play-here = Jouer à partir d’ici
page-explorer-compared = Règles comparées (de deux à cinq)
page-explorer-own-variant = Votre propre variante (un fichier YAML, pour cette visite)
page-explorer-differ = Où elles diffèrent ici
page-explorer-differ-hint = Coups que certaines lectures permettent et que d’autres refusent. Cliquez-en un pour le voir sur le plateau.
page-explorer-status = { $side-id ->
        [police] Au tour de la police
       *[suffragettes] Au tour des suffragettes
    } ; { $n ->
        [one] { $n } pièce
       *[other] { $n } pièces
    } sur le plateau.
page-explorer-how-move = Cliquez une pièce, puis une case.
page-explorer-how-erase = Cliquez des cases pour les vider.
page-explorer-how-place = Cliquez des cases pour y poser { $piece ->
        [leader] un chef de parti
        [constable] un policier
        [inspector] un inspecteur
       *[suffragette] une suffragette
    }.
page-explorer-later-asked = une position plus récente a été demandée
page-explorer-no-diagram = le diagramme ne peut pas être dessiné
page-explorer-bad-table-link = Le lien d’une table se termine par son identifiant, par ex. /t/0123abcd...
page-explorer-no-record = l’enregistrement de la table ne peut pas être lu
page-explorer-counts-set = Prison, Hôpital et trait fixés
page-explorer-cleared = { $square } vidée
page-explorer-choose-first = Choisissez d’abord une pièce : { $square } est vide.
page-explorer-your-file = (votre fichier)
page-explorer-at-most-five = Cinq au plus à la fois : retirez-en d’abord une.
page-explorer-at-least-two = Comparez-en au moins deux : choisissez-en d’abord une autre.
page-explorer-file-too-big = { $name } : { $size } octets : un fichier de variante envoyé ici ne peut dépasser { $most }
page-explorer-invalid = Ce n’est pas une position de ces règles : { $why }
page-explorer-won = { $side-id ->
        [police] La police a
       *[suffragettes] Les suffragettes ont
    } gagné.
page-explorer-legal-moves = { $n ->
        [one] { $n } coup permis
       *[other] { $n } coups permis
    } pour { $side-id ->
        [police] la police
       *[suffragettes] les suffragettes
    }.
page-explorer-click-piece = Cliquez une pièce pour voir où elle peut aller.
page-explorer-no-move-from = Aucun coup depuis { $square }.
page-explorer-not-every-reading = ; toutes les lectures ne le permettent pas
page-explorer-nowhere = Nulle part : toutes les lectures permettent ici les mêmes coups, et chacun mène à la même position.
page-explorer-after = { $variant } : { $side-id ->
        [police] au tour de la police
       *[suffragettes] au tour des suffragettes
    }
page-explorer-consequence = { $move } : permis par toutes les lectures, mais mène à une position différente ({ $what }). { $where }.
page-explorer-allowed-refused = permis par { $allowed } ; refusé par { $refused }.
page-explorer-more = et { $n } de plus.
page-explorer-silent = Les sources se taisent ici : la convention du projet (docs/conventions.md).
page-explorer-cite-program = { $section } ({ $source }, version { $version })
page-explorer-cite-program-line = { $section } ({ $source }, version { $version }, ligne { $line })
page-explorer-cite = Source : { $variant }, { $where }
page-explorer-cite-quote = { $cite } : « { $quote } »
page-explorer-why-title = La pièce en { $from } vers { $to }
page-explorer-legal-as = permis, en tant que { $move }.
page-explorer-play-it = Le jouer
page-explorer-not-legal = non permis :
page-explorer-placed = { $piece ->
        [leader] un chef de parti
        [constable] un policier
        [inspector] un inspecteur
       *[suffragette] une suffragette
    } en { $square }

## Les pages du compte (/sign-in, /sign-up, /account)

page-site-account-nav =
    .aria-label = votre compte
page-account-title-sign-in = Suffragetto : connexion
page-account-title-sign-up = Suffragetto : créer un compte
page-account-title-yours = Suffragetto : votre compte
page-account-sign-in = Se connecter
page-account-user-name = Nom d’utilisateur
page-account-password = Mot de passe
page-account-no-account = Pas encore de compte ?
page-account-create-one = Créez-en un.
page-account-or-guest = Vous pouvez aussi jouer sans : choisissez un pseudo dans le
page-account-to-lobby = salon.
page-account-create = Créer un compte
page-account-user-name-hint = De 2 à 24 lettres ou chiffres, séparés par des espaces simples, des traits d’union, des points ou des tirets bas. Majuscules et minuscules comptent pour un seul nom.
page-account-password-hint = Au moins 8 caractères, et pas l’un des mots de passe courants ; quelques mots dont vous vous souviendrez font un bon mot de passe.
page-account-create-and-sign-in = Créer le compte et se connecter
page-account-have-one = Vous avez déjà un compte ?
page-account-optional = Un compte est facultatif : les invités jouent avec un pseudo.
page-account-yours = Votre compte
page-account-sign-out-here = Se déconnecter sur cet appareil
page-account-where = Où vous êtes connecté
page-account-device = Appareil
page-account-signed-in = Connexion
page-account-last-used = Dernière utilisation
page-account-this-device = { $device } (cet appareil)
page-account-sign-out-there = Y mettre fin
page-account-change-password = Changer le mot de passe
page-account-current-password = Mot de passe actuel
page-account-new-password = Nouveau mot de passe
page-account-change-password-hint = Tous les autres appareils sont déconnectés ; celui-ci reste connecté.
page-account-password-changed = Le mot de passe est changé ; tous les autres appareils sont déconnectés.
page-account-delete = Supprimer le compte
page-account-delete-hint = Votre nom d’utilisateur, votre mot de passe et vos sessions sont supprimés aussitôt, sur tous les appareils. C’est irréversible.
page-account-password-confirm = Mot de passe, pour confirmer
page-account-delete-mine = Supprimer mon compte
page-account-delete-confirm = Supprimer définitivement le compte { $name } ?
## Jeu en ligne : pendules, abandon de partie, reprise de coup,
## réclamations, recherches et analyse après la partie

page-clock-left = { $side } : reste { $time }
page-clock-days = { $days ->
        [0] { $hours } h
        [one] 1 jour { $hours } h
       *[other] { $days } jours { $hours } h
    }
page-takeback-offer = Proposer de reprendre le coup
page-takeback-accept = Accepter la reprise
page-takeback-decline = Refuser
page-takeback-offered = { $side-id ->
        [police] La police propose de reprendre son dernier coup.
       *[suffragettes] Les suffragettes proposent de reprendre leur dernier coup.
    }
page-takeback-waiting = Vous avez proposé une reprise : en attente de la réponse.
page-abort = Annuler la partie
page-abort-left = Annuler plutôt (sans résultat)
page-claim = Revendiquer la victoire
page-opponent-left = { $side-id ->
        [police] Le joueur de la police a quitté la partie : vous pouvez la réclamer (vous gagnez) ou l’annuler.
       *[suffragettes] Le joueur des suffragettes a quitté la partie : vous pouvez la réclamer (vous gagnez) ou l’annuler.
    }
page-opponent-away = { $side-id ->
        [police] Le joueur de la police est absent depuis { $seconds } s ; après { $limit } s, vous pourrez réclamer la partie.
       *[suffragettes] Le joueur des suffragettes est absent depuis { $seconds } s ; après { $limit } s, vous pourrez réclamer la partie.
    }
page-ending-aborted = La partie a été annulée : pas de résultat.
page-analysis-title = Après la partie : l’analyse du programme
page-analysis-ask = Analyser la partie
page-analysis-working = Le programme analyse la partie…
page-analysis-graph = Les chances de victoire des suffragettes après chaque demi-coup
page-analysis-remark = { $ply }. { $move } { $glyph } ({ $kind ->
        [blunder] une gaffe
        [mistake] une erreur
       *[dubious] douteux
    }) : le programme préfère { $better } ; évaluation après le coup { $eval }.
page-analysis-clean = Le programme ne signale aucun coup.
page-analysis-download = Télécharger la partie analysée (.sgn)
page-analysis-explorer = Ouvrir la partie dans l’explorateur
page-analysis-about = Les évaluations sont celles du programme fort, { $nodes } positions examinées par demi-coup, du point de vue des suffragettes : positives quand elles sont mieux placées.
page-clock-choice = Pendule
page-clock-none = sans pendule
page-clock-live = { $minutes } min + { $increment } s par coup
page-clock-correspondence = { $days ->
        [one] 1 jour par coup
       *[other] { $days } jours par coup
    }
page-seek = Jouer contre n’importe qui (règles et pendule choisies)
page-lobby-seeks = En attente d’un adversaire
page-lobby-being-played = En cours
page-lobby-finished = Terminées
page-lobby-aborted = annulée
page-lobby-abandoned = abandonnée
page-clock-live-seconds = { $seconds } s + { $increment } s par coup

## Une table au clavier et au lecteur d'écran (board_keys.js, announce.js,
## move_box.js ; docs/accessibility.md)

page-a11y-board = Plateau. Les flèches parcourent les cases, Entrée choisit une pièce puis sa case d’arrivée, Échap la repose.
page-a11y-explore-board = Plateau. Les flèches parcourent les cases ; Entrée ou Espace font ce que fait un clic : poser la pièce choisie, choisir une pièce ou interroger une case ; Échap relâche la pièce choisie.
page-a11y-panel-board = Le plateau selon { $variant } : les flèches parcourent les cases, Entrée ou Espace choisit une pièce ou interroge une case.
page-a11y-your-move = À vous de jouer.
page-a11y-empty = vide
page-a11y-piece = { $name }, { $side }
page-a11y-mine = votre pièce
page-a11y-zone = { $zone ->
        [house_of_commons] dans la Chambre des communes
        [albert_hall] dans l’Albert Hall
        [free] une case jaune
        [prison] dans la Prison
        [prison_yard] dans la Cour de la prison
        [hospital] à l’hôpital
        [hospital_grounds] sur le terrain de l’hôpital
       *[arena] dans l’Arène
    }
page-a11y-landing = une case d’arrivée : Entrée y va
page-a11y-chain-end = la fin de la suite de sauts pour l’instant : Entrée s’y arrête
page-a11y-picked = { $square } choisie ; cases d’arrivée : { $squares }
page-a11y-picked-stop = { $square } atteinte ; la suite continue vers { $squares }, ou Entrée sur { $square } s’y arrête
page-a11y-playing = { $move } est joué
page-a11y-put-down = Reposée
page-a11y-not-your-move = Ce n’est pas à vous de jouer
page-a11y-looking-back = Vous regardez une position antérieure
page-a11y-moves-hint = Un coup en notation (e6-e7, g4-e6-e8, X1+3), ou une question : p (vos pièces), o (celles de l’adversaire), c (lesquelles peuvent prendre), une case (ce qui s’y trouve), l (le dernier coup), s (l’état de la partie), h (aide).
page-a11y-goes-on = { $moves ->
        [one] Un coup continue à partir de là : { $list }
       *[other] { $moves } coups continuent à partir de là : { $list }
    }
page-a11y-cmd-pieces = pièces
page-a11y-cmd-others = adversaire
page-a11y-cmd-captures = prises
page-a11y-cmd-last = dernier
page-a11y-cmd-status = état
page-a11y-cmd-help = aide
page-a11y-pieces = { $side } : { $list }
page-a11y-kind = { $kind } en { $squares }
page-a11y-none = aucune
page-a11y-captures = { $n ->
        [0] Aucun coup ne prend pour l’instant
        [one] Un coup prend : { $list }
       *[other] { $n } coups prennent : { $list }
    }
page-a11y-square-moves = { $n ->
        [0] aucun coup légal ne part d’ici
        [one] un coup légal : { $list }
       *[other] { $n } coups légaux : { $list }
    }
page-a11y-no-last = Aucun coup n’a encore été joué

## studio
page-studio-title = Studio : une leçon sur le plateau
page-studio-nav = Studio
page-studio-new = Une nouvelle étude
page-studio-study-title = Titre de l’étude
page-studio-chapter-name = Nom du premier chapitre
page-studio-variant = Variante
page-studio-start-from = Le chapitre part
page-studio-from-start = de la position initiale de la variante
page-studio-from-position = d’une chaîne de position
page-studio-from-record = d’une partie enregistrée (.sgn)
page-studio-from-table = de la partie d’une table
page-studio-position = Chaîne de position
page-studio-record-file = Partie enregistrée
page-studio-table-link = Lien vers la table
page-studio-create = Créer l’étude
page-studio-mine = Mes études
page-studio-chapters =
    .aria-label = Chapitres
page-studio-moves-bar =
    .aria-label = Coups
page-studio-draw-bar =
    .aria-label = Dessiner sur le plateau
page-studio-flip = Tourner le plateau
page-studio-tool-move = Jouer des coups
page-studio-tool-arrow = Tracer des flèches
page-studio-tool-circle = Entourer des cases
page-studio-colour-green = Vert
page-studio-colour-red = Rouge
page-studio-colour-blue = Bleu
page-studio-colour-yellow = Jaune
page-studio-clear-drawings = Effacer les dessins
page-studio-back-to-teacher = Revenir à la position de l’enseignant
page-studio-moves = Coups
page-studio-comment = Commentaire sur ce coup
page-studio-save-comment = Enregistrer le commentaire
page-studio-glyphs =
    .aria-label = Signes
page-studio-promote = Faire de la variante la ligne principale
page-studio-delete = Supprimer à partir d’ici
page-studio-undo = Annuler
page-studio-present = Présenter en direct aux élèves
page-studio-engine = Demander au moteur
page-studio-publish = Publier
page-studio-export-chapter = Ce chapitre comme partie enregistrée (.sgn)
page-studio-export-study = Toute l’étude comme parties enregistrées (.sgn)
page-studio-diagram = Cette position en diagramme :
page-studio-export-book = Les chapitres comme parties du livre (.zip)
page-studio-handout-plies = Demi-coups de la ligne principale (aucun : chaque coup commenté)
page-studio-paper = Papier
page-studio-per-page = Diagrammes par page
page-studio-handout = Faire la fiche (PDF)
page-studio-read-link = Lien de lecture (pour les élèves) :
page-studio-edit-link = Lien de modification (à garder pour soi) :
page-studio-embed-code = Pour l’intégrer dans une page web :
page-studio-open = Ouvrir cette étude
page-studio-mode-edit = Vous pouvez modifier cette étude.
page-studio-mode-read = Vous lisez cette étude.
page-studio-start = Début
page-studio-at-move = Demi-coup { $ply } : { $move }
page-studio-at-start = La position de départ
page-studio-add-chapter = Ajouter un chapitre
page-studio-chapter-default = Chapitre { $n }
page-studio-no-moves = Pas encore de coup : jouez-en un sur le plateau.
page-studio-following = Vous suivez le plateau de l’enseignant.
page-studio-looking-away = Vous regardez une position à vous ; l’enseignant continue.
page-studio-not-presenting = L’enseignant ne présente pas en ce moment.
page-studio-engine-out = Évaluation { $eval } (positive : les suffragettes sont mieux placées). Le moteur prévoit : { $line }
page-studio-engine-none = Le moteur ne voit aucun coup ici.
page-studio-thinking = Le moteur réfléchit…
page-studio-saved = Enregistré.
page-studio-refused = { $move } n’est pas un coup permis : { $reason }
page-studio-choose-piece = Choisissez d’abord une pièce du camp qui a le trait.
page-studio-glyph-good = Bon coup
page-studio-glyph-mistake = Erreur
page-studio-glyph-brilliant = Coup brillant
page-studio-glyph-blunder = Gaffe
page-studio-glyph-interesting = Coup intéressant
page-studio-glyph-dubious = Coup douteux
page-studio-chapter-count = { $n ->
        [one] un chapitre
       *[other] { $n } chapitres
    }
page-studio-none-yet = Vous n’avez pas encore d’étude.
page-studio-arrow-from = Flèche depuis { $square } : choisissez où elle pointe.
page-studio-drew = Dessiné.
page-studio-nothing-to-undo = Rien à annuler.
page-a11y-studio-board = Plateau de l’étude : les flèches du clavier parcourent les cases ; Entrée ou Espace choisit une pièce, puis sa case d’arrivée (avec les outils de dessin, le début et la fin de la flèche, ou la case à entourer) ; Échap relâche.

## my tables

page-deleted-player = (compte supprimé)
page-site-my-tables = Mes tables
page-my-tables-title = Suffragetto : mes tables
page-my-tables-heading = Mes tables
page-my-tables-intro = Les parties où vous êtes assis en étant connecté. Elles suivent votre compte : connectez-vous sur n’importe quel appareil et reprenez la partie d’ici.
page-my-tables-export = Télécharger toutes mes parties (.sgn)
page-my-tables-export-zip = Chaque partie dans son propre fichier (.zip)
page-my-tables-your-move = À vous de jouer
page-my-tables-waiting = En attente
page-my-tables-finished = Terminées
page-my-tables-none = Vous n’êtes encore assis à aucune table : créez-en une dans le salon en étant connecté, ou prenez une place libre parmi les tables de jeu actives.
page-my-tables-none-here = Aucune.
page-my-tables-against = { $variant } contre { $opponent }
page-my-tables-meta = { $side-id ->
        [police] avec la police
       *[suffragettes] avec les suffragettes
    } · { $plies ->
        [one] 1 demi-coup
       *[other] { $plies } demi-coups
    } · { $state }
page-my-tables-state-your-move = à vous de jouer
page-my-tables-state-their-move = à votre adversaire de jouer
page-my-tables-state-no-opponent = pas encore d’adversaire
page-my-tables-play = Jouer
page-my-tables-open = Ouvrir
page-my-tables-record = Partie
page-account-games = Vos parties
page-account-games-hint = Chaque partie où vous êtes assis en étant connecté reste attachée à votre compte : retrouvez-les sous « Mes tables », ou téléchargez-les toutes en un seul fichier.
page-lobby-active = Tables de jeu actives
page-lobby-active-hint = Des joueurs connectés qui attendent un adversaire. Connecté, vous prenez la place libre d’ici ; en invité, ouvrez la table et choisissez un pseudonyme.
page-lobby-active-none = Aucun joueur connecté n’attend d’adversaire pour le moment.
page-lobby-active-take = Prendre la place libre

page-studio-analyse = Analyser le chapitre
page-studio-analysing = { $plies ->
        [one] Le programme analyse 1 coup
       *[other] Le programme analyse { $plies } coups
    } de la ligne principale… ({ $seconds } s)
page-studio-analysed = L’analyse est faite : l’évaluation après chaque coup est dans la liste des coups.
page-studio-analysis-title = L’analyse du chapitre par le programme
page-studio-analysis-write = Écrire l’analyse dans le chapitre
page-studio-analysis-written = L’analyse est écrite dans le chapitre en commentaires, signes et variantes.
page-studio-changed-elsewhere = Quelqu’un d’autre a modifié le chapitre { $n } sur une autre page : vous voyez maintenant sa version (la dernière modification l’emporte), et l’annulation repart de zéro.
page-studio-manage = L’étude et ses chapitres
page-studio-rename-study = Renommer l’étude
page-studio-this-chapter-name = Nom de ce chapitre
page-studio-rename-chapter = Renommer le chapitre
page-studio-chapter-earlier = Avancer le chapitre
page-studio-chapter-later = Reculer le chapitre
page-studio-delete-chapter = Supprimer le chapitre
page-studio-delete-study = Supprimer l’étude
page-studio-delete-chapter-confirm = Supprimer le chapitre « { $name } » avec tous ses coups et commentaires ? C’est définitif.
page-studio-delete-study-confirm = Supprimer l’étude « { $title } » avec tous ses chapitres, pour tous ceux qui ont ses liens ? C’est définitif.
page-studio-renamed = Renommé.
page-studio-chapter-moved = Le chapitre est déplacé.
page-studio-chapter-deleted = Le chapitre est supprimé.
page-studio-other-moves = Autres coups ici :
page-studio-play-other = Le jouer
page-studio-move-exchange = Proposer l’échange { $move }
page-studio-move-accept = Accepter l’échange ({ $move })
page-studio-move-decline = Refuser l’échange ({ $move })
page-studio-move-pass = Passer ({ $move })

## The book's page for a path it does not have, where the book has none of its own.
page-book-missing-title = Suffragetto : cette page n’est pas dans le livre
page-book-missing-heading = Cette page n’est pas dans le livre
page-book-missing-text = La page demandée ne figure pas dans le livre.
page-book-missing-contents = La table des matières du livre
page-book-missing-tables = les tables en ligne
