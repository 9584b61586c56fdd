# Le cifre del risolutore esatto in parole: `bjcoach edge`, `ev` e `solve`.
# I numeri arrivano già scritti ($edge, $value, $gap), con la virgola decimale.

solver-natural-peek = i valori suppongono che il croupier abbia controllato e non abbia blackjack
solver-natural-enhc = senza carta coperta, i valori contano il blackjack del croupier, che può prendere raddoppi e divisioni come dice il tavolo

## `bjcoach edge`.
edge-house =
    { $wins ->
        [house] Vantaggio del banco giocando la tabella: { $edge }% della puntata iniziale (alla lunga vince il banco).
       *[player] Vantaggio del banco giocando la tabella: { $edge }% della puntata iniziale (alla lunga vince il giocatore).
    }
edge-own-cards = Giocando ogni mano secondo le sue due carte invece che secondo il totale: { $edge }%.
edge-dealer-heading = Come finisce il croupier, per carta scoperta, dalla cima della scarpa (in percentuale):
edge-column-up = sc.
edge-column-bust = sballa
edge-column-blackjack = blackjack
edge-insurance = L'assicurazione dalla cima della scarpa: { $value } per unità assicurata ({ $percent }%); conviene solo quando più di un terzo delle carte rimaste vale dieci.
edge-natural-peek = I valori della tabella suppongono che il croupier abbia controllato e non abbia blackjack; il vantaggio del banco lo conta.
edge-natural-enhc = Senza carta coperta, i valori della tabella e il vantaggio del banco contano il blackjack del croupier.

## `bjcoach ev`.
ev-hand-heading = { $hand } ({ $value }) contro { $up } a `{ $table }`: { $note }.
ev-best-mark = migliore
ev-behind-best = ({ $gap } rispetto alla migliore)
ev-not-allowed = non ammesso
ev-not-allowed-three-cards = non ammesso con tre carte o più
ev-best = La migliore: { $action } ({ $value } della puntata iniziale).
ev-best-next = La migliore: { $action } ({ $value } della puntata iniziale); poi: { $next }, { $gap } punti in meno.
ev-best-by = La migliore: { $action }, di { $gap }% della puntata iniziale.
ev-chart-cell =
    La casella { $kind ->
        [hard] hard
        [soft] soft
       *[pair] coppia
    } { $player } contro { $up } della tabella dice { $action } (valori medi sulle mani della casella).
ev-chart-row =
    { $soft ->
        [yes] La riga della tabella per soft { $total } con tre carte o più contro { $up } dice { $action } (valori medi sulle mani della riga){ $other }.
       *[no] La riga della tabella per hard { $total } con tre carte o più contro { $up } dice { $action } (valori medi sulle mani della riga){ $other }.
    }
ev-chart-row-other = ; le carte stesse di questa mano chiedono l'altra giocata
ev-removed-best = Con queste carte uscite la giocata migliore è { $action }, non quella della tabella: una giocata che dipende dalle carte viste.
ev-all-heading = Ogni mano di due carte a `{ $table }` ({ $note }), in percentuale della puntata iniziale:
ev-column-hand = mano
ev-column-up = sc.
ev-column-best = migliore
ev-removed =
    { $n ->
        [one] Con { $n } carta uscita dalla scarpa ({ $cards }): ne restano { $left }.
       *[other] Con { $n } carte uscite dalla scarpa ({ $cards }): ne restano { $left }.
    }

## `bjcoach solve -o PERCORSO`.
solve-wrote = Tabella di `{ $table }` scritta in { $path } (vantaggio del banco { $edge }%).
