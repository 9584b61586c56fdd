# Le parole degli esercizi sul denaro: blackjack, pagamenti, la puntata di una scala e gli errori
# del croupier da cogliere; le loro domande, i loro perché e i pagamenti che mostrano. I valori
# arrivano già scritti come la lingua scrive i numeri e le carte.

money-you-bet = { $move ->
    [split] Hai puntato { $bet } e hai fatto split
    [doubled] Hai puntato { $bet } e hai raddoppiato
   *[none] Hai puntato { $bet }
}{ $insured ->
    [0] .
   *[other] , assicurandoti per { $insured }.
}
money-neighbour-stands = Il tuo vicino si ferma.
money-dealer-shows = Il croupier mostra { $card }.
money-dealer-has-natural = Il croupier ha blackjack.
money-dealer-busts = Il croupier sballa con { $points }.
money-dealer-stands-on = Il croupier si ferma a { $total }.
money-dealer-draws-no-more = Il croupier ha { $total }: senza più mani contro cui giocare, non pesca altro.
money-dealer-ends = Il croupier finisce a { $total }.
money-holds-no-natural = ha { $cards } e niente blackjack
money-busts-with = sballa con { $points }
money-ends-on = finisce a { $total }
money-list = { $first }; { $next }

money-natural = Un Asso e una carta da dieci come prime due carte di una mano non nata da uno split: un blackjack.
money-drawn-21 = { $cards } arriva a 21 con { $count } carte: un 21 normale, non un blackjack.
money-split-aces-21 = Questa mano nasce dallo split di due Assi: il suo Asso e il suo dieci fanno un 21 normale, non un blackjack.
money-split-tens-21 = Questa mano nasce dallo split di due dieci: il suo dieci e il suo Asso fanno un 21 normale, non un blackjack.
money-natural-or-21 = Blackjack o un 21 normale? (rispondi `blackjack` o `21`)
money-hand-wins = Hai puntato { $bet }; il croupier { $dealer }. Quante fiches vince questa mano?
money-settled = Pagamento: { $verdict } ({ $reason }), { $won } vinte su una puntata di { $bet }.

money-ask-net = Qual è il tuo risultato netto in fiches (+ guadagno, - perdita)?
money-ask-paid = Quante fiches ti paga il banco in vincite?
money-ask-returned = Quante fiches delle tue puntate ti tornano?
money-entry = { $cards }, posta { $stake }: { $verdict } ({ $reason }), pagate { $paid }, rese { $returned }, netto { $net }
money-in-all = in tutto pagate { $paid }, rese { $returned }, netto { $net }

money-ramp-ask = Quanto punti, in fiches, secondo la tua scala?
money-ramp-step = { $count } { $units } { $units ->
    [one] unità
   *[other] unità
}
money-ramp-below = sotto il primo gradino, vale il suo: { $units }
money-ramp-applies = vale il gradino di { $count }: { $units }
money-ramp-capped = , limitate a { $most } di { $bet }
money-ramp-table-max = la puntata massima del tavolo
money-ramp-why = { $ramp }: { $steps }. A { $count }, { $which } { $units ->
    [one] unità
   *[other] unità
} × { $unit } fiches = { $chips }{ $capped }.
money-ramp-other-step = { $chips } è la puntata a { $count }.
money-ramp-units = { $units } sono le unità; un'unità vale { $unit } fiches.

money-error-split-21 = ha pagato come blackjack un 21 fatto dopo uno split
money-error-natural-even = ha pagato un blackjack 1 a 1
money-error-bust-paid = ha pagato una mano sballata perché ha sballato anche lui
money-error-soft-17 = ha pagato contro un 17 soft su cui il croupier di questo tavolo deve pescare
money-error-insurance-rate = ha pagato l'assicurazione 1 a 1
money-error-enhc-kept = ha reso una puntata raddoppiata o di split che il suo blackjack senza carta coperta prende a questo tavolo
money-wager-box-hand = Box { $box } mano { $hand }
money-wager-hand = mano { $hand }
money-wager-insurance = assicurazione
money-wager-on-box = la tua puntata sul box { $box }
money-entry-settled = { $wager }: { $verdict }, pagate { $paid }, { $returned } rese ({ $net })
money-dealer-settles = Il croupier paga: { $entries }. Segnali un errore? (f fallo, Invio o ok per accettare)
money-foul-soft-17 = Il croupier { $error }, { $stood }: pescando ancora, prende { $drawn } e { $ends }. Secondo la regola del tavolo: { $correct }. L'errore si corregge prima che le fiches si muovano.
money-foul = Il croupier { $error }. Secondo la regola del tavolo: { $correct }. L'errore si corregge prima che le fiches si muovano.
money-no-foul = Il pagamento segue la regola del tavolo: niente da correggere.
