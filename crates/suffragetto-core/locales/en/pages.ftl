# The words of the online pages (the lobby, a table, the explorer, the
# account pages), in English. Every message id starts with `page-`. The
# server writes the static words of a page into its HTML (`{{ page-id }}`
# in the template) and sends this file to the page, where the scripts
# format the words they write at run time with `t("page-id", { args })`
# (Project Fluent's own `@fluent/bundle`; see docs/languages.md).

page-site-name = Suffragetto

## A table by keyboard and screen reader (board_keys.js, announce.js,
## move_box.js; docs/accessibility.md). `$piece` is `suffragette`, `leader`,
## `constable` or `inspector`; `$square`, `$squares`, `$moves` are notation.

page-a11y-board = Board. Arrow keys move over the squares, Enter picks a piece and then its landing, Escape puts it down.
page-a11y-explore-board = Board. Arrow keys move over the squares; Enter or Space does what a click does: places the chosen piece, chooses a piece, or asks about a square; Escape lets the chosen piece go.
page-a11y-your-move = Your move.
page-a11y-empty = empty
page-a11y-piece = { $piece ->
        [leader] Leader
        [constable] constable
        [inspector] Inspector
       *[suffragette] rank-and-file
    }, { $side }
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
page-a11y-moves-label = Move, or a question about the board
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
page-a11y-kind = { $piece ->
        [leader] Leaders
        [constable] constables
        [inspector] Inspectors
       *[suffragette] rank-and-file
    } on { $squares }
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
