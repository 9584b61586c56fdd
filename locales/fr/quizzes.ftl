# Les mots des exercices de totaux, de la règle du croupier, des jeux permis, des paiements et de
# l'assurance : leurs questions et leurs pourquoi. Les valeurs arrivent déjà écrites en chiffres
# français.

quiz-cards-bust = { $cards } fait { $points }, plus de 21 : la main a sauté.
quiz-cards-total = { $cards } fait { $total }.
quiz-aces-as-one = { $aces ->
    [one] l'as compté 1
   *[other] chaque as compté 1
}
quiz-cards-soft = { $cards } : { $ones }, cela fait { $hard } ; 10 de plus font { $total }, encore sous 22, donc un as compte 11 : souple { $total }.
quiz-cards-hard = { $cards } : { $ones }, cela fait { $hard } ; 10 de plus feraient { $eleven }, plus de 21, donc la main est un { $total } dur.
quiz-two-card-natural = Un as et une carte de valeur dix comme deux premières cartes : blackjack.
quiz-hand-worth = Que vaut cette main ?
quiz-soft-or-hard = Souple ou dure, et quel total ?
quiz-step = { $cards } est { $value }
quiz-then = { $first }, puis { $next }
quiz-card-by-card = { $why } Carte après carte : { $steps }.

quiz-dealer-draws-16 = tire à 16 ou moins
quiz-dealer-stands-soft-17 = reste sur un 17 souple (un as compté 11 le rend souple)
quiz-dealer-hits-soft-17 = tire sur un 17 souple (un as compté 11 le rend souple)
quiz-dealer-stands-17 = reste sur tout total de 17 et plus
quiz-dealer-stands-hard-17 = reste sur un 17 dur et sur tout total de 18 et plus
quiz-table-stands-soft-17 = À cette table, le croupier reste sur 17 souple.
quiz-table-hits-soft-17 = À cette table, le croupier tire sur 17 souple.
quiz-enhc-second-card = Sans carte cachée, le croupier ne tire sa seconde carte qu'une fois que tous les joueurs ont fini.
quiz-enhc-before-players = Sans carte cachée : le croupier a une carte, et vous n'avez pas encore joué votre main. Prend-il sa seconde carte maintenant ?
quiz-enhc-after-players = Sans carte cachée : le croupier a une carte, et tous les joueurs ont maintenant fini. Prend-il sa seconde carte maintenant ?
quiz-enhc-now = { $why } Ce moment est venu : il la tire, puis joue selon sa règle.
quiz-dealer-only-draws = Le croupier ne double, ne sépare et n'abandonne jamais : il tire ou reste, selon sa règle, rien d'autre.
quiz-player-bust = sauté ({ $points })
quiz-dealer-rule = Le { $cards } du croupier fait { $total }. À cette table, il { $rule }, donc il { $draws ->
    [yes] tire
   *[no] reste
}. Votre { $player } n'y change rien : il suit la règle.
quiz-dealer-hit-or-stand = Vous restez sur { $player }. Le croupier tire-t-il ou reste-t-il ?

quiz-from-split = une main issue d'une séparation (le joueur tient { $hands } mains)
quiz-doubled-one-card = une main doublée qui a reçu sa carte
quiz-list = { $first }, { $next }
quiz-legal-moves = Quels jeux sont permis maintenant ?{ $context } (lettres : { $letters })
quiz-legal-moves-context = C'est { $what }.
quiz-allowed = Permis : { $legal }.
quiz-allowed-because = Permis : { $legal }. { $reasons }

quiz-ten-chance = { $tens }/{ $unseen } = { $percent }
quiz-insurance-value = Un jeton d'assurance gagne 2 sur chacun de ces { $tens } dix et perd 1 sur chacune des { $unseen } - { $tens } = { $others } autres cartes : (2 x { $tens } - { $others }) / { $unseen } = { $percent } de la mise d'assurance
quiz-insurance-wins = l'assurance vaut donc d'être prise
quiz-insurance-breaks-even = l'assurance est donc à égalité : la prendre et la refuser valent autant, et l'une comme l'autre réponse est juste
quiz-insurance-loses = l'assurance perd donc : refusez-la
quiz-insured-card-enhc = La prochaine carte du croupier, qu'il tire après votre jeu,
quiz-insured-card-hole = La carte sous son as
quiz-insure-why = Des { $shoe } cartes, { $tens_in_shoe } sont des dix ; { $seen } ont été vues, dont { $tens } dix : il reste { $tens_left } dix parmi les { $unseen } cartes que vous n'avez pas vues. { $card } est l'une d'elles : la probabilité que ce soit un dix est de { $chance }. { $value }, { $verdict }. L'assurance ne se paie qu'au-delà d'une chance sur trois.
quiz-insure = Vous misez { $bet } et le croupier montre un as. Vous assurer pour { $staked ->
    [one] { $staked } jeton
   *[other] { $staked } jetons
} ? ({ $yes } { $yes_word }, { $no } { $no_word })
quiz-insurance-stake-exactly = Vous misez { $bet } et le croupier montre un as. Combien vaut la mise d'assurance ?
quiz-insurance-stake-most = Vous misez { $bet } et le croupier montre un as. Combien pouvez-vous miser au plus sur l'assurance ?
quiz-insurance-stake-why = L'assurance est un pari annexe { $exactly ->
    [yes] d'exactement la moitié de la mise
   *[no] d'au plus la moitié de la mise
}, ici { $max } ; elle paie 2 pour 1 sur un blackjack du croupier.
quiz-insurance-back = Vous misez { $bet } et vous êtes assuré pour { $staked }. Le croupier a un blackjack. Combien de jetons vous reviennent de l'assurance, sa mise comprise ?
quiz-insurance-back-why = L'assurance paie 2 pour 1 et sa mise revient : { $won } gagnés plus les { $staked } misés, { $back } en tout.
quiz-insurance-win = Vous misez { $bet } et vous êtes assuré pour { $staked }. Le croupier a un blackjack. Combien de jetons l'assurance gagne-t-elle ?
quiz-insurance-win-why = L'assurance paie 2 pour 1 : { $staked } gagnent { $won }, et les { $staked } misés reviennent aussi.
quiz-insurance-net = Vous misez { $bet } et vous êtes assuré pour { $staked }. Le croupier a un blackjack. Quel est votre résultat net pour la donne, mise principale et assurance ensemble ?
quiz-insurance-net-why = La mise principale perd contre le blackjack ({ $main }) ; l'assurance gagne 2 pour 1 ({ $won }) ; ensemble { $net }.
quiz-insurance-21 = Vous misez { $bet } et vous êtes assuré pour { $staked }. La main du croupier finit { $cards } ({ $total }). Que rapporte net l'assurance ?
quiz-insurance-21-why = L'assurance ne paie que sur un blackjack du croupier, un as et un dix comme ses deux premières cartes. { $cards } n'en est pas un, donc les { $staked } sont perdus ; la mise principale se règle à part.
quiz-seen-count = Des { $shoe } cartes, { $total_tens } sont des dix ; { $seen } ont été vues, dont { $tens } dix : { $total_tens } - { $tens } = { $tens_left } dix parmi { $shoe } - { $seen } = { $unseen } cartes non vues, { $chance }.
quiz-seen = Depuis le mélange, { $seen } cartes des { $shoe } ont été vues, dont { $tens } de valeur dix (votre main et l'as compris).
quiz-chance-fraction = La question demande un pourcentage, donc un nombre seul est lu comme autant de pour cent : la probabilité est de { $percent }, soit { $share } en part de un.
quiz-chance = { $seen } Quelle est la probabilité, en pour cent, que l'autre carte du croupier soit un dix ?
quiz-worth-taking = elle vaut d'être prise
quiz-worth-break-even = à égalité : elle gagne et perd autant en moyenne
quiz-worth-not = elle ne vaut pas d'être prise
quiz-value-fraction = La question demande un pourcentage, donc un nombre seul est lu comme autant de pour cent : l'assurance vaut { $percent } de sa mise, soit { $share } en part de un.
quiz-value = { $seen } Que vaut l'assurance, en pour cent de sa mise (négatif quand elle perd en moyenne) ?
quiz-value-why = { $count } { $value }, { $verdict }.
quiz-seen-since = Vues depuis le mélange : { $seen } cartes sur { $shoe }, dont { $tens } dix
quiz-hole-card = (carte cachée { $card })
