# The words of the online pages (the lobby, a table, the explorer, the
# account pages), in English. Every message id starts with `page-`. The
# server writes the static words of a page into its HTML (the id in double braces
# in the template) and sends this file to the page, where the scripts
# format the words they write at run time with `t("page-id", { args })`
# (Project Fluent's own `@fluent/bundle`; see docs/languages.md).

page-site-name = Suffragetto

## Sides and pieces, as the pages write them. `$side` and `$side-id`
## (`suffragettes` or `police`) come together (the scripts' `sideArgs`), as
## in core.ftl; `$piece` is `suffragette`, `leader`, `constable` or
## `inspector`.

page-side-suffragettes = Suffragettes
page-side-police = Police
# A number of pieces: "1 Leader", "3 constables", "2 rank-and-file".
page-count = { $piece ->
        [leader] { $n ->
            [one] { $n } Leader
           *[other] { $n } Leaders
        }
        [constable] { $n ->
            [one] { $n } constable
           *[other] { $n } constables
        }
        [inspector] { $n ->
            [one] { $n } Inspector
           *[other] { $n } Inspectors
        }
       *[suffragette] { $n } rank-and-file
    }
# Two counts of one side: "1 Leader and 3 rank-and-file".
page-count-pair = { $first } and { $second }
# An exchange told from one side: "1 Leader for 1 Inspector".
page-exchange-for = { $give } for { $get }

## The language switch (every page's header)

page-language = Language
page-language-en = English
page-language-de = Deutsch
page-language-fr = Français

## Players

page-free-seat = (free seat)
# The computer at a seat, with its agent's name: "Computer, greedy".
page-computer-player = Computer, { $name }

## Words every page shares

page-nav-tables = Online tables
page-nav-book = The book
page-board = board
page-piece-suffragette = Suffragette
page-piece-leader = Leader
page-piece-constable = Constable
page-piece-inspector = Inspector
page-prison = Prison
page-hospital = Hospital
page-leaders = Leaders
page-rank-and-file = rank-and-file
page-inspectors = Inspectors
page-constables = constables
page-history-first = First
    .title = the first position
page-history-back = Back
    .title = back (left arrow)
page-history-forward = Forward
    .title = forward (right arrow)
page-history-last = Last
    .title = the last position
page-flip = Turn the board round
page-copy = Copy
page-copied = Copied
page-diagram = Diagram:
page-nickname = Your nickname
page-rules = Rules
page-opponent = Opponent
page-opponent-friend = a friend (send the link)
page-opponent-greedy = the computer (greedy)
page-opponent-search = the computer (search)
page-your-side = Your side
page-rule-point = Rule point:
# A kind of move: step, hop, capture, exchange, answer or pass.
page-move-kind = { $kind ->
        [hop] hop
        [capture] capture
        [exchange] exchange
        [answer] answer
        [pass] pass
       *[step] step
    }
# What differs between two positions a move leads to.
page-aspect = { $aspect ->
        [board] the pieces on the board
        [to-move] who moves next
        [prison] the Prison
        [hospital] the Hospital
        [pending] the exchange waiting for an answer
        [exchanged-this-turn] whether an exchange was made this turn
       *[ply] the ply count
    }

## The rules explorer

page-explorer-title = Suffragetto: rules explorer
page-explorer-tagline = rules explorer: one position, several readings of the rules
page-explorer-setup = Set up a position
page-explorer-from-start = The start position
page-explorer-from-empty = An empty board
page-explorer-position-string = A position string
page-explorer-set-up = Set up
page-explorer-record-file = A game record (.sgn)
page-explorer-table-link = A table's link
page-explorer-load-game = Load its game
page-explorer-palette = pieces to place
page-explorer-tool-move = Move
page-explorer-tool-hint = drag onto the board, or choose and click squares
page-explorer-tool-erase = Remove
page-explorer-to-move = To move
page-explorer-this-position = This position
page-explorer-play-here = Play from here
page-explorer-compared = Rules compared (two to five)
page-explorer-own-variant = Your own variant (a YAML file, for this visit)
page-explorer-differ = Where they differ here
page-explorer-differ-hint = Moves some of the readings allow and others refuse. Click one to see it on the board.
page-explorer-status = { $side } to move; { $n ->
        [one] { $n } piece
       *[other] { $n } pieces
    } on the board.
page-explorer-how-move = Click a piece, then a square.
page-explorer-how-erase = Click squares to clear them.
page-explorer-how-place = Click squares to put { $piece ->
        [leader] a Leader
        [constable] a constable
        [inspector] an Inspector
       *[suffragette] a Suffragette
    } there.
page-explorer-later-asked = a later position was asked for
page-explorer-no-diagram = the diagram cannot be drawn
page-explorer-bad-table-link = A table's link ends in its id, e.g. /t/0123abcd...
page-explorer-no-record = the table's record cannot be read
page-explorer-counts-set = Prison and Hospital, side to move set
page-explorer-cleared = { $square } cleared
page-explorer-choose-first = Choose a piece first: { $square } is empty.
page-explorer-your-file = (your file)
page-explorer-at-most-five = At most five at once: leave one out first.
page-explorer-at-least-two = Compare at least two: choose another first.
page-explorer-file-too-big = { $name }: { $size } bytes: a variant file sent here may have at most { $most }
page-explorer-invalid = Not a position of these rules: { $why }
page-explorer-won = The { $side } have won.
page-explorer-legal-moves = { $n ->
        [one] { $n } legal move
       *[other] { $n } legal moves
    } for the { $side }.
page-explorer-click-piece = Click a piece to see where it may go.
page-explorer-no-move-from = No move from { $square }.
page-explorer-not-every-reading = ; not every reading allows it
page-explorer-nowhere = Nowhere: every reading allows the same moves here, and each leads to the same position.
page-explorer-after = { $variant }: { $side } to move
page-explorer-consequence = { $move }: allowed by every reading, but it leads to a different position ({ $what }). { $where }.
page-explorer-allowed-refused = allowed by { $allowed }; refused by { $refused }.
page-explorer-more = and { $n } more.
page-explorer-silent = The sources are silent here: the project's convention (docs/conventions.md).
page-explorer-cite-program = { $section } ({ $source }, version { $version })
page-explorer-cite-program-line = { $section } ({ $source }, version { $version }, line { $line })
page-explorer-cite = Source: { $variant }, { $where }
page-explorer-cite-quote = { $cite }: “{ $quote }”
page-explorer-why-title = The piece on { $from } to { $to }
page-explorer-legal-as = legal, as { $move }.
page-explorer-play-it = Play it
page-explorer-not-legal = not legal:
page-explorer-placed = { $piece ->
        [leader] a Leader
        [constable] a constable
        [inspector] an Inspector
       *[suffragette] a Suffragette
    } on { $square }

## A table by keyboard and screen reader (board_keys.js, announce.js,
## move_box.js; docs/accessibility.md). `$piece` is `suffragette`, `leader`,
## `constable` or `inspector`; `$square`, `$squares`, `$moves` are notation.

page-a11y-board = Board. Arrow keys move over the squares, Enter picks a piece and then its landing, Escape puts it down.
page-a11y-explore-board = Board. Arrow keys move over the squares; Enter or Space does what a click does: places the chosen piece, chooses a piece, or asks about a square; Escape lets the chosen piece go.
page-a11y-panel-board = The board under { $variant }: arrow keys move over the squares, Enter or Space chooses a piece or asks about a square.
page-a11y-your-move = Your move.
page-a11y-empty = empty
page-a11y-piece = { $name }, { $side }
page-a11y-mine = yours
page-a11y-zone = { $zone ->
        [house_of_commons] in the House of Commons
        [albert_hall] inside Albert Hall
        [free] a free square
        [prison] in the Prison
        [prison_yard] on the Prison Yard
        [hospital] in the Hospital
        [hospital_grounds] on the Hospital Grounds
       *[arena] in the Arena
    }
page-a11y-landing = a landing: Enter goes there
page-a11y-chain-end = the end of the chain so far: Enter stops here
page-a11y-picked = { $square } picked; it lands on { $squares }
page-a11y-picked-stop = { $square } reached; it goes on to { $squares }, or Enter on { $square } stops here
page-a11y-playing = Playing { $move }
page-a11y-put-down = Put down
page-a11y-not-your-move = It is not your move
page-a11y-looking-back = You are looking back at an earlier position
page-a11y-no-move-from = No legal move starts on { $square }
page-a11y-moves-hint = A move in the notation (e6-e7, g4-e6-e8, X1+3), or a question: p (your pieces), o (the other side's), c (which can capture), a square (what is on it), l (the last move), s (the state of the game), h (help).
page-a11y-goes-on = { $moves ->
        [one] One move goes on from there: { $list }
       *[other] { $moves } moves go on from there: { $list }
    }
page-a11y-no-match = No legal move starts with { $text }
page-a11y-cmd-pieces = pieces
page-a11y-cmd-others = others
page-a11y-cmd-captures = captures
page-a11y-cmd-last = last
page-a11y-cmd-status = status
page-a11y-cmd-help = help
page-a11y-pieces = { $side }: { $list }
page-a11y-kind = { $kind } on { $squares }
page-a11y-none = none
page-a11y-captures = { $n ->
        [0] No move captures now
        [one] One move captures: { $list }
       *[other] { $n } moves capture: { $list }
    }
page-a11y-square-moves = { $n ->
        [0] no legal move starts here
        [one] one legal move: { $list }
       *[other] { $n } legal moves: { $list }
    }
page-a11y-no-last = No move has been played yet
