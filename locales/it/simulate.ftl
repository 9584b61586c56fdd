# `bjcoach simulate`: molte mani giocate in un modo di giocare, o da un contatore, e quanto rendono.
# Le cifre arrivano scritte con la virgola decimale; $n è un numero prima del segno di percento.

sim-percent = { $n }%
sim-title = Simulazione
sim-heading = { $title } a { $table } — { $rounds } mani ciascuno, seme { $seed }{ $shoe }
sim-fresh-shoe = , una scarpa nuova a ogni mano
sim-reshuffle = , secondo la regola di mescolata del tavolo
sim-column-player = giocatore
sim-column-return = resa %
sim-column-ci = ± 95%
sim-column-sd = dev.st
sim-column-bj = BJ
sim-column-dbl = rad
sim-column-spl = div
sim-column-bust = sball
sim-note = La resa è per puntata iniziale; se negativa, vince il banco. { $columns } { $speed }
sim-columns-wide = dev.st: deviazione standard di una mano, in puntate; BJ, rad, div, sball: blackjack, raddoppi, divisioni e mani sballate ogni 100 mani.
sim-columns-narrow = BJ, rad, div: blackjack, raddoppi e divisioni ogni 100 mani.
sim-speed =
    { $threads ->
        [one] { $millions } milioni di mani al secondo su { $threads } thread.
       *[other] { $millions } milioni di mani al secondo su { $threads } thread.
    }
sim-difference = { $player } rispetto a { $against }, con le stesse carte: { $difference }% ± { $ci } di ogni puntata, { $chips } ± { $chips_ci } fiches ogni 100 mani con una puntata di { $bet }.
sim-stopped = fermato con Ctrl-C: le cifre qui sotto sono quelle delle { $rounds } mani giocate finora

## `bjcoach simulate --count`.
count-sim-title = Conteggio
count-sim-heading = { $title } a { $table } — { $system }, { $ramp } ({ $low }-{ $high } unità), penetrazione del { $penetration }
count-sim-rounds = { $rounds } mani, seme { $seed }
count-sim-advantage = vantaggio del giocatore
count-sim-advantage-value = { $value } ± { $ci } (95%)
count-sim-off-the-top = dalla cima della scarpa
count-sim-off-the-top-value = { $value } (quello della tabella, puntata fissa, dal risolutore)
count-sim-deviations = valore degli indici
count-sim-deviations-value = { $value } ± { $ci } (la tabella da sola: { $chart } ± { $chart_ci })
count-sim-average-bet = puntata media
count-sim-average-bet-value = { $units } unità (1 unità = { $chips } fiches)
count-sim-deviation = deviazione standard
count-sim-deviation-value = { $units } unità per mano
count-sim-win = vincita ogni 100 mani
count-sim-win-value = { $units } unità ± { $ci }, { $chips } fiches
count-sim-ruin = rischio di rovina
count-sim-ruin-value = { $risk } per { $chips } fiches ({ $units } unità)
count-sim-ruin-below = sotto lo { $least }
count-sim-by-count =
    { $balanced ->
        [yes] Secondo il conteggio reale all'inizio della mano ({ $share } delle mani o più):
       *[no] Secondo il conteggio corrente all'inizio della mano ({ $share } delle mani o più):
    }
count-sim-column-count = conteggio
count-sim-column-rounds = mani
count-sim-column-advantage = vantaggio
count-sim-count-up = { $count } e più
count-sim-count-down = { $count } e meno
count-sim-plays-indices = la tabella con i { $plays } giochi d'indice calcolati per questo tavolo (mani di due carte e resa){ $insurance }
count-sim-insurance-from = , assicurazione da { $index }
count-sim-plays-chart = la tabella da sola, senza mai assicurarsi
count-sim-true-count = il conteggio reale è il conteggio corrente diviso per i mazzi rimasti (le carte rimaste / 52, esattamente), reso intero { $rule ->
        [floor] arrotondando per difetto
        [truncate] togliendo la parte decimale
       *[round] arrotondando al più vicino
    } (la regola di { $system })
count-sim-running-count = il conteggio corrente parte da { $start } e si gioca così com'è (i gradini della scala sono conteggi correnti)
count-sim-follow-all = la puntata, ogni giocata e l'assicurazione seguono
count-sim-follow-bet = la puntata segue
count-sim-how = Metodo: il conteggio corrente copre ogni carta servita dalla mescolata; { $count }; { $follow } il conteggio all'inizio della mano. Giocate: { $plays }. Il vantaggio è la vincita rispetto all'importo puntato all'inizio.
count-sim-ruin-how = Rischio di rovina con l'approssimazione di diffusione { $formula }, dove mu e sigma sono la vincita e la sua deviazione standard per mano e B il capitale, in unità; si gioca all'infinito.
count-sim-unbalanced = { $system } è un conteggio non bilanciato: punta secondo il conteggio corrente e gioca la tabella (i giochi d'indice si calcolano per i conteggi bilanciati)
