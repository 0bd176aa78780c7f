# The built-in variants by the names readers see (`variant-name-ID`): in
# the book, on the online pages and in the API's lists. A variant that is
# not built in is named by its own file's `name`.

variant-name-english = English online rules
variant-name-german = German Wikipedia article
variant-name-french = French updated rules
variant-name-ludii = Ludii program
variant-name-dagaz = Dagaz program
