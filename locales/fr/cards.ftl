# Les rangs des cartes tels qu'une carte les montre, là où le français a sa propre lettre.

card-jack = V
card-queen = D
card-king = R
card-ace = A
card-ten-told = (T est un dix.)
