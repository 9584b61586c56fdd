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

# Carte scritte che non si leggono (`ev --hand`, `--removed`).
card-forms = le carte si scrivono A, 2-9, T o 10, J, Q, K (le lettere inglesi), seguite se vuoi da un seme (s h d c o ♠ ♥ ♦ ♣), separate da virgole, spazi o niente: `A,7`, `A7`, `10 6`, `K♠ 5♥`, `ks 5h`
card-parse-empty = nessuna carta data; { card-forms }
card-parse-unexpected = `{ $found }` in posizione { $position } non è una carta; { card-forms }
card-parse-suit-first = il seme `{ $found }` in posizione { $position } non ha un valore prima; { card-forms }
