# Les mots des exercices de comptage : le compte courant des coups distribués, le compte réel tiré
# d'un compte courant et du bac de défausse, un jeu décompté, les jeux d'un bac estimés, et les
# jeux d'indice. Les comptes, les jeux et les pourcentages arrivent déjà écrits à la française.

## Où le compte part, et ce qu'une question donne pour travailler.

count-fresh-shoe = { $decks ->
    [one] Un jeu neuf
   *[other] Un sabot neuf de { $decks } jeux
} : le compte { $system } part de { $start }.
count-so-far = Compte courant jusqu'ici : { $count }
count-given-running = Compte courant : { $count }
count-given-true = Compte réel : { $count } ({ $system })
count-given-ramp = Votre rampe : { $ramp }, une unité vaut { $unit } jetons
count-round = Coup { $number } ({ $players ->
    [one] 1 joueur
   *[other] { $players } joueurs
} et le croupier) :
count-round-rest = Coup { $number } ({ $players ->
    [one] 1 joueur
   *[other] { $players } joueurs
} et le croupier, ses autres cartes) :
count-gone-by = ({ $cards ->
    [one] { $cards } carte est passée
   *[other] { $cards } cartes sont passées
})
count-gone-by-rest = ({ $cards ->
    [one] { $cards } carte est passée
   *[other] { $cards } cartes sont passées
} ; la suite du coup vient ensuite)
count-picked-up = Coup { $number } ramassé { $gone }
count-missed-in-round = Manqué au coup { $number } :
count-tray-legend = Bac de défausse, mesuré contre le sabot de { $shoe } (█ un jeu, ▄ un demi-jeu) :
count-quarter-tray-legend = Bac de défausse, la boîte aussi haute que le sabot de { $shoe } (une rangée vaut un demi-jeu) :
count-tray-shown = (le bac a été montré { $seconds } s)
count-tray-label = bac de défausse contenant { $held } d'un sabot de { $shoe }
count-card-tray-label = un bac de défausse, mesuré contre le sabot de { $shoe }
count-tray-caption = Bac de défausse, mesuré contre le sabot de { $shoe }

## Des jeux avec leur nom : $size vaut `part` (moins d'un), `one`, `under-two` ou `other`.

count-decks = { $size ->
    [part] { $decks } de jeu
    [other] { $decks } jeux
   *[one] { $decks } jeu
}
# Les mots avec lesquels un nombre de jeux peut être tapé : `2,5 jeux`.
count-words-decks = jeux, jeu, de jeu

## Le compte courant.

count-running-prompt = Quel est le compte courant { $system } ?
count-running-prompt-goes-on = Le coup continue. Quel est maintenant le compte courant { $system } ?
count-steps = Valeurs { $system }, à partir de { $start } : { $steps }. Le compte courant est { $count }.
count-shuffled = Le sabot est mélangé après ce coup : le compte recommence.
count-trap-other-tag = Votre compte serait juste avec la carte { $card } comptée { $other } : sa valeur { $system } est { $tag }.
count-trap-left-out = Votre compte serait juste en oubliant la carte { $card } : sa valeur { $system } est { $tag }.
count-trap-not-carried = Votre compte est celui de ces cartes seules, à partir de { $initial } : le compte avant elles était { $start }.

## Un jeu décompté.

count-mode-one = une carte à la fois
count-mode-pairs = deux cartes à la fois
count-countdown-start-deck = { $cards } cartes d'un jeu mélangé, { $mode } : le compte { $system } part de { $start }.
count-countdown-start-shoe = { $cards } cartes du haut d'un sabot mélangé de { $decks } jeux, { $mode } : le compte { $system } part de { $start }.
count-countdown-prompt = Quel est le compte courant { $system } des { $shown } cartes ?
count-countdown-why-deck = Valeurs { $system }, à partir de { $start } : les { $shown } cartes montrées, un jeu mélangé moins { $held ->
    [one] { $held } carte jamais montrée
   *[other] { $held } cartes jamais montrées
}, font { $count }. Le compte après chaque rangée de { $row } cartes est affiché à côté d'elle ci-dessous.
count-countdown-why-shoe = Valeurs { $system }, à partir de { $start } : les { $shown } cartes montrées, le haut d'un sabot mélangé de { $decks } jeux, soit un jeu moins { $held ->
    [one] { $held } carte
   *[other] { $held } cartes
}, font { $count }. Le compte après chaque rangée de { $row } cartes est affiché à côté d'elle ci-dessous.
count-check-row = { $count } après les cartes { $which } : { $cards }

## Le compte réel : comment chaque règle le rend entier, avec deux exemples, puis en quelques mots.

count-rule-floor = arrondi vers le bas ({ $a } donne { $a_whole }, { $b } donne { $b_whole })
count-rule-truncate = sans sa partie décimale ({ $a } donne { $a_whole }, { $b } donne { $b_whole })
count-rule-round = arrondi au plus proche, les moitiés en s'éloignant de zéro ({ $a } donne { $a_whole }, { $b } donne { $b_whole })
count-rounded-floor = arrondi vers le bas
count-rounded-truncate = sans sa partie décimale
count-rounded-round = arrondi au plus proche
count-true-prompt = Quel est le compte réel ? ({ $system } : le compte courant divisé par les jeux restants, { $rule }.)
count-true-why = { $decks ->
    [one] { $decks } jeu
   *[other] { $decks } jeux
} moins { $tray } dans le bac laissent { $left } jeux. { $running } ÷ { $left } = { $exact }, { $rounded } : { $expected }.
count-trap-running-itself = { $running } est le compte courant lui-même : divisez-le par les { $left } jeux restants.
count-trap-tray-decks = C'est le compte courant divisé par les { $tray } jeux du bac, déjà distribués ; divisez par les { $left } qui restent.
count-trap-shoe-decks = C'est le compte courant divisé par les { $decks } jeux du sabot entier ; divisez par les { $left } qui restent.
count-trap-rounding = { $exact } { $other } donne { $other_whole } ; { $system } rend le compte entier autrement, { $rule } : { $expected }.

## Les jeux d'un bac de défausse.

count-tray-in-prompt = Combien de jeux y a-t-il dans le bac de défausse, au demi-jeu près ?
count-tray-left-prompt = Combien de jeux reste-t-il à distribuer du sabot de { $shoe }, au demi-jeu près ?
count-tray-in-why = Le bac contient { $held } ({ $cards } cartes), lu au demi-jeu près comme { $read } : une réponse de { $low } jusqu'à moins de { $high } se lit ainsi elle aussi.
count-tray-left-why = Le bac contient { $held } ({ $cards } cartes), lu au demi-jeu près comme { $read }, ce qui laisse { $left } du sabot de { $shoe } : une réponse au-dessus de { $low } et jusqu'à { $high } laisse elle aussi un bac lu ainsi.
count-tray-in-over = Le bac contient moins que ce que vous avez dit : { $held }.
count-tray-in-under = Le bac contient plus que ce que vous avez dit : { $held }.
count-tray-left-over = Il en reste plus que vous ne l'avez dit : le bac contient { $held }, donc { $left } { $size ->
    [under-two] reste
    [other] restent
   *[one] reste
}.
count-tray-left-under = Il en reste moins que vous ne l'avez dit : le bac contient { $held }, donc { $left } { $size ->
    [under-two] reste
    [other] restent
   *[one] reste
}.

## L'assurance selon son indice.

count-insurance-prompt = Le croupier montre un as. Prendre l'assurance ? ({ $yes } { $yes_word }, { $no } { $no_word })
count-insurance-declined = Vous l'avez refusée, comme le fait la stratégie de base ; à partir de { $index }, l'assurance rapporte.
count-insurance-taken = Vous l'avez prise, mais l'assurance ne rapporte qu'à partir de { $index } ; à { $tc }, elle perd encore.
count-insurance-why = L'assurance vaut la peine à partir d'un compte réel de { $index } (indice { $system } calculé pour cette table). À { $tc }, l'assurance vaut { $value } de sa mise.
count-insurance-why-even = L'assurance vaut la peine à partir d'un compte réel de { $index } (indice { $system } calculé pour cette table). À { $tc }, l'assurance vaut { $value } de sa mise : la prendre et la refuser valent autant.

## Les jeux d'indice : les comptes d'un jeu, les plages d'une main, et chaque mauvais jeu nommé.

count-counts-every = à tous les comptes
count-counts-up-to = jusqu'à { $to }
count-counts-from = à partir de { $from }
count-counts-at = à { $at }
count-counts-between = de { $from } à { $to }
count-counts-and = { $first } et { $next }
count-band = { $play } { $counts }
count-hand-pair = une paire
count-index-why = { $hand } contre { $up } : { $bands } (indices { $system } calculés pour cette table, chacun le plus petit compte auquel son jeu vaut au moins autant).{ $other } À { $tc }, les valeurs sont { $values } de la mise.
count-index-three-cards = Avec trois cartes ou plus, le même total se joue autrement : { $bands }.
count-index-two-cards = Avec ses deux premières cartes, le même total se joue autrement : { $bands }.
count-dev-missed = { $you_did }, le jeu de la stratégie de base (celle de cette table) ; à { $tc }, le compte fait { $play } : { $right }.
count-dev-past-band = { $you_did } : { $chosen } est le jeu { $counts }, donc à { $tc } le compte l'a dépassé ; { $right }.
count-dev-too-early = { $you_did } : { $chosen } est le jeu { $counts }, donc à { $tc } il ne vaut pas la peine ; { $right }.
count-dev-misplay-chart = { $you_did } : { $chosen } n'est le meilleur jeu à aucun compte réel de { $low } à { $high } ; { $play }, le jeu de la stratégie de base, est le meilleur à { $tc }.
count-dev-misplay-index = { $you_did } : { $chosen } n'est le meilleur jeu à aucun compte réel de { $low } à { $high } ; { $play }, le jeu d'indice, est le meilleur à { $tc }.

## Le meilleur décompte de l'apprenant pour un système et une façon de montrer les cartes, dit après un décompte juste.

count-best-time = { $per_card } s par carte ({ $total } s pour { $cards ->
    [one] { $cards } carte
   *[other] { $cards } cartes
})
count-best-standing = Votre meilleur temps, { $what } : { $time } ; celui-ci { $this } s par carte.
count-best-new = Un nouveau meilleur temps, { $what } : { $time } (il était de { $was } s par carte).
count-best-first = Votre premier meilleur temps, { $what } : { $time }.
