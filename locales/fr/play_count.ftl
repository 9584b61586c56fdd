# Le jeu avec un comptage (`play --count SYSTÈME`) : le compte montré, les questions posées à la
# table à qui compte (la mise selon la rampe, les jeux d'indice, l'assurance selon son indice, les
# vérifications d'un compte caché, jouer, regarder ou partir), les refus d'une table qui ne les
# permet pas, et où est passé l'avantage. $tray_size et $left_size valent `part`, `one`,
# `under-two` ou `other`, comme pour count-decks.

## Le compte tel qu'il est montré avant une mise et une décision.

play-count-view = { $system } : compte courant { $running } ; { $tray } { $tray_size ->
    [part] de jeu
    [other] jeux
   *[one] jeu
} dans le bac, { $left } { $left_size ->
    [part] de jeu restant
    [other] jeux restants
   *[one] jeu restant
} ; compte réel { $true }

## Les questions.

play-count-bet-prompt = Votre mise, en jetons ?
play-count-chips-in-front = les jetons devant vous
play-count-check = Vérification du compte : quel est le compte courant { $system } ?
play-count-check-shoe-end = La dernière manche du sabot est finie : quel est le compte courant { $system } ?
play-count-trap-not-carried = Votre compte est celui des cartes depuis la dernière vérification seules, à partir de { $initial } : le compte était alors { $start }.
play-count-true-prompt = Et le compte réel ? ({ $system } : le compte courant divisé par les jeux restants.)
play-count-trap-from-wrong-running = C'est votre compte courant de { $answered } divisé par les { $left } jeux restants ; le compte courant était { $running }.
play-count-insurance-from = L'assurance vaut la peine à partir d'un compte réel de { $index } (indice { $system } calculé pour cette table)
play-count-insurance-never = Selon { $system }, l'assurance n'est jamais rentable à cette table dans les comptes calculés
play-count-insurance-why = { $rule }. Au compte réel de { $tc } montré, l'assurance vaut { $value } de sa mise : { $worth ->
    [yes] elle vaut la peine
   *[no] elle ne vaut pas la peine
}.

## Jouer, regarder ou partir, avant une manche d'un jeu au sabot.

play-count-sit-prompt = Avant la prochaine manche : jouer, regarder ou partir ? (p jouer, s sauter la manche et regarder, l laisser le sabot pour un neuf)
play-count-choice-play = jouer
play-count-choice-sit-out = regarder
play-count-choice-leave = partir
play-count-point-none = aucun
play-count-edge-unknown = inconnu
play-count-played-below-entry = Vous avez joué à un compte réel de { $tc }, sous le seuil d'entrée ({ $entry }) : l'avantage y est de { $edge }, une perte sur chaque jeton misé.
play-count-sat-out-above-entry = Vous avez regardé à un compte réel de { $tc }, au seuil d'entrée ({ $entry }) ou au-dessus : l'avantage y est de { $edge }, un gain laissé sur la table.
play-count-left-above-exit = Vous êtes parti à un compte réel de { $tc }, au-dessus du seuil de sortie ({ $exit }) : l'avantage y est de { $edge }, pas pire que les { $new_shoe } d'un sabot neuf.
play-count-stayed-below-exit = Vous êtes resté à un compte réel de { $tc }, au seuil de sortie ({ $exit }) ou en dessous : l'avantage y est de { $edge }, sous les { $new_shoe } d'un sabot neuf.
play-count-choice-why = À un compte réel de { $tc }{ $edge }, { $choice } : { $reason ->
    [play] au seuil d'entrée et au-dessus, l'avantage est positif
    [leave] au seuil de sortie et en dessous, un sabot neuf vaut plus que celui-ci
   *[sit-out] entre la sortie et l'entrée, regardez : les cartes comptent toujours
} ({ $system }, rampe « { $ramp } », { $entry }, { $exit }).
play-count-choice-edge = { " " }(avantage { $edge })
play-count-entry = entrée { $count }
play-count-no-entry = pas d'entrée
play-count-exit = sortie { $count }
play-count-no-exit = pas de sortie

## Les refus d'une séance de comptage.

play-count-unbalanced = { $system } est un comptage non équilibré, qui ne tient pas de compte réel : le jeu juge l'assurance au compte réel ; choisissez un système équilibré (hi-lo, hi-opt-i, omega-ii ou zen)
play-count-hidden-every-round = `{ $table }` mélange les cartes avant chaque manche : le compte repart de zéro à chaque manche et il n'y en a aucun à garder
play-count-wong-every-round = `{ $table }` mélange les cartes avant chaque manche : il n'y a pas de sabot à regarder ni à quitter
play-count-wong-seats = une manche regardée est distribuée aux autres joueurs : donnez 2 places ou plus
play-count-wong-boxes = regarder une manche se fait avec une seule case à vous, sans mise sur une autre
play-count-vary-no-seat = `{ $table }` n'a pas d'autre place où des joueurs peuvent aller et venir
play-count-vary-seats = un autre joueur est assis à la table dès le départ : donnez 2 places ou plus
play-count-vary-boxes = des places qui changent se jouent avec une seule case à vous, sans mise sur une autre
