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
page-computer-player = Computer, { $name ->
        [random] random
        [greedy] greedy
        [search] search
        [strong] strong
       *[other] { $name }
    }

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
page-move-exchange = exchange { $large } large + { $small } small { $answer ->
        [pending] offered, waiting for the answer
       *[answered] offered
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
## Words every page shares

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

## The account's pages (/sign-in, /sign-up, /account)

page-site-account-nav =
    .aria-label = your account
page-account-title-sign-in = Suffragetto: sign in
page-account-title-sign-up = Suffragetto: create an account
page-account-title-yours = Suffragetto: your account
page-account-sign-in = Sign in
page-account-user-name = User name
page-account-password = Password
page-account-no-account = No account yet?
page-account-create-one = Create one.
page-account-or-guest = You can also play without one: choose a nickname in the
page-account-to-lobby = lobby.
page-account-create = Create an account
page-account-user-name-hint = 2 to 24 letters or digits, with single spaces, hyphens, full stops or underscores between them. Upper and lower case count as one name.
page-account-password-hint = At least 8 characters, and not one of the common passwords; a few words you will remember make a good one.
page-account-create-and-sign-in = Create the account and sign in
page-account-have-one = Already have an account?
page-account-optional = An account is optional: guests play with a nickname.
page-account-yours = Your account
page-account-sign-out-here = Sign out on this device
page-account-where = Where you are signed in
page-account-device = Device
page-account-signed-in = Signed in
page-account-last-used = Last used
page-account-this-device = { $device } (this device)
page-account-sign-out-there = Sign out there
page-account-change-password = Change the password
page-account-current-password = Current password
page-account-new-password = New password
page-account-change-password-hint = Every other device is signed out; this one stays signed in.
page-account-password-changed = The password is changed; every other device is signed out.
page-account-delete = Delete the account
page-account-delete-hint = Your user name, password and sessions are deleted at once, on every device. This cannot be undone.
page-account-password-confirm = Password, to confirm
page-account-delete-mine = Delete my account
page-account-delete-confirm = Delete the account { $name } for good?
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
# The other side offers to take back its last move (and the answer to it).
page-takeback-offered = The { $side } offer to take back their last move.
page-takeback-waiting = You offered a takeback: waiting for the answer.
page-abort = Abort the game
page-abort-left = Abort instead (no result)
page-claim = Claim the game
page-opponent-left = The { $side } player has left: you may claim the game (you win) or abort it.
page-opponent-away = The { $side } player has been away for { $seconds } s; after { $limit } s you may claim the game.
# How a game ended other than by the rules (the server's `termination`).
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
page-lobby-being-played = Being played
page-lobby-finished = Finished
page-lobby-aborted = aborted
page-lobby-abandoned = abandoned
page-clock-live-seconds = { $seconds } s + { $increment } s a move

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
page-a11y-moves-hint = A move in the notation (e6-e7, g4-e6-e8, X1+3), or a question: p (your pieces), o (the other side's), c (which can capture), a square (what is on it), l (the last move), s (the state of the game), h (help).
page-a11y-goes-on = { $moves ->
        [one] One move goes on from there: { $list }
       *[other] { $moves } moves go on from there: { $list }
    }
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

## studio
page-studio-title = Studio: a lesson on the board
page-studio-nav = Studio
page-studio-new = A new study
page-studio-study-title = Title of the study
page-studio-chapter-name = Name of the first chapter
page-studio-variant = Variant
page-studio-start-from = The chapter starts from
page-studio-from-start = the variant's start
page-studio-from-position = a position string
page-studio-from-record = a game record (.sgn)
page-studio-from-table = a table's game
page-studio-position = Position string
page-studio-record-file = Game record
page-studio-table-link = Link to the table
page-studio-create = Create the study
page-studio-mine = My studies
page-studio-chapters =
    .aria-label = Chapters
page-studio-moves-bar =
    .aria-label = Moves
page-studio-draw-bar =
    .aria-label = Drawing on the board
page-studio-flip = Turn the board
page-studio-tool-move = Play moves
page-studio-tool-arrow = Draw arrows
page-studio-tool-circle = Circle squares
page-studio-colour-green = Green
page-studio-colour-red = Red
page-studio-colour-blue = Blue
page-studio-colour-yellow = Yellow
page-studio-clear-drawings = Clear the drawings
page-studio-back-to-teacher = Back to the teacher's position
page-studio-moves = Moves
page-studio-comment = Comment on this move
page-studio-save-comment = Save the comment
page-studio-glyphs =
    .aria-label = Glyphs
page-studio-promote = Promote the variation
page-studio-delete = Delete from here
page-studio-undo = Undo
page-studio-present = Present live to students
page-studio-engine = Ask the engine
page-studio-publish = Publish
page-studio-export-chapter = This chapter as a record (.sgn)
page-studio-export-study = The whole study as records (.sgn)
page-studio-diagram = This position as a diagram:
page-studio-export-book = The chapters as games for the book (.zip)
page-studio-handout-plies = Plies of the main line (none: every commented one)
page-studio-paper = Paper
page-studio-per-page = Diagrams a page
page-studio-handout = Make the handout (PDF)
page-studio-read-link = Read link (for students):
page-studio-edit-link = Edit link (keep it to yourself):
page-studio-embed-code = To embed in a web page:
page-studio-open = Open this study
page-studio-mode-edit = You can edit this study.
page-studio-mode-read = You are reading this study.
page-studio-start = Start
page-studio-at-move = Move { $ply }: { $move }
page-studio-at-start = The starting position
page-studio-add-chapter = Add a chapter
page-studio-chapter-default = Chapter { $n }
page-studio-no-moves = No moves yet: play one on the board.
page-studio-following = You follow the teacher's board.
page-studio-looking-away = You are looking at a position of your own; the teacher goes on.
page-studio-not-presenting = The teacher is not presenting now.
page-studio-engine-out = Evaluation { $eval } (positive: the Suffragettes stand better). The engine expects: { $line }
page-studio-engine-none = The engine sees no move here.
page-studio-thinking = The engine is thinking…
page-studio-saved = Saved.
page-studio-refused = { $move } is not a legal move: { $reason }
page-studio-choose-piece = Choose a piece of the side to move first.
page-studio-glyph-good = Good move
page-studio-glyph-mistake = Mistake
page-studio-glyph-brilliant = Brilliant move
page-studio-glyph-blunder = Blunder
page-studio-glyph-interesting = Interesting move
page-studio-glyph-dubious = Dubious move
page-studio-chapter-count = { $n ->
        [one] one chapter
       *[other] { $n } chapters
    }
page-studio-none-yet = You have no studies yet.
page-studio-arrow-from = Arrow from { $square }: choose where it points.
page-studio-drew = Drawn.
page-studio-nothing-to-undo = Nothing to undo.
page-a11y-studio-board = Study board: the arrow keys move over the squares; Enter or Space chooses a piece, then its square (with the drawing tools, the arrow's start and end, or the square to circle); Escape lets go.

## my tables

page-deleted-player = (deleted player)
page-site-my-tables = My tables
page-my-tables-title = Suffragetto: my tables
page-my-tables-heading = My tables
page-my-tables-intro = The games you sit at as a signed-in player. They follow your account: sign in on any device and play on from here.
page-my-tables-export = Download all my games (.sgn)
page-my-tables-export-zip = Each game as a file of its own (.zip)
page-my-tables-your-move = Your move
page-my-tables-waiting = Waiting
page-my-tables-finished = Finished
page-my-tables-none = You sit at no table yet: create one in the lobby while signed in, or take a free seat in Active Game Tables.
page-my-tables-none-here = None.
page-my-tables-against = { $variant } against { $opponent }
page-my-tables-meta = { $side-id ->
        [police] as the Police
       *[suffragettes] as the Suffragettes
    } · { $plies ->
        [one] 1 ply
       *[other] { $plies } plies
    } · { $state }
page-my-tables-state-your-move = your move
page-my-tables-state-their-move = your opponent's move
page-my-tables-state-no-opponent = no opponent yet
page-my-tables-play = Play
page-my-tables-open = Open
page-my-tables-record = Record
page-account-games = Your games
page-account-games-hint = Every game you sit at while signed in is kept with your account: find them under My tables, or download them all in one file.
page-lobby-active = Active Game Tables
page-lobby-active-hint = Signed-in players waiting for an opponent. Signed in, you take the free seat from here; as a guest, open the table and choose a nickname.
page-lobby-active-none = No signed-in player is waiting for an opponent now.
page-lobby-active-take = Take the free seat

page-studio-analyse = Analyse the chapter
page-studio-analysing = { $plies ->
        [one] The engine analyses 1 move
       *[other] The engine analyses { $plies } moves
    } of the main line… ({ $seconds } s)
page-studio-analysed = The analysis is done: the evaluation after each move is in the move list.
page-studio-analysis-title = The engine's analysis of the chapter
page-studio-analysis-write = Write the analysis into the chapter
page-studio-analysis-written = The analysis is written into the chapter as comments, glyphs and variations.
page-studio-changed-elsewhere = Someone else changed chapter { $n } on another page: it now shows their version (the last change is kept), and undo starts afresh.
page-studio-manage = The study and its chapters
page-studio-rename-study = Rename the study
page-studio-this-chapter-name = Name of this chapter
page-studio-rename-chapter = Rename the chapter
page-studio-chapter-earlier = Move the chapter earlier
page-studio-chapter-later = Move the chapter later
page-studio-delete-chapter = Delete the chapter
page-studio-delete-study = Delete the study
page-studio-delete-chapter-confirm = Delete the chapter “{ $name }” with all its moves and comments? This cannot be undone.
page-studio-delete-study-confirm = Delete the study “{ $title }” with all its chapters, for everyone who has its links? This cannot be undone.
page-studio-renamed = Renamed.
page-studio-chapter-moved = The chapter is moved.
page-studio-chapter-deleted = The chapter is deleted.
page-studio-other-moves = Other moves here:
page-studio-play-other = Play it
page-studio-move-exchange = Propose the exchange { $move }
page-studio-move-accept = Accept the exchange ({ $move })
page-studio-move-decline = Decline the exchange ({ $move })
page-studio-move-pass = Pass ({ $move })

## The book's page for a path it does not have, where the book has none of its own.
page-book-missing-title = Suffragetto: no such page in the book
page-book-missing-heading = No such page in the book
page-book-missing-text = The page asked for is not in the book.
page-book-missing-contents = The book's contents
page-book-missing-tables = the online tables
