# Why a variant file cannot be used (crates/suffragetto-core/src/variant/reason.rs).
# The command line writes these in English from the code, which names the
# file's keys and values; the catalogue's English is the same words, and
# German and French are what a visitor of the explorer reads. Keys, values
# and ids in backticks are the file's own and stay as written.
#
# Arguments: `$at` a path of keys (rules.hop.over.value) and `$said` what
# is wrong there; `$builtins` the built-in variants' ids; `$expected` the
# values a key takes, already joined with `variant-error-or`; numbers as
# numbers; `$detail` and `$cause` are the parser's and the system's words.

variant-error-or = or
variant-error-at = { $at }: { $said }
variant-error-no-builtin = no built-in variant `{ $spec }` (built-in: { $builtins }); to load a file, give its path, e.g. ./{ $spec }.yaml
variant-error-too-large = { $bytes } bytes: a variant file sent here may have at most { $most }
variant-error-builtin-id = id `{ $id }` belongs to a built-in variant: give yours its own id (it may `extends: { $id }`)
variant-error-extends-only-builtin = `extends` may name only a built-in variant here ({ $builtins }), not a file
variant-error-cycle = inheritance cycle: { $names }
variant-error-cannot-read = cannot read variant file { $path }: { $cause }
variant-error-extends-missing = `extends: { $base }` names neither a built-in variant ({ $builtins }) nor a file ({ $path } not found)
variant-error-date-and-game-date = `date` is the older name of `game_date`: give only `game_date`
variant-error-bad-id = id `{ $id }` must be lower-case letters, digits, `-` or `_`
variant-error-not-cited = rule point `{ $point }` is marked { $status } but has no citation; expected `citation: {"{"}source, section, quote{"}"}` or `status: convention`
variant-error-no-value = rule point `{ $point }` has no value: a variant that does not `extends` another must give every rule point
variant-error-unknown-rule-point-near = unknown rule point `{ $name }` (did you mean `{ $nearest }`?)
variant-error-unknown-rule-point = unknown rule point `{ $name }`; `suffragetto variants show english` lists them all
variant-error-unknown-value = unknown value `{ $found }`, expected { $expected }
variant-error-unknown-key = unknown field `{ $found }`, expected one of { $expected }
variant-error-unknown-key-none = unknown field `{ $found }`, there are no fields
variant-error-missing-key = missing field `{ $field }` (check the indentation of the lines below this one)
variant-error-expected-number = expected a whole number from 0 to 255
variant-error-expected-entry = expected a mapping with `value:`, `status:` and (unless a convention) `citation:`
variant-error-expected-counts = expected `{"{"}large: N, small: N{"}"}`
variant-error-expected-boolean = expected true or false
variant-error-expected-text = expected text
variant-error-expected-other = a value of another kind was expected ({ $detail })
variant-error-tabs = YAML does not allow tabs for indentation: use spaces
variant-error-parser = the YAML does not read: { $detail }
variant-error-too-deep = nested more than { $most } levels deep: a variant file is a few levels deep
variant-error-too-many-nodes = more than { $most } values: a variant file has far fewer
variant-error-too-many-aliases = more than { $most } aliases (`*name`)
variant-error-owner-chooses-on-demand = exchange.placement: owner_chooses needs exchange.consent: required: the other side names the squares of its pieces with its acceptance, and a demand has no answer
variant-error-invalid-start = not a valid start: { $why }
variant-error-value = { $why }
variant-error-pieces = { $n } pieces a side: expected 1 to 21 (the Prison and Hospital have 21 squares each)
variant-error-cannot-forbid = `{ $id }` cannot be forbidden here: expected some of prison, prison_yard, hospital, hospital_grounds (buildings have zones.forbidden_own_building)
variant-error-must-forbid = `{ $id }` must be forbidden: captured pieces are counted there, not placed
variant-error-capture-not-automatic = `false` is not supported: a hop over a capturable opponent always captures (move text marks it with `x`)
variant-error-captures-not-hops = captures `{ $captures }` contradict hop.directions `{ $hops }`: a capture is made by a hop
variant-error-captures-over-own = captures contradict hop.over `own`: a piece captures by hopping an opponent
variant-error-multiple-without-chain = `true` contradicts hop.chain `single`: several captures in one move need a chain of hops
variant-error-win-condition = { $n } pieces: expected 1 to 6 (a building has six squares)
variant-error-exchange-size = { $n } pieces: expected 1 to 6 (the Yard and the Grounds have six squares)
variant-error-exchange-trigger = { $n }: expected 1 to { $most } (the pieces a side has)
