# The exact solver's figures in words: `bjcoach edge`, `ev` and `solve`.
# Numbers arrive written out ($edge, $value, $gap), in the language's digits.

solver-natural-peek = values assume the dealer has checked and holds no blackjack
solver-natural-enhc = no hole card: values count the dealer's blackjack, which can take doubles and splits as the table says

## `bjcoach edge`.
edge-house =
    { $wins ->
        [house] House edge playing the chart: { $edge } % of the initial bet (the house wins in the long run).
       *[player] House edge playing the chart: { $edge } % of the initial bet (the player wins in the long run).
    }
edge-own-cards = Playing each hand by its own two cards instead of its total: { $edge } %.
edge-dealer-heading = How the dealer ends, by up card, off the top of the shoe (percent):
edge-column-up = up
edge-column-bust = bust
edge-column-blackjack = blackjack
edge-insurance = Insurance off the top: { $value } per unit insured ({ $percent } %); it only pays when more than a third of the cards left are tens.
edge-natural-peek = The chart's values assume the dealer has checked and holds no blackjack; the house edge counts it.
edge-natural-enhc = No hole card: the chart's values and the house edge count the dealer's blackjack.

## `bjcoach ev`.
ev-hand-heading = { $hand } ({ $value }) against { $up } at `{ $table }`: { $note }.
ev-best-mark = best
ev-behind-best = ({ $gap } against the best)
ev-not-allowed = not allowed
ev-not-allowed-three-cards = not allowed on three cards or more
ev-best = Best: { $action } ({ $value } of the initial bet).
ev-best-next = Best: { $action } ({ $value } of the initial bet); next best: { $next }, { $gap } points less.
ev-best-by = Best: { $action }, by { $gap }% of the initial bet.
ev-chart-cell = The chart's { $kind } { $player } cell against { $up } says { $action } (values averaged over the hands of the cell).
ev-chart-row =
    { $soft ->
        [yes] The chart's row for soft { $total } of three cards or more against { $up } says { $action } (values averaged over the hands of the row){ $other }.
       *[no] The chart's row for hard { $total } of three cards or more against { $up } says { $action } (values averaged over the hands of the row){ $other }.
    }
ev-chart-row-other = ; this hand's own cards call for the other play
ev-removed-best = With these cards out the best play is { $action }, not the chart's: a play that depends on the cards seen.
ev-all-heading = Every two-card hand at `{ $table }` ({ $note }), in percent of the initial bet:
ev-column-hand = hand
ev-column-up = up
ev-column-best = best
ev-removed =
    { $n ->
        [one] With { $n } card out of the shoe ({ $cards }): { $left } left.
       *[other] With { $n } cards out of the shoe ({ $cards }): { $left } left.
    }

## `bjcoach solve -o PATH`.
solve-wrote = Wrote the chart of `{ $table }` to { $path } (house edge { $edge } %).
