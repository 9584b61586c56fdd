# I ranghi delle carte come li mostra una carta, dove l'italiano ha una lettera sua.

card-jack = F
card-queen = D
card-king = R
card-ace = A
card-ten-told = (T è un dieci.)

# Una carta come la dice un lettore di schermo: il valore, il seme, o coperta.
card-name-ace = asso
card-name-two = due
card-name-three = tre
card-name-four = quattro
card-name-five = cinque
card-name-six = sei
card-name-seven = sette
card-name-eight = otto
card-name-nine = nove
card-name-ten = dieci
card-name-jack = fante
card-name-queen = donna
card-name-king = re
card-name-spades = picche
card-name-hearts = cuori
card-name-diamonds = quadri
card-name-clubs = fiori
card-label = { $rank } di { $suit }
card-face-down = una carta coperta
