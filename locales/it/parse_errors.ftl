# Cosa rifiuta l'analizzatore della riga di comando, detto a partire dai suoi fatti (l'argomento,
# il valore, i nomi vicini); l'inglese mantiene le parole dell'analizzatore.

parse-unknown-argument = argomento inatteso `{ $arg }`
parse-unknown-command = comando sconosciuto `{ $name }`
parse-value-missing = `{ $arg }` richiede un valore, ma non ne è stato dato nessuno
parse-value-invalid = valore `{ $value }` non valido per `{ $arg }`
parse-value-unreadable = valore `{ $value }` non valido per `{ $arg }`: { $why }
parse-why-not-whole = serve un numero intero
parse-why-too-large = questo numero è troppo grande
parse-why-not-a-number = serve un numero
parse-why-out-of-bounds = serve un numero intero da { $low } a { $high }
parse-given-twice = l'argomento `{ $arg }` può essere dato una sola volta
parse-conflict = l'argomento `{ $arg }` non può essere dato insieme a `{ $other }`
parse-required = mancano questi argomenti obbligatori:
parse-needs-command = `{ $name }` richiede un comando, ma non ne è stato dato nessuno
parse-commands = [comandi: { $names }]
parse-needs-equals = dai il valore di `{ $arg }` dopo un segno di uguale
parse-too-many = valore `{ $value }` di troppo per `{ $arg }`: non se ne aspettavano altri
parse-how-many =
    `{ $arg }` richiede { $wanted } valori; { $given ->
        [one] ne è stato dato solo uno
       *[other] ne sono stati dati { $given }
    }
parse-not-text = un argomento non è testo leggibile (UTF-8)
parse-tip-command = suggerimento: esiste un comando simile: `{ $names }`
parse-tip-argument = suggerimento: esiste un argomento simile: `{ $names }`
parse-tip-value = suggerimento: esiste un valore simile: `{ $names }`
parse-tip-as-value = suggerimento: per dare `{ $name }` come valore, scrivi `{ $typed }`
parse-tip-drop-dashes = suggerimento: il comando `{ $name }` esiste; per avviarlo, togli il `--` che lo precede
parse-tip-exists = suggerimento: `{ $name }` esiste
parse-more = Per saperne di più, prova `--help`.
