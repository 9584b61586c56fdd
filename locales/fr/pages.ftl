# Les pages du navigateur : le menu de chaque page.

nav-label = Pages
nav-home = Accueil
nav-drills = Exercices
nav-play = Jouer
nav-progress = Progrès
nav-chart = Stratégie
nav-rules = Règles
