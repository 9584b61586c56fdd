# `bjcoach validate` : les fichiers de données vérifiés. Chaque problème garde son fichier, sa ligne et son champ.

validate-problem = problème :
validate-ok = ok :
validate-checked =
    { $checked ->
        [one] { $checked } fichier de données vérifié, aucun problème trouvé
       *[other] { $checked } fichiers de données vérifiés, aucun problème trouvé
    }
validate-cannot-read-folder = impossible de lire le dossier : { $error }

## Un problème d'un fichier de données, où il est et pourquoi.
data-problem = { $place } : { $reason }
data-problem-field = { $place } : champ `{ $field }` : { $reason }
data-more-problems =
    { $more ->
        [one] … et { $more } problème de plus : `bjcoach validate FICHIER` les donne tous
       *[other] … et { $more } problèmes de plus : `bjcoach validate FICHIER` les donne tous
    }
