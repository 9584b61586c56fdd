# Les erreurs : ce qu'une commande n'a pas pu faire, et pourquoi.

error-label = erreur :
note-label = remarque :
error-did-you-mean = {" "}(vouliez-vous dire `{ $name }` ?)
error-no-table = il n'y a pas de table nommée `{ $name }`{ $mean } ; les tables sont : { $known }
error-no-drill = il n'y a pas d'exercice nommé `{ $name }`{ $mean } ; les exercices sont : { $known }
error-no-system = il n'y a pas de système de comptage nommé `{ $name }`{ $mean } ; les systèmes sont : { $known }
error-drill-not-here = l'exercice `{ $drill }` ne se joue pas à `{ $table }` : { $reason }{ $remedy }
error-remedy-table = {" "}; essayez `--table { $table }`
error-remedy-against = {" "}; nommez-en une avec `--against`
error-remedy-balanced = {" "}; choisissez un système équilibré comme `--system { $system }`
error-same-rules = `{ $against }` suit les mêmes règles que `{ $table }` ; comparez avec une autre table
error-name-a-drill = nommez un exercice à lancer, par ex. `bjcoach drill { $example } { $at }` ; ceux-ci se jouent à cette table :
error-timed = --timed prend des secondes entières, de 1 à { $most } : par ex. `--timed 3` pour trois secondes par réponse
drill-refused-no-insurance = la table n'offre pas d'assurance
drill-refused-no-chart = la table n'a pas de tableau de stratégie
drill-refused-no-surrender = la table n'offre pas l'abandon (casino-fr l'offre)
drill-refused-nothing-to-compare = il n'y a pas d'autre table avec laquelle la comparer
drill-refused-shuffled-every-round = le sabot est mélangé après chaque donne : il n'y a pas de compte à reporter
drill-refused-no-starting-count = { $system } ne donne pas de compte de départ pour { $decks } jeux ; ajoutez-en un à son `initial_running_count`
drill-refused-unbalanced = { $system } est un comptage non équilibré, joué sur son compte courant sans compte réel
drill-refused-fixed-bets = chaque mise est fixe à cette table : aucune échelle de mises ne peut être suivie

web-not-started = Non commencé
web-cannot-go-on = La séance ne peut pas continuer
web-no-chart = Aucune table de stratégie n'est livrée pour `{ $table }`.
web-drill-not-here = L'exercice { $drill } ne se joue pas à { $table } : { $reason }{ $remedy }.
web-remedy-table = {" "}; il se joue à { $link }
web-remedy-against = {" "}; choisissez une autre table avec laquelle le comparer
web-remedy-balanced = {" "}; choisissez un système équilibré comme { $system }
error-not-a-rate = `{ $text }` n'est pas une proportion : écrivez un nombre de 0 à 1, par ex. 0,2
web-not-a-number = { $field } : `{ $typed }` n'est pas un nombre de { $low } à { $high }
web-field-seed = Graine
web-not-found = Introuvable
web-no-such-page = Cette page n'existe pas.
web-no-table-known = Aucune table n'est connue.
web-no-session = Séance introuvable
web-focus-refused = Focus `{ $typed }` : `due`, `plan` ou `mixed` attendu
web-no-drill-session = Cette séance d'exercice n'est plus gardée (le coach a redémarré, ou beaucoup d'autres ont été lancées depuis) : lancez-en une autre depuis la page Exercices.
web-no-play-session = Cette partie n'est plus gardée (le coach a redémarré, ou beaucoup d'autres ont été lancées depuis) : lancez-en une autre depuis la page Jouer.

## Les refus des commandes expertes : `ev`, `edge`, `solve`, `indices`, `simulate`, `validate`.
error-option = { $option } : { $why }
error-removed-too-many =
    { $decks ->
        [one] --removed retire plus de cartes de valeur { $value } que les { $held } que contient { $decks } jeu de `{ $table }`
       *[other] --removed retire plus de cartes de valeur { $value } que les { $held } que contiennent les { $decks } jeux de `{ $table }`
    }
error-removed-too-few = --removed laisse { $left } cartes dans le sabot ; le solveur en demande au moins { $least }
error-ev-card-count =
    { $wanted ->
        [one] --dealer prend une carte, par exemple `--dealer 9` ; vous en avez donné { $got }
       *[other] --hand prend deux cartes, par exemple `--hand A,7` ; vous en avez donné { $got }
    }
error-ev-over-21 = { $hand } dépasse 21 : il ne reste rien à décider
error-ev-cannot-deal = le sabot de `{ $table }` ne peut pas servir { $hand } contre { $up }
error-ev-csv-all = --format csv va avec --all
error-ev-hand-dealer = donnez --hand et --dealer, ou --all
error-cannot-write-chart = { $path } : impossible d'écrire la table de stratégie : { $error }
error-cannot-read-answers = { $path } : impossible de lire les réponses : { $error }
answers-line-too-long = { $at } : la ligne dépasse { $most } octets, le plus qu'une réponse puisse faire
answers-line-not-text = { $at } : la ligne n'est pas du texte UTF-8
answers-unreadable = { $at } : impossible de lire les réponses : { $error }
answers-standard-input = entrée standard
error-decks-left = --decks-left { $typed } : donnez d'un demi-jeu à { $most } jeux, au demi-jeu près
error-penetration = --penetration { $typed } : donnez de 1 à 100 (pour cent)
error-pace = --pace { $typed } : donnez les secondes où chaque carte est montrée, de 0 à { $most }
error-indices-unbalanced = { $system } est un compte non équilibré, joué sur son compte courant ; les indices sont ici des comptes réels : choisissez un système équilibré (hi-lo, hi-opt-i, omega-ii, zen)
error-indices-depth = { $left } cartes restantes ne tiennent pas dans un sabot de { $total } : donnez de 20 à { $total }
error-hands = --hands { $hands } : les valeurs acceptées vont de 1 à { $most } (dix milliards de donnes prennent des heures)
error-count-penetration = --penetration { $typed } : donnez la part du sabot servie avant le mélange, 0.75 ou 75 pour les trois quarts (plus de 0, au plus 1 ou 100)
error-ramp = --ramp { $name } : ni un fichier, ni une échelle fournie ; donnez un fichier de la forme de ramps/*.yaml ou l'une de : { $names }
error-validate-problems =
    { $problems ->
        [one] { $problems } problème trouvé dans { $checked ->
            [one] { $checked } fichier de données
           *[other] { $checked } fichiers de données
        }
       *[other] { $problems } problèmes trouvés dans { $checked ->
            [one] { $checked } fichier de données
           *[other] { $checked } fichiers de données
        }
    }
note-me-no-answers = aucune réponse de stratégie n'est encore enregistrée pour `{ $table }` : `me` joue la table de stratégie jusqu'à ce que vous vous exerciez{ $how }
note-chart-of-another-table = { $path } est la table de stratégie de la table `{ $chart }` ; elle est jouée ici à `{ $table }`, dont les règles diffèrent
error-no-player = `{ $name }` n'est pas une façon de jouer ; utilisez l'une de : { $known }, ou le chemin d'un fichier de stratégie
menu-drill-at-no-table = l'exercice `{ $drill }` ne se joue à aucune table préréglée
