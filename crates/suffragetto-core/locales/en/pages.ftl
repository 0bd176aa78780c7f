# The words of the online pages (the lobby, a table, the explorer, the
# account pages), in English. Every message id starts with `page-`. The
# server writes the static words of a page into its HTML (`{{ page-id }}`
# in the template) and sends this file to the page, where the scripts
# format the words they write at run time with `t("page-id", { args })`
# (Project Fluent's own `@fluent/bundle`; see docs/languages.md).

page-site-name = Suffragetto
