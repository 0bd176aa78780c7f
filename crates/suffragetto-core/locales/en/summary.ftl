# The rules in brief (crates/suffragetto-render/src/summary), in English, in
# the English text's terms: Leaders, Inspectors, Police constables, arrest
# and disable, hop. A sentence's message is `summary-` and its key; its
# arguments are the variant's values as the variant files write them
# (`$first-player` is `coin_toss`, ...), `yes` or `no` for a true or false
# one, numbers as written, and words made first: `$step-words`,
# `$hop-directions`, `$capture-small` and `$capture-large` (by
# `summary-directions`), `$zone-list` (by `summary-zone` and `summary-or`),
# `$colours-s` and `$colours-p` (by `summary-side-colours`); `$theme` is
# `colour` or `mono`, `$standard` whether the start squares are the board's
# S and P squares.

summary-title = Suffragetto — the rules in brief
summary-after = The rules of the variant “{ $name }”, as the project reads them.
summary-mark-convention = Not in the source: the text is silent, and this is the project's choice.
summary-mark-reading = The project's reading: the source implies it, says two things, or shows it only on its board.

summary-heading-game = The game
summary-heading-moving = Moving
summary-heading-hopping = Hopping
summary-heading-capturing = Arresting and disabling
summary-heading-buildings = The buildings
summary-heading-exchanges = Exchanges
summary-heading-winning = Winning

summary-zone = { $zone ->
        [prison] the Prison
        [prison_yard] the Prison Yard
        [hospital] the Hospital
        [hospital_grounds] the Hospital Grounds
        [arena] the Arena
        [free] the yellow squares
        [house_of_commons] the House of Commons
       *[albert_hall] Albert Hall
    }
summary-or = { $rest } or { $last }
summary-directions = { $d ->
        [all] in any direction
        [orthogonal] straight (not diagonally)
        [diagonal] diagonally
       *[none] in no direction
    }
summary-side-colours = { $same ->
        [yes] { $small }
       *[no] { $small } with { $large } { $side-id ->
            [police] Inspectors
           *[suffragettes] Leaders
        }
    }
colour-green = green
colour-purple = purple
colour-dark-blue = dark blue
colour-blue = blue
colour-white = white
colour-black = black
colour-red = red
colour-yellow = yellow
colour-grey = grey
colour-brown = brown

summary-premise = Two players: the Suffragettes try to break through the Police lines into the House of Commons; the Police try to break up the Suffragettes' meeting in Albert Hall.
summary-pieces = Each side has { $total } pieces: { $large } large and { $small } small.
summary-colours = { $theme ->
        [mono] On this black-and-white print the Suffragettes are white counters and the Police black ones; Leaders and Inspectors are the larger counters with a double ring.
       *[colour] The Suffragettes are { $colours-s }, the Police { $colours-p }. Leaders and Inspectors are the larger counters.
    }
summary-placement = { $standard ->
        [yes] They start on the squares marked S and P, the large pieces in the middle of the front row and at the ends of the first two rows.
       *[no] They start on the squares the start diagram shows.
    }
summary-first-player = { $first-player ->
        [coin_toss] A coin toss decides who begins.
        [suffragettes] The Suffragettes begin.
        [police] The Police begin.
       *[unspecified] The source does not say who begins: agree on it before you play.
    }
summary-turn = The players take turns; in each turn a player steps or hops with one of their own pieces.
summary-step = { $step ->
        [none] Pieces do not step; they only hop.
       *[other] A step goes one square { $step-words } onto an empty square.
    }
summary-forbidden = { $zones ->
        [none] Every zone is open to every piece
       *[some] No piece may ever enter { $zone-list }
    }{ $own-building ->
        [yes] , and no side may enter its own building (the Suffragettes Albert Hall, the Police the House of Commons).
       *[no] .
    }
summary-hop-over = A piece may hop over a neighbouring piece, { $hop-over ->
        [own] only one of its own
        [opponent] only one of the other side's
       *[any] its own or the other side's
    }, { $hop-directions }, onto the empty square just beyond.
summary-straight-hop = { $straight-hop ->
        [harmless] A small piece may hop straight over an opponent without taking them, simply to move about.
       *[forbidden] Hopping over an opponent who can be taken always takes them, so a small piece may not hop straight over one.
    }
summary-chain = { $chain ->
        [single] A turn has at most one hop.
       *[chain] Hops may be strung together in one turn: the same piece hops again from where it landed, and may stop after any hop.
    }
summary-chain-in-building = { $chain-in-building ->
        [ends] A chain ends as soon as the piece stands in the other side's building.
       *[continues] A chain may hop into the other side's building and go on hopping inside it.
    }
summary-revisit = { $revisit ->
        [land_again] In a chain a square may be landed on again, but none is jumped twice.
        [jump_again] In a chain no square is landed on twice (the start counts), but a square may be jumped again, except a piece already taken.
        [unlimited] A chain may land on and jump squares again, even come back to where it began, but never jumps a piece it has taken.
       *[never] In a chain no square is landed on twice (the start counts) and none is jumped twice.
    }
summary-over-forbidden = { $over-forbidden ->
        [allowed] A hop may pass over a square the piece may not enter, as long as it lands on one it may.
       *[forbidden] A hop may not pass over a square the piece may not enter.
    }
summary-capture-zone = The Police arrest Suffragettes and the Suffragettes disable Police{ $capture-zone ->
        [arena_and_free] {" "}on { $theme ->
            [mono] the grey squares of the Arena
           *[colour] the pink squares of the Arena
        } and on the free squares, never inside a building.
       *[arena] , but only on { $theme ->
            [mono] the grey squares of the Arena
           *[colour] the pink squares of the Arena
        }.
    }
summary-capture-in-buildings = { $capture-in-buildings ->
        [included] The buildings belong to the Arena: a piece inside one can be taken.
       *[excluded] A piece inside a building cannot be taken.
    }
summary-capture-directions = A small piece takes an opponent by hopping over it { $capture-small }; a Leader or Inspector takes { $capture-large }.
summary-automatic = { $automatic ->
        [yes] Hopping over an opponent who can be taken takes them.
       *[no] A piece may hop over an opponent who can be taken and leave them.
    }
summary-compulsory = { $compulsory ->
        [yes] When a capture is possible, a capture must be made.
       *[no] Taking is never compulsory.
    }
summary-multiple = { $multiple ->
        [yes] One chain may take several pieces.
       *[no] One chain takes at most one piece.
    }
summary-removal = { $removal ->
        [immediate] Taken pieces leave the board at once, in the middle of a chain.
       *[end_of_move] Taken pieces leave the board when the move ends; until then they still stand in the way.
    }
summary-destination = Arrested Suffragettes go to the Prison, disabled Police to the Hospital.
summary-confined = { $confined ->
        [yes] A piece that has entered the other side's building may not leave it.
       *[no] A piece may leave the other side's building again.
    }
summary-inside-move = { $inside-move ->
        [allowed] Inside that building it may move about, and such a move is a turn.
       *[forbidden] Inside that building it may not move.
    }
summary-exchange = When the Prison and the Hospital each hold at least { $trigger } pieces, a player may ask for an exchange of up to { $size } pieces a side, { $ranks ->
        [unmatched] as many for as many, of any ranks.
       *[matched] rank for rank: a Leader for an Inspector, a Suffragette for a constable.
    }
summary-consent = { $consent ->
        [demand] The other player cannot refuse.
       *[required] The other player may refuse, and then there is no exchange.
    }
summary-proposer = { $proposer ->
        [either] A player asks on their own turn, instead of moving, or just after moving, before the other player's turn.
       *[to_move] A player asks on their own turn, instead of moving.
    }
summary-exchange-cost = { $exchange-cost ->
        [move] Asking for an exchange takes a player's turn; the other player answers at once and then moves.
        [free] An exchange takes no turn: once it is made or refused, the player who asked moves.
       *[move_and_answer] Asking for an exchange takes a player's turn, and answering takes the other player's.
    }
summary-return = { $placement ->
        [owner_chooses] Freed Suffragettes come back on the Prison Yard, freed Police on the Hospital Grounds, each player putting their own on free squares there as they choose.
       *[fixed_order] Freed Suffragettes come back on the Prison Yard, freed Police on the Hospital Grounds, large pieces first, from the end nearest the middle of the board.
    }
summary-blocked = There is no exchange while a piece still stands on the Yard or the Grounds.
summary-win = The first side with { $win } pieces inside the other side's building wins.
summary-no-move = { $no-move ->
        [lose] A side that cannot move loses.
       *[pass] A side that cannot move passes.
    }
summary-draw = There is no draw: play on until one side wins.
