# Le parole degli esercizi sulle regole di un tavolo (table-rules, table-differences): le loro
# domande. Il perché di ogni risposta è la riga della regola in `bjcoach rules` (rules.ftl).

table-quiz-soft-17 = A questo tavolo il croupier tira su un 17 soft (come A-6)?
table-quiz-double-after-split = Puoi raddoppiare una mano nata da una divisione?
table-quiz-surrender = A questo tavolo puoi rinunciare a una mano tenendo metà della sua puntata (resa)?
table-quiz-split-aces-draw = Dopo aver diviso due assi, puoi tirare più di una carta su ciascuno?
table-quiz-surrender-ace = Il croupier mostra un asso. Puoi rinunciare alle tue prime due carte?
table-quiz-resplit-aces = Quando un asso diviso riceve un altro asso, la coppia di assi si può dividere di nuovo?
table-quiz-split-king-queen = Puoi dividere un re e una donna?
table-quiz-double-soft-18 = Puoi raddoppiare un 18 soft (A-7) sulle tue prime due carte?
table-quiz-double-split-21 = I tuoi dieci divisi hanno ricevuto un asso: 21 con due carte. Puoi raddoppiare questa mano?
table-quiz-blackjack-win = Punti { $bet } e ricevi un blackjack; il croupier non ce l'ha. Quante fiche vinci?
table-quiz-enhc-double = Senza carta coperta, hai raddoppiato, poi il croupier tira un blackjack. Prende il tuo raddoppio oltre alla prima puntata?
