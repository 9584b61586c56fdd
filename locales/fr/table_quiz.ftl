# Les mots des exercices sur les règles d'une table (table-rules, table-differences) : leurs
# questions. Le pourquoi de chaque réponse est la ligne de la règle dans `bjcoach rules` (rules.ftl).

table-quiz-soft-17 = À cette table, le croupier tire-t-il sur un 17 souple (comme A-6) ?
table-quiz-double-after-split = Pouvez-vous doubler une main issue d'une séparation ?
table-quiz-surrender = À cette table, pouvez-vous renoncer à une main en gardant la moitié de sa mise (abandon) ?
table-quiz-split-aces-draw = Après avoir séparé des as, pouvez-vous tirer plus d'une carte sur chacun ?
table-quiz-surrender-ace = Le croupier montre un as. Pouvez-vous abandonner vos deux premières cartes ?
table-quiz-resplit-aces = Quand un as séparé reçoit un autre as, la paire d'as peut-elle être séparée de nouveau ?
table-quiz-split-king-queen = Pouvez-vous séparer un roi et une dame ?
table-quiz-double-soft-18 = Pouvez-vous doubler un 18 souple (A-7) sur vos deux premières cartes ?
table-quiz-double-split-21 = Vos dix séparés ont reçu un as : 21 en deux cartes. Pouvez-vous doubler cette main ?
table-quiz-blackjack-win = Vous misez { $bet } et recevez un blackjack ; le croupier n'en a pas. Combien de jetons gagnez-vous ?
table-quiz-enhc-double = Sans carte cachée, vous avez doublé, puis le croupier tire un blackjack. Prend-il votre doublement en plus de votre première mise ?
