# `bjcoach validate` : les fichiers de données vérifiés. Chaque problème garde son fichier, sa ligne et son champ.

validate-problem = problème :
validate-ok = ok :
validate-checked =
    { $checked ->
        [one] { $checked } fichier de données vérifié, aucun problème trouvé
       *[other] { $checked } fichiers de données vérifiés, aucun problème trouvé
    }
validate-cannot-read-folder = impossible de lire le dossier : { $error }
