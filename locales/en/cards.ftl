# The ranks of the cards as a card shows them, where a language writes them with its own letter.

card-jack = J
card-queen = Q
card-king = K
card-ace = A
card-ten-told = (T is a ten.)

# A card as a screen reader says it: its rank, its suit, or face down.
card-name-ace = ace
card-name-two = two
card-name-three = three
card-name-four = four
card-name-five = five
card-name-six = six
card-name-seven = seven
card-name-eight = eight
card-name-nine = nine
card-name-ten = ten
card-name-jack = jack
card-name-queen = queen
card-name-king = king
card-name-spades = spades
card-name-hearts = hearts
card-name-diamonds = diamonds
card-name-clubs = clubs
card-label = { $rank } of { $suit }
card-face-down = a card face down

# Cards typed that cannot be read (`ev --hand`, `--removed`).
card-forms = cards are A, 2-9, T or 10, J, Q, K, optionally followed by a suit (s h d c or ♠ ♥ ♦ ♣), separated by commas, spaces or nothing: `A,7`, `A7`, `10 6`, `K♠ 5♥`, `ks 5h`
card-parse-empty = no cards given; { card-forms }
card-parse-unexpected = `{ $found }` at position { $position } is not a card; { card-forms }
card-parse-suit-first = suit `{ $found }` at position { $position } has no rank before it; { card-forms }
