# The server's answers to requests it refuses for what a visitor wrote or
# did: user names, passwords, signing in, nicknames, chat lines. Each is
# sent in the visitor's language, as the refusals of moves are (core.ftl).
#
# Arguments: numbers as numbers; `$char` and `$word` are what the visitor
# wrote; `$what` is one of the refusals below, which the `-choose`
# message ends with what to do.

## User names

error-user-name-choose = { $what }: choose another user name
error-user-name-length = a user name has { $min } to { $max } letters or digits
error-user-name-ends = a user name begins and ends with a letter or a digit
error-user-name-separators = a user name has one space, hyphen, full stop or underscore at a time
error-user-name-character = a user name has letters, digits and single spaces, hyphens, full stops or underscores, not “{ $char }”
error-user-name-not-identifier = “{ $char }” is not a letter names may use (Unicode keeps it out of identifiers)
error-user-name-scripts = a user name keeps to one writing system (letters of several scripts can pass for another name)
error-user-name-passes-for = a user name may not pass for the computer, the server or a free seat (it begins with “{ $word }”)
error-user-name-taken = the user name “{ $name }” is taken, or one that looks like it: choose another

## Passwords

error-password-choose = { $what }: choose another password
error-password-short = a password has at least { $min } characters (this one has { $len })
error-password-long = a password has at most { $max } characters
error-password-common = this password is one of the most common ones, which are tried first
error-password-is-name = a password may not be the user name

## Signing in

error-sign-in-wrong = the user name or the password is wrong: check both (user names ignore upper and lower case) and try again
error-not-signed-in = you are not signed in (or your session has ended): sign in, or create an account

## Nicknames and chat

error-nickname-length = a nickname has 1 to { $max } letters, digits or signs (spaces and invisible characters do not count)
error-nickname-characters = a nickname may not contain any of " [ ] {"{"} {"}"} \
error-nickname-passes-for = a nickname may not pass for the computer or the server (it begins with “{ $word }”)
error-chat-length = a chat line has 1 to { $max } characters (spaces and invisible characters do not count)

## Moves out of turn

error-game-over = the game is over
error-not-your-turn = it is not your turn: the { $side } are to move

## Tables
#
# `$side` is a side's name (`$side-id` suffragettes or police); `$why` is
# another message of this file; `$id`, `$ids`, `$variant` are ids.

error-table-unknown-variant = unknown variant `{ $id }`: expected one of { $ids }
error-table-none = no table `{ $id }`
error-table-moved-on = the game moved on while your move was read: look again
error-table-time-ran-out = your time ran out before this move: the { $side } win on time
error-table-chat-full = this table's chat is full
error-table-not-seated = you do not sit at this table
error-table-chat-players-only = only the players chat
error-table-rematch-players-only = only the players ask for a rematch
error-table-wrong-token = wrong token: { $why }
error-table-account-no-seat = your account holds no seat here: { $why } (a seat taken as a guest is played with its token, on the device that took it)
error-table-no-ply = ply { $ply } is not in this game
error-table-position-length = position: at most { $max } characters
error-table-side = side is S, P or toss
error-table-opponent-nodes = opponent: search and strong are limited to { $max } nodes here
error-table-opponent = opponent: `{ $opponent }` is not a computer player here: expected computer, random, greedy, search, search:NODES, strong or strong:LEVEL (1-3)
error-table-seated-already = you sit at this table already, on the other side: a friend takes the free seat
error-table-full = both seats are taken; you can watch
error-table-over-watch = this game is over; you can watch
error-table-takeback-over = the game is over: nothing can be taken back
error-table-takeback-offered = you have offered a takeback already: the other side answers
error-table-takeback-answer = the other side offers a takeback: accept or decline it
error-table-takeback-none = no takeback is offered
error-table-takeback-yours = the other side answers your takeback offer
error-table-takeback-nothing = you have not moved yet: there is nothing to take back
error-table-claim-correspondence = in a correspondence game the clock decides: a side out of its days loses
error-table-claim-computer = the computer never leaves a game
error-table-claim-not-to-move = the { $side } are not to move: a player who left can be claimed against only while it is their move
error-table-claim-present = the { $side } player is at the table
error-table-claim-too-soon = the { $side } player has been away for { $seconds } s; you may claim after { $limit } s
error-table-abort-moved = both sides have moved, so the game can be aborted only when the other player has left ({ $why })
error-table-rematch-not-over = the game is not over: a rematch comes after it
error-table-rematch-deleted = the other player's account has been deleted: there is no one to play a rematch with
error-table-analysis-playing = the analysis comes after the game: this one is still being played
error-table-no-draw = Suffragetto has no draw: none of the 1908 rules ends a game without a winner, so there is no draw to offer; a game ends when one side wins, by resignation, on time or by a claim, or is aborted before each side has moved (docs/online-play.md)

## Studies
#
# `$why` is another message of this file, or a reader's refusal of the
# record (in English); `$tag`, `$variant`, `$table`, `$place`, `$file` are
# what the request named.

error-study-title = a study needs a title
error-study-last-chapter = a study keeps at least one chapter: delete the study instead
error-study-arrange-no-chapter = chapter { $n }: this study has chapters 1 to { $chapters }
error-study-arrange-twice = chapter { $n } is named twice: each chapter comes once
error-study-deleted = no such study (it was deleted meanwhile)
error-study-name-length = a name or title has at most { $max } characters
error-study-comment-length = a comment has { $length } characters: at most { $max } are kept
error-study-chapter = chapter { $n }: { $why }
error-study-record-bytes = the record has { $bytes } bytes: a chapter has at most { $max }
error-study-record-moves = the record has { $moves } moves with its variations: a chapter has at most { $max }
error-study-record-variant = the record's Variant tag says `{ $tag }` but the chapter is under the { $variant } variant
error-study-chapter-query = expected ?chapter=N, a chapter's number
error-study-place-syntax = `{ $place }` is not a place in a chapter: expected numbers joined by dots (a move of the main line, then a variation and a move in it), such as 3 or 3.0.2
error-study-no-move-there = no move at this place of the chapter
error-study-no-chapter = this study has no chapter { $n }: it has { $chapters }
error-study-none = no such study (check the link)
error-study-read-only = this link only reads the study: changes need its edit link (or its owner signed in)
error-study-table-variant = the table is played under the { $table } variant, not { $variant }
error-study-chapter-start = a chapter starts from one of: a record (sgn), a position, a table; or from the variant's start with none
error-study-bytes = the study's records have { $bytes } bytes: a study has at most { $max }
error-study-chapter-count = a study has 1 to { $max } chapters
error-study-no-chapter-file = no such chapter file: { $file }
error-study-new-chapter = chapter { $n }: a study has at most { $max } chapters, and a new one comes after the last ({ $chapters })
error-study-bytes-would = the study's records would have { $bytes } bytes: a study has at most { $max }
error-study-changed = the study changed meanwhile: reload it
error-study-diagram-file = expected diagram.svg, diagram.png or diagram.pdf
error-study-plies-syntax = plies: expected numbers joined by commas, such as 4,9,14
error-study-handout-plies = a handout shows 1 to { $max } plies
error-study-handout-ply = ply { $ply }: the chapter's main line has { $plies } plies
error-study-paper = paper: expected a4 or letter
error-study-per-page = per_page: a handout has { $min } to { $max } diagrams a page
error-study-no-place = no such place in this study
error-study-analysing = a chapter of this study is being analysed already: wait for it to finish
error-study-followers = too many students follow this study now: try again later

## The server is busy
#
# `$what` is one of the `error-work-` messages, or (in `error-busy-rate`)
# one of the `error-busy-rate-` messages; `$seconds` a number already
# written.

error-busy-table-state = the table moved on faster than its state could be made: try again
error-busy-heavy = the server is busy with other heavy requests and could not start yours within { $seconds } s: try again shortly
error-busy-engine-time = the engine ran out of this answer's time: try again
error-busy-work = { $what } is more than the server works on for one answer: it needs more than { $limit } moves listed or explained
error-busy-time = { $what } could not be worked out in the time one answer is given: it needs more than { $seconds } s of work; try a smaller position, or again later
error-busy-cancelled = { $what }: it was cancelled
error-work-exploring = exploring this position
error-work-explaining = explaining this move
error-work-listing-moves = listing the moves of this position
error-work-reading-move = reading this move
error-work-loading-table = loading this table
error-work-analysing-game = analysing this game
error-work-analysing-chapter = analysing this chapter
error-busy-table-watchers = this table already has { $n } { $n ->
        [one] page
       *[other] pages
    } watching it: try again later
error-busy-address-watchers = your address already watches this table on { $n } { $n ->
        [one] page
       *[other] pages
    }: close one first
error-busy-passwords = the server is checking many passwords at once: try again in { $n } seconds
error-busy-rate = { $what }: try again in { $n } { $n ->
        [one] second
       *[other] seconds
    }
error-busy-rate-create = too many new tables from your address
error-busy-rate-join = too many seats taken from your address
error-busy-rate-move = too many moves from your address
error-busy-rate-chat = too many chat lines from your address
error-busy-rate-explore = too many explorer requests from your address
error-busy-rate-read = too many reads of tables from your address
error-busy-rate-seek = too many seeks from your address
error-busy-rate-takeback = too many takeback offers from your address
error-busy-rate-claim = too many claims and aborts from your address
error-busy-rate-study = too many changes to studies from your address
error-busy-rate-sign-in = too many sign-in attempts from your address
error-busy-rate-sign-in-name = too many sign-in attempts for this user name
error-busy-rate-sign-up = too many new accounts from your address

## The explorer
#
# `variants`, `position`, `edit`, `move` and `$what` (prison, hospital) are
# the request's fields; `$why` the engine's reasons, in English.

error-explorer-variants-none = variants: name at least one, e.g. english,german
error-explorer-variants-many = variants: at most { $max } at once ({ $asked } asked)
error-explorer-variants-same-id = variants: two files sent have the id `{ $id }`
error-explorer-variants-twice = variants: `{ $name }` is named twice
error-explorer-position-length = position: at most { $max } characters
error-explorer-position-none = position: not a position of the variants asked ({ $why })
error-explorer-position-under = under { $variant }: { $why }
error-explorer-position-join = {"; "}
error-explorer-edit-piece = edit: piece `{ $piece }`: expected S, L, P or I
error-explorer-edit-no-square = edit: a piece needs a square
error-explorer-edit-side = edit: side to move `{ $side }`: expected S or P
error-explorer-edit-square = edit: square `{ $square }`: expected a file a-q and a rank 1-17, such as g7
error-explorer-edit-captives = edit: { $what }: at most { $max } of each
error-explorer-move-length = move: at most { $max } characters
error-explorer-record-bytes = { $file }: { $bytes } bytes: a record sent here may have at most { $max }

## Accounts and seats
#
# `Origin`, `X-CSRF-Token` and `GET /api/me` are the protocol's words.

error-table-token-or-account = send your seat's token, or sign in to the account whose seat it is
error-account-no-session = no such session of yours: it has ended already (reload the list)
error-account-wrong-password = that is not your current password: type it again
error-account-other-origin = this request did not come from this site's own pages (its Origin header is missing or another site's): use the pages of this site
error-account-csrf = this change lacks the CSRF token of your session (X-CSRF-Token, from GET /api/me): reload the page and try again
error-api-no-path = no such API path: { $path }

## Moves

error-move-too-long = a move is at most { $max } characters

## Requests that do not read
#
# `$what` is one of the `error-body-` or `error-query-` messages;
# `$field` the name of a field of the request (as it is sent); `$line`
# and `$column` numbers; `$why` a position string's error (core.ftl,
# position-); `$format` what the request named.

error-request = { $what }
error-request-at = { $what } (line { $line }, column { $column })
error-body-syntax = the request's body is not valid JSON
error-body-content-type = the request's body must be JSON, sent with the header Content-Type: application/json
error-body-too-large = the request's body is larger than the server accepts
error-body-unreadable = the request's body could not be read
error-body-missing-field = the request's body lacks the field `{ $field }`
error-body-unknown-field = the request's body has a field this request does not take: `{ $field }`
error-body-field-value = the request's field `{ $field }` has a value of the wrong kind
error-body-data = the request's body does not have the fields this request takes
error-query-missing-field = the address lacks the parameter `{ $field }`
error-query-unknown-field = the address has a parameter this page does not take: `{ $field }`
error-query-field-value = the address's parameter `{ $field }` has a value of the wrong kind
error-query-data = the address's parameters do not read
error-position = position: { $why }
error-format = format: `{ $format }` is not a format (expected svg, pdf or png)
error-clock-live = clock: { $initial } is 1 to 10800 seconds and { $increment } 0 to 180 seconds
error-clock-days = clock: { $days } is 1 to 14
error-body-secret = the request's body is a JSON object with the text fields { $fields }
error-path-data = the address names a place that does not read (a number is a whole number from 0)
