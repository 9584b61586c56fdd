# The words of a strategy question and of a judged answer: the prompt, the why, the comparison of
# the plays, the verdict's labels. Values arrive already written as the language writes numbers.

drill-up-ten = ten
drill-up-ace = Ace
drill-list-run = { $from } to { $to }
drill-list-and = { $most } and { $last }
drill-row-hard = hard { $player }
drill-row-soft = soft { $player }
drill-row-hard-3 = hard { $player } of three cards or more
drill-row-soft-3 = soft { $player } of three cards or more
drill-chart-row-hard-3 = hard { $player }, 3+ cards
drill-chart-row-soft-3 = soft { $player }, 3+ cards
drill-rule-every = { $action } against every card
drill-rule-against = { $action } against { $ups }
drill-rule = { $row }: { $parts }
drill-value = { $action } { $value }
drill-values = Values: { $values } of the bet.
drill-values-own = Values of these very cards ({ $cards }), from a full shoe less them and the up card: { $values } of the bet.
drill-margin-same = { $best } and { $second } are worth the same to a tenth of a percent: either is right.
drill-margin = { $best } beats { $second } by { $gap } of the bet.
drill-margin-close = { $best } beats { $second } by { $gap } of the bet, a close call.
drill-bust = Showing { $up }, the dealer busts { $chance } of the time here, off the top of a full shoe.
drill-bust-checked = Showing { $up }, the dealer busts { $chance } of the time here, off the top of a full shoe, once he has checked and holds no blackjack.
drill-fallback = The chart's first play, { $first }, is not allowed here, so its next choice applies: { $then }.
drill-own-cards = The row's play, { $row }, is right for the hands of this total taken together; these cards call for { $own }.
drill-elsewhere = At { $table } the play is { $play }.
drill-at-table = At { $table }: { $text }
drill-your-play = Your play? ({ $moves })
drill-no-chart = No chart cell fits this drill at this table.
drill-refused = { $move }: { $rule }.

drill-you-did-hit = You hit
drill-you-did-stand = You stood
drill-you-did-double = You doubled
drill-you-did-split = You split
drill-you-did-surrender = You surrendered
drill-doing-hit = Hitting
drill-doing-stand = Standing
drill-doing-double = Doubling
drill-doing-split = Splitting
drill-doing-surrender = Surrendering
drill-comparison = { $you_did }: { $mine }. { $doing_best }: { $theirs }. { $doing_mine } gives away { $gap } of the bet.
drill-comparison-chips = { $you_did }: { $mine }. { $doing_best }: { $theirs }. { $doing_mine } gives away { $gap } of the bet, { $chips } chips at a bet of { $bet }.
drill-tie = { $you_did }, worth as much as { $doing_best } here: { $value } of the bet either way
drill-close-call = you said { $given }; { $better } is worth { $gain } of the bet more
drill-less-than = less than { $gain }
drill-the-answer-is = the answer is { $answer }
drill-you-said = you said { $given }; the answer is { $answer }
drill-said-right = you said { $given }, which is right{ $time }: it counts as a miss
drill-time = ({ $taken })
drill-time-over = ({ $taken }, over the { $allowed } allowed)
drill-cost = Cost: { $cost } of the bet
drill-streak = streak { $streak }

drill-label-right = Right:
drill-label-right-hinted = Right, with the chart's row:
drill-label-too-slow = Too slow:
drill-label-not-understood = Not understood:
drill-label-counted-wrong = Counted wrong:
drill-label-close-call = Close call:
drill-label-wrong = Wrong:
drill-label-rule-of-thumb = Rule of thumb:
drill-label-mistake = Mistake:
drill-label-chart = Chart:
drill-label-why = Why:

# A session as the terminal shows it: the question's number, the hands, the score, the summary.
drill-chart-row = { $name }: { $cells }
drill-versus = { $hand } v { $up }
drill-numbering = Question { $n } of { $of }
drill-numbering-again = Question { $n } of { $of }, once more
drill-score = score { $right }/{ $answered }
drill-score-again = score { $right }/{ $answered } · once more { $again_right }/{ $again_answered }
drill-to-answer = { $allowed } to answer
drill-compared-with = Compared with: { $table }
drill-dealer = Dealer:
drill-you = You:
drill-hand-you = You
drill-hand-numbered = Hand { $n }
hand-total-bust = bust { $total }
drill-note-from-split = from a split
drill-note-doubled = doubled
drill-note-stake = stake { $stake }
drill-note-split = split
drill-note-surrendered = surrendered
drill-note-seat-holds = seat holds { $hands } hands
drill-your-answer = Your answer:
drill-once-more-one = Once more, the one you missed, the same question
drill-once-more-many = Once more, the { $count } you missed, the same questions
drill-label-summary = Summary:
drill-label-once-more = Once more:
drill-label-hinted = Hinted:
drill-label-timed = Timed:
drill-label-other-misses = Other misses:
drill-label-value-lost = Value lost:
drill-label-missed = Missed:
drill-label-mistakes = Mistakes:
drill-summary-nothing = no question was answered, so there is nothing to sum up.
drill-summary = { $right }/{ $answered } right ({ $percent }) · median time { $median }
drill-stopped-after = { $answered ->
    [one] (stopped after 1 answer)
   *[other] (stopped after { $answered } answers)
}
drill-once-more-stopped = the session stopped before the first of the { $asked } missed
drill-once-more-result = { $right } of { $answered } right
drill-once-more-left = ({ $left } left when the session stopped)
drill-hinted = { $count ->
    [one] 1 answer given after `?` showed the chart's row; a right one counts as right
   *[other] { $count } answers given after `?` showed the chart's row; a right one counts as right
}
drill-timed = { $allowed } allowed for each answer · best streak { $best } right in time
drill-mistakes-none = none
drill-unreadable = { $count ->
    [one] 1 answer that could not be read, each counted as a miss
   *[other] { $count } answers that could not be read, each counted as a miss
}
drill-unnamed = { $count ->
    [one] 1 wrong answer that no mistake of the catalogue explains
   *[other] { $count } wrong answers that no mistake of the catalogue explains
}
drill-value-lost = { $count ->
    [one] { $value } of a bet (1 close call)
   *[other] { $value } of a bet ({ $count } close calls)
}
drill-missed = { $situation }: you said { $given }; the answer is { $answer } ({ $name })
drill-missed-again = (once more)
drill-missed-nothing = nothing
drill-missed-not-understood = not understood
drill-missed-close-call = close call
drill-missed-unnamed = no mistake of the catalogue
drill-replay = Replay this session with --seed { $seed }.

# What a session changed, and the learning path's stages by name.
change-what-changed = What changed:
change-leak = Leak at { $table }: { $was } → { $is } of every bet ({ $trend })
change-mastered = Mastered: { $stage }
change-opened = Opened: { $stage }
change-no-stage = No stage of the path changed yet
change-trend-smaller = smaller
change-trend-larger = larger
change-trend-unchanged = unchanged
change-see-stats = (see `bjcoach stats`)
change-no-stage-see = { $words }; `bjcoach stats` shows where you stand.
stage-count-hands = Count hands
stage-spot-soft-hands = Spot soft hands
stage-know-the-dealer-s-rule = Know the dealer's rule
stage-hit-or-stand = Hit or stand
stage-double = Double
stage-split = Split
stage-surrender-and-insurance = Surrender and insurance
stage-settle-the-bets = Settle the bets
stage-play-it-all = Play it all
stage-keep-the-running-count = Keep the running count
stage-find-the-true-count = Find the true count
stage-bet-by-the-count = Bet by the count
stage-play-by-the-count = Play by the count
stage-estimate-the-decks = Estimate the decks
stage-count-down-a-deck = Count down a deck
stage-keep-the-count-in-play = Keep the count in play
stage-other-drills = Other drills

# The line under the list of drills.
drill-pick-prompt = Which drill?
drill-list-run-one = Run one with `bjcoach drill NAME --table TABLE`.
