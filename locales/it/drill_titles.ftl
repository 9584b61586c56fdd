# Il titolo di ogni esercizio in italiano, drill-title-ID; l'inglese resta nel file
# dell'esercizio (drills/ID.yaml).

drill-title-bet = Puntare secondo il conteggio
drill-title-catch-the-dealer = Cogli in fallo il croupier
drill-title-contrasts = Caselle vicine
drill-title-dealer-play = Il turno del croupier
drill-title-deck-countdown = Conto di un mazzo intero
drill-title-deck-estimation = Stima dei mazzi
drill-title-deviations = Giocate d'indice
drill-title-double-decisions = Raddoppio
drill-title-hand-totals = Totali delle mani
drill-title-hard-decisions = Mani hard
drill-title-insurance = Assicurazione
drill-title-legal-moves = Giocate permesse
drill-title-naturals = Blackjack o solo 21
drill-title-payouts = Pagamenti
drill-title-placement = Test di piazzamento
drill-title-running-count = Conteggio corrente
drill-title-soft-decisions = Mani soft
drill-title-soft-hands = Soft o hard
drill-title-split-decisions = Coppie
drill-title-strategy = Strategia di base
drill-title-surrender-decisions = Resa
drill-title-table-differences = Differenze tra tavoli
drill-title-table-rules = Le regole di questo tavolo
drill-title-true-count = Conteggio reale
