# bjcoach plan : être prêt à une table pour une date. Chaque phrase est faite des nombres du plan,
# écrits par le programme selon la typographie de la langue ; les dates restent AAAA-MM-JJ, et les
# noms de tables, d'exercices et les commandes tels quels.

## Les phrases du plan, au terminal et dans un navigateur

plan-aim = Prêt à { $table } pour le { $by }, { $days ->
    [one] dans { $days } jour
   *[other] dans { $days } jours
} (aujourd'hui : { $today }) : chaque élément à un rappel prédit de { $level } ou plus ce jour-là, selon le modèle de mémoire ({ $model }).
plan-items = Éléments : { $cells }{ $others }.
plan-items-no-chart = pas de table de stratégie à cette table
plan-items-all-answered = { $cells } cases de la table de stratégie, toutes déjà répondues
plan-items-new = { $cells } cases de la table de stratégie, { $answered } déjà répondues et { $new } nouvelles, introduites des plus coûteuses aux moins coûteuses
plan-items-new-by = { $cells } cases de la table de stratégie, { $answered } déjà répondues et { $new } nouvelles, introduites des plus coûteuses aux moins coûteuses, d'ici le { $by }
plan-items-others = { " " }; et { $others ->
    [one] { $others } autre élément auquel vous avez répondu
   *[other] { $others } autres éléments auxquels vous avez répondu
} (totaux de mains, paiements, comptes...), sans coût en jetons, tenus à { $level } tout de même
plan-time-pace-measured = { $seconds } s par révision : le temps médian de vos { $answers ->
    [one] { $answers } première réponse chronométrée
   *[other] { $answers } premières réponses chronométrées
} à { $table }, sans compter la lecture des verdicts
plan-time-pace-assumed = { $seconds } s par révision, une supposition : vos réponses à { $table } n'ont pas encore de temps
plan-time = Temps : environ { $minutes } minutes par jour, { $reviews } révisions en tout, à { $pace }.
plan-time-busiest = Temps : environ { $minutes } minutes par jour ({ $most } le jour le plus chargé, le { $day }), { $reviews } révisions en tout, à { $pace }.
plan-today = Aujourd'hui : { $reviews ->
    [one] { $reviews } révision
   *[other] { $reviews } révisions
}, dont { $new } nouvelles, environ { $minutes } minutes.
plan-today-nothing = Aujourd'hui : rien à revoir ; les prochaines révisions sont le { $day }.
plan-today-at-level = Rien à revoir avant ce jour : chaque élément est déjà au niveau.
plan-leak = Votre fuite ce jour-là : { $expected } jetons pour 100 coups à une mise de { $bet } attendus (intervalle à { $interval } de { $low } à { $high }, selon les éléments oubliés ce jour-là), contre { $without } sans aucune révision à partir d'aujourd'hui.
plan-short = { $items ->
    [one] { $items } élément ne peut atteindre { $level } d'ici là, même revu tous les jours : une date plus tardive ou un rappel plus bas l'y amène.
   *[other] { $items } éléments ne peuvent atteindre { $level } d'ici là, même revus tous les jours : une date plus tardive ou un rappel plus bas les y amène.
}
plan-followed-elsewhere = Vous suivez un plan pour être prêt à { $table } le { $by }, une autre table que celle-ci.
plan-followed-passed = Le jour de votre plan à { $table }, le { $by }, est arrivé : faites-en un autre pour continuer à réviser en vue d'une date.

## Le plan suivi, tel que stats le montre

plan-followed-title = Le plan que vous suivez :
plan-followed-see = `bjcoach plan` en montre les jours ; `bjcoach plan --stop` l'arrête.
plan-followed-see-elsewhere = `bjcoach stats --table { $table }` le montre.
plan-followed-see-passed = `bjcoach plan --table { $table } --by AAAA-MM-JJ` en fait un autre.

## bjcoach plan

plan-stopped = Vous ne suivez plus aucun plan : l'accueil n'en dit rien.
plan-drill-today = { $reviews } dans { $drill } : { $command }
plan-first-days = Les premiers jours :
plan-column-day = jour
plan-column-reviews = révisions
plan-column-new = nouvelles
plan-column-minutes = minutes
plan-more-days = puis { $days } jours de plus, { $reviews } révisions en tout.
plan-saved = Enregistré : l'accueil suit ce plan, refait chaque jour à partir de vos réponses. `bjcoach plan` le montre ; `bjcoach plan --stop` l'arrête.
plan-not-saved = Le plan que vous suivez, refait à partir de vos réponses ; `bjcoach plan --stop` l'arrête.

## La page du plan dans le navigateur

plan-page-title = Plan
plan-page-heading = Prêt pour une date
plan-page-about = Nommez une table et le jour où vous voulez être prêt : le plan dit combien de minutes par jour il demande et votre fuite attendue ce jour-là.
plan-page-table = Table
plan-page-by = Prêt le
plan-page-recall = Rappel ce jour-là
plan-page-make = Faire le plan
plan-page-day = Jour
plan-page-reviews = Révisions
plan-page-new = Nouvelles
plan-page-minutes = Minutes
plan-page-more-days = Puis { $days } jours de plus, { $reviews } révisions en tout.
plan-page-passed = Le jour du plan que vous suivez, le { $by } à { $table }, est arrivé : faites-en un autre.
plan-page-followed = L'accueil suit ce plan, refait chaque jour à partir de vos réponses.
plan-page-stop = Ne plus le suivre
plan-page-follow = Suivre ce plan

## Ce que `bjcoach plan` refuse, et pourquoi.

plan-error-recall = { $field } : un rappel de { $low } à { $high } (ou de { $low_percent } à { $high_percent }) est attendu, par ex. { $example }
plan-error-date = { $field } : une date AAAA-MM-JJ est attendue, par ex. 2027-03-14
plan-error-day-gone = { $field } : ce jour { $when ->
    [today] est aujourd'hui
   *[passed] est passé
} (aujourd'hui : { $today }, UTC) ; nommez un jour après aujourd'hui, en AAAA-MM-JJ
plan-error-by-needs-table = --by demande la table où être prêt : --table NOM (voir `bjcoach tables`), par ex. `{ $example }`
plan-error-none = vous ne suivez encore aucun plan : faites-en un avec --table et --by, par ex. `{ $example }`
plan-error-other-table = le plan que vous suivez est à `{ $followed }` ; pour une autre table, nommez aussi sa date, par ex. `bjcoach plan --table { $table } --by AAAA-MM-JJ`
plan-error-day-come = le jour du plan que vous suivez, le { $by } à `{ $table }`, est arrivé : faites-en un autre, par ex. `{ $example }`
