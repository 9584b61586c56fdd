# I ranghi delle carte come li mostra una carta, dove l'italiano ha una lettera sua.

card-jack = F
card-queen = D
card-king = R
card-ace = A
card-ten-told = (T è un dieci.)
