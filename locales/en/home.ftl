# The home: what to practise next, what is due, the plan followed, and the menu's own words.
# Values arrive already written as the language writes numbers.

home-title = bjcoach, your blackjack coach
home-next-lead = Next on your path
home-retest-lead = Due for a re-test
home-retest-why = mastered, and not practised for a week
home-stage-of = stage { $place } of { $stages }
home-suggestion = { $lead }: { $stage } ({ $why }), { $how }.
home-how-drill = with the { $drill } drill at { $table }
home-how-hidden = playing rounds at { $table } with the { $system } count hidden
home-action-drill = Practise { $drill } at { $table }
home-action-hidden = Play at { $table }, keeping the { $system } count yourself
home-placement = Take the placement test: { $questions } questions, a few from each stage, at { $table }. You start at the first stage you miss.
home-placement-action = Take the placement test at { $table }
home-all-mastered = Every stage of your path is mastered and fresh: practise what you like.
home-leak = Your top leak counting { $system } at { $table }, over { $sessions ->
    [one] your last session
   *[other] your last { $sessions } sessions
}: { $part }, { $chips } chips per 100 rounds bet in; the { $drill } drill trains it.
home-leak-action = Practise { $drill } at { $table }
home-due-all = all in the { $drill } drill
home-due-some = { $n } of them in the { $drill } drill
home-due = Due now at { $table }: { $due } of your { $items ->
    [one] { $items } item
   *[other] { $items } items
} (predicted recall below { $below }), { $of_them }.
home-due-action = Review what is due in { $drill } at { $table }
home-plan-lead = Your plan: ready at { $table } by { $by } at a recall of { $level }.
home-plan-passed = { $lead } That day has passed: make another plan.
home-plan-nothing = { $lead } Nothing to review today.
home-plan-in-all = ; all in the { $drill } drill
home-plan-in-some = ; { $n } of them in the { $drill } drill
home-plan-today = { $lead } Today: { $reviews ->
    [one] { $reviews } review
   *[other] { $reviews } reviews
}, { $new } of them new, about { $minutes } minutes{ $in_drill }.
home-plan-action = Review today's plan in { $drill } at { $table }

# The parts of where the edge went, as a row of its breakdown names them.
edge-part-running-count = Running count
edge-part-true-count = True count
edge-part-bet = Bets off the ramp
edge-part-chart-play = Chart plays
edge-part-index-play = Index plays
edge-part-insurance = Insurance

# The menu: its entries (the word that picks each, then what it does), its questions, and how
# they are answered.
menu-prompt = What would you like to do? Type a number or the word beside it
menu-word-next = next
menu-word-place = place
menu-word-leak = leak
menu-word-due = due
menu-word-plan = plan
menu-word-practise = practise
menu-word-play = play
menu-word-chart = chart
menu-word-edge = edge
menu-word-simulate = simulate
menu-word-stats = stats
menu-word-rules = rules
menu-word-quit = quit
menu-practise = Practise a drill of your choice
menu-play = Play rounds at a table, every decision judged
menu-chart = See a table's strategy chart
menu-edge = See a table's house edge and the dealer's outcomes
menu-simulate = Simulate many rounds played by the chart
menu-stats = See your progress
menu-rules = Read a table's rules
menu-quit = Quit
menu-which-drill = Which drill?
menu-which-table = Which table?
menu-at-which-table = At which table?
menu-table-for-drill = At which table? Those listed are where `{ $drill }` can be played.
menu-how-many-questions = How many questions?
menu-how-many-rounds = How many rounds?
menu-own-habits = Play your own habits (from your drill answers) beside the chart?
menu-enter-to-go-home = Press Enter to go back home.
menu-progress-unread = Your progress cannot be read:
menu-enter-for = Enter for { $n }
menu-back = b to go back
menu-back-words = b, back
menu-not-a-choice = `{ $text }` is not one of the choices: answer with a number from 1 to { $n }, or a name from the list (e.g. `{ $example }`){ $back }
menu-not-yes-no = { $refusal }, or { $back }
menu-not-a-number = `{ $text }` is not a whole number from { $from } to { $to }: answer one, e.g. { $default }, or { $back }

# Offered at the home, in the table's own language, when the coach speaks another.
home-offer-language = This table follows { $document }: continue in English?

# The browser's home: its title, and the pages it leads to beside the menu's.
web-home-title = Your blackjack coach
web-home-or = Or
web-home-plan = Plan to be ready by a date
