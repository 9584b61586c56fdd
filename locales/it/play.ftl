# Una partita: il posto al tavolo, le domande di una mano, una decisione giudicata, i pagamenti,
# le fiche della mano e il riepilogo della partita.

play-label-not-judged = Non giudicata:
play-label-missed = Sfuggito:
play-settlement-called = un errore, segnalato
play-settlement-right = il pagamento è giusto
play-settlement-went-through = l'errore del croupier è passato
play-settlement-false-call = hai segnalato un errore; il pagamento è giusto
play-played-as-chosen = Giocata come hai scelto: { $move }.
play-cost = Costo: { $percent } della puntata, { $chips } fiche con una puntata di { $bet }
play-note-split = da split
play-note-doubled = raddoppiata, puntata { $stake }
play-note-surrendered = resa
play-wager-box = Box { $box }:
play-wager-box-hand = Box { $box } mano { $hand }:
play-wager-hand = { $hand }:
play-wager-insurance = Assicurazione di { $stake }:
play-settled = { $verdict }, { $net }: { $reason }
play-list-and = { $most } e { $last }
play-chips = Fiche: { $chips } ({ $net })
play-others-seat = posto { $seat } { $net } ({ $chips })
play-others = Gli altri: { $seats }
play-bank-round = Banco: { $chips } ({ $net })
play-shoe-shuffled = È uscita la carta di taglio: le carte si mescolano per la mano seguente.
play-shoe-backup = Il mazzo è finito: si è aperto un mazzo di riserva.
play-shoe-discards = Il mazzo è finito: gli scarti sono stati mescolati in un nuovo mazzo.
play-own-boxes = Giochi i box { $boxes }, ciascuno con la tua puntata: sono in gioco { $in_play } box.
play-sit = Sei al posto { $seat } dei { $seats } del tavolo.
play-sit-first = Sei al posto { $seat } dei { $seats } del tavolo, il primo a giocare.
play-sit-last = Sei al posto { $seat } dei { $seats } del tavolo, l'ultimo a giocare prima del croupier.
play-seats-vary = Tra una mano e l'altra altri giocatori possono andarsene, e nuovi sedersi ai posti liberi (mai il tuo): le mani distribuite cambiano da una mano all'altra.
play-others-play = { $count ->
    [one] Il posto { $seats } gioca { $how } e punta { $bet } a ogni mano; ogni posto riceve le carte a turno, dalla stessa scarpa.
   *[other] I posti { $seats } giocano { $how } e puntano { $bet } a ogni mano; ogni posto riceve le carte a turno, dalla stessa scarpa.
}
play-seat-leaves = Il giocatore del posto { $seat } lascia il tavolo.
play-seat-sits-down = Un giocatore si siede al posto { $seat }.
play-length = { $rounds ->
    [one] 1 mano con { $chips } fiche
   *[other] { $rounds } mani con { $chips } fiche
}
play-length-open = quante mani vuoi con { $chips } fiche (q per fermarti)
play-out-of-chips = { " " }(fiche finite)
play-stopped-early = { " " }(fermata prima della fine; una mano non finita non conta)
play-played = { $played ->
    [one] { $of ->
        [0] { $played } mano giocata{ $why }
       *[other] { $played } mano giocata su { $of }{ $why }
    }
   *[other] { $of ->
        [0] { $played } mani giocate{ $why }
       *[other] { $played } mani giocate su { $of }{ $why }
    }
}
play-played-sat-out = { $played ->
    [one] { $of ->
        [0] { $played } mano giocata, saltate: { $out }{ $why }
       *[other] { $played } mano giocata su { $of }, saltate: { $out }{ $why }
    }
   *[other] { $of ->
        [0] { $played } mani giocate, saltate: { $out }{ $why }
       *[other] { $played } mani giocate su { $of }, saltate: { $out }{ $why }
    }
}
play-seat = posto { $seat }
play-seat-you = posto { $seat } (tu)
play-result-share = Risultato: { $words }
play-share-words = condividi la vittoria, secondo la regola di questo tavolo: { $winners }
play-win-words = vinci la partita, secondo la regola di questo tavolo
play-result-not-alone = Risultato: nessuna vittoria: la regola di questo tavolo chiede più fiche di quante ne avevi all'inizio
play-result-not = Risultato: nessuna vittoria: secondo la regola di questo tavolo vince chi ha più fiche, e { $winners } ne aveva di più
play-standings = Classifica: { $seats }
play-bank = Banco: { $chips } fiche
play-bank-notional = Banco: { $chips } fiche, di cui { $notional } fiche fittizie aggiunte quando non poteva coprire una mano
play-chips-session = Fiche: { $start } → { $end } ({ $net })
play-decisions = Decisioni: { $right ->
    [one] { $right } giusta
   *[other] { $right } giuste
} su { $decisions }
play-calls = Pagamenti del croupier: { $right } giudicati bene su { $calls }; { $caught ->
    [one] 1 errore colto
   *[other] { $caught } errori colti
}, { $missed } sfuggiti, { $false ->
    [one] 1 errore segnalato a torto
   *[other] { $false } errori segnalati a torto
}
play-box-bet = La tua puntata sul box { $seat }: { $stake } fiche in { $rounds ->
    [one] 1 mano
   *[other] { $rounds } mani
}, { $net }; decisioni del posto { $seat } su di essa: { $as_chart } su { $decisions } come la tabella, { $chips } fiche rispetto alla tabella
play-value-lost = Valore perso: { $percent } di una puntata, { $chips } fiche alle tue puntate
play-value-lost-calls = Valore perso: { $percent } di una puntata, { $chips } fiche alle tue puntate, { $calls ->
    [one] 1 decisione al limite
   *[other] { $calls } decisioni al limite
}
play-costliest = Errore più costoso: mano { $round }, { $situation }: hai detto { $answer }; la risposta è { $expected } ({ $percent } della puntata, { $chips } fiche)

# Il tavolo come lo mostra il terminale durante una mano.
play-dealer-checks = Il croupier guarda sotto il suo { $up }: niente blackjack, si continua.
play-round = Mano { $round }
play-round-of = Mano { $round } di { $of }
play-chips-now = fiche { $chips }
play-bet-now = puntata { $bet }
play-seat-now = posto { $seat }
play-watching = salti la mano e guardi
play-on-box = { $stake } sul box { $box }
play-enter-bet = (Invio: puntata { $bet })
play-notional = { $chips ->
    [one] Il banco non può coprire questa mano: si aggiunge 1 fiche fittizia prima della distribuzione.
   *[other] Il banco non può coprire questa mano: si aggiungono { $chips } fiche fittizie prima della distribuzione.
}
play-seat-hands = Posto { $seat }:
play-your-box = Il tuo box { $box }:
play-to-play = ← da giocare
play-your-stake-on-box = I tuoi { $stake } sul box { $box }:
play-holder-as-chart = Il posto { $seat } ha giocato la mano della tua puntata come la tabella ({ $plays }): niente perso su di essa.
play-holder-played = Il posto { $seat } ha giocato { $played } con { $cards } contro { $up }; la tabella gioca { $chart }: { $played_value } contro { $chart_value }, { $chips } fiche sulla tua puntata di { $stake }.
play-label-goal = Scopo:

# Il tavolo nel browser.
play-web-seat-you = Posto { $seat } (tu) · puntata { $bet }
play-web-seat-you-out = Posto { $seat } (tu) · salta
play-web-seat = Posto { $seat } · puntata { $bet }
play-web-seat-out = Posto { $seat } · salta
play-web-you = Tu · puntata { $bet }
play-web-in-turn = gioca a turno
play-web-chips = Fiche { $chips } · puntata { $bet }

# Giocare nel browser: la pagina che avvia una partita, e le parole della partita.
play-page-title = Gioca al tavolo { $table }
play-page-intro = Mani intere distribuite dalla scarpa del tavolo: ogni tua decisione è giudicata secondo la tabella del tavolo, poi giocata come hai scelto, e salvata con i tuoi progressi.
play-page-rounds = Mani
play-page-until-you-stop = finché non ti fermi
play-page-chips = Fiche
play-page-seats = Giocatori al tavolo, te compreso
play-page-boxes = I tuoi box
play-page-count = Conteggio
play-page-no-count = senza conteggio
play-page-hidden = Nascondi il conteggio, e verificalo ogni tanto
play-page-wong = Prima di ogni mano: giocare, saltare o andarsene (con altri giocatori)
play-page-seats-vary = Giocatori che vanno e vengono (con altri giocatori)
play-page-pace = Ritmo del croupier
play-page-pace-unit = secondi per carta
play-page-sit-down = Siediti
play-page-how = Gli altri giocatori puntano { $bet } a ogni mano e seguono la tabella; sei all'ultimo posto, l'ultimo a giocare prima del croupier. Con un conteggio bilanciato, ogni puntata, giocata e assicurazione è giudicata al conteggio reale delle carte mostrate: secondo la rampa (scarto 1-8), gli indici del tavolo e l'indice dell'assicurazione. Il conteggio è mostrato prima di ogni decisione, o nascosto e chiesto ogni tanto. Dove i giocatori vanno e vengono, uno può andarsene tra due mani o sedersi a un posto libero, anche dopo il tuo. Al ritmo del croupier, le carte degli altri posti, la carta coperta e le carte tirate dal croupier cadono una alla volta, a tanti secondi di distanza.
play-page-bet = Punta
play-page-stop = Fermati
play-page-foul = Fallo
play-page-accept = Accetta
play-page-count-label = Il conteggio
play-page-count-example = +3 o -2
play-page-bet-label = La tua puntata, in fiche
play-page-insure = Assicurati
play-page-another = Un'altra partita

# La puntata chiesta prima di una mano.
play-your-bet = La tua puntata? ({ $range }; { $enter })
play-your-bet-boxes = La tua puntata su ciascuno dei tuoi { $boxes } box? ({ $range }; { $enter })
play-bet-only = { $min } fiche
play-bet-range = da { $min } a { $max } fiche a passi di { $step }
play-enter-again = Invio punta di nuovo { $bet }, q per fermarti
play-enter = Invio punta { $bet }, q per fermarti
play-enter-smallest = Invio punta { $bet }, la più piccola, q per fermarti
play-not-a-bet = { $typed } non è una puntata: una puntata è un numero intero di fiche, { $accepted }
play-bet-refused = una puntata di { $bet } è rifiutata: { $why }
play-bet-refused-accepted = { $words }. Accettate: { $accepted }
play-unjudged = Nessuna casella della tabella copre questa mano: la giocata è tua e non è giudicata.

# How the other seats play.
play-others-chart = secondo la tabella
play-others-as-you = come te

# L'assicurazione al tavolo, senza conteggio.
play-insure-prompt = { $chips ->
    [one] Il croupier mostra un Asso. Assicurarti per 1 fiche? (s sì, n no)
   *[other] Il croupier mostra un Asso. Assicurarti per { $chips } fiche? (s sì, n no)
}
play-insurance-why-worth = Senza conteggio, la strategia di base giudica dalla scarpa piena meno le carte che hai davanti: la tua mano e il suo Asso lasciano { $tens } dieci su { $unseen } carte. { $card } è una di queste: un dieci { $chance } delle volte. { $value }: conviene prenderla. L'assicurazione si ripaga solo sopra una probabilità su tre.
play-insurance-why-not = Senza conteggio, la strategia di base giudica dalla scarpa piena meno le carte che hai davanti: la tua mano e il suo Asso lasciano { $tens } dieci su { $unseen } carte. { $card } è una di queste: un dieci { $chance } delle volte. { $value }: non conviene prenderla. L'assicurazione si ripaga solo sopra una probabilità su tre.
play-even-money-prompt = Prendere l'even money? (s sì, n no)
play-even-money-why = L'even money è un'assicurazione su un blackjack: metà della tua puntata assicurata, il che equivale ai tuoi { $bet } pagati 1 a 1 subito, qualunque cosa abbia il croupier, invece di 3 a 2 quando non ha blackjack. È giudicata come l'assicurazione. { $insurance }

# Una giocata che il tavolo rifiuta a una decisione.
play-move-refused = { $move } non è permesso qui: { $why }. Permesse: { $allowed }
play-accepted = forme accettate: { $allowed }

# Il ritmo di una partita.
play-tempo = Ritmo: { $per_hour } mani all'ora, { $per_second } carte al secondo ({ $rounds ->
    [one] 1 mano
   *[other] { $rounds } mani
}, { $cards ->
    [one] 1 carta
   *[other] { $cards } carte
} in { $time }, dalla prima distribuzione all'ultimo pagamento)

# Una segnalazione di un pagamento che non si può leggere.
play-not-a-call = `{ $typed }` non è una segnalazione: f (o fallo) segnala un fallo, Invio (o ok) accetta

# I rifiuti del modulo che avvia una partita nel browser: il campo rifiutato, poi perché.
play-form-refused = { $field }: { $why }
play-form-table = Tavolo
play-form-seats = Giocatori al tavolo
play-form-hidden = Nascondi il conteggio
play-form-wong = Giocare, saltare o andarsene
play-form-vary = Giocatori che vanno e vengono
play-form-not-preset = `{ $name }` non è un tavolo predefinito
play-form-no-system-hidden = scegli un sistema di conteggio con cui tenere il conteggio
play-form-no-system-wong = scegli un sistema di conteggio: la scelta si giudica al conteggio reale
play-form-no-system-vary = scegli un sistema di conteggio: le carte da contare cambiano quando i giocatori vanno e vengono
play-form-no-system-pace = scegli un sistema di conteggio: le carte cadono a un ritmo per essere contate
play-form-no-such-system = non esiste un sistema di conteggio chiamato `{ $name }`; i sistemi sono: { $known }

# Come conta una partita, dopo il suo scopo.
play-goal-counting = Conteggio con { $system }{ $hidden }{ $wong }{ $vary }{ $pace }.
play-goal-hidden = , con il conteggio nascosto
play-goal-wong = , scegliendo prima di ogni mano se giocare, saltare o andartene
play-goal-vary = , con giocatori che vanno e vengono
play-goal-pace = , con il croupier che distribuisce una carta ogni { $seconds } s

# L'avvio di una partita rifiutato dai limiti del tavolo.
play-check-no-round = gioca almeno una mano
play-check-seats = { $seats } posti chiesti: `{ $table }` accoglie da 1 a { $most } giocatori
play-check-seat = il posto { $seat } non è al tavolo: con { $seats ->
    [one] 1 posto occupato
   *[other] { $seats } posti occupati
}, scegli un posto da 1 a { $seats } o occupane di più con --seats
play-check-chips = { $chips } fiche sono troppe: una dotazione è al massimo di { $most } fiche
play-check-bet-too-large = una puntata di { $bet } è troppo alta: una puntata è al massimo di { $most } fiche
play-check-bet-refused = una puntata di { $bet } con { $chips } fiche è rifiutata qui: { $why }
play-check-half-chips = una puntata di { $bet } lascerebbe un pagamento in mezze fiche; punta un multiplo di { $step }
play-check-no-box = gioca almeno un box
play-check-boxes = { $boxes } box per te sono rifiutati a `{ $table }`: { $why }
play-check-bet-on-box = una puntata sul box { $box } è rifiutata a `{ $table }`: { $why }
play-error-engine = il motore della mano ha rifiutato una mossa che aveva permesso: { $detail }
play-error-nothing-asked = nessuna domanda aspetta una risposta


# Una puntata, o un box, che il tavolo rifiuta.
bet-refused-minimum = la puntata minima a questo tavolo è di { $min } fiche
bet-refused-maximum = la puntata massima a questo tavolo è di { $max } fiche
bet-refused-unit = si punta a multipli di { $unit } fiche
bet-refused-fixed = a questo tavolo ogni mano punta esattamente { $fixed } fiche
bet-refused-half-chip = una puntata di { $bet } richiederebbe mezza fiche per pagare un blackjack a { $ratio } o assicurarsi per metà; punta un multiplo di { $even }
bet-refused-chips = hai solo { $chips } fiche
box-refused-own-only = a questo tavolo ognuno punta sul proprio box: nessuna puntata sul box di un altro giocatore
box-refused-one-each = a questo tavolo ogni giocatore gioca un solo box: un box libero non si può prendere in più
box-refused-own = il box { $box } è il tuo: la sua puntata è quella che ci metti tu
box-refused-no-player = nessuno gioca il box { $box }: una puntata va su un box giocato ({ $boxes ->
    [one] 1 lo è
   *[other] { $boxes } lo sono
})
box-refused-maximum = le puntate su un box restano entro il massimo del box, { $max } fiche; { $on_box } { $on_box ->
    [one] c'è
   *[other] ci sono
} già sul box { $box }
box-refused-full = un box accetta al massimo { $most } puntate a questo tavolo, compresa quella del titolare; il box { $box } le ha tutte
box-refused-not-covered = una puntata di { $bet } su ciascuno dei tuoi { $boxes } box richiede { $need } fiche; ne hai { $have }
box-refused-too-many = { $asked } box chiesti: il tavolo ne ha { $seats }
# Dove è stata letta una puntata da uno script (un file o l'input standard, e la riga), poi perché è rifiutata.
play-refused-bet-at = { $at }: { $why }
