# Une séance d'exercice : pourquoi l'accent demandé ne trouve rien sur quoi porter, et les
# réponses qui n'ont pu être enregistrées. $drill et $table sont des noms, tapés tels quels ;
# $recall un pourcentage déjà écrit ; $error et $path ce qu'a dit le système et le fichier, cités
# tels quels.

practice-focus-nothing-saved = aucune réponse enregistrée à `{ $table }` pour l'instant, donc rien sur quoi insister : l'exercice distribue comme d'habitude
practice-focus-nothing-missed = rien dans `{ $drill }` à `{ $table }` n'a été manqué ces derniers temps : l'exercice distribue comme d'habitude
practice-focus-nothing-due = rien dans `{ $drill }` à `{ $table }` n'est encore à revoir (le souvenir prévu de chaque élément est de { $recall } ou plus) : l'exercice distribue comme d'habitude
practice-focus-nothing-planned = rien dans `{ $drill }` à `{ $table }` ne fait partie des révisions du jour de votre plan (`bjcoach plan`) : l'exercice distribue comme d'habitude
practice-not-saved = { $answers ->
    [one] votre réponse de cette séance n'a pas pu être enregistrée
   *[other] vos { $answers } réponses de cette séance n'ont pas pu être enregistrées
} : { $error }
practice-not-saved-all-kept = { $answers ->
    [one] {" "}; elle est dans { $path } et sera récupérée la prochaine fois
   *[other] {" "}; elles sont toutes dans { $path } et seront récupérées la prochaine fois
}
practice-not-saved-some-kept = { $held ->
    [one] {" "}; l'une d'elles est dans { $path } et sera récupérée la prochaine fois
   *[other] {" "}; { $held } d'entre elles sont dans { $path } et seront récupérées la prochaine fois
}, { $lost ->
    [one] l'autre est perdue
   *[other] les { $lost } autres sont perdues
}
practice-not-saved-lost = { $answers ->
    [one] {" "}; elle est perdue
   *[other] {" "}; elles sont perdues
}
