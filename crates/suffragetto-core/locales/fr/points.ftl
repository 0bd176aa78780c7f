# Les titres des points de règle et les domaines de règles en français.

## Rule points

point-setup-pieces = Pièces par camp, grandes et petites
point-setup-placement = Position de départ (champ du plateau d’une chaîne de position)
point-setup-first-player = Qui joue en premier
point-turn-action = En quoi consiste un tour
point-step-directions = Directions d’un pas d’une case
point-zones-forbidden-all = Zones où aucune pièce ne peut entrer
point-zones-forbidden-own-building = Un camp ne peut pas entrer dans son propre bâtiment
point-hop-over = Quelles pièces peuvent être sautées
point-hop-straight-over-opponent = Un saut par-dessus un adversaire que la pièce ne peut pas prendre (une petite pièce qui saute en ligne droite)
point-hop-directions = Directions d’un saut
point-hop-chain = Si les sauts peuvent s’enchaîner
point-hop-chain-in-building = Si une chaîne se poursuit dans le bâtiment adverse
point-hop-over-forbidden = Sauter par-dessus une case où la pièce ne peut pas entrer
point-hop-revisit = Arriver sur une case ou la sauter deux fois dans une même chaîne
point-capture-zone = Où les pièces peuvent être arrêtées ou désactivées
point-capture-in-buildings = Si les pièces dans les bâtiments peuvent être prises
point-capture-small = Directions dans lesquelles les petites pièces prennent
point-capture-large = Directions dans lesquelles les grandes pièces prennent
point-capture-automatic = Un saut par-dessus un adversaire prenable le prend
point-capture-compulsory = Une prise doit être faite quand elle est possible
point-capture-multiple = Plusieurs prises dans une même chaîne
point-capture-removal = Quand les pièces prises quittent le plateau
point-capture-destination = Où vont les pièces prises
point-building-confined = Une pièce dans le bâtiment adverse ne peut pas en sortir
point-building-inside-move = Se déplacer à l’intérieur du bâtiment adverse
point-exchange-trigger = La Prison et l’hôpital en contiennent chacun au moins autant
point-exchange-size = Nombre maximal de pièces par camp dans un échange
point-exchange-ranks = Si les pièces échangées doivent être de même rang
point-exchange-consent = Si l’adversaire doit accepter
point-exchange-proposer = Qui peut proposer ou exiger un échange, et quand
point-exchange-cost = Ce que coûtent en tours la proposition et la réponse à un échange
point-exchange-return = Où reviennent les pièces échangées
point-exchange-placement = Sur quelles cases de la Cour et du terrain se placent les pièces libérées
point-exchange-blocked = Pas d’échange tant qu’une pièce se trouve dans la Cour ou sur le terrain
point-win-condition = Pièces dans le bâtiment adverse nécessaires pour gagner
point-end-no-move = Un camp sans coup permis
point-end-draw = Règle de partie nulle

## Rule areas

area-setup = Mise en place
area-moving = Se déplacer
area-hopping = Sauter
area-capture = Prendre
area-buildings = Bâtiments
area-exchanges = Échanges
area-winning = Gagner
