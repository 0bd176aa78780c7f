# The values of rule points in words for readers (the variant files' own
# values, `coin_toss`, written `value-coin-toss` here). A zone in a list of
# zones is named by its `zone-` message (core.ftl). The English words are
# the values themselves, which the English text and the tables use.

value-yes = yes
value-no = no
value-large = large
value-small = small
value-setup-placement = the S and P squares of the boards
value-coin-toss = coin toss
value-suffragettes = suffragettes
value-police = police
value-unspecified = unspecified
value-move-or-hop = move or hop
value-all = all
value-orthogonal = orthogonal
value-diagonal = diagonal
value-none = none
value-any = any
value-own = own
value-opponent = opponent
value-chain = chain
value-single = single
value-allowed = allowed
value-forbidden = forbidden
value-never = never
value-land-again = land again
value-jump-again = jump again
value-unlimited = unlimited
value-harmless = harmless
value-excluded = excluded
value-included = included
value-continues = continues
value-ends = ends
value-move-and-answer = move and answer
value-move = move
value-free = free
value-arena = arena
value-arena-and-free = arena and free
value-end-of-move = end of move
value-immediate = immediate
value-prison-and-hospital = prison and hospital
value-required = required
value-demand = demand
value-yard-and-grounds = yard and grounds
value-matched = matched
value-unmatched = unmatched
value-fixed-order = fixed order
value-owner-chooses = owner chooses
value-to-move = to move
value-either = either
value-pass = pass
value-lose = lose
