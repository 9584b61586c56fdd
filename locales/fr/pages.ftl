# Les pages du navigateur : le menu de chaque page.

nav-label = Pages
nav-home = Accueil
nav-drills = Exercices
nav-play = Jouer
nav-progress = Progrès
nav-chart = Stratégie
nav-rules = Règles

# Les exercices dans le navigateur : la liste des exercices, la page d'une séance et son bilan.
drill-page-intro = Choisissez un exercice et une table ; chaque réponse est jugée, expliquée et enregistrée avec vos progrès.
drill-page-runs-nowhere = Il ne se joue à aucune table prédéfinie.
drill-page-table = Table
drill-page-questions = Questions
drill-page-seconds-per-answer = Secondes par réponse
drill-page-untimed = sans limite
drill-page-pace-card = Secondes par carte
drill-page-pace-tray = Secondes d'affichage du sabot de défausse
drill-page-pace-pair = Secondes par carte, ou par paire
drill-page-pairs = Deux cartes à la fois
drill-page-start = Commencer
drill-page-title = { $drill } à { $table }
drill-page-left = { $seconds } s restantes
drill-page-time-up = le temps est écoulé
drill-page-not-taken = Non retenue :
drill-page-chart-row = Ligne de la grille
drill-page-yes = Oui
drill-page-no = Non
drill-page-your-answer = Votre réponse
drill-page-answer = Répondre
drill-page-accepted = Formes acceptées : { $forms }
drill-page-stop = Arrêter ici
drill-page-dealer = Croupier
drill-page-hole-card = carte cachée
drill-page-seen = Vu depuis le mélange : { $cards } cartes sur { $shoe }, dont { $tens } de valeur dix
drill-page-question = Question { $n } : { $situation }
drill-page-question-again = Question { $n }, une fois de plus : { $situation }
drill-page-summary = Bilan
drill-page-right = Justes
drill-page-right-of = { $right } sur { $answered } ({ $percent })
drill-page-median-time = Temps médian
drill-page-best-streak = Plus longue série dans le temps
drill-page-value-lost = Valeur perdue
drill-page-value-lost-of = { $value } d'une mise
drill-page-once-more = Une fois de plus
drill-page-once-more-of = { $right } justes sur { $asked }
drill-page-mistakes = Erreurs
drill-page-stopped = Arrêté avant la dernière question.
drill-page-what-changed = Ce qui a changé
drill-page-your-progress = vos progrès
drill-page-see = { $words } (voir { $progress })
drill-page-where-you-stand = { $words } ; { $progress } montrent où vous en êtes.
drill-page-again = Encore
drill-page-see-progress = Voir vos progrès
drill-page-another = Un autre exercice
saved-progress-page = page des progrès
saved-answers = { $count ->
    [0] Aucune réponse à enregistrer.
    [one] Votre réponse est enregistrée : la { $progress } la compte.
   *[other] Vos { $count } réponses sont enregistrées : la { $progress } les compte.
}
saved-answers-failed = Vos réponses n'ont pas toutes pu être enregistrées : { $why }
saved-decisions = { $count ->
    [0] Aucune décision à enregistrer.
    [one] Votre décision est enregistrée : la { $progress } la compte.
   *[other] Vos { $count } décisions sont enregistrées : la { $progress } les compte.
}
saved-decisions-failed = Vos décisions n'ont pas toutes pu être enregistrées : { $why }

# Why an answer sent from a page was not taken.
not-taken-missing = la réponse ne disait pas à quelle question elle répond ; répondez à celle ci-dessous
not-taken-not-asked = cette réponse allait à une question qui n'est plus posée (depuis un autre onglet, ou une touche pressée deux fois) ; rien n'a été jugé : voici la question posée maintenant
not-taken-not-one-line = une réponse est un mot ou un nombre sur une seule ligne
