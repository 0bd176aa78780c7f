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
