# The browser's pages: the menu every page shows.

nav-label = Pages
nav-home = Home
nav-drills = Drills
nav-play = Play
nav-progress = Progress
nav-chart = Chart
nav-rules = Rules

# The drills in a browser: the list of drills, a session's page and its summary.
drill-page-intro = Pick a drill and a table; every answer is judged and explained, and saved with your progress.
drill-page-runs-nowhere = It runs at no preset table.
drill-page-table = Table
drill-page-questions = Questions
drill-page-seconds-per-answer = Seconds per answer
drill-page-untimed = untimed
drill-page-pace-card = Seconds per card
drill-page-pace-tray = Seconds the tray is shown
drill-page-pace-pair = Seconds per card, or pair
drill-page-pairs = Two cards at a time
drill-page-start = Start
drill-page-title = { $drill } at { $table }
drill-page-left = { $seconds } s left
drill-page-time-up = time is up
drill-page-not-taken = Not taken:
drill-page-chart-row = Chart row
drill-page-yes = Yes
drill-page-no = No
drill-page-your-answer = Your answer
drill-page-answer = Answer
drill-page-accepted = Accepted: { $forms }
drill-page-stop = Stop here
drill-page-dealer = Dealer
drill-page-hole-card = hole card
drill-page-seen = Seen since the shuffle: { $cards } of { $shoe } cards, { $tens } of them tens
drill-page-question = Question { $n }: { $situation }
drill-page-question-again = Question { $n }, once more: { $situation }
drill-page-summary = Summary
drill-page-right = Right
drill-page-right-of = { $right } of { $answered } ({ $percent })
drill-page-median-time = Median time
drill-page-best-streak = Longest streak in time
drill-page-value-lost = Value given away
drill-page-value-lost-of = { $value } of a bet
drill-page-once-more = Once more
drill-page-once-more-of = { $right } of { $asked } right
drill-page-mistakes = Mistakes
drill-page-stopped = Stopped before the last question.
drill-page-what-changed = What changed
drill-page-your-progress = your progress
drill-page-see = { $words } (see { $progress })
drill-page-where-you-stand = { $words }; { $progress } shows where you stand.
drill-page-again = Again
drill-page-see-progress = See your progress
drill-page-another = Another drill
saved-progress-page = Progress page
saved-answers = { $count ->
    [0] No answers to save.
    [one] Your answer is saved: the { $progress } counts it.
   *[other] Your { $count } answers are saved: the { $progress } counts them.
}
saved-answers-failed = Your answers could not all be saved: { $why }
saved-decisions = { $count ->
    [0] No decisions to save.
    [one] Your decision is saved: the { $progress } counts it.
   *[other] Your { $count } decisions are saved: the { $progress } counts them.
}
saved-decisions-failed = Your decisions could not all be saved: { $why }

# Why an answer sent from a page was not taken.
not-taken-missing = the answer did not say which question it answers; answer the one below
not-taken-not-asked = that answer was to a question no longer asked (from another tab, or a key pressed twice); nothing was judged: this is the question asked now
not-taken-not-one-line = an answer is a word or a number on one line
