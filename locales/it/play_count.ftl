# Il gioco con un conteggio (`play --count SISTEMA`): il conteggio mostrato, le domande fatte al
# tavolo a chi conta (la puntata secondo la rampa, le giocate d'indice, l'assicurazione secondo il
# suo indice, le verifiche di un conteggio nascosto, giocare, guardare o andartene), i rifiuti di
# un tavolo che non li permette, e dove è finito il vantaggio. $tray_size e $left_size valgono
# `part`, `one`, `under-two` o `other`, come per count-decks.

## Il conteggio come è mostrato prima di una puntata e di una decisione.

play-count-view = { $system }: conteggio corrente { $running }; { $tray } { $tray_size ->
    [part] di mazzo
    [other] mazzi
   *[one] mazzo
} nel vassoio, { $left } { $left_size ->
    [part] di mazzo rimasto
    [other] mazzi rimasti
   *[one] mazzo rimasto
}; conteggio reale { $true }

## Le domande.

play-count-bet-prompt = La tua puntata, in fiche?
play-count-chips-in-front = le fiche davanti a te
play-count-check = Verifica del conteggio: qual è il conteggio corrente { $system }?
play-count-check-shoe-end = L'ultima mano della scarpa è finita: qual è il conteggio corrente { $system }?
play-count-trap-not-carried = Il tuo conteggio è quello delle sole carte dall'ultima verifica, da { $initial }: il conteggio allora era { $start }.
play-count-true-prompt = E il conteggio reale? ({ $system }: il conteggio corrente diviso per i mazzi rimasti.)
play-count-trap-from-wrong-running = È il tuo conteggio corrente di { $answered } diviso per i { $left } mazzi rimasti; il conteggio corrente era { $running }.
play-count-insurance-from = L'assicurazione conviene da un conteggio reale di { $index } (indice { $system } calcolato per questo tavolo)
play-count-insurance-never = Secondo { $system }, a questo tavolo l'assicurazione non rende mai nei conteggi calcolati
play-count-insurance-why = { $rule }. Al conteggio reale di { $tc } mostrato, un'assicurazione vale { $value } della sua posta: { $worth ->
    [yes] conviene prenderla
   *[no] non conviene prenderla
}.

## Giocare, guardare o andartene, prima di una mano di un gioco a scarpa.

play-count-sit-prompt = Prima della prossima mano: giocare, guardare o andartene? (p punta e gioca, s salta la mano e guarda, l lascia la scarpa per una nuova)
play-count-choice-play = giocare
play-count-choice-sit-out = guardare
play-count-choice-leave = andartene
play-count-point-none = nessuno
play-count-edge-unknown = sconosciuto
play-count-played-below-entry = Hai giocato a un conteggio reale di { $tc }, sotto la soglia d'entrata ({ $entry }): lì il vantaggio è { $edge }, una perdita su ogni fiche puntata.
play-count-sat-out-above-entry = Hai guardato a un conteggio reale di { $tc }, alla soglia d'entrata ({ $entry }) o sopra: lì il vantaggio è { $edge }, un guadagno lasciato sul tavolo.
play-count-left-above-exit = Te ne sei andato a un conteggio reale di { $tc }, sopra la soglia d'uscita ({ $exit }): lì il vantaggio è { $edge }, non peggio del { $new_shoe } di una scarpa nuova.
play-count-stayed-below-exit = Sei rimasto a un conteggio reale di { $tc }, alla soglia d'uscita ({ $exit }) o sotto: lì il vantaggio è { $edge }, sotto il { $new_shoe } di una scarpa nuova.
play-count-choice-why = A un conteggio reale di { $tc }{ $edge }, { $choice }: { $reason ->
    [play] dalla soglia d'entrata in su il vantaggio è positivo
    [leave] dalla soglia d'uscita in giù una scarpa nuova vale più di questa
   *[sit-out] tra l'uscita e l'entrata, guarda: le carte contano comunque
} ({ $system }, rampa «{ $ramp }», { $entry }, { $exit }).
play-count-choice-edge = { " " }(vantaggio { $edge })
play-count-entry = entrata { $count }
play-count-no-entry = nessuna entrata
play-count-exit = uscita { $count }
play-count-no-exit = nessuna uscita

## I rifiuti di una sessione di conteggio.

play-count-unbalanced = { $system } è un conteggio non bilanciato, che non tiene un conteggio reale: il gioco giudica l'assicurazione dal conteggio reale, quindi scegli un sistema bilanciato (hi-lo, hi-opt-i, omega-ii o zen)
play-count-hidden-every-round = `{ $table }` mescola le carte prima di ogni mano: il conteggio riparte a ogni mano e non ce n'è nessuno da tenere
play-count-wong-every-round = `{ $table }` mescola le carte prima di ogni mano: non c'è una scarpa da guardare o da lasciare
play-count-wong-seats = una mano guardata è distribuita agli altri giocatori: indica 2 posti o più
play-count-wong-boxes = guardare una mano si fa con un solo box tuo, senza puntata su un altro
play-count-vary-no-seat = `{ $table }` non ha altri posti dove i giocatori possano andare e venire
play-count-vary-seats = un altro giocatore siede al tavolo fin dall'inizio: indica 2 posti o più
play-count-vary-boxes = i posti che cambiano si giocano con un solo box tuo, senza puntata su un altro
