# `bjcoach simulate` : beaucoup de donnes jouées d'une façon de jouer, ou par un compteur, et ce qu'elles rapportent.
# Les chiffres arrivent écrits avec la virgule décimale ; $n est un nombre avant son signe pour cent.

sim-percent = { $n } %
sim-title = Simulation
sim-heading = { $title } à { $table } — { $rounds } donnes chacune, graine { $seed }{ $shoe }
sim-fresh-shoe = , un sabot neuf à chaque donne
sim-reshuffle = , selon la règle de mélange de la table
sim-column-player = joueur
sim-column-return = retour %
sim-column-ci = ± 95 %
sim-column-sd = é.-t.
sim-column-bj = BJ
sim-column-dbl = dbl
sim-column-spl = sép
sim-column-bust = sauté
sim-note = Le retour est par mise initiale ; négatif, la maison gagne. { $columns } { $speed }
sim-columns-wide = é.-t. : écart-type d'une donne, en mises ; BJ, dbl, sép, sauté : blackjacks, doubles, séparations et mains sautées pour 100 donnes.
sim-columns-narrow = BJ, dbl, sép : blackjacks, doubles et séparations pour 100 donnes.
sim-speed =
    { $threads ->
        [one] { $millions } M de donnes par seconde sur { $threads } fil.
       *[other] { $millions } M de donnes par seconde sur { $threads } fils.
    }
sim-difference = { $player } face à { $against }, avec les mêmes cartes : { $difference } % ± { $ci } de chaque mise, { $chips } ± { $chips_ci } jetons pour 100 donnes à une mise de { $bet }.
sim-stopped = arrêté par Ctrl-C : les chiffres ci-dessous sont ceux des { $rounds } donnes jouées jusqu'ici

## `bjcoach simulate --count`.
count-sim-title = Comptage
count-sim-heading = { $title } à { $table } — { $system }, { $ramp } ({ $low }-{ $high } unités), pénétration de { $penetration }
count-sim-rounds = { $rounds } donnes, graine { $seed }
count-sim-advantage = avantage du joueur
count-sim-advantage-value = { $value } ± { $ci } (95 %)
count-sim-off-the-top = en haut du sabot
count-sim-off-the-top-value = { $value } (celui de la table de stratégie, mise fixe, selon le solveur)
count-sim-deviations = apport des indices
count-sim-deviations-value = { $value } ± { $ci } (la table de stratégie seule : { $chart } ± { $chart_ci })
count-sim-average-bet = mise moyenne
count-sim-average-bet-value = { $units } unités (1 unité = { $chips } jetons)
count-sim-deviation = écart-type
count-sim-deviation-value = { $units } unités par donne
count-sim-win = gain pour 100 donnes
count-sim-win-value = { $units } unités ± { $ci }, { $chips } jetons
count-sim-ruin = risque de ruine
count-sim-ruin-value = { $risk } pour { $chips } jetons ({ $units } unités)
count-sim-ruin-below = moins de { $least }
count-sim-by-count =
    { $balanced ->
        [yes] Selon le compte réel au début de la donne ({ $share } des donnes ou plus) :
       *[no] Selon le compte courant au début de la donne ({ $share } des donnes ou plus) :
    }
count-sim-column-count = compte
count-sim-column-rounds = donnes
count-sim-column-advantage = avantage
count-sim-count-up = { $count } et plus
count-sim-count-down = { $count } et moins
count-sim-plays-indices = la table de stratégie avec les { $plays } jeux d'indice calculés pour cette table (mains de deux cartes et abandon){ $insurance }
count-sim-insurance-from = , assurance dès { $index }
count-sim-plays-chart = la table de stratégie seule, sans jamais s'assurer
count-sim-true-count = le compte réel est le compte courant divisé par les jeux restants (les cartes restantes / 52, exactement), rendu entier { $rule ->
        [floor] en arrondissant vers le bas
        [truncate] en retirant sa partie décimale
       *[round] en arrondissant au plus proche
    } (la règle de { $system })
count-sim-running-count = le compte courant part de { $start } et se joue tel quel (les paliers de l'échelle sont des comptes courants)
count-sim-follow-all = la mise, chaque coup et l'assurance suivent
count-sim-follow-bet = la mise suit
count-sim-how = Méthode : le compte courant couvre chaque carte servie depuis le mélange ; { $count } ; { $follow } le compte au début de la donne. Coups : { $plays }. L'avantage est le gain rapporté au montant misé au départ.
count-sim-ruin-how = Risque de ruine par l'approximation de diffusion { $formula }, où mu et sigma sont le gain et son écart-type par donne et B la bourse, en unités ; le jeu continue sans fin.
count-sim-unbalanced = { $system } est un compte non équilibré : il mise selon son compte courant et joue la table de stratégie (les jeux d'indice se calculent pour les comptes équilibrés)
