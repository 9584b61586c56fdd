# `bjcoach validate`: i file di dati controllati. Ogni problema tiene il suo file, la sua riga e il suo campo.

validate-problem = problema:
validate-ok = ok:
validate-checked =
    { $checked ->
        [one] { $checked } file di dati controllato, nessun problema trovato
       *[other] { $checked } file di dati controllati, nessun problema trovato
    }
validate-cannot-read-folder = impossibile leggere la cartella: { $error }
