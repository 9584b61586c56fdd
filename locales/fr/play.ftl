# Une partie : la place à la table, les questions d'une manche, une décision jugée, les
# règlements, les jetons de la manche et le bilan de la partie.

play-label-not-judged = Non jugé :
play-label-missed = Manqué :
play-settlement-called = une faute, signalée
play-settlement-right = le règlement est juste
play-settlement-went-through = l'erreur du croupier est passée
play-settlement-false-call = vous avez signalé une faute ; le règlement est juste
play-played-as-chosen = Joué comme vous l'avez choisi : { $move }.
play-cost = Coût : { $percent } de la mise, { $chips } jetons pour une mise de { $bet }
play-note-split = séparée
play-note-doubled = doublée, mise { $stake }
play-note-surrendered = abandonnée
play-wager-box = Case { $box } :
play-wager-box-hand = Case { $box } main { $hand } :
play-wager-hand = { $hand } :
play-wager-insurance = Assurance de { $stake } :
play-settled = { $verdict }, { $net } : { $reason }
play-list-and = { $most } et { $last }
play-chips = Jetons : { $chips } ({ $net })
play-others-seat = place { $seat } { $net } ({ $chips })
play-others = Les autres : { $seats }
play-bank-round = Banque : { $chips } ({ $net })
play-shoe-shuffled = La carte de coupe est sortie : les cartes sont mélangées pour la manche suivante.
play-shoe-backup = Le talon est épuisé : un jeu de réserve a été ouvert.
play-shoe-discards = Le talon est épuisé : les cartes jouées ont été mélangées en un nouveau talon.
play-own-boxes = Vous jouez les cases { $boxes }, chacune avec votre mise : { $in_play } cases sont en jeu.
play-sit = Vous êtes à la place { $seat } sur les { $seats } de la table.
play-sit-first = Vous êtes à la place { $seat } sur les { $seats } de la table, la première à jouer.
play-sit-last = Vous êtes à la place { $seat } sur les { $seats } de la table, la dernière à jouer avant le croupier.
play-seats-vary = Entre les manches, d'autres joueurs peuvent partir, et de nouveaux s'asseoir aux places libres (jamais la vôtre) : les mains distribuées changent d'une manche à l'autre.
play-others-play = { $count ->
    [one] La place { $seats } joue { $how } et mise { $bet } à chaque manche ; chaque place reçoit ses cartes à son tour, du même sabot.
   *[other] Les places { $seats } jouent { $how } et misent { $bet } à chaque manche ; chaque place reçoit ses cartes à son tour, du même sabot.
}
play-seat-leaves = Le joueur de la place { $seat } quitte la table.
play-seat-sits-down = Un joueur s'assoit à la place { $seat }.
play-length = { $rounds ->
    [one] 1 manche avec { $chips } jetons
   *[other] { $rounds } manches avec { $chips } jetons
}
play-length-open = autant de manches que vous voulez avec { $chips } jetons (q pour arrêter)
play-out-of-chips = { " " }(plus de jetons)
play-stopped-early = { " " }(arrêtée avant la fin ; une manche inachevée ne compte pas)
play-played = { $played ->
    [one] { $of ->
        [0] { $played } manche jouée{ $why }
       *[other] { $played } manche jouée sur { $of }{ $why }
    }
   *[other] { $of ->
        [0] { $played } manches jouées{ $why }
       *[other] { $played } manches jouées sur { $of }{ $why }
    }
}
play-played-sat-out = { $played ->
    [one] { $of ->
        [0] { $played } manche jouée, { $out } passée(s){ $why }
       *[other] { $played } manche jouée sur { $of }, { $out } passée(s){ $why }
    }
   *[other] { $of ->
        [0] { $played } manches jouées, { $out } passée(s){ $why }
       *[other] { $played } manches jouées sur { $of }, { $out } passée(s){ $why }
    }
}
play-seat = place { $seat }
play-seat-you = place { $seat } (vous)
play-result-share = Résultat : { $words }
play-share-words = vous partagez la victoire, selon la règle de cette table : { $winners }
play-win-words = vous gagnez la partie, selon la règle de cette table
play-result-not-alone = Résultat : pas de victoire : la règle de cette table demande plus de jetons qu'au départ
play-result-not = Résultat : pas de victoire : selon la règle de cette table, le plus de jetons l'emporte, et { $winners } en avait davantage
play-standings = Classement : { $seats }
play-bank = Banque : { $chips } jetons
play-bank-notional = Banque : { $chips } jetons, dont { $notional } jetons fictifs ajoutés quand elle ne pouvait pas couvrir une manche
play-chips-session = Jetons : { $start } → { $end } ({ $net })
play-decisions = Décisions : { $right ->
    [one] { $right } juste
   *[other] { $right } justes
} sur { $decisions }
play-calls = Règlements du croupier : { $right } bien jugés sur { $calls } ; { $caught ->
    [one] 1 erreur repérée
   *[other] { $caught } erreurs repérées
}, { $missed } manquées, { $false ->
    [one] 1 faute signalée à tort
   *[other] { $false } fautes signalées à tort
}
play-box-bet = Votre mise sur la case { $seat } : { $stake } jetons en { $rounds ->
    [one] 1 manche
   *[other] { $rounds } manches
}, { $net } ; décisions de la place { $seat } sur elle : { $as_chart } sur { $decisions } comme la table de stratégie, { $chips } jetons par rapport à elle
play-value-lost = Valeur perdue : { $percent } d'une mise, { $chips } jetons à vos mises
play-value-lost-calls = Valeur perdue : { $percent } d'une mise, { $chips } jetons à vos mises, { $calls ->
    [one] 1 décision serrée
   *[other] { $calls } décisions serrées
}
play-costliest = Erreur la plus coûteuse : manche { $round }, { $situation } : vous avez dit { $answer } ; la réponse est { $expected } ({ $percent } de la mise, { $chips } jetons)

# La table telle que le terminal la montre pendant une manche.
play-dealer-checks = Le croupier regarde sous son { $up } : pas de blackjack, on continue.
play-round = Manche { $round }
play-round-of = Manche { $round } sur { $of }
play-chips-now = jetons { $chips }
play-bet-now = mise { $bet }
play-seat-now = place { $seat }
play-watching = vous passez et regardez
play-on-box = { $stake } sur la case { $box }
play-enter-bet = (Entrée : mise { $bet })
play-notional = { $chips ->
    [one] La banque ne peut pas couvrir cette manche : 1 jeton fictif est ajouté avant la donne.
   *[other] La banque ne peut pas couvrir cette manche : { $chips } jetons fictifs sont ajoutés avant la donne.
}
play-seat-hands = Place { $seat } :
play-your-box = Votre case { $box } :
play-to-play = ← à jouer
play-your-stake-on-box = Vos { $stake } sur la case { $box } :
play-holder-as-chart = La place { $seat } a joué la main de votre mise comme la table de stratégie ({ $plays }) : rien de perdu sur elle.
play-holder-played = La place { $seat } a joué { $played } avec { $cards } contre { $up } ; la table de stratégie joue { $chart } : { $played_value } contre { $chart_value }, { $chips } jetons sur votre mise de { $stake }.
play-label-goal = But :

# La table dans le navigateur.
play-web-seat-you = Place { $seat } (vous) · mise { $bet }
play-web-seat-you-out = Place { $seat } (vous) · passe
play-web-seat = Place { $seat } · mise { $bet }
play-web-seat-out = Place { $seat } · passe
play-web-you = Vous · mise { $bet }
play-web-in-turn = joue à son tour
play-web-chips = Jetons { $chips } · mise { $bet }

# Jouer dans le navigateur : la page qui lance une partie, et les mots de la partie.
play-page-title = Jouer à { $table }
play-page-intro = Des manches entières distribuées du sabot de la table : chacune de vos décisions est jugée selon la table de stratégie, puis jouée comme vous l'avez choisie, et enregistrée avec vos progrès.
play-page-rounds = Manches
play-page-until-you-stop = jusqu'à ce que vous arrêtiez
play-page-chips = Jetons
play-page-seats = Joueurs à la table, vous compris
play-page-boxes = Vos cases
play-page-count = Comptage
play-page-no-count = sans comptage
play-page-hidden = Cacher le compte, et le vérifier de temps en temps
play-page-wong = Avant chaque manche : jouer, passer ou partir (avec d'autres joueurs)
play-page-seats-vary = Des joueurs vont et viennent (avec d'autres joueurs)
play-page-pace = Rythme du croupier
play-page-pace-unit = secondes par carte
play-page-sit-down = S'asseoir
play-page-how = Les autres joueurs misent { $bet } à chaque manche et suivent la table de stratégie ; vous êtes à la dernière place, la dernière à jouer avant le croupier. Avec un comptage équilibré, chaque mise, chaque décision et l'assurance sont jugées au compte réel des cartes montrées : selon la rampe (écart 1-8), les indices de la table et l'indice d'assurance. Le compte est montré avant chaque décision, ou caché et demandé de temps en temps. Là où des joueurs vont et viennent, l'un peut partir entre deux manches ou s'asseoir à une place libre, même après la vôtre. Au rythme du croupier, les cartes des autres places, la carte cachée et les tirages du croupier tombent une à une, à autant de secondes d'intervalle.
play-page-bet = Miser
play-page-stop = Arrêter
play-page-foul = Faute
play-page-accept = Accepter
play-page-count-label = Le compte
play-page-count-example = +3 ou -2
play-page-bet-label = Votre mise, en jetons
play-page-insure = S'assurer
play-page-another = Une autre partie

# La mise demandée avant une manche.
play-your-bet = Votre mise ? ({ $range } ; { $enter })
play-your-bet-boxes = Votre mise sur chacune de vos { $boxes } cases ? ({ $range } ; { $enter })
play-bet-only = { $min } jetons
play-bet-range = de { $min } à { $max } jetons par paliers de { $step }
play-enter-again = Entrée remise { $bet }, q pour arrêter
play-enter = Entrée mise { $bet }, q pour arrêter
play-enter-smallest = Entrée mise { $bet }, la plus petite, q pour arrêter
play-not-a-bet = { $typed } n'est pas une mise : une mise est un nombre entier de jetons, { $accepted }
play-bet-refused = une mise de { $bet } est refusée : { $why }
play-bet-refused-accepted = { $words }. Acceptées : { $accepted }
play-unjudged = Aucune case de la table de stratégie ne couvre cette main : le choix est le vôtre et n'est pas jugé.

# How the other seats play.
play-others-chart = selon la table de stratégie
play-others-as-you = comme vous

# L'assurance à la table, sans comptage.
play-insure-prompt = { $chips ->
    [one] Le croupier montre un As. Vous assurer pour 1 jeton ? (o oui, n non)
   *[other] Le croupier montre un As. Vous assurer pour { $chips } jetons ? (o oui, n non)
}
play-insurance-why-worth = Sans comptage, la stratégie de base juge d'après le sabot plein moins les cartes devant vous : votre main et son As laissent { $tens } dix parmi { $unseen } cartes. { $card } en fait partie : un dix { $chance } du temps. { $value } : elle vaut la peine d'être prise. L'assurance n'est rentable qu'au-delà d'une chance sur trois.
play-insurance-why-not = Sans comptage, la stratégie de base juge d'après le sabot plein moins les cartes devant vous : votre main et son As laissent { $tens } dix parmi { $unseen } cartes. { $card } en fait partie : un dix { $chance } du temps. { $value } : elle ne vaut pas la peine d'être prise. L'assurance n'est rentable qu'au-delà d'une chance sur trois.
play-even-money-prompt = Prendre la paire égale ? (o oui, n non)
play-even-money-why = La paire égale est une assurance sur un blackjack : la moitié de votre mise assurée, ce qui revient à vos { $bet } payés 1 contre 1 tout de suite, quoi que tienne le croupier, au lieu de 3 pour 2 quand il n'a pas de blackjack. Elle est jugée comme l'assurance. { $insurance }

# Un coup que la table refuse à une décision.
play-move-refused = { $move } n'est pas permis ici : { $why }. Permis : { $allowed }
play-accepted = formes acceptées : { $allowed }

# Le rythme d'une partie.
play-tempo = Rythme : { $per_hour } manches à l'heure, { $per_second } cartes par seconde ({ $rounds ->
    [one] 1 manche
   *[other] { $rounds } manches
}, { $cards ->
    [one] 1 carte
   *[other] { $cards } cartes
} en { $time }, de la première donne au dernier règlement)

# Un signalement d'un règlement qui ne peut pas être lu.
play-not-a-call = `{ $typed }` n'est pas un signalement : f (ou faute) signale une faute, Entrée (ou ok) accepte

# Les refus du formulaire qui lance une partie dans le navigateur : le champ refusé, puis pourquoi.
play-form-refused = { $field } : { $why }
play-form-table = Table
play-form-seats = Joueurs à la table
play-form-hidden = Cacher le compte
play-form-wong = Jouer, passer ou partir
play-form-vary = Des joueurs vont et viennent
play-form-not-preset = `{ $name }` n'est pas une table prédéfinie
play-form-no-system-hidden = choisissez un système de comptage avec lequel tenir le compte
play-form-no-system-wong = choisissez un système de comptage : le choix se juge au compte réel
play-form-no-system-vary = choisissez un système de comptage : les cartes à compter changent quand des joueurs vont et viennent
play-form-no-system-pace = choisissez un système de comptage : les cartes tombent à un rythme pour être comptées
play-form-no-such-system = il n'existe pas de système de comptage nommé `{ $name }` ; les systèmes sont : { $known }

# Comment une partie compte, après son but.
play-goal-counting = Comptage avec { $system }{ $hidden }{ $wong }{ $vary }{ $pace }.
play-goal-hidden = , le compte caché
play-goal-wong = , en choisissant avant chaque manche de jouer, passer ou partir
play-goal-vary = , des joueurs allant et venant
play-goal-pace = , le croupier distribuant une carte toutes les { $seconds } s

# Le lancement d'une partie refusé par les limites de la table.
play-check-no-round = jouez au moins une manche
play-check-seats = { $seats } places demandées : `{ $table }` accueille de 1 à { $most } joueurs
play-check-seat = la place { $seat } n'est pas à la table : avec { $seats ->
    [one] 1 place occupée
   *[other] { $seats } places occupées
}, choisissez une place de 1 à { $seats } ou occupez-en davantage avec --seats
play-check-chips = { $chips } jetons, c'est trop : une cave est d'au plus { $most } jetons
play-check-bet-too-large = une mise de { $bet } est trop forte : une mise est d'au plus { $most } jetons
play-check-bet-refused = une mise de { $bet } avec { $chips } jetons est refusée ici : { $why }
play-check-half-chips = une mise de { $bet } laisserait un paiement en demi-jetons ; misez un multiple de { $step }
play-check-no-box = jouez au moins une case
play-check-boxes = { $boxes } cases pour vous sont refusées à `{ $table }` : { $why }
play-check-bet-on-box = une mise sur la case { $box } est refusée à `{ $table }` : { $why }
play-error-engine = le moteur de la manche a refusé un coup qu'il avait permis : { $detail }
play-error-nothing-asked = aucune question n'attend de réponse


# Une mise, ou une case, que la table refuse.
bet-refused-minimum = la mise minimale à cette table est de { $min } jetons
bet-refused-maximum = la mise maximale à cette table est de { $max } jetons
bet-refused-unit = les mises se font par unités de { $unit } jetons
bet-refused-fixed = chaque main mise exactement { $fixed } jetons à cette table
bet-refused-half-chip = une mise de { $bet } demanderait un demi-jeton pour payer un blackjack à { $ratio } ou s'assurer pour la moitié ; misez un multiple de { $even }
bet-refused-chips = vous n'avez que { $chips } jetons
box-refused-own-only = à cette table, chacun mise sur sa propre case : aucune mise sur la case d'un autre joueur
box-refused-one-each = à cette table, chaque joueur joue une seule case : une case libre ne peut pas être prise en plus
box-refused-own = la case { $box } est la vôtre : sa mise est celle que vous y placez
box-refused-no-player = personne ne joue la case { $box } : une mise va sur une case jouée ({ $boxes ->
    [one] 1 l'est
   *[other] { $boxes } le sont
})
box-refused-maximum = les mises d'une case restent dans le maximum de la case, { $max } jetons ; { $on_box } { $on_box ->
    [one] y est
   *[other] y sont
} déjà sur la case { $box }
box-refused-full = une case prend au plus { $most } mises à cette table, celle de son titulaire comprise ; la case { $box } les a toutes
box-refused-not-covered = une mise de { $bet } sur chacune de vos { $boxes } cases demande { $need } jetons ; vous en avez { $have }
box-refused-too-many = { $asked } cases demandées : la table en a { $seats }
# Où une mise lue d'un script l'a été (un fichier ou l'entrée standard, et sa ligne), puis pourquoi elle est refusée.
play-refused-bet-at = { $at } : { $why }
