# Ce que l'apprenant doit savoir de ses progrès enregistrés : un fichier mis de côté, une base
# endommagée réparée, un ancien format mis à jour, des réponses récupérées des journaux ; et une
# partie qui ne peut pas enregistrer. $how de store-damaged vaut `one`, `all`, `some` ou `unknown`
# ; $what vaut `answers` ou `decisions`.

store-moved-aside = vos progrès enregistrés n'ont pas pu être lus ({ $reason }) ; le fichier a été gardé sous { $to } et un nouveau a été commencé
store-damaged = vos progrès enregistrés étaient endommagés ({ $reason }) : { $how ->
    [one] leur seule réponse a pu être lue et est gardée
    [all] leurs { $held } réponses ont toutes pu être lues et sont gardées
    [some] { $recovered } de leurs { $held } réponses ont pu être lues et sont gardées
   *[unknown] { $recovered } de leurs réponses ont pu être lues et sont gardées
} dans une nouvelle base{ $how ->
    [unknown] {" "}(combien elle en contenait ne peut pas être lu)
   *[other] {""}
} ; le fichier endommagé est gardé sous { $to }
store-backed-up = vos progrès enregistrés (format { $from }) ont été mis au format { $version } ; l'ancien fichier est gardé sous { $to }
store-migrated = vos progrès enregistrés ({ $answers ->
    [one] 1 réponse
   *[other] { $answers } réponses
}) ont été déplacés dans { $db } ; l'ancien fichier est gardé sous { $to }
store-recovered = { $answers ->
    [one] 1 réponse
   *[other] { $answers } réponses
} { $sessions ->
    [one] d'une séance terminée sans enregistrer
   *[other] de { $sessions } séances terminées sans enregistrer
} { $answers ->
    [one] a été récupérée
   *[other] ont été récupérées
}
store-skipped-lines = { $path } : { $lines ->
    [one] 1 ligne
   *[other] { $lines } lignes
} de ce journal n'ont pas pu être lues et ont été sautées
store-skipped-kept = {" "}; le fichier est gardé sous { $to }
store-unreadable-journal = { $path } : ce journal d'une séance non enregistrée n'a pas pu être lu ({ $reason }) ; il a été laissé en place
store-too-new = { $path } : ce fichier de progrès est au format { $found }, plus récent que ce que lit ce bjcoach ({ $reads }) ; mettez bjcoach à jour, ou utilisez un autre --data-dir
store-data-dir-not-folder = { $error } : le dossier des données (--data-dir) doit être un dossier
store-cannot-read = vos progrès enregistrés ne peuvent pas être lus ({ $reason }) ; quand de nouvelles réponses seront enregistrées, ils seront mis de côté, jamais écrasés, et chaque réponse encore lisible sera déplacée dans un nouveau fichier
store-unsaved = rien de cette séance ne sera enregistré : vos { $what ->
    [decisions] décisions
   *[answers] réponses
} ne peuvent pas être écrites ({ $why })
store-not-saved = comme dit au début, { $count ->
    [one] votre réponse de cette séance n'a pas été enregistrée
   *[other] vos { $count } réponses de cette séance n'ont pas été enregistrées
}
store-no-journal = { $why } ; vos { $what ->
    [decisions] décisions
   *[answers] réponses
} sont gardées en mémoire, et la séance essaie de les enregistrer à sa fin
store-journal-not-started = { $why } : vos { $what ->
    [decisions] décisions
   *[answers] réponses
} sont gardées en mémoire et enregistrées à la fin de la séance
store-journal-not-kept = { $why } ; vos { $what ->
    [decisions] décisions
   *[answers] réponses
} sont gardées en mémoire jusqu'à ce que le journal puisse de nouveau être écrit
store-go-on-unsaved = Continuer sans enregistrer ?
