# `bjcoach validate`: i file di dati controllati. Ogni problema tiene il suo file, la sua riga e il suo campo.

validate-problem = problema:
validate-ok = ok:
validate-checked =
    { $checked ->
        [one] { $checked } file di dati controllato, nessun problema trovato
       *[other] { $checked } file di dati controllati, nessun problema trovato
    }
validate-cannot-read-folder = impossibile leggere la cartella: { $error }

## Un problema di un file di dati, dov'è e perché.
data-problem = { $place }: { $reason }
data-problem-field = { $place }: campo `{ $field }`: { $reason }
data-more-problems =
    { $more ->
        [one] … e { $more } problema in più: `bjcoach validate FILE` li elenca tutti
       *[other] … e altri { $more } problemi: `bjcoach validate FILE` li elenca tutti
    }
