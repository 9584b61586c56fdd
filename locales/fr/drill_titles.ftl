# Le titre de chaque exercice en français, drill-title-ID ; l'anglais reste dans le fichier de
# l'exercice (drills/ID.yaml).

drill-title-bet = Miser selon le compte
drill-title-catch-the-dealer = Prendre le croupier en faute
drill-title-contrasts = Cases voisines
drill-title-dealer-play = Le tour du croupier
drill-title-deck-countdown = Décompte d'un jeu
drill-title-deck-estimation = Estimation des jeux
drill-title-deviations = Jeux d'indice
drill-title-double-decisions = Doubler
drill-title-hand-totals = Totaux des mains
drill-title-hard-decisions = Mains dures
drill-title-insurance = Assurance
drill-title-legal-moves = Coups permis
drill-title-naturals = Blackjack ou simple 21
drill-title-payouts = Paiements
drill-title-placement = Test de placement
drill-title-running-count = Compte courant
drill-title-soft-decisions = Mains souples
drill-title-soft-hands = Souple ou dure
drill-title-split-decisions = Paires
drill-title-strategy = Stratégie de base
drill-title-surrender-decisions = Abandon
drill-title-table-differences = Différences entre tables
drill-title-table-rules = Les règles de cette table
drill-title-true-count = Compte réel
