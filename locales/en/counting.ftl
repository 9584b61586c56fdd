# The words of the counting drills: the running count of rounds dealt, the true count from a
# running count and the discard tray, a deck counted down, the decks of a tray estimated, and the
# index plays. Counts, decks and percents arrive written as the language writes them.

## Where the count starts, and what a question gives to work from.

count-fresh-shoe = A fresh shoe of { $decks ->
    [one] deck
   *[other] { $decks } decks
}: the { $system } count starts at { $start }.
count-so-far = Running count so far: { $count }
count-given-running = Running count: { $count }
count-given-true = True count: { $count } ({ $system })
count-given-ramp = Your ramp: { $ramp }, a unit is { $unit } chips
count-round = Round { $number } ({ $players ->
    [one] 1 player
   *[other] { $players } players
} and the dealer):
count-round-rest = Round { $number } ({ $players ->
    [one] 1 player
   *[other] { $players } players
} and the dealer, its other cards):
count-gone-by = ({ $cards ->
    [one] 1 card
   *[other] { $cards } cards
} went by)
count-gone-by-rest = ({ $cards ->
    [one] 1 card
   *[other] { $cards } cards
} went by; the rest of the round comes next)
count-picked-up = Round { $number } picked up { $gone }
count-missed-in-round = Missed in round { $number }:
count-tray-legend = Discard tray, against the shoe's { $shoe } (█ a deck, ▄ half a deck):
count-quarter-tray-legend = Discard tray, the box as tall as the shoe's { $shoe } (a row is half a deck):
count-tray-shown = (the tray was shown for { $seconds } s)
count-tray-label = discard tray holding { $held } of the shoe's { $shoe }
count-card-tray-label = a discard tray, against the shoe's { $shoe }
count-tray-caption = Discard tray, against the shoe's { $shoe }

## Decks with their noun: $size is `part` (under one), `one`, `under-two` or `other`.

count-decks = { $size ->
    [part] { $decks } deck
    [one] { $decks } deck
   *[other] { $decks } decks
}
# The words a number of decks may be typed with: `2.5 decks`.
count-words-decks = decks, deck

## The running count.

count-running-prompt = What is the { $system } running count?
count-running-prompt-goes-on = The round goes on. What is the { $system } running count now?
count-steps = { $system } tags, from { $start }: { $steps }. The running count is { $count }.
count-shuffled = The shoe is shuffled after this round: the count starts over.
count-trap-other-tag = Your count is the right one with the { $card } counted { $other }: its { $system } tag is { $tag }.
count-trap-left-out = Your count is the right one with the { $card } left out: its { $system } tag is { $tag }.
count-trap-not-carried = Your count is these cards' alone, from { $initial }: the count before them was { $start }.

## A deck counted down.

count-mode-one = one card at a time
count-mode-pairs = two cards at a time
count-countdown-start-deck = { $cards } cards from a shuffled deck, { $mode }: the { $system } count starts at { $start }.
count-countdown-start-shoe = { $cards } cards from the top of a shuffled shoe of { $decks } decks, { $mode }: the { $system } count starts at { $start }.
count-countdown-prompt = What is the { $system } running count of the { $shown } cards?
count-countdown-why-deck = { $system } tags, from { $start }: the { $shown } cards shown, a shuffled deck less { $held } never shown, count { $count }. The count after every { $row } cards is beside them below.
count-countdown-why-shoe = { $system } tags, from { $start }: the { $shown } cards shown, the top of a shuffled shoe of { $decks } decks, a deck less { $held }, count { $count }. The count after every { $row } cards is beside them below.
count-check-row = { $count } after cards { $which }: { $cards }

## The true count: how each rule makes it whole, with two examples, then in a few words.

count-rule-floor = rounded down ({ $a } is { $a_whole }, { $b } is { $b_whole })
count-rule-truncate = with the fraction dropped ({ $a } is { $a_whole }, { $b } is { $b_whole })
count-rule-round = rounded to the nearest, halves away from zero ({ $a } is { $a_whole }, { $b } is { $b_whole })
count-rounded-floor = rounded down
count-rounded-truncate = with its fraction dropped
count-rounded-round = rounded to the nearest
count-true-prompt = What is the true count? ({ $system }: the running count divided by the decks left, { $rule }.)
count-true-why = { $decks } decks less { $tray } in the tray leaves { $left } decks. { $running } ÷ { $left } = { $exact }, { $rounded }: { $expected }.
count-trap-running-itself = { $running } is the running count itself: divide it by the { $left } decks left.
count-trap-tray-decks = That is the running count divided by the { $tray } decks in the tray, which are dealt; divide by the { $left } left.
count-trap-shoe-decks = That is the running count divided by all { $decks } decks of the shoe; divide by the { $left } left.
count-trap-rounding = { $exact } { $other } is { $other_whole }; { $system } makes it whole { $rule }: { $expected }.

## The decks of a discard tray.

count-tray-in-prompt = How many decks are in the discard tray, to the half deck?
count-tray-left-prompt = How many decks are left to deal of the shoe's { $shoe }, to the half deck?
count-tray-in-why = The tray holds { $held } ({ $cards } cards), read to the half deck as { $read }: an answer from { $low } up to below { $high } reads as it too.
count-tray-left-why = The tray holds { $held } ({ $cards } cards), read to the half deck as { $read }, which leaves { $left } of the { $shoe }: an answer above { $low } up to { $high } leaves a tray read as it too.
count-tray-in-over = The tray holds less than you said: { $held }.
count-tray-in-under = The tray holds more than you said: { $held }.
count-tray-left-over = More are left than you said: the tray holds { $held }, so { $left } { $size ->
    [part] is
    [one] is
   *[other] are
} left.
count-tray-left-under = Fewer are left than you said: the tray holds { $held }, so { $left } { $size ->
    [part] is
    [one] is
   *[other] are
} left.

## Insurance by its index.

count-insurance-prompt = The dealer shows an Ace. Take insurance? ({ $yes } { $yes_word }, { $no } { $no_word })
count-insurance-declined = You declined it, as basic strategy does; from { $index } insurance pays.
count-insurance-taken = You took it, but insurance pays only from { $index }; at { $tc } it still loses.
count-insurance-why = Insurance is worth taking from a true count of { $index } ({ $system } index computed for this table). At { $tc } an insurance bet is worth { $value } of its stake.
count-insurance-why-even = Insurance is worth taking from a true count of { $index } ({ $system } index computed for this table). At { $tc } an insurance bet is worth { $value } of its stake: taking it and declining it are worth the same.

## The index plays: the counts of a play, the bands of a hand, and each wrong play named.

count-counts-every = at every count
count-counts-up-to = up to { $to }
count-counts-from = from { $from } up
count-counts-at = at { $at }
count-counts-between = from { $from } to { $to }
count-counts-and = { $first } and { $next }
count-band = { $play } { $counts }
count-hand-pair = a pair
count-index-why = { $hand } against { $up }: { $bands } ({ $system } indices computed for this table, each the lowest count at which its play is worth at least as much).{ $other } At { $tc } the values are { $values } of the bet.
count-index-three-cards = With three cards or more the same total plays otherwise: { $bands }.
count-index-two-cards = With its first two cards the same total plays otherwise: { $bands }.
count-dev-missed = { $you_did }, the basic-strategy play (the table's chart); at { $tc } the count makes it { $play }: { $right }.
count-dev-past-band = { $you_did }: { $chosen } is the play { $counts }, so at { $tc } the count has gone past it; { $right }.
count-dev-too-early = { $you_did }: { $chosen } is the play { $counts }, so at { $tc } it is not worth it; { $right }.
count-dev-misplay-chart = { $you_did }: { $chosen } is the best play at no true count from { $low } to { $high }; { $play }, the chart's play, is the best at { $tc }.
count-dev-misplay-index = { $you_did }: { $chosen } is the best play at no true count from { $low } to { $high }; { $play }, the index play, is the best at { $tc }.

## The learner's best countdown of a system and mode, said after a right one.

count-best-time = { $per_card } s a card ({ $total } s for { $cards } cards)
count-best-standing = Your best, { $what }: { $time }; this one { $this } s a card.
count-best-new = A new best, { $what }: { $time } (it was { $was } s a card).
count-best-first = Your first best, { $what }: { $time }.
