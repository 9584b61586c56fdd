# Le parole degli esercizi sui totali, sulla regola del croupier, sulle giocate permesse, sui
# pagamenti e sull'assicurazione: le domande e i perché. I valori arrivano già scritti come
# l'italiano scrive i numeri.

quiz-cards-bust = { $cards } fa { $points }, oltre 21: la mano è sballata.
quiz-cards-total = { $cards } fa { $total }.
quiz-aces-as-one = { $aces ->
    [one] l'Asso contato 1
   *[other] ogni Asso contato 1
}
quiz-cards-soft = { $cards }: con { $ones } fa { $hard }; 10 in più fanno { $total }, ancora sotto 22, quindi un Asso conta 11: soft { $total }.
quiz-cards-hard = { $cards }: con { $ones } fa { $hard }; 10 in più farebbero { $eleven }, oltre 21, quindi la mano è un hard { $total }.
quiz-two-card-natural = Un Asso e una carta da dieci come prime due carte: blackjack.
quiz-hand-worth = Quanto vale questa mano?
quiz-soft-or-hard = Soft o hard, e quale totale?
quiz-step = { $cards } è { $value }
quiz-then = { $first }, poi { $next }
quiz-card-by-card = { $why } Carta dopo carta: { $steps }.

quiz-dealer-draws-16 = chiede carta con 16 o meno
quiz-dealer-stands-soft-17 = sta su un soft 17 (un Asso contato 11 lo rende soft)
quiz-dealer-hits-soft-17 = chiede carta su un soft 17 (un Asso contato 11 lo rende soft)
quiz-dealer-stands-17 = sta su ogni totale da 17 in su
quiz-dealer-stands-hard-17 = sta su un hard 17 e su ogni totale da 18 in su
quiz-table-stands-soft-17 = A questo tavolo il croupier sta su soft 17.
quiz-table-hits-soft-17 = A questo tavolo il croupier chiede carta su soft 17.
quiz-enhc-second-card = Senza carta coperta il croupier prende la seconda carta solo dopo che tutti i giocatori hanno finito.
quiz-enhc-before-players = Senza carta coperta: il croupier ha una carta, e tu devi ancora giocare la tua mano. Prende ora la seconda carta?
quiz-enhc-after-players = Senza carta coperta: il croupier ha una carta, e tutti i giocatori hanno ora finito. Prende ora la seconda carta?
quiz-enhc-now = { $why } Quel momento è arrivato: la prende, poi gioca secondo la sua regola.
quiz-dealer-only-draws = Il croupier non raddoppia, non divide e non si arrende mai: prende carta o sta, secondo la sua regola, nient'altro.
quiz-player-bust = sballato ({ $points })
quiz-dealer-rule = Il { $cards } del croupier fa { $total }. A questo tavolo { $rule }, quindi { $draws ->
    [yes] chiede carta
   *[no] sta
}. Il tuo { $player } non cambia nulla: segue la regola.
quiz-dealer-hit-or-stand = Stai su { $player }. Il croupier chiede carta o sta?

quiz-from-split = una mano nata da uno split (il posto tiene { $hands } mani)
quiz-doubled-one-card = una mano raddoppiata che ha avuto la sua carta
quiz-list = { $first }, { $next }
quiz-legal-moves = Quali giocate sono permesse ora?{ $context } (lettere: { $letters })
quiz-legal-moves-context = È { $what }.
quiz-allowed = Permesse: { $legal }.
quiz-allowed-because = Permesse: { $legal }. { $reasons }

quiz-ten-chance = { $tens }/{ $unseen } = { $percent }
quiz-insurance-value = Una fiche di assicurazione vince 2 su ciascuno di quei { $tens } dieci e perde 1 su ciascuna delle altre { $unseen } - { $tens } = { $others } carte: (2 x { $tens } - { $others }) / { $unseen } = { $percent } della posta
quiz-insurance-wins = quindi l'assicurazione conviene
quiz-insurance-breaks-even = quindi l'assicurazione va in pari: prenderla e rifiutarla valgono lo stesso, e ogni risposta è giusta
quiz-insurance-loses = quindi l'assicurazione perde: rifiutala
quiz-insured-card-enhc = La prossima carta del croupier, che prende dopo la tua giocata,
quiz-insured-card-hole = La carta sotto il suo Asso
quiz-insure-why = Delle { $shoe } carte, { $tens_in_shoe } sono dieci; { $seen } sono state viste, { $tens } delle quali dieci: restano { $tens_left } dieci fra le { $unseen } carte che non hai visto. { $card } è una di esse: la probabilità che sia un dieci è { $chance }. { $value }, { $verdict }. L'assicurazione si ripaga solo sopra una probabilità su tre.
quiz-insure = Punti { $bet } e il croupier mostra un Asso. Ti assicuri per { $staked ->
    [one] { $staked } fiche
   *[other] { $staked } fiches
}? ({ $yes } { $yes_word }, { $no } { $no_word })
quiz-insurance-stake-exactly = Punti { $bet } e il croupier mostra un Asso. Quanto è la posta dell'assicurazione?
quiz-insurance-stake-most = Punti { $bet } e il croupier mostra un Asso. Quanto puoi puntare al massimo sull'assicurazione?
quiz-insurance-stake-why = L'assicurazione è una scommessa laterale { $exactly ->
    [yes] di esattamente metà della puntata
   *[no] di al massimo metà della puntata
}, qui { $max }; paga 2 a 1 su un blackjack del croupier.
quiz-insurance-back = Punti { $bet } e ti assicuri per { $staked }. Il croupier ha blackjack. Quante fiches ti tornano dall'assicurazione, posta compresa?
quiz-insurance-back-why = L'assicurazione paga 2 a 1 e la sua posta torna: { $won } vinte più le { $staked } puntate, { $back } in tutto.
quiz-insurance-win = Punti { $bet } e ti assicuri per { $staked }. Il croupier ha blackjack. Quante fiches vince l'assicurazione?
quiz-insurance-win-why = L'assicurazione paga 2 a 1: { $staked } vincono { $won }, e anche le { $staked } puntate tornano.
quiz-insurance-net = Punti { $bet } e ti assicuri per { $staked }. Il croupier ha blackjack. Qual è il tuo netto per la mano, puntata principale e assicurazione insieme?
quiz-insurance-net-why = La puntata principale perde contro il blackjack ({ $main }); l'assicurazione vince 2 a 1 ({ $won }); insieme { $net }.
quiz-insurance-21 = Punti { $bet } e ti assicuri per { $staked }. La mano del croupier finisce { $cards } ({ $total }). Quanto rende netto l'assicurazione?
quiz-insurance-21-why = L'assicurazione paga solo su un blackjack del croupier, un Asso e un dieci come prime due carte. { $cards } non lo è, quindi le { $staked } sono perse; la puntata principale si regola a parte.
quiz-seen-count = Delle { $shoe } carte, { $total_tens } sono dieci; { $seen } sono state viste, { $tens } delle quali dieci: { $total_tens } - { $tens } = { $tens_left } dieci fra { $shoe } - { $seen } = { $unseen } carte non viste, { $chance }.
quiz-seen = Dal mescolamento sono state viste { $seen } carte delle { $shoe }, { $tens } delle quali da dieci (la tua mano e l'Asso compresi).
quiz-chance-fraction = La domanda chiede una percentuale, quindi un numero da solo si legge come altrettanti punti percentuali: la probabilità è { $percent }, cioè { $share } come parte di uno.
quiz-chance = { $seen } Qual è la probabilità, in percentuale, che l'altra carta del croupier sia un dieci?
quiz-worth-taking = conviene prenderla
quiz-worth-break-even = in pari: vince e perde lo stesso in media
quiz-worth-not = non conviene prenderla
quiz-value-fraction = La domanda chiede una percentuale, quindi un numero da solo si legge come altrettanti punti percentuali: l'assicurazione vale { $percent } della sua posta, cioè { $share } come parte di uno.
quiz-value = { $seen } Quanto vale l'assicurazione, in percentuale della sua posta (negativo quando perde in media)?
quiz-value-why = { $count } { $value }, { $verdict }.
quiz-seen-since = Viste dal mescolamento: { $seen } carte su { $shoe }, { $tens } delle quali dieci
quiz-hole-card = (carta coperta { $card })
