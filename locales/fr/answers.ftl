# Les mots qu'un joueur peut répondre, en plus des touches : chaque message, une liste de mots
# séparés par des virgules.

answer-words-hit = tirer, tire, carte
answer-words-stand = rester, reste, arrêter, arreter, je reste
answer-words-double = doubler, doublé
answer-words-split = séparer, separer, partager, partage, sépare
answer-words-surrender = abandonner, abandon, abandonne
answer-words-yes = oui
answer-words-no = non

answer-key-or-word = `{ $key }` ou `{ $word }`
answer-none-given = aucune réponse ; accepté : { $accepted }
answer-not-understood = `{ $typed }` n'est pas compris ici ; accepté : { $accepted }

# Les autres réponses : les touches de oui et de non, les mots d'un total, ceux des jetons (chaque
# liste lue dans toutes les langues), et les formes acceptées de chaque sorte de réponse.
answer-words-play = jouer, joue, poursuivre
answer-words-sit-out = regarder, regarde, sauter
answer-words-leave = partir, pars, laisser, quitter
answer-key-yes = o
answer-key-no = n
answer-words-soft = souple
answer-words-hard = dur
answer-words-bust = sauté, saute, sautée
answer-words-blackjack = naturel
answer-words-push = égalité, egalite, rien
answer-words-lose = perd, perdu, perte, moins
answer-words-win = gagne, gagné, gain
answer-words-chips = jetons, jeton
answer-words-foul = faute
answer-total-soft = souple { $total }
answer-total-hard = dur { $total }
answer-total-bust = sauté
answer-total-blackjack = blackjack
answer-yes = oui
answer-no = non
answer-either = oui ou non, c'est égal
answer-call-foul = faute
answer-call-ok = ok
answer-forms-total = un total tel que `17`, `souple 17` (ou `s17`), `dur 17`, `blackjack` (ou `bj`) ou `sauté` ; un `17` seul est juste pour un 17 souple comme pour un dur là où seul le total est demandé, et pour aucun des deux là où souple ou dur est demandé
answer-forms-actions = les actions permises, en lettres ou en mots : `trd`, `t r s`, `tirer, rester`
answer-forms-yes-no = `o` ou `oui`, `n` ou `non`
answer-not-yes-no = `{ $text }` n'est ni oui ni non : répondez { $yes_key }, { $yes }, { $no_key } ou { $no }
answer-forms-chips = un nombre de jetons, avec `-` ou `perd` pour une perte : `15`, `+15`, `-10`, `perd 10`, `0` ou `égalité`
answer-forms-percent = un nombre de pour cent tel que `31`, `30,8 %`, `-7,7 %` ou `0,5` (un demi pour cent), ou une fraction telle que `4/13`
answer-forms-count = un nombre entier avec son signe : `+3`, `3`, `-2` ou `0`
answer-forms-call = `f` ou `faute` pour signaler une faute, Entrée ou `ok` pour accepter le règlement
answer-forms-decks = un nombre de jeux : `2`, `2,5` ou `2½`, `1,75` ou `1¾`, `1 3/4`, `0,5` ou `½`
answer-forms-sit-or-leave = `p` ou `jouer`, `s` ou `regarder` (regarder la manche), `l` ou `partir` (un sabot neuf)
