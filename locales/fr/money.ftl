# Les mots des exercices d'argent : blackjacks, paiements, la mise d'une rampe et les erreurs du
# croupier à attraper ; leurs questions, leurs pourquoi et les règlements qu'ils montrent. Les
# valeurs arrivent déjà écrites comme la langue écrit les nombres et les cartes.

money-you-bet = { $move ->
    [split] Vous avez misé { $bet } et séparé
    [doubled] Vous avez misé { $bet } et doublé
   *[none] Vous avez misé { $bet }
}{ $insured ->
    [0] .
   *[other] , assuré pour { $insured }.
}
money-neighbour-stands = Votre voisin reste.
money-dealer-shows = Le croupier montre { $card }.
money-dealer-has-natural = Le croupier a un blackjack.
money-dealer-busts = Le croupier saute avec { $points }.
money-dealer-stands-on = Le croupier s'arrête à { $total }.
money-dealer-draws-no-more = Le croupier a { $total } : sans plus aucune main contre laquelle jouer, il ne tire plus.
money-dealer-ends = Le croupier finit à { $total }.
money-holds-no-natural = a { $cards } et pas de blackjack
money-busts-with = saute avec { $points }
money-ends-on = finit à { $total }
money-list = { $first } ; { $next }

money-natural = Un as et une carte de valeur dix comme deux premières cartes d'une main qui n'a pas été séparée : un blackjack.
money-drawn-21 = { $cards } atteint 21 en { $count } cartes : un 21 ordinaire, pas un blackjack.
money-split-aces-21 = Cette main vient d'une séparation d'as : son as et son dix font un 21 ordinaire, pas un blackjack.
money-split-tens-21 = Cette main vient d'une séparation de dix : son dix et son as font un 21 ordinaire, pas un blackjack.
money-natural-or-21 = Blackjack, ou un 21 ordinaire ? (répondez `blackjack` ou `21`)
money-hand-wins = Vous avez misé { $bet } ; le croupier { $dealer }. Combien de jetons cette main gagne-t-elle ?
money-settled = Réglé : { $verdict } ({ $reason }), { $won } gagnés sur une mise de { $bet }.

money-ask-net = Quel est votre résultat net en jetons (+ gain, - perte) ?
money-ask-paid = Combien de jetons la banque vous paie-t-elle en gains ?
money-ask-returned = Combien de jetons de vos mises vous reviennent ?
money-entry = { $cards }, enjeu { $stake } : { $verdict } ({ $reason }), payé { $paid }, rendu { $returned }, net { $net }
money-in-all = en tout payé { $paid }, rendu { $returned }, net { $net }

money-ramp-ask = Combien misez-vous, en jetons, selon votre rampe ?
money-ramp-step = { $count } { $units } { $units ->
    [one] unité
   *[other] unités
}
money-ramp-below = sous le premier palier, c'est le sien : { $units }
money-ramp-applies = le palier de { $count } s'applique : { $units }
money-ramp-capped = , plafonné à { $most } de { $bet }
money-ramp-table-max = la mise maximale de la table
money-ramp-why = { $ramp } : { $steps }. À { $count }, { $which } { $units ->
    [one] unité
   *[other] unités
} × { $unit } jetons = { $chips }{ $capped }.
money-ramp-other-step = { $chips } est la mise à { $count }.
money-ramp-units = { $units } est le nombre d'unités ; une unité vaut { $unit } jetons.

money-error-split-21 = a payé comme un blackjack un 21 fait après une séparation
money-error-natural-even = a payé un blackjack 1 contre 1
money-error-bust-paid = a payé une main sautée parce qu'il a sauté lui aussi
money-error-soft-17 = a réglé contre un 17 souple sur lequel le croupier de cette table doit tirer
money-error-insurance-rate = a payé l'assurance 1 contre 1
money-error-enhc-kept = a rendu une mise doublée ou séparée que son blackjack sans carte cachée prend à cette table
money-wager-box-hand = Case { $box } main { $hand }
money-wager-hand = main { $hand }
money-wager-insurance = assurance
money-wager-on-box = votre mise sur la case { $box }
money-entry-settled = { $wager } : { $verdict }, payé { $paid }, { $returned } rendu ({ $net })
money-dealer-settles = Le croupier règle : { $entries }. Faute ? (f faute, Entrée ou ok pour accepter)
money-foul-soft-17 = Le croupier { $error }, { $stood } : en tirant encore, il prend { $drawn } et { $ends }. Selon la règle de la table : { $correct }. L'erreur est corrigée avant que les jetons ne bougent.
money-foul = Le croupier { $error }. Selon la règle de la table : { $correct }. L'erreur est corrigée avant que les jetons ne bougent.
money-no-foul = Le règlement suit la règle de la table : rien à corriger.
