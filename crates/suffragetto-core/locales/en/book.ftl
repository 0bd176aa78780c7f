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
