# Le parole di una domanda di strategia e di una risposta giudicata: la domanda, il perché, il
# confronto delle giocate, le etichette del verdetto. I valori arrivano già scritti all'italiana.

drill-up-ten = dieci
drill-up-ace = Asso
drill-list-run = { $from }-{ $to }
drill-list-and = { $most } e { $last }
drill-row-hard = hard { $player }
drill-row-soft = soft { $player }
drill-row-hard-3 = hard { $player } di tre carte o più
drill-row-soft-3 = soft { $player } di tre carte o più
drill-chart-row-hard-3 = hard { $player }, 3+ carte
drill-chart-row-soft-3 = soft { $player }, 3+ carte
drill-rule-every = { $action } contro ogni carta
drill-rule-against = { $action } contro { $ups }
drill-rule = { $row }: { $parts }
drill-value = { $action } { $value }
drill-values = Valori: { $values } della puntata.
drill-values-own = Valori di queste stesse carte ({ $cards }), da una scarpa piena tolte loro e la carta scoperta: { $values } della puntata.
drill-margin-same = { $best } e { $second } valgono lo stesso al decimo di punto: vanno bene entrambi.
drill-margin = { $best } batte { $second } di { $gap } della puntata.
drill-margin-close = { $best } batte { $second } di { $gap } della puntata, un caso al limite.
drill-bust = Con un { $up } scoperto, il croupier sballa { $chance } delle volte qui, dalla cima di una scarpa piena.
drill-bust-checked = Con un { $up } scoperto, il croupier sballa { $chance } delle volte qui, dalla cima di una scarpa piena, una volta che ha controllato e non ha blackjack.
drill-fallback = La prima giocata della tabella, { $first }, qui non è permessa: vale la scelta seguente, { $then }.
drill-own-cards = La giocata della riga, { $row }, è giusta per le mani di questo totale prese insieme; queste carte chiedono { $own }.
drill-elsewhere = A { $table } la giocata è { $play }.
drill-at-table = A { $table }: { $text }
drill-your-play = La tua giocata? ({ $moves })
drill-no-chart = Nessuna casella della tabella va bene per questo esercizio a questo tavolo.
drill-refused = { $move }: { $rule }.

drill-you-did-hit = Hai chiesto carta
drill-you-did-stand = Ti sei fermato
drill-you-did-double = Hai raddoppiato
drill-you-did-split = Hai fatto split
drill-you-did-surrender = Hai scelto la resa
drill-doing-hit = Chiedere carta
drill-doing-stand = Fermarsi
drill-doing-double = Raddoppiare
drill-doing-split = Fare split
drill-doing-surrender = Scegliere la resa
drill-comparison = { $you_did }: { $mine }. { $doing_best }: { $theirs }. { $doing_mine } costa { $gap } della puntata.
drill-comparison-chips = { $you_did }: { $mine }. { $doing_best }: { $theirs }. { $doing_mine } costa { $gap } della puntata, { $chips } fiche su una puntata di { $bet }.
drill-tie = { $you_did }, che vale quanto { $doing_best } qui: { $value } della puntata in entrambi i casi
drill-close-call = hai detto { $given }; { $better } vale { $gain } della puntata in più
drill-less-than = meno di { $gain }
drill-the-answer-is = la risposta è { $answer }
drill-you-said = hai detto { $given }; la risposta è { $answer }
drill-said-right = hai detto { $given }, che è giusto{ $time }: conta come errore
drill-time = ({ $taken })
drill-time-over = ({ $taken }, oltre i { $allowed } concessi)
drill-cost = Costo: { $cost } della puntata
drill-streak = serie { $streak }

drill-label-right = Giusto:
drill-label-right-hinted = Giusto, con la riga della tabella:
drill-label-too-slow = Troppo lento:
drill-label-not-understood = Non compreso:
drill-label-counted-wrong = Contato sbagliato:
drill-label-close-call = Caso al limite:
drill-label-wrong = Sbagliato:
drill-label-rule-of-thumb = Regola pratica:
drill-label-mistake = Errore:
drill-label-chart = Tabella:
drill-label-why = Perché:

# Una sessione come la mostra il terminale: il numero della domanda, le mani, il punteggio, il riepilogo.
drill-chart-row = { $name }: { $cells }
drill-versus = { $hand } contro { $up }
drill-numbering = Domanda { $n } di { $of }
drill-numbering-again = Domanda { $n } di { $of }, ancora una volta
drill-score = punti { $right }/{ $answered }
drill-score-again = punti { $right }/{ $answered } · ancora una volta { $again_right }/{ $again_answered }
drill-to-answer = { $allowed } per rispondere
drill-compared-with = Confrontato con: { $table }
drill-dealer = Croupier:
drill-you = Tu:
drill-hand-you = Tu
drill-hand-numbered = Mano { $n }
hand-total-bust = sballato a { $total }
drill-note-from-split = nata da uno split
drill-note-doubled = raddoppiata
drill-note-stake = posta { $stake }
drill-note-split = divisa
drill-note-surrendered = arresa
drill-note-seat-holds = il posto tiene { $hands } mani
drill-your-answer = La tua risposta:
drill-once-more-one = Ancora una volta, quella sbagliata, la stessa domanda
drill-once-more-many = Ancora una volta, le { $count } sbagliate, le stesse domande
drill-label-summary = Riepilogo:
drill-label-once-more = Ancora una volta:
drill-label-hinted = Con l'aiuto:
drill-label-timed = A tempo:
drill-label-other-misses = Altri errori:
drill-label-value-lost = Valore perso:
drill-label-missed = Sbagliate:
drill-label-mistakes = Errori:
drill-summary-nothing = nessuna domanda ha avuto risposta, quindi non c'è niente da riassumere.
drill-summary = { $right }/{ $answered } giuste ({ $percent }) · tempo mediano { $median }
drill-stopped-after = { $answered ->
    [one] (fermata dopo { $answered } risposta)
   *[other] (fermata dopo { $answered } risposte)
}
drill-once-more-stopped = la sessione si è fermata prima della prima delle { $asked } sbagliate
drill-once-more-result = { $right } giuste su { $answered }
drill-once-more-left = (ne restavano { $left } quando la sessione si è fermata)
drill-hinted = { $count ->
    [one] { $count } risposta data dopo che `?` ha mostrato la riga della tabella; se giusta conta come giusta
   *[other] { $count } risposte date dopo che `?` ha mostrato la riga della tabella; una giusta conta come giusta
}
drill-timed = { $allowed } concessi per ogni risposta · serie migliore: { $best } giuste in tempo
drill-mistakes-none = nessuno
drill-unreadable = { $count ->
    [one] { $count } risposta illeggibile, contata come errore
   *[other] { $count } risposte illeggibili, ciascuna contata come errore
}
drill-unnamed = { $count ->
    [one] { $count } risposta sbagliata che nessun errore del catalogo spiega
   *[other] { $count } risposte sbagliate che nessun errore del catalogo spiega
}
drill-value-lost = { $count ->
    [one] { $value } di una puntata ({ $count } caso al limite)
   *[other] { $value } di una puntata ({ $count } casi al limite)
}
drill-missed = { $situation }: hai detto { $given }; la risposta è { $answer } ({ $name })
drill-missed-again = (ancora una volta)
drill-missed-nothing = niente
drill-missed-not-understood = non compreso
drill-missed-close-call = caso al limite
drill-missed-unnamed = nessun errore del catalogo
drill-replay = Ripeti questa sessione con --seed { $seed }.

# Che cosa ha cambiato una sessione, e le tappe del percorso per nome.
change-what-changed = Che cosa è cambiato:
change-leak = Perdita a { $table }: { $was } → { $is } di ogni puntata ({ $trend })
change-mastered = Padroneggiata: { $stage }
change-opened = Aperta: { $stage }
change-no-stage = Nessuna tappa del percorso è ancora cambiata
change-trend-smaller = minore
change-trend-larger = maggiore
change-trend-unchanged = invariata
change-see-stats = (vedi `bjcoach stats`)
change-no-stage-see = { $words }; `bjcoach stats` dice a che punto sei.
stage-count-hands = Contare le mani
stage-spot-soft-hands = Riconoscere le mani soft
stage-know-the-dealer-s-rule = Conoscere la regola del croupier
stage-hit-or-stand = Carta o sto
stage-double = Raddoppiare
stage-split = Fare split
stage-surrender-and-insurance = Resa e assicurazione
stage-settle-the-bets = Pagare le puntate
stage-play-it-all = Giocare tutto
stage-keep-the-running-count = Tenere il conteggio corrente
stage-find-the-true-count = Trovare il conteggio reale
stage-bet-by-the-count = Puntare secondo il conteggio
stage-play-by-the-count = Giocare secondo il conteggio
stage-estimate-the-decks = Stimare i mazzi rimasti
stage-count-down-a-deck = Contare un mazzo alla rovescia
stage-keep-the-count-in-play = Tenere il conteggio giocando
stage-other-drills = Altri esercizi

# La riga sotto l'elenco degli esercizi.
drill-pick-prompt = Quale esercizio?
drill-list-run-one = Avviane uno con `bjcoach drill NAME --table TABLE`.
