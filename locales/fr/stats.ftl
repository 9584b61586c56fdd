# bjcoach stats : où en est l'élève, en texte. Les nombres sont écrits par le programme selon la
# typographie de la langue ; les noms enregistrés (exercices, tables, commandes) restent tels quels.

## La tête des progrès

stats-heading = Vos progrès : { $saved }
stats-heading-drill = Vos progrès dans `{ $drill }` : { $saved }
stats-saved = { $answers ->
    [one] { $answers } réponse enregistrée
   *[other] { $answers } réponses enregistrées
}
stats-saved-retried = { $saved } ({ $retried })
stats-retried = { $asked } reprises, { $right } justes
stats-nothing-yet = Rien à montrer encore : les réponses sont enregistrées à mesure que vous vous exercez, par exemple { $hint }.

## Un exercice proposé dans le menu

stats-hint-menu = l'exercice `{ $drill }` à `{ $table }`{ $pace }{ $cells }
stats-hint-pace = , { $seconds } s par réponse
stats-hint-weak = , sur les cases manquées

## Les images de la justesse et de la vitesse

stats-pictures-title = Justesse et vitesse par étape du parcours, jour par jour
stats-pictures-about = Chaque barre est un jour où vous avez travaillé l'étape (UTC) : en haut, la part de ses réponses justes ; en bas, leur temps médian.

## Le meilleur en vitesse

stats-best-label = Meilleur en vitesse :
stats-best-none = aucune séance chronométrée de { $min } réponses ou plus pour l'instant ; essayez { $hint }.
stats-best-title = Meilleur en vitesse (séances chronométrées de { $min } réponses ou plus)
stats-best-row = { $right } sur { $answers } justes à temps ({ $percent }) à { $allowed } par réponse, meilleure série { $streak }, le { $day } à `{ $table }`

## Le parcours

stats-path-title = Parcours à `{ $table }` :
path-about-book = l'ordre du livre : compter les totaux, repérer les mains souples, tirer ou rester, puis doubler et séparer
path-about-splits-first = les paires tôt : compter les totaux, puis séparer avant tirer ou rester
stage-state-re-test = à revoir
stage-state-placed = placée
stage-state-mastered = acquise
stage-state-open = ouverte
stage-state-later = plus tard
stats-stage-detail = { $answers ->
    [one] { $answers } réponse
   *[other] { $answers } réponses
}, { $percent } justes à temps sur les { $last } dernières, médiane { $median }
stats-mastery = Une étape est acquise quand { $percent } de ses { $window } dernières réponses à `{ $table }` sont justes dans son temps (les secondes indiquées){ $pace } ; l'étape suivante s'ouvre alors. Tout exercice peut être travaillé à tout moment.
stats-mastery-pace-menu = , le rythme d'un exercice chronométré
stats-mastery-pace-command = , le rythme de `bjcoach drill NAME --timed SECONDS`
path-placed = Une étape placée a été réussie au test de placement : elle compte comme acquise jusqu'à ce que vos propres réponses remplissent la fenêtre qui la juge.
path-sharing = Les réponses données à d'autres tables comptent pour { $list }. Toute autre étape ne compte que les réponses de cette table.
path-sharing-every-table = toutes les tables
path-sharing-same-payouts = tables qui paient de même un blackjack naturel et un 21 après séparation
path-sharing-same-settlement = tables qui règlent les mises de même
path-sharing-same-decks = tables d'autant de jeux de cartes
path-placement-heading = Votre place sur le parcours :
path-placement-none-passed = Aucune étape réussie au test de placement.
path-placement-passed = Réussies au test de placement : { $stages }.
path-placement-start = Vous commencez à l'étape « { $stage } » ({ $place } sur { $of }).
path-placement-all-mastered = Toutes les étapes de votre parcours sont maîtrisées : exercez-vous à ce qui vous plaît.

## La mémoire

stats-memory-title = Mémoire à { $at } ({ $model } ; une première réponse juste est un rappel, une fausse un oubli) :
stats-memory-every-table = toutes les tables
model-default = FSRS-6, ses paramètres par défaut
model-fitted-all = FSRS-6, ses paramètres ajustés à vos { $reviews } réponses espacées d'un jour ou plus
model-fitted-some = FSRS-6, ses paramètres ajustés à { $reviews } de vos { $of } réponses espacées d'un jour ou plus (les éléments répondus en premier)
stats-memory-nothing = Aucune réponse enregistrée encore : rien à retenir.
stats-memory-items = Éléments répondus
stats-memory-due-label = À revoir maintenant
stats-memory-due = { $due } (rappel prédit sous { $below })
stats-memory-recall-label = Rappel prédit maintenant
stats-memory-recall = { $recall } en moyenne
stats-retention-title = Rétention : premières réponses un jour ou plus après la dernière de l'élément, et le même jour :
stats-retention-spaced-label = Un jour ou plus après
stats-retention-massed-label = Le même jour
stats-retention-none = aucune encore
stats-retention-spaced = { $answers ->
    [one] { $answers } réponse
   *[other] { $answers } réponses
}, { $right } justes (le modèle prédisait { $predicted })
stats-retention-massed = { $answers ->
    [one] { $answers } réponse
   *[other] { $answers } réponses
}, { $right } justes
stats-retention-drill = exercice
stats-retention-spaced-column = un jour ou plus après
stats-retention-massed-column = le même jour
stats-retention-share = { $percent } sur { $answers }
stats-calibration-title = Rappel prédit et rappel observé, réponses un jour ou plus après :
stats-calibration-predicted = prédit
stats-calibration-answers = réponses
stats-calibration-observed = observé
stats-calibration-scores = Perte logarithmique { $loss } ; écart quadratique sur les tranches { $rmse } (pondéré par les réponses).

## La carte des erreurs

stats-heat-title = Vos erreurs sur la table de stratégie `{ $table }`
stats-heat-legend = Chaque case demandée montre le coup de la table de stratégie : { $unmarked } toujours juste, { $sometimes } manqué parfois, { $often } manqué une fois sur deux ou plus ; { $never } jamais demandée.
stats-heat-unmarked = sans marque

## La fuite

stats-leak-label = Fuite :
stats-leak-none = pas encore de réponse de stratégie à `{ $table }` ; votre fuite apparaît dès que vous en jouez, par exemple { $hint }.
stats-leak = à `{ $table }` vos erreurs cèdent { $leak } de chaque mise, { $chips } jetons pour 100 coups à une mise de { $bet }, en plus de l'avantage de la maison de { $edge } quand la table de stratégie est jouée exactement.
stats-leak-how = Chaque case compte sa fréquence × la fréquence de vos erreurs × ce que coûte l'erreur.
stats-leak-nothing = Aucune case ne vous coûte quoi que ce soit : toutes les réponses de stratégie étaient justes.
stats-leak-costliest = Les cases qui vous coûtent le plus :
stats-leak-cell = fausse { $wrong } fois sur { $seen }  coûte { $cost } de la mise à chaque fois  { $leak } de chaque mise
stats-leak-cell-words = { $row } contre { $up }
stats-leak-picture = Votre fuite en jetons pour 100 coups à une mise de { $bet }, à la fin de chaque jour où vous avez joué la table de stratégie : de toutes les réponses de stratégie jusqu'à ce jour.

## Quoi travailler ensuite

stats-next-title = À travailler ensuite
stats-next-retest = à revoir
stats-next-on-path = la suite de votre parcours
stats-next-stage = { $stage } ({ $why }) : { $hint }
stats-next-all-mastered = Toutes les étapes du parcours sont acquises et fraîches.
stats-next-weak = Case manquée auparavant, demandée en premier : { $cells } : { $hint }
stats-next-worth = Cases qui valent le plus : { $cells } : { $hint }

## Les images de chaque étape et de la fuite, jour par jour

trend-on = le { $day }
trend-span = du { $first } au { $last }
trend-latest = , les { $shown } derniers des { $practised } jours travaillés
trend-days = , { $days ->
    [one] { $days } jour
   *[other] { $days } jours
}
trend-heading = { $family } ({ $drills }) : { $answers ->
    [one] { $answers } réponse
   *[other] { $answers } réponses
}{ $shown }, { $span }
trend-right = justes
trend-median = médiane
trend-chips = jetons

## La lecture du bac de défausse

stats-tray-title = Lecture du bac de défausse :
stats-tray-about = { $title } sur { $answers ->
    [one] { $answers } réponse
   *[other] { $answers } réponses
} de `{ $drill }` à toutes les tables, selon les jeux dans le bac :
stats-tray-row = { $depth } : { $bias } ({ $answers ->
    [one] { $answers } réponse
   *[other] { $answers } réponses
}).
stats-tray-row-cost = { $depth } : { $bias } ({ $answers ->
    [one] { $answers } réponse
   *[other] { $answers } réponses
}) ; { $cost }.
tray-depth-first = de ¼ à ¾ de jeu
tray-depth = de { $from } à { $from }¾ jeux
tray-bias-none = juste, au dixième de jeu près
tray-bias-over = { $size ->
    [other] { $decks } jeux en trop
   *[one] { $decks } jeu en trop
}
tray-bias-under = { $size ->
    [other] { $decks } jeux en moins
   *[one] { $decks } jeu en moins
}
tray-cost = à un compte courant de { $count } avec { $left } jeux restants, vous en lisez { $read } : un compte réel de { $misread } là où il est de { $truth }

## Les meilleurs décomptes d'un jeu

stats-countdown-title = Décompte d'un jeu, vos meilleurs temps :
stats-countdown-about = { $title } le décompte juste le plus rapide de `{ $drill }` à toutes les tables, son temps par carte de la première carte à la réponse :
stats-countdown-row = { $what } : { $time }, sur { $right ->
    [one] { $right } décompte juste
   *[other] { $right } décomptes justes
}.

## Où est passé l'avantage, en une séance et sur les dernières séances

edge-heading = Où est passé l'avantage (jetons pour 100 coups, { $rounds } joués) :
edge-total = Total
edge-note-play = Un coup coûte la valeur du meilleur coup moins celle du vôtre au compte où il a été jugé (les valeurs de la table de stratégie, ou celles du compte pour un coup d'indice), fois la mise de la main ; l'assurance, sa valeur au compte fois la mise d'assurance.
edge-note-bet = Une mise coûte ce que la mise de la rampe aurait gagné de plus que la vôtre en espérance : l'écart fois l'avantage du joueur au compte réel (sous 0 là où la vôtre a gagné plus).
edge-note-seat = Avant un coup, le jouer là où le compte disait de passer ou de partir coûte la mise de la rampe au compte fois l'avantage du joueur à ce compte, et passer ou partir là où il disait de jouer laisse ce montant sur le tapis ; passer là où il disait de partir, ou l'inverse, ne risque aucun jeton du coup et coûte 0.
edge-note-hidden = Une mise ou un coup d'indice manqué alors que votre dernière vérification du compte depuis le mélange était fausse est mis sur le compte courant, ou sur le compte réel quand seul le compte réel était faux.
edge-note-shown = Le compte était montré : rien n'est mis sur le compte courant ni sur le compte réel.
edge-top = Plus grosse fuite : { $part }. L'exercice qui la travaille : { $drill }.
edge-recent-heading = Où est passé l'avantage avec { $system } à { $table }, en jetons pour 100 coups misés, sur { $over } :
edge-recent-over-last = { $last ->
    [one] votre dernière séance de comptage
   *[other] vos { $last } dernières séances de comptage
}
edge-recent-over-some = { $sessions ->
    [one] votre { $sessions } séance de comptage
   *[other] vos { $sessions } séances de comptage
} (les { $last } dernières sont comptées)
edge-recent-figures-one = Chaque nombre est ce que ses erreurs ont cédé sur la séance, pour 100 { $rounds ->
    [one] des { $rounds } coup misé
   *[other] des { $rounds } coups misés
}.
edge-recent-figures = Chaque nombre est ce que ses erreurs ont cédé sur ces séances, pour 100 { $rounds ->
    [one] des { $rounds } coup misé
   *[other] des { $rounds } coups misés
}.
edge-recent-hidden-all = Le compte était caché : une mise ou un coup d'indice manqué alors que votre dernière vérification du compte depuis le mélange était fausse est mis sur le compte.
edge-recent-hidden-some = Le compte était caché dans { $hidden } d'entre elles : là seulement une erreur est mise sur le compte courant ou le compte réel.

## La page des progrès, dans un fichier (stats --format html) et dans un navigateur

page-progress-title = Vos progrès à { $table }
page-progress-title-drill = Vos progrès dans { $drill } à { $table }
page-progress-nothing = Rien à dessiner encore : les réponses sont enregistrées à mesure que vous vous exercez, par exemple { $start }.
page-progress-start = l'exercice { $drill }
page-progress-plan-link = Prévoir d'être prêt à une table pour une date
page-trend-latest = les { $shown } derniers des { $practised } jours travaillés
page-trend-days = { $days ->
    [one] { $days } jour
   *[other] { $days } jours
}
page-trend-line = { $answers } réponses ; { $shown }, du { $first } au { $last }.
page-trend-right-title = Justes, en pourcentage des réponses du jour
page-trend-time-title = Temps de réponse médian, en secondes
page-trend-right-tip = { $day } : { $right } justes sur { $answers } ({ $percent })
page-trend-time-tip = { $day } : médiane { $seconds } s
page-seconds = { $seconds } s
page-leak-title = Votre fuite à { $table }
page-leak-about = Jetons cédés pour 100 coups à une mise de { $bet }, à la fin de chaque jour où vous avez joué la table de stratégie : de toutes les réponses de stratégie jusqu'à ce jour.
page-leak-panel = Jetons pour 100 coups
page-leak-tip = { $day } : { $chips } jetons pour 100 coups ({ $percent } de chaque mise)
page-heat-title = Vos erreurs sur la table de stratégie { $table }
page-heat-never-asked = { $cell } : jamais demandée
page-heat-wrong = { $cell } : fausse { $wrong } fois sur { $seen }
page-heat-green = vert
page-heat-yellow = jaune (!)
page-heat-red = rouge (✗)
page-path-title = Parcours à { $table }
page-path-about = Le parcours : { $about }.
page-path-stage = { $stage } ({ $drills }), { $seconds } s par réponse
page-path-stage-detail = { $stage } : { $answers } réponses, { $percent } justes à temps sur les { $last } dernières
page-path-mastery = Une étape est acquise quand { $percent } de ses { $window } dernières réponses à { $table } sont justes dans son temps ; l'étape suivante s'ouvre alors. Tout exercice peut être travaillé à tout moment.
page-memory-title = Mémoire
page-memory-note = { $model } ; une première réponse juste est un rappel, une fausse un oubli.
page-calibration-title = Rappel prédit et rappel observé, réponses un jour ou plus après
page-calibration-mean = prédit en moyenne
page-calibration-label = Rappel prédit et rappel observé
page-calibration-dot = { $answers } réponses : prédit { $predicted }, observé { $observed }
page-edge-title = Où est passé l'avantage
page-plan-title = Le plan que vous suivez
stats-page-written = Vos progrès sont écrits en page dans { $file }.
stats-page-not-written = { $file } : impossible d'écrire la page : { $error }
stats-memory-not-html = `--memory` s'affiche en texte ou en JSON (`--format json`)
stats-output-without-file = `-o` nomme le fichier d'une exportation (`--export csv|json`) ou de la page (`--format html`)
stats-own-table-latest = vos dernières réponses sont à `{ $table }`, une table à vous : nommez son fichier avec `--table-file` pour voir sa table de stratégie et sa fuite

## `stats --export csv|json -o FICHIER` : les réponses écrites, ou pourquoi elles n'ont pu l'être

stats-export-written = { $answers ->
    [one] { $answers } réponse écrite
   *[other] { $answers } réponses écrites
} dans { $file }.
stats-export-not-written = { $file } : impossible d'écrire l'exportation : { $error }

## `stats --reset` : sa question, et ce qui a été effacé ou gardé

stats-reset-question = Effacer vos progrès enregistrés ({ $answers ->
    [one] { $answers } réponse
   *[other] { $answers } réponses
}) ? Une sauvegarde est conservée.
stats-reset-kept = Rien n'a été effacé.
stats-reset-done = Vos progrès ({ $answers ->
    [one] { $answers } réponse
   *[other] { $answers } réponses
}) ont été remis à zéro ; une sauvegarde est conservée sous { $backup }.
stats-reset-nothing = Il n'y avait aucun progrès enregistré à remettre à zéro.
stats-reset-needs-yes = `--reset` efface vos progrès enregistrés : ajoutez `--yes` pour le confirmer hors d'un terminal
