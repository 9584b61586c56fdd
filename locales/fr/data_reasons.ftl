# Pourquoi un fichier de données est refusé (tables, rampes, comptages, exercices, erreurs, tableaux).
# Une valeur entre accents graves est citée du fichier ou nomme un champ ou une valeur que le fichier
# peut contenir : elle reste telle quelle.

## Tout fichier de données.
data-cannot-read = impossible de lire le fichier : { $why }
data-reason-too-large = le fichier dépasse { $kib } Kio, la taille maximale d'un fichier de données
data-reason-not-utf8 = le fichier n'est pas du texte UTF-8
data-reason-control-character = un caractère de contrôle (`{ $character }`) est interdit dans un fichier de données : son texte s'affiche dans un terminal, qu'il pourrait effacer ou renommer
data-reason-more-control-characters =
    { $more ->
        [one] et { $more } autre caractère de contrôle après celui-ci
       *[other] et { $more } autres caractères de contrôle après celui-ci
    }
data-reason-too-deep = les listes et les tables de correspondance s'imbriquent ici sur plus de { $most } niveaux ; un fichier de données en demande bien moins
data-reason-text-too-long = un texte de { $chars } caractères ; les textes d'un fichier de données en ont au plus { $most }
data-reason-readied-wrongly = la compilation a mal préparé ce fichier : { $why }
data-reason-must-not-be-empty = ne doit pas être vide

## Ce qu'un champ accepte, dit après ce qui ne va pas.
data-reason-missing = absent ; { $accepted }
data-reason-refused-then-accepted = { $why } ; { $accepted }
data-reason-write-text = écrivez-le comme un texte
data-reason-write-one-of = écrivez l'une de ces valeurs : { $names }
data-reason-either = { $first } ou { $last }
data-reason-mapping-of = une table de correspondance de { $fields }
data-reason-accepted-range = valeurs acceptées : de { $low } à { $high }
data-reason-out-of-range = { $value } : valeurs acceptées de { $low } à { $high }
data-reason-list-rules = donnez la liste des noms de règles, par exemple `- rounds`
data-reason-write-ratio = écrivez-le GAIN:MISE entre guillemets, comme "3:2" ou "6:5"

## Ce qui a été trouvé à la place de ce qui était attendu.
data-reason-found-nothing = rien
data-reason-found-number = le nombre { $number }
data-reason-found-list = une liste
data-reason-found-mapping = une table de correspondance
data-reason-found-tagged = une valeur marquée `{ $tag }`

## Les clés d'une table de correspondance.
data-reason-not-a-mapping = une table de correspondance de champs ({ $fields }) est attendue, pas { $found }
data-reason-key-not-a-name = une clé doit être un nom de champ, pas { $found }
data-reason-unknown-field = champ inconnu `{ $name }`{ $meant } ; champs attendus : { $fields }
data-reason-unknown-field-listed = champ inconnu `{ $name }`{ $meant } ; les champs attendus sont donnés plus haut
data-reason-repeated-key = `{ $name }` est donné plusieurs fois ; n'en gardez qu'un
data-reason-listed-twice = `{ $name }` figure deux fois dans la liste

## Un fichier de table.
data-reason-no-table = le fichier ne contient aucune table
data-reason-version-unknown = la version { $version } est inconnue ; ce programme lit la version { $known }
data-reason-table-id = `{ $id }` n'est pas un nom de table ; utilisez des minuscules sans accent, des chiffres et `-`
data-reason-control-in-text = `{ $character }` dans le texte ; écrivez-le sans tabulation ni autre caractère de contrôle
data-reason-not-whole = { $found } n'est pas un nombre entier ; valeurs acceptées de { $low } à { $high }
data-reason-not-ratio = { $value } n'est pas un rapport de paiement : écrivez-le GAIN:MISE entre guillemets, deux nombres entiers dont les termes réduits vont de 1 à { $most }, comme "3:2" ou "6:5"
data-reason-decks = { $count } jeux : une table a de 1 à 8 jeux
data-reason-hands = { $count } mains : valeurs acceptées de 1 (pas de séparation) à 4 (trois séparations)
data-reason-bets-per-box = { $count } mises : une case prend de 1 à 7 mises ; retirez `bets_per_box` pour ne garder que le maximum de la case
data-reason-any-box-needs-limit = les mises sur n'importe quelle case demandent une limite par case : indiquez `bets_per_box`
data-reason-enhc-needs-takes = une table sans carte cachée doit dire ce que prend un blackjack du croupier : `enhc_blackjack_takes: all` ou `original`
data-reason-takes-needs-enhc = seule une table sans carte cachée (`hole_card: enhc`) indique ceci ; retirez-le ou indiquez `hole_card: enhc`
data-reason-late-needs-peek = l'abandon tardif demande un croupier qui vérifie son blackjack ; une table sans carte cachée utilise `enhc-unless-ace` ou `none`
data-reason-enhc-surrender-needs-enhc = `enhc-unless-ace` est pour les tables sans carte cachée ; une table où le croupier vérifie utilise `late` ou `none`
data-reason-resplit-aces-needs-hands = reséparer les as demande `max_hands` de 3 ou plus
data-reason-cut-card-needs-penetration = une carte de coupe demande `penetration_percent` (la part du sabot servie avant le mélange, de 10 à 95)
data-reason-penetration-needs-cut-card = seule une table à carte de coupe indique ceci ; retirez-le ou indiquez `reshuffle: cut-card`
data-reason-seats = { $count } places : une table en a de 1 à 7
data-reason-chips = { $count } jetons : { $what } est un nombre entier de jetons de 0 à { $most }
data-reason-chips-start = la mise de départ d'un joueur
data-reason-chips-reserve = la réserve de la banque
data-reason-chips-min = la mise minimale
data-reason-chips-max = la mise maximale
data-reason-chips-unit = l'unité
data-reason-rounds = { $count } coups : valeurs acceptées de 1 à { $most } ; retirez `rounds` pour une séance sans fin fixée
data-reason-no-rounds = une séance a au moins 1 coup ; retirez `rounds` pour une séance sans fin fixée
data-reason-bet-not-payable = une mise de { $bet } ne peut être payée { $pays } ni assurée pour moitié en jetons entiers
data-reason-start-below-bet = { $start } jetons ne couvrent pas la mise minimale de { $bet }
data-reason-notional-needs-reserve = les jetons fictifs s'ajoutent à une banque qui a une réserve ; indiquez `reserve` ou utilisez `top_up: house-covers`
data-reason-reserve-needs-notional = une banque avec une réserve doit dire ce qui se passe quand elle manque de jetons : `top_up: notional-chips`
data-reason-unit-zero = l'unité doit valoir au moins 1 jeton
data-reason-min-not-multiple = le minimum ({ $min }) doit être un multiple positif de l'unité ({ $unit })
data-reason-max-not-multiple = le maximum ({ $max }) doit être un multiple de l'unité ({ $unit }) et au moins égal au minimum ({ $min })
data-reason-fixed-bet-max = une mise fixe n'a pas de maximum distinct ; retirez `max` ou rendez-le égal à `min`
data-reason-version-unread = la version { $version } n'est pas lue par ce programme ; il lit la version { $known }
data-reason-name-id = `{ $id }` n'est pas un nom : des minuscules sans accent, des chiffres et `-`

## Une rampe de mises.
data-reason-ramp-unit = { $chips } jetons : une unité vaut de 1 à 10^12 jetons
data-reason-ramp-no-steps = donnez au moins un palier : `- {"{"} true_count: 1, units: 1 {"}"}`
data-reason-ramp-count = { $count } : un palier commence à un compte réel de { $low } à { $high }
data-reason-ramp-units = { $units } : un palier mise de 1 à { $most } unités
data-reason-ramp-unsorted = { $count } vient après { $before } : les paliers sont triés par compte réel, chaque compte une seule fois
data-reason-ramp-lowers = { $units } unités à { $count }, c'est moins que les { $before-units } à { $before } : une rampe ne baisse jamais la mise quand le compte monte

## Un système de comptage.
data-reason-count-ten-cards = carte `{ $card }` : les cartes de valeur dix partagent une seule valeur de comptage, écrite `T`
data-reason-count-tag-or-colours = carte `{ $card }` : donnez soit `tag`, soit `red` et `black` ensemble
data-reason-count-tag-range = carte `{ $card }` : une valeur de comptage va de -{ $most } à { $most }
data-reason-count-tagged-twice = la carte `{ $card }` a deux valeurs de comptage ({ $field })
data-reason-count-no-tag = pas de valeur de comptage pour { $values } : chaque valeur A, 2-9 et T en demande une
data-reason-count-not-balanced = les valeurs d'un jeu ont pour somme { $sum }, pas 0 : le comptage est `unbalanced`
data-reason-count-balanced-needs-rule = un comptage équilibré demande `true_count` : `floor`, `truncate` ou `round`
data-reason-count-balanced-starts-at-zero = un comptage équilibré part de 0 : retirez ceci
data-reason-count-balanced = les valeurs d'un jeu ont pour somme 0 : le comptage est `balanced`
data-reason-count-unbalanced-no-rule = un comptage non équilibré se joue sur son compte courant : retirez ceci
data-reason-count-unbalanced-needs-start = un comptage non équilibré demande `initial_running_count` : le compte au début d'un sabot selon le nombre de jeux
data-reason-count-start-decks = { $decks } jeux : un sabot contient de 1 à 8 jeux
data-reason-count-decks-twice = { $decks } jeux est donné deux fois
data-reason-both = { $first } et { $last }

## Un fichier d'exercice.
data-reason-drill-id = `{ $id }` n'est pas un nom d'exercice ; utilisez des minuscules sans accent, des chiffres et `-`
data-reason-drill-max-cards = { $value } : valeurs acceptées de `min_cards` à 6
data-reason-drill-no-hands = donnez au moins l'une de ces valeurs : `hard`, `soft`, `pair`, `hard-multi`, `soft-multi`, `post-split`
data-reason-drill-answers = le générateur `{ $deal }` demande { $asked } ; donnez exactement ceux-là
data-reason-drill-unknown-mistake = `{ $id }` n'est pas dans drills/mistakes.yaml ; les erreurs connues y sont listées

## Le catalogue des erreurs.
data-reason-mistake-id = `{ $id }` n'est pas un nom ; utilisez des minuscules sans accent, des chiffres et `-`
data-reason-mistake-needs-cells = appartient à une erreur de stratégie : donnez aussi `cells`
data-reason-mistake-needs-wrong = une erreur de stratégie nomme les coups qui la commettent
data-reason-mistake-needs-rule = une erreur de stratégie demande une règle simple à retenir
data-reason-mistake-wrong-and-right = un coup ne peut pas être à la fois mauvais et bon
data-reason-mistake-players = une main `{ $kind }` se donne par valeurs de { $low } à { $high }, au moins une
data-reason-mistake-dealers = les cartes visibles du croupier se donnent par valeur de 2 à 10, et 11 pour un as, au moins une
data-reason-mistake-takes-needs-enhc = ne vaut que pour les tables sans carte cachée : donnez aussi `hole_card: enhc`

## Un fichier de tableau de stratégie.
data-reason-chart-edge = doit être un nombre, en pour cent de la mise initiale
data-reason-chart-dealer-ten = croupier `{ $dealer }` : écrivez toute carte de valeur dix `T`
data-reason-chart-three-cards = coup `{ $action }` : une main de trois cartes ou plus tire (H) ou reste (S)
data-reason-chart-pair-total = joueur { $player } : une case de paire nomme un rang, de `2` à `9`, `T` ou `A`
data-reason-chart-total-rank = joueur `{ $player }` : une case `{ $kind }` nomme un total
data-reason-chart-total-range = joueur { $player } : les totaux vont de 4 à 21
data-reason-chart-second-cell = une seconde case `{ $kind }` { $player } contre { $dealer }

## Ce que le lecteur YAML trouve à redire, dans ses propres formes.
data-reason-parser-unknown-variant = valeur inconnue `{ $name }`, attendu : { $choices }
data-reason-parser-unknown-field = champ inconnu `{ $name }`, attendu : { $choices }
data-reason-parser-missing-field = il manque le champ `{ $name }`
data-reason-parser-duplicate-field = le champ `{ $name }` est donné deux fois
data-reason-parser-choices =
    { $count ->
        [1] { $first }
        [2] { $first } ou { $last }
       *[other] l'un de { $names }
    }
data-reason-parser-invalid-type = valeur d'un autre genre : { $found }, attendu : { $expected }
data-reason-parser-invalid-value = valeur refusée : { $found }, attendu : { $expected }
data-reason-parser-found-string = le texte { $text }
data-reason-parser-found-integer = le nombre entier `{ $value }`
data-reason-parser-found-float = le nombre décimal `{ $value }`
data-reason-parser-found-boolean = la valeur logique `{ $value }`
data-reason-parser-found-unit = une valeur vide
data-reason-parser-found-sequence = une liste
data-reason-parser-found-map = une table de correspondance
data-reason-parser-expected-whole = un nombre entier (`{ $rust }`)
data-reason-parser-expected-number = un nombre (`{ $rust }`)
data-reason-parser-expected-text = du texte
data-reason-parser-expected-boolean = `true` ou `false`
data-reason-parser-expected-sequence = une liste
data-reason-parser-expected-map = une table de correspondance
data-reason-parser-expected-struct = une table de correspondance (`{ $name }`)

## Ce que le lecteur YAML dit d'un fichier qui n'est pas du YAML.
data-reason-yaml-block-sequence-entry = un élément de liste (`-`) n'est pas permis à cet endroit
data-reason-yaml-control-characters = les caractères de contrôle ne sont pas permis
data-reason-yaml-expected-colon = il manque le `:` attendu
data-reason-yaml-expected-directive-name = il manque le nom de la directive
data-reason-yaml-expected-uri-octet = il manque un octet encodé par `%` dans l'URI
data-reason-yaml-expected-bang = il manque le `!` attendu
data-reason-yaml-expected-comma-or-bracket = il manque la `,` ou le `]` attendu
data-reason-yaml-expected-comma-or-brace = il manque la `,` ou l'accolade `{ "}" }` attendue
data-reason-yaml-expected-dash = il manque le `-` attendu
data-reason-yaml-expected-document-start = il manque le début du document (`---`)
data-reason-yaml-expected-letter-or-digit = il manque la lettre ou le chiffre attendu
data-reason-yaml-expected-comment-or-line-break = il manque le commentaire ou le retour à la ligne attendu
data-reason-yaml-expected-digit-or-dot = il manque le chiffre ou le `.` attendu
data-reason-yaml-expected-hexadecimal = il manque le nombre hexadécimal attendu
data-reason-yaml-expected-key = il manque la clé attendue
data-reason-yaml-expected-node-content = il manque la valeur attendue
data-reason-yaml-expected-tag-uri = il manque l'URI d'étiquette attendue
data-reason-yaml-expected-version-number = il manque le numéro de version attendu
data-reason-yaml-expected-space-or-line-break = il manque l'espace ou le retour à la ligne attendu
data-reason-yaml-expected-space = il manque l'espace attendue
data-reason-yaml-expected-angle = il manque le `>` attendu
data-reason-yaml-tab-in-indentation = une tabulation rompt le retrait
data-reason-yaml-tab-for-space = une tabulation à la place d'une espace de retrait
data-reason-yaml-indentation-indicator-zero = un indicateur de retrait égal à 0
data-reason-yaml-character-starts-nothing = un caractère par lequel rien ne peut commencer
data-reason-yaml-duplicate-tag-directive = la directive `%TAG` est donnée deux fois
data-reason-yaml-duplicate-yaml-directive = la directive `%YAML` est donnée deux fois
data-reason-yaml-long-version-number = un numéro de version bien trop long
data-reason-yaml-incompatible-document = un document YAML d'une version que le lecteur ne lit pas
data-reason-yaml-unicode-escape = un code de caractère Unicode erroné après `\`
data-reason-yaml-undefined-alias = un alias qui n'est défini nulle part
data-reason-yaml-undefined-tag-handle = un préfixe d'étiquette qui n'est défini nulle part
data-reason-yaml-unexpected-colon = un `:` inattendu
data-reason-yaml-unexpected-document-marker = une marque de document (`---` ou `...`) inattendue
data-reason-yaml-unexpected-end = le fichier finit avant ce qu'il a commencé
data-reason-yaml-unexpected-non-letter = un caractère inattendu qui n'est pas une lettre
data-reason-yaml-unknown-directive = un nom de directive inconnu
data-reason-yaml-unknown-escape = un caractère inconnu après `\`
data-reason-yaml-bad-unicode = un caractère Unicode que le lecteur refuse
data-reason-yaml-input-too-long = le fichier est trop long
data-reason-yaml-mapping-key = une clé (`?`) n'est pas permise à cet endroit
data-reason-yaml-mapping-value = une valeur après `:` n'est pas permise à cet endroit
data-reason-yaml-end-in-value = le fichier finit au milieu d'une valeur
data-reason-yaml-several-documents = un fichier de données ne tient qu'un document YAML
data-reason-yaml-too-deep = les valeurs s'emboîtent trop profondément
data-reason-yaml-too-many-repeats = trop de valeurs répétées par des alias
data-reason-yaml-unknown-anchor = une ancre inconnue
data-reason-yaml-empty-tag = une étiquette YAML vide n'est pas permise
data-reason-yaml-unreadable-number = un nombre YAML illisible
