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

## The site's header and pages (lobby, How to play, the page not there)

page-site-title = Suffragetto: online tables
page-site-nav =
    .aria-label = the site
page-site-nav-tables = Tables
page-site-nav-how-to-play = How to play
page-site-nav-explorer = Rules explorer
page-site-nav-book = The book
page-site-nav-print-kit = Print kit
page-lobby-new-table = New table
page-lobby-nickname = Your nickname
page-lobby-rules = Rules
page-lobby-side = Your side
page-lobby-side-toss = toss a coin
page-lobby-opponent = Opponent
page-lobby-opponent-friend = a friend (send the link)
page-lobby-opponent-strong = the computer (strong: looks deepest)
page-lobby-opponent-greedy = the computer (greedy: takes what it can)
page-lobby-opponent-random = the computer (random: any legal move)
page-lobby-opponent-search = the computer (search: looks ahead)
page-lobby-private = Private: not listed here, only the link leads to it
page-lobby-create = Create table
page-lobby-tables = Tables
page-lobby-empty = No tables yet: create one.
page-lobby-free = (free)
page-lobby-versus = v.
page-lobby-waiting = waiting for a player
page-lobby-playing = playing
page-lobby-won = { $side } won
# A table in the lobby: its rules, how far the game is, and its state.
page-lobby-row = { $variant } · move { $moves } · { $state }
page-lobby-join = Join
page-lobby-watch = Watch
page-howto-title = Suffragetto: how to play
page-howto-variant = Rules
page-howto-play-now = Play a game now
page-notfound-title = No such page
page-notfound-text = There is nothing at this address. It may have been mistyped, or the table may have gone.
page-notfound-tables = The online tables

## A table

page-table-title = Suffragetto: { $variant }
page-table-title-your-move = Your move · { $title }
page-table-title-won = { $side } win · { $title }
page-table-waiting = Waiting for your opponent
page-table-send-link = Send this link to the friend you want to play; the game starts when they open it and take the free seat.
page-table-link =
    .aria-label = the table's link
page-table-copy = Copy the link
page-table-copied = Copied.
page-table-say-it = Or paste this into a message:
# What the creator sends a friend, with the table's link.
page-table-share-text = Play Suffragetto with me, the 1908 game of the suffragettes and the police: { $link }
page-table-join-invite = { $name } invites you to play. Choose a nickname and take the { $side-id ->
        [police] Police's
       *[suffragettes] Suffragettes'
    } seat.
page-table-join-free = A seat is free at this table. Choose a nickname and take the { $side-id ->
        [police] Police's
       *[suffragettes] Suffragettes'
    } seat.
page-table-take-seat = Take the { $side-id ->
        [police] Police's
       *[suffragettes] Suffragettes'
    } seat
page-table-nickname = Your nickname
page-table-board-area =
    .aria-label = the board
page-table-controls =
    .aria-label = your moves and the game's controls
page-table-back-to-game = Back to the game
page-table-rematch-watch = Watch the rematch
page-table-rematch-offer = Offer a rematch (sides swapped)
page-table-rematch-play = Play the rematch
page-table-rematch-waiting = A rematch is waiting at a new table.
page-table-to-lobby = Back to the lobby
page-table-won = The { $side } win: { $ending }.
page-table-resign = Resign
page-table-resign-confirm = Resign this game?
page-table-flip = Turn the board round
page-table-rules = Rules
page-table-move-as-text = Move as text
page-table-play = Play
page-table-players = Players
page-table-player-side = { $side }:
page-table-you = (you)
page-table-here = here
page-table-away = away
page-table-watchers = { $n ->
        [0] Nobody else is watching.
        [one] 1 person is watching.
       *[other] { $n } people are watching.
    }
page-table-link-label = Link to this table:
page-table-moves = Moves
page-table-moves-hint = Click a move to see the board after it.
page-table-record = Download the record (.sgn)
page-table-diagram = Diagram of this position:
page-table-ply-link = Link to this position (ply { $ply })
page-table-embed-link = Viewer to embed in a page
page-table-chat = Chat
page-table-chat-say =
    .placeholder = Say something
    .aria-label = chat line
page-table-chat-send = Send
page-table-mute = mute
page-table-mute-title = Hide { $name }'s chat lines on this page
page-table-unmute = show them
page-table-muted-lines = { $n ->
        [one] 1 line from { $name } hidden.
       *[other] { $n } lines from { $name } hidden.
    }
page-table-comforts = Sound and notifications
page-table-sound = Sounds for moves and captures
page-table-notify = Notify me of my move and of chat when this tab is hidden
page-table-notify-off = Stop notifying me
page-table-notify-on = Notifications are on for this browser.
page-table-notify-denied = The browser blocks notifications from this site; its settings can allow them.
page-table-notify-unavailable = This browser shows no notifications.
page-table-your-move-note = It is your move.
page-table-chat-note = { $name }: { $text }
page-table-exchange-title = Propose an exchange
page-table-exchange-explain = Both sides release the same number: Leaders for Inspectors, rank-and-file for constables. The other side accepts or declines.
page-table-exchange-large = { $side-id ->
        [police] Inspectors
       *[suffragettes] Leaders
    }
page-table-exchange-small = { $side-id ->
        [police] constables
       *[suffragettes] rank-and-file
    }
page-table-exchange-words = Exchange { $exchange }.
page-table-exchange-propose = Propose
page-table-cancel = Cancel
page-table-close = Close
page-table-accept = Accept the exchange
page-table-decline = Decline
page-table-propose-exchange = Propose an exchange...
page-table-pass = Pass
page-table-stop-here = Stop here: { $move }
page-table-reconnecting = Reconnecting...
page-table-no-such-table = There is no such table.
page-table-no-move-from = No legal move starts on { $square }.
page-table-your-move = Your move (move { $move }).
page-table-to-move = { $side } to move (move { $move }).
page-table-exchange-offered = The { $proposer } propose an exchange: { $exchange }. The { $answerer } answer.
page-table-exchange-offered-you = The { $proposer } propose an exchange: { $exchange }. Accept or decline.
page-table-looking = Looking back: the position after ply { $ply } ({ $move }) of { $plies }.
page-table-looking-start = Looking back: the position at the start, before ply 1 of { $plies }.
# The Prison and Hospital, for a screen reader (the board shows their counts).
page-table-captives = Prison: { $prison }. Hospital: { $hospital }.
page-table-tally = { $place }: { $count }
# An exchange in the move list, with its answer.
page-move-exchange = exchange { $large } large + { $small } small, { $answer ->
        [accepted] accepted
        [declined] declined
       *[pending] waiting for the answer
    }
page-move-answer = { $answer ->
        [accepted] accepted
       *[declined] declined
    }
page-move-pass = pass

## The embedded viewer (/embed/ID)

page-embed-title = Suffragetto: a game
page-embed-first =
    .title = the start
page-embed-back =
    .title = back one ply (left arrow)
page-embed-forward =
    .title = forward one ply (right arrow)
page-embed-last =
    .title = the position now
page-embed-ply = ply { $ply } of { $plies }
page-embed-board-alt = The board after ply { $ply } of { $plies }
page-embed-open = Open this game at its table

## Zone names on the board (the tags the page draws when a piece covers the diagram's own)

page-zone-albert-hall = Albert Hall
page-zone-house-of-commons = House of Commons
page-zone-prison-yard = Prison Yard
page-zone-hospital-grounds = Hospital Grounds
page-zone-prison = Prison
page-zone-hospital = Hospital

## The header's account links

page-site-sign-in = Sign in
page-site-sign-up = Create an account
page-site-signed-in-as = Signed in as
page-site-account = Account
page-site-sign-out = Sign out
