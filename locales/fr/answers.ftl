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
