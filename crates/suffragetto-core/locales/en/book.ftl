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

## strong play: what each disputed reading changes under strong and under
## greedy play, and the first player's advantage (the statistics chapter).
## `$play` is `strong` or `greedy`; `$difference` a difference with its 95%
## interval, `$by` its size, as numbers already written.

book-strong-not-measured = not measured
book-strong-share-raises = { $play ->
        [strong] under strong play
       *[greedy] under greedy play
    } it raises the Suffragettes' share of wins by { $by } (difference { $difference })
book-strong-share-lowers = { $play ->
        [strong] under strong play
       *[greedy] under greedy play
    } it lowers the Suffragettes' share of wins by { $by } (difference { $difference })
book-strong-share-none = { $play ->
        [strong] under strong play
       *[greedy] under greedy play
    } it makes no measurable difference to the Suffragettes' share of wins (difference { $difference })
book-strong-share-too-few = { $play ->
        [strong] under strong play
       *[greedy] under greedy play
    } it may change the Suffragettes' share of wins, but { $games } games are too few to tell (difference { $difference })
book-strong-share-unmeasured = { $play ->
        [strong] under strong play
       *[greedy] under greedy play
    } it was not measured
# A change that shows an effect: `$strong` and `$greedy` are the two clauses above.
book-strong-finding = { $change }: { $strong }; { $greedy }.
book-strong-first-player = { $name }: the side that moves first wins { $strong } of the decided games under strong play, { $greedy } under greedy play.
book-strong-coin-toss = { $name } with a coin toss for who begins
book-strong-source-played = They were played when this book was built.
book-strong-source-replaced = They were played when this book was built: the results published with the book (`book/data/strong/`) were made under rules that have changed since (a rule point added or a value changed), so they are not used; `scripts/strong-data` remakes them.
book-strong-source-published = They are the results published with the book, game by game, in `book/data/strong/` (made by `scripts/strong-data`, version { $made }); `suffragetto book --strong-games N` plays N games a run afresh instead.
book-strong-source-partial = The run that makes them is not finished: these are its shards done so far, { $games } of its planned { $planned } games for the { $base } and each change, { $variant-games } for each other variant, so the intervals are wider than they will be.
