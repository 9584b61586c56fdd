# Ce que l'analyseur de la ligne de commande refuse, dit à partir de ses faits (l'argument, la
# valeur, les noms proches) ; l'anglais garde les mots de l'analyseur.

parse-unknown-argument = argument inattendu `{ $arg }`
parse-unknown-command = commande inconnue `{ $name }`
parse-value-missing = `{ $arg }` attend une valeur, mais aucune n'a été donnée
parse-value-invalid = valeur `{ $value }` invalide pour `{ $arg }`
parse-value-unreadable = valeur `{ $value }` invalide pour `{ $arg }` : { $why }
parse-why-not-whole = il faut un nombre entier
parse-why-too-large = ce nombre est trop grand
parse-why-not-a-number = il faut un nombre
parse-why-out-of-bounds = il faut un nombre entier de { $low } à { $high }
parse-given-twice = l'argument `{ $arg }` ne peut être donné qu'une fois
parse-conflict = l'argument `{ $arg }` ne peut pas être donné avec `{ $other }`
parse-required = ces arguments obligatoires manquent :
parse-needs-command = `{ $name }` attend une commande, mais aucune n'a été donnée
parse-commands = [commandes : { $names }]
parse-needs-equals = donnez la valeur de `{ $arg }` après un signe égal
parse-too-many = valeur `{ $value }` de trop pour `{ $arg }` : aucune autre n'était attendue
parse-how-many =
    `{ $arg }` demande { $wanted } valeurs ; { $given ->
        [one] une seule a été donnée
       *[other] { $given } ont été données
    }
parse-not-text = un argument n'est pas du texte lisible (UTF-8)
parse-tip-command = astuce : une commande proche existe : `{ $names }`
parse-tip-argument = astuce : un argument proche existe : `{ $names }`
parse-tip-value = astuce : une valeur proche existe : `{ $names }`
parse-tip-as-value = astuce : pour donner `{ $name }` comme valeur, écrivez `{ $typed }`
parse-tip-drop-dashes = astuce : la commande `{ $name }` existe ; pour la lancer, retirez le `--` qui la précède
parse-tip-exists = astuce : `{ $name }` existe
parse-more = Pour en savoir plus, essayez `--help`.
