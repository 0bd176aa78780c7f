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

## Online play: clocks, abort, takeback, claims, seeks and the analysis
## after the game (docs/online-play.md)

# A side's time left, for a screen reader: "Police: 9:58 left".
page-clock-left = { $side }: { $time } left
# A correspondence clock: "2 days 5 h".
page-clock-days = { $days ->
        [0] { $hours } h
        [one] 1 day { $hours } h
       *[other] { $days } days { $hours } h
    }
page-takeback-offer = Offer a takeback
page-takeback-accept = Accept the takeback
page-takeback-decline = Decline
# The other side offers to take back its last move; `$ply`: the plies the
# game goes back to.
page-takeback-offered = The { $side } offer to take back their last move (the game would go back to ply { $ply }).
page-takeback-waiting = You offered a takeback: waiting for the answer.
page-abort = Abort the game
page-abort-left = Abort instead (no result)
page-claim = Claim the game
page-opponent-left = The { $side } player has left: you may claim the game (you win) or abort it.
page-opponent-away = The { $side } player has been away for { $seconds } s; after { $limit } s you may claim the game.
# How a game ended other than by the rules (the server's `termination`).
page-ending-time = The { $side } ran out of time.
page-ending-abandoned = The { $side } left the game.
page-ending-aborted = The game was aborted: no result.
page-analysis-title = After the game: the engine's analysis
page-analysis-ask = Analyse the game
page-analysis-working = The engine is analysing the game…
page-analysis-graph = The Suffragettes' chance of winning after each ply
# A move the engine marks: "14. e6-e7 ?? (a blunder): the engine prefers
# f6-f7; evaluation after the move -2.50."
page-analysis-remark = { $ply }. { $move } { $glyph } ({ $kind ->
        [blunder] a blunder
        [mistake] a mistake
       *[dubious] dubious
    }): the engine prefers { $better }; evaluation after the move { $eval }.
page-analysis-clean = The engine marks none of the moves.
page-analysis-download = Download the analysed record (.sgn)
page-analysis-explorer = Open the game in the explorer
page-analysis-about = The evaluations are the strong engine's, { $nodes } positions searched per ply, from the Suffragettes' side: positive when they stand better.
page-clock-choice = Clock
page-clock-none = no clock
# A live clock: "10 min + 5 s a move".
page-clock-live = { $minutes } min + { $increment } s a move
page-clock-correspondence = { $days ->
        [one] 1 day a move
       *[other] { $days } days a move
    }
page-seek = Play anyone (rules and clock as chosen)
page-lobby-seeks = Waiting for a player
page-lobby-playing = Being played
page-lobby-finished = Finished
page-lobby-aborted = aborted
page-lobby-abandoned = abandoned
page-lobby-take-seat = Take the seat
page-lobby-watch-game = Watch
page-clock-live-seconds = { $seconds } s + { $increment } s a move
page-lobby-won = { $side } won
