# `bjcoach indices`: a counting system's index plays at a table, and when to sit, bet or leave.
# Counts arrive signed (+3); figures written out in the language's digits.

indices-heading = Indices of { $system } for { $table } ({ $rules })
indices-computed =
    Computed by the exact solver: for each true count from { $low } to { $high }, the shoe with { $left } of { $decks } decks left whose cards have moved from the full shoe in proportion to their tags. The true count is the running count divided by the decks left, then { $rule ->
        [floor] rounded down
        [truncate] rounded toward zero
       *[round] rounded to the nearest
    } ({ $rule }).
indices-convention =
    A true count stands for every count the system's rule makes it ({ $rule ->
        [floor] rounded down: +3 is +3 to { $top }
        [truncate] fraction dropped: +3 is +3 to { $top }
       *[round] rounded to the nearest: +3 is { $bottom } to { $top }
    }), solved at their middle (+3 at { $middle }). An index is the lowest whole true count at which its play is worth at least as much as the other, by the values at that count; one count short of it the other play is worth more.
indices-how-to-read = Play the first play at the index and above, the second below it. The indices are for a hand's first two cards; where a hard total of three cards or more has another, it is given below the line. Worth: bets gained per 100 rounds at a flat bet, { $penetration } penetration.
indices-column-rank = rank
indices-column-hand = hand
indices-column-up = up
indices-column-index = index
indices-column-play = play
indices-column-values = values at the index
indices-column-worth = worth
indices-insurance = insurance
indices-insure-play = insure, else do not
indices-insure-value = insure { $value }
indices-play = { $above }, else { $below }
indices-three-cards = with three cards or more: { $index } ({ $above } from { $index }, { $below } below)
indices-note-surrender = surrender is worth more than either play at { $index }: this index is for a hand not surrendered
indices-top = The { $shown } index plays worth most of { $total }, in the order to learn them; `--all` lists every one, `--top N` the first N.
indices-every-round = Note: `{ $table }` shuffles the cards after every round, so the count starts again at 0 each round: only the cards of the round itself move it, and an index far from 0 is rarely reached. The worth above is for a shoe dealt to { $penetration }, which this table never deals. Nor is there a shoe to sit out or leave: no entry or exit point.

## The entry and exit points of a shoe game.
entry-exit-how = When to sit, bet or leave at a shoe game ({ $system }, betting the { $ramp }): the player's edge at each true count is the exact solver's, every hand played its best, in the shoe that count stands for with { $left } of { $decks } decks left; a new shoe starts at { $new }.
entry-exit-units =
    { $units ->
        [one] { $units } unit
       *[other] { $units } units
    }
entry-every-count = Entry: play at every count; the edge is positive from { $entry } ({ $edge }) up.
entry-from = Entry: play from a true count of { $entry } up, where the edge turns positive: { $edge } at { $entry }, { $below_edge } at { $below }. The ramp bets { $units } at { $entry }.
entry-none = Entry: none; the edge is positive at no count solved, so no round is worth playing.
exit-at = Exit: leave the shoe at a true count of { $exit } or lower, where the edge ({ $edge } at { $exit }) is below the { $new } a new shoe starts at: the rest of this shoe is worth less than a new one.
exit-none = Exit: none; the edge stays at or above the { $new } a new shoe starts at at every count solved below the entry.
entry-exit-between =
    { $span ->
        [one] At { $first }
       *[range] From { $first } to { $last }
    }, sit out and watch the rounds: their cards still count (back-counting), and the shoe may rise to the entry.
entry-exit-none-between = No count lies between them: below the entry, leave.
entry-exit-edges = Edge by true count: { $edges }.
