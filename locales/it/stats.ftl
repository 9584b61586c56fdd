# bjcoach stats: a che punto è chi impara, come testo. I numeri li scrive il programma secondo la
# tipografia della lingua; i nomi salvati (esercizi, tavoli, comandi) restano come sono.

## L'intestazione dei progressi

stats-heading = I tuoi progressi: { $saved }
stats-heading-drill = I tuoi progressi in `{ $drill }`: { $saved }
stats-saved = { $answers ->
    [one] { $answers } risposta salvata
   *[other] { $answers } risposte salvate
}
stats-saved-retried = { $saved } ({ $retried })
stats-retried = { $asked } riprese, { $right } giuste
stats-nothing-yet = Ancora niente da mostrare: le risposte si salvano man mano che ti eserciti, per esempio { $hint }.

## Un esercizio proposto nel menu

stats-hint-menu = l'esercizio `{ $drill }` al tavolo `{ $table }`{ $pace }{ $cells }
stats-hint-pace = , { $seconds } s a risposta
stats-hint-weak = , sulle caselle che hai sbagliato

## Le figure di precisione e velocità

stats-pictures-title = Precisione e velocità per tappa del percorso, giorno per giorno
stats-pictures-about = Ogni barra è un giorno in cui hai esercitato la tappa (UTC): sopra, la quota delle sue risposte giuste; sotto, il loro tempo mediano.

## Il meglio in velocità

stats-best-label = Il meglio in velocità:
stats-best-none = ancora nessuna sessione a tempo di { $min } risposte o più; prova { $hint }.
stats-best-title = Il meglio in velocità (sessioni a tempo di { $min } risposte o più)
stats-best-row = { $right } su { $answers } giuste in tempo ({ $percent }) a { $allowed } per risposta, serie migliore { $streak }, il { $day } al tavolo `{ $table }`

## Il percorso

stats-path-title = Percorso al tavolo `{ $table }`:
path-about-book = l'ordine del libro: contare i totali, riconoscere le mani morbide, carta o sto, poi raddoppio e divisione
path-about-splits-first = le coppie presto: contare i totali, poi la divisione prima di carta o sto
stage-state-re-test = da rifare
stage-state-placed = piazzata
stage-state-mastered = acquisita
stage-state-open = aperta
stage-state-later = più avanti
stats-stage-detail = { $answers ->
    [one] { $answers } risposta
   *[other] { $answers } risposte
}, { $percent } giuste in tempo sulle ultime { $last }, mediana { $median }
stats-mastery = Una tappa è acquisita quando il { $percent } delle sue ultime { $window } risposte al tavolo `{ $table }` è giusto entro il suo tempo (i secondi indicati){ $pace }; allora si apre la tappa seguente. Puoi esercitarti su qualsiasi esercizio in qualsiasi momento.
stats-mastery-pace-menu = , il ritmo di un esercizio a tempo
stats-mastery-pace-command = , il ritmo di `bjcoach drill NAME --timed SECONDS`
path-placed = Una tappa piazzata è stata superata al test di piazzamento: conta come acquisita finché le tue risposte non riempiono la finestra che la giudica.
path-sharing = Le risposte date ad altri tavoli contano per { $list }. Ogni altra tappa conta solo le risposte di questo tavolo.
path-sharing-every-table = tutti i tavoli
path-sharing-same-payouts = tavoli che pagano allo stesso modo un blackjack naturale e un 21 dopo una divisione
path-sharing-same-settlement = tavoli che regolano le puntate allo stesso modo
path-sharing-same-decks = tavoli con altrettanti mazzi
path-placement-heading = Il tuo posto nel percorso:
path-placement-none-passed = Nessuna tappa superata al test di piazzamento.
path-placement-passed = Superate al test di piazzamento: { $stages }.
path-placement-start = Parti dalla tappa «{ $stage }» ({ $place } di { $of }).
path-placement-all-mastered = Hai padroneggiato ogni tappa del tuo percorso: esercitati su ciò che vuoi.

## La memoria

stats-memory-title = Memoria per { $at } ({ $model }; una prima risposta giusta è un ricordo, una sbagliata una dimenticanza):
stats-memory-every-table = tutti i tavoli
model-default = FSRS-6, i suoi parametri predefiniti
model-fitted-all = FSRS-6, i suoi parametri adattati alle tue { $reviews } risposte a un giorno o più di distanza
model-fitted-some = FSRS-6, i suoi parametri adattati a { $reviews } delle tue { $of } risposte a un giorno o più di distanza (gli elementi risposti per primi)
stats-memory-nothing = Ancora nessuna risposta salvata: niente da ricordare.
stats-memory-items = Elementi risposti
stats-memory-due-label = Da ripassare ora
stats-memory-due = { $due } (ricordo previsto sotto il { $below })
stats-memory-recall-label = Ricordo previsto ora
stats-memory-recall = { $recall } in media
stats-retention-title = Ritenzione: prime risposte un giorno o più dopo l'ultima dell'elemento, e lo stesso giorno:
stats-retention-spaced-label = Un giorno o più dopo
stats-retention-massed-label = Lo stesso giorno
stats-retention-none = ancora nessuna
stats-retention-spaced = { $answers ->
    [one] { $answers } risposta
   *[other] { $answers } risposte
}, { $right } giuste (il modello prevedeva { $predicted })
stats-retention-massed = { $answers ->
    [one] { $answers } risposta
   *[other] { $answers } risposte
}, { $right } giuste
stats-retention-drill = esercizio
stats-retention-spaced-column = un giorno o più dopo
stats-retention-massed-column = lo stesso giorno
stats-retention-share = { $percent } su { $answers }
stats-calibration-title = Ricordo previsto e ricordo osservato, risposte un giorno o più dopo:
stats-calibration-predicted = previsto
stats-calibration-answers = risposte
stats-calibration-observed = osservato
stats-calibration-scores = Perdita logaritmica { $loss }; scarto quadratico sulle fasce { $rmse } (pesato sulle risposte).

## La mappa degli errori

stats-heat-title = I tuoi errori sulla tabella di strategia `{ $table }`
stats-heat-legend = Ogni casella che ti è stata chiesta mostra la mossa della tabella di strategia: { $unmarked } sempre giusta, { $sometimes } sbagliata a volte, { $often } sbagliata una volta su due o più; { $never } mai chiesta.
stats-heat-unmarked = senza segno

## La perdita

stats-leak-label = Perdita:
stats-leak-none = ancora nessuna risposta di strategia al tavolo `{ $table }`; la tua perdita compare appena ne giochi qualcuna, per esempio { $hint }.
stats-leak = al tavolo `{ $table }` i tuoi errori cedono una quota pari a { $leak } di ogni puntata, { $chips } fiches ogni 100 mani a una puntata di { $bet }, oltre al vantaggio del banco, pari a { $edge }, quando la tabella di strategia è giocata esattamente.
stats-leak-how = Ogni casella conta quanto spesso capita × quanto spesso la sbagli × quanto costa l'errore.
stats-leak-nothing = Nessuna casella ti costa qualcosa: ogni risposta di strategia era giusta.
stats-leak-costliest = Le caselle che ti costano di più:
stats-leak-cell = sbagliata { $wrong } volte su { $seen }  costa { $cost } della puntata ogni volta  { $leak } di ogni puntata
stats-leak-cell-words = { $row } contro { $up }
stats-leak-picture = La tua perdita in fiches ogni 100 mani a una puntata di { $bet }, alla fine di ogni giorno in cui hai giocato la tabella di strategia: da ogni risposta di strategia fino a quel giorno.

## Cosa esercitare dopo

stats-next-title = Da esercitare adesso
stats-next-retest = da rifare
stats-next-on-path = il prossimo passo del percorso
stats-next-stage = { $stage } ({ $why }): { $hint }
stats-next-all-mastered = Ogni tappa del percorso è acquisita e fresca.
stats-next-weak = Casella sbagliata prima, chiesta per prima: { $cells }: { $hint }
stats-next-worth = Caselle che valgono di più: { $cells }: { $hint }

## Le figure di ogni tappa e della perdita, giorno per giorno

trend-on = il { $day }
trend-span = dal { $first } al { $last }
trend-latest = , gli ultimi { $shown } dei { $practised } giorni di esercizio
trend-days = , { $days ->
    [one] { $days } giorno
   *[other] { $days } giorni
}
trend-heading = { $family } ({ $drills }): { $answers ->
    [one] { $answers } risposta
   *[other] { $answers } risposte
}{ $shown }, { $span }
trend-right = giuste
trend-median = mediana
trend-chips = fiches

## La lettura del vassoio degli scarti

stats-tray-title = Lettura del vassoio degli scarti:
stats-tray-about = { $title } su { $answers ->
    [one] { $answers } risposta
   *[other] { $answers } risposte
} di `{ $drill }` a tutti i tavoli, secondo i mazzi nel vassoio:
stats-tray-row = { $depth }: { $bias } ({ $answers ->
    [one] { $answers } risposta
   *[other] { $answers } risposte
}).
stats-tray-row-cost = { $depth }: { $bias } ({ $answers ->
    [one] { $answers } risposta
   *[other] { $answers } risposte
}); { $cost }.
tray-depth-first = da ¼ a ¾ di mazzo
tray-depth = da { $from } a { $from }¾ mazzi
tray-bias-none = giusto, al decimo di mazzo
tray-bias-over = { $size ->
    [one] { $decks } mazzo in più
   *[other] { $decks } mazzi in più
}
tray-bias-under = { $size ->
    [one] { $decks } mazzo in meno
   *[other] { $decks } mazzi in meno
}
tray-cost = a un conteggio corrente di { $count } con { $left } mazzi rimasti, ne leggi { $read }: un conteggio reale di { $misread } dove è { $truth }

## I migliori conti alla rovescia di un mazzo

stats-countdown-title = Conto alla rovescia di un mazzo, i tuoi tempi migliori:
stats-countdown-about = { $title } il conto alla rovescia giusto più veloce di `{ $drill }` a tutti i tavoli, il suo tempo per carta dalla prima carta alla risposta:
stats-countdown-row = { $what }: { $time }, su { $right ->
    [one] { $right } conto alla rovescia giusto
   *[other] { $right } conti alla rovescia giusti
}.

## Dove è andato il vantaggio, in una sessione e nelle ultime sessioni

edge-heading = Dove è andato il vantaggio (fiches ogni 100 mani, { $rounds } giocate):
edge-total = Totale
edge-note-play = Una giocata costa il valore della giocata migliore meno quello della tua al conteggio a cui è stata giudicata (i valori della tabella di strategia, o quelli del conteggio per una giocata d'indice), per la puntata della mano; l'assicurazione, il suo valore al conteggio per la puntata d'assicurazione.
edge-note-bet = Una puntata costa quanto la puntata della rampa avrebbe guadagnato più della tua in media: la differenza per il vantaggio del giocatore al conteggio reale (sotto 0 dove la tua ha guadagnato di più).
edge-note-seat = Prima di una mano, giocarla dove il conteggio diceva di stare fuori o di andarsene costa la puntata della rampa al conteggio per il vantaggio del giocatore a quel conteggio, e stare fuori o andarsene dove diceva di giocare lascia quella cifra sul tavolo; stare fuori dove diceva di andarsene, o il contrario, non rischia alcuna fiche della mano e costa 0.
edge-note-hidden = Una puntata o una giocata d'indice sbagliata mentre la tua ultima verifica del conteggio dopo la mescolata era sbagliata è messa sul conteggio corrente, o sul conteggio reale quando era sbagliato solo il conteggio reale.
edge-note-shown = Il conteggio era mostrato: niente è messo sul conteggio corrente né sul conteggio reale.
edge-top = La perdita maggiore: { $part }. L'esercizio che la allena: { $drill }.
edge-recent-heading = Dove è andato il vantaggio con { $system } a { $table }, in fiches ogni 100 mani puntate, { $over }:
edge-recent-over-last = { $last ->
    [one] nella tua ultima sessione di conteggio
   *[other] nelle tue ultime { $last } sessioni di conteggio
}
edge-recent-over-some = { $sessions ->
    [one] nella tua { $sessions } sessione di conteggio
   *[other] nelle tue { $sessions } sessioni di conteggio
} (si contano le ultime { $last })
edge-recent-figures-one = Ogni cifra è quanto i suoi errori hanno ceduto nella sessione, ogni 100 { $rounds ->
    [one] della { $rounds } mano puntata
   *[other] delle { $rounds } mani puntate
}.
edge-recent-figures = Ogni cifra è quanto i suoi errori hanno ceduto in queste sessioni, ogni 100 { $rounds ->
    [one] della { $rounds } mano puntata
   *[other] delle { $rounds } mani puntate
}.
edge-recent-hidden-all = Il conteggio era nascosto: una puntata o una giocata d'indice sbagliata mentre la tua ultima verifica del conteggio dopo la mescolata era sbagliata è messa sul conteggio.
edge-recent-hidden-some = Il conteggio era nascosto in { $hidden } di esse: solo lì un errore è messo sul conteggio corrente o sul conteggio reale.

## La pagina dei progressi, in un file (stats --format html) e in un browser

page-progress-title = I tuoi progressi a { $table }
page-progress-title-drill = I tuoi progressi in { $drill } a { $table }
page-progress-nothing = Ancora niente da disegnare: le risposte sono salvate mentre ti eserciti, per esempio { $start }.
page-progress-start = l'esercizio { $drill }
page-progress-plan-link = Pianifica di essere pronto a un tavolo entro una data
page-trend-latest = gli ultimi { $shown } dei { $practised } giorni di esercizio
page-trend-days = { $days ->
    [one] { $days } giorno
   *[other] { $days } giorni
}
page-trend-line = { $answers } risposte; { $shown }, dal { $first } al { $last }.
page-trend-right-title = Giuste, in percentuale delle risposte del giorno
page-trend-time-title = Tempo di risposta mediano, in secondi
page-trend-right-tip = { $day }: { $right } giuste su { $answers } ({ $percent })
page-trend-time-tip = { $day }: mediana { $seconds } s
page-seconds = { $seconds } s
page-leak-title = La tua perdita a { $table }
page-leak-about = Fiches cedute ogni 100 mani a una puntata di { $bet }, alla fine di ogni giorno in cui hai giocato la tabella di strategia: da ogni risposta di strategia fino a quel giorno.
page-leak-panel = Fiches ogni 100 mani
page-leak-tip = { $day }: { $chips } fiches ogni 100 mani ({ $percent } di ogni puntata)
page-heat-title = I tuoi errori sulla tabella di strategia { $table }
page-heat-never-asked = { $cell }: mai chiesta
page-heat-wrong = { $cell }: sbagliata { $wrong } volte su { $seen }
page-heat-green = verde
page-heat-yellow = giallo (!)
page-heat-red = rosso (✗)
page-path-title = Percorso a { $table }
page-path-about = Il percorso: { $about }.
page-path-stage = { $stage } ({ $drills }), { $seconds } s per risposta
page-path-stage-detail = { $stage }: { $answers } risposte, { $percent } giuste in tempo sulle ultime { $last }
page-path-mastery = Una tappa è acquisita quando il { $percent } delle sue ultime { $window } risposte a { $table } è giusto entro il suo tempo; si apre allora la tappa successiva. Ogni esercizio si può fare in qualsiasi momento.
page-memory-title = Memoria
page-memory-note = { $model }; una prima risposta giusta è un ricordo, una sbagliata una dimenticanza.
page-calibration-title = Ricordo previsto e ricordo osservato, risposte un giorno o più dopo
page-calibration-mean = previsto in media
page-calibration-label = Ricordo previsto e ricordo osservato
page-calibration-dot = { $answers } risposte: previsto { $predicted }, osservato { $observed }
page-edge-title = Dove è andato il vantaggio
page-plan-title = Il piano che segui
stats-page-written = I tuoi progressi sono scritti come pagina in { $file }.
stats-page-not-written = { $file }: impossibile scrivere la pagina: { $error }
stats-memory-not-html = `--memory` si mostra come testo o JSON (`--format json`)
stats-output-without-file = `-o` indica il file di un'esportazione (`--export csv|json`) o della pagina (`--format html`)
stats-own-table-latest = le tue ultime risposte sono al tavolo `{ $table }`, un tavolo tuo: indica il suo file con `--table-file` per vedere la sua tabella e la sua perdita

## `stats --export csv|json -o FILE`: le risposte scritte, o perché non si è potuto

stats-export-written = { $answers ->
    [one] Scritta { $answers } risposta
   *[other] Scritte { $answers } risposte
} in { $file }.
stats-export-not-written = { $file }: impossibile scrivere l'esportazione: { $error }

## `stats --reset`: la sua domanda, e cosa è stato cancellato o tenuto

stats-reset-question = Cancellare i tuoi progressi salvati ({ $answers ->
    [one] { $answers } risposta
   *[other] { $answers } risposte
})? Se ne tiene una copia.
stats-reset-kept = Non è stato cancellato niente.
stats-reset-done = I tuoi progressi ({ $answers ->
    [one] { $answers } risposta
   *[other] { $answers } risposte
}) sono stati azzerati; una copia è tenuta in { $backup }.
stats-reset-nothing = Non c'erano progressi salvati da azzerare.
stats-reset-needs-yes = `--reset` cancella i tuoi progressi salvati: aggiungi `--yes` per confermare fuori da un terminale
