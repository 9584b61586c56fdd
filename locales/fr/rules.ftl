# Les règles d'une table en mots simples (`bjcoach rules`), une ligne par règle.

rules-topic-decks = Jeux de cartes
rules-decks =
    { $n ->
        [one] Un seul jeu de 52 cartes.
       *[other] { $n } jeux de 52 cartes mélangés ensemble dans un sabot.
    }
rules-topic-shuffle = Mélange
rules-shuffle-every-round = Toutes les cartes sont ramassées et mélangées après chaque coup.
rules-shuffle-cut-card = Une carte de coupe est placée à environ { $percent } du sabot ; quand elle sort, le sabot est mélangé avant le coup suivant.
rules-topic-stock = Sabot épuisé
rules-stock-backup-deck = Si un coup épuise toutes les cartes, un second jeu, annoncé avant de jouer, est ouvert ; les cartes encore en jeu ne sont jamais remélangées.
rules-stock-shuffle-discards = Si un coup épuise toutes les cartes, les cartes écartées des coups précédents sont mélangées pour le finir ; les cartes encore en jeu restent dehors.
rules-topic-hole-card = Seconde carte du croupier
rules-hole-card-peek = Le croupier prend une carte face cachée et, s'il montre un as ou une carte de valeur dix, vérifie s'il a un blackjack avant que quiconque joue ; un blackjack du croupier termine le coup aussitôt.
rules-hole-card-enhc = Pas de carte cachée : le croupier prend une seule carte et ne tire la seconde qu'une fois que tous les joueurs ont fini.
rules-topic-enhc-blackjack = Blackjack du croupier
rules-enhc-blackjack-original = Un blackjack du croupier ne prend que les mises initiales ; les doublements et les mises de séparation sont rendus.
rules-enhc-blackjack-all = Un blackjack du croupier prend toutes les mises de la case, doublements et mises de séparation compris.
rules-topic-soft-17 = Croupier à 17 souple
rules-soft-17-stands = Le croupier tire jusqu'à 16 et s'arrête sur tout 17, le 17 souple (comme A-6) compris.
rules-soft-17-hits = Le croupier tire jusqu'à 16 et tire aussi sur un 17 souple (comme A-6) ; il s'arrête sur un 17 dur et plus.
rules-topic-dealer-draw = Tirage du croupier
rules-dealer-draw-always = Le croupier complète sa main à chaque coup, même quand tous les joueurs ont dépassé 21.
rules-dealer-draw-against-standing = Quand tous les joueurs ont dépassé 21 (ou que toutes les mains sont déjà réglées), le croupier ne finit pas de tirer : il n'a plus rien à battre.
rules-topic-blackjack = Blackjack
rules-blackjack = Un as et une carte de valeur dix comme deux premières cartes d'une main paient { $pays } ; contre un blackjack du croupier, c'est une égalité.
rules-topic-split-21 = 21 après une séparation
rules-split-21 = Un 21 sur une main séparée n'est jamais un blackjack : il gagne 1 pour 1.
rules-topic-at-21 = Main à 21
rules-at-21 = Une main qui atteint 21 s'arrête : plus aucune carte.
rules-topic-double = Doubler
rules-double-any = Doublez sur vos deux premières cartes, quel que soit leur total : vous ajoutez une mise égale à la première et recevez exactement une carte.
rules-double-9-11 = Doublez sur vos deux premières cartes avec un total de 9, 10 ou 11 seulement : vous ajoutez une mise égale à la première et recevez exactement une carte.
rules-double-10-11 = Doublez sur vos deux premières cartes avec un total de 10 ou 11 seulement : vous ajoutez une mise égale à la première et recevez exactement une carte.
rules-topic-double-21 = Doubler à 21
rules-double-21-refused = Un 21 de deux cartes ne peut pas être doublé.
rules-double-21-at-21 = Un 21 de deux cartes n'est jamais doublé : une main à 21 ne reçoit plus de carte, et doubler en tire une.
rules-double-21-allowed = Rien n'interdit de doubler un 21 de deux cartes, même si cela ne rapporte jamais.
rules-topic-pairs = Paires
rules-pairs-same-rank = Seules deux cartes de même rang forment une paire : R-R se sépare, R-D non.
rules-pairs-same-value = Deux cartes de même valeur forment une paire : deux cartes de valeur dix se séparent, R-D compris.
rules-topic-splits = Séparations
rules-splits =
    { $hands ->
        [1] Pas de séparation.
        [2] Une seule séparation : une paire devient deux mains, chacune avec une mise égale à la première, et ne se sépare plus.
       *[other] Séparez et reséparez jusqu'à { $hands } mains en tout, chacune avec une mise égale à la première.
    }
rules-topic-split-order = Ordre des mains
rules-split-order-left-to-right = Les mains séparées se jouent de gauche à droite : la première main formée, puis la suivante.
rules-split-order-right-to-left = Les mains séparées se jouent de la droite du joueur vers sa gauche : la dernière main formée se joue en premier.
rules-topic-split-aces = As séparés
rules-split-aces = Les as séparés reçoivent exactement une carte chacun, puis s'arrêtent.
rules-topic-resplit-aces = Reséparer les as
rules-resplit-aces-allowed = Une paire d'as peut être séparée de nouveau.
rules-resplit-aces-once = Les as ne se séparent qu'une fois.
rules-topic-double-after-split = Doubler après séparation
rules-double-after-split-allowed = Une main séparée peut être doublée sur ses deux premières cartes (jamais des as séparés).
rules-double-after-split-refused = Une main séparée ne peut pas être doublée.
rules-topic-surrender = Abandon
rules-surrender-none = Pas d'abandon.
rules-surrender-late = Une fois que le croupier a vérifié son blackjack, vous pouvez abandonner vos deux premières cartes et récupérer la moitié de votre mise.
rules-surrender-unless-ace = Sur vos deux premières cartes, vous pouvez abandonner et garder la moitié de votre mise, sauf si le croupier montre un as ; la moitié vous reste quelle que soit sa seconde carte.
rules-topic-insurance = Assurance
rules-insurance-none = Pas d'assurance.
rules-insurance-up-to-half = Quand le croupier montre un as, vous pouvez vous assurer jusqu'à la moitié de votre mise ; l'assurance paie 2 pour 1 s'il a un blackjack et est perdue sinon.
rules-insurance-half = Quand le croupier montre un as, vous pouvez vous assurer pour exactement la moitié de votre mise ; l'assurance paie 2 pour 1 s'il a un blackjack et est perdue sinon.
rules-topic-seats = Places
rules-seats = Jusqu'à { $seats } joueurs, chacun contre le croupier.
rules-topic-vacant-boxes = Cases libres
rules-vacant-boxes-forbidden = Chaque joueur joue une case.
rules-vacant-boxes-playable = Un joueur assis peut aussi jouer des cases libres, chacune avec sa propre mise.
rules-topic-other-box-bets = Mises sur d'autres cases
rules-other-box-bets-forbidden = Chaque mise est sur la case de celui qui mise.
rules-other-box-bets-behind = Un joueur peut miser derrière la case d'un autre joueur, les mises de la case ensemble dans le maximum de la table ; le titulaire de la case décide du jeu. { rules-other-box-bets-follow }
rules-other-box-bets-on-any = Tout joueur peut miser sur une autre case, au plus { $bets } mises par case, celle du titulaire comprise ; le titulaire de la case décide du jeu. { rules-other-box-bets-follow }
rules-other-box-bets-follow = Une telle mise reste à son propre montant sur la main d'origine de la case : elle ne suit ni un doublement ni une séparation (lecture de bjcoach : le document ne le dit pas).
rules-topic-starting-chips = Jetons de départ
rules-starting-chips = Chaque joueur commence avec { $chips } jetons.
rules-topic-bank = Banque
rules-bank-reserve = La banque commence avec { $reserve } jetons ; si elle ne peut pas couvrir un coup, des jetons fictifs sont ajoutés avant la donne.
rules-bank-house = La maison couvre toutes les mises.
rules-topic-bets = Mises
rules-bets-fixed = Chaque main mise exactement { $min } jetons.
rules-bets-range = Misez de { $min } à { $max } jetons, par unités de { $unit }.
rules-bets-at-least = Misez au moins { $min } jetons, par unités de { $unit }.
rules-topic-session = Séance
rules-session-rounds = Une séance dure { $rounds } coups, ou finit plus tôt quand plus personne ne peut miser.
rules-session-open = Jouez autant de coups que vous voulez.
rules-topic-winning = Gagnant
rules-goal-most-chips = Après le dernier coup, le joueur qui a le plus de jetons gagne ; seul, vous gagnez en finissant avec plus que vous n'aviez au départ.
rules-goal-chip-ranking = Après les coups convenus, les joueurs comparent leurs jetons, le plus riche en tête : un classement convenu pour la partie en famille, pas le but d'une main, qui est de battre le croupier. Seul, bjcoach compte comme premier le fait de finir avec plus de jetons qu'au départ.
rules-goal-open = Aucun gagnant n'est désigné : vous gardez ce que vous avez.

## Les règles en une ligne.
rules-short-decks =
    { $n ->
        [one] 1 jeu
       *[other] { $n } jeux
    }
rules-short-s17 = S17
rules-short-h17 = H17
rules-short-peek = carte cachée vérifiée
rules-short-enhc = sans carte cachée
rules-short-double-any = double sur deux cartes
rules-short-double-9-11 = double 9-11
rules-short-double-10-11 = double 10-11
rules-short-das = double après séparation
rules-short-no-das = pas de double après séparation
rules-short-splits =
    { $hands ->
        [1] pas de séparation
       *[other] séparation jusqu'à { $hands }
    }
rules-short-no-surrender = pas d'abandon
rules-short-late-surrender = abandon tardif
rules-short-surrender-unless-ace = abandon sauf contre un as
rules-short-blackjack = BJ { $pays }

## Autour des règles.
rules-assumed-mark = [supposée]
rules-assumed-note =
    { $assumed ->
        [one] [supposée] : non précisée par { $document }, que cette table suit ; { $assumed } règle a été choisie par bjcoach. Vérifiez-la à une vraie table.
       *[other] [supposée] : non précisée par { $document }, que cette table suit ; { $assumed } règles ont été choisies par bjcoach. Vérifiez-les à une vraie table.
    }
rules-all-stated = Chaque règle est précisée par { $document }, que cette table suit.
rules-own-source = sa source, { $source }

# Pourquoi les règles refusent un coup à une main, tel qu'un exercice ou une partie le dit après le nom du coup.
refusal-bust = une main au-delà de 21 a perdu : on ne peut plus rien en faire
refusal-natural = un blackjack est payé tel quel : il n'y a rien à décider
refusal-doubled-done = une main doublée reçoit une seule carte, puis reste
refusal-draw-at-21 = une main à 21 ne prend plus de carte
refusal-double-at-21 = une main à 21 ne prend plus de carte, et doubler en tire une
refusal-double-not-first-two = on ne peut doubler que sur ses deux premières cartes
refusal-double-nine-to-eleven = à cette table, on ne double que sur un total de 9, 10 ou 11
refusal-double-ten-or-eleven = à cette table, on ne double que sur un total de 10 ou 11
refusal-double-on-21 = à cette table, un 21 de deux cartes ne se double pas
refusal-double-after-split = cette table ne permet pas de doubler après une séparation
refusal-split-aces-done = les As séparés reçoivent une carte chacun, et rien de plus
refusal-split-not-two-cards = on ne sépare qu'une main de deux cartes
refusal-not-same-rank = ici, on ne sépare que deux cartes de même rang (R-R oui, R-D non)
refusal-not-same-value = on ne sépare que deux cartes de même valeur (deux cartes qui valent dix comptent)
refusal-no-splitting = cette table ne permet pas de séparer
refusal-split-limit = à cette table, un joueur tient au plus { $max } mains
refusal-resplit-aces = à cette table, une paire d'As ne se sépare qu'une fois
refusal-no-surrender = cette table n'offre pas l'abandon
refusal-surrender-against-ace = l'abandon est refusé quand le croupier montre un As
refusal-surrender-too-late = là où une table l'offre, l'abandon ne vaut que pour les deux premières cartes d'une main, avant tout autre coup
refusal-surrender-after-split = une main issue d'une séparation ne peut pas être abandonnée
