# `bjcoach simulate`: many rounds played by a way of playing, or by a counter, and what they return.
# Figures arrive written out in the language's digits; $percent is a number before its percent sign.

sim-percent = { $n } %
sim-title = Simulation
sim-heading = { $title } at { $table } — { $rounds } rounds each, seed { $seed }{ $shoe }
sim-fresh-shoe = , a fresh shoe every round
sim-reshuffle = , the table's reshuffle rule
sim-column-player = player
sim-column-return = return %
sim-column-ci = ± 95%
sim-column-sd = sd
sim-column-bj = BJ
sim-column-dbl = dbl
sim-column-spl = spl
sim-column-bust = bust
sim-note = Return is per initial bet; negative means the house wins. { $columns } { $speed }
sim-columns-wide = sd: standard deviation of a round, in bets; BJ, dbl, spl, bust: naturals, doubles, splits and busted hands per 100 rounds.
sim-columns-narrow = BJ, dbl, spl: naturals, doubles and splits per 100 rounds.
sim-speed =
    { $threads ->
        [one] { $millions } million rounds per second on { $threads } thread.
       *[other] { $millions } million rounds per second on { $threads } threads.
    }
sim-difference = { $player } against { $against }, dealt the same cards: { $difference }% ± { $ci } of every bet, { $chips } ± { $chips_ci } chips per 100 rounds at a bet of { $bet }.
sim-stopped = stopped by Ctrl-C: the figures below are of the { $rounds } rounds played so far

## `bjcoach simulate --count`.
count-sim-title = Counting
count-sim-heading = { $title } at { $table } — { $system }, { $ramp } ({ $low }-{ $high } units), { $penetration } penetration
count-sim-rounds = { $rounds } rounds, seed { $seed }
count-sim-advantage = player's advantage
count-sim-advantage-value = { $value } ± { $ci } (95 %)
count-sim-off-the-top = off the top
count-sim-off-the-top-value = { $value } (the chart's, flat bet, from the solver)
count-sim-deviations = deviations worth
count-sim-deviations-value = { $value } ± { $ci } (the chart alone: { $chart } ± { $chart_ci })
count-sim-average-bet = average bet
count-sim-average-bet-value = { $units } units (1 unit = { $chips } chips)
count-sim-deviation = standard deviation
count-sim-deviation-value = { $units } units a round
count-sim-win = win per 100 rounds
count-sim-win-value = { $units } units ± { $ci }, { $chips } chips
count-sim-ruin = risk of ruin
count-sim-ruin-value = { $risk } for { $chips } chips ({ $units } units)
count-sim-ruin-below = below { $least }
count-sim-by-count =
    { $balanced ->
        [yes] By the true count at the round's start ({ $share } of the rounds or more):
       *[no] By the running count at the round's start ({ $share } of the rounds or more):
    }
count-sim-column-count = count
count-sim-column-rounds = rounds
count-sim-column-advantage = advantage
count-sim-count-up = { $count } up
count-sim-count-down = { $count } down
count-sim-plays-indices = the chart with the { $plays } index plays computed for this table (two-card hands and surrender){ $insurance }
count-sim-insurance-from = , insurance from { $index }
count-sim-plays-chart = the chart alone, never insuring
count-sim-true-count = the true count is the running count over the decks left (the cards left / 52, exactly), made whole by { $rule } ({ $system }'s rule)
count-sim-running-count = the running count starts at { $start } and is played as it runs (the ramp's steps are running counts)
count-sim-follow-all = the bet, every play and insurance follow
count-sim-follow-bet = the bet follows
count-sim-how = How: the running count covers every card dealt since the shuffle; { $count }; { $follow } the count at the start of the round. Plays: { $plays }. The advantage is the win over the amount initially bet.
count-sim-ruin-how = Risk of ruin by the diffusion approximation { $formula }, with mu and sigma the win and its standard deviation a round and B the bankroll, in units; it plays on forever.
count-sim-unbalanced = { $system } is an unbalanced count: it bets by its running count, and plays the chart (index plays are computed for balanced counts)
