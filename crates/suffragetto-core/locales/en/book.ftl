# The words of the book that the build generates (titles, tables, charts,
# captions, the language switch), in English. Every message id starts with
# `book-`. The book's hand-written prose is translated in gettext PO files
# instead (book/po/, see docs/languages.md).

book-title = Suffragetto: the rule variants compared
# The root page: a link to the book in this language.
book-read-in = Read the book in English
# The name of the switch to the same page in the other languages.
book-languages = Languages

## Words of the pages' tables and details (`{{ t.NAME }}` in the templates;
## `%n` is a number the template puts in).

book-position-string = Position string
book-position-strings-after = Position strings after the move
book-rule-point = rule point
book-rule-point-label = Rule point
book-matrix-show-all = Show all %n rule points
book-matrix-show-differing = Show only the %n that differ
book-values-differ = the values differ
book-statuses-differ = only the statuses differ
book-the-texts = the texts
book-sentences-of-texts = the sentences of the texts

## Titles of the rules pages beside the rule areas' names (points.ftl).

book-area-capture = Arrest and disablement

## The page for a path the book does not have.

book-not-found-title = Document not found (404)
book-not-found = This URL is invalid, sorry. Please use the navigation bar or search to continue.

## booktrans: the rules pages' diagrams (chapters/rules.rs), a title and
## its caption (`.caption`) each, and the facts the engine adds to them.

book-ex-step = A step in any of eight directions
    .caption = A piece moves one square to any adjoining empty square, forwards, sideways, backwards or diagonally.
book-ex-own-building = Your own building is out of bounds
    .caption = Albert Hall (h4 to j5) is the Police's goal: a Suffragette may not step into it.
book-ex-closed = Prison Yard and Hospital Grounds are closed
    .caption = No piece may move onto the Prison, the Prison Yard, the Hospital or the Hospital Grounds; captured pieces are put there, not moved there.
book-ex-chain = A chain of hops over one's own pieces
    .caption = A hop jumps one adjoining piece to the empty square beyond it, in any of the eight directions (the English text's comparison with checkers notwithstanding, whose hops are diagonal); hops may be strung together, each landing on a permitted square.
book-ex-blocked = Where a hop is blocked
    .caption = The piece on g8 cannot hop over g9 because g10 behind it is occupied; over h9 it can, and on from there.
book-ex-two-disabled = Two constables disabled in one chain
    .caption = A rank-and-file Suffragette disables a constable by hopping diagonally over him while he stands in the Arena; a chain may capture several.
book-ex-diagonal = Small pieces capture only diagonally
    .caption = Over h9 (diagonally) the hop captures; over g9 (straight) the small piece only travels, and the constable stays.
book-ex-any-direction = Leaders and Inspectors capture in any direction
    .caption = A Leader captures straight along a file or rank too.
book-ex-police-arrest = The Police arrest the same way
    .caption = A constable arrests a Suffragette by a diagonal hop; she goes to Prison.
book-ex-outside-arena = No captures outside the Arena
    .caption = The constable on d9 stands on a yellow square outside the pink Arena: the diagonal hop over him captures nothing.
book-ex-mid-chain = Into the House of Commons in mid-chain
    .caption = A chain may enter the opponents' building; from then on every landing must be inside it.
book-ex-once-inside = Once inside, never out
    .caption = A piece in the opponents' building may move about inside it (spending the turn) but may not step or hop out.
book-ex-exchange = An exchange of prisoners
    .caption = With twelve or more pieces each in Prison and Hospital, a side may offer an exchange instead of moving. Under the English text the other side must agree.
book-ex-come-back = The prisoners come back
    .caption = After the offer X0+2 is accepted, the pieces exchanged come back on the Prison Yard and Hospital Grounds.
book-ex-sixth = The sixth piece enters
    .caption = The side that first has six pieces in its opponents' building wins at once.
book-fact-move = Move: `{ $move }`, one of { $count } legal moves here.
book-fact-won = { $side-id ->
    [police] After it the Police have won.
   *[other] After it the Suffragettes have won.
}
book-fact-landings = The engine's legal landings for the piece on { $square }: { $squares }
book-fact-none = none
book-fact-capturing = ; capturing on landing at: { $squares }
book-fact-exchange = Prison { $prison }, Hospital { $hospital }; { $side-id ->
    [police] the Police
   *[other] the Suffragettes
} may offer { $count } different exchanges (`{ $first }` ... `{ $last }`).
book-fact-after = Before: Prison { $prison }, Hospital { $hospital }. After `{ $moves }`: Prison { $prison-after }, Hospital { $hospital-after }; { $side-id ->
    [police] the Police
   *[other] the Suffragettes
} to move.

## booktrans: the built-in variants by name (`variant-name-ID`, variants.ftl), and the
## phrases the pages name them in.

# A variant named in running text ("under the English online rules").
book-the-variant = the { $name }
    .under = under the { $name }
# Two or more names in a list.
book-and = { $rest } and { $last }
# The rules of a reading the pages compare with the base variant's.
book-reading-of = the reading of { $names }
    .under = under the reading of { $names }
book-reading-value = the reading “{ $value }”
    .under = under the reading “{ $value }”
# A cell of an effect that was not measured.
book-not-measured = not measured
# The base variant's outcome, each value with its 95% interval.
book-base-report = Suffragettes win { $suffragettes }, Police win { $police }, unfinished { $unfinished }, mean length { $length } plies
# What a change does to the Suffragettes' share of wins; $play is greedy
# or strong, $difference the difference with its interval.
book-share-unmeasured = was not measured under { $play ->
    [strong] strong play
   *[greedy] greedy play
}
book-share-too-few = may change the Suffragettes' share of wins under { $play ->
    [strong] strong play
   *[greedy] greedy play
}, but { $games } games are too few to tell (difference { $difference })
book-share-raises = raises the Suffragettes' share of wins by { $by } under { $play ->
    [strong] strong play
   *[greedy] greedy play
} (difference { $difference })
book-share-lowers = lowers the Suffragettes' share of wins by { $by } under { $play ->
    [strong] strong play
   *[greedy] greedy play
} (difference { $difference })
book-share-none = makes no measurable difference to the Suffragettes' share of wins under { $play ->
    [strong] strong play
   *[greedy] greedy play
} (difference { $difference })
# A change with a finding: what it does under strong, then greedy play.
book-finding = { $change }: { $strong }; it { $greedy }.
book-first-player = { $name }: the side that moves first wins { $strong } of the decided games under strong play, { $greedy } under greedy play.
book-first-player-toss = { $name } with a coin toss for who begins
# Where the strong games come from.
book-source-played = They were played when this book was built.
book-source-replaced = They were played when this book was built: the results published with the book (`book/data/strong/`) were made under rules that have changed since (a rule point added or a value changed), so they are not used; `scripts/strong-data` remakes them.
book-source-published = They are the results published with the book, game by game, in `book/data/strong/` (made by `scripts/strong-data`, version { $made }); `suffragetto book --strong-games N` plays N games a run afresh instead.
book-source-partial = The run that makes them is not finished: these are its shards done so far, { $games } of its planned { $planned } games for the { $base } and each change, { $variant-games } for each other variant, so the intervals are wider than they will be.
# The measures of a game a change is measured by (differences chapter).
book-metric-suffragette-win-rate = Suffragettes' share of wins
book-metric-police-win-rate = Police's share of wins
book-metric-unfinished-rate = share of games unfinished
book-metric-first-player-win-rate = first player's share of decided games
book-metric-length-plies = game length (plies)
book-metric-captures-per-game = captures per game
book-metric-exchanges-made-per-game = exchanges made per game
# A change's verdict in a table cell.
book-verdict-clear = clear
book-verdict-no-change = no measurable change
book-verdict-too-few = too few games to tell
book-verdict-open = not clear
# The statistics' charts (charts.rs): titles, descriptions, axes, legends.
book-chart-suffragettes-win = Suffragettes win
book-chart-police-win = Police win
book-chart-unfinished = unfinished
book-chart-wins-title = Games won by each side, per variant, with 95% intervals
book-chart-wins-desc = Share of games won, { $low }% to { $high }%; a dot is the share, its bar the 95% interval.
book-chart-percent = { $n }%
book-chart-even = even
book-chart-wins-axis = share of games won (dot), with its 95% interval (bar)
book-chart-variant = variant
book-chart-lengths-title = Game lengths per variant (plies)
book-chart-lengths-desc = Histograms of game length in plies, bins of { $width } plies; each panel's count axis runs from 0 to { $most } games.
book-chart-bin = { $name }: { $n } games of { $low }-{ $high } plies
book-chart-lengths-axis = game length in plies (games stopped at { $cap } count as unfinished)
book-chart-games = number of games
book-chart-greedy-play = greedy play
book-chart-strong-play = strong play
book-chart-effects-title = Effect of each change on the Suffragettes' share of wins, greedy and strong play
book-chart-effects-desc = Change in the share of games the Suffragettes win, -{ $reach } to +{ $reach } percentage points; a dot is the paired difference, its bar the 95% interval; { $first } in grey, { $second } in purple.
book-chart-no-effect = no effect
book-chart-effects-axis = change in the Suffragettes' share of wins, percentage points
# The game pages (chapters/games.rs).
book-game-illegal-under = Under the **{ $variant }** this move is illegal: { $reason }
book-game-at-ply = ply { $ply }: { $message }
book-game-unfinished = none: unfinished
book-game-not-reached = not reached
# The differences chapter's diagrams; $name is the variant or reading.
book-under = Under { $name }: { $text }
book-panel-landings = Under { $name }: { $count ->
    [one] { $count } legal landing
   *[other] { $count } legal landings
} for the piece on { $square }.
book-panel-arrow = The arrow shows <code>{ $move }</code>, legal here.
book-panel-position = Under { $name }: Prison { $prison }, Hospital { $hospital }, { $side-id ->
    [police] Police
   *[other] Suffragettes
} to move.
book-panel-after = Under { $name }, after <code>{ $move }</code>: Prison { $prison }, Hospital { $hospital }, { $side-id ->
    [police] Police
   *[other] Suffragettes
} to move.
# The words of the clickable diagrams and the game viewer
# (book/theme/interactive.js, which formats them with @fluent/bundle);
# $side is S or P, $piece a piece's name, $square a square.
book-js-kind-s = a step
book-js-kind-h = a hop
book-js-kind-c = a hop that captures
book-js-landing = { $square } ({ $kind })
book-js-keys = Diagram: the arrow keys move over the squares; Enter or Space chooses a piece, then shows a landing; Escape lets the piece go
book-js-none-chosen = none chosen
book-js-to-move = { $side ->
    [P] Police
   *[S] Suffragettes
} to move. Click a piece to see where it may go.
book-js-not-your-turn = The { $side ->
    [P] Police
   *[S] Suffragettes
} are to move: the { $piece } on { $square } cannot move now.
# $named is yes when the variant is named, else no; $under names it after a
# preposition ("under the English online rules", book-the-variant.under).
book-js-invalid = { $named ->
    [yes] Not a position { $under }
   *[no] Not a position of this variant
} ({ $reason }).
book-js-may-land = The { $piece } on { $square } may land on { $landings }{ $named ->
    [yes] {" "}{ $under }
   *[no] {""}
}.
book-js-cannot-move = The { $piece } on { $square } cannot move{ $named ->
    [yes] {" "}{ $under }
   *[no] {""}
}.
book-js-all-may-land = Under { $count ->
    [2] both
   *[other] all of them
} the { $piece } on { $square } may land on { $landings }.
book-js-none-lands = No landing of the { $piece } on { $square } is allowed under { $count ->
    [2] both
   *[other] all of them
}.
book-js-only-under = Only { $under }: { $landings }.
book-js-agree = The variants agree on this piece.
book-js-refused = { $move } is refused { $under }:
book-js-rule-point = Rule point:
book-js-variants-shown = Variants shown
book-js-both-at-once = both at once
book-js-explore = Open this position in the explorer
book-js-first = First position (Home)
book-js-prev = Previous move (←)
book-js-next = Next move (→)
book-js-last = Last position of this line (End)
book-js-moves = Moves
book-js-download = Download the record ({ $file })
book-js-start = Start
book-js-illegal-title = Illegal under the { $variants } (the reason shows at this move)
book-js-illegal-label = { $move }, illegal under the { $variants }
book-js-legend = a move another variant refuses; at that move its reason is shown beside the board.
book-js-position-after = Position after { $move }
book-js-start-position = Start position
book-js-glyph-good = a good move
book-js-glyph-mistake = a mistake
book-js-glyph-brilliant = a brilliant move
book-js-glyph-blunder = a blunder
book-js-glyph-interesting = an interesting move
book-js-glyph-dubious = a dubious move
book-js-illegal-here = Under the { $variant } this move is illegal:
book-js-variation = variation
# What the keyboard's cursor is on: $empty is yes for a free square, else
# $piece and $side name what stands there; $landing is yes when the chosen
# piece may land there.
book-js-square-said = { $square }: { $empty ->
    [yes] empty
   *[no] { $piece }, { $side }
}{ $landing ->
    [yes] , a landing
   *[no] {""}
}
# A piece in the list of those that may move.
book-js-piece-on = { $piece } on { $square }
book-js-piece-label = Piece:
book-js-ply-of = ply { $ply } of { $plies }
book-js-play-online = Play online
book-js-explorer = The rules explorer
# A version's heading on the changes of reading; $current is yes or no.
book-version-title = Version { $version }, { $date }{ $current ->
    [yes] {" "}(current)
   *[no] {""}
}
# Words inside the templates' table rows, which the prose catalogue cannot
# translate (mdbook-i18n-helpers would escape their table syntax).
book-yes = yes
book-no = no
book-open-quote = “
book-close-quote = ”
book-not-in-engine = not yet in the engine
book-variant = variant
book-source-title = the source's title
book-language = language
book-date-of-game = the date it gives the game
# The labels of a source's facts and the columns of its tables.
book-fact-addresses = addresses it gives
book-fact-editor = editor, as the variant records it
book-fact-own-date = its own date
book-fact-language = language
book-fact-made-by = made by
book-fact-provenance = provenance
book-fact-by-status = rule points by status
book-fact-siglum = siglum
book-fact-copy = the copy the lines count in
book-fact-game-date = the date it gives the game
book-fact-title = title
book-fact-play = to play it
book-fact-what = what it is
book-fact-found-at = where the project found it
book-col-french-text = the French text
book-col-correction = correction
book-col-ludii-text = Ludii file's rules text
book-col-english = English online rules
book-col-certainty = certainty
book-col-kind = kind
book-col-why = why
book-col-rule-point = rule point
book-col-value = value
book-col-status = status
book-col-phrase = phrase
book-col-line = line
# Where the search for a difference found its position.
book-origin-self-play = game { $game } of greedy self-play, under { $rules }, after { $ply } plies
book-origin-random = random placement { $placement } of pieces (seed { $seed })

## The summary of the readings that opens the differences and statistics
## chapters ("In short"). $count is a number already written the reader's
## way and $n the same number to choose the plural by; $way is fewer or
## more (shorter or longer for the length); $range the interval in words;
## $games a number of games in words; $play greedy or strong.
book-sum-games = { $n ->
    [one] { $count } game
   *[other] { $count } games
}
book-sum-less-than-one = less than 1
book-sum-span-between = between { $from } and { $to } { $way ->
    [fewer] fewer
   *[more] more
}
book-sum-span-anything = anything from { $from } fewer to { $to } more
book-sum-share-maybe = the Suffragettes may win { $way ->
    [fewer] fewer
   *[more] more
} games ({ $range } in 100), but { $games } { $n ->
    [one] is
   *[other] are
} too few to count that as a finding
book-sum-share-too-few = { $games } { $n ->
    [one] is
   *[other] are
} too few to tell who wins more
book-sum-share-clear = the Suffragettes win about { $size } in 100 { $way ->
    [fewer] fewer
   *[more] more
} games ({ $range })
book-sum-share-none = who wins does not change measurably (within { $within } in 100)
book-sum-share-open = there are not enough games to tell who wins more ({ $range } in 100 is possible)
book-sum-length-maybe = games may be { $way ->
    [shorter] shorter
   *[longer] longer
} ({ $range } plies), but { $games } { $n ->
    [one] is
   *[other] are
} too few to count that as a finding
book-sum-length-too-few = { $games } { $n ->
    [one] is
   *[other] are
} too few to tell whether games get longer
book-sum-length-clear = games are about { $size } { $plies ->
    [one] ply
   *[other] plies
} { $way ->
    [shorter] shorter
   *[longer] longer
} ({ $range })
book-sum-length-none = game length does not change measurably (within { $within } { $plies ->
    [one] ply
   *[other] plies
})
book-sum-length-open = there are not enough games to tell whether games get longer ({ $range } plies is possible)
book-sum-untouched = under { $play ->
    [strong] strong play
   *[greedy] greedy play
}, not one of the { $games } went differently
book-sum-under = under { $play ->
    [strong] strong play
   *[greedy] greedy play
} ({ $games }), { $clauses }
book-sum-both = { $first } and { $second }
book-sum-clauses-join = {"; "}
book-sum-moves-differ = It changes the legal moves.
book-sum-moves-lead = It changes what a move does, not which moves are legal.
book-sum-moves-same = It changed neither the legal moves nor what a move does in any of the { $count } positions the engine compared.
book-sum-moves-first = It changes only who makes the first move.
book-sum-title-changes-the-games = Readings that change how games go
book-sum-title-changes-the-moves = Readings that change the moves but not measurably the games
book-sum-title-changes-nothing = Readings that make no measurable difference
book-sum-sureness = How sure: a change is a finding where its 95% interval leaves out zero and it rests on at least { $min } games; it is no measurable change where the interval holds zero and is narrow (it reaches no more than { $share } in 100 games won, or { $length }% of the usual game length, either side of the estimate), and “within” then says the largest change the interval leaves open.
book-sum-greedy-rests = Greedy play rests on { $games } per reading.
book-sum-strong-rests-few = Strong play rests on only { $games } per reading: too few for a finding (that takes at least { $min }), so it is named above only where it hints at something; the sections give all its numbers.
book-sum-strong-rests = Strong play rests on { $games } per reading.
book-sum-heading = In short: what the disputed readings change
book-sum-intro = Each reading below is one value another source gives a rule point, set into the { $base } alone and played against them.
book-sum-as-in = as in
# A source without a variant of its own (its page's facts).
book-witness-no-variant = It has no variant of its own: its sentences stand beside the others in the <a href="../parallel/index.html">parallel texts</a>.
# The stemma on the sources' page.
book-stemma-alt = The stemma: the online rules (E) and Renee Shelby's edition (σ, not in hand) descend from one English text (ω, not in hand); the French translation (F) translates Shelby's edition, whose English the Ludii file's rules text (S) preserves; the Ludii program (L) stands in the same file; the German article (D) is a summary whose source is not known.
book-stemma-caption = The stemma, drawn from the project's witness data: solid lines descend, dotted lines join witnesses related otherwise, dashed boxes are exemplars not in hand (the drawing opens full size). Every edge is the project's inference unless it says otherwise below.
# How a date or a relation of the sources is known.
book-known-stated = stated
book-known-inferred = the project's inference
book-known-recorded = from the repository's history
book-known-unknown = unknown

## A rule point the sources are silent on, in a clickable diagram's answer

book-why-silent = { $value } ({ $status }): the sources are silent; the project's convention

# The line under an appendix's title: which of the project's notes it is
# ($path, as docs/NAME.md, which the book makes a link).
book-appendix-source = This appendix is the project's note { $path }, as it stands in the repository the book was built from (variant ids such as <code>english</code> are what the tool's <code>--variant</code> takes).

## The witnesses (sources/witnesses.yaml, sources/artefacts.yaml) in words:
## languages, kinds of witness, dates, references, copies, relations and
## translation artefacts. The selectors' keys are the data's words with
## hyphens ("wrong word" is wrong-word).

book-language-name = { $code ->
    [en] English
    [de] German
    [fr] French
   *[other] { $code }
}
book-witness-kind = { $kind ->
    [text] rule text
   *[program] program
}
book-date-none = none recorded
# After a quoted date: where the witness gives it ($section is quoted).
book-date-in-section = , in the section { $section }
# A gloss of a quoted date in the reader's language ($gloss is quoted).
book-date-gloss = ({ $language }: { $gloss })
book-ref-editor = (ed.)
book-ref-pages = cited at pp. { $pages }
book-ref-accessed = accessed { $date }
book-copy-lines = { $n ->
    [one] { $n } line
   *[other] { $n } lines
}
book-copy-no-hash = SHA-256 not recorded
book-relation = { $kind ->
    [descends-from] { $who } descends from { $source }
    [preserves-the-english-of] { $who } preserves the English of { $source }
    [translates] { $who } translates { $source }
    [one-file] { $who }: one file
    [summary-relation-unknown] { $who }: a summary, its relation unknown
    [digital-reconstructions] { $who }: digital reconstructions
   *[other] { $who }: { $kind }
}
book-artefact-kind = { $kind ->
    [wrong-word] wrong word
    [wrong-sense] wrong sense
    [left-untranslated] left untranslated
    [calque] calque
    [garbled-phrase] garbled phrase
    [ambiguous-phrase] ambiguous phrase
    [grammar] grammar
    [web-page-residue] web page residue
   *[other] { $kind }
}
book-artefact-cert = { $cert ->
    [high] high
    [medium] medium
   *[low] low
}

# A label and what it labels ("Rule point: value"), as each language
# punctuates it (French with a no-break space before the colon).
book-labelled = { $label }: { $text }

# What a change of a variant's reading changed (sources/changelog.yaml).
book-change-added = rule point added
book-change-value = value { $from } → { $to }
book-change-status = status { $from } → { $to }
book-change-citation = citation or note

book-board-alt = { $board ->
    [de] The board, labelled in German
    [fr] The board, labelled in French
   *[en] The board, labelled in English
}
book-too-few-to-tell = too few games to tell
book-eval-graph-alt = The Suffragettes' chance of winning after each ply, as the engine judges it
book-position-after-ply = Position after ply

# Over a position string after the move a difference shows: $under is
# book-the-variant.under or book-reading-value.under.
book-after-under = { $under }:
# A passage's place in its text's file, under the passage (parallel texts).
book-passage-place = section: { $section }, line { $line }
# The same on a text's own page, where the heading says it is the section.
book-passage-at = { $section }, line { $line }
# The link from a rule point of the parallel texts to its row in the matrix.
book-in-the-matrix = in the matrix

# A date from the data (YYYY-MM-DD) as a reader writes it; $day and $month are numbers.
book-date = { $day } { $month ->
    [1] January
    [2] February
    [3] March
    [4] April
    [5] May
    [6] June
    [7] July
    [8] August
    [9] September
    [10] October
    [11] November
   *[12] December
} { $year }
# The version of the variants and the apparatus the book shows ($date already written).
book-version-of = version { $version } of { $date }
# The groups of the comparison matrix, with the number of rule points in each.
book-matrix-group-differs = Values differ
book-matrix-group-agreed = The same value in every variant
# Two agents playing each other, by the names the command line gives them.
book-agents-pair = { $first } vs { $second }
# The stemma's drawing: its title and description, the label of an exemplar
# not in hand and of a witness whose source no text names.
book-stemma-svg-title = The stemma of the witnesses
book-stemma-svg-desc = How the rule texts and programs descend from each other, as the project infers it; dashed boxes are exemplars not in hand.
book-stemma-not-in-hand = not in hand
book-stemma-no-source = no source named
# A relation's kind as a short label on the stemma ($kind as for book-relation).
book-relation-kind = { $kind ->
    [descends-from] descends from
    [preserves-the-english-of] preserves the English of
    [translates] translates
    [one-file] one file
    [summary-relation-unknown] summary, relation unknown
    [digital-reconstructions] digital reconstructions
   *[other] { $kind }
}
# A month of the data (YYYY-MM) as a reader writes it.
book-month-year = { $month ->
    [1] January
    [2] February
    [3] March
    [4] April
    [5] May
    [6] June
    [7] July
    [8] August
    [9] September
    [10] October
    [11] November
   *[12] December
} { $year }
