# `bjcoach indices`: i giochi d'indice di un sistema di conteggio a un tavolo, e quando giocare, restare a guardare o andarsene.
# I conteggi arrivano con il segno (+3); le cifre scritte con la virgola decimale.

indices-heading = Indici di { $system } per { $table } ({ $rules })
indices-computed =
    Calcolati dal risolutore esatto: per ogni conteggio reale da { $low } a { $high }, la scarpa con { $left } mazzi rimasti su { $decks }, le cui carte si sono scostate dalla scarpa piena in proporzione ai loro valori di conteggio. Il conteggio reale è il conteggio corrente diviso per i mazzi rimasti, poi { $rule ->
        [floor] arrotondato per difetto
        [truncate] arrotondato verso zero
       *[round] arrotondato al più vicino
    }.
indices-convention =
    Un conteggio reale rappresenta tutti i conteggi che la regola del sistema arrotonda a lui ({ $rule ->
        [floor] per difetto: +3 va da +3 a { $top }
        [truncate] decimali tolti: +3 va da +3 a { $top }
       *[round] al più vicino: +3 va da { $bottom } a { $top }
    }), risolti nel loro mezzo (+3 a { $middle }). Un indice è il più piccolo conteggio reale intero a cui la sua giocata vale almeno quanto l'altra, secondo i valori a quel conteggio; un conteggio più in basso, l'altra giocata vale di più.
indices-how-to-read = Gioca la prima giocata all'indice e sopra, la seconda sotto. Gli indici valgono per le prime due carte di una mano; dove un totale hard di tre carte o più ne ha un altro, è dato sotto la riga. Guadagno: puntate guadagnate ogni 100 mani a puntata fissa, penetrazione del { $penetration }.
indices-column-rank = pos.
indices-column-hand = mano
indices-column-up = sc.
indices-column-index = indice
indices-column-play = giocata
indices-column-values = valori all'indice
indices-column-worth = guad.
indices-insurance = assicuraz.
indices-insure-play = assicurati, se no no
indices-insure-value = assicura { $value }
indices-play = { $above }, se no { $below }
indices-three-cards = con tre carte o più: { $index } ({ $above } da { $index }, { $below } sotto)
indices-note-surrender = la resa vale più di entrambe le giocate a { $index }: questo indice è per una mano che non si arrende
indices-top = Le { $shown } giocate d'indice che valgono di più su { $total }, nell'ordine in cui impararle; `--all` le elenca tutte, `--top N` le prime N.
indices-every-round = Nota: `{ $table }` mescola le carte dopo ogni mano, quindi il conteggio riparte da 0 a ogni mano: solo le carte della mano stessa lo muovono, e un indice lontano da 0 si raggiunge di rado. Il guadagno qui sopra vale per una scarpa servita al { $penetration }, cosa che questo tavolo non fa mai. Non c'è nemmeno una scarpa da guardare o da lasciare: nessun punto di entrata o di uscita.

## I punti di entrata e di uscita di un gioco a scarpa.
entry-exit-how = Quando giocare, guardare o andartene a un gioco a scarpa ({ $system }, puntate secondo la rampa «{ $ramp }»): il vantaggio del giocatore a ogni conteggio reale è quello del risolutore esatto, ogni mano giocata al meglio, nella scarpa che quel conteggio rappresenta con { $left } mazzi rimasti su { $decks }; una scarpa nuova parte da { $new }.
entry-exit-units =
    { $units ->
        [one] { $units } unità
       *[other] { $units } unità
    }
entry-every-count = Entrata: gioca a ogni conteggio; il vantaggio è positivo da { $entry } ({ $edge }) in su.
entry-from = Entrata: gioca da un conteggio reale di { $entry } in su, dove il vantaggio diventa positivo: { $edge } a { $entry }, { $below_edge } a { $below }. La scala punta { $units } a { $entry }.
entry-none = Entrata: nessuna; il vantaggio non è positivo a nessun conteggio risolto, quindi nessuna mano vale la pena.
exit-at = Uscita: lascia la scarpa a un conteggio reale di { $exit } o meno, dove il vantaggio ({ $edge } a { $exit }) è sotto il { $new } da cui parte una scarpa nuova: il resto di questa scarpa vale meno di una nuova.
exit-none = Uscita: nessuna; il vantaggio resta almeno al { $new } da cui parte una scarpa nuova a ogni conteggio risolto sotto l'entrata.
entry-exit-between =
    { $span ->
        [one] A { $first }
       *[range] Da { $first } a { $last }
    }, resta a guardare le mani: le loro carte contano comunque, e la scarpa può salire fino all'entrata.
entry-exit-none-between = Nessun conteggio tra i due: sotto l'entrata, vattene.
entry-exit-edges = Vantaggio per conteggio reale: { $edges }.
