# Errors: what a command could not do, and why. The label before them, then the refusals of a
# table, a drill and the options of `drill`, each built from the names and values of the case.

error-label = error:
note-label = note:
error-did-you-mean = {" "}(did you mean `{ $name }`?)
error-no-table = there is no table called `{ $name }`{ $mean }; the tables are: { $known }
error-no-drill = there is no drill called `{ $name }`{ $mean }; the drills are: { $known }
error-no-system = there is no counting system called `{ $name }`{ $mean }; the systems are: { $known }
error-drill-not-here = the `{ $drill }` drill cannot be played at `{ $table }`: { $reason }{ $remedy }
error-remedy-table = ; try `--table { $table }`
error-remedy-against = ; name one with `--against`
error-remedy-balanced = ; choose a balanced system such as `--system { $system }`
error-same-rules = `{ $against }` plays by the same rules as `{ $table }`; compare with another table
error-name-a-drill = name a drill to run, e.g. `bjcoach drill { $example } { $at }`; these run at this table:
error-timed = --timed takes whole seconds, from 1 to { $most }: e.g. `--timed 3` for three seconds an answer
drill-refused-no-insurance = the table offers no insurance
drill-refused-no-chart = the table has no strategy chart
drill-refused-no-surrender = the table offers no surrender (casino-fr does)
drill-refused-nothing-to-compare = there is no other table to compare it with
drill-refused-shuffled-every-round = the shoe is shuffled after every round, so there is no count to carry
drill-refused-no-starting-count = { $system } gives no starting count for { $decks } decks; add one to its `initial_running_count`
drill-refused-unbalanced = { $system } is an unbalanced count, played on its running count with no true count
drill-refused-fixed-bets = every bet is fixed at this table, so no ramp can be followed

web-not-started = Not started
web-cannot-go-on = The session cannot go on
web-no-chart = No chart is shipped for `{ $table }`.
web-drill-not-here = The { $drill } drill cannot be played at { $table }: { $reason }{ $remedy }.
web-remedy-table = ; it runs at { $link }
web-remedy-against = ; pick another table to compare it with
web-remedy-balanced = ; choose a balanced system such as { $system }
error-not-a-rate = `{ $text }` is not a rate: write a number from 0 to 1, such as 0.2
web-not-a-number = { $field }: `{ $typed }` is not a number from { $low } to { $high }
web-field-seed = Seed
web-not-found = Not found
web-no-such-page = There is no such page.
web-no-table-known = No table is known.
web-no-session = No such session
web-focus-refused = Focus `{ $typed }`: expected `due`, `plan` or `mixed`
web-no-drill-session = This drill session is not held any more (the coach was restarted, or many others were started since): start another from the Drills page.
web-no-play-session = This play session is not held any more (the coach was restarted, or many others were started since): start another from the Play page.

## The expert commands' refusals: `ev`, `edge`, `solve`, `indices`, `simulate`, `validate`.
error-option = { $option }: { $why }
error-removed-too-many =
    { $decks ->
        [one] --removed takes out more cards of value { $value } than the { $held } that { $decks } deck of `{ $table }` hold
       *[other] --removed takes out more cards of value { $value } than the { $held } that { $decks } decks of `{ $table }` hold
    }
error-removed-too-few = --removed leaves { $left } cards in the shoe; the solver needs at least { $least }
error-ev-card-count =
    { $wanted ->
        [one] --dealer takes one card, e.g. `--dealer 9`; got { $got ->
            [one] 1 card
           *[other] { $got } cards
        }
       *[other] --hand takes two cards, e.g. `--hand A,7`; got { $got ->
            [one] 1 card
           *[other] { $got } cards
        }
    }
error-ev-over-21 = { $hand } is over 21: there is nothing left to decide
error-ev-cannot-deal = the shoe of `{ $table }` cannot deal { $hand } against { $up }
error-ev-csv-all = --format csv goes with --all
error-ev-hand-dealer = give --hand and --dealer, or --all
error-cannot-write-chart = { $path }: cannot write the chart: { $error }
error-cannot-read-answers = { $path }: cannot read the answers: { $error }
answers-line-too-long = { $at }: the line is longer than { $most } bytes, the most an answer may be
answers-line-not-text = { $at }: the line is not UTF-8 text
answers-unreadable = { $at }: cannot read the answers: { $error }
answers-standard-input = standard input
error-decks-left = --decks-left { $typed }: give half a deck to { $most } decks, to the half deck
error-penetration = --penetration { $typed }: give 1 to 100 (percent)
error-pace = --pace { $typed }: give the seconds each card is shown, from 0 to { $most }
error-indices-unbalanced = { $system } is an unbalanced count, played on its running count; indices here are true counts: choose a balanced system (hi-lo, hi-opt-i, omega-ii, zen)
error-indices-depth = { $left } cards left is not in a shoe of { $total }: give 20 to { $total }
error-hands = --hands { $hands }: accepted values are 1 to { $most } (ten billion rounds take hours)
error-count-penetration = --penetration { $typed }: give the share of the shoe dealt before the shuffle, 0.75 or 75 for three quarters (more than 0, at most 1 or 100)
error-ramp = --ramp { $name }: no such file, nor a shipped ramp; give a file in the form of ramps/*.yaml or one of: { $names }
error-validate-problems =
    { $problems ->
        [one] { $problems } problem found in { $checked ->
            [one] { $checked } data file
           *[other] { $checked } data files
        }
       *[other] { $problems } problems found in { $checked ->
            [one] { $checked } data file
           *[other] { $checked } data files
        }
    }
note-me-no-answers = no strategy answers saved for `{ $table }` yet: `me` plays the chart until you practise{ $how }
note-chart-of-another-table = { $path } is the chart of table `{ $chart }`; it is played here at `{ $table }`, whose rules differ
error-no-player = `{ $name }` is not a way of playing; use one of: { $known }, or the path of a strategy file
menu-drill-at-no-table = the `{ $drill }` drill can be played at no preset table
