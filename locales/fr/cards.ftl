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
