# Les chiffres du solveur exact en mots : `bjcoach edge`, `ev` et `solve`.
# Les nombres arrivent écrits ($edge, $value, $gap), avec la virgule décimale.

solver-natural-peek = les valeurs supposent que le croupier a vérifié et n'a pas de blackjack
solver-natural-enhc = sans carte cachée, les valeurs comptent le blackjack du croupier, qui peut prendre doubles et séparations comme le dit la table

## `bjcoach edge`.
edge-house =
    { $wins ->
        [house] Avantage de la maison en jouant la table de stratégie : { $edge } % de la mise initiale (la maison gagne à la longue).
       *[player] Avantage de la maison en jouant la table de stratégie : { $edge } % de la mise initiale (le joueur gagne à la longue).
    }
edge-own-cards = En jouant chaque main selon ses deux cartes plutôt que selon son total : { $edge } %.
edge-dealer-heading = Comment finit le croupier, selon sa carte visible, en haut du sabot (en pourcentage) :
edge-column-up = vis.
edge-column-bust = sauté
edge-column-blackjack = blackjack
edge-insurance = L'assurance en haut du sabot : { $value } par unité assurée ({ $percent } %) ; elle ne rapporte que lorsque plus d'un tiers des cartes restantes valent dix.
edge-natural-peek = Les valeurs de la table supposent que le croupier a vérifié et n'a pas de blackjack ; l'avantage de la maison le compte.
edge-natural-enhc = Sans carte cachée, les valeurs de la table et l'avantage de la maison comptent le blackjack du croupier.

## `bjcoach ev`.
ev-hand-heading = { $hand } ({ $value }) contre { $up } à `{ $table }` : { $note }.
ev-best-mark = meilleur
ev-behind-best = ({ $gap } par rapport au meilleur)
ev-not-allowed = interdit
ev-not-allowed-three-cards = interdit à trois cartes ou plus
ev-best = Le meilleur : { $action } ({ $value } de la mise initiale).
ev-best-next = Le meilleur : { $action } ({ $value } de la mise initiale) ; ensuite : { $next }, { $gap } points de moins.
ev-best-by = Le meilleur : { $action }, de { $gap } % de la mise initiale.
ev-chart-cell =
    La case { $kind ->
        [hard] dur
        [soft] souple
       *[pair] paire
    } { $player } contre { $up } de la table de stratégie dit { $action } (valeurs moyennes sur les mains de la case).
ev-chart-row =
    { $soft ->
        [yes] La ligne de la table de stratégie pour souple { $total } à trois cartes ou plus contre { $up } dit { $action } (valeurs moyennes sur les mains de la ligne){ $other }.
       *[no] La ligne de la table de stratégie pour dur { $total } à trois cartes ou plus contre { $up } dit { $action } (valeurs moyennes sur les mains de la ligne){ $other }.
    }
ev-chart-row-other = ; les cartes mêmes de cette main demandent l'autre coup
ev-removed-best = Avec ces cartes sorties, le meilleur coup est { $action }, pas celui de la table : un coup qui dépend des cartes vues.
ev-all-heading = Chaque main de deux cartes à `{ $table }` ({ $note }), en pourcentage de la mise initiale :
ev-column-hand = main
ev-column-up = vis.
ev-column-best = meilleur
ev-removed =
    { $n ->
        [one] Avec { $n } carte sortie du sabot ({ $cards }) : il en reste { $left }.
       *[other] Avec { $n } cartes sorties du sabot ({ $cards }) : il en reste { $left }.
    }

## `bjcoach solve -o CHEMIN`.
solve-wrote = Table de stratégie de `{ $table }` écrite dans { $path } (avantage de la maison { $edge } %).
