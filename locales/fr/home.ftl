# L'accueil : quoi travailler ensuite, ce qui est à revoir, le plan suivi, et les mots du menu.
# Les valeurs arrivent déjà écrites comme la langue écrit les nombres.

home-title = bjcoach, votre entraîneur de blackjack
home-next-lead = Prochaine étape de votre parcours
home-retest-lead = À revérifier
home-retest-why = maîtrisée, mais pas travaillée depuis une semaine
home-stage-of = étape { $place } sur { $stages }
home-suggestion = { $lead } : { $stage } ({ $why }), { $how }.
home-how-drill = avec l'exercice { $drill } à { $table }
home-how-hidden = en jouant des manches à { $table }, le compte { $system } caché
home-action-drill = Travailler { $drill } à { $table }
home-action-hidden = Jouer à { $table } en tenant vous-même le compte { $system }
home-placement = Passez le test de placement : { $questions } questions, quelques-unes de chaque étape, à { $table }. Vous commencez à la première étape où vous faites une erreur.
home-placement-action = Passer le test de placement à { $table }
home-all-mastered = Toutes les étapes de votre parcours sont maîtrisées et fraîches : travaillez ce qui vous plaît.
home-leak = Votre plus grosse fuite en comptant { $system } à { $table }, sur { $sessions ->
    [one] votre dernière séance
   *[other] vos { $sessions } dernières séances
} : { $part }, { $chips } jetons pour 100 manches misées ; l'exercice { $drill } la travaille.
home-leak-action = Travailler { $drill } à { $table }
home-due-all = toutes dans l'exercice { $drill }
home-due-some = dont { $n } dans l'exercice { $drill }
home-due = À revoir maintenant à { $table } : { $due } de vos { $items ->
    [one] { $items } notion
   *[other] { $items } notions
} (rappel prévu sous { $below }), { $of_them }.
home-due-action = Revoir ce qui est dû dans { $drill } à { $table }
home-plan-lead = Votre plan : prêt à { $table } pour le { $by }, à un rappel de { $level }.
home-plan-passed = { $lead } Ce jour est passé : faites un autre plan.
home-plan-nothing = { $lead } Rien à revoir aujourd'hui.
home-plan-in-all = ; toutes dans l'exercice { $drill }
home-plan-in-some = ; dont { $n } dans l'exercice { $drill }
home-plan-today = { $lead } Aujourd'hui : { $reviews ->
    [one] { $reviews } révision
   *[other] { $reviews } révisions
}, dont { $new } nouvelles, environ { $minutes } minutes{ $in_drill }.
home-plan-action = Revoir le plan du jour dans { $drill } à { $table }

# Les parties de « où est passé l'avantage », comme les nomme une ligne du détail.
edge-part-running-count = Compte courant
edge-part-true-count = Compte réel
edge-part-bet = Mises hors de la rampe
edge-part-chart-play = Jeux de la grille
edge-part-index-play = Jeux d'indice
edge-part-insurance = Assurance

# Le menu : ses entrées (le mot qui choisit chacune, puis ce qu'elle fait), ses questions, et
# comment y répondre.
menu-prompt = Que voulez-vous faire ? Tapez un numéro ou le mot à côté
menu-word-next = suite
menu-word-place = placement
menu-word-leak = fuite
menu-word-due = revoir
menu-word-plan = plan
menu-word-practise = exercice
menu-word-play = jouer
menu-word-chart = grille
menu-word-edge = avantage
menu-word-simulate = simuler
menu-word-stats = progrès
menu-word-rules = règles
menu-word-quit = quitter
menu-practise = Faire l'exercice de votre choix
menu-play = Jouer des manches à une table, chaque décision jugée
menu-chart = Voir la grille de stratégie d'une table
menu-edge = Voir l'avantage de la maison d'une table et les résultats du croupier
menu-simulate = Simuler de nombreuses manches jouées selon la grille
menu-stats = Voir vos progrès
menu-rules = Lire les règles d'une table
menu-quit = Quitter
menu-which-drill = Quel exercice ?
menu-which-table = Quelle table ?
menu-at-which-table = À quelle table ?
menu-table-for-drill = À quelle table ? Sont listées celles où l'on peut faire `{ $drill }`.
menu-how-many-questions = Combien de questions ?
menu-how-many-rounds = Combien de manches ?
menu-own-habits = Jouer aussi vos propres habitudes (d'après vos réponses aux exercices) à côté de la grille ?
menu-enter-to-go-home = Appuyez sur Entrée pour revenir à l'accueil.
menu-progress-unread = Vos progrès ne peuvent pas être lus :
menu-enter-for = Entrée pour { $n }
menu-back = r pour revenir
menu-back-words = r, retour
menu-not-a-choice = `{ $text }` n'est pas l'un des choix : répondez par un numéro de 1 à { $n }, ou par un nom de la liste (par exemple `{ $example }`){ $back }
menu-not-yes-no = { $refusal }, ou { $back }
menu-not-a-number = `{ $text }` n'est pas un nombre entier de { $from } à { $to } : répondez-en un, par exemple { $default }, ou { $back }

# Proposé à l'accueil, dans la langue de la table, quand le coach en parle une autre.
home-offer-language = Cette table suit { $document } : continuer en français ?

# L'accueil du navigateur : son titre, et les pages où il mène à côté de celles du menu.
web-home-title = Votre entraîneur de blackjack
web-home-or = Ou bien
web-home-plan = Prévoir d'être prêt à une date
