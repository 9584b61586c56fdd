# Le parole degli esercizi di conteggio: il conteggio corrente delle mani distribuite, il conteggio
# reale da un conteggio corrente e dal vassoio degli scarti, un mazzo contato fino in fondo, i
# mazzi di un vassoio stimati, e le giocate d'indice. Conteggi, mazzi e percentuali arrivano già
# scritti come l'italiano scrive i numeri.

## Da dove parte il conteggio, e che cosa una domanda dà su cui lavorare.

count-fresh-shoe = { $decks ->
    [one] Un mazzo nuovo
   *[other] Un sabot nuovo di { $decks } mazzi
}: il conteggio { $system } parte da { $start }.
count-so-far = Conteggio corrente finora: { $count }
count-given-running = Conteggio corrente: { $count }
count-given-true = Conteggio reale: { $count } ({ $system })
count-given-ramp = La tua rampa: { $ramp }, un'unità vale { $unit } fiche
count-round = Mano { $number } ({ $players ->
    [one] 1 giocatore
   *[other] { $players } giocatori
} e il croupier):
count-round-rest = Mano { $number } ({ $players ->
    [one] 1 giocatore
   *[other] { $players } giocatori
} e il croupier, le sue altre carte):
count-gone-by = ({ $cards ->
    [one] { $cards } carta già uscita
   *[other] { $cards } carte già uscite
})
count-gone-by-rest = ({ $cards ->
    [one] { $cards } carta già uscita
   *[other] { $cards } carte già uscite
}; il resto della mano viene dopo)
count-picked-up = Mano { $number } raccolta { $gone }
count-missed-in-round = Sbagliato nella mano { $number }:
count-tray-legend = Vassoio degli scarti, rispetto al sabot di { $shoe } (█ un mazzo, ▄ mezzo mazzo):
count-quarter-tray-legend = Vassoio degli scarti, la scatola alta quanto il sabot di { $shoe } (una riga è mezzo mazzo):
count-tray-shown = (il vassoio è stato mostrato per { $seconds } s)
count-tray-label = vassoio degli scarti con { $held } di un sabot di { $shoe }
count-card-tray-label = un vassoio degli scarti, rispetto al sabot di { $shoe }
count-tray-caption = Vassoio degli scarti, rispetto al sabot di { $shoe }

## Mazzi con il loro nome: $size è `part` (meno di uno), `one`, `under-two` o `other`.

count-decks = { $size ->
    [part] { $decks } di mazzo
    [one] { $decks } mazzo
   *[other] { $decks } mazzi
}
# Le parole con cui si può scrivere un numero di mazzi: `2,5 mazzi`.
count-words-decks = mazzi, mazzo, di mazzo

## Il conteggio corrente.

count-running-prompt = Qual è il conteggio corrente { $system }?
count-running-prompt-goes-on = La mano continua. Qual è ora il conteggio corrente { $system }?
count-steps = Valori { $system }, da { $start }: { $steps }. Il conteggio corrente è { $count }.
count-shuffled = Dopo questa mano il sabot viene mescolato: il conteggio ricomincia.
count-trap-other-tag = Il tuo conteggio sarebbe giusto con la carta { $card } contata { $other }: il suo valore { $system } è { $tag }.
count-trap-left-out = Il tuo conteggio sarebbe giusto dimenticando la carta { $card }: il suo valore { $system } è { $tag }.
count-trap-not-carried = Il tuo conteggio è quello di queste sole carte, da { $initial }: il conteggio prima di esse era { $start }.

## Un mazzo contato fino in fondo.

count-mode-one = una carta alla volta
count-mode-pairs = due carte alla volta
count-countdown-start-deck = { $cards } carte da un mazzo mescolato, { $mode }: il conteggio { $system } parte da { $start }.
count-countdown-start-shoe = { $cards } carte dalla cima di un sabot mescolato di { $decks } mazzi, { $mode }: il conteggio { $system } parte da { $start }.
count-countdown-prompt = Qual è il conteggio corrente { $system } delle { $shown } carte?
count-countdown-why-deck = Valori { $system }, da { $start }: le { $shown } carte mostrate, un mazzo mescolato meno { $held ->
    [one] { $held } carta mai mostrata
   *[other] { $held } carte mai mostrate
}, fanno { $count }. Il conteggio dopo ogni fila di { $row } carte è qui sotto, accanto alla fila.
count-countdown-why-shoe = Valori { $system }, da { $start }: le { $shown } carte mostrate, dalla cima di un sabot mescolato di { $decks } mazzi, cioè un mazzo meno { $held ->
    [one] { $held } carta
   *[other] { $held } carte
}, fanno { $count }. Il conteggio dopo ogni fila di { $row } carte è qui sotto, accanto alla fila.
count-check-row = { $count } dopo le carte { $which }: { $cards }

## Il conteggio reale: come ogni regola lo rende intero, con due esempi, poi in poche parole.

count-rule-floor = arrotondato per difetto ({ $a } diventa { $a_whole }, { $b } diventa { $b_whole })
count-rule-truncate = senza la parte decimale ({ $a } diventa { $a_whole }, { $b } diventa { $b_whole })
count-rule-round = arrotondato al più vicino, le metà lontano da zero ({ $a } diventa { $a_whole }, { $b } diventa { $b_whole })
count-rounded-floor = arrotondato per difetto
count-rounded-truncate = senza la parte decimale
count-rounded-round = arrotondato al più vicino
count-true-prompt = Qual è il conteggio reale? ({ $system }: il conteggio corrente diviso per i mazzi rimasti, { $rule }.)
count-true-why = { $decks ->
    [one] { $decks } mazzo
   *[other] { $decks } mazzi
} meno { $tray } nel vassoio lasciano { $left } mazzi. { $running } ÷ { $left } = { $exact }, { $rounded }: { $expected }.
count-trap-running-itself = { $running } è il conteggio corrente stesso: dividilo per i { $left } mazzi rimasti.
count-trap-tray-decks = Questo è il conteggio corrente diviso per i { $tray } mazzi nel vassoio, già distribuiti; dividi per i { $left } rimasti.
count-trap-shoe-decks = Questo è il conteggio corrente diviso per tutti i { $decks } mazzi del sabot; dividi per i { $left } rimasti.
count-trap-rounding = { $exact } { $other } diventa { $other_whole }; { $system } rende intero il conteggio in un altro modo, { $rule }: { $expected }.

## I mazzi di un vassoio degli scarti.

count-tray-in-prompt = Quanti mazzi ci sono nel vassoio degli scarti, al mezzo mazzo?
count-tray-left-prompt = Quanti mazzi restano da distribuire del sabot di { $shoe }, al mezzo mazzo?
count-tray-in-why = Il vassoio contiene { $held } ({ $cards } carte), letto al mezzo mazzo come { $read }: anche una risposta da { $low } fino a meno di { $high } si legge così.
count-tray-left-why = Il vassoio contiene { $held } ({ $cards } carte), letto al mezzo mazzo come { $read }, il che lascia { $left } del sabot di { $shoe }: anche una risposta sopra { $low } e fino a { $high } lascia un vassoio letto così.
count-tray-in-over = Il vassoio contiene meno di quanto hai detto: { $held }.
count-tray-in-under = Il vassoio contiene più di quanto hai detto: { $held }.
count-tray-left-over = Ne restano più di quanti hai detto: il vassoio contiene { $held }, quindi { $size ->
    [part] resta
    [one] resta
   *[other] restano
} { $left }.
count-tray-left-under = Ne restano meno di quanti hai detto: il vassoio contiene { $held }, quindi { $size ->
    [part] resta
    [one] resta
   *[other] restano
} { $left }.

## L'assicurazione secondo il suo indice.

count-insurance-prompt = Il croupier mostra un Asso. Prendi l'assicurazione? ({ $yes } { $yes_word }, { $no } { $no_word })
count-insurance-declined = L'hai rifiutata, come fa la strategia di base; da { $index } l'assicurazione paga.
count-insurance-taken = L'hai presa, ma l'assicurazione paga solo da { $index }; a { $tc } perde ancora.
count-insurance-why = L'assicurazione conviene da un conteggio reale di { $index } (indice { $system } calcolato per questo tavolo). A { $tc } una puntata d'assicurazione vale { $value } della sua posta.
count-insurance-why-even = L'assicurazione conviene da un conteggio reale di { $index } (indice { $system } calcolato per questo tavolo). A { $tc } una puntata d'assicurazione vale { $value } della sua posta: prenderla e rifiutarla valgono lo stesso.

## Le giocate d'indice: i conteggi di una giocata, le fasce di una mano, e ogni giocata sbagliata con il suo nome.

count-counts-every = a ogni conteggio
count-counts-up-to = fino a { $to }
count-counts-from = da { $from } in su
count-counts-at = a { $at }
count-counts-between = da { $from } a { $to }
count-counts-and = { $first } e { $next }
count-band = { $play } { $counts }
count-hand-pair = una coppia
count-index-why = { $hand } contro { $up }: { $bands } (indici { $system } calcolati per questo tavolo, ciascuno il conteggio più basso al quale la sua giocata vale almeno altrettanto).{ $other } A { $tc } i valori sono { $values } della puntata.
count-index-three-cards = Con tre carte o più lo stesso totale si gioca diversamente: { $bands }.
count-index-two-cards = Con le sue prime due carte lo stesso totale si gioca diversamente: { $bands }.
count-dev-missed = { $you_did }, la giocata della strategia di base (quella di questo tavolo); a { $tc } il conteggio vuole { $play }: { $right }.
count-dev-past-band = { $you_did }: { $chosen } è la giocata { $counts }, quindi a { $tc } il conteggio l'ha superata; { $right }.
count-dev-too-early = { $you_did }: { $chosen } è la giocata { $counts }, quindi a { $tc } non conviene; { $right }.
count-dev-misplay-chart = { $you_did }: { $chosen } non è la giocata migliore a nessun conteggio reale da { $low } a { $high }; { $play }, la giocata della strategia di base, è la migliore a { $tc }.
count-dev-misplay-index = { $you_did }: { $chosen } non è la giocata migliore a nessun conteggio reale da { $low } a { $high }; { $play }, la giocata d'indice, è la migliore a { $tc }.

## Il miglior conteggio del mazzo di un sistema e di un modo, detto dopo uno giusto.

count-best-time = { $per_card } s a carta ({ $total } s per { $cards ->
    [one] { $cards } carta
   *[other] { $cards } carte
})
count-best-standing = Il tuo tempo migliore, { $what }: { $time }; questo { $this } s a carta.
count-best-new = Un nuovo tempo migliore, { $what }: { $time } (era { $was } s a carta).
count-best-first = Il tuo primo tempo migliore, { $what }: { $time }.
