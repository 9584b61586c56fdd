# Why a data file is refused (tables, ramps, counts, drills, mistakes, charts). A value between
# backticks is quoted from the file or names a field or a value the file may hold: it stays as it is.

## Any data file.
data-cannot-read = cannot read the file: { $why }
data-reason-too-large = the file is larger than { $kib } KiB, the most a data file may be
data-reason-not-utf8 = the file is not UTF-8 text
data-reason-control-character = a control character (`{ $character }`) is not allowed in a data file: its text is shown on a terminal, which it could clear or retitle
data-reason-more-control-characters =
    { $more ->
        [one] and { $more } more control character after this one
       *[other] and { $more } more control characters after this one
    }
data-reason-too-deep = lists and mappings nest more than { $most } levels deep here; a data file needs far fewer
data-reason-text-too-long = a text of { $chars } characters; a data file's texts are at most { $most }
data-reason-readied-wrongly = the build readied this file wrongly: { $why }
data-reason-must-not-be-empty = must not be empty

## What a field accepts, said after what is wrong with it.
data-reason-missing = missing; { $accepted }
data-reason-refused-then-accepted = { $why }; { $accepted }
data-reason-write-text = write it as text
data-reason-write-one-of = write one of { $names }
data-reason-either = { $first } or { $last }
data-reason-mapping-of = a mapping of { $fields }
data-reason-accepted-range = accepted values are { $low } to { $high }
data-reason-out-of-range = { $value }: accepted values are { $low } to { $high }
data-reason-list-rules = list the names of rules, e.g. `- rounds`
data-reason-write-ratio = write it as WIN:STAKE in quotes, such as "3:2" or "6:5"

## What was found where something else was expected.
data-reason-found-nothing = nothing
data-reason-found-number = the number { $number }
data-reason-found-list = a list
data-reason-found-mapping = a mapping
data-reason-found-tagged = a value tagged `{ $tag }`

## The keys of a mapping.
data-reason-not-a-mapping = expected a mapping of fields ({ $fields }), not { $found }
data-reason-key-not-a-name = a key must be a field name, not { $found }
data-reason-unknown-field = unknown field `{ $name }`{ $meant }, expected one of { $fields }
data-reason-unknown-field-listed = unknown field `{ $name }`{ $meant }, expected one of the fields listed above
data-reason-repeated-key = `{ $name }` is given more than once; keep one
data-reason-listed-twice = `{ $name }` is listed twice

## A table file.
data-reason-no-table = the file holds no table
data-reason-version-unknown = version { $version } is not known; this build reads version { $known }
data-reason-table-id = `{ $id }` is not a table name; use lower-case letters, digits and `-`
data-reason-control-in-text = `{ $character }` in the text; write it without tabs or other control characters
data-reason-not-whole = { $found } is not a whole number; accepted values are { $low } to { $high }
data-reason-not-ratio = { $value } is not a payout ratio: write it as WIN:STAKE in quotes, two whole numbers whose lowest terms are from 1 to { $most }, such as "3:2" or "6:5"
data-reason-decks = { $count } decks: a table has 1 to 8 decks
data-reason-hands = { $count } hands: accepted values are 1 (no split) to 4 (three splits)
data-reason-bets-per-box = { $count } bets: a box takes 1 to 7 bets; remove `bets_per_box` to leave only the box maximum
data-reason-any-box-needs-limit = bets on any box need a limit per box: set `bets_per_box`
data-reason-enhc-needs-takes = a no-hole-card table must say what a dealer natural takes: `enhc_blackjack_takes: all` or `original`
data-reason-takes-needs-enhc = only a no-hole-card table (`hole_card: enhc`) sets this; remove it or set `hole_card: enhc`
data-reason-late-needs-peek = late surrender needs a dealer who peeks; a no-hole-card table uses `enhc-unless-ace` or `none`
data-reason-enhc-surrender-needs-enhc = `enhc-unless-ace` is for no-hole-card tables; a peek table uses `late` or `none`
data-reason-resplit-aces-needs-hands = re-splitting aces needs `max_hands` of 3 or more
data-reason-cut-card-needs-penetration = a cut card needs `penetration_percent` (the share of the shoe dealt before the shuffle, 10 to 95)
data-reason-penetration-needs-cut-card = only a cut-card table sets this; remove it or set `reshuffle: cut-card`
data-reason-seats = { $count } seats: a table has 1 to 7
data-reason-chips = { $count } chips: { $what } is a whole number of chips from 0 to { $most }
data-reason-chips-start = a player's start
data-reason-chips-reserve = the bank's reserve
data-reason-chips-min = the minimum bet
data-reason-chips-max = the maximum bet
data-reason-chips-unit = the unit
data-reason-rounds = { $count } rounds: accepted values are 1 to { $most }; remove `rounds` for an open-ended session
data-reason-no-rounds = a session has at least 1 round; remove `rounds` for an open-ended session
data-reason-bet-not-payable = a bet of { $bet } cannot be paid { $pays } or insured for half in whole chips
data-reason-start-below-bet = { $start } chips cannot cover the minimum bet of { $bet }
data-reason-notional-needs-reserve = notional chips are added to a bank with a reserve; set `reserve` or use `top_up: house-covers`
data-reason-reserve-needs-notional = a bank with a reserve must say what happens when it runs short: `top_up: notional-chips`
data-reason-unit-zero = the unit must be at least 1 chip
data-reason-min-not-multiple = the minimum ({ $min }) must be a positive multiple of the unit ({ $unit })
data-reason-max-not-multiple = the maximum ({ $max }) must be a multiple of the unit ({ $unit }) and at least the minimum ({ $min })
data-reason-fixed-bet-max = a fixed bet has no separate maximum; remove `max` or make it equal to `min`
data-reason-version-unread = version { $version } is not read by this build; it reads version { $known }
data-reason-name-id = `{ $id }` is not a name: lower-case letters, digits and `-`

## A betting ramp.
data-reason-ramp-unit = { $chips } chips: a unit is 1 to 10^12 chips
data-reason-ramp-no-steps = list at least one step: `- {"{"} true_count: 1, units: 1 {"}"}`
data-reason-ramp-count = { $count }: a step starts at a true count from { $low } to { $high }
data-reason-ramp-units = { $units }: a step bets 1 to { $most } units
data-reason-ramp-unsorted = { $count } comes after { $before }: the steps are sorted by true count, each count once
data-reason-ramp-lowers = { $units } units at { $count } is less than the { $before-units } at { $before }: a ramp never lowers the bet as the count rises

## A counting system.
data-reason-count-ten-cards = card `{ $card }`: the ten-value cards share one tag, written `T`
data-reason-count-tag-or-colours = card `{ $card }`: give either `tag`, or both `red` and `black`
data-reason-count-tag-range = card `{ $card }`: a tag lies between -{ $most } and { $most }
data-reason-count-tagged-twice = card `{ $card }` is tagged twice ({ $field })
data-reason-count-no-tag = no tag for { $values }: every value A, 2-9 and T needs one
data-reason-count-not-balanced = the tags of a deck sum to { $sum }, not 0: the count is `unbalanced`
data-reason-count-balanced-needs-rule = a balanced count needs `true_count`: `floor`, `truncate` or `round`
data-reason-count-balanced-starts-at-zero = a balanced count starts at 0: leave this out
data-reason-count-balanced = the tags of a deck sum to 0: the count is `balanced`
data-reason-count-unbalanced-no-rule = an unbalanced count is played on its running count: leave this out
data-reason-count-unbalanced-needs-start = an unbalanced count needs `initial_running_count`: the count at the start of a shoe per number of decks
data-reason-count-start-decks = { $decks } decks: a shoe holds 1 to 8 decks
data-reason-count-decks-twice = { $decks } decks is given twice
data-reason-both = { $first } and { $last }

## A drill file.
data-reason-drill-id = `{ $id }` is not a drill name; use lower-case letters, digits and `-`
data-reason-drill-max-cards = { $value }: accepted values are `min_cards` to 6
data-reason-drill-no-hands = list at least one of: hard, soft, pair, hard-multi, soft-multi, post-split
data-reason-drill-answers = the `{ $deal }` generator asks for { $asked }; list exactly those
data-reason-drill-unknown-mistake = `{ $id }` is not in drills/mistakes.yaml; the known mistakes are listed there

## The catalogue of mistakes.
data-reason-mistake-id = `{ $id }` is not a name; use lower-case letters, digits and `-`
data-reason-mistake-needs-cells = belongs to a strategy error: give `cells` too
data-reason-mistake-needs-wrong = a strategy error names the plays that make it
data-reason-mistake-needs-rule = a strategy error needs a rule of thumb
data-reason-mistake-wrong-and-right = a play cannot be both wrong and right
data-reason-mistake-players = a { $kind } hand is listed by values from { $low } to { $high }, at least one
data-reason-mistake-dealers = up cards are listed by value from 2 to 10, and 11 for an Ace, at least one
data-reason-mistake-takes-needs-enhc = applies only to no-hole-card tables: give `hole_card: enhc` too

## A chart file.
data-reason-chart-edge = must be a number, in percent of the initial bet
data-reason-chart-dealer-ten = dealer `{ $dealer }`: write every ten-value card as `T`
data-reason-chart-three-cards = action `{ $action }`: a hand of three cards or more is hit (H) or stood (S)
data-reason-chart-pair-total = player { $player }: a pair cell names a rank, `2` to `9`, `T` or `A`
data-reason-chart-total-rank = player `{ $player }`: a { $kind } cell names a total
data-reason-chart-total-range = player { $player }: totals run from 4 to 21
data-reason-chart-second-cell = a second { $kind } { $player } cell against { $dealer }

## What the YAML reader found wrong, in its own forms, word for word.
data-reason-parser-unknown-variant = unknown variant `{ $name }`, expected { $choices }
data-reason-parser-unknown-field = unknown field `{ $name }`, expected { $choices }
data-reason-parser-missing-field = missing field `{ $name }`
data-reason-parser-duplicate-field = duplicate field `{ $name }`
data-reason-parser-choices =
    { $count ->
        [1] { $first }
        [2] { $first } or { $last }
       *[other] one of { $names }
    }
data-reason-parser-invalid-type = invalid type: { $found }, expected { $expected }
data-reason-parser-invalid-value = invalid value: { $found }, expected { $expected }
data-reason-parser-found-string = string { $text }
data-reason-parser-found-integer = integer `{ $value }`
data-reason-parser-found-float = floating point `{ $value }`
data-reason-parser-found-boolean = boolean `{ $value }`
data-reason-parser-found-unit = unit value
data-reason-parser-found-sequence = sequence
data-reason-parser-found-map = map
data-reason-parser-expected-whole = { $rust }
data-reason-parser-expected-number = { $rust }
data-reason-parser-expected-text = a string
data-reason-parser-expected-boolean = a boolean
data-reason-parser-expected-sequence = a sequence
data-reason-parser-expected-map = a map
data-reason-parser-expected-struct = struct { $name }

## The YAML reader's words for a file that is not YAML, word for word.
data-reason-yaml-block-sequence-entry = block sequence entries are not allowed in this context
data-reason-yaml-control-characters = control characters are not allowed
data-reason-yaml-expected-colon = could not find expected ':'
data-reason-yaml-expected-directive-name = could not find expected directive name
data-reason-yaml-expected-uri-octet = did not find URI escaped octet
data-reason-yaml-expected-bang = did not find expected '!'
data-reason-yaml-expected-comma-or-bracket = did not find expected ',' or ']'
data-reason-yaml-expected-comma-or-brace = did not find expected ',' or '{ "}" }'
data-reason-yaml-expected-dash = did not find expected '-' indicator
data-reason-yaml-expected-document-start = did not find expected <document start>
data-reason-yaml-expected-letter-or-digit = did not find expected alphabetic or numeric character
data-reason-yaml-expected-comment-or-line-break = did not find expected comment or line break
data-reason-yaml-expected-digit-or-dot = did not find expected digit or '.' character
data-reason-yaml-expected-hexadecimal = did not find expected hexadecimal number
data-reason-yaml-expected-key = did not find expected key
data-reason-yaml-expected-node-content = did not find expected node content
data-reason-yaml-expected-tag-uri = did not find expected tag URI
data-reason-yaml-expected-version-number = did not find expected version number
data-reason-yaml-expected-space-or-line-break = did not find expected whitespace or line break
data-reason-yaml-expected-space = did not find expected whitespace
data-reason-yaml-expected-angle = did not find the expected '>'
data-reason-yaml-tab-in-indentation = found a tab character that violates indentation
data-reason-yaml-tab-for-space = found a tab character where an indentation space is expected
data-reason-yaml-indentation-indicator-zero = found an indentation indicator equal to 0
data-reason-yaml-character-starts-nothing = found character that cannot start any token
data-reason-yaml-duplicate-tag-directive = found duplicate %TAG directive
data-reason-yaml-duplicate-yaml-directive = found duplicate %YAML directive
data-reason-yaml-long-version-number = found extremely long version number
data-reason-yaml-incompatible-document = found incompatible YAML document
data-reason-yaml-unicode-escape = found invalid Unicode character escape code
data-reason-yaml-undefined-alias = found undefined alias
data-reason-yaml-undefined-tag-handle = found undefined tag handle
data-reason-yaml-unexpected-colon = found unexpected ':'
data-reason-yaml-unexpected-document-marker = found unexpected document indicator
data-reason-yaml-unexpected-end = found unexpected end of stream
data-reason-yaml-unexpected-non-letter = found unexpected non-alphabetical character
data-reason-yaml-unknown-directive = found unknown directive name
data-reason-yaml-unknown-escape = found unknown escape character
data-reason-yaml-bad-unicode = invalid Unicode character
data-reason-yaml-input-too-long = input is too long
data-reason-yaml-mapping-key = mapping keys are not allowed in this context
data-reason-yaml-mapping-value = mapping values are not allowed in this context
data-reason-yaml-end-in-value = EOF while parsing a value
data-reason-yaml-several-documents = deserializing from YAML containing more than one document is not supported
data-reason-yaml-too-deep = recursion limit exceeded
data-reason-yaml-too-many-repeats = repetition limit exceeded
data-reason-yaml-unknown-anchor = unknown anchor
data-reason-yaml-empty-tag = empty YAML tag is not allowed
data-reason-yaml-unreadable-number = failed to parse YAML number
