# The words of the core crate in English: sides, pieces, zones, statuses,
# outcomes and endings, kinds of difference, and the engine's refusals.
#
# Arguments the program passes:
#   a side as `$name` (its name, as side-*) and `$name-id` (`suffragettes`
#     or `police`, for agreement);
#   a zone as `$name` (as zone-*), `$name-in` (.in) and `$name-of` (.of);
#   a piece as `$name` (as piece-*), `$name-a` (.a, with the indefinite
#     article), `$name-acc` (.acc, the same as an object) and `$name-the`
#     (.the, with the definite article);
#   a size as `$name` (as size-*) and `$name-id` (`large` or `small`);
#   squares, moves and rule point ids as they are written (`b4`, `X1+2`,
#   `exchange.ranks`); numbers as numbers.
# A refusal names no rule point: the program shows the point beside it
# (its title on a page, its id in brackets on the command line).

## Sides

side-suffragettes = Suffragettes
side-police = Police

## Pieces

piece-suffragette = Suffragette
    .a = a Suffragette
    .acc = a Suffragette
    .the = the Suffragette
piece-leader = Leader
    .a = a Leader
    .acc = a Leader
    .the = the Leader
piece-constable = constable
    .a = a constable
    .acc = a constable
    .the = the constable
piece-inspector = Inspector
    .a = an Inspector
    .acc = an Inspector
    .the = the Inspector

size-large = large
size-small = small

## Zones

zone-arena = the Arena
    .in = in the Arena
    .of = of the Arena
zone-house-of-commons = the House of Commons
    .in = inside the House of Commons
    .of = of the House of Commons
zone-albert-hall = Albert Hall
    .in = inside Albert Hall
    .of = of Albert Hall
zone-free = a free square
    .in = on a free square
    .of = of the free squares
zone-prison = the Prison
    .in = in the Prison
    .of = of the Prison
zone-prison-yard = the Prison Yard
    .in = on the Prison Yard
    .of = of the Prison Yard
zone-hospital = the Hospital
    .in = in the Hospital
    .of = of the Hospital
zone-hospital-grounds = the Hospital Grounds
    .in = on the Hospital Grounds
    .of = of the Hospital Grounds

## How a value is known

status-stated = stated
    .meaning = the text says it
status-inferred = inferred
    .meaning = it follows from the text by the argument in the note
status-convention = convention
    .meaning = the text is silent; the value is the project's choice
status-contradictory = contradictory
    .meaning = the text says two incompatible things; the note says which is taken and why
status-board = from the board
    .meaning = taken from a reconstruction of the board, not from the text
status-implemented = implemented
    .meaning = what a digital reconstruction's program does, cited by file, version and line

diff-kind-value = value differs
diff-kind-status = status differs

## Outcomes and endings

outcome-won = the { $winner } win
outcome-unfinished = unfinished
ending-target = { $count } { $winner } are in { $building }
ending-no-move = the { $loser } cannot move
ending-resignation = the { $loser } resigned
ending-time = the { $loser } ran out of time
ending-abandoned = the { $loser } left the game
ending-aborted = the { $side } aborted the game

## Refusals

refusal-game-over-target = the game is over: the { $winner } have won
refusal-game-over-no-move = the game is over: the { $winner } have won, as the { $loser } cannot move
refusal-game-over-resignation = the game is over: the { $loser } resigned
refusal-answer-pending = the exchange X{ $pending } awaits an answer: the { $to-move } may only accept or decline
refusal-nothing-to-answer = no exchange proposal awaits an answer
refusal-pass-while-moves-exist = pass is legal only when nothing else is, and { $legal ->
        [one] one other move is
       *[other] { $legal } other moves are
    } legal
refusal-exchange-not-triggered = an exchange needs the Prison and the Hospital each to hold { $trigger } or more; they hold { $prison } and { $hospital }
refusal-exchange-blocked = no exchange while a piece stands on the Prison Yard or the Hospital Grounds ({ $squares })
refusal-exchange-too-large = at most { $max } pieces a side
refusal-exchange-ranks = only { $available } { $size } { $available ->
        [one] piece is
       *[other] pieces are
    } in both the Prison and the Hospital (Prison { $prison }, Hospital { $hospital }); an exchange matches ranks
refusal-exchange-no-room = not enough free release squares on the Prison Yard and Hospital Grounds
refusal-exchange-unequal = X{ $offer } gives the Suffragettes { $suffragettes } pieces back and the Police { $police }: each side gets back as many as the other
refusal-exchange-ranks-matched = X{ $offer } gives the two sides different ranks back, and this variant matches ranks: write one pair, X<large>+<small>, for both
refusal-exchange-captive = the { $side } have only { $available } { $size } { $available ->
        [one] piece
       *[other] pieces
    } captured
refusal-placement-fixed = this variant puts released pieces on the Yard and the Grounds in a fixed order, large pieces first: name no squares
refusal-placement-count = the { $side } choose the squares of their released pieces here: name { $total } squares, the { $large } large pieces' first, for { $want }; the squares named hold { $got }
refusal-placement-square = { $square } is not { $zone-in }, where released { $side } go
refusal-window-only = the { $side } have just moved: they may now only propose an exchange at the start of their opponent's turn, or pass
refusal-no-piece = there is no piece on { $square }
refusal-not-your-piece = { $square } holds { $piece-a }, but the { $to-move } are to move
refusal-stuck-inside = { $piece-the } on { $square } is { $building-in } and this variant forbids moving there
refusal-chain-stops-inside = starts on { $square }, { $building-in }, which the chain entered; this variant forbids moving on inside it
refusal-chain-ends-in-building = starts on { $square }, { $building-in }, which the chain entered; in this variant a chain ends there
refusal-straight-over-opponent = jumps the opponent on { $square } without capturing it, which this variant does not allow: jumping an opponent where pieces can be captured always captures
refusal-exchange-this-turn = an exchange was already made or refused this turn, which costs no turn in this variant; now a piece must move
refusal-step-direction = this variant does not allow a step in that direction
refusal-occupied = lands on { $square }, which is occupied by { $piece-a }
refusal-forbidden-zone = lands on { $square }, a square { $zone-of }, which no piece may enter
refusal-own-building = lands on { $square }, a square { $zone-of }, which the { $side } may not enter
refusal-leaves-building = leaves { $building } for { $square }: a piece inside the opponents' building must stay there
refusal-not-a-hop = ({ $from } to { $to }) is neither a step nor a hop: a hop jumps one adjacent piece and lands on the square just beyond
refusal-hop-direction = ({ $from } to { $to }) goes in a direction this variant does not allow for hops
refusal-one-hop-only = is a second hop, but this variant allows one hop per move
refusal-nothing-to-jump = ({ $from } to { $to }) has no piece to jump on { $square }
refusal-jumped-twice = jumps { $square } a second time; no square is jumped twice in one chain
refusal-landed-twice = lands on { $square } a second time; no square is landed on twice in one chain
refusal-jump-over-forbidden = jumps { $square }, a square { $zone-of }, which this variant forbids jumping
refusal-hop-over-piece = jumps { $piece-acc } on { $square }, which this variant does not allow
refusal-second-capture = would make a second capture, which this variant does not allow
refusal-capture-compulsory = a capture is possible and this variant makes capturing compulsory
refusal-no-capture = is written `x` but captures nothing: { $why }
refusal-not-legal = not a legal move here
refusal-first-player = this variant always lets the { $fixed } begin, not the { $asked }
no-capture-own-piece = { $square } holds the mover's own { $piece }
no-capture-safe = { $square } is { $zone }, where no piece can be captured
no-capture-direction = { $piece-a } captures only { $directions }
capture-directions-all = in any direction
capture-directions-diagonal = by diagonal hops
capture-directions-orthogonal = by orthogonal hops
capture-directions-none = in no direction

## Explanations (suffragetto explain)

refusal-in-hop = hop { $hop } { $reason }
explain-legal = { $move } is legal under { $variant }.
explain-illegal = { $move } is not legal under { $variant }: { $reason }
explain-rule-point = rule point { $point }: { $title }: { $value } ({ $status })
explain-silent = the source is silent: the project's convention (docs/conventions.md)

## Records and moves played (replay, play)

record-illegal = { $move }: { $reason } (under the { $variant } variant)
record-ply = ply { $ply }
play-error = move { $number } (ply { $ply }) under the { $variant } variant: { $error }
move-refused = { $move }: { $reason }

## A move played, in words, as a screen reader announces it (notation::spoken)
# $who: the side that moved, at the start of a sentence; $side, $side-id: the
# same as a side; $piece, $piece-the, $piece-id: the piece that moved or was
# captured (`suffragette`, `leader`, `constable`, `inspector`); $from, $to,
# $square: squares; $landings: the landings of a chain (said-then);
# $captured: the pieces captured (said-captured, joined by said-and); $own,
# $theirs: an exchange's pieces (said-pieces), the proposer's first.

said-side = { $side-id ->
        [police] Police
       *[suffragettes] Suffragettes
    }
said-step = { $who }: { $piece } { $from } to { $to }
said-hop = { $who }: { $piece } { $from } hops to { $landings }
said-hop-capture = { $who }: { $piece } { $from } hops to { $landings }, { $side-id ->
        [police] arresting
       *[suffragettes] disabling
    } { $captured }
said-captured = { $piece-the } on { $square }
said-then = { $first }, then { $last }
said-and = { $first } and { $last }
said-pieces = { $piece-id ->
        [suffragette] { $n ->
                [one] { $n } Suffragette
               *[other] { $n } Suffragettes
            }
        [leader] { $n ->
                [one] { $n } Leader
               *[other] { $n } Leaders
            }
        [constable] { $n ->
                [one] { $n } constable
               *[other] { $n } constables
            }
       *[inspector] { $n ->
               [one] { $n } Inspector
              *[other] { $n } Inspectors
           }
    }
said-exchange = { $who }: propose an exchange, { $own } for { $theirs }
said-accept = { $who }: accept the exchange
said-decline = { $who }: decline the exchange
said-pass = { $who }: pass

## A refusal on a page, with the rule that decides it (by its title)

refusal-by-rule = { $reason } (rule: { $title })

## Position strings that do not read
#
# `$field`, `$rank`, `$column` are numbers; `$name` one of the
# position-field- messages; `$reason` one of the messages after them;
# `$text`, `$digits`, `$letter`, `$found` what the string holds there;
# `$why` one of the position-error- messages.

position-syntax = field { $field } ({ $name }), column { $column }: { $reason }
position-syntax-rank = field { $field } ({ $name }), rank { $rank }, column { $column }: { $reason }
position-field-board = board
position-field-to-move = to-move
position-field-prison = prison
position-field-hospital = hospital
position-field-pending = pending
position-field-ply = ply
position-fields = { $found } fields, expected 6 separated by single spaces: <board> <to-move> <prison> <hospital> <pending> <ply>
position-ranks = { $found } ranks separated by `/`, expected 17
position-past-file-q = `{ $letter }` is past file q: the rank describes more than 17 squares
position-run = `{ $digits }` is not a run of empty squares: expected a number 1-17 without leading zeros
position-run-past = `{ $digits }` runs past file q: the rank describes { $squares } squares, expected 17
position-not-a-piece = `{ $found }` is not a piece or a count: expected S, L, P, I or a number 1-17
position-rank-length = the rank describes { $squares } squares, expected 17
position-side = `{ $text }` is not a side: expected S or P
position-count = `{ $text }` is not a count: expected <large>+<small>, e.g. 1+11
position-pending = `{ $text }` is not a proposal: expected - , <large>+<small> (optionally /<large>+<small>, :squares, and ! if made at the start of the answerer's turn), * (an exchange already made this turn) or ! (the mover may now propose)
position-ply = `{ $text }` is not a ply count: expected a whole number from 0
position-invalid = not a position of this variant: { $why }
position-error-captive-square = { $piece } on { $square }, a square of { $zone }: captured pieces are counted in the prison and hospital fields
position-error-own-building = { $piece } on { $square }, a square of { $zone }: a side may not enter its own building
position-error-forbidden-square = { $piece } on { $square }, a square of { $zone }: the variant forbids it to this side
position-error-count = { $side }: { $on-board } { $size } on the board and { $captive } { $place-in } make { $sum }, but a side has only { $most }
position-error-both-won = both sides occupy their target buildings; at most one side can have won
position-error-pending-demand = pending exchange X{ $pending }: this variant makes exchanges on demand (exchange.consent: demand), so nothing can be pending; write -
position-error-pending-unavailable = pending exchange X{ $pending }: not an exchange the proposer could propose here (exchange.ranks, exchange.placement)
position-error-pending-early = pending exchange X{ $pending }: only where the player who has just moved may propose (exchange.proposer: either) can a proposal have been made at the start of the answerer's turn; drop the !
position-error-window-proposer = proposal at the start of the opponent's turn (!): only where the player who has just moved may propose (exchange.proposer: either); write -
position-error-window-marked = proposal at the start of the opponent's turn (!): nothing may be pending or marked then
position-error-window-none = proposal at the start of the opponent's turn (!): no exchange is available to the side to move
position-error-exchanged-cost = exchange made this turn (*): only where an exchange costs no turn (exchange.cost: free) can one have been made this turn; write -
position-error-exchanged-pending = exchange made this turn (*): a proposal is pending; write it, not *

## Move text that does not read
#
# `$text` is the move text as written, `$column` a number, `$reason` one
# of the move-syntax- messages after the first.

move-syntax = `{ $text }`, column { $column }: { $reason }
move-syntax-empty = empty move: expected e.g. e6-e7, g5-g7xi9, X1+3, accept, decline or pass
move-syntax-squares-after-colon = expected squares separated by commas after `:`, e.g. b6,b4
move-syntax-exchange-digit = expected a digit 0-6 in X<large>+<small>
move-syntax-exchange-form = expected an exchange X<large>+<small>, e.g. X1+3
move-syntax-exchange-size = an exchange names 1 to 6 pieces a side: X<large>+<small> with 1 <= large + small <= 6
move-syntax-square = expected a square: a file a-q and a rank 1-17, e.g. g5
move-syntax-separator = expected `-` or `x` between squares
move-syntax-step-captures = `x` marks a capture, but a step never captures: write `-`
move-syntax-second-square = expected `-` or `x` and a second square, e.g. e6-e7

## Records that do not read or replay
#
# `$name` a tag's name; `$found`, `$text`, `$glyph`, `$written`, `$want`,
# `$body`, `$value`, `$claimed`, `$ends` what the record holds; `$ids`
# the zones' ids; `$variant` an id; `$why` a position string's error
# (position-) or a refusal; `$reason` one of the move-syntax- messages.

record-tag-twice = tag `{ $name }` given twice
record-unexpected = unexpected `{ $found }`: expected a move, a comment or the end of the record
record-tag-name = expected a tag name after `[`, e.g. [Variant "english"]
record-tag-value = expected a quoted value for tag `{ $name }`
record-tag-escape = expected `\"` or `\\` after `\` in a tag value
record-tag-unclosed = tag `{ $name }`: the value's closing `"` is missing
record-tag-bracket = tag `{ $name }`: expected `]` after the value
record-comment-unclosed = comment not closed: expected `{"}"}`
record-second-eval = a second [%eval] in one comment
record-comment-nested = `{"{"}` inside a comment: comments do not nest
record-drawing-expected = expected a drawing command `[%arrow FROM TO COLOUR]`, `[%mark SQUARE COLOUR]` or `[%zone NAME COLOUR]`
record-drawing-unclosed = drawing command not closed: expected `]`
record-square = `{ $text }` is not a square (expected a file a-q and a rank 1-17, e.g. g5)
record-colour = `{ $text }` is not a colour: expected a name like red or #rrggbb
record-eval = [%eval]: `{ $text }`: expected a score such as 1.25 or -0.40, or #N / #-N for a won game
record-zone = `{ $text }` is not a zone: expected one of { $ids }
record-command = `[%{ $body }]`: expected [%arrow FROM TO COLOUR], [%mark SQUARE COLOUR], [%zone NAME COLOUR] or [%eval SCORE]
record-variation-unclosed = variation not closed: expected `)`
record-close-without-variation = `)` without a variation to close
record-variation-first = a variation must follow the move it replaces
record-too-deep = variations nested more than { $max } deep: close some with `)` first
record-empty-variation = empty variation
record-drawing-first = a drawing command must follow a move
record-close-without-comment = `{"}"}` without a comment to close
record-glyph-first = glyph `{ $glyph }` must follow a move
record-move-number = `{ $written }` does not number this move: it is ply { $ply }, written `{ $want }`
record-move-text = `{ $text }`: { $reason }
record-glyph = `{ $text }` is not a glyph: expected ! ? !! ?? !? ?!
record-comment-first = a comment inside a line must follow a move
record-not-a-move-number = `{ $text }` is not a move number: expected e.g. `12.` or `12...`
record-setup = tag SetUp under the { $variant } variant: { $why }
record-first-player-tag = tag FirstPlayer is `{ $value }`: expected S or P
record-first-player = tag FirstPlayer: { $why }
record-result = tag Result says `{ $claimed }`, but under the { $variant } variant the game ends `{ $ends }`
record-stopped-work = the replay stopped here: it needs more than { $limit } moves listed or explained
record-stopped-time = the replay stopped here: it needs more than { $seconds } s of work
record-stopped-cancelled = the replay stopped here: it was cancelled
