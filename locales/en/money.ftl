# The words of the money drills: naturals, payouts, the bet of a ramp and catching the dealer's
# errors; their questions, their whys and the settlements they show. Values arrive already
# written as the language writes numbers and cards.

# A round's bet and the dealer's end, as a question tells them.
money-you-bet = { $move ->
    [split] You bet { $bet } and split
    [doubled] You bet { $bet } and doubled
   *[none] You bet { $bet }
}{ $insured ->
    [0] .
   *[other] , insured for { $insured }.
}
money-neighbour-stands = Your neighbour stands.
money-dealer-shows = The dealer shows { $card }.
money-dealer-has-natural = The dealer has blackjack.
money-dealer-busts = The dealer busts with { $points }.
money-dealer-stands-on = The dealer stands on his { $total }.
money-dealer-draws-no-more = The dealer holds { $total }: with no hand left to play against, he draws no more.
money-dealer-ends = The dealer ends on { $total }.
money-holds-no-natural = holds { $cards } and no blackjack
money-busts-with = busts with { $points }
money-ends-on = ends on { $total }
money-list = { $first }; { $next }

# Naturals: a blackjack or an ordinary 21.
money-natural = An Ace and a ten-value card as the first two cards of a hand that was not split: a blackjack.
money-drawn-21 = { $cards } reaches 21 with { $count } cards: an ordinary 21, not a blackjack.
money-split-aces-21 = This hand comes from splitting Aces: its Ace and ten make an ordinary 21, not a blackjack.
money-split-tens-21 = This hand comes from splitting tens: its ten and Ace make an ordinary 21, not a blackjack.
money-natural-or-21 = Blackjack, or an ordinary 21? (answer `blackjack` or `21`)
money-hand-wins = You bet { $bet }; the dealer { $dealer }. How many chips does this hand win?
money-settled = Settled: { $verdict } ({ $reason }), { $won } won on a bet of { $bet }.

# Payouts: a finished hand or round settled in chips.
money-ask-net = What is your net result in chips (+ gain, - loss)?
money-ask-paid = How many chips does the bank pay you in winnings?
money-ask-returned = How many chips of your stakes come back to you?
money-entry = { $cards } staked { $stake }: { $verdict } ({ $reason }), paid { $paid }, returned { $returned }, net { $net }
money-in-all = in all paid { $paid }, returned { $returned }, net { $net }

# The bet of a ramp at a true count.
money-ramp-ask = What do you bet, in chips, by your ramp?
money-ramp-step = { $count } { $units } { $units ->
    [one] unit
   *[other] units
}
money-ramp-below = below the first step, its { $units }
money-ramp-applies = the step of { $count } applies: { $units }
money-ramp-capped = , capped at { $most } of { $bet }
money-ramp-table-max = the table's maximum bet
money-ramp-why = { $ramp }: { $steps }. At { $count }, { $which } { $units ->
    [one] unit
   *[other] units
} × { $unit } chips = { $chips }{ $capped }.
money-ramp-other-step = { $chips } is the bet at { $count }.
money-ramp-units = { $units } is the units; a unit is { $unit } chips.

# Catch the dealer: his settlement, called a foul or accepted.
money-error-split-21 = paid a 21 made after a split as a blackjack
money-error-natural-even = paid a blackjack 1 to 1
money-error-bust-paid = paid a busted hand because he busted too
money-error-soft-17 = settled against a soft 17 this table's dealer must hit
money-error-insurance-rate = paid the insurance 1 to 1
money-error-enhc-kept = handed back a doubled or split bet that his no-hole-card blackjack takes at this table
money-wager-box-hand = Box { $box } hand { $hand }
money-wager-hand = hand { $hand }
money-wager-insurance = insurance
money-wager-on-box = your bet on box { $box }
money-entry-settled = { $wager }: { $verdict }, paid { $paid }, { $returned } back ({ $net })
money-dealer-settles = The dealer settles: { $entries }. Call it? (f foul, Enter or ok to accept)
money-foul-soft-17 = The dealer { $error }, { $stood }: drawing on, he takes { $drawn } and { $ends }. By the table's rule: { $correct }. The error is corrected before the chips move.
money-foul = The dealer { $error }. By the table's rule: { $correct }. The error is corrected before the chips move.
money-no-foul = The settlement follows the table's rule: nothing to correct.
