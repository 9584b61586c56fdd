# A play session: the seating, the questions of a round, a judged decision, the settlements, the
# round's chips and the session's summary.

play-label-not-judged = Not judged:
play-label-missed = Missed:
play-settlement-called = a foul, called
play-settlement-right = the settlement is right
play-settlement-went-through = the dealer's error went through
play-settlement-false-call = you called a foul; the settlement is right
play-played-as-chosen = Played as you chose: { $move }.
play-cost = Cost: { $percent } of the bet, { $chips } chips at a bet of { $bet }
play-note-split = split
play-note-doubled = doubled, stake { $stake }
play-note-surrendered = surrendered
play-wager-box = Box { $box }:
play-wager-box-hand = Box { $box } hand { $hand }:
play-wager-hand = { $hand }:
play-wager-insurance = Insurance of { $stake }:
play-settled = { $verdict }, { $net }: { $reason }
play-list-and = { $most } and { $last }
play-chips = Chips: { $chips } ({ $net })
play-others-seat = seat { $seat } { $net } ({ $chips })
play-others = Others: { $seats }
play-bank-round = Bank: { $chips } ({ $net })
play-shoe-shuffled = The cut card has come out: the cards are shuffled for the next round.
play-shoe-backup = The stock ran out: a backup deck was opened.
play-shoe-discards = The stock ran out: the discards were shuffled into a new stock.
play-own-boxes = You play boxes { $boxes }, each with your bet: { $in_play } boxes are in play.
play-sit = You sit at seat { $seat } of the table's { $seats }.
play-sit-first = You sit at seat { $seat } of the table's { $seats }, the first to play.
play-sit-last = You sit at seat { $seat } of the table's { $seats }, the last to play before the dealer.
play-seats-vary = Between rounds other players may leave, and new ones sit down at the empty seats (never yours), so the hands dealt change from round to round.
play-others-play = { $count ->
    [one] Seat { $seats } plays { $how } and bets { $bet } each round; each seat is dealt in turn from the same shoe.
   *[other] Seats { $seats } play { $how } and bet { $bet } each round; each seat is dealt in turn from the same shoe.
}
play-seat-leaves = The player at seat { $seat } leaves the table.
play-seat-sits-down = A player sits down at seat { $seat }.
play-length = { $rounds ->
    [one] 1 round from { $chips } chips
   *[other] { $rounds } rounds from { $chips } chips
}
play-length-open = as many rounds as you like from { $chips } chips (q to stop)
play-out-of-chips = { " " }(out of chips)
play-stopped-early = { " " }(stopped early; an unfinished round is not counted)
play-played = { $of ->
    [0] { $played ->
        [one] { $played } round played{ $why }
       *[other] { $played } rounds played{ $why }
    }
    [one] { $played } of 1 round played{ $why }
   *[other] { $played } of { $of } rounds played{ $why }
}
play-played-sat-out = { $of ->
    [0] { $played ->
        [one] { $played } round played, { $out } sat out{ $why }
       *[other] { $played } rounds played, { $out } sat out{ $why }
    }
    [one] { $played } of 1 round played, { $out } sat out{ $why }
   *[other] { $played } of { $of } rounds played, { $out } sat out{ $why }
}
play-seat = seat { $seat }
play-seat-you = seat { $seat } (you)
play-result-share = Result: { $words }
play-share-words = you share the win, by this table's rule: { $winners }
play-win-words = you win the session, by this table's rule
play-result-not-alone = Result: not a win: this table's rule asks for more chips than you started with
play-result-not = Result: not a win: by this table's rule the most chips come first, and { $winners } ended with more
play-standings = Standings: { $seats }
play-bank = Bank: { $chips } chips
play-bank-notional = Bank: { $chips } chips, { $notional } of them notional chips added when it could not cover a round
play-chips-session = Chips: { $start } → { $end } ({ $net })
play-decisions = Decisions: { $right } right out of { $decisions }
play-calls = Dealer's settlements: { $right } called right out of { $calls }; { $caught ->
    [one] 1 error caught
   *[other] { $caught } errors caught
}, { $missed } missed, { $false ->
    [one] 1 false call
   *[other] { $false } false calls
}
play-box-bet = Your bet on box { $seat }: { $stake } chips in { $rounds ->
    [one] 1 round
   *[other] { $rounds } rounds
}, { $net }; seat { $seat }'s decisions on it: { $as_chart } of { $decisions } the chart's play, { $chips } chips against the chart
play-value-lost = Value given away: { $percent } of a bet, { $chips } chips at your bets
play-value-lost-calls = Value given away: { $percent } of a bet, { $chips } chips at your bets, { $calls ->
    [one] 1 close call
   *[other] { $calls } close calls
}
play-costliest = Costliest mistake: round { $round }, { $situation }: you said { $answer }; the answer is { $expected } ({ $percent } of the bet, { $chips } chips)

# The table as the terminal shows it during a round.
play-dealer-checks = The dealer checks under his { $up }: no blackjack, play on.
play-round = Round { $round }
play-round-of = Round { $round } of { $of }
play-chips-now = chips { $chips }
play-bet-now = bet { $bet }
play-seat-now = seat { $seat }
play-watching = you sit out and watch
play-on-box = { $stake } on box { $box }
play-enter-bet = (Enter: bet { $bet })
play-notional = { $chips ->
    [one] The bank cannot cover this round: 1 notional chip is added before the deal.
   *[other] The bank cannot cover this round: { $chips } notional chips are added before the deal.
}
play-seat-hands = Seat { $seat }:
play-your-box = Your box { $box }:
play-to-play = ← to play
play-your-stake-on-box = Your { $stake } on box { $box }:
play-holder-as-chart = Seat { $seat } played your bet's hand as the chart does ({ $plays }): nothing lost on it.
play-holder-played = Seat { $seat } played { $played } on { $cards } against { $up }; the chart plays { $chart }: { $played_value } against { $chart_value }, { $chips } chips on your bet of { $stake }.
play-label-goal = Goal:

# The table in a browser.
play-web-seat-you = Seat { $seat } (you) · bet { $bet }
play-web-seat-you-out = Seat { $seat } (you) · sat out
play-web-seat = Seat { $seat } · bet { $bet }
play-web-seat-out = Seat { $seat } · sat out
play-web-you = You · bet { $bet }
play-web-in-turn = playing in turn
play-web-chips = Chips { $chips } · bet { $bet }

# Play in a browser: the page that starts a session, and the session's own words.
play-page-title = Play at { $table }
play-page-intro = Whole rounds dealt from the table's own shoe: every decision of yours is judged against the table's chart, then played as you chose, and saved with your progress.
play-page-rounds = Rounds
play-page-until-you-stop = until you stop
play-page-chips = Chips
play-page-seats = Players at the table, you included
play-page-boxes = Your boxes
play-page-count = Count
play-page-no-count = no count
play-page-hidden = Hide the count, and check it now and then
play-page-wong = Before each round: play, sit out or leave (with other players)
play-page-seats-vary = Players come and go (with other players)
play-page-pace = Dealer's pace
play-page-pace-unit = seconds a card
play-page-sit-down = Sit down
play-page-how = The other players bet { $bet } each round and play the chart; you sit at the last seat, the last to play before the dealer. With a balanced count, every bet, play and insurance is judged at the true count of the cards shown: by the ramp (1-8 spread), the table's index plays and the insurance index. The count is shown before each decision, or hidden and asked now and then. Where players come and go, one may leave between rounds or sit down at an empty seat, even after yours. At the dealer's pace, the other seats' cards and the dealer's hole card and draws fall one at a time, that many seconds apart.
play-page-bet = Bet
play-page-stop = Stop
play-page-foul = Foul
play-page-accept = Accept
play-page-count-label = The count
play-page-count-example = +3 or -2
play-page-bet-label = Your bet, in chips
play-page-insure = Insure
play-page-another = Another game

# The bet asked before a round.
play-your-bet = Your bet? ({ $range }; { $enter })
play-your-bet-boxes = Your bet on each of your { $boxes } boxes? ({ $range }; { $enter })
play-bet-only = { $min } chips
play-bet-range = { $min } to { $max } chips in steps of { $step }
play-enter-again = Enter bets { $bet } again, q to stop
play-enter = Enter bets { $bet }, q to stop
play-enter-smallest = Enter bets { $bet }, the smallest, q to stop
play-not-a-bet = { $typed } is not a bet: a bet is a whole number of chips, { $accepted }
play-bet-refused = a bet of { $bet } is refused: { $why }
play-bet-refused-accepted = { $words }. Accepted: { $accepted }
play-unjudged = No chart cell covers this hand, so the play is yours and is not judged.

# How the other seats play.
play-others-chart = the chart
play-others-as-you = as you do

# Insurance at the table, without a count.
play-insure-prompt = { $chips ->
    [one] The dealer shows an Ace. Insure for 1 chip? (y yes, n no)
   *[other] The dealer shows an Ace. Insure for { $chips } chips? (y yes, n no)
}
play-insurance-why-worth = Without a count, basic strategy judges by the full shoe less the cards in front of you: your hand and his Ace leave { $tens } tens among { $unseen } cards. { $card } is one of them: a ten { $chance } of the time. { $value }, worth taking. Insurance pays for itself only above one chance in three.
play-insurance-why-not = Without a count, basic strategy judges by the full shoe less the cards in front of you: your hand and his Ace leave { $tens } tens among { $unseen } cards. { $card } is one of them: a ten { $chance } of the time. { $value }, not worth taking. Insurance pays for itself only above one chance in three.
play-even-money-prompt = Take even money? (y yes, n no)
play-even-money-why = Even money is insurance on a blackjack: half your bet insured, which comes to your { $bet } paid 1 to 1 at once, whatever the dealer holds, instead of 3 to 2 when he has no blackjack. It is judged as insurance is. { $insurance }

# A move the table refuses at a decision.
play-move-refused = { $move } is not allowed here: { $why }. Allowed: { $allowed }
play-accepted = accepted: { $allowed }

# How fast a session went.
play-tempo = Tempo: { $per_hour } rounds an hour, { $per_second } cards a second ({ $rounds ->
    [one] 1 round
   *[other] { $rounds } rounds
}, { $cards ->
    [one] 1 card
   *[other] { $cards } cards
} in { $time }, from the first deal to the last settlement)

# A call on a settlement that cannot be read.
play-not-a-call = `{ $typed }` is not a call: f (or foul) calls a foul, Enter (or ok) accepts

# The start form's refusals in the browser: the field refused, then why.
play-form-refused = { $field }: { $why }
play-form-table = Table
play-form-seats = Players at the table
play-form-hidden = Hide the count
play-form-wong = Play, sit out or leave
play-form-vary = Players come and go
play-form-not-preset = `{ $name }` is not a preset
play-form-no-system-hidden = choose a counting system to keep the count with
play-form-no-system-wong = choose a counting system: the choice is judged by the true count
play-form-no-system-vary = choose a counting system: the cards to count change as players come and go
play-form-no-system-pace = choose a counting system: the cards fall at a pace to be counted
play-form-no-such-system = there is no counting system called `{ $name }`; the systems are: { $known }

# How a session counts, after its goal.
play-goal-counting = Counting with { $system }{ $hidden }{ $wong }{ $vary }{ $pace }.
play-goal-hidden = , the count hidden
play-goal-wong = , choosing before each round to play, sit out or leave
play-goal-vary = , players coming and going
play-goal-pace = , the dealer dealing a card every { $seconds } s

# A session's start refused by the table's limits.
play-check-no-round = play at least one round
play-check-seats = { $seats } seats asked for: `{ $table }` seats 1 to { $most } players
play-check-seat = seat { $seat } is not at the table: with { $seats ->
    [one] 1 seat filled
   *[other] { $seats } seats filled
}, choose a seat from 1 to { $seats } or fill more with --seats
play-check-chips = { $chips } chips is too many: a bankroll is at most { $most } chips
play-check-bet-too-large = a bet of { $bet } is too large: a bet is at most { $most } chips
play-check-bet-refused = a bet of { $bet } with { $chips } chips is refused here: { $why }
play-check-half-chips = a bet of { $bet } would leave a payout in half chips; bet a multiple of { $step }
play-check-no-box = play at least one box
play-check-boxes = { $boxes } boxes for you are refused at `{ $table }`: { $why }
play-check-bet-on-box = a bet on box { $box } is refused at `{ $table }`: { $why }
play-error-engine = the round engine refused a move it had allowed: { $detail }
play-error-nothing-asked = no question is waiting for an answer


# A bet, or a box, the table refuses.
bet-refused-minimum = the minimum bet at this table is { $min } chips
bet-refused-maximum = the maximum bet at this table is { $max } chips
bet-refused-unit = bets are made in units of { $unit } chips
bet-refused-fixed = every hand bets exactly { $fixed } chips at this table
bet-refused-half-chip = a bet of { $bet } would need a half chip to pay a natural at { $ratio } or to insure for half; bet a multiple of { $even }
bet-refused-chips = you have only { $chips } chips
box-refused-own-only = at this table every bet is on the bettor's own box: no bet on another player's box
box-refused-one-each = at this table each player plays one box: a vacant box may not be taken too
box-refused-own = box { $box } is your own: its bet is the one you place on it
box-refused-no-player = there is no player at box { $box }: a bet goes on a box that is played ({ $boxes ->
    [one] 1 is
   *[other] { $boxes } are
})
box-refused-maximum = the bets on a box stay within the box maximum of { $max } chips; { $on_box ->
    [one] 1 is
   *[other] { $on_box } are
} on box { $box } already
box-refused-full = a box takes at most { $most } bets at this table, its holder's included; box { $box } has them all
box-refused-not-covered = a bet of { $bet } on each of your { $boxes } boxes needs { $need } chips; you have { $have }
box-refused-too-many = { $asked } boxes asked for: the table has { $seats }
# Where a scripted bet was read (a file or standard input, and its line), then why it was refused.
play-refused-bet-at = { $at }: { $why }
