# A strategy chart drawn as a grid (`bjcoach chart`), its sections, legend and close calls.
# $edge and $margin are numbers already written out as the language writes them.

chart-title = Strategy chart for `{ $table }`: { $rules }
chart-edge-peek = House edge playing this chart: { $edge } % of the initial bet; the cells assume the dealer has checked and holds no blackjack.
chart-edge-enhc = House edge playing this chart: { $edge } % of the initial bet; no hole card: the cells count the dealer's blackjack.
chart-section-hard = Hard
chart-section-soft = Soft
chart-section-pairs = Pairs
chart-section-hard-3 = Hard, 3+ cards
chart-section-soft-3 = Soft, 3+ cards
chart-fallback = lower-case letters: what to do when the capital one is not allowed ({ $code }: { $first }, else { $then }). The letters are the keys to type.
chart-close-heading = Close calls (the best play wins by less than { $margin } % of the bet; a slip there costs little):
chart-close-item = { $cell } v { $up }: { $best } over { $second } by { $margin } %
chart-cell-hard = hard { $player }
chart-cell-soft = soft { $player }
chart-cell-pair = pair { $player }
chart-cell-hard-3 = hard { $player } (3+ cards)
chart-cell-soft-3 = soft { $player } (3+ cards)
chart-page-title = Strategy chart: { $title }
chart-card-title = Strategy card: { $title } ({ $table })
chart-card-you = You
chart-card-computed = Computed by bjcoach's exact solver for these rules: each cell is the play worth most on average over the hands it covers.
chart-page-card = The printable card
