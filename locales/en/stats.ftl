# bjcoach stats: where a learner stands, as text. The figures are written by the program in the
# language's typography; the saved words (drill ids, table ids, commands) stay as they are.

## The head of the progress

stats-heading = Your progress: { $saved }
stats-heading-drill = Your progress in `{ $drill }`: { $saved }
stats-saved = { $answers ->
    [one] { $answers } answer saved
   *[other] { $answers } answers saved
}
stats-saved-retried = { $saved } ({ $retried })
stats-retried = retried { $asked }, { $right } right
stats-nothing-yet = Nothing to show yet: answers are saved as you practise, e.g. { $hint }.

## How a drill is suggested inside the menu

stats-hint-menu = the `{ $drill }` drill at `{ $table }`{ $pace }{ $cells }
stats-hint-pace = , { $seconds } s an answer
stats-hint-weak = , on the cells you missed

## The pictures of accuracy and speed

stats-pictures-title = Accuracy and speed by stage of the path, day by day
stats-pictures-about = Each bar is one day you practised the stage (UTC): above, the share of its answers that were right; below, their median time.

## Best at speed

stats-best-label = Best at speed:
stats-best-none = no timed session of { $min } answers or more yet; try { $hint }.
stats-best-title = Best at speed (timed sessions of { $min } answers or more)
stats-best-row = { $right } of { $answers } right in time ({ $percent }) at { $allowed } an answer, best streak { $streak }, on { $day } at `{ $table }`

## The learning path

stats-path-title = Learning path at `{ $table }`:
path-about-book = the book's order: count totals, spot soft hands, hit and stand, then double and split
path-about-splits-first = pairs early: count totals, then splits before hit and stand
stage-state-re-test = re-test
stage-state-placed = placed
stage-state-mastered = mastered
stage-state-open = open
stage-state-later = later
stats-stage-detail = { $answers ->
    [one] { $answers } answer
   *[other] { $answers } answers
}, { $percent } right in time over the last { $last }, median { $median }
stats-mastery = A stage is mastered when { $percent } of its last { $window } answers at `{ $table }` are right within its time (the seconds shown){ $pace }; the next stage then opens. Any drill may be practised at any time.
stats-mastery-pace-menu = , the pace of a timed drill
stats-mastery-pace-command = , the pace of `bjcoach drill NAME --timed SECONDS`
path-placed = A stage placed was passed at the placement test: it counts as mastered until your own answers at it fill the window that judges it.
path-sharing = Answers at other tables count toward { $list }. Every other stage counts this table's alone.
path-sharing-every-table = every table
path-sharing-same-payouts = tables that pay a natural and a 21 after a split alike
path-sharing-same-settlement = tables that settle bets alike
path-sharing-same-decks = tables of as many decks
path-placement-heading = Your place on the path:
path-placement-none-passed = No stage passed at the placement.
path-placement-passed = Passed at the placement: { $stages }.
path-placement-start = You start at { $stage } (stage { $place } of { $of }).
path-placement-all-mastered = Every stage of your path is mastered: practise what you like.

## The memory

stats-memory-title = Memory at { $at } ({ $model }; a right first answer is a recall, a wrong one a lapse):
stats-memory-every-table = every table
model-default = FSRS-6, its default parameters
model-fitted-all = FSRS-6, its parameters fitted to your { $reviews } answers a day or more apart
model-fitted-some = FSRS-6, its parameters fitted to { $reviews } of your { $of } answers a day or more apart (the items first answered)
stats-memory-nothing = No answer saved yet: nothing to remember.
stats-memory-items = Items answered
stats-memory-due-label = Due now
stats-memory-due = { $due } (predicted recall below { $below })
stats-memory-recall-label = Predicted recall now
stats-memory-recall = { $recall } on average
stats-retention-title = Retention: first answers a day or more after the item's last, and the same day:
stats-retention-spaced-label = A day or more later
stats-retention-massed-label = The same day
stats-retention-none = none yet
stats-retention-spaced = { $answers ->
    [one] { $answers } answer
   *[other] { $answers } answers
}, { $right } right (the model predicted { $predicted })
stats-retention-massed = { $answers ->
    [one] { $answers } answer
   *[other] { $answers } answers
}, { $right } right
stats-retention-drill = drill
stats-retention-spaced-column = a day or more later
stats-retention-massed-column = the same day
stats-retention-share = { $percent } of { $answers }
stats-calibration-title = Predicted against observed recall, answers a day or more later:
stats-calibration-predicted = predicted
stats-calibration-answers = answers
stats-calibration-observed = observed
stats-calibration-scores = Log loss { $loss }; RMSE over the bins { $rmse } (weighted by answers).

## The heat map of the mistakes

stats-heat-title = Your mistakes on the `{ $table }` chart
stats-heat-legend = Each cell you were asked shows the chart's play: { $unmarked } always right, { $sometimes } missed sometimes, { $often } missed half the time or more; { $never } never asked.
stats-heat-unmarked = unmarked

## The leak

stats-leak-label = Leak:
stats-leak-none = no strategy answers at `{ $table }` yet; your leak shows once you play some, e.g. { $hint }.
stats-leak = at `{ $table }` your mistakes give away { $leak } of every bet, { $chips } chips per 100 rounds at a bet of { $bet }, on top of the house edge of { $edge } when the chart is played exactly.
stats-leak-how = Each cell counts how often it comes up × how often you miss it × what the miss costs.
stats-leak-nothing = No cell costs you anything: every strategy answer was right.
stats-leak-costliest = The cells that cost you most:
stats-leak-cell = wrong { $wrong } of { $seen }  costs { $cost } of the bet each time  { $leak } of every bet
stats-leak-cell-words = { $row } v { $up }
stats-leak-picture = Your leak in chips per 100 rounds at a bet of { $bet }, at the end of each day you played the chart: from every strategy answer up to that day.

## What to practise next

stats-next-title = Practise next
stats-next-retest = due for a re-test
stats-next-on-path = next on your path
stats-next-stage = { $stage } ({ $why }): { $hint }
stats-next-all-mastered = Every stage of the path is mastered and fresh.
stats-next-weak = Chart cell missed before, asked first: { $cells }: { $hint }
stats-next-worth = Chart cells worth most: { $cells }: { $hint }

## The pictures of each stage and of the leak, day by day

trend-on = on { $day }
trend-span = { $first } to { $last }
trend-latest = , the latest { $shown } of { $practised } days practised
trend-days = , { $days ->
    [one] { $days } day
   *[other] { $days } days
}
trend-heading = { $family } ({ $drills }): { $answers ->
    [one] { $answers } answer
   *[other] { $answers } answers
}{ $shown }, { $span }
trend-right = right
trend-median = median
trend-chips = chips

## Reading the discard tray

stats-tray-title = Reading the discard tray:
stats-tray-about = { $title } over { $answers ->
    [one] { $answers } answer
   *[other] { $answers } answers
} of `{ $drill }` at every table, by the decks in the tray:
stats-tray-row = { $depth }: { $bias } ({ $answers ->
    [one] { $answers } answer
   *[other] { $answers } answers
}).
stats-tray-row-cost = { $depth }: { $bias } ({ $answers ->
    [one] { $answers } answer
   *[other] { $answers } answers
}); { $cost }.
tray-depth-first = ¼ to ¾ deck
tray-depth = { $from } to { $from }¾ decks
tray-bias-none = on the mark, to the tenth of a deck
tray-bias-over = { $size ->
    [one] { $decks } deck over
   *[other] { $decks } decks over
}
tray-bias-under = { $size ->
    [one] { $decks } deck under
   *[other] { $decks } decks under
}
tray-cost = at a running count of { $count } with { $left } decks left, you read { $read } left: a true count of { $misread } where it is { $truth }

## The deck countdown's bests

stats-countdown-title = Deck countdown, your bests:
stats-countdown-about = { $title } the fastest right countdown of `{ $drill }` at every table, its time a card from the first card to the answer:
stats-countdown-row = { $what }: { $time }, of { $right ->
    [one] { $right } right countdown
   *[other] { $right } right countdowns
}.

## Where the edge went, in a session and over the latest sessions

edge-heading = Where the edge went (chips per 100 rounds, { $rounds } played):
edge-total = Total
edge-note-play = A play costs the best play's value less yours at the count it was judged at (the chart's values, or the count's at an index play), times the hand's bet; insurance, its value at the count times the insurance bet.
edge-note-bet = A bet costs what the ramp's bet would have gained over yours in expectation: the difference times the player's edge at the true count (below 0 where yours gained more).
edge-note-seat = Before a round, playing it where the count said sit out or leave costs the ramp's bet at the count times the player's edge there, and sitting out or leaving where it said play leaves that figure on the table; sitting out where it said leave, or the reverse, risks no chip of the round and costs 0.
edge-note-hidden = A bet or index play missed while your last count check since the shuffle was wrong is put on the running count, or on the true count when only the true count was wrong.
edge-note-shown = The count was shown, so nothing is put on the running count or the true count.
edge-top = Top leak: { $part }. The drill that trains it: { $drill }.
edge-recent-heading = Where the edge went with { $system } at { $table }, in chips per 100 rounds bet in, over { $over }:
edge-recent-over-last = your last { $last ->
    [one] { $last } counting session
   *[other] { $last } counting sessions
}
edge-recent-over-some = your { $sessions ->
    [one] { $sessions } counting session
   *[other] { $sessions } counting sessions
} (the last { $last } are counted)
edge-recent-figures-one = Each figure is what its slips gave away over the session, per 100 of the { $rounds ->
    [one] { $rounds } round
   *[other] { $rounds } rounds
} bet in.
edge-recent-figures = Each figure is what its slips gave away over these sessions, per 100 of the { $rounds ->
    [one] { $rounds } round
   *[other] { $rounds } rounds
} bet in.
edge-recent-hidden-all = The count was hidden: a bet or index play missed while your last count check since the shuffle was wrong is put on the count.
edge-recent-hidden-some = The count was hidden in { $hidden } of them: only there is a slip put on the running count or the true count.

## The progress page, in a file (stats --format html) and in a browser

page-progress-title = Your progress at { $table }
page-progress-title-drill = Your progress in { $drill } at { $table }
page-progress-nothing = Nothing to draw yet: answers are saved as you practise, e.g. { $start }.
page-progress-start = the { $drill } drill
page-progress-plan-link = Plan to be ready at a table by a date
page-trend-latest = the latest { $shown } of { $practised } days practised
page-trend-days = { $days ->
    [one] { $days } day
   *[other] { $days } days
}
page-trend-line = { $answers } answers; { $shown }, { $first } to { $last }.
page-trend-right-title = Right, in percent of the day's answers
page-trend-time-title = Median answer time, in seconds
page-trend-right-tip = { $day }: { $right } of { $answers } right ({ $percent })
page-trend-time-tip = { $day }: median { $seconds } s
page-seconds = { $seconds } s
page-leak-title = Your leak at { $table }
page-leak-about = Chips given away per 100 rounds at a bet of { $bet }, at the end of each day you played the chart: from every strategy answer up to that day.
page-leak-panel = Chips per 100 rounds
page-leak-tip = { $day }: { $chips } chips per 100 rounds ({ $percent } of every bet)
page-heat-title = Your mistakes on the { $table } chart
page-heat-never-asked = { $cell }: never asked
page-heat-wrong = { $cell }: wrong { $wrong } of { $seen }
page-heat-green = green
page-heat-yellow = yellow (!)
page-heat-red = red (✗)
page-path-title = Learning path at { $table }
page-path-about = The path: { $about }.
page-path-stage = { $stage } ({ $drills }), { $seconds } s an answer
page-path-stage-detail = { $stage }: { $answers } answers, { $percent } right in time over the last { $last }
page-path-mastery = A stage is mastered when { $percent } of its last { $window } answers at { $table } are right within its time; the next stage then opens. Any drill may be practised at any time.
page-memory-title = Memory
page-memory-note = { $model }; a right first answer is a recall, a wrong one a lapse.
page-calibration-title = Predicted against observed recall, answers a day or more later
page-calibration-mean = mean predicted
page-calibration-label = Predicted against observed recall
page-calibration-dot = { $answers } answers: predicted { $predicted }, observed { $observed }
page-edge-title = Where the edge went
page-plan-title = The plan you follow
stats-page-written = Wrote your progress as a page to { $file }.
stats-page-not-written = { $file }: cannot write the page: { $error }
stats-memory-not-html = `--memory` is shown as text or JSON (`--format json`)
stats-output-without-file = `-o` names the file of an export (`--export csv|json`) or of the page (`--format html`)
stats-own-table-latest = your latest answers are at `{ $table }`, a table of your own: name its file with `--table-file` to see its chart and leak

## `stats --export csv|json -o FILE`: the answers written, or why they could not be

stats-export-written = Wrote { $answers ->
    [one] { $answers } answer
   *[other] { $answers } answers
} to { $file }.
stats-export-not-written = { $file }: cannot write the export: { $error }

## `stats --reset`: its question, and what was erased or kept

stats-reset-question = Delete your saved progress ({ $answers ->
    [one] { $answers } answer
   *[other] { $answers } answers
})? A backup is kept.
stats-reset-kept = Nothing was deleted.
stats-reset-done = Your progress ({ $answers ->
    [one] { $answers } answer
   *[other] { $answers } answers
}) was reset; a backup is kept as { $backup }.
stats-reset-nothing = There was no saved progress to reset.
stats-reset-needs-yes = `--reset` deletes your saved progress: add `--yes` to confirm when not at a terminal
