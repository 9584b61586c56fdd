# `bjcoach indices` : les jeux d'indice d'un système de comptage à une table, et quand jouer, passer ou partir.
# Les comptes arrivent signés (+3) ; les chiffres écrits avec la virgule décimale.

indices-heading = Indices de { $system } pour { $table } ({ $rules })
indices-computed =
    Calculés par le solveur exact : pour chaque compte réel de { $low } à { $high }, le sabot à { $left } jeux restants sur { $decks }, dont les cartes se sont écartées du sabot plein en proportion de leurs valeurs de comptage. Le compte réel est le compte courant divisé par les jeux restants, puis { $rule ->
        [floor] arrondi vers le bas
        [truncate] arrondi vers zéro
       *[round] arrondi au plus proche
    }.
indices-convention =
    Un compte réel représente tous les comptes que la règle du système arrondit à lui ({ $rule ->
        [floor] arrondi vers le bas : +3 va de +3 à { $top }
        [truncate] décimales retirées : +3 va de +3 à { $top }
       *[round] arrondi au plus proche : +3 va de { $bottom } à { $top }
    }), résolus en leur milieu (+3 à { $middle }). Un indice est le plus petit compte réel entier où son jeu vaut au moins autant que l'autre, selon les valeurs à ce compte ; un compte plus bas, l'autre jeu vaut plus.
indices-how-to-read = Jouez le premier coup à l'indice et au-dessus, le second en dessous. Les indices valent pour les deux premières cartes d'une main ; là où un total dur de trois cartes ou plus en a un autre, il est donné sous la ligne. Gain : mises gagnées pour 100 donnes à mise fixe, pénétration de { $penetration }.
indices-column-rank = rang
indices-column-hand = main
indices-column-up = vis.
indices-column-index = indice
indices-column-play = coup
indices-column-values = valeurs à l'indice
indices-column-worth = gain
indices-insurance = assurance
indices-insure-play = assurer, sinon non
indices-insure-value = assurer { $value }
indices-play = { $above }, sinon { $below }
indices-three-cards = à trois cartes ou plus : { $index } ({ $above } dès { $index }, { $below } en dessous)
indices-note-surrender = abandonner vaut plus que les deux coups à { $index } : cet indice est pour une main qu'on n'abandonne pas
indices-top = Les { $shown } jeux d'indice qui valent le plus sur { $total }, dans l'ordre où les apprendre ; `--all` les donne tous, `--top N` les N premiers.
indices-every-round = Note : `{ $table }` mélange les cartes après chaque donne, donc le compte repart de 0 à chaque donne : seules les cartes de la donne elle-même le font bouger, et un indice loin de 0 est rarement atteint. Le gain ci-dessus vaut pour un sabot servi à { $penetration }, ce que cette table ne sert jamais. Il n'y a pas non plus de sabot où passer ou d'où partir : ni point d'entrée ni point de sortie.

## Les points d'entrée et de sortie d'un jeu à sabot.
entry-exit-how = Quand jouer, passer ou partir à un jeu à sabot ({ $system }, mises selon la rampe « { $ramp } ») : l'avantage du joueur à chaque compte réel est celui du solveur exact, chaque main jouée au mieux, dans le sabot que représente ce compte, à { $left } jeux restants sur { $decks } ; un nouveau sabot commence à { $new }.
entry-exit-units =
    { $units ->
        [one] { $units } unité
       *[other] { $units } unités
    }
entry-every-count = Entrée : jouez à chaque compte ; l'avantage est positif dès { $entry } ({ $edge }).
entry-from = Entrée : jouez dès un compte réel de { $entry }, où l'avantage devient positif : { $edge } à { $entry }, { $below_edge } à { $below }. L'échelle mise { $units } à { $entry }.
entry-none = Entrée : aucune ; l'avantage n'est positif à aucun compte résolu, aucune donne ne vaut d'être jouée.
exit-at = Sortie : quittez le sabot à un compte réel de { $exit } ou moins, où l'avantage ({ $edge } à { $exit }) est sous les { $new } d'un nouveau sabot : le reste de ce sabot vaut moins qu'un nouveau.
exit-none = Sortie : aucune ; l'avantage reste au moins aux { $new } d'un nouveau sabot à chaque compte résolu sous l'entrée.
entry-exit-between =
    { $span ->
        [one] À { $first }
       *[range] De { $first } à { $last }
    }, passez et regardez les donnes : leurs cartes comptent quand même, et le sabot peut monter jusqu'à l'entrée.
entry-exit-none-between = Aucun compte entre les deux : sous l'entrée, partez.
entry-exit-edges = Avantage par compte réel : { $edges }.
