# Les mots d'une question de stratégie et d'une réponse jugée : la question, le pourquoi, la
# comparaison des jeux, les étiquettes du verdict. Les valeurs arrivent déjà écrites en chiffres
# français.

drill-up-ten = dix
drill-up-ace = As
drill-list-run = { $from } à { $to }
drill-list-and = { $most } et { $last }
drill-row-hard = dur { $player }
drill-row-soft = souple { $player }
drill-row-hard-3 = dur { $player } de trois cartes ou plus
drill-row-soft-3 = souple { $player } de trois cartes ou plus
drill-chart-row-hard-3 = dur { $player }, 3 cartes et +
drill-chart-row-soft-3 = souple { $player }, 3 cartes et +
drill-rule-every = { $action } contre toute carte
drill-rule-against = { $action } contre { $ups }
drill-rule = { $row } : { $parts }
drill-value = { $action } { $value }
drill-values = Valeurs : { $values } de la mise.
drill-values-own = Valeurs de ces cartes-ci ({ $cards }), tirées d'un sabot plein moins elles et la carte visible : { $values } de la mise.
drill-margin-same = { $best } et { $second } valent autant au dixième de pour cent près : l'un comme l'autre est juste.
drill-margin = { $best } l'emporte sur { $second } de { $gap } de la mise.
drill-margin-close = { $best } l'emporte sur { $second } de { $gap } de la mise, un coup serré.
drill-bust = Avec un { $up } visible, le croupier saute { $chance } du temps ici, du haut d'un sabot plein.
drill-bust-checked = Avec un { $up } visible, le croupier saute { $chance } du temps ici, du haut d'un sabot plein, une fois qu'il a vérifié et n'a pas de blackjack.
drill-fallback = Le premier jeu de la table de stratégie, { $first }, n'est pas permis ici : son choix suivant s'applique, { $then }.
drill-own-cards = Le jeu de la rangée, { $row }, est juste pour l'ensemble des mains de ce total ; ces cartes-ci demandent { $own }.
drill-elsewhere = À { $table }, le jeu est { $play }.
drill-at-table = À { $table } : { $text }
drill-your-play = Votre jeu ? ({ $moves })
drill-no-chart = Aucune case de la table de stratégie ne convient à cet exercice à cette table.
drill-refused = { $move } : { $rule }.

drill-you-did-hit = Vous avez tiré
drill-you-did-stand = Vous êtes resté
drill-you-did-double = Vous avez doublé
drill-you-did-split = Vous avez séparé
drill-you-did-surrender = Vous avez abandonné
drill-doing-hit = Tirer
drill-doing-stand = Rester
drill-doing-double = Doubler
drill-doing-split = Séparer
drill-doing-surrender = Abandonner
drill-comparison = { $you_did } : { $mine }. { $doing_best } : { $theirs }. { $doing_mine } coûte { $gap } de la mise.
drill-comparison-chips = { $you_did } : { $mine }. { $doing_best } : { $theirs }. { $doing_mine } coûte { $gap } de la mise, { $chips } jetons pour une mise de { $bet }.
drill-tie = { $you_did }, ce qui vaut autant que { $doing_best } ici : { $value } de la mise dans les deux cas
drill-close-call = vous avez dit { $given } ; { $better } vaut { $gain } de la mise de plus
drill-less-than = moins de { $gain }
drill-the-answer-is = la réponse est { $answer }
drill-you-said = vous avez dit { $given } ; la réponse est { $answer }
drill-said-right = vous avez dit { $given }, ce qui est juste{ $time } : c'est compté comme une erreur
drill-time = ({ $taken })
drill-time-over = ({ $taken }, au-delà des { $allowed } permises)
drill-cost = Coût : { $cost } de la mise
drill-streak = série { $streak }

drill-label-right = Juste :
drill-label-right-hinted = Juste, avec la rangée de la table de stratégie :
drill-label-too-slow = Trop lent :
drill-label-not-understood = Pas compris :
drill-label-counted-wrong = Compté faux :
drill-label-close-call = Coup serré :
drill-label-wrong = Faux :
drill-label-rule-of-thumb = Règle pratique :
drill-label-mistake = Erreur :
drill-label-chart = Stratégie :
drill-label-why = Pourquoi :

# Une séance telle que le terminal la montre : le numéro de la question, les mains, le score, le bilan.
drill-chart-row = { $name } : { $cells }
drill-versus = { $hand } contre { $up }
drill-numbering = Question { $n } sur { $of }
drill-numbering-again = Question { $n } sur { $of }, une fois de plus
drill-score = score { $right }/{ $answered }
drill-score-again = score { $right }/{ $answered } · une fois de plus { $again_right }/{ $again_answered }
drill-to-answer = { $allowed } pour répondre
drill-compared-with = Comparée à : { $table }
drill-dealer = Croupier :
drill-you = Vous :
drill-hand-you = Vous
drill-hand-numbered = Main { $n }
hand-total-bust = sauté à { $total }
drill-note-from-split = issue d'une séparation
drill-note-doubled = doublée
drill-note-stake = mise { $stake }
drill-note-split = séparée
drill-note-surrendered = abandonnée
drill-note-seat-holds = le joueur tient { $hands } mains
drill-your-answer = Votre réponse :
drill-once-more-one = Une fois de plus, celle que vous avez manquée, la même question
drill-once-more-many = Une fois de plus, les { $count } que vous avez manquées, les mêmes questions
drill-label-summary = Bilan :
drill-label-once-more = Une fois de plus :
drill-label-hinted = Avec l'aide :
drill-label-timed = Chronométré :
drill-label-other-misses = Autres erreurs :
drill-label-value-lost = Valeur perdue :
drill-label-missed = Manquées :
drill-label-mistakes = Erreurs :
drill-summary-nothing = aucune question n'a eu de réponse, il n'y a donc rien à résumer.
drill-summary = { $right }/{ $answered } justes ({ $percent }) · temps médian { $median }
drill-stopped-after = { $answered ->
    [one] (arrêtée après { $answered } réponse)
   *[other] (arrêtée après { $answered } réponses)
}
drill-once-more-stopped = la séance s'est arrêtée avant la première des { $asked } manquées
drill-once-more-result = { $right } sur { $answered } justes
drill-once-more-left = (il en restait { $left } à l'arrêt de la séance)
drill-hinted = { $count ->
    [one] { $count } réponse donnée après que `?` a montré la rangée de la table de stratégie ; juste, elle compte comme juste
   *[other] { $count } réponses données après que `?` a montré la rangée de la table de stratégie ; juste, chacune compte comme juste
}
drill-timed = { $allowed } permises pour chaque réponse · meilleure série : { $best } justes à temps
drill-mistakes-none = aucune
drill-unreadable = { $count ->
    [one] { $count } réponse illisible, comptée comme une erreur
   *[other] { $count } réponses illisibles, chacune comptée comme une erreur
}
drill-unnamed = { $count ->
    [one] { $count } réponse fausse qu'aucune erreur du catalogue n'explique
   *[other] { $count } réponses fausses qu'aucune erreur du catalogue n'explique
}
drill-value-lost = { $count ->
    [one] { $value } d'une mise ({ $count } coup serré)
   *[other] { $value } d'une mise ({ $count } coups serrés)
}
drill-missed = { $situation } : vous avez dit { $given } ; la réponse est { $answer } ({ $name })
drill-missed-again = (une fois de plus)
drill-missed-nothing = rien
drill-missed-not-understood = pas compris
drill-missed-close-call = coup serré
drill-missed-unnamed = aucune erreur du catalogue
drill-replay = Rejouez cette séance avec --seed { $seed }.

# Ce qu'une séance a changé, et les étapes du parcours par leur nom.
change-what-changed = Ce qui a changé :
change-leak = Fuite à { $table } : { $was } → { $is } de chaque mise ({ $trend })
change-mastered = Maîtrisée : { $stage }
change-opened = Ouverte : { $stage }
change-no-stage = Aucune étape du parcours n'a encore changé
change-trend-smaller = moindre
change-trend-larger = plus grande
change-trend-unchanged = inchangée
change-see-stats = (voir `bjcoach stats`)
change-no-stage-see = { $words } ; `bjcoach stats` dit où vous en êtes.
stage-count-hands = Compter les mains
stage-spot-soft-hands = Repérer les mains souples
stage-know-the-dealer-s-rule = Connaître la règle du croupier
stage-hit-or-stand = Tirer ou rester
stage-double = Doubler
stage-split = Séparer
stage-surrender-and-insurance = Abandon et assurance
stage-settle-the-bets = Régler les mises
stage-play-it-all = Tout jouer
stage-keep-the-running-count = Tenir le compte courant
stage-find-the-true-count = Trouver le compte réel
stage-bet-by-the-count = Miser selon le compte
stage-play-by-the-count = Jouer selon le compte
stage-estimate-the-decks = Estimer les jeux restants
stage-count-down-a-deck = Décompter un jeu
stage-keep-the-count-in-play = Tenir le compte en jouant
stage-other-drills = Autres exercices

# La ligne sous la liste des exercices.
drill-pick-prompt = Quel exercice ?
drill-list-run-one = Lancez-en un avec `bjcoach drill NAME --table TABLE`.
