# The ranks of the cards as a card shows them, where a language writes them with its own letter.

card-jack = J
card-queen = Q
card-king = K
card-ace = A
card-ten-told = (T is a ten.)
