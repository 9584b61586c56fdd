# Play with a count (`play --count SYSTEM`): the count shown, the questions a counter is asked at
# the table (the bet by the ramp, the index plays, insurance by its index, the count checks of a
# hidden count, play, sit out or leave), the refusals of a table that cannot have them, and where
# the edge went. Counts and percents arrive written as the language writes them; $tray_size and
# $left_size are `part`, `one`, `under-two` or `other`, as count-decks takes them.

## The count as it is shown before a bet and a decision.

play-count-view = { $system }: running count { $running }; { $tray } { $tray_size ->
   *[other] decks
} in the tray, { $left } { $left_size ->
   *[other] left
}; true count { $true }

## The questions.

play-count-bet-prompt = Your bet, in chips?
play-count-chips-in-front = the chips in front of you
play-count-check = Count check: what is the { $system } running count?
play-count-check-shoe-end = The shoe's last round is over: what is the { $system } running count?
play-count-trap-not-carried = Your count is that of the cards since the last check alone, from { $initial }: the count then was { $start }.
play-count-true-prompt = And the true count? ({ $system }: the running count divided by the decks left.)
play-count-trap-from-wrong-running = That is your running count of { $answered } divided by the { $left } decks left; the running count was { $running }.
play-count-insurance-from = Insurance is worth taking from a true count of { $index } ({ $system } index computed for this table)
play-count-insurance-never = By { $system }, insurance never pays at this table within the counts computed
play-count-insurance-why = { $rule }. At the true count of { $tc } shown, an insurance bet is worth { $value } of its stake: { $worth ->
    [yes] worth taking
   *[no] not worth taking
}.

## Play, sit out or leave, before a round of a shoe game.

play-count-sit-prompt = Before the next round: play, sit out or leave? (p play, s sit out and watch, l leave for a new shoe)
play-count-choice-play = play
play-count-choice-sit-out = sit out
play-count-choice-leave = leave
play-count-point-none = none
play-count-edge-unknown = unknown
play-count-played-below-entry = You played at a true count of { $tc }, below the entry ({ $entry }): the edge there is { $edge }, a loss on every chip bet.
play-count-sat-out-above-entry = You sat out at a true count of { $tc }, at or above the entry ({ $entry }): the edge there is { $edge }, a gain left on the table.
play-count-left-above-exit = You left at a true count of { $tc }, above the exit ({ $exit }): the edge there is { $edge }, no worse than the { $new_shoe } a new shoe starts at.
play-count-stayed-below-exit = You stayed at a true count of { $tc }, at or below the exit ({ $exit }): the edge there is { $edge }, below the { $new_shoe } a new shoe starts at.
play-count-choice-why = At a true count of { $tc }{ $edge }, { $choice }: { $reason ->
    [play] at or above the entry the edge is positive
    [leave] at or below the exit a new shoe is worth more than this one
   *[sit-out] between the exit and the entry, watch: the cards still count
} ({ $system } for { $ramp }, { $entry }, { $exit }).
play-count-choice-edge = { " " }(edge { $edge })
play-count-entry = entry { $count }
play-count-no-entry = no entry
play-count-exit = exit { $count }
play-count-no-exit = no exit

## The refusals of a count session.

play-count-unbalanced = { $system } is an unbalanced count, which keeps no true count: play judges insurance by the true count, so choose a balanced system (hi-lo, hi-opt-i, omega-ii or zen)
play-count-hidden-every-round = `{ $table }` shuffles the cards before every round, so the count starts again each round and there is none to keep
play-count-wong-every-round = `{ $table }` shuffles the cards before every round: there is no shoe to sit out or leave
play-count-wong-seats = a round sat out is dealt to the other players: give 2 seats or more
play-count-wong-boxes = sitting out is for one box of your own, without a bet on another
play-count-vary-no-seat = `{ $table }` has no other seat for players to come and go
play-count-vary-seats = another player sits at the table from the start: give 2 seats or more
play-count-vary-boxes = seats that vary are for one box of your own, without a bet on another
