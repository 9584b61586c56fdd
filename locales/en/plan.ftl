# bjcoach plan: ready at a table by a date. Each sentence is built from the plan's own figures,
# written by the program in the language's typography; dates stay as YYYY-MM-DD, and table ids,
# drill ids and commands as they are.

## The plan's sentences, at the terminal and in a browser

plan-aim = Ready at { $table } by { $by }, { $days ->
    [one] { $days } day
   *[other] { $days } days
} from today ({ $today }): every item at a predicted recall of { $level } or more on that day, by the memory model ({ $model }).
plan-items = Items: { $cells }{ $others }.
plan-items-no-chart = no chart at this table
plan-items-all-answered = { $cells } cells of the chart, every one answered before
plan-items-new = { $cells } cells of the chart, { $answered } answered before and { $new } new, introduced costliest first
plan-items-new-by = { $cells } cells of the chart, { $answered } answered before and { $new } new, introduced costliest first by { $by }
plan-items-others = ; and { $others ->
    [one] { $others } other item
   *[other] { $others } other items
} you have answered (hand totals, payouts, counts...), without a cost in chips, kept at { $level } all the same
plan-time-pace-measured = { $seconds } s a review: the median time of your { $answers ->
    [one] { $answers } timed first answer
   *[other] { $answers } timed first answers
} at { $table }, reading the verdicts not counted
plan-time-pace-assumed = { $seconds } s a review, an assumption: your answers at { $table } have no times yet
plan-time = Time: about { $minutes } minutes a day, { $reviews } reviews in all, at { $pace }.
plan-time-busiest = Time: about { $minutes } minutes a day ({ $most } on the busiest day, { $day }), { $reviews } reviews in all, at { $pace }.
plan-today = Today: { $reviews ->
    [one] { $reviews } review
   *[other] { $reviews } reviews
}, { $new } of them new, about { $minutes } minutes.
plan-today-nothing = Today: nothing to review; the next reviews are on { $day }.
plan-today-at-level = Nothing to review before that day: every item is at the level already.
plan-leak = Your leak on that day: { $expected } chips per 100 rounds at a bet of { $bet } expected ({ $interval } interval { $low } to { $high }, by which items you forget that day), against { $without } with no review from today.
plan-short = { $items ->
    [one] { $items } item cannot reach { $level } by then, even reviewed every day: a later date or a lower recall brings it there.
   *[other] { $items } items cannot reach { $level } by then, even reviewed every day: a later date or a lower recall brings them there.
}
plan-followed-elsewhere = You follow a plan to be ready at { $table } by { $by }, another table than this one.
plan-followed-passed = The day of your plan at { $table }, { $by }, has come: make another to keep reviewing by a date.

## The plan followed, as stats shows it

plan-followed-title = The plan you follow:
plan-followed-see = `bjcoach plan` shows its days; `bjcoach plan --stop` stops it.
plan-followed-see-elsewhere = `bjcoach stats --table { $table }` shows it.
plan-followed-see-passed = `bjcoach plan --table { $table } --by YYYY-MM-DD` makes another.

## bjcoach plan

plan-stopped = You follow no plan now: the home says nothing of one.
plan-drill-today = { $reviews } in { $drill }: { $command }
plan-first-days = The first days:
plan-column-day = day
plan-column-reviews = reviews
plan-column-new = new
plan-column-minutes = minutes
plan-more-days = and { $days } more days, { $reviews } reviews in all.
plan-saved = Saved: the home follows this plan, made again from your answers each day. `bjcoach plan` shows it; `bjcoach plan --stop` stops it.
plan-not-saved = The plan you follow, made again from your answers; `bjcoach plan --stop` stops it.

## The plan page of the browser

plan-page-title = Plan
plan-page-heading = Ready by a date
plan-page-about = Name a table and the day you want to be ready by: the plan says how many minutes a day it takes and your leak expected on that day.
plan-page-table = Table
plan-page-by = Ready by
plan-page-recall = Recall on that day
plan-page-make = Make the plan
plan-page-day = Day
plan-page-reviews = Reviews
plan-page-new = New
plan-page-minutes = Minutes
plan-page-more-days = And { $days } more days, { $reviews } reviews in all.
plan-page-passed = The day of the plan you follow, { $by } at { $table }, has come: make another.
plan-page-followed = The home follows this plan, made again from your answers each day.
plan-page-stop = Stop following it
plan-page-follow = Follow this plan

## What `bjcoach plan` refuses, and why.

plan-error-recall = { $field }: expected a recall from { $low } to { $high } (or { $low_percent } to { $high_percent }), e.g. { $example }
plan-error-date = { $field }: expected a date as YYYY-MM-DD, e.g. 2027-03-14
plan-error-day-gone = { $field }: that day { $when ->
    [today] is today
   *[passed] has passed
} (today is { $today }, UTC); name a day after today, as YYYY-MM-DD
plan-error-by-needs-table = --by needs the table to be ready at: --table NAME (see `bjcoach tables`), e.g. `{ $example }`
plan-error-none = you follow no plan yet: make one with --table and --by, e.g. `{ $example }`
plan-error-other-table = the plan you follow is at `{ $followed }`; for another table, name its date too, e.g. `bjcoach plan --table { $table } --by YYYY-MM-DD`
plan-error-day-come = the day of the plan you follow, { $by } at `{ $table }`, has come: make another, e.g. `{ $example }`
