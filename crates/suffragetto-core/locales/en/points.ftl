# The rule points' titles and the rule areas in English. The titles are
# those of the rule_points! macro (crates/suffragetto-core/src/variant/points.rs);
# a test checks that they agree.

## Rule points

point-setup-pieces = Pieces per side, large and small
point-setup-placement = Start position (board field of a position string)
point-setup-first-player = Who moves first
point-turn-action = What one turn consists of
point-step-directions = Directions of a one-square step
point-zones-forbidden-all = Zones no piece may enter
point-zones-forbidden-own-building = A side may not enter its own building
point-hop-over = Which pieces may be hopped
point-hop-straight-over-opponent = A hop over an opponent it cannot capture (a small piece hopping straight)
point-hop-directions = Directions of a hop
point-hop-chain = Whether hops may be strung into a chain
point-hop-chain-in-building = Whether a chain goes on inside the opponents' building
point-hop-over-forbidden = Jumping over a square the hopper may not enter
point-hop-revisit = Landing on or jumping a square twice in one chain
point-capture-zone = Where pieces can be arrested or disabled
point-capture-in-buildings = Whether pieces inside the buildings can be captured
point-capture-small = Directions in which small pieces capture
point-capture-large = Directions in which large pieces capture
point-capture-automatic = A hop over a capturable opponent captures it
point-capture-compulsory = A capture must be made when one is possible
point-capture-multiple = Several captures in one chain
point-capture-removal = When captured pieces leave the board
point-capture-destination = Where captured pieces go
point-building-confined = A piece in the opponents' building may not leave it
point-building-inside-move = Moving about inside the opponents' building
point-exchange-trigger = Prison and Hospital each hold at least this many
point-exchange-size = Most pieces a side in one exchange
point-exchange-ranks = Whether the pieces exchanged must match in rank
point-exchange-consent = Whether the opponent must agree
point-exchange-proposer = Who may propose or demand an exchange, and when
point-exchange-cost = What proposing and answering an exchange cost in turns
point-exchange-return = Where exchanged pieces come back
point-exchange-placement = On which squares of the Yard and the Grounds released pieces stand
point-exchange-blocked = No exchange while a piece stands on the Yard or Grounds
point-win-condition = Pieces in the opponents' building needed to win
point-end-no-move = A side with no legal move
point-end-draw = Draw rule

## Rule areas

area-setup = Setup
area-moving = Moving
area-hopping = Hopping
area-capture = Capture
area-buildings = Buildings
area-exchanges = Exchanges
area-winning = Winning
