# Les rangs des cartes tels qu'une carte les montre, là où le français a sa propre lettre.

card-jack = V
card-queen = D
card-king = R
card-ace = A
card-ten-told = (T est un dix.)

# Une carte telle qu'un lecteur d'écran la dit : son rang, sa couleur, ou face cachée.
card-name-ace = as
card-name-two = deux
card-name-three = trois
card-name-four = quatre
card-name-five = cinq
card-name-six = six
card-name-seven = sept
card-name-eight = huit
card-name-nine = neuf
card-name-ten = dix
card-name-jack = valet
card-name-queen = dame
card-name-king = roi
card-name-spades = pique
card-name-hearts = cœur
card-name-diamonds = carreau
card-name-clubs = trèfle
card-label = { $rank } de { $suit }
card-face-down = une carte face cachée

# Des cartes tapées qui ne se lisent pas (`ev --hand`, `--removed`).
card-forms = les cartes s'écrivent A, 2-9, T ou 10, J, Q, K (les lettres anglaises), suivies si l'on veut d'une couleur (s h d c ou ♠ ♥ ♦ ♣), séparées par des virgules, des espaces ou rien : `A,7`, `A7`, `10 6`, `K♠ 5♥`, `ks 5h`
card-parse-empty = aucune carte donnée ; { card-forms }
card-parse-unexpected = `{ $found }` en position { $position } n'est pas une carte ; { card-forms }
card-parse-suit-first = la couleur `{ $found }` en position { $position } n'a pas de rang devant elle ; { card-forms }
