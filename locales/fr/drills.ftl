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
drill-bust-checked = Avec un { $up } visible, le croupier saute { $chance } du temps ici, du haut d'un sabot plein, une fois qu'il a vérifié et n'a pas de black jack.
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
